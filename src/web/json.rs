//! JSON in the page: the browser's `JSON.parse` and `JSON.stringify`,
//! with serde-wasm-bindgen between their JavaScript values and the game's
//! serde types (`crate::wire`, `crate::save`, `crate::rules::record`,
//! `crate::embed`). The wasm links no JSON parser or printer of its own.
//!
//! Numbers: `JSON.parse` reads every number as a double, exact for
//! integers up to 2^53-1. The readers refuse larger integers where they
//! matter (`crate::wire::Int::Unsafe`), and serde-wasm-bindgen refuses to
//! write a `u64` above 2^53-1 as a number, so neither way is a number
//! silently changed.

use crate::page::Imported;
use crate::rules::record::{Record, RecordError};
use crate::wire::{Json, ReadError};
use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A JSON text read by `JSON.parse`: a document the readers of
/// `crate::wire::Json` deserialize from (as often as they need).
#[derive(Debug)]
pub struct Parsed(JsValue);

/// Reads `text` with `JSON.parse`. An error is a syntax error; `eof` tells
/// a text that merely ends early (the browsers say "end", "EOF" or
/// "unterminated", or point past the last character).
pub fn parse(text: &str) -> Result<Parsed, ReadError> {
    js_sys::JSON::parse(text).map(Parsed).map_err(|e| {
        let message = super::js_error_text(&e);
        let low = message.to_lowercase();
        let at_end = low
            .rsplit_once("position ")
            .and_then(|(_, n)| n.split(|c: char| !c.is_ascii_digit()).next())
            .and_then(|n| n.parse::<usize>().ok())
            .is_some_and(|p| p >= text.encode_utf16().count());
        ReadError {
            syntax: true,
            eof: at_end
                || ["end of", "eof", "unterminated"]
                    .iter()
                    .any(|w| low.contains(w)),
            path: String::new(),
            message,
        }
    })
}

impl Json for Parsed {
    fn read<T: DeserializeOwned>(&self) -> Result<T, ReadError> {
        let de = serde_wasm_bindgen::Deserializer::from(self.0.clone());
        // No path: serde_path_to_error's wrappers cost about 11 KB of
        // gzipped wasm. The readers name the fields they judge themselves;
        // a shape serde refuses here is reported for the whole document.
        T::deserialize(de).map_err(|e| ReadError::data(String::new(), e.to_string()))
    }
}

/// `value` as a JavaScript value: objects for structs and maps, `null`
/// for `None`, numbers (a `u64` above 2^53-1 is an error, not a rounded
/// number).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(JsValue::from)
}

/// `value` as a JavaScript value for the AI worker's module
/// (`crates/ai-worker`): as [`to_js`], but a `u64` above 2^53-1 (the tile
/// sets' bits) becomes a `BigInt`, which serde-wasm-bindgen reads back
/// exactly there (and [`from_js`] here).
pub fn to_js_exact<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    let s = serde_wasm_bindgen::Serializer::json_compatible()
        .serialize_large_number_types_as_bigints(true);
    value.serialize(&s).map_err(JsValue::from)
}

/// A JavaScript value (a message's data) as `T`, or what serde refused.
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}

/// `value` as JSON text, by `JSON.stringify`.
pub fn stringify<T: Serialize + ?Sized>(value: &T) -> Result<String, JsValue> {
    Ok(js_sys::JSON::stringify(&to_js(value)?)?.into())
}

/// A record as JSON text. A seed above 2^53-1 (from a link) cannot be
/// written as a JSON number exactly here: the record leaves it out (it is
/// an extension; the share link keeps it) and says so on the console.
pub fn record_text(mut rec: Record) -> Result<String, JsValue> {
    if rec.seed.is_some_and(|s| s > crate::wire::MAX_SAFE) {
        web_sys::console::warn_1(&JsValue::from_str(
            "record: the seed is above 2^53-1 and is left out",
        ));
        rec.seed = None;
    }
    stringify(&rec)
}

/// What to download of a stored game's text: its `"record"`, indented,
/// when it is JSON holding one; else the text as it is.
pub fn salvage(text: &str) -> String {
    let record = js_sys::JSON::parse(text)
        .ok()
        .filter(|v| v.is_object())
        .and_then(|v| js_sys::Reflect::get(&v, &JsValue::from_str("record")).ok())
        .filter(|r| r.is_object());
    record
        .and_then(|r| {
            js_sys::JSON::stringify_with_replacer_and_space(&r, &JsValue::NULL, &JsValue::from(2))
                .ok()
        })
        .and_then(|s| s.as_string())
        .unwrap_or_else(|| text.to_string())
}

/// A record file's text as the page reads it: `JSON.parse`, then the
/// record's own checks (`crate::rules::record::read`).
pub fn read_record(text: &str) -> Imported {
    Imported::read(text, |t| {
        parse(t)
            .map_err(RecordError::from)
            .and_then(|doc| crate::rules::record::read(&doc))
    })
}
