use super::*;
use crate::rules::Rng;

#[test]
fn the_example_query() {
    let o = LaunchOptions::parse(
        "embed=1&players=3&set=12&arms=6&lang=sk&seats=human,hard,medium&drawn=may&reserve=classic&start=all_draw&double_blank=25&rounds=12,11,10&hand=7&seed=123",
    );
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    assert!(o.embed);
    assert!(o.rules_given);
    assert_eq!(o.lang, Some(Lang::Sk));
    assert_eq!(o.seed, Some(123));
    assert_eq!(
        o.seats,
        [
            SeatKind::Human,
            SeatKind::Ai(crate::ai::Level::Hard),
            SeatKind::Ai(crate::ai::Level::Medium)
        ]
    );
    assert_eq!(
        o.rules,
        Rules {
            set: 12,
            players: 3,
            hand_size: 7,
            arms: 6,
            drawn_tile: DrawnTile::May,
            boneyard_reserve: 1,
            double_blank: 25,
            start_search: StartSearch::AllDraw,
            rounds: vec![12, 11, 10],
        }
    );
}

#[test]
fn empty_query_gives_defaults() {
    for q in ["", "?", "#", "&&", "?&"] {
        let o = LaunchOptions::parse(q);
        assert_eq!(o, LaunchOptions::default(), "{q:?}");
    }
}

#[test]
fn leading_question_mark_and_encoding() {
    let o = LaunchOptions::parse("?lang=cs%2DCZ&embed&seed=%31%32");
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    assert_eq!(o.lang, Some(Lang::Cs));
    assert!(o.embed);
    assert_eq!(o.seed, Some(12));
    assert!(!o.rules_given);
}

#[test]
fn bad_values_are_ignored_field_by_field() {
    let o = LaunchOptions::parse(
        "players=9&set=5&arms=x&drawn=maybe&start=now&seed=-1&lang=de&foo=1&seats=human,robot",
    );
    let params: Vec<&str> = o.warnings.iter().map(|w| w.param.as_str()).collect();
    assert_eq!(
        params,
        ["players", "set", "arms", "drawn", "start", "seed", "lang", "foo", "seats"]
    );
    assert_eq!(o.rules, Rules::default());
    assert_eq!(o.seats, default_seats(4));
    assert_eq!(o.seed, None);
    assert_eq!(o.lang, None);
}

#[test]
fn invalid_combinations_are_repaired() {
    // Double-six allows at most 6 arms; 8 players × 11 tiles does not fit.
    let o = LaunchOptions::parse("set=6&arms=8&players=8&hand=11&rounds=9,8");
    let params: Vec<&str> = o.warnings.iter().map(|w| w.param.as_str()).collect();
    assert_eq!(params, ["hand_size", "arms", "rounds"], "{:?}", o.warnings);
    o.rules.validate().unwrap();
    assert_eq!(o.rules.set, 6);
    assert_eq!(o.rules.players, 8);
    assert_eq!(o.rules.arms, 4);
    assert_eq!(o.rules.rounds, (0..=6).rev().collect::<Vec<u8>>());
    assert_eq!(o.seats.len(), 8);
}

#[test]
fn presets_and_seats() {
    let o = LaunchOptions::parse("preset=quick&seats=hard,human");
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    assert_eq!(o.rules.players, 2);
    assert_eq!(o.rules.rounds, [9, 8, 7]);
    assert_eq!(
        o.seats,
        [SeatKind::Ai(crate::ai::Level::Hard), SeatKind::Human]
    );
    let o = LaunchOptions::parse("preset=double-twelve&players=5");
    assert_eq!(o.rules, Rules::standard(12, 5));
    let o = LaunchOptions::parse("preset=quick&set=12");
    assert_eq!(o.rules.rounds, [12, 11, 10]);
    let o = LaunchOptions::parse("players=3&seats=human,easy");
    assert_eq!(o.warnings.len(), 1);
    assert_eq!(o.seats, default_seats(3));
    let o = LaunchOptions::parse("reserve=none&hand=seven&players=6");
    assert_eq!((o.rules.boneyard_reserve, o.rules.hand_size), (0, 7));
}

#[test]
fn repeated_parameter_uses_the_last_value() {
    let o = LaunchOptions::parse("players=3&players=5");
    assert_eq!(o.rules.players, 5);
    assert_eq!(o.warnings.len(), 1);
}

#[test]
fn percent_coding() {
    assert_eq!(percent_decode("a%20b+c"), "a b c");
    assert_eq!(percent_decode("%"), "%");
    assert_eq!(percent_decode("%4"), "%4");
    assert_eq!(percent_decode("%zz%41"), "%zzA");
    assert_eq!(percent_decode("%C3%A1"), "á");
    assert_eq!(percent_decode("%FF"), "\u{FFFD}");
    assert_eq!(percent_decode("ж"), "ж");
    for s in ["", "a b&c=d", "žluťoučký kůň", "%%", "1,2"] {
        assert_eq!(percent_decode(&percent_encode(s)), s);
    }
    assert_eq!(percent_encode("a b"), "a%20b");
}

fn random_rules(rng: &mut Rng) -> Rules {
    loop {
        let set = 6 + rng.below(13) as u8;
        let players = 2 + rng.below(7) as u8;
        let mut r = Rules::standard(set, players);
        r.hand_size = 1 + rng.below(r.hand_size as usize + 3) as u32;
        r.arms = 2 + rng.below(7) as u8;
        r.drawn_tile = if rng.below(2) == 0 {
            DrawnTile::Must
        } else {
            DrawnTile::May
        };
        r.boneyard_reserve = match rng.below(3) {
            0 => 0,
            1 => rng.below(5) as u64,
            _ => rng.next_u64() % (MAX_SAFE + 1),
        };
        r.double_blank = if rng.below(2) == 0 {
            50
        } else {
            rng.next_u64() % (MAX_SAFE + 1)
        };
        r.start_search = [
            StartSearch::DrawInTurn,
            StartSearch::AllDraw,
            StartSearch::BeforeDeal,
        ][rng.below(3)];
        let n = 1 + rng.below(20);
        r.rounds = (0..n).map(|_| rng.below(set as usize + 1) as u8).collect();
        if r.validate().is_ok() {
            return r;
        }
    }
}

#[test]
fn share_links_round_trip_exactly() {
    let mut rng = Rng::new(5);
    for _ in 0..2000 {
        let rules = random_rules(&mut rng);
        let seats = (0..rules.players)
            .map(|_| SeatKind::OFFERED[rng.below(SeatKind::OFFERED.len())])
            .collect();
        let s = Shared {
            rules,
            seats,
            seed: rng.next_u64(),
        };
        let f = s.to_fragment();
        assert_eq!(Shared::from_fragment(&f), Ok(s.clone()), "{f}");
        assert_eq!(Shared::from_fragment(&format!("#{f}")), Ok(s));
    }
}

#[test]
fn damaged_share_links_are_errors() {
    let s = Shared {
        rules: Rules::default(),
        seats: default_seats(4),
        seed: 7,
    };
    let f = s.to_fragment();
    assert!(matches!(
        Shared::from_fragment(""),
        Err(ShareError::Version(_))
    ));
    assert!(matches!(
        Shared::from_fragment(&f.replace("v=1", "v=2")),
        Err(ShareError::Version(_))
    ));
    for (from, to) in [
        ("&seed=7", ""),
        ("arms=4", "arms=40"),
        ("drawn=must", "drawn=xx"),
        ("seats=human", "seats=alien"),
    ] {
        let bad = f.replace(from, to);
        let e = Shared::from_fragment(&bad).unwrap_err();
        assert!(matches!(e, ShareError::Invalid(_)), "{bad}: {e}");
        assert!(!e.to_string().is_empty());
    }
    assert!(Shared::from_fragment(&format!("{f}&embed=1")).is_err());
}

/// Arbitrary strings, biased towards the syntax the parser cares about.
#[test]
fn parsing_never_panics() {
    const PIECES: &[&str] = &[
        "&",
        "=",
        ",",
        "%",
        "%2",
        "%C3",
        "%A1",
        "%FF",
        "+",
        "?",
        "#",
        "embed",
        "players",
        "set",
        "arms",
        "lang",
        "seats",
        "drawn",
        "reserve",
        "start",
        "double_blank",
        "rounds",
        "hand",
        "seed",
        "preset",
        "v",
        "1",
        "0",
        "9",
        "12",
        "18",
        "19",
        "255",
        "99999999999999999999999",
        "-",
        "human",
        "hard",
        "quick",
        "classic",
        "all_draw",
        "before_deal",
        "may",
        "sk-SK",
        "ж",
        "\u{0}",
        " ",
        "18446744073709551615",
        "18446744073709551616",
    ];
    let mut rng = Rng::new(99);
    for _ in 0..20_000 {
        let mut q = String::new();
        for _ in 0..rng.below(30) {
            if rng.below(8) == 0 {
                q.push(char::from_u32(rng.below(0x3000) as u32).unwrap_or('?'));
            } else {
                q.push_str(PIECES[rng.below(PIECES.len())]);
            }
        }
        let o = LaunchOptions::parse(&q);
        o.rules.validate().unwrap_or_else(|e| panic!("{q:?}: {e}"));
        assert_eq!(o.seats.len(), o.rules.players as usize, "{q:?}");
        let _ = Shared::from_fragment(&q);
        let _ = percent_decode(&q);
    }
}

#[test]
fn the_fragment_wins_over_the_query() {
    let shared = Shared {
        rules: Preset::Quick.rules(3),
        seats: vec![
            SeatKind::Human,
            SeatKind::Ai(crate::ai::Level::Easy),
            SeatKind::Ai(crate::ai::Level::Hard),
        ],
        seed: 77,
    };
    let hash = format!("#{}", shared.to_fragment());
    let o = LaunchOptions::from_location("?embed=1&lang=ru&players=5&seed=1", &hash);
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    assert!(o.embed && o.rules_given);
    assert_eq!(o.lang, Some(Lang::Ru));
    assert_eq!(o.share(o.seed.unwrap()), shared);

    let o = LaunchOptions::from_location("players=5", "#v=1&players=3");
    assert_eq!(o.rules.players, 5);
    assert_eq!(o.warnings.last().unwrap().param, "#");
    assert_eq!(
        LaunchOptions::from_location("", "#"),
        LaunchOptions::default()
    );
    assert_eq!(
        LaunchOptions::from_location("", ""),
        LaunchOptions::default()
    );
}

/// The page's own parameters (README: `?delay=MS`, `?numerals`, `?mute`,
/// and `?bench` for the redraw benchmark) are read, not "unknown".
#[test]
fn the_page_parameters_are_known() {
    let o = LaunchOptions::parse("delay=0&numerals&mute=1&bench");
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    assert_eq!(o.overrides.delay_ms, Some(0));
    assert!(o.overrides.numerals && o.overrides.mute && o.bench);
    assert!(
        !o.rules_given,
        "they are not rules: a saved game still resumes"
    );
    let o = LaunchOptions::parse("mute=0&delay=250");
    assert!(!o.overrides.mute && !o.overrides.numerals && !o.bench);
    assert_eq!(o.overrides.delay_ms, Some(250));
    // Out of range or not a number: said, and ignored.
    let o = LaunchOptions::parse("delay=100001&numerals=maybe");
    assert_eq!(o.overrides.delay_ms, None);
    assert!(!o.overrides.numerals);
    let params: Vec<&str> = o.warnings.iter().map(|w| w.param.as_str()).collect();
    assert_eq!(params, ["delay", "numerals"]);
}

#[test]
fn the_game_an_address_names_is_known_again() {
    let q = LaunchOptions::parse("players=3&seats=human,easy,easy&seed=77&delay=20&mute=1");
    let id = q.game_id().expect("a game");
    assert!(
        id.starts_with("v=1&players=3&") && id.ends_with("&seed=77"),
        "{id}"
    );
    // The same game as a share link, and with other page parameters.
    let link = q.share(77).to_fragment();
    assert_eq!(
        LaunchOptions::from_location("", &format!("#{link}")).game_id(),
        Some(id.clone())
    );
    assert_eq!(
        LaunchOptions::parse("seed=77&players=3&seats=human,easy,easy").game_id(),
        Some(id.clone())
    );
    // Another seed, or rules without a seed, are other addresses.
    assert_ne!(
        LaunchOptions::parse("players=3&seats=human,easy,easy&seed=78").game_id(),
        Some(id.clone())
    );
    let any = LaunchOptions::parse("players=3&seats=human,easy,easy")
        .game_id()
        .unwrap();
    assert!(any.ends_with("&seed="), "{any}");
    // A plain address, or page parameters only, name no game.
    assert_eq!(LaunchOptions::parse("").game_id(), None);
    assert_eq!(
        LaunchOptions::parse("delay=20&mute=1&lang=sk").game_id(),
        None
    );
}

#[test]
fn reserve_and_double_blank_stop_where_the_page_can_still_save_them() {
    let o = LaunchOptions::parse("reserve=9007199254740991&double_blank=9007199254740991");
    assert_eq!(
        (o.rules.boneyard_reserve, o.rules.double_blank),
        (MAX_SAFE, MAX_SAFE)
    );
    assert!(o.warnings.is_empty(), "{:?}", o.warnings);
    let o = LaunchOptions::parse("reserve=9007199254740992&double_blank=18446744073709551615");
    assert_eq!((o.rules.boneyard_reserve, o.rules.double_blank), (0, 50));
    let named: Vec<&str> = o.warnings.iter().map(|w| w.param.as_str()).collect();
    assert_eq!(named, ["reserve", "double_blank"]);
    assert!(
        o.warnings[1].message.contains("out of range"),
        "{}",
        o.warnings[1]
    );
}
