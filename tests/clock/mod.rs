//! The browser benchmarks' clock and percentiles (tests/web_ai.rs,
//! tests/web_layout.rs).

/// The page's clock (ms), `performance.now()`.
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.now())
        .unwrap_or(0.0)
}

/// The `p` quantile (0..=1) of `v`, which it sorts.
pub fn pct(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[((v.len() - 1) as f64 * p).round() as usize]
}
