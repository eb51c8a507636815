//! The page driven by messages, natively: each test sends a list of
//! messages and checks the screen, the moves played and the effects asked
//! for. Seeds and a made-up clock keep them deterministic. Here the
//! driver; the tests of playing in `play.rs`, of the page around the game
//! (start, settings, dialogs, languages, records, the replay) in
//! `session.rs`.

mod play;
mod session;
mod store;
mod table;
mod worker;

use super::*;
use crate::share::LaunchOptions;
use crate::ui::{self, InputEvent};

/// A page and a clock.
pub(super) struct Driver {
    pub(super) page: Page,
    pub(super) now: f64,
}

pub(super) fn deal(seed: u64) -> Deal {
    Deal {
        seed,
        match_id: 1000 + seed,
    }
}

/// A boot from a URL query, with AI seats that do not wait.
pub(super) fn boot(query: &str) -> Boot {
    let mut b = Boot::new(LaunchOptions::parse(query), deal(99));
    b.opts.overrides.delay_ms = Some(0);
    b.opts.overrides.mute = query.contains("mute");
    b.base_url = "https://example.org/cf/".into();
    b
}

impl Driver {
    pub(super) fn new(query: &str) -> Driver {
        Driver::from(boot(query))
    }

    pub(super) fn from(b: Boot) -> Driver {
        let (page, _) = Page::boot(b).expect("a game");
        let mut d = Driver { page, now: 0.0 };
        d.send(Msg::Viewport(Viewport {
            w: 1000.0,
            h: 800.0,
            ..Viewport::default()
        }));
        d
    }

    pub(super) fn send(&mut self, msg: Msg) -> Vec<Effect> {
        self.page.update(msg)
    }

    pub(super) fn cmd(&mut self, c: Command) -> Vec<Effect> {
        self.send(Msg::Cmd(c))
    }

    pub(super) fn key(&mut self, k: &str) -> Vec<Effect> {
        self.send(Msg::Key(k.into()))
    }

    pub(super) fn table(&mut self, c: ui::Command) -> Vec<Effect> {
        self.send(Msg::Input(InputEvent::Command(c)))
    }

    /// One frame: the clock moves on a second (any AI pace is due), the
    /// search in progress thinks to its end.
    pub(super) fn frame(&mut self) -> Vec<Effect> {
        self.now += 1000.0;
        let mut fx = self.send(Msg::Tick { now_ms: self.now });
        let mut guard = 0;
        while self.page.thinking() {
            guard += 1;
            assert!(guard < 100_000, "a search that never ends");
            fx.extend(self.send(Msg::Think { steps: 64 }));
        }
        fx
    }

    /// Frames until `done` holds (at most `n`); every effect asked for.
    pub(super) fn until(&mut self, n: usize, done: impl Fn(&Page) -> bool) -> Vec<Effect> {
        let mut fx = Vec::new();
        for _ in 0..n {
            if done(&self.page) {
                return fx;
            }
            fx.extend(self.frame());
        }
        assert!(done(&self.page), "not reached in {n} frames");
        fx
    }

    /// The person's first legal move, made through the controller's
    /// commands (a tile: select it, then its target).
    pub(super) fn play_first(&mut self) -> Vec<Effect> {
        let legal = self.page.legal();
        let mv = legal[0];
        let Some(tile) = mv.tile() else {
            let c = if mv == Move::Draw {
                ui::Command::Draw
            } else {
                ui::Command::Pass
            };
            return self.table(c);
        };
        let mut fx = self.table(ui::Command::SelectTile(tile));
        let geom = self.page.view.geom(self.page.ctl.rack.tiles.len());
        let ctx = self.page.ctx(&legal, &geom);
        let i = Controller::targets_of(tile, &ctx)
            .iter()
            .position(|t| t.mv == mv)
            .expect("a target for a legal move");
        fx.extend(self.table(ui::Command::Target(i)));
        fx
    }

    /// Plays the person's moves and lets the AI move until `done`.
    pub(super) fn play_until(&mut self, n: usize, done: impl Fn(&Page) -> bool) -> Vec<Effect> {
        let mut fx = Vec::new();
        for _ in 0..n {
            if done(&self.page) {
                return fx;
            }
            if self.page.seat().is_some() {
                fx.extend(self.play_first());
            } else {
                fx.extend(self.frame());
            }
        }
        assert!(done(&self.page), "not reached in {n} steps");
        fx
    }
}

pub(super) fn has(fx: &[Effect], want: &Effect) -> bool {
    fx.contains(want)
}

pub(super) fn saves_settings(fx: &[Effect]) -> Option<&Settings> {
    fx.iter().find_map(|e| match e {
        Effect::SaveSettings(s) => Some(s),
        _ => None,
    })
}

pub(super) fn announced(fx: &[Effect]) -> Vec<&str> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Announce(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

pub(super) fn dialog(p: &Page) -> Option<&Dialog> {
    p.screen.dialog()
}
