//! # Chicken Foot
//!
//! A Chicken Foot dominoes game: a pure rules engine ([`rules`]), AI
//! opponents that see only their own seat's view ([`ai`]), and (for
//! `wasm32`) a browser front end.
//!
//! ```
//! use chickenfoot::rules::{Rules, State};
//! use chickenfoot::ai::{Agent, Greedy};
//!
//! let mut state = State::new(Rules::default(), 42).unwrap();
//! let mut agent = Greedy;
//! while !state.is_over() {
//!     if state.round_over() {
//!         state.next_round();
//!         continue;
//!     }
//!     let seat = state.to_move().unwrap();
//!     let mv = agent.choose(&state.view(seat));
//!     state.apply(seat, mv).unwrap();
//! }
//! assert_eq!(state.winners().unwrap().0.len() >= 1, true);
//! ```

#![warn(missing_docs)]

pub use chickenfoot_engine::{ai, object, rules, wire};
pub mod embed;
pub mod i18n;
pub mod layout;
pub mod page;
pub mod save;
pub mod share;
pub mod ui;
#[cfg(target_arch = "wasm32")]
pub mod web;

/// Browser entry point: starts the game in the page.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(start)]
pub fn start() -> Result<(), wasm_bindgen::JsError> {
    web::start().map_err(|e| wasm_bindgen::JsError::new(&web::js_error_text(&e)))
}

/// Shows an error caught outside Rust in the page's error box, in the
/// game's language. The release build aborts on panic at once (no panic
/// hook runs), so a bug surfaces as a WebAssembly trap; `www/check.js`
/// catches it and calls this.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn report_error(message: &str) {
    web::show_error_as(i18n::Key::ErrTrap, message);
}
