//! How well the rollouts' opponent models predict a searcher's plays
//! (docs/ai.md, "Imitating Hard's plays").
//!
//! `cargo run --release -p chickenfoot-engine --example predict -- [hard|expert] [ROUNDS]`
//! plays ROUNDS default rounds (seeds 5000..) with every seat at the level,
//! and at each decision with more than one play counts how often the end
//! control model of the rollouts (`medium_pick` with the tuned weights,
//! what `smart_pick` plays), the greedy model, and the same level with
//! another decision seed choose the level's play. The last is the ceiling
//! for any model of the level: its own choices vary that much.

use chickenfoot_engine::ai::{decide, greedy_pick, medium_pick, Level, MediumWeights};
use chickenfoot_engine::rules::{Move, Rules, State};

fn main() {
    let mut args = std::env::args().skip(1);
    let level: Level = args
        .next()
        .unwrap_or_else(|| "hard".into())
        .parse()
        .expect("a level");
    let rounds: u64 = args.next().map_or(30, |s| s.parse().expect("a count"));
    let (mut n, mut smart, mut greedy, mut again) = (0u32, 0u32, 0u32, 0u32);
    for seed in 0..rounds {
        let mut st = State::new(Rules::default(), 5000 + seed).expect("default rules");
        while !st.round_over() {
            let seat = st.to_move().expect("a seat to move");
            let view = st.view(seat);
            let mv = decide(level, &view, seed);
            let legal = view.legal_moves();
            if legal
                .iter()
                .filter(|m| matches!(m, Move::Play { .. }))
                .count()
                > 1
            {
                n += 1;
                smart += u32::from(medium_pick(&view, &MediumWeights::TUNED) == mv);
                greedy += u32::from(greedy_pick(legal, st.rules().double_blank) == mv);
                again += u32::from(decide(level, &view, seed + 7777) == mv);
            }
            st.apply(seat, mv).expect("a legal move");
        }
    }
    let pct = |k: u32| 100.0 * f64::from(k) / f64::from(n.max(1));
    println!(
        "{level}: {n} decisions with more than one play; end control model {:.1}%, greedy model {:.1}%, {level} with another seed {:.1}%",
        pct(smart),
        pct(greedy),
        pct(again)
    );
}
