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
        if d <= max_dist && best.is_none_or(|(_, b)| d < b) {
            best = Some((i, d));
        }
    }
    best.map(|(i, _)| i)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::{OpenEnd, PlacedTile, Rect};

    #[test]
    fn hits_tiles_and_nearest_end() {
        let t = Tile::new(5, 3);
        let l = Layout {
            tiles: vec![PlacedTile {
                tile: t,
                center: Vec2::new(2.0, 0.0),
                angle: 0.0,
                crosswise: false,
                near: 5,
                far: 3,
                parent: None,
                attached: true,
                scale: 1.0,
            }],
            links: Vec::new(),
            ends: [4.0, 7.0, 7.5]
                .iter()
                .map(|&x| OpenEnd {
                    on: t,
                    pip: 3,
                    center: Vec2::new(x, 0.0),
                    angle: 0.0,
                    slot: 0,
                    scale: 1.0,
                })
                .collect(),
            bounds: Rect::from_corners(Vec2::new(0.0, -1.0), Vec2::new(9.0, 1.0)),
            start_angle: 0.0,
        };
        assert_eq!(hit_tile(&l, Vec2::new(2.9, 0.4)), Some(t));
        assert_eq!(hit_tile(&l, Vec2::new(3.1, 0.0)), None);
        assert_eq!(hit_end(&l, Vec2::new(7.3, 0.1), 1.0), Some(2));
        assert_eq!(hit_end(&l, Vec2::new(5.0, 0.0), 0.5), None);
    }
}
