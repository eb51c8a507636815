//! `bench`: random-play throughput, reported OpenSpiel-style.

use crate::args::{Args, Usage};
use chickenfoot::rules::playout::random_rounds;
use chickenfoot::rules::{Move, Rng};
use serde_json::json;
use std::time::Instant;

/// Plays random rounds for about `seconds` (or exactly `limit` rounds, a
/// multiple of 256); returns (rounds, moves, elapsed).
fn attempt(
    rules: &chickenfoot::rules::Rules,
    seed: u64,
    seconds: f64,
    limit: Option<u64>,
) -> (u64, u64, f64) {
    let mut rng = Rng::new(seed);
    let mut buf: Vec<Move> = Vec::with_capacity(64);
    let (mut rounds, mut moves) = (0u64, 0u64);
    let t0 = Instant::now();
    let mut elapsed = 0.0;
    while limit.map_or(elapsed < seconds, |n| rounds < n) {
        moves += random_rounds(rules, &mut rng, rounds, 256, &mut buf);
        rounds += 256;
        elapsed = t0.elapsed().as_secs_f64();
    }
    (rounds, moves, elapsed)
}

pub fn run(mut args: Args) -> Result<u8, Usage> {
    let seconds: f64 = args.num("seconds")?.unwrap_or(1.0);
    let attempts: usize = args.num("attempts")?.unwrap_or(5);
    let seed: u64 = args.num("seed")?.unwrap_or(1);
    let limit: Option<u64> = args.num("rounds-per-attempt")?;
    let json_out = args.flag("json");
    let rules = args.rules(4)?;
    args.finish()?;
    if attempts == 0 || seconds.is_nan() || seconds <= 0.0 {
        return Err(Usage("--attempts and --seconds must be positive".into()));
    }
    let mut rps = Vec::new();
    let mut mps = Vec::new();
    for a in 0..attempts {
        let (r, m, t) = attempt(&rules, seed.wrapping_add(a as u64), seconds, limit);
        rps.push(r as f64 / t);
        mps.push(m as f64 / t);
    }
    let stats = |v: &mut Vec<f64>| {
        v.sort_by(|a, b| a.total_cmp(b));
        (v[v.len() / 2], v[0], v[v.len() - 1])
    };
    let (rm, rmin, rmax) = stats(&mut rps);
    let (mm, mmin, mmax) = stats(&mut mps);
    if json_out {
        println!(
            "{}",
            json!({
                "attempts": attempts,
                "seconds_per_attempt": seconds,
                "set": rules.set,
                "players": rules.players,
                "rounds_per_s": {"median": rm.round(), "min": rmin.round(), "max": rmax.round()},
                "moves_per_s": {"median": mm.round(), "min": mmin.round(), "max": mmax.round()},
            })
        );
    } else {
        println!(
            "{:.0} rounds/s median (min {:.0}, max {:.0}), {:.0} moves/s median (min {:.0}, max {:.0})",
            rm, rmin, rmax, mm, mmin, mmax
        );
    }
    Ok(0)
}
