//! Thinking without freezing the page: the AI seats and the Hint button
//! run their decision ([`Thinking`], the same as the command line's
//! [`crate::ai::decide`]) in slices of at most [`SLICE_MS`] per frame and
//! continue in the next frame. [`App::think`] is the one place that runs a
//! slice, for both.

use super::*;

/// Whose search [`App::think`] advances.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Thinker {
    /// The AI seat to move (`App::search`).
    Ai,
    /// The Hint button (`App::hint`).
    Hint,
}

/// The longest a Hard search may run in one frame (ms), and its step size.
const SLICE_MS: f64 = 8.0;
const SLICE_STEP: u32 = 16;

/// Runs `s` for at most [`SLICE_MS`]; returns (done, time spent).
fn slice(s: &mut Thinking) -> (bool, f64) {
    let t0 = dom::now();
    loop {
        if s.step(SLICE_STEP) {
            return (true, dom::now() - t0);
        }
        let spent = dom::now() - t0;
        if spent >= SLICE_MS {
            return (false, spent);
        }
    }
}

impl App {
    /// Runs one slice of `who`'s search, if there is one: records the
    /// slice's time, and once the search is done drops it and returns its
    /// move; until then asks for another frame and returns `None`.
    pub(super) fn think(&mut self, who: Thinker) -> Option<Move> {
        let slot = match who {
            Thinker::Ai => &mut self.search,
            Thinker::Hint => &mut self.hint,
        };
        let (_, s) = slot.as_mut()?;
        let (done, spent) = slice(s);
        let mv = s.best();
        if done {
            *slot = None;
        }
        self.note_slice(spent, done);
        if !done {
            request_frame();
            return None;
        }
        Some(mv)
    }

    /// Records the slice for tests, on the board: `data-slices` (slices
    /// run, searches finished; written when a search finishes, not every
    /// frame) and `data-slice-max` (the longest, ms).
    fn note_slice(&mut self, spent: f64, done: bool) {
        self.slices.0 += 1;
        if done {
            self.slices.1 += 1;
            let _ = self.canvas.set_attribute(
                "data-slices",
                &format!("{} {}", self.slices.0, self.slices.1),
            );
        }
        if spent > self.slice_max {
            self.slice_max = spent;
            let _ = self
                .canvas
                .set_attribute("data-slice-max", &format!("{spent:.1}"));
        }
    }

    /// The Hint button: runs Hard for the person to move, in slices, then
    /// selects the suggested tile (its spots light up) and says the move.
    pub(super) fn step_hint(&mut self) {
        if self.game.human_to_move().is_none() {
            self.hint = None;
            return;
        }
        let pos = self.pos();
        if self.hint.as_ref().is_some_and(|(p, _)| *p != pos) {
            self.hint = None;
        }
        let Some(mv) = self.think(Thinker::Hint) else {
            return;
        };
        let l = self.lang;
        let text = match mv {
            Move::Place(t) => tf(l, Key::HintPlace, &[("tile", &t.to_string())]),
            Move::Play { tile, on } => tf(
                l,
                Key::HintPlay,
                &[("tile", &tile.to_string()), ("on", &on.to_string())],
            ),
            Move::Draw => t(l, Key::HintDraw).into(),
            Move::Pass => t(l, Key::HintPass).into(),
        };
        self.ctl.selected = mv.tile();
        self.ctl.message = Some(text);
        // The whole move ("6-4 on 6-6", "place 9-9", "draw", "pass"), for
        // the e2e test that compares it with `chickenfoot hint`.
        let _ = by_id("a11y").map(|el| el.set_attribute("data-hint", &mv.to_string()));
    }

    pub(super) fn start_hint(&mut self) {
        let Some(seat) = self.game.human_to_move() else {
            return;
        };
        let view = self.game.state.view(seat);
        let pos = self.pos();
        // What a Hard seat would play here: `chickenfoot hint` gives the same.
        let thinking = Thinking::start(crate::ai::Level::Hard, &view, self.game.state.seed());
        self.hint = Some((pos, thinking));
        self.ctl.message = Some(format!("{}…", t(self.lang, Key::Hint)));
    }
}
