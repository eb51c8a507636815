//! The page in the browser: owns the [`Page`], the canvas and the
//! listeners. Once per animation frame it measures the table, drains the
//! queued [`Msg`]s into [`Page::update`], lets a search think for a slice
//! of the frame, performs the effects and draws from `&Page`.

use super::a11y::{Keeper, Mirror};
use super::dom::{self, by_id, by_id_as, Listener, Res};
use super::effects::Effects;
use super::events;
use super::hud::Painted;
use super::render::{self, Scene};
use super::{json, queue, ship, show_error};
use crate::i18n::Lang;
use crate::page::{Boot, Effect, Msg, Page, Viewport};
use crate::rules::Tile;
use crate::save::{Settings, GAME_KEY, LINK_KEY, SETTINGS_KEY};
use crate::share::LaunchOptions;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

thread_local! {
    static APP: RefCell<Option<App>> = const { RefCell::new(None) };
}

/// One animation frame of the app ([`queue::on_frame`]).
fn frame() {
    let r = APP.with(|a| match a.try_borrow_mut() {
        Ok(mut a) => a.as_mut().map_or(Ok(()), App::frame),
        Err(_) => Ok(()),
    });
    if let Err(e) = r {
        show_error(&super::js_error_text(&e));
    }
}

/// The longest a search may run in one frame (ms), and its step size.
const SLICE_MS: f64 = 8.0;
const SLICE_STEP: u32 = 16;

/// The searches' slices, for tests and `make bench-web`: on the board as
/// `data-slices` (slices run, searches finished) and `data-slice-max`
/// (the longest slice, ms).
#[derive(Default)]
struct Slices {
    run: u32,
    done: u32,
    max: f64,
}

/// The game in the page.
pub struct App {
    page: Page,
    canvas: HtmlCanvasElement,
    g: CanvasRenderingContext2d,
    /// The device pixel ratio the canvas is sized for.
    dpr: f64,
    effects: Effects,
    mirror: Mirror,
    painted: Painted,
    keeper: Keeper,
    slices: Slices,
    /// The camera scale last written as `data-zoom`.
    zoom: String,
    /// The line lit on the table, as last written to `data-traced`.
    traced: String,
    /// The DOM listeners, removed when the app goes.
    _listeners: Vec<Listener>,
}

/// The saved settings (defaults if there are none or they are unreadable).
pub fn read_settings() -> Settings {
    ship::read(SETTINGS_KEY)
        .and_then(|t| Settings::load(&json::parse(&t).ok()?).ok())
        .unwrap_or_default()
}

/// How far up from the rack's top the lines over the table reach, and 6
/// px more: the message line and the way back to the results, when shown.
/// Both stand on the rack where the page last put it (`rack`, the
/// `--rack` that [`Painted`] set), so they are measured from there: a
/// frame that reads a new canvas size before the lines have moved with
/// the rack still measures their height right (measured from the canvas's
/// bottom, such a frame once kept a sideways phone's table 8 px lower for
/// the round). The height is kept as a number rather than read back from
/// the style: parsing a float links core's 10 KB table of powers of five.
fn covered(table: &web_sys::DomRect, rack: Option<f64>) -> f64 {
    let Some(rack) = rack else { return 0.0 };
    let rack_top = table.bottom() - rack;
    ["msg", "peek-back"]
        .into_iter()
        .filter_map(|id| by_id(id).ok())
        .map(|el| el.get_bounding_client_rect())
        .filter(|r| r.height() > 0.0)
        .map(|r| (rack_top - r.top() + 6.0).round())
        .fold(0.0, f64::max)
}

/// How far down from the table's top edge the notice reaches, when shown.
fn notice_reach(table: &web_sys::DomRect) -> f64 {
    by_id("notice")
        .ok()
        .map(|el| el.get_bounding_client_rect())
        .filter(|r| r.height() > 0.0)
        .map_or(0.0, |r| (r.bottom() - table.top()).round().max(0.0))
}

/// The open ends strip's height, 0 when it is hidden.
fn strip_height() -> f64 {
    by_id("strip")
        .ok()
        .map_or(0.0, |el| el.get_bounding_client_rect().height().round())
}

/// The page's address without query or fragment.
fn base_url() -> String {
    let Ok(w) = dom::window() else {
        return String::new();
    };
    let l = w.location();
    format!(
        "{}{}",
        l.origin().unwrap_or_default(),
        l.pathname().unwrap_or_default()
    )
}

/// What the page starts from: the URL, storage, the device.
fn boot(opts: LaunchOptions, settings: Settings, failed: Option<String>) -> Boot {
    let stats = ship::read_stats().unwrap_or_default();
    let saved = ship::read_game(GAME_KEY);
    let langs = Lang::ALL
        .into_iter()
        .filter(|&l| crate::i18n::has(l))
        .collect();
    Boot {
        opts,
        settings,
        stats,
        saved: saved.as_ref().map(|(_, r)| r.clone()),
        saved_text: saved.map(|(t, _)| t),
        link_saved: ship::read_game(LINK_KEY).map(|(_, r)| r),
        browser_lang: ship::browser_lang(),
        lang_failed: failed,
        langs,
        deal: super::events::deal(),
        base_url: base_url(),
        system: dom::system(),
        touch: dom::media("(pointer: coarse)"),
        worker: js_sys::Reflect::has(&js_sys::global(), &JsValue::from_str("Worker"))
            .unwrap_or(false),
    }
}

impl App {
    /// Sets up the page and starts the game `opts` asks for, with the saved
    /// `settings`. `failed` is why the start language's strings could not
    /// be loaded.
    pub fn start(opts: LaunchOptions, settings: Settings, failed: Option<String>) -> Res<()> {
        let canvas: HtmlCanvasElement = by_id_as("board")?;
        let g = canvas
            .get_context("2d")?
            .ok_or("no 2d context")?
            .dyn_into::<CanvasRenderingContext2d>()
            .map_err(|_| "no 2d context")?;
        let boot = boot(opts, settings, failed);
        let bench = boot.opts.bench;
        let (page, fx) = Page::boot(boot).map_err(|e| JsValue::from_str(&e))?;
        if page.env.embed {
            if let Some(html) = dom::document()?.document_element() {
                html.class_list().add_1("embed")?;
            }
        }
        let mut app = App {
            page,
            canvas: canvas.clone(),
            g,
            dpr: 1.0,
            effects: Effects::default(),
            mirror: Mirror::default(),
            painted: Painted::default(),
            keeper: Keeper::default(),
            slices: Slices::default(),
            zoom: String::new(),
            traced: String::new(),
            _listeners: events::install(&canvas)?,
        };
        app.perform(fx)?;
        if bench {
            app.frame()?;
            app.bench()?;
        }
        APP.with(|a| *a.borrow_mut() = Some(app));
        queue::on_frame(frame);
        queue::request_frame();
        Ok(())
    }

    /// Applies a message and performs what it asks.
    fn update(&mut self, msg: Msg) -> Res<()> {
        let fx = self.page.update(msg);
        self.perform(fx)
    }

    fn perform(&mut self, fx: Vec<Effect>) -> Res<()> {
        let now = self.page.view.now;
        for e in fx {
            self.effects.perform(e, &mut self.mirror, now)?;
        }
        Ok(())
    }

    fn frame(&mut self) -> Res<()> {
        let now = dom::now();
        let before = self.keeper.before();
        self.measure()?;
        for msg in queue::drain() {
            self.update(msg)?;
        }
        self.update(Msg::Tick { now_ms: now })?;
        self.think()?;
        self.draw(now)?;
        self.effects.focus(&mut self.mirror)?;
        self.keeper.keep(before, &self.canvas);
        // The page around the canvas may have changed its size, or the
        // lines over the table theirs: lay out again.
        let resized = self.viewport() != self.page.view.size;
        if self.page.animating() || self.page.thinking() || resized {
            queue::request_frame();
        }
        Ok(())
    }

    /// The table as the page lays it out now: the canvas's size, a sideways
    /// phone's toolbar beside it, the lines over its bottom and the notice
    /// over its top. Read at a frame's start ([`App::measure`]) and again
    /// at its end, to see whether the page around the canvas moved.
    fn viewport(&self) -> Viewport {
        let bar = by_id("toolbar").map(|t| t.get_bounding_client_rect());
        let table = self.canvas.get_bounding_client_rect();
        let side = match bar {
            Ok(b) if b.top() >= table.top() && b.width() > 0.0 => b.width() + 12.0,
            _ => 0.0,
        };
        Viewport {
            w: self.canvas.client_width() as f64,
            h: self.canvas.client_height() as f64,
            side,
            covered: covered(&table, self.painted.rack()),
            notice: notice_reach(&table),
            strip: strip_height(),
        }
    }

    /// The table's [`App::viewport`], told to the page when it changed; the
    /// canvas's backing store follows its size and the pixel ratio.
    fn measure(&mut self) -> Res<()> {
        let v = self.viewport();
        let dpr = dom::window()
            .map_or(1.0, |w| w.device_pixel_ratio())
            .max(0.5);
        let size = self.page.view.size;
        if (v.w, v.h, dpr) != (size.w, size.h, self.dpr) {
            self.dpr = dpr;
            self.canvas.set_width((v.w * dpr).round() as u32);
            self.canvas.set_height((v.h * dpr).round() as u32);
        }
        if v != size {
            self.update(Msg::Viewport(v))?;
        }
        Ok(())
    }

    /// Lets the search in progress think for at most [`SLICE_MS`]; what
    /// its end asks for (a move's sound, the save) is done after the
    /// slice is timed.
    fn think(&mut self) -> Res<()> {
        if !self.page.thinking() {
            return Ok(());
        }
        let t0 = dom::now();
        let mut fx = Vec::new();
        let done = loop {
            fx.extend(self.page.update(Msg::Think { steps: SLICE_STEP }));
            if !self.page.thinking() {
                break true;
            }
            if dom::now() - t0 >= SLICE_MS {
                break false;
            }
        };
        let spent = dom::now() - t0;
        let s = &mut self.slices;
        s.run += 1;
        if done {
            s.done += 1;
            let text = format!("{} {}", s.run, s.done);
            self.canvas.set_attribute("data-slices", &text)?;
        }
        if spent > s.max {
            s.max = spent;
            self.canvas
                .set_attribute("data-slice-max", &format!("{spent:.1}"))?;
        }
        self.perform(fx)
    }

    /// Draws the frame: the canvas, the page around it, the mirror.
    fn draw(&mut self, now: f64) -> Res<()> {
        let page = &self.page;
        let legal = page.legal();
        let geom = page.view.geom(page.ctl.rack.tiles.len());
        let ctx = page.ctx(&legal, &geom);
        let targets = page.ctl.targets(&ctx);
        let playable: Vec<Tile> = legal.iter().filter_map(|m| m.tile()).collect();
        let v = &page.view;
        let traced = page.ctl.traced.map_or_else(Vec::new, |t| v.lay.line_of(t));
        let scene = Scene {
            w: v.size.w,
            h: v.size.h,
            dpr: self.dpr,
            now,
            lay: &v.lay,
            cam: &v.cam,
            ctl: &page.ctl,
            geom: &geom,
            targets: &targets,
            playable: &playable,
            pending: page.pending(),
            pips_from: page.pips_from(),
            contrast: page.prefs.large(),
            slides: &v.slides,
            my_turn: ctx.seat.is_some(),
            drawn: ctx.seat.and(ctx.round.drawn()),
            recent: &page.recent(),
            ends: page.screen.ends_shown(),
            traced: &traced,
        };
        render::draw(&self.g, &scene);
        // The line lit by a tap on the table, for the e2e test.
        let line = traced
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(" ");
        if line != self.traced {
            self.canvas.set_attribute("data-traced", &line)?;
            self.traced = line;
        }
        // The camera's scale on the canvas, for the e2e test that watches
        // it ease.
        let zoom = format!("{:.4}", v.cam.scale());
        if zoom != self.zoom {
            self.canvas.set_attribute("data-zoom", &zoom)?;
            self.zoom = zoom;
        }
        self.painted.language(page)?;
        self.painted.inert(page)?;
        let labels = page.screen.replay().map(|_| page.labels());
        let owner = labels
            .as_deref()
            .zip(page.viewer())
            .and_then(|(l, v)| l.get(v as usize))
            .map(|l| l.name.as_str());
        self.mirror
            .update(page.lang(), &page.ctl, &ctx, &v.cam, &targets, owner)?;
        self.painted.paint(page, &legal, geom.top)
    }

    /// The redraw benchmark (`?bench=1`): the table drawn 200 times.
    fn bench(&mut self) -> Res<()> {
        let tiles = self.page.table().round().board().placed().len();
        let frames = 200;
        let t0 = dom::now();
        for _ in 0..frames {
            self.draw(t0)?;
        }
        let ms = (dom::now() - t0) / frames as f64;
        let size = self.page.view.size;
        let text = format!(
            "{ms:.3} ms/frame, {tiles} tiles, {:.0}x{:.0} @{:.2}x",
            size.w, size.h, self.dpr
        );
        by_id("bench")?.set_text_content(Some(&text));
        Ok(())
    }
}

/// The language the page starts in ([`crate::page::boot_lang`]).
pub fn start_lang(opts: &LaunchOptions, settings: &Settings) -> Lang {
    crate::page::boot_lang(opts, settings, ship::browser_lang())
}
