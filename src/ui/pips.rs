//! How a number is shown on a tile half: pip positions and colours.

/// One colour per number 0–18 (CSS colours). Neighbouring numbers differ in
/// hue and lightness; pip counts and numerals carry the number for players
/// who cannot tell colours apart.
pub const PIP_COLOURS: [&str; 19] = [
    "#6b6b6b", "#0072b2", "#d55e00", "#009e73", "#cc79a7", "#e69f00", "#3b9fd8", "#6a3d9a",
    "#1a1a1a", "#a6761d", "#138a6a", "#e7298a", "#5d8f12", "#3f51b5", "#b2182b", "#4d4d4d",
    "#8c6d31", "#2166ac", "#762a83",
];

/// The colour of number `n`.
pub fn colour(n: u8) -> &'static str {
    PIP_COLOURS[n as usize % PIP_COLOURS.len()]
}

/// Pip centres for `n` in a unit half (coordinates in −0.5..0.5) and the
/// pip radius (same units).
pub fn pips(n: u8) -> (Vec<(f64, f64)>, f64) {
    let a = 0.26;
    let v: Vec<(f64, f64)> = match n {
        0 => vec![],
        1 => vec![(0.0, 0.0)],
        2 => vec![(-a, -a), (a, a)],
        3 => vec![(-a, -a), (0.0, 0.0), (a, a)],
        4 => vec![(-a, -a), (a, -a), (-a, a), (a, a)],
        5 => vec![(-a, -a), (a, -a), (0.0, 0.0), (-a, a), (a, a)],
        6 => vec![(-a, -a), (-a, 0.0), (-a, a), (a, -a), (a, 0.0), (a, a)],
        7 => vec![
            (-a, -a),
            (-a, 0.0),
            (-a, a),
            (0.0, 0.0),
            (a, -a),
            (a, 0.0),
            (a, a),
        ],
        8 => vec![
            (-a, -a),
            (0.0, -a),
            (a, -a),
            (-a, 0.0),
            (a, 0.0),
            (-a, a),
            (0.0, a),
            (a, a),
        ],
        9 => (0..9)
            .map(|i| ((i % 3) as f64 * a - a, (i / 3) as f64 * a - a))
            .collect(),
        _ => {
            let n = n as usize;
            let cols = (n as f64).sqrt().ceil() as usize;
            let rows = n.div_ceil(cols);
            let step = 0.76 / (cols.max(rows) as f64 - 1.0).max(1.0);
            let mut v = Vec::with_capacity(n);
            for i in 0..n {
                let (r, c) = (i / cols, i % cols);
                let in_row = (n - r * cols).min(cols);
                let x0 = -(in_row as f64 - 1.0) * step / 2.0;
                let y0 = -(rows as f64 - 1.0) * step / 2.0;
                v.push((x0 + c as f64 * step, y0 + r as f64 * step));
            }
            return (v, step * 0.36);
        }
    };
    (v, if n >= 7 { 0.1 } else { 0.11 })
}

/// Whether the pips of every number up to `top` (the set's highest) can
/// be read on a tile whose short side is `short_px` CSS px. The patterns
/// of 1 to 9 are known at a glance, so their pips need only be dots (2 px
/// across); 10 and up are counted in a grid, so each pip needs 3 px and a
/// gap of 1.5 px from its neighbours. Below that the table shows numerals
/// whatever the setting: below 10 px for double-six, 11 px for double-nine, 23 px for
/// double-twelve, 31 px for double-eighteen ([`least_legible`]).
pub fn legible(top: u8, short_px: f64) -> bool {
    short_px >= least_legible(top)
}

/// The least short side (CSS px) on which [`legible`] holds for `top`:
/// every size above is linear in the tile's size, so each number needs
/// its pips' width (and, from 10 up, their gap) scaled up to the least.
pub fn least_legible(top: u8) -> f64 {
    let side = (0..=top)
        .map(|n| {
            let (v, r) = pips(n);
            // The side of the pips' square at which a pip is `px` across.
            let across = |px: f64| px / (2.0 * r);
            if n <= 9 {
                return across(2.0);
            }
            let apart = v
                .iter()
                .enumerate()
                .flat_map(|(i, a)| v[i + 1..].iter().map(move |b| (a.0 - b.0).hypot(a.1 - b.1)))
                .fold(f64::INFINITY, f64::min)
                - 2.0 * r;
            across(3.0).max(1.5 / apart)
        })
        .fold(0.0, f64::max);
    side / HALF_SIDE
}

/// The side of the square a half's pips are laid out in, as a share of
/// the tile's short side.
pub const HALF_SIDE: f64 = 0.92;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pips_turn_to_numerals_on_small_tiles() {
        // The thresholds the rustdoc quotes, to the pixel.
        let at = |top| (1..80).find(|&px| legible(top, px as f64)).unwrap();
        assert_eq!(at(6), 10);
        assert_eq!(at(9), 11);
        assert_eq!(at(12), 23);
        assert_eq!(at(18), 31);
        // The fitted eight-seat double-twelve tile (30 × 15 px).
        assert!(!legible(12, 15.0));
        assert!(legible(9, 15.0));
    }

    #[test]
    fn every_number_has_its_pips_inside_the_half_and_apart() {
        for n in 0..=18u8 {
            let (v, r) = pips(n);
            assert_eq!(v.len(), n as usize);
            for (i, &(x, y)) in v.iter().enumerate() {
                assert!(x.abs() + r <= 0.5 && y.abs() + r <= 0.5, "{n}");
                for &(x2, y2) in &v[i + 1..] {
                    assert!((x - x2).hypot(y - y2) >= 2.0 * r, "{n} overlaps");
                }
            }
        }
        let mut c = PIP_COLOURS.to_vec();
        c.sort();
        c.dedup();
        assert_eq!(c.len(), 19);
    }
}
