//! One small stable sort for the short lists the game sorts (a hand, the
//! open ends, a few layout candidates, at most a few dozen items).
//!
//! `slice::sort_by` instantiates a full merge/quick sort for every element
//! type and comparison, about 2 KB of wasm each, close to 30 KB in all for
//! the page; an insertion sort is a few hundred bytes per use and as fast
//! on lists this short.

/// Sorts `v` stably: `less(a, b)` says `a` must come before `b`.
pub fn sort_by<T>(v: &mut [T], mut less: impl FnMut(&T, &T) -> bool) {
    for i in 1..v.len() {
        let mut j = i;
        while j > 0 && less(&v[j], &v[j - 1]) {
            v.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Sorts `v` stably by a key.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a) < key(b));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Rng;

    #[test]
    fn agrees_with_the_standard_stable_sort() {
        let mut rng = Rng::new(5);
        for n in 0..60 {
            for _ in 0..20 {
                // (key, original position): equal keys must keep their order.
                let v: Vec<(usize, usize)> = (0..n).map(|i| (rng.below(7), i)).collect();
                let mut ours = v.clone();
                sort_by_key(&mut ours, |p| p.0);
                let mut std = v.clone();
                std.sort_by_key(|p| p.0);
                assert_eq!(ours, std);
                let mut down = v.clone();
                sort_by(&mut down, |a, b| a.0 > b.0);
                let mut want = v;
                want.sort_by_key(|p| std::cmp::Reverse(p.0));
                assert_eq!(down, want);
            }
        }
    }
}
