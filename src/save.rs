//! Saved games, settings and statistics: versioned JSON envelopes.
//!
//! Every blob the browser stores is one JSON object
//! `{"app":"chickenfoot","kind":…,"version":N,…}`, kept under its own
//! storage key so that a damaged game save never takes the settings or the
//! statistics with it:
//!
//! | key | kind | payload | writer / reader |
//! |---|---|---|---|
//! | [`GAME_KEY`] | `game` | `"record"`, `"settings"`, `"match_id"`, `"seed"` | [`Saved::blob`] / [`load`] |
//! | [`SETTINGS_KEY`] | `settings` | `"settings"` | [`Settings::blob`] / [`Settings::load`] |
//! | [`STATS_KEY`] | `stats` | `"stats"` | [`Stats::blob`] / [`Stats::load`] |
//!
//! The blobs are serde types: the writers return a value to serialize
//! (serde_json natively, `JSON.stringify` in the page), the readers take a
//! [`Json`] document (the text natively, a `JSON.parse` result in the
//! page), read the envelope first and then the payload, and check what
//! serde cannot: the envelope, versions, the record, seat counts.
//!
//! The game is kept as its `chickenfoot-record/1` record (with the seed,
//! so later rounds deal the same), not as a dump of the engine's state:
//! [`load`] validates and replays it, so a loaded game is one the engine
//! itself reached, move by move. (Version 1 stored the serialized
//! [`State`], whose tile sets `JSON.parse` cannot read exactly: [`load`]
//! migrates it from its exact parts, dealing every round again from the
//! seed and replaying the moves, which must reach the scores it holds;
//! one that does not check out is [`SaveError::Older`], and the page keeps
//! it aside to download.) The seed is
//! also stored as decimal text (`"seed":"…"`): the page reads numbers with
//! `JSON.parse`, exactly only up to 2^53-1, and a seed from a link may be
//! larger. The record carries the seed as a number too when it is at most
//! 2^53-1 ([`crate::wire::MAX_SAFE`]), for readers of the record alone.
//!
//! [`load`] tells apart the ways a save can fail ([`SaveError`]) so the page
//! can say why it started a new game ([`SaveError::reason_key`] gives the
//! translated reason). A [`State`] from elsewhere (serde) can be checked
//! with [`check_state`].
//!
//! Storage (localStorage) is the web layer's job; this module only turns
//! values into serde types and back.

use crate::i18n::{Key, Lang};
use crate::rules::record::{self, Record};
use crate::rules::State;
use crate::ui::SeatKind;
use crate::wire::{Any, Int, Json, Num, ReadError, MAX_SAFE};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `app` field of every envelope.
pub const APP: &str = "chickenfoot";
/// The current version of the game envelope (2: the game as a record).
pub const GAME_VERSION: u64 = 2;
/// The current version of the settings envelope.
pub const SETTINGS_VERSION: u64 = 1;
/// The current version of the statistics envelope.
pub const STATS_VERSION: u64 = 1;
/// Storage key of the game in progress.
pub const GAME_KEY: &str = "chickenfoot/game";
/// Storage key of a game opened from a link (or a URL with rules or a
/// seed) while [`GAME_KEY`] holds another unfinished match ([`Slot::Link`]).
pub const LINK_KEY: &str = "chickenfoot/link";
/// Storage key under which the text of an unreadable game save (damaged,
/// or from an older or newer version) is kept before a new game replaces it.
pub const BACKUP_KEY: &str = "chickenfoot/backup";
/// Storage key of the settings.
pub const SETTINGS_KEY: &str = "chickenfoot/settings";
/// Storage key of the statistics.
pub const STATS_KEY: &str = "chickenfoot/stats";

/// User interface settings. Missing fields take their defaults, so older
/// settings keep loading when fields are added.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// The chosen language; `None` follows the browser.
    #[serde(with = "lang_tag")]
    pub lang: Option<Lang>,
    /// Sound effects on.
    pub sound: bool,
    /// Show numerals instead of pips on the tiles.
    pub numerals: bool,
    /// The seats of the last New game dialog.
    #[serde(with = "seat_names")]
    pub seats: Vec<SeatKind>,
    /// Draw (or pass) automatically when that is the only move.
    pub auto_draw: bool,
    /// How long the computer players wait before each move.
    pub ai_speed: AiSpeed,
    /// Large tiles and high contrast, for weaker eyesight: a bigger rack,
    /// numerals sooner, stronger outlines and larger text. `None` (until
    /// the player chooses in the menu) follows the system: on where it
    /// asks for more contrast ([`crate::page::Prefs::large`]). Left out of
    /// the stored settings then, so that a page of an older version, which
    /// reads a plain `true` or `false`, takes its default.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub large: Option<bool>,
    /// The tour of the table has been shown (on the first plain visit).
    pub taught: bool,
}

/// The pace of the computer players, a setting in the menu.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AiSpeed {
    /// 1.2 s a move: time to follow every tile.
    Slow,
    /// 0.65 s a move.
    #[default]
    Normal,
    /// 0.2 s a move.
    Fast,
}

impl AiSpeed {
    /// Every speed, slowest first (the menu's order).
    pub const ALL: [AiSpeed; 3] = [AiSpeed::Slow, AiSpeed::Normal, AiSpeed::Fast];

    /// Milliseconds a computer player waits before it moves.
    pub fn delay_ms(self) -> u32 {
        match self {
            AiSpeed::Slow => 1200,
            AiSpeed::Normal => 650,
            AiSpeed::Fast => 200,
        }
    }

    /// The stored (and menu option) name.
    pub fn tag(self) -> &'static str {
        match self {
            AiSpeed::Slow => "slow",
            AiSpeed::Normal => "normal",
            AiSpeed::Fast => "fast",
        }
    }

    /// The speed named `tag`.
    pub fn from_tag(tag: &str) -> Option<AiSpeed> {
        AiSpeed::ALL.into_iter().find(|s| s.tag() == tag)
    }

    /// The label key for the menu.
    pub fn label(self) -> Key {
        match self {
            AiSpeed::Slow => Key::SpeedSlow,
            AiSpeed::Normal => Key::SpeedNormal,
            AiSpeed::Fast => Key::SpeedFast,
        }
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: None,
            sound: true,
            numerals: false,
            seats: crate::share::default_seats(4),
            auto_draw: false,
            large: None,
            taught: false,
            ai_speed: AiSpeed::Normal,
        }
    }
}

/// A saved game: the match and the UI around it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Saved {
    /// The match (stored as its record, replayed on load).
    pub state: State,
    /// Settings in force for this game; `seats` has one entry per seat.
    pub settings: Settings,
    /// An identifier chosen when the match started (for example the time in
    /// milliseconds), so statistics count each match once ([`Stats`]).
    pub match_id: u64,
    /// The game the URL named when this match started from a link or a URL
    /// with rules or a seed ([`crate::share::LaunchOptions::game_id`]):
    /// opening that URL again resumes this match.
    pub link: Option<String>,
}

/// Why a stored blob could not be loaded.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SaveError {
    /// Not JSON at all.
    Corrupt(String),
    /// JSON that stops early (a write cut short, or a quota truncation).
    Truncated,
    /// JSON, but not one of ours (no `"app":"chickenfoot"`, or another kind).
    WrongApp,
    /// Saved by an older version this one cannot read.
    Older {
        /// The version found.
        found: u64,
        /// The version this build reads.
        supported: u64,
    },
    /// Saved by a newer version.
    Newer {
        /// The version found.
        found: u64,
        /// The version this build reads.
        supported: u64,
    },
    /// Ours and the right version, but the content is wrong or inconsistent.
    Invalid(String),
}

impl SaveError {
    /// The translated reason, for [`Key::SaveRestoreFailed`]'s `{reason}`.
    pub fn reason_key(&self) -> Key {
        match self {
            SaveError::Corrupt(_) => Key::SaveReasonCorrupt,
            SaveError::Truncated => Key::SaveReasonTruncated,
            SaveError::WrongApp => Key::SaveReasonWrongApp,
            SaveError::Older { .. } => Key::SaveReasonOlder,
            SaveError::Newer { .. } => Key::SaveReasonNewer,
            SaveError::Invalid(_) => Key::SaveReasonInvalid,
        }
    }
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Corrupt(m) => write!(f, "not JSON: {m}"),
            SaveError::Truncated => f.write_str("the data ends early"),
            SaveError::WrongApp => f.write_str("not saved by this game"),
            SaveError::Older { found, supported } => {
                write!(f, "version {found} is older than {supported}")
            }
            SaveError::Newer { found, supported } => {
                write!(f, "version {found} is newer than {supported}")
            }
            SaveError::Invalid(m) => write!(f, "invalid: {m}"),
        }
    }
}

impl std::error::Error for SaveError {}

impl From<ReadError> for SaveError {
    /// Text that is not JSON is [`SaveError::Corrupt`] (or
    /// [`SaveError::Truncated`] when it merely ends early); JSON of the
    /// wrong shape is [`SaveError::Invalid`], naming the field.
    fn from(e: ReadError) -> SaveError {
        match e {
            ReadError {
                syntax: true,
                eof: true,
                ..
            } => SaveError::Truncated,
            ReadError { syntax: true, .. } => SaveError::Corrupt(e.message),
            e => SaveError::Invalid(e.to_string()),
        }
    }
}

crate::object! {
    /// The envelope's own fields, read before the payload.
    struct Head("a saved blob") {
        app: Any,
        kind: Any,
        version: Any,
    }
}

/// Checks the envelope of `kind` and `version`; then reads the payload.
fn open<J: Json + ?Sized, T: serde::de::DeserializeOwned>(
    doc: &J,
    kind: &str,
    version: u64,
) -> Result<T, SaveError> {
    let head: Head = doc.read().map_err(|e| match e.syntax {
        true => SaveError::from(e),
        // Not an object at all: not one of ours.
        false => SaveError::WrongApp,
    })?;
    if head.app.as_ref().and_then(Any::as_str) != Some(APP)
        || head.kind.as_ref().and_then(Any::as_str) != Some(kind)
    {
        return Err(SaveError::WrongApp);
    }
    let found = match head.version.as_ref().and_then(Any::int) {
        Some(Int::Small(n)) => n,
        _ => return Err(SaveError::Invalid("version is not a number".into())),
    };
    if found < version {
        return Err(SaveError::Older {
            found,
            supported: version,
        });
    }
    if found > version {
        return Err(SaveError::Newer {
            found,
            supported: version,
        });
    }
    Ok(doc.read()?)
}

fn invalid(field: &str, what: &str) -> SaveError {
    SaveError::Invalid(format!("{field}: {what}"))
}

/// The stored game: [`Saved::blob`] writes it.
#[derive(Serialize)]
pub struct GameBlob<'a> {
    app: &'static str,
    kind: &'static str,
    version: u64,
    match_id: u64,
    /// The seed as decimal text, exact in any reader.
    seed: String,
    settings: &'a Settings,
    #[serde(skip_serializing_if = "Option::is_none")]
    link: Option<&'a str>,
    record: Record,
}

/// The stored game as [`load`] reads it.
#[derive(Deserialize)]
struct GameIn {
    match_id: Option<u64>,
    seed: Option<String>,
    settings: Option<Settings>,
    record: Option<record::RawRecord>,
    link: Option<String>,
}

impl Saved {
    /// The envelope, to serialize.
    pub fn blob(&self) -> GameBlob<'_> {
        let seed = self.state.seed();
        let mut record = self.state.to_record();
        // A seed the page cannot write as a number exactly is in `seed` only.
        if seed > MAX_SAFE {
            record.seed = None;
        }
        GameBlob {
            app: APP,
            kind: "game",
            version: GAME_VERSION,
            match_id: self.match_id,
            seed: seed.to_string(),
            settings: &self.settings,
            link: self.link.as_deref(),
            record,
        }
    }
}

/// Reads a saved game: validates and replays its record (which must carry
/// the seed, as text beside it or as the record's number) and checks there
/// is one seat kind per seat.
pub fn load<J: Json + ?Sized>(doc: &J) -> Result<Saved, SaveError> {
    let o: GameIn = match open(doc, "game", GAME_VERSION) {
        Err(e @ SaveError::Older { found: 1, .. }) => return from_v1(doc).ok_or(e),
        o => o?,
    };
    let mut raw = o.record.ok_or_else(|| invalid("record", "missing"))?;
    if let Some(text) = &o.seed {
        let seed = crate::share::number(text)
            .ok_or_else(|| invalid("seed", "expected the seed's decimal digits"))?;
        // The record's number, if any, is this seed (as `JSON.parse` may
        // have read it: the nearest double).
        let same = match raw.seed.as_ref() {
            None => true,
            Some(Any::Num(Num::U(n))) => *n == seed,
            Some(Any::Num(Num::F(x))) => *x == seed as f64,
            Some(_) => false,
        };
        if !same {
            return Err(invalid("record.seed", "differs from seed"));
        }
        raw.seed = Some(Any::Num(Num::U(seed)));
    }
    let rec = record::from_raw(&raw).map_err(|e| invalid("record", &e.to_string()))?;
    if rec.seed.is_none() {
        return Err(invalid("record.seed", "missing"));
    }
    let state = record::replay(&rec).map_err(|e| invalid("record", &e.to_string()))?;
    let settings = o.settings.ok_or_else(|| invalid("settings", "missing"))?;
    let match_id = o.match_id.ok_or_else(|| invalid("match_id", "missing"))?;
    if settings.seats.len() != state.rules().players as usize {
        return Err(SaveError::Invalid(format!(
            "{} seat kinds for {} players",
            settings.seats.len(),
            state.rules().players
        )));
    }
    Ok(Saved {
        state,
        settings,
        match_id,
        link: o.link,
    })
}

/// Version 1's game: the engine's state as serde wrote it. Its tile sets
/// are 64-bit masks that `JSON.parse` cannot read exactly, so only its
/// exact parts are read: the rules, the seed, each round's moves and the
/// finished rounds' scores.
#[derive(Deserialize)]
struct V1In {
    match_id: u64,
    settings: Settings,
    state: V1State,
}

#[derive(Deserialize)]
struct V1State {
    rules: crate::rules::Rules,
    seed: u64,
    log: Vec<V1Round>,
    finished: Vec<Vec<u64>>,
}

#[derive(Deserialize)]
struct V1Round {
    moves: Vec<(u8, crate::rules::Move)>,
}

/// A version 1 save migrated: every round dealt again from the seed (as
/// version 1 dealt them) and its moves replayed, which must all be legal
/// and end the finished rounds with the scores the save holds. `None` when
/// it cannot be read or does not check out (the page then keeps it aside,
/// to download, as any save it cannot read).
fn from_v1<J: Json + ?Sized>(doc: &J) -> Option<Saved> {
    let o: V1In = doc.read().ok()?;
    let s = o.state;
    let mut st = State::new(s.rules, s.seed).ok()?;
    for (r, round) in s.log.iter().enumerate() {
        if r > 0 && !st.next_round() {
            return None;
        }
        for &(seat, mv) in &round.moves {
            st.apply(seat, mv).ok()?;
        }
    }
    let finished: Vec<Vec<u64>> = st
        .finished_scores()
        .iter()
        .map(|r| {
            r.iter()
                .map(|&p| u64::try_from(p).unwrap_or(u64::MAX))
                .collect()
        })
        .collect();
    let seats = o.settings.seats.len() == st.rules().players as usize;
    (finished == s.finished && seats).then_some(Saved {
        state: st,
        settings: o.settings,
        match_id: o.match_id,
        link: None,
    })
}

/// Checks that a state (from outside, for example a save) is one the engine
/// could have reached: valid rules; every tile of the round in play held
/// exactly once by a hand, the board, the undrawn boneyard or the set-aside
/// start double; and a replay of the logged deals and moves (each deal
/// checked like a record's, each move checked for legality) that rebuilds
/// the very same state.
pub fn check_state(state: &State) -> Result<(), String> {
    let rules = state.rules();
    rules.validate().map_err(|e| e.to_string())?;
    if state.log().is_empty() || state.log().len() > rules.rounds.len() {
        return Err(format!("{} rounds logged", state.log().len()));
    }
    state.round().check_tiles(rules)?;
    let raw = record::RawRecord::from(&state.to_record());
    let rec = record::from_raw(&raw).map_err(|e| e.to_string())?;
    let rebuilt = record::replay(&rec).map_err(|e| e.to_string())?;
    if &rebuilt != state {
        return Err("the state does not match its own history".into());
    }
    Ok(())
}

/// The stored settings: [`Settings::blob`] writes it.
#[derive(Serialize)]
pub struct SettingsBlob<'a> {
    app: &'static str,
    kind: &'static str,
    version: u64,
    settings: &'a Settings,
}

#[derive(Deserialize)]
struct SettingsIn {
    settings: Option<Settings>,
}

impl Settings {
    /// The envelope, to serialize.
    pub fn blob(&self) -> SettingsBlob<'_> {
        SettingsBlob {
            app: APP,
            kind: "settings",
            version: SETTINGS_VERSION,
            settings: self,
        }
    }

    /// Reads [`Settings::blob`]; missing fields take their defaults. Seat
    /// lists outside 2–8 seats are replaced by the default.
    pub fn load<J: Json + ?Sized>(doc: &J) -> Result<Settings, SaveError> {
        let o: SettingsIn = open(doc, "settings", SETTINGS_VERSION)?;
        let mut s = o.settings.ok_or_else(|| invalid("settings", "missing"))?;
        if !(2..=8).contains(&s.seats.len()) {
            s.seats = Settings::default().seats;
        }
        Ok(s)
    }
}

/// [`Settings::lang`] as its tag (`"sk"`), or `null` to follow the browser.
mod lang_tag {
    use crate::i18n::Lang;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(lang: &Option<Lang>, s: S) -> Result<S::Ok, S::Error> {
        match lang {
            Some(l) => s.serialize_str(l.tag()),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Lang>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(t) => Lang::ALL
                .into_iter()
                .find(|l| l.tag() == t)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom("expected en, sk, cs, ru or null")),
        }
    }
}

/// [`Settings::seats`] as names (`["human","medium"]`).
mod seat_names {
    use crate::ui::SeatKind;
    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(seats: &[SeatKind], s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(seats.iter().map(|k| k.to_string()))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<SeatKind>, D::Error> {
        Vec::<String>::deserialize(d)?
            .iter()
            .map(|n| crate::share::parse_seat(n))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| serde::de::Error::custom("expected a list of human, easy, medium, hard"))
    }
}

mod slot;
mod stats;
pub use slot::{Slot, CHANNEL, OWNER_KEY};
pub use stats::{Count, Opponents, Stats, StatsBlob, Tally};

#[cfg(test)]
mod tests;
