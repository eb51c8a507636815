//! How the page starts: the URL's options, the saved settings, statistics
//! and game (already read from storage by the browser) make a [`Page`].

use super::effect::Effect;
use super::msg::Deal;
use super::view::View;
use super::{Books, Env, Page, Prefs, Screen, Thoughts};
use crate::ai::Level;
use crate::i18n::{t, tf, Key, Lang};
use crate::rules::{Preset, Rules};
use crate::save::{SaveError, Saved, Settings, Stats};
use crate::share::{LaunchOptions, Warning};
use crate::ui::setup::rules_error_text;
use crate::ui::{Controller, Game, GameSetup, SeatKind};

/// What the page starts from.
#[derive(Clone, Debug)]
pub struct Boot {
    /// The URL's options.
    pub opts: LaunchOptions,
    /// The saved settings.
    pub settings: Settings,
    /// The saved statistics.
    pub stats: Stats,
    /// The saved game as read, if there is one.
    pub saved: Option<Result<Saved, SaveError>>,
    /// The browser's language.
    pub browser_lang: Lang,
    /// Why the start language's strings could not be loaded, if they
    /// could not: the page starts in English and says so.
    pub lang_failed: Option<String>,
    /// The languages whose strings are installed.
    pub langs: Vec<Lang>,
    /// A seed for a new game (the URL's wins) and the match's id.
    pub deal: Deal,
    /// The page's address without query or fragment.
    pub base_url: String,
    /// `prefers-reduced-motion`.
    pub reduced_motion: bool,
    /// A coarse pointer (a touch screen).
    pub touch: bool,
}

impl Boot {
    /// A start from `opts` alone: default settings, no statistics, no saved
    /// game, English, every language at hand.
    pub fn new(opts: LaunchOptions, deal: Deal) -> Boot {
        Boot {
            opts,
            settings: Settings::default(),
            stats: Stats::default(),
            saved: None,
            browser_lang: Lang::En,
            lang_failed: None,
            langs: Lang::ALL.to_vec(),
            deal,
            base_url: String::new(),
            reduced_motion: false,
            touch: false,
        }
    }
}

/// The language the page starts in: the URL's, else the one chosen in the
/// menu before, else the browser's.
pub fn boot_lang(opts: &LaunchOptions, settings: &Settings, browser: Lang) -> Lang {
    opts.lang.or(settings.lang).unwrap_or(browser)
}

/// The notice for a language whose strings could not be loaded (in
/// English, the language the page falls back to), and the console's line.
pub(super) fn lang_failed(lang: Lang, why: &str) -> (String, Effect) {
    let notice = tf(
        Lang::En,
        Key::LangUnavailable,
        &[("lang", lang.native_name()), ("reason", why)],
    );
    (notice, Effect::Warn(format!("lang/{lang}.txt: {why}")))
}

/// The notice for the address's parameters that were ignored or repaired
/// (the console has each one's reason): their names, each once, at most
/// eight; `None` when all were used.
pub(super) fn url_ignored(lang: Lang, warnings: &[Warning]) -> Option<String> {
    let mut names: Vec<&str> = Vec::new();
    for w in warnings {
        let name = if w.param.is_empty() { "\"\"" } else { &w.param };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if names.is_empty() {
        return None;
    }
    let more = names.len() > 8;
    names.truncate(8);
    let mut list = names.join(", ");
    if more {
        list.push_str(", …");
    }
    Some(tf(lang, Key::UrlIgnored, &[("params", &list)]))
}

impl Page {
    /// The page `b` describes, and what to do first. A saved game is
    /// resumed unless the URL asks for a particular game (rules, seed or
    /// share link) or the page is embedded; a save that cannot be read is
    /// reported and replaced by a new game. URL parameters that were
    /// ignored are named in the notice (unless a save or language problem
    /// has it). Fails when the URL's rules make no game (the reason, in
    /// the page's language).
    pub fn boot(b: Boot) -> Result<(Page, Vec<Effect>), String> {
        let mut fx = Vec::new();
        let mut notice = None;
        let mut lang = boot_lang(&b.opts, &b.settings, b.browser_lang);
        if !b.langs.contains(&lang) {
            let (text, warn) = lang_failed(lang, b.lang_failed.as_deref().unwrap_or_default());
            notice = Some(text);
            fx.push(warn);
            lang = Lang::En;
        }
        let embed = b.opts.embed;
        let fresh = b.opts.rules_given || b.opts.seed.is_some() || embed || b.opts.bench;
        let mut resumed = None;
        match b.saved {
            Some(Ok(s)) if !fresh => resumed = Some(s),
            Some(Err(e)) if !fresh => {
                fx.push(Effect::Warn(format!("saved game: {e}")));
                notice = Some(tf(
                    lang,
                    Key::SaveRestoreFailed,
                    &[("reason", t(lang, e.reason_key()))],
                ));
            }
            _ => {}
        }
        if notice.is_none() {
            notice = url_ignored(lang, &b.opts.warnings);
        }
        let bench = if b.opts.bench { bench_game(lang) } else { None };
        let (game, match_id) = match (resumed, bench) {
            (Some(s), _) => {
                let setup = GameSetup {
                    seats: s.settings.seats.clone(),
                    rules: s.state.rules().clone(),
                };
                (Game::resume(setup, s.state, lang), s.match_id)
            }
            (None, Some(g)) => (g, b.deal.match_id),
            (None, None) => {
                let setup = GameSetup {
                    seats: b.opts.seats.clone(),
                    rules: b.opts.rules.clone(),
                };
                let rules = Rules {
                    players: setup.seats.len() as u8,
                    ..setup.rules.clone()
                };
                let seed = b.opts.seed.unwrap_or(b.deal.seed);
                let game = Game::new_in(setup, seed, lang)
                    .map_err(|e| rules_error_text(lang, &e, &rules))?;
                (game, b.deal.match_id)
            }
        };
        // A resumed game's finished rounds were reported before.
        let reported = game.state.finished_scores().len();
        let view = View::new(&game.state);
        let ctl = Controller::default();
        let mut page = Page {
            screen: Screen::of_stage(game.stage(), &Screen::Playing),
            game,
            prefs: Prefs {
                settings: b.settings,
                url: b.opts.overrides,
            },
            stats: b.stats,
            ctl,
            view,
            think: Thoughts::default(),
            notice,
            match_id,
            env: Env {
                embed,
                reduced_motion: b.reduced_motion,
                touch: b.touch,
                base_url: b.base_url,
                langs: b.langs,
            },
            opened: 0,
            books: Books {
                saved: (usize::MAX, 0, 0),
                reported,
                ..Books::default()
            },
        };
        page.settle(&mut fx);
        Ok((page, fx))
    }
}

/// The redraw benchmark's table (`?bench=1`): of five greedy double-twelve
/// rounds the one that fills the table most, one move before its end (so
/// no result covers it), four AI seats.
pub fn bench_game(lang: Lang) -> Option<Game> {
    let setup = GameSetup {
        seats: vec![SeatKind::Ai(Level::Greedy); 4],
        rules: Preset::DoubleTwelve.rules(4),
    };
    let mut best: Option<Game> = None;
    for seed in 1..6u64 {
        let Ok(mut g) = Game::new_in(setup.clone(), seed, lang) else {
            continue;
        };
        let mut before = g.state.clone();
        while !g.state.round_over() && g.ai_to_move() {
            before = g.state.clone();
            g.step_ai();
        }
        let n = |g: &Game| g.state.round().board().placed().len();
        let g = Game::resume(setup.clone(), before, lang);
        if best.as_ref().is_none_or(|b| n(b) < n(&g)) {
            best = Some(g);
        }
    }
    best
}
