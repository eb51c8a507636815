//! `replay`, `legal` and `play`.

use crate::args::{Args, Usage};
use chickenfoot::ai::tournament::play_match;
use chickenfoot::ai::Level;
use chickenfoot::rules::record::{self, RecordError, ReplayError};
use chickenfoot::rules::State;
use serde_json::json;
use std::io::Read;

fn read_input(path: &str) -> Result<String, RecordError> {
    let unreadable = |m: String| RecordError {
        code: "unreadable",
        field: String::new(),
        message: m,
    };
    let mut bytes = Vec::new();
    let res = if path == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut bytes).map(|_| ()))
    };
    res.map_err(|e| unreadable(format!("cannot read {path}: {e}")))?;
    String::from_utf8(bytes).map_err(|_| unreadable(format!("{path} is not UTF-8 text")))
}

pub(crate) fn bad_record(e: &RecordError) -> u8 {
    println!(
        "{}",
        json!({"error": {"code": e.code, "field": e.field, "message": e.message}})
    );
    eprintln!("chickenfoot: {e}");
    2
}

/// The text of the one FILE (or `-`, standard input) the arguments name,
/// or the exit code of the error object printed for it.
pub(crate) fn record_text(args: Args) -> Result<Result<String, u8>, Usage> {
    let pos = args.finish()?;
    let [path] = pos.as_slice() else {
        return Err(Usage("expected one FILE (or - for stdin)".into()));
    };
    Ok(read_input(path).map_err(|e| bad_record(&e)))
}

/// `replay FILE|-` (or `legal FILE|-` when `legal`).
pub fn replay(args: Args, legal: bool) -> Result<u8, Usage> {
    let text = match record_text(args)? {
        Ok(t) => t,
        Err(code) => return Ok(code),
    };
    match record::check(&text) {
        Ok(state) => {
            let out = if legal {
                serde_json::to_string(&state.legal_summary())
            } else {
                serde_json::to_string(&state.summary())
            };
            println!("{}", out.expect("summaries are JSON"));
            Ok(0)
        }
        Err(ReplayError::Bad(e)) => Ok(bad_record(&e)),
        Err(e @ ReplayError::Illegal { .. }) => {
            let ReplayError::Illegal {
                round,
                index,
                error,
                ..
            } = &e
            else {
                unreachable!()
            };
            let message = e.to_string();
            println!(
                "{}",
                json!({"error": {"code": error.code.as_str(), "round": round, "move": index, "message": message}})
            );
            eprintln!("chickenfoot: {message}");
            Ok(1)
        }
    }
}

/// `hint FILE|- [--level easy|medium|hard]`: the move the page's Hint
/// button (Hard) or an AI seat of that level plays at the end of the record,
/// in record notation: `{"hint":{"play":"9-4","on":"9-9"},"level":"hard",
/// "round":0,"seat":2}`. It is [`chickenfoot::ai::decide`] with the
/// record's seed, exactly as the page asks it. With nobody to move (a round
/// or the match is over) `hint` is null.
pub fn hint(mut args: Args) -> Result<u8, Usage> {
    let level = match args.take("level") {
        Some(l) => l.parse::<Level>().map_err(|e| Usage(e.to_string()))?,
        None => Level::Hard,
    };
    let text = match record_text(args)? {
        Ok(t) => t,
        Err(code) => return Ok(code),
    };
    let state = match record::check(&text) {
        Ok(s) => s,
        Err(ReplayError::Bad(e)) => return Ok(bad_record(&e)),
        Err(e) => {
            println!(
                "{}",
                json!({"error": {"code": "illegal", "message": e.to_string()}})
            );
            eprintln!("chickenfoot: {e}");
            return Ok(1);
        }
    };
    let seat = state.to_move();
    let mv = seat.map(|s| chickenfoot::ai::decide(level, &state.view(s), state.seed()));
    println!(
        "{}",
        json!({"hint": mv, "level": level.to_string(), "round": state.round_index(), "seat": seat})
    );
    Ok(0)
}

/// `play --seed S --seats a,b,... [rule options] [--out FILE]`: a full match
/// between built-in agents; writes the record.
pub fn play(mut args: Args) -> Result<u8, Usage> {
    let seed: u64 = args.num("seed")?.unwrap_or(0);
    let seats: Option<Vec<String>> = args
        .take("seats")
        .map(|s| s.split(',').map(|x| x.trim().to_string()).collect());
    let out = args.take("out");
    let default_players = seats.as_ref().map_or(4, |s| s.len() as u8);
    let rules = args.rules(default_players)?;
    args.finish()?;
    let names = seats.unwrap_or_else(|| vec!["greedy".into(); rules.players as usize]);
    if names.len() != rules.players as usize {
        return Err(Usage(format!(
            "{} seats given for {} players",
            names.len(),
            rules.players
        )));
    }
    let mut agents = names
        .iter()
        .map(|n| {
            // Every seat decides from the match seed and its position
            // (chickenfoot::ai::decide), exactly as the page's AI seats do.
            n.parse::<Level>()
                .map(|l| l.agent(seed))
                .map_err(|e| Usage(e.to_string()))
        })
        .collect::<Result<Vec<_>, _>>()?;
    let state = State::new(rules, seed).map_err(|e| Usage(e.to_string()))?;
    let state = play_match(state, &mut agents);
    let text = serde_json::to_string_pretty(&state.to_record()).expect("a record is JSON");
    match out {
        Some(path) => std::fs::write(&path, text + "\n")
            .map_err(|e| Usage(format!("cannot write {path}: {e}")))?,
        None => println!("{text}"),
    }
    let summary = json!(state.summary());
    eprintln!(
        "totals {} winners {}",
        summary["totals"], summary["winners"]
    );
    Ok(0)
}
