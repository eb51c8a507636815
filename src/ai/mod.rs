//! AI opponents. Every agent sees only a [`PlayerView`]: the types give it
//! no way to look at other hands or the boneyard.

mod agent;
mod simple;

pub use agent::{agent_by_name, Agent, AGENT_NAMES};
pub use simple::{Greedy, RandomAgent};

pub use crate::rules::PlayerView;
