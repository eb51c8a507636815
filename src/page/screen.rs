//! What the player is looking at: one [`Screen`], instead of flags for a
//! dialog, a put-aside result and a replay.

use crate::i18n::Lang;
use crate::rules::record::{Record, ReplayError};
use crate::rules::State;
use crate::ui::{Game, Replay, Stage};

/// The screen.
#[derive(Clone, Debug, PartialEq)]
pub enum Screen {
    /// The table in play (the person's move or the computer's).
    Playing,
    /// "Pass the device to …": the seat's hand stays hidden until Ready.
    PassDevice(u8),
    /// A round is over: the hands, points and score sheet, or (`peek`)
    /// the finished table with a "Back to the results" button.
    RoundOver {
        /// The result is put aside to look at the table.
        peek: bool,
    },
    /// The match is over: the result, or (`peek`) the table.
    MatchOver {
        /// The result is put aside to look at the table.
        peek: bool,
    },
    /// Stepping through a game record. The game in play waits, untouched.
    Replay(Box<ReplayView>),
    /// A dialog over `over`, the screen it closes back to.
    Dialog {
        /// Which dialog.
        dialog: Dialog,
        /// The screen under it (never a dialog).
        over: Box<Screen>,
    },
}

/// A modal dialog.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Dialog {
    /// Language, speed, links, records, statistics, rules (and a narrow
    /// screen's less used toolbar buttons).
    Menu,
    /// Seats and rules for a new match.
    NewGame {
        /// Seat rows shown (the seat count chosen).
        seats: usize,
        /// Why Start did not start a game.
        error: Option<String>,
    },
    /// The statistics.
    Stats,
    /// How to play.
    Rules,
    /// The tour of the table, at a step.
    Tour(super::TourStep),
    /// "This game is open in another tab", with Play here: the tab does
    /// not save, and nothing but Play here closes it.
    Elsewhere,
    /// The share link.
    Share {
        /// The link.
        url: String,
        /// The clipboard has it.
        copied: bool,
    },
}

impl Screen {
    /// The screen for the game's stage; a result put aside stays aside
    /// while the stage is the same (`was` is the screen before).
    pub fn of_stage(stage: Stage, was: &Screen) -> Screen {
        match stage {
            Stage::Play => Screen::Playing,
            Stage::PassTo(s) => Screen::PassDevice(s),
            Stage::RoundEnd => Screen::RoundOver {
                peek: matches!(was, Screen::RoundOver { peek: true }),
            },
            Stage::MatchEnd => Screen::MatchOver {
                peek: matches!(was, Screen::MatchOver { peek: true }),
            },
        }
    }

    /// The screen under a dialog, or this one.
    pub fn base(&self) -> &Screen {
        match self {
            Screen::Dialog { over, .. } => over,
            s => s,
        }
    }

    /// The screen under a dialog, or this one, to change.
    pub fn base_mut(&mut self) -> &mut Screen {
        match self {
            Screen::Dialog { over, .. } => over,
            s => s,
        }
    }

    /// The open dialog, if any.
    pub fn dialog(&self) -> Option<&Dialog> {
        match self {
            Screen::Dialog { dialog, .. } => Some(dialog),
            _ => None,
        }
    }

    /// The replay, also under a dialog.
    pub fn replay(&self) -> Option<&ReplayView> {
        match self.base() {
            Screen::Replay(r) => Some(r),
            _ => None,
        }
    }

    /// Whether the table's open ends are worth marking (the canvas's rings
    /// where the next tile goes, the open ends strip), also under a
    /// dialog: while the round is in play or replayed. At a round's end no
    /// tile comes, so the finished table is shown without them.
    pub fn ends_shown(&self) -> bool {
        matches!(self.base(), Screen::Playing | Screen::Replay(_))
    }

    /// Whether the result is put aside to look at the table (not under a
    /// dialog).
    pub fn peeking(&self) -> bool {
        matches!(
            self,
            Screen::RoundOver { peek: true } | Screen::MatchOver { peek: true }
        )
    }

    /// Whether a card covers the table (a dialog, a hand-over, a result):
    /// the table's own buttons are out of reach.
    pub fn modal(&self) -> bool {
        matches!(
            self,
            Screen::Dialog { .. }
                | Screen::PassDevice(_)
                | Screen::RoundOver { peek: false }
                | Screen::MatchOver { peek: false }
        )
    }
}

/// The replay viewer: a record, the position in it and the state there.
#[derive(Clone, Debug, PartialEq)]
pub struct ReplayView {
    /// The record and the position.
    pub replay: Replay,
    /// The state at the position.
    pub state: State,
    /// What the step to the position did ([`Replay::caption`]).
    pub caption: Vec<String>,
}

impl ReplayView {
    /// The viewer at the start of a record (checked by
    /// [`crate::ui::replay::checked`]); `game`, the match in play, names
    /// the seats when the record is its own ([`Replay::caption`]).
    pub fn new(rec: Record, lang: Lang, game: &Game) -> Result<ReplayView, ReplayError> {
        let replay = Replay::new(rec);
        let state = replay.state()?;
        let caption = replay.caption(&state, lang, game);
        Ok(ReplayView {
            replay,
            state,
            caption,
        })
    }

    /// Moves by `step`; false when it cannot (at either end).
    pub fn step(&mut self, step: super::Step, lang: Lang, game: &Game) -> bool {
        use super::Step;
        let rp = &mut self.replay;
        let moved = match step {
            Step::Next => rp.forward(),
            Step::Prev => rp.back(),
            Step::ForwardRound => rp.forward_round(),
            Step::BackRound => rp.back_round(),
        };
        match rp.state() {
            Ok(state) => self.state = state,
            Err(_) => return false,
        }
        self.caption = rp.caption(&self.state, lang, game);
        moved
    }

    /// Whether `step` can move from here (its button is enabled).
    pub fn can(&self, step: super::Step) -> bool {
        use super::Step;
        match step {
            Step::Prev | Step::BackRound => self.replay.pos > 0,
            Step::Next | Step::ForwardRound => self.replay.pos < self.replay.total,
        }
    }
}
