//! AI opponents. Every agent sees only a [`PlayerView`]: the types give it
//! no way to look at other hands or the boneyard.
//!
//! Levels ([`Level`]), weakest first: [`RandomAgent`], [`Greedy`] (a baseline),
//! [`Easy`], [`Medium`], [`Hard`] (search; [`HardSearch`] runs in slices
//! for the browser), Expert (Hard's search with a tree of its own later
//! choices below each candidate, [`HardSearch::expert`]; not offered by
//! the page). [`decide()`] is the one way to ask a level for a move:
//! the page's AI seats, its Hint button and the command line all call it.

mod agent;
pub mod away;
mod decide;
mod heuristic;
mod infer;
mod level;
mod rollout;
mod search;
mod simple;
pub mod stats;
pub mod tournament;
mod tree;
mod worlds;

pub use agent::Agent;
pub use decide::{decide, decision_seed, view_seed, LevelAgent, Thinking};
pub use heuristic::{medium_pick, Easy, Medium, MediumWeights};
pub use level::{Level, UnknownLevel};
pub use search::{
    expert_playouts, Hard, HardSearch, DEFAULT_BUDGET, EXPERT_BUDGET, EXPERT_FULL_TILES,
};
pub use simple::{greedy_pick, Greedy, RandomAgent};

pub use crate::rules::PlayerView;
