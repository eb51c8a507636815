//! What laying out the table costs the page after each play, in the
//! browser: a benchmark, not a timed test.
//!
//! `make bench-web` runs it with the page's `wasm-release` profile (the
//! layout is in the size-optimised crate). On eight-seat double-eighteen
//! rounds played at random, it times, after every play, the kept placer
//! taking the new tile and working out the open ends ([`Growing`], what
//! the page does) and the whole board laid out again (what it did), and
//! prints the percentiles of both. The assertions check that both ways
//! give the same layout and that the measurements happened.
#![cfg(target_arch = "wasm32")]

use chickenfoot::layout::{layout_for, Growing};
use chickenfoot::rules::{deal_round, Board, Move, Rng, Round, Rules};
use clock::{now, pct};
use wasm_bindgen_test::*;

mod clock;

wasm_bindgen_test_configure!(run_in_browser);

/// The board after every play of a random eight-seat double-eighteen round.
fn plays(seed: u64) -> Vec<Board> {
    let rules = Rules::standard(18, 8);
    let deal = deal_round(&rules, seed, 0);
    let mut round = Round::new(&rules, 0, &deal);
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    let mut boards = Vec::new();
    while round.end().is_none() {
        round.legal_moves_into(&mut moves);
        let mv = *rng.pick(&moves).expect("a legal move");
        round.apply_unchecked(mv);
        if matches!(mv, Move::Play { .. }) {
            boards.push(round.board().clone());
        }
    }
    boards
}

#[wasm_bindgen_test]
fn layout_per_play_in_the_browser() {
    let (mut grown, mut whole) = (Vec::new(), Vec::new());
    let mut tiles = 0;
    for seed in 0..6u64 {
        let boards = plays(seed);
        let mut g = Growing::new(8, Some(1.6));
        for b in &boards {
            let t = now();
            g.follow(b);
            let lay = g.layout();
            grown.push(now() - t);
            let t = now();
            let all = layout_for(b, 1.6);
            whole.push(now() - t);
            assert_eq!(lay, all, "seed {seed}, {} tiles", b.placed().len());
        }
        tiles += boards.last().map_or(0, |b| b.placed().len());
    }
    let n = grown.len();
    for (what, v) in [
        ("one tile on the kept placer", &mut grown),
        ("the whole board again", &mut whole),
    ] {
        console_log!(
            "layout per play, double-18, 8 arms, {:.0} tiles a board, {what}: {n} plays, p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms",
            tiles as f64 / 6.0,
            pct(v, 0.5),
            pct(v, 0.95),
            pct(v, 1.0)
        );
    }
    assert!(n > 300, "{n} plays");
}
