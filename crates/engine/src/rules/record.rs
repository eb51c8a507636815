//! Game records: the `chickenfoot-record/1` format.
//!
//! A record is one JSON object holding the rules and, for each round, the
//! deal and the moves; it fully determines a game. See the README for the
//! full specification. A [`Record`] is a serde type both ways: serde reads
//! the JSON into [`RawRecord`] (serde_json natively, `JSON.parse` and
//! serde-wasm-bindgen in the page: [`read`] takes either as a
//! [`crate::wire::Json`] document), and [`Record`]'s `Serialize` writes the
//! format. Checking a record happens in two passes:
//!
//! 1. **Validation** ([`read`], [`from_raw`]; `parse` for text natively):
//!    schema, ranges, every round's deal (every tile exactly once across
//!    hands, boneyard and the set-aside start double) and every move's
//!    fields. Failure is a [`RecordError`] (`bad_record` or `unreadable`,
//!    exit 2) naming the field, for example `rounds[1].moves[4].seat`; a
//!    shape serde refuses (an array where the rules' object should be) is
//!    named by the path serde was at (serde_path_to_error). This pass runs
//!    completely before any move is replayed, so a malformed move late in a
//!    record wins over an illegal move early on.
//! 2. **Replay** ([`replay`]): every move must be in the legal list of the
//!    state it is applied to. The first that is not is a [`ReplayError::Illegal`]
//!    (exit 1) with its round and move index. A round other than the last
//!    that has not ended after its moves is a `bad_record` on
//!    `rounds[r].moves`.
//!
//! Integers follow [`crate::wire::Int`]: exact natively; in the page one
//! above 2^53-1 is refused (the seed too), not read as a nearby number.

use super::error::MoveError;
use super::moves::{move_from_raw, Move, RawMove};
use super::options::{DrawnTile, Rules, StartSearch};
use super::round::{Deal, RoundEnd};
use super::score::Points;
use super::state::{RoundLog, State};
use super::tile::{Tile, TileSet};
use crate::wire::{quoted, unsafe_message, Any, Int, Json, ReadError};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};
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

crate::object! {
    /// A record as serde reads it (see [`crate::wire`]): the shape only,
    /// every field optional, leaves as they came. [`from_raw`] judges it.
    pub struct RawRecord("a record object") {
        /// Must be [`FORMAT`].
        format: Any,
        /// The seed extension.
        seed: Any,
        /// The rules.
        rules: RawRules,
        /// The rounds.
        rounds: Vec<RawRound>,
    }
}

crate::object! {
    /// The `rules` object as read.
    pub struct RawRules("the rules object") {
        /// `set`.
        set: Any,
        /// `players`.
        players: Any,
        /// `hand_size`.
        hand_size: Any,
        /// `arms`.
        arms: Any,
        /// `drawn_tile`.
        drawn_tile: Any,
        /// `boneyard_reserve`.
        boneyard_reserve: Any,
        /// `double_blank`.
        double_blank: Any,
        /// `start_search`.
        start_search: Any,
        /// `rounds`.
        rounds: Vec<Any>,
    }
}

crate::object! {
    /// One round as read.
    pub struct RawRound("a round object") {
        /// `hands`.
        hands: Vec<Vec<Any>>,
        /// `boneyard`.
        boneyard: Vec<Any>,
        /// `starter` (present with `null` is present).
        starter: Any,
        /// `moves`.
        moves: Vec<RawMove>,
    }
}

impl From<&Record> for RawRecord {
    /// A record as serde would read its JSON text (to check a record made
    /// in memory with [`from_raw`]).
    fn from(rec: &Record) -> RawRecord {
        let num = |n: u64| Any::Num(crate::wire::Num::U(n));
        let tiles = |t: &[Tile]| t.iter().map(|t| Any::Str(t.to_string())).collect();
        let r = &rec.rules;
        RawRecord {
            format: Some(Any::Str(FORMAT.into())),
            seed: rec.seed.map(num),
            rules: Some(RawRules {
                set: Some(num(r.set.into())),
                players: Some(num(r.players.into())),
                hand_size: Some(num(r.hand_size.into())),
                arms: Some(num(r.arms.into())),
                drawn_tile: Some(Any::Str(r.drawn_tile.as_str().into())),
                boneyard_reserve: Some(num(r.boneyard_reserve)),
                double_blank: Some(num(r.double_blank)),
                start_search: Some(Any::Str(r.start_search.as_str().into())),
                rounds: Some(r.rounds.iter().map(|&d| num(d.into())).collect()),
            }),
            rounds: Some(
                rec.rounds
                    .iter()
                    .map(|l| RawRound {
                        hands: Some(l.deal.hands.iter().map(|h| tiles(h)).collect()),
                        boneyard: Some(tiles(&l.deal.boneyard)),
                        starter: l.deal.starter.map(|s| num(s.into())),
                        moves: Some(
                            l.moves
                                .iter()
                                .map(|&(seat, mv)| {
                                    let t = |t: Tile| Some(Any::Str(t.to_string()));
                                    let mut m = RawMove {
                                        seat: Some(num(seat.into())),
                                        ..RawMove::default()
                                    };
                                    match mv {
                                        Move::Place(p) => m.play = t(p),
                                        Move::Play { tile, on } => {
                                            m.play = t(tile);
                                            m.on = t(on);
                                        }
                                        Move::Draw => m.draw = Some(Any::Bool(true)),
                                        Move::Pass => m.pass = Some(Any::Bool(true)),
                                    }
                                    m
                                })
                                .collect(),
                        ),
                    })
                    .collect(),
            ),
        }
    }
}

/// A non-negative integer field; values above `u64::MAX` are refused
/// unless `saturate` (for fields where any value that large means the same).
fn uint_of(v: Option<&Any>, field: &str, saturate: bool) -> Result<u64, RecordError> {
    let v = v.ok_or_else(|| bad(field, "missing"))?;
    match v.int() {
        Some(Int::Small(n)) => Ok(n),
        Some(Int::Large) if saturate => Ok(u64::MAX),
        Some(Int::Large) => Err(bad(
            field,
            format!("2^64 or more is too large (at most {})", u64::MAX),
        )),
        Some(Int::Negative) => Err(bad(field, format!("{v} is negative"))),
        Some(Int::Unsafe(x)) => Err(bad(field, unsafe_message(x))),
        None => Err(bad(field, format!("expected a JSON integer, got {v}"))),
    }
}

fn uint(v: Option<&Any>, field: &str) -> Result<u64, RecordError> {
    uint_of(v, field, false)
}

fn ranged(v: Option<&Any>, field: &str, lo: u64, hi: u64) -> Result<u64, RecordError> {
    let v = v.ok_or_else(|| bad(field, "missing"))?;
    let n = match v.int() {
        Some(Int::Small(n)) => n,
        Some(_) => u64::MAX,
        None => return Err(bad(field, format!("expected a JSON integer, got {v}"))),
    };
    if n < lo || n > hi {
        return Err(bad(field, format!("{v} is out of range {lo}..={hi}")));
    }
    Ok(n)
}

fn list<'a, T>(v: &'a Option<Vec<T>>, field: &str) -> Result<&'a [T], RecordError> {
    v.as_deref().ok_or_else(|| bad(field, "missing"))
}

fn tile(v: &Any, field: &str, set: u8) -> Result<Tile, RecordError> {
    let s = v
        .as_str()
        .ok_or_else(|| bad(field, "a tile is a string like \"9-4\""))?;
    Tile::parse(s, set).map_err(|e| bad(field, format!("{}: {e}", quoted(s))))
}

/// Which of `names` (a rule option's spellings, in the order of its
/// `ALL`) the field holds. One function for every option, not one per
/// type: the page carries this reader.
fn named(v: Option<&Any>, field: &str, names: &[&'static str]) -> Result<usize, RecordError> {
    let found = v.and_then(Any::as_str);
    names.iter().position(|&n| found == Some(n)).ok_or_else(|| {
        let names = super::options::or_list(names, true);
        bad(field, format!("expected {names}"))
    })
}

fn parse_rules(o: Option<&RawRules>) -> Result<Rules, RecordError> {
    let o = o.ok_or_else(|| bad("rules", "missing"))?;
    let set = ranged(o.set.as_ref(), "rules.set", 6, 18)? as u8;
    let players = ranged(o.players.as_ref(), "rules.players", 2, 8)? as u8;
    let hand_size = uint(o.hand_size.as_ref(), "rules.hand_size")?;
    let arms = uint(o.arms.as_ref(), "rules.arms")?;
    let drawn = DrawnTile::ALL.map(DrawnTile::as_str);
    let drawn_tile = DrawnTile::ALL[named(o.drawn_tile.as_ref(), "rules.drawn_tile", &drawn)?];
    // A reserve of 2^64 or more behaves exactly like u64::MAX: no boneyard is that big.
    let boneyard_reserve = uint_of(o.boneyard_reserve.as_ref(), "rules.boneyard_reserve", true)?;
    let double_blank = uint(o.double_blank.as_ref(), "rules.double_blank")?;
    let search = StartSearch::ALL.map(StartSearch::as_str);
    let start_search =
        StartSearch::ALL[named(o.start_search.as_ref(), "rules.start_search", &search)?];
    let list = list(&o.rounds, "rules.rounds")?;
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

fn parse_round(o: &RawRound, r: usize, rules: &Rules) -> Result<RoundLog, RecordError> {
    let at = format!("rounds[{r}]");
    let mut seen = TileSet::EMPTY;
    let mut note = |t: Tile, field: &str| -> Result<Tile, RecordError> {
        if seen.contains(t) {
            return Err(bad(field, format!("{t} appears twice in the deal")));
        }
        seen.insert(t);
        Ok(t)
    };
    let hands_v = list(&o.hands, &format!("{at}.hands"))?;
    if hands_v.len() != rules.players as usize {
        return Err(bad(
            format!("{at}.hands"),
            format!("expected {} hands, got {}", rules.players, hands_v.len()),
        ));
    }
    let mut hands = Vec::with_capacity(hands_v.len());
    for (s, list) in hands_v.iter().enumerate() {
        let f = format!("{at}.hands[{s}]");
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
    let bone_v = list(&o.boneyard, &format!("{at}.boneyard"))?;
    let mut boneyard = Vec::with_capacity(bone_v.len());
    for (i, t) in bone_v.iter().enumerate() {
        let f = format!("{at}.boneyard[{i}]");
        boneyard.push(note(tile(t, &f, rules.set)?, &f)?);
    }
    let start = rules.start_double(r);
    let starter = match (rules.start_search, &o.starter) {
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
    let moves_v = list(&o.moves, &format!("{at}.moves"))?;
    let mut moves = Vec::with_capacity(moves_v.len());
    for (i, m) in moves_v.iter().enumerate() {
        let f = format!("{at}.moves[{i}]");
        let seat = ranged(
            m.seat.as_ref(),
            &format!("{f}.seat"),
            0,
            rules.players as u64 - 1,
        )? as u8;
        let mv = move_from_raw(m, rules.set).map_err(|(k, msg)| {
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

/// Reads and validates a record (pass 1) from JSON text. Moves are not
/// replayed. Text that is not JSON is `unreadable`; see [`read`].
#[cfg(any(not(target_arch = "wasm32"), feature = "cli"))]
pub fn parse(text: &str) -> Result<Record, RecordError> {
    read(text)
}

/// Reads and validates a record (pass 1) from a JSON document: the text
/// natively, a `JSON.parse` result in the page. A document that is not
/// JSON is an `unreadable` [`RecordError`]; one whose shape serde refuses
/// (an array where the rounds' object should be) is a `bad_record` naming
/// the path serde was at; [`from_raw`] checks the rest.
pub fn read<J: Json + ?Sized>(doc: &J) -> Result<Record, RecordError> {
    from_raw(&doc.read::<RawRecord>().map_err(RecordError::from)?)
}

impl From<ReadError> for RecordError {
    fn from(e: ReadError) -> RecordError {
        if e.syntax {
            RecordError {
                code: "unreadable",
                field: String::new(),
                message: format!("not JSON: {}", e.message),
            }
        } else {
            bad(e.path, e.message)
        }
    }
}

/// Validates a record as serde read it (pass 1): the format, the rules'
/// ranges, every round's deal and every move's fields.
pub fn from_raw(o: &RawRecord) -> Result<Record, RecordError> {
    match o.format.as_ref().and_then(Any::as_str) {
        Some(FORMAT) => {}
        _ => return Err(bad("format", format!("expected \"{FORMAT}\""))),
    }
    let rules = parse_rules(o.rules.as_ref())?;
    let list = list(&o.rounds, "rounds")?;
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
    // The seed is an extension readers may ignore: anything but an
    // integer is. One the page cannot have read exactly is refused, not
    // replaced by a nearby number (it would deal other rounds).
    let seed = match o.seed.as_ref().and_then(Any::int) {
        Some(Int::Small(n)) => Some(n),
        Some(Int::Unsafe(x)) => return Err(bad("seed", unsafe_message(x))),
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

/// Reads, validates and replays JSON text.
#[cfg(any(not(target_arch = "wasm32"), feature = "cli"))]
pub fn check(text: &str) -> Result<State, ReplayError> {
    replay(&parse(text)?)
}

impl State {
    /// The game so far as a record, with its seed.
    pub fn to_record(&self) -> Record {
        Record {
            rules: self.rules().clone(),
            seed: Some(self.seed()),
            rounds: self.log().to_vec(),
        }
    }

    /// The `replay` summary: each round's end and scores, totals, winners.
    pub fn summary(&self) -> Summary {
        let scores = self.round_scores();
        let rounds = (0..self.log().len())
            .map(|i| RoundSummary {
                end: match self.ends().get(i) {
                    Some(RoundEnd::Out(_)) => "out",
                    Some(RoundEnd::Blocked) => "blocked",
                    None => "in_progress",
                },
                scores: scores[i].clone(),
            })
            .collect();
        Summary {
            rounds,
            totals: self.totals(),
            winners: self.winners().map(|(w, _)| w).unwrap_or_default(),
        }
    }

    /// The `legal` answer: round, seat to move, legal moves.
    pub fn legal_summary(&self) -> Legal {
        let mut legal = self.legal_moves();
        legal.sort();
        Legal {
            legal,
            round: self.round_index(),
            to_move: self.to_move(),
        }
    }
}

/// The `replay` command's answer.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Summary {
    /// Each round's end and scores.
    pub rounds: Vec<RoundSummary>,
    /// The match totals (an in-progress round included).
    pub totals: Vec<Points>,
    /// The winners once the match is over, else empty.
    pub winners: Vec<u8>,
}

/// One round of a [`Summary`].
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct RoundSummary {
    /// `out`, `blocked` or `in_progress`.
    pub end: &'static str,
    /// Each seat's points in the round.
    pub scores: Vec<Points>,
}

/// The `legal` command's answer.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Legal {
    /// The legal moves, sorted.
    pub legal: Vec<Move>,
    /// The round (0-based).
    pub round: usize,
    /// The seat to move, if any.
    pub to_move: Option<u8>,
}

/// Writes the record format: keys in sorted order (as the format's
/// examples and earlier versions wrote them), each move with its seat.
impl Serialize for Record {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Rounds<'a>(&'a [RoundLog]);
        struct OneRound<'a>(&'a RoundLog);
        struct Moves<'a>(&'a [(u8, Move)]);
        struct SeatMove(u8, Move);
        struct RulesOut<'a>(&'a Rules);
        impl Serialize for Rounds<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.0.iter().map(OneRound))
            }
        }
        impl Serialize for OneRound<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let d = &self.0.deal;
                let mut m = s.serialize_map(None)?;
                m.serialize_entry("boneyard", &d.boneyard)?;
                m.serialize_entry("hands", &d.hands)?;
                m.serialize_entry("moves", &Moves(&self.0.moves))?;
                if let Some(st) = d.starter {
                    m.serialize_entry("starter", &st)?;
                }
                m.end()
            }
        }
        impl Serialize for Moves<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.collect_seq(self.0.iter().map(|&(seat, mv)| SeatMove(seat, mv)))
            }
        }
        impl Serialize for SeatMove {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(None)?;
                self.1.entries(&mut m)?;
                m.serialize_entry("seat", &self.0)?;
                m.end()
            }
        }
        impl Serialize for RulesOut<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let r = self.0;
                let mut m = s.serialize_map(None)?;
                m.serialize_entry("arms", &r.arms)?;
                m.serialize_entry("boneyard_reserve", &r.boneyard_reserve)?;
                m.serialize_entry("double_blank", &r.double_blank)?;
                m.serialize_entry("drawn_tile", r.drawn_tile.as_str())?;
                m.serialize_entry("hand_size", &r.hand_size)?;
                m.serialize_entry("players", &r.players)?;
                m.serialize_entry("rounds", &r.rounds)?;
                m.serialize_entry("set", &r.set)?;
                m.serialize_entry("start_search", r.start_search.as_str())?;
                m.end()
            }
        }
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("format", FORMAT)?;
        m.serialize_entry("rounds", &Rounds(&self.rounds))?;
        m.serialize_entry("rules", &RulesOut(&self.rules))?;
        if let Some(seed) = self.seed {
            m.serialize_entry("seed", &seed)?;
        }
        m.end()
    }
}
