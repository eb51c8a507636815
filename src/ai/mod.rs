//! AI opponents. Every agent sees only a [`PlayerView`]: the types give it
//! no way to look at other hands or the boneyard.
//!
//! Levels, weakest first: [`RandomAgent`], [`Greedy`] (a baseline),
//! [`Easy`], [`Medium`], [`Hard`] (search; [`HardSearch`] runs in slices
//! for the browser; [`hint`] is its choice for the Hint button).

mod agent;
mod heuristic;
mod search;
mod simple;
pub mod stats;
pub mod tournament;

pub use agent::{agent_by_name, Agent, AGENT_NAMES};
pub use heuristic::{medium_pick, Easy, Medium, MediumWeights};
pub use search::{hint, Hard, HardSearch, DEFAULT_BUDGET};
pub use simple::{greedy_pick, Greedy, RandomAgent};

pub use crate::rules::PlayerView;
