//! The [`Agent`] trait and the registry of built-in agents.

use super::heuristic::{Easy, Medium};
use super::search::Hard;
use super::simple::{Greedy, RandomAgent};
use crate::rules::{Move, PlayerView};

/// A player. `choose` is called only when the view's seat is to move, and
/// must return one of `view.legal_moves()`.
pub trait Agent {
    /// Picks a move.
    fn choose(&mut self, view: &PlayerView) -> Move;
    /// A short name for tables and menus.
    fn name(&self) -> String;
}

/// Names accepted by [`agent_by_name`].
pub const AGENT_NAMES: &[&str] = &["random", "greedy", "easy", "medium", "hard"];

/// A built-in agent by name, seeded (agents never use ambient randomness).
pub fn agent_by_name(name: &str, seed: u64) -> Option<Box<dyn Agent + Send>> {
    match name {
        "random" => Some(Box::new(RandomAgent::new(seed))),
        "greedy" => Some(Box::new(Greedy)),
        "easy" => Some(Box::new(Easy::new(seed))),
        "medium" => Some(Box::new(Medium::default())),
        "hard" => Some(Box::new(Hard::new(seed))),
        _ => None,
    }
}
