//! A bounded, seeded fuzzer for record parsing and replay that runs in CI
//! (the coverage-guided one is `fuzz/`, see fuzz/README.md).
//!
//! Starting from the golden records, it applies random structural and byte
//! mutations and checks that checking never panics, that outcomes are
//! consistent (a record that replays also re-exports and replays to the
//! same summary), and that validation errors name a field.

use chickenfoot::rules::record::{self, ReplayError};
use chickenfoot::rules::Rng;
use serde_json::Value;
use std::path::Path;

const ITERATIONS: usize = 20_000;

fn seeds() -> Vec<Value> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut v: Vec<Value> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            if p.extension()? != "json" {
                return None;
            }
            serde_json::from_str(&std::fs::read_to_string(p).ok()?).ok()
        })
        .collect();
    v.sort_by_key(|x| x.to_string());
    v
}

/// Picks a random node (object value or array element) and mutates it.
fn mutate(v: &mut Value, rng: &mut Rng, depth: usize) {
    let leaf = |rng: &mut Rng| -> Value {
        match rng.below(10) {
            0 => Value::Null,
            1 => Value::Bool(rng.below(2) == 0),
            2 => Value::from(rng.below(30) as i64 - 5),
            3 => Value::from(rng.below(20) as f64 + 0.5),
            4 => Value::from(format!("{}-{}", rng.below(21), rng.below(21))),
            5 => Value::from("9-9"),
            6 => Value::Array(vec![]),
            7 => serde_json::json!({"seat": rng.below(9), "draw": true}),
            8 => serde_json::json!({"seat": rng.below(9), "pass": true}),
            _ => Value::from(u64::MAX),
        }
    };
    match v {
        Value::Object(o) if !o.is_empty() && depth < 8 => {
            let keys: Vec<String> = o.keys().cloned().collect();
            let k = keys[rng.below(keys.len())].clone();
            match rng.below(6) {
                0 => {
                    o.remove(&k);
                }
                1 => {
                    o.insert(k, leaf(rng));
                }
                _ => mutate(o.get_mut(&k).unwrap(), rng, depth + 1),
            }
        }
        Value::Array(a) if !a.is_empty() && depth < 8 => {
            let i = rng.below(a.len());
            match rng.below(8) {
                0 => {
                    a.remove(i);
                }
                1 => {
                    let x = a[rng.below(a.len())].clone();
                    a.insert(i, x);
                }
                2 => {
                    let j = rng.below(a.len());
                    a.swap(i, j);
                }
                3 => a[i] = leaf(rng),
                4 => a.truncate(i),
                _ => mutate(&mut a[i], rng, depth + 1),
            }
        }
        _ => *v = leaf(rng),
    }
}

fn check(text: &str) {
    match record::check(text) {
        Ok(state) => {
            let again = record::check(&serde_json::to_string(&state.to_record()).unwrap())
                .expect("an exported record replays");
            assert_eq!(again.summary(), state.summary());
        }
        Err(ReplayError::Bad(e)) => {
            assert!(e.code == "bad_record" || e.code == "unreadable");
            if e.code == "bad_record" {
                assert!(!e.message.is_empty());
            }
        }
        Err(ReplayError::Illegal { error, .. }) => assert!(!error.message.is_empty()),
    }
}

#[test]
fn mutated_records_never_panic() {
    let seeds = seeds();
    assert!(!seeds.is_empty());
    let mut rng = Rng::new(0xC0FFEE);
    let mut outcomes = [0usize; 3];
    for i in 0..ITERATIONS {
        let mut v = seeds[i % seeds.len()].clone();
        for _ in 0..1 + rng.below(3) {
            mutate(&mut v, &mut rng, 0);
        }
        let mut text = v.to_string();
        if rng.below(10) == 0 && !text.is_empty() {
            // Byte-level damage too.
            let mut bytes = text.into_bytes();
            let at = rng.below(bytes.len());
            bytes[at] = rng.below(128) as u8;
            text = String::from_utf8_lossy(&bytes).into_owned();
        }
        check(&text);
        outcomes[match record::check(&text) {
            Ok(_) => 0,
            Err(ReplayError::Illegal { .. }) => 1,
            Err(ReplayError::Bad(_)) => 2,
        }] += 1;
    }
    // The mutations must reach all three outcomes, or the fuzzer is blind.
    assert!(outcomes.iter().all(|&n| n > 100), "outcomes {outcomes:?}");
}
