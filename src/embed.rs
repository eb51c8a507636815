//! Events an embedded game posts to its parent page (`window.parent.postMessage`).
//!
//! Every event is a JSON object with `"source":"chickenfoot"` and a `"type"`:
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

use crate::json::{obj, Json};
use crate::rules::{RoundEnd, State, TieBreak};

/// The `source` field of every event.
pub const SOURCE: &str = "chickenfoot";

/// The `round_over` event for the last finished round of `state`, or `None`
/// if no round has finished.
pub fn round_over(state: &State) -> Option<Json> {
    let r = state.finished_scores().len();
    let scores = state.finished_scores().last()?;
    let end = state.ends().get(r - 1)?;
    let totals =
        crate::rules::score::totals(state.finished_scores(), state.rules().players as usize);
    let (end, out_seat) = match end {
        RoundEnd::Out(s) => ("out", Some(*s)),
        RoundEnd::Blocked => ("blocked", None),
    };
    Some(obj([
        ("source", SOURCE.into()),
        ("type", "round_over".into()),
        ("round", r.into()),
        ("rounds", state.rules().rounds.len().into()),
        ("end", end.into()),
        ("out_seat", out_seat.into()),
        ("scores", scores.clone().into()),
        ("totals", totals.into()),
    ]))
}

/// The `match_over` event, or `None` while the match is on.
pub fn match_over(state: &State) -> Option<Json> {
    let (winners, tie) = state.winners()?;
    Some(obj([
        ("source", SOURCE.into()),
        ("type", "match_over".into()),
        ("totals", state.totals().into()),
        ("winners", winners.into()),
        ("tie_break", tie_break_name(tie).into()),
    ]))
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

    /// The event as serde_json reads it (an independent reader).
    fn read(e: Json) -> Value {
        serde_json::from_str(&e.to_string()).unwrap()
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
}
