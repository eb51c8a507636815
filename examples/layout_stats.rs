//! Layout quality statistics over random rounds (big hands, two or three
//! players): `cargo run --release --example layout_stats -- [BOARDS]`.

use chickenfoot::layout::layout;
use chickenfoot::rules::{deal_round, Move, Rng, Round, Rules};
use std::time::Instant;

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2000);
    for set in [9u8, 12, 15, 18] {
        let (mut tiles, mut pushed_line, mut pushed_double, mut area, mut secs) =
            (0, 0, 0, 0.0, 0.0);
        let mut boards = 0;
        for arms in 2..=set.min(8) {
            for i in 0..n {
                let seed = (set as u64) << 32 | (arms as u64) << 24 | i as u64;
                let mut rng = Rng::new(seed);
                let players = 2 + rng.below(2) as u8;
                let mut rules = Rules::standard(set, players);
                rules.arms = arms;
                rules.hand_size = ((rules.tiles() - 1) / players as usize) as u32;
                let deal = deal_round(&rules, seed, 0);
                let mut round = Round::new(&rules, 0, &deal);
                let latest = i % 2 == 0;
                let mut moves = Vec::new();
                while round.end().is_none() {
                    round.legal_moves_into(&mut moves);
                    let mv = if latest {
                        let pos = |m: &Move| match m {
                            Move::Play { on, .. } => {
                                round.board().placed().iter().position(|p| p.tile == *on)
                            }
                            _ => None,
                        };
                        *moves.iter().max_by_key(|m| pos(m)).unwrap()
                    } else {
                        *rng.pick(&moves).unwrap()
                    };
                    round.apply_unchecked(mv);
                }
                // Best of five: the machine may be shared.
                let mut best = f64::INFINITY;
                for _ in 0..5 {
                    let t = Instant::now();
                    std::hint::black_box(layout(std::hint::black_box(round.board())));
                    best = best.min(t.elapsed().as_secs_f64());
                }
                secs += best;
                let l = layout(round.board());
                boards += 1;
                tiles += l.tiles.len();
                for t in l.tiles.iter().filter(|t| !t.attached) {
                    if t.crosswise {
                        pushed_double += 1
                    } else {
                        pushed_line += 1
                    }
                }
                area += l.bounds.width() * l.bounds.height();
            }
        }
        println!(
            "set {set}: {boards} boards, {:.1} tiles/board, pushed lines {pushed_line} doubles {pushed_double} ({:.3}% of tiles), mean bounds area {:.0} (tile area {:.0}), {:.1} µs/board (best of 5)",
            tiles as f64 / boards as f64,
            100.0 * (pushed_line + pushed_double) as f64 / tiles as f64,
            area / boards as f64,
            2.0 * tiles as f64 / boards as f64,
            secs * 1e6 / boards as f64
        );
    }
}
