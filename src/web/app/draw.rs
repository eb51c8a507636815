//! What the player sees each frame: the table (through the renderer, which
//! only reads), then the status line, seats, dialog, message, banner and
//! toolbar, each written to the DOM only when its text changed. Also the
//! redraw benchmark (`?bench=1`).

use super::App;
use crate::i18n::{t, tf, Key};
use crate::layout::Camera;
use crate::rules::{Move, Preset, Tile};
use crate::ui::{Ctx, Game, GameSetup, RackGeom, Screen, SeatKind};
use crate::web::dom::{self, by_id, by_id_as, set_html, Res};
use crate::web::hud;
use crate::web::render::{self, Scene};

impl App {
    pub(super) fn draw(&mut self, geom: &RackGeom, now: f64) -> Res<()> {
        let seat = self.game.human_to_move();
        let legal = if seat.is_some() {
            self.game.state.legal_moves()
        } else {
            Vec::new()
        };
        let round = self.game.state.round();
        let ctx = Ctx {
            round,
            seat,
            legal: &legal,
            layout: &self.lay,
            rack: geom,
            width: self.w,
        };
        let targets = self.ctl.targets(&ctx);
        let playable: Vec<Tile> = legal.iter().filter_map(|m| m.tile()).collect();
        let scene = Scene {
            w: self.w,
            h: self.h,
            dpr: self.dpr,
            now,
            lay: &self.lay,
            cam: &self.cam,
            ctl: &self.ctl,
            geom,
            targets: &targets,
            playable: &playable,
            pending: self.game.open_foot(),
            numerals: self.numerals,
            slides: &self.slides,
            my_turn: seat.is_some(),
            recent: &self.game.recent(),
        };
        render::draw(&self.g, &scene);
        // Behind a dialog the table's buttons are out of reach (set before
        // the mirror may focus one of them as the dialog closes).
        let modal = self.dialog
            || (self.game.screen != Screen::Play && self.replay.is_none() && !self.peek);
        let a11y = by_id("a11y")?;
        if modal != a11y.has_attribute("inert") {
            dom::flag(&a11y, "inert", modal)?;
        }
        // A replay's game knows nothing of its seats: label them from the
        // record (and from this game when it is the one replayed).
        let labels = self
            .replay
            .as_ref()
            .map(|(rp, held)| rp.seat_labels(held, self.lang));
        let owner = labels
            .as_deref()
            .zip(self.game.viewer)
            .and_then(|(l, v)| l.get(v as usize))
            .map(|l| l.name.as_str());
        self.mirror
            .update(&self.ctl, &ctx, &self.cam, &targets, owner)?;
        self.mirror.speak(&self.game.log)?;
        // Status, seats, overlay, message, banner, buttons.
        let g = &self.game;
        set_html(&by_id("status")?, &mut self.cache[0], hud::status(g));
        set_html(
            &by_id("seats")?,
            &mut self.cache[1],
            hud::seats(g, labels.as_deref()),
        );
        let ov = by_id("overlay")?;
        dom::show(&ov, modal);
        let back = by_id("peek-back")?;
        let peeking = self.peek && !self.dialog;
        if peeking == back.has_attribute("hidden") {
            dom::show(&back, peeking);
            if peeking {
                dom::focus("#peek-back");
            }
        }
        let over = if self.replay.is_some() {
            String::new()
        } else {
            hud::overlay(g)
        };
        if !self.dialog && set_html(&ov, &mut self.cache[2], over) {
            dom::focus("#overlay [autofocus]");
        }
        let msg = self
            .ctl
            .message
            .clone()
            .unwrap_or_else(|| self.prompt(seat, &legal));
        set_html(&by_id("msg")?, &mut self.cache[3], dom::esc(&msg));
        let rack = format!("{}px", (self.h - geom.top).round() as i32);
        let side = format!("{}px", self.side.round() as i32);
        let key = format!("{rack} {side}");
        if key != self.cache[6] {
            // On #app: the table's message line and a sideways phone's
            // toolbar (in the header) both sit above the rack, and the
            // messages centre beside that toolbar.
            let style = by_id_as::<web_sys::HtmlElement>("app")?.style();
            style.set_property("--rack", &rack)?;
            style.set_property("--side", &side)?;
            self.cache[6] = key;
        }
        let banner = g.restriction().unwrap_or_default();
        let b = by_id("banner")?;
        set_html(&b, &mut self.cache[4], dom::esc(&banner));
        dom::show(&b, !banner.is_empty());
        let flags = format!(
            "{}{}{}{}{}{}{}",
            u8::from(legal.contains(&Move::Draw)),
            u8::from(legal.contains(&Move::Pass)),
            u8::from(legal.len() == 1),
            u8::from(self.numerals),
            u8::from(self.sound.muted),
            u8::from(self.auto_draw),
            u8::from(self.replay.is_some())
        );
        if flags != self.cache[5] {
            // The toolbar's toggle and its copy in an open menu.
            let pressed = |id: &str, on: bool| -> Res<()> {
                let on = if on { "true" } else { "false" };
                by_id(&format!("btn-{id}"))?.set_attribute("aria-pressed", on)?;
                match by_id(&format!("menu-{id}")) {
                    Ok(el) => el.set_attribute("aria-pressed", on),
                    Err(_) => Ok(()),
                }
            };
            dom::flag(
                &by_id("btn-draw")?,
                "disabled",
                !legal.contains(&Move::Draw),
            )?;
            dom::flag(
                &by_id("btn-pass")?,
                "disabled",
                !legal.contains(&Move::Pass),
            )?;
            // The only move there is (draw or pass) stands out.
            let only = match legal[..] {
                [Move::Draw] => "btn-draw",
                [Move::Pass] => "btn-pass",
                _ => "",
            };
            for id in ["btn-draw", "btn-pass"] {
                dom::flag(&by_id(id)?, "data-only", id == only)?;
            }
            pressed("numerals", self.numerals)?;
            pressed("mute", self.sound.muted)?;
            pressed("autodraw", self.auto_draw)?;
            // A replay hides the move and hand controls (style.css).
            dom::flag(&by_id("app")?, "data-replay", self.replay.is_some())?;
            self.cache[5] = flags;
        }
        Ok(())
    }

    fn prompt(&self, seat: Option<u8>, legal: &[Move]) -> String {
        let g = &self.game;
        let l = self.lang;
        if self.replay.is_some() {
            return g.last_line().to_string();
        }
        let Some(_) = seat else {
            return match g.state.to_move() {
                Some(s) if !g.is_human(s) => {
                    tf(l, Key::Thinking, &[("seat", &g.seats[s as usize].name)])
                }
                _ => g.last_line().to_string(),
            };
        };
        let (choose, drag) = if self.touch {
            (Key::ChooseSpotTouch, Key::YourTurnDragTouch)
        } else {
            (Key::ChooseSpot, Key::YourTurnDrag)
        };
        if let Some(tile) = self.ctl.selected {
            return tf(l, choose, &[("tile", &tile.to_string())]);
        }
        let start = g.state.round().start_double().to_string();
        match legal {
            [Move::Place(d)] => tf(l, Key::HintPlace, &[("tile", &d.to_string())]),
            [Move::Draw] if g.state.round().board().start().is_none() => {
                tf(l, Key::SearchDraw, &[("tile", &start)])
            }
            [Move::Draw] => t(l, Key::HintDraw).into(),
            [Move::Pass] => t(l, Key::HintPass).into(),
            _ => t(l, drag).into(),
        }
    }

    /// Redraw benchmark: a full double-twelve board, drawn many times.
    pub(super) fn bench(&mut self) -> Res<()> {
        let setup = GameSetup {
            seats: (0..4)
                .map(|_| SeatKind::Ai(crate::ai::Level::Greedy))
                .collect(),
            rules: Preset::DoubleTwelve.rules(4),
        };
        let mut best: Option<Game> = None;
        for s in 1..6u64 {
            let mut g = Game::new(setup.clone(), s).map_err(|e| e.to_string())?;
            while g.screen == Screen::Play {
                g.step_ai();
            }
            let n = g.state.round().board().placed().len();
            if best
                .as_ref()
                .map_or(true, |b| b.state.round().board().placed().len() < n)
            {
                best = Some(g);
            }
        }
        let Some(g) = best else { return Ok(()) };
        let tiles = g.state.round().board().placed().len();
        self.game = g;
        self.game.screen = Screen::Play;
        self.resize();
        self.relayout();
        let geom = RackGeom::new(self.w, self.h, 0);
        self.cam = Camera::fit(self.lay.bounds, self.w, geom.top, 16.0);
        self.ctl.user_camera = true;
        let frames = 200;
        let t0 = dom::now();
        for _ in 0..frames {
            self.draw(&geom, t0)?;
        }
        let ms = (dom::now() - t0) / frames as f64;
        let text = format!(
            "{ms:.3} ms/frame, {tiles} tiles, {:.0}x{:.0} @{:.2}x",
            self.w, self.h, self.dpr
        );
        by_id("bench")?.set_text_content(Some(&text));
        Ok(())
    }
}
