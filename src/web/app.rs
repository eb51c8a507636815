//! The running game: owns the state, and once per animation frame drains
//! the input queue, applies moves, steps the AI, lays out and draws.

use super::a11y::Mirror;
use super::dom::{self, by_id, by_id_as, Res};
use super::render::{Slide, SLIDE_MS};
use super::sound::{Cue, Sound};
use super::{hud, show_error};
use crate::ai::Thinking;
use crate::i18n::{t, tf, Key, Lang};
use crate::layout::{layout, Camera, Layout, Vec2};
use crate::rules::{Move, Preset, Tile};
use crate::save::{Settings, Stats};
use crate::ui::rack::SHORT_H;
use crate::ui::setup::rules_error_text;
use crate::ui::Replay;
use crate::ui::{
    Command, Controller, Ctx, Game, GameEvent, GameSetup, InputEvent, PointerKind, RackGeom,
    RuleForm, Screen, SeatKind,
};
use gloo_timers::callback::Timeout;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

/// A queued event.
#[derive(Clone, Debug)]
pub enum Ev {
    /// Game input.
    Input(InputEvent),
    /// A page-level command (dialogs, form changes, arrows).
    Page(String),
    /// The text of a record file chosen for import (empty: unreadable).
    Import(String),
    /// A language's string table has arrived (it is installed), or why not.
    Lang(Lang, Result<(), String>),
}

mod draw;
mod focus;
mod session;
mod think;
use focus::cycle_focus;
pub use session::{boot_lang, read_settings};
use think::Thinker;

thread_local! {
    static QUEUE: RefCell<Vec<Ev>> = const { RefCell::new(Vec::new()) };
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
    static PENDING: Cell<bool> = const { Cell::new(false) };
}

/// Queues an event and asks for a frame.
pub fn queue(ev: Ev) {
    QUEUE.with(|q| q.borrow_mut().push(ev));
    request_frame();
}

/// Asks for one animation frame (at most one is outstanding).
pub fn request_frame() {
    if PENDING.with(|p| p.replace(true)) {
        return;
    }
    let cb = Closure::once_into_js(move |_t: f64| {
        PENDING.with(|p| p.set(false));
        let r = APP.with(|a| match a.try_borrow_mut() {
            Ok(mut a) => a.as_mut().map_or(Ok(()), App::frame),
            Err(_) => Ok(()),
        });
        if let Err(e) = r {
            show_error(&super::js_error_text(&e));
        }
    });
    if let Ok(w) = dom::window() {
        let _ = w.request_animation_frame(cb.unchecked_ref());
    }
}

/// Space kept above the board for the banner (CSS px).
const TOP_PAD: f64 = 36.0;
/// Space kept below the board for a one-line message above the rack (CSS px).
const MSG_PAD: f64 = 40.0;
/// Further space below the board for the replay bar (CSS px).
const REPLAY_PAD: f64 = 44.0;
/// On a viewport shorter than [`SHORT_H`]: the banner may overlap the
/// board's top edge a little, the message line keeps its room, and the
/// margin around the board halves.
const SHORT_PADS: (f64, f64, f64) = (24.0, 34.0, 8.0);
/// How long the camera takes to follow a growing table to its new fit (ms).
const CAMERA_MS: f64 = 220.0;

/// The fitted view the camera is heading for, and the easing towards it.
#[derive(Clone, Copy)]
struct CameraGoal {
    /// The fitted view.
    to: Camera,
    /// Viewport size and tiles on the table it was fitted for.
    key: (f64, f64, usize),
    /// Where the easing started, and when.
    from: Option<(Camera, f64)>,
}

/// The game in the page.
pub struct App {
    game: Game,
    ctl: Controller,
    cam: Camera,
    lay: Layout,
    lay_key: (usize, usize),
    canvas: HtmlCanvasElement,
    g: CanvasRenderingContext2d,
    w: f64,
    h: f64,
    dpr: f64,
    /// Width the toolbar takes at the table's right edge (a phone held
    /// sideways, style.css), else 0: the board is fitted beside it.
    side: f64,
    numerals: bool,
    auto_draw: bool,
    reduced: bool,
    /// The player uses a touch screen (a coarse pointer at start, then the
    /// kind of the last pointer down, finger or pen): the prompts say
    /// "tap", not "click".
    touch: bool,
    /// At a round's or the match's end: the result is put aside to look at
    /// the table (a "Back to the results" button brings it back).
    peek: bool,
    sound: Sound,
    slides: Vec<Slide>,
    from: Option<(Tile, Vec2)>,
    next_ai: f64,
    ai_delay: f64,
    timer: Option<Timeout>,
    mirror: Mirror,
    cache: [String; 8],
    dialog: bool,
    viewer: Option<u8>,
    lang: Lang,
    embed: bool,
    seed: u64,
    match_id: u64,
    settings: Settings,
    stats: Stats,
    saved_key: (usize, usize, usize),
    reported: usize,
    replay: Option<(Replay, Game)>,
    notice: Option<String>,
    save_failed: bool,
    search: Option<(Pos, Thinking)>,
    hint: Option<(Pos, Thinking)>,
    slice_max: f64,
    /// Search slices run and searches finished (for tests).
    slices: (u32, u32),
    /// Whether a modal dialog was open after the last frame.
    modal: bool,
    /// What had the focus when the open dialog opened (it gets it back).
    opener: Option<web_sys::Element>,
    /// Where the fitted camera is going (None: not fitted yet).
    goal: Option<CameraGoal>,
}

/// A position in the match: round, moves into it.
type Pos = (usize, usize);

/// A fresh seed from the browser's `crypto.getRandomValues` (getrandom),
/// below 2^53 like before, so JavaScript reads it exactly (share links,
/// embedding events); the clock if that ever fails.
fn random_seed() -> u64 {
    getrandom::u64().map_or_else(|_| dom::now_ms(), |r| r >> 11)
}

impl App {
    /// Sets up the page and starts the game `opts` asks for, with the saved
    /// `settings`. `failed` is why the start language's strings could not
    /// be loaded.
    pub fn start(
        opts: crate::share::LaunchOptions,
        settings: Settings,
        failed: Option<String>,
    ) -> Res<()> {
        let canvas: HtmlCanvasElement = by_id_as("board")?;
        let g = canvas
            .get_context("2d")?
            .ok_or("no 2d context")?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| "no 2d context")?;
        let reduced = dom::window()?
            .match_media("(prefers-reduced-motion: reduce)")?
            .is_some_and(|m| m.matches());
        let touch = dom::window()?
            .match_media("(pointer: coarse)")?
            .is_some_and(|m| m.matches());
        let boot = session::boot(opts, settings, failed)?;
        let game = boot.game;
        let lay = layout(game.state.round().board());
        let cam = Camera::fit(lay.bounds, 800.0, 600.0, 24.0);
        let mut app = App {
            game,
            ctl: Controller::default(),
            cam,
            lay,
            lay_key: (usize::MAX, 0),
            canvas: canvas.clone(),
            g,
            w: 0.0,
            h: 0.0,
            dpr: 1.0,
            numerals: dom::param("numerals").is_some() || boot.settings.numerals,
            auto_draw: boot.settings.auto_draw,
            reduced,
            touch,
            peek: false,
            sound: Sound::new(dom::param("mute").is_some() || !boot.settings.sound),
            slides: Vec::new(),
            from: None,
            next_ai: 0.0,
            // `?delay=` (tests, demos) over the menu's setting.
            ai_delay: dom::param("delay")
                .and_then(|d| d.parse::<u32>().ok())
                .unwrap_or(boot.settings.ai_speed.delay_ms())
                .min(100_000) as f64,
            timer: None,
            mirror: Mirror::new(boot.lang),
            cache: Default::default(),
            dialog: false,
            viewer: None,
            side: 0.0,
            lang: boot.lang,
            embed: boot.embed,
            seed: boot.seed,
            match_id: boot.match_id,
            settings: boot.settings,
            stats: boot.stats,
            saved_key: (usize::MAX, 0, 0),
            reported: boot.reported,
            replay: None,
            notice: boot.notice,
            save_failed: false,
            search: None,
            hint: None,
            slice_max: 0.0,
            slices: (0, 0),
            modal: false,
            opener: None,
            goal: None,
        };
        app.setup_page()?;
        APP.with(|a| *a.borrow_mut() = Some(app));
        super::events::install(&canvas)?;
        if dom::param("bench").is_some() {
            APP.with(|a| -> Res<()> {
                match a.borrow_mut().as_mut() {
                    Some(app) => app.bench(),
                    None => Ok(()),
                }
            })?;
        }
        request_frame();
        Ok(())
    }

    fn new_game(&mut self, setup: GameSetup) -> Result<(), String> {
        self.new_game_seeded(setup, random_seed())
    }

    fn new_game_seeded(&mut self, setup: GameSetup, seed: u64) -> Result<(), String> {
        let mut rules = setup.rules.clone();
        rules.players = setup.seats.len() as u8;
        self.game = Game::new_in(setup, seed, self.lang)
            .map_err(|e| rules_error_text(self.lang, &e, &rules))?;
        self.seed = seed;
        self.match_id = dom::now_ms();
        self.reported = 0;
        self.remember_seats();
        self.ctl.reset();
        self.ctl.user_camera = false;
        self.slides.clear();
        self.dialog = false;
        self.lay_key = (usize::MAX, 0);
        self.mirror.focus_hand = true;
        Ok(())
    }

    fn start_from_dialog(&mut self) -> Res<()> {
        let n: usize = dom::value("ng-seats").parse().unwrap_or(4).clamp(2, 8);
        let seats = (0..n)
            .map(|i| {
                crate::share::parse_seat(&dom::value(&format!("ng-seat{i}")))
                    .unwrap_or(SeatKind::Ai(crate::ai::Level::Medium))
            })
            .collect();
        let form = RuleForm {
            preset: dom::value("ng-preset"),
            set: dom::value("ng-set"),
            arms: dom::value("ng-arms"),
            hand: dom::value("ng-hand"),
            drawn: dom::value("ng-drawn"),
            reserve: dom::value("ng-reserve"),
            double_blank: dom::value("ng-blank"),
            search: dom::value("ng-search"),
            rounds: dom::value("ng-rounds"),
        };
        let res = form
            .rules(n as u8)
            .map_err(|e| e.text(self.lang))
            .and_then(|rules| self.new_game(GameSetup { seats, rules }));
        if let Err(e) = res {
            by_id("ng-error")?.set_text_content(Some(&e));
        }
        Ok(())
    }

    fn page(&mut self, cmd: &str) -> Res<()> {
        match cmd {
            "newgame" => {
                self.dialog = true;
                let html = hud::new_game(self.lang, &self.game.setup.seats);
                by_id("overlay")?.set_inner_html(&html);
                self.cache[2] = html;
                dom::focus("#ng-seats");
            }
            "close" => self.dialog = false,
            "peek" => self.peek = true,
            "unpeek" => self.peek = false,
            "quick" => {
                let _ = self.new_game(GameSetup {
                    rules: Preset::Quick.rules(4),
                    ..GameSetup::default()
                });
            }
            "start" => self.start_from_dialog()?,
            "change:ng-seats" => {
                let n: usize = dom::value("ng-seats").parse().unwrap_or(4);
                for i in 0..8 {
                    dom::show(&by_id(&format!("ng-row{i}"))?, i < n);
                }
            }
            // A replay steps with the arrow keys (rounds: Page Up and Down).
            c if c.starts_with("key:") && self.replay.is_some() && !self.dialog => {
                let step = match &c[4..] {
                    "ArrowLeft" => "rp-prev",
                    "ArrowRight" => "rp-next",
                    "PageUp" => "rp-back",
                    "PageDown" => "rp-fwd",
                    _ => return Ok(()),
                };
                self.page_more(step)?;
            }
            c if c.starts_with("key:") => self.mirror.arrow(&c[4..])?,
            "tab" | "backtab" => cycle_focus(cmd == "backtab"),
            c => self.page_more(c)?,
        }
        Ok(())
    }

    fn events(&mut self, evs: Vec<GameEvent>, now: f64) {
        for e in evs {
            match e {
                GameEvent::Played { seat, tile, .. } => {
                    self.sound.play(if tile.is_double() {
                        Cue::Foot
                    } else {
                        Cue::Tap
                    });
                    if self.reduced {
                        continue;
                    }
                    let from = match self.from.take() {
                        Some((t, p)) if t == tile => p,
                        _ => self.seat_point(seat),
                    };
                    self.slides.push(Slide {
                        tile,
                        from,
                        t0: now,
                    });
                }
                GameEvent::Drew(_) => self.sound.play(Cue::Draw),
                GameEvent::Passed(_) => self.sound.play(Cue::Pass),
                GameEvent::RoundOver => self.sound.play(Cue::End),
            }
        }
    }

    /// Where an opponent's tiles come from on screen.
    fn seat_point(&self, seat: u8) -> Vec2 {
        let n = self.game.seats.len().max(1) as f64;
        Vec2 {
            x: self.w * (seat as f64 + 0.5) / n,
            y: 0.0,
        }
    }

    fn play(&mut self, mv: Move, now: f64) {
        match self.game.play(mv) {
            Ok(ev) => {
                self.ctl.reset();
                self.events(ev, now);
            }
            Err(e) => {
                let view = self.game.state.view(self.game.state.to_move().unwrap_or(0));
                self.ctl.message = Some(crate::i18n::explain(self.lang, &e, mv, &view));
                self.sound.play(Cue::Nope);
            }
        }
    }

    fn input(&mut self, ev: InputEvent, now: f64) {
        if let InputEvent::Down(p) = &ev {
            self.touch = p.kind != PointerKind::Mouse;
        }
        if let InputEvent::Command(Command::SortRack) = ev {
            // From the menu (a narrow screen's toolbar has no Sort hand):
            // the menu closes so that the sorted hand shows.
            self.dialog = false;
        }
        match &ev {
            InputEvent::Command(Command::ToggleNumerals) => {
                self.numerals = !self.numerals;
                self.settings.numerals = self.numerals;
                self.save_settings();
            }
            InputEvent::Command(Command::ToggleMute) => {
                self.sound.muted = !self.sound.muted;
                self.settings.sound = !self.sound.muted;
                self.save_settings();
            }
            InputEvent::Command(Command::ToggleAutoDraw) => {
                self.auto_draw = !self.auto_draw;
                self.settings.auto_draw = self.auto_draw;
                self.save_settings();
            }
            InputEvent::Command(Command::NextRound) => {
                if self.game.next_round() {
                    self.ctl.reset();
                    self.ctl.user_camera = false;
                    self.mirror.focus_hand = true;
                }
            }
            InputEvent::Command(Command::Rematch) => {
                let s = self.game.setup.clone();
                let _ = self.new_game(s);
            }
            InputEvent::Key(k) if self.dialog && k == "Escape" => self.dialog = false,
            InputEvent::Key(k) if self.peek && k == "Escape" => self.peek = false,
            // Esc leaves a replay, like its Leave replay button.
            InputEvent::Key(k) if self.replay.is_some() && k == "Escape" => {
                if let Err(e) = self.page_more("rp-exit") {
                    show_error(&super::js_error_text(&e));
                }
            }
            _ if self.replay.is_some() => {}
            InputEvent::Command(Command::Ready) => {
                self.game.ready();
                self.mirror.focus_hand = true;
            }
            _ => {
                if self.dialog || self.game.screen != Screen::Play {
                    return;
                }
                let seat = self.game.human_to_move();
                let legal = if seat.is_some() {
                    self.game.state.legal_moves()
                } else {
                    Vec::new()
                };
                let geom = RackGeom::new(self.w, self.h, self.ctl.rack.tiles.len());
                if let InputEvent::Up(_) = ev {
                    if let Some(d) = self.ctl.drag {
                        self.from = Some((d.tile, Vec2 { x: d.x, y: d.y }));
                    }
                }
                let ctx = Ctx {
                    round: self.game.state.round(),
                    seat,
                    legal: &legal,
                    layout: &self.lay,
                    rack: &geom,
                    width: self.w,
                };
                let mv = self.ctl.handle(&ev, &ctx, &mut self.cam);
                match &ev {
                    InputEvent::Command(Command::SelectTile(_)) => self.mirror.focus_target = true,
                    InputEvent::Command(Command::Target(_)) => self.mirror.focus_hand = true,
                    _ => {}
                }
                if let Some(mv) = mv {
                    if let (Some(t), None) = (mv.tile(), self.from) {
                        if let Some(i) = self.ctl.rack.tiles.iter().position(|&x| x == t) {
                            if let Some(&(x, y)) = geom.pos.get(i) {
                                self.from = Some((
                                    t,
                                    Vec2 {
                                        x: x + geom.tw / 2.0,
                                        y: y + geom.tw,
                                    },
                                ));
                            }
                        }
                    }
                    self.play(mv, now);
                } else if self.ctl.message.is_some() && matches!(ev, InputEvent::Up(_)) {
                    self.sound.play(Cue::Nope);
                }
                if mv.is_none() {
                    self.from = None;
                }
            }
        }
    }

    fn resize(&mut self) {
        let w = self.canvas.client_width() as f64;
        let h = self.canvas.client_height() as f64;
        let dpr = dom::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(0.5);
        if (w, h, dpr) != (self.w, self.h, self.dpr) {
            self.w = w;
            self.h = h;
            self.dpr = dpr;
            self.canvas.set_width((w * dpr).round() as u32);
            self.canvas.set_height((h * dpr).round() as u32);
        }
        let bar = by_id("toolbar").map(|t| t.get_bounding_client_rect());
        let table = self.canvas.get_bounding_client_rect();
        self.side = match bar {
            Ok(b) if b.top() >= table.top() && b.width() > 0.0 => b.width() + 12.0,
            _ => 0.0,
        };
    }

    fn step_ai(&mut self, now: f64) {
        if !self.game.ai_to_move() || self.dialog || self.replay.is_some() {
            self.next_ai = 0.0;
            return;
        }
        if self.next_ai == 0.0 {
            self.next_ai = now + self.ai_delay;
        }
        if now >= self.next_ai {
            let seat = self.game.state.to_move().unwrap_or(0);
            let pos = self.pos();
            if self.search.as_ref().map(|s| s.0) != Some(pos) {
                let level = self.game.level(seat).unwrap_or(crate::ai::Level::Medium);
                let view = self.game.state.view(seat);
                let thinking = Thinking::start(level, &view, self.game.state.seed());
                self.search = Some((pos, thinking));
            }
            let Some(mv) = self.think(Thinker::Ai) else {
                return;
            };
            let ev = self.game.play_ai(mv);
            self.events(ev, now);
            self.next_ai = now + self.ai_delay;
        }
        if self.game.ai_to_move() {
            let wait = (self.next_ai - now).max(0.0) as u32;
            self.timer = Some(Timeout::new(wait, request_frame));
        }
    }

    fn pos(&self) -> Pos {
        let st = &self.game.state;
        (
            st.round_index(),
            st.log().last().map_or(0, |l| l.moves.len()),
        )
    }

    fn relayout(&mut self) {
        let key = (
            self.game.state.round_index(),
            self.game.state.round().board().placed().len(),
        );
        if key != self.lay_key {
            if key.0 != self.lay_key.0 {
                self.slides.clear();
            }
            self.lay = layout(self.game.state.round().board());
            self.lay_key = key;
        }
    }

    fn frame(&mut self) -> Res<()> {
        let now = dom::now();
        // What has the focus before a dialog opens: it gets it back after.
        let before = if self.modal { None } else { dom::active() };
        self.resize();
        let evs: Vec<Ev> = QUEUE.with(|q| std::mem::take(&mut *q.borrow_mut()));
        for ev in evs {
            match ev {
                Ev::Page(p) => self.page(&p)?,
                Ev::Input(i) => self.input(i, now),
                Ev::Import(text) => self.import(&text)?,
                Ev::Lang(lang, r) => self.lang_loaded(lang, r)?,
            }
        }
        if self.auto_draw && !self.dialog && self.replay.is_none() {
            if let Some(mv) = self.game.auto_move() {
                self.play(mv, now);
            }
        }
        self.step_ai(now);
        self.step_hint();
        self.after_moves()?;
        // Looking at the table is for a round's end only.
        if self.game.screen == Screen::Play || self.replay.is_some() {
            self.peek = false;
        }
        self.relayout();
        if self.game.viewer != self.viewer {
            self.viewer = self.game.viewer;
            self.ctl.reset();
            self.ctl.rack.clear();
        }
        match self.game.viewer {
            Some(v) if !matches!(self.game.screen, Screen::PassTo(_)) => {
                self.ctl.rack.sync(self.game.state.round().hand(v))
            }
            _ => self.ctl.rack.clear(),
        }
        let geom = RackGeom::new(self.w, self.h, self.ctl.rack.tiles.len());
        let easing = !self.ctl.user_camera && self.follow_table(geom.top, now);
        // The camera's scale on the canvas (`data-zoom`), for the e2e test
        // that watches it ease.
        let zoom = format!("{:.4}", self.cam.scale());
        if zoom != self.cache[7] {
            self.canvas.set_attribute("data-zoom", &zoom)?;
            self.cache[7] = zoom;
        }
        self.slides.retain(|s| now - s.t0 < SLIDE_MS);
        self.draw(&geom, now)?;
        self.keep_focus(before);
        // The HUD may have changed height: lay out again at the new size.
        let resized = self.canvas.client_width() as f64 != self.w
            || self.canvas.client_height() as f64 != self.h;
        if !self.slides.is_empty() || resized || easing {
            request_frame();
        }
        Ok(())
    }

    /// Keeps the whole table in view between the banner and the message
    /// line above the rack (`rack_top`). When the
    /// table grows, the camera eases to the new fit in [`CAMERA_MS`]
    /// (ease-out); a new viewport size, a new round or reduced motion snap
    /// at once. Returns whether the easing goes on.
    fn follow_table(&mut self, rack_top: f64, now: f64) -> bool {
        let (top_pad, msg_pad, margin) = if self.h < SHORT_H {
            SHORT_PADS
        } else {
            (TOP_PAD, MSG_PAD, 16.0)
        };
        // A replay's bar sits above the message line (style.css).
        let bar = if self.replay.is_some() {
            REPLAY_PAD
        } else {
            0.0
        };
        let bottom = rack_top - msg_pad - bar;
        let mut to = Camera::fit(
            self.lay.bounds,
            self.w - self.side,
            bottom - top_pad,
            margin,
        );
        to.pan(0.0, top_pad);
        let key = (self.w, self.h, self.lay.tiles.len());
        let mut goal = match self.goal {
            Some(g) if g.to == to => g,
            // The table grew under the same viewport: ease (not from an
            // empty table: the start double appears where it stays).
            Some(g)
                if !self.reduced
                    && (g.key.0, g.key.1) == (key.0, key.1)
                    && key.2 > g.key.2
                    && g.key.2 > 0 =>
            {
                CameraGoal {
                    to,
                    key,
                    from: Some((self.cam, now)),
                }
            }
            _ => CameraGoal {
                to,
                key,
                from: None,
            },
        };
        let pivot = Vec2::new(self.w * 0.5, (top_pad + bottom) * 0.5);
        self.cam = match goal.from {
            Some((from, t0)) if now - t0 < CAMERA_MS => {
                let t = 1.0 - (1.0 - (now - t0) / CAMERA_MS).powi(3);
                from.toward(&to, t, pivot)
            }
            _ => {
                goal.from = None;
                to
            }
        };
        self.goal = Some(goal);
        goal.from.is_some()
    }
}
