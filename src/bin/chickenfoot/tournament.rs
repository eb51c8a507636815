//! `tournament`: duplicate-deal tournaments between built-in agents and
//! external bots, on two worker threads.
//!
//! Jobs are `(deal, seating)` pairs (the rotations, and with `--mirror`
//! the rotations of the reversed order too, `ai::tournament::seat_entry`);
//! workers take them in any order but results are stored by job index and
//! tallied in order, and every built-in agent is created fresh per job
//! from a seed derived from the job, so the output does not depend on
//! thread scheduling (external bots aside).

use crate::args::{Args, Usage};
use crate::bot::BotAgent;
use crate::budgets::Budgets;
use chickenfoot::ai::tournament::{play_deal, play_match, seat_entry, seating_seed, Tally};
use chickenfoot::ai::{Agent, Level};
use chickenfoot::rules::{Points, Rng, Rules, State};
use serde_json::json;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// Worker threads (the machine has two cores).
const WORKERS: usize = 2;

struct Setup {
    rules: Rules,
    entries: Vec<String>,
    seed: u64,
    games: u64,
    matches: bool,
    /// With `matches`: tally each round of a match (lowest penalty wins)
    /// instead of the match.
    by_round: bool,
    bot_timeout: Duration,
    budgets: Budgets,
    /// Seatings per deal: `n` rotations, or `2n` with `--mirror`.
    seatings: usize,
}

/// Points by seat and the winning seats of one game.
type Game = (Vec<Points>, Vec<usize>);

/// The games one job tallies: a deal, a match, or a match's rounds.
type Outcome = Vec<Game>;

/// A round's points and the seats with the fewest (the round's winners).
fn round_game(pts: Vec<Points>) -> Game {
    let min = pts.iter().copied().min().unwrap_or(0);
    let w = (0..pts.len()).filter(|&s| pts[s] == min).collect();
    (pts, w)
}

/// A bot borrowed by one game.
struct Lent<'a>(&'a mut BotAgent);

impl Agent for Lent<'_> {
    fn choose(&mut self, view: &chickenfoot::rules::PlayerView) -> chickenfoot::rules::Move {
        self.0.choose(view)
    }
    fn name(&self) -> String {
        self.0.name()
    }
}

fn builtin(setup: &Setup, name: &str, seed: u64) -> Box<dyn Agent + Send> {
    let level: Level = name.parse().expect("names were checked");
    setup.budgets.agent(level, seed)
}

/// One game (deal or match) with one seating; returns the points and the
/// winning seats, by seat.
fn play_job(setup: &Setup, job: usize, bots: &mut [Option<BotAgent>]) -> Outcome {
    let n = setup.entries.len();
    let (i, k) = ((job / setup.seatings) as u64, job % setup.seatings);
    // Seat s takes entry seat_entry(n, k, s); bots are borrowed for the game.
    let mut lent: Vec<Option<&mut BotAgent>> = bots.iter_mut().map(|b| b.as_mut()).collect();
    let mut agents: Vec<Box<dyn Agent + Send + '_>> = Vec::with_capacity(n);
    for s in 0..n {
        let e = seat_entry(n, k, s);
        match lent[e].take() {
            Some(b) => agents.push(Box::new(Lent(b))),
            None => agents.push(builtin(
                setup,
                &setup.entries[e],
                seating_seed(setup.seed, i, k, n, e),
            )),
        }
    }
    let result = if setup.matches {
        let s = Rng::derive(setup.seed, i).next_u64();
        let state = State::new(setup.rules.clone(), s).expect("rules were validated");
        let state = play_match(state, &mut agents);
        if setup.by_round {
            let rounds = state.finished_scores().iter().cloned();
            rounds.map(round_game).collect()
        } else {
            let winners = state.winners().map(|w| w.0).unwrap_or_default();
            vec![(
                state.totals(),
                winners.into_iter().map(usize::from).collect(),
            )]
        }
    } else {
        vec![round_game(play_deal(
            &setup.rules,
            setup.seed,
            i,
            &mut agents,
        ))]
    };
    result
}

pub fn run(mut args: Args) -> Result<u8, Usage> {
    let seats = args
        .take("seats")
        .ok_or_else(|| Usage("tournament needs --seats a,b,...".into()))?;
    let entries: Vec<String> = seats.split(',').map(|x| x.trim().to_string()).collect();
    let deals: Option<u64> = args.num("rounds")?;
    let matches: Option<u64> = args.num("matches")?;
    let seed: u64 = args.num("seed")?.unwrap_or(1);
    let json_out = args.flag("json");
    let by_round = args.flag("by-round");
    let bot_timeout: f64 = args.num("bot-timeout")?.unwrap_or(2.0);
    let budgets = Budgets::take(&mut args)?;
    let mirror = args.flag("mirror");
    let rules = args.rules(entries.len() as u8)?;
    args.finish()?;
    if entries.len() != rules.players as usize {
        return Err(Usage(format!(
            "{} seats given for {} players",
            entries.len(),
            rules.players
        )));
    }
    for e in &entries {
        if !e.starts_with("cmd:") {
            if let Err(err) = e.parse::<Level>() {
                return Err(Usage(format!("{err}; or cmd:PROGRAM")));
            }
        }
    }
    if deals.is_some() && matches.is_some() {
        return Err(Usage("give --rounds or --matches, not both".into()));
    }
    if by_round && matches.is_none() {
        return Err(Usage("--by-round tallies the rounds of --matches".into()));
    }
    if bot_timeout.is_nan() || bot_timeout <= 0.0 {
        return Err(Usage("--bot-timeout must be positive".into()));
    }
    let setup = Setup {
        rules,
        seed,
        games: matches.or(deals).unwrap_or(100),
        matches: matches.is_some(),
        by_round,
        bot_timeout: Duration::from_secs_f64(bot_timeout),
        budgets,
        seatings: if mirror { 2 } else { 1 } * entries.len(),
        entries,
    };
    let n = setup.entries.len();
    let jobs = setup.games as usize * setup.seatings;
    let results: Mutex<Vec<Option<Outcome>>> = Mutex::new(vec![None; jobs]);
    let next = AtomicUsize::new(0);
    let t0 = Instant::now();
    std::thread::scope(|sc| {
        for _ in 0..WORKERS {
            sc.spawn(|| {
                let mut bots: Vec<Option<BotAgent>> = setup
                    .entries
                    .iter()
                    .map(|e| {
                        e.strip_prefix("cmd:")
                            .map(|c| BotAgent::spawn(c, setup.bot_timeout))
                    })
                    .collect();
                loop {
                    let j = next.fetch_add(1, Ordering::Relaxed);
                    if j >= jobs {
                        break;
                    }
                    let r = play_job(&setup, j, &mut bots);
                    results.lock().expect("no worker panics")[j] = Some(r);
                }
            });
        }
    });
    let results = results.into_inner().expect("no worker panics");
    let mut tally = Tally::with_names(&setup.entries);
    for (j, r) in results.into_iter().enumerate() {
        let k = j % setup.seatings;
        let names: Vec<String> = (0..n)
            .map(|s| setup.entries[seat_entry(n, k, s)].clone())
            .collect();
        for (pts, winners) in r.expect("every job ran") {
            tally.add(&names, &pts, &winners);
        }
    }
    let seats_of = |name: &str| setup.entries.iter().filter(|e| *e == name).count();
    let unit = if setup.matches && !setup.by_round {
        "matches"
    } else {
        "rounds"
    };
    if json_out {
        let agents: Vec<_> = tally
            .agents
            .iter()
            .map(|a| {
                let (lo, hi) = a.share_ci();
                let (plo, phi) = a.points.ci95();
                let seats = seats_of(&a.name);
                let (tlo, thi) = a.team_ci(seats);
                json!({"name": a.name, unit: a.games, "seats": seats, "win_share": a.share(),
                       "win_ci": [lo, hi], "team_share": a.team_share(seats), "team_ci": [tlo, thi],
                       "mean_points": a.points.mean(), "points_ci": [plo, phi]})
            })
            .collect();
        println!("{}", json!({ "agents": agents }));
    } else {
        let mut team_lines = Vec::new();
        println!(
            "{:<24} {:>8} {:>9} {:>17} {:>9} {:>17}",
            "agent", unit, "win", "win 95% CI", "points", "points 95% CI"
        );
        for a in &tally.agents {
            let seats = seats_of(&a.name);
            if seats > 1 {
                let (tlo, thi) = a.team_ci(seats);
                team_lines.push(format!(
                    "{} ({} seats): {:.1}% of {} {unit} won by one of them, 95% CI {:.1}%–{:.1}%",
                    a.name,
                    seats,
                    100.0 * a.team_share(seats),
                    a.games / seats as u64,
                    100.0 * tlo,
                    100.0 * thi
                ));
            }
            let (lo, hi) = a.share_ci();
            let (plo, phi) = a.points.ci95();
            println!(
                "{:<24} {:>8} {:>8.1}% {:>7.1}%–{:>6.1}%  {:>9.2} {:>8.2}–{:>7.2}",
                a.name,
                a.games,
                100.0 * a.share(),
                100.0 * lo,
                100.0 * hi,
                a.points.mean(),
                plo,
                phi
            );
        }
        for l in team_lines {
            println!("{l}");
        }
    }
    let seatings = if mirror {
        format!("{} seatings (rotations both ways)", setup.seatings)
    } else {
        format!("{n} rotations")
    };
    let games = if setup.matches { "matches" } else { "rounds" };
    eprintln!(
        "{} {games} x {seatings} in {:.1} s",
        setup.games,
        t0.elapsed().as_secs_f64()
    );
    Ok(0)
}
