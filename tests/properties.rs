//! Invariants over many seeded random matches across option combinations.
//!
//! Run with `cargo test --release` (the Makefile does): 10,000 matches.

mod common;

use chickenfoot::ai::{Agent, Greedy, RandomAgent};
use chickenfoot::rules::record;
use chickenfoot::rules::{
    DrawnTile, Move, Phase, Rng, RoundEnd, Rules, StartSearch, State, Tile, TileSet,
};

const MATCHES: u64 = 10_000;

/// Random but valid rules: every option is exercised.
fn random_rules(rng: &mut Rng) -> Rules {
    let set = *rng.pick(&[6u8, 7, 8, 9, 9, 9, 10, 12, 15, 18]).unwrap();
    let players = 2 + rng.below(7) as u8;
    let mut r = Rules::standard(set, players);
    let max_hand = (r.tiles() - 1) / players as usize;
    r.hand_size = match rng.below(4) {
        0 => r.hand_size,
        1 => 7.min(max_hand) as u32,
        _ => 1 + rng.below(max_hand) as u32,
    };
    r.arms = 2 + rng.below((r.max_arms() - 1) as usize) as u8;
    r.drawn_tile = if rng.below(2) == 0 {
        DrawnTile::Must
    } else {
        DrawnTile::May
    };
    r.boneyard_reserve = match rng.below(4) {
        0 => Rules::classic_reserve(players),
        1 => rng.below(6) as u64,
        _ => 0,
    };
    r.double_blank = *rng.pick(&[50u64, 25, 0, 13, u64::MAX]).unwrap();
    r.start_search = *rng
        .pick(&[
            StartSearch::DrawInTurn,
            StartSearch::AllDraw,
            StartSearch::BeforeDeal,
        ])
        .unwrap();
    let n = 1 + rng.below(3);
    r.rounds = (0..n).map(|_| rng.below(set as usize + 1) as u8).collect();
    r.validate().expect("generated rules are valid");
    r
}

/// Every tile is in exactly one place: a hand, the board, the boneyard, or set aside.
fn check_conservation(s: &State) {
    let r = s.round();
    let mut seen = TileSet::EMPTY;
    let mut count = 0;
    let mut add = |t: Tile, seen: &mut TileSet| {
        assert!(!seen.contains(t), "{t} is in two places");
        seen.insert(t);
        count += 1;
    };
    for p in 0..r.players() {
        for t in r.hand(p).iter() {
            add(t, &mut seen);
        }
    }
    for p in r.board().placed() {
        add(p.tile, &mut seen);
    }
    for &t in r.boneyard() {
        add(t, &mut seen);
    }
    let full = TileSet::full(s.rules().set);
    let missing = full.minus(seen);
    let aside = s.rules().start_search == StartSearch::BeforeDeal
        && r.board().start().is_none()
        && missing.len() == 1
        && missing.contains(r.start_double());
    assert!(missing.is_empty() || aside, "missing tiles: {missing:?}");
}

/// What draws and passes told the table about each hand holds for the
/// hand itself: no tile carries a void ([`chickenfoot::rules::Round::voids`],
/// which Hard's sampler deals around), apart from the tile the seat to move
/// just drew, which may still fit.
fn check_voids(s: &State, seed: u64) {
    let r = s.round();
    for p in 0..r.players() {
        let mut held = r.hand(p);
        if let Some(t) = r.drawn().filter(|_| r.to_move() == Some(p)) {
            held.remove(t);
        }
        assert!(
            !held.intersects(r.voids(p).tiles()),
            "seed {seed}: seat {p} holds a void tile"
        );
    }
}

/// A handful of moves that are probably illegal, to check that `apply`
/// refuses exactly what is not listed.
fn candidates(s: &State, rng: &mut Rng) -> Vec<Move> {
    let r = s.round();
    let seat = r.to_move().unwrap();
    let mut v = vec![Move::Draw, Move::Pass, Move::Place(r.start_double())];
    let placed = r.board().placed();
    let hand: Vec<Tile> = r.hand(seat).iter().collect();
    for _ in 0..12 {
        if placed.is_empty() || hand.is_empty() {
            break;
        }
        let tile = if rng.below(4) == 0 {
            Tile::from_index(rng.below(s.rules().tiles()))
        } else {
            hand[rng.below(hand.len())]
        };
        let on = placed[rng.below(placed.len())].tile;
        v.push(Move::Play { tile, on });
        v.push(Move::Place(tile));
    }
    v
}

fn play_match(seed: u64) {
    let mut rng = Rng::new(seed);
    let rules = random_rules(&mut rng);
    let mut s = State::new(rules.clone(), seed).unwrap();
    let mut agents: Vec<Box<dyn Agent>> = (0..rules.players)
        .map(|i| -> Box<dyn Agent> {
            if (seed + i as u64) % 3 == 0 {
                Box::new(Greedy)
            } else {
                Box::new(RandomAgent::new(seed * 31 + i as u64))
            }
        })
        .collect();
    loop {
        check_conservation(&s);
        check_voids(&s, seed);
        let Some(seat) = s.to_move() else {
            check_round_end(&s);
            if s.is_over() {
                break;
            }
            assert!(s.next_round());
            continue;
        };
        let legal = s.legal_moves();
        assert!(!legal.is_empty(), "a seat to move always has a move");
        for m in candidates(&s, &mut rng) {
            let before = s.clone();
            let res = s.apply(seat, m);
            assert_eq!(
                res.is_ok(),
                legal.contains(&m),
                "seed {seed}: {m} vs {legal:?}"
            );
            if res.is_ok() {
                s = before;
            } else {
                assert_eq!(s, before, "a refused move changed the state");
            }
        }
        let other = (seat + 1) % rules.players;
        assert!(s.apply(other, legal[0]).is_err(), "wrong seat accepted");
        let m = agents[seat as usize].choose(&s.view(seat));
        assert!(legal.contains(&m));
        s.apply(seat, m).unwrap();
        assert!(
            s.round().moves_made() < 6 * rules.tiles() as u32,
            "seed {seed}: round does not end"
        );
    }
    check_match(&s);
    // The record replays to the same result.
    let text = serde_json::to_string(&s.to_record()).unwrap();
    let replayed = record::check(&text).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
    assert_eq!(replayed.summary(), s.summary(), "seed {seed}");
    assert_eq!(replayed.legal_summary(), s.legal_summary());
}

fn check_round_end(s: &State) {
    let r = s.round();
    let scores = s.finished_scores().last().unwrap();
    let db = s.rules().double_blank;
    for p in 0..r.players() {
        let h = r.hand(p);
        let pips: u128 = h.iter().map(|t| t.pips() as u128).sum::<u128>()
            + if h.contains(Tile::double(0)) {
                db as u128
            } else {
                0
            };
        assert_eq!(scores[p as usize], pips);
    }
    match r.end().unwrap() {
        RoundEnd::Out(p) => assert!(r.hand(p).is_empty()),
        RoundEnd::Blocked => {
            assert!(r.boneyard_len() as u64 <= s.rules().boneyard_reserve);
            let fits = r.board().playable_tiles();
            assert!((0..r.players()).all(|p| !r.hand(p).intersects(fits)));
            assert!(r.phase() != Phase::Search);
        }
    }
}

fn check_match(s: &State) {
    let rounds = s.finished_scores();
    let n = s.rules().players as usize;
    assert_eq!(rounds.len(), s.rules().rounds.len());
    let totals: Vec<u128> = (0..n).map(|p| rounds.iter().map(|r| r[p]).sum()).collect();
    assert_eq!(s.totals(), totals);
    let (winners, _) = s.winners().unwrap();
    let best = *totals.iter().min().unwrap();
    for &w in &winners {
        assert_eq!(totals[w as usize], best, "a winner has the lowest total");
    }
    assert!(winners.windows(2).all(|w| w[0] < w[1]), "winners ascending");
    // Every seat with the lowest total and the same tie-break keys is a winner.
    let key = |p: usize| {
        let zeros = rounds.iter().filter(|r| r[p] == 0).count();
        let low = rounds.iter().map(|r| r[p]).filter(|&x| x > 0).min();
        (
            totals[p],
            std::cmp::Reverse(zeros),
            low.unwrap_or(u128::MAX),
        )
    };
    let best_key = (0..n).map(key).min().unwrap();
    let expect: Vec<u8> = (0..n)
        .filter(|&p| key(p) == best_key)
        .map(|p| p as u8)
        .collect();
    assert_eq!(winners, expect);
}

#[test]
fn ten_thousand_random_matches_keep_every_invariant() {
    let threads = 2;
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            std::thread::spawn(move || {
                for seed in (t..MATCHES).step_by(threads as usize) {
                    play_match(seed);
                }
            })
        })
        .collect();
    for h in handles {
        h.join().expect("a property failed");
    }
}
