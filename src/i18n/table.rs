//! String tables as text files (`chickenfoot-strings/1`), so the browser
//! build downloads only the language it shows.
//!
//! The Rust tables (`en.rs`, `sk.rs`, …) stay the source of truth: their
//! exhaustive `match`es make a missing key a compile error. Native builds
//! and the tests compile every language in (feature `builtin-langs`). The
//! page is built without that feature: it carries English only and fetches
//! `lang/<tag>.txt` (generated from the Rust tables by [`to_text`], checked
//! by a test to be current) before it shows another language.
//!
//! # Format
//!
//! UTF-8 text, one line per item, `\n` line ends:
//!
//! ```text
//! chickenfoot-strings/1 sk
//! AppTitle<TAB>Kuracia labka
//! Loading<TAB>Načítava sa…
//! ```
//!
//! The first line names the format and the language. Every other line is a
//! key's [`Key::name`], one tab, and its text, in which a backslash, a line
//! break and a tab are written `\\`, `\n` and `\t`. Every key must appear
//! exactly once (in any order); an unknown key, a missing one or a
//! duplicate makes the whole file invalid, so a table from another version
//! of the game is refused rather than shown half right.

use super::{Key, Lang};
use std::fmt;

/// The first word of a string table file.
pub const FORMAT: &str = "chickenfoot-strings/1";

/// Every key's text in one language, indexed by the key.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Table {
    texts: Vec<String>,
}

/// Why a string table file was refused. Messages are English: they are
/// shown when the language they would have translated is not available.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TableError {
    /// The first line is not `chickenfoot-strings/1 <tag>` for this language.
    Header,
    /// A line without a tab.
    Line(usize),
    /// A key this version of the game does not have.
    UnknownKey(String),
    /// A key given twice.
    Duplicate(String),
    /// A key without a text.
    Missing(&'static str),
    /// A backslash followed by something other than `\`, `n` or `t`.
    Escape(usize),
}

impl fmt::Display for TableError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TableError::Header => write!(f, "not a {FORMAT} file for this language"),
            TableError::Line(n) => write!(f, "line {n} has no tab"),
            TableError::UnknownKey(k) => write!(f, "unknown key {k}"),
            TableError::Duplicate(k) => write!(f, "key {k} given twice"),
            TableError::Missing(k) => write!(f, "key {k} is missing"),
            TableError::Escape(n) => write!(f, "bad escape on line {n}"),
        }
    }
}

impl Table {
    /// Reads a table file of `lang`.
    pub fn parse(lang: Lang, text: &str) -> Result<Table, TableError> {
        let mut lines = text.lines();
        let header = lines.next().unwrap_or("");
        if header.split_once(' ') != Some((FORMAT, lang.tag())) {
            return Err(TableError::Header);
        }
        let mut texts: Vec<Option<String>> = vec![None; Key::ALL.len()];
        for (i, line) in lines.enumerate() {
            let n = i + 2;
            if line.is_empty() {
                continue;
            }
            let (name, raw) = line.split_once('\t').ok_or(TableError::Line(n))?;
            let key = Key::from_name(name).ok_or_else(|| TableError::UnknownKey(name.into()))?;
            let slot = &mut texts[key as usize];
            if slot.is_some() {
                return Err(TableError::Duplicate(name.into()));
            }
            *slot = Some(unescape(raw).ok_or(TableError::Escape(n))?);
        }
        let mut out = Vec::with_capacity(texts.len());
        for (k, t) in Key::ALL.iter().zip(texts) {
            out.push(t.ok_or(TableError::Missing(k.name()))?);
        }
        Ok(Table { texts: out })
    }

    /// The text of a key.
    pub fn get(&self, key: Key) -> &str {
        &self.texts[key as usize]
    }

    /// The texts, leaked so that they live as long as the page (a table is
    /// installed at most once per language).
    pub(super) fn leak(self) -> Box<[&'static str]> {
        self.texts
            .into_iter()
            .map(|s| &*Box::leak(s.into_boxed_str()))
            .collect()
    }
}

/// The table file of `lang` as the running build knows it: the file the
/// page fetches, written from the compiled tables.
pub fn to_text(lang: Lang) -> String {
    let mut out = format!("{FORMAT} {}\n", lang.tag());
    for &k in Key::ALL {
        out.push_str(k.name());
        out.push('\t');
        for c in super::t(lang, k).chars() {
            match c {
                '\\' => out.push_str("\\\\"),
                '\n' => out.push_str("\\n"),
                '\t' => out.push_str("\\t"),
                c => out.push(c),
            }
        }
        out.push('\n');
    }
    out
}

fn unescape(raw: &str) -> Option<String> {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next()? {
            '\\' => '\\',
            'n' => '\n',
            't' => '\t',
            _ => return None,
        });
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> String {
        to_text(Lang::Sk)
    }

    #[test]
    fn round_trips_every_language() {
        for lang in Lang::ALL {
            let table = Table::parse(lang, &to_text(lang)).expect("own output parses");
            for &k in Key::ALL {
                assert_eq!(
                    table.get(k),
                    super::super::t(lang, k),
                    "{lang} {}",
                    k.name()
                );
            }
        }
    }

    #[test]
    fn escapes_round_trip() {
        assert_eq!(unescape(r"a\\b\nc\td").as_deref(), Some("a\\b\nc\td"));
        assert_eq!(unescape(r"bad \x"), None);
        assert_eq!(unescape("trailing \\"), None);
    }

    #[test]
    fn refuses_damaged_files() {
        let good = sample();
        let first_key = Key::ALL[0].name();
        let cases: Vec<(String, TableError)> = vec![
            (String::new(), TableError::Header),
            (good.replacen(" sk\n", " cs\n", 1), TableError::Header),
            (
                good.replacen(FORMAT, "chickenfoot-strings/2", 1),
                TableError::Header,
            ),
            (
                format!("{good}Nope\tx\n"),
                TableError::UnknownKey("Nope".into()),
            ),
            (
                format!("{good}{first_key}\tagain\n"),
                TableError::Duplicate(first_key.into()),
            ),
            (
                format!("{good}no tab here\n"),
                TableError::Line(Key::ALL.len() + 2),
            ),
            (
                good.replacen(&format!("\n{first_key}\t"), "\nXX\t", 1),
                TableError::UnknownKey("XX".into()),
            ),
        ];
        for (text, want) in cases {
            assert_eq!(Table::parse(Lang::Sk, &text), Err(want));
        }
        // Dropping any one line leaves that key missing.
        let lines: Vec<&str> = good.lines().collect();
        for (i, k) in Key::ALL.iter().enumerate().step_by(17) {
            let mut l = lines.clone();
            l.remove(i + 1);
            assert_eq!(
                Table::parse(Lang::Sk, &l.join("\n")),
                Err(TableError::Missing(k.name()))
            );
        }
        let bad_escape = good.replacen(
            &format!("\n{first_key}\t"),
            &format!("\n{first_key}\t\\q"),
            1,
        );
        assert_eq!(
            Table::parse(Lang::Sk, &bad_escape),
            Err(TableError::Escape(2))
        );
    }

    /// Seeded byte mutations of a real file: parsing never panics, and a
    /// file it accepts has every key.
    #[test]
    fn mutated_files_never_panic() {
        let good = sample().into_bytes();
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut accepted = 0;
        for _ in 0..3000 {
            let mut b = good.clone();
            for _ in 0..1 + next() % 4 {
                let i = (next() % b.len() as u64) as usize;
                match next() % 3 {
                    0 => b[i] = next() as u8,
                    1 => {
                        b.remove(i);
                    }
                    _ => b.insert(i, b"\t\n\\ "[(next() % 4) as usize]),
                }
            }
            let text = String::from_utf8_lossy(&b);
            if let Ok(t) = Table::parse(Lang::Sk, &text) {
                accepted += 1;
                assert_eq!(t.texts.len(), Key::ALL.len());
            }
        }
        // Changing a letter inside a text keeps the file valid, so some
        // mutants must be accepted, and most are not.
        assert!(accepted > 0 && accepted < 3000, "{accepted} accepted");
    }
}
