//! How much the seat chips in the page's header say, by the window's size
//! and the number of seats ([`Chips`]): the page marks `#seats` with it
//! (`data-chips`, style.css) and the header model of `chickenfoot layout`
//! counts its rows with it ([`super::fitted::header_height`]).
//!
//! A chip says a seat's name, its kind (person or AI level), the tiles in
//! its hand and its running score ("Southwest Easy 7 0 points"). Screen
//! readers always hear all of it; on screen it steps down so that the chips
//! keep one row, since every header row is a row the table loses, and a big
//! table is the one that needs its height (at 1280 × 800 an eight-seat
//! round's fit is limited by height). Eight chips in full took two rows at
//! 1280 px, and at 1000 × 600 the eighth chip took a row of its own.
//!
//! - [`Chips::Full`]: everything, where it fits.
//! - [`Chips::Compact`]: the kind and the word "points" are read out, not
//!   shown; the tiles in hand stand beside a domino's outline. Always in a
//!   window at most 700 px tall or 600 px wide.
//! - [`Chips::Letters`]: compact, and a compass name shows as its letters
//!   ("NW"). Only tables of more than four seats have compass names.
//!   Always in a window at most 600 px wide or 500 px tall.

use crate::i18n::Lang;
use std::fmt;

/// How much a seat chip shows (module doc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Chips {
    /// Name, kind, tiles in hand, score and its unit.
    Full,
    /// Name, tiles in hand, score.
    Compact,
    /// Compass letters, tiles in hand, score.
    Letters,
}

/// Width (CSS px) of a row of 5, 6, 7 and 8 chips at the page's desktop
/// size, gaps between them included, in each language, measured in
/// Chromium on 2026-12-06 (a person and AI seats, scores of one digit):
/// full and compact. Letters take at most 706 px for eight.
fn rows(lang: Lang) -> ([f64; 4], [f64; 4]) {
    match lang {
        Lang::En => (
            [931.0, 1194.0, 1307.0, 1469.0],
            [633.0, 837.0, 893.0, 997.0],
        ),
        Lang::Sk => (
            [1030.0, 1277.0, 1428.0, 1597.0],
            [704.0, 885.0, 972.0, 1076.0],
        ),
        Lang::Cs => (
            [1027.0, 1265.0, 1417.0, 1587.0],
            [704.0, 876.0, 962.0, 1067.0],
        ),
        Lang::Ru => (
            [1089.0, 1354.0, 1501.0, 1688.0],
            [721.0, 914.0, 996.0, 1103.0],
        ),
    }
}

/// The header's side padding (style.css `#top`: 10 px each side).
const EDGE: f64 = 20.0;
/// Room a chip keeps beyond its measured width (one-digit scores and
/// hands) for longer numbers later in a match (a score of three digits,
/// or two and a hand of ten or more) and a slightly wider font. A chip
/// row that outgrows it anyway wraps, and the table keeps the rest.
const CHIP_SLACK: f64 = 12.0;

impl Chips {
    /// The chips of `players` seats in a `w` × `h` window (CSS px, the
    /// window's size as style.css's media queries see it) in `lang`.
    pub fn for_window(w: f64, h: f64, players: usize, lang: Lang) -> Chips {
        let compass = players > 4;
        let narrow = w <= 600.0 || h <= 500.0;
        if narrow && compass {
            return Chips::Letters;
        }
        if !compass {
            return if narrow || h <= 700.0 {
                Chips::Compact
            } else {
                Chips::Full
            };
        }
        let i = players.min(8) - 5;
        let (full, compact) = rows(lang);
        let avail = w - EDGE - players as f64 * CHIP_SLACK;
        if h > 700.0 && full[i] <= avail {
            Chips::Full
        } else if compact[i] <= avail {
            Chips::Compact
        } else {
            Chips::Letters
        }
    }

    /// The value of `#seats`'s `data-chips` (style.css).
    pub fn as_str(self) -> &'static str {
        match self {
            Chips::Full => "full",
            Chips::Compact => "compact",
            Chips::Letters => "letters",
        }
    }
}

impl fmt::Display for Chips {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chips_step_down_as_the_window_narrows_and_the_table_grows() {
        use Chips::*;
        let ru = |w, h, n| Chips::for_window(w, h, n, Lang::Ru);
        for (w, h, n, want) in [
            // Up to four seats: everything where the window is tall enough.
            (1280.0, 800.0, 4, Full),
            (1280.0, 700.0, 4, Compact),
            (390.0, 844.0, 4, Compact),
            (844.0, 390.0, 4, Compact),
            // Eight seats: full only where a row holds them in Russian.
            (1920.0, 1080.0, 8, Full),
            (1280.0, 800.0, 8, Compact),
            (1440.0, 900.0, 8, Compact),
            (1000.0, 600.0, 8, Letters),
            (1024.0, 768.0, 8, Letters),
            (844.0, 390.0, 8, Letters),
            (390.0, 844.0, 5, Letters),
            // Five and six seats keep their names longer.
            (1280.0, 800.0, 5, Full),
            (1024.0, 768.0, 5, Compact),
            (1024.0, 768.0, 6, Compact),
            (900.0, 800.0, 6, Letters),
        ] {
            assert_eq!(ru(w, h, n), want, "{w} × {h}, {n} seats");
        }
        // English is shorter: five seats keep everything at 1024 × 768.
        assert_eq!(Chips::for_window(1100.0, 800.0, 5, Lang::En), Full);
        assert_eq!(ru(1100.0, 800.0, 5), Compact);
    }

    #[test]
    fn a_row_of_the_chosen_chips_fits_the_header_and_the_fullest_that_fits_is_chosen() {
        use Chips::*;
        for lang in [Lang::En, Lang::Sk, Lang::Cs, Lang::Ru] {
            let (full, compact) = rows(lang);
            for n in 5..=8 {
                for w in (601..2400).step_by(7) {
                    let w = f64::from(w);
                    let got = Chips::for_window(w, 800.0, n, lang);
                    let row = |c| match c {
                        Full => Some(full[n - 5]),
                        Compact => Some(compact[n - 5]),
                        Letters => None,
                    };
                    if let Some(row) = row(got) {
                        assert!(row + 20.0 <= w, "{lang:?}, {n} seats at {w} px: {row} px");
                    }
                    // One step fuller would not have fitted with the slack.
                    let fuller = match got {
                        Full => None,
                        Compact => Some(Full),
                        Letters => Some(Compact),
                    };
                    if let Some(row) = fuller.and_then(row) {
                        let need = row + EDGE + n as f64 * CHIP_SLACK;
                        assert!(need > w, "{lang:?}, {n} seats at {w} px: {fuller:?} fits");
                    }
                }
            }
        }
    }
}
