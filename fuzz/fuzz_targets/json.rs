//! Differential fuzzing of the JSON reader (`chickenfoot::json`) against
//! serde_json: `cargo +nightly fuzz run json`. Both must accept the same
//! texts and read the same values; the writer's output must read back as
//! the same value. Known, intended differences are skipped: lone UTF-16
//! surrogate escapes (read as U+FFFD here, refused by serde_json) and
//! nesting deeper than `json::MAX_DEPTH` (refused here).
#![no_main]

use chickenfoot::json::Json;
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;

fn serde(text: &str) -> Result<serde_json::Value, serde_json::Error> {
    let mut de = serde_json::Deserializer::from_str(text);
    de.disable_recursion_limit();
    serde_json::Value::deserialize(&mut de).and_then(|v| de.end().map(|_| v))
}

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let ours = Json::parse(text);
    if let Err(e) = &ours {
        if e.message.starts_with("nested deeper") {
            return;
        }
    }
    if text.to_ascii_lowercase().contains("\\ud") {
        return;
    }
    match (ours, serde(text)) {
        (Ok(v), Ok(want)) => {
            let back = serde(&v.to_string()).expect("our output is JSON");
            assert_eq!(back, want, "{text:?}");
            let pretty = serde(&v.pretty()).expect("our pretty output is JSON");
            assert_eq!(pretty, want);
        }
        (Err(e), Err(theirs)) => {
            let eof = theirs.classify() == serde_json::error::Category::Eof;
            assert_eq!(e.eof, eof, "{text:?}: {e} / {theirs}");
        }
        (ours, theirs) => panic!("{text:?}: ours {ours:?}, serde_json {theirs:?}"),
    }
});
