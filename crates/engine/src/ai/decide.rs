//! One way to ask an AI for a move.
//!
//! Every decision of a built-in [`Level`] is a pure function of the
//! player's view and a *decision seed*, and the decision seed is a pure
//! function of the match seed and the position ([`decision_seed`]: round,
//! moves made in it, seat). So the page's AI seats, its Hint button, the
//! command line's `play`, `tournament` and `hint` all play the same move in
//! the same position of the same match: a game record and its seed are
//! enough to reproduce every AI decision.
//!
//! [`Thinking`] is a decision in progress: the browser runs Hard's search
//! a slice at a time between frames ([`Thinking::step`]); the other levels
//! decide at once. [`decide`] runs one to the end.

use super::agent::Agent;
use super::heuristic::{Easy, Medium};
use super::level::Level;
use super::search::HardSearch;
use super::simple::{Greedy, RandomAgent};
use crate::rules::{Move, PlayerView, Rng};

/// The seed of the decision of `seat` in round `round` after `ply` moves
/// of that round, in a match dealt from `match_seed`. The AI never sees
/// the match seed itself (it would reveal the deal): only this hash of it.
pub fn decision_seed(match_seed: u64, round: usize, ply: usize, seat: u8) -> u64 {
    let stream = ((round as u64) << 40) ^ ((ply as u64) << 8) ^ u64::from(seat);
    Rng::derive(match_seed ^ 0xD1CE_5EED_0000_0000, stream).next_u64()
}

/// The decision seed of `view`'s seat at its position ([`decision_seed`]).
pub fn view_seed(view: &PlayerView, match_seed: u64) -> u64 {
    decision_seed(
        match_seed,
        view.round_index(),
        view.history().len(),
        view.seat(),
    )
}

/// A decision in progress.
#[derive(Clone, Debug)]
pub struct Thinking {
    inner: Inner,
}

#[derive(Clone, Debug)]
enum Inner {
    /// Decided already.
    Done(Move),
    /// Hard's or Expert's search, run in slices.
    Search(Box<HardSearch>),
}

impl Thinking {
    /// Starts the decision of `level` for `view` (whose seat must be to
    /// move) in the match dealt from `match_seed`.
    pub fn start(level: Level, view: &PlayerView, match_seed: u64) -> Thinking {
        Thinking::seeded(level, view, view_seed(view, match_seed))
    }

    /// Starts the decision of `level` for `view` from its decision seed
    /// ([`view_seed`]) rather than the match seed: what the page's worker
    /// is given, so that nothing off the page's main thread could work out
    /// the deal.
    pub fn seeded(level: Level, view: &PlayerView, seed: u64) -> Thinking {
        let legal = view.legal_moves();
        let inner = match (level, legal) {
            (_, []) => Inner::Done(Move::Pass),
            (_, [only]) => Inner::Done(*only),
            (Level::Hard, _) => Inner::Search(Box::new(HardSearch::start(view, seed))),
            (Level::Expert, _) => Inner::Search(Box::new(HardSearch::expert(view, seed))),
            (Level::Random, _) => Inner::Done(RandomAgent::new(seed).choose(view)),
            (Level::Greedy, _) => Inner::Done(Greedy.choose(view)),
            (Level::Easy, _) => Inner::Done(Easy::new(seed).choose(view)),
            (Level::Medium, _) => Inner::Done(Medium::default().choose(view)),
        };
        Thinking { inner }
    }

    /// Thinks for up to `iterations` more units of work (Hard's rollouts);
    /// returns whether the decision is made.
    pub fn step(&mut self, iterations: u32) -> bool {
        match &mut self.inner {
            Inner::Done(_) => true,
            Inner::Search(s) => s.step(iterations),
        }
    }

    /// Whether the decision is made.
    pub fn is_done(&self) -> bool {
        match &self.inner {
            Inner::Done(_) => true,
            Inner::Search(s) => s.is_done(),
        }
    }

    /// The move decided (before the end of a search: the best so far).
    pub fn best(&self) -> Move {
        match &self.inner {
            Inner::Done(m) => *m,
            Inner::Search(s) => s.best(),
        }
    }

    /// Thinks to the end and returns the move.
    pub fn run(mut self) -> Move {
        while !self.step(1024) {}
        self.best()
    }
}

/// The move `level` plays for `view` in the match dealt from `match_seed`:
/// what the page's AI seat of that level plays, and (for [`Level::Hard`])
/// what the page's Hint button suggests.
pub fn decide(level: Level, view: &PlayerView, match_seed: u64) -> Move {
    Thinking::start(level, view, match_seed).run()
}

/// A [`Level`] as an [`Agent`]: [`decide`] with a fixed match seed, so its
/// moves depend on the position only, never on the moves it made before.
#[derive(Clone, Copy, Debug)]
pub struct LevelAgent {
    level: Level,
    match_seed: u64,
}

impl LevelAgent {
    /// The agent of `level` in the match dealt from `match_seed`.
    pub fn new(level: Level, match_seed: u64) -> LevelAgent {
        LevelAgent { level, match_seed }
    }
}

impl Agent for LevelAgent {
    fn choose(&mut self, view: &PlayerView) -> Move {
        decide(self.level, view, self.match_seed)
    }
    fn name(&self) -> String {
        self.level.to_string()
    }
}

impl Level {
    /// The agent of this level for a match played from `match_seed`. Its
    /// moves depend only on the position and the seed
    /// ([`decide`]): the page, the command line and the Hint button
    /// agree on every position.
    pub fn agent(self, match_seed: u64) -> Box<dyn Agent + Send> {
        Box::new(LevelAgent::new(self, match_seed))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, State};

    /// A position with a real choice: the first one after the start
    /// double where the seat to move has more than one legal move.
    fn position(seed: u64) -> State {
        let mut st = State::new(Rules::default(), seed).unwrap();
        loop {
            let legal = st.legal_moves();
            if legal.len() > 2 && !st.round().board().placed().is_empty() {
                return st;
            }
            let seat = st.to_move().unwrap();
            st.apply(seat, legal[0]).unwrap();
        }
    }

    #[test]
    fn the_seed_depends_on_every_part_of_the_position() {
        let s = decision_seed(7, 1, 2, 3);
        assert_eq!(s, decision_seed(7, 1, 2, 3));
        for other in [
            decision_seed(8, 1, 2, 3),
            decision_seed(7, 2, 2, 3),
            decision_seed(7, 1, 3, 3),
            decision_seed(7, 1, 2, 4),
        ] {
            assert_ne!(s, other);
        }
    }

    #[test]
    fn sliced_and_whole_decisions_agree_and_are_legal() {
        for seed in 0..6 {
            let st = position(seed);
            let view = st.view(st.to_move().unwrap());
            for level in Level::ALL {
                let whole = decide(level, &view, seed);
                assert!(view.legal_moves().contains(&whole), "{level}: {whole}");
                let mut t = Thinking::start(level, &view, seed);
                while !t.step(7) {}
                assert_eq!(t.best(), whole, "{level} seed {seed}");
                // The agent form asks the same function, and so does a
                // start from the decision seed (the page's worker).
                assert_eq!(level.agent(seed).choose(&view), whole);
                let away = Thinking::seeded(level, &view, view_seed(&view, seed)).run();
                assert_eq!(away, whole, "{level} seed {seed}");
            }
        }
    }

    #[test]
    fn hard_searches_only_when_there_is_a_choice() {
        let st = position(3);
        let view = st.view(st.to_move().unwrap());
        assert!(!Thinking::start(Level::Hard, &view, 1).is_done());
        assert!(Thinking::start(Level::Medium, &view, 1).is_done());
    }
}
