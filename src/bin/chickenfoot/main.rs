//! `chickenfoot`: the command line over the rules engine.
//!
//! ```text
//! chickenfoot replay FILE|-        check a record; print round ends, scores, totals, winners
//! chickenfoot legal FILE|-         the legal moves after a record's moves
//! chickenfoot hint FILE|- [--level easy|medium|hard|expert]   the Hint button's move at the record's end
//! chickenfoot layout FILE|- --viewport WxH [--round N] [--json]   the table as the page fits it
//! chickenfoot layout-report [--rounds N] [--viewport WxH] [--json]  tile sizes over many rounds
//! chickenfoot play --seed S [--seats greedy,random,...] [rule options] [--out FILE]
//! chickenfoot bench [--seconds X] [--json] [rule options]
//! chickenfoot tournament --seats hard,greedy,... [--rounds N | --matches N] [--seed S] [--mirror] [--json] [rule options]
//! ```
//! Exit codes: 0 success; 1 an illegal move in a record; 2 an unreadable or
//! malformed record, or bad usage.

mod args;
mod bench;
mod bot;
mod budgets;
mod layout;
mod records;
mod timing;
mod tournament;

use args::{Args, Usage};
use std::process::ExitCode;

const USAGE: &str = "usage:
  chickenfoot replay FILE|-
  chickenfoot legal FILE|-
  chickenfoot hint FILE|- [--level random|greedy|easy|medium|hard|expert]
      the move the page's Hint (hard) or an AI seat of that level plays at the
      end of the record, in record notation
  chickenfoot layout FILE|- --viewport WxH [--round N] [--json]
      the table at the end of round N (1 = the first; default the record's last
      position) as the page fits it in a WxH window (a finished round by its
      tiles alone, as the page shows it): each tile's centre, size
      and angle in CSS px, its parent (and a detached tile's connector, as
      points, in --json); median and 10th-percentile tile long side, a
      whole tile's long side fitted as in play (room kept for the spots),
      overlaps, detached tiles (drawn with a connector), connectors that
      cross a tile and connectors that go round tiles, tiles shrunk, and
      tiles that touch their parent beside its end, at a corner
  chickenfoot layout-report [--rounds N] [--viewport WxH] [--seed S] [--json]
      the same measures over N finished rounds of every set 6..18 and 2..8 seats
  chickenfoot play --seed S [--seats greedy,random,...] [rule options] [--out FILE]
  chickenfoot bench [--seconds X] [--attempts N] [--json] [rule options]
  chickenfoot tournament --seats A,B,... [--rounds N | --matches N] [--seed S] [--json]
        [--bot-timeout SECONDS] [--hard-budget ROLLOUTS] [--expert-budget PLAYOUTS]
        [--mirror] [--by-round] [rule options]
      agents: random, greedy, easy, medium, hard, expert, or cmd:PROGRAM (a bot speaking
      docs/bot-protocol.md); every deal is replayed with the seats rotated
      (--mirror: rotated in the reversed order as well, so no entry always
      sits just before the same neighbour); --by-round with --matches tallies
      each round of the matches (lowest penalty wins) instead of the matches;
      Expert's playouts shrink as the square of the tiles left to play above
      90 (double-fifteen, double-eighteen)
  chickenfoot timing [--agent hard|expert|...] [--rounds N] [--hard-budget ROLLOUTS]
        [--expert-budget PLAYOUTS] [--json] [rule options]

rule options:
  --preset standard|seven|arm-per-player|double-twelve|quick
  --set N (6..18)  --players N (2..8)  --hand-size N|seven|auto
  --arms N|per-player  --drawn must|may  --reserve N|none|classic
  --double-blank N  --start draw_in_turn|all_draw|before_deal
  --rounds 9,8,7  --quick";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    let Some(cmd) = argv.first() else {
        eprintln!("{USAGE}");
        return ExitCode::from(2);
    };
    let rest = &argv[1..];
    let result = Args::parse(rest).and_then(|a| match cmd.as_str() {
        "replay" => records::replay(a, false),
        "legal" => records::replay(a, true),
        "hint" => records::hint(a),
        "layout" => layout::run(a),
        "layout-report" => layout::report(a),
        "play" => records::play(a),
        "bench" => bench::run(a),
        "tournament" => tournament::run(a),
        "timing" => timing::run(a),
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(0)
        }
        other => Err(Usage(format!("unknown command {other:?}"))),
    });
    match result {
        Ok(code) => ExitCode::from(code),
        Err(Usage(msg)) => {
            eprintln!("chickenfoot: {msg}\n{USAGE}");
            ExitCode::from(2)
        }
    }
}
