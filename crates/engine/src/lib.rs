//! # Chicken Foot: the rules engine and the AI players
//!
//! The part of the game every other part trusts: the rules ([`rules`]),
//! the AI players, which see only their own seat's view ([`ai`]), and the
//! wire format of records and saves ([`wire`]). No web code, no clock, no
//! ambient randomness: a seed held in the state decides every deal.
//!
//! It is a crate of its own so that the page can compile it for speed
//! while compiling itself for size (the root Cargo.toml's
//! `[profile.wasm-release.package.chickenfoot-engine]`; docs/ai.md,
//! "Speed"), and so that the compiler keeps it free of web code. The
//! `chickenfoot` crate re-exports all three modules: use them from there.
//!
//! ```
//! use chickenfoot_engine::ai::{Agent, Greedy};
//! use chickenfoot_engine::rules::{Rules, State};
//!
//! let mut state = State::new(Rules::default(), 42).unwrap();
//! while !state.round_over() {
//!     let seat = state.to_move().unwrap();
//!     let mv = Greedy.choose(&state.view(seat));
//!     state.apply(seat, mv).unwrap();
//! }
//! assert!(state.round().end().is_some());
//! ```

#![warn(missing_docs)]

pub mod ai;
pub mod rules;
pub mod wire;
