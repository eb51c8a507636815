//! Expert's search ([`TreeSearch`]): information-set Monte Carlo tree
//! search over our own choices, in Hard's sampled worlds.
//!
//! Hard ([`super::HardSearch`]) tries every candidate in each sampled
//! world and plays the rest of the round out with a fixed policy, so
//! its own later moves are the rollout policy's, never searched. Expert
//! searches them too: single-observer information-set MCTS (Cowling,
//! Powley and Whitehouse, 2012), with a tree whose nodes are our own
//! choices only.
//!
//! Each iteration:
//!
//! 1. Samples a world and its opponent model exactly as Hard does
//!    ([`super::worlds::Worlds`]: hand sizes, voids, inference from the
//!    plays the others chose).
//! 2. Walks down from the root. At each of our turns with a choice, the
//!    child is picked among the moves legal *in this world* by UCB1 with
//!    availability counts (a child's exploration term counts the
//!    iterations in which it was legal, not the parent's visits). The
//!    first legal move without a child is added instead: the one the
//!    rollout policy would play, if it has none yet, else the first in
//!    legal-move order. The other seats, and our forced moves, play as
//!    in Hard's rollouts (the world's opponent model).
//! 3. Plays the round out from the new node with Hard's rollout policy.
//! 4. Adds the rollout's reward (Hard's: round-win share minus a little
//!    per penalty point) to every node on the path.
//!
//! Since a node is a sequence of our own moves, and the statistics of a
//! node mix every world in which its moves were legal, a later choice is
//! made on what we can know then, not on the world's hidden hands (no
//! "strategy fusion"). Opponents are not searched: a tree over their
//! moves chosen for their own reward measured far weaker at a table of
//! Greedy players (61.7 % against 69.2 % of the same rounds, docs/ai.md),
//! as it plays every table as if it were of searchers.
//!
//! The move played is the root child with the most visits. The search
//! stops early once no other child can catch up with the leader's visits
//! in the iterations left, which changes no decision. It runs in slices
//! ([`TreeSearch::step`]), and a seed reproduces a decision exactly.

use super::rollout::{policy, reward};
use super::search::HARD_TRIES;
use super::worlds::Worlds;
use crate::rules::{Move, PlayerView};

/// Expert's budget: iterations (one rollout each) per decision.
pub const TREE_BUDGET: u32 = 5000;

/// UCB1's exploration constant (rewards lie in about `[-0.2, 1]`).
const EXPLORE: f64 = 0.7;

/// A node: a sequence of our own choices.
#[derive(Clone, Debug)]
struct Node {
    /// The move that leads here from the parent.
    mv: Move,
    /// Iterations that went through this node.
    visits: u32,
    /// Their total reward.
    sum: f64,
    /// Iterations in which `mv` was legal at the parent.
    avail: u32,
    /// Indices into [`TreeSearch::nodes`].
    children: Vec<u32>,
}

impl Node {
    fn new(mv: Move) -> Node {
        Node {
            mv,
            visits: 0,
            sum: 0.0,
            avail: 1,
            children: Vec::new(),
        }
    }
}

/// A resumable tree search for one decision.
#[derive(Clone, Debug)]
pub struct TreeSearch {
    worlds: Worlds,
    seat: u8,
    /// The tree; `nodes[0]` is the root (the position to decide).
    nodes: Vec<Node>,
    used: u32,
    budget: u32,
    buf: Vec<Move>,
    path: Vec<u32>,
}

impl TreeSearch {
    /// Starts Expert's search for `view` (whose seat must be to move)
    /// with [`TREE_BUDGET`] iterations.
    pub fn start(view: &PlayerView, seed: u64) -> TreeSearch {
        TreeSearch::with_budget(view, seed, TREE_BUDGET)
    }

    /// Starts a search of `budget` iterations.
    pub fn with_budget(view: &PlayerView, seed: u64, budget: u32) -> TreeSearch {
        TreeSearch {
            worlds: Worlds::new(view, seed, HARD_TRIES),
            seat: view.seat(),
            nodes: vec![Node::new(Move::Pass)],
            used: 0,
            budget,
            buf: Vec::with_capacity(32),
            path: Vec::with_capacity(16),
        }
    }

    /// Iterations done so far.
    pub fn iterations(&self) -> u32 {
        self.used
    }

    /// Whether the search has finished: budget spent, or the most visited
    /// move can no longer be overtaken.
    pub fn is_done(&self) -> bool {
        if self.used >= self.budget {
            return true;
        }
        let root = &self.nodes[0];
        let (mut first, mut second) = (0, 0);
        for &c in &root.children {
            let v = self.nodes[c as usize].visits;
            if v > first {
                second = first;
                first = v;
            } else if v > second {
                second = v;
            }
        }
        // Before every root move has been tried, any may still lead.
        let legal = self.worlds.view().legal_moves().len();
        root.children.len() == legal && first - second > self.budget - self.used
    }

    /// Runs up to `iterations` more iterations; returns [`TreeSearch::is_done`].
    pub fn step(&mut self, iterations: u32) -> bool {
        for _ in 0..iterations {
            if self.is_done() {
                break;
            }
            self.iterate();
        }
        self.is_done()
    }

    /// Runs the search to the end of its budget.
    pub fn run(&mut self) -> Move {
        while !self.step(1024) {}
        self.best()
    }

    /// The most visited move at the root (ties: the higher mean; the
    /// first legal move before any iteration).
    pub fn best(&self) -> Move {
        let root = &self.nodes[0];
        root.children
            .iter()
            .map(|&c| &self.nodes[c as usize])
            .max_by(|a, b| a.visits.cmp(&b.visits).then(a.sum.total_cmp(&b.sum)))
            .map(|n| n.mv)
            .or_else(|| self.worlds.view().legal_moves().first().copied())
            .unwrap_or(Move::Pass)
    }

    /// `(move, visits, mean reward)` for every move tried at the root.
    pub fn stats(&self) -> Vec<(Move, u32, f64)> {
        self.nodes[0]
            .children
            .iter()
            .map(|&c| {
                let n = &self.nodes[c as usize];
                (n.mv, n.visits, n.sum / n.visits.max(1) as f64)
            })
            .collect()
    }

    /// One iteration: sample, walk down (adding a node), play out, back up.
    fn iterate(&mut self) {
        let (mut r, smart) = self.worlds.sample();
        let db = r.double_blank;
        let me = self.seat;
        let mut node = 0u32;
        let mut in_tree = true;
        self.path.clear();
        self.path.push(0);
        while let Some(seat) = r.to_move() {
            r.legal_moves_into(&mut self.buf);
            let mv = if in_tree && seat == me && self.buf.len() > 1 {
                let (next, added) = self.choose(node, &r, db, smart);
                self.path.push(next);
                node = next;
                in_tree = !added;
                self.nodes[next as usize].mv
            } else {
                policy(&r, &self.buf, db, me, smart)
            };
            r.apply_unchecked(mv);
        }
        let value = reward(&r, me);
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            n.sum += value;
        }
        self.used += 1;
    }

    /// The child of `node` to follow among the moves in `self.buf` (legal
    /// in this world), and whether it was just added.
    fn choose(&mut self, node: u32, r: &crate::rules::Round, db: u64, smart: bool) -> (u32, bool) {
        let mut missing = None;
        for &m in &self.buf {
            let found = self.nodes[node as usize]
                .children
                .iter()
                .copied()
                .find(|&c| self.nodes[c as usize].mv == m);
            match found {
                Some(c) => self.nodes[c as usize].avail += 1,
                None if missing.is_none() => missing = Some(m),
                None => {}
            }
        }
        if let Some(first_missing) = missing {
            let preferred = policy(r, &self.buf, db, self.seat, smart);
            let has = |m: Move| {
                self.nodes[node as usize]
                    .children
                    .iter()
                    .any(|&c| self.nodes[c as usize].mv == m)
            };
            let mv = if has(preferred) {
                first_missing
            } else {
                preferred
            };
            let id = self.nodes.len() as u32;
            self.nodes.push(Node::new(mv));
            self.nodes[node as usize].children.push(id);
            return (id, true);
        }
        let mut best = (f64::NEG_INFINITY, 0);
        for &c in &self.nodes[node as usize].children {
            let ch = &self.nodes[c as usize];
            if !self.buf.contains(&ch.mv) {
                continue;
            }
            let n = ch.visits.max(1) as f64;
            let u = ch.sum / n + EXPLORE * ((ch.avail as f64).ln() / n).sqrt();
            if u > best.0 {
                best = (u, c);
            }
        }
        (best.1, false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Calls `probe` with seat 0's views where it has a choice of moves,
    /// at a greedy table, over `seeds` rounds.
    fn choices(seeds: u64, mut probe: impl FnMut(&PlayerView)) -> u32 {
        let mut n = 0;
        crate::ai::infer::tests::at_a_table(false, seeds, |_, _, view| {
            if view.legal_moves().len() > 1 {
                probe(view);
                n += 1;
            }
        });
        n
    }

    /// Stopping early never changes the move: once the search says it is
    /// done with iterations left, running every one of them leaves the
    /// most visited move where it was. It fails if the stop test lets a
    /// catchable leader stand.
    #[test]
    fn stopping_early_changes_no_decision() {
        let mut stopped = 0;
        let n = choices(6, |view| {
            let mut s = TreeSearch::with_budget(view, 9, 400);
            let early = s.run();
            if s.iterations() < 400 {
                stopped += 1;
                while s.iterations() < 400 {
                    s.iterate();
                }
                assert_eq!(s.best(), early, "{:?}", s.stats());
            }
        });
        assert!(n > 20, "{n} decisions");
        assert!(stopped > 5, "only {stopped} of {n} searches stopped early");
    }

    /// A search run in slices decides as one run to the end, and the
    /// root's statistics account for every iteration: each went through
    /// exactly one root move, and each root move is legal.
    #[test]
    fn slices_decide_as_one_run_and_every_iteration_is_counted() {
        let n = choices(4, |view| {
            let whole = TreeSearch::with_budget(view, 3, 300).run();
            let mut sliced = TreeSearch::with_budget(view, 3, 300);
            while !sliced.step(7) {}
            assert_eq!(sliced.best(), whole);
            let legal = view.legal_moves();
            let stats = sliced.stats();
            assert!(stats.iter().all(|(m, _, _)| legal.contains(m)));
            let visits: u32 = stats.iter().map(|s| s.1).sum();
            assert_eq!(visits, sliced.iterations());
            assert_eq!(sliced.nodes[0].visits, sliced.iterations());
        });
        assert!(n > 10, "{n} decisions");
    }

    /// The tree grows below the root (our later choices are searched,
    /// not only played by the rollout policy), by at most one node an
    /// iteration.
    #[test]
    fn the_tree_grows_below_the_root_one_node_at_a_time() {
        let mut deep = 0;
        choices(3, |view| {
            let mut s = TreeSearch::with_budget(view, 5, 600);
            s.run();
            assert!(s.nodes.len() as u32 <= s.iterations() + 1);
            deep += s.nodes[1..]
                .iter()
                .filter(|n| !n.children.is_empty())
                .count();
        });
        assert!(deep > 10, "only {deep} nodes below the root have children");
    }
}
