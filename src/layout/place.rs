//! Incremental placement of board tiles (see the [module docs](super)).

use super::geom::{Obb, Rect, Vec2};
use super::{Layout, OpenEnd, PlacedTile, TILE_L, TILE_W};
use crate::rules::tile::MAX_TILES;
use crate::rules::{Board, Placement, Tile};
use std::collections::HashMap;
use std::f64::consts::{FRAC_PI_2, FRAC_PI_3, FRAC_PI_6, PI};
use std::hash::{BuildHasherDefault, Hasher};

/// Overlap tolerance: boxes may interpenetrate by this much (rounding) and
/// still count as touching.
pub const OVERLAP_EPS: f64 = 1e-6;

/// Angle between a chicken foot's middle toe and each side toe.
pub const TOE_SPREAD: f64 = FRAC_PI_3;

/// Bends tried for a line tile, relative to its parent's direction.
const LINE_BENDS: [f64; 7] = [
    0.0, FRAC_PI_6, -FRAC_PI_6, FRAC_PI_3, -FRAC_PI_3, FRAC_PI_2, -FRAC_PI_2,
];
/// Bends tried for a crosswise double (no quarter turns: a double turned a
/// quarter would only touch its parent at a corner).
const DOUBLE_BENDS: [f64; 5] = [0.0, FRAC_PI_6, -FRAC_PI_6, FRAC_PI_3, -FRAC_PI_3];
/// Bends tried when checking that a line tile leaves room to continue.
const LOOKAHEAD_BENDS: [f64; 5] = DOUBLE_BENDS;
/// Side length of a spatial-grid cell (world units).
const CELL: f64 = 2.0;

/// FxHash: a fast non-cryptographic hasher for grid cell keys.
#[derive(Default)]
struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(b as u64);
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// A uniform grid of boxes for "does this box hit anything" queries.
#[derive(Default)]
struct Grid {
    cells: HashMap<u64, Vec<u32>, BuildHasherDefault<Fx>>,
    boxes: Vec<Obb>,
    extent: Option<Rect>,
}

fn cell_range(r: &Rect) -> (i32, i32, i32, i32) {
    (
        (r.min.x / CELL).floor() as i32,
        (r.max.x / CELL).floor() as i32,
        (r.min.y / CELL).floor() as i32,
        (r.max.y / CELL).floor() as i32,
    )
}

fn key(x: i32, y: i32) -> u64 {
    ((x as u32 as u64) << 32) | y as u32 as u64
}

impl Grid {
    fn insert(&mut self, b: Obb) {
        let id = self.boxes.len() as u32;
        let r = b.aabb();
        let (x0, x1, y0, y1) = cell_range(&r);
        for x in x0..=x1 {
            for y in y0..=y1 {
                self.cells.entry(key(x, y)).or_default().push(id);
            }
        }
        self.extent = Some(self.extent.map_or(r, |e| e.union(r)));
        self.boxes.push(b);
    }

    /// Whether `b` overlaps no box in the grid.
    fn free(&self, b: &Obb) -> bool {
        let r = b.aabb();
        match self.extent {
            None => return true,
            Some(e) if !e.overlaps(&r, OVERLAP_EPS) => return true,
            _ => {}
        }
        let (x0, x1, y0, y1) = cell_range(&r);
        for x in x0..=x1 {
            for y in y0..=y1 {
                if let Some(ids) = self.cells.get(&key(x, y)) {
                    for &id in ids {
                        let o = &self.boxes[id as usize];
                        if o.aabb().overlaps(&r, OVERLAP_EPS) && o.overlaps(b, OVERLAP_EPS) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }
}

/// What a new tile looks like from the placer's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// A non-double: 2 long along the line.
    Line,
    /// A crosswise double: 1 deep along the line, 2 across.
    Double,
}

impl Kind {
    fn obb(self, center: Vec2, angle: f64) -> Obb {
        match self {
            Kind::Line => Obb::new(center, angle, TILE_L, TILE_W),
            Kind::Double => Obb::new(center, angle, TILE_W, TILE_L),
        }
    }
}

/// A fixed position for a slot of the start double or of a double.
#[derive(Clone, Copy, Debug, Default)]
struct Slot {
    center: Vec2,
    angle: f64,
}

/// What the placer remembers about a board tile.
#[derive(Clone, Copy, Debug)]
struct Node {
    tile: PlacedTile,
    /// Slot positions of the start double (arms) or a double (toes).
    slots: [Slot; 8],
    /// Number of slots (0 for a line tile).
    nslots: u8,
    /// Bit `k` set when slot `k` is taken.
    taken: u8,
    /// The pip offered to children.
    offers: u8,
}

/// Arm directions and positions of a start double with `arms` arms.
pub(crate) fn arm_slots(arms: u8) -> Vec<(Vec2, f64)> {
    let n = arms.max(1) as f64;
    let fan = if arms >= 3 { 0.5 / (PI / n).tan() } else { 0.0 };
    (0..arms)
        .map(|k| {
            let a = 2.0 * PI * k as f64 / n;
            let u = Vec2::from_angle(a);
            // The start double stands upright: half-extents 0.5 across, 1 down.
            let clear = 0.5 * TILE_W * u.x.abs() + 0.5 * TILE_L * u.y.abs();
            let r = clear.max(fan);
            (u * (r + TILE_L * 0.5), a)
        })
        .collect()
}

/// The three toe positions of a crosswise double at `d` whose line runs
/// along `angle`: slot 0 straight on, slot 1 turned by `-TOE_SPREAD`, slot 2
/// by `+TOE_SPREAD`. Side toes touch the double's corner and the middle toe.
fn toe_slots(d: Vec2, angle: f64) -> [Slot; 3] {
    let u = Vec2::from_angle(angle);
    let n = u.perp();
    let (sa, ca) = TOE_SPREAD.sin_cos();
    let side = |s: f64| {
        let q = d + u * (0.5 + 0.5 * sa) + n * (s * (0.5 + 0.5 * ca));
        let a = angle + s * TOE_SPREAD;
        Slot {
            center: q + Vec2::from_angle(a) * (TILE_L * 0.5),
            angle: a,
        }
    };
    [
        Slot {
            center: d + u * (TILE_W * 0.5 + TILE_L * 0.5),
            angle,
        },
        side(-1.0),
        side(1.0),
    ]
}

/// Whether a toe at `s` runs away from the board centre.
fn toe_outward(s: &Slot) -> bool {
    Vec2::from_angle(s.angle).dot(s.center) > 1e-9
}

/// Centre of a new tile of `kind` attached to the free end `e` of a line
/// tile running along `phi`, turned by `delta` (|delta| ≤ 90°).
fn bent_center(e: Vec2, phi: f64, delta: f64, kind: Kind) -> Vec2 {
    let theta = phi + delta;
    let ut = Vec2::from_angle(theta);
    if delta == 0.0 {
        return e + ut * (kind.obb(e, theta).half_len);
    }
    let s = delta.signum();
    let up = Vec2::from_angle(phi);
    let b = kind.obb(e, theta);
    if (delta.abs() - FRAC_PI_2).abs() < 1e-9 {
        // A quarter turn: the new tile's near half sits right past the end.
        return e + up * b.half_wid + ut * (b.half_len - b.half_wid);
    }
    // Hinge on the parent's corner on the inside of the turn.
    let k = e + up.perp() * (0.5 * TILE_W * s);
    k + ut * b.half_len - ut.perp() * (b.half_wid * s)
}

/// The placer: boxes laid so far and per-tile memory.
struct Placer {
    arms: u8,
    grid: Grid,
    nodes: Vec<Node>,
    index: [u16; MAX_TILES],
}

const NONE: u16 = u16::MAX;

/// A candidate position for a new tile.
#[derive(Clone, Copy)]
struct Cand {
    center: Vec2,
    angle: f64,
}

impl Placer {
    fn new(arms: u8) -> Placer {
        Placer {
            arms,
            grid: Grid::default(),
            nodes: Vec::new(),
            index: [NONE; MAX_TILES],
        }
    }

    fn node_of(&self, t: Tile) -> Option<usize> {
        match self.index[t.index()] {
            NONE => None,
            i => Some(i as usize),
        }
    }

    /// Whether a tile of `kind` at `c` fits (for a double: with its whole
    /// foot, every toe running outward).
    fn fits(&self, kind: Kind, c: Cand) -> bool {
        if !self.grid.free(&kind.obb(c.center, c.angle)) {
            return false;
        }
        if kind == Kind::Double {
            for s in toe_slots(c.center, c.angle) {
                if !toe_outward(&s) || !self.grid.free(&Kind::Line.obb(s.center, s.angle)) {
                    return false;
                }
            }
        }
        true
    }

    /// Whether a line tile at `c` leaves room for the next tile of its line.
    fn can_continue(&self, c: Cand) -> bool {
        let e = c.center + Vec2::from_angle(c.angle) * (TILE_L * 0.5);
        LOOKAHEAD_BENDS.iter().any(|&d| {
            let nc = bent_center(e, c.angle, d, Kind::Line);
            self.grid.free(&Kind::Line.obb(nc, c.angle + d))
        })
    }

    /// Where a new tile of `kind` goes on the free end of line tile `p`;
    /// `false` when it had to be pushed away from the end.
    fn place_on_line(&self, p: &PlacedTile, kind: Kind) -> (Cand, bool) {
        let phi = p.angle;
        let e = p.center + Vec2::from_angle(phi) * (TILE_L * 0.5);
        let psi = if e.length() > 1e-9 { e.angle() } else { phi };
        let bends: &[f64] = match kind {
            Kind::Line => &LINE_BENDS,
            Kind::Double => &DOUBLE_BENDS,
        };
        let mut cands: Vec<(f64, Cand)> = bends
            .iter()
            .map(|&d| {
                let theta = phi + d;
                let cost = d.abs() / FRAC_PI_6 + 3.0 * (1.0 - (theta - psi).cos());
                let c = Cand {
                    center: bent_center(e, phi, d, kind),
                    angle: theta,
                };
                (cost, c)
            })
            .collect();
        // Stable sort keeps the listed order on ties: deterministic.
        cands.sort_by(|a, b| a.0.total_cmp(&b.0));
        if kind == Kind::Line {
            if let Some(&(_, c)) = cands
                .iter()
                .find(|(_, c)| self.fits(kind, *c) && self.can_continue(*c))
            {
                return (c, true);
            }
        }
        if let Some(&(_, c)) = cands.iter().find(|(_, c)| self.fits(kind, *c)) {
            return (c, true);
        }
        // Fall back: step out along the candidate directions and straight
        // away from the centre until there is room. Every ray leaves the
        // bounded set of tiles laid so far, and far enough out every toe of
        // a foot runs outward, so this ends.
        let radial = Cand {
            center: e + Vec2::from_angle(psi) * kind.obb(e, psi).half_len,
            angle: psi,
        };
        cands.insert(0, (0.0, radial));
        (
            self.push_out(kind, &cands.iter().map(|x| x.1).collect::<Vec<_>>()),
            false,
        )
    }

    /// Steps each candidate outward along its own direction until one fits.
    fn push_out(&self, kind: Kind, cands: &[Cand]) -> Cand {
        let mut k = 1.0;
        loop {
            for c in cands {
                let moved = Cand {
                    center: c.center + Vec2::from_angle(c.angle) * (0.5 * k),
                    angle: c.angle,
                };
                if self.fits(kind, moved) {
                    return moved;
                }
            }
            k += 1.0;
        }
    }

    /// Lays one tile.
    fn add(&mut self, p: &Placement) {
        let t = p.tile;
        let kind = if t.is_double() {
            Kind::Double
        } else {
            Kind::Line
        };
        let (placed, slots, nslots, offers) = match p.parent.and_then(|q| self.node_of(q)) {
            None => {
                // The start double (or, defensively, a tile whose parent is unknown).
                let arms = arm_slots(self.arms);
                let mut slots = [Slot::default(); 8];
                for (s, &(c, a)) in slots.iter_mut().zip(&arms) {
                    *s = Slot {
                        center: c,
                        angle: a,
                    };
                }
                let tile = PlacedTile {
                    tile: t,
                    center: Vec2::default(),
                    angle: FRAC_PI_2,
                    crosswise: false,
                    near: t.hi(),
                    far: t.lo(),
                    parent: p.parent,
                    attached: true,
                };
                let c = Cand {
                    center: tile.center,
                    angle: tile.angle,
                };
                let (c, ok) = if self.grid.free(&Kind::Line.obb(c.center, c.angle)) {
                    (c, true)
                } else {
                    (self.push_out(Kind::Line, &[c]), false)
                };
                let tile = PlacedTile {
                    center: c.center,
                    attached: ok,
                    ..tile
                };
                (tile, slots, arms.len() as u8, t.hi())
            }
            Some(pi) => {
                let parent = self.nodes[pi];
                let near = parent.offers;
                let far = t.other(near);
                let (c, attached) = if parent.nslots > 0 {
                    let s = parent.slots[(p.slot as usize).min(parent.nslots as usize - 1)];
                    let c = Cand {
                        center: s.center,
                        angle: s.angle,
                    };
                    if self.fits(kind, c) {
                        (c, true)
                    } else {
                        (self.push_out(kind, &[c]), false)
                    }
                } else {
                    self.place_on_line(&parent.tile, kind)
                };
                self.nodes[pi].taken |= 1 << p.slot.min(7);
                let tile = PlacedTile {
                    tile: t,
                    center: c.center,
                    angle: c.angle,
                    crosswise: kind == Kind::Double,
                    near,
                    far,
                    parent: p.parent,
                    attached,
                };
                let mut slots = [Slot::default(); 8];
                let mut nslots = 0;
                if kind == Kind::Double {
                    slots[..3].copy_from_slice(&toe_slots(c.center, c.angle));
                    nslots = 3;
                }
                (tile, slots, nslots, far)
            }
        };
        self.grid
            .insert(kind_of(&placed).obb(placed.center, placed.angle));
        self.index[t.index()] = self.nodes.len() as u16;
        self.nodes.push(Node {
            tile: placed,
            slots,
            nslots,
            taken: 0,
            offers,
        });
    }
}

fn kind_of(t: &PlacedTile) -> Kind {
    if t.crosswise {
        Kind::Double
    } else {
        Kind::Line
    }
}

impl Placer {
    /// The open ends of everything laid, then the finished layout.
    fn finish(mut self) -> Layout {
        let mut ends = Vec::new();
        // Free slots of the start double and doubles have fixed places.
        for n in &self.nodes {
            for k in 0..n.nslots {
                if n.taken & (1 << k) == 0 {
                    let s = n.slots[k as usize];
                    ends.push(OpenEnd {
                        on: n.tile.tile,
                        pip: n.offers,
                        center: s.center,
                        angle: s.angle,
                        slot: k,
                    });
                }
            }
        }
        // Line ends avoid those (they are taken first by the rules anyway).
        for e in &ends {
            self.grid.insert(Kind::Line.obb(e.center, e.angle));
        }
        for n in &self.nodes {
            if n.nslots == 0 && n.taken == 0 {
                let (c, _) = self.place_on_line(&n.tile, Kind::Line);
                ends.push(OpenEnd {
                    on: n.tile.tile,
                    pip: n.offers,
                    center: c.center,
                    angle: c.angle,
                    slot: 0,
                });
            }
        }
        let order = |t: Tile| self.index[t.index()];
        ends.sort_by_key(|e| (order(e.on), e.slot));
        let tiles: Vec<PlacedTile> = self.nodes.iter().map(|n| n.tile).collect();
        let mut bounds: Option<Rect> = None;
        let mut grow = |r: Rect| bounds = Some(bounds.map_or(r, |b| b.union(r)));
        for t in &tiles {
            grow(kind_of(t).obb(t.center, t.angle).aabb());
        }
        for e in &ends {
            grow(Kind::Line.obb(e.center, e.angle).aabb());
        }
        let bounds = bounds.unwrap_or(Rect {
            min: Vec2::new(-0.5 * TILE_W, -0.5 * TILE_L),
            max: Vec2::new(0.5 * TILE_W, 0.5 * TILE_L),
        });
        Layout {
            tiles,
            ends,
            bounds,
        }
    }
}

/// Lays out a board: see the [module docs](super).
pub fn layout(board: &Board) -> Layout {
    let mut p = Placer::new(board.arms());
    for pl in board.placed() {
        p.add(pl);
    }
    p.finish()
}
