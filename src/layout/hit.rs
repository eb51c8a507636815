//! Hit tests in world coordinates (map the pointer with
//! [`Camera::screen_to_world`](super::Camera::screen_to_world) first).

use super::geom::Vec2;
use super::Layout;
use crate::rules::Tile;

/// The board tile under world point `world`, if any (tiles never overlap,
/// so at most one can contain a point, borders aside).
pub fn hit_tile(layout: &Layout, world: Vec2) -> Option<Tile> {
    layout
        .tiles
        .iter()
        .find(|t| t.contains(world))
        .map(|t| t.tile)
}

/// The index into [`Layout::ends`] of the open end whose centre is nearest
/// to `world`, if it is within `max_dist` world units (for snapping a
/// dragged tile). Ties go to the earlier end.
pub fn hit_end(layout: &Layout, world: Vec2, max_dist: f64) -> Option<usize> {
    let mut best: Option<(usize, f64)> = None;
    for (i, e) in layout.ends.iter().enumerate() {
        let d = e.center.distance(world);
        if d <= max_dist && best.map_or(true, |(_, b)| d < b) {
            best = Some((i, d));
        }
    }
    best.map(|(i, _)| i)
}
