//! The game's user interface without the browser: input events, what they
//! mean (the [`controller`]), the rack, the match as players see it
//! ([`game`]) and the New game options ([`setup`]). Everything here is pure
//! and tested natively; `src/web/` only converts DOM events and draws.

pub mod controller;
pub mod game;
pub mod input;
pub mod pips;
pub mod rack;
pub mod replay;
pub mod setup;
pub mod undo;

#[cfg(test)]
mod tests;

pub use controller::{Controller, Ctx, Target};
pub use game::{Game, GameEvent, Stage};
pub use input::{Command, InputEvent, Pointer, PointerKind};
pub use rack::{Rack, RackGeom, SortMode};
pub use replay::{Replay, SeatLabel};
pub use setup::{FormError, GameSetup, RuleForm, SeatKind};
