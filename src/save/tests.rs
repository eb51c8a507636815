use super::*;
use crate::ai::{Agent, Greedy};
use crate::rules::{RoundEnd, Rules, StartSearch};
use serde_json::{json, Value};

/// The blobs as JSON text, as the page stores them.
trait Text {
    fn to_json(&self) -> String;
}

impl Text for Saved {
    fn to_json(&self) -> String {
        serde_json::to_string(&self.blob()).unwrap()
    }
}

impl Text for Settings {
    fn to_json(&self) -> String {
        serde_json::to_string(&self.blob()).unwrap()
    }
}

impl Text for Stats {
    fn to_json(&self) -> String {
        serde_json::to_string(&self.blob()).unwrap()
    }
}

/// A match after `moves` moves by greedy agents (rounds advanced as needed).
fn play(rules: Rules, seed: u64, moves: usize) -> State {
    let mut s = State::new(rules, seed).unwrap();
    let mut n = 0;
    while n < moves && !s.is_over() {
        if s.round_over() {
            s.next_round();
            continue;
        }
        let seat = s.to_move().unwrap();
        let mv = Greedy.choose(&s.view(seat));
        s.apply(seat, mv).unwrap();
        n += 1;
    }
    s
}

fn saved(state: State) -> Saved {
    let players = state.rules().players;
    Saved {
        state,
        settings: Settings {
            lang: Some(Lang::Cs),
            sound: false,
            numerals: true,
            seats: crate::share::default_seats(players),
            auto_draw: false,
            ai_speed: AiSpeed::Slow,
            large: Some(false),
            taught: true,
        },
        match_id: 1_700_000_000_000,
        link: None,
    }
}

fn json_of(s: &Saved) -> Value {
    serde_json::from_str(&s.to_json()).unwrap()
}

#[test]
fn games_round_trip() {
    let quick = crate::rules::Preset::Quick.rules(3);
    let before = Rules {
        start_search: StartSearch::BeforeDeal,
        ..Rules::standard(9, 4)
    };
    for (rules, moves) in [
        (Rules::default(), 0),
        (Rules::default(), 37),
        (before, 55),
        (quick.clone(), 10_000),
    ] {
        let s = saved(play(rules, 9, moves));
        let back = load(&s.to_json()).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, s);
    }
    assert!(play(quick, 9, 10_000).is_over());
}

#[test]
fn not_json_is_corrupt() {
    for t in ["not json", "{]", "\u{0}", "{\"app\":\"chickenfoot\",}"] {
        assert!(matches!(load(t), Err(SaveError::Corrupt(_))), "{t:?}");
    }
}

#[test]
fn cut_short_is_truncated() {
    let text = saved(play(Rules::default(), 3, 20)).to_json();
    for cut in [0, 1, text.len() / 3, text.len() - 1] {
        assert_eq!(
            load(&text[..cut]),
            Err(SaveError::Truncated),
            "cut at {cut}"
        );
    }
}

#[test]
fn other_data_is_wrong_app() {
    let stats = Stats::default().to_json();
    let settings = Settings::default().to_json();
    for t in [
        "[1,2]",
        "42",
        "null",
        "{}",
        r#"{"app":"other","kind":"game","version":1}"#,
        stats.as_str(),
        settings.as_str(),
    ] {
        assert_eq!(load(t), Err(SaveError::WrongApp), "{t}");
    }
    assert_eq!(Stats::load(&settings), Err(SaveError::WrongApp));
}

#[test]
fn versions() {
    let s = saved(play(Rules::default(), 3, 5));
    let mut v = json_of(&s);
    v["version"] = json!(0);
    assert_eq!(
        load(&v.to_string()),
        Err(SaveError::Older {
            found: 0,
            supported: GAME_VERSION
        })
    );
    v["version"] = json!(GAME_VERSION + 1);
    assert!(matches!(load(&v.to_string()), Err(SaveError::Newer { .. })));
    v["version"] = json!("1");
    assert!(matches!(load(&v.to_string()), Err(SaveError::Invalid(_))));
}

fn invalid(v: &Value) -> String {
    match load(&v.to_string()) {
        Err(SaveError::Invalid(m)) => m,
        other => panic!("expected Invalid, got {other:?}"),
    }
}

#[test]
fn version_one_saves_are_migrated_when_they_check_out() {
    // Version 1 stored the serialized engine state instead of the record:
    // it is dealt again from its seed and replayed.
    for (seed, moves) in [(3, 5), (11, 60), (12, 140)] {
        let s = saved(play(Rules::default(), seed, moves));
        let v1 = json!({
            "app": APP, "kind": "game", "version": 1, "match_id": 1,
            "settings": json_of(&s)["settings"], "state": serde_json::to_value(&s.state).unwrap(),
        });
        let back = load(&v1.to_string()).expect("migrated");
        assert_eq!(back.state, s.state, "seed {seed}");
        assert_eq!(back.settings, s.settings);
        assert_eq!(back.match_id, 1);
    }
    // One that does not check out (a move changed) stays an older save.
    let s = saved(play(Rules::default(), 3, 5));
    let mut state = serde_json::to_value(&s.state).unwrap();
    state["log"][0]["moves"][2][0] = json!(3);
    let v1 = json!({
        "app": APP, "kind": "game", "version": 1, "match_id": 1,
        "settings": json_of(&s)["settings"], "state": state,
    });
    assert_eq!(
        load(&v1.to_string()),
        Err(SaveError::Older {
            found: 1,
            supported: GAME_VERSION
        })
    );
}

/// A seed above 2^53-1 (from a link) is stored as text only: the page's
/// `JSON.parse` could not read it from a number exactly.
#[test]
fn big_seeds_survive_as_text() {
    for seed in [crate::wire::MAX_SAFE, crate::wire::MAX_SAFE + 2, u64::MAX] {
        let s = saved(play(Rules::default(), seed, 10));
        let v = json_of(&s);
        assert_eq!(v["seed"], json!(seed.to_string()));
        assert_eq!(
            v["record"].get("seed"),
            (seed <= crate::wire::MAX_SAFE)
                .then(|| json!(seed))
                .as_ref()
        );
        assert_eq!(load(&s.to_json()), Ok(s));
    }
}

#[test]
fn inconsistent_games_are_invalid() {
    let s = saved(play(Rules::default(), 11, 40));
    let good = json_of(&s);
    assert_eq!(load(&good.to_string()), Ok(s));

    let mut v = good.clone();
    v["record"]["rules"]["arms"] = json!(40);
    assert!(invalid(&v).contains("arms"));

    let mut v = good.clone();
    v["record"]["rules"] = json!("nonsense");
    assert!(invalid(&v).starts_with("record"));

    let mut v = good.clone();
    v["record"].as_object_mut().unwrap().remove("rounds");
    assert!(invalid(&v).starts_with("record"));

    // The seed is kept twice: as text and as the record's number.
    let mut v = good.clone();
    v["record"].as_object_mut().unwrap().remove("seed");
    assert_eq!(load(&v.to_string()), load(&good.to_string()));
    v.as_object_mut().unwrap().remove("seed");
    assert!(invalid(&v).contains("seed"));
    let mut v = good.clone();
    v.as_object_mut().unwrap().remove("seed");
    assert_eq!(load(&v.to_string()), load(&good.to_string()));
    let mut v = good.clone();
    v["seed"] = json!("12");
    assert!(invalid(&v).contains("record.seed"));
    v["seed"] = json!(11);
    assert!(invalid(&v).contains("seed"));

    // A tile vanishes from the boneyard.
    let mut v = good.clone();
    v["record"]["rounds"][0]["boneyard"]
        .as_array_mut()
        .unwrap()
        .pop();
    assert!(invalid(&v).contains("missing"), "{}", invalid(&v));

    // A logged move that was never legal.
    let mut v = good.clone();
    let moves = v["record"]["rounds"][0]["moves"].as_array_mut().unwrap();
    moves.swap(3, 4);
    let m = invalid(&v);
    assert!(m.contains("round 0"), "{m}");

    // Seat kinds that do not match the table.
    let mut v = good.clone();
    v["settings"]["seats"] = json!(["human", "easy"]);
    assert!(invalid(&v).contains("seat kinds"));

    let mut v = good.clone();
    v["settings"]["sound"] = json!("loud");
    assert!(invalid(&v).contains("settings.sound"));

    let mut v = good;
    v.as_object_mut().unwrap().remove("match_id");
    assert!(invalid(&v).contains("match_id"));
}

#[test]
fn reasons_are_translated() {
    let e = SaveError::Truncated;
    assert_eq!(e.reason_key(), Key::SaveReasonTruncated);
    assert!(!e.to_string().is_empty());
    let msg = crate::i18n::tf(
        Lang::En,
        Key::SaveRestoreFailed,
        &[("reason", crate::i18n::t(Lang::En, e.reason_key()))],
    );
    assert_eq!(
        msg,
        "Your saved game could not be restored (the data is incomplete); a new game was started"
    );
}

#[test]
fn settings_round_trip_and_default_missing_fields() {
    let s = Settings {
        lang: Some(Lang::Ru),
        sound: false,
        numerals: true,
        seats: vec![SeatKind::Human, SeatKind::Ai(crate::ai::Level::Hard)],
        auto_draw: true,
        ai_speed: AiSpeed::Fast,
        large: Some(true),
        taught: true,
    };
    assert_eq!(Settings::load(&s.to_json()), Ok(s));
    for speed in AiSpeed::ALL {
        let s = Settings {
            ai_speed: speed,
            ..Settings::default()
        };
        assert_eq!(Settings::load(&s.to_json()).unwrap().ai_speed, speed);
    }
    // Large tiles not chosen: left out, as an older version reads a bool.
    let fresh: serde_json::Value = serde_json::from_str(&Settings::default().to_json()).unwrap();
    assert!(fresh["settings"].get("large").is_none(), "{fresh}");
    assert_eq!(
        Settings::load(&Settings::default().to_json())
            .unwrap()
            .large,
        None
    );
    assert!(AiSpeed::Slow.delay_ms() > AiSpeed::Normal.delay_ms());
    assert!(AiSpeed::Normal.delay_ms() > AiSpeed::Fast.delay_ms());
    let old = r#"{"app":"chickenfoot","kind":"settings","version":1,"settings":{"sound":false}}"#;
    let got = Settings::load(old).unwrap();
    assert_eq!(
        got,
        Settings {
            sound: false,
            ..Settings::default()
        }
    );
    let odd =
        r#"{"app":"chickenfoot","kind":"settings","version":1,"settings":{"seats":["human"]}}"#;
    assert_eq!(
        Settings::load(odd).unwrap().seats,
        Settings::default().seats
    );
    let bad = r#"{"app":"chickenfoot","kind":"settings","version":1,"settings":{"lang":"de"}}"#;
    assert!(matches!(Settings::load(bad), Err(SaveError::Invalid(_))));
    let bad =
        r#"{"app":"chickenfoot","kind":"settings","version":1,"settings":{"ai_speed":"warp"}}"#;
    assert!(matches!(Settings::load(bad), Err(SaveError::Invalid(_))));
}

#[test]
fn opponents_bucket() {
    use crate::ai::Level;
    use SeatKind::Human;
    let (easy, medium, hard) = (
        SeatKind::Ai(Level::Easy),
        SeatKind::Ai(Level::Medium),
        SeatKind::Ai(Level::Hard),
    );
    assert_eq!(
        Opponents::of(&[Human, easy, easy]),
        Opponents::Only(Level::Easy)
    );
    assert_eq!(Opponents::of(&[Human, hard]), Opponents::Only(Level::Hard));
    assert_eq!(
        Opponents::of(&[Human, medium, Human]),
        Opponents::Only(Level::Medium)
    );
    assert_eq!(Opponents::of(&[Human, easy, hard]), Opponents::Mixed);
    assert_eq!(Opponents::of(&[Human, Human]), Opponents::People);
    assert_eq!(Opponents::Mixed.label(), Key::StatsMixed);
    // Expert, offered since the statistics had four levels' fields, has a
    // bucket of its own (not the mixed one), and statistics stored before
    // it read with an empty expert tally.
    let expert = SeatKind::Ai(Level::Expert);
    let only = Opponents::of(&[Human, expert, expert]);
    assert_eq!(only, Opponents::Only(Level::Expert));
    assert_eq!(only.label(), Key::LevelExpert);
    assert_eq!(Opponents::of(&[Human, expert, hard]), Opponents::Mixed);
    let mut st = State::new(crate::rules::Preset::Quick.rules(3), 8).unwrap();
    while !st.round_over() {
        let seat = st.to_move().unwrap();
        st.apply(seat, Greedy.choose(&st.view(seat))).unwrap();
    }
    let mut stats = Stats::default();
    assert!(stats.record_round(1, &st, &[Human, expert, expert], 0));
    assert_eq!(
        (stats.expert.rounds_played, stats.mixed.rounds_played),
        (1, 0)
    );
    assert_eq!(stats.total().rounds_played, 1);
    // Every offered level counts in a tally of its own, never the mixed
    // one (a level added to the offer without a field of its own fails).
    for l in Level::OFFERED {
        let mut stats = Stats::default();
        let ai = SeatKind::Ai(l);
        assert!(stats.record_round(1, &st, &[Human, ai, ai], 0));
        let only = Opponents::Only(l);
        assert!(Opponents::ALL.contains(&only), "{l}");
        assert_eq!(stats.tally(only).rounds_played, 1, "{l}");
        assert_eq!(stats.mixed.rounds_played, 0, "{l}");
    }
    let old =
        r#"{"app":"chickenfoot","kind":"stats","version":1,"stats":{"hard":{"rounds_played":3}}}"#;
    let back = Stats::load(old).unwrap();
    assert_eq!(
        (back.hard.rounds_played, back.expert),
        (3, Tally::default())
    );
}

#[test]
fn statistics_count_each_round_and_match_once() {
    let rules = crate::rules::Preset::Quick.rules(2);
    let seats = [SeatKind::Human, SeatKind::Ai(crate::ai::Level::Hard)];
    let mut st = State::new(rules, 4).unwrap();
    let mut stats = Stats::default();
    assert!(!stats.record_round(1, &st, &seats, 0));
    let (mut rounds, mut out, mut points) = (0, 0, 0);
    while !st.is_over() {
        if st.round_over() {
            st.next_round();
            continue;
        }
        let seat = st.to_move().unwrap();
        st.apply(seat, Greedy.choose(&st.view(seat))).unwrap();
        if st.round_over() {
            assert!(stats.record_round(1, &st, &seats, 0));
            assert!(!stats.record_round(1, &st, &seats, 0), "counted twice");
            rounds += 1;
            points += u64::try_from(st.finished_scores().last().unwrap()[0]).unwrap();
            out += u64::from(st.round_end() == Some(RoundEnd::Out(0)));
        }
    }
    assert!(stats.record_match(1, &st, &seats, 0));
    assert!(!stats.record_match(1, &st, &seats, 0));
    assert!(!stats.record_match(2, &st, &seats, 9));
    let won = st.winners().unwrap().0.contains(&0);
    let t = stats.hard;
    assert_eq!(
        t,
        Tally {
            matches_played: 1,
            matches_won: u64::from(won),
            rounds_played: rounds,
            rounds_out: out,
            points,
        }
    );
    assert_eq!(rounds, 3);
    assert_eq!(stats.total(), t);
    assert_eq!(stats.easy, Tally::default());
    assert_eq!(t.average_points(), Some(points as f64 / 3.0));
    assert_eq!(t.win_rate(), Some(if won { 1.0 } else { 0.0 }));
    assert_eq!(Tally::default().average_points(), None);

    let back = Stats::load(&stats.to_json()).unwrap();
    assert_eq!(back, stats);
    let v: Value = serde_json::from_str(&stats.to_json()).unwrap();
    assert_eq!(v["stats"]["hard"]["rounds_played"], json!(rounds));
    assert_eq!(v["stats"]["last_match"], json!(1));
    assert_eq!(v["stats"]["last_round"], json!([1, 2]));
    let mut bad = v.clone();
    bad["stats"]["easy"]["points"] = json!(-3);
    assert!(
        matches!(Stats::load(&bad.to_string()), Err(SaveError::Invalid(m)) if m.contains("stats.easy.points"))
    );
    // A damaged stats blob is an error of its own; the game save is untouched.
    assert!(Stats::load("{\"app\":\"chickenfoot\",\"kind\":\"stats\",\"ver").is_err());
}

/// Replaces one random node of a JSON tree with a random value.
fn mutate(v: &mut Value, rng: &mut crate::rules::Rng) {
    let children = match v {
        Value::Array(a) if !a.is_empty() => a.len(),
        Value::Object(o) if !o.is_empty() => o.len(),
        _ => 0,
    };
    if children > 0 && rng.below(4) != 0 {
        let i = rng.below(children);
        match v {
            Value::Array(a) => return mutate(&mut a[i], rng),
            Value::Object(o) => {
                if rng.below(8) == 0 {
                    let k = o.keys().nth(i).cloned().unwrap();
                    o.remove(&k);
                    return;
                }
                return mutate(o.values_mut().nth(i).unwrap(), rng);
            }
            _ => unreachable!(),
        }
    }
    *v = match rng.below(9) {
        0 => json!(null),
        1 => json!(rng.below(3)),
        2 => json!(rng.below(30)),
        3 => json!(u64::MAX),
        4 => json!(-1),
        5 => json!("9-9"),
        6 => json!([]),
        7 => json!({}),
        _ => match v {
            Value::Number(n) => json!(n.as_u64().unwrap_or(0).saturating_add(1)),
            Value::Array(a) if !a.is_empty() => {
                a.pop();
                return;
            }
            _ => json!(true),
        },
    };
}

/// Random damage to a saved game is always an error or a valid game, never
/// a panic; whatever loads passes the consistency check.
#[test]
fn damaged_saves_never_panic() {
    let mut rng = crate::rules::Rng::new(17);
    let bases: Vec<Value> = [
        (Rules::default(), 30),
        (crate::rules::Preset::Quick.rules(2), 10_000),
        (
            Rules {
                start_search: StartSearch::AllDraw,
                ..Rules::standard(6, 3)
            },
            12,
        ),
    ]
    .into_iter()
    .map(|(r, m)| json_of(&saved(play(r, 5, m))))
    .collect();
    let mut loaded = 0;
    for i in 0..1500 {
        let mut v = bases[i % bases.len()].clone();
        for _ in 0..1 + rng.below(3) {
            mutate(&mut v, &mut rng);
        }
        if let Ok(s) = load(&v.to_string()) {
            check_state(&s.state).unwrap();
            loaded += 1;
        }
    }
    // Some mutations are harmless (match_id, settings), most are caught.
    assert!(loaded > 0 && loaded < 1500, "{loaded}");
}

#[test]
fn slots_name_their_keys() {
    for slot in [Slot::Game, Slot::Link] {
        assert_eq!(Slot::from_key(slot.key()), Some(slot));
    }
    assert_eq!(Slot::Game.key(), GAME_KEY);
    assert_eq!(Slot::from_key(STATS_KEY), None);
    assert_eq!(Slot::from_key(""), None);
}
