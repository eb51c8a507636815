//! Plain 2-D geometry: vectors, axis-aligned rectangles and oriented boxes.
//!
//! World coordinates follow the canvas convention: `x` grows to the right,
//! `y` grows *down*, and an angle `a` is the direction `(cos a, sin a)`
//! (so positive angles turn clockwise on screen).

use std::ops::{Add, Mul, Neg, Sub};

/// A point or vector in world (or screen) coordinates.
#[derive(Clone, Copy, Debug, PartialEq, Default)]
pub struct Vec2 {
    /// Horizontal coordinate, growing to the right.
    pub x: f64,
    /// Vertical coordinate, growing downwards.
    pub y: f64,
}

impl Vec2 {
    /// The vector `(x, y)`.
    pub const fn new(x: f64, y: f64) -> Vec2 {
        Vec2 { x, y }
    }

    /// The unit vector pointing in direction `angle` (radians).
    pub fn from_angle(angle: f64) -> Vec2 {
        let (s, c) = angle.sin_cos();
        Vec2 { x: c, y: s }
    }

    /// Dot product.
    pub fn dot(self, o: Vec2) -> f64 {
        self.x * o.x + self.y * o.y
    }

    /// Euclidean length.
    pub fn length(self) -> f64 {
        self.x.hypot(self.y)
    }

    /// Distance to `o`.
    pub fn distance(self, o: Vec2) -> f64 {
        (self - o).length()
    }

    /// This vector turned a quarter turn (by +90°, clockwise on screen).
    pub fn perp(self) -> Vec2 {
        Vec2 {
            x: -self.y,
            y: self.x,
        }
    }

    /// The direction of this vector in radians (`atan2`); 0 for the zero vector.
    pub fn angle(self) -> f64 {
        self.y.atan2(self.x)
    }
}

impl Add for Vec2 {
    type Output = Vec2;
    fn add(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x + o.x, self.y + o.y)
    }
}

impl Sub for Vec2 {
    type Output = Vec2;
    fn sub(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x - o.x, self.y - o.y)
    }
}

impl Mul<f64> for Vec2 {
    type Output = Vec2;
    fn mul(self, k: f64) -> Vec2 {
        Vec2::new(self.x * k, self.y * k)
    }
}

impl Neg for Vec2 {
    type Output = Vec2;
    fn neg(self) -> Vec2 {
        Vec2::new(-self.x, -self.y)
    }
}

/// An axis-aligned rectangle (`min` is the top-left corner on screen).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    /// Smallest `x` and `y`.
    pub min: Vec2,
    /// Largest `x` and `y`.
    pub max: Vec2,
}

impl Rect {
    /// The rectangle spanning two corners given in any order.
    pub fn from_corners(a: Vec2, b: Vec2) -> Rect {
        Rect {
            min: Vec2::new(a.x.min(b.x), a.y.min(b.y)),
            max: Vec2::new(a.x.max(b.x), a.y.max(b.y)),
        }
    }

    /// The smallest rectangle holding all `points` (`None` if there are none).
    pub fn around(points: &[Vec2]) -> Option<Rect> {
        let (first, rest) = points.split_first()?;
        let mut r = Rect {
            min: *first,
            max: *first,
        };
        for &p in rest {
            r = r.union(Rect { min: p, max: p });
        }
        Some(r)
    }

    /// Width (`max.x - min.x`).
    pub fn width(&self) -> f64 {
        self.max.x - self.min.x
    }

    /// Height (`max.y - min.y`).
    pub fn height(&self) -> f64 {
        self.max.y - self.min.y
    }

    /// The centre point.
    pub fn center(&self) -> Vec2 {
        Vec2::new(
            (self.min.x + self.max.x) * 0.5,
            (self.min.y + self.max.y) * 0.5,
        )
    }

    /// Whether `p` lies inside or on the border.
    pub fn contains(&self, p: Vec2) -> bool {
        p.x >= self.min.x && p.x <= self.max.x && p.y >= self.min.y && p.y <= self.max.y
    }

    /// The smallest rectangle holding both.
    pub fn union(&self, o: Rect) -> Rect {
        Rect {
            min: Vec2::new(self.min.x.min(o.min.x), self.min.y.min(o.min.y)),
            max: Vec2::new(self.max.x.max(o.max.x), self.max.y.max(o.max.y)),
        }
    }

    /// Whether the two rectangles overlap by more than `eps` on both axes.
    pub fn overlaps(&self, o: &Rect, eps: f64) -> bool {
        self.min.x + eps < o.max.x
            && o.min.x + eps < self.max.x
            && self.min.y + eps < o.max.y
            && o.min.y + eps < self.max.y
    }
}

/// An oriented box: a rectangle of `len` × `wid` whose `len` side runs along
/// `dir` (a unit vector), centred on `center`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Obb {
    /// Centre point.
    pub center: Vec2,
    /// Unit vector along the `len` side.
    pub dir: Vec2,
    /// Half of the extent along `dir`.
    pub half_len: f64,
    /// Half of the extent across `dir`.
    pub half_wid: f64,
}

impl Obb {
    /// A box of size `len` × `wid` centred on `center`, its `len` side along `angle`.
    pub fn new(center: Vec2, angle: f64, len: f64, wid: f64) -> Obb {
        Obb {
            center,
            dir: Vec2::from_angle(angle),
            half_len: len * 0.5,
            half_wid: wid * 0.5,
        }
    }

    /// The four corners, going round the box.
    pub fn corners(&self) -> [Vec2; 4] {
        let a = self.dir * self.half_len;
        let b = self.dir.perp() * self.half_wid;
        let c = self.center;
        [c - a - b, c + a - b, c + a + b, c - a + b]
    }

    /// The axis-aligned rectangle around the box.
    pub fn aabb(&self) -> Rect {
        let ex = (self.dir.x * self.half_len).abs() + (self.dir.y * self.half_wid).abs();
        let ey = (self.dir.y * self.half_len).abs() + (self.dir.x * self.half_wid).abs();
        Rect {
            min: Vec2::new(self.center.x - ex, self.center.y - ey),
            max: Vec2::new(self.center.x + ex, self.center.y + ey),
        }
    }

    /// Half the extent of the box projected on unit axis `axis`.
    fn radius_on(&self, axis: Vec2) -> f64 {
        self.half_len * self.dir.dot(axis).abs() + self.half_wid * self.dir.perp().dot(axis).abs()
    }

    /// Whether the boxes overlap by more than `eps` (separating-axis test):
    /// boxes that only touch, or overlap by less than `eps`, do not count.
    pub fn overlaps(&self, o: &Obb, eps: f64) -> bool {
        let d = o.center - self.center;
        for axis in [self.dir, self.dir.perp(), o.dir, o.dir.perp()] {
            if d.dot(axis).abs() + eps >= self.radius_on(axis) + o.radius_on(axis) {
                return false;
            }
        }
        true
    }

    /// The box grown by `by` on every side (to ask whether two boxes touch:
    /// the grown one overlaps the other).
    pub fn grown(&self, by: f64) -> Obb {
        Obb {
            half_len: self.half_len + by,
            half_wid: self.half_wid + by,
            ..*self
        }
    }

    /// A box `wid` wide around the segment from `a` to `b` (a drawn line,
    /// to ask what it crosses).
    pub fn around_segment(a: Vec2, b: Vec2, wid: f64) -> Obb {
        let d = b - a;
        let len = d.length();
        Obb {
            center: (a + b) * 0.5,
            dir: if len > 1e-12 {
                d * (1.0 / len)
            } else {
                Vec2::new(1.0, 0.0)
            },
            half_len: len * 0.5,
            half_wid: wid * 0.5,
        }
    }

    /// The point of the box (border included) nearest `p`.
    pub fn nearest(&self, p: Vec2) -> Vec2 {
        let d = p - self.center;
        let along = d.dot(self.dir).clamp(-self.half_len, self.half_len);
        let across = d.dot(self.dir.perp()).clamp(-self.half_wid, self.half_wid);
        self.center + self.dir * along + self.dir.perp() * across
    }

    /// The ends of a shortest segment from this box to `o`: the first on
    /// this box's border, the second on `o`'s. Between boxes apart, the
    /// shortest distance is from a corner of one to the other, and where
    /// several segments are as short (facing sides), the middle one: the
    /// mean of shortest segments is one too, the boxes being convex. The
    /// segment crosses neither box.
    pub fn nearest_pair(&self, o: &Obb) -> (Vec2, Vec2) {
        let mut pairs = [(Vec2::default(), Vec2::default()); 8];
        for (i, &c) in self.corners().iter().enumerate() {
            pairs[i] = (c, o.nearest(c));
        }
        for (i, &c) in o.corners().iter().enumerate() {
            pairs[4 + i] = (self.nearest(c), c);
        }
        let dist = |&(a, b): &(Vec2, Vec2)| a.distance(b);
        let min = pairs.iter().map(dist).fold(f64::INFINITY, f64::min);
        let (mut a, mut b, mut n) = (Vec2::default(), Vec2::default(), 0.0);
        for p in pairs.iter().filter(|p| dist(p) <= min + 1e-9) {
            a = a + p.0;
            b = b + p.1;
            n += 1.0;
        }
        (a * (1.0 / n), b * (1.0 / n))
    }

    /// Whether `p` lies inside or on the border.
    pub fn contains(&self, p: Vec2) -> bool {
        let d = p - self.center;
        let eps = 1e-9;
        d.dot(self.dir).abs() <= self.half_len + eps
            && d.dot(self.dir.perp()).abs() <= self.half_wid + eps
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::FRAC_PI_4;

    #[test]
    fn sat_separates_touching_and_rotated_boxes() {
        let a = Obb::new(Vec2::new(0.0, 0.0), 0.0, 2.0, 1.0);
        let touching = Obb::new(Vec2::new(2.0, 0.0), 0.0, 2.0, 1.0);
        assert!(!a.overlaps(&touching, 1e-6));
        let over = Obb::new(Vec2::new(1.9, 0.0), 0.0, 2.0, 1.0);
        assert!(a.overlaps(&over, 1e-6));
        // A diamond whose AABB overlaps but which is separated along its own axis.
        let diamond = Obb::new(Vec2::new(1.4, 1.1), FRAC_PI_4, 1.0, 1.0);
        assert!(a.aabb().overlaps(&diamond.aabb(), 0.0));
        assert!(!a.overlaps(&diamond, 1e-6));
        assert!(a.contains(Vec2::new(1.0, 0.5)));
        assert!(!a.contains(Vec2::new(1.01, 0.0)));
    }

    /// The nearest pair of two boxes apart: each end on its box's border,
    /// no corner of either box nearer the other, facing sides joined in
    /// the middle, and the segment between them crossing neither box.
    #[test]
    fn nearest_pair_is_shortest_and_crosses_neither_box() {
        let a = Obb::new(Vec2::new(0.0, 0.0), 0.0, 2.0, 1.0);
        // Facing sides, offset: the middle of where the faces face (their
        // spans across are -0.5..0.5 and -0.25..0.75).
        let b = Obb::new(Vec2::new(3.0, 0.25), 0.0, 2.0, 1.0);
        let (p, q) = a.nearest_pair(&b);
        assert!(p.distance(Vec2::new(1.0, 0.125)) < 1e-9, "{p:?}");
        assert!(q.distance(Vec2::new(2.0, 0.125)) < 1e-9, "{q:?}");
        let mut rng = crate::rules::Rng::new(7);
        let mut r = |k: f64| (rng.unit() - 0.5) * k;
        let mut apart = 0;
        for _ in 0..2000 {
            let b = Obb::new(Vec2::new(r(12.0), r(12.0)), r(7.0), 2.0, 1.0);
            if a.grown(1e-3).overlaps(&b, 0.0) {
                continue;
            }
            apart += 1;
            let (p, q) = a.nearest_pair(&b);
            assert!(a.grown(1e-9).contains(p) && b.grown(1e-9).contains(q));
            let d = p.distance(q);
            for c in a.corners() {
                assert!(b.nearest(c).distance(c) >= d - 1e-9);
            }
            for c in b.corners() {
                assert!(a.nearest(c).distance(c) >= d - 1e-9);
            }
            let inner = Obb::around_segment(p, q, 0.0).grown(-1e-6);
            let line = Obb {
                half_wid: 0.0,
                ..inner
            };
            assert!(!line.overlaps(&a, 1e-6) && !line.overlaps(&b, 1e-6));
        }
        assert!(apart > 1000, "{apart}");
    }

    #[test]
    fn rect_ops() {
        let r = Rect::from_corners(Vec2::new(2.0, 3.0), Vec2::new(-1.0, 1.0));
        assert_eq!(r.width(), 3.0);
        assert_eq!(r.height(), 2.0);
        assert_eq!(r.center(), Vec2::new(0.5, 2.0));
        assert!(r.contains(Vec2::new(2.0, 1.0)));
        let u = r.union(Rect::from_corners(Vec2::new(5.0, 5.0), Vec2::new(6.0, 6.0)));
        assert_eq!(u.max, Vec2::new(6.0, 6.0));
        assert_eq!(u.min, Vec2::new(-1.0, 1.0));
    }
}
