//! Board layout: where every tile of a [`Board`](crate::rules::Board) sits on the table, pure
//! geometry for the canvas renderer (no web code).
//!
//! # Coordinates
//! World units: a tile is [`TILE_W`] = 1 wide and [`TILE_L`] = 2 long. `x`
//! grows to the right and `y` grows *down* (as on a canvas); an angle `a`
//! is the direction `(cos a, sin a)`. [`Camera`] maps world to CSS pixels.
//!
//! # Approach
//! [`layout`] places tiles **incrementally in [`Board::placed`](crate::rules::Board::placed) order**: a
//! tile's position depends only on the tiles laid before it, so laying a
//! new tile never moves an existing one. Every candidate position is
//! checked against everything already laid with a separating-axis box test
//! through a spatial grid, so **no two tiles overlap** by construction
//! (touching is allowed).
//!
//! * The start double sits in the centre, its long axis along the room's
//!   long side: upright without a window shape or in a window at most as
//!   wide as tall, lying in a wider one ([`layout_for`]), so that the arms
//!   across the short side start half a unit nearer the centre (on a phone
//!   held sideways, tiles 7 to 14 % bigger in the first half of a round:
//!   docs/layout.md, "The start double lies along a wide room"). Its `arms`
//!   arms radiate evenly (arm `k` runs along `2πk / arms`, arm 0 to the
//!   right), each at the smallest radius that clears the double and the
//!   neighbouring arms.
//! * A double other than the start double is laid crosswise, and only
//!   where its whole *foot* fits: the double plus three toe positions,
//!   every toe running away from the centre where there is room. Ideally
//!   slot 0 runs straight on and slots 1 and 2 are turned by ∓60°, touching
//!   the double's corners ([`TOE_SPREAD`]); in a cramped spot a toe may turn
//!   by up to ±60° more about the point where it meets the double (never
//!   backwards past it), and may then run towards the centre (a double at
//!   the end of a line that came back into a bay between arms has no other
//!   way); it is never pushed away, so every toe touches its double.
//!   The rules make the toes the very next tiles laid, so the toes land
//!   exactly on those positions.
//! * A line tile (or a double) continues its parent's line. Candidate bends
//!   of 0°, ±30°, ±60°, ±90° and, for lines boxed in ahead, ±120° hooks
//!   (doubles: every 15° up to ±75°) are scored: going straight and heading away from
//!   the centre are cheap; a tile neither across the table nor up and down
//!   it costs as much as a quarter turn, so a line off the axes (a side
//!   toe's, at 60°) turns onto them where it can and the table reads as
//!   rows and columns; straight room ahead (up to 4 tiles) and few tiles
//!   nearby (a coarse crowding count) earn a bonus; fitted to a window
//!   ([`layout_for`]), growing the side that limits the fit costs more. A
//!   candidate that would leave its own end, or an open end near it, unable
//!   to take two more tiles, or that would take the room for a double and
//!   its foot from an open end near it whose double is still to come, or
//!   that would cut an open end (or its own new end) off from the free
//!   room outside the board, however far away (`place/reach.rs`), is
//!   passed over while another fits (`place/room.rs`); where every one
//!   seals some end, the in-between bends and the spots touching the
//!   end's face (below) compete too, and the one that seals fewest wins.
//!   So lines spread outward
//!   like spokes, bend early around obstacles, and keep to open space where
//!   later feet will fit. The best candidate that fits and leaves room for
//!   the next tile of the line wins; failing that, the best that fits
//!   (sealing fewest ends);
//!   failing that, the least of the in-between bends that fits (a line
//!   tile: ±15°, ±45°, ±75° and sharper hooks of ±105°, ±135°, ±150°; a
//!   double: ±7.5°, ±22.5°, … ±82.5°), which keeps about a fifth of the
//!   tiles that would otherwise be pushed off their parent attached
//!   (tests/layout.rs, 2,000 boards per case).
//! * Still boxed in, a tile may touch its parent's end anywhere: its near
//!   side centred on the end's face or up to a unit past its corners,
//!   turned up to ±150° in 15° steps, moved out just far enough to clear
//!   the parent (`touching_at` in `place/cand.rs`); the spot that seals
//!   fewest other ends, then the least turned and least shifted. A double
//!   there may take a *snug* foot: each toe meets
//!   the double anywhere along its far face, turned by up to 75° towards
//!   its own side (the middle toe by up to 30°), the side toes still on
//!   either side of the middle one. This keeps about two in five of the
//!   tiles that were pushed off attached (docs/layout.md).
//! * Still boxed in, the tile is **shrunk** to 0.9, 0.8, … 0.5 of a whole
//!   one (`SHRINK` in `place/cand.rs`; a double's toes take its size) and
//!   laid touching the end as above, at the largest size that fits: a
//!   smaller tile that joins its parent reads better than a whole one
//!   drawn away from it with a connector. [`PlacedTile::scale`] says so;
//!   the next tiles of its line are whole again where they fit. About
//!   half of the tiles that were pushed off stay attached this way
//!   (docs/layout.md, "Shrunk to touch").
//! * Last resort (0.2 % of tiles, most on the big sets; docs/layout.md):
//!   the nearest
//!   free spot around the parent's end, searched in rings of growing
//!   radius, whose connector crosses no tile and which seals no other
//!   end, where one is within reach. [`PlacedTile::attached`] is then
//!   `false`, and
//!   [`Layout::links`] holds the connector to draw to the parent: the
//!   shortest segment between the two, or where that would pass under a
//!   tile, a line round the tiles in its way (`place/route.rs`). The
//!   search always ends: far enough out, straight away from the centre,
//!   every box is clear of the bounded set of tiles laid so far.
//!
//! # Open ends
//! [`Layout::ends`] has one [`OpenEnd`] per free slot: free arms and toes at
//! their fixed places; a free line end where the next (non-double) tile
//! would go, computed by the same placer, so a tile dropped there lands
//! exactly on its ghost. Ghosts never overlap tiles; line-end ghosts avoid
//! free arm and toe ghosts, but two line-end ghosts may overlap each other
//! (both want the same free space; only one of them can be taken first).
//! A double dropped on a line end is laid crosswise, so it covers a
//! different (1 × 2) box than the ghost.
//!
//! # Cost
//! Each tile tests a few dozen boxes, each against the few boxes in nearby
//! cells of a spatial hash grid (no all-pairs work), the room check
//! (`place/room.rs`) a few dozen more for the open ends near it, and the
//! way-out check (`place/reach.rs`) a window of raster cells round each
//! spot it judges. A double-18 board of about 160 tiles lays out in about
//! 5.9 ms on average and 20 ms at worst, and packed for a wide window
//! ([`layout_for`], as the page does) in about 14 ms and 46 ms at worst,
//! in a native release build (`timing_double_18` in tests/layout.rs prints
//! both; 5.5 / 19 ms and 12 / 42 ms before tiles could be shrunk, 1.0 /
//! 4.6 ms and 4.3 / 7.6 ms before the way-out check).
//!
//! The page does not pay that after each play: it keeps the placer
//! ([`Growing`]), places the new tile alone and works out the open ends
//! again, which gives the same layout as the whole board
//! (`a_board_grown_play_by_play_is_laid_out_as_the_whole_board`). On
//! eight-seat double-eighteen rounds that is 0.7 ms a play at the median
//! and 6.0 ms at p95 natively (0.6 and 4.8 ms before tiles could be
//! shrunk: an open end shut in tries the smaller sizes for its ghost),
//! against 4.4 and 16 ms for the whole board; in the page's wasm in
//! Chromium (`make bench-web`) 0.50 and 3.77 ms, against 3.79 and 18.8 ms
//! (2026-12-05).

mod camera;
mod cells;
mod geom;
mod hit;
mod place;

pub use camera::{Camera, FIT_MAX_SCALE, MAX_ZOOM, MIN_ZOOM};
pub use geom::{Obb, Rect, Vec2};
pub use hit::{hit_end, hit_tile};
pub use place::{layout, layout_for, off_axes, Growing, OVERLAP_EPS, TOE_SPREAD};

use crate::rules::Tile;

/// Width of a tile in world units.
pub const TILE_W: f64 = 1.0;
/// Length of a tile in world units.
pub const TILE_L: f64 = 2.0;

/// One board tile, placed.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PlacedTile {
    /// The tile.
    pub tile: Tile,
    /// Centre of the tile (world units).
    pub center: Vec2,
    /// Direction of the line at this tile, pointing away from its parent
    /// (radians). For the start double: its long axis, `π/2` (upright) or
    /// `0` (lying, in a room wider than tall).
    pub angle: f64,
    /// True for doubles other than the start double: the long axis is
    /// perpendicular to `angle`. Otherwise the long axis runs along `angle`.
    pub crosswise: bool,
    /// Pip on the half nearer the parent (for the start double its pip; for
    /// crosswise doubles both halves are equal). Drawn at
    /// `center - dir(angle) * 0.5` for tiles that are not crosswise.
    pub near: u8,
    /// Pip on the other half.
    pub far: u8,
    /// The board tile it is attached to (`None` for the start double).
    pub parent: Option<Tile>,
    /// False in the rare case the tile had to be pushed away from its
    /// parent's end to find room (draw a connector to the parent).
    pub attached: bool,
    /// The tile's size as a fraction of [`TILE_L`] × [`TILE_W`]: 1, but
    /// below 1 for a line tile shrunk to touch a parent whose end had no
    /// room for a whole tile (rare; see the module docs).
    pub scale: f64,
}

impl PlacedTile {
    /// The tile's box.
    pub fn obb(&self) -> Obb {
        let angle = if self.crosswise {
            self.angle + std::f64::consts::FRAC_PI_2
        } else {
            self.angle
        };
        Obb::new(self.center, angle, TILE_L * self.scale, TILE_W * self.scale)
    }

    /// Whether this tile meets its parent `p`'s free end beside it, at a
    /// corner, rather than on it (docs/layout.md, "On the end, not beside
    /// it"): only asked of a tile laid on a line tile and turned by at
    /// most a right angle from it (a hook turned further meets the end
    /// beside it by design; toes and arms have their own slots).
    pub fn beside(&self, p: &PlacedTile) -> bool {
        !p.crosswise
            && p.parent.is_some()
            && place::beside_end(
                (
                    self.center,
                    Vec2::from_angle(self.angle),
                    self.scale,
                    self.crosswise,
                ),
                (p.center, Vec2::from_angle(p.angle), p.scale),
            )
    }

    /// The four corners (world units), going round the tile.
    pub fn corners(&self) -> [Vec2; 4] {
        self.obb().corners()
    }

    /// Whether world point `p` lies on the tile (border included).
    pub fn contains(&self, p: Vec2) -> bool {
        self.obb().contains(p)
    }
}

/// A free slot: where the next tile on it would sit (a tile-sized ghost
/// whose long axis runs along `angle`).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OpenEnd {
    /// The board tile offering the slot (play a tile "on" it).
    pub on: Tile,
    /// The pip a tile needs to go there.
    pub pip: u8,
    /// Centre of the ghost tile.
    pub center: Vec2,
    /// Direction of the ghost tile, away from `on`.
    pub angle: f64,
    /// Which slot of `on` (arm or toe number; 0 for a line end).
    pub slot: u8,
    /// The ghost's size as a fraction of a whole tile: below 1 where a
    /// line tile laid there would be shrunk ([`PlacedTile::scale`]).
    pub scale: f64,
}

impl OpenEnd {
    /// The ghost tile's box.
    pub fn obb(&self) -> Obb {
        Obb::new(
            self.center,
            self.angle,
            TILE_L * self.scale,
            TILE_W * self.scale,
        )
    }

    /// The ghost tile's corners.
    pub fn corners(&self) -> [Vec2; 4] {
        self.obb().corners()
    }
}

/// The line joining a detached tile to its parent
/// ([`Layout::connector`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Connector {
    /// The detached tile.
    pub tile: Tile,
    /// The polyline's points (world units), from the parent's border to
    /// the tile's; at least two.
    pub points: Vec<Vec2>,
}

impl Connector {
    /// Whether the line crosses box `b` (more than touching it).
    pub fn crosses(&self, b: &Obb) -> bool {
        self.points
            .windows(2)
            .any(|w| Obb::around_segment(w[0], w[1], 0.0).overlaps(b, OVERLAP_EPS))
    }
}

/// A laid-out board.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// Every board tile, in [`Board::placed`](crate::rules::Board::placed) order.
    pub tiles: Vec<PlacedTile>,
    /// Every free slot, in board order of the tile offering it, then slot order.
    pub ends: Vec<OpenEnd>,
    /// The connector of every detached tile, in the order they were laid.
    pub links: Vec<Connector>,
    /// Bounding box of all tiles and ends (the start double's box on an
    /// empty board).
    pub bounds: Rect,
    /// The start double's long axis (radians), laid or still to come:
    /// `π/2` (upright) or `0` (lying, in a room wider than tall). Where the
    /// start spot and a start double dragged onto it are drawn.
    pub start_angle: f64,
}

impl Layout {
    /// Bounding box of the tiles and the connectors alone, without the
    /// open ends' spots: what a finished round's table shows. [`None`] on
    /// an empty board.
    pub fn tiles_bounds(&self) -> Option<Rect> {
        let boxes = self.tiles.iter().map(|t| t.obb().aabb());
        let lines = self.links.iter().filter_map(|c| Rect::around(&c.points));
        boxes.chain(lines).reduce(|a, b| a.union(b))
    }

    /// How a spot is drawn: open end `end`'s direction and size, or, for
    /// the start double's spot (`None`), its long axis at whole size.
    pub fn spot_pose(&self, end: Option<usize>) -> (f64, f64) {
        end.map_or((self.start_angle, 1.0), |i| {
            (self.ends[i].angle, self.ends[i].scale)
        })
    }

    /// The tile `t` was laid on, if it is on this layout (`None` for the
    /// start double).
    pub fn parent(&self, t: &PlacedTile) -> Option<&PlacedTile> {
        let p = t.parent?;
        self.tiles.iter().find(|x| x.tile == p)
    }

    /// The line of tile `t` back to the centre: `t`, the tile it was laid
    /// on, that tile's, and so on to the start double (empty when `t` is
    /// not on this layout). What a tap on a tile lights, so that a crowded
    /// table shows what joins what.
    pub fn line_of(&self, t: Tile) -> Vec<Tile> {
        self.placed_line(t).iter().map(|x| x.tile).collect()
    }

    /// [`Layout::line_of`] as laid: each tile with its place and which of
    /// its numbers joins its parent.
    pub fn placed_line(&self, t: Tile) -> Vec<&PlacedTile> {
        let mut out = Vec::new();
        let mut at = self.tiles.iter().find(|x| x.tile == t);
        while let Some(x) = at {
            if out.len() > self.tiles.len() {
                break;
            }
            out.push(x);
            at = self.parent(x);
        }
        out
    }

    /// The line drawn from a detached tile to its parent (`None` for a
    /// tile that touches its parent, or has none): a polyline from the
    /// parent's border to the tile's, crossing neither. It is the shortest
    /// segment between the two boxes ([`Obb::nearest_pair`]) where that
    /// crosses no tile, and otherwise goes round the tiles in its way
    /// where a gap lets it (`place/route.rs`).
    pub fn connector(&self, t: &PlacedTile) -> Option<&Connector> {
        if t.attached {
            return None;
        }
        self.links.iter().find(|c| c.tile == t.tile)
    }
}
