//! Board geometry (interim stand-in with the agreed API; the real module
//! arrives on the `layout` branch and replaces this file on merge).

use crate::rules::{Board, Tile};

/// A point or vector in world units (or pixels, for screen points).
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Vec2 {
    /// x, rightwards.
    pub x: f64,
    /// y, downwards.
    pub y: f64,
}

impl Vec2 {
    /// A vector.
    pub const fn new(x: f64, y: f64) -> Vec2 {
        Vec2 { x, y }
    }
    fn add(self, o: Vec2) -> Vec2 {
        Vec2::new(self.x + o.x, self.y + o.y)
    }
    fn scale(self, k: f64) -> Vec2 {
        Vec2::new(self.x * k, self.y * k)
    }
    fn dir(a: f64) -> Vec2 {
        Vec2::new(a.cos(), a.sin())
    }
}

/// An axis-aligned rectangle.
#[derive(Clone, Copy, PartialEq, Debug, Default)]
pub struct Rect {
    /// Top-left.
    pub min: Vec2,
    /// Bottom-right.
    pub max: Vec2,
}

/// Tile width in world units.
pub const TILE_W: f64 = 1.0;
/// Tile length in world units.
pub const TILE_L: f64 = 2.0;

/// A tile on the table.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct PlacedTile {
    /// The tile.
    pub tile: Tile,
    /// Centre.
    pub center: Vec2,
    /// Line direction, outward.
    pub angle: f64,
    /// Long axis perpendicular to `angle` (doubles other than the start).
    pub crosswise: bool,
    /// Pip on the half nearer the parent.
    pub near: u8,
    /// Pip on the other half.
    pub far: u8,
}

impl PlacedTile {
    fn axes(&self) -> (Vec2, Vec2) {
        let a = if self.crosswise {
            self.angle + std::f64::consts::FRAC_PI_2
        } else {
            self.angle
        };
        let long = Vec2::dir(a);
        (long, Vec2::new(-long.y, long.x))
    }
    /// The four corners.
    pub fn corners(&self) -> [Vec2; 4] {
        let (l, w) = self.axes();
        let (l, w) = (l.scale(TILE_L / 2.0), w.scale(TILE_W / 2.0));
        let c = self.center;
        [
            c.add(l).add(w),
            c.add(l).add(w.scale(-1.0)),
            c.add(l.scale(-1.0)).add(w.scale(-1.0)),
            c.add(l.scale(-1.0)).add(w),
        ]
    }
    /// Whether a world point is on the tile.
    pub fn contains(&self, p: Vec2) -> bool {
        let (l, w) = self.axes();
        let d = Vec2::new(p.x - self.center.x, p.y - self.center.y);
        let a = d.x * l.x + d.y * l.y;
        let b = d.x * w.x + d.y * w.y;
        a.abs() <= TILE_L / 2.0 && b.abs() <= TILE_W / 2.0
    }
}

/// A free slot: where the next tile on it would sit.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct OpenEnd {
    /// The board tile offering the slot.
    pub on: Tile,
    /// The pip it offers.
    pub pip: u8,
    /// Centre of the next tile.
    pub center: Vec2,
    /// Direction of the next tile.
    pub angle: f64,
}

/// The whole table laid out.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Layout {
    /// Tiles in the order laid.
    pub tiles: Vec<PlacedTile>,
    /// Free slots.
    pub ends: Vec<OpenEnd>,
    /// Bounding box of tiles and ends.
    pub bounds: Rect,
}

fn slot_angle(board: &Board, parent: &PlacedTile, slot: u8) -> f64 {
    if Some(parent.tile) == board.start() {
        slot as f64 * std::f64::consts::TAU / board.arms() as f64
    } else if parent.tile.is_double() {
        parent.angle + [-0.9, 0.0, 0.9][slot as usize % 3]
    } else {
        parent.angle
    }
}

fn child_center(parent: &PlacedTile, angle: f64, child_double: bool, start: bool) -> Vec2 {
    let out = if start {
        TILE_L / 2.0
    } else if parent.crosswise {
        TILE_W / 2.0
    } else {
        TILE_L / 2.0
    };
    let half = if child_double {
        TILE_W / 2.0
    } else {
        TILE_L / 2.0
    };
    let base = if parent.tile.is_double() && !start {
        parent.center
    } else {
        parent.center.add(Vec2::dir(parent.angle).scale(0.0))
    };
    base.add(Vec2::dir(angle).scale(out + half + 0.1))
}

/// Lays the board out.
pub fn layout(board: &Board) -> Layout {
    let mut tiles: Vec<PlacedTile> = Vec::new();
    for p in board.placed() {
        match p.parent {
            None => tiles.push(PlacedTile {
                tile: p.tile,
                center: Vec2::default(),
                angle: 0.0,
                crosswise: false,
                near: p.tile.hi(),
                far: p.tile.hi(),
            }),
            Some(par) => {
                let Some(pt) = tiles.iter().find(|t| t.tile == par).copied() else {
                    continue;
                };
                let angle = slot_angle(board, &pt, p.slot);
                let start = Some(par) == board.start();
                let near = pt.far;
                tiles.push(PlacedTile {
                    tile: p.tile,
                    center: child_center(&pt, angle, p.tile.is_double(), start),
                    angle,
                    crosswise: p.tile.is_double(),
                    near,
                    far: p.tile.other(near),
                })
            }
        }
    }
    let mut ends = Vec::new();
    for pt in &tiles {
        let free = board.free_slots(pt.tile);
        let Some(pip) = board.open_pip(pt.tile) else {
            continue;
        };
        let cap = if Some(pt.tile) == board.start() {
            board.arms()
        } else if pt.tile.is_double() {
            3
        } else {
            1
        };
        for slot in cap - free..cap {
            let angle = slot_angle(board, pt, slot);
            ends.push(OpenEnd {
                on: pt.tile,
                pip,
                center: child_center(pt, angle, false, Some(pt.tile) == board.start()),
                angle,
            });
        }
    }
    let mut b = Rect {
        min: Vec2::new(-TILE_L, -TILE_L),
        max: Vec2::new(TILE_L, TILE_L),
    };
    let pts = tiles
        .iter()
        .flat_map(|t| t.corners())
        .chain(ends.iter().map(|e| e.center));
    for p in pts {
        b.min.x = b.min.x.min(p.x - 1.0);
        b.min.y = b.min.y.min(p.y - 1.0);
        b.max.x = b.max.x.max(p.x + 1.0);
        b.max.y = b.max.y.max(p.y + 1.0);
    }
    Layout {
        tiles,
        ends,
        bounds: b,
    }
}

/// World ↔ screen mapping: `screen = world × scale + offset`.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Camera {
    scale: f64,
    off: Vec2,
}

impl Camera {
    /// Fits `bounds` in a viewport with a margin, centred.
    pub fn fit(bounds: Rect, viewport_w: f64, viewport_h: f64, margin_px: f64) -> Camera {
        let bw = (bounds.max.x - bounds.min.x).max(1e-6);
        let bh = (bounds.max.y - bounds.min.y).max(1e-6);
        let aw = (viewport_w - 2.0 * margin_px).max(10.0);
        let ah = (viewport_h - 2.0 * margin_px).max(10.0);
        let scale = (aw / bw).min(ah / bh).min(64.0);
        let cx = (bounds.min.x + bounds.max.x) / 2.0;
        let cy = (bounds.min.y + bounds.max.y) / 2.0;
        Camera {
            scale,
            off: Vec2::new(viewport_w / 2.0 - cx * scale, viewport_h / 2.0 - cy * scale),
        }
    }
    /// World point to screen pixels.
    pub fn world_to_screen(&self, p: Vec2) -> Vec2 {
        Vec2::new(p.x * self.scale + self.off.x, p.y * self.scale + self.off.y)
    }
    /// Screen pixels to world point.
    pub fn screen_to_world(&self, p: Vec2) -> Vec2 {
        Vec2::new(
            (p.x - self.off.x) / self.scale,
            (p.y - self.off.y) / self.scale,
        )
    }
    /// Pixels per world unit.
    pub fn scale(&self) -> f64 {
        self.scale
    }
    /// Moves the view by a pixel offset.
    pub fn pan(&mut self, dx_px: f64, dy_px: f64) {
        self.off.x += dx_px;
        self.off.y += dy_px;
    }
    /// Zooms keeping the world point under `screen` fixed.
    pub fn zoom_at(&mut self, screen: Vec2, factor: f64) {
        let w = self.screen_to_world(screen);
        self.scale = (self.scale * factor).clamp(2.0, 400.0);
        self.off = Vec2::new(screen.x - w.x * self.scale, screen.y - w.y * self.scale);
    }
}

/// The board tile under a world point.
pub fn hit_tile(layout: &Layout, world: Vec2) -> Option<Tile> {
    layout
        .tiles
        .iter()
        .rev()
        .find(|t| t.contains(world))
        .map(|t| t.tile)
}

/// The open end nearest a world point, within `max_dist`.
pub fn hit_end(layout: &Layout, world: Vec2, max_dist: f64) -> Option<usize> {
    layout
        .ends
        .iter()
        .enumerate()
        .map(|(i, e)| (i, (e.center.x - world.x).hypot(e.center.y - world.y)))
        .filter(|&(_, d)| d <= max_dist)
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| i)
}
