//! What [`Page::update`](super::Page::update) asks the browser to do:
//! typed effects, carried out by `web::effects` (storage, audio, the live
//! region, clipboard, downloads, the embedding page, fetches, focus,
//! timers). The page never performs them itself.

use super::msg::{Arrow, Step};
use crate::i18n::Lang;
use crate::rules::State;
use crate::save::{Count, Saved, Settings, Slot, Stats};

/// Something for the browser to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Effect {
    /// Store the game in its slot (after every move). If storage refuses,
    /// [`Msg::SaveFailed`](super::Msg::SaveFailed) comes back.
    SaveGame(Slot, Box<Saved>),
    /// Store the settings.
    SaveSettings(Settings),
    /// Count a finished round (and match) into the stored statistics:
    /// read them (`local` if there are none or storage cannot be read),
    /// [`Stats::count`], write them back, and answer with the merged
    /// statistics as [`Msg::Stats`](super::Msg::Stats). Another tab's
    /// counts are kept.
    CountStats {
        /// What finished.
        count: Box<Count>,
        /// The page's statistics, already counting it.
        local: Box<Stats>,
    },
    /// Take the slot: tell the other tabs (`BroadcastChannel`, and the
    /// [`crate::save::OWNER_KEY`] for the `storage` event), which answer
    /// with [`Msg::Elsewhere`](super::Msg::Elsewhere).
    Claim(Slot),
    /// Read the slot's save and the statistics again; the answer is
    /// [`Msg::Reread`](super::Msg::Reread).
    Reread(Slot),
    /// Keep this text (an unreadable save) under [`crate::save::BACKUP_KEY`]
    /// before a new save replaces it.
    Backup(String),
    /// Offer a stored text for download (an unreadable save: its record if
    /// it holds one, else the text as it is).
    DownloadText {
        /// The file name.
        name: String,
        /// The stored text.
        text: String,
    },
    /// Play a sound (only sent when the sound is on).
    Sound(Cue),
    /// Say this in the live region (screen readers).
    Announce(String),
    /// Put this text on the clipboard; the answer comes back as
    /// [`Msg::Copied`](super::Msg::Copied).
    Copy(String),
    /// Offer a record for download, as a JSON file.
    Download {
        /// The file name.
        name: String,
        /// The record.
        record: crate::rules::record::Record,
    },
    /// Tell the embedding page (`postMessage`, `crate::embed`).
    PostToHost(HostEvent),
    /// Fetch and install a language's strings; the answer comes back as
    /// [`Msg::LangLoaded`](super::Msg::LangLoaded).
    FetchLang(Lang),
    /// Open the file picker for a record to import; what it holds comes back as
    /// [`Msg::Imported`](super::Msg::Imported).
    PickFile,
    /// Move the keyboard focus.
    Focus(Focus),
    /// Ask the AI worker for a decision; the answer comes back as
    /// [`Msg::Worker`](super::Msg::Worker).
    Ask(Box<super::Ask>),
    /// Wake the page (a frame) at this time (ms, as [`Msg::Tick`](super::Msg::Tick)).
    WakeAt(f64),
    /// A warning for the developer console.
    Warn(String),
}

/// An event for the page that embeds the game.
#[derive(Clone, Debug, PartialEq)]
pub enum HostEvent {
    /// A round has finished: its scores (`crate::embed::round_over`).
    RoundOver(Box<State>),
    /// The match is over: the winners (`crate::embed::match_over`).
    MatchOver(Box<State>),
}

/// A generated sound.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Cue {
    /// A tile goes down.
    Tap,
    /// A double: chicken foot.
    Foot,
    /// A draw.
    Draw,
    /// A pass.
    Pass,
    /// Refused move.
    Nope,
    /// Round over.
    End,
}

/// Where the keyboard focus goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Focus {
    /// The hand's tile in the Tab order (after a move, a new round, Ready).
    Hand,
    /// The first place the picked tile can go (once there is one).
    Target,
    /// The place the hint chose for its tile, so that Enter plays the
    /// hint. Asked for by keyboard (H, or Enter on the Hint button), the
    /// focus goes there from wherever it was; by pointer, only a focus
    /// already in the hand or the places moves (a mouse player's stays on
    /// the button).
    Hinted {
        /// An index into the hinted tile's places.
        place: usize,
        /// How the hint was asked for.
        via: super::Via,
    },
    /// The "Back to the results" button.
    PeekBack,
    /// The share link's field (the clipboard refused it: copy by hand).
    ShareUrl,
    /// If the focus is in the replay bar: this step's button (it is
    /// written anew with every step).
    ReplayStep(Step),
    /// If the focus is in the replay bar, which goes away: the menu button
    /// the replay was opened from.
    MenuFromReplay,
    /// The next (`back`: previous) control of the open dialog, round from
    /// the last to the first.
    Cycle {
        /// Backwards.
        back: bool,
    },
    /// The next or previous button of the hand or the targets, whichever
    /// has the focus.
    Rove(Arrow),
}
