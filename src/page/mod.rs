//! The page without the browser: its state ([`Page`]: the game, the
//! [`Screen`], settings, statistics, the controller, the camera, a replay,
//! thinking in progress, timers as numbers) and [`Page::update`], which
//! applies one [`Msg`] and returns the [`Effect`]s the browser is to carry
//! out. Nothing here reads the DOM, a clock or a random source: time,
//! form values and fresh seeds come in with the messages. `src/web/`
//! turns DOM events into messages, performs the effects and draws from a
//! `&Page`; everything that decides is here, tested natively
//! (`tests/`).
//!
//! ```
//! use chickenfoot::page::{Boot, Command, Deal, Msg, Page, Screen};
//! use chickenfoot::share::LaunchOptions;
//!
//! let deal = Deal { seed: 42, match_id: 1 };
//! let (mut page, _) = Page::boot(Boot::new(LaunchOptions::default(), deal)).unwrap();
//! page.update(Msg::Cmd(Command::Menu));
//! assert!(matches!(page.screen, Screen::Dialog { .. }));
//! page.update(Msg::Cmd(Command::Close));
//! assert_eq!(page.screen, Screen::Playing);
//! ```

mod boot;
mod chips;
mod effect;
pub mod fitted;
mod keys;
mod msg;
mod play;
mod screen;
mod session;
mod store;
mod tour;
mod view;
mod worker;

#[cfg(test)]
mod tests;

pub use boot::{bench_game, boot_lang, Boot};
pub use chips::{Chips, HeaderRow};
pub use effect::{Cue, Effect, Focus, HostEvent};
pub use msg::{
    Arrow, Command, Deal, Imported, Msg, NewGameForm, Reread, Step, System, Via, Viewport,
};
pub use screen::{Dialog, ReplayView, Screen};
pub use store::unfinished;
pub use tour::{TourStart, TourStep, TourTarget};
pub use view::{Fit, Slide, View, SLIDE_MS};
pub use worker::{Answer, Ask};

use crate::ai::Thinking;
use crate::i18n::{t, tf, Key, Lang};
use crate::rules::record::Record;
use crate::rules::{Move, State, Tile};
use crate::save::{Saved, Settings, Slot, Stats};
pub use crate::share::Overrides;
use crate::ui::{Controller, Ctx, Game, SeatLabel};

/// The page.
pub struct Page {
    /// The match in play. A replay never touches it.
    pub game: Game,
    /// What the player is looking at.
    pub screen: Screen,
    /// The settings, and what the URL overrides.
    pub prefs: Prefs,
    /// The statistics of the person at this device.
    pub stats: Stats,
    /// Selection, drag, the rack and the message line.
    pub ctl: Controller,
    /// The table on screen: size, camera, layout, slides.
    pub view: View,
    /// Thinking in progress (an AI seat's move, a hint) and the AI's pace.
    pub think: Thoughts,
    /// A notice for the player (a save that failed, a record that could
    /// not be read, a language that could not be loaded, a match kept or
    /// replaced).
    pub notice: Option<Notice>,
    /// The match's id (statistics count a match once).
    pub match_id: u64,
    /// Where the match is saved: `None` when it is not (embedded, the
    /// benchmark).
    pub slot: Option<Slot>,
    /// The URL's game this match came from ([`Saved::link`]).
    pub link: Option<String>,
    /// The player's own unfinished match, kept while a link's game is
    /// played in [`Slot::Link`] ([`Command::ResumeSaved`]).
    pub kept: Option<Box<Saved>>,
    /// What a new match or a new save replaced, to download
    /// ([`Command::DownloadPrevious`]).
    pub previous: Option<Previous>,
    /// Where the page runs.
    pub env: Env,
    /// Dialogs opened so far: each opening builds its card anew.
    pub opened: u32,
    /// What has been saved, reported and said.
    books: Books,
}

/// A notice over the table, and what its button offers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// What it says.
    pub text: String,
    /// A button beside Close.
    pub offer: Option<Offer>,
}

impl Notice {
    /// A notice without a button of its own.
    pub fn text(text: impl Into<String>) -> Notice {
        Notice {
            text: text.into(),
            offer: None,
        }
    }
}

/// The button a notice offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Offer {
    /// "Download the previous game" ([`Command::DownloadPrevious`]).
    DownloadPrevious,
    /// "Resume your saved game" ([`Command::ResumeSaved`]).
    ResumeSaved,
}

/// What was there before, kept to download.
#[derive(Clone, Debug, PartialEq)]
pub enum Previous {
    /// A replaced match.
    Record(Box<Record>),
    /// The text of a save that could not be read.
    Text(String),
}

/// The settings in force: the saved [`Settings`], what the URL overrides
/// until the player chooses in the page, and what the system asks for.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prefs {
    /// The saved settings.
    pub settings: Settings,
    /// The URL's overrides.
    pub url: Overrides,
    /// What the system asks for, followed while the page is open: reduced
    /// motion (no slides, no easing), and more contrast (large tiles until
    /// the player chooses).
    pub system: System,
}

impl Prefs {
    /// Numerals instead of pips.
    pub fn numerals(&self) -> bool {
        self.url.numerals || self.settings.numerals
    }

    /// The sound is off.
    pub fn muted(&self) -> bool {
        self.url.mute || !self.settings.sound
    }

    /// Draw or pass automatically when that is the only move.
    pub fn auto_draw(&self) -> bool {
        self.settings.auto_draw
    }

    /// Large tiles and high contrast: as the player chose in the menu,
    /// else as the system asks ([`System::contrast`]).
    pub fn large(&self) -> bool {
        self.settings.large.unwrap_or(self.system.contrast)
    }

    /// How long an AI seat waits before it moves (ms).
    pub fn delay_ms(&self) -> f64 {
        let ms = self
            .url
            .delay_ms
            .unwrap_or(self.settings.ai_speed.delay_ms());
        f64::from(ms.min(100_000))
    }
}

/// Where the page runs: embedded or not, the device, its address, the
/// languages at hand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Env {
    /// Embedded in another page: no saves, no statistics, events to the host.
    pub embed: bool,
    /// The player uses a touch screen (a coarse pointer at start, then the
    /// kind of the last pointer down): the prompts say "tap".
    pub touch: bool,
    /// The page's address without query or fragment (share links).
    pub base_url: String,
    /// The languages whose strings are installed ([`crate::i18n::has`]).
    pub langs: Vec<Lang>,
    /// Expert's decisions may be asked of a Web Worker ([`Ask`]):
    /// the browser has one, and it has not failed.
    pub worker: bool,
}

/// A position in the match: round, moves into it.
type Pos = (usize, usize);

/// Thinking in progress and the AI's pace.
#[derive(Default)]
pub struct Thoughts {
    /// The AI seat to move's decision, for a position.
    ai: Option<(Pos, worker::Decision)>,
    /// The Hint's search, for a position, and how it was asked for.
    hint: Option<(Pos, Thinking, Via)>,
    /// When the next AI move is due (ms; 0: not scheduled).
    next_ai: f64,
    /// Time the AI seat's search has run past its due time, counted in
    /// frames of at most [`FRAME_GAP_MS`](play::FRAME_GAP_MS) each
    /// ([`play::MAX_OVERDUE_MS`]).
    overdue: f64,
    /// The last hint given.
    pub hinted: Option<Move>,
}

/// One entry of the open ends strip ([`Page::open_ends`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EndGroup {
    /// The number a tile needs to go there.
    pub pip: u8,
    /// Free slots of that tile for it (a double's toes: up to 3).
    pub slots: usize,
    /// The first slot's index in the layout's ends.
    pub first: usize,
    /// The tile the end is on.
    pub on: Tile,
}

/// Bookkeeping: what has been saved, reported and said.
#[derive(Clone, Copy, Debug, Default)]
struct Books {
    /// The position last saved: round, moves into it, rounds finished.
    saved: (usize, usize, usize),
    /// Rounds finished and reported (statistics, the embedding page).
    reported: usize,
    /// Lines of the game's log announced.
    spoken: usize,
    /// A save failed (said once).
    save_failed: bool,
    /// The slot whose save is being read again ([`Effect::Reread`]): no
    /// save until it is here.
    rereading: Option<Slot>,
    /// The seat whose hand the rack holds.
    rack_of: Option<u8>,
    /// The tile whose line was last lit ([`Controller::traced`]): a newly
    /// lit line is said in the live region ([`Page::traced_line`]).
    traced: Option<Tile>,
    /// A first visit's tour of the table, waiting for the start double
    /// to be on the table (or for the person's move): its first step
    /// shows the start double ([`Page::open_due_tour`]).
    tour_due: bool,
    /// Decisions asked of the worker so far ([`Ask::id`]).
    asks: u32,
}

impl Page {
    /// The page's language: the game's ([`Game::set_lang`] switches it).
    pub fn lang(&self) -> Lang {
        self.game.lang
    }

    /// Applies one message; returns what the browser is to do.
    pub fn update(&mut self, msg: Msg) -> Vec<Effect> {
        let mut fx = Vec::new();
        if self.away() {
            // Another tab has the game: only Play here (and the focus
            // kept in its card) does anything.
            match &msg {
                Msg::Input(_) | Msg::Key(_) | Msg::Imported(_) => return fx,
                Msg::Cmd(c) if !matches!(c, Command::PlayHere | Command::Tab { .. }) => return fx,
                _ => {}
            }
        }
        match msg {
            Msg::Input(ev) => self.input(ev, &mut fx),
            Msg::Key(k) => self.key(&k, &mut fx),
            Msg::Cmd(c) => self.command(c, &mut fx),
            Msg::Viewport(v) => self.view.size = v,
            Msg::Tick { now_ms } => self.tick(now_ms, &mut fx),
            Msg::Think { steps } => self.think(steps, &mut fx),
            Msg::Worker(a) => self.worker_answered(a, &mut fx),
            Msg::Imported(file) => self.open_record(file.record, file.empty, &mut fx),
            Msg::LangLoaded(lang, r) => self.lang_loaded(lang, r, &mut fx),
            Msg::Copied(ok) => self.copied(ok, &mut fx),
            Msg::SaveFailed => {
                if !self.books.save_failed {
                    self.books.save_failed = true;
                    self.notice = Some(Notice::text(t(self.lang(), Key::SaveFailed)));
                }
            }
            Msg::Elsewhere(slot) => self.elsewhere(slot),
            Msg::Reread(r) => self.reread(*r, &mut fx),
            Msg::Stats(s) => self.stats = *s,
            Msg::System(s) => self.prefs.system = s,
        }
        self.settle(&mut fx);
        fx
    }

    /// After every message: the screen follows the game, new lines are
    /// said, finished rounds reported, the game saved, and the table on
    /// screen (layout, rack, camera, slides) follows the state shown.
    fn settle(&mut self, fx: &mut Vec<Effect>) {
        let stage = self.game.stage();
        match &mut self.screen {
            Screen::Replay(_) => {}
            Screen::Dialog { over, .. } => {
                if over.replay().is_none() {
                    **over = Screen::of_stage(stage, over);
                }
            }
            s => *s = Screen::of_stage(stage, s),
        }
        let log = &self.game.log;
        if self.books.spoken < log.len() {
            fx.push(Effect::Announce(log[self.books.spoken..].join(". ")));
            self.books.spoken = log.len();
        }
        self.report(fx);
        self.open_due_tour(fx);
        let pos = self.pos();
        let human = self.seat().is_some();
        if self.think.hint.as_ref().is_some_and(|(p, _, _)| *p != pos) || !human {
            self.think.hint = None;
        }
        self.sync_view();
        if self.books.traced != self.ctl.traced {
            self.books.traced = self.ctl.traced;
            if let Some(line) = self.traced_line() {
                fx.push(Effect::Announce(line));
            }
        }
    }

    /// The table on screen follows the state shown: layout, the rack of
    /// the seat on screen, the camera, the slides.
    fn sync_view(&mut self) {
        self.view.large = self.prefs.large();
        let replay = self.screen.replay();
        let state = replay.map_or(&self.game.state, |r| &r.state);
        self.view.relayout(state);
        let viewer = self.viewer();
        if viewer != self.books.rack_of {
            self.books.rack_of = viewer;
            self.ctl.reset();
            self.ctl.rack.clear();
        }
        match viewer.map(|v| self.table().round().hand(v)) {
            Some(hand) => self.ctl.rack.sync(hand),
            None => self.ctl.rack.clear(),
        }
        if !self.ctl.user_camera {
            let top = self.view.geom(self.ctl.rack.tiles.len()).top;
            let replay = self.screen.replay().is_some();
            let fit = if self.screen.ends_shown() {
                Fit::Play
            } else {
                Fit::Finished
            };
            self.view
                .follow(top, replay, self.prefs.system.reduced_motion, fit);
        } else {
            self.view.glide();
        }
        self.view.end_slides();
    }

    /// The least short side (CSS px) at which tiles show pips, numerals
    /// below it (the renderer's `Scene::numerals`): infinite when the
    /// setting asks for numerals.
    pub fn pips_from(&self) -> f64 {
        if self.prefs.numerals() {
            f64::INFINITY
        } else {
            self.pips_legible_from()
        }
    }

    /// Whether tiles `short_px` CSS px across show numerals although the
    /// setting asks for pips (too small to read).
    pub fn numerals_forced(&self, short_px: f64) -> bool {
        short_px < self.pips_legible_from()
    }

    /// The least short side (CSS px) on which the shown game's pips can be
    /// read ([`crate::ui::pips::least_legible`]).
    fn pips_legible_from(&self) -> f64 {
        let shown = self.screen.replay().map_or(&self.game.state, |r| &r.state);
        // Large tiles and high contrast: pips must be half as big again.
        let k = if self.prefs.large() { 1.5 } else { 1.0 };
        crate::ui::pips::least_legible(shown.rules().set) * k
    }

    /// The position in the match: round, moves into it.
    fn pos(&self) -> Pos {
        let st = &self.game.state;
        (
            st.round_index(),
            st.log().last().map_or(0, |l| l.moves.len()),
        )
    }

    /// The state on the table: the replay's, or the game's.
    pub fn table(&self) -> &State {
        match self.screen.replay() {
            Some(r) => &r.state,
            None => &self.game.state,
        }
    }

    /// The seat whose hand is on screen: in a replay the seat to move,
    /// else the game's viewer (nobody's behind a hand-over).
    pub fn viewer(&self) -> Option<u8> {
        match self.screen.replay() {
            Some(r) => r.state.to_move(),
            None => self.game.viewer,
        }
    }

    /// The person who may act now (never in a replay).
    pub fn seat(&self) -> Option<u8> {
        match self.screen.replay() {
            Some(_) => None,
            None => self.game.human_to_move(),
        }
    }

    /// The legal moves of [`Page::seat`] (none when nobody may act).
    pub fn legal(&self) -> Vec<Move> {
        match self.seat() {
            Some(_) => self.game.state.legal_moves(),
            None => Vec::new(),
        }
    }

    /// What the controller sees: the table, the seat that may act, its
    /// legal moves (`legal`, from [`Page::legal`]), the layout and `rack`.
    pub fn ctx<'a>(&'a self, legal: &'a [Move], rack: &'a crate::ui::RackGeom) -> Ctx<'a> {
        Ctx {
            round: self.table().round(),
            seat: self.seat(),
            legal,
            layout: &self.view.lay,
            rack,
            width: self.view.size.w,
            lang: self.lang(),
        }
    }

    /// The seats as the chips show them: the game's names and kinds, or a
    /// replay's labels ([`crate::ui::Replay::seat_labels`]).
    pub fn labels(&self) -> Vec<SeatLabel> {
        match self.screen.replay() {
            Some(r) => r.replay.seat_labels(&self.game, self.lang()),
            None => self.game.seats.iter().map(SeatLabel::of).collect(),
        }
    }

    /// The tiles on the table to rim as news ([`crate::ui::game::recent`]).
    pub fn recent(&self) -> Vec<Tile> {
        crate::ui::game::recent(self.table(), self.viewer())
    }

    /// The double the next tiles must go on, if any.
    pub fn pending(&self) -> Option<Tile> {
        crate::ui::game::open_foot(self.table())
    }

    /// The banner: why play is restricted, if it is.
    pub fn banner(&self) -> Option<String> {
        crate::ui::game::restriction(self.table(), self.lang())
    }

    /// The open ends strip: one entry per tile with free slots, clockwise
    /// around the table from the top; only the pending double's while one
    /// awaits its toes (or the start double its arms).
    pub fn open_ends(&self) -> Vec<EndGroup> {
        let ends = &self.view.lay.ends;
        let pending = self.pending();
        let mut out: Vec<EndGroup> = Vec::new();
        for (i, e) in ends.iter().enumerate() {
            if pending.is_some_and(|d| d != e.on) {
                continue;
            }
            match out
                .iter_mut()
                .find(|g| ends[g.first].on == e.on && ends[g.first].pip == e.pip)
            {
                Some(g) => g.slots += 1,
                None => out.push(EndGroup {
                    pip: e.pip,
                    slots: 1,
                    first: i,
                    on: e.on,
                }),
            }
        }
        // Clockwise around the start double from straight up (world y
        // grows downwards, as on screen); a hair's turn back still counts
        // as straight up.
        let centre = self.view.lay.tiles.first().map(|t| t.center);
        let turn = |g: &EndGroup| {
            let c = ends[g.first].center - centre.unwrap_or(ends[g.first].center);
            (c.x.atan2(-c.y) + 1e-6).rem_euclid(std::f64::consts::TAU)
        };
        out.sort_by(|a, b| turn(a).total_cmp(&turn(b)));
        out
    }

    /// What the lit line says ([`Controller::traced`]), for the live
    /// region: its tiles from the start double out, each written from the
    /// end it joins ("9-9, 9-8, 8-6"), so that a screen reader can follow
    /// the line a sighted player sees outlined. `None`
    /// when no line is lit (or its tile is not on this table).
    pub fn traced_line(&self) -> Option<String> {
        let tiles: Vec<String> = self
            .view
            .lay
            .placed_line(self.ctl.traced?)
            .iter()
            .rev()
            .map(|p| format!("{}-{}", p.near, p.far))
            .collect();
        let last = tiles.last()?.clone();
        Some(if tiles.len() == 1 {
            tf(self.lang(), Key::StartDoubleIs, &[("tile", &last)])
        } else {
            tf(
                self.lang(),
                Key::LineTo,
                &[("tile", &last), ("line", &tiles.join(", "))],
            )
        })
    }

    /// Whether anything is still moving on screen (a slide, the camera):
    /// the browser draws another frame.
    pub fn animating(&self) -> bool {
        !self.view.slides.is_empty()
            || (!self.ctl.user_camera && self.view.easing())
            || (self.ctl.user_camera && self.view.gliding())
    }

    /// Whether a search is waiting for [`Msg::Think`]. An AI seat's waits
    /// for the tiles still sliding, so that its slices do not take frames
    /// from them; one that is done waits for its pace, not for slices.
    pub fn thinking(&self) -> bool {
        (self
            .think
            .ai
            .as_ref()
            .is_some_and(|(_, s)| s.wants_slices())
            && self.ai_may_move()
            && self.view.slides.is_empty())
            || (self.think.hint.is_some() && self.seat().is_some())
    }

    /// Whether an AI seat may move: it is to move and the table is in
    /// play (no dialog, no replay).
    fn ai_may_move(&self) -> bool {
        self.screen == Screen::Playing && self.game.ai_to_move()
    }

    /// The message line: why a move was refused, what to do now, who is
    /// thinking, or (in a replay) what the step did.
    pub fn message(&self) -> String {
        if let Some(m) = &self.ctl.message {
            return m.clone();
        }
        let g = &self.game;
        let l = self.lang();
        if let Some(r) = self.screen.replay() {
            return r.caption.last().cloned().unwrap_or_default();
        }
        if self.seat().is_none() {
            return match g.state.to_move() {
                Some(s) if !g.is_human(s) => {
                    tf(l, Key::Thinking, &[("seat", &g.seats[s as usize].name)])
                }
                _ => g.last_line().to_string(),
            };
        }
        let (choose, drag) = if self.env.touch {
            (Key::ChooseSpotTouch, Key::YourTurnDragTouch)
        } else {
            (Key::ChooseSpot, Key::YourTurnDrag)
        };
        if let Some(tile) = self.ctl.selected {
            return tf(l, choose, &[("tile", &tile.to_string())]);
        }
        let start = g.state.round().start_double().to_string();
        match self.legal()[..] {
            [Move::Place(d)] => tf(l, Key::HintPlace, &[("tile", &d.to_string())]),
            [Move::Draw] if g.state.round().board().start().is_none() => {
                tf(l, Key::SearchDraw, &[("tile", &start)])
            }
            [Move::Draw] => t(l, Key::HintDraw).into(),
            [Move::Pass] => crate::ui::controller::pass_text(l, g.state.round().drawn()),
            _ => t(l, drag).into(),
        }
    }
}
