//! [`Hard`]: determinized Monte Carlo search over sampled hidden hands.
//!
//! Each *world* is a deal of the unseen tiles consistent with the view,
//! with an opponent model, leaning towards the hands and the model the
//! table's plays reveal ([`super::worlds`]).
//! Every candidate move is tried in the same world and played out
//! to the end of the round with a fast rollout policy, using the same
//! rollout random stream for every candidate (common random numbers), so
//! candidates are compared on identical luck. A rollout scores the
//! round-win share (lowest penalty wins, ties split) minus a small penalty
//! per point held. Candidates that fall clearly behind are dropped
//! (successive rejection), so later worlds spend their rollouts on the
//! close calls.
//!
//! Expert ([`HardSearch::expert`]) is the same search, with our own later
//! moves chosen by a tree of our choices below each candidate
//! ([`super::tree`]) instead of the rollout policy, and four times the
//! budget ([`EXPERT_BUDGET`]; fewer playouts at tables with more than
//! [`EXPERT_FULL_TILES`] tiles left to play: [`expert_playouts`]).
//!
//! The search runs in slices ([`HardSearch::step`]) so a browser can spread
//! one decision over several frames; [`Agent::choose`] runs it to the end.
//! The budget is in rollouts, so a seed reproduces a decision exactly.

use super::agent::Agent;
use super::rollout::rollout;
use super::tree::OwnTree;
use super::worlds::Worlds;
use crate::rules::{Move, PlayerView, Rng, Round};

/// Default budget: rollouts per decision (calibrated for ~60 ms p95
/// natively on a modest 2-core machine; see docs/ai.md).
pub const DEFAULT_BUDGET: u32 = 5000;

/// Expert's budget: playouts per decision, four times Hard's. Expert is
/// the level that thinks longer (native p95 about 270 ms a decision at the
/// default table, sliced in the page like Hard's); against three Greedy
/// it won 69.9 % of 4,000 rounds with it, against 68.4 % with Hard's
/// budget on the same deals (docs/ai.md, "Four times the thinking").
pub const EXPERT_BUDGET: u32 = 20_000;

/// Tiles still to play (in hands and the boneyard) up to which Expert
/// spends its whole budget: 90, a double-twelve set at its start double.
/// At bigger tables (double-fifteen, double-eighteen) a playout costs
/// more, about as the square of the tiles left: the round is longer and
/// every move scans bigger hands. So there Expert's playouts are cut by
/// that square ([`expert_playouts`]), and a decision takes about as long
/// as at an eight-seat double-twelve table instead of twice as long or
/// more, and the page's seats finish nearly every search inside the
/// time the page gives them (docs/ai.md, "Expert at the biggest
/// tables").
pub const EXPERT_FULL_TILES: u32 = 90;

/// Expert's playouts for `view` with a budget of `budget`: all of them
/// while at most [`EXPERT_FULL_TILES`] tiles are left to play, else
/// `budget × (EXPERT_FULL_TILES / tiles left)²` rounded down (at least
/// one), so that playouts × tiles left² stays within
/// `budget × EXPERT_FULL_TILES²`. Like the budget, it depends on the view
/// only, so a decision stays a pure function of the view and its seed.
pub fn expert_playouts(view: &PlayerView, budget: u32) -> u32 {
    let left = (view.tiles_left() as u64).max(1);
    let full = u64::from(EXPERT_FULL_TILES);
    let cap = u64::from(budget) * full * full / (left * left);
    budget.min(u32::try_from(cap).unwrap_or(u32::MAX)).max(1)
}

/// A resumable search for one decision.
#[derive(Clone, Debug)]
pub struct HardSearch {
    worlds_from: Worlds,
    cands: Vec<Move>,
    /// Candidates still in the running (indices into `cands`).
    alive: Vec<usize>,
    sum: Vec<f64>,
    sum_sq: Vec<f64>,
    n: Vec<u32>,
    /// The world being evaluated.
    world: Option<Round>,
    /// Whether the opponents play smart in `world` (else greedy).
    smart_opponents: bool,
    /// Position in `alive` of the next candidate to try in `world`.
    next: usize,
    used: u32,
    budget: u32,
    worlds: u32,
    buf: Vec<Move>,
    /// Expert's trees of our own later choices, one per candidate (empty
    /// for Hard, whose later choices are the rollout policy's).
    trees: Vec<OwnTree>,
}

impl HardSearch {
    /// Starts a search for `view` (whose seat must be to move) with the
    /// default budget.
    pub fn start(view: &PlayerView, seed: u64) -> HardSearch {
        HardSearch::with_budget(view, seed, DEFAULT_BUDGET)
    }

    /// Starts a search with a budget of `budget` rollouts.
    pub fn with_budget(view: &PlayerView, seed: u64, budget: u32) -> HardSearch {
        HardSearch::in_worlds(Worlds::new(view, seed), budget)
    }

    /// A search of `budget` rollouts in `worlds`.
    fn in_worlds(worlds: Worlds, budget: u32) -> HardSearch {
        let cands: Vec<Move> = worlds.view().legal_moves().to_vec();
        let k = cands.len();
        HardSearch {
            worlds_from: worlds,
            alive: (0..k).collect(),
            cands,
            sum: vec![0.0; k],
            sum_sq: vec![0.0; k],
            n: vec![0; k],
            world: None,
            smart_opponents: false,
            next: 0,
            used: 0,
            budget,
            worlds: 0,
            buf: Vec::with_capacity(32),
            trees: Vec::new(),
        }
    }

    /// Starts Expert's search: Hard's, with a tree of our own later
    /// choices below each candidate in place of the rollout policy's
    /// (docs/ai.md, "Expert"), and [`EXPERT_BUDGET`] playouts.
    pub fn expert(view: &PlayerView, seed: u64) -> HardSearch {
        HardSearch::expert_with_budget(view, seed, EXPERT_BUDGET)
    }

    /// Starts Expert's search with a budget of `budget` playouts (fewer
    /// at tables with more than [`EXPERT_FULL_TILES`] tiles left to play:
    /// [`expert_playouts`]).
    pub fn expert_with_budget(view: &PlayerView, seed: u64, budget: u32) -> HardSearch {
        let worlds = Worlds::remembering(view, seed);
        let mut s = HardSearch::in_worlds(worlds, expert_playouts(view, budget));
        s.trees = (0..s.cands.len()).map(|_| OwnTree::new()).collect();
        s
    }

    /// Whether the search has finished (budget spent, or only one
    /// candidate is left).
    pub fn is_done(&self) -> bool {
        self.alive.len() <= 1 || self.used >= self.budget
    }

    /// Rollouts done so far.
    pub fn iterations(&self) -> u32 {
        self.used
    }

    /// Runs up to `iterations` more rollouts; returns [`HardSearch::is_done`].
    pub fn step(&mut self, iterations: u32) -> bool {
        let mut left = iterations;
        while left > 0 && !self.is_done() {
            if self.world.is_none() {
                let (w, smart) = self.worlds_from.sample();
                self.smart_opponents = smart;
                self.world = Some(w);
                self.next = 0;
            }
            let c = self.alive[self.next];
            let world = self.world.as_ref().expect("sampled above");
            let seat = self.worlds_from.view().seat();
            let r = if self.trees.is_empty() {
                rollout(
                    world,
                    self.cands[c],
                    seat,
                    self.smart_opponents,
                    &mut self.buf,
                )
            } else {
                let mut w = world.clone();
                w.apply_unchecked(self.cands[c]);
                self.trees[c].playout(w, seat, self.smart_opponents, &mut self.buf)
            };
            self.sum[c] += r;
            self.sum_sq[c] += r * r;
            self.n[c] += 1;
            self.used += 1;
            left -= 1;
            self.next += 1;
            if self.next == self.alive.len() {
                self.world = None;
                self.worlds += 1;
                if self.worlds % 16 == 0 {
                    self.prune();
                }
            }
        }
        self.is_done()
    }

    /// Drops candidates whose mean is far below the leader's (paired
    /// rollouts make the difference much less noisy than either mean).
    fn prune(&mut self) {
        let mean = |i: usize| self.sum[i] / self.n[i].max(1) as f64;
        let lead = self
            .alive
            .iter()
            .copied()
            .max_by(|&a, &b| mean(a).total_cmp(&mean(b)))
            .expect("at least one candidate");
        let n = self.n[lead].max(1) as f64;
        // A generous margin: ~3 standard errors of an unpaired mean.
        let var = |i: usize| (self.sum_sq[i] / n - mean(i).powi(2)).max(1e-4);
        let lm = mean(lead);
        self.alive
            .retain(|&i| i == lead || lm - mean(i) < 3.0 * ((var(i) + var(lead)) / n).sqrt());
    }

    /// Runs the search to the end of its budget.
    pub fn run(&mut self) -> Move {
        while !self.step(1024) {}
        self.best()
    }

    /// The best move so far (the first legal move before any rollout).
    pub fn best(&self) -> Move {
        let mean = |i: usize| self.sum[i] / self.n[i].max(1) as f64;
        self.alive
            .iter()
            .copied()
            .max_by(|&a, &b| mean(a).total_cmp(&mean(b)).then(b.cmp(&a)))
            .map(|i| self.cands[i])
            .unwrap_or(Move::Pass)
    }

    /// `(move, rollouts, mean reward)` for every candidate.
    pub fn stats(&self) -> Vec<(Move, u32, f64)> {
        (0..self.cands.len())
            .map(|i| {
                (
                    self.cands[i],
                    self.n[i],
                    self.sum[i] / self.n[i].max(1) as f64,
                )
            })
            .collect()
    }
}

/// Hard (or, built with [`Hard::expert_with_budget`], Expert) with a
/// budget of its own: the command line's `--hard-budget` and
/// `--expert-budget`. Its decision seeds come from its own stream, not
/// from the position ([`super::decide`]), so it plays like the level, not
/// move for move as the page's seat of that level does.
#[derive(Clone, Debug)]
pub struct Hard {
    rng: Rng,
    budget: u32,
    /// Expert's search (a tree of our own later choices) instead of Hard's.
    expert: bool,
}

impl Hard {
    /// A hard agent with its own seed and the default budget.
    pub fn new(seed: u64) -> Hard {
        Hard::with_budget(seed, DEFAULT_BUDGET)
    }

    /// A hard agent with a budget of `budget` rollouts per decision.
    pub fn with_budget(seed: u64, budget: u32) -> Hard {
        Hard {
            rng: Rng::new(seed),
            budget,
            expert: false,
        }
    }

    /// Expert with a budget of `budget` playouts per decision (fewer at
    /// the biggest tables: [`expert_playouts`]).
    pub fn expert_with_budget(seed: u64, budget: u32) -> Hard {
        Hard {
            expert: true,
            ..Hard::with_budget(seed, budget)
        }
    }
}

impl Agent for Hard {
    fn choose(&mut self, view: &PlayerView) -> Move {
        let legal = view.legal_moves();
        if legal.len() == 1 {
            return legal[0];
        }
        let seed = self.rng.next_u64();
        if self.expert {
            HardSearch::expert_with_budget(view, seed, self.budget).run()
        } else {
            HardSearch::with_budget(view, seed, self.budget).run()
        }
    }
    fn name(&self) -> String {
        if self.expert { "expert" } else { "hard" }.into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::simple::Greedy;
    use crate::rules::{Preset, Rules, State};

    /// Calls `probe` with the view of every seat to move with a choice of
    /// moves (where Expert searches) over one round of `rules` played
    /// greedily from `seed`.
    fn views(rules: Rules, seed: u64, mut probe: impl FnMut(&PlayerView)) {
        let mut st = State::new(rules, seed).expect("valid rules");
        while !st.round_over() {
            let seat = st.to_move().expect("live round");
            let view = st.view(seat);
            if view.legal_moves().len() > 1 {
                probe(&view);
            }
            st.apply(seat, Greedy.choose(&view)).expect("legal");
        }
    }

    /// Up to a double-twelve table Expert spends its whole budget at every
    /// position, so its play there is what it was before the cap. It fails
    /// if the cap binds at any preset's table.
    #[test]
    fn expert_spends_its_whole_budget_up_to_double_twelve() {
        let mut seen = 0;
        for (preset, players) in [
            (Preset::Standard, 4),
            (Preset::Standard, 8),
            (Preset::SevenEach, 4),
            (Preset::ArmPerPlayer, 6),
            (Preset::DoubleTwelve, 8),
            (Preset::Quick, 4),
        ] {
            for seed in 0..3 {
                views(preset.rules(players), seed, |view| {
                    assert!(view.tiles_left() <= EXPERT_FULL_TILES as usize);
                    assert_eq!(expert_playouts(view, EXPERT_BUDGET), EXPERT_BUDGET);
                    seen += 1;
                });
            }
        }
        assert!(seen > 300, "{seen} positions");
    }

    /// At eight seats with double-eighteen Expert plays out fewer worlds
    /// while many tiles are left, never more work than a double-twelve
    /// table's whole budget (playouts × tiles left²), and more playouts
    /// as the round empties. It fails if the budget is not cut, or cut by
    /// more than the cap.
    #[test]
    fn expert_cuts_its_playouts_at_the_biggest_tables() {
        let full = u64::from(EXPERT_FULL_TILES);
        let work = u64::from(EXPERT_BUDGET) * full * full;
        let mut first = None;
        let mut last = 0;
        views(Rules::standard(18, 8), 5, |view| {
            let p = expert_playouts(view, EXPERT_BUDGET);
            let l = view.tiles_left() as u64;
            assert!(u64::from(p) * l * l <= work, "{p} playouts, {l} left");
            assert!(p >= last, "playouts fell from {last} to {p}");
            if l > full {
                // Rounding down loses less than one playout.
                assert!(u64::from(p + 1) * l * l > work, "{p} playouts, {l} left");
            } else {
                assert_eq!(p, EXPERT_BUDGET);
            }
            first.get_or_insert(p);
            last = p;
        });
        let first = first.expect("a position");
        assert!(first <= EXPERT_BUDGET / 3, "{first} at the start");
        // A search there stops at the cut budget.
        views(Rules::standard(18, 8), 6, |view| {
            if view.history().len() < 30 {
                let mut s = HardSearch::expert_with_budget(view, 1, 400);
                s.run();
                let cut = expert_playouts(view, 400);
                assert!(
                    cut < 400 && s.iterations() <= cut,
                    "{} of {cut}",
                    s.iterations()
                );
            }
        });
    }
}
