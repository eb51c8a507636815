//! `layout RECORD --viewport WxH [--round N] [--json]`: the table the page
//! draws, fitted to a window; and `layout-report`: tile sizes and flaws
//! over many rounds of every set and table size.

use crate::args::{Args, Usage};
use crate::records::{bad_record, record_text};
use chickenfoot::page::fitted::{fitted, nearest_rank, survey, Tally};
use chickenfoot::rules::record::{self, ReplayError};
use chickenfoot::rules::Rules;
use serde_json::json;

/// `WxH` in CSS px.
fn viewport(text: &str) -> Result<(f64, f64), Usage> {
    let bad = || {
        Usage(format!(
            "--viewport wants WxH (e.g. 1280x800), not {text:?}"
        ))
    };
    let (w, h) = text.split_once('x').ok_or_else(bad)?;
    let (w, h): (f64, f64) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
    if !(w >= 100.0 && h >= 100.0 && w <= 10_000.0 && h <= 10_000.0) {
        return Err(bad());
    }
    Ok((w, h))
}

/// `layout RECORD --viewport WxH [--round N] [--json]`.
pub fn run(mut args: Args) -> Result<u8, Usage> {
    let (w, h) = viewport(
        &args
            .take("viewport")
            .ok_or(Usage("--viewport WxH is needed".into()))?,
    )?;
    let round: Option<usize> = args.num("round")?;
    let as_json = args.flag("json");
    let text = match record_text(args)? {
        Ok(t) => t,
        Err(code) => return Ok(code),
    };
    let mut rec = match record::parse(&text) {
        Ok(r) => r,
        Err(e) => return Ok(bad_record(&e)),
    };
    if let Some(n) = round {
        if n == 0 || n > rec.rounds.len() {
            return Err(Usage(format!(
                "--round {n}: the record has rounds 1 to {}",
                rec.rounds.len()
            )));
        }
        rec.rounds.truncate(n);
    }
    let state = match record::replay(&rec) {
        Ok(s) => s,
        Err(ReplayError::Bad(e)) => return Ok(bad_record(&e)),
        Err(e) => {
            eprintln!("chickenfoot: {e}");
            return Ok(1);
        }
    };
    let f = fitted(&state, w, h);
    let mut longs: Vec<f64> = f.rects.iter().map(|r| r.long).collect();
    longs.sort_by(f64::total_cmp);
    let q = |p: f64| nearest_rank(&longs, p);
    let tiles: Vec<_> = f
        .layout
        .tiles
        .iter()
        .zip(&f.rects)
        .map(|(t, r)| {
            let connector = f.layout.connector(t).map(|c| {
                let px = c.points.iter().map(|&p| f.camera.world_to_screen(p));
                px.map(|p| [round2(p.x), round2(p.y + f.header)])
                    .collect::<Vec<_>>()
            });
            json!({"tile": t.tile.to_string(), "x": round2(r.x), "y": round2(r.y),
                "long": round2(r.long), "short": round2(r.short), "angle": round2(r.angle),
                "parent": t.parent.map(|p| p.to_string()), "attached": t.attached,
                "scale": t.scale, "connector": connector,
                "beside": t.attached && f.layout.parent(t).is_some_and(|p| t.beside(p))})
        })
        .collect();
    let mut summary = json!({"tiles": tiles.len(), "median_long": round2(q(0.5)),
        "p10_long": round2(q(0.1)), "in_play_long": round2(f.in_play_long)});
    with_tally(&mut summary, &f.tally);
    if as_json {
        let out = json!({"viewport": {"w": w, "h": h}, "header": f.header,
            "canvas": {"w": f.canvas.w, "h": f.canvas.h}, "round": state.round_index() + 1,
            "tiles": tiles, "summary": summary});
        println!("{out}");
    } else {
        println!(
            "round {} at {w}x{h} (header {} px, canvas {}x{})",
            state.round_index() + 1,
            f.header,
            f.canvas.w,
            f.canvas.h
        );
        for (t, r) in f.layout.tiles.iter().zip(&f.rects) {
            let parent = t.parent.map_or("-".to_string(), |p| p.to_string());
            println!(
                "{:>5}  centre {:7.1},{:7.1}  {:5.1} x {:4.1} px  {:5.1}°  on {parent}{}",
                t.tile.to_string(),
                r.x,
                r.y,
                r.long,
                r.short,
                r.angle,
                if !t.attached {
                    "  DETACHED".to_string()
                } else if t.scale < 1.0 {
                    format!("  shrunk to {}", t.scale)
                } else {
                    String::new()
                }
            );
        }
        println!(
            "{} tiles; long side median {:.1} px, 10th percentile {:.1} px ({:.1} px a whole tile fitted as in play, room kept for the spots); {}",
            tiles.len(),
            q(0.5),
            q(0.1),
            f.in_play_long,
            f.tally
        );
    }
    Ok(0)
}

fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

/// `layout-report [--rounds N] [--viewport WxH] [--seed S] [--json]`: for
/// every set 6..18 and 2..8 seats, `N` seeded finished first rounds (half
/// random, half greedy play), fitted to the window: the tile long side's
/// median and 10th percentile, as the finished table is drawn and as the
/// board was fitted in play (room kept for its spots), overlaps, detached tiles and their
/// connectors that cross a tile, and the tiles laid neither across the
/// window nor up and down it.
pub fn report(mut args: Args) -> Result<u8, Usage> {
    let rounds: u64 = args.num("rounds")?.unwrap_or(200);
    let seed: u64 = args.num("seed")?.unwrap_or(1);
    let (w, h) = viewport(&args.take("viewport").unwrap_or_else(|| "1280x800".into()))?;
    let as_json = args.flag("json");
    args.finish()?;
    let mut cells = Vec::new();
    if !as_json {
        println!("{w}x{h}, {rounds} rounds per cell: tile long side median / 10th percentile (px) of the finished table, then fitted as in play (room kept for the open ends' spots, the banner and the strip), overlaps, detached, crossing connectors, connectors going round tiles, tiles shrunk to touch their parent, tiles touching their parent beside its end, tiles neither across nor up and down");
    }
    for set in 6..=18u8 {
        for players in 2..=8u8 {
            let rules = Rules::standard(set, players);
            if let Err(e) = rules.validate() {
                if !as_json {
                    println!("double-{set:<2} {players} seats  no game: {e}");
                }
                continue;
            }
            let s = survey(&rules, rounds, seed, w, h);
            if !as_json {
                let counts: String = s
                    .tally
                    .fields()
                    .iter()
                    .map(|(name, n)| format!("  {name} {n}"))
                    .collect();
                println!(
                    "double-{set:<2} {players} seats  {:5.1} / {:5.1}  in play {:5.1} / {:5.1}{counts}  angled {}",
                    s.quantile(0.5),
                    s.quantile(0.1),
                    s.in_play_quantile(0.5),
                    s.in_play_quantile(0.1),
                    s.angled
                );
            }
            let mut cell = json!({"set": set, "players": players, "rounds": s.long.len(),
                "median_long": round2(s.quantile(0.5)), "p10_long": round2(s.quantile(0.1)),
                "in_play_median_long": round2(s.in_play_quantile(0.5)),
                "in_play_p10_long": round2(s.in_play_quantile(0.1)),
                "angled": s.angled, "tiles": s.tiles});
            with_tally(&mut cell, &s.tally);
            cells.push(cell);
        }
    }
    if as_json {
        println!(
            "{}",
            json!({"viewport": {"w": w, "h": h}, "rounds": rounds, "cells": cells})
        );
    }
    Ok(0)
}

/// Adds each of `tally`'s counts to the JSON object `obj` under its name.
fn with_tally(obj: &mut serde_json::Value, tally: &Tally) {
    if let Some(map) = obj.as_object_mut() {
        for (name, n) in tally.fields() {
            map.insert(name.into(), n.into());
        }
    }
}
