//! Events an embedded game posts to its parent page (`window.parent.postMessage`).
//!
//! Every event is an object with `"source":"chickenfoot"` and a `"type"`:
//!
//! * `round_over`: `{"source":"chickenfoot","type":"round_over","round":1,"rounds":10,"end":"out","out_seat":2,"scores":[12,0,7],"totals":[12,0,7]}`
//!   (`round` is 1-based; `end` is `"out"` or `"blocked"`; `out_seat` is
//!   `null` when blocked; `scores` are this round's points per seat, `totals`
//!   the match totals so far).
//! * `match_over`: `{"source":"chickenfoot","type":"match_over","totals":[…],"winners":[1],"tie_break":"lowest_total"}`
//!   (`tie_break` is `lowest_total`, `most_zero_rounds`,
//!   `lowest_non_zero_round` or `shared`).
//!
//! Seats are 0-based. The game reads no messages from its parent: anything
//! posted to it is ignored. See `docs/embedding.md`.
//!
//! The events are serde types; the page turns them into JavaScript objects
//! with serde-wasm-bindgen and posts those (not JSON text).

use crate::rules::{Points, RoundEnd, State, TieBreak};
use crate::wire::MAX_SAFE;
use serde::{Serialize, Serializer};

/// The `source` field of every event.
pub const SOURCE: &str = "chickenfoot";

/// A `round_over` event.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RoundOver {
    /// [`SOURCE`].
    pub source: &'static str,
    /// `round_over`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The round that ended, 1-based.
    pub round: usize,
    /// Rounds in the match.
    pub rounds: usize,
    /// `out` or `blocked`.
    pub end: &'static str,
    /// The seat that went out; `null` when blocked.
    pub out_seat: Option<u8>,
    /// This round's points per seat.
    #[serde(serialize_with = "numbers")]
    pub scores: Vec<Points>,
    /// The match totals so far.
    #[serde(serialize_with = "numbers")]
    pub totals: Vec<Points>,
}

/// A `match_over` event.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct MatchOver {
    /// [`SOURCE`].
    pub source: &'static str,
    /// `match_over`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    /// The match totals.
    #[serde(serialize_with = "numbers")]
    pub totals: Vec<Points>,
    /// The winning seats.
    pub winners: Vec<u8>,
    /// How the winners were decided ([`tie_break_name`]).
    pub tie_break: &'static str,
}

/// Points as JavaScript numbers: exact up to 2^53-1; larger totals (0-0
/// worth billions) as the nearest double, as a parent page reading a
/// number gets them anyway.
fn numbers<S: Serializer>(points: &[Points], s: S) -> Result<S::Ok, S::Error> {
    struct One(Points);
    impl Serialize for One {
        fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            if self.0 <= MAX_SAFE as Points {
                s.serialize_u64(self.0 as u64)
            } else {
                s.serialize_f64(self.0 as f64)
            }
        }
    }
    s.collect_seq(points.iter().map(|&p| One(p)))
}

/// The `round_over` event for the last finished round of `state`, or `None`
/// if no round has finished.
pub fn round_over(state: &State) -> Option<RoundOver> {
    let r = state.finished_scores().len();
    let scores = state.finished_scores().last()?;
    let end = state.ends().get(r - 1)?;
    let totals =
        crate::rules::score::totals(state.finished_scores(), state.rules().players as usize);
    let (end, out_seat) = match end {
        RoundEnd::Out(s) => ("out", Some(*s)),
        RoundEnd::Blocked => ("blocked", None),
    };
    Some(RoundOver {
        source: SOURCE,
        kind: "round_over",
        round: r,
        rounds: state.rules().rounds.len(),
        end,
        out_seat,
        scores: scores.clone(),
        totals,
    })
}

/// The `match_over` event, or `None` while the match is on.
pub fn match_over(state: &State) -> Option<MatchOver> {
    let (winners, tie) = state.winners()?;
    Some(MatchOver {
        source: SOURCE,
        kind: "match_over",
        totals: state.totals(),
        winners,
        tie_break: tie_break_name(tie),
    })
}

/// The event spelling of a tie-break.
pub fn tie_break_name(t: TieBreak) -> &'static str {
    match t {
        TieBreak::LowestTotal => "lowest_total",
        TieBreak::MostZeroRounds => "most_zero_rounds",
        TieBreak::LowestNonZeroRound => "lowest_non_zero_round",
        TieBreak::Shared => "shared",
    }
}

/// The translated explanation of a tie-break, for the result screen.
pub fn tie_break_key(t: TieBreak) -> crate::i18n::Key {
    use crate::i18n::Key;
    match t {
        TieBreak::LowestTotal => Key::TieLowestTotal,
        TieBreak::MostZeroRounds => Key::TieMostZeroRounds,
        TieBreak::LowestNonZeroRound => Key::TieLowestNonZero,
        TieBreak::Shared => Key::TieShared,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{Agent, Greedy};
    use crate::rules::Preset;
    use serde_json::{json, Value};

    /// The event as JSON.
    fn read(e: impl Serialize) -> Value {
        serde_json::to_value(e).unwrap()
    }

    #[test]
    fn events_follow_the_match() {
        let mut st = State::new(Preset::Quick.rules(3), 21).unwrap();
        assert_eq!(round_over(&st), None);
        assert_eq!(match_over(&st), None);
        let mut seen = 0;
        while !st.is_over() {
            if st.round_over() {
                st.next_round();
                continue;
            }
            let seat = st.to_move().unwrap();
            st.apply(seat, Greedy.choose(&st.view(seat))).unwrap();
            if st.round_over() {
                seen += 1;
                let e = read(round_over(&st).unwrap());
                assert_eq!(e["source"], "chickenfoot");
                assert_eq!(e["type"], "round_over");
                assert_eq!(e["round"], seen);
                assert_eq!(e["rounds"], 3);
                assert_eq!(e["scores"], json!(st.finished_scores()[seen - 1]));
                assert_eq!(e["totals"], json!(st.totals()));
                match st.round_end().unwrap() {
                    RoundEnd::Out(s) => {
                        assert_eq!(e["end"], "out");
                        assert_eq!(e["out_seat"], s);
                    }
                    RoundEnd::Blocked => {
                        assert_eq!(e["end"], "blocked");
                        assert!(e["out_seat"].is_null());
                    }
                }
            }
        }
        let e = read(match_over(&st).unwrap());
        let (w, t) = st.winners().unwrap();
        assert_eq!(e["winners"], json!(w));
        assert_eq!(e["tie_break"], tie_break_name(t));
        assert_eq!(e["totals"], json!(st.totals()));
        assert_eq!(tie_break_key(TieBreak::Shared), crate::i18n::Key::TieShared);
    }

    #[test]
    fn points_are_numbers_exact_up_to_2_pow_53() {
        #[derive(Serialize)]
        struct P(#[serde(serialize_with = "numbers")] Vec<Points>);
        let safe = MAX_SAFE as Points;
        let v = read(P(vec![0, safe, safe + 2, u64::MAX as Points * 3]));
        assert_eq!(
            v,
            json!([
                0,
                9_007_199_254_740_991u64,
                9.007_199_254_740_992e15,
                (u64::MAX as f64) * 3.0
            ])
        );
    }
}
