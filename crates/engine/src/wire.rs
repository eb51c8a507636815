//! The serde vocabulary of what the game reads from outside: records
//! ([`crate::rules::record`]), saves (the `chickenfoot` crate's `save`
//! module) and a bot's answers.
//!
//! Text becomes values in one of two ways, and the readers here do not care
//! which:
//! * natively (the command line, the tests), `serde_json` reads the text
//!   ([`Json`] for `str`);
//! * in the page, the browser's `JSON.parse` reads it and serde-wasm-bindgen
//!   converts the result (`src/web/json.rs`), so the page links no JSON
//!   parser of its own.
//!
//! What serde cannot say is checked afterwards as plain Rust over the
//! deserialized values. For that, a field the reader must judge itself is
//! read as [`Any`] (whatever JSON value it holds, containers only as such),
//! and numbers as [`Num`], which keeps what the data model delivers: an
//! integer, or a float. [`Num::int`] then applies the one rule for integers
//! on both paths, see [`Int`].
//!
//! Objects the readers judge field by field are declared with
//! [`object!`](crate::object): every field is optional, a key given twice
//! keeps its last value (as `JSON.parse` and Python do), a key present with
//! `null` counts as present, and unknown keys are skipped, whatever they hold
//! and however deeply nested, without recursion.

use serde::de::{DeserializeOwned, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt::{self, Write as _};

/// The largest integer a JavaScript number (a double) holds exactly,
/// 2^53-1 (`Number.MAX_SAFE_INTEGER`).
pub const MAX_SAFE: u64 = (1 << 53) - 1;

/// Whether this build reads numbers exactly: natively serde_json hands over
/// every integer literal up to 2^64-1 as an integer. The page gets numbers
/// through `JSON.parse`, as doubles: there an integer above [`MAX_SAFE`]
/// may already be another integer.
pub const EXACT_INTEGERS: bool = !cfg!(target_arch = "wasm32");

/// A JSON number as serde's data model delivers it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Num {
    /// A non-negative integer.
    U(u64),
    /// A negative integer.
    I(i64),
    /// Anything else: a fraction or exponent, an integer out of the
    /// 64-bit range, or (in the page) any number `JSON.parse` made a
    /// double that is not a safe integer.
    F(f64),
}

/// What an integer field holds, by [`Num::int`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Int {
    /// 0 to 2^64-1, exact.
    Small(u64),
    /// 2^64 or more.
    Large,
    /// Below zero.
    Negative,
    /// An integer the page cannot have read exactly (above 2^53-1,
    /// `JSON.parse` rounds): refused rather than silently changed.
    Unsafe(f64),
}

impl Num {
    /// The integer this number is, with `exact` = [`EXACT_INTEGERS`]; `None`
    /// when it is not an integer (`4.5`; natively also `4.0` and `1e2`,
    /// which serde_json hands over as floats).
    ///
    /// * Integers are taken as they are; `-0` (a float to serde_json) is 0.
    /// * Exact (native): a float with no fraction at or above 2^64 is
    ///   [`Int::Large`] (serde_json gives integer literals that large as
    ///   floats), at or below -2^63 [`Int::Negative`]; other floats are not
    ///   integers.
    /// * Not exact (the page): a float with no fraction is an integer
    ///   `JSON.parse` may have rounded: [`Int::Unsafe`], never a nearby
    ///   value.
    pub fn int(self, exact: bool) -> Option<Int> {
        const TWO_64: f64 = 18_446_744_073_709_551_616.0;
        match self {
            Num::U(n) => Some(Int::Small(n)),
            Num::I(n) if n < 0 => Some(Int::Negative),
            Num::I(n) => Some(Int::Small(n as u64)),
            Num::F(x) if x == 0.0 && x.is_sign_negative() => Some(Int::Small(0)),
            Num::F(x) if !x.is_finite() || x.fract() != 0.0 => None,
            Num::F(x) if !exact => Some(Int::Unsafe(x)),
            Num::F(x) if x >= TWO_64 => Some(Int::Large),
            Num::F(x) if x <= -(TWO_64 / 2.0) => Some(Int::Negative),
            Num::F(_) => None,
        }
    }
}

impl fmt::Display for Num {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Num::U(n) => write!(f, "{n}"),
            Num::I(n) => write!(f, "{n}"),
            // Integral doubles as digits (`18014398509481984`, not `1.8e16`).
            Num::F(x) if x.fract() == 0.0 && x.abs() < 1e21 => write!(f, "{x:.1}"),
            Num::F(x) => write!(f, "{x:?}"),
        }
    }
}

/// The message for an [`Int::Unsafe`] value.
pub fn unsafe_message(x: f64) -> String {
    format!("{x:.0} is above 2^53-1 ({MAX_SAFE}): the page cannot read it exactly")
}

/// Any JSON value, as far as a reader needs it to judge a field: scalars
/// in full, arrays and objects only as such (their content is skipped).
#[derive(Clone, PartialEq, Debug, Default)]
pub enum Any {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Num(Num),
    /// A string.
    Str(String),
    /// An array.
    Arr,
    /// An object.
    Obj,
}

impl Any {
    /// The text, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Any::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The integer, if this is one ([`Num::int`] with [`EXACT_INTEGERS`]).
    pub fn int(&self) -> Option<Int> {
        match self {
            Any::Num(n) => n.int(EXACT_INTEGERS),
            _ => None,
        }
    }
}

impl fmt::Display for Any {
    /// As JSON text (arrays and objects as `[…]` and `{…}`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Any::Null => f.write_str("null"),
            Any::Bool(b) => write!(f, "{b}"),
            Any::Num(n) => n.fmt(f),
            Any::Str(s) => f.write_str(&quoted(s)),
            Any::Arr => f.write_str("[…]"),
            Any::Obj => f.write_str("{…}"),
        }
    }
}

impl<'de> Deserialize<'de> for Any {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Any, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Any;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("any JSON value")
            }
            fn visit_unit<E>(self) -> Result<Any, E> {
                Ok(Any::Null)
            }
            fn visit_none<E>(self) -> Result<Any, E> {
                Ok(Any::Null)
            }
            fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<Any, D::Error> {
                Any::deserialize(d)
            }
            fn visit_bool<E>(self, b: bool) -> Result<Any, E> {
                Ok(Any::Bool(b))
            }
            fn visit_u64<E>(self, n: u64) -> Result<Any, E> {
                Ok(Any::Num(Num::U(n)))
            }
            fn visit_i64<E>(self, n: i64) -> Result<Any, E> {
                Ok(Any::Num(if n < 0 { Num::I(n) } else { Num::U(n as u64) }))
            }
            fn visit_f64<E>(self, x: f64) -> Result<Any, E> {
                Ok(Any::Num(Num::F(x)))
            }
            fn visit_str<E>(self, s: &str) -> Result<Any, E> {
                Ok(Any::Str(s.to_string()))
            }
            fn visit_string<E>(self, s: String) -> Result<Any, E> {
                Ok(Any::Str(s))
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut a: A) -> Result<Any, A::Error> {
                while a.next_element::<IgnoredAny>()?.is_some() {}
                Ok(Any::Arr)
            }
            fn visit_map<A: MapAccess<'de>>(self, mut m: A) -> Result<Any, A::Error> {
                while m.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
                Ok(Any::Obj)
            }
        }
        d.deserialize_any(V)
    }
}

/// Declares a struct read from a JSON object, every field an `Option`
/// (`None`: the key is missing). A key given twice keeps its last value,
/// unknown keys are skipped; anything but an object is a serde error
/// ("expected WHAT").
#[macro_export]
macro_rules! object {
    (
        $(#[$m:meta])*
        $vis:vis struct $name:ident ($what:literal) {
            $( $(#[$fm:meta])* $f:ident : $t:ty ),* $(,)?
        }
    ) => {
        $(#[$m])*
        #[derive(Clone, PartialEq, Debug, Default)]
        $vis struct $name {
            $( $(#[$fm])* pub $f: Option<$t>, )*
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$name, D::Error> {
                struct V;
                impl<'de> serde::de::Visitor<'de> for V {
                    type Value = $name;
                    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                        f.write_str($what)
                    }
                    fn visit_map<A: serde::de::MapAccess<'de>>(
                        self,
                        mut m: A,
                    ) -> Result<$name, A::Error> {
                        let mut out = $name::default();
                        while let Some(k) = m.next_key::<String>()? {
                            match k.as_str() {
                                $( stringify!($f) => out.$f = Some(m.next_value()?), )*
                                _ => {
                                    m.next_value::<serde::de::IgnoredAny>()?;
                                }
                            }
                        }
                        Ok(out)
                    }
                }
                d.deserialize_struct(stringify!($name), &[$(stringify!($f)),*], V)
            }
        }
    };
}

/// Why a JSON text or value could not be read as a type.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ReadError {
    /// The text is not JSON (else: JSON of the wrong shape).
    pub syntax: bool,
    /// The text ended before the value did (a cut-short write).
    pub eof: bool,
    /// Where, for a wrong shape: `rules.rounds[2]`; empty for the whole.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.path.is_empty() {
            f.write_str(&self.message)
        } else {
            write!(f, "{}: {}", self.path, self.message)
        }
    }
}

impl ReadError {
    /// A wrong shape found by serde, at `path` (serde_path_to_error's
    /// spelling: `.` for the whole value becomes empty).
    pub fn data(path: String, message: String) -> ReadError {
        ReadError {
            syntax: false,
            eof: false,
            path: if path == "." { String::new() } else { path },
            message,
        }
    }
}

/// A JSON document the readers can deserialize types from, as many times
/// as they need (a save's envelope first, then its payload): JSON text
/// natively (`str`, read by serde_json), a `JSON.parse` result in the page.
pub trait Json {
    /// The document as a `T`.
    fn read<T: DeserializeOwned>(&self) -> Result<T, ReadError>;
}

#[cfg(any(not(target_arch = "wasm32"), feature = "cli"))]
impl Json for str {
    fn read<T: DeserializeOwned>(&self) -> Result<T, ReadError> {
        use serde_json::error::Category;
        let mut de = serde_json::Deserializer::from_str(self);
        let syntax = |e: serde_json::Error| ReadError {
            syntax: true,
            eof: e.classify() == Category::Eof,
            path: String::new(),
            message: e.to_string(),
        };
        let v = serde_path_to_error::deserialize(&mut de).map_err(|e| {
            let path = e.path().to_string();
            let e = e.into_inner();
            match e.classify() {
                Category::Data => ReadError::data(path, e.to_string()),
                _ => syntax(e),
            }
        })?;
        de.end().map_err(syntax)?;
        Ok(v)
    }
}

#[cfg(any(not(target_arch = "wasm32"), feature = "cli"))]
impl Json for String {
    fn read<T: DeserializeOwned>(&self) -> Result<T, ReadError> {
        self.as_str().read()
    }
}

/// `s` as a JSON string literal, for messages that quote input (what
/// `{:?}` would do, without linking Rust's Debug escaping and its Unicode
/// tables into the page).
pub fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests;
