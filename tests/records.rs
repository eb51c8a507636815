//! Record reading corner cases: integers, JSON limits, exact scores.

use chickenfoot::rules::record::{self, ReplayError};
use chickenfoot::rules::{Rules, State};
use serde_json::Value;

fn base() -> Value {
    let mut s = State::new(Rules::default(), 3).unwrap();
    s.apply(s.to_move().unwrap(), s.legal_moves()[0]).unwrap();
    serde_json::to_value(s.to_record()).unwrap()
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
    // Natively every integer up to 2^64-1 is exact, seeds too.
    let big = "18446744073709551557";
    let rec = record::parse(&with("seed", big)).unwrap();
    assert_eq!(rec.seed, Some(18_446_744_073_709_551_557));
    let text = serde_json::to_string(&rec).unwrap();
    assert!(text.contains(&format!("\"seed\":{big}")), "{text}");
}

#[test]
fn a_key_given_twice_keeps_its_last_value() {
    let text = base().to_string();
    let twice = text.replacen("\"arms\":4", "\"arms\":40,\"arms\":4", 1);
    assert!(record::check(&twice).is_ok());
    let twice = text.replacen("\"arms\":4", "\"arms\":4,\"arms\":40", 1);
    assert_eq!(bad_field(&twice), "rules.arms");
}

#[test]
fn fields_of_the_wrong_shape_are_named() {
    let v = base();
    let field = |f: &dyn Fn(&mut Value)| {
        let mut v = v.clone();
        f(&mut v);
        bad_field(&v.to_string())
    };
    assert_eq!(field(&|v| v["rules"] = Value::from(3)), "rules");
    assert_eq!(
        field(&|v| v["rules"]["rounds"] = Value::from("x")),
        "rules.rounds"
    );
    assert_eq!(
        field(&|v| v["rounds"][0]["boneyard"] = Value::from(1)),
        "rounds[0].boneyard"
    );
    assert_eq!(
        field(&|v| v["rounds"][0]["hands"][1] = Value::from(1)),
        "rounds[0].hands[1]"
    );
    assert_eq!(
        field(&|v| v["rounds"][0]["boneyard"][0] = Value::from(1)),
        "rounds[0].boneyard[0]"
    );
    assert_eq!(
        field(&|v| v["rounds"][0]["moves"][0] = Value::from("draw")),
        "rounds[0].moves[0]"
    );
    assert_eq!(
        field(&|v| v["rounds"][0]["moves"][0]["seat"] = Value::from(9)),
        "rounds[0].moves[0].seat"
    );
    assert_eq!(
        field(&|v| v["rounds"][0]["moves"][0]["on"] = Value::Null),
        "rounds[0].moves[0].on"
    );
    assert_eq!(field(&|v| v["rounds"] = Value::from(vec![1])), "rounds[0]");
    assert_eq!(field(&|v| *v = Value::from(vec![1])), "");
    match record::check("{\"format\":") {
        Err(ReplayError::Bad(e)) => assert_eq!((e.code, e.field.as_str()), ("unreadable", "")),
        other => panic!("{other:?}"),
    }
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
    // Unknown keys are skipped without recursion: any depth.
    let deeper = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let text = format!("{{\"zz_deeper\":{deeper},{}", &v.to_string()[1..]);
    assert!(record::check(&text).is_ok());
    // Trailing garbage is not JSON.
    let text = format!("{} x", v);
    match record::check(&text) {
        Err(ReplayError::Bad(e)) => assert_eq!(e.code, "unreadable"),
        other => panic!("{other:?}"),
    }
    v["rules"]["zz_unknown"] = Value::from("ignored");
    assert!(check(&v).is_ok());
}

#[test]
fn rule_option_values_read_by_their_one_spelling() {
    for (field, value) in [("drawn_tile", "may"), ("start_search", "all_draw")] {
        let mut v = base();
        v["rules"][field] = Value::from(value);
        // The round may not replay under the other rule; the rule itself is read.
        if let Err(ReplayError::Bad(e)) = check(&v) {
            assert_ne!(e.field, format!("rules.{field}"), "{value}: {e}");
        }
    }
    for (field, says) in [
        ("drawn_tile", "expected \"must\" or \"may\""),
        (
            "start_search",
            "expected \"draw_in_turn\", \"all_draw\" or \"before_deal\"",
        ),
    ] {
        for wrong in [Value::from("Must"), Value::from(1), Value::Null] {
            let mut v = base();
            v["rules"][field] = wrong.clone();
            match check(&v) {
                Err(ReplayError::Bad(e)) => {
                    assert_eq!(e.field, format!("rules.{field}"), "{wrong}");
                    assert_eq!(e.message, says, "{wrong}");
                }
                other => panic!("{field} = {wrong}: {:?}", other.map(|s| s.summary())),
            }
        }
    }
}
