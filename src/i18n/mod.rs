//! Every user-facing string of the game in English, Slovak, Czech and Russian.
//!
//! * [`Key`] names a string; its rustdoc is the English text. The list of
//!   keys is written once, in `en.rs`, together with the English text.
//! * Each other language is one function with an **exhaustive `match`** over
//!   [`Key`] (no wildcard arm): a key missing in any language does not
//!   compile, and a key that does not exist does not compile either. A
//!   duplicate arm is an `unreachable_patterns` error (denied in each file).
//! * Tests check that no text is empty and that every language uses exactly
//!   the `{placeholders}` of English.
//! * The browser build compiles in English only (feature `builtin-langs`
//!   off) and fetches another language's texts as a file before showing
//!   it: [`table`] (format, checks) and [`install`].
//!
//! ```
//! use chickenfoot::i18n::{t, tf, Key, Lang};
//! let lang = Lang::from_tag("sk-SK");
//! assert_eq!(lang, Lang::Sk);
//! assert_eq!(t(Lang::En, Key::NewGame), "New game");
//! assert_eq!(
//!     tf(Lang::En, Key::AnnPlays, &[("seat", "North"), ("tile", "9-4")]),
//!     "North plays 9-4"
//! );
//! ```
//!
//! Plural forms: keys whose text depends on a number come in three forms
//! (`…One`, `…Few`, `…Many`) chosen by [`Lang::plural`]; use [`tn`].

use std::fmt;

/// Defines [`Key`] and the English table from one list, so the list of keys
/// and the reference language can never disagree.
macro_rules! keys {
    ($($(#[$meta:meta])* $name:ident = $en:literal,)*) => {
        /// A user-facing string. The documentation of each variant is its
        /// English text.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        pub enum Key {
            $($(#[$meta])* #[doc = $en] $name,)*
        }

        impl Key {
            /// Every key, in declaration order.
            pub const ALL: &'static [Key] = &[$(Key::$name,)*];

            /// The key's stable name (the variant name, for example
            /// `"NewGame"`), usable in DOM `data-` attributes.
            pub fn name(self) -> &'static str {
                match self {
                    $(Key::$name => stringify!($name),)*
                }
            }
        }

        /// The English text of a key.
        pub(crate) fn english(k: Key) -> &'static str {
            match k {
                $(Key::$name => $en,)*
            }
        }
    };
}

#[cfg(feature = "builtin-langs")]
mod cs;
mod en;
mod explain;
#[cfg(feature = "builtin-langs")]
mod ru;
#[cfg(feature = "builtin-langs")]
mod sk;
pub mod table;

pub use en::*;
pub use explain::{announce, announce_by, describe_rules, explain, Position};
use std::sync::OnceLock;
pub use table::{Table, TableError};

/// A language of the user interface (serialized as its tag, `"sk"`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub enum Lang {
    /// English (the fallback).
    #[default]
    En,
    /// Slovak.
    Sk,
    /// Czech.
    Cs,
    /// Russian.
    Ru,
}

/// A CLDR plural category, reduced to the three the supported languages use
/// for whole numbers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Plural {
    /// 1 (Russian: 1, 21, 31, … but not 11).
    One,
    /// Slovak and Czech 2–4; Russian 2–4, 22–24, … but not 12–14. Never in English.
    Few,
    /// Everything else.
    Many,
}

impl Lang {
    /// Every language, in menu order.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Sk, Lang::Cs, Lang::Ru];

    /// The BCP 47 primary tag: `en`, `sk`, `cs`, `ru`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Sk => "sk",
            Lang::Cs => "cs",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name, for the language menu.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Sk => "Slovenčina",
            Lang::Cs => "Čeština",
            Lang::Ru => "Русский",
        }
    }

    /// The language of a browser tag such as `sk-SK`, `cs`, `RU_ru` or
    /// `en-GB`, matched on the primary subtag (case-insensitive); English
    /// for anything else. `cz` (a common mistake for Czech) is accepted.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::parse_tag(tag).unwrap_or_default()
    }

    /// Like [`Lang::from_tag`] but `None` for an unsupported language.
    pub fn parse_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or("");
        match primary.to_ascii_lowercase().as_str() {
            "en" => Some(Lang::En),
            "sk" => Some(Lang::Sk),
            "cs" | "cz" => Some(Lang::Cs),
            "ru" => Some(Lang::Ru),
            _ => None,
        }
    }

    /// The first supported language of a browser's preference list
    /// (`navigator.languages`), English if none is supported.
    pub fn from_tags<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::parse_tag)
            .unwrap_or_default()
    }

    /// `x` with one decimal and this language's decimal separator: `8.3`
    /// in English, `8,3` in Slovak, Czech and Russian.
    ///
    /// ```
    /// use chickenfoot::i18n::Lang;
    /// assert_eq!(Lang::En.one_decimal(8.26), "8.3");
    /// assert_eq!(Lang::Ru.one_decimal(8.26), "8,3");
    /// ```
    pub fn one_decimal(self, x: f64) -> String {
        let s = format!("{x:.1}");
        match self {
            Lang::En => s,
            Lang::Sk | Lang::Cs | Lang::Ru => s.replace('.', ","),
        }
    }

    /// The plural category of a whole number in this language.
    pub fn plural(self, n: u64) -> Plural {
        match self {
            Lang::En => {
                if n == 1 {
                    Plural::One
                } else {
                    Plural::Many
                }
            }
            Lang::Sk | Lang::Cs => match n {
                1 => Plural::One,
                2..=4 => Plural::Few,
                _ => Plural::Many,
            },
            Lang::Ru => {
                let (d, h) = (n % 10, n % 100);
                if d == 1 && h != 11 {
                    Plural::One
                } else if (2..=4).contains(&d) && !(12..=14).contains(&h) {
                    Plural::Few
                } else {
                    Plural::Many
                }
            }
        }
    }
}

impl fmt::Display for Lang {
    /// Writes the tag (`en`, `sk`, `cs`, `ru`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.tag())
    }
}

impl Key {
    /// Looks a key up by [`Key::name`].
    pub fn from_name(name: &str) -> Option<Key> {
        Key::ALL.iter().copied().find(|k| k.name() == name)
    }
}

/// Tables installed at run time ([`install`]), by [`Lang`] index.
static LOADED: [OnceLock<Box<[&'static str]>>; 4] = [const { OnceLock::new() }; 4];

/// The text of `key` in `lang`: from an [`install`]ed table, else from the
/// compiled one; English while a language's table is not [`has`].
// Never inlined: it is called from hundreds of places (smaller wasm).
#[inline(never)]
pub fn t(lang: Lang, key: Key) -> &'static str {
    match LOADED[lang as usize].get() {
        Some(texts) => texts[key as usize],
        None => builtin(lang, key),
    }
}

#[cfg(feature = "builtin-langs")]
fn builtin(lang: Lang, key: Key) -> &'static str {
    match lang {
        Lang::En => english(key),
        Lang::Sk => sk::text(key),
        Lang::Cs => cs::text(key),
        Lang::Ru => ru::text(key),
    }
}

#[cfg(not(feature = "builtin-langs"))]
fn builtin(_: Lang, key: Key) -> &'static str {
    english(key)
}

/// Whether [`t`] has `lang`'s own texts: always for English and with the
/// `builtin-langs` feature; otherwise once its table is [`install`]ed.
pub fn has(lang: Lang) -> bool {
    lang == Lang::En || cfg!(feature = "builtin-langs") || LOADED[lang as usize].get().is_some()
}

/// Makes `table` the texts of `lang` for the rest of the program's life.
/// A second table for the same language is ignored (false).
pub fn install(lang: Lang, table: Table) -> bool {
    LOADED[lang as usize].set(table.leak()).is_ok()
}

/// The text of `key` with each `{name}` replaced by its value in `args`.
/// A placeholder without a value is left as it is.
pub fn tf(lang: Lang, key: Key, args: &[(&str, &str)]) -> String {
    format(t(lang, key), args)
}

/// The plural form of a three-form key for `n`, formatted with `args` and
/// `{n}`. `forms` is `[one, few, many]`, for example
/// `[Key::ArmsNeededOne, Key::ArmsNeededFew, Key::ArmsNeededMany]`.
pub fn tn(lang: Lang, forms: [Key; 3], n: u64, args: &[(&str, &str)]) -> String {
    let key = match lang.plural(n) {
        Plural::One => forms[0],
        Plural::Few => forms[1],
        Plural::Many => forms[2],
    };
    let n = n.to_string();
    let mut all: Vec<(&str, &str)> = vec![("n", &n)];
    all.extend_from_slice(args);
    format(t(lang, key), &all)
}

/// Replaces each `{name}` in `text` with its value in `args`; an unknown
/// placeholder or an unmatched brace is copied as it is.
pub fn format(text: &str, args: &[(&str, &str)]) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(k, _)| *k == name) {
                    Some((_, v)) => out.push_str(v),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// The placeholder names of a text, sorted and de-duplicated.
pub fn placeholders(text: &str) -> Vec<&str> {
    let mut v = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                v.push(&after[..close]);
                rest = &after[close + 1..];
            }
            None => break,
        }
    }
    v.sort_unstable();
    v.dedup();
    v
}

/// The key of an AI level's name (menus, seat chips, statistics).
pub fn level_key(level: crate::ai::Level) -> Key {
    use crate::ai::Level;
    match level {
        Level::Random => Key::LevelRandom,
        Level::Greedy => Key::LevelGreedy,
        Level::Easy => Key::LevelEasy,
        Level::Medium => Key::LevelMedium,
        Level::Hard => Key::LevelHard,
        Level::Expert => Key::LevelExpert,
    }
}

/// The name of seat `seat` (0-based) at a table of `players`: a point of
/// the compass, as around a card table. The seats are spread evenly
/// clockwise from South (seat 0, the first person) and each takes the
/// nearest of the eight points: two players are South and North, four
/// South, West, North, East, eight every point. The points stay distinct
/// for every table of 2 to 8 and read the same in every language.
pub fn seat_name(lang: Lang, seat: u8, players: u8) -> String {
    t(lang, SEAT_POINTS[seat_point(seat, players)]).to_string()
}

/// The compass point of seat `seat` as one or two letters ("NW"), for the
/// seat chips of a big table on a narrow screen (see [`seat_name`]).
pub fn seat_short(lang: Lang, seat: u8, players: u8) -> String {
    const SHORT: [Key; 8] = [
        Key::SeatSouthShort,
        Key::SeatSouthWestShort,
        Key::SeatWestShort,
        Key::SeatNorthWestShort,
        Key::SeatNorthShort,
        Key::SeatNorthEastShort,
        Key::SeatEastShort,
        Key::SeatSouthEastShort,
    ];
    t(lang, SHORT[seat_point(seat, players)]).to_string()
}

/// The compass points, a turn from south through west, north and east.
const SEAT_POINTS: [Key; 8] = [
    Key::SeatSouth,
    Key::SeatSouthWest,
    Key::SeatWest,
    Key::SeatNorthWest,
    Key::SeatNorth,
    Key::SeatNorthEast,
    Key::SeatEast,
    Key::SeatSouthEast,
];

/// The compass point (an index into [`SEAT_POINTS`]) of seat `seat` at a
/// table of `players` (see [`seat_name`]).
fn seat_point(seat: u8, players: u8) -> usize {
    let n = u32::from(players.max(1));
    // The nearest eighth of a turn to seat/players of a turn, rounded half
    // up: 8·seat/n + 1/2.
    let eighth = (16 * u32::from(seat) + n) / (2 * n);
    eighth as usize % 8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_has_text_in_every_language() {
        assert!(Key::ALL.len() > 150, "{} keys", Key::ALL.len());
        for &lang in &Lang::ALL {
            for &k in Key::ALL {
                let s = t(lang, k);
                assert!(!s.trim().is_empty(), "{lang} {k:?} is empty");
                assert_eq!(s.trim(), s, "{lang} {k:?} has outer spaces");
            }
        }
    }

    /// Every label in index.html is translated at start-up: an `aria-label`
    /// or `title` comes with the `data-i18n-…` key that replaces it, each key
    /// exists, and the English fallback in the markup is the key's text.
    #[test]
    fn index_html_labels_are_keys() {
        let html = include_str!("../../index.html");
        let mut bad = Vec::new();
        for tag in html.split('<').skip(1) {
            let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
            let attr = |name: &str| -> Option<&str> {
                let pat = format!(" {name}=\"");
                let rest = &tag[tag.find(&pat)? + pat.len()..];
                Some(&rest[..rest.find('"')?])
            };
            for a in ["data-i18n", "data-i18n-label", "data-i18n-title"] {
                if let Some(k) = attr(a) {
                    if Key::from_name(k).is_none() {
                        bad.push(format!("{a}=\"{k}\" is not a key"));
                    }
                }
            }
            for (a, i) in [
                ("aria-label", "data-i18n-label"),
                ("title", "data-i18n-title"),
            ] {
                match (attr(a), attr(i).and_then(Key::from_name)) {
                    (Some(_), None) => bad.push(format!("{a} without {i}: <{tag}>")),
                    (Some(text), Some(k)) if text != english(k) => {
                        bad.push(format!("{a}=\"{text}\" but {k:?} is \"{}\"", english(k)))
                    }
                    _ => {}
                }
            }
        }
        assert!(bad.is_empty(), "index.html:\n{}", bad.join("\n"));
    }

    #[test]
    fn placeholders_match_english() {
        let mut bad = Vec::new();
        for &lang in &Lang::ALL[1..] {
            for &k in Key::ALL {
                let (e, o) = (placeholders(english(k)), placeholders(t(lang, k)));
                if e != o {
                    bad.push(format!("{lang} {}: {o:?} vs en {e:?}", k.name()));
                }
            }
        }
        assert!(
            bad.is_empty(),
            "placeholder mismatches:\n{}",
            bad.join("\n")
        );
    }

    #[test]
    fn braces_are_balanced() {
        for &lang in &Lang::ALL {
            for &k in Key::ALL {
                let s = t(lang, k);
                let opens = s.matches('{').count();
                assert_eq!(opens, s.matches('}').count(), "{lang} {k:?}");
            }
        }
    }

    #[test]
    fn translations_differ_from_english() {
        // A few short words may coincide ("OK"); whole sentences must not.
        for &lang in &Lang::ALL[1..] {
            let same = Key::ALL
                .iter()
                .filter(|&&k| english(k).len() > 12 && t(lang, k) == english(k))
                .map(|k| k.name())
                .collect::<Vec<_>>();
            assert!(same.is_empty(), "{lang} untranslated: {same:?}");
        }
    }

    #[test]
    fn key_names_round_trip_and_are_unique() {
        let mut names: Vec<&str> = Key::ALL.iter().map(|k| k.name()).collect();
        for &k in Key::ALL {
            assert_eq!(Key::from_name(k.name()), Some(k));
        }
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), Key::ALL.len());
        assert_eq!(Key::from_name("Nope"), None);
    }

    #[test]
    fn language_tags() {
        assert_eq!(Lang::from_tag("sk-SK"), Lang::Sk);
        assert_eq!(Lang::from_tag("SK"), Lang::Sk);
        assert_eq!(Lang::from_tag("cs_CZ"), Lang::Cs);
        assert_eq!(Lang::from_tag("cz"), Lang::Cs);
        assert_eq!(Lang::from_tag("ru-UA"), Lang::Ru);
        assert_eq!(Lang::from_tag("en-GB"), Lang::En);
        assert_eq!(Lang::from_tag("de-DE"), Lang::En);
        assert_eq!(Lang::from_tag(""), Lang::En);
        assert_eq!(Lang::from_tag("-"), Lang::En);
        assert_eq!(Lang::from_tag(" ru "), Lang::Ru);
        assert_eq!(Lang::parse_tag("pl"), None);
        assert_eq!(Lang::from_tags(["de", "cs-CZ", "en"]), Lang::Cs);
        assert_eq!(Lang::from_tags(["de", "fr"]), Lang::En);
        for l in Lang::ALL {
            assert_eq!(Lang::from_tag(&l.to_string()), l);
        }
    }

    #[test]
    fn plural_categories() {
        use Plural::*;
        let cat = |l: Lang, ns: &[u64]| ns.iter().map(|&n| l.plural(n)).collect::<Vec<_>>();
        assert_eq!(cat(Lang::En, &[0, 1, 2, 5]), [Many, One, Many, Many]);
        assert_eq!(
            cat(Lang::Sk, &[0, 1, 2, 4, 5, 21]),
            [Many, One, Few, Few, Many, Many]
        );
        assert_eq!(cat(Lang::Cs, &[1, 3, 11]), [One, Few, Many]);
        assert_eq!(
            cat(Lang::Ru, &[1, 2, 5, 11, 12, 21, 22, 25, 111, 101]),
            [One, Few, Many, Many, Many, One, Few, Many, Many, One]
        );
    }

    #[test]
    fn formatting() {
        assert_eq!(format("{a} and {b}", &[("a", "1"), ("b", "2")]), "1 and 2");
        assert_eq!(format("{a}{a}", &[("a", "x")]), "xx");
        assert_eq!(format("{missing} x", &[]), "{missing} x");
        assert_eq!(format("open { brace", &[("a", "1")]), "open { brace");
        assert_eq!(format("", &[]), "");
        assert_eq!(format("{}", &[("", "e")]), "e");
        assert_eq!(placeholders("{b} {a} {b}"), ["a", "b"]);
        let forms = [Key::ArmsNeededOne, Key::ArmsNeededFew, Key::ArmsNeededMany];
        assert_eq!(
            tn(Lang::En, forms, 1, &[]),
            "The start double needs 1 more arm"
        );
        assert_eq!(
            tn(Lang::En, forms, 3, &[]),
            "The start double needs 3 more arms"
        );
        assert!(tn(Lang::Ru, forms, 2, &[]).contains('2'));
    }

    #[test]
    fn seat_names() {
        assert_eq!(seat_name(Lang::En, 0, 4), "South");
        assert_eq!(seat_name(Lang::En, 2, 4), "North");
        assert_eq!(seat_name(Lang::En, 1, 4), "West");
        assert_eq!(seat_name(Lang::En, 1, 2), "North");
        assert_eq!(seat_name(Lang::En, 2, 3), "Northeast");
        assert_eq!(seat_name(Lang::Ru, 7, 8), "Юго-восток");
        // Every seat of every table has its own name.
        for players in 2..=8u8 {
            let mut names: Vec<_> = (0..players)
                .map(|s| seat_name(Lang::En, s, players))
                .collect();
            assert_eq!(names[0], "South");
            names.sort();
            names.dedup();
            assert_eq!(names.len(), players as usize, "{players} players");
            // The short names too, in every language.
            for &lang in &Lang::ALL {
                let mut short: Vec<_> =
                    (0..players).map(|s| seat_short(lang, s, players)).collect();
                short.sort();
                short.dedup();
                assert_eq!(short.len(), players as usize, "{lang} {players}");
            }
        }
        assert_eq!(seat_short(Lang::En, 3, 8), "NW");
        assert_eq!(seat_short(Lang::Ru, 7, 8), "ЮВ");
    }
}
