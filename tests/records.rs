//! Record reading corner cases: integers, JSON limits, exact scores.

use chickenfoot::rules::record::{self, read_json, ReplayError};
use chickenfoot::rules::{Rules, State};
use serde_json::Value;

fn base() -> Value {
    let mut s = State::new(Rules::default(), 3).unwrap();
    s.apply(s.to_move().unwrap(), s.legal_moves()[0]).unwrap();
    serde_json::from_str(&s.to_record().to_string()).unwrap()
}

fn check(v: &Value) -> Result<State, ReplayError> {
    record::check(&v.to_string())
}

fn bad_field(text: &str) -> String {
    match record::check(text) {
        Err(ReplayError::Bad(e)) => e.field,
        other => panic!("expected exit 2, got {:?}", other.map(|s| s.summary())),
    }
}

#[test]
fn integers_are_read_from_their_text() {
    let text = base().to_string();
    assert!(record::check(&text).is_ok());
    let with = |key: &str, lit: &str| {
        let from = format!("\"{key}\":");
        let i = text.find(&from).unwrap() + from.len();
        let j = i + text[i..].find([',', '}']).unwrap();
        format!("{}{lit}{}", &text[..i], &text[j..])
    };
    assert!(record::check(&with("boneyard_reserve", "-0")).is_ok());
    assert!(record::check(&with("boneyard_reserve", "123456789012345678901234567890")).is_ok());
    assert_eq!(bad_field(&with("players", "4.0")), "rules.players");
    assert_eq!(bad_field(&with("players", "4e0")), "rules.players");
    assert_eq!(bad_field(&with("players", "-4")), "rules.players");
    assert_eq!(
        bad_field(&with("double_blank", "18446744073709551616")),
        "rules.double_blank"
    );
    assert!(record::check(&with("double_blank", "18446744073709551615")).is_ok());
    assert_eq!(bad_field(&with("arms", "\"4\"")), "rules.arms");
}

#[test]
fn unknown_keys_may_hold_any_json() {
    let mut v = base();
    let deep = format!("{}{}", "[".repeat(500), "]".repeat(500));
    let text = v.to_string();
    let text = format!(
        "{{\"zz_deep\":{deep},\"zz_big\":1e999,\"zz_int\":{},\"zz_s\":\"\\ud800x\\udc00\\ud83d\\ude00\",{}",
        "9".repeat(400),
        &text[1..]
    );
    assert!(
        record::check(&text).is_ok(),
        "{:?}",
        record::check(&text).err()
    );
    let too_deep = format!("{}{}", "[".repeat(1001), "]".repeat(1001));
    assert_eq!(read_json(&too_deep).unwrap_err().code, "unreadable");
    // A valid surrogate pair is kept as is.
    let s = read_json("\"\\ud83d\\ude00\"").unwrap();
    assert_eq!(s.as_str(), Some("\u{1F600}"));
    let s = read_json("\"a\\ud800b\"").unwrap();
    assert_eq!(s.as_str(), Some("a\u{FFFD}b"));
    // Trailing garbage is not JSON.
    assert!(read_json("{} x").is_err());
    v["rules"]["zz_unknown"] = Value::from("ignored");
    assert!(check(&v).is_ok());
}
