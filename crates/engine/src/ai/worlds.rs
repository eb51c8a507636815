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
//!
//! Expert also remembers the match ([`Worlds::remembering`]): the rounds
//! before this one ended with every hand shown, so each play the other
//! seats chose there can be checked against both models with the hand it
//! was chosen from, and the odds this round starts from are those, not
//! even ones. The seats are the same all match, so from the second round
//! on Expert knows a greedy table (or an end-control one) from its first
//! decision; Hard weighs each round on its own.

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
    /// The chance that the opponents are greedy before this round's plays
    /// are weighed, from the match's earlier rounds ([`Worlds::remembering`];
    /// `None`: even odds, [`SMART_OPPONENTS`]).
    prior: Option<f64>,
}

impl Worlds {
    /// Worlds for `view`, drawn from `seed` (Hard's: each decision weighs
    /// the models on the round in play alone).
    pub(super) fn new(view: &PlayerView, seed: u64) -> Worlds {
        Worlds::with_prior(view, seed, None)
    }

    /// Expert's worlds: as [`Worlds::new`], but the two opponent models'
    /// odds start from what the match's earlier rounds showed
    /// ([`Worlds::past_prior`]) instead of even, so from the second round
    /// on the table's kind of player is known from the first play (the
    /// same as [`Worlds::new`] in a match's first round).
    pub(super) fn remembering(view: &PlayerView, seed: u64) -> Worlds {
        let prior = (!view.past().is_empty()).then(|| Worlds::past_prior(view));
        Worlds::with_prior(view, seed, prior)
    }

    fn with_prior(view: &PlayerView, seed: u64, prior: Option<f64>) -> Worlds {
        let inf = Inference::new(view);
        let mut rng = Rng::new(seed);
        let greedy_prior = prior.unwrap_or(1.0 - SMART_OPPONENTS as f64 / 100.0);
        let infer = (inf.len() > 0).then(|| {
            let p = Worlds::greedy_odds(view, &inf, &mut rng, greedy_prior);
            (inf, p)
        });
        Worlds {
            view: view.clone(),
            rng,
            infer,
            prior,
        }
    }

    /// The chance that the other seats are greedy players, from even odds
    /// and each model's likelihood `EPS^violations` over the plays of the
    /// match's earlier rounds, whose hands are known
    /// ([`Inference::past_violations`]): nothing is sampled.
    fn past_prior(view: &PlayerView) -> f64 {
        let (greedy, smart) = Inference::past_violations(view);
        1.0 / (1.0 + EPS.powi(smart as i32 - greedy as i32))
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
            // Without a prior, the draw Hard has always made: its
            // decisions (and Expert's in a first round) stay the same.
            let smart = match self.prior {
                None => self.rng.below(100) < SMART_OPPONENTS as usize,
                Some(p) => self.rng.unit() >= p,
            };
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
    /// end-control ones, given their plays: the prior `greedy_prior`
    /// (`1 - SMART_OPPONENTS`, or what earlier rounds showed) times each
    /// model's likelihood, estimated as the mean of `EPS^violations` over
    /// [`MODEL_SAMPLES`] worlds drawn without inference.
    fn greedy_odds(view: &PlayerView, inf: &Inference, rng: &mut Rng, greedy_prior: f64) -> f64 {
        let (mut greedy, mut smart) = (0.0, 0.0);
        for _ in 0..MODEL_SAMPLES {
            let (hands, _) = view.sample_hands(rng);
            greedy += EPS.powi(inf.violations(&hands, false) as i32);
            smart += EPS.powi(inf.violations(&hands, true) as i32);
        }
        let (greedy, smart) = (greedy * greedy_prior, smart * (1.0 - greedy_prior));
        if greedy + smart > 0.0 {
            greedy / (greedy + smart)
        } else {
            greedy_prior
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
                    sum += Worlds::greedy_odds(view, &inf, &mut rng, 0.5);
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

    /// Seat 0's view at its first turn of round 2 of a match whose other
    /// seats play greedily (or like Medium, if `smart`), seat 0 playing
    /// at random.
    fn second_round_view(smart: bool, seed: u64) -> PlayerView {
        use crate::rules::{Rules, State};
        let mut st = State::new(Rules::default(), seed).unwrap();
        let mut rng = Rng::new(seed);
        loop {
            if st.round_over() {
                assert!(st.next_round());
            }
            let seat = st.to_move().unwrap();
            let view = st.view(seat);
            if seat == 0 && st.round_index() == 1 {
                return view;
            }
            let mv = crate::ai::infer::tests::table_pick(smart, &view, &mut rng);
            st.apply(seat, mv).unwrap();
        }
    }

    /// The round before, whose hands are known at its end, tells the
    /// table's kind: greedy players never break the greedy model there,
    /// and Medium players never break the end-control model (its scores
    /// are Medium's), so the odds Expert starts round 2 with lean the
    /// right way at every table, and far on average. Hard's worlds ignore
    /// the earlier rounds (even odds).
    #[test]
    fn the_rounds_before_tell_the_tables_players() {
        let (mut at_greedy, mut at_medium) = (0.0, 0.0);
        const SEEDS: u64 = 12;
        for seed in 0..SEEDS {
            let greedy_table = second_round_view(false, seed);
            let (g, _) = Inference::past_violations(&greedy_table);
            assert_eq!(g, 0, "seed {seed}: a greedy play breaks the greedy model");
            let p = Worlds::past_prior(&greedy_table);
            assert!(p >= 0.5, "seed {seed}: {p}");
            at_greedy += p / SEEDS as f64;
            let medium_table = second_round_view(true, seed);
            let (_, s) = Inference::past_violations(&medium_table);
            assert_eq!(s, 0, "seed {seed}: a Medium play breaks end control");
            let p = Worlds::past_prior(&medium_table);
            assert!(p <= 0.5, "seed {seed}: {p}");
            at_medium += p / SEEDS as f64;
            assert_eq!(Worlds::new(&medium_table, 1).prior, None);
            assert_eq!(Worlds::remembering(&medium_table, 1).prior, Some(p));
        }
        assert!(
            at_greedy > 0.8,
            "greedy odds {at_greedy:.3} at a greedy table"
        );
        assert!(
            at_medium < 0.15,
            "greedy odds {at_medium:.3} at a Medium table"
        );
    }
}
