//! The [`Agent`] trait: anything that picks a move from a player's view.
//! The built-in agents are named by [`super::Level`].

use crate::rules::{Move, PlayerView};

/// A player. `choose` is called only when the view's seat is to move, and
/// must return one of `view.legal_moves()`.
pub trait Agent {
    /// Picks a move.
    fn choose(&mut self, view: &PlayerView) -> Move;
    /// A short name for tables and menus.
    fn name(&self) -> String;
}
