//! A small JSON reader and writer: the one JSON implementation behind
//! records, saves, settings, statistics and the embed events.
//!
//! It exists so that the browser build links no general serialization
//! library (serde_json alone was about 100 KB of the page's wasm); the
//! native command line uses it too, so the reader the golden records, the
//! reference checker and the fuzzers exercise is the one the page runs.
//!
//! Reading follows RFC 8259:
//! * numbers keep their source text ([`Json::Num`]), so integers of any
//!   size are read exactly and `4.0` or `1e2` stay non-integers;
//! * an object keeps the last value of a repeated key;
//! * nesting deeper than [`MAX_DEPTH`] arrays and objects is refused (no
//!   stack overflow on hostile input);
//! * a lone UTF-16 surrogate escape (valid JSON, not valid Unicode) reads
//!   as U+FFFD;
//! * errors say where (line and column, counted in bytes) and whether the
//!   text merely ended early ([`JsonError::eof`]).
//!
//! Writing is compact ([`fmt::Display`]) or indented by two spaces
//! ([`Json::pretty`]); object keys come out sorted, strings are escaped
//! like serde_json does (`\"`, `\\`, `\n`, `\r`, `\t`, `\b`, `\f`, other
//! control characters as `\u00xx`, everything else verbatim).

use std::fmt::{self, Write as _};

/// Deepest nesting of arrays and objects [`Json::parse`] accepts.
pub const MAX_DEPTH: usize = 1000;

/// An object: keys unique and in sorted order.
///
/// A sorted vector rather than a `BTreeMap`: records and saves have objects
/// of a few keys, and the page's wasm then links no B-tree code (about
/// 2 KB gzipped, docs/offline.md). Lookups are binary searches.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Object(Vec<(String, Json)>);

impl Object {
    /// An empty object.
    pub fn new() -> Object {
        Object(Vec::new())
    }

    fn find(&self, key: &str) -> Result<usize, usize> {
        self.0.binary_search_by(|(k, _)| k.as_str().cmp(key))
    }

    /// Sets `key`; a key already there takes the new value (as serde_json
    /// does with a duplicate key in a text).
    pub fn insert(&mut self, key: String, value: Json) {
        match self.find(&key) {
            Ok(i) => self.0[i].1 = value,
            Err(i) => self.0.insert(i, (key, value)),
        }
    }

    /// An object from pairs in any order; of duplicate keys the last wins.
    /// Sorted pairs (what this module writes) are taken as they are; any
    /// others are sorted once, so even a hostile text costs O(n log n),
    /// not one insertion per key.
    fn from_pairs(mut pairs: Vec<(String, Json)>) -> Object {
        if pairs.windows(2).all(|w| w[0].0 < w[1].0) {
            return Object(pairs);
        }
        // Reversed, then sorted stably: of equal keys the last one read
        // comes first, and `dedup_by` keeps the first.
        pairs.reverse();
        pairs.sort_by(|a, b| a.0.cmp(&b.0));
        pairs.dedup_by(|a, b| a.0 == b.0);
        Object(pairs)
    }

    /// The value of `key`.
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.find(key).ok().map(|i| &self.0[i].1)
    }

    /// The pairs, keys in sorted order.
    pub fn iter(&self) -> impl Iterator<Item = (&String, &Json)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    /// How many keys.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether there are no keys.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// A JSON value.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub enum Json {
    /// `null`.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as its (grammatically valid) source text.
    Num(String),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object.
    Obj(Object),
}

/// Why a text is not JSON.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct JsonError {
    /// The text ended before the value did (a cut-short write).
    pub eof: bool,
    /// What is wrong.
    pub message: String,
    /// 1-based line.
    pub line: usize,
    /// Column in bytes within the line (0 before the first byte).
    pub column: usize,
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} at line {} column {}",
            self.message, self.line, self.column
        )
    }
}

impl std::error::Error for JsonError {}

/// An object from key–value pairs.
pub fn obj<const N: usize>(pairs: [(&str, Json); N]) -> Json {
    // Inserted one by one (a binary search each): building through
    // `Object::from_pairs` instead measured 624 B more gzipped wasm, a
    // collect for every array length `N`.
    let mut o = Object::new();
    for (k, v) in pairs {
        o.insert(k.to_string(), v);
    }
    Json::Obj(o)
}

/// `s` as a JSON string literal, for messages that quote user input (what
/// `{:?}` would do, without linking Rust's Debug escaping and its Unicode
/// tables into the page).
pub fn quoted(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    escape(&mut out, s);
    out
}

impl Json {
    /// Reads one JSON text (surrounding whitespace allowed, nothing else).
    pub fn parse(text: &str) -> Result<Json, JsonError> {
        let mut p = Parser {
            b: text.as_bytes(),
            i: 0,
        };
        p.ws();
        let v = p.value()?;
        p.ws();
        if p.i < p.b.len() {
            p.i += 1;
            return Err(p.fail("trailing characters"));
        }
        Ok(v)
    }

    /// The value under `key` of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        self.as_object()?.get(key)
    }

    /// The object, if this is one.
    pub fn as_object(&self) -> Option<&Object> {
        match self {
            Json::Obj(o) => Some(o),
            _ => None,
        }
    }

    /// The elements, if this is an array.
    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Arr(a) => Some(a),
            _ => None,
        }
    }

    /// The text, if this is a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::Str(s) => Some(s),
            _ => None,
        }
    }

    /// The value, if this is `true` or `false`.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The value, if this is an integer literal (no fraction or exponent)
    /// from 0 to `u64::MAX`; `-0` is 0.
    pub fn as_u64(&self) -> Option<u64> {
        let Json::Num(t) = self else { return None };
        let digits = match t.strip_prefix('-') {
            Some(d) if d.bytes().all(|c| c == b'0') => "0",
            Some(_) => return None,
            None => t,
        };
        if !digits.bytes().all(|c| c.is_ascii_digit()) {
            return None;
        }
        digits.parse().ok()
    }

    /// Indented text: two spaces per level, `"key": value`.
    pub fn pretty(&self) -> String {
        let mut out = String::new();
        self.write(&mut out, Some(0));
        out
    }

    fn write(&self, out: &mut String, indent: Option<usize>) {
        let newline = |out: &mut String, level: usize| {
            out.push('\n');
            for _ in 0..level {
                out.push_str("  ");
            }
        };
        let inner = indent.map(|l| l + 1);
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
            Json::Num(n) => out.push_str(n),
            Json::Str(s) => escape(out, s),
            Json::Arr(a) => {
                out.push('[');
                for (i, v) in a.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    if let Some(l) = inner {
                        newline(out, l);
                    }
                    v.write(out, inner);
                }
                if let (Some(l), false) = (indent, a.is_empty()) {
                    newline(out, l);
                }
                out.push(']');
            }
            Json::Obj(o) => {
                out.push('{');
                for (i, (k, v)) in o.iter().enumerate() {
                    if i > 0 {
                        out.push(',');
                    }
                    if let Some(l) = inner {
                        newline(out, l);
                    }
                    escape(out, k);
                    out.push_str(if inner.is_some() { ": " } else { ":" });
                    v.write(out, inner);
                }
                if let (Some(l), false) = (indent, o.is_empty()) {
                    newline(out, l);
                }
                out.push('}');
            }
        }
    }
}

fn escape(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

impl fmt::Display for Json {
    /// Compact text.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut out = String::new();
        self.write(&mut out, None);
        f.write_str(&out)
    }
}

macro_rules! from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Json {
            fn from(n: $t) -> Json {
                Json::Num(n.to_string())
            }
        }
    )*};
}
from_int!(u8, u16, u32, u64, u128, usize, i32, i64);

impl From<bool> for Json {
    fn from(b: bool) -> Json {
        Json::Bool(b)
    }
}

impl From<&str> for Json {
    fn from(s: &str) -> Json {
        Json::Str(s.to_string())
    }
}

impl From<String> for Json {
    fn from(s: String) -> Json {
        Json::Str(s)
    }
}

impl<T: Into<Json>> From<Option<T>> for Json {
    fn from(o: Option<T>) -> Json {
        o.map_or(Json::Null, Into::into)
    }
}

impl<T: Into<Json>> From<Vec<T>> for Json {
    fn from(v: Vec<T>) -> Json {
        Json::Arr(v.into_iter().map(Into::into).collect())
    }
}

impl<T: Into<Json> + Clone> From<&[T]> for Json {
    fn from(v: &[T]) -> Json {
        Json::Arr(v.iter().cloned().map(Into::into).collect())
    }
}

struct Parser<'a> {
    b: &'a [u8],
    i: usize,
}

impl Parser<'_> {
    /// An error at the last byte consumed (`self.i` is one past it).
    fn fail(&self, message: &str) -> JsonError {
        let upto = &self.b[..self.i.min(self.b.len())];
        let line = 1 + upto.iter().filter(|&&c| c == b'\n').count();
        let start = upto.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
        JsonError {
            eof: false,
            message: message.to_string(),
            line,
            column: upto.len() - start,
        }
    }

    fn eof(&self, what: &str) -> JsonError {
        JsonError {
            eof: true,
            ..self.fail(&format!("EOF while parsing {what}"))
        }
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while let Some(b' ' | b'\t' | b'\n' | b'\r') = self.peek() {
            self.i += 1;
        }
    }

    /// One value, iteratively: the open arrays and objects are kept on a
    /// heap stack, so hostile nesting cannot overflow the call stack.
    fn value(&mut self) -> Result<Json, JsonError> {
        let mut stack: Vec<Frame> = Vec::new();
        loop {
            // The start of a value.
            let mut v = match self.peek() {
                None => return Err(self.eof("a value")),
                Some(open @ (b'[' | b'{')) => {
                    self.i += 1;
                    if stack.len() >= MAX_DEPTH {
                        return Err(self.fail(&format!("nested deeper than {MAX_DEPTH} levels")));
                    }
                    self.ws();
                    let close = if open == b'[' { b']' } else { b'}' };
                    if self.peek() == Some(close) {
                        self.i += 1;
                        if open == b'[' {
                            Json::Arr(Vec::new())
                        } else {
                            Json::Obj(Object::new())
                        }
                    } else {
                        stack.push(if open == b'[' {
                            Frame::Arr(Vec::new())
                        } else {
                            Frame::Obj(Vec::new(), self.key()?)
                        });
                        continue;
                    }
                }
                Some(b'"') => {
                    self.i += 1;
                    Json::Str(self.string()?)
                }
                Some(b't') => self.literal("true", Json::Bool(true))?,
                Some(b'f') => self.literal("false", Json::Bool(false))?,
                Some(b'n') => self.literal("null", Json::Null)?,
                Some(b'-' | b'0'..=b'9') => self.number()?,
                Some(_) => {
                    self.i += 1;
                    return Err(self.fail("expected value"));
                }
            };
            // Attach the value to its container; close containers that end.
            loop {
                let Some(top) = stack.last_mut() else {
                    return Ok(v);
                };
                let (close, what) = match top {
                    Frame::Arr(a) => {
                        a.push(v);
                        (b']', "a list")
                    }
                    Frame::Obj(o, k) => {
                        o.push((std::mem::take(k), v));
                        (b'}', "an object")
                    }
                };
                self.ws();
                match self.peek() {
                    Some(b',') => {
                        self.i += 1;
                        self.ws();
                        if self.peek() == Some(close) {
                            self.i += 1;
                            return Err(self.fail("trailing comma"));
                        }
                        if let Some(Frame::Obj(_, k)) = stack.last_mut() {
                            *k = self.key()?;
                        }
                        break;
                    }
                    Some(c) if c == close => {
                        self.i += 1;
                        v = match stack.pop() {
                            Some(Frame::Arr(a)) => Json::Arr(a),
                            Some(Frame::Obj(o, _)) => Json::Obj(Object::from_pairs(o)),
                            None => Json::Null,
                        };
                    }
                    None => return Err(self.eof(what)),
                    Some(_) => {
                        self.i += 1;
                        return Err(self.fail(if close == b'}' {
                            "expected `,` or `}`"
                        } else {
                            "expected `,` or `]`"
                        }));
                    }
                }
            }
        }
    }

    /// An object key and its colon (at the key's opening quote).
    fn key(&mut self) -> Result<String, JsonError> {
        self.expect(b'"', "key must be a string")?;
        let k = self.string()?;
        self.ws();
        self.expect(b':', "expected `:`")?;
        self.ws();
        Ok(k)
    }

    /// Consumes `want` inside an object, or fails with `message`.
    fn expect(&mut self, want: u8, message: &str) -> Result<(), JsonError> {
        match self.peek() {
            None => Err(self.eof("an object")),
            Some(c) => {
                self.i += 1;
                if c == want {
                    Ok(())
                } else {
                    Err(self.fail(message))
                }
            }
        }
    }

    fn literal(&mut self, word: &str, v: Json) -> Result<Json, JsonError> {
        for &w in word.as_bytes() {
            match self.peek() {
                None => return Err(self.eof("a value")),
                Some(c) => {
                    self.i += 1;
                    if c != w {
                        return Err(self.fail("expected ident"));
                    }
                }
            }
        }
        Ok(v)
    }

    fn digits(&mut self) -> Result<(), JsonError> {
        match self.peek() {
            Some(b'0'..=b'9') => {}
            None => return Err(self.eof("a number")),
            Some(_) => {
                self.i += 1;
                return Err(self.fail("invalid number"));
            }
        }
        while let Some(b'0'..=b'9') = self.peek() {
            self.i += 1;
        }
        Ok(())
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.i;
        if self.peek() == Some(b'-') {
            self.i += 1;
        }
        if self.peek() == Some(b'0') {
            self.i += 1;
            if let Some(b'0'..=b'9') = self.peek() {
                self.i += 1;
                return Err(self.fail("invalid number"));
            }
        } else {
            self.digits()?;
        }
        if self.peek() == Some(b'.') {
            self.i += 1;
            self.digits()?;
        }
        if let Some(b'e' | b'E') = self.peek() {
            self.i += 1;
            if let Some(b'+' | b'-') = self.peek() {
                self.i += 1;
            }
            self.digits()?;
        }
        let text = std::str::from_utf8(&self.b[start..self.i]).unwrap_or("0");
        Ok(Json::Num(text.to_string()))
    }

    /// Four hex digits (a text that ends before four more bytes is cut
    /// short, whatever those bytes are).
    fn hex4(&mut self) -> Result<u32, JsonError> {
        if self.b.len() - self.i < 4 {
            self.i = self.b.len();
            return Err(self.eof("a string"));
        }
        let mut n = 0;
        for _ in 0..4 {
            let c = self.b[self.i];
            self.i += 1;
            let d = (c as char)
                .to_digit(16)
                .ok_or_else(|| self.fail("invalid escape"))?;
            n = n * 16 + d;
        }
        Ok(n)
    }

    /// The rest of a string whose opening quote was consumed.
    fn string(&mut self) -> Result<String, JsonError> {
        let mut out: Vec<u8> = Vec::new();
        loop {
            let Some(c) = self.peek() else {
                return Err(self.eof("a string"));
            };
            self.i += 1;
            match c {
                b'"' => break,
                b'\\' => {
                    let Some(e) = self.peek() else {
                        return Err(self.eof("a string"));
                    };
                    self.i += 1;
                    let ch = match e {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode()?,
                        _ => return Err(self.fail("invalid escape")),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buf).as_bytes());
                }
                0..=0x1f => {
                    return Err(self
                        .fail("control character (\\u0000-\\u001F) found while parsing a string"))
                }
                _ => out.push(c),
            }
        }
        // The input is a &str and escapes add whole characters: valid UTF-8.
        Ok(String::from_utf8(out).unwrap_or_default())
    }

    /// The character of a `\u` escape (the `\u` consumed), pairing surrogates.
    fn unicode(&mut self) -> Result<char, JsonError> {
        let u = self.hex4()?;
        if (0xD800..0xDC00).contains(&u) && self.b[self.i..].starts_with(b"\\u") {
            let save = self.i;
            self.i += 2;
            let lo = self.hex4()?;
            if (0xDC00..0xE000).contains(&lo) {
                let c = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                return Ok(char::from_u32(c).unwrap_or('\u{FFFD}'));
            }
            self.i = save;
        }
        Ok(char::from_u32(u).unwrap_or('\u{FFFD}'))
    }
}

/// An array or object being read: its elements so far (and, for an
/// object, the key of the value being read).
enum Frame {
    Arr(Vec<Json>),
    Obj(Vec<(String, Json)>, String),
}

#[cfg(test)]
mod tests;
