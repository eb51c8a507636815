//! The table as the page fits it in a browser window, without a browser:
//! what `chickenfoot layout` prints and the layout report measures.
//!
//! The board's layout and the fit are the page's own code ([`View`]: the
//! room kept for the banner, the message line and the rack, the margin);
//! only the header above the canvas (status line, seat chips, toolbar) and
//! a sideways phone's toolbar column beside it are not drawn here, so their
//! sizes are a model of style.css's flow ([`header_height`],
//! [`side_width`]), checked against the real page by an e2e test
//! (tests/e2e/table.test.mjs) at 1280 × 800, 390 × 844 and 844 × 390.

use super::chips::{self, Chips, HeaderRow};
use super::msg::Viewport;
use super::view::{Fit, View};
use crate::i18n::Lang;
use crate::layout::{Camera, Layout, OVERLAP_EPS, TILE_L, TILE_W};
use crate::rules::State;

/// The height (CSS px) of the page's header in a `w` × `h` window with
/// `players` seat chips: the status line, the chips beside it or in rows
/// of their own ([`HeaderRow`], the page's own choice, in English), and
/// the toolbar beside the last of them when it fits, else on its own row.
pub fn header_height(w: f64, h: f64, players: usize) -> f64 {
    if chips::sideways(w, h) {
        return sideways_header(w, h, players);
    }
    let n = players.max(1);
    if w <= 600.0 {
        return narrow_header(w, h, n);
    }
    // The toolbar 899 px wide in English, about 800 where its buttons are
    // snug (up to 1023 px). Rows (measured in Chromium): the status line
    // alone 19 px, a row of chips 25 (with the status line or not), the
    // toolbar's 32, 4 px between rows and 12 of padding.
    let row = HeaderRow::for_window(w, h, n, Lang::En);
    let chips = row.chips_width(n, Lang::En);
    // A row of letter chips is 23 px tall (their padding is 1 px, 2 for
    // the others).
    let chip_h = if row.chips == Chips::Letters {
        23.0
    } else {
        25.0
    };
    let avail = chips::inner_width(w);
    let toolbar = if w <= 1023.0 { 800.0 } else { 899.0 };
    let status = chips::status(Lang::En) + chips::GAP;
    // The rows as the page's flow lays them (without the slack the choice
    // keeps for longer numbers; 16 px for widths a little off the measured
    // ones: at 800 × 600 four chips 9 px short of the row wrapped).
    let with_status = status + chips + 16.0 <= avail;
    let chip_rows = if with_status {
        1
    } else {
        (chips / avail).ceil().max(1.0) as usize
    };
    let last = if with_status {
        status + chips
    } else {
        chips - (chip_rows - 1) as f64 * avail
    };
    let beside = last + chips::GAP + toolbar <= avail;
    let status = if with_status { 0.0 } else { 19.0 + 4.0 };
    let chip_rows = chip_rows as f64;
    // The toolbar beside the last row makes it 32 px tall, else it takes a
    // row of its own.
    let toolbar = if beside { 32.0 - chip_h } else { 32.0 + 4.0 };
    12.0 + status + chip_rows * chip_h + (chip_rows - 1.0) * 4.0 + toolbar
}

/// The header of a window at most 600 px wide, as style.css's narrow
/// layout flows it (measured in Chromium on 2026-12-07 at 360 to 600 px
/// wide, 2 to 8 seats, at a round's end with a person in the first seat,
/// in English): the status line, then the chips (the same row when both
/// fit), then the toolbar (249 px: Draw, Pass, Hint, the zoom buttons and
/// the menu) beside the chips when they take one row and it fits, 8 px
/// apart, else on its own row. A row of names is as wide as
/// [`chips::narrow_row`] says; a letter chip about 72 px, 4 px apart
/// (57 to 81 px measured, by the digits of its hand and score). The
/// status line is taken as wide as with a two-digit set and round
/// ([`chips::narrow_status`]); a shorter one shares the chips' row a
/// little sooner (two seats at 540 px: 62 px measured, 59 modelled).
fn narrow_header(w: f64, h: f64, n: usize) -> f64 {
    let avail = chips::inner_width(w);
    let (row, chip_rows) = match HeaderRow::for_window(w, h, n, Lang::En).chips {
        Chips::Letters => {
            let (chip, gap) = (72.0, 4.0);
            let per_row = (((avail + gap) / (chip + gap)).floor() as usize).max(1);
            let rows = n.div_ceil(per_row);
            let last = n - (rows - 1) * per_row;
            (last as f64 * (chip + gap) - gap, rows)
        }
        _ => (chips::narrow_row(n, Lang::En), 1),
    };
    let (gap, toolbar) = (8.0, 249.0);
    let with_status = chip_rows == 1 && chips::narrow_status(Lang::En) + gap + row <= avail;
    let beside = chip_rows == 1 && !with_status && row + gap + toolbar <= avail;
    // Rows: the status line 18 px, a row of chips 21 (with the status
    // line too), one with the toolbar 30; 3 px between rows, 8 of padding.
    let mut rows = Vec::with_capacity(4);
    if !with_status {
        rows.push(18.0);
    }
    rows.extend(std::iter::repeat_n(21.0, chip_rows - usize::from(beside)));
    rows.push(30.0);
    8.0 + rows.iter().sum::<f64>() + 3.0 * (rows.len() - 1) as f64
}

/// The header of a sideways window `w` wide: the status line and the seat
/// chips in one row when they fit, else the chips in rows of their own
/// (measured in Chromium at 480 × 360 to 1024 × 500 with 2 to 8 seats, in
/// English: the status line with its gaps 330 px, 200 px where it does
/// not show the start double ([`HeaderRow::start_shown`]); a chip with its
/// gap 105 px, 78 px with compass letters above four seats (about 70 px
/// with one-digit scores, 8 more with the two digits of a round's end;
/// 88 before letter chips stood 4 px apart); rows 29, 50 and 76 px).
fn sideways_header(w: f64, h: f64, players: usize) -> f64 {
    let avail = w - 12.0;
    let chip = if players > 4 { 78.0 } else { 105.0 };
    let status = if HeaderRow::for_window(w, h, players, Lang::En).start_shown {
        330.0
    } else {
        200.0
    };
    let n = players.max(1);
    if status + n as f64 * chip - 6.0 <= avail {
        return 29.0;
    }
    let per_row = (((avail + 6.0) / chip).floor() as usize).max(1);
    29.0 + 20.5 + 26.2 * (n.div_ceil(per_row) - 1) as f64
}

/// The width kept free at the table's right edge of a `w` × `h` window:
/// a sideways phone's toolbar column (43 to 49 px measured, and 12 px
/// round it: src/web/app.rs), else none.
pub fn side_width(w: f64, h: f64) -> f64 {
    if chips::sideways(w, h) {
        58.0
    } else {
        0.0
    }
}

/// One tile as drawn: centre, size and angle in CSS px of the window.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TileRect {
    /// Centre x, y (window CSS px).
    pub x: f64,
    /// Centre y.
    pub y: f64,
    /// Long side (CSS px).
    pub long: f64,
    /// Short side (CSS px).
    pub short: f64,
    /// Direction of the long side, degrees.
    pub angle: f64,
}

impl TileRect {
    /// Whether the tile lies neither across the window nor up and down it
    /// ([`crate::layout::off_axes`]).
    pub fn off_axes(&self) -> bool {
        crate::layout::off_axes(self.angle.to_radians())
    }
}

/// A table fitted to a window.
#[derive(Clone, Debug)]
pub struct Fitted {
    /// The canvas under the header.
    pub canvas: Viewport,
    /// The header's height (the canvas's top in the window).
    pub header: f64,
    /// The fitted camera (canvas CSS px).
    pub camera: Camera,
    /// The board's layout.
    pub layout: Layout,
    /// Each layout tile as drawn, in [`Layout::tiles`] order.
    pub rects: Vec<TileRect>,
    /// What the layout gave up for this table.
    pub tally: Tally,
    /// A whole tile's long side (CSS px) with the board fitted as in play,
    /// room kept for its open ends' spots, the banner and the strip: the
    /// same as a whole tile in `rects` while the round is in play, and the
    /// stricter measure of a finished round, whose table the page fits by
    /// its tiles alone.
    pub in_play_long: f64,
}

/// What a layout gave up, counted over one table or summed over many
/// ([`Survey`]): the measures `chickenfoot layout` and `layout-report`
/// print and `tests/layout.rs` bounds. A new measure is added here once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Pairs of tiles that overlap.
    pub overlaps: usize,
    /// Tiles not touching their parent.
    pub detached: usize,
    /// Connectors (from a detached tile to its parent,
    /// [`Layout::connector`]) that cross another tile.
    pub crossings: usize,
    /// Connectors that bend round the tiles in their way.
    pub routed: usize,
    /// Tiles shrunk to touch their parent ([`crate::layout::PlacedTile::scale`]).
    pub shrunk: usize,
    /// Tiles touching their parent beside its end, at a corner
    /// ([`crate::layout::PlacedTile::beside`]).
    pub beside: usize,
}

impl Tally {
    /// Counts `lay`'s flaws. Detached: pushed off its parent by the placer,
    /// or (checked here, so that the count does not rest on the placer's
    /// word) not touching it: grown by 0.05 of a tile's width, its box
    /// misses the parent's.
    pub fn of(lay: &Layout) -> Tally {
        let tiles = &lay.tiles;
        let boxes: Vec<_> = tiles.iter().map(|t| t.obb()).collect();
        let overlaps = (0..boxes.len())
            .flat_map(|i| (i + 1..boxes.len()).map(move |j| (i, j)))
            .filter(|&(i, j)| boxes[i].overlaps(&boxes[j], OVERLAP_EPS))
            .count();
        let detached = tiles
            .iter()
            .filter(|t| {
                !t.attached
                    || (t.parent.is_some()
                        && lay
                            .parent(t)
                            .is_none_or(|p| !t.obb().grown(0.05).overlaps(&p.obb(), OVERLAP_EPS)))
            })
            .count();
        Tally {
            overlaps,
            detached,
            crossings: crossings(lay),
            routed: lay.links.iter().filter(|c| c.points.len() > 2).count(),
            shrunk: tiles.iter().filter(|t| t.scale < 1.0).count(),
            beside: tiles
                .iter()
                .filter(|t| t.attached && lay.parent(t).is_some_and(|p| t.beside(p)))
                .count(),
        }
    }

    /// Each count with its name in `chickenfoot layout --json`.
    pub fn fields(&self) -> [(&'static str, usize); 6] {
        [
            ("overlaps", self.overlaps),
            ("detached", self.detached),
            ("crossings", self.crossings),
            ("routed", self.routed),
            ("shrunk", self.shrunk),
            ("beside", self.beside),
        ]
    }
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.overlaps += o.overlaps;
        self.detached += o.detached;
        self.crossings += o.crossings;
        self.routed += o.routed;
        self.shrunk += o.shrunk;
        self.beside += o.beside;
    }
}

impl std::fmt::Display for Tally {
    /// `0 overlaps, 1 detached, 2 connectors crossing a tile, 3 going round
    /// tiles, 4 shrunk, 5 beside their parent's end`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} overlaps, {} detached, {} connectors crossing a tile, {} going round tiles, {} shrunk, {} beside their parent's end",
            self.overlaps, self.detached, self.crossings, self.routed, self.shrunk, self.beside
        )
    }
}

/// `state`'s table as the page shows it in a `w` × `h` window: the fitted
/// view of the whole board, with the first seat's hand in the rack.
pub fn fitted(state: &State, w: f64, h: f64) -> Fitted {
    let players = state.rules().players as usize;
    let header = header_height(w, h, players);
    let canvas = Viewport {
        w,
        h: (h - header).max(1.0),
        side: side_width(w, h),
        covered: 0.0,
        notice: 0.0,
        // The strip hidden, as at a round's end: the room kept for its one
        // row is all it takes.
        strip: 0.0,
    };
    let mut view = View::new(state);
    view.size = canvas;
    view.relayout(state);
    let hand = state.round().hand(0).len();
    let top = view.geom(hand).top;
    view.follow(top, false, true, Fit::Play);
    let in_play_long = TILE_L * view.cam.scale();
    // A finished round is shown without its spots, banner and strip.
    let fit = if state.round_over() {
        Fit::Finished
    } else {
        Fit::Play
    };
    view.follow(top, false, true, fit);
    let cam = view.cam;
    let s = cam.scale();
    let rects = view
        .lay
        .tiles
        .iter()
        .map(|t| {
            let c = cam.world_to_screen(t.center);
            let long = if t.crosswise {
                t.angle + std::f64::consts::FRAC_PI_2
            } else {
                t.angle
            };
            TileRect {
                x: c.x,
                y: c.y + header,
                long: TILE_L * t.scale * s,
                short: TILE_W * t.scale * s,
                angle: long.to_degrees().rem_euclid(360.0),
            }
        })
        .collect();
    Fitted {
        canvas,
        header,
        camera: cam,
        tally: Tally::of(&view.lay),
        layout: view.lay,
        rects,
        in_play_long,
    }
}

/// How many connectors ([`Layout::connector`]) cross a tile other than
/// the two they join.
pub fn crossings(lay: &Layout) -> usize {
    lay.tiles
        .iter()
        .filter(|t| {
            let Some(c) = lay.connector(t) else {
                return false;
            };
            lay.tiles
                .iter()
                .any(|o| o.tile != t.tile && Some(o.tile) != t.parent && c.crosses(&o.obb()))
        })
        .count()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Preset, State};

    #[test]
    fn the_header_model_matches_the_page_it_was_fitted_to() {
        // Measured in Chromium (canvas top, CSS px). At 390 px eight seats
        // show compass letters, two rows of chips (135 px when they showed
        // names in three rows), and four seats one (109 px when they showed
        // names in two). Elsewhere the
        // chips keep one row (`HeaderRow`): eight took two at 1280 × 800
        // (125 px) and at 800 × 600 (three in Slovak, Czech and Russian
        // before they left out the seats' kinds: 155 px).
        for (w, h, n, px) in [
            (1280.0, 800.0, 8, 95.7),
            (1280.0, 800.0, 6, 72.8),
            (1280.0, 800.0, 5, 72.8),
            (1280.0, 800.0, 4, 72.9),
            (1280.0, 800.0, 2, 72.9),
            (1366.0, 768.0, 4, 72.9),
            (1024.0, 768.0, 4, 72.8),
            (1440.0, 900.0, 8, 72.8),
            (1920.0, 1080.0, 8, 72.9),
            (1920.0, 1080.0, 5, 72.9),
            (1366.0, 768.0, 7, 72.8),
            (1024.0, 768.0, 8, 71.0),
            (1000.0, 600.0, 8, 70.5),
            (900.0, 800.0, 6, 70.5),
            (390.0, 844.0, 8, 106.9),
            (390.0, 844.0, 4, 83.0),
            (360.0, 780.0, 3, 83.0),
            // The narrow layout at a round's end (2026-12-07): five letter
            // chips in one row at 390 px and six at 480, two rows of them
            // at 360 and 600 px; two named chips with the toolbar beside
            // them at 480 px, with the status line at 600, neither at 430.
            // The model took 108, 108, 108, 83, 83, 83 and 83 until then
            // (five of them more than 2 px off).
            (390.0, 844.0, 5, 82.7),
            (480.0, 844.0, 6, 82.7),
            (360.0, 844.0, 5, 106.9),
            (600.0, 844.0, 8, 106.9),
            (480.0, 844.0, 2, 59.5),
            (600.0, 844.0, 2, 62.2),
            (430.0, 844.0, 2, 82.7),
            (800.0, 600.0, 8, 93.4),
            (768.0, 1024.0, 8, 93.4),
            (800.0, 600.0, 4, 95.4),
            (800.0, 600.0, 2, 72.5),
            // Sideways (the toolbar a column beside the table; at most 760 px
            // wide, or 1099 px above four seats, the status line does not
            // show the start double). Eight seats at a round's end, with
            // scores of two digits (844 × 390 took two rows, and 640 × 360
            // three, until letter chips stood 4 px apart).
            (844.0, 390.0, 2, 29.2),
            (844.0, 390.0, 6, 29.2),
            (844.0, 390.0, 8, 29.2),
            (915.0, 412.0, 8, 29.2),
            (932.0, 430.0, 8, 29.2),
            (740.0, 360.0, 4, 29.2),
            (740.0, 360.0, 8, 49.7),
            (667.0, 375.0, 4, 29.2),
            (667.0, 375.0, 6, 49.7),
            (640.0, 360.0, 4, 29.2),
            (640.0, 360.0, 8, 49.7),
            (480.0, 360.0, 2, 29.2),
            (1024.0, 500.0, 8, 29.2),
            (568.0, 320.0, 8, 73.9),
            (640.0, 480.0, 2, 29.2),
            (640.0, 480.0, 4, 29.2),
            (640.0, 480.0, 6, 49.7),
            (480.0, 360.0, 6, 49.7),
        ] {
            let m = header_height(w, h, n);
            assert!((m - px).abs() <= 2.0, "{w} × {h}, {n} seats: {m} for {px}");
        }
    }

    /// An eight-seat double-twelve match (`seed`) with its first round
    /// played to the end, every seat laying its first legal move.
    fn eight_seats_round_end(seed: u64) -> State {
        let mut st = State::new(Preset::DoubleTwelve.rules(8), seed).unwrap();
        while !st.round_over() {
            let mv = st.legal_moves()[0];
            st.apply(st.to_move().unwrap(), mv).unwrap();
        }
        st
    }

    #[test]
    fn a_fitted_table_lies_in_the_canvas_between_header_and_rack() {
        let st = eight_seats_round_end(3);
        let f = fitted(&st, 1280.0, 800.0);
        assert_eq!(f.rects.len(), st.round().board().placed().len());
        for r in &f.rects {
            assert!(
                r.x > 0.0 && r.x < 1280.0 && r.y > f.header && r.y < 800.0,
                "{r:?}"
            );
        }
        assert_eq!(f.tally.overlaps, 0);
        assert!(f.rects[0].long > 10.0);
    }

    /// A finished table is drawn by its tiles alone, larger than the
    /// board's fit in play; in play the two measures are one.
    #[test]
    fn a_finished_table_is_drawn_larger_than_in_play() {
        let st = eight_seats_round_end(3);
        let f = fitted(&st, 1280.0, 800.0);
        assert!(
            f.rects[0].long > 1.02 * f.in_play_long,
            "{} against {}",
            f.rects[0].long,
            f.in_play_long
        );
        let mut mid = State::new(Preset::DoubleTwelve.rules(8), 3).unwrap();
        for _ in 0..40 {
            let mv = mid.legal_moves()[0];
            mid.apply(mid.to_move().unwrap(), mv).unwrap();
        }
        assert!(!mid.round_over());
        let f = fitted(&mid, 1280.0, 800.0);
        assert!((f.rects[0].long - f.in_play_long).abs() < 1e-9);
    }

    /// The board keeps 8 px free at the window's sides: the boards in
    /// these windows taller than wide are limited by the width, so they
    /// span it but for the margins (a finished round's tiles, whose fit
    /// leaves out the open ends' spots).
    #[test]
    fn the_board_keeps_8_px_at_the_sides() {
        let margin = 8.0;
        for (w, h) in [(360.0, 780.0), (390.0, 844.0), (430.0, 932.0)] {
            let mut wide = 0;
            for seed in 1..=6 {
                let f = fitted(&eight_seats_round_end(seed), w, h);
                let tiles = f.layout.tiles_bounds().expect("a board");
                let drawn = tiles.width() * f.camera.scale();
                assert!(
                    drawn <= w - 2.0 * margin + 1e-6,
                    "{w} px, seed {seed}: {drawn}"
                );
                if drawn > w - 2.0 * margin - 1e-6 {
                    wide += 1;
                }
            }
            assert!(wide >= 3, "{w} px: {wide} of 6 boards span the width");
        }
    }
}

/// Tile sizes and flaws over many finished rounds of one table (the layout
/// report): each round's tile long side (CSS px), and the [`Tally`]
/// summed over all of them.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Survey {
    /// Each round's tile long side at the fitted view, sorted.
    pub long: Vec<f64>,
    /// Each round's tile long side with the board fitted as in play
    /// ([`Fitted::in_play_long`]), sorted.
    pub in_play: Vec<f64>,
    /// What the layouts gave up, over all rounds.
    pub tally: Tally,
    /// Tiles laid, over all rounds.
    pub tiles: usize,
    /// Tiles whose long side is neither across nor up and down the
    /// window, over all rounds.
    pub angled: usize,
}

impl Survey {
    /// The `q`-quantile (0..=1) of the tile long sides (nearest rank).
    pub fn quantile(&self, q: f64) -> f64 {
        nearest_rank(&self.long, q)
    }

    /// The `q`-quantile of the tile long sides fitted as in play.
    pub fn in_play_quantile(&self, q: f64) -> f64 {
        nearest_rank(&self.in_play, q)
    }
}

/// The `q`-quantile (0..=1) of `sorted` by nearest rank (0 when empty).
pub fn nearest_rank(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((sorted.len() - 1) as f64 * q.clamp(0.0, 1.0)).round() as usize;
    sorted[i]
}

/// Plays `rounds` first rounds of `rules` to their end (seeds `seed`,
/// `seed + 1`, …; even seeds random play, odd ones greedy) and measures
/// each finished table fitted to a `w` × `h` window.
pub fn survey(rules: &crate::rules::Rules, rounds: u64, seed: u64, w: f64, h: f64) -> Survey {
    use crate::ai::{decide, Level};
    let mut out = Survey::default();
    for s in seed..seed + rounds {
        let Ok(mut st) = State::new(rules.clone(), s) else {
            continue;
        };
        let level = if s % 2 == 0 {
            Level::Random
        } else {
            Level::Greedy
        };
        while let Some(seat) = st.to_move() {
            let mv = decide(level, &st.view(seat), s);
            if st.apply(seat, mv).is_err() {
                break;
            }
        }
        let f = fitted(&st, w, h);
        out.long.push(f.rects.first().map_or(0.0, |r| r.long));
        out.in_play.push(f.in_play_long);
        out.tally += f.tally;
        out.tiles += f.rects.len();
        out.angled += f.rects.iter().filter(|r| r.off_axes()).count();
    }
    out.long.sort_by(f64::total_cmp);
    out.in_play.sort_by(f64::total_cmp);
    out
}
