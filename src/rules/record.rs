//! Game records: the `chickenfoot-record/1` format.
//!
//! A record is one JSON object holding the rules and, for each round, the
//! deal and the moves; it fully determines a game. See the README for the
//! full specification. Checking a record happens in two passes:
//!
//! 1. **Validation** ([`parse`]): schema, ranges, every round's deal (every
//!    tile exactly once across hands, boneyard and the set-aside start
//!    double) and every move's fields. Failure is a [`RecordError`]
//!    (`bad_record` or `unreadable`, exit 2) naming the field, for example
//!    `rounds[1].moves[4].seat`. This pass runs completely before any move is
//!    replayed, so a malformed move late in a record wins over an illegal
//!    move early on.
//! 2. **Replay** ([`replay`]): every move must be in the legal list of the
//!    state it is applied to. The first that is not is a [`ReplayError::Illegal`]
//!    (exit 1) with its round and move index. A round other than the last
//!    that has not ended after its moves is a `bad_record` on
//!    `rounds[r].moves`.

use super::error::MoveError;
use super::moves::{move_from_json, Move};
use super::options::{DrawnTile, Rules, StartSearch};
use super::round::{Deal, RoundEnd};
use super::state::{RoundLog, State};
use super::tile::{Tile, TileSet};
use crate::json::{obj, Json, Object};
use std::fmt;

/// The format tag.
pub const FORMAT: &str = "chickenfoot-record/1";

/// A parsed, validated record (moves not yet replayed).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Record {
    /// The rules.
    pub rules: Rules,
    /// The seed of a seeded game, if the record carries one (an extension:
    /// readers ignore it; it lets a game continue with the same deals).
    pub seed: Option<u64>,
    /// Each round's deal and moves.
    pub rounds: Vec<RoundLog>,
}

/// Why a record is not well-formed (exit 2).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RecordError {
    /// `"bad_record"` or `"unreadable"`.
    pub code: &'static str,
    /// The offending field, for example `rules.arms` or `rounds[0].hands[2][1]`.
    pub field: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.field.is_empty() {
            write!(f, "{}", self.message)
        } else {
            write!(f, "{}: {}", self.field, self.message)
        }
    }
}

impl std::error::Error for RecordError {}

fn bad(field: impl Into<String>, message: impl Into<String>) -> RecordError {
    RecordError {
        code: "bad_record",
        field: field.into(),
        message: message.into(),
    }
}

/// Why replaying a record failed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ReplayError {
    /// The record is malformed (exit 2).
    Bad(RecordError),
    /// A well-formed move that cannot happen (exit 1).
    Illegal {
        /// Round index, 0-based.
        round: usize,
        /// Move index within the round, 0-based.
        index: usize,
        /// The seat that made it.
        seat: u8,
        /// The move.
        mv: Move,
        /// Why it is illegal.
        error: MoveError,
    },
}

impl fmt::Display for ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReplayError::Bad(e) => e.fmt(f),
            ReplayError::Illegal {
                round,
                index,
                seat,
                mv,
                error,
            } => write!(
                f,
                "round {round}, move {index}: seat {seat} cannot {}: {error}",
                match mv {
                    Move::Draw | Move::Pass => mv.to_string(),
                    _ => format!("play {mv}"),
                }
            ),
        }
    }
}

impl From<RecordError> for ReplayError {
    fn from(e: RecordError) -> Self {
        ReplayError::Bad(e)
    }
}

/// A JSON integer literal read exactly ([`Json::Num`] keeps the number's
/// text): any number of digits; `-0` is 0; `4.0` and `1e2` are not integers.
enum Int {
    Negative,
    Large,
    Small(u64),
}

fn int(v: &Json) -> Option<Int> {
    let Json::Num(text) = v else { return None };
    let (neg, digits) = match text.strip_prefix('-') {
        Some(d) => (true, d),
        None => (false, text.as_str()),
    };
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let significant = digits.trim_start_matches('0');
    Some(if significant.is_empty() {
        Int::Small(0)
    } else if neg {
        Int::Negative
    } else {
        significant.parse().map_or(Int::Large, Int::Small)
    })
}

/// A non-negative integer field; values above `u64::MAX` are refused
/// unless `saturate` (for fields where any value that large means the same).
fn uint_of(v: Option<&Json>, field: &str, saturate: bool) -> Result<u64, RecordError> {
    let v = v.ok_or_else(|| bad(field, "missing"))?;
    match int(v) {
        Some(Int::Small(n)) => Ok(n),
        Some(Int::Large) if saturate => Ok(u64::MAX),
        Some(Int::Large) => Err(bad(
            field,
            format!("{v} is too large (at most {})", u64::MAX),
        )),
        Some(Int::Negative) => Err(bad(field, format!("{v} is negative"))),
        None => Err(bad(field, format!("expected a JSON integer, got {v}"))),
    }
}

fn uint(v: Option<&Json>, field: &str) -> Result<u64, RecordError> {
    uint_of(v, field, false)
}

fn ranged(v: Option<&Json>, field: &str, lo: u64, hi: u64) -> Result<u64, RecordError> {
    let v = v.ok_or_else(|| bad(field, "missing"))?;
    let n = match int(v) {
        Some(Int::Small(n)) => n,
        Some(_) => u64::MAX,
        None => return Err(bad(field, format!("expected a JSON integer, got {v}"))),
    };
    if n < lo || n > hi {
        return Err(bad(field, format!("{v} is out of range {lo}..={hi}")));
    }
    Ok(n)
}

fn array<'a>(v: Option<&'a Json>, field: &str) -> Result<&'a [Json], RecordError> {
    v.ok_or_else(|| bad(field, "missing"))?
        .as_array()
        .ok_or_else(|| bad(field, "expected an array"))
}

fn object<'a>(v: Option<&'a Json>, field: &str) -> Result<&'a Object, RecordError> {
    v.ok_or_else(|| bad(field, "missing"))?
        .as_object()
        .ok_or_else(|| bad(field, "expected an object"))
}

fn tile(v: &Json, field: &str, set: u8) -> Result<Tile, RecordError> {
    let s = v
        .as_str()
        .ok_or_else(|| bad(field, "a tile is a string like \"9-4\""))?;
    Tile::parse(s, set).map_err(|e| bad(field, format!("{}: {e}", crate::json::quoted(s))))
}

fn parse_rules(v: Option<&Json>) -> Result<Rules, RecordError> {
    let o = object(v, "rules")?;
    let set = ranged(o.get("set"), "rules.set", 6, 18)? as u8;
    let players = ranged(o.get("players"), "rules.players", 2, 8)? as u8;
    let hand_size = uint(o.get("hand_size"), "rules.hand_size")?;
    let arms = uint(o.get("arms"), "rules.arms")?;
    let drawn_tile = match o.get("drawn_tile").and_then(Json::as_str) {
        Some("must") => DrawnTile::Must,
        Some("may") => DrawnTile::May,
        _ => return Err(bad("rules.drawn_tile", "expected \"must\" or \"may\"")),
    };
    // A reserve of 2^64 or more behaves exactly like u64::MAX: no boneyard is that big.
    let boneyard_reserve = uint_of(o.get("boneyard_reserve"), "rules.boneyard_reserve", true)?;
    let double_blank = uint(o.get("double_blank"), "rules.double_blank")?;
    let start_search = match o.get("start_search").and_then(Json::as_str) {
        Some("draw_in_turn") => StartSearch::DrawInTurn,
        Some("all_draw") => StartSearch::AllDraw,
        Some("before_deal") => StartSearch::BeforeDeal,
        _ => {
            return Err(bad(
                "rules.start_search",
                "expected \"draw_in_turn\", \"all_draw\" or \"before_deal\"",
            ))
        }
    };
    let list = array(o.get("rounds"), "rules.rounds")?;
    let mut rounds = Vec::with_capacity(list.len());
    for (i, d) in list.iter().enumerate() {
        rounds.push(ranged(Some(d), &format!("rules.rounds[{i}]"), 0, set as u64)? as u8);
    }
    let max_arms = 8.min(set) as u64;
    if arms < 2 || arms > max_arms {
        return Err(bad(
            "rules.arms",
            format!("{arms} is out of range 2..={max_arms}"),
        ));
    }
    if hand_size > u32::MAX as u64 {
        return Err(bad("rules.hand_size", "too large"));
    }
    let rules = Rules {
        set,
        players,
        hand_size: hand_size as u32,
        arms: arms as u8,
        drawn_tile,
        boneyard_reserve,
        double_blank,
        start_search,
        rounds,
    };
    rules
        .validate()
        .map_err(|e| bad(format!("rules.{}", e.field), e.message))?;
    Ok(rules)
}

fn parse_round(v: &Json, r: usize, rules: &Rules) -> Result<RoundLog, RecordError> {
    let at = format!("rounds[{r}]");
    let o = v
        .as_object()
        .ok_or_else(|| bad(&at, "expected an object"))?;
    let mut seen = TileSet::EMPTY;
    let mut note = |t: Tile, field: &str| -> Result<Tile, RecordError> {
        if seen.contains(t) {
            return Err(bad(field, format!("{t} appears twice in the deal")));
        }
        seen.insert(t);
        Ok(t)
    };
    let hands_v = array(o.get("hands"), &format!("{at}.hands"))?;
    if hands_v.len() != rules.players as usize {
        return Err(bad(
            format!("{at}.hands"),
            format!("expected {} hands, got {}", rules.players, hands_v.len()),
        ));
    }
    let mut hands = Vec::with_capacity(hands_v.len());
    for (s, h) in hands_v.iter().enumerate() {
        let f = format!("{at}.hands[{s}]");
        let list = array(Some(h), &f)?;
        if list.len() as u64 != rules.hand_size as u64 {
            return Err(bad(
                &f,
                format!("expected {} tiles, got {}", rules.hand_size, list.len()),
            ));
        }
        let mut hand = Vec::with_capacity(list.len());
        for (i, t) in list.iter().enumerate() {
            let f = format!("{f}[{i}]");
            hand.push(note(tile(t, &f, rules.set)?, &f)?);
        }
        hands.push(hand);
    }
    let bone_v = array(o.get("boneyard"), &format!("{at}.boneyard"))?;
    let mut boneyard = Vec::with_capacity(bone_v.len());
    for (i, t) in bone_v.iter().enumerate() {
        let f = format!("{at}.boneyard[{i}]");
        boneyard.push(note(tile(t, &f, rules.set)?, &f)?);
    }
    let start = rules.start_double(r);
    let starter = match (rules.start_search, o.get("starter")) {
        (StartSearch::BeforeDeal, Some(s)) => {
            let s = ranged(
                Some(s),
                &format!("{at}.starter"),
                0,
                rules.players as u64 - 1,
            )?;
            if seen.contains(start) {
                return Err(bad(
                    &at,
                    format!("the start double {start} was set aside and cannot be dealt"),
                ));
            }
            seen.insert(start);
            Some(s as u8)
        }
        (StartSearch::BeforeDeal, None) => {
            return Err(bad(format!("{at}.starter"), "required with before_deal"))
        }
        (_, Some(_)) => {
            return Err(bad(
                format!("{at}.starter"),
                "only allowed with start_search before_deal",
            ))
        }
        (_, None) => None,
    };
    let full = TileSet::full(rules.set);
    if let Some(missing) = full.minus(seen).iter().next() {
        return Err(bad(&at, format!("the deal is missing {missing}")));
    }
    let moves_v = array(o.get("moves"), &format!("{at}.moves"))?;
    let mut moves = Vec::with_capacity(moves_v.len());
    for (i, m) in moves_v.iter().enumerate() {
        let f = format!("{at}.moves[{i}]");
        let mo = m.as_object().ok_or_else(|| bad(&f, "expected an object"))?;
        let seat = ranged(
            mo.get("seat"),
            &format!("{f}.seat"),
            0,
            rules.players as u64 - 1,
        )? as u8;
        let mv = move_from_json(m, rules.set).map_err(|(k, msg)| {
            bad(
                if k.is_empty() {
                    f.clone()
                } else {
                    format!("{f}.{k}")
                },
                msg,
            )
        })?;
        moves.push((seat, mv));
    }
    Ok(RoundLog {
        deal: Deal {
            hands,
            boneyard,
            starter,
        },
        moves,
    })
}

/// Reads and validates a record (pass 1). Moves are not replayed.
pub fn parse(text: &str) -> Result<Record, RecordError> {
    from_value(&read_json(text)?)
}

/// Reads any RFC 8259 JSON text ([`Json::parse`]: nesting up to
/// [`crate::json::MAX_DEPTH`] levels, lone UTF-16 surrogate escapes read
/// as U+FFFD). Failure is an `unreadable` [`RecordError`].
pub fn read_json(text: &str) -> Result<Json, RecordError> {
    Json::parse(text).map_err(|e| RecordError {
        code: "unreadable",
        field: String::new(),
        message: format!("not JSON: {e}"),
    })
}

/// Validates a record already read as JSON (pass 1).
pub fn from_value(v: &Json) -> Result<Record, RecordError> {
    let o = v
        .as_object()
        .ok_or_else(|| bad("", "a record is a JSON object"))?;
    match o.get("format").and_then(Json::as_str) {
        Some(FORMAT) => {}
        _ => return Err(bad("format", format!("expected \"{FORMAT}\""))),
    }
    let rules = parse_rules(o.get("rules"))?;
    let list = array(o.get("rounds"), "rounds")?;
    if list.is_empty() || list.len() > rules.rounds.len() {
        return Err(bad(
            "rounds",
            format!(
                "expected 1..={} rounds, got {}",
                rules.rounds.len(),
                list.len()
            ),
        ));
    }
    let rounds = list
        .iter()
        .enumerate()
        .map(|(r, v)| parse_round(v, r, &rules))
        .collect::<Result<Vec<_>, _>>()?;
    let seed = match o.get("seed").and_then(int) {
        Some(Int::Small(n)) => Some(n),
        _ => None,
    };
    Ok(Record {
        rules,
        seed,
        rounds,
    })
}

/// Replays a validated record (pass 2), returning the state after its last move.
pub fn replay(rec: &Record) -> Result<State, ReplayError> {
    let mut state: Option<State> = None;
    let last = rec.rounds.len() - 1;
    for (r, round) in rec.rounds.iter().enumerate() {
        let st = match state.as_mut() {
            None => state.insert(State::with_deal(
                rec.rules.clone(),
                rec.seed.unwrap_or(0),
                round.deal.clone(),
            )),
            Some(st) => {
                st.start_round(round.deal.clone());
                st
            }
        };
        for (i, &(seat, mv)) in round.moves.iter().enumerate() {
            st.apply(seat, mv).map_err(|error| ReplayError::Illegal {
                round: r,
                index: i,
                seat,
                mv,
                error,
            })?;
        }
        if r != last && !st.round_over() {
            return Err(bad(format!("rounds[{r}].moves"), "the round has not ended").into());
        }
    }
    Ok(state.expect("a record has at least one round"))
}

/// Reads, validates and replays.
pub fn check(text: &str) -> Result<State, ReplayError> {
    replay(&parse(text)?)
}

impl State {
    /// The game so far as a record.
    pub fn to_record(&self) -> Json {
        let r = self.rules();
        let rounds: Vec<Json> = self
            .log()
            .iter()
            .map(|l| {
                let mut o = Object::new();
                o.insert("hands".into(), Json::from(l.deal.hands.clone()));
                o.insert("boneyard".into(), Json::from(l.deal.boneyard.clone()));
                if let Some(s) = l.deal.starter {
                    o.insert("starter".into(), s.into());
                }
                let moves: Vec<Json> = l
                    .moves
                    .iter()
                    .map(|&(s, m)| {
                        let mut v = Json::from(m);
                        if let Json::Obj(o) = &mut v {
                            o.insert("seat".into(), s.into());
                        }
                        v
                    })
                    .collect();
                o.insert("moves".into(), Json::Arr(moves));
                Json::Obj(o)
            })
            .collect();
        obj([
            ("format", FORMAT.into()),
            ("seed", self.seed().into()),
            (
                "rules",
                obj([
                    ("set", r.set.into()),
                    ("players", r.players.into()),
                    ("hand_size", r.hand_size.into()),
                    ("arms", r.arms.into()),
                    ("drawn_tile", r.drawn_tile.as_str().into()),
                    ("boneyard_reserve", r.boneyard_reserve.into()),
                    ("double_blank", r.double_blank.into()),
                    ("start_search", r.start_search.as_str().into()),
                    ("rounds", r.rounds.clone().into()),
                ]),
            ),
            ("rounds", Json::Arr(rounds)),
        ])
    }

    /// The `replay` summary: each round's end and scores, totals, winners.
    pub fn summary(&self) -> Json {
        let scores = self.round_scores();
        let rounds: Vec<Json> = self
            .log()
            .iter()
            .enumerate()
            .map(|(i, _)| {
                let end = match self.ends().get(i) {
                    Some(RoundEnd::Out(_)) => "out",
                    Some(RoundEnd::Blocked) => "blocked",
                    None => "in_progress",
                };
                obj([("end", end.into()), ("scores", scores[i].clone().into())])
            })
            .collect();
        let winners = self.winners().map(|(w, _)| w).unwrap_or_default();
        obj([
            ("rounds", Json::Arr(rounds)),
            ("totals", self.totals().into()),
            ("winners", winners.into()),
        ])
    }

    /// The `legal` answer: round, seat to move, legal moves.
    pub fn legal_summary(&self) -> Json {
        let mut legal = self.legal_moves();
        legal.sort();
        obj([
            ("round", self.round_index().into()),
            ("to_move", self.to_move().into()),
            ("legal", legal.into()),
        ])
    }
}
