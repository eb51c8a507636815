//! Saved games, settings and statistics: versioned JSON envelopes.
//!
//! Every blob the browser stores is one JSON object
//! `{"app":"chickenfoot","kind":…,"version":N,…}`, kept under its own
//! storage key so that a damaged game save never takes the settings or the
//! statistics with it:
//!
//! | key | kind | payload | writer / reader |
//! |---|---|---|---|
//! | [`GAME_KEY`] | `game` | `"record"`, `"settings"`, `"match_id"` | [`Saved::to_json`] / [`load`] |
//! | [`SETTINGS_KEY`] | `settings` | `"settings"` | [`Settings::to_json`] / [`Settings::load`] |
//! | [`STATS_KEY`] | `stats` | `"stats"` | [`Stats::to_json`] / [`Stats::load`] |
//!
//! The game is kept as its `chickenfoot-record/1` record (with the seed,
//! so later rounds deal the same), not as a dump of the engine's state:
//! [`load`] validates and replays it, so a loaded game is one the engine
//! itself reached, move by move. (Version 1 stored the serialized
//! [`State`]; such saves are refused as [`SaveError::Older`].)
//!
//! [`load`] tells apart the ways a save can fail ([`SaveError`]) so the page
//! can say why it started a new game ([`SaveError::reason_key`] gives the
//! translated reason). A [`State`] from elsewhere (serde) can be checked
//! with [`check_state`].
//!
//! Everything here is read and written with [`crate::json`], so the page
//! links no serde_json.
//!
//! Storage (localStorage) is the web layer's job; this module only turns
//! values into text and back.

use crate::ai::Level;
use crate::i18n::{Key, Lang};
use crate::json::{obj, Json, Object};
use crate::rules::record;
use crate::rules::tile::TileSet;
use crate::rules::{RoundEnd, State};
use crate::ui::SeatKind;
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
/// Storage key of the settings.
pub const SETTINGS_KEY: &str = "chickenfoot/settings";
/// Storage key of the statistics.
pub const STATS_KEY: &str = "chickenfoot/stats";

/// User interface settings. Missing fields take their defaults, so older
/// settings keep loading when fields are added.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Settings {
    /// The chosen language; `None` follows the browser.
    pub lang: Option<Lang>,
    /// Sound effects on.
    pub sound: bool,
    /// Show numerals instead of pips on the tiles.
    pub numerals: bool,
    /// The seats of the last New game dialog.
    pub seats: Vec<SeatKind>,
    /// Draw (or pass) automatically when that is the only move.
    pub auto_draw: bool,
    /// How long the computer players wait before each move.
    pub ai_speed: AiSpeed,
}

/// The pace of the computer players, a setting in the menu.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
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

/// Reads an envelope of `kind` and `version`, returning its object.
fn open(text: &str, kind: &str, version: u64) -> Result<Object, SaveError> {
    let v = Json::parse(text).map_err(|e| {
        if e.eof {
            SaveError::Truncated
        } else {
            SaveError::Corrupt(e.to_string())
        }
    })?;
    let Json::Obj(o) = v else {
        return Err(SaveError::WrongApp);
    };
    if o.get("app").and_then(Json::as_str) != Some(APP)
        || o.get("kind").and_then(Json::as_str) != Some(kind)
    {
        return Err(SaveError::WrongApp);
    }
    let found = o
        .get("version")
        .and_then(Json::as_u64)
        .ok_or_else(|| SaveError::Invalid("version is not a number".into()))?;
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
    Ok(o)
}

/// The envelope [`open`] reads: `app`, `kind`, `version` and the payload's
/// fields, as JSON text.
fn envelope(
    kind: &str,
    version: u64,
    payload: impl IntoIterator<Item = (&'static str, Json)>,
) -> String {
    let mut o = Object::new();
    o.insert("app".into(), APP.into());
    o.insert("kind".into(), kind.into());
    o.insert("version".into(), version.into());
    for (k, v) in payload {
        o.insert(k.into(), v);
    }
    Json::Obj(o).to_string()
}

fn invalid(field: &str, what: &str) -> SaveError {
    SaveError::Invalid(format!("{field}: {what}"))
}

/// An optional field of an object: `Ok(None)` when it is missing, an
/// error naming `path` when it has the wrong type.
fn opt<T>(
    o: &Object,
    path: &str,
    key: &str,
    read: impl Fn(&Json) -> Option<T>,
    what: &str,
) -> Result<Option<T>, SaveError> {
    match o.get(key) {
        None => Ok(None),
        Some(v) => read(v)
            .map(Some)
            .ok_or_else(|| invalid(&format!("{path}.{key}"), what)),
    }
}

fn object<'a>(o: &'a Object, key: &str) -> Result<&'a Object, SaveError> {
    o.get(key)
        .ok_or_else(|| invalid(key, "missing"))?
        .as_object()
        .ok_or_else(|| invalid(key, "expected an object"))
}

impl Saved {
    /// The envelope as JSON text.
    pub fn to_json(&self) -> String {
        envelope(
            "game",
            GAME_VERSION,
            [
                ("match_id", self.match_id.into()),
                ("settings", self.settings.to_value()),
                ("record", self.state.to_record()),
            ],
        )
    }
}

/// Reads a saved game: validates and replays its record (which must carry
/// the seed) and checks there is one seat kind per seat.
pub fn load(text: &str) -> Result<Saved, SaveError> {
    let o = open(text, "game", GAME_VERSION)?;
    let rec = o
        .get("record")
        .ok_or_else(|| invalid("record", "missing"))?;
    let rec = record::from_value(rec).map_err(|e| invalid("record", &e.to_string()))?;
    if rec.seed.is_none() {
        return Err(invalid("record.seed", "missing"));
    }
    let state = record::replay(&rec).map_err(|e| invalid("record", &e.to_string()))?;
    let settings = Settings::from_value(object(&o, "settings")?)?;
    let match_id = o
        .get("match_id")
        .ok_or_else(|| invalid("match_id", "missing"))?
        .as_u64()
        .ok_or_else(|| invalid("match_id", "expected an integer"))?;
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
    let round = state.round();
    if round.players != rules.players {
        return Err("the round has the wrong number of players".into());
    }
    if round.next_draw > round.boneyard.len() {
        return Err("the boneyard was drawn past its end".into());
    }
    let mut seen = TileSet::EMPTY;
    let mut count = 0;
    let mut note = |tiles: TileSet| {
        seen = seen.or(tiles);
        count += tiles.len();
    };
    for (s, hand) in round.hands.iter().enumerate() {
        if s >= rules.players as usize && !hand.is_empty() {
            return Err(format!("seat {s} does not exist but holds tiles"));
        }
        note(*hand);
    }
    note(round.board.tiles());
    note(round.boneyard[round.next_draw..].iter().copied().collect());
    if round.set_aside {
        note(std::iter::once(round.start).collect());
    }
    let full = TileSet::full(rules.set);
    if seen != full || count != full.len() {
        return Err(format!(
            "tiles are not all accounted for: {} held for a set of {}",
            count,
            full.len()
        ));
    }
    let rec = record::from_value(&state.to_record()).map_err(|e| e.to_string())?;
    let rebuilt = record::replay(&rec).map_err(|e| e.to_string())?;
    if &rebuilt != state {
        return Err("the state does not match its own history".into());
    }
    Ok(())
}

impl Settings {
    /// The envelope as JSON text.
    pub fn to_json(&self) -> String {
        envelope(
            "settings",
            SETTINGS_VERSION,
            [("settings", self.to_value())],
        )
    }

    fn to_value(&self) -> Json {
        let seats: Vec<String> = self.seats.iter().map(|s| s.to_string()).collect();
        obj([
            ("lang", self.lang.map(Lang::tag).into()),
            ("sound", self.sound.into()),
            ("numerals", self.numerals.into()),
            ("seats", seats.into()),
            ("auto_draw", self.auto_draw.into()),
            ("ai_speed", self.ai_speed.tag().into()),
        ])
    }

    /// Reads the `settings` object; missing fields take their defaults.
    fn from_value(o: &Object) -> Result<Settings, SaveError> {
        let d = Settings::default();
        let p = "settings";
        let lang = match o.get("lang") {
            None | Some(Json::Null) => None,
            Some(v) => Some(
                v.as_str()
                    .and_then(|t| Lang::ALL.into_iter().find(|l| l.tag() == t))
                    .ok_or_else(|| invalid("settings.lang", "expected en, sk, cs, ru or null"))?,
            ),
        };
        let seats = opt(
            o,
            p,
            "seats",
            |v| {
                v.as_array()?
                    .iter()
                    .map(|s| s.as_str().and_then(crate::share::parse_seat))
                    .collect::<Option<Vec<_>>>()
            },
            "expected a list of human, easy, medium, hard",
        )?;
        let flag = |k: &str| opt(o, p, k, Json::as_bool, "expected true or false");
        let ai_speed = opt(
            o,
            p,
            "ai_speed",
            |v| v.as_str().and_then(AiSpeed::from_tag),
            "expected slow, normal or fast",
        )?;
        Ok(Settings {
            lang,
            sound: flag("sound")?.unwrap_or(d.sound),
            numerals: flag("numerals")?.unwrap_or(d.numerals),
            seats: seats.unwrap_or(d.seats),
            auto_draw: flag("auto_draw")?.unwrap_or(d.auto_draw),
            ai_speed: ai_speed.unwrap_or(d.ai_speed),
        })
    }

    /// Reads [`Settings::to_json`]. Seat lists outside 2–8 seats are
    /// replaced by the default.
    pub fn load(text: &str) -> Result<Settings, SaveError> {
        let o = open(text, "settings", SETTINGS_VERSION)?;
        let mut s = Settings::from_value(object(&o, "settings")?)?;
        if !(2..=8).contains(&s.seats.len()) {
            s.seats = Settings::default().seats;
        }
        Ok(s)
    }
}

/// Who the person played against, for [`Stats`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponents {
    /// Computer opponents all of one level (people may also be at the
    /// table).
    Only(Level),
    /// Computer opponents of different levels (or of a level the page
    /// does not offer).
    Mixed,
    /// No computer opponents.
    People,
}

impl Opponents {
    /// Every bucket, in display order: one per level the page offers, then
    /// mixed tables and tables of people.
    pub const ALL: [Opponents; 5] = [
        Opponents::Only(Level::Easy),
        Opponents::Only(Level::Medium),
        Opponents::Only(Level::Hard),
        Opponents::Mixed,
        Opponents::People,
    ];

    /// The bucket for a table: the levels of its computer seats.
    pub fn of(seats: &[SeatKind]) -> Opponents {
        let mut levels = seats.iter().filter_map(|s| s.level());
        let Some(first) = levels.next() else {
            return Opponents::People;
        };
        if levels.any(|l| l != first) || !first.is_offered() {
            return Opponents::Mixed;
        }
        Opponents::Only(first)
    }

    /// The field name in the stored statistics.
    fn key(self) -> &'static str {
        match self {
            Opponents::Only(l) => l.as_str(),
            Opponents::Mixed => "mixed",
            Opponents::People => "people",
        }
    }

    /// The label key for the statistics table.
    pub fn label(self) -> Key {
        match self {
            Opponents::Only(l) => crate::i18n::level_key(l),
            Opponents::Mixed => Key::StatsMixed,
            Opponents::People => Key::StatsPeopleOnly,
        }
    }
}

/// Counts for one kind of opponents.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Matches finished.
    pub matches_played: u64,
    /// Matches won (a shared win counts).
    pub matches_won: u64,
    /// Rounds finished.
    pub rounds_played: u64,
    /// Rounds in which the person went out.
    pub rounds_out: u64,
    /// Points the person scored over those rounds.
    pub points: u64,
}

impl Tally {
    /// Average points per round, `None` before the first round.
    pub fn average_points(&self) -> Option<f64> {
        (self.rounds_played > 0).then(|| self.points as f64 / self.rounds_played as f64)
    }

    /// Share of matches won, 0.0–1.0, `None` before the first match.
    pub fn win_rate(&self) -> Option<f64> {
        (self.matches_played > 0).then(|| self.matches_won as f64 / self.matches_played as f64)
    }

    const FIELDS: [&'static str; 5] = [
        "matches_played",
        "matches_won",
        "rounds_played",
        "rounds_out",
        "points",
    ];

    fn counts(&self) -> [u64; 5] {
        [
            self.matches_played,
            self.matches_won,
            self.rounds_played,
            self.rounds_out,
            self.points,
        ]
    }

    fn to_value(self) -> Json {
        let mut o = Object::new();
        for (k, n) in Tally::FIELDS.iter().zip(self.counts()) {
            o.insert(k.to_string(), n.into());
        }
        Json::Obj(o)
    }

    fn from_value(v: &Json, path: &str) -> Result<Tally, SaveError> {
        let o = v
            .as_object()
            .ok_or_else(|| invalid(path, "expected an object"))?;
        let mut c = [0u64; 5];
        for (k, n) in Tally::FIELDS.iter().zip(&mut c) {
            *n = opt(o, path, k, Json::as_u64, "expected an integer")?.unwrap_or(0);
        }
        let [matches_played, matches_won, rounds_played, rounds_out, points] = c;
        Ok(Tally {
            matches_played,
            matches_won,
            rounds_played,
            rounds_out,
            points,
        })
    }

    fn add(&mut self, o: &Tally) {
        self.matches_played += o.matches_played;
        self.matches_won += o.matches_won;
        self.rounds_played += o.rounds_played;
        self.rounds_out += o.rounds_out;
        self.points = self.points.saturating_add(o.points);
    }
}

/// Statistics of the person at this device, by opponents' level.
///
/// Updates are idempotent per match and round: [`Stats::record_round`] and
/// [`Stats::record_match`] remember what they last counted, so calling them
/// again after a reload does not count twice.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Stats {
    /// Against easy computers only.
    pub easy: Tally,
    /// Against medium computers only.
    pub medium: Tally,
    /// Against hard computers only.
    pub hard: Tally,
    /// Against computers of different levels.
    pub mixed: Tally,
    /// Against people only.
    pub people: Tally,
    /// The last `(match_id, round)` counted.
    pub last_round: Option<(u64, u64)>,
    /// The last `match_id` counted.
    pub last_match: Option<u64>,
}

impl Stats {
    /// The tally for a kind of opponents.
    pub fn tally(&self, o: Opponents) -> &Tally {
        match o {
            Opponents::Only(Level::Easy) => &self.easy,
            Opponents::Only(Level::Medium) => &self.medium,
            Opponents::Only(Level::Hard) => &self.hard,
            // [`Opponents::of`] puts levels the page does not offer here.
            Opponents::Only(_) | Opponents::Mixed => &self.mixed,
            Opponents::People => &self.people,
        }
    }

    fn tally_mut(&mut self, o: Opponents) -> &mut Tally {
        match o {
            Opponents::Only(Level::Easy) => &mut self.easy,
            Opponents::Only(Level::Medium) => &mut self.medium,
            Opponents::Only(Level::Hard) => &mut self.hard,
            // [`Opponents::of`] puts levels the page does not offer here.
            Opponents::Only(_) | Opponents::Mixed => &mut self.mixed,
            Opponents::People => &mut self.people,
        }
    }

    /// All kinds of opponents together.
    pub fn total(&self) -> Tally {
        let mut t = Tally::default();
        for o in Opponents::ALL {
            t.add(self.tally(o));
        }
        t
    }

    /// Counts the last finished round of `state` for seat `me` (call when
    /// [`State::round_over`] turns true). Returns false if there is no
    /// finished round, `me` is not a seat, or this round was already counted.
    pub fn record_round(
        &mut self,
        match_id: u64,
        state: &State,
        seats: &[SeatKind],
        me: u8,
    ) -> bool {
        let (Some(scores), Some(end)) = (state.finished_scores().last(), state.ends().last())
        else {
            return false;
        };
        let Some(&points) = scores.get(me as usize) else {
            return false;
        };
        let id = (match_id, state.finished_scores().len() as u64 - 1);
        if self.last_round == Some(id) {
            return false;
        }
        self.last_round = Some(id);
        let t = self.tally_mut(Opponents::of(seats));
        t.rounds_played += 1;
        t.points = t
            .points
            .saturating_add(u64::try_from(points).unwrap_or(u64::MAX));
        if *end == RoundEnd::Out(me) {
            t.rounds_out += 1;
        }
        true
    }

    /// Counts a finished match for seat `me` (call when [`State::is_over`]
    /// turns true). Returns false if the match is not over, `me` is not a
    /// seat, or this match was already counted.
    pub fn record_match(
        &mut self,
        match_id: u64,
        state: &State,
        seats: &[SeatKind],
        me: u8,
    ) -> bool {
        let Some((winners, _)) = state.winners() else {
            return false;
        };
        if me >= state.rules().players || self.last_match == Some(match_id) {
            return false;
        }
        self.last_match = Some(match_id);
        let t = self.tally_mut(Opponents::of(seats));
        t.matches_played += 1;
        if winners.contains(&me) {
            t.matches_won += 1;
        }
        true
    }

    /// The envelope as JSON text.
    pub fn to_json(&self) -> String {
        let mut o = Object::new();
        for b in Opponents::ALL {
            o.insert(b.key().to_string(), self.tally(b).to_value());
        }
        o.insert(
            "last_round".into(),
            self.last_round.map(|(m, r)| Json::from(vec![m, r])).into(),
        );
        o.insert("last_match".into(), self.last_match.into());
        envelope("stats", STATS_VERSION, [("stats", Json::Obj(o))])
    }

    /// Reads [`Stats::to_json`]; missing fields count as zero.
    pub fn load(text: &str) -> Result<Stats, SaveError> {
        let o = open(text, "stats", STATS_VERSION)?;
        let o = object(&o, "stats")?;
        let mut stats = Stats::default();
        for b in Opponents::ALL {
            if let Some(v) = o.get(b.key()) {
                *stats.tally_mut(b) = Tally::from_value(v, &format!("stats.{}", b.key()))?;
            }
        }
        let pair = |v: &Json| match v.as_array()? {
            [m, r] => Some((m.as_u64()?, r.as_u64()?)),
            _ => None,
        };
        stats.last_round = match o.get("last_round") {
            None | Some(Json::Null) => None,
            Some(v) => Some(
                pair(v).ok_or_else(|| invalid("stats.last_round", "expected [match, round]"))?,
            ),
        };
        stats.last_match = match o.get("last_match") {
            None | Some(Json::Null) => None,
            Some(v) => Some(
                v.as_u64()
                    .ok_or_else(|| invalid("stats.last_match", "expected an integer"))?,
            ),
        };
        Ok(stats)
    }
}

#[cfg(test)]
mod tests;
