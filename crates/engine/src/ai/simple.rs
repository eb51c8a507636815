//! Baseline agents: uniform random, and greedy (heaviest legal tile).

use super::agent::Agent;
use crate::rules::{Move, PlayerView, Rng, Tile};

/// Plays a uniformly random legal move.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Rng,
}

impl RandomAgent {
    /// A random agent with its own seed.
    pub fn new(seed: u64) -> RandomAgent {
        RandomAgent {
            rng: Rng::new(seed),
        }
    }
}

impl Agent for RandomAgent {
    fn choose(&mut self, view: &PlayerView) -> Move {
        *self
            .rng
            .pick(view.legal_moves())
            .expect("choose is only called with a legal move available")
    }
    fn name(&self) -> String {
        "random".into()
    }
}

/// Plays the legal tile with the most pips (0-0 counted at its penalty);
/// ties go to the first listed. Draws or passes only when it must.
#[derive(Clone, Copy, Debug, Default)]
pub struct Greedy;

/// How heavy Greedy finds a tile: its pips, 0-0 at its penalty
/// (`double_blank`). Hard's inference reads Greedy's plays by the same
/// measure (`super::infer`).
pub(crate) fn greedy_weight(t: Tile, double_blank: u64) -> u64 {
    if t.pips() == 0 {
        double_blank
    } else {
        t.pips() as u64
    }
}

/// The move Greedy picks from a list (shared with rollout policies).
pub fn greedy_pick(legal: &[Move], double_blank: u64) -> Move {
    let weight = |m: &Move| m.tile().map_or(0, |t| greedy_weight(t, double_blank));
    let mut best = legal[0];
    let mut w = weight(&best);
    for m in &legal[1..] {
        let x = weight(m);
        if x > w || (best.tile().is_none() && m.tile().is_some()) {
            best = *m;
            w = x;
        }
    }
    best
}

impl Agent for Greedy {
    fn choose(&mut self, view: &PlayerView) -> Move {
        greedy_pick(view.legal_moves(), view.rules().double_blank)
    }
    fn name(&self) -> String {
        "greedy".into()
    }
}
