//! The worlds Hard's and Expert's searches play in: deals of the unseen
//! tiles consistent with the view ([`PlayerView::sample_hands`]: hand
//! sizes and known voids respected), each with an opponent model (the
//! other seats played out as end-control players or as greedy ones,
//! [`SMART_OPPONENTS`]).
//!
//! Once the other seats have chosen plays ([`Inference`]), the model is
//! drawn by how well each explains them ([`Worlds::greedy_odds`]): a greedy
//! world is dealt around the tiles a greedy player would have laid instead
//! ([`PlayerView::sample_hands_avoiding`]), an end-control world is refused
//! with some probability when its hands leave plays unexplained. So the
//! worlds lean towards the hands, and the model, the table's plays reveal.

use super::infer::Inference;
use crate::rules::{PlayerView, Rng, Round};

/// Percent of sampled worlds in which the opponents are modelled as smart
/// players (`smart_pick` in [`super::rollout`]) rather than greedy ones
/// (see its `policy`), before any play is observed.
pub const SMART_OPPONENTS: u32 = 50;

/// The likelihood of one violation ([`Inference`]): a world whose
/// hands and opponent model leave `v` observed plays unexplained is kept
/// with probability `EPS^v`. Soft, because no model explains a table of
/// searchers exactly (0.5 measured at least as well as 0.3, docs/ai.md).
const EPS: f64 = 0.5;

/// Tries per end-control world before the least unlikely one is kept
/// ([`Worlds::sample`]): few, so refused worlds cost no measurable time
/// (20 measured no stronger, docs/ai.md).
const TRIES: u32 = 5;

/// Worlds drawn without inference to weigh the two opponent models
/// ([`Worlds::greedy_odds`]).
const MODEL_SAMPLES: u32 = 64;

/// A seeded source of worlds for one decision.
#[derive(Clone, Debug)]
pub(super) struct Worlds {
    view: PlayerView,
    rng: Rng,
    /// The other seats' chosen plays, which sampled worlds must explain
    /// (`None` when there is none yet), and the chance that a world's
    /// opponents are greedy ([`Worlds::greedy_odds`]).
    infer: Option<(Inference, f64)>,
}

impl Worlds {
    /// Worlds for `view`, drawn from `seed`.
    pub(super) fn new(view: &PlayerView, seed: u64) -> Worlds {
        let inf = Inference::new(view);
        let mut rng = Rng::new(seed);
        let infer = (inf.len() > 0).then(|| {
            let p = Worlds::greedy_odds(view, &inf, &mut rng);
            (inf, p)
        });
        Worlds {
            view: view.clone(),
            rng,
            infer,
        }
    }

    /// The view the worlds are dealt from.
    pub(super) fn view(&self) -> &PlayerView {
        &self.view
    }

    /// Samples a world and its opponent model (`true`: end control).
    /// With inference, the model is greedy with the chance
    /// [`Worlds::greedy_odds`] found, and a greedy world is dealt
    /// around [`Inference::greedy_avoid`]; an end-control world is drawn
    /// by rejection: one with `v` violations is kept with probability
    /// `EPS^v`, and after [`TRIES`] refusals the one with the fewest is
    /// kept.
    pub(super) fn sample(&mut self) -> (Round, bool) {
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
        for _ in 0..TRIES {
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
                    sum += Worlds::greedy_odds(view, &inf, &mut rng);
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
