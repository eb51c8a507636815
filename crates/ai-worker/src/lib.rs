//! The page's AI worker: the wasm side of `www/ai-worker.js`, a module of
//! its own (Trunk builds it as a worker), so the code that reads an ask
//! (`PlayerView`'s deserializer, about 11 KB gzipped) is fetched only when
//! an Expert seat first thinks, never in the page's first load.
//!
//! `think_away` takes one ask as the page posted it
//! (`chickenfoot_engine::ai::away::Posted`) and returns the reply
//! (`Reply`): the chosen move's index in the view's legal moves, or why
//! there is none. The decision itself is the engine's
//! (`Posted::answer`), tested natively.
#![cfg(target_arch = "wasm32")]

use chickenfoot_engine::ai::away::{Posted, Reply};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// Answers one ask: `{id, index}`, or `{id, error}` for an ask that cannot
/// be read or answered.
#[wasm_bindgen]
pub fn think_away(ask: JsValue) -> Result<JsValue, JsError> {
    let reply = match serde_wasm_bindgen::from_value::<Posted>(ask.clone()) {
        Ok(posted) => posted.answer(),
        Err(e) => Reply {
            id: ask_id(&ask),
            index: None,
            error: Some(e.to_string()),
        },
    };
    reply
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// The ask's `id`, if it has a readable one (0 if not), for an error reply.
fn ask_id(ask: &JsValue) -> u32 {
    #[derive(serde::Deserialize)]
    struct Id {
        id: u32,
    }
    serde_wasm_bindgen::from_value::<Id>(ask.clone()).map_or(0, |i| i.id)
}
