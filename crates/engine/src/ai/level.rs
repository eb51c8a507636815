//! [`Level`]: the one name for a built-in AI, used by the command line,
//! share links, URL parameters, saves, statistics, the New game dialog and
//! the seat chips. Its text form (`Display`/`FromStr`) is the lower-case
//! name: `random`, `greedy`, `easy`, `medium`, `hard`, `expert`.

use std::fmt;
use std::str::FromStr;

/// A built-in AI, weakest first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Level {
    /// A uniformly random legal move (a floor for tests and tournaments).
    Random,
    /// The heaviest tile that fits (a baseline for tournaments).
    Greedy,
    /// Greedy with a beginner's mistakes.
    Easy,
    /// One-move look-ahead over a tuned evaluation.
    Medium,
    /// Search over sampled hidden hands.
    Hard,
    /// Hard's search, with a tree of its own later choices below each
    /// candidate.
    Expert,
}

/// A name that is not a [`Level`].
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UnknownLevel(pub String);

impl fmt::Display for UnknownLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown AI level {:?} (expected one of: ", self.0)?;
        for (i, l) in Level::ALL.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{l}")?;
        }
        f.write_str(")")
    }
}

impl std::error::Error for UnknownLevel {}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 6] = [
        Level::Random,
        Level::Greedy,
        Level::Easy,
        Level::Medium,
        Level::Hard,
        Level::Expert,
    ];

    /// The levels a player can choose in the page (New game, share links,
    /// URL parameters). Random and Greedy exist for tournaments and tests.
    /// Expert thinks four times as long as Hard (p95 260–310 ms in
    /// Chromium at the default table): the page asks a Web Worker, or,
    /// where there is none, thinks in slices of at most 8 ms a frame as
    /// for Hard, so the page keeps drawing (docs/ai.md). The seat kinds (`SeatKind::OFFERED` in the page
    /// crate) and the statistics' buckets are built from this list.
    pub const OFFERED: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    /// The lower-case name (`Display` writes the same).
    pub fn as_str(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Greedy => "greedy",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    /// Whether the page offers this level ([`Level::OFFERED`]).
    pub fn is_offered(self) -> bool {
        Level::OFFERED.contains(&self)
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Level {
    type Err = UnknownLevel;

    fn from_str(s: &str) -> Result<Level, UnknownLevel> {
        Level::ALL
            .into_iter()
            .find(|l| l.as_str() == s)
            .ok_or_else(|| UnknownLevel(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_unknown_names_fail() {
        for l in Level::ALL {
            assert_eq!(l.to_string().parse::<Level>(), Ok(l));
        }
        let e = "master".parse::<Level>().unwrap_err();
        assert!(e
            .to_string()
            .contains("random, greedy, easy, medium, hard, expert"));
        assert!("Hard".parse::<Level>().is_err());
        assert!(Level::Easy < Level::Hard);
        assert!(!Level::Greedy.is_offered() && Level::Medium.is_offered());
        assert!(Level::Hard < Level::Expert && Level::Expert.is_offered());
        assert!(!Level::Random.is_offered());
    }
}
