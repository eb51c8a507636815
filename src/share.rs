//! Launch options from the page URL, and share links.
//!
//! * [`LaunchOptions::parse`] reads a query string such as
//!   `embed=1&players=3&set=12&arms=6&lang=sk&seats=human,hard,medium&drawn=may&reserve=classic&start=all_draw&double_blank=25&rounds=12,11,10&hand=7&seed=123`.
//!   It never fails and never panics: every value that cannot be used is
//!   ignored with a [`Warning`], and rules that do not validate fall back
//!   to their defaults field by field.
//! * [`Shared`] is what a share link carries (rules, seats, seed) in the
//!   URL fragment: [`Shared::to_fragment`] writes `v=1&…`, and
//!   [`Shared::from_fragment`] reads it back exactly (strictly: a link
//!   that does not read cleanly is an error, not a different game).
//!
//! # Parameters
//!
//! | name | values | default |
//! |---|---|---|
//! | `embed` | `1`/`true`/`yes` or `0`/`false`/`no` | `0` |
//! | `lang` | a language tag (`en`, `sk`, `cs`, `ru`, `sk-SK` …) | the browser's |
//! | `preset` | `standard`, `seven`, `arm-per-player`, `double-twelve`, `quick` | `standard` |
//! | `players` | 2–8 | number of `seats`, else 4 |
//! | `set` | 6–18 (double-N) | 9, 12 with `double-twelve` |
//! | `hand` | tiles per hand, `auto` (by player count) or `seven` | `auto` |
//! | `arms` | 2–min(8, set) | 4 |
//! | `drawn` | `must`, `may` | `must` |
//! | `reserve` | `none`, `classic`, or a number of tiles (at most 2⁵³−1) | `none` |
//! | `start` | `draw_in_turn`, `all_draw`, `before_deal` | `draw_in_turn` |
//! | `double_blank` | points for 0-0, at most 2⁵³−1 | 50 |
//! | `rounds` | start doubles, comma-separated, at most [`MAX_ROUNDS`] | highest down to 0 |
//! | `seats` | `human`, `easy`, `medium`, `hard` per seat, comma-separated | `human` then `medium` |
//! | `seed` | 0 to 2⁶⁴−1 | random |
//!
//! Names and keyword values are case-sensitive and lowercase. Unknown names
//! are ignored with a warning; a name given twice uses its last value.
//! `reserve` and `double_blank` stop at 2⁵³−1 ([`MAX_SAFE`]): the page could
//! neither save nor export rules holding a larger number (`JSON` in the
//! browser has no exact integer above it), so it never starts such a game.

use crate::i18n::Lang;
use crate::rules::{DrawnTile, HandSize, Preset, Reserve, Rules, StartSearch};
use crate::wire::{quoted, MAX_SAFE};
use std::fmt;

/// The most rounds a URL may ask for.
pub const MAX_ROUNDS: usize = 100;

use crate::ai::Level;
pub use crate::ui::SeatKind;

/// Reads a seat kind as links and URL parameters write it
/// ([`SeatKind`]'s text), accepting `person` for `human` and `ai` for
/// `medium`; only the kinds the page offers ([`SeatKind::OFFERED`]).
pub fn parse_seat(s: &str) -> Option<SeatKind> {
    let kind = match s {
        "person" => SeatKind::Human,
        "ai" => SeatKind::Ai(Level::Medium),
        _ => s.parse().ok()?,
    };
    kind.is_offered().then_some(kind)
}

/// The default seats: a person in seat 0, medium computers elsewhere.
pub fn default_seats(players: u8) -> Vec<SeatKind> {
    (0..players)
        .map(|s| {
            if s == 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(Level::Medium)
            }
        })
        .collect()
}

/// A parameter that was ignored or changed, for the console or a notice.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Warning {
    /// The parameter name (`rules` when the combination was repaired).
    pub param: String,
    /// What happened.
    pub message: String,
    /// Whether the game went on without the value (its default, or the
    /// repaired rules); false when the value was still used, as a repeated
    /// parameter's last one is. Only the first kind is shown to the player.
    pub ignored: bool,
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.param, self.message)
    }
}

/// The settings the URL overrides until the player chooses in the page:
/// `?numerals`, `?mute` and `?delay=MS`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Overrides {
    /// Numerals on, until toggled.
    pub numerals: bool,
    /// Sound off, until toggled.
    pub mute: bool,
    /// The AI's pace in ms (0 to 100000), until a speed is chosen.
    pub delay_ms: Option<u32>,
}

/// Everything the page URL can ask for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LaunchOptions {
    /// Embedded in another page: no menu chrome, post events to the parent.
    pub embed: bool,
    /// The language asked for, if any (else use the browser's).
    pub lang: Option<Lang>,
    /// Validated rules.
    pub rules: Rules,
    /// One entry per seat (`rules.players` of them).
    pub seats: Vec<SeatKind>,
    /// The seed, if given.
    pub seed: Option<u64>,
    /// Whether any rule parameter was given (else the page may restore a
    /// saved game or the last settings instead).
    pub rules_given: bool,
    /// `numerals`, `mute` and `delay=MS`: settings the URL overrides.
    pub overrides: Overrides,
    /// `bench`: draw a full double-twelve table and time it.
    pub bench: bool,
    /// What was ignored or repaired.
    pub warnings: Vec<Warning>,
}

impl Default for LaunchOptions {
    fn default() -> Self {
        LaunchOptions {
            embed: false,
            lang: None,
            rules: Rules::default(),
            seats: default_seats(4),
            seed: None,
            rules_given: false,
            overrides: Overrides::default(),
            bench: false,
            warnings: Vec::new(),
        }
    }
}

/// Decodes `%XX` escapes and `+` (as a space). A malformed escape is kept
/// as it is; invalid UTF-8 becomes U+FFFD.
pub fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b'+' => out.push(b' '),
            b'%' if i + 2 < b.len() => match (hex(b[i + 1]), hex(b[i + 2])) {
                (Some(h), Some(l)) => {
                    out.push(h << 4 | l);
                    i += 2;
                }
                _ => out.push(b'%'),
            },
            c => out.push(c),
        }
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn hex(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Encodes everything but `A-Z a-z 0-9 - _ . ~ ,` as `%XX` (UTF-8).
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &c in s.as_bytes() {
        if c.is_ascii_alphanumeric() || b"-_.~,".contains(&c) {
            out.push(c as char);
        } else {
            out.push_str(&format!("%{c:02X}"));
        }
    }
    out
}

/// Splits a query or fragment (a leading `?` or `#` is skipped) into
/// decoded `(name, value)` pairs, in order. Empty pieces are skipped; a
/// piece without `=` has an empty value.
pub fn pairs(query: &str) -> Vec<(String, String)> {
    let q = query.strip_prefix(['?', '#']).unwrap_or(query);
    q.split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (percent_decode(k), percent_decode(v)),
            None => (percent_decode(p), String::new()),
        })
        .collect()
}

/// A strict unsigned integer: ASCII digits only, no sign, no spaces.
pub(crate) fn number(v: &str) -> Option<u64> {
    if v.is_empty() || v.len() > 20 || !v.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    v.parse().ok()
}

fn boolean(v: &str) -> Option<bool> {
    match v {
        "" | "1" | "true" | "yes" | "on" => Some(true),
        "0" | "false" | "no" | "off" => Some(false),
        _ => None,
    }
}

/// The raw, individually checked parameters before they are combined.
#[derive(Default)]
struct Raw {
    preset: Option<Preset>,
    players: Option<u8>,
    set: Option<u8>,
    hand: Option<HandSize>,
    arms: Option<u8>,
    drawn: Option<DrawnTile>,
    reserve: Option<Reserve>,
    start: Option<StartSearch>,
    double_blank: Option<u64>,
    rounds: Option<Vec<u8>>,
    seats: Option<Vec<SeatKind>>,
}

struct Reader {
    warnings: Vec<Warning>,
}

impl Reader {
    fn warn(&mut self, param: &str, message: impl Into<String>) {
        self.note(param, message.into(), true);
    }

    /// A warning about a value that was still used (the console's only).
    fn note(&mut self, param: &str, message: String, ignored: bool) {
        self.warnings.push(Warning {
            param: param.chars().take(40).collect(),
            message,
            ignored,
        });
    }

    fn ranged(&mut self, k: &str, v: &str, lo: u64, hi: u64) -> Option<u64> {
        match number(v) {
            Some(n) if (lo..=hi).contains(&n) => Some(n),
            Some(n) => {
                self.warn(k, format!("{n} is out of range {lo}..={hi}; ignored"));
                None
            }
            None => {
                self.warn(k, format!("{} is not a number; ignored", quoted(&short(v))));
                None
            }
        }
    }

    fn keyword<T>(
        &mut self,
        k: &str,
        v: &str,
        parse: impl Fn(&str) -> Option<T>,
        expect: &str,
    ) -> Option<T> {
        let r = parse(v);
        if r.is_none() {
            self.warn(
                k,
                format!("{} is not one of {expect}; ignored", quoted(&short(v))),
            );
        }
        r
    }
}

fn short(v: &str) -> String {
    let mut s: String = v.chars().take(24).collect();
    if s.len() < v.len() {
        s.push('…');
    }
    s
}

impl LaunchOptions {
    /// Reads a query string (with or without the leading `?`). Never fails;
    /// see the module documentation for the parameters.
    pub fn parse(query: &str) -> LaunchOptions {
        let mut rd = Reader {
            warnings: Vec::new(),
        };
        let mut out = LaunchOptions::default();
        let mut raw = Raw::default();
        let mut seen: Vec<String> = Vec::new();
        for (k, v) in pairs(query) {
            if seen.contains(&k) {
                rd.note(
                    &k,
                    "given more than once; the last value is used".into(),
                    false,
                );
            } else if seen.len() < 64 {
                seen.push(k.clone());
            }
            let v = v.as_str();
            match k.as_str() {
                "v" => {}
                "embed" => {
                    if let Some(b) = rd.keyword(&k, v, boolean, "1, 0, true, false") {
                        out.embed = b;
                    }
                }
                "lang" => out.lang = rd.keyword(&k, v, Lang::parse_tag, "en, sk, cs, ru"),
                "numerals" | "mute" | "bench" => {
                    if let Some(b) = rd.keyword(&k, v, boolean, "1, 0, true, false") {
                        match k.as_str() {
                            "numerals" => out.overrides.numerals = b,
                            "mute" => out.overrides.mute = b,
                            _ => out.bench = b,
                        }
                    }
                }
                "delay" => {
                    out.overrides.delay_ms = rd.ranged(&k, v, 0, 100_000).map(|ms| ms as u32);
                }
                "preset" => {
                    raw.preset = rd.keyword(
                        &k,
                        v,
                        Preset::from_name,
                        "standard, seven, arm-per-player, double-twelve, quick",
                    )
                }
                "players" => raw.players = rd.ranged(&k, v, 2, 8).map(|n| n as u8),
                "set" => raw.set = rd.ranged(&k, v, 6, 18).map(|n| n as u8),
                "hand" => {
                    raw.hand = HandSize::from_name(v)
                        .or_else(|| rd.ranged(&k, v, 1, 190).map(|n| HandSize::Fixed(n as u32)))
                }
                "arms" => raw.arms = rd.ranged(&k, v, 2, 8).map(|n| n as u8),
                "drawn" => {
                    let names = DrawnTile::ALL.map(DrawnTile::as_str).join(", ");
                    raw.drawn = rd.keyword(&k, v, DrawnTile::from_name, &names)
                }
                "reserve" => {
                    raw.reserve = Reserve::from_name(v)
                        .or_else(|| rd.ranged(&k, v, 0, MAX_SAFE).map(Reserve::Fixed))
                }
                "start" => {
                    let names = StartSearch::ALL.map(StartSearch::as_str).join(", ");
                    raw.start = rd.keyword(&k, v, StartSearch::from_name, &names)
                }
                "double_blank" => raw.double_blank = rd.ranged(&k, v, 0, MAX_SAFE),
                "rounds" => raw.rounds = read_rounds(&mut rd, v),
                "seats" => raw.seats = read_seats(&mut rd, v),
                "seed" => {
                    out.seed = match number(v) {
                        Some(n) => Some(n),
                        None => {
                            rd.warn(
                                &k,
                                format!(
                                    "{} is not a number from 0 to 18446744073709551615; ignored",
                                    quoted(&short(v))
                                ),
                            );
                            None
                        }
                    }
                }
                _ => rd.warn(&k, "unknown parameter; ignored"),
            }
        }
        out.rules_given = raw.preset.is_some()
            || raw.players.is_some()
            || raw.set.is_some()
            || raw.hand.is_some()
            || raw.arms.is_some()
            || raw.drawn.is_some()
            || raw.reserve.is_some()
            || raw.start.is_some()
            || raw.double_blank.is_some()
            || raw.rounds.is_some()
            || raw.seats.is_some();
        let (rules, seats) = combine(&mut rd, raw);
        out.rules = rules;
        out.seats = seats;
        out.warnings = rd.warnings;
        out
    }
}

impl LaunchOptions {
    /// Reads the whole page address: `search` is `location.search` (with
    /// or without `?`) and `hash` is `location.hash` (with or without `#`).
    /// A valid share link in `hash` ([`Shared::from_fragment`]) replaces the
    /// rules, seats and seed of the query; `embed` and `lang` still come from
    /// the query. A hash that is not a valid share link adds a warning
    /// (`param` `"#"`) and is otherwise ignored; an empty hash is ignored.
    pub fn from_location(search: &str, hash: &str) -> LaunchOptions {
        let mut o = LaunchOptions::parse(search);
        let h = hash.strip_prefix('#').unwrap_or(hash);
        if h.is_empty() {
            return o;
        }
        match Shared::from_fragment(h) {
            Ok(s) => {
                o.rules = s.rules;
                o.seats = s.seats;
                o.seed = Some(s.seed);
                o.rules_given = true;
            }
            Err(e) => o.warnings.push(Warning {
                param: "#".into(),
                message: format!("{e}; the link was ignored"),
                ignored: true,
            }),
        }
        o
    }

    /// The game this address names, if it names one (rules, seats or a
    /// seed, in the query or as a share link): its rules, seats and seed
    /// written out as a share link's fragment, with `seed=` empty when
    /// no seed is given. The same address gives the same text, so a
    /// saved match started from it is known again on a reload
    /// ([`crate::save::Saved::link`]). `None` for a plain address.
    pub fn game_id(&self) -> Option<String> {
        if !self.rules_given && self.seed.is_none() {
            return None;
        }
        let text = self.share(0).to_fragment();
        let stem = text.strip_suffix("seed=0").unwrap_or(&text);
        Some(match self.seed {
            Some(seed) => format!("{stem}seed={seed}"),
            None => format!("{stem}seed="),
        })
    }

    /// The share link fragment of a game with these rules, seats and `seed`.
    pub fn share(&self, seed: u64) -> Shared {
        Shared {
            rules: self.rules.clone(),
            seats: self.seats.clone(),
            seed,
        }
    }
}

fn read_rounds(rd: &mut Reader, v: &str) -> Option<Vec<u8>> {
    let mut list = Vec::new();
    for piece in v.split(',') {
        if list.len() == MAX_ROUNDS {
            rd.warn("rounds", format!("more than {MAX_ROUNDS} rounds; ignored"));
            return None;
        }
        match number(piece) {
            Some(n) if n <= 18 => list.push(n as u8),
            _ => {
                rd.warn(
                    "rounds",
                    format!(
                        "{} is not a double from 0 to 18; rounds ignored",
                        quoted(&short(piece))
                    ),
                );
                return None;
            }
        }
    }
    Some(list)
}

fn read_seats(rd: &mut Reader, v: &str) -> Option<Vec<SeatKind>> {
    let mut list = Vec::new();
    for piece in v.split(',') {
        if list.len() == 8 {
            rd.warn("seats", "more than 8 seats; seats ignored");
            return None;
        }
        match parse_seat(piece) {
            Some(s) => list.push(s),
            None => {
                rd.warn(
                    "seats",
                    format!(
                        "{} is not human, easy, medium or hard; seats ignored",
                        quoted(&short(piece))
                    ),
                );
                return None;
            }
        }
    }
    if list.len() < 2 {
        rd.warn("seats", "at least 2 seats are needed; seats ignored");
        return None;
    }
    Some(list)
}

/// Builds validated rules from the checked parameters: the preset's rules
/// for the player count, then each parameter on top; a field that makes the
/// rules invalid is reset to its default for the final set and table.
fn combine(rd: &mut Reader, raw: Raw) -> (Rules, Vec<SeatKind>) {
    let players = match (raw.players, &raw.seats) {
        (Some(p), Some(s)) if s.len() != p as usize => {
            rd.warn(
                "seats",
                format!("{} seats for {p} players; seats ignored", s.len()),
            );
            p
        }
        (Some(p), _) => p,
        (None, Some(s)) => s.len() as u8,
        (None, None) => 4,
    };
    let seats = match raw.seats {
        Some(s) if s.len() == players as usize => s,
        _ => default_seats(players),
    };
    let preset = raw.preset.unwrap_or(Preset::Standard);
    let base = preset.rules(players);
    let set = raw.set.unwrap_or(base.set);
    let hand = raw.hand.unwrap_or(match preset {
        Preset::SevenEach => HandSize::SevenEach,
        _ => HandSize::ByPlayers,
    });
    let default_arms = if set == base.set {
        base.arms
    } else {
        base.arms.min(8.min(set))
    };
    let default_rounds = |set: u8| -> Vec<u8> {
        match preset {
            Preset::Quick => vec![set, set - 1, set - 2],
            _ => (0..=set).rev().collect(),
        }
    };
    let mut rules = Rules {
        set,
        players,
        hand_size: hand.resolve(set, players),
        arms: raw.arms.unwrap_or(default_arms),
        drawn_tile: raw.drawn.unwrap_or(base.drawn_tile),
        boneyard_reserve: raw
            .reserve
            .map_or(base.boneyard_reserve, |r| r.resolve(players)),
        double_blank: raw.double_blank.unwrap_or(base.double_blank),
        start_search: raw.start.unwrap_or(base.start_search),
        rounds: raw.rounds.unwrap_or_else(|| default_rounds(set)),
    };
    // Each pass resets one field; there are fewer fields than passes.
    for _ in 0..8 {
        let Err(e) = rules.validate() else {
            return (rules, seats);
        };
        let field = e.field;
        let msg = match field {
            "hand_size" => {
                rules.hand_size = HandSize::ByPlayers.resolve(rules.set, rules.players);
                format!("{}; using {} tiles per hand", e.message, rules.hand_size)
            }
            "arms" => {
                rules.arms = default_arms.clamp(2, rules.max_arms());
                format!("{}; using {}", e.message, rules.arms)
            }
            "rounds" => {
                rules.rounds = default_rounds(rules.set);
                format!("{}; using the default rounds", e.message)
            }
            _ => {
                rules = Rules::standard(9, rules.players);
                format!("{}; using the standard rules", e.message)
            }
        };
        rd.warn(field, msg);
    }
    rd.warn("rules", "could not be repaired; using the standard rules");
    (Rules::standard(9, players), seats)
}

/// What a share link carries.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Shared {
    /// The rules (valid).
    pub rules: Rules,
    /// One entry per seat.
    pub seats: Vec<SeatKind>,
    /// The seed: the same seed and rules deal the same tiles.
    pub seed: u64,
}

/// Why a share link could not be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ShareError {
    /// No `v=1` (missing, or a later format).
    Version(String),
    /// A parameter is missing, unknown or wrong.
    Invalid(Vec<Warning>),
}

impl fmt::Display for ShareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShareError::Version(v) if v.is_empty() => f.write_str("not a share link (no v=1)"),
            ShareError::Version(v) => {
                write!(f, "share link version {} is not supported", quoted(v))
            }
            ShareError::Invalid(w) => {
                let list: Vec<String> = w.iter().map(Warning::to_string).collect();
                write!(f, "share link is damaged: {}", list.join("; "))
            }
        }
    }
}

impl std::error::Error for ShareError {}

/// The share link format version.
pub const FRAGMENT_VERSION: &str = "1";

impl Shared {
    /// The fragment (without `#`): `v=1&players=…&set=…&hand=…&arms=…&drawn=…&reserve=…&start=…&double_blank=…&rounds=…&seats=…&seed=…`.
    /// Every rule is written out, so the link does not depend on defaults
    /// that a later version might change.
    pub fn to_fragment(&self) -> String {
        let r = &self.rules;
        let list = |v: Vec<String>| v.join(",");
        format!(
            "v={FRAGMENT_VERSION}&players={}&set={}&hand={}&arms={}&drawn={}&reserve={}&start={}&double_blank={}&rounds={}&seats={}&seed={}",
            r.players,
            r.set,
            r.hand_size,
            r.arms,
            r.drawn_tile.as_str(),
            r.boneyard_reserve,
            r.start_search.as_str(),
            r.double_blank,
            list(r.rounds.iter().map(u8::to_string).collect()),
            list(self.seats.iter().map(|s| s.to_string()).collect()),
            self.seed
        )
    }

    /// Reads [`Shared::to_fragment`] (a leading `#` is allowed). Every rule,
    /// the seats and the seed must be present and valid: a damaged link is
    /// an error rather than a silently different game.
    pub fn from_fragment(fragment: &str) -> Result<Shared, ShareError> {
        let p = pairs(fragment);
        let version = p
            .iter()
            .rev()
            .find(|(k, _)| k == "v")
            .map(|(_, v)| v.clone())
            .unwrap_or_default();
        if version != FRAGMENT_VERSION {
            return Err(ShareError::Version(short(&version)));
        }
        let o = LaunchOptions::parse(fragment);
        let mut problems = o.warnings;
        for need in [
            "players",
            "set",
            "hand",
            "arms",
            "drawn",
            "reserve",
            "start",
            "double_blank",
            "rounds",
            "seats",
            "seed",
        ] {
            if !p.iter().any(|(k, _)| k == need) {
                problems.push(Warning {
                    param: need.into(),
                    message: "missing".into(),
                    ignored: true,
                });
            }
        }
        for (k, _) in &p {
            if matches!(k.as_str(), "embed" | "lang" | "preset") {
                problems.push(Warning {
                    param: k.clone(),
                    message: "not part of a share link".into(),
                    ignored: true,
                });
            }
        }
        match (problems.is_empty(), o.seed) {
            (true, Some(seed)) => Ok(Shared {
                rules: o.rules,
                seats: o.seats,
                seed,
            }),
            _ => Err(ShareError::Invalid(problems)),
        }
    }
}

#[cfg(test)]
mod tests;
