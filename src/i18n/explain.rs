//! Translated reasons for refused moves, move announcements, and the
//! rules in play in one line.

use super::{seat_name, tf, tn, Key, Lang};
use crate::rules::{Board, Move, MoveError, MoveErrorCode as Code, PlayerView, Round, Rules, Tile};

/// What [`explain`] needs to know about the position: a seat's
/// [`PlayerView`], or the [`Round`] itself (the referee's side).
pub trait Position {
    /// The round's start double.
    fn start_double(&self) -> Tile;
    /// The table.
    fn board(&self) -> &Board;
    /// The tile drawn this turn, if any.
    fn drawn(&self) -> Option<Tile>;
}

impl Position for PlayerView {
    fn start_double(&self) -> Tile {
        PlayerView::start_double(self)
    }
    fn board(&self) -> &Board {
        PlayerView::board(self)
    }
    fn drawn(&self) -> Option<Tile> {
        PlayerView::drawn(self)
    }
}

impl Position for Round {
    fn start_double(&self) -> Tile {
        Round::start_double(self)
    }
    fn board(&self) -> &Board {
        Round::board(self)
    }
    fn drawn(&self) -> Option<Tile> {
        Round::drawn(self)
    }
}

/// Why `mv` was refused, in `lang`, from the engine's [`MoveError`] and the
/// view of the seat that tried it. For example "Chicken foot: play on 5-5
/// first" or "The start double needs 2 more arms".
pub fn explain(lang: Lang, err: &MoveError, mv: Move, view: &impl Position) -> String {
    let tile = |t: Option<Tile>| t.map(|t| t.to_string()).unwrap_or_default();
    let one = |k: Key, t: Option<Tile>| tf(lang, k, &[("tile", &tile(t))]);
    let start = Some(view.start_double());
    let on = match mv {
        Move::Play { on, .. } => Some(on),
        _ => None,
    };
    match err.code {
        Code::RoundOver => tf(lang, Key::RoundIsOver, &[]),
        Code::NotYourTurn => tf(lang, Key::NotYourTurn, &[]),
        Code::PlaceStartDouble => one(Key::PlaceStartDouble, start),
        Code::MustDrawForStart => one(Key::SearchDraw, start),
        Code::NotStartDouble => one(Key::NotStartDouble, mv.tile()),
        Code::TileNotInHand => one(Key::TileNotInHand, mv.tile()),
        Code::NotOnBoard => one(Key::NotOnBoard, on),
        Code::ArmsFirst => {
            let n = view.board().free_slots(view.start_double()) as u64;
            tn(
                lang,
                [Key::ArmsNeededOne, Key::ArmsNeededFew, Key::ArmsNeededMany],
                n.max(1),
                &[],
            )
        }
        Code::ToesFirst => one(Key::ChickenFootOpen, view.board().pending()),
        Code::NoOpenSlot => one(Key::NoOpenSlot, on),
        Code::DoesNotFit => one(Key::DoesNotFit, mv.tile()),
        Code::DrawnTileOnly => one(Key::OnlyDrawnTile, view.drawn()),
        Code::MustPlay => match (mv, view.drawn()) {
            (Move::Pass, Some(d)) => one(Key::DrawnMustBePlayed, Some(d)),
            (Move::Pass, None) => tf(lang, Key::MustPlayNotPass, &[]),
            _ => tf(lang, Key::MustPlayNotDraw, &[]),
        },
        Code::CannotDraw if view.drawn().is_some() => tf(lang, Key::AlreadyDrew, &[]),
        Code::CannotDraw => tf(lang, Key::NoDrawLeft, &[]),
        Code::CannotPass => tf(lang, Key::CannotPassYet, &[]),
    }
}

/// A move said aloud (the log, the live region) for seat `seat` of
/// `players`, named by position ([`seat_name`]).
pub fn announce(lang: Lang, seat: u8, players: u8, mv: Move, start: Tile) -> String {
    announce_by(lang, Some(&seat_name(lang, seat, players)), mv, start)
}

/// A move said aloud by the seat named `who`; `None` is the person at this
/// device, told in the second person ("You play 9-4"), the same "You" as
/// the seat chip.
pub fn announce_by(lang: Lang, who: Option<&str>, mv: Move, start: Tile) -> String {
    let key = |other: Key, you: Key| if who.is_some() { other } else { you };
    let seat = who.unwrap_or_default();
    match mv {
        Move::Place(t) => tf(
            lang,
            key(Key::AnnPlaces, Key::AnnYouPlace),
            &[("seat", seat), ("tile", &t.to_string())],
        ),
        Move::Play { tile, .. } => {
            let k = if tile.is_double() && tile != start {
                key(Key::AnnChickenFoot, Key::AnnYouChickenFoot)
            } else {
                key(Key::AnnPlays, Key::AnnYouPlay)
            };
            tf(lang, k, &[("seat", seat), ("tile", &tile.to_string())])
        }
        Move::Draw => tf(lang, key(Key::AnnDraws, Key::AnnYouDraw), &[("seat", seat)]),
        Move::Pass => tf(
            lang,
            key(Key::AnnPasses, Key::AnnYouPass),
            &[("seat", seat)],
        ),
    }
}

/// The rules in one line: "double-9 · 4 arms · 11 tiles each · 10 rounds".
pub fn describe_rules(l: Lang, r: &Rules) -> String {
    let n = |forms: [Key; 3], n: usize| tn(l, forms, n as u64, &[]);
    [
        tf(l, Key::DescSet, &[("n", &r.set.to_string())]),
        n(
            [Key::DescArmsOne, Key::DescArmsFew, Key::DescArmsMany],
            r.arms as usize,
        ),
        n(
            [Key::DescTilesOne, Key::DescTilesFew, Key::DescTilesMany],
            r.hand_size as usize,
        ),
        n(
            [Key::DescRoundsOne, Key::DescRoundsFew, Key::DescRoundsMany],
            r.rounds.len(),
        ),
    ]
    .join(" · ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Round, Rules, State};

    #[test]
    fn the_rules_in_one_line_in_each_language() {
        use crate::rules::Preset;
        let twelve = Preset::DoubleTwelve.rules(8);
        let quick = Preset::Quick.rules(2);
        for (lang, line) in [
            (Lang::En, "double-12 · 4 arms · "),
            (Lang::Ru, "набор 12-12 · 4 луча · "),
        ] {
            let got = describe_rules(lang, &twelve);
            assert!(got.starts_with(line), "{got}");
        }
        assert!(describe_rules(Lang::En, &twelve).ends_with(" · 13 rounds"));
        assert!(describe_rules(Lang::En, &quick).ends_with(" · 3 rounds"));
        assert_eq!(describe_rules(Lang::Sk, &quick).split(" · ").count(), 4);
    }

    /// Tries every move that is not legal, at every turn of a few games, and
    /// checks that each refusal gets a complete sentence in every language.
    #[test]
    fn every_refusal_is_explained() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..6 {
            let mut st = State::new(Rules::standard(6, 3), seed).unwrap();
            let mut steps = 0;
            while !st.round_over() && steps < 400 {
                steps += 1;
                let seat = st.to_move().unwrap();
                let view = st.view(seat);
                let round: &Round = st.round();
                let mut tries = vec![Move::Draw, Move::Pass];
                for t in Tile::all(6) {
                    tries.push(Move::Place(t));
                    for p in view.board().placed() {
                        tries.push(Move::Play {
                            tile: t,
                            on: p.tile,
                        });
                    }
                }
                let other = (seat + 1) % 3;
                for &mv in &tries {
                    for who in [seat, other] {
                        if who == seat && round.is_legal(mv) {
                            continue;
                        }
                        let err = round.explain(who, mv);
                        seen.insert(err.code.as_str());
                        for lang in Lang::ALL {
                            let s = explain(lang, &err, mv, &st.view(who));
                            assert!(!s.is_empty() && !s.contains('{'), "{lang} {err:?}: {s}");
                        }
                    }
                }
                let legal = st.legal_moves();
                let mv = legal[steps % legal.len()];
                st.apply(seat, mv).unwrap();
            }
        }
        assert!(seen.len() >= 10, "only {seen:?}");
    }

    #[test]
    fn chicken_foot_and_arms_sentences() {
        let mut st = State::new(Rules::default(), 3).unwrap();
        // Place the start double (search if needed).
        while st.round().board().start().is_none() {
            let seat = st.to_move().unwrap();
            let mv = st.legal_moves()[0];
            st.apply(seat, mv).unwrap();
        }
        let seat = st.to_move().unwrap();
        let view = st.view(seat);
        let err = crate::rules::MoveError {
            code: Code::ArmsFirst,
            message: String::new(),
        };
        assert_eq!(
            explain(Lang::En, &err, Move::Draw, &view),
            "The start double needs 4 more arms"
        );
        assert_eq!(
            explain(Lang::Ru, &err, Move::Draw, &view),
            "Стартовый дубль: ещё 4 луча"
        );
        assert_eq!(
            explain(Lang::Sk, &err, Move::Draw, &view),
            "Počiatočný dublet: ešte 4 ramená"
        );
    }

    #[test]
    fn announcements() {
        let t = |s: &str| Tile::parse(s, 9).unwrap();
        let start = t("9-9");
        let play = |tile| Move::Play { tile, on: start };
        assert_eq!(
            announce(Lang::En, 2, 4, play(t("9-4")), start),
            "North plays 9-4"
        );
        assert_eq!(
            announce(Lang::En, 0, 3, play(t("4-4")), start),
            "South plays 4-4: chicken foot!"
        );
        assert_eq!(
            announce(Lang::Cs, 1, 4, Move::Place(start), start),
            "Západ pokládá počáteční dublet 9-9"
        );
        assert_eq!(
            announce(Lang::Ru, 3, 4, Move::Draw, start),
            "Восток берёт из базара"
        );
        assert_eq!(announce(Lang::Sk, 0, 4, Move::Pass, start), "Juh pasuje");
    }
}
