//! The tour of the table: a short walkthrough a new player gets on the
//! first plain visit (no game asked for in the address, not embedded), and
//! from the menu at any time. Each step explains one rule and points at the
//! real table: the start double and its arms, the open ends, a chicken
//! foot, the Draw button, the scores. It is a dialog, so the computer
//! players wait while it is open; Esc or "Skip" closes it.

use super::{Dialog, Effect, Page, Screen};
use crate::i18n::Key;
use crate::layout::Vec2;
use std::fmt;

/// A step of the tour, in order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TourStep {
    /// The start double and its arms.
    StartDouble,
    /// Matching an open end; the lit tiles and green spots; the strip.
    Matching,
    /// A later double: the chicken foot and its three toes.
    ChickenFoot,
    /// Drawing from the boneyard and passing.
    DrawAndPass,
    /// How a round ends and is scored.
    Scoring,
}

/// What a step points at.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum TourTarget {
    /// A point on the table (canvas CSS px).
    Table(Vec2),
    /// A control of the page, by element id.
    Control(&'static str),
    /// Nothing on the page yet (no chicken foot on the table): the card's
    /// own picture shows it.
    Picture,
}

impl TourTarget {
    /// Whether the tour's card stands at the top of the table rather than
    /// at the bottom, on a table `height` CSS px tall: away from a point on
    /// the table (at the top when the point is in the lower half), under a
    /// control (every one is in the header: the rack stays in sight), at
    /// the bottom with its own picture.
    pub fn card_at_top(self, height: f64) -> bool {
        match self {
            TourTarget::Table(p) => p.y > height / 2.0,
            TourTarget::Control(_) => true,
            TourTarget::Picture => false,
        }
    }
}

/// Where the round's start double is when the tour opens
/// ([`Page::tour_start`]).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TourStart {
    /// On the table.
    Laid,
    /// In the hand of the person to move, to be laid now.
    Yours,
    /// Nobody was dealt it: the players draw for it.
    Searched,
}

impl TourStep {
    /// Every step, in order.
    pub const ALL: [TourStep; 5] = [
        TourStep::StartDouble,
        TourStep::Matching,
        TourStep::ChickenFoot,
        TourStep::DrawAndPass,
        TourStep::Scoring,
    ];

    /// The step's place in the tour, from 0.
    pub fn index(self) -> usize {
        TourStep::ALL.iter().position(|&s| s == self).unwrap_or(0)
    }

    /// The step after this one, if any.
    pub fn next(self) -> Option<TourStep> {
        TourStep::ALL.get(self.index() + 1).copied()
    }

    /// The step before this one, if any.
    pub fn back(self) -> Option<TourStep> {
        TourStep::ALL.get(self.index().checked_sub(1)?).copied()
    }

    /// The step's title and text.
    pub fn keys(self) -> (Key, Key) {
        match self {
            TourStep::StartDouble => (Key::TourStartTitle, Key::TourStart),
            TourStep::Matching => (Key::TourMatchTitle, Key::TourMatch),
            TourStep::ChickenFoot => (Key::TourFootTitle, Key::TourFoot),
            TourStep::DrawAndPass => (Key::TourDrawTitle, Key::TourDraw),
            TourStep::Scoring => (Key::TourScoreTitle, Key::TourScore),
        }
    }
}

impl fmt::Display for TourStep {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index() + 1, TourStep::ALL.len())
    }
}

impl Page {
    /// Opens a first visit's tour once there is something to show: the
    /// start double on the table, or the person to move (holding it, or
    /// the round already under way). Until then the computer seats play
    /// on, so the first step never points at an empty table. Remembered
    /// in the settings when it opens.
    pub(super) fn open_due_tour(&mut self, fx: &mut Vec<Effect>) {
        let laid = self.game.state.round().board().start().is_some();
        if !self.books.tour_due
            || self.screen != Screen::Playing
            || !(laid || self.seat().is_some())
        {
            return;
        }
        self.books.tour_due = false;
        self.open(Dialog::Tour(TourStep::StartDouble));
        self.prefs.settings.taught = true;
        fx.push(Effect::SaveSettings(self.prefs.settings.clone()));
    }

    /// Where the round's start double is as the tour shows it.
    pub fn tour_start(&self) -> TourStart {
        let r = self.game.state.round();
        if r.board().start().is_some() {
            TourStart::Laid
        } else if self
            .seat()
            .is_some_and(|s| r.hand(s).contains(r.start_double()))
        {
            TourStart::Yours
        } else {
            TourStart::Searched
        }
    }

    /// The sentence a step adds for the table as it is now: before the
    /// start double is laid, the first step says that the person holds it,
    /// or that nobody was dealt it and the players draw for it (a fifth of
    /// the default deals), so that it never points at an empty table
    /// without saying why.
    pub fn tour_note(&self, step: TourStep) -> Option<Key> {
        match (step, self.tour_start()) {
            (TourStep::StartDouble, TourStart::Yours) => Some(Key::TourStartYours),
            (TourStep::StartDouble, TourStart::Searched) => Some(Key::TourStartSearch),
            _ => None,
        }
    }

    /// What tour step `step` points at on the page as it is now: the start
    /// double (or where it goes, or the Draw button while the players draw
    /// for it), an open end (or the hand while there is none), the latest
    /// chicken foot (or the card's picture
    /// of one when there is none yet, as on a first visit), the Draw
    /// button, the seats.
    pub fn tour_target(&self, step: TourStep) -> TourTarget {
        let lay = &self.view.lay;
        let cam = &self.view.cam;
        let centre = lay.tiles.first().map_or(lay.bounds.center(), |t| t.center);
        let on_table = |p: Vec2| TourTarget::Table(cam.world_to_screen(p));
        match step {
            TourStep::StartDouble if self.tour_start() == TourStart::Searched => {
                TourTarget::Control("btn-draw")
            }
            TourStep::StartDouble => on_table(centre),
            TourStep::Matching => match self.open_ends().first() {
                Some(g) => on_table(lay.ends[g.first].center),
                // Nothing laid yet (the players draw for the start double):
                // the hand, where the tiles that fit will be lit, rather
                // than an empty table.
                None if self.tour_start() == TourStart::Searched
                    && !self.ctl.rack.tiles.is_empty() =>
                {
                    let size = self.view.size;
                    let top = self.view.geom(self.ctl.rack.tiles.len()).top;
                    TourTarget::Table(Vec2::new(size.w / 2.0, (top + size.h) / 2.0))
                }
                None => on_table(centre),
            },
            TourStep::ChickenFoot => {
                let foot = lay.tiles.iter().skip(1).rev().find(|t| t.crosswise);
                foot.map_or(TourTarget::Picture, |t| on_table(t.center))
            }
            TourStep::DrawAndPass => TourTarget::Control("btn-draw"),
            TourStep::Scoring => TourTarget::Control("seats"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_card_stands_away_from_the_table_point_and_under_a_control() {
        let at = |y| TourTarget::Table(Vec2::new(100.0, y));
        assert!(at(500.0).card_at_top(800.0));
        assert!(!at(300.0).card_at_top(800.0));
        assert!(TourTarget::Control("btn-draw").card_at_top(800.0));
        assert!(!TourTarget::Picture.card_at_top(800.0));
    }

    #[test]
    fn the_steps_go_forward_and_back_in_order() {
        let mut s = TourStep::StartDouble;
        let mut seen = vec![s];
        while let Some(n) = s.next() {
            assert_eq!(n.back(), Some(s));
            s = n;
            seen.push(s);
        }
        assert_eq!(seen, TourStep::ALL);
        assert_eq!(TourStep::StartDouble.back(), None);
        assert_eq!(TourStep::Scoring.to_string(), "5/5");
    }
}
