//! Fast strength and API checks for the AI levels (seconds in release,
//! still reasonable in debug: sizes shrink when debug assertions are on).

use chickenfoot::ai::tournament::{agent_seed, play_deal, Tally};
use chickenfoot::ai::{decide, Agent, Hard, HardSearch, Level};
use chickenfoot::rules::{Rules, State};

/// Plays `deals` duplicate deals (all rotations) and returns the tally.
fn duel(entries: &[&str], deals: u64, hard_budget: u32) -> Tally {
    let rules = Rules::default();
    let names: Vec<String> = entries.iter().map(|s| s.to_string()).collect();
    let n = names.len();
    let mut tally = Tally::with_names(&names);
    for i in 0..deals {
        for k in 0..n {
            let seated: Vec<String> = (0..n).map(|s| names[(s + k) % n].clone()).collect();
            let mut agents: Vec<Box<dyn Agent + Send>> = seated
                .iter()
                .enumerate()
                .map(|(s, name)| -> Box<dyn Agent + Send> {
                    let seed = agent_seed(99, i, k, s);
                    if name == "hard" {
                        Box::new(Hard::with_budget(seed, hard_budget))
                    } else {
                        name.parse::<Level>().unwrap().agent(seed)
                    }
                })
                .collect();
            let pts = play_deal(&rules, 99, i, &mut agents);
            tally.add_round(&seated, &pts);
        }
    }
    tally
}

fn scale(release: u64, debug: u64) -> u64 {
    if cfg!(debug_assertions) {
        debug
    } else {
        release
    }
}

#[test]
fn hard_beats_random_clearly() {
    let t = duel(&["hard", "random", "random", "random"], scale(60, 12), 300);
    let hard = &t.agents[0];
    // Parity is 25%; Greedy wins ~41% against three random players, Hard
    // (even on this small budget) ~48%.
    let (lo, _) = hard.share_ci();
    assert!(lo > 0.25, "hard won only {:.3}", hard.share());
    if !cfg!(debug_assertions) {
        assert!(hard.share() > 0.40, "hard won only {:.3}", hard.share());
    }
    assert!(hard.points.mean() < t.agents[1].points.mean());
}

#[test]
fn medium_beats_greedy() {
    let t = duel(
        &["medium", "greedy", "greedy", "greedy"],
        scale(400, 150),
        0,
    );
    let (lo, _) = t.agents[0].share_ci();
    // Measured ~40%; parity 25%.
    assert!(
        lo > 0.28,
        "medium share {:.3}, lower bound {lo:.3}",
        t.agents[0].share()
    );
}

#[test]
fn easy_beats_random_and_loses_to_medium() {
    let t = duel(&["easy", "random", "easy", "random"], scale(300, 100), 0);
    assert!(
        t.agents[0].team_share(2) > 0.6,
        "{:.3}",
        t.agents[0].team_share(2)
    );
    let t = duel(&["medium", "easy", "medium", "easy"], scale(300, 100), 0);
    assert!(
        t.agents[0].team_share(2) > 0.55,
        "{:.3}",
        t.agents[0].team_share(2)
    );
}

/// A position where seat 0 has a real choice.
fn position_with_choice() -> State {
    let mut state = State::new(Rules::default(), 5).unwrap();
    let mut greedy = Level::Greedy.agent(0);
    loop {
        let seat = state.to_move().unwrap();
        if seat == 0 && state.legal_moves().len() > 1 {
            return state;
        }
        let mv = greedy.choose(&state.view(seat));
        state.apply(seat, mv).unwrap();
    }
}

#[test]
fn sliced_search_matches_a_full_run_and_is_legal() {
    let state = position_with_choice();
    let view = state.view(0);
    let full = HardSearch::with_budget(&view, 7, 400).run();
    let mut sliced = HardSearch::with_budget(&view, 7, 400);
    assert!(!sliced.is_done());
    let mut steps = 0;
    while !sliced.step(37) {
        steps += 1;
    }
    assert!(steps > 1);
    assert!(sliced.is_done());
    assert_eq!(sliced.best(), full);
    assert!(view.legal_moves().contains(&full));
    assert!(sliced.iterations() <= 400);
    // Same seed, same choice; the hint is a legal move too.
    assert_eq!(
        Hard::with_budget(3, 300).choose(&view),
        Hard::with_budget(3, 300).choose(&view)
    );
    let hint = decide(Level::Hard, &view, 11);
    assert!(view.legal_moves().contains(&hint));
    assert_eq!(hint, decide(Level::Hard, &view, 11));
}

#[test]
fn every_level_plays_legal_moves_to_the_end() {
    for name in ["random", "greedy", "easy", "medium", "hard", "expert"] {
        let rules = Rules {
            rounds: vec![9, 3],
            ..Rules::default()
        };
        let mut state = State::new(rules, 11).unwrap();
        let mut agents: Vec<Box<dyn Agent + Send>> = (0..4)
            .map(|s| -> Box<dyn Agent + Send> {
                if name == "hard" {
                    Box::new(Hard::with_budget(s, 100))
                } else {
                    name.parse::<Level>().unwrap().agent(s)
                }
            })
            .collect();
        while !state.is_over() {
            if state.round_over() {
                state.next_round();
                continue;
            }
            let seat = state.to_move().unwrap();
            let mv = agents[seat as usize].choose(&state.view(seat));
            state
                .apply(seat, mv)
                .unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}
