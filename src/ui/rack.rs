//! The hand rack: tile order (sortable) and where each tile sits on screen.

use crate::i18n::Key;
use crate::layout::Vec2;
use crate::rules::{Tile, TileSet};

/// How the rack is ordered.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum SortMode {
    /// As dealt and drawn (new tiles at the right).
    #[default]
    Dealt,
    /// Highest pip first, doubles leading their suit.
    HighFirst,
    /// Heaviest tile first.
    Heaviest,
}

impl SortMode {
    /// The next mode (the Sort button cycles).
    pub fn next(self) -> SortMode {
        match self {
            SortMode::Dealt => SortMode::HighFirst,
            SortMode::HighFirst => SortMode::Heaviest,
            SortMode::Heaviest => SortMode::Dealt,
        }
    }
    /// What the message line says when the rack takes this order.
    pub fn key(self) -> Key {
        match self {
            SortMode::Dealt => Key::SortedAsDrawn,
            SortMode::HighFirst => Key::SortedByNumber,
            SortMode::Heaviest => Key::SortedByPoints,
        }
    }
}

/// The rack: the player's tiles in display order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Rack {
    /// Tiles, left to right.
    pub tiles: Vec<Tile>,
    /// Current order.
    pub mode: SortMode,
    /// The tiles in the order they came (dealt, then drawn): what
    /// [`SortMode::Dealt`] shows again after a sort.
    came: Vec<Tile>,
}

impl Rack {
    /// Brings the rack in line with a hand: drops tiles no longer held,
    /// appends new ones, then applies the sort mode. Called every frame:
    /// an unchanged hand leaves the rack as it is.
    pub fn sync(&mut self, hand: TileSet) {
        let held = self.came.len();
        self.came.retain(|&t| hand.contains(t));
        let mut changed = self.came.len() != held;
        for t in hand.iter() {
            if !self.came.contains(&t) {
                self.came.push(t);
                changed = true;
            }
        }
        if changed {
            self.sort();
        }
    }

    /// Sets the order by the current mode.
    pub fn sort(&mut self) {
        self.tiles.clone_from(&self.came);
        match self.mode {
            SortMode::Dealt => {}
            SortMode::HighFirst => self.tiles.sort_by(|a, b| b.cmp(a)),
            SortMode::Heaviest => self
                .tiles
                .sort_by_key(|t| std::cmp::Reverse((t.pips(), *t))),
        }
    }

    /// Empties the rack (new round or hidden hand).
    pub fn clear(&mut self) {
        self.tiles.clear();
        self.came.clear();
    }
}

/// Screen geometry of the rack, in CSS pixels.
#[derive(Clone, PartialEq, Debug)]
pub struct RackGeom {
    /// A tile's short side: its width standing upright, its height lying
    /// ([`RackGeom::lying`]); the long side is twice this.
    pub tw: f64,
    /// Top-left corner of each tile.
    pub pos: Vec<(f64, f64)>,
    /// y of the rack's top edge: the board is drawn above it.
    pub top: f64,
    /// Tiles lying on their long side in one row (a short, wide window:
    /// [`RackGeom::sized`]) rather than standing upright.
    pub lying: bool,
}

const PAD: f64 = 10.0;
/// The most of the viewport's height the rack takes while its tiles can
/// still shrink.
pub const RACK_SHARE: f64 = 0.32;
/// Below this viewport height (CSS px: a phone held sideways, a small
/// embedded frame) the rack takes at most [`SHORT_RACK_SHARE`] and the
/// page keeps less room around the table, which needs the height more.
pub const SHORT_H: f64 = 450.0;
/// The rack's share of a viewport shorter than [`SHORT_H`].
pub const SHORT_RACK_SHARE: f64 = 0.25;
/// The smallest short side (CSS px) of a tile lying in the rack: a hand
/// that fits one row only below it stands upright instead.
const LYING_MIN: f64 = 22.0;
/// A hand of fewer tiles lies no bigger than one of this many (a dealt
/// four-seat hand): as the hand shrinks the tiles keep their size, and the
/// table keeps the height instead of the rack growing through the round.
const LYING_FULL: usize = 11;

/// The most of a viewport `h` CSS px tall the rack takes.
pub fn rack_share(h: f64) -> f64 {
    if h < SHORT_H {
        SHORT_RACK_SHARE
    } else {
        RACK_SHARE
    }
}
const GAP: f64 = 6.0;

impl RackGeom {
    /// Lays out `n` tiles in a viewport `w` × `h`: tiles as big as fit in
    /// two rows (three for more than 24 tiles), down to 26 px wide; and the
    /// rack never taller than [`rack_share`] of the viewport while tiles
    /// can shrink to 20 px (a small embedded frame keeps room for the table).
    pub fn new(w: f64, h: f64, n: usize) -> RackGeom {
        RackGeom::sized(w, h, n, false)
    }

    /// [`RackGeom::new`], with `large` tiles (the large tiles setting):
    /// up to a third wider, and the rack may take a third of the height.
    pub fn sized(w: f64, h: f64, n: usize, large: bool) -> RackGeom {
        let per_row = |tw: f64| (((w - 2.0 * PAD + GAP) / (tw + GAP)).floor() as usize).max(1);
        let rows = |tw: f64| n.div_ceil(per_row(tw)).max(1);
        let height = |tw: f64| rows(tw) as f64 * (2.0 * tw + GAP) - GAP + 2.0 * PAD;
        let row_limit = if n > 24 { 3 } else { 2 };
        let k: f64 = if large { 4.0 / 3.0 } else { 1.0 };
        let max_tw = if w < 600.0 { 40.0 } else { 48.0 } * k;
        let mut tw = max_tw;
        let share = if large {
            rack_share(h).max(1.0 / 3.0)
        } else {
            rack_share(h)
        };
        if h < SHORT_H && w > h {
            if let Some(g) = RackGeom::lying_row(w, h, n, max_tw.min(share * h - 2.0 * PAD), k) {
                return g;
            }
        }
        while (tw > 26.0 && rows(tw) > row_limit) || (tw > 20.0 && height(tw) > share * h) {
            tw -= 2.0;
        }
        if n == 0 {
            return RackGeom {
                tw,
                pos: Vec::new(),
                top: h - 8.0,
                lying: false,
            };
        }
        let pr = per_row(tw);
        let rows = n.div_ceil(pr).max(1);
        let th = 2.0 * tw;
        let rack_h = rows as f64 * (th + GAP) - GAP + 2.0 * PAD;
        let top = h - rack_h;
        let mut pos = Vec::with_capacity(n);
        for r in 0..rows {
            let in_row = (n - r * pr).min(pr);
            let row_w = in_row as f64 * (tw + GAP) - GAP;
            let x0 = (w - row_w) / 2.0;
            for c in 0..in_row {
                pos.push((
                    x0 + c as f64 * (tw + GAP),
                    top + PAD + r as f64 * (th + GAP),
                ));
            }
        }
        RackGeom {
            tw,
            pos,
            top,
            lying: false,
        }
    }

    /// A short, wide window's rack (a phone held sideways, a wide embedded
    /// frame), where the table needs the height: the `n` tiles lying on
    /// their long side in one row, as big as fit (a short side of at most
    /// `max_tw`), so that the rack takes half the height of standing
    /// tiles of the same size (a four-seat hand at 844 × 390: 54 px
    /// against 88). None when one row would need tiles less than
    /// [`LYING_MIN`] high: the tiles stand, in two rows if need be.
    ///
    /// A hand of fewer than [`LYING_FULL`] tiles lies at that hand's size
    /// (times `k`, the large tiles' factor), not bigger.
    fn lying_row(w: f64, h: f64, n: usize, max_tw: f64, k: f64) -> Option<RackGeom> {
        if n == 0 {
            return None;
        }
        let fit = |n: usize| ((w - 2.0 * PAD + GAP) / n as f64 - GAP) / 2.0;
        let most = fit(n).min(max_tw);
        if most < LYING_MIN {
            return None;
        }
        let full = (k * fit(LYING_FULL)).max(LYING_MIN);
        let tw = most.min(full).floor();
        let row_w = n as f64 * (2.0 * tw + GAP) - GAP;
        let top = h - tw - 2.0 * PAD;
        let x0 = (w - row_w) / 2.0;
        let pos = (0..n)
            .map(|c| (x0 + c as f64 * (2.0 * tw + GAP), top + PAD))
            .collect();
        Some(RackGeom {
            tw,
            pos,
            top,
            lying: true,
        })
    }

    /// A tile's width and height on screen.
    pub fn tile_size(&self) -> (f64, f64) {
        if self.lying {
            (2.0 * self.tw, self.tw)
        } else {
            (self.tw, 2.0 * self.tw)
        }
    }

    /// The centre of the tile in slot `i`.
    pub fn centre(&self, i: usize) -> Option<Vec2> {
        let (w, h) = self.tile_size();
        let &(x, y) = self.pos.get(i)?;
        Some(Vec2::new(x + w / 2.0, y + h / 2.0))
    }

    /// The direction of a tile's long side (radians, as the board's tiles
    /// are drawn): down for a standing tile, across for a lying one.
    pub fn angle(&self) -> f64 {
        if self.lying {
            0.0
        } else {
            std::f64::consts::FRAC_PI_2
        }
    }

    /// The rack slot under a screen point.
    pub fn hit(&self, x: f64, y: f64) -> Option<usize> {
        let (w, h) = self.tile_size();
        self.pos
            .iter()
            .position(|&(px, py)| x >= px && x <= px + w && y >= py && y <= py + h)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sync_keeps_order_and_appends() {
        let mut r = Rack::default();
        let hand: TileSet = [Tile::new(3, 1), Tile::new(9, 9)].into_iter().collect();
        r.sync(hand);
        let mut h2 = hand;
        h2.remove(Tile::new(3, 1));
        h2.insert(Tile::new(5, 0));
        r.sync(h2);
        assert_eq!(r.tiles, vec![Tile::new(9, 9), Tile::new(5, 0)]);
        r.mode = SortMode::Heaviest;
        r.tiles.reverse();
        r.sort();
        assert_eq!(r.tiles[0], Tile::new(9, 9));
    }

    #[test]
    fn geometry_fits_phone_and_desktop() {
        for (w, h, n) in [
            (390.0, 844.0, 21),
            (1280.0, 800.0, 11),
            (390.0, 844.0, 34),
            (844.0, 390.0, 11),
            (600.0, 420.0, 14),
            (320.0, 240.0, 11),
        ] {
            let g = RackGeom::new(w, h, n);
            assert_eq!(g.pos.len(), n);
            let (tw, th) = g.tile_size();
            for &(x, y) in &g.pos {
                assert!(x >= 0.0 && x + tw <= w && y >= g.top && y + th <= h);
            }
            for i in 0..n {
                let c = g.centre(i).unwrap();
                assert_eq!(g.hit(c.x, c.y), Some(i), "{w}x{h} {n}: the centre of {i}");
            }
            assert!(g.top > h / 2.0, "{w}x{h} {n}: rack takes too much");
            assert!(
                g.top >= h * (1.0 - rack_share(h)) || g.tw == 20.0,
                "{w}x{h} {n}: rack {} px tall with {} px tiles",
                h - g.top,
                g.tw
            );
            let (x, y) = g.pos[n - 1];
            assert_eq!(g.hit(x + 1.0, y + 1.0), Some(n - 1));
        }
        // Big screens keep big tiles; the embedded frame's rack shrinks to
        // one row instead of two rows of big tiles.
        assert_eq!(RackGeom::new(1280.0, 800.0, 11).tw, 48.0);
        assert_eq!(RackGeom::new(390.0, 844.0, 11).tw, 40.0);
        // A phone held sideways: a four-seat hand lies in one row, its
        // tiles as big as standing ones would be (30 px), the rack half
        // as tall.
        let side = RackGeom::new(844.0, 330.0, 11);
        assert!(side.lying);
        assert_eq!(side.tw, 34.0);
        assert_eq!(330.0 - side.top, 54.0);
        assert!(!RackGeom::new(844.0, 500.0, 11).lying, "not short");
        assert!(!RackGeom::new(400.0, 440.0, 11).lying, "not wide");
        // As the hand shrinks its tiles keep the dealt hand's size: the
        // rack does not grow (48 px tiles, a 68 px rack, before).
        for n in 1..11 {
            let few = RackGeom::new(844.0, 330.0, n);
            assert!(few.lying);
            assert_eq!(few.tw, 34.0, "{n} tiles");
        }
        assert_eq!(RackGeom::sized(844.0, 330.0, 2, true).tw, 46.0);
        // Two players' 21 tiles would lie 16 px high in one row: they stand.
        let two = RackGeom::new(844.0, 330.0, 21);
        assert!(!two.lying);
        assert!(two.top >= 330.0 * 0.75, "{}", two.top);
        let embed = RackGeom::new(600.0, 420.0, 14);
        assert!(420.0 - embed.top < 100.0, "{}", 420.0 - embed.top);
    }
}
