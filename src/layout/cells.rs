//! A growable dense grid of cells keyed by integer coordinates: the spatial
//! index of the placer.
//!
//! Dense, not hashed: a board spans a few hundred cells at most, and a
//! plain array is faster to probe and (in the page) leaves the hash map
//! code out of the wasm. Coordinates are clamped to ±[`LIMIT`], so a
//! far-off or non-finite box cannot make the grid (or a loop over its
//! cells) huge; clamping is monotone, so two boxes that share a cell before
//! clamping still share one after it, which is all a broad phase needs.

/// Largest coordinate kept apart from its neighbours.
pub const LIMIT: i32 = 1 << 12;

/// Cells `T` over a rectangle of coordinates that grows as needed.
#[derive(Clone, Default)]
pub struct Cells<T> {
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    v: Vec<T>,
}

/// The cell coordinate of world coordinate `p` for cells of side `side`.
pub fn coord(p: f64, side: f64) -> i32 {
    ((p / side).floor() as i32).clamp(-LIMIT, LIMIT)
}

impl<T: Default> Cells<T> {
    fn index(&self, x: i32, y: i32) -> Option<usize> {
        let (i, j) = (x - self.x0, y - self.y0);
        (0 <= i && i < self.w && 0 <= j && j < self.h).then(|| (j * self.w + i) as usize)
    }

    /// The cell at `(x, y)`, if the grid reaches it.
    pub fn get(&self, x: i32, y: i32) -> Option<&T> {
        self.index(x, y).map(|i| &self.v[i])
    }

    /// The cell at `(x, y)`, growing the grid to reach it.
    pub fn at(&mut self, x: i32, y: i32) -> &mut T {
        if self.index(x, y).is_none() {
            self.grow(x, y);
        }
        match self.index(x, y) {
            Some(i) => &mut self.v[i],
            None => unreachable!("the grid was just grown to reach the cell"),
        }
    }

    /// Reaches `(x, y)` with room to spare: each side that has to move
    /// moves past it by half the current size, so growth is amortized.
    fn grow(&mut self, x: i32, y: i32) {
        let (x1, y1) = (self.x0 + self.w, self.y0 + self.h);
        let (mx, my) = (self.w / 2 + 4, self.h / 2 + 4);
        let (nx0, ny0) = if self.v.is_empty() {
            (x - 4, y - 4)
        } else {
            (
                if x < self.x0 { x - mx } else { self.x0 },
                if y < self.y0 { y - my } else { self.y0 },
            )
        };
        let (nx1, ny1) = if self.v.is_empty() {
            (x + 5, y + 5)
        } else {
            (
                if x >= x1 { x + 1 + mx } else { x1 },
                if y >= y1 { y + 1 + my } else { y1 },
            )
        };
        let mut old = std::mem::take(&mut self.v);
        let (ox0, oy0, ow) = (self.x0, self.y0, self.w);
        self.x0 = nx0;
        self.y0 = ny0;
        self.w = nx1 - nx0;
        self.h = ny1 - ny0;
        self.v.resize_with((self.w * self.h) as usize, T::default);
        for (k, cell) in old.drain(..).enumerate() {
            let (ox, oy) = (ox0 + k as i32 % ow, oy0 + k as i32 / ow);
            if let Some(i) = self.index(ox, oy) {
                self.v[i] = cell;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_keep_their_values_as_the_grid_grows() {
        let mut c: Cells<Vec<(i32, i32)>> = Cells::default();
        let mut x = 12345u32;
        let mut put = Vec::new();
        for _ in 0..3000 {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let (px, py) = ((x % 401) as i32 - 200, (x / 401 % 301) as i32 - 150);
            c.at(px, py).push((px, py));
            put.push((px, py));
        }
        for &(px, py) in &put {
            let cell = c.get(px, py).expect("a cell that was written");
            assert!(cell.iter().all(|&p| p == (px, py)));
            let n = put.iter().filter(|&&p| p == (px, py)).count();
            assert_eq!(cell.len(), n);
        }
        assert!(c.get(1000, 0).is_none());
    }

    #[test]
    fn coordinates_are_clamped() {
        assert_eq!(coord(5.0, 2.0), 2);
        assert_eq!(coord(-0.5, 2.0), -1);
        assert_eq!(coord(f64::INFINITY, 2.0), LIMIT);
        assert_eq!(coord(-1e300, 2.0), -LIMIT);
        assert_eq!(coord(f64::NAN, 2.0), 0);
    }
}
