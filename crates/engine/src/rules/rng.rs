//! A small seeded random number generator (SplitMix64).
//!
//! The engine never reads ambient randomness: deals come from the seed held
//! in the match state, and AI randomness from seeds the caller passes in, so
//! any game can be reproduced from its seed.

use serde::{Deserialize, Serialize};

/// SplitMix64: tiny, fast, and good enough for shuffling dominoes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// A generator for a sub-stream (for example round `r` of seed `s`).
    pub fn derive(seed: u64, stream: u64) -> Rng {
        let mut r = Rng(seed ^ stream.wrapping_mul(0xA076_1D64_78BD_642F));
        r.next_u64();
        r
    }

    /// The next 64 random bits.
    #[inline(always)]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (`n > 0`), by Lemire's multiply-shift.
    #[inline(always)]
    pub fn below(&mut self, n: usize) -> usize {
        let x = self.next_u64();
        match u32::try_from(n) {
            Ok(n) => mul_shift(x, n) as usize,
            Err(_) => ((x as u128 * n as u128) >> 64) as usize,
        }
    }

    /// A uniform float in `[0, 1)`.
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }

    /// Fisher–Yates shuffle.
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            let j = self.below(i + 1);
            v.swap(i, j);
        }
    }

    /// A uniformly chosen element.
    pub fn pick<'a, T>(&mut self, v: &'a [T]) -> Option<&'a T> {
        if v.is_empty() {
            None
        } else {
            Some(&v[self.below(v.len())])
        }
    }
}

/// `(x * n) >> 64` without 128-bit arithmetic, which wasm32 lacks (a u128
/// product there is a call to a helper): the same value as the u128 form.
#[inline(always)]
fn mul_shift(x: u64, n: u32) -> u64 {
    let n = n as u64;
    ((x >> 32) * n + (((x & 0xFFFF_FFFF) * n) >> 32)) >> 32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mul_shift_is_the_high_word_of_the_product() {
        let mut r = Rng::new(99);
        let edges = [0, 1, 2, 55, u32::MAX as u64 - 1, u32::MAX as u64];
        for i in 0..200_000 {
            let x = if i % 7 == 0 {
                u64::MAX - i
            } else {
                r.next_u64()
            };
            let n = if i < 6 {
                edges[i as usize]
            } else {
                r.next_u64() >> (r.next_u64() % 64)
            } as u32;
            assert_eq!(
                mul_shift(x, n),
                ((x as u128 * n as u128) >> 64) as u64,
                "{x} * {n}"
            );
        }
    }

    #[test]
    fn deterministic_and_roughly_uniform() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        assert_eq!(a.next_u64(), b.next_u64());
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[a.below(6)] += 1;
        }
        for c in counts {
            assert!((9_000..11_000).contains(&c), "{counts:?}");
        }
    }
}
