//! How much the seat chips in the page's header say, by the window's size,
//! the number of seats and the language ([`Chips`]): the page marks
//! `#seats` with it (`data-chips`, style.css) and the header model of
//! `chickenfoot layout` counts its rows with it
//! ([`super::fitted::header_height`]).
//!
//! A chip says a seat's name, its kind (person or AI level), the tiles in
//! its hand and its running score ("Southwest Easy 7 0 points"). Screen
//! readers always hear all of it. On screen the header takes as few rows
//! as it can, since every row is one the table loses and the fit of a
//! round's end is most often limited by height: the chips share the
//! status line's row when they fit there, else they keep one row of their
//! own, showing as much as fits.
//!
//! - [`Chips::Full`] shows everything.
//! - [`Chips::Compact`] leaves the kind and the word "points" to screen
//!   readers; the tiles in hand stand beside a domino's outline. Always in
//!   a window at most 700 px tall or 600 px wide.
//! - [`Chips::Letters`] is compact, and a compass name shows as its letters
//!   ("NW", "W"); the person's "You" stays. Above four seats, always there
//!   in a window at most 600 px wide or 500 px tall; elsewhere, and at
//!   three or four seats on a narrow window (a phone), only when names in
//!   one row do not fit (names are friendlier than one more row of table).
//!   So the default game on a phone held upright (390 × 844) keeps its four
//!   chips in one row: their names took two, the last chip alone on the
//!   second.
//!
//! The status line shows the round, the start double and the boneyard;
//! the rules in play are read out there and shown in the menu.

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

/// The header's row as the page lays it out in a window: how much a chip
/// shows, whether the chips share the status line's row, and whether the
/// status line shows the start double.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeaderRow {
    /// How much a chip shows.
    pub chips: Chips,
    /// Whether the chips stand in the status line's row.
    pub beside_status: bool,
    /// Whether the status line shows the start double; it is read out
    /// either way. A phone held sideways (at most 500 px tall, landscape)
    /// leaves it out at most 760 px wide, and at most 1099 px wide above
    /// four seats, so that the status line and the chips keep one row (the
    /// double lies in the table's centre, and while nobody holds it the
    /// message line names it): 667 × 375 with four seats, 915 × 412 with
    /// eight at a round's end. A phone held upright leaves it out where
    /// the status line could otherwise take two rows (Russian and Slovak
    /// at 360 px).
    pub start_shown: bool,
}

/// Width (CSS px) of a row of 2 to 8 chips at the page's desktop size, gaps
/// between them included, in `lang`, measured in Chromium on 2026-12-06 (a
/// person and AI seats, scores and hands of one digit); the letters' row
/// again on 2026-12-07, once letter chips stood 4 px apart (16 px less a
/// chip). At most four seats count as compact here (their letters are for
/// a phone's narrow layout, [`narrow_row`]).
fn row(chips: Chips, players: usize, lang: Lang) -> f64 {
    let i = players.clamp(2, 8) - 2;
    let (full, compact, letters): ([f64; 7], [f64; 7], [f64; 4]) = match lang {
        Lang::En => (
            [346.0, 590.0, 687.0, 931.0, 1194.0, 1307.0, 1469.0],
            [220.0, 407.0, 446.0, 633.0, 837.0, 893.0, 997.0],
            [405.0, 497.0, 523.0, 580.0],
        ),
        Lang::Sk => (
            [345.0, 644.0, 731.0, 1030.0, 1277.0, 1428.0, 1597.0],
            [212.0, 447.0, 469.0, 704.0, 885.0, 972.0, 1076.0],
            [386.0, 468.0, 492.0, 547.0],
        ),
        Lang::Cs => (
            [339.0, 639.0, 727.0, 1027.0, 1265.0, 1417.0, 1587.0],
            [212.0, 447.0, 469.0, 704.0, 876.0, 962.0, 1067.0],
            [386.0, 468.0, 492.0, 547.0],
        ),
        Lang::Ru => (
            [369.0, 688.0, 769.0, 1089.0, 1354.0, 1501.0, 1688.0],
            [218.0, 465.0, 474.0, 721.0, 914.0, 996.0, 1103.0],
            [389.0, 492.0, 515.0, 571.0],
        ),
    };
    match chips {
        Chips::Full => full[i],
        Chips::Letters if players > 4 => letters[i - 3],
        _ => compact[i],
    }
}

/// Width (CSS px) of a row of 2 to 4 compact chips in the narrow layout
/// (style.css: at most 600 px wide or 500 px tall, a 12 px font), gaps
/// between them included, in `lang`, measured in Chromium on 2026-12-07
/// (a person and AI seats at a round's start: hands of two digits, scores
/// of one).
pub(super) fn narrow_row(players: usize, lang: Lang) -> f64 {
    let rows: [f64; 3] = match lang {
        Lang::En => [203.0, 375.0, 412.0],
        Lang::Sk | Lang::Cs => [196.0, 412.0, 433.0],
        Lang::Ru => [201.0, 429.0, 438.0],
    };
    rows[players.clamp(2, 4) - 2]
}

/// Width (CSS px) of the status line as shown (round, start double,
/// boneyard, with the gaps between them) in `lang`, measured with it.
pub(super) fn status(lang: Lang) -> f64 {
    match lang {
        Lang::En | Lang::Cs => 321.0,
        Lang::Sk => 333.0,
        Lang::Ru => 361.0,
    }
}

/// Width (CSS px) of the status line in the narrow layout (a 13 px font,
/// 10 px gaps) with the start double and a round of two digits, in
/// `lang`, measured in Chromium on 2026-12-07 (at double-twelve: "12-12").
pub(super) fn narrow_status(lang: Lang) -> f64 {
    7.0 + match lang {
        Lang::En | Lang::Cs => 331.0,
        Lang::Sk => 343.0,
        Lang::Ru => 371.0,
    }
}

/// The gap between the status line and the chips (style.css `#top`).
pub(super) const GAP: f64 = 12.0;
/// Room a chip keeps beyond its measured width (one-digit scores and
/// hands) for longer numbers later in a match (a score of three digits,
/// or two and a hand of ten or more) and a slightly wider font. A row
/// that outgrows it anyway wraps, and the table keeps the rest.
const CHIP_SLACK: f64 = 12.0;

/// Whether a `w` × `h` window is a phone held sideways as style.css sees
/// it (at most 500 px tall, landscape): the toolbar stands in a column at
/// the table's right edge and the header keeps the status line and the
/// seat chips only.
pub(super) fn sideways(w: f64, h: f64) -> bool {
    h <= 500.0 && w >= h
}

/// The header's width inside its side padding (style.css `#top`: 6 px a
/// side up to 1023 px wide, else 10) in a window `w` wide.
pub(super) fn inner_width(w: f64) -> f64 {
    w - if w <= 1023.0 { 12.0 } else { 20.0 }
}

impl HeaderRow {
    /// The header's row for `players` seats in a `w` × `h` window (CSS px,
    /// the window's size as style.css's media queries see it) in `lang`.
    pub fn for_window(w: f64, h: f64, players: usize, lang: Lang) -> HeaderRow {
        let compass = players > 4;
        let narrow = w <= 600.0 || h <= 500.0;
        let start_shown = if sideways(w, h) {
            !(w <= 760.0 || (compass && w <= 1099.0))
        } else {
            w > 600.0 || narrow_status(lang) <= inner_width(w)
        };
        let own = |chips| HeaderRow {
            chips,
            beside_status: false,
            start_shown,
        };
        if narrow {
            // Names while a row of them fits, with room for the scores of
            // a match's end.
            let names = !compass
                && narrow_row(players, lang) + players as f64 * CHIP_SLACK <= inner_width(w);
            return own(if names {
                Chips::Compact
            } else {
                Chips::Letters
            });
        }
        let avail = inner_width(w) - players as f64 * CHIP_SLACK;
        let styles: &[Chips] = if h <= 700.0 {
            &[Chips::Compact]
        } else {
            &[Chips::Full, Chips::Compact]
        };
        let fits = |c: Chips, with: f64| with + row(c, players, lang) <= avail;
        if let Some(&chips) = styles.iter().find(|&&c| fits(c, status(lang) + GAP)) {
            return HeaderRow {
                chips,
                beside_status: true,
                start_shown,
            };
        }
        let last = if compass {
            Chips::Letters
        } else {
            Chips::Compact
        };
        own(styles
            .iter()
            .copied()
            .find(|&c| fits(c, 0.0))
            .unwrap_or(last))
    }

    /// Width (CSS px) of the chips' row, slack not counted.
    pub fn chips_width(self, players: usize, lang: Lang) -> f64 {
        row(self.chips, players, lang)
    }
}

impl Chips {
    /// The chips of `players` seats in a `w` × `h` window in `lang`
    /// ([`HeaderRow::for_window`]).
    pub fn for_window(w: f64, h: f64, players: usize, lang: Lang) -> Chips {
        HeaderRow::for_window(w, h, players, lang).chips
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
    use Chips::*;

    #[test]
    fn the_header_takes_as_few_rows_as_it_can_and_shows_what_fits() {
        let at = |w, h, n, lang| {
            let r = HeaderRow::for_window(w, h, n, lang);
            (r.chips, r.beside_status)
        };
        let ru = |w, h, n| at(w, h, n, Lang::Ru);
        for (w, h, n, want) in [
            // Four seats share the status line's row in full on a laptop,
            // compact on a smaller one.
            (1280.0, 800.0, 4, (Full, true)),
            (1024.0, 768.0, 4, (Compact, true)),
            (800.0, 600.0, 4, (Compact, false)),
            (800.0, 600.0, 2, (Compact, true)),
            (390.0, 844.0, 4, (Letters, false)),
            (360.0, 780.0, 3, (Letters, false)),
            (430.0, 932.0, 3, (Letters, false)),
            (480.0, 800.0, 4, (Letters, false)),
            (600.0, 900.0, 4, (Compact, false)),
            (360.0, 780.0, 2, (Compact, false)),
            (844.0, 390.0, 4, (Compact, false)),
            // Eight seats: names in a row of their own on a laptop, letters
            // only where names do not fit one row.
            (1920.0, 1080.0, 8, (Compact, true)),
            (1280.0, 800.0, 8, (Compact, false)),
            (1440.0, 900.0, 8, (Compact, false)),
            (1000.0, 600.0, 8, (Letters, false)),
            (1024.0, 768.0, 8, (Letters, false)),
            (844.0, 390.0, 8, (Letters, false)),
            (390.0, 844.0, 5, (Letters, false)),
            (1920.0, 1080.0, 5, (Full, true)),
            (1280.0, 800.0, 5, (Compact, true)),
            (900.0, 800.0, 6, (Letters, false)),
        ] {
            assert_eq!(ru(w, h, n), want, "{w} × {h}, {n} seats");
        }
        // English is shorter: eight seats share the row in full at 1920 px,
        // three keep their names on a larger phone, and four at 480 px.
        assert_eq!(at(1920.0, 1080.0, 8, Lang::En), (Full, true));
        assert_eq!(at(430.0, 932.0, 3, Lang::En), (Compact, false));
        assert_eq!(at(480.0, 800.0, 4, Lang::En), (Compact, false));
        // The start double on the status line: left out sideways at most
        // 760 px wide, and 1099 px above four seats.
        for (w, h, n, shown) in [
            (667.0, 375.0, 4, false),
            (844.0, 390.0, 4, true),
            (844.0, 390.0, 8, false),
            (1024.0, 500.0, 8, false),
            (1200.0, 500.0, 8, true),
            (390.0, 844.0, 8, true),
            (1280.0, 800.0, 8, true),
        ] {
            let r = HeaderRow::for_window(w, h, n, Lang::En);
            assert_eq!(r.start_shown, shown, "{w} × {h}, {n} seats");
        }
        // Upright, only where the status line could wrap (a two-digit set
        // and round): Russian and Slovak at 360 px, not at 390 nor in
        // English or Czech.
        let shown = |w, lang| HeaderRow::for_window(w, 780.0, 4, lang).start_shown;
        for lang in [Lang::Ru, Lang::Sk] {
            assert!(!shown(360.0, lang), "{lang:?}");
            assert!(shown(390.0, lang), "{lang:?}");
        }
        assert!(shown(360.0, Lang::En));
        assert!(shown(360.0, Lang::Cs));
    }

    #[test]
    fn what_is_chosen_fits_and_nothing_fuller_would_have() {
        for lang in [Lang::En, Lang::Sk, Lang::Cs, Lang::Ru] {
            for n in 2..=8 {
                for w in (601..2400).step_by(7) {
                    let w = f64::from(w);
                    let r = HeaderRow::for_window(w, 800.0, n, lang);
                    let avail = inner_width(w) - n as f64 * CHIP_SLACK;
                    let need = |c, beside: bool| {
                        row(c, n, lang) + if beside { status(lang) + GAP } else { 0.0 }
                    };
                    let at = format!("{lang:?}, {n} seats at {w} px: {r:?}");
                    if r.beside_status || r.chips != Letters {
                        assert!(need(r.chips, r.beside_status) <= avail, "{at}");
                    }
                    // Nothing fuller beside the status line.
                    let fuller: &[Chips] = match r.chips {
                        Full => &[],
                        Compact => &[Full],
                        Letters => &[Full, Compact],
                    };
                    for &c in fuller {
                        assert!(need(c, true) > avail, "{at}: {c:?} fits beside");
                    }
                    if !r.beside_status {
                        assert!(need(Compact, true) > avail, "{at}: compact fits beside");
                        for &c in fuller {
                            assert!(need(c, false) > avail, "{at}: {c:?} fits");
                        }
                    }
                }
            }
        }
    }
}
