//! How the page starts: the URL's options, the saved settings, statistics
//! and game (already read from storage by the browser) make a [`Page`].

use super::effect::Effect;
use super::msg::{Deal, System};
use super::view::View;
use super::{Books, Env, Notice, Offer, Page, Prefs, Previous, Screen, Thoughts};
use crate::ai::Level;
use crate::i18n::{t, tf, Key, Lang};
use crate::rules::{Preset, Rules};
use crate::save::{SaveError, Saved, Settings, Slot, Stats};
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
    /// The saved game ([`Slot::Game`]) as read, if there is one.
    pub saved: Option<Result<Saved, SaveError>>,
    /// The stored text of the saved game, if there is one (kept and
    /// offered for download when it cannot be read).
    pub saved_text: Option<String>,
    /// The game saved from a link ([`Slot::Link`]) as read, if there is one.
    pub link_saved: Option<Result<Saved, SaveError>>,
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
    /// What the system asks for (reduced motion, more contrast).
    pub system: System,
    /// A coarse pointer (a touch screen).
    pub touch: bool,
    /// The browser can run a Web Worker (Expert thinks there).
    pub worker: bool,
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
            saved_text: None,
            link_saved: None,
            browser_lang: Lang::En,
            lang_failed: None,
            langs: Lang::ALL.to_vec(),
            deal,
            base_url: String::new(),
            system: System::default(),
            touch: false,
            worker: false,
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
/// eight; `None` when all were used (a repeated parameter's last value is
/// used, so it is only the console's).
pub(super) fn url_ignored(lang: Lang, warnings: &[Warning]) -> Option<String> {
    let mut names: Vec<&str> = Vec::new();
    for w in warnings.iter().filter(|w| w.ignored) {
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
    /// The page `b` describes, and what to do first.
    ///
    /// - A plain address resumes the saved game ([`Slot::Game`]); a save
    ///   that cannot be read is reported, kept ([`Effect::Backup`]) and
    ///   offered for download, and a new game starts.
    /// - An address that names a game (rules, a seed, a share link:
    ///   [`LaunchOptions::game_id`]) resumes the match saved from that same
    ///   address, in either slot. Else its game is dealt: into the
    ///   player's own slot if that holds nothing to lose, else into
    ///   [`Slot::Link`], the player's match kept and offered back
    ///   ([`Offer::ResumeSaved`]).
    /// - An embedded page and the benchmark neither read nor save.
    ///
    /// A page that saves takes its slot ([`Effect::Claim`]). URL
    /// parameters that were ignored are named in the notice (unless a save
    /// or language problem has it). Fails when the URL's rules make no game
    /// (the reason, in the page's language).
    pub fn boot(b: Boot) -> Result<(Page, Vec<Effect>), String> {
        let mut fx = Vec::new();
        let mut notice = None;
        let mut lang = boot_lang(&b.opts, &b.settings, b.browser_lang);
        if !b.langs.contains(&lang) {
            let (text, warn) = lang_failed(lang, b.lang_failed.as_deref().unwrap_or_default());
            notice = Some(Notice::text(text));
            fx.push(warn);
            lang = Lang::En;
        }
        let embed = b.opts.embed;
        // A first plain visit (no game asked for, nothing saved) gets the
        // tour of the table.
        let tour = !b.settings.taught && b.saved.is_none() && b.opts == LaunchOptions::default();
        let id = b.opts.game_id();
        let mut slot = (!embed && !b.opts.bench).then_some(Slot::Game);
        let mut resumed = None;
        let mut kept = None;
        let mut previous = None;
        match (slot, &id, b.saved) {
            (None, _, _) => {}
            (_, None, Some(Ok(s))) => resumed = Some(s),
            (_, None, Some(Err(e))) => {
                fx.push(Effect::Warn(format!("saved game: {e}")));
                let text = tf(
                    lang,
                    Key::SaveRestoreFailed,
                    &[("reason", t(lang, e.reason_key()))],
                );
                let offer = b.saved_text.map(|raw| {
                    fx.push(Effect::Backup(raw.clone()));
                    previous = Some(Previous::Text(raw));
                    Offer::DownloadPrevious
                });
                notice = Some(Notice { text, offer });
            }
            (_, None, None) => {}
            (_, Some(id), Some(Ok(s))) if s.link.as_ref() == Some(id) => resumed = Some(s),
            (_, Some(id), main) => {
                let link = b
                    .link_saved
                    .and_then(Result::ok)
                    .filter(|s| s.link.as_ref() == Some(id));
                // The player's own match stays untouched: unfinished, or
                // unreadable (reported on a plain visit).
                let keep = match &main {
                    Some(Ok(s)) => super::unfinished(&s.state),
                    Some(Err(_)) => true,
                    None => false,
                };
                if keep || link.is_some() {
                    slot = Some(Slot::Link);
                    kept = main
                        .and_then(Result::ok)
                        .filter(|s| super::unfinished(&s.state));
                }
                resumed = link;
                if kept.is_some() && notice.is_none() {
                    notice = Some(Notice {
                        text: t(lang, Key::SavedGameKept).into(),
                        offer: Some(Offer::ResumeSaved),
                    });
                }
            }
        }
        if let Some(slot) = slot {
            fx.push(Effect::Claim(slot));
        }
        if notice.is_none() {
            notice = url_ignored(lang, &b.opts.warnings).map(Notice::text);
        }
        let bench = if b.opts.bench { bench_game(lang) } else { None };
        let (game, match_id, link) = match (resumed, bench) {
            (Some(s), _) => {
                let setup = GameSetup {
                    seats: s.settings.seats.clone(),
                    rules: s.state.rules().clone(),
                };
                (Game::resume(setup, s.state, lang), s.match_id, s.link)
            }
            (None, Some(g)) => (g, b.deal.match_id, None),
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
                (game, b.deal.match_id, id)
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
                system: b.system,
            },
            stats: b.stats,
            ctl,
            view,
            think: Thoughts::default(),
            notice,
            match_id,
            slot,
            link,
            kept: kept.map(Box::new),
            previous,
            env: Env {
                embed,
                touch: b.touch,
                base_url: b.base_url,
                langs: b.langs,
                worker: b.worker,
            },
            opened: 0,
            books: Books {
                saved: (usize::MAX, 0, 0),
                reported,
                ..Books::default()
            },
        };
        page.books.tour_due = tour;
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
