//! Expert away from the page's main thread. An Expert seat's search
//! (20,000 playouts: about 0.15 s a move at the default table, up to half
//! a second at the biggest) is asked of a Web Worker ([`Effect::Ask`]), so
//! the page never stalls on it and never cuts it short: the worker's move
//! is the one `chickenfoot play` and `chickenfoot hint --level expert`
//! give. Hard, the quick levels and the Hint button still think here, in
//! slices ([`Msg::Think`](super::Msg::Think)).
//!
//! The ask holds the seat's [`PlayerView`] and its decision seed only
//! ([`crate::ai::view_seed`]), never the state or the match seed: nothing
//! off the main thread could see another hand or work out the deal. The
//! answer is the chosen move's index in the view's legal moves
//! ([`Answer::Chose`]).
//!
//! If there is no worker (no `Worker` in the browser), it cannot start, it
//! fails, or it gives no answer within [`WORKER_PATIENCE_MS`], the page
//! says so in the console, stops asking it and thinks here instead, in
//! slices, as for Hard.

use super::effect::Effect;
use super::Page;
use crate::ai::{view_seed, Level, Thinking};
use crate::rules::{Move, PlayerView};

/// How long the page waits for the worker's answer before it gives up on
/// the worker and thinks on the main thread (ms). Expert's slowest
/// decision on this project's machine takes about 0.6 s in Chromium.
pub(super) const WORKER_PATIENCE_MS: f64 = 20_000.0;

/// One decision asked of the worker.
#[derive(Clone, Debug, PartialEq)]
pub struct Ask {
    /// Which ask this is: the answer names it, and an answer to an older
    /// ask (the position changed: Undo, a new game) is dropped.
    pub id: u32,
    /// The level to think as.
    pub level: Level,
    /// The seat's view.
    pub view: PlayerView,
    /// The decision seed ([`crate::ai::view_seed`]).
    pub seed: u64,
}

/// The worker's answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Ask `id` chose the move at `index` of its view's legal moves.
    Chose {
        /// The ask answered.
        id: u32,
        /// The move's index in [`PlayerView::legal_moves`].
        index: usize,
    },
    /// The worker could not be started or could not answer: why.
    Failed(String),
}

/// An AI seat's decision in progress.
#[derive(Clone, Debug)]
pub(super) enum Decision {
    /// Thought out on the page, in slices.
    Here(Thinking),
    /// Asked of the worker at `since` (ms); waiting for its answer.
    Away {
        /// The ask ([`Ask::id`]).
        id: u32,
        /// When it was asked.
        since: f64,
    },
    /// The worker's move.
    Made(Move),
}

impl Decision {
    /// Whether the move is decided.
    pub(super) fn is_done(&self) -> bool {
        match self {
            Decision::Here(t) => t.is_done(),
            Decision::Away { .. } => false,
            Decision::Made(_) => true,
        }
    }

    /// Whether it waits for slices of the main thread.
    pub(super) fn wants_slices(&self) -> bool {
        matches!(self, Decision::Here(t) if !t.is_done())
    }

    /// Thinks for `steps` more steps on the page; whether it is decided.
    pub(super) fn step(&mut self, steps: u32) -> bool {
        match self {
            Decision::Here(t) => t.step(steps),
            Decision::Away { .. } => false,
            Decision::Made(_) => true,
        }
    }

    /// The move decided, or the best so far; none while the worker thinks.
    pub(super) fn best(&self) -> Option<Move> {
        match self {
            Decision::Here(t) => Some(t.best()),
            Decision::Away { .. } => None,
            Decision::Made(m) => Some(*m),
        }
    }

    /// Whether it waits for the worker.
    pub(super) fn is_away(&self) -> bool {
        matches!(self, Decision::Away { .. })
    }
}

impl Page {
    /// Starts the decision of the AI seat to move at `now`: Expert's is
    /// asked of the worker while there is one, the others think here.
    pub(super) fn start_decision(&mut self, now: f64, fx: &mut Vec<Effect>) -> Decision {
        let st = &self.game.state;
        let seat = st.to_move().unwrap_or(0);
        let level = self.game.level(seat).unwrap_or(Level::Medium);
        let view = st.view(seat);
        if level != Level::Expert || !self.env.worker || view.legal_moves().len() < 2 {
            return Decision::Here(Thinking::start(level, &view, st.seed()));
        }
        self.books.asks += 1;
        let id = self.books.asks;
        let seed = view_seed(&view, st.seed());
        fx.push(Effect::Ask(Box::new(Ask {
            id,
            level,
            view,
            seed,
        })));
        // A frame when the patience runs out, should no answer come.
        fx.push(Effect::WakeAt(now + WORKER_PATIENCE_MS + 1.0));
        Decision::Away { id, since: now }
    }

    /// The worker's answer: the move of the ask still waited for is made
    /// (and played when due); a failure moves the thinking to the page.
    pub(super) fn worker_answered(&mut self, a: Answer, fx: &mut Vec<Effect>) {
        let (id, index) = match a {
            Answer::Chose { id, index } => (id, index),
            Answer::Failed(why) => return self.worker_failed(&why, fx),
        };
        let Some((pos, Decision::Away { id: asked, .. })) = &self.think.ai else {
            return;
        };
        if *asked != id {
            return;
        }
        let pos = *pos;
        // The view's legal moves are the state's (PlayerView::legal_moves).
        let legal = self.game.state.legal_moves();
        match legal.get(index) {
            Some(&mv) => self.think.ai = Some((pos, Decision::Made(mv))),
            None => {
                let why = format!("move {index} of {} legal moves", legal.len());
                return self.worker_failed(&why, fx);
            }
        }
        if self.ai_may_move() {
            self.ai_play_when_due(fx);
        }
    }

    /// A decision waiting for the worker past [`WORKER_PATIENCE_MS`] at
    /// `now`: the worker is given up on.
    pub(super) fn worker_overdue(&mut self, now: f64, fx: &mut Vec<Effect>) {
        if let Some((_, Decision::Away { since, .. })) = &self.think.ai {
            if now - since > WORKER_PATIENCE_MS {
                let why = format!("no answer in {} s", WORKER_PATIENCE_MS / 1000.0);
                self.worker_failed(&why, fx);
            }
        }
    }

    /// The worker failed: the page stops asking it, says why in the
    /// console, and a decision that waited for it starts again here (at
    /// the next frame).
    fn worker_failed(&mut self, why: &str, fx: &mut Vec<Effect>) {
        if self.env.worker {
            fx.push(Effect::Warn(format!(
                "The AI worker failed ({why}): Expert thinks on the page instead."
            )));
        }
        self.env.worker = false;
        if self.think.ai.as_ref().is_some_and(|(_, d)| d.is_away()) {
            self.think.ai = None;
        }
    }
}
