//! The page driven by messages, natively: each test sends a list of
//! messages and checks the screen, the moves played and the effects asked
//! for. Seeds and a made-up clock keep them deterministic.

use super::*;
use crate::ai::Level;
use crate::i18n::Lang;
use crate::rules::record;
use crate::save::{AiSpeed, Saved};
use crate::share::LaunchOptions;
use crate::ui::{self, InputEvent, Pointer, PointerKind, RuleForm, SeatKind, Stage};

/// A page and a clock.
struct Driver {
    page: Page,
    now: f64,
}

fn deal(seed: u64) -> Deal {
    Deal {
        seed,
        match_id: 1000 + seed,
    }
}

/// A boot from a URL query, with AI seats that do not wait.
fn boot(query: &str) -> Boot {
    let mut b = Boot::new(LaunchOptions::parse(query), deal(99));
    b.url.delay_ms = Some(0);
    b.url.mute = query.contains("mute");
    b.base_url = "https://example.org/cf/".into();
    b
}

impl Driver {
    fn new(query: &str) -> Driver {
        Driver::from(boot(query))
    }

    fn from(b: Boot) -> Driver {
        let (page, _) = Page::boot(b).expect("a game");
        let mut d = Driver { page, now: 0.0 };
        d.send(Msg::Viewport(Viewport {
            w: 1000.0,
            h: 800.0,
            side: 0.0,
        }));
        d
    }

    fn send(&mut self, msg: Msg) -> Vec<Effect> {
        self.page.update(msg)
    }

    fn cmd(&mut self, c: Command) -> Vec<Effect> {
        self.send(Msg::Cmd(c))
    }

    fn key(&mut self, k: &str) -> Vec<Effect> {
        self.send(Msg::Input(InputEvent::Key(k.into())))
    }

    fn table(&mut self, c: ui::Command) -> Vec<Effect> {
        self.send(Msg::Input(InputEvent::Command(c)))
    }

    /// One frame: the clock moves on a second (any AI pace is due), the
    /// search in progress thinks to its end.
    fn frame(&mut self) -> Vec<Effect> {
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
    fn until(&mut self, n: usize, done: impl Fn(&Page) -> bool) -> Vec<Effect> {
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
    fn play_first(&mut self) -> Vec<Effect> {
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
    fn play_until(&mut self, n: usize, done: impl Fn(&Page) -> bool) -> Vec<Effect> {
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

fn has(fx: &[Effect], want: &Effect) -> bool {
    fx.contains(want)
}

fn saves_settings(fx: &[Effect]) -> Option<&Settings> {
    fx.iter().find_map(|e| match e {
        Effect::SaveSettings(s) => Some(s),
        _ => None,
    })
}

fn announced(fx: &[Effect]) -> Vec<&str> {
    fx.iter()
        .filter_map(|e| match e {
            Effect::Announce(t) => Some(t.as_str()),
            _ => None,
        })
        .collect()
}

fn dialog(p: &Page) -> Option<&Dialog> {
    p.screen.dialog()
}

#[test]
fn boot_deals_a_game_and_says_its_first_round() {
    let (page, fx) = Page::boot(boot("seed=42")).unwrap();
    assert_eq!(page.screen, Screen::Playing);
    assert_eq!(page.game.state.seed(), 42);
    assert_eq!(page.match_id, 1099);
    assert_eq!(announced(&fx), ["Round 1 of 10: Start double: 9-9"]);
    assert!(fx.iter().any(|e| matches!(e, Effect::SaveGame(_))));
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
    };
    let mut b = boot("");
    b.saved = Some(Ok(saved.clone()));
    let (page, fx) = Page::boot(b).unwrap();
    assert_eq!(page.game.state, saved.state, "the saved game, exactly");
    assert_eq!(page.match_id, 77);
    assert!(announced(&fx).is_empty(), "nothing new to say");
    // A URL that asks for a game wins over the save.
    let mut b = boot("seed=5");
    b.saved = Some(Ok(saved));
    assert_eq!(Page::boot(b).unwrap().0.game.state.seed(), 5);
    // A damaged save: a notice, a new game.
    let mut b = boot("");
    b.saved = Some(crate::save::load("%%% garbage"));
    let (page, fx) = Page::boot(b).unwrap();
    let notice = page.notice.unwrap();
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
    assert_eq!(page.lang, Lang::En);
    let notice = page.notice.unwrap();
    assert!(
        notice.starts_with("Slovenčina ") && notice.contains("(HTTP 404)"),
        "{notice}"
    );
    assert!(has(&fx, &Effect::Warn("lang/sk.txt: HTTP 404".into())));
    // At hand, the page starts in it; the menu's choice is next, then the browser's.
    let mut b = boot("");
    b.settings.lang = Some(Lang::Cs);
    b.browser_lang = Lang::Ru;
    assert_eq!(Page::boot(b).unwrap().0.lang, Lang::Cs);
    let mut b = boot("");
    b.browser_lang = Lang::Ru;
    assert_eq!(Page::boot(b).unwrap().0.lang, Lang::Ru);
}

#[test]
fn toggles_change_and_save_the_settings_the_url_overrides_until_then() {
    let mut b = boot("seed=3");
    b.url.numerals = true;
    b.url.mute = true;
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
fn sounds_follow_the_moves_unless_muted() {
    let mut d = Driver::new("seed=5&players=2&seats=human,easy");
    let fx = d.play_until(400, |p| p.game.state.log()[0].moves.len() >= 4);
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::Sound(Cue::Foot | Cue::Tap))));
    let mut d = Driver::new("seed=5&players=2&seats=human,easy&mute=1");
    let fx = d.play_until(400, |p| p.game.state.log()[0].moves.len() >= 4);
    assert!(!fx.iter().any(|e| matches!(e, Effect::Sound(_))));
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
fn rounds_end_the_result_goes_aside_and_back_then_the_match_ends() {
    let mut d = Driver::new("seed=21&players=2&seats=easy,medium&rounds=9,8");
    let fx = d.until(3000, |p| p.screen != Screen::Playing);
    assert_eq!(d.page.screen, Screen::RoundOver { peek: false });
    assert!(d.page.screen.modal());
    assert!(has(&fx, &Effect::Sound(Cue::End)));
    assert!(fx.iter().any(|e| matches!(e, Effect::SaveGame(_))));
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::SaveStats(_))),
        "nobody's statistics"
    );
    // View the table, and back: by the button or by Esc.
    let fx = d.cmd(Command::Peek);
    assert_eq!(d.page.screen, Screen::RoundOver { peek: true });
    assert!(has(&fx, &Effect::Focus(Focus::PeekBack)));
    assert!(!d.page.screen.modal());
    d.key("Escape");
    assert_eq!(d.page.screen, Screen::RoundOver { peek: false });
    d.cmd(Command::Peek);
    d.cmd(Command::Unpeek);
    assert_eq!(d.page.screen, Screen::RoundOver { peek: false });
    // A dialog over the result put aside closes back to it.
    d.cmd(Command::Peek);
    d.cmd(Command::Menu);
    d.cmd(Command::Close);
    assert_eq!(d.page.screen, Screen::RoundOver { peek: true });
    let fx = d.cmd(Command::NextRound);
    assert_eq!(d.page.screen, Screen::Playing);
    assert_eq!(d.page.game.state.round_index(), 1);
    assert!(has(&fx, &Effect::Focus(Focus::Hand)));
    assert_eq!(announced(&fx), ["Round 2 of 2: Start double: 8-8"]);
    d.until(3000, |p| p.screen != Screen::Playing);
    assert_eq!(d.page.screen, Screen::MatchOver { peek: false });
    d.cmd(Command::NextRound);
    assert_eq!(
        d.page.screen,
        Screen::MatchOver { peek: false },
        "no round after the last"
    );
    d.cmd(Command::Peek);
    assert_eq!(d.page.screen, Screen::MatchOver { peek: true });
    d.cmd(Command::Rematch(deal(6)));
    assert_eq!(d.page.screen, Screen::Playing);
}

#[test]
fn a_finished_match_counts_in_the_statistics_once() {
    let mut d = Driver::new("seed=16&players=2&seats=human,easy&rounds=1");
    let fx = d.play_until(2000, |p| p.screen != Screen::Playing);
    assert_eq!(d.page.screen, Screen::MatchOver { peek: false });
    let stats: Vec<&Stats> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::SaveStats(s) => Some(&**s),
            _ => None,
        })
        .collect();
    assert_eq!(stats.len(), 1, "one save for the round and the match");
    let easy = &stats[0].easy;
    assert_eq!((easy.matches_played, easy.rounds_played), (1, 1));
    assert!(d.frame().iter().all(|e| !matches!(e, Effect::SaveStats(_))));
    d.cmd(Command::Stats);
    assert_eq!(dialog(&d.page), Some(&Dialog::Stats));
}

#[test]
fn an_embedded_game_tells_its_host_and_saves_nothing() {
    let mut d = Driver::new("embed=1&players=2&seats=easy,easy&rounds=1&seed=4");
    let fx = d.until(3000, |p| p.screen != Screen::Playing);
    let posted: Vec<&HostEvent> = fx
        .iter()
        .filter_map(|e| match e {
            Effect::PostToHost(h) => Some(h),
            _ => None,
        })
        .collect();
    assert!(matches!(
        posted[..],
        [HostEvent::RoundOver(_), HostEvent::MatchOver(_)]
    ));
    assert!(!fx
        .iter()
        .any(|e| matches!(e, Effect::SaveGame(_) | Effect::SaveStats(_))));
}

#[test]
fn an_ai_seat_waits_its_pace_then_thinks_in_slices() {
    let mut b = boot("seed=15&players=2&seats=easy,hard");
    b.url.delay_ms = Some(500);
    let mut d = Driver::from(b);
    // Until the Hard seat has a choice to make.
    d.until(400, |p| {
        let st = &p.game.state;
        st.to_move() == Some(1) && st.legal_moves().len() > 2 && p.think.ai.is_none()
    });
    d.send(Msg::Tick { now_ms: 0.0 });
    d.page.think.next_ai = 0.0;
    let before = d.page.game.state.log()[0].moves.len();
    let fx = d.send(Msg::Tick { now_ms: 100.0 });
    assert!(has(&fx, &Effect::WakeAt(600.0)), "{fx:?}");
    assert!(!d.page.thinking());
    d.send(Msg::Tick { now_ms: 600.0 });
    assert!(d.page.thinking(), "due: it thinks");
    let mut slices = 0;
    let mut fx = Vec::new();
    while d.page.thinking() {
        slices += 1;
        fx.extend(d.send(Msg::Think { steps: 1 }));
    }
    assert!(slices > 1, "a search takes several slices");
    assert_eq!(d.page.game.state.log()[0].moves.len(), before + 1);
    if d.page.game.ai_to_move() {
        assert!(
            has(&fx, &Effect::WakeAt(1100.0)),
            "the next move waits its turn"
        );
    }
    // A dialog stops the AI; the pace starts again after it.
    d.cmd(Command::Menu);
    d.send(Msg::Tick { now_ms: 5000.0 });
    assert!(!d.page.thinking());
}

#[test]
fn hint_thinks_like_a_hard_seat_and_selects_its_tile() {
    let mut d = Driver::new("seed=15&players=2&seats=human,easy");
    d.play_until(400, |p| {
        p.seat().is_some() && p.legal().iter().filter(|m| m.tile().is_some()).count() > 1
    });
    let seat = d.page.seat().unwrap();
    let want = crate::ai::decide(Level::Hard, &d.page.game.state.view(seat), 15);
    d.cmd(Command::Hint);
    assert_eq!(d.page.message(), "Hint…");
    while d.page.thinking() {
        d.send(Msg::Think { steps: 256 });
    }
    assert_eq!(d.page.think.hinted, Some(want));
    assert_eq!(d.page.ctl.selected, want.tile());
    assert!(d.page.message().starts_with("Try "), "{}", d.page.message());
    // A hint asked for before a replay does not follow into it.
    d.cmd(Command::Hint);
    d.cmd(Command::ReplayGame);
    assert!(!d.page.thinking());
    assert_eq!(d.page.message(), "Round 1 of 10: Start double: 9-9");
}

#[test]
fn pass_and_play_hides_each_hand_until_its_player_is_ready() {
    let mut d = Driver::new("seed=9");
    let form = NewGameForm {
        seats: vec![SeatKind::Human, SeatKind::Human],
        rules: RuleForm::default(),
    };
    d.cmd(Command::Start(Box::new(form), deal(9)));
    let Screen::PassDevice(first) = d.page.screen else {
        panic!("{:?}", d.page.screen);
    };
    assert!(d.page.screen.modal());
    assert!(
        d.page.ctl.rack.tiles.is_empty(),
        "no hand behind the hand-over"
    );
    assert_eq!(d.page.seat(), None);
    let fx = d.cmd(Command::Ready);
    assert_eq!(d.page.screen, Screen::Playing);
    assert!(has(&fx, &Effect::Focus(Focus::Hand)));
    assert_eq!(d.page.viewer(), Some(first));
    assert!(!d.page.ctl.rack.tiles.is_empty());
    // Each turn passes the device: the next hand is hidden again.
    let mut handovers = 0;
    for _ in 0..20 {
        match d.page.screen {
            Screen::PassDevice(s) => {
                assert!(d.page.ctl.rack.tiles.is_empty());
                assert_eq!(d.page.game.stage(), Stage::PassTo(s));
                handovers += 1;
                d.cmd(Command::Ready);
            }
            Screen::Playing => {
                d.play_first();
            }
            _ => break,
        }
    }
    assert!(handovers >= 5, "{handovers} hand-overs");
}

/// The golden record of two rounds (43 and 58 moves).
const BETWEEN: &str = include_str!("../../tests/golden/between-rounds.json");

#[test]
fn the_replay_steps_by_move_round_and_key_and_leaves_with_escape() {
    let mut d = Driver::new("seed=14");
    d.play_until(400, |p| p.game.state.log()[0].moves.len() >= 5);
    let game = d.page.game.state.clone();
    let fx = d.send(Msg::Imported(BETWEEN.into()));
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
    let Some(Effect::Download { name, text }) = fx.first() else {
        panic!("{fx:?}");
    };
    assert_eq!(name, "chickenfoot-14.json");
    assert!(record::parse(text).is_ok());
    assert_eq!(d.page.screen, Screen::Playing);
    d.cmd(Command::Menu);
    let fx = d.cmd(Command::Import);
    assert!(has(&fx, &Effect::PickFile));
    assert_eq!(d.page.screen, Screen::Playing);
    let fx = d.send(Msg::Imported("{\"format\":\"nope\"}".into()));
    assert_eq!(
        d.page.notice.as_deref(),
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
    assert_eq!(d.page.lang, Lang::En);
    let opened = d.page.opened;
    let fx = d.send(Msg::LangLoaded(Lang::Sk, Ok(())));
    assert_eq!(d.page.lang, Lang::Sk);
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
    assert_eq!(d.page.lang, Lang::Sk);
    assert!(d.page.notice.as_deref().unwrap().starts_with("Čeština "));
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
        d.page.notice.as_deref(),
        Some(crate::i18n::t(Lang::En, crate::i18n::Key::SaveFailed))
    );
    d.cmd(Command::Dismiss);
    d.send(Msg::SaveFailed);
    assert_eq!(d.page.notice, None);
}

#[test]
fn pointer_input_plays_and_a_touch_changes_the_words() {
    // Seed 5: the person holds 9-9 and places it by tapping its spot.
    let mut d = Driver::new("seed=5&delay=5000");
    assert_eq!(d.page.message(), "Place the start double 9-9");
    let legal = d.page.legal();
    let geom = d.page.view.geom(d.page.ctl.rack.tiles.len());
    let spot = d.page.ctl.targets(&d.page.ctx(&legal, &geom))[0];
    let at = d.page.view.cam.world_to_screen(spot.at);
    let p = Pointer {
        id: 1,
        kind: PointerKind::Touch,
        x: at.x,
        y: at.y,
    };
    d.now = 50.0;
    d.send(Msg::Tick { now_ms: 50.0 });
    d.send(Msg::Input(InputEvent::Down(p)));
    assert!(d.page.env.touch);
    let fx = d.send(Msg::Input(InputEvent::Up(p)));
    assert_eq!(d.page.game.state.round().board().placed().len(), 1);
    assert!(has(&fx, &Effect::Sound(Cue::Foot)));
    assert_eq!(d.page.view.slides.len(), 1, "the tile slides in");
    assert!(d.page.animating());
    d.send(Msg::Tick {
        now_ms: 50.0 + SLIDE_MS,
    });
    assert!(d.page.view.slides.is_empty());
    // A selected tile: the words for a finger; Esc drops it.
    d.play_until(400, |p| {
        p.seat().is_some() && p.legal().iter().any(|m| m.tile().is_some())
    });
    let tile = d.page.legal().iter().find_map(|m| m.tile()).unwrap();
    d.table(ui::Command::SelectTile(tile));
    assert!(d.page.message().ends_with("(tap the tile again to cancel)"));
    d.key("Escape");
    assert_eq!(d.page.ctl.selected, None);
}

#[test]
fn sorting_from_the_menu_closes_it_and_auto_draw_draws() {
    // Seed 8: nobody holds 9-9; the person's first move is a draw.
    let mut b = boot("seed=8");
    b.settings.auto_draw = true;
    let mut d = Driver::from(b);
    d.cmd(Command::Menu);
    d.table(ui::Command::SortRack);
    assert_eq!(d.page.screen, Screen::Playing);
    assert_eq!(d.page.message(), "Hand sorted by number, highest first");
    let fx = d.until(400, |p| {
        p.game.state.log()[0]
            .moves
            .iter()
            .any(|&(s, m)| s == 0 && m == Move::Draw)
    });
    assert!(has(&fx, &Effect::Sound(Cue::Draw)));
}

#[test]
fn the_camera_fits_the_table_in_the_viewport_and_eases_as_it_grows() {
    let mut d = Driver::new("seed=8&seats=easy,easy,easy,easy&set=12");
    d.table(ui::Command::ZoomIn);
    assert!(d.page.ctl.user_camera, "the player's camera");
    d.table(ui::Command::ResetView);
    assert!(!d.page.ctl.user_camera);
    let fitted = d.page.view.cam;
    d.send(Msg::Viewport(Viewport {
        w: 500.0,
        h: 400.0,
        side: 0.0,
    }));
    assert_ne!(d.page.view.cam, fitted, "a new size, a new fit at once");
    assert!(!d.page.view.easing());
    let mut eased = false;
    for _ in 0..200 {
        d.frame();
        eased |= d.page.view.easing();
    }
    assert!(eased, "a growing table eased the camera");
}
