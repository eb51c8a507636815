//! Incremental placement of board tiles (see the [module docs](super)).

use super::geom::{Obb, Rect, Vec2};
use super::{Connector, Layout, OpenEnd, PlacedTile, TILE_L, TILE_W};
use crate::rules::tile::MAX_TILES;
use crate::rules::{Board, Placement, Tile};
pub(crate) use cand::beside_end;
use cand::{arm_slots, bent, toe_outward, toe_slots, Cand, Foot, Kind, TOE_TURNS};
use grid::Grid;
pub use grow::Growing;
use std::f64::consts::{FRAC_PI_2, FRAC_PI_3, FRAC_PI_4, FRAC_PI_6, PI};

/// Overlap tolerance: boxes may interpenetrate by this much (rounding) and
/// still count as touching.
pub const OVERLAP_EPS: f64 = 1e-6;

/// Angle between a chicken foot's middle toe and each side toe.
pub const TOE_SPREAD: f64 = FRAC_PI_3;

/// Bends tried for a line tile, relative to its parent's direction.
const LINE_BENDS: [f64; 9] = [
    0.0,
    FRAC_PI_6,
    -FRAC_PI_6,
    FRAC_PI_3,
    -FRAC_PI_3,
    FRAC_PI_2,
    -FRAC_PI_2,
    // Hooks back past the parent's corner: for lines boxed in ahead.
    2.0 * FRAC_PI_3,
    -2.0 * FRAC_PI_3,
];
/// Bends tried for a line tile when none of [`LINE_BENDS`] fits: the
/// steps between them and sharper hooks. Only a tile that would otherwise
/// be pushed off its parent gets one, so ordinary lines keep their look.
const RESCUE_BENDS: [f64; 12] = [
    PI / 12.0,
    -PI / 12.0,
    FRAC_PI_4,
    -FRAC_PI_4,
    5.0 * PI / 12.0,
    -5.0 * PI / 12.0,
    7.0 * PI / 12.0,
    -7.0 * PI / 12.0,
    3.0 * FRAC_PI_4,
    -3.0 * FRAC_PI_4,
    5.0 * FRAC_PI_6,
    -5.0 * FRAC_PI_6,
];
/// Bends tried for a crosswise double when none of [`DOUBLE_BENDS`] has
/// room for its foot: halfway between those (±7.5°, ±22.5°, … ±82.5°).
const DOUBLE_RESCUE_BENDS: [f64; 12] = [
    PI / 24.0,
    -PI / 24.0,
    3.0 * PI / 24.0,
    -3.0 * PI / 24.0,
    5.0 * PI / 24.0,
    -5.0 * PI / 24.0,
    7.0 * PI / 24.0,
    -7.0 * PI / 24.0,
    9.0 * PI / 24.0,
    -9.0 * PI / 24.0,
    11.0 * PI / 24.0,
    -11.0 * PI / 24.0,
];
/// Bends tried for a crosswise double, every 15° up to ±75° (no quarter
/// turns: a double turned a quarter would only touch its parent at a
/// corner). The steps between the 30° ones cut pushed-off tiles by about a
/// fifth on double-twelve boards (tests/layout.rs).
const DOUBLE_BENDS: [f64; 11] = [
    0.0,
    FRAC_PI_6,
    -FRAC_PI_6,
    FRAC_PI_3,
    -FRAC_PI_3,
    PI / 12.0,
    -PI / 12.0,
    FRAC_PI_4,
    -FRAC_PI_4,
    5.0 * PI / 12.0,
    -5.0 * PI / 12.0,
];
/// Bends tried when checking that a line tile leaves room to continue.
const LOOKAHEAD_BENDS: [f64; 5] = [0.0, FRAC_PI_6, -FRAC_PI_6, FRAC_PI_3, -FRAC_PI_3];
const fn max(a: usize, b: usize) -> usize {
    if a > b {
        a
    } else {
        b
    }
}
/// Cost of a line tile or a double laid neither across the table nor up
/// and down it (a side toe's line at 60°, a line bent by 30°): as much as
/// a quarter turn, so a line off the axes turns back onto them at its next
/// tile where it can, and the table reads as rows and columns with the
/// feet's side toes between them (a line at 45° is offered the bend that
/// gets it there, [`snap_bend`]). Tiles off the axes, on `layout-report
/// --rounds 100` at 1280 × 800: 59 % → 40 % (line tiles other than toes
/// about 47 % → 24 %), 34 % with the 45° bend, with as many tiles pushed
/// off and tiles of the same size (docs/layout.md, "Rows and columns").
const OFF_AXES_WEIGHT: f64 = 3.0;

/// Whether direction `a` (radians) is neither across nor up and down
/// (more than a tenth of a degree off a whole number of right angles).
pub fn off_axes(a: f64) -> bool {
    let off = a.to_degrees().rem_euclid(90.0);
    (0.1..89.9).contains(&off)
}

/// The bend (at most 45°) that turns a tile going along `phi` onto the
/// nearest axis, when it is off the axes and none of `bends` turns it
/// onto one.
fn snap_bend(phi: f64, bends: &[f64]) -> Option<f64> {
    if !off_axes(phi) || bends.iter().any(|&d| !off_axes(phi + d)) {
        return None;
    }
    let d = cand::normalize((phi / FRAC_PI_2).round() * FRAC_PI_2 - phi);
    (d.abs() <= FRAC_PI_4 + 1e-9).then_some(d)
}

/// Cost per tile near the spot a candidate heads for: lines and feet go
/// where there is space, which leaves room for later feet.
const CROWD_WEIGHT: f64 = 0.35;

/// What the placer remembers about a board tile.
#[derive(Clone, Copy, Debug)]
struct Node {
    tile: PlacedTile,
    /// Slot positions of the start double (arms) or a double (toes).
    slots: [Cand; 8],
    /// Number of slots (0 for a line tile).
    nslots: u8,
    /// Bit `k` set when slot `k` is taken.
    taken: u8,
    /// The pip offered to children.
    offers: u8,
}

/// The placer: boxes laid so far and per-tile memory.
#[derive(Clone)]
struct Placer {
    arms: u8,
    grid: Grid,
    nodes: Vec<Node>,
    index: [u16; MAX_TILES],
    /// The window's shape (width / height) the board should fill, if known.
    aspect: Option<f64>,
    /// The boxes laid so far, bounded.
    extent: Option<Rect>,
    /// Line tiles with nothing on their free end yet (node indices).
    open: Vec<u16>,
    /// The connectors of detached tiles, in the order laid.
    links: Vec<Connector>,
    /// Where a tile's width of free room reaches the outside ([`reach`]).
    raster: reach::Raster,
}

/// Cost of growing the board's extent, per world unit, in the direction
/// that limits the fit to a window of the placer's aspect ([`layout_for`]).
const EXTENT_WEIGHT: f64 = 16.0;
/// [`EXTENT_WEIGHT`] for a window taller than wide (a phone held upright):
/// lower, so lines keep more room and fewer tiles are pushed off their
/// parent (12 % fewer at 390 × 844, for tiles 2 % smaller: docs/layout.md,
/// "Half the margin, and a phone's lines keep more room").
const TALL_EXTENT_WEIGHT: f64 = 12.0;

/// Cost per straight tile of room ahead that a new tile takes from an open
/// end near it ([`Placer::room_taken`]), on a wide window: with it a line
/// leaves its neighbours' corridors open before they are sealed, and
/// fewer tiles are pushed off (on 200 rounds a cell at 1280 × 800, 2,535
/// → 2,116, the eight-seat double-twelve tiles 0.7 px shorter: docs/layout.md,
/// "Room taken from the ends near"). On a tall
/// window it cost the phone's size target (33.1 → 31.4 px), so it stays
/// off there.
const TAKEN_WEIGHT: f64 = 8.0;

const NONE: u16 = u16::MAX;

/// How many straight tiles ahead count as room.
const ROOM: u32 = 4;
/// Cost bonus per straight tile of room ahead.
const ROOM_WEIGHT: f64 = 0.75;

impl Placer {
    fn new(arms: u8, aspect: Option<f64>) -> Placer {
        Placer {
            arms,
            grid: Grid::default(),
            nodes: Vec::new(),
            index: [NONE; MAX_TILES],
            aspect,
            extent: None,
            open: Vec::new(),
            links: Vec::new(),
            raster: reach::Raster::default(),
        }
    }

    /// The start double's long axis: along the room's long side, so
    /// lying (0) in a room wider than tall, else upright (`π/2`).
    fn start_angle(&self) -> f64 {
        match self.aspect {
            Some(a) if a > 1.0 => 0.0,
            _ => FRAC_PI_2,
        }
    }

    /// The cost per world unit of growing the board the way that limits
    /// its fit ([`Placer::growth`]).
    fn extent_weight(&self) -> f64 {
        match self.aspect {
            Some(a) if a < 1.0 => TALL_EXTENT_WEIGHT,
            _ => EXTENT_WEIGHT,
        }
    }

    /// The cost per straight tile of room that a new tile takes from the
    /// open ends near it ([`Placer::room_taken`]): [`TAKEN_WEIGHT`] on a
    /// window at least as wide as tall, none on a tall one or without a
    /// shape.
    fn taken_weight(&self) -> f64 {
        match self.aspect {
            Some(a) if a >= 1.0 => TAKEN_WEIGHT,
            _ => 0.0,
        }
    }

    /// The cost of the room a tile of `kind` at `c` (with `toes`) takes
    /// from the open ends near it: not looked at where it weighs nothing.
    fn taken_cost(&self, kind: Kind, c: &Cand, toes: &[Cand; 3], parent: usize) -> f64 {
        match self.taken_weight() {
            0.0 => 0.0,
            w => w * self.room_taken(kind, c, toes, parent) as f64,
        }
    }

    /// How much a tile of `kind` at `c` (with `toes`) would grow the
    /// board's size as the window's shape sees it: the larger of its width
    /// over the aspect and its height. 0 without an aspect.
    fn growth(&self, kind: Kind, c: &Cand, toes: &[Cand; 3]) -> f64 {
        let (Some(a), Some(r)) = (self.aspect, self.extent) else {
            return 0.0;
        };
        let size = |r: &Rect| (r.width() / a).max(r.height());
        let mut g = r.union(kind.obb(c).aabb());
        if kind == Kind::Double {
            for t in toes {
                g = g.union(Kind::Line.obb(t).aabb());
            }
        }
        size(&g) - size(&r)
    }

    fn node_of(&self, t: Tile) -> Option<usize> {
        match self.index[t.index()] {
            NONE => None,
            i => Some(i as usize),
        }
    }

    /// Toe positions for a double at `c` (whose box is free), as `foot`
    /// allows ([`Foot`]). Every toe touches the double, runs ahead of it
    /// and is clear of everything else.
    fn foot(&self, c: &Cand, foot: Foot, extra: &[Obb]) -> Option<[Cand; 3]> {
        let (ideal, toe) = (toe_slots(c), c.scale);
        let dbox = Kind::Double.obb(c);
        let ok = |t: &Cand, chosen: &[Cand]| {
            let b = Kind::Line.obb(t);
            (foot != Foot::Ideal || toe_outward(t))
                && t.dir.dot(c.dir) > 1e-9
                && self.clear(&b, extra)
                && chosen
                    .iter()
                    .all(|o| !Kind::Line.obb(o).overlaps(&b, OVERLAP_EPS))
        };
        let turns = if foot == Foot::Ideal {
            1
        } else {
            TOE_TURNS.len()
        };
        let mut chosen = [Cand::default(); 3];
        for k in 0..3 {
            let base = ideal[k];
            let attach = base.near_end();
            let found = TOE_TURNS[..turns].iter().find_map(|&turn| {
                let t = if turn == 0.0 {
                    base
                } else {
                    Cand {
                        scale: toe,
                        ..Cand::new(attach, base.angle + turn.to_radians())
                    }
                    .ahead(TILE_L * 0.5 * toe)
                };
                let clear = turn == 0.0 || !Kind::Line.obb(&t).overlaps(&dbox, OVERLAP_EPS);
                (clear && ok(&t, &chosen[..k])).then_some(t)
            });
            match found {
                Some(t) => chosen[k] = t,
                None if foot == Foot::Snug => return self.snug_foot(c, &ok),
                None => return None,
            }
        }
        Some(chosen)
    }

    /// Whether a tile of `kind` fits at `c`; for a double, with a foot.
    fn fits(&self, kind: Kind, c: &Cand, foot: Foot) -> Option<[Cand; 3]> {
        if !self.grid.free(&kind.obb(c)) {
            return None;
        }
        match kind {
            Kind::Double => self.foot(c, foot, &[]),
            Kind::Line => Some([Cand::default(); 3]),
        }
    }

    /// Whether a line tile at `c` leaves room for the next tile of its line.
    fn can_continue(&self, c: &Cand) -> bool {
        LOOKAHEAD_BENDS.iter().any(|&d| {
            let n = bent(c, d, Kind::Line);
            self.grid.free(&Kind::Line.obb(&n))
        })
    }

    /// Straight tiles (up to [`ROOM`]) that fit one after another from
    /// `from`, clear of the tiles laid and of `extra`.
    fn room(&self, from: Vec2, dir: Vec2, extra: &[Obb]) -> u32 {
        for k in 0..ROOM {
            let b = Obb {
                center: from + dir * (TILE_L * (k as f64 + 0.5)),
                dir,
                half_len: TILE_L * 0.5,
                half_wid: TILE_W * 0.5,
            };
            if !self.clear(&b, extra) {
                return k;
            }
        }
        ROOM
    }

    /// Where a new tile of `kind` goes on the free end of line tile `p`
    /// (with its toes, for a double); `false` when it had to be pushed away
    /// from the end.
    fn place_on_line(&self, pi: usize, kind: Kind) -> (Cand, [Cand; 3], bool) {
        let p = &self.nodes[pi].tile;
        let pc = Cand::of(p);
        let phi = p.angle;
        let e = pc.far_end();
        let psi = if e.length() > 1e-9 { e.angle() } else { phi };
        let bends: &[f64] = match kind {
            Kind::Line => &LINE_BENDS,
            Kind::Double => &DOUBLE_BENDS,
        };
        // A line laid off the usual bends' 30° steps (by an in-between
        // bend, or on a double turned by 15°) has no usual bend back onto
        // the axes: the bend that brings it there is on offer too.
        let snap = match kind {
            Kind::Line => snap_bend(phi, bends),
            Kind::Double => None,
        };
        const MOST: usize = max(LINE_BENDS.len() + 1, DOUBLE_BENDS.len());
        let mut list = [0.0; MOST];
        let mut n = bends.len();
        list[..n].copy_from_slice(bends);
        if let Some(d) = snap {
            list[n] = d;
            n += 1;
        }
        let bends = &list[..n];
        let mut cands = [(0.0, Cand::default()); MOST];
        for (slot, &d) in cands.iter_mut().zip(bends) {
            let c = bent(&pc, d, kind);
            let cost = d.abs() / FRAC_PI_6
                + 3.0 * (1.0 - (c.angle - psi).cos())
                + if off_axes(c.angle) {
                    OFF_AXES_WEIGHT
                } else {
                    0.0
                };
            *slot = (cost, c);
        }
        let cands = &mut cands[..bends.len()];
        // Stable sort keeps the listed order on ties: deterministic.
        cands.sort_by(|a, b| a.0.total_cmp(&b.0));
        let bonus = ROOM_WEIGHT * ROOM as f64;
        // Pass 0: a whole foot, room to go on, no pocket sealed; pass 1: a
        // foot that may bend, no pocket sealed; pass 2: anything that fits,
        // sealing as few ends as it can ([`Placer::sealed`]), then cheapest,
        // the in-between bends and the touching spots competing when every
        // usual bend seals one (docs/layout.md: with them, 796 tiles pushed
        // off on 30 rounds a cell at 1280 × 800 instead of 1,033).
        for pass in 0..3 {
            let mut best: Option<(usize, f64, Cand, [Cand; 3])> = None;
            for &(cost, c) in cands.iter() {
                if best.is_some_and(|b| b.0 == 0 && cost - bonus >= b.1) {
                    break;
                }
                let Some(toes) =
                    self.fits(kind, &c, if pass == 0 { Foot::Ideal } else { Foot::Turned })
                else {
                    continue;
                };
                let from = match kind {
                    Kind::Line => {
                        if pass == 0 && !self.can_continue(&c) {
                            continue;
                        }
                        c.far_end()
                    }
                    Kind::Double => toes[0].far_end(),
                };
                let total = cost - ROOM_WEIGHT * self.room(from, c.dir, &[]) as f64
                    + CROWD_WEIGHT * self.grid.crowd(from + c.dir * TILE_L) as f64
                    + self.extent_weight() * self.growth(kind, &c, &toes)
                    + self.taken_cost(kind, &c, &toes, pi);
                // Only a spot that would win is checked for the ends it
                // seals (the costliest check).
                if pass < 2 && best.is_some_and(|b| total >= b.1) {
                    continue;
                }
                let sealed = if pass < 2 {
                    if self.seals(kind, &c, &toes, pi) {
                        continue;
                    }
                    0
                } else {
                    self.sealed(kind, &c, &toes, pi, usize::MAX)
                };
                if best.is_none_or(|b| (sealed, total) < (b.0, b.1)) {
                    best = Some((sealed, total, c, toes));
                }
            }
            if pass == 2 && best.is_some_and(|b| b.0 > 0) {
                // Every usual bend seals an end: an in-between one that
                // seals fewer wins, and so does a spot touching the end's
                // face (below).
                for &d in rescue_bends(kind) {
                    let c = bent(&pc, d, kind);
                    if let Some(toes) = self.fits(kind, &c, Foot::Turned) {
                        let n = self.sealed(kind, &c, &toes, pi, usize::MAX);
                        if best.is_some_and(|b| n < b.0) {
                            best = Some((n, 0.0, c, toes));
                            if n == 0 {
                                break;
                            }
                        }
                    }
                }
            }
            if pass == 2 && best.is_some_and(|b| b.0 > 0) {
                if let Some((c, toes)) = self.touching(pi, kind, 1.0, false) {
                    let n = self.sealed(kind, &c, &toes, pi, usize::MAX);
                    if best.is_some_and(|b| n < b.0) {
                        best = Some((n, 0.0, c, toes));
                    }
                }
            }
            if let Some((_, _, c, toes)) = best {
                return (c, toes, true);
            }
        }
        // Still attached, at a less usual angle: the least bent that fits.
        for &d in rescue_bends(kind) {
            let c = bent(&pc, d, kind);
            if let Some(toes) = self.fits(kind, &c, Foot::Turned) {
                return (c, toes, true);
            }
        }
        // Touching the end anywhere on its face: a whole tile, else one
        // shrunk; only then beside the face, touching at a corner.
        if let Some((c, toes)) = self
            .touching(pi, kind, 1.0, false)
            .or_else(|| self.shrunk(pi, kind, false))
            .or_else(|| self.touching(pi, kind, 1.0, true))
            .or_else(|| self.shrunk(pi, kind, true))
        {
            return (c, toes, true);
        }
        // Fall back: the nearest free spot around the end.
        let (c, toes) = self.search_near(kind, e, psi, pi);
        (c, toes, false)
    }

    /// Marks tile box `b` as taken: in the grid, the extent and the
    /// raster of the room that reaches the outside ([`reach`]).
    fn block(&mut self, b: Obb) {
        self.grid.insert(b);
        let e = self.extent.map_or(b.aabb(), |r| r.union(b.aabb()));
        self.extent = Some(e);
        self.raster.insert(&b, &e);
    }

    /// Lays one tile.
    fn add(&mut self, p: &Placement) {
        let t = p.tile;
        let kind = if t.is_double() {
            Kind::Double
        } else {
            Kind::Line
        };
        let mut slots = [Cand::default(); 8];
        let (placed, nslots, offers) = match p.parent.and_then(|q| self.node_of(q)) {
            None => {
                // The start double (or, defensively, a tile whose parent is unknown).
                let angle = self.start_angle();
                let arms = arm_slots(self.arms, angle);
                for (s, &(c, a)) in slots.iter_mut().zip(&arms) {
                    *s = Cand::new(c, a);
                }
                let c = Cand::new(Vec2::default(), angle);
                let (c, attached) = if self.grid.free(&Kind::Line.obb(&c)) {
                    (c, true)
                } else {
                    (self.push_out(Kind::Line, &[c]).0, false)
                };
                let tile = PlacedTile {
                    tile: t,
                    center: c.center,
                    angle: c.angle,
                    crosswise: false,
                    near: t.hi(),
                    far: t.lo(),
                    parent: p.parent,
                    attached,
                    scale: 1.0,
                };
                (tile, arms.len() as u8, t.hi())
            }
            Some(pi) => {
                let parent = self.nodes[pi];
                let near = parent.offers;
                let far = t.other(near);
                let (c, toes, attached) = if parent.nslots > 0 {
                    let s = parent.slots[(p.slot as usize).min(parent.nslots as usize - 1)];
                    match self.fits(kind, &s, Foot::Turned) {
                        Some(toes) => (s, toes, true),
                        None => {
                            // Pushed off, it is whole again.
                            let (c, toes) = self.push_out(kind, &[Cand { scale: 1.0, ..s }]);
                            (c, toes, false)
                        }
                    }
                } else {
                    self.place_on_line(pi, kind)
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
                    scale: c.scale,
                };
                let mut nslots = 0;
                if kind == Kind::Double {
                    slots[..3].copy_from_slice(&toes);
                    nslots = 3;
                }
                (tile, nslots, far)
            }
        };
        let b = placed.obb();
        self.block(b);
        if !placed.attached {
            // Its connector, round the tiles in its way. Later tiles keep
            // off a straight one; keeping them off one that winds through
            // the gaps between tiles cost 8 to 12 % more detached tiles
            // (docs/layout.md), so that one may be covered.
            if let Some(pi) = p.parent.and_then(|q| self.node_of(q)) {
                let points = self.route(&self.nodes[pi].tile.obb(), &b);
                if let [a, z] = points[..] {
                    // Inside the extent (it joins two tiles in it), which
                    // it leaves as it is.
                    let piece = route::piece(a, z, route::LINK_WIDTH);
                    self.grid.insert(piece);
                    if let Some(e) = self.extent {
                        self.raster.insert(&piece, &e);
                    }
                }
                self.links.push(Connector { tile: t, points });
            }
        }
        if let Some(pi) = p.parent.and_then(|q| self.node_of(q)) {
            self.open.retain(|&i| i as usize != pi);
        }
        if kind == Kind::Line && p.parent.is_some() {
            self.open.push(self.nodes.len() as u16);
        }
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

/// The in-between bends tried for a tile of `kind` when the usual ones
/// will not do.
fn rescue_bends(kind: Kind) -> &'static [f64] {
    match kind {
        Kind::Line => &RESCUE_BENDS,
        Kind::Double => &DOUBLE_RESCUE_BENDS,
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
                        scale: s.scale,
                    });
                }
            }
        }
        // Line ends avoid those (they are taken first by the rules anyway).
        for e in &ends {
            self.grid.insert(e.obb());
        }
        for (i, n) in self.nodes.iter().enumerate() {
            if n.nslots == 0 && n.taken == 0 {
                let (c, _, _) = self.place_on_line(i, Kind::Line);
                ends.push(OpenEnd {
                    on: n.tile.tile,
                    pip: n.offers,
                    center: c.center,
                    angle: c.angle,
                    slot: 0,
                    scale: c.scale,
                });
            }
        }
        let order = |t: Tile| self.index[t.index()];
        ends.sort_by_key(|e| (order(e.on), e.slot));
        let tiles: Vec<PlacedTile> = self.nodes.iter().map(|n| n.tile).collect();
        let mut bounds: Option<Rect> = None;
        let mut grow = |r: Rect| bounds = Some(bounds.map_or(r, |b| b.union(r)));
        for t in &tiles {
            grow(t.obb().aabb());
        }
        for e in &ends {
            grow(e.obb().aabb());
        }
        let start_angle = self.start_angle();
        let bounds =
            bounds.unwrap_or_else(|| Obb::new(Vec2::default(), start_angle, TILE_L, TILE_W).aabb());
        Layout {
            tiles,
            ends,
            links: self.links,
            bounds,
            start_angle,
        }
    }
}

/// Lays out a board: see the [module docs](super).
pub fn layout(board: &Board) -> Layout {
    lay_out(board, None)
}

/// Lays out a board to fill a window of `aspect` (width / height of the
/// room for the board): of the bends a line tile may take, those that
/// grow the board in the direction that limits the fit cost more
/// (16 per world unit; 12 on a window taller than wide), so on a wide
/// window lines turn
/// sideways rather than up and down, and the board packs into the window's
/// shape. The same board and aspect always give the same layout, and tiles
/// laid never move as the board grows.
pub fn layout_for(board: &Board, aspect: f64) -> Layout {
    lay_out(board, room_shape(aspect))
}

/// The window shape the placer packs for: `aspect` kept within 1:4 and
/// 4:1; none for a shape that is not a positive number.
fn room_shape(aspect: f64) -> Option<f64> {
    (aspect.is_finite() && aspect > 0.0).then_some(aspect.clamp(0.25, 4.0))
}

fn lay_out(board: &Board, aspect: Option<f64>) -> Layout {
    let mut p = Placer::new(board.arms(), aspect);
    for pl in board.placed() {
        p.add(pl);
    }
    p.finish()
}

mod cand;
mod grid;
mod grow;
mod reach;
mod rescue;
mod room;
mod route;
#[cfg(test)]
mod tests;
