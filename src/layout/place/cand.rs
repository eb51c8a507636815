//! Where a new tile may go: candidate positions and the shapes of feet.
//!
//! A [`Cand`] is a centre and a direction; a [`Kind`] turns it into the
//! box of a line tile or of a crosswise double. The functions here build
//! candidates next to a parent (bends hinged on its corners, a tile
//! touching anywhere along its face) and the slots of arms and toes;
//! which candidate wins is [`super::Placer`]'s business.

use super::{OVERLAP_EPS, TOE_SPREAD};
use crate::layout::geom::{Obb, Vec2};
use crate::layout::{TILE_L, TILE_W};
use std::f64::consts::{FRAC_PI_2, PI};

/// What a new tile looks like from the placer's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Kind {
    /// A non-double: 2 long along the line.
    Line,
    /// A crosswise double: 1 deep along the line, 2 across.
    Double,
}

impl Kind {
    /// The box of a tile of this kind at `c`, of `c`'s size.
    pub(super) fn obb(self, c: &Cand) -> Obb {
        let (half_len, half_wid) = match self {
            Kind::Line => (TILE_L * 0.5, TILE_W * 0.5),
            Kind::Double => (TILE_W * 0.5, TILE_L * 0.5),
        };
        Obb {
            center: c.center,
            dir: c.dir,
            half_len: half_len * c.scale,
            half_wid: half_wid * c.scale,
        }
    }

    /// Depth along the line.
    pub(super) fn depth(self) -> f64 {
        match self {
            Kind::Line => TILE_L,
            Kind::Double => TILE_W,
        }
    }
}

/// A position and direction for a tile (or a slot), and the tile's size.
#[derive(Clone, Copy, Debug)]
pub(super) struct Cand {
    pub(super) center: Vec2,
    pub(super) angle: f64,
    /// `Vec2::from_angle(angle)`, cached.
    pub(super) dir: Vec2,
    /// The tile's size as a fraction of a whole one: 1 but for a line tile
    /// shrunk to touch a parent whose end has no room for a whole tile
    /// ([`SHRINK`]).
    pub(super) scale: f64,
}

impl Default for Cand {
    fn default() -> Cand {
        Cand::new(Vec2::default(), 0.0)
    }
}

impl Cand {
    /// A whole tile at `center`, running along `angle`.
    pub(super) fn new(center: Vec2, angle: f64) -> Cand {
        let angle = normalize(angle);
        Cand {
            center,
            angle,
            dir: Vec2::from_angle(angle),
            scale: 1.0,
        }
    }

    /// Where placed tile `t` lies, at its size, as a line tile (a
    /// crosswise double's box is [`Kind::Double`]'s at the same place).
    pub(super) fn of(t: &crate::layout::PlacedTile) -> Cand {
        Cand {
            scale: t.scale,
            ..Cand::new(t.center, t.angle)
        }
    }

    /// The middle of the far face of a line tile at this candidate: where
    /// the next tile of its line meets it.
    pub(super) fn far_end(&self) -> Vec2 {
        self.center + self.dir * (TILE_L * 0.5 * self.scale)
    }

    /// The middle of the near face of a line tile at this candidate: where
    /// it meets its parent.
    pub(super) fn near_end(&self) -> Vec2 {
        self.center - self.dir * (TILE_L * 0.5 * self.scale)
    }

    /// The same direction, moved by `d` along it.
    pub(super) fn ahead(&self, d: f64) -> Cand {
        Cand {
            center: self.center + self.dir * d,
            ..*self
        }
    }
}

/// The angle in `(-π, π]`.
pub(super) fn normalize(a: f64) -> f64 {
    // Nearest whole turn taken off by `floor`, a single wasm instruction,
    // not `%`, which links a software `fmod`.
    let mut a = a - (a / (2.0 * PI) + 0.5).floor() * (2.0 * PI);
    if a <= -PI {
        a += 2.0 * PI;
    } else if a > PI {
        a -= 2.0 * PI;
    }
    a
}

/// Arm positions (centre, direction) of a start double with `arms` arms
/// whose long axis runs along `angle`.
pub(super) fn arm_slots(arms: u8, angle: f64) -> Vec<(Vec2, f64)> {
    let n = arms.max(1) as f64;
    let fan = if arms >= 3 { 0.5 / (PI / n).tan() } else { 0.0 };
    let along = Vec2::from_angle(angle);
    (0..arms)
        .map(|k| {
            let a = 2.0 * PI * k as f64 / n;
            let u = Vec2::from_angle(a);
            // How far the double reaches along `u`: half its length along
            // its axis, half its width across.
            let clear =
                0.5 * TILE_L * u.dot(along).abs() + 0.5 * TILE_W * u.dot(along.perp()).abs();
            let r = clear.max(fan);
            (u * (r + TILE_L * 0.5), normalize(a))
        })
        .collect()
}

/// The three ideal toe positions of a crosswise double `d`: slot 0 straight
/// on, slot 1 turned by `-TOE_SPREAD`, slot 2 by `+TOE_SPREAD`, each of
/// the double's size (whole toes on a shrunk double found room in 2 of 303
/// feet: docs/layout.md). Side toes touch the double's corner and the
/// middle toe.
pub(super) fn toe_slots(d: &Cand) -> [Cand; 3] {
    let side = |s: f64| side_toe(d, TOE_SPREAD, s);
    [
        d.ahead((TILE_W * 0.5 + TILE_L * 0.5) * d.scale),
        side(-1.0),
        side(1.0),
    ]
}

/// A side toe of the crosswise double `d`, of its size, turned by
/// `spread` towards side `s` (±1), touching the double's corner (and, at
/// [`TOE_SPREAD`], the middle toe).
pub(super) fn side_toe(d: &Cand, spread: f64, s: f64) -> Cand {
    let (u, k) = (d.dir, d.scale);
    let n = u.perp();
    let (sa, ca) = spread.sin_cos();
    let q = d.center + (u * (0.5 + 0.5 * sa) + n * (s * (0.5 + 0.5 * ca))) * k;
    let dir = u * ca + n * (s * sa);
    Cand {
        center: q + dir * (TILE_L * 0.5 * k),
        angle: normalize(d.angle + s * spread),
        dir,
        scale: k,
    }
}

/// Turns (degrees, about the point where the toe meets its double) tried
/// for a toe in a cramped spot. A toe is never pushed away from its
/// double: one that was (half a unit or a whole one, until this was
/// measured) did not touch it, and `attached` did not say so.
pub(super) const TOE_TURNS: [f64; 5] = [0.0, 30.0, -30.0, 60.0, -60.0];

/// How much of a foot [`super::Placer::foot`] may bend to find room.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Foot {
    /// The ideal foot ([`toe_slots`]), every toe running away from the
    /// board's centre.
    Ideal,
    /// Each toe may turn about the point where it meets the double
    /// ([`TOE_TURNS`]), outward or not.
    Turned,
    /// Failing that, toes may meet the double anywhere along its far face,
    /// or a side toe its short end ([`super::Placer::snug_foot`]): only
    /// for a tile that would otherwise be pushed off its parent.
    Snug,
}

/// Where along a double's far face (from its centre, in units) the
/// middle toe of a snug foot may meet it, and how far it may turn (degrees).
pub(super) const SNUG_MIDDLE: [f64; 5] = [0.0, 0.25, -0.25, 0.5, -0.5];
pub(super) const SNUG_MIDDLE_TURNS: [f64; 5] = [0.0, 15.0, -15.0, 30.0, -30.0];
/// Where a side toe of a snug foot may meet the double (on its own side)
/// and how far towards that side it may turn (degrees).
pub(super) const SNUG_SIDE: [f64; 5] = [0.5, 0.75, 1.0, 0.25, 0.0];
pub(super) const SNUG_SIDE_TURNS: [f64; 6] = [60.0, 45.0, 75.0, 30.0, 15.0, 0.0];
/// Where a side toe of a cross foot meets the double's short end (from
/// that end's middle, in units) and how far it turns ahead from straight
/// out sideways (degrees): a side toe that finds no room on the far face
/// ([`SNUG_SIDE`]) may leave from there, so a double boxed in ahead keeps
/// its three toes touching it (docs/layout.md, "A cross foot").
pub(super) const CROSS_SHIFTS: [f64; 3] = [0.0, 0.25, -0.25];
pub(super) const CROSS_TURNS: [f64; 3] = [15.0, 30.0, 45.0];

/// The sizes, largest first, a tile may take so that it still touches a
/// parent whose end has no room for a whole one
/// ([`super::Placer::shrunk`]: the largest that fits), before it is
/// pushed off instead; a double's toes are of its size.
pub(super) const SHRINK: [f64; 5] = [0.9, 0.8, 0.7, 0.6, 0.5];

/// A tile of `kind` and size `scale` touching the face of box `from`
/// centred at `e`, facing `angle`: its near side centred `t` along the
/// face (to the face's left as `angle` runs), turned by `turn`, moved
/// ahead just far enough to clear `from`; `None` if it then no longer
/// touches it.
pub(super) fn touching_at(
    from: &Obb,
    e: Vec2,
    angle: f64,
    (t, turn): (f64, f64),
    kind: Kind,
    scale: f64,
) -> Option<Cand> {
    let u = Vec2::from_angle(angle);
    let base = Cand {
        scale,
        ..Cand::new(e + u.perp() * t, angle + turn)
    };
    let at = |push: f64| base.ahead(kind.depth() * 0.5 * scale + push);
    let clear = |push: f64| !kind.obb(&at(push)).overlaps(from, OVERLAP_EPS);
    // The least push that clears `from`, to within 0.0001 of a unit.
    let (mut lo, mut hi) = (0.0, TILE_L);
    if clear(lo) {
        hi = lo;
    } else if !clear(hi) {
        return None;
    }
    while hi - lo > 1e-4 {
        let mid = 0.5 * (lo + hi);
        if clear(mid) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    let c = at(hi);
    kind.obb(&c)
        .grown(TOUCH)
        .overlaps(from, OVERLAP_EPS)
        .then_some(c)
}

/// Whether a tile of `kind` at `c`, laid on the line tile at `parent`,
/// meets its parent's free end beside the end rather than on it
/// ([`beside_end`]).
pub(super) fn beside_face(c: &Cand, kind: Kind, parent: &Cand) -> bool {
    beside_end(
        (c.center, c.dir, c.scale, kind == Kind::Double),
        (parent.center, parent.dir, parent.scale),
    )
}

/// Whether a tile (centre, direction away from its parent, size, and
/// whether it is a crosswise double), laid on a line tile (centre,
/// direction, size), meets the line tile's free end beside it rather than
/// on it: the half of the tile that matches the end (all of a double)
/// covers less than a quarter of the end's face, as seen along the line,
/// so the two meet at a corner, side by side (docs/layout.md, "On the
/// end, not beside it"). A bend that hooks back past the end (turned more
/// than a right angle) meets it that way by design and is never beside.
pub(crate) fn beside_end(
    (center, dir, scale, double): (Vec2, Vec2, f64, bool),
    (p_center, p_dir, p_scale): (Vec2, Vec2, f64),
) -> bool {
    if dir.dot(p_dir) < -1e-6 {
        return false;
    }
    let face = p_dir.perp();
    let e = p_center + p_dir * (0.5 * TILE_L * p_scale);
    // The matching part: a line tile's near half, a double whole.
    let (depth, wid) = if double {
        (TILE_W, TILE_L)
    } else {
        (0.5 * TILE_L, TILE_W)
    };
    let (depth, wid) = (depth * scale, wid * scale);
    let near = if double {
        center
    } else {
        center - dir * (0.5 * depth)
    };
    let x = (near - e).dot(face);
    let r = 0.5 * (depth * dir.dot(face).abs() + wid * dir.perp().dot(face).abs());
    let half = 0.5 * TILE_W * p_scale;
    let covered = (x + r).min(half) - (x - r).max(-half);
    covered < 0.25 * TILE_W * p_scale - 1e-6
}

/// Whether a toe at `s` runs away from the board centre.
pub(super) fn toe_outward(s: &Cand) -> bool {
    s.dir.dot(s.center) > 1e-9
}

/// A new whole tile of `kind` attached to the free end of the line tile
/// at `parent`, turned by `delta` (|delta| < 180°; past 90° the tile hooks
/// back past the parent's corner).
pub(super) fn bent(parent: &Cand, delta: f64, kind: Kind) -> Cand {
    let (e, phi) = (parent.far_end(), parent.angle);
    let c = Cand::new(e, phi + delta);
    let half = kind.depth() * 0.5;
    if delta == 0.0 {
        return c.ahead(half);
    }
    let hw = match kind {
        Kind::Line => TILE_W * 0.5,
        Kind::Double => TILE_L * 0.5,
    };
    let s = delta.signum();
    let up = Vec2::from_angle(phi);
    if (delta.abs() - FRAC_PI_2).abs() < 1e-9 {
        // A quarter turn: the new tile's near half sits right past the end.
        return Cand {
            center: e + up * hw + c.dir * (half - hw),
            ..c
        };
    }
    // Hinge on the parent's corner on the inside of the turn.
    let k = e + up.perp() * (0.5 * TILE_W * parent.scale * s);
    Cand {
        center: k + c.dir * half - c.dir.perp() * (hw * s),
        ..c
    }
}

/// How near (world units) a tile laid by [`touching_at`] must come to the
/// box it touches: well within the 0.01 by which the layout tests grow a
/// box to check that a tile touches its parent.
const TOUCH: f64 = 0.001;
