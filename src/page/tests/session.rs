//! The page around the game: start, settings, dialogs, New game, share
//! links, records and the replay, languages, focus, saves.

use super::*;
use crate::ai::Level;
use crate::i18n::Lang;
use crate::rules::record;
use crate::save::{AiSpeed, Saved};
use crate::ui::{RuleForm, SeatKind};

/// The golden record of two rounds (43 and 58 moves).
const BETWEEN: &str = include_str!("../../../tests/golden/between-rounds.json");

#[test]
fn boot_deals_a_game_and_says_its_first_round() {
    let (page, fx) = Page::boot(boot("seed=42")).unwrap();
    assert_eq!(page.screen, Screen::Playing);
    assert_eq!(page.game.state.seed(), 42);
    assert_eq!(page.match_id, 1099);
    assert_eq!(announced(&fx), ["Round 1 of 10: Start double: 9-9"]);
    assert!(fx.iter().any(|e| matches!(e, Effect::SaveGame(..))));
    // The URL's rules make the game; unusable ones are an error in words.
    let (page, _) = Page::boot(boot("players=3&set=12&seats=human,hard,easy")).unwrap();
    assert_eq!(page.game.setup.seats.len(), 3);
    assert_eq!(page.game.state.rules().set, 12);
}

#[test]
fn boot_resumes_a_saved_game_and_reports_a_damaged_one() {
    let mut d = Driver::new("seed=11");
    d.play_until(400, |p| p.game.state.log()[0].moves.len() >= 6);
    let saved = Saved {
        state: d.page.game.state.clone(),
        settings: Settings {
            seats: d.page.game.setup.seats.clone(),
            ..Settings::default()
        },
        match_id: 77,
        link: None,
    };
    let mut b = boot("");
    b.saved = Some(Ok(saved.clone()));
    let (page, fx) = Page::boot(b).unwrap();
    assert_eq!(page.game.state, saved.state, "the saved game, exactly");
    assert_eq!(page.match_id, 77);
    assert!(announced(&fx).is_empty(), "nothing new to say");
    // A URL that asks for another game deals it (and keeps the save).
    let mut b = boot("seed=5");
    b.saved = Some(Ok(saved));
    assert_eq!(Page::boot(b).unwrap().0.game.state.seed(), 5);
    // A damaged save: a notice, a new game.
    let mut b = boot("");
    b.saved = Some(crate::save::load("%%% garbage"));
    let (page, fx) = Page::boot(b).unwrap();
    let notice = page.notice.unwrap().text;
    assert!(
        notice.contains("could not be restored (the data is damaged)"),
        "{notice}"
    );
    assert!(fx.iter().any(|e| matches!(e, Effect::Warn(_))));
    assert_eq!(page.game.state.seed(), 99);
}

#[test]
fn boot_in_a_language_not_at_hand_starts_in_english_and_says_why() {
    let mut b = boot("lang=sk");
    b.langs = vec![Lang::En];
    b.lang_failed = Some("HTTP 404".into());
    let (page, fx) = Page::boot(b).unwrap();
    assert_eq!(page.lang(), Lang::En);
    let notice = page.notice.unwrap().text;
    assert!(
        notice.starts_with("Slovenčina ") && notice.contains("(HTTP 404)"),
        "{notice}"
    );
    assert!(has(&fx, &Effect::Warn("lang/sk.txt: HTTP 404".into())));
    // At hand, the page starts in it; the menu's choice is next, then the browser's.
    let mut b = boot("");
    b.settings.lang = Some(Lang::Cs);
    b.browser_lang = Lang::Ru;
    assert_eq!(Page::boot(b).unwrap().0.lang(), Lang::Cs);
    let mut b = boot("");
    b.browser_lang = Lang::Ru;
    assert_eq!(Page::boot(b).unwrap().0.lang(), Lang::Ru);
}

#[test]
fn toggles_change_and_save_the_settings_the_url_overrides_until_then() {
    let mut b = boot("seed=3");
    b.opts.overrides.numerals = true;
    b.opts.overrides.mute = true;
    let mut d = Driver::from(b);
    assert!(d.page.prefs.numerals() && d.page.prefs.muted());
    let fx = d.cmd(Command::ToggleNumerals);
    assert!(
        !d.page.prefs.numerals(),
        "the toggle turns the URL's numerals off"
    );
    assert!(!saves_settings(&fx).unwrap().numerals);
    let fx = d.cmd(Command::ToggleMute);
    assert!(!d.page.prefs.muted());
    assert!(saves_settings(&fx).unwrap().sound);
    let fx = d.cmd(Command::ToggleAutoDraw);
    assert!(d.page.prefs.auto_draw());
    assert!(saves_settings(&fx).unwrap().auto_draw);
    // An embedded page saves nothing.
    let mut d = Driver::new("seed=3&embed=1");
    assert!(saves_settings(&d.cmd(Command::ToggleNumerals)).is_none());
}

#[test]
fn dialogs_open_over_the_table_and_close_back_to_it() {
    let mut d = Driver::new("seed=3");
    let opened = d.page.opened;
    d.cmd(Command::Menu);
    assert_eq!(dialog(&d.page), Some(&Dialog::Menu));
    assert_eq!(d.page.screen.base(), &Screen::Playing);
    assert!(d.page.screen.modal());
    // One dialog in place of another, over the same screen.
    d.cmd(Command::Stats);
    assert_eq!(dialog(&d.page), Some(&Dialog::Stats));
    d.cmd(Command::Rules);
    assert_eq!(dialog(&d.page), Some(&Dialog::Rules));
    assert_eq!(d.page.opened, opened + 3, "each opening builds its card");
    d.cmd(Command::Close);
    assert_eq!(d.page.screen, Screen::Playing);
    // Esc closes a dialog too; a closed one stays closed.
    d.cmd(Command::Menu);
    d.key("Escape");
    assert_eq!(d.page.screen, Screen::Playing);
    d.cmd(Command::Close);
    assert_eq!(d.page.screen, Screen::Playing);
}

#[test]
fn new_game_dialog_counts_seats_says_why_not_and_starts_a_match() {
    let mut d = Driver::new("seed=3");
    d.cmd(Command::NewGame);
    assert_eq!(
        dialog(&d.page),
        Some(&Dialog::NewGame {
            seats: 4,
            error: None
        })
    );
    d.cmd(Command::SeatCount(2));
    d.cmd(Command::SeatCount(12));
    assert!(matches!(
        dialog(&d.page),
        Some(Dialog::NewGame { seats: 8, .. })
    ));
    let unplayable = NewGameForm {
        seats: vec![SeatKind::Human; 8],
        rules: RuleForm {
            set: "6".into(),
            hand: "seven".into(),
            ..RuleForm::default()
        },
    };
    d.cmd(Command::Start(Box::new(unplayable), deal(1)));
    let Some(Dialog::NewGame { error: Some(e), .. }) = dialog(&d.page) else {
        panic!("the dialog says why: {:?}", d.page.screen);
    };
    assert_eq!(
        e,
        "This combination is not playable: players × tiles per hand (8 × 7) is more than the set can deal (28)"
    );
    let form = NewGameForm {
        seats: vec![SeatKind::Human, SeatKind::Ai(Level::Hard)],
        rules: RuleForm {
            preset: "double-twelve".into(),
            arms: "6".into(),
            ..RuleForm::default()
        },
    };
    let fx = d.cmd(Command::Start(Box::new(form), deal(8)));
    assert_eq!(d.page.screen, Screen::Playing);
    let st = &d.page.game.state;
    assert_eq!((st.seed(), st.rules().set, st.rules().arms), (8, 12, 6));
    assert_eq!(d.page.match_id, 1008);
    assert_eq!(
        saves_settings(&fx).unwrap().seats.len(),
        2,
        "the seats are remembered"
    );
    assert!(has(&fx, &Effect::Focus(Focus::Hand)));
    assert_eq!(announced(&fx), ["Round 1 of 13: Start double: 12-12"]);
}

#[test]
fn quick_game_and_rematch_deal_anew() {
    let mut d = Driver::new("seed=3&players=3");
    d.cmd(Command::QuickGame(deal(4)));
    let g = &d.page.game;
    assert_eq!((g.state.rules().rounds.len(), g.seats.len()), (3, 4));
    assert_eq!(g.state.seed(), 4);
    let setup = g.setup.clone();
    d.cmd(Command::Rematch(deal(5)));
    assert_eq!(d.page.game.setup, setup, "the same seats and rules");
    assert_eq!(d.page.game.state.seed(), 5);
}

#[test]
fn share_copies_the_link_and_says_so() {
    let mut d = Driver::new("seed=77&players=3&seats=human,hard,easy");
    let fx = d.cmd(Command::Share);
    let Some(Dialog::Share { url, copied: false }) = dialog(&d.page) else {
        panic!("{:?}", d.page.screen);
    };
    assert!(
        url.starts_with("https://example.org/cf/#v=1&players=3&set=9&"),
        "{url}"
    );
    assert!(url.ends_with("&seats=human,hard,easy&seed=77"), "{url}");
    assert!(has(&fx, &Effect::Copy(url.clone())));
    d.send(Msg::Copied(true));
    assert!(matches!(
        dialog(&d.page),
        Some(Dialog::Share { copied: true, .. })
    ));
    let fx = d.send(Msg::Copied(false));
    assert!(has(&fx, &Effect::Focus(Focus::ShareUrl)), "copy it by hand");
}

#[test]
fn the_replay_steps_by_move_round_and_key_and_leaves_with_escape() {
    let mut d = Driver::new("seed=14");
    d.play_until(400, |p| p.game.state.log()[0].moves.len() >= 5);
    let game = d.page.game.state.clone();
    let fx = d.send(Msg::Imported(Imported::parse(BETWEEN)));
    let Screen::Replay(r) = &d.page.screen else {
        panic!("{:?}", d.page.screen);
    };
    assert_eq!((r.replay.pos, r.replay.total), (0, 102));
    assert_eq!(announced(&fx), ["Round 1 of 10: Start double: 9-9"]);
    assert_eq!(d.page.message(), "Round 1 of 10: Start double: 9-9");
    let pos = |d: &Driver| d.page.screen.replay().unwrap().replay.pos;
    let fx = d.cmd(Command::Step(Step::Next));
    assert_eq!(announced(&fx), ["West places the start double 9-9"]);
    assert!(has(&fx, &Effect::Focus(Focus::ReplayStep(Step::Next))));
    let fx = d.cmd(Command::Arrow(Arrow::Right));
    assert_eq!(announced(&fx), ["North plays 9-4"]);
    // The rack holds the hand of the seat to move, named by position.
    assert_eq!(d.page.viewer(), Some(3));
    assert_eq!(
        d.page.ctl.rack.tiles.len(),
        d.page.table().round().hand(3).len()
    );
    let labels = d.page.labels();
    assert_eq!(labels[3].name, "East");
    assert!(
        labels.iter().all(|l| l.kind.is_none()),
        "who played is not known"
    );
    assert_eq!(d.page.seat(), None, "nobody plays in a replay");
    d.cmd(Command::Arrow(Arrow::Left));
    assert_eq!(pos(&d), 1);
    d.cmd(Command::Step(Step::Prev));
    d.cmd(Command::Arrow(Arrow::Up));
    assert_eq!(pos(&d), 0);
    // By round: the next deal, the end; the focus to the button that works.
    let fx = d.cmd(Command::Arrow(Arrow::PageDown));
    assert_eq!(pos(&d), 44);
    assert_eq!(announced(&fx), ["Round 2 of 10: Start double: 8-8"]);
    assert_eq!(d.page.table().round_index(), 1);
    let fx = d.cmd(Command::Step(Step::ForwardRound));
    assert_eq!(pos(&d), 102);
    assert!(has(&fx, &Effect::Focus(Focus::ReplayStep(Step::BackRound))));
    d.cmd(Command::Arrow(Arrow::PageUp));
    assert_eq!(pos(&d), 44);
    let fx = d.cmd(Command::Step(Step::BackRound));
    assert_eq!(pos(&d), 0);
    assert!(has(
        &fx,
        &Effect::Focus(Focus::ReplayStep(Step::ForwardRound))
    ));
    // A dialog over the replay closes back to it; steps wait meanwhile.
    d.cmd(Command::Menu);
    d.cmd(Command::Step(Step::Next));
    d.cmd(Command::Close);
    assert_eq!(pos(&d), 0);
    // The game waited, untouched, and no AI moved.
    d.frame();
    assert_eq!(d.page.game.state, game);
    let fx = d.key("Escape");
    assert_eq!(d.page.screen, Screen::Playing);
    assert!(has(&fx, &Effect::Focus(Focus::MenuFromReplay)));
    assert_eq!(d.page.table(), &game);
    assert!(
        announced(&fx).is_empty(),
        "the game's log is not read again"
    );
}

#[test]
fn replaying_this_game_knows_its_seats() {
    let mut d = Driver::new("seed=15&players=3&seats=human,easy,hard");
    d.play_until(400, |p| p.game.state.log()[0].moves.len() >= 4);
    let played = d.page.labels();
    d.cmd(Command::Menu);
    d.cmd(Command::ReplayGame);
    assert!(d.page.screen.replay().is_some());
    assert_eq!(d.page.labels(), played);
    d.cmd(Command::LeaveReplay);
    assert_eq!(d.page.screen, Screen::Playing);
    // A new game from the menu during a replay leaves the replay.
    d.cmd(Command::ReplayGame);
    d.cmd(Command::Menu);
    d.cmd(Command::QuickGame(deal(3)));
    assert_eq!(d.page.screen, Screen::Playing);
    assert_eq!(d.page.table().seed(), 3);
}

#[test]
fn records_export_import_and_refuse_what_is_not_one() {
    let mut d = Driver::new("seed=14");
    d.cmd(Command::Menu);
    let fx = d.cmd(Command::Export);
    let Some(Effect::Download { name, record }) = fx.first() else {
        panic!("{fx:?}");
    };
    assert_eq!(name, "chickenfoot-14.json");
    assert_eq!(record, &d.page.game.state.to_record());
    let text = serde_json::to_string(record).unwrap();
    assert_eq!(record::parse(&text).as_ref(), Ok(record));
    assert_eq!(d.page.screen, Screen::Playing);
    d.cmd(Command::Menu);
    let fx = d.cmd(Command::Import);
    assert!(has(&fx, &Effect::PickFile));
    assert_eq!(d.page.screen, Screen::Playing);
    let fx = d.send(Msg::Imported(Imported::parse("{\"format\":\"nope\"}")));
    assert_eq!(
        d.page.notice.as_ref().map(|n| n.text.as_str()),
        Some("This record could not be read: it is not a Chicken Foot record")
    );
    assert!(fx.iter().any(|e| matches!(e, Effect::Warn(_))));
    assert_eq!(d.page.screen, Screen::Playing);
    d.cmd(Command::Dismiss);
    assert_eq!(d.page.notice, None);
}

#[test]
fn a_language_is_fetched_before_the_switch_and_a_failure_is_said() {
    let mut b = boot("seed=1");
    b.langs = vec![Lang::En];
    let mut d = Driver::from(b);
    d.cmd(Command::Menu);
    let fx = d.cmd(Command::Lang(Lang::Sk));
    assert_eq!(fx, [Effect::FetchLang(Lang::Sk)]);
    assert_eq!(d.page.lang(), Lang::En);
    let opened = d.page.opened;
    let fx = d.send(Msg::LangLoaded(Lang::Sk, Ok(())));
    assert_eq!(d.page.lang(), Lang::Sk);
    assert_eq!(d.page.game.seats[1].name, "Západ");
    assert_eq!(saves_settings(&fx).unwrap().lang, Some(Lang::Sk));
    assert_eq!(dialog(&d.page), Some(&Dialog::Menu));
    assert_eq!(d.page.opened, opened + 1, "the menu anew, in Slovak");
    // Now at hand: no fetch.
    d.cmd(Command::Lang(Lang::En));
    assert_eq!(
        d.cmd(Command::Lang(Lang::Sk)).first(),
        Some(&Effect::SaveSettings(d.page.prefs.settings.clone()))
    );
    let fx = d.send(Msg::LangLoaded(Lang::Cs, Err("HTTP 404".into())));
    assert_eq!(d.page.lang(), Lang::Sk);
    assert!(d
        .page
        .notice
        .as_ref()
        .map(|n| n.text.as_str())
        .unwrap()
        .starts_with("Čeština "));
    assert!(fx.iter().any(|e| matches!(e, Effect::Warn(_))));
    assert_eq!(
        d.page.opened,
        opened + 4,
        "the open menu shows the language in use"
    );
}

#[test]
fn the_speed_sets_the_ai_pace_over_the_url() {
    let mut d = Driver::new("seed=1");
    assert_eq!(d.page.prefs.delay_ms(), 0.0, "the URL's delay");
    let fx = d.cmd(Command::Speed(AiSpeed::Slow));
    assert_eq!(d.page.prefs.delay_ms(), 1200.0);
    assert_eq!(saves_settings(&fx).unwrap().ai_speed, AiSpeed::Slow);
}

#[test]
fn arrows_and_tab_move_the_focus() {
    let mut d = Driver::new("seed=3");
    assert_eq!(
        d.cmd(Command::Arrow(Arrow::Left)),
        [Effect::Focus(Focus::Rove(Arrow::Left))]
    );
    d.cmd(Command::Menu);
    assert_eq!(
        d.cmd(Command::Tab { back: true }),
        [Effect::Focus(Focus::Cycle { back: true })]
    );
}

#[test]
fn a_save_that_fails_is_said_once() {
    let mut d = Driver::new("seed=3");
    d.send(Msg::SaveFailed);
    assert_eq!(
        d.page.notice.as_ref().map(|n| n.text.as_str()),
        Some(crate::i18n::t(Lang::En, crate::i18n::Key::SaveFailed))
    );
    d.cmd(Command::Dismiss);
    d.send(Msg::SaveFailed);
    assert_eq!(d.page.notice, None);
}

/// The tour: on the first plain visit only, remembered, stepped through
/// with Next and Back, pointing at the table and the controls; the menu
/// opens it again.
#[test]
fn the_tour_teaches_a_first_visit_and_comes_back_from_the_menu() {
    use crate::i18n::Key;
    use crate::page::{TourStart, TourStep, TourTarget};
    use crate::rules::Move;
    // It opens once there is a start double to show: at once when the
    // person holds it, after a computer seat has laid it otherwise.
    let mut waited = 0;
    let mut kinds = std::collections::HashSet::new();
    for seed in 1..30 {
        let mut d = Driver::from(Boot::new(LaunchOptions::default(), deal(seed)));
        let mut fx = Vec::new();
        let mut frames = 0;
        while d.page.screen.dialog().is_none() && frames < 4 {
            assert_eq!(d.page.game.state.round().board().start(), None);
            assert!(!d.page.prefs.settings.taught);
            frames += 1;
            fx.extend(d.frame());
        }
        waited += frames;
        assert_eq!(
            d.page.screen.dialog(),
            Some(&Dialog::Tour(TourStep::StartDouble)),
            "seed {seed}"
        );
        let laid = d.page.game.state.round().board().start().is_some();
        assert!(
            laid || d.page.seat().is_some(),
            "seed {seed}: an empty table"
        );
        // Before the start double is laid, the first step says why the
        // table is empty, and points at what to do: lay it, or draw.
        let start = d.page.tour_start();
        kinds.insert(start);
        let legal = d.page.legal();
        let (note, target) = (
            d.page.tour_note(TourStep::StartDouble),
            d.page.tour_target(TourStep::StartDouble),
        );
        match start {
            TourStart::Laid => assert!(laid && note.is_none(), "seed {seed}"),
            TourStart::Yours => {
                let sd = d.page.game.state.round().start_double();
                assert!(legal.iter().all(|m| m.tile() == Some(sd)), "seed {seed}");
                assert_eq!(note, Some(Key::TourStartYours));
                assert!(matches!(target, TourTarget::Table(_)));
            }
            TourStart::Searched => {
                assert_eq!(legal, [Move::Draw], "seed {seed}");
                assert_eq!(note, Some(Key::TourStartSearch));
                assert_eq!(target, TourTarget::Control("btn-draw"));
                // No open end yet: matching points at the hand.
                let rack_top = d.page.view.geom(d.page.ctl.rack.tiles.len()).top;
                assert!(
                    matches!(d.page.tour_target(TourStep::Matching), TourTarget::Table(p) if p.y > rack_top && p.y < d.page.view.size.h),
                    "seed {seed}"
                );
            }
        }
        if frames > 0 {
            assert!(
                fx.iter()
                    .any(|e| matches!(e, Effect::SaveSettings(s) if s.taught)),
                "remembered when it opens"
            );
        }
    }
    assert!(
        waited > 0,
        "no deal where a computer seat lays the start double"
    );
    assert_eq!(kinds.len(), 3, "{kinds:?}");
    // Not when a game is asked for, nor once taught, also once the start
    // double is laid.
    let mut b = Boot::new(LaunchOptions::default(), deal(1));
    b.settings.taught = true;
    for mut d in [Driver::new("seed=3"), Driver::from(b)] {
        for _ in 0..4 {
            assert_eq!(d.page.screen.dialog(), None);
            d.frame();
        }
        assert!(d.page.game.state.round().board().start().is_some());
        assert_eq!(d.page.screen.dialog(), None);
    }

    let mut d = Driver::from(Boot::new(LaunchOptions::default(), deal(1)));
    d.until(4, |p| p.screen.dialog().is_some());
    let mut seen = Vec::new();
    while let Some(Dialog::Tour(step)) = d.page.screen.dialog().cloned() {
        seen.push(step);
        let target = d.page.tour_target(step);
        match step {
            TourStep::DrawAndPass => assert_eq!(target, TourTarget::Control("btn-draw")),
            TourStep::Scoring => assert_eq!(target, TourTarget::Control("seats")),
            // A first visit has no chicken foot on the table yet: the
            // card's picture shows one instead of pointing at the start
            // double.
            TourStep::ChickenFoot => assert_eq!(target, TourTarget::Picture),
            _ => assert!(
                matches!(target, TourTarget::Table(p) if p.x >= 0.0 && p.x <= 1000.0 && p.y >= 0.0 && p.y <= 800.0)
            ),
        }
        if step == TourStep::DrawAndPass && seen.iter().filter(|&&s| s == step).count() == 1 {
            d.cmd(Command::TourBack);
            assert_eq!(
                d.page.screen.dialog(),
                Some(&Dialog::Tour(TourStep::ChickenFoot))
            );
            d.cmd(Command::TourNext);
            continue;
        }
        d.cmd(Command::TourNext);
    }
    assert_eq!(
        seen,
        [
            TourStep::StartDouble,
            TourStep::Matching,
            TourStep::ChickenFoot,
            TourStep::DrawAndPass,
            TourStep::DrawAndPass,
            TourStep::Scoring
        ]
    );
    assert_eq!(d.page.screen, Screen::Playing, "Play closes it");
    d.cmd(Command::Menu);
    d.cmd(Command::Tour);
    assert_eq!(
        d.page.screen.dialog(),
        Some(&Dialog::Tour(TourStep::StartDouble))
    );
    d.key("Escape");
    assert_eq!(d.page.screen, Screen::Playing);
}

/// Once a chicken foot is on the table, the tour's foot step points at
/// the latest one rather than at its picture.
#[test]
fn the_tour_points_at_a_chicken_foot_on_the_table() {
    use crate::page::{TourStep, TourTarget};
    let foot = |p: &Page| p.view.lay.tiles.iter().skip(1).rposition(|t| t.crosswise);
    let mut d = Driver::new("seed=3");
    d.play_until(400, |p| foot(p).is_some());
    let i = foot(&d.page).expect("a foot") + 1;
    let at = d
        .page
        .view
        .cam
        .world_to_screen(d.page.view.lay.tiles[i].center);
    assert_eq!(
        d.page.tour_target(TourStep::ChickenFoot),
        TourTarget::Table(at)
    );
}

#[test]
fn boot_names_the_url_parameters_it_ignored_once_each() {
    let (page, _) = Page::boot(boot("players=99&foo=1&players=x&seed=-1")).unwrap();
    assert_eq!(
        page.notice.as_ref().map(|n| n.text.as_str()),
        Some("Not used from the page address: players, foo, seed; the game uses its defaults for them")
    );
    assert_eq!(page.game.state.rules().players, 4);
    // Everything used: no notice.
    let (page, _) = Page::boot(boot("players=3&seed=5&mute=1")).unwrap();
    assert_eq!(page.notice, None);
    // A repeated parameter's last value is used: the console says so (the
    // web layer writes every warning there), the player is not told it was
    // not used.
    let b = boot("players=3&delay=0&players=5&delay=0");
    let said: Vec<_> = b
        .opts
        .warnings
        .iter()
        .map(|w| (w.param.as_str(), w.ignored))
        .collect();
    assert_eq!(said, [("players", false), ("delay", false)]);
    let (page, _) = Page::boot(b).unwrap();
    assert_eq!(page.notice, None);
    assert_eq!(page.game.state.rules().players, 5);
    // A damaged share link is named by its '#'; many names are cut at eight.
    let mut b = boot("lang=sk");
    b.opts = LaunchOptions::from_location("a=1&b=2&c=3&d=4&e=5&f=6&g=7&h=8&i=9&=0", "#v=1&x");
    let notice = Page::boot(b).unwrap().0.notice.unwrap().text;
    assert!(
        notice.ends_with("a, b, c, d, e, f, g, h, …; the game uses its defaults for them"),
        "{notice}"
    );
    let mut b = boot("");
    b.opts = LaunchOptions::from_location("", "#v=1&x");
    let notice = Page::boot(b).unwrap().0.notice.unwrap().text;
    assert!(notice.contains(": #;"), "{notice}");
    // In the page's language.
    let mut b = boot("lang=cs&arms=1");
    b.browser_lang = Lang::Cs;
    let notice = Page::boot(b).unwrap().0.notice.unwrap().text;
    assert!(
        notice.starts_with("Z adresy stránky se nepoužily tyto parametry: arms;"),
        "{notice}"
    );
}
