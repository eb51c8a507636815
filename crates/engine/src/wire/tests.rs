use super::*;

fn any(text: &str) -> Any {
    text.read().unwrap()
}

#[test]
fn integers_natively() {
    let int = |text: &str| any(text).int();
    assert_eq!(int("0"), Some(Int::Small(0)));
    assert_eq!(int("-0"), Some(Int::Small(0)));
    assert_eq!(int("18446744073709551615"), Some(Int::Small(u64::MAX)));
    assert_eq!(int("18446744073709551616"), Some(Int::Large));
    assert_eq!(int("123456789012345678901234567890"), Some(Int::Large));
    assert_eq!(int("-4"), Some(Int::Negative));
    assert_eq!(int("-123456789012345678901234567890"), Some(Int::Negative));
    // Above 2^53 but below 2^64: exact natively.
    assert_eq!(
        int("9007199254740993"),
        Some(Int::Small(9_007_199_254_740_993))
    );
    for not in [
        "4.0", "4e0", "4.5", "1e2", "\"4\"", "true", "null", "[4]", "{}",
    ] {
        assert_eq!(int(not), None, "{not}");
    }
}

/// The page's rule (serde-wasm-bindgen gives a safe integer as an
/// integer, anything else as a double): a double with no fraction is an
/// integer `JSON.parse` may have rounded, refused rather than used.
#[test]
fn integers_in_the_page() {
    let safe = MAX_SAFE as f64;
    assert_eq!(Num::I(0).int(false), Some(Int::Small(0)));
    assert_eq!(Num::I(4).int(false), Some(Int::Small(4)));
    assert_eq!(Num::I(-4).int(false), Some(Int::Negative));
    assert_eq!(Num::F(-0.0).int(false), Some(Int::Small(0)));
    assert_eq!(Num::F(4.5).int(false), None);
    assert_eq!(Num::F(f64::INFINITY).int(false), None);
    for x in [
        safe + 1.0,
        2f64.powi(60),
        2f64.powi(64),
        1e300,
        -(safe + 1.0),
    ] {
        assert_eq!(Num::F(x).int(false), Some(Int::Unsafe(x)), "{x}");
    }
    // Natively the same doubles mean: not an integer (a fraction or an
    // exponent), or beyond 64 bits.
    assert_eq!(Num::F(2f64.powi(60)).int(true), None);
    assert_eq!(Num::F(2f64.powi(64)).int(true), Some(Int::Large));
    assert_eq!(
        unsafe_message(2f64.powi(54)),
        "18014398509481984 is above 2^53-1 (9007199254740991): the page cannot read it exactly"
    );
}

#[test]
fn any_value_is_read_and_shown() {
    for (text, shown) in [
        ("null", "null"),
        ("true", "true"),
        ("-3", "-3"),
        ("4.0", "4.0"),
        ("1e2", "100.0"),
        ("2.5", "2.5"),
        ("\"a\\\"b\\n\"", "\"a\\\"b\\n\""),
        ("[1, [2, {}]]", "[…]"),
        ("{\"a\": [1]}", "{…}"),
    ] {
        assert_eq!(any(text).to_string(), shown, "{text}");
    }
    // Deep nesting inside a value that is skipped costs no recursion.
    let deep = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    assert_eq!(any(&format!("[{deep}]")), Any::Arr);
    assert!(" 1 x".read::<Any>().unwrap_err().syntax);
    let cut = "[1, 2".read::<Any>().unwrap_err();
    assert!(cut.syntax && cut.eof);
}

crate::object! {
    struct Pair("a pair") {
        a: Any,
        b: Vec<u8>,
    }
}

#[test]
fn objects_keep_the_last_key_and_skip_unknown_ones() {
    let p: Pair = r#"{"a": 1, "zz": {"x": [1e999, "\ud800"]}, "a": null}"#
        .read()
        .unwrap();
    assert_eq!(p.a, Some(Any::Null));
    assert_eq!(p.b, None);
    let e = r#"{"b": [1, "x"]}"#.read::<Pair>().unwrap_err();
    assert!(!e.syntax);
    assert_eq!(e.path, "b[1]");
    let e = "[1]".read::<Pair>().unwrap_err();
    assert_eq!(e.path, "");
    assert!(e.message.contains("expected a pair"), "{e}");
}

#[test]
fn quoting() {
    assert_eq!(quoted("a\"\\\u{1}é"), "\"a\\\"\\\\\\u0001é\"");
}
