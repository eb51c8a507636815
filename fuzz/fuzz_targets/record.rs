//! Coverage-guided fuzzing of record parsing and replay:
//! `cargo +nightly fuzz run record corpus/record ../tests/golden` (new inputs
//! go to corpus/record; tests/golden only seeds it).
#![no_main]

use chickenfoot::rules::record;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(state) = record::check(text) {
        let _ = state.summary();
        let _ = state.legal_summary();
        let again = record::check(&serde_json::to_string(&state.to_record()).unwrap()).expect("export replays");
        assert_eq!(again.summary(), state.summary());
    }
});
