//! Connectors routed round the tiles: the line drawn from a detached tile
//! to its parent ([`Layout::connector`](crate::layout::Layout::connector)).
//!
//! The straight connector is the shortest segment between the two boxes
//! ([`Obb::nearest_pair`]). Where it would pass under a tile (the parent
//! is buried: every straight line from it to free space crosses tiles
//! laid before), the connector goes round them instead: the shortest path
//! on a grid of [`STEP`]-sized cells through free space near the two
//! tiles, from the parent's border to the tile's, with its corners cut
//! wherever a straight piece stays clear (string pulling). A parent shut
//! in on every side, with no gap the grid can pass, keeps the straight
//! line.
//!
//! Measured with `chickenfoot layout-report --rounds 200`: see
//! docs/layout.md ("Connectors routed round the tiles").

use super::Placer;
use crate::layout::geom::{Obb, Rect, Vec2};
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Side of a routing cell (world units; a tile is 1 × 2).
const STEP: f64 = 0.1;

/// Half the side of the square a cell's centre must keep clear of every
/// box to be free: the line's clearance from the tiles it passes.
const CLEAR: f64 = 0.06;

/// A step to a side cell ([`STEP`]) in hundredths of a unit.
const STRAIGHT: u32 = 10;
/// A step to a corner cell (√2 [`STEP`]) in hundredths of a unit.
const DIAGONAL: u32 = 14;

/// Free space searched beyond the two tiles' boxes (world units).
const MARGIN: f64 = 4.0;

/// Cells on a side of the searched window, at most (a window this wide
/// means the two tiles are far apart: keep the straight line).
const MAX_SIDE: usize = 300;

/// A connector's drawn width (world units); later tiles keep off it.
pub(super) const LINK_WIDTH: f64 = 0.1;

/// A box `wid` wide round the segment from `a` to `b`, less a hundredth
/// at each end (where it meets the tiles it joins, or the next piece).
pub(super) fn piece(a: Vec2, b: Vec2, wid: f64) -> Obb {
    let line = Obb::around_segment(a, b, wid);
    Obb {
        half_len: (line.half_len - 0.01).max(0.0),
        ..line
    }
}

impl Placer {
    /// The connector from box `from` (the parent) to box `to` (a detached
    /// tile): the points of a polyline from `from`'s border to `to`'s
    /// (see the module docs).
    pub(super) fn route(&self, from: &Obb, to: &Obb) -> Vec<Vec2> {
        let (a, z) = from.nearest_pair(to);
        if self.clear_piece(a, z) {
            return vec![a, z];
        }
        self.route_round(from, to).unwrap_or_else(|| vec![a, z])
    }

    /// Whether a thin line from `a` to `b` crosses no box.
    fn clear_piece(&self, a: Vec2, b: Vec2) -> bool {
        self.grid.free(&piece(a, b, 0.0))
    }

    /// The shortest path round the boxes (see the module docs), `None`
    /// when there is none in the window searched.
    fn route_round(&self, from: &Obb, to: &Obb) -> Option<Vec<Vec2>> {
        let w = Window::round(&from.aabb().union(to.aabb()))?;
        let near = |b: &Obb, p: Vec2| b.nearest(p).distance(p) <= CLEAR + STEP;
        // Whether each cell is free, found when the search first asks.
        let mut known = vec![None; w.len()];
        let mut free = |i: usize| {
            *known[i].get_or_insert_with(|| {
                self.grid
                    .free(&Obb::new(w.at(i), 0.0, 2.0 * CLEAR, 2.0 * CLEAR))
            })
        };
        // A* in hundredths of a unit (integer costs keep the heap's order
        // total) from every free cell beside the parent. No path from a
        // cell to the tile is shorter than the gap between them, less the
        // reach that counts as beside it.
        let h = |i: usize| {
            let p = w.at(i);
            ((to.nearest(p).distance(p) - CLEAR - STEP).max(0.0) * 100.0) as u32
        };
        let mut dist = vec![u32::MAX; w.len()];
        let mut prev = vec![usize::MAX; w.len()];
        let mut heap = BinaryHeap::new();
        for i in w.cells_over(&from.aabb()) {
            if near(from, w.at(i)) && free(i) {
                dist[i] = (from.nearest(w.at(i)).distance(w.at(i)) * 100.0) as u32;
                heap.push(Reverse((dist[i] + h(i), i)));
            }
        }
        let mut end = None;
        while let Some(Reverse((f, i))) = heap.pop() {
            if f > dist[i] + h(i) {
                continue;
            }
            if near(to, w.at(i)) {
                end = Some(i);
                break;
            }
            for (j, sides) in w.neighbours(i) {
                // A diagonal step only between free sides: never between
                // two tiles that meet at a corner.
                if !free(j) || !sides.is_none_or(|(a, b)| free(a) && free(b)) {
                    continue;
                }
                let d = dist[i] + if sides.is_some() { DIAGONAL } else { STRAIGHT };
                if d < dist[j] {
                    dist[j] = d;
                    prev[j] = i;
                    heap.push(Reverse((d + h(j), j)));
                }
            }
        }
        let end = end?;
        let mut path = vec![to.nearest(w.at(end)), w.at(end)];
        let mut i = end;
        while prev[i] != usize::MAX {
            i = prev[i];
            path.push(w.at(i));
        }
        path.push(from.nearest(w.at(i)));
        path.reverse();
        Some(self.pull(&path))
    }

    /// Cuts the corners of a path of points wherever a straight piece
    /// between two of them stays clear (from each point, on to the last
    /// of the points after it that it sees one by one).
    fn pull(&self, path: &[Vec2]) -> Vec<Vec2> {
        let last = path.len() - 1;
        let mut out = vec![path[0]];
        let mut i = 0;
        while i < last {
            let mut j = i + 1;
            // Clear by the cells' own margin, but for the pieces that
            // meet the two tiles' borders.
            let sees = |j: usize| {
                let wid = if i == 0 || j == last {
                    0.0
                } else {
                    2.0 * CLEAR
                };
                self.grid.free(&piece(path[i], path[j], wid))
            };
            while j < last && sees(j + 1) {
                j += 1;
            }
            out.push(path[j]);
            i = j;
        }
        out
    }
}

/// The cells searched: a grid of [`STEP`]-sized cells over a rectangle,
/// numbered row by row.
struct Window {
    min: Vec2,
    nx: usize,
    ny: usize,
}

impl Window {
    /// The window over `r` and [`MARGIN`] round it; `None` when it would
    /// be more than [`MAX_SIDE`] cells on a side.
    fn round(r: &Rect) -> Option<Window> {
        let min = Vec2::new(r.min.x - MARGIN, r.min.y - MARGIN);
        let nx = ((r.width() + 2.0 * MARGIN) / STEP).ceil() as usize + 1;
        let ny = ((r.height() + 2.0 * MARGIN) / STEP).ceil() as usize + 1;
        (nx <= MAX_SIDE && ny <= MAX_SIDE).then_some(Window { min, nx, ny })
    }

    fn len(&self) -> usize {
        self.nx * self.ny
    }

    /// The centre of cell `i`.
    fn at(&self, i: usize) -> Vec2 {
        let (x, y) = (i % self.nx, i / self.nx);
        Vec2::new(self.min.x + x as f64 * STEP, self.min.y + y as f64 * STEP)
    }

    /// The cells whose centres lie over `r` or a cell round it.
    fn cells_over(&self, r: &Rect) -> impl Iterator<Item = usize> + '_ {
        let cell =
            |v: f64, m: f64, n: usize| (((v - m) / STEP).floor().max(0.0) as usize).min(n - 1);
        let (x0, x1) = (
            cell(r.min.x, self.min.x, self.nx),
            cell(r.max.x, self.min.x, self.nx),
        );
        let (y0, y1) = (
            cell(r.min.y, self.min.y, self.ny),
            cell(r.max.y, self.min.y, self.ny),
        );
        let (x0, y0) = (x0.saturating_sub(1), y0.saturating_sub(1));
        let (x1, y1) = ((x1 + 2).min(self.nx), (y1 + 2).min(self.ny));
        (y0..y1).flat_map(move |y| (x0..x1).map(move |x| y * self.nx + x))
    }

    /// The eight cells round cell `i` inside the window, each with, for a
    /// diagonal step, the two cells beside both (`None` for a straight one).
    fn neighbours(&self, i: usize) -> impl Iterator<Item = (usize, Option<(usize, usize)>)> + '_ {
        let (x, y) = ((i % self.nx) as i64, (i / self.nx) as i64);
        let (nx, ny) = (self.nx as i64, self.ny as i64);
        let index = move |u: i64, v: i64| (v * nx + u) as usize;
        [
            (1, 0),
            (-1, 0),
            (0, 1),
            (0, -1),
            (1, 1),
            (1, -1),
            (-1, 1),
            (-1, -1),
        ]
        .into_iter()
        .filter(move |&(dx, dy)| (0..nx).contains(&(x + dx)) && (0..ny).contains(&(y + dy)))
        .map(move |(dx, dy)| {
            let (u, v) = (x + dx, y + dy);
            let sides = (dx != 0 && dy != 0).then(|| (index(u, y), index(x, v)));
            (index(u, v), sides)
        })
    }
}
