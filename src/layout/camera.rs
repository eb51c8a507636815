//! The view transform between world units and screen (CSS) pixels.
//!
//! `screen = world * scale + offset`: no rotation, no flip (world `y` already
//! grows down). [`Camera::world_to_screen`] and [`Camera::screen_to_world`]
//! are exact inverses up to floating-point rounding.

use super::geom::{Rect, Vec2};

/// The largest scale [`Camera::fit`] picks (CSS pixels per world unit), so a
/// near-empty board is not drawn gigantic: a tile is at most 48 × 96 px.
pub const FIT_MAX_SCALE: f64 = 48.0;
/// The largest scale zooming reaches (a tile 160 × 320 px).
pub const MAX_ZOOM: f64 = 160.0;
/// The smallest scale zooming reaches, unless the fitted view is smaller still.
pub const MIN_ZOOM: f64 = 2.0;

/// World ↔ screen transform with pan and zoom.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    scale: f64,
    offset: Vec2,
    min_scale: f64,
}

impl Camera {
    /// A camera with `scale` CSS pixels per world unit showing world point
    /// `world` at screen point `screen`.
    pub fn new(scale: f64, world: Vec2, screen: Vec2) -> Camera {
        let scale = scale.clamp(MIN_ZOOM, MAX_ZOOM);
        Camera {
            scale,
            offset: screen - world * scale,
            min_scale: MIN_ZOOM,
        }
    }

    /// A camera with this one's zoom range at `scale` (clamped to that
    /// range) showing world point `world` at screen point `screen`.
    pub fn looking_at(&self, scale: f64, world: Vec2, screen: Vec2) -> Camera {
        let scale = scale.clamp(self.min_scale, MAX_ZOOM);
        Camera {
            scale,
            offset: screen - world * scale,
            min_scale: self.min_scale,
        }
    }

    /// The camera showing all of `bounds` centred in a viewport of
    /// `viewport_w` × `viewport_h` CSS pixels with `margin_px` to spare on
    /// every side, at most [`FIT_MAX_SCALE`]. If the viewport is smaller
    /// than twice the margin, the margin shrinks to fit.
    pub fn fit(bounds: Rect, viewport_w: f64, viewport_h: f64, margin_px: f64) -> Camera {
        let vw = viewport_w.max(1.0);
        let vh = viewport_h.max(1.0);
        let m = margin_px.max(0.0).min(vw * 0.25).min(vh * 0.25);
        let bw = bounds.width().max(1e-6);
        let bh = bounds.height().max(1e-6);
        let scale = ((vw - 2.0 * m) / bw)
            .min((vh - 2.0 * m) / bh)
            .min(FIT_MAX_SCALE);
        let screen_center = Vec2::new(vw * 0.5, vh * 0.5);
        Camera {
            scale,
            offset: screen_center - bounds.center() * scale,
            min_scale: MIN_ZOOM.min(scale),
        }
    }

    /// CSS pixels per world unit.
    pub fn scale(&self) -> f64 {
        self.scale
    }

    /// Where world point `p` appears on screen (CSS pixels).
    pub fn world_to_screen(&self, p: Vec2) -> Vec2 {
        p * self.scale + self.offset
    }

    /// The world point shown at screen point `p`.
    pub fn screen_to_world(&self, p: Vec2) -> Vec2 {
        (p - self.offset) * (1.0 / self.scale)
    }

    /// The world rectangle visible in a viewport of `w` × `h` CSS pixels.
    pub fn visible(&self, w: f64, h: f64) -> Rect {
        Rect::from_corners(
            self.screen_to_world(Vec2::new(0.0, 0.0)),
            self.screen_to_world(Vec2::new(w, h)),
        )
    }

    /// Moves the view by a drag of `(dx_px, dy_px)` CSS pixels: the world
    /// follows the pointer.
    pub fn pan(&mut self, dx_px: f64, dy_px: f64) {
        self.offset = self.offset + Vec2::new(dx_px, dy_px);
    }

    /// The view a fraction `t` (0 to 1) of the way from `self` to `to`, for
    /// easing the camera when the fitted view changes: the world point under
    /// screen point `pivot` (the viewport's centre) and the scale both move
    /// linearly, so the table neither jumps nor swings sideways. `t = 0` is
    /// `self`, `t = 1` is `to` (exactly); `t` outside 0–1 is clamped.
    pub fn toward(&self, to: &Camera, t: f64, pivot: Vec2) -> Camera {
        let t = if t.is_nan() { 1.0 } else { t.clamp(0.0, 1.0) };
        if t >= 1.0 {
            return *to;
        }
        let (a, b) = (self.screen_to_world(pivot), to.screen_to_world(pivot));
        let scale = self.scale + (to.scale - self.scale) * t;
        Camera {
            scale,
            offset: pivot - (a + (b - a) * t) * scale,
            min_scale: to.min_scale,
        }
    }

    /// Zooms by `factor` (> 1 zooms in) keeping the world point under screen
    /// point `screen` fixed. The scale is clamped to [`MAX_ZOOM`] and to
    /// [`MIN_ZOOM`] (or the fitted scale, if that is smaller); non-finite
    /// or non-positive factors are ignored.
    pub fn zoom_at(&mut self, screen: Vec2, factor: f64) {
        if !(factor.is_finite() && factor > 0.0) {
            return;
        }
        let world = self.screen_to_world(screen);
        self.scale = (self.scale * factor).clamp(self.min_scale, MAX_ZOOM);
        self.offset = screen - world * self.scale;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_centres_and_caps_the_scale() {
        let b = Rect::from_corners(Vec2::new(-1.0, -2.0), Vec2::new(1.0, 2.0));
        let c = Camera::fit(b, 800.0, 600.0, 20.0);
        assert_eq!(c.scale(), FIT_MAX_SCALE);
        let mid = c.world_to_screen(Vec2::new(0.0, 0.0));
        assert!((mid.x - 400.0).abs() < 1e-9 && (mid.y - 300.0).abs() < 1e-9);
        let big = Rect::from_corners(Vec2::new(-100.0, -50.0), Vec2::new(100.0, 50.0));
        let c = Camera::fit(big, 390.0, 844.0, 10.0);
        assert!((c.scale() - 370.0 / 200.0).abs() < 1e-12);
    }

    #[test]
    fn toward_runs_from_one_view_to_the_other() {
        let small = Rect::from_corners(Vec2::new(-1.0, -2.0), Vec2::new(1.0, 2.0));
        let big = Rect::from_corners(Vec2::new(-30.0, -10.0), Vec2::new(50.0, 25.0));
        let (a, b) = (
            Camera::fit(small, 800.0, 600.0, 16.0),
            Camera::fit(big, 800.0, 600.0, 16.0),
        );
        let pivot = Vec2::new(400.0, 300.0);
        assert_eq!(a.toward(&b, 1.0, pivot), b);
        assert_eq!(a.toward(&b, 7.0, pivot), b);
        let start = a.toward(&b, 0.0, pivot);
        assert!((start.scale() - a.scale()).abs() < 1e-12);
        let p = Vec2::new(3.0, -4.0);
        assert!(start.world_to_screen(p).distance(a.world_to_screen(p)) < 1e-9);
        let mut last = a.scale();
        for i in 1..10 {
            let t = i as f64 / 10.0;
            let c = a.toward(&b, t, pivot);
            // Zooming out: the scale falls steadily between the two.
            assert!(c.scale() < last && c.scale() > b.scale(), "t {t}");
            last = c.scale();
            // The world point at the pivot moves on the straight line.
            let w = c.screen_to_world(pivot);
            let want = a.screen_to_world(pivot)
                + (b.screen_to_world(pivot) - a.screen_to_world(pivot)) * t;
            assert!(w.distance(want) < 1e-9, "t {t}");
        }
    }

    #[test]
    fn zoom_keeps_the_cursor_point_and_clamps() {
        let mut c = Camera::new(10.0, Vec2::new(0.0, 0.0), Vec2::new(100.0, 100.0));
        let cursor = Vec2::new(37.0, 250.0);
        let before = c.screen_to_world(cursor);
        c.zoom_at(cursor, 1.7);
        let after = c.screen_to_world(cursor);
        assert!(before.distance(after) < 1e-9);
        c.zoom_at(cursor, 1e9);
        assert_eq!(c.scale(), MAX_ZOOM);
        c.zoom_at(cursor, 1e-9);
        assert_eq!(c.scale(), MIN_ZOOM);
        c.pan(5.0, -3.0);
        let w = Vec2::new(1.25, -7.5);
        let s = c.world_to_screen(w);
        assert!(c.screen_to_world(s).distance(w) < 1e-9);
    }
}
