//! The game's life outside one frame: how it starts (URL, saved game,
//! settings), saving after every move, statistics, embed events, the menu
//! and its dialogs, share links, record export/import and the replay viewer.

use super::super::json;
use super::super::ship;
use super::super::{dom, panels};
use super::*;
use crate::rules::Rules;
use crate::save::{self, AiSpeed, Saved, GAME_KEY, SETTINGS_KEY, STATS_KEY};
use crate::share::{LaunchOptions, Shared};

/// The notice for a language whose strings could not be loaded (in
/// English, the language the page falls back to), logged as well.
fn lang_failed(lang: Lang, why: String) -> String {
    web_sys::console::warn_1(&JsValue::from_str(&format!("lang/{lang}.txt: {why}")));
    tf(
        Lang::En,
        Key::LangUnavailable,
        &[("lang", lang.native_name()), ("reason", &why)],
    )
}

/// What the page starts with.
pub(super) struct Boot {
    pub game: Game,
    pub lang: Lang,
    pub embed: bool,
    pub seed: u64,
    pub match_id: u64,
    pub settings: Settings,
    pub stats: Stats,
    pub reported: usize,
    pub notice: Option<String>,
}

/// The saved settings (defaults if there are none or they are unreadable).
pub fn read_settings() -> Settings {
    ship::read(SETTINGS_KEY)
        .and_then(|t| Settings::load(&json::parse(&t).ok()?).ok())
        .unwrap_or_default()
}

/// The language the page starts in: the URL's, else the one chosen in the
/// menu before, else the browser's.
pub fn boot_lang(opts: &LaunchOptions, settings: &Settings) -> Lang {
    opts.lang
        .or(settings.lang)
        .unwrap_or_else(ship::browser_lang)
}

/// Reads the statistics and the saved game for the launch options `opts`
/// and the saved `settings`. A saved game is resumed unless the URL asks
/// for a particular game (rules, seed or share link) or the page is
/// embedded; a save that cannot be read is reported and replaced by a new
/// game (other keys are left alone). `failed` is why the start language's
/// strings could not be loaded: the page starts in English and says so.
pub(super) fn boot(opts: LaunchOptions, settings: Settings, failed: Option<String>) -> Res<Boot> {
    let stats = ship::read(STATS_KEY)
        .and_then(|t| Stats::load(&json::parse(&t).ok()?).ok())
        .unwrap_or_default();
    let mut notice = None;
    let mut lang = boot_lang(&opts, &settings);
    if !crate::i18n::has(lang) {
        notice = Some(lang_failed(lang, failed.unwrap_or_default()));
        lang = Lang::En;
    }
    let embed = opts.embed;
    let fresh = opts.rules_given || opts.seed.is_some() || embed;
    if !fresh {
        if let Some(text) = ship::read(GAME_KEY) {
            match json::parse(&text)
                .map_err(save::SaveError::from)
                .and_then(|doc| save::load(&doc))
            {
                Ok(s) => {
                    let seed = s.state.seed();
                    let reported = s.state.finished_scores().len();
                    let setup = GameSetup {
                        seats: s.settings.seats.clone(),
                        rules: s.state.rules().clone(),
                    };
                    let game = Game::resume(setup, s.state, lang);
                    return Ok(Boot {
                        game,
                        lang,
                        embed,
                        seed,
                        match_id: s.match_id,
                        settings,
                        stats,
                        reported,
                        notice,
                    });
                }
                Err(e) => {
                    web_sys::console::warn_1(&JsValue::from_str(&format!("saved game: {e}")));
                    notice = Some(tf(
                        lang,
                        Key::SaveRestoreFailed,
                        &[("reason", t(lang, e.reason_key()))],
                    ));
                }
            }
        }
    }
    let seed = opts.seed.unwrap_or_else(random_seed);
    let setup = GameSetup {
        seats: opts.seats.clone(),
        rules: opts.rules.clone(),
    };
    let rules = Rules {
        players: setup.seats.len() as u8,
        ..setup.rules.clone()
    };
    let game = Game::new_in(setup, seed, lang)
        .map_err(|e| crate::ui::setup::rules_error_text(lang, &e, &rules))?;
    Ok(Boot {
        game,
        lang,
        embed,
        seed,
        match_id: dom::now_ms(),
        settings,
        stats,
        reported: 0,
        notice,
    })
}

impl App {
    /// Page state that follows the game's settings: language, embed mode.
    pub(super) fn setup_page(&mut self) -> Res<()> {
        self.ctl.lang = self.lang;
        super::super::set_error_lang(self.lang);
        panels::apply(self.lang)?;
        if self.embed {
            if let Some(html) = dom::document()?.document_element() {
                html.class_list().add_1("embed")?;
            }
        }
        self.show_notice()
    }

    fn show_notice(&mut self) -> Res<()> {
        let box_ = by_id("notice")?;
        if let Some(n) = &self.notice {
            by_id("notice-text")?.set_text_content(Some(n));
        }
        dom::show(&box_, self.notice.is_some());
        Ok(())
    }

    pub(super) fn save_settings(&mut self) {
        if !self.embed {
            ship::store(SETTINGS_KEY, &self.settings.blob());
        }
    }

    pub(super) fn remember_seats(&mut self) {
        self.settings.seats = self.game.setup.seats.clone();
        self.save_settings();
    }

    fn seat_kinds(&self) -> Vec<SeatKind> {
        self.game.setup.seats.clone()
    }

    /// After the moves of a frame: embed events, statistics, the save.
    pub(super) fn after_moves(&mut self) -> Res<()> {
        if self.replay.is_some() {
            return Ok(());
        }
        let st = &self.game.state;
        let finished = st.finished_scores().len();
        if finished > self.reported {
            self.reported = finished;
            let kinds = self.seat_kinds();
            let me = (0..kinds.len() as u8).find(|&s| self.game.is_human(s));
            if self.embed {
                if let Some(e) = crate::embed::round_over(st) {
                    ship::post(&e);
                }
                if let Some(e) = crate::embed::match_over(st) {
                    ship::post(&e);
                }
            } else if let Some(me) = me {
                let mut changed = self.stats.record_round(self.match_id, st, &kinds, me);
                changed |= self.stats.record_match(self.match_id, st, &kinds, me);
                if changed {
                    ship::store(STATS_KEY, &self.stats.blob());
                }
            }
        }
        let key = (
            st.round_index(),
            st.log().last().map_or(0, |l| l.moves.len()),
            finished,
        );
        if key != self.saved_key && !self.embed {
            self.saved_key = key;
            let mut settings = self.settings.clone();
            settings.seats = self.seat_kinds();
            let saved = Saved {
                state: self.game.state.clone(),
                settings,
                match_id: self.match_id,
            };
            if !ship::store(GAME_KEY, &saved.blob()) && !self.save_failed {
                self.save_failed = true;
                self.notice = Some(t(self.lang, Key::SaveFailed).into());
                self.show_notice()?;
            }
        }
        Ok(())
    }

    fn open(&mut self, html: String) -> Res<()> {
        self.dialog = true;
        by_id("overlay")?.set_inner_html(&html);
        self.cache[2] = html;
        dom::focus("#overlay [autofocus]");
        Ok(())
    }

    fn share_url(&self) -> String {
        let shared = Shared {
            rules: self.game.state.rules().clone(),
            seats: self.seat_kinds(),
            seed: self.seed,
        };
        ship::link(&shared.to_fragment())
    }

    /// Switches the page to `lang`, fetching its strings first if needed
    /// (the switch then happens when [`Ev::Lang`] arrives).
    fn set_lang(&mut self, lang: Lang) -> Res<()> {
        if !crate::i18n::has(lang) {
            ship::load_lang(lang, Box::new(move |r| queue(Ev::Lang(lang, r))));
            return Ok(());
        }
        self.lang = lang;
        self.game.set_lang(lang);
        self.ctl.lang = lang;
        super::super::set_error_lang(lang);
        if let Some((_, g)) = self.replay.as_mut() {
            g.set_lang(lang);
        }
        self.settings.lang = Some(lang);
        self.save_settings();
        self.cache = Default::default();
        self.mirror = super::Mirror::new(lang);
        panels::apply(lang)?;
        self.open_menu()
    }

    /// Opens the menu, its toggles showing their state.
    fn open_menu(&mut self) -> Res<()> {
        let pressed = [self.numerals, self.sound.muted, self.auto_draw];
        self.open(panels::menu(self.lang, self.settings.ai_speed, pressed))
    }

    pub(super) fn lang_loaded(&mut self, lang: Lang, r: Result<(), String>) -> Res<()> {
        match r {
            Ok(()) => self.set_lang(lang),
            Err(why) => {
                // The language menu (if open) shows the language in use again.
                if let Ok(sel) = by_id_as::<web_sys::HtmlSelectElement>("menu-lang") {
                    sel.set_value(self.lang.tag());
                }
                self.notice = Some(lang_failed(lang, why));
                self.show_notice()
            }
        }
    }

    /// Page commands beyond the game: menu, dialogs, replay.
    pub(super) fn page_more(&mut self, cmd: &str) -> Res<()> {
        let l = self.lang;
        match cmd {
            "menu" => self.open_menu()?,
            "hint" => self.start_hint(),
            "stats" => self.open(panels::stats(l, &self.stats))?,
            "rules" => self.open(panels::rules(l))?,
            "share" => {
                let url = self.share_url();
                self.open(panels::share(l, &url, None))?;
                ship::copy(&url);
            }
            "copied" => {
                if let Ok(n) = by_id("share-note") {
                    n.set_text_content(Some(t(l, Key::LinkCopied)));
                }
            }
            "copyfailed" => dom::focus("#share-url"),
            "export" => {
                let text = self.record_text()?;
                ship::download(&format!("chickenfoot-{}.json", self.seed), &text)?;
                self.dialog = false;
            }
            "import" => {
                self.dialog = false;
                by_id_as::<web_sys::HtmlElement>("import-file")?.click();
            }
            "change:import-file" => ship::read_import()?,
            "replay" => {
                self.dialog = false;
                let text = self.record_text()?;
                self.import(&text)?;
            }
            "change:menu-lang" => {
                let lang = Lang::from_tag(&dom::value("menu-lang"));
                self.set_lang(lang)?;
            }
            "change:menu-speed" => {
                if let Some(speed) = AiSpeed::from_tag(&dom::value("menu-speed")) {
                    self.settings.ai_speed = speed;
                    self.ai_delay = f64::from(speed.delay_ms());
                    self.save_settings();
                }
            }
            "dismiss" => {
                self.notice = None;
                self.show_notice()?;
            }
            "rp-prev" | "rp-next" | "rp-back" | "rp-fwd" => {
                if let Some((rp, _)) = self.replay.as_mut() {
                    match cmd {
                        "rp-next" => rp.forward(),
                        "rp-prev" => rp.back(),
                        "rp-fwd" => rp.forward_round(),
                        _ => rp.back_round(),
                    };
                }
                // The bar is written anew: a button in it keeps the focus,
                // or its opposite once it is disabled (at either end).
                let held = dom::focus_within("replaybar");
                self.show_replay()?;
                if held {
                    let other = match cmd {
                        "rp-next" => "rp-prev",
                        "rp-prev" => "rp-next",
                        "rp-fwd" => "rp-back",
                        _ => "rp-fwd",
                    };
                    let enabled = !by_id(cmd)?.has_attribute("disabled");
                    dom::focus(&format!("#{}", if enabled { cmd } else { other }));
                }
            }
            "rp-exit" => {
                if let Some((_, g)) = self.replay.take() {
                    self.game = g;
                }
                self.reset_view();
                // The focus leaves with the bar: back to the menu the
                // replay came from.
                let held = dom::focus_within("replaybar");
                dom::show(&by_id("replaybar")?, false);
                if held {
                    dom::focus("#btn-menu");
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn reset_view(&mut self) {
        self.ctl.reset();
        self.ctl.user_camera = false;
        self.slides.clear();
        self.lay_key = (usize::MAX, 0);
        self.cache = Default::default();
    }

    /// This game's record as JSON text. A seed above 2^53-1 (from a link)
    /// cannot be written as a JSON number exactly here: the record leaves
    /// it out (it is an extension; the share link keeps it) and says so
    /// on the console.
    fn record_text(&self) -> Res<String> {
        let mut rec = self.game.state.to_record();
        if rec.seed.is_some_and(|s| s > crate::wire::MAX_SAFE) {
            web_sys::console::warn_1(&JsValue::from_str(
                "record: the seed is above 2^53-1 and is left out",
            ));
            rec.seed = None;
        }
        json::stringify(&rec)
    }

    /// Opens a record (an imported file, or this game) in the replay viewer.
    pub(super) fn import(&mut self, text: &str) -> Res<()> {
        let read = |t: &str| {
            let doc = json::parse(t).map_err(crate::rules::record::RecordError::from)?;
            crate::rules::record::read(&doc)
        };
        match crate::ui::replay::open(text, self.lang, read) {
            Ok(rec) => {
                let rp = Replay::new(rec);
                let current = match self.replay.take() {
                    Some((_, g)) => g,
                    None => {
                        let placeholder = self.game.state.clone();
                        let g = Game::resume(self.game.setup.clone(), placeholder, self.lang);
                        std::mem::replace(&mut self.game, g)
                    }
                };
                self.replay = Some((rp, current));
                self.dialog = false;
                self.show_replay()?;
            }
            Err((message, detail)) => {
                web_sys::console::warn_1(&JsValue::from_str(&format!("import: {detail}")));
                self.notice = Some(message);
                self.show_notice()?;
            }
        }
        Ok(())
    }

    fn show_replay(&mut self) -> Res<()> {
        let Some((rp, _)) = self.replay.as_ref() else {
            return Ok(());
        };
        let state = match rp.state() {
            Ok(s) => s,
            Err(e) => return Err(JsValue::from_str(&e.to_string())),
        };
        let (pos, total) = (rp.pos, rp.total);
        let players = state.rules().players as usize;
        let setup = GameSetup {
            seats: (0..players)
                .map(|_| SeatKind::Ai(crate::ai::Level::Greedy))
                .collect(),
            rules: state.rules().clone(),
        };
        let mut g = Game::resume(setup, state, self.lang);
        g.screen = Screen::Play;
        // The rack shows the hand of the seat to move (none between rounds).
        g.viewer = g.state.to_move();
        // What this step did: the message line and the live region say it.
        g.log = rp.caption(&g);
        self.game = g;
        self.reset_view();
        self.mirror.unspoken();
        let bar = by_id("replaybar")?;
        bar.set_inner_html(&panels::replay_bar(self.lang, pos, total));
        dom::show(&bar, true);
        Ok(())
    }
}
