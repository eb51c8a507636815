//! Stepping through a game record (`chickenfoot-record/1`) move by move,
//! forward and back. Every round has its own steps from its deal (0 moves)
//! to its last move, so the end of one round and the deal of the next are
//! both shown.

use super::game::{self, narration, Game};
use super::setup::SeatKind;
use crate::i18n::{self, Lang};
use crate::rules::record::{self, Record, ReplayError};
use crate::rules::State;

/// How the replay viewer shows a seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SeatLabel {
    /// The seat's name.
    pub name: String,
    /// The name as compass letters, when it is a point of the compass
    /// ([`Seat::short`](crate::ui::game::Seat::short)).
    pub short: Option<String>,
    /// Person or AI level, when known (a record does not say who played).
    pub kind: Option<SeatKind>,
}

impl SeatLabel {
    /// A game's seat as its chip shows it.
    pub fn of(seat: &crate::ui::game::Seat) -> SeatLabel {
        SeatLabel {
            name: seat.name.clone(),
            short: seat.short.clone(),
            kind: Some(seat.kind),
        }
    }
}

/// A record and a position in it, a step from 0 to `total`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Replay {
    rec: Record,
    /// The current step.
    pub pos: usize,
    /// The last step: every move, plus one deal step per round after the first.
    pub total: usize,
}

/// Checks a record already read (`read`: `record::parse` natively,
/// `JSON.parse` in the page; `empty`: the file had no text) for the
/// viewer: the record, or why not in `lang` (what is wrong and where; the
/// technical detail is in the error).
pub fn checked(
    read: Result<Record, record::RecordError>,
    empty: bool,
    lang: Lang,
) -> Result<Record, (String, ReplayError)> {
    let why = |e: ReplayError| {
        use crate::i18n::{t, tf, Key};
        let reason = match &e {
            _ if empty => t(lang, Key::ImportEmpty).to_string(),
            ReplayError::Bad(b) if b.code == "unreadable" => t(lang, Key::ImportNotJson).into(),
            ReplayError::Bad(b) if b.field.is_empty() || b.field == "format" => {
                t(lang, Key::ImportNotRecord).into()
            }
            ReplayError::Bad(b) => tf(lang, Key::ImportBadField, &[("field", &b.field)]),
            ReplayError::Illegal { round, index, .. } => tf(
                lang,
                Key::ImportIllegalMove,
                &[
                    ("move", &(index + 1).to_string()),
                    ("round", &(round + 1).to_string()),
                ],
            ),
        };
        (tf(lang, Key::ImportFailed, &[("reason", &reason)]), e)
    };
    let rec = read.map_err(|e| why(e.into()))?;
    record::replay(&rec).map_err(why)?;
    Ok(rec)
}

impl Replay {
    /// Starts at the beginning of a record.
    pub fn new(rec: Record) -> Replay {
        let total = rec.rounds.iter().map(|r| r.moves.len() + 1).sum::<usize>() - 1;
        Replay { rec, pos: 0, total }
    }

    /// One move forward; false at the end.
    pub fn forward(&mut self) -> bool {
        if self.pos >= self.total {
            return false;
        }
        self.pos += 1;
        true
    }

    /// One move back; false at the start.
    pub fn back(&mut self) -> bool {
        if self.pos == 0 {
            return false;
        }
        self.pos -= 1;
        true
    }

    /// To the deal of the round in view, or of the one before when already
    /// there; false at the start.
    pub fn back_round(&mut self) -> bool {
        let (r, i) = self.place();
        let to = self.pos
            - i
            - if i == 0 && r > 0 {
                self.rec.rounds[r - 1].moves.len() + 1
            } else {
                0
            };
        let moved = to != self.pos;
        self.pos = to;
        moved
    }

    /// To the deal of the next round, or to the end in the last; false at
    /// the end.
    pub fn forward_round(&mut self) -> bool {
        let (r, i) = self.place();
        let to = (self.pos - i + self.rec.rounds[r].moves.len() + 1).min(self.total);
        let moved = to != self.pos;
        self.pos = to;
        moved
    }

    /// What the step to the current position did, in `lang`, for the
    /// message line and screen readers: the move (and the round's end when
    /// it ended it, as in play: [`game::narration`]), or the round and its
    /// start double at a deal. `state` is the state at the current position
    /// ([`Replay::state`]). The seats have the names their chips show
    /// ([`Replay::seat_labels`]): `game`'s own when the record is `game`'s
    /// (the person at this device is "You", as in play), else names by
    /// position ([`i18n::seat_name`]), a record not saying who played.
    pub fn caption(&self, state: &State, lang: Lang, game: &Game) -> Vec<String> {
        let (r, i) = self.place();
        let Some(&(seat, mv)) = i
            .checked_sub(1)
            .and_then(|k| self.rec.rounds[r].moves.get(k))
        else {
            return vec![game::round_line(state, lang)];
        };
        let n = state.rules().players;
        let own = self.is_own(game);
        let you = if own { game.you() } else { None };
        let name = |s: u8| match game.seats.get(s as usize) {
            Some(seat) if own => seat.name.clone(),
            _ => i18n::seat_name(lang, s, n),
        };
        let who = (you != Some(seat)).then(|| name(seat));
        narration(state, lang, who.as_deref(), mv, |end| {
            game::end_text(lang, end, you, name)
        })
    }

    /// Whether the record is `game`'s own, so that its seats are known.
    fn is_own(&self, game: &Game) -> bool {
        game.seats.len() == self.rec.rules.players as usize && self.is_of(&game.state)
    }

    /// The round and the moves into it of the current position.
    pub fn place(&self) -> (usize, usize) {
        let mut left = self.pos;
        let last = self.rec.rounds.len().saturating_sub(1);
        for (r, round) in self.rec.rounds.iter().enumerate() {
            if left <= round.moves.len() || r == last {
                return (r, left.min(round.moves.len()));
            }
            left -= round.moves.len() + 1;
        }
        (0, 0)
    }

    /// Whether the record is the game `state` is playing: same rules, seed,
    /// deals and moves (the game's own record, or an export of it).
    pub fn is_of(&self, state: &State) -> bool {
        self.rec.rules == *state.rules()
            && self.rec.seed.is_none_or(|s| s == state.seed())
            && self.rec.rounds == state.log()
    }

    /// The seats' labels in `lang`. When the record is `game`'s own, its
    /// seats are known: their names ("You") and kinds. Any other record
    /// gets neutral names by position ([`i18n::seat_name`]) and no kind.
    pub fn seat_labels(&self, game: &Game, lang: Lang) -> Vec<SeatLabel> {
        let n = self.rec.rules.players;
        if self.is_own(game) {
            return game.seats.iter().map(SeatLabel::of).collect();
        }
        (0..n)
            .map(|s| SeatLabel {
                name: i18n::seat_name(lang, s, n),
                short: Some(i18n::seat_short(lang, s, n)),
                kind: None,
            })
            .collect()
    }

    /// The state at the current position.
    pub fn state(&self) -> Result<State, ReplayError> {
        let (r, i) = self.place();
        let mut rec = self.rec.clone();
        rec.rounds.truncate(r + 1);
        rec.rounds[r].moves.truncate(i);
        record::replay(&rec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, State};

    /// A record file's text read natively and checked for the viewer, as
    /// the page's import does (the command line's reader, then [`checked`]).
    fn open(text: &str, lang: Lang) -> Result<Record, (String, ReplayError)> {
        checked(record::parse(text), text.trim().is_empty(), lang)
    }

    #[test]
    fn unreadable_records_say_why_in_the_language() {
        let mut st = State::new(Rules::default(), 9).unwrap();
        for _ in 0..6 {
            let seat = st.to_move().unwrap();
            st.apply(seat, st.legal_moves()[0]).unwrap();
        }
        let good = serde_json::to_string(&st.to_record()).unwrap();
        assert!(open(&good, Lang::En).is_ok());
        let bad_arms = good.replace("\"arms\":4", "\"arms\":40");
        // The sixth move made first: not legal then.
        let mut v: serde_json::Value = serde_json::from_str(&good).unwrap();
        v["rounds"][0]["moves"].as_array_mut().unwrap().swap(0, 5);
        let swapped = v.to_string();
        for (text, lang, want) in [
            (
                "",
                Lang::En,
                "This record could not be read: the file is empty",
            ),
            (
                "{\"a\":",
                Lang::Sk,
                "Záznam sa nepodarilo načítať: súbor nie je vo formáte JSON",
            ),
            (
                "[1]",
                Lang::Cs,
                "Záznam se nepodařilo načíst: není to záznam hry Kuří nožka",
            ),
            (
                &bad_arms,
                Lang::En,
                "This record could not be read: the field rules.arms is not valid",
            ),
            (
                &swapped,
                Lang::Ru,
                "Не удалось прочитать запись: ход 1 в раунде 1 недопустим",
            ),
        ] {
            let (message, _) = open(text, lang).unwrap_err();
            assert_eq!(message, want);
        }
    }

    #[test]
    fn steps_forward_and_back_through_rounds() {
        let mut st = State::new(Rules::default(), 9).unwrap();
        let mut moves = 0;
        while st.round_index() < 2 && !st.is_over() {
            if st.round_over() {
                st.next_round();
                continue;
            }
            let seat = st.to_move().unwrap();
            let mv = st.legal_moves()[0];
            st.apply(seat, mv).unwrap();
            moves += 1;
        }
        let rec = st.to_record();
        let mut rp = Replay::new(rec);
        assert_eq!(rp.total, moves + 2, "three rounds: two deal steps");
        assert_eq!(rp.state().unwrap().round().board().placed().len(), 0);
        while rp.forward() {}
        assert_eq!(rp.state().unwrap(), st);
        assert!(rp.back());
        assert_ne!(rp.state().unwrap(), st);
        while rp.back() {}
        assert_eq!(rp.place(), (0, 0));
    }

    #[test]
    fn jumps_by_round_and_says_what_each_step_did() {
        let mut st = State::new(Rules::default(), 9).unwrap();
        // Two whole rounds and five moves of the third.
        while st.round_index() < 2 || st.log()[2].moves.len() < 5 {
            if st.round_over() {
                st.next_round();
                continue;
            }
            let seat = st.to_move().unwrap();
            st.apply(seat, st.legal_moves()[0]).unwrap();
        }
        let rec = st.to_record();
        let lens: Vec<usize> = rec.rounds.iter().map(|r| r.moves.len()).collect();
        let mut rp = Replay::new(rec);
        // A game in play that is not this record's: seats named by position.
        let game = crate::ui::Game::new(crate::ui::GameSetup::default(), 1).unwrap();
        let caption = |rp: &Replay| rp.caption(&rp.state().unwrap(), Lang::En, &game);
        assert_eq!(caption(&rp), ["Round 1 of 10: Start double: 9-9"]);
        // Forward by rounds: the deals of rounds 2 and 3, then the end.
        assert!(rp.forward_round());
        assert_eq!(rp.place(), (1, 0));
        assert_eq!(rp.pos, lens[0] + 1);
        assert_eq!(caption(&rp), ["Round 2 of 10: Start double: 8-8"]);
        assert!(rp.forward_round());
        assert_eq!(rp.place(), (2, 0));
        assert!(rp.forward_round());
        assert_eq!(rp.pos, rp.total);
        assert!(!rp.forward_round());
        // Back by rounds: to the deal of the round in view, then the one before.
        assert!(rp.back_round());
        assert_eq!(rp.place(), (2, 0));
        assert!(rp.back());
        assert_eq!(rp.place(), (1, lens[1]));
        let last = caption(&rp);
        assert_eq!(
            last.len(),
            2,
            "the move that ended round 2, and how: {last:?}"
        );
        assert!(
            last[1].contains("went out") || last[1].contains("blocked"),
            "{last:?}"
        );
        assert!(rp.back_round());
        assert_eq!(rp.place(), (1, 0));
        assert!(rp.back_round());
        assert_eq!(rp.place(), (0, 0));
        assert!(!rp.back_round());
        // A move step names the seat and the move.
        assert!(rp.forward());
        let first = &seat_of(&rp, 0, 0);
        assert_eq!(caption(&rp).len(), 1);
        assert!(caption(&rp)[0].starts_with(first), "{:?}", caption(&rp));
    }

    /// The name of the seat that made move `k` of round `r`.
    fn seat_of(rp: &Replay, r: usize, k: usize) -> String {
        let seat = rp.rec.rounds[r].moves[k].0;
        i18n::seat_name(Lang::En, seat, rp.rec.rules.players)
    }

    #[test]
    fn seats_are_known_only_for_the_game_itself() {
        use crate::ui::{Game, GameSetup};
        let setup = GameSetup {
            seats: vec![
                SeatKind::Human,
                SeatKind::Ai(crate::ai::Level::Easy),
                SeatKind::Ai(crate::ai::Level::Hard),
            ],
            rules: Rules::default(),
        };
        let mut g = Game::new(setup, 5).unwrap();
        while g.state.log().last().map_or(0, |l| l.moves.len()) < 6 {
            if g.ai_to_move() {
                g.step_ai();
            } else {
                let mv = g.state.legal_moves()[0];
                g.play(mv).unwrap();
            }
        }
        let text = serde_json::to_string(&g.state.to_record()).unwrap();
        let own = Replay::new(record::parse(&text).unwrap());
        assert!(own.is_of(&g.state));
        let labels = own.seat_labels(&g, Lang::En);
        let shown: Vec<(&str, Option<SeatKind>)> =
            labels.iter().map(|l| (l.name.as_str(), l.kind)).collect();
        assert_eq!(
            shown,
            [
                ("You", Some(SeatKind::Human)),
                ("Northwest", Some(SeatKind::Ai(crate::ai::Level::Easy))),
                ("Northeast", Some(SeatKind::Ai(crate::ai::Level::Hard))),
            ]
        );
        // Another game (here: one move less) says nothing about who played.
        let mut rec = record::parse(&text).unwrap();
        rec.rounds.last_mut().unwrap().moves.pop();
        let other = Replay::new(rec);
        assert!(!other.is_of(&g.state));
        let labels = other.seat_labels(&g, Lang::Sk);
        assert!(labels.iter().all(|l| l.kind.is_none()));
        let names: Vec<&str> = labels.iter().map(|l| l.name.as_str()).collect();
        assert_eq!(names, ["Juh", "Severozápad", "Severovýchod"]);
        // Each step is said with the names the chips show: "You" for the
        // person in the game's own record, as in play; by position in
        // another.
        let said = |mut rp: Replay, lang| {
            let mut out = Vec::new();
            while rp.forward() {
                let (r, i) = rp.place();
                let seat = rp.rec.rounds[r].moves[i - 1].0;
                out.push((seat, rp.caption(&rp.state().unwrap(), lang, &g)[0].clone()));
            }
            out
        };
        let mine = said(own, Lang::En);
        assert!(mine.iter().any(|(s, _)| *s == 0), "{mine:?}");
        for (seat, line) in &mine {
            let name = ["You ", "Northwest ", "Northeast "][*seat as usize];
            assert!(line.starts_with(name), "{seat}: {line}");
        }
        for (seat, line) in said(other, Lang::Sk) {
            let name = ["Juh ", "Severozápad ", "Severovýchod "][seat as usize];
            assert!(line.starts_with(name), "{seat}: {line}");
        }
    }
}
