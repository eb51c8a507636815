//! `timing`: decision-time percentiles of an agent (wall clock and, on
//! Linux, the thread's own CPU time, which other load on the machine does
//! not inflate).

use crate::args::{Args, Usage};
use crate::budgets::Budgets;
use chickenfoot::ai::tournament::{agent_seed, deal_setup};
use chickenfoot::ai::Level;
use chickenfoot::rules::{deal_round, State};
use serde_json::json;
use std::time::Instant;

/// This thread's CPU time in nanoseconds, if the kernel reports it.
fn thread_cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

fn pct(v: &[f64], p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let i = ((p / 100.0) * (v.len() - 1) as f64).round() as usize;
    v[i]
}

pub fn run(mut args: Args) -> Result<u8, Usage> {
    let name = args.take("agent").unwrap_or_else(|| "hard".into());
    let deals: u64 = args.num("rounds")?.unwrap_or(20);
    let seed: u64 = args.num("seed")?.unwrap_or(1);
    let budgets = Budgets::take(&mut args)?;
    let json_out = args.flag("json");
    let rules = args.rules(4)?;
    args.finish()?;
    let level: Level = name
        .parse()
        .map_err(|e: chickenfoot::ai::UnknownLevel| Usage(e.to_string()))?;
    let (mut wall, mut cpu) = (Vec::new(), Vec::new());
    for i in 0..deals {
        let (single, s) = deal_setup(&rules, seed, i);
        let deal = deal_round(&single, s, 0);
        let mut state = State::with_deal(single, s, deal);
        let mut agent = budgets.agent(level, agent_seed(seed, i, 0, 0));
        let mut other = Level::Greedy.agent(0);
        while !state.round_over() {
            let seat = state.to_move().expect("live round");
            let view = state.view(seat);
            let mv = if seat == 0 && view.legal_moves().len() > 1 {
                let (t0, c0) = (Instant::now(), thread_cpu_ns());
                let m = agent.choose(&view);
                wall.push(t0.elapsed().as_secs_f64() * 1e3);
                if let (Some(a), Some(b)) = (c0, thread_cpu_ns()) {
                    cpu.push((b - a) as f64 / 1e6);
                }
                m
            } else if seat == 0 {
                view.legal_moves()[0]
            } else {
                other.choose(&view)
            };
            state.apply(seat, mv).map_err(|e| Usage(e.to_string()))?;
        }
    }
    wall.sort_by(f64::total_cmp);
    cpu.sort_by(f64::total_cmp);
    let row = |v: &[f64]| {
        json!({"p50": pct(v, 50.0), "p90": pct(v, 90.0), "p95": pct(v, 95.0),
               "p99": pct(v, 99.0), "max": v.last().copied().unwrap_or(0.0)})
    };
    if json_out {
        println!(
            "{}",
            json!({"agent": name, "decisions": wall.len(), "wall_ms": row(&wall), "cpu_ms": row(&cpu)})
        );
    } else {
        println!("{name}: {} decisions with a choice", wall.len());
        for (label, v) in [("wall ms", &wall), ("cpu ms", &cpu)] {
            println!(
                "  {label:<8} p50 {:.1}  p90 {:.1}  p95 {:.1}  p99 {:.1}  max {:.1}",
                pct(v, 50.0),
                pct(v, 90.0),
                pct(v, 95.0),
                pct(v, 99.0),
                v.last().copied().unwrap_or(0.0)
            );
        }
    }
    Ok(0)
}
