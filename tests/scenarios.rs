//! One scenario per rule and per option, on small hand-made deals.

mod common;

use chickenfoot::rules::{
    DrawnTile, Move, MoveErrorCode as Code, Phase, Preset, RoundEnd, Rules, StartSearch, State,
    TieBreak,
};
use common::*;

fn refuse(s: &mut State, seat: u8, m: Move, code: Code) -> String {
    let before = s.clone();
    let e = s.apply(seat, m).expect_err("move should be refused");
    assert_eq!(e.code, code, "{m}: {}", e.message);
    assert_eq!(*s, before, "a refused move must leave the state untouched");
    e.message
}

#[test]
fn arms_first_then_toes_first_then_out() {
    let mut s = state(
        small(2),
        &["6-6 6-5 2-1", "6-4 6-3 5-5 4-4"],
        "6-2 5-1 3-0 5-4 5-0",
    );
    assert_eq!(
        s.to_move(),
        Some(0),
        "the holder of the start double moves first"
    );
    assert_eq!(legal(&s), ["place 6-6"]);
    refuse(&mut s, 1, Move::Draw, Code::NotYourTurn);
    refuse(&mut s, 0, play("6-5", "6-6"), Code::PlaceStartDouble);
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert_eq!(s.to_move(), Some(1), "after seat k places, seat k+1 moves");
    assert_eq!(legal(&s), ["6-3 on 6-6", "6-4 on 6-6"]);
    run(&mut s, &[(1, play("6-4", "6-6")), (0, play("6-5", "6-6"))]);
    let msg = refuse(&mut s, 1, play("4-4", "6-4"), Code::ArmsFirst);
    assert!(msg.contains("6-6"), "{msg}");
    assert_eq!(legal(&s), ["6-3 on 6-6"]);
    run(&mut s, &[(1, play("6-3", "6-6"))]);
    // Seat 0 holds only 2-1: it must draw; the drawn 6-2 fits and must be played.
    assert_eq!(legal(&s), ["draw"]);
    refuse(&mut s, 0, Move::Pass, Code::CannotPass);
    run(&mut s, &[(0, Move::Draw)]);
    assert_eq!(s.round().drawn(), Some(t("6-2")));
    assert_eq!(legal(&s), ["6-2 on 6-6"]);
    refuse(&mut s, 0, Move::Pass, Code::MustPlay);
    refuse(&mut s, 0, Move::Draw, Code::MustPlay);
    run(&mut s, &[(0, play("6-2", "6-6"))]);
    // Arms are full: a fifth tile cannot go on the start double.
    assert_eq!(s.round().board().free_slots(t("6-6")), 0);
    assert_eq!(legal(&s), ["4-4 on 6-4", "5-5 on 6-5"]);
    run(&mut s, &[(1, play("5-5", "6-5"))]);
    // Chicken foot open on 5-5: 2-1 fits 6-2 but toes come first.
    let msg = refuse(&mut s, 0, play("2-1", "6-2"), Code::ToesFirst);
    assert_eq!(msg, "chicken foot open: the next tiles go on 5-5");
    assert_eq!(legal(&s), ["draw"]);
    run(&mut s, &[(0, Move::Draw), (0, play("5-1", "5-5"))]);
    // Seat 1 draws 3-0, which does not fit: only a pass.
    run(&mut s, &[(1, Move::Draw)]);
    assert_eq!(legal(&s), ["pass"]);
    refuse(&mut s, 1, Move::Draw, Code::CannotDraw);
    refuse(&mut s, 1, play("3-0", "6-3"), Code::ToesFirst);
    run(&mut s, &[(1, Move::Pass)]);
    assert!(s.round().voids(1).contains(5), "seat 1 was seen to lack 5s");
    run(
        &mut s,
        &[
            (0, Move::Draw),
            (0, play("5-4", "5-5")),
            (1, Move::Draw),
            (1, play("5-0", "5-5")),
        ],
    );
    assert_eq!(
        s.round().board().free_slots(t("5-5")),
        0,
        "exactly three toes"
    );
    assert_eq!(s.round().board().pending(), None);
    assert_eq!(legal(&s), ["2-1 on 5-1", "2-1 on 6-2"]);
    run(&mut s, &[(0, play("2-1", "5-1"))]);
    assert_eq!(s.round_end(), Some(RoundEnd::Out(0)));
    assert_eq!(s.to_move(), None);
    assert!(s.legal_moves().is_empty());
    assert_eq!(s.round_scores(), vec![vec![0, 11]]);
    refuse(&mut s, 1, Move::Draw, Code::RoundOver);
}

#[test]
fn may_rule_allows_passing_on_a_fitting_drawn_tile() {
    let mut r = small(2);
    r.drawn_tile = DrawnTile::May;
    let mut s = state(r, &["6-6 1-1", "2-2 6-1"], "6-3");
    run(
        &mut s,
        &[(0, Move::Place(t("6-6"))), (1, play("6-1", "6-6"))],
    );
    run(&mut s, &[(0, Move::Draw)]);
    assert_eq!(legal(&s), ["6-3 on 6-6", "pass"]);
    // Only the drawn tile may be played, even if another tile were to fit.
    run(&mut s, &[(0, Move::Pass)]);
    assert_eq!(s.to_move(), Some(1));
}

#[test]
fn must_rule_forbids_passing_on_a_fitting_drawn_tile() {
    let mut s = state(small(2), &["6-6 1-1", "2-2 6-1"], "6-3");
    run(
        &mut s,
        &[(0, Move::Place(t("6-6"))), (1, play("6-1", "6-6"))],
    );
    run(&mut s, &[(0, Move::Draw)]);
    assert_eq!(legal(&s), ["6-3 on 6-6"]);
}

#[test]
fn after_a_draw_only_the_drawn_tile_may_be_played() {
    let mut s = state(small(2), &["6-6 1-1", "2-2 6-1"], "6-3");
    run(
        &mut s,
        &[(0, Move::Place(t("6-6"))), (1, play("6-1", "6-6"))],
    );
    // 1-1 fits 6-1's free end? No: arms come first, so seat 0 has no play.
    assert_eq!(legal(&s), ["draw"]);
    run(&mut s, &[(0, Move::Draw)]);
    refuse(&mut s, 0, play("1-1", "6-1"), Code::DrawnTileOnly);
}

#[test]
fn reserve_stops_drawing_and_allows_pass() {
    let mut r = small(2);
    r.boneyard_reserve = 1;
    let d = deal(&r, &["6-6 6-1 1-0", "2-2"], "3-3", None, false);
    let mut s = State::with_deal(r, 0, d);
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert_eq!(s.round().boneyard_len(), 1);
    assert_eq!(legal(&s), ["pass"], "boneyard at its reserve: no draw");
    refuse(&mut s, 1, Move::Draw, Code::CannotDraw);
    run(&mut s, &[(1, Move::Pass)]);
    assert_eq!(s.to_move(), Some(0));
    assert_eq!(s.round_end(), None, "seat 0 can still play");
}

#[test]
fn classic_reserve_preset_values() {
    assert_eq!(Rules::classic_reserve(2), 2);
    assert_eq!(Rules::classic_reserve(3), 1);
    assert_eq!(Rules::classic_reserve(8), 1);
}

#[test]
fn blocked_right_after_placement() {
    let mut r = small(2);
    r.boneyard_reserve = 2;
    let d = deal(&r, &["6-6 1-0", "2-2"], "3-3 4-4", None, false);
    let mut s = State::with_deal(r, 0, d);
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert_eq!(s.round_end(), Some(RoundEnd::Blocked));
    assert_eq!(s.round_scores(), vec![vec![1, 4]]);
}

#[test]
fn a_draw_can_block_the_round() {
    let r = small(2);
    let d = deal(&r, &["6-6 1-0", "2-2"], "4-4", None, false);
    let mut s = State::with_deal(r, 0, d);
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert_eq!(s.round_end(), None);
    run(&mut s, &[(1, Move::Draw)]);
    assert_eq!(s.round_end(), Some(RoundEnd::Blocked), "no pass is needed");
    assert_eq!(s.round_scores(), vec![vec![1, 12]]);
}

#[test]
fn a_double_nobody_can_toe_blocks_the_round() {
    let mut r = small(2);
    r.arms = 2;
    let d = deal(&r, &["6-6 6-5 1-0", "6-4 5-5 2-1"], "", None, false);
    let mut s = State::with_deal(r, 0, d);
    run(
        &mut s,
        &[
            (0, Move::Place(t("6-6"))),
            (1, play("6-4", "6-6")),
            (0, play("6-5", "6-6")),
        ],
    );
    assert_eq!(s.round_end(), None, "seat 1 can play 5-5");
    run(&mut s, &[(1, play("5-5", "6-5"))]);
    assert_eq!(s.round_end(), Some(RoundEnd::Blocked));
}

#[test]
fn placing_the_start_double_as_last_tile_is_out_and_beats_blocked() {
    let r = small(2);
    let d = deal(&r, &["6-6", "2-2"], "", None, false);
    let mut s = State::with_deal(r, 0, d);
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert_eq!(s.round_end(), Some(RoundEnd::Out(0)));
    assert_eq!(s.round_scores(), vec![vec![0, 4]]);
}

#[test]
fn draw_in_turn_search() {
    let mut r = small(3);
    r.boneyard_reserve = 100; // the reserve does not apply to search draws
    let mut s = state(r, &["1-0", "2-0", "3-0"], "4-4 5-5 6-6");
    assert_eq!(s.round().phase(), Phase::Search);
    assert_eq!(s.to_move(), Some(0), "round 0 starts the search at seat 0");
    assert_eq!(legal(&s), ["draw"]);
    refuse(&mut s, 0, Move::Pass, Code::MustDrawForStart);
    run(&mut s, &[(0, Move::Draw)]);
    assert_eq!(
        s.to_move(),
        Some(1),
        "a search draw that misses ends the turn"
    );
    run(&mut s, &[(1, Move::Draw), (2, Move::Draw)]);
    assert_eq!(s.to_move(), Some(2), "the drawer places next");
    assert_eq!(legal(&s), ["place 6-6"]);
    run(&mut s, &[(2, Move::Place(t("6-6")))]);
    assert_eq!(
        s.round().hand(2).len(),
        1,
        "3-0 is left after placing the drawn 6-6"
    );
    // The boneyard is now below the (huge) reserve and nobody holds a 6.
    assert_eq!(s.round_end(), Some(RoundEnd::Blocked));

    let mut s = state(small(3), &["1-0", "2-0", "3-0"], "4-4 6-6");
    run(
        &mut s,
        &[(0, Move::Draw), (1, Move::Draw), (1, Move::Place(t("6-6")))],
    );
    assert_eq!(s.to_move(), Some(2), "after seat k places, seat k+1 moves");
}

#[test]
fn all_draw_search_completes_the_circle() {
    let mut r = small(3);
    r.start_search = StartSearch::AllDraw;
    let mut s = state(r.clone(), &["1-0", "2-0", "3-0"], "6-6 4-4 5-5");
    run(&mut s, &[(0, Move::Draw)]);
    assert_eq!(s.to_move(), Some(1), "no early placement");
    refuse(&mut s, 0, Move::Place(t("6-6")), Code::NotYourTurn);
    run(&mut s, &[(1, Move::Draw), (2, Move::Draw)]);
    assert_eq!(s.to_move(), Some(0));
    assert_eq!(legal(&s), ["place 6-6"]);
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert_eq!(s.to_move(), Some(1));

    // Nobody draws it in the first circle: a second circle from the first seat.
    let mut s = state(r.clone(), &["1-0", "2-0", "3-0"], "1-1 2-2 3-3 4-4 6-6 5-5");
    run(&mut s, &[(0, Move::Draw), (1, Move::Draw), (2, Move::Draw)]);
    assert_eq!(s.round().phase(), Phase::Search);
    assert_eq!(s.to_move(), Some(0));
    run(&mut s, &[(0, Move::Draw), (1, Move::Draw), (2, Move::Draw)]);
    assert_eq!(
        (s.to_move(), legal(&s)),
        (Some(1), vec!["place 6-6".into()])
    );

    // The boneyard runs out mid-circle: the circle stops and the holder places.
    let d = deal(&r, &["1-0", "2-0", "3-0"], "1-1 6-6", None, false);
    let mut s = State::with_deal(r, 0, d);
    run(&mut s, &[(0, Move::Draw), (1, Move::Draw)]);
    assert_eq!(
        (s.to_move(), legal(&s)),
        (Some(1), vec!["place 6-6".into()])
    );
}

#[test]
fn before_deal_starter_places_the_set_aside_double() {
    let mut r = small(3);
    r.start_search = StartSearch::BeforeDeal;
    let d = deal(&r, &["1-0", "2-0", "3-0"], "", Some(2), true);
    assert!(!d.boneyard.contains(&t("6-6")));
    let mut s = State::with_deal(r, 0, d);
    assert_eq!(
        (s.to_move(), legal(&s)),
        (Some(2), vec!["place 6-6".into()])
    );
    run(&mut s, &[(2, Move::Place(t("6-6")))]);
    assert_eq!(
        s.round().hand(2).len(),
        1,
        "the starter's hand is unchanged"
    );
    assert_eq!(s.to_move(), Some(0));
}

#[test]
fn seeded_before_deal_finds_a_starter_and_sets_the_double_aside() {
    let r = Rules {
        start_search: StartSearch::BeforeDeal,
        ..Rules::default()
    };
    for seed in 0..50 {
        let s = State::new(r.clone(), seed).unwrap();
        let d = &s.log()[0].deal;
        let starter = d.starter.expect("before_deal deals name a starter");
        assert!(starter < 4);
        assert!(d
            .hands
            .iter()
            .flatten()
            .chain(&d.boneyard)
            .all(|&x| x != t("9-9")));
        assert_eq!(d.hands.iter().flatten().count() + d.boneyard.len(), 54);
        assert_eq!(s.to_move(), Some(starter));
    }
}

#[test]
fn later_rounds_start_the_search_at_r_mod_players() {
    let mut r = small(3);
    r.rounds = vec![6, 5, 4, 3];
    let mut s = state(r.clone(), &["6-6", "1-0", "2-0"], "");
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    assert!(s.round_over());
    for round in 1..4usize {
        let d = deal(&r, &["1-1", "2-2", "0-0"], "", None, true);
        // rules.rounds[round] is the start double; nobody holds it here.
        assert!(s.start_round(d));
        assert_eq!(s.round_index(), round);
        assert_eq!(s.to_move(), Some((round % 3) as u8));
        assert_eq!(legal(&s), ["draw"]);
        // Finish the round quickly: draw until the start double turns up and place it.
        while s.round().phase() == Phase::Search {
            let seat = s.to_move().unwrap();
            run(&mut s, &[(seat, Move::Draw)]);
        }
        let seat = s.to_move().unwrap();
        let sd = Move::Place(r.start_double(round));
        run(&mut s, &[(seat, sd)]);
        while let Some(seat) = s.to_move() {
            let m = s.legal_moves()[0];
            run(&mut s, &[(seat, m)]);
        }
    }
    assert!(s.is_over());
    assert!(!s.start_round(deal(&r, &["1-1"], "", None, true)));
}

#[test]
fn double_blank_option_scores_zero_zero() {
    for (value, expect) in [(50, 52), (25, 27), (0, 2), (7, 9)] {
        let mut r = small(2);
        r.double_blank = value;
        let d = deal(&r, &["6-6 6-1", "0-0 1-1"], "", None, false);
        let mut s = State::with_deal(r, 0, d);
        run(&mut s, &[(0, Move::Place(t("6-6"))), (1, Move::Pass)]);
        run(&mut s, &[(0, play("6-1", "6-6"))]);
        assert_eq!(s.round_end(), Some(RoundEnd::Out(0)));
        assert_eq!(s.round_scores(), vec![vec![0, expect]]);
    }
}

#[test]
fn arms_option_sets_the_start_double_capacity() {
    for arms in 2..=6u8 {
        let mut r = small(2);
        r.arms = arms;
        let hand1: Vec<String> = (0..6).map(|p| format!("6-{p}")).collect();
        let d = deal(
            &r,
            &["6-6 1-1 2-2 3-3 4-4 5-5", &hand1.join(" ")],
            "",
            None,
            false,
        );
        let mut s = State::with_deal(r, 0, d);
        run(&mut s, &[(0, Move::Place(t("6-6")))]);
        let mut on_start = 0;
        while s.round().board().pending() == Some(t("6-6")) {
            let seat = s.to_move().expect("seat 1 still holds 6s");
            let m = s.legal_moves()[0];
            if let Move::Play { on, .. } = m {
                assert_eq!(on, t("6-6"), "only the start double takes tiles");
                on_start += 1;
            }
            run(&mut s, &[(seat, m)]);
        }
        assert_eq!(on_start, arms);
        assert_eq!(s.round().board().free_slots(t("6-6")), 0);
        if s.to_move() == Some(1) {
            // A seventh 6 would not fit the full start double.
            assert!(!s
                .legal_moves()
                .iter()
                .any(|m| matches!(m, Move::Play { on, .. } if *on == t("6-6"))));
        }
    }
}

#[test]
fn hand_sizes_and_presets() {
    assert_eq!(Rules::standard(9, 4).hand_size, 11);
    assert_eq!(Rules::standard(9, 2).hand_size, 21);
    assert_eq!(Rules::standard(9, 8).hand_size, 5);
    assert_eq!(Preset::SevenEach.rules(4).hand_size, 7);
    assert_eq!(Preset::ArmPerPlayer.rules(6).arms, 6);
    assert_eq!(Preset::DoubleTwelve.rules(8).set, 12);
    assert_eq!(Preset::Quick.rules(4).rounds, vec![9, 8, 7]);
    assert_eq!(Rules::default().rounds, (0..=9).rev().collect::<Vec<u8>>());
    let s = State::new(Preset::SevenEach.rules(3), 9).unwrap();
    assert!(s.log()[0].deal.hands.iter().all(|h| h.len() == 7));
}

#[test]
fn match_winner_and_tie_break() {
    let mut r = small(2);
    r.rounds = vec![6, 6];
    // Round 0: seat 0 goes out, seat 1 keeps 1-1 (2 points).
    let mut s = state(r.clone(), &["6-6", "1-1"], "");
    run(&mut s, &[(0, Move::Place(t("6-6")))]);
    // Round 1: seat 1 goes out, seat 0 keeps 2-0 (2 points): tied 2-2, one zero each.
    assert!(s.start_round(deal(&r, &["2-0", "6-6"], "", None, false)));
    run(&mut s, &[(1, Move::Place(t("6-6")))]);
    assert!(s.is_over());
    assert_eq!(s.totals(), vec![2, 2]);
    assert_eq!(s.winners(), Some((vec![0, 1], TieBreak::Shared)));
}

#[test]
fn view_shows_only_own_hand() {
    let s = State::new(Rules::default(), 5).unwrap();
    let v = s.view(2);
    assert_eq!(v.hand(), s.round().hand(2));
    assert_eq!(v.hand_sizes(), &[11, 11, 11, 11]);
    assert_eq!(v.boneyard_len(), 11);
    let unseen = v.unseen();
    assert_eq!(unseen.len(), 55 - 11);
    for seat in [0u8, 1, 3] {
        assert!(s.round().hand(seat).iter().all(|t| unseen.contains(t)));
    }
    let json = serde_json::to_value(&v).unwrap();
    let hands = json["round"]["hands"].as_array().unwrap();
    for (i, h) in hands.iter().enumerate() {
        let empty = h.as_array().unwrap().iter().all(|w| w == 0);
        assert_eq!(empty, i != 2, "hand {i} visible in the view: {h}");
    }
    // Only the seat to move sees legal moves.
    let mover = s.to_move().unwrap();
    assert!(!s.view(mover).legal_moves().is_empty());
    assert!(s.view((mover + 1) % 4).legal_moves().is_empty());
}

/// The earlier rounds in a view are what the table saw: their moves, and
/// the hands left at their ends (as the results show them), never the
/// round in play; a draw's tile stays hidden. Each way of finding the start
/// double, and tiles kept back in the boneyard, are played; and a match
/// rebuilt from its record (as a saved game is) gives every seat the same
/// view.
#[test]
fn a_view_holds_the_earlier_rounds_as_the_table_saw_them() {
    use chickenfoot::rules::StartSearch;
    for (search, reserve) in [
        (StartSearch::DrawInTurn, 0),
        (StartSearch::AllDraw, 2),
        (StartSearch::BeforeDeal, 1),
    ] {
        let rules = Rules {
            start_search: search,
            boneyard_reserve: reserve,
            ..Rules::default()
        };
        let mut s = State::new(rules, 11).unwrap();
        let mut rng = chickenfoot::rules::Rng::new(3);
        let mut ends = Vec::new();
        while s.log().len() < 4 {
            if s.round_over() {
                ends.push((0..4).map(|p| s.round().hand(p)).collect::<Vec<_>>());
                assert!(s.next_round());
                continue;
            }
            let seat = s.to_move().unwrap();
            let v = s.view(seat);
            assert_eq!(v.past().len(), s.round_index());
            for (past, (log, hands)) in v.past().iter().zip(s.log().iter().zip(&ends)) {
                assert_eq!(past.moves, log.moves);
                assert_eq!(
                    &past.hands, hands,
                    "{search:?}: the hands at the round's end"
                );
            }
            let legal = s.legal_moves();
            s.apply(seat, *rng.pick(&legal).unwrap()).unwrap();
        }
        assert_eq!(ends.len(), 3);
        // Not the round in play, even once it is over.
        while !s.round_over() {
            let seat = s.to_move().unwrap();
            let legal = s.legal_moves();
            s.apply(seat, *rng.pick(&legal).unwrap()).unwrap();
        }
        assert_eq!(s.view(0).past().len(), 3);
        let again = chickenfoot::rules::record::replay(&s.to_record()).unwrap();
        for seat in 0..4 {
            assert_eq!(again.view(seat), s.view(seat), "{search:?}: seat {seat}");
        }
    }
}

#[test]
fn sampled_worlds_respect_sizes_and_voids() {
    let mut s = state(
        small(2),
        &["6-6 6-5 2-1", "6-4 6-3 5-5 4-4"],
        "6-2 5-1 3-0 5-4 5-0",
    );
    let moves = [
        (0, Move::Place(t("6-6"))),
        (1, play("6-4", "6-6")),
        (0, play("6-5", "6-6")),
        (1, play("6-3", "6-6")),
        (0, Move::Draw),
        (0, play("6-2", "6-6")),
        (1, play("5-5", "6-5")),
        (0, Move::Draw),
        (0, play("5-1", "5-5")),
        (1, Move::Draw),
        (1, Move::Pass),
    ];
    run(&mut s, &moves);
    let v = s.view(0);
    assert!(v.voids(1).contains(5));
    let mut rng = chickenfoot::rules::Rng::new(3);
    for _ in 0..200 {
        let w = v.sample_world(&mut rng);
        assert_eq!(w.hand(0), s.round().hand(0));
        assert_eq!(w.hand(1).len(), s.round().hand(1).len());
        assert!(w.hand(1).iter().all(|t| !t.has(5)), "seat 1 lacks 5s");
        assert_eq!(w.boneyard_len(), s.round().boneyard_len());
        assert_eq!(w.legal_moves(), s.round().legal_moves());
    }
}

#[test]
fn state_serializes_and_resumes() {
    let mut s = State::new(Rules::default(), 11).unwrap();
    for _ in 0..30 {
        if let Some(seat) = s.to_move() {
            let m = s.legal_moves()[0];
            s.apply(seat, m).unwrap();
        }
    }
    let text = serde_json::to_string(&s).unwrap();
    let back: State = serde_json::from_str(&text).unwrap();
    assert_eq!(back, s);
}

/// Dealing around constraints (Hard's greedy inference): seat 1 never gets
/// a tile of `all`, and at most `free` tiles of `most`, while without them
/// it gets both kinds.
#[test]
fn sampled_hands_keep_clear_of_what_they_avoid() {
    use chickenfoot::rules::{Avoid, Rng, TileSet, MAX_SEATS};
    let mut s = State::new(Rules::default(), 5).unwrap();
    while s.to_move() != Some(0) || s.round().board().placed().len() < 3 {
        let seat = s.to_move().unwrap();
        let m = s.legal_moves()[0];
        s.apply(seat, m).unwrap();
    }
    let v = s.view(0);
    let unseen: Vec<_> = v.unseen().iter().collect();
    let all: TileSet = unseen[..6].iter().copied().collect();
    let most: TileSet = unseen[6..18].iter().copied().collect();
    let mut avoid = [Avoid::default(); MAX_SEATS];
    avoid[1] = Avoid { all, most, free: 2 };
    let mut rng = Rng::new(9);
    let (mut free_used, mut unconstrained_all, mut unconstrained_most) = (0, 0, 0);
    for _ in 0..300 {
        let (hands, bone) = v.sample_hands_avoiding(&mut rng, &avoid);
        assert_eq!(hands[1].len(), v.hand_sizes()[1] as usize);
        assert_eq!(bone.len(), v.boneyard_len());
        assert!(!hands[1].intersects(all));
        let got = hands[1].and(most).len();
        assert!(got <= 2, "{got} tiles of `most`");
        free_used += got;
        let (plain, _) = v.sample_hands(&mut rng);
        unconstrained_all += plain[1].and(all).len();
        unconstrained_most += plain[1].and(most).len();
    }
    assert!(free_used > 0 && unconstrained_all > 0 && unconstrained_most > 600);
}
