//! Playing: moves, sounds, rounds and the match, the AI, Hint, pass and
//! play, pointer input, Undo.

use super::*;
use crate::ai::Level;
use crate::ui::{self, InputEvent, Pointer, PointerKind, RuleForm, SeatKind, Stage};

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
fn rounds_end_the_result_goes_aside_and_back_then_the_match_ends() {
    let mut d = Driver::new("seed=21&players=2&seats=easy,medium&rounds=9,8");
    assert!(
        d.page.screen.ends_shown(),
        "the open ends are marked in play"
    );
    let fx = d.until(3000, |p| p.screen != Screen::Playing);
    assert_eq!(d.page.screen, Screen::RoundOver { peek: false });
    assert!(d.page.screen.modal());
    assert!(has(&fx, &Effect::Sound(Cue::End)));
    assert!(fx.iter().any(|e| matches!(e, Effect::SaveGame(..))));
    assert!(
        !fx.iter().any(|e| matches!(e, Effect::CountStats { .. })),
        "nobody's statistics"
    );
    // View the table, and back: by the button or by Esc.
    let fx = d.cmd(Command::Peek);
    assert_eq!(d.page.screen, Screen::RoundOver { peek: true });
    assert!(has(&fx, &Effect::Focus(Focus::PeekBack)));
    assert!(!d.page.screen.modal());
    assert!(
        !d.page.screen.ends_shown(),
        "the finished table has no open ends to mark"
    );
    let cam = d.page.view.cam;
    d.table(ui::Command::ZoomIn);
    assert_ne!(d.page.view.cam, cam, "the table looked at zooms");
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
            Effect::CountStats { local, .. } => Some(&**local),
            _ => None,
        })
        .collect();
    assert_eq!(stats.len(), 1, "one save for the round and the match");
    let easy = &stats[0].easy;
    assert_eq!((easy.matches_played, easy.rounds_played), (1, 1));
    assert!(d
        .frame()
        .iter()
        .all(|e| !matches!(e, Effect::CountStats { .. })));
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
        .any(|e| matches!(e, Effect::SaveGame(..) | Effect::CountStats { .. })));
}

#[test]
fn an_ai_seat_thinks_in_slices_while_its_pace_runs_and_plays_when_due() {
    let mut b = boot("seed=15&players=2&seats=hard,hard");
    b.opts.overrides.delay_ms = Some(500);
    let mut d = Driver::from(b);
    // Until seat 1 has a choice to make, seat 0's tile just laid.
    d.until(400, |p| {
        let st = &p.game.state;
        st.to_move() == Some(1)
            && st.legal_moves().len() > 2
            && p.think.ai.is_none()
            && !p.view.slides.is_empty()
    });
    // The tile slides in from `t0`: the search starts, but waits for it
    // to land before it takes slices from the frames.
    let t0 = d.now;
    d.page.think = Default::default();
    let before = d.page.game.state.log()[0].moves.len();
    d.send(Msg::Tick { now_ms: t0 + 1.0 });
    assert!(d.page.think.ai.as_ref().is_some_and(|s| !s.1.is_done()));
    assert!(!d.page.thinking(), "no slices while a tile slides");
    d.send(Msg::Tick {
        now_ms: t0 + SLIDE_MS,
    });
    assert!(d.page.view.slides.is_empty());
    assert!(d.page.thinking(), "landed: it thinks while its pace runs");
    let mut slices = 0;
    let mut fx = Vec::new();
    while d.page.thinking() {
        slices += 1;
        fx.extend(d.send(Msg::Think { steps: 1 }));
    }
    assert!(slices > 1, "a search takes several slices");
    assert_eq!(
        d.page.game.state.log()[0].moves.len(),
        before,
        "decided before its pace has run, it waits"
    );
    // The pace began at the first frame: due at t0 + 1 + 500.
    assert!(has(&fx, &Effect::WakeAt(t0 + 501.0)), "{fx:?}");
    d.send(Msg::Tick { now_ms: t0 + 500.0 });
    assert_eq!(d.page.game.state.log()[0].moves.len(), before);
    let fx = d.send(Msg::Tick { now_ms: t0 + 501.0 });
    assert_eq!(
        d.page.game.state.log()[0].moves.len(),
        before + 1,
        "due: it plays"
    );
    if d.page.game.ai_to_move() {
        assert!(
            has(&fx, &Effect::WakeAt(t0 + 1001.0)),
            "the next move waits its turn"
        );
    }
    // A dialog stops the AI; the pace starts again after it.
    d.cmd(Command::Menu);
    d.send(Msg::Tick { now_ms: 5000.0 });
    assert!(!d.page.thinking());
}

#[test]
fn an_ai_search_that_runs_long_past_its_pace_plays_its_best_so_far() {
    use crate::page::play::{FRAME_GAP_MS, MAX_OVERDUE_MS};
    let mut b = boot("seed=15&players=2&seats=hard,hard");
    b.opts.overrides.delay_ms = Some(500);
    let mut d = Driver::from(b);
    d.until(400, |p| {
        let st = &p.game.state;
        st.to_move() == Some(1) && st.legal_moves().len() > 2 && p.think.ai.is_none()
    });
    let before = d.page.game.state.log()[0].moves.len();
    let moves = |d: &Driver| d.page.game.state.log()[0].moves.len();
    // A slow device: one rollout a frame.
    let frame = |d: &mut Driver, dt: f64| {
        d.now += dt;
        d.send(Msg::Tick { now_ms: d.now });
        if d.page.thinking() {
            d.send(Msg::Think { steps: 1 });
        }
    };
    frame(&mut d, 1.0);
    let due = d.page.think.next_ai;
    while d.now <= due {
        frame(&mut d, 16.0);
    }
    assert_eq!(moves(&d), before, "not played before its pace has run");
    assert!(d.page.think.overdue <= 16.0);
    // Back from a background tab: the gap counts as one short frame.
    frame(&mut d, 60_000.0);
    assert_eq!(moves(&d), before, "a gap is not thinking time");
    assert!(d.page.think.overdue <= 16.0 + FRAME_GAP_MS);
    let search = d.page.think.ai.clone().expect("still thinking").1;
    assert!(!search.is_done(), "the search is far from done");
    let mut frames = 0;
    while moves(&d) == before {
        frames += 1;
        assert!(frames < 200, "it never gave up");
        frame(&mut d, 16.0);
    }
    let overdue = d.page.think.overdue;
    assert!(
        (MAX_OVERDUE_MS..MAX_OVERDUE_MS + 16.0).contains(&overdue),
        "played {overdue} ms past its pace"
    );
    // It played what the search thought best then: one rollout a frame,
    // none in the frame that played.
    let mut replay = search;
    replay.step(frames - 1);
    assert!(!replay.is_done());
    let (_, mv) = d.page.game.state.log()[0].moves[before];
    assert_eq!(Some(mv), replay.best());
}

#[test]
fn hint_thinks_like_a_hard_seat_and_selects_its_tile() {
    let mut d = Driver::new("seed=15&players=2&seats=human,easy");
    d.play_until(400, |p| {
        p.seat().is_some() && p.legal().iter().filter(|m| m.tile().is_some()).count() > 1
    });
    let seat = d.page.seat().unwrap();
    let want = crate::ai::decide(Level::Hard, &d.page.game.state.view(seat), 15);
    d.cmd(Command::Hint(Via::Pointer));
    assert_eq!(d.page.message(), "Hint…");
    while d.page.thinking() {
        d.send(Msg::Think { steps: 256 });
    }
    assert_eq!(d.page.think.hinted, Some(want));
    assert_eq!(d.page.ctl.selected, want.tile());
    assert!(d.page.message().starts_with("Try "), "{}", d.page.message());
    // The hint was for that position: once a move is made, it is gone.
    d.page.play(want, &mut Vec::new());
    assert_eq!(d.page.think.hinted, None);
    // A hint asked for before a replay does not follow into it.
    d.cmd(Command::Hint(Via::Pointer));
    d.cmd(Command::ReplayGame);
    assert!(!d.page.thinking());
    assert_eq!(d.page.message(), "Round 1 of 10: Start double: 9-9");
}

/// The page's letter keys: H asks for a hint, T takes the focus to the
/// tiles (as the page's first Tab stop does); neither acts under a dialog
/// or in a replay, and the table's keys (D, P, + − 0, Esc) still reach it.
#[test]
fn h_asks_for_a_hint_and_t_goes_to_the_tiles() {
    let mut d = Driver::new("seed=15&players=2&seats=human,easy");
    d.play_until(400, |p| {
        p.seat().is_some() && p.legal().iter().filter(|m| m.tile().is_some()).count() > 1
    });
    let fx = d.key("t");
    assert_eq!(fx, [Effect::Focus(Focus::Hand)]);
    assert!(has(&d.cmd(Command::Tiles), &Effect::Focus(Focus::Hand)));
    assert!(!d.page.thinking());
    d.key("H");
    assert!(d.page.thinking(), "H starts the hint's search");
    assert_eq!(d.page.message(), "Hint…");
    let mut fx = Vec::new();
    while d.page.thinking() {
        fx.extend(d.send(Msg::Think { steps: 256 }));
    }
    assert!(d.page.message().starts_with("Try "), "{}", d.page.message());
    // The hint's place among its tile's targets, for the keyboard's focus.
    let hinted = d.page.think.hinted.expect("a hint");
    let tile = hinted.tile().expect("a play");
    let legal = d.page.legal();
    let geom = d.page.view.geom(d.page.ctl.rack.tiles.len());
    let targets = Controller::targets_of(tile, &d.page.ctx(&legal, &geom));
    let focus = |fx: &[Effect]| -> Vec<(Move, Via)> {
        fx.iter()
            .filter_map(|e| match e {
                Effect::Focus(Focus::Hinted { place, via }) => Some((targets[*place].mv, *via)),
                _ => None,
            })
            .collect()
    };
    // Asked with H, the focus goes to the place from wherever it is.
    assert_eq!(focus(&fx), [(hinted, Via::Keyboard)]);
    // Asked with a click on the button, only a focus already in the hand
    // moves.
    d.cmd(Command::Hint(Via::Pointer));
    let mut fx = Vec::new();
    while d.page.thinking() {
        fx.extend(d.send(Msg::Think { steps: 256 }));
    }
    assert_eq!(focus(&fx), [(hinted, Via::Pointer)]);
    // The controller's keys still reach the table.
    let cam = d.page.view.cam;
    d.key("+");
    assert_ne!(d.page.view.cam, cam, "+ zooms in");
    assert_eq!(d.page.ctl.selected, Some(tile), "the hint picks its tile");
    d.key("Escape");
    assert_eq!(d.page.ctl.selected, None, "Esc drops the pick");
    let moves = d.page.game.state.round().moves_made();
    d.key("d");
    assert_eq!(
        d.page.game.state.round().moves_made(),
        moves,
        "D is refused while a tile fits"
    );
    assert_eq!(
        d.page.message(),
        "You have a tile that fits, so you cannot draw"
    );
    // Under a dialog the keys do nothing.
    d.cmd(Command::Menu);
    assert!(d.key("t").is_empty());
    assert!(d.cmd(Command::Tiles).is_empty());
    d.key("h");
    assert!(!d.page.thinking());
    d.cmd(Command::Close);
    // Nor in a replay, whose hands are not the person's.
    d.cmd(Command::ReplayGame);
    assert!(!has(&d.key("t"), &Effect::Focus(Focus::Hand)));
    d.key("h");
    assert!(!d.page.thinking());
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
    // The start double's slide is over (the AI seat, due at once, may
    // have laid a tile that slides in now).
    let start = d.page.game.state.round().board().placed()[0].tile;
    assert!(d.page.view.slides.iter().all(|s| s.tile != start));
    // A selected tile: the words for a finger; Esc drops it.
    d.play_until(400, |p| {
        p.seat().is_some() && p.legal().iter().any(|m| m.tile().is_some())
    });
    let tile = d.page.legal().iter().find_map(|m| m.tile()).unwrap();
    d.table(ui::Command::SelectTile(tile));
    assert!(d.page.message().ends_with(", or the tile to cancel"));
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

/// A drawn tile that fits nowhere: the message says so and names it (the
/// boneyard may still hold tiles), not "nothing to play and nothing to
/// draw"; asking why a hand tile does not fit says it too.
#[test]
fn a_drawn_tile_that_fits_nowhere_is_named() {
    for seed in 0..60u64 {
        let mut d = Driver::new(&format!("seed={seed}&players=2&seats=human,easy"));
        for _ in 0..600 {
            let p = &d.page;
            if p.seat().is_some() && p.legal() == [Move::Pass] {
                if let Some(tile) = p.game.state.round().drawn() {
                    let said = format!("You drew {tile}: it fits nowhere, so pass");
                    assert_eq!(d.page.message(), said);
                    d.table(ui::Command::SelectTile(tile));
                    assert!(d.page.message().ends_with(&said), "{}", d.page.message());
                    return;
                }
            }
            if d.page.seat().is_some() {
                d.play_first();
            } else if d.page.game.state.round_over() {
                break;
            } else {
                d.frame();
            }
        }
    }
    panic!("no seed drew a tile that fits nowhere");
}

/// Undo takes back the person's last play and the computer seats' moves
/// after it, saves the game as it was, and says so; it is not offered in
/// pass-and-play.
#[test]
fn undo_takes_back_the_last_play() {
    let mut d = Driver::new("seed=5&players=3&seats=human,easy,easy");
    let mut undone = 0;
    for _ in 0..400 {
        if d.page.game.state.round_over() || undone == 3 {
            break;
        }
        if d.page.seat().is_none() {
            d.frame();
            continue;
        }
        let before = d.page.game.state.clone();
        let played = d.page.legal()[0];
        d.play_first();
        d.until(400, |p| p.seat().is_some() || p.game.state.round_over());
        if !matches!(played, Move::Play { .. }) || d.page.game.state.round_over() {
            assert!(!d.page.can_undo() || matches!(played, Move::Play { .. }));
            continue;
        }
        assert!(d.page.can_undo());
        let moves = |s: &crate::rules::State| s.log().last().map_or(0, |l| l.moves.len());
        assert!(
            moves(&d.page.game.state) > moves(&before) + 1,
            "the AI moved after it"
        );
        if undone == 1 {
            // A narrow screen's Undo is in the menu, which it closes.
            d.cmd(Command::Menu);
            assert!(d.page.can_undo());
        }
        let fx = d.cmd(Command::Undo);
        assert_eq!(d.page.screen, Screen::Playing);
        assert_eq!(d.page.game.state, before);
        // The table shown is the board taken back, laid out afresh.
        let mut fresh = crate::page::view::View::new(&before);
        (fresh.size, fresh.large) = (d.page.view.size, d.page.view.large);
        fresh.relayout(&before);
        assert_eq!(d.page.view.lay, fresh.lay);
        let saved = fx.iter().find_map(|e| match e {
            Effect::SaveGame(_, s) => Some(&s.state),
            _ => None,
        });
        assert_eq!(saved, Some(&before), "the game is saved as it was");
        let tile = played.tile().unwrap().to_string();
        assert_eq!(d.page.ctl.message, Some(format!("You take back {tile}")));
        assert!(fx
            .iter()
            .any(|e| matches!(e, Effect::Announce(a) if a.contains(&tile))));
        undone += 1;
        // The same play again: the computer seats answer as before.
        d.play_first();
    }
    assert_eq!(undone, 3);
    let mut d = Driver::new("seed=5&players=2&seats=human,human");
    for _ in 0..30 {
        d.cmd(Command::Ready);
        if d.page.seat().is_some() {
            d.play_first();
        }
        assert!(!d.page.can_undo(), "pass-and-play has no undo");
    }
}

#[test]
fn a_table_of_computer_seats_is_only_watched() {
    let watched = |q: &str| Driver::new(q).page.game.watched();
    assert!(watched("seed=5&players=2&seats=easy,expert"));
    assert!(!watched("seed=5&players=2&seats=human,easy"));
    assert!(!watched("seed=5&players=3&seats=human,human,easy"));
}
