//! Where a tile goes when no usual bend fits at its parent's end: a spot
//! touching the end's face anywhere ([`Placer::touching`]), a double's
//! foot squeezed in round it ([`Placer::snug_foot`]), a tile shrunk to
//! touch it ([`Placer::shrunk`]), and, when nothing touches, the nearest
//! spot whose connector crosses no tile
//! ([`Placer::search_near`]): the tile is then pushed off its parent
//! (docs/layout.md).

use super::cand::{
    beside_face, touching_at, Cand, Foot, Kind, CROSS_SHIFTS, CROSS_TURNS, SHRINK, SNUG_MIDDLE,
    SNUG_MIDDLE_TURNS, SNUG_SIDE, SNUG_SIDE_TURNS,
};
use super::{route, Placer};
use crate::layout::geom::{Obb, Vec2};
use crate::layout::{TILE_L, TILE_W};
use std::f64::consts::PI;

impl Placer {
    /// A tile of `kind` shrunk ([`SHRINK`]) so that it touches the free
    /// end of line tile `pi`, for when no whole tile does: the largest
    /// size whose ends keep a whole way out ([`Placer::way_out`]), else the
    /// largest that keeps the most of one; at that size, the spot that
    /// keeps the most, then seals fewest ends. (Choosing the size by the
    /// ends sealed too drew nearly twice as many tiles at half size for
    /// 5 % fewer pushed off; the way out, 13 % fewer for 4 % more shrunk:
    /// docs/layout.md.) `beside` as for [`Placer::touching`].
    pub(super) fn shrunk(&self, pi: usize, kind: Kind, beside: bool) -> Option<(Cand, [Cand; 3])> {
        let mut best: Option<(u8, Cand, [Cand; 3])> = None;
        for &k in &SHRINK {
            let Some((short, c, toes)) = self.touching_rated(pi, kind, k, beside) else {
                continue;
            };
            if short == 0 {
                return Some((c, toes));
            }
            if best.is_none_or(|b| short < b.0) {
                best = Some((short, c, toes));
            }
        }
        best.map(|(_, c, toes)| (c, toes))
    }

    /// How well the free ends a tile of `kind` at `c` (with `toes`)
    /// brings can go on, with the tile laid: 2 when each can take a line
    /// tile and a double with its foot, both of the smallest size
    /// ([`SHRINK`]) and touching it (turned by up to 90°, in 30° steps,
    /// corners included); 1 when each can take such a line tile; else 0.
    /// The next tile may be either, whatever the end's pip, so that where
    /// a tile goes never depends on the tile that follows it (the spot an
    /// end shows is where its tile lands). A tile shrunk into a pocket
    /// whose own end then faces a wall was, on 2026-12-07, what most
    /// tiles pushed off hung from (docs/layout.md).
    pub(super) fn way_out(&self, kind: Kind, c: &Cand, toes: &[Cand; 3]) -> u8 {
        let (boxes, nb) = super::room::laid_boxes(kind, c, toes);
        let extra = &boxes[..nb];
        let ends: &[Cand] = match kind {
            Kind::Line => std::slice::from_ref(c),
            Kind::Double => toes,
        };
        let small = SHRINK[SHRINK.len() - 1];
        let takes = |t: &Cand, child: Kind| {
            let from = Kind::Line.obb(t);
            let e = t.far_end();
            (-3i32..=3).any(|k| {
                (-2i32..=2).any(|j| {
                    let (turn, s) = (f64::from(k) * PI / 6.0, f64::from(j) * 0.25 * small);
                    touching_at(&from, e, t.angle, (s, turn), child, small).is_some_and(|n| {
                        self.clear(&child.obb(&n), extra)
                            && (child == Kind::Line || self.foot(&n, Foot::Snug, extra).is_some())
                    })
                })
            })
        };
        if !ends.iter().all(|t| takes(t, Kind::Line)) {
            0
        } else if ends.iter().all(|t| takes(t, Kind::Double)) {
            2
        } else {
            1
        }
    }

    /// A free spot for a tile of `kind` and size `scale` (1: whole) that
    /// still touches the free end of line tile `pi`, for when no bend
    /// hinged on its corners fits: the new tile's near side centred
    /// anywhere on the end's face or up to a unit past its corners, turned
    /// up to 150° either way, its double with a snug foot ([`Foot::Snug`]).
    /// The least turned, least shifted wins. Unless `beside`, a spot
    /// that meets the end only at its corner ([`beside_face`]: turned by
    /// a right angle or less) is passed over: the placer asks for those
    /// only when no spot on the end, whole or shrunk, is free
    /// (docs/layout.md, "On the end, not beside it").
    pub(super) fn touching(
        &self,
        pi: usize,
        kind: Kind,
        scale: f64,
        beside: bool,
    ) -> Option<(Cand, [Cand; 3])> {
        self.touching_rated(pi, kind, scale, beside)
            .map(|(_, c, toes)| (c, toes))
    }

    /// [`Placer::touching`], with how far the spot's ends fall short of a
    /// whole way out (2 less [`Placer::way_out`]; 0, not judged, for a
    /// whole tile).
    fn touching_rated(
        &self,
        pi: usize,
        kind: Kind,
        scale: f64,
        beside: bool,
    ) -> Option<(u8, Cand, [Cand; 3])> {
        let spots = self.touching_spots(pi, kind, scale, beside);
        // A foot whose toes only turn, anywhere, before a snug one; the
        // spot that seals fewest ends ([`Placer::sealed`]), cheapest first;
        // a shrunk tile's, first of all, keeping its own ends the most of
        // a way out ([`Placer::way_out`]).
        let shrunk = scale < 1.0;
        [Foot::Turned, Foot::Snug].into_iter().find_map(|foot| {
            // (short of a way out, ends sealed), the spot, its toes.
            let mut best: Option<((u8, usize), Cand, [Cand; 3])> = None;
            for c in &spots {
                let Some(toes) = self.fits(kind, c, foot) else {
                    continue;
                };
                // The way out first: cheaper than the ends sealed, which
                // only a spot as good so far is checked for.
                let out = if shrunk {
                    2 - self.way_out(kind, c, &toes)
                } else {
                    0
                };
                if best.is_some_and(|b| out > b.0 .0) {
                    continue;
                }
                let n = self.sealed(kind, c, &toes, pi, usize::MAX);
                if best.is_none_or(|b| (out, n) < b.0) {
                    best = Some(((out, n), *c, toes));
                }
                if (out, n) == (0, 0) {
                    break;
                }
            }
            best.map(|((short, _), c, toes)| (short, c, toes))
        })
    }

    /// The free spots for a tile of `kind` and size `scale` touching the
    /// free end of line tile `pi` ([`Placer::touching`]), cheapest first.
    fn touching_spots(&self, pi: usize, kind: Kind, scale: f64, beside: bool) -> Vec<Cand> {
        let p = Cand::of(&self.nodes[pi].tile);
        let from = Kind::Line.obb(&p);
        let e = p.far_end();
        // Turns k·15° (|k| ≤ 10) and shifts j/4 of the tile's width
        // (|j| ≤ 4), cheapest first: the cost, |turn| / 30° + 2 |shift|, is
        // (|k| + |j|) / 2.
        let mut spots = Vec::new();
        for cost in 0..=14 {
            for k in -10i32..=10 {
                for j in -4i32..=4 {
                    if k.abs() + j.abs() != cost {
                        continue;
                    }
                    let (turn, t) = (f64::from(k) * PI / 12.0, f64::from(j) * 0.25 * scale);
                    if let Some(c) = touching_at(&from, e, p.angle, (t, turn), kind, scale) {
                        if !beside && beside_face(&c, kind, &p) {
                            continue;
                        }
                        if self.grid.free(&kind.obb(&c)) {
                            spots.push(c);
                        }
                    }
                }
            }
        }
        spots
    }

    /// A foot squeezed in where the turned toes find no room: each toe may
    /// meet the double anywhere on its far face, turned by up to 75° (the
    /// side toes towards their own side, the middle one by up to 30°),
    /// tried middle toe first, each middle toe with every pair of side
    /// toes; failing those, a side toe may leave from the double's short
    /// end on its own side, turned ahead ([`CROSS_TURNS`]), so the foot
    /// stands as a cross. `ok` says whether a toe is clear of the board
    /// and of the toes chosen before it.
    pub(super) fn snug_foot(
        &self,
        c: &Cand,
        ok: &dyn Fn(&Cand, &[Cand]) -> bool,
    ) -> Option<[Cand; 3]> {
        let (dbox, k) = (Kind::Double.obb(c), c.scale);
        // Every toe that touches the face of the double centred at `e`,
        // facing `angle`, at the shifts `spots` (times `shift`) and turns
        // `turns` (times `turn`), and that `ok` accepts alone, once.
        let toes = |e: Vec2, angle: f64, spots: &[f64], turns: &[f64], shift: f64, turn: f64| {
            let mut out = Vec::new();
            for &t in spots {
                for &a in turns {
                    let a = (turn * a).to_radians();
                    if let Some(toe) =
                        touching_at(&dbox, e, angle, (shift * t * k, a), Kind::Line, k)
                    {
                        if ok(&toe, &[]) {
                            out.push(toe);
                        }
                    }
                }
            }
            out
        };
        let face = c.center + c.dir * (TILE_W * 0.5 * k);
        // A side toe on the far face, towards side `s`; failing those, from
        // the double's short end on that side, turned ahead: a cross, the
        // last resort.
        let side = |s: f64| {
            let mut out = toes(face, c.angle, &SNUG_SIDE, &SNUG_SIDE_TURNS, s, s);
            let end = c.center + c.dir.perp() * (s * TILE_L * 0.5 * k);
            let out_sideways = c.angle + s * PI / 2.0;
            out.extend(toes(
                end,
                out_sideways,
                &CROSS_SHIFTS,
                &CROSS_TURNS,
                1.0,
                -s,
            ));
            out
        };
        let left = side(-1.0);
        if left.is_empty() {
            return None;
        }
        let right = side(1.0);
        // Across the double: slot 1 stays on the left of the middle toe and
        // slot 2 on its right, so the foot reads as the ideal one does.
        let across = |t: &Cand| (t.center - c.center).dot(c.dir.perp());
        for m in toes(face, c.angle, &SNUG_MIDDLE, &SNUG_MIDDLE_TURNS, 1.0, 1.0) {
            let Some(&a) = left.iter().find(|a| across(a) < across(&m) && ok(a, &[m])) else {
                continue;
            };
            if let Some(&b) = right
                .iter()
                .find(|b| across(b) > across(&m) && ok(b, &[m, a]))
            {
                return Some([m, a, b]);
            }
        }
        None
    }

    /// The nearest spot around `e` where a tile of `kind` fits, pointing
    /// away from `e`, for a tile that cannot touch its parent (node
    /// `pi`): rings of growing radius, directions nearest `psi` (away
    /// from the centre) first. A spot whose connector to the parent
    /// ([`Placer::link_clear`]) would cross a tile is passed over while a
    /// clear one turns up within [`LINK_REACH`] more units out, and so is
    /// one that would seal an end ([`Placer::sealed`]): the first clear
    /// spot that seals none wins, else the clear one that seals fewest,
    /// else the first that fits. This ends:
    /// far enough out along `psi` itself every box, a foot's included, is
    /// clear of the bounded set of tiles laid so far.
    pub(super) fn search_near(
        &self,
        kind: Kind,
        e: Vec2,
        psi: f64,
        pi: usize,
    ) -> (Cand, [Cand; 3]) {
        const DIRS: i32 = 24;
        let parent = &self.nodes[pi].tile.obb();
        let step = 2.0 * PI / DIRS as f64;
        let mut r = 0.5;
        let mut first: Option<(f64, Cand, [Cand; 3])> = None;
        // Spots whose connector is clear: the one that seals fewest ends.
        let mut clear: Option<(usize, Cand, [Cand; 3])> = None;
        while r < 1e5 && first.is_none_or(|f| r <= f.0 + LINK_REACH) {
            for j in 0..DIRS {
                // 0, +1, -1, +2, -2, ... steps away from `psi`.
                let k = (j + 1) / 2 * if j % 2 == 1 { 1 } else { -1 };
                let c = Cand::new(e, psi + k as f64 * step);
                let c = c.ahead(r + kind.depth() * 0.5);
                if let Some(toes) = self.fits(kind, &c, Foot::Turned) {
                    if self.link_clear(parent, &kind.obb(&c)) {
                        let n = self.sealed(kind, &c, &toes, pi, usize::MAX);
                        if n == 0 {
                            return (c, toes);
                        }
                        if clear.is_none_or(|b| n < b.0) {
                            clear = Some((n, c, toes));
                        }
                    }
                    first = first.or(Some((r, c, toes)));
                }
            }
            r += 0.5;
        }
        if let Some((_, c, toes)) = clear {
            return (c, toes);
        }
        if let Some((_, c, toes)) = first {
            return (c, toes);
        }
        // Unreachable in practice (see above); rays always end.
        self.push_out(kind, &[Cand::new(e, psi)])
    }

    /// Whether the connector drawn from box `parent` to a detached tile's
    /// box `b` ([`Layout::connector`](super::Layout::connector): the
    /// shortest segment between them) crosses no tile laid.
    pub(super) fn link_clear(&self, parent: &Obb, b: &Obb) -> bool {
        self.grid.free(&link_box(parent, b))
    }

    /// Steps each candidate outward along its own direction until one fits.
    pub(super) fn push_out(&self, kind: Kind, cands: &[Cand]) -> (Cand, [Cand; 3]) {
        let mut k = 1.0;
        loop {
            for c in cands {
                let moved = c.ahead(0.5 * k);
                if let Some(toes) = self.fits(kind, &moved, Foot::Turned) {
                    return (moved, toes);
                }
            }
            k += 1.0;
        }
    }
}

/// How much further out than the nearest free spot a detached tile may
/// go to find one whose connector crosses no tile (world units).
const LINK_REACH: f64 = 4.0;

/// The box the connector from box `parent` to a detached tile's box `b`
/// keeps clear: the line [`Layout::connector`](super::Layout::connector)
/// draws (the shortest segment between them), a tenth of a unit wide,
/// less a hundredth at each end (where it meets the two tiles it joins).
fn link_box(parent: &Obb, b: &Obb) -> Obb {
    let (a, z) = parent.nearest_pair(b);
    route::piece(a, z, route::LINK_WIDTH)
}
