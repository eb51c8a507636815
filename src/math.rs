//! The few transcendental functions the board geometry and the page use.
//!
//! Natively they are Rust's own (`f64::sin` and so on). In the browser
//! (`wasm32`) they are the JavaScript engine's `Math` functions, which every
//! browser already has: linking Rust's software versions (libm) instead
//! added about 6 KB to the gzipped wasm. Both are IEEE double precision;
//! results may differ in the last bit, which moves nothing that matters:
//! the layout's checks (no overlaps, hit tests, arm angles) run natively in
//! `tests/layout.rs` and on the wasm build in headless Chromium
//! (`tests/web.rs`).

#[cfg(target_arch = "wasm32")]
use js_sys::Math as m;

/// Sine of `x` radians.
#[inline]
pub fn sin(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return m::sin(x);
    #[cfg(not(target_arch = "wasm32"))]
    x.sin()
}

/// Cosine of `x` radians.
#[inline]
pub fn cos(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return m::cos(x);
    #[cfg(not(target_arch = "wasm32"))]
    x.cos()
}

/// Tangent of `x` radians.
#[inline]
pub fn tan(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return m::tan(x);
    #[cfg(not(target_arch = "wasm32"))]
    x.tan()
}

/// The angle of the point `(x, y)` in `(-π, π]`.
#[inline]
pub fn atan2(y: f64, x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return m::atan2(y, x);
    #[cfg(not(target_arch = "wasm32"))]
    y.atan2(x)
}

/// `√(x² + y²)` without intermediate overflow.
#[inline]
pub fn hypot(x: f64, y: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return m::hypot(x, y);
    #[cfg(not(target_arch = "wasm32"))]
    x.hypot(y)
}

/// `e` to the power `x`.
#[inline]
pub fn exp(x: f64) -> f64 {
    #[cfg(target_arch = "wasm32")]
    return m::exp(x);
    #[cfg(not(target_arch = "wasm32"))]
    x.exp()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::f64::consts::{FRAC_PI_2, FRAC_PI_4, PI};

    #[test]
    fn agree_with_known_values() {
        assert!((sin(FRAC_PI_2) - 1.0).abs() < 1e-15);
        assert!((cos(PI) + 1.0).abs() < 1e-15);
        assert!((tan(FRAC_PI_4) - 1.0).abs() < 1e-15);
        assert!((atan2(1.0, -1.0) - 3.0 * FRAC_PI_4).abs() < 1e-15);
        assert_eq!(atan2(0.0, 0.0), 0.0);
        assert_eq!(hypot(3.0, 4.0), 5.0);
        assert_eq!(hypot(1e300, 1e300), 1e300 * 2f64.sqrt());
        assert_eq!(exp(0.0), 1.0);
    }
}
