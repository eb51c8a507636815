//! Expert's trees ([`OwnTree`]): information-set Monte Carlo tree search
//! over our own later choices, below each of Hard's candidates.
//!
//! Hard ([`super::HardSearch`]) tries every candidate in each sampled
//! world and plays the rest of the round out with a fixed policy, so its
//! own later moves are the rollout policy's, never searched. Expert is the
//! same search (same worlds, every candidate in each world, successive
//! rejection), but after a candidate it plays our later turns by a tree of
//! our own choices, one tree per candidate: single-observer
//! information-set MCTS (Cowling, Powley and Whitehouse, 2012) whose nodes
//! are our choices only.
//!
//! A playout from the candidate's position:
//!
//! 1. Walks down the tree. At each of our turns with a choice, the child
//!    is picked among the moves legal *in this world* by UCB1 with
//!    availability counts (a child's exploration term counts the playouts
//!    in which it was legal, not the parent's visits). The first legal
//!    move without a child is added instead: the one the rollout policy
//!    would play, if it has none yet, else the first in legal-move order.
//!    So a tree's first playout is exactly Hard's rollout. The other
//!    seats, and our forced moves, play as in Hard's rollouts (the world's
//!    opponent model).
//! 2. Plays the round out from the new node with Hard's rollout policy.
//! 3. Adds the reward (Hard's: round-win share minus a little per penalty
//!    point) to every node on the path.
//!
//! A node mixes every world in which its moves were legal, so a later
//! choice rests on what we can know then, not on the world's hidden hands
//! (no "strategy fusion"). The other seats are not in the tree: a tree
//! over their moves, each picked for that seat's own reward, plays every
//! table as a table of searchers and measured far weaker at a greedy
//! table; so did one tree from the root, without Hard's paired comparison
//! of the candidates, at a table of eight (docs/ai.md).

use super::rollout::{policy, reward};
use crate::rules::{Move, Round};

/// UCB1's exploration constant (rewards lie in about `[-0.2, 1]`; 0.4 and
/// 1.2 measured weaker, docs/ai.md).
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
    /// Indices into the tree's nodes.
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

/// A tree of our own choices below one position, shared by every world
/// played from it.
#[derive(Clone, Debug)]
pub(super) struct OwnTree {
    /// `nodes[0]` is the position the tree starts from.
    nodes: Vec<Node>,
    path: Vec<u32>,
}

impl OwnTree {
    pub(super) fn new() -> OwnTree {
        OwnTree {
            nodes: vec![Node::new(Move::Pass)],
            path: Vec::with_capacity(16),
        }
    }

    /// Plays `r` (a world at the tree's position) to the end of the round:
    /// our choices by the tree (adding one node), everything else by the
    /// rollout policy; backs the reward up the path and returns it.
    pub(super) fn playout(
        &mut self,
        mut r: Round,
        me: u8,
        smart: bool,
        buf: &mut Vec<Move>,
    ) -> f64 {
        let db = r.double_blank;
        let mut node = 0u32;
        let mut in_tree = true;
        self.path.clear();
        self.path.push(0);
        while let Some(seat) = r.to_move() {
            r.legal_moves_into(buf);
            let mv = if in_tree && seat == me && buf.len() > 1 {
                let (next, added) = self.choose(node, &r, buf, me, smart);
                self.path.push(next);
                node = next;
                in_tree = !added;
                self.nodes[next as usize].mv
            } else {
                policy(&r, buf, db, me, smart)
            };
            r.apply_unchecked(mv);
        }
        let value = reward(&r, me);
        for &id in &self.path {
            let n = &mut self.nodes[id as usize];
            n.visits += 1;
            n.sum += value;
        }
        value
    }

    /// The child of `node` to follow among `legal` (the moves legal in
    /// this world), and whether it was just added.
    fn choose(&mut self, node: u32, r: &Round, legal: &[Move], me: u8, smart: bool) -> (u32, bool) {
        let mut missing = None;
        for &m in legal {
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
            let preferred = policy(r, legal, r.double_blank, me, smart);
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
            if !legal.contains(&ch.mv) {
                continue;
            }
            let n = ch.visits.max(1) as f64;
            // libm's log, not std's `ln`: the same bits on every target
            // (std's differs between glibc and wasm in the last bit, which
            // can change the child chosen, and with it the move).
            let u = ch.sum / n + EXPLORE * (libm::log(ch.avail as f64) / n).sqrt();
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
    use crate::ai::rollout::rollout;
    use crate::ai::worlds::Worlds;
    use crate::rules::PlayerView;

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

    /// A fresh tree's first playout is Hard's rollout: the same reward for
    /// every candidate in every sampled world. It fails if a new node is
    /// not the rollout policy's move.
    #[test]
    fn a_fresh_trees_first_playout_is_hards_rollout() {
        let mut buf = Vec::new();
        let mut compared = 0;
        choices(4, |view| {
            let mut worlds = Worlds::new(view, 3);
            for _ in 0..4 {
                let (world, smart) = worlds.sample();
                for &m in view.legal_moves() {
                    let hard = rollout(&world, m, view.seat(), smart, &mut buf);
                    let mut w = world.clone();
                    w.apply_unchecked(m);
                    let mut tree = OwnTree::new();
                    assert_eq!(tree.playout(w, view.seat(), smart, &mut buf), hard);
                    compared += 1;
                }
            }
        });
        assert!(compared > 100, "{compared}");
    }

    /// The tree grows below its root (our later choices are searched, not
    /// only played by the rollout policy), by at most one node a playout,
    /// and its root counts every playout.
    #[test]
    fn the_tree_grows_one_node_a_playout_and_counts_them_all() {
        let mut buf = Vec::new();
        let mut deep = 0;
        choices(3, |view| {
            let mut worlds = Worlds::new(view, 5);
            let first = view.legal_moves()[0];
            let mut tree = OwnTree::new();
            for _ in 0..300 {
                let (mut w, smart) = worlds.sample();
                w.apply_unchecked(first);
                tree.playout(w, view.seat(), smart, &mut buf);
            }
            assert!(tree.nodes.len() <= 301);
            assert_eq!(tree.nodes[0].visits, 300);
            let below: u32 = tree.nodes[0]
                .children
                .iter()
                .map(|&c| tree.nodes[c as usize].visits)
                .sum();
            // Playouts in which we had no choice end at the root.
            assert!(below <= 300);
            deep += tree.nodes[1..]
                .iter()
                .filter(|n| !n.children.is_empty())
                .count();
        });
        assert!(
            deep > 10,
            "only {deep} nodes below the first level have children"
        );
    }
}
