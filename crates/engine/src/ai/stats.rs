//! Statistics for tournaments: the Wilson score interval for a share and a
//! normal-approximation interval for a mean.

/// z for a two-sided 95% interval.
pub const Z95: f64 = 1.959_963_985;

/// Wilson score 95% interval for `wins` successes out of `n` (wins may be
/// fractional: ties count as split wins). `(0, 1)` when `n` is 0.
pub fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z = Z95;
    let p = (wins / n).clamp(0.0, 1.0);
    let z2 = z * z;
    let denom = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Running mean and variance (Welford).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct MeanAcc {
    n: u64,
    mean: f64,
    m2: f64,
}

impl MeanAcc {
    /// Adds one observation.
    pub fn push(&mut self, x: f64) {
        self.n += 1;
        let d = x - self.mean;
        self.mean += d / self.n as f64;
        self.m2 += d * (x - self.mean);
    }

    /// Observations so far.
    pub fn count(&self) -> u64 {
        self.n
    }

    /// The mean (0 when empty).
    pub fn mean(&self) -> f64 {
        self.mean
    }

    /// The sample standard deviation (0 with fewer than two observations).
    pub fn sd(&self) -> f64 {
        if self.n < 2 {
            0.0
        } else {
            (self.m2 / (self.n - 1) as f64).sqrt()
        }
    }

    /// The 95% interval for the mean (normal approximation).
    pub fn ci95(&self) -> (f64, f64) {
        if self.n == 0 {
            return (0.0, 0.0);
        }
        let half = Z95 * self.sd() / (self.n as f64).sqrt();
        (self.mean - half, self.mean + half)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_known_values() {
        // 50/100: (0.4038, 0.5962).
        let (lo, hi) = wilson(50.0, 100.0);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        // 0/10: lower 0, upper 0.2775.
        let (lo, hi) = wilson(0.0, 10.0);
        assert_eq!(lo, 0.0);
        assert!((hi - 0.2775).abs() < 1e-3, "{hi}");
        // 10/10: upper 1, lower 0.7225.
        let (lo, hi) = wilson(10.0, 10.0);
        assert!((lo - 0.7225).abs() < 1e-3 && hi == 1.0, "{lo} {hi}");
        assert_eq!(wilson(0.0, 0.0), (0.0, 1.0));
    }

    #[test]
    fn mean_interval() {
        let mut a = MeanAcc::default();
        for x in [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0] {
            a.push(x);
        }
        assert_eq!(a.count(), 8);
        assert!((a.mean() - 5.0).abs() < 1e-12);
        assert!((a.sd() - 2.138_089_935).abs() < 1e-6);
        let (lo, hi) = a.ci95();
        assert!((hi - lo - 2.0 * Z95 * a.sd() / 8f64.sqrt()).abs() < 1e-9);
        assert!(lo < 5.0 && hi > 5.0);
    }
}
