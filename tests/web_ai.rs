//! Hard's and Expert's decision time in the browser: a benchmark, not a
//! timed test.
//!
//! `CHROMEDRIVER=/usr/bin/chromedriver cargo test --release --target
//! wasm32-unknown-unknown --test web_ai -- --nocapture` prints the
//! percentiles of whole decisions (default budget) and of the slices the
//! page runs between frames, and the throughput of the random-play loop of
//! `chickenfoot bench` (`make bench-web` does this, and sets the latter
//! beside the native figure). The assertions only check that the
//! measurements happened and that sliced search picks the same move as
//! running it in one go.
#![cfg(target_arch = "wasm32")]

use chickenfoot::ai::{Agent, Greedy, Level, Thinking};
use chickenfoot::rules::playout::random_rounds;
use chickenfoot::rules::{Preset, Rng, Rules, State};
use clock::{now, pct};
use gloo_timers::future::TimeoutFuture;
use wasm_bindgen_test::*;

mod clock;

wasm_bindgen_test_configure!(run_in_browser);

/// Plays `rounds` rounds of `rules` (named `table` in the output), seat 0
/// deciding as `level` (sliced as the page slices it, 200 iterations a
/// slice) and the others greedily, and prints the percentiles of whole
/// decisions and of slices.
async fn decision_time(level: Level, rules: &Rules, table: &str, rounds: u64) {
    let mut decisions = Vec::new();
    let mut slices = Vec::new();
    for seed in 0..rounds {
        let mut s = State::new(rules.clone(), seed).unwrap();
        while !s.round_over() {
            let seat = s.to_move().unwrap();
            let view = s.view(seat);
            let mv = if seat == 0 && view.legal_moves().len() > 1 {
                let t0 = now();
                let mut thinking = Thinking::start(level, &view, seed);
                loop {
                    let t = now();
                    let done = thinking.step(200);
                    slices.push(now() - t);
                    if done {
                        break;
                    }
                }
                let mv = thinking.best();
                decisions.push(now() - t0);
                let whole = Thinking::start(level, &view, seed).run();
                assert_eq!(whole, mv, "sliced search must match the whole search");
                // A zero-delay timer lets the browser run between
                // decisions, so a long run does not block the renderer
                // past the test driver's patience (30 s).
                TimeoutFuture::new(0).await;
                mv
            } else {
                Greedy.choose(&view)
            };
            s.apply(seat, mv).unwrap();
        }
    }
    assert!(decisions.len() >= 20, "too few decisions measured");
    let n = decisions.len();
    let (p50, p95, max) = (
        pct(&mut decisions, 0.5),
        pct(&mut decisions, 0.95),
        pct(&mut decisions, 1.0),
    );
    let (s95, smax) = (pct(&mut slices, 0.95), pct(&mut slices, 1.0));
    console_log!(
        "{level} decisions ({table}): n={n} p50={p50:.1}ms p95={p95:.1}ms max={max:.1}ms; 200-iteration slices: p95={s95:.1}ms max={smax:.1}ms"
    );
    assert!(p95.is_finite() && p95 > 0.0);
}

#[wasm_bindgen_test]
async fn hard_decision_time_in_the_browser() {
    decision_time(Level::Hard, &Rules::default(), "default", 12).await;
}

#[wasm_bindgen_test]
async fn expert_decision_time_in_the_browser() {
    decision_time(Level::Expert, &Rules::default(), "default", 12).await;
}

/// The big table of issue 17: eight seats, double-twelve. Its rollouts are
/// longer, so a decision takes longer; eight rounds give about 45 decisions.
#[wasm_bindgen_test]
async fn hard_decision_time_at_eight_seats_double_twelve() {
    let rules = Preset::DoubleTwelve.rules(8);
    decision_time(Level::Hard, &rules, "8 seats, double-12", 8).await;
}

#[wasm_bindgen_test]
async fn expert_decision_time_at_eight_seats_double_twelve() {
    let rules = Preset::DoubleTwelve.rules(8);
    decision_time(Level::Expert, &rules, "8 seats, double-12", 8).await;
}

/// The biggest table: eight seats, double-eighteen, where Expert plays out
/// fewer worlds while many tiles are left (`expert_playouts`), so its
/// decisions fit the time the page gives a seat. Three rounds give about
/// 45 decisions.
#[wasm_bindgen_test]
async fn expert_decision_time_at_eight_seats_double_eighteen() {
    decision_time(
        Level::Expert,
        &Rules::standard(18, 8),
        "8 seats, double-18",
        3,
    )
    .await;
}

/// The random-play loop of `chickenfoot bench` (default rules, seeds 1..5,
/// five one-second attempts): rounds per second in the page's wasm.
#[wasm_bindgen_test]
fn random_play_throughput_in_the_browser() {
    let rules = Rules::default();
    let mut buf = Vec::with_capacity(64);
    let mut rates = Vec::new();
    for a in 0..5u64 {
        let mut rng = Rng::new(1 + a);
        let mut rounds = 0u64;
        let t0 = now();
        while now() - t0 < 1000.0 {
            random_rounds(&rules, &mut rng, rounds, 256, &mut buf);
            rounds += 256;
        }
        rates.push(rounds as f64 / ((now() - t0) / 1000.0));
    }
    let median = pct(&mut rates, 0.5);
    console_log!("random play: {median:.0} rounds/s (median of 5 one-second attempts)");
    assert!(median.is_finite() && median > 0.0);
}
