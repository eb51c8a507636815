//! What can happen to the page: [`Msg`], and the page's own commands
//! ([`Command`]: buttons, menu items, keys, form changes). Every message
//! carries the values it needs (form fields, a fresh seed, the time): the
//! browser reads them when it makes the message, so [`Page::update`](super::Page::update)
//! never reads the DOM or a clock.

use crate::i18n::Lang;
use crate::save::AiSpeed;
use crate::ui::{InputEvent, RuleForm, SeatKind};

/// One thing that happened, for [`Page::update`](super::Page::update).
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// Game input: a pointer, the wheel, a move or view button (the
    /// [`Controller`](crate::ui::Controller)'s commands).
    Input(InputEvent),
    /// A key (DOM `key` value) pressed on the game surface, outside a form
    /// field; what it does is listed in one place (`page/keys.rs`).
    Key(String),
    /// A page command.
    Cmd(Command),
    /// The table's size on screen.
    Viewport(Viewport),
    /// A frame: the time now (ms, monotonic). Due AI moves start thinking,
    /// auto-draw moves, the camera eases, slides end.
    Tick {
        /// Now, in ms.
        now_ms: f64,
    },
    /// Runs the thinking in progress (an AI seat's move or a hint) for
    /// `steps` more steps ([`crate::ai::Thinking::step`]). The browser
    /// sends it until [`Page::thinking`](super::Page::thinking) is false or
    /// its time slice is spent.
    Think {
        /// Search steps to run.
        steps: u32,
    },
    /// The AI worker's answer to an [`Effect::Ask`](super::Effect::Ask).
    Worker(super::Answer),
    /// A record file chosen for import, as the browser read it.
    Imported(Imported),
    /// A language's string table was fetched and installed, or why not.
    LangLoaded(Lang, Result<(), String>),
    /// The clipboard took the share link (true) or refused it.
    Copied(bool),
    /// Saving the game to storage failed (storage full or disabled).
    SaveFailed,
    /// Another tab took this slot: this one stops saving and says so.
    Elsewhere(crate::save::Slot),
    /// The slot's save and the statistics, read again for Play here or
    /// Resume your game.
    Reread(Box<Reread>),
    /// The statistics as stored after a count (another tab's counts
    /// merged in).
    Stats(Box<crate::save::Stats>),
    /// What the system asks for now: read at start ([`Boot::system`](super::Boot::system)),
    /// and again whenever it changes while the page is open (a contrast
    /// theme or reduced motion turned on or off).
    System(System),
}

/// What the operating system or the browser asks of the page, from its
/// media queries.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct System {
    /// `prefers-reduced-motion: reduce`: no slides, no easing.
    pub reduced_motion: bool,
    /// `prefers-contrast: more` or `forced-colors: active`: large tiles
    /// and high contrast until the player chooses in the menu.
    pub contrast: bool,
}

/// A slot's save and the statistics as read from storage again.
#[derive(Clone, Debug, PartialEq)]
pub struct Reread {
    /// The save, if there is one.
    pub saved: Option<Result<crate::save::Saved, crate::save::SaveError>>,
    /// Its stored text (kept aside when it cannot be read).
    pub text: Option<String>,
    /// The statistics, if they could be read.
    pub stats: Option<crate::save::Stats>,
}

/// A record file chosen for import, read when the event is made
/// (`JSON.parse` in the page, `record::parse` natively).
#[derive(Clone, Debug, PartialEq)]
pub struct Imported {
    /// The file had no text (or could not be read).
    pub empty: bool,
    /// The record, or why it could not be read.
    pub record: Result<crate::rules::record::Record, crate::rules::record::RecordError>,
}

impl Imported {
    /// A file's text read by `read`.
    pub fn read(
        text: &str,
        read: impl FnOnce(
            &str,
        )
            -> Result<crate::rules::record::Record, crate::rules::record::RecordError>,
    ) -> Imported {
        Imported {
            empty: text.trim().is_empty(),
            record: read(text),
        }
    }

    /// A file's text read as the command line reads it (`record::parse`).
    #[cfg(any(not(target_arch = "wasm32"), feature = "cli"))]
    pub fn parse(text: &str) -> Imported {
        Imported::read(text, crate::rules::record::parse)
    }
}

/// How a command was given, for where the keyboard focus goes after it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Via {
    /// A pointer: a click or a tap.
    Pointer,
    /// The keyboard: a key, or Enter or Space on a button (a click whose
    /// `detail` is 0).
    Keyboard,
}

/// The table's size on screen, in CSS pixels.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Viewport {
    /// Width of the canvas.
    pub w: f64,
    /// Height of the canvas.
    pub h: f64,
    /// Width the toolbar takes at the table's right edge (a phone held
    /// sideways), else 0: the board is fitted beside it.
    pub side: f64,
    /// How far up from the rack's top the lines over the table reach (the
    /// message line, the way back to the results), measured in the page;
    /// 0 when none is shown. The fitted board stays above them.
    pub covered: f64,
    /// How far down from the canvas's top edge a notice reaches, 0 when
    /// none is shown: the open ends strip moves below it, and the fitted
    /// board below both.
    pub notice: f64,
    /// Height of the open ends strip, 0 when it is hidden. The room kept
    /// above the board holds one row of it; a strip that wraps (a long
    /// restriction on a narrow screen, large tiles) pushes the fitted
    /// board down by what it takes beyond that row.
    pub strip: f64,
}

/// What a new match needs from outside: a fresh seed for the deal and an
/// id for the statistics (the browser takes them from `Math.random` and
/// `Date.now`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Deal {
    /// The match seed.
    pub seed: u64,
    /// The match's id (statistics count a match once).
    pub match_id: u64,
}

/// The New game dialog's fields, read when Start is pressed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewGameForm {
    /// One kind per seat (the seat count is their number).
    pub seats: Vec<SeatKind>,
    /// The rule fields.
    pub rules: RuleForm,
}

/// An arrow or page key (outside a form field).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrow {
    /// ←
    Left,
    /// →
    Right,
    /// ↑
    Up,
    /// ↓
    Down,
    /// Page Up
    PageUp,
    /// Page Down
    PageDown,
}

impl Arrow {
    /// The DOM `key` value's arrow, if it is one.
    pub fn from_key(key: &str) -> Option<Arrow> {
        Some(match key {
            "ArrowLeft" => Arrow::Left,
            "ArrowRight" => Arrow::Right,
            "ArrowUp" => Arrow::Up,
            "ArrowDown" => Arrow::Down,
            "PageUp" => Arrow::PageUp,
            "PageDown" => Arrow::PageDown,
            _ => return None,
        })
    }
}

/// A step in the replay viewer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// One move back (←).
    Prev,
    /// One move forward (→).
    Next,
    /// To the deal of the round, or of the one before (Page Up).
    BackRound,
    /// To the next deal, or the end (Page Down).
    ForwardRound,
}

impl Step {
    /// The step the other way: its button keeps the focus when this one
    /// is disabled at either end.
    pub fn opposite(self) -> Step {
        match self {
            Step::Prev => Step::Next,
            Step::Next => Step::Prev,
            Step::BackRound => Step::ForwardRound,
            Step::ForwardRound => Step::BackRound,
        }
    }
}

/// A page command: everything a button, menu item, key or form change
/// asks of the page beyond the controller's moves and view. Handled by one
/// exhaustive match in [`Page::update`](super::Page::update).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Pips or numerals.
    ToggleNumerals,
    /// Sound on or off.
    ToggleMute,
    /// Draw (or pass) automatically when that is the only move.
    ToggleAutoDraw,
    /// Large tiles and high contrast on or off.
    ToggleLarge,
    /// Open the tour of the table (from the menu).
    Tour,
    /// The tour's next step (or, after the last, close it).
    TourNext,
    /// The tour's step before.
    TourBack,
    /// Deal the next round (the round-end card).
    NextRound,
    /// The same seats and rules, a new deal (the match-end card).
    Rematch(Deal),
    /// The person the device was passed to is ready.
    Ready,
    /// Open the menu.
    Menu,
    /// Open the New game dialog.
    NewGame,
    /// Open the statistics.
    Stats,
    /// Open the rules.
    Rules,
    /// Open the share dialog and copy the link.
    Share,
    /// Close the open dialog.
    Close,
    /// Put the round's or match's result aside to look at the table.
    Peek,
    /// Bring the result back.
    Unpeek,
    /// A quick game (three rounds, you against three AI seats).
    QuickGame(Deal),
    /// Start the game the New game dialog describes.
    Start(Box<NewGameForm>, Deal),
    /// The New game dialog's seat count changed.
    SeatCount(usize),
    /// Ask the Hard AI for the person's move (the Hint button, the H key);
    /// given by keyboard, its answer takes the focus to the place it chose
    /// ([`Focus::Hinted`](super::Focus::Hinted)).
    Hint(Via),
    /// Take the keyboard to the person's tiles: the hand's button in the
    /// Tab order gets the focus (the first control of the page, shown when
    /// focused, and the T key), so the toolbar's stops can be skipped.
    Tiles,
    /// Take back the person's last play and the computer seats' moves
    /// after it ([`crate::ui::undo`]).
    Undo,
    /// Show an open end (the strip's entry; an index into the layout's
    /// ends): the camera glides to it.
    ShowEnd(usize),
    /// Download this game's record.
    Export,
    /// Choose a record file to replay.
    Import,
    /// Replay this game.
    ReplayGame,
    /// Switch the language (from the menu).
    Lang(Lang),
    /// The computer players' pace (from the menu).
    Speed(AiSpeed),
    /// Close the notice.
    Dismiss,
    /// This tab takes the game back from another tab.
    PlayHere,
    /// Download what was there before: a replaced match's record, or an
    /// unreadable save's text.
    DownloadPrevious,
    /// Leave the link's game (it stays saved apart) for the player's own
    /// saved match.
    ResumeSaved,
    /// A step in the replay.
    Step(Step),
    /// Leave the replay.
    LeaveReplay,
    /// An arrow or page key: the replay steps; otherwise the focus moves
    /// within the hand or the targets.
    Arrow(Arrow),
    /// Tab (`back`: Shift+Tab) in an open dialog: the focus stays inside.
    Tab {
        /// Shift+Tab.
        back: bool,
    },
}
