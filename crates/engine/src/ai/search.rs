//! [`Hard`]: determinized Monte Carlo search over sampled hidden hands.
//!
//! Each *world* is a deal of the unseen tiles consistent with the view
//! ([`PlayerView::sample_hands`]: hand sizes and known voids respected),
//! together with an opponent model: the opponents are played out as
//! end-control players or as greedy ones ([`SMART_OPPONENTS`]). Once the
//! other seats have chosen plays ([`super::infer::Inference`]), the model
//! is drawn by how well each explains them ([`HardSearch::greedy_odds`]):
//! a greedy world is dealt around the tiles a greedy player would have
//! laid instead ([`PlayerView::sample_hands_avoiding`]), an end-control
//! world is refused with some probability when its hands leave plays
//! unexplained. So the worlds lean towards the hands, and the model, the
//! table's plays reveal. Every candidate move is tried in the same world and played out
//! to the end of the round with a fast rollout policy, using the same
//! rollout random stream for every candidate (common random numbers), so
//! candidates are compared on identical luck. A rollout scores the
//! round-win share (lowest penalty wins, ties split) minus a small penalty
//! per point held. Candidates that fall clearly behind are dropped
//! (successive rejection), so later worlds spend their rollouts on the
//! close calls.
//!
//! Expert ([`HardSearch::expert`]) is the same search with three times the
//! budget and four times the sampling tries per world.
//!
//! The search runs in slices ([`HardSearch::step`]) so a browser can spread
//! one decision over several frames; [`Agent::choose`] runs it to the end.
//! The budget is in rollouts, so a seed reproduces a decision exactly.

use super::agent::Agent;
use super::infer::Inference;
use super::rollout::rollout;
use crate::rules::{Move, PlayerView, Rng, Round};

/// Default budget: rollouts per decision (calibrated for ~60 ms p95
/// natively on a modest 2-core machine; see docs/ai.md).
pub const DEFAULT_BUDGET: u32 = 5000;

/// Percent of sampled worlds in which the opponents are modelled as smart
/// players (`smart_pick` in [`super::rollout`]) rather than greedy ones
/// (see its `policy`).
pub const SMART_OPPONENTS: u32 = 50;

/// Expert's budget: three times Hard's ([`HardSearch::expert`]; too slow
/// for the page's main thread, see docs/ai.md).
pub const EXPERT_BUDGET: u32 = 3 * DEFAULT_BUDGET;

/// The likelihood of one violation ([`Inference`]): a world whose
/// hands and opponent model leave `v` observed plays unexplained is kept
/// with probability `EPS^v`. Soft, because no model explains a table of
/// searchers exactly (0.5 measured at least as well as 0.3, docs/ai.md).
const EPS: f64 = 0.5;

/// Hard's tries per world before it keeps the least unlikely one: few, so
/// refused worlds cost no measurable time (docs/ai.md).
const HARD_TRIES: u32 = 5;

/// Expert's tries per world.
const EXPERT_TRIES: u32 = 20;

/// Worlds drawn without inference to weigh the two opponent models
/// ([`HardSearch::greedy_odds`]).
const MODEL_SAMPLES: u32 = 64;

/// A resumable search for one decision.
#[derive(Clone, Debug)]
pub struct HardSearch {
    view: PlayerView,
    cands: Vec<Move>,
    /// Candidates still in the running (indices into `cands`).
    alive: Vec<usize>,
    sum: Vec<f64>,
    sum_sq: Vec<f64>,
    n: Vec<u32>,
    rng: Rng,
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
    /// The other seats' chosen plays, which sampled worlds must explain
    /// ([`Inference`]; `None` when there is none yet), and the chance that
    /// a world's opponents are greedy ([`HardSearch::greedy_odds`]).
    infer: Option<(Inference, f64)>,
    /// Sampling tries per world ([`HardSearch::sample`]).
    tries: u32,
}

impl HardSearch {
    /// Starts a search for `view` (whose seat must be to move) with the
    /// default budget.
    pub fn start(view: &PlayerView, seed: u64) -> HardSearch {
        HardSearch::with_budget(view, seed, DEFAULT_BUDGET)
    }

    /// Starts a search with a budget of `budget` rollouts.
    pub fn with_budget(view: &PlayerView, seed: u64, budget: u32) -> HardSearch {
        let cands: Vec<Move> = view.legal_moves().to_vec();
        let k = cands.len();
        let inf = Inference::new(view);
        let mut rng = Rng::new(seed);
        let infer = (inf.len() > 0).then(|| {
            let p = HardSearch::greedy_odds(view, &inf, &mut rng);
            (inf, p)
        });
        HardSearch {
            view: view.clone(),
            alive: (0..k).collect(),
            cands,
            sum: vec![0.0; k],
            sum_sq: vec![0.0; k],
            n: vec![0; k],
            rng,
            world: None,
            smart_opponents: false,
            next: 0,
            used: 0,
            budget,
            worlds: 0,
            buf: Vec::with_capacity(32),
            infer,
            tries: HARD_TRIES,
        }
    }

    /// Starts Expert's search: Hard's, with [`EXPERT_BUDGET`] rollouts and
    /// four times the sampling tries per world, so worlds follow the
    /// inference from the other seats' plays more closely.
    pub fn expert(view: &PlayerView, seed: u64) -> HardSearch {
        let mut s = HardSearch::with_budget(view, seed, EXPERT_BUDGET);
        s.tries = EXPERT_TRIES;
        s
    }

    /// Samples a world and its opponent model (`true`: end control).
    /// With inference, the model is greedy with the chance
    /// [`HardSearch::greedy_odds`] found, and a greedy world is dealt
    /// around [`Inference::greedy_avoid`]; an end-control world is drawn
    /// by rejection: one with `v` violations is kept with probability
    /// `EPS^v`, and after `tries` refusals the one with the fewest is
    /// kept.
    fn sample(&mut self) -> (Round, bool) {
        let Some((inf, p_greedy)) = &self.infer else {
            let (hands, bone) = self.view.sample_hands(&mut self.rng);
            let smart = self.rng.below(100) < SMART_OPPONENTS as usize;
            return (self.view.world(&hands, bone), smart);
        };
        if self.rng.unit() < *p_greedy {
            // A greedy player's choices are exact: its hand holds none of
            // the heavier tiles that fitted, so deal around them.
            let (hands, bone) = self
                .view
                .sample_hands_avoiding(&mut self.rng, inf.greedy_avoid());
            return (self.view.world(&hands, bone), false);
        }
        let mut best = None;
        for _ in 0..self.tries {
            let (hands, bone) = self.view.sample_hands(&mut self.rng);
            let v = inf.violations(&hands, true);
            if v == 0 || self.rng.unit() < EPS.powi(v as i32) {
                return (self.view.world(&hands, bone), true);
            }
            if best.as_ref().is_none_or(|b: &(u32, _, _)| v < b.0) {
                best = Some((v, hands, bone));
            }
        }
        let (_, hands, bone) = best.expect("at least one try");
        (self.view.world(&hands, bone), true)
    }

    /// How likely the other seats are greedy players rather than
    /// end-control ones, given their plays: the prior
    /// (`1 - SMART_OPPONENTS`) times each model's likelihood, estimated
    /// as the mean of `EPS^violations` over [`MODEL_SAMPLES`] worlds drawn
    /// without inference.
    fn greedy_odds(view: &PlayerView, inf: &Inference, rng: &mut Rng) -> f64 {
        let (mut greedy, mut smart) = (0.0, 0.0);
        for _ in 0..MODEL_SAMPLES {
            let (hands, _) = view.sample_hands(rng);
            greedy += EPS.powi(inf.violations(&hands, false) as i32);
            smart += EPS.powi(inf.violations(&hands, true) as i32);
        }
        let prior = SMART_OPPONENTS as f64 / 100.0;
        let (greedy, smart) = (greedy * (1.0 - prior), smart * prior);
        if greedy + smart > 0.0 {
            greedy / (greedy + smart)
        } else {
            1.0 - prior
        }
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
                let (w, smart) = self.sample();
                self.smart_opponents = smart;
                self.world = Some(w);
                self.next = 0;
            }
            let c = self.alive[self.next];
            let world = self.world.as_ref().expect("sampled above");
            let r = rollout(
                world,
                self.cands[c],
                self.view.seat(),
                self.smart_opponents,
                &mut self.buf,
            );
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

/// The strongest built-in agent.
#[derive(Clone, Debug)]
pub struct Hard {
    rng: Rng,
    budget: u32,
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
        }
    }
}

impl Agent for Hard {
    fn choose(&mut self, view: &PlayerView) -> Move {
        let legal = view.legal_moves();
        if legal.len() == 1 {
            return legal[0];
        }
        HardSearch::with_budget(view, self.rng.next_u64(), self.budget).run()
    }
    fn name(&self) -> String {
        "hard".into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The odds of the two opponent models follow the table: seat 0
    /// (playing at random) finds greedy players greedy and Medium players
    /// end-control players, on average over its decisions.
    #[test]
    fn the_model_odds_lean_to_the_tables_players() {
        for smart in [false, true] {
            let (mut sum, mut n) = (0.0, 0);
            let mut rng = Rng::new(1);
            crate::ai::infer::tests::at_a_table(smart, 15, |_, _, view| {
                let inf = Inference::new(view);
                if inf.len() > 0 {
                    sum += HardSearch::greedy_odds(view, &inf, &mut rng);
                    n += 1;
                }
            });
            let mean = sum / n as f64;
            assert!(n > 50, "{n} decisions");
            if smart {
                assert!(mean < 0.35, "greedy odds {mean:.3} at a Medium table");
            } else {
                assert!(mean > 0.65, "greedy odds {mean:.3} at a greedy table");
            }
        }
    }
}
