//! The placer's spatial index: which boxes are laid where, and how
//! crowded the board is around a point.

use super::OVERLAP_EPS;
use crate::layout::cells::{coord, Cells};
use crate::layout::geom::{Obb, Rect, Vec2};

/// Side length of a spatial-grid cell (world units).
const CELL: f64 = 2.0;
/// Side length of a crowding cell (world units).
const CROWD_CELL: f64 = 4.0;

/// A uniform grid of boxes for "does this box hit anything" queries.
#[derive(Clone, Default)]
pub(super) struct Grid {
    /// The boxes touching each cell ([`CELL`]).
    cells: Cells<Vec<u32>>,
    /// Box centres per coarse cell ([`CROWD_CELL`]), for crowding estimates.
    coarse: Cells<u32>,
    boxes: Vec<(Obb, Rect)>,
    extent: Option<Rect>,
}

fn cell_range(r: &Rect) -> (i32, i32, i32, i32) {
    (
        coord(r.min.x, CELL),
        coord(r.max.x, CELL),
        coord(r.min.y, CELL),
        coord(r.max.y, CELL),
    )
}

fn coarse_cell(p: Vec2) -> (i32, i32) {
    (coord(p.x, CROWD_CELL), coord(p.y, CROWD_CELL))
}

impl Grid {
    pub(super) fn insert(&mut self, b: Obb) {
        let id = self.boxes.len() as u32;
        let r = b.aabb();
        let (x0, x1, y0, y1) = cell_range(&r);
        for x in x0..=x1 {
            for y in y0..=y1 {
                self.cells.at(x, y).push(id);
            }
        }
        self.extent = Some(self.extent.map_or(r, |e| e.union(r)));
        self.boxes.push((b, r));
        let (cx, cy) = coarse_cell(b.center);
        *self.coarse.at(cx, cy) += 1;
    }

    /// Boxes centred in the 3 × 3 coarse cells around `p`.
    pub(super) fn crowd(&self, p: Vec2) -> u32 {
        let (cx, cy) = coarse_cell(p);
        let mut n = 0;
        for x in cx - 1..=cx + 1 {
            for y in cy - 1..=cy + 1 {
                n += self.coarse.get(x, y).copied().unwrap_or(0);
            }
        }
        n
    }

    /// Every box laid (for tests that build the raster from scratch).
    #[cfg(test)]
    pub(super) fn boxes(&self) -> impl Iterator<Item = &Obb> {
        self.boxes.iter().map(|(b, _)| b)
    }

    /// Whether `b` overlaps no box in the grid.
    pub(super) fn free(&self, b: &Obb) -> bool {
        let r = b.aabb();
        match self.extent {
            None => return true,
            Some(e) if !e.overlaps(&r, OVERLAP_EPS) => return true,
            _ => {}
        }
        let (x0, x1, y0, y1) = cell_range(&r);
        for x in x0..=x1 {
            for y in y0..=y1 {
                if let Some(ids) = self.cells.get(x, y) {
                    for &id in ids {
                        let (o, or) = &self.boxes[id as usize];
                        if or.overlaps(&r, OVERLAP_EPS) && o.overlaps(b, OVERLAP_EPS) {
                            return false;
                        }
                    }
                }
            }
        }
        true
    }
}
