//! Draws the table, the highlights, the rack and the drag ghost on the
//! canvas, from a [`Scene`] of the page: reads, never changes anything.
//! Tiles are batched: one path for all bodies, one fill per pip colour, so
//! a full double-twelve board costs a few hundred canvas calls.

use crate::layout::{Camera, Layout, Vec2, TILE_L, TILE_W};
use crate::page::{Slide, SLIDE_MS};
use crate::rules::Tile;
use crate::ui::pips::{colour, pips, PIP_COLOURS};
use crate::ui::{Controller, RackGeom, Target};
use std::f64::consts::{FRAC_PI_2, TAU};
use web_sys::CanvasRenderingContext2d as C2d;

/// The lit line's outline and connectors: a light magenta, apart from
/// every other mark on the table (the sky-blue rims of recent tiles, the
/// green targets, the pending double's dashed amber, the yellow of a
/// picked rack tile), 3.8:1 against the felt.
pub const LIT: &str = "#ff8cf0";

/// Everything one frame needs.
pub struct Scene<'a> {
    /// Canvas size in CSS px.
    pub w: f64,
    /// Canvas size in CSS px.
    pub h: f64,
    /// Device pixel ratio.
    pub dpr: f64,
    /// Now, ms.
    pub now: f64,
    /// Board layout.
    pub lay: &'a Layout,
    /// Camera.
    pub cam: &'a Camera,
    /// Controller (rack, selection, drag).
    pub ctl: &'a Controller,
    /// Rack geometry.
    pub geom: &'a RackGeom,
    /// Legal targets of the selected/dragged tile.
    pub targets: &'a [Target],
    /// Hand tiles with a legal move (empty when not your turn).
    pub playable: &'a [Tile],
    /// The double that restricts play, if any.
    pub pending: Option<Tile>,
    /// The least short side (px) at which a tile shows pips, on the table
    /// (a tile shrunk to touch its parent at its own size) and in the
    /// rack; numerals below it ([`crate::page::Page::pips_from`]).
    pub pips_from: f64,
    /// High contrast (the large tiles setting): strong outlines.
    pub contrast: bool,
    /// Tiles sliding in.
    pub slides: &'a [Slide],
    /// Whether it is the viewer's turn.
    pub my_turn: bool,
    /// The tile the viewer drew this turn (marked in the rack), if any.
    pub drawn: Option<Tile>,
    /// Tiles the others laid since the viewer last moved ([`crate::ui::game::recent`]).
    pub recent: &'a [Tile],
    /// Whether to ring the open ends ([`crate::page::Screen::ends_shown`]).
    pub ends: bool,
    /// The line of the tile the player tapped on the table
    /// ([`crate::layout::Layout::line_of`]), lit in [`LIT`].
    pub traced: &'a [Tile],
}

impl Scene<'_> {
    /// Whether a tile `short_px` across shows numerals ([`Scene::pips_from`]).
    fn numerals(&self, short_px: f64) -> bool {
        short_px < self.pips_from
    }
}

#[derive(Default)]
struct Batch {
    /// Corners of each body.
    bodies: Vec<[Vec2; 4]>,
    dividers: Vec<(Vec2, Vec2)>,
    pips: Vec<Vec<(f64, f64, f64)>>,
    /// Numerals: where, which, and the font's size (px).
    nums: Vec<(f64, f64, u8, f64)>,
    /// High contrast: black outlines and dividers, twice as thick.
    strong: bool,
}

fn dir(a: f64) -> Vec2 {
    Vec2 {
        x: a.cos(),
        y: a.sin(),
    }
}

impl Batch {
    /// An empty batch; `strong`: high contrast outlines.
    fn new(strong: bool) -> Batch {
        Batch {
            pips: vec![Vec::new(); PIP_COLOURS.len()],
            strong,
            ..Batch::default()
        }
    }

    /// A tile centred at `c` (px) whose long axis points along `long`;
    /// `a` is shown on the half at `c − long`, `b` on the other; `s` is px
    /// per world unit.
    fn tile(&mut self, c: Vec2, long: f64, s: f64, a: u8, b: u8, numerals: bool) {
        let l = dir(long);
        let w = Vec2 { x: -l.y, y: l.x };
        let (hl, hw) = (TILE_L * s / 2.0, TILE_W * s / 2.0);
        let p = |u: f64, v: f64| Vec2 {
            x: c.x + l.x * u + w.x * v,
            y: c.y + l.y * u + w.y * v,
        };
        self.bodies.push(corners(c, long, TILE_L * s, TILE_W * s));
        self.dividers.push((p(0.0, -hw * 0.78), p(0.0, hw * 0.78)));
        for (n, sign) in [(a, -1.0), (b, 1.0)] {
            let hc = p(sign * hl / 2.0, 0.0);
            if numerals {
                self.nums.push((hc.x, hc.y, n, (TILE_W * s * 0.62).round()));
                continue;
            }
            let (pts, r) = pips(n);
            let side = TILE_W * s * crate::ui::pips::HALF_SIDE;
            let list = &mut self.pips[n as usize % PIP_COLOURS.len()];
            for (x, y) in pts {
                let (x, y) = (x * side, y * side);
                list.push((hc.x + l.x * y + w.x * x, hc.y + l.y * y + w.y * x, r * side));
            }
        }
    }

    fn flush(&mut self, g: &C2d, alpha: f64, face: &str) {
        if self.bodies.is_empty() {
            return;
        }
        g.set_global_alpha(alpha);
        g.set_line_join("round");
        // Shadow.
        g.begin_path();
        for q in &self.bodies {
            poly(g, q, 1.5, 2.5);
        }
        g.set_fill_style_str("rgba(0,0,0,0.35)");
        g.fill();
        g.begin_path();
        for q in &self.bodies {
            poly(g, q, 0.0, 0.0);
        }
        g.set_fill_style_str(face);
        g.fill();
        let (width, edge, divider) = if self.strong {
            (2.4, "#000", "#222")
        } else {
            (1.2, "#5d5240", "#8a7d66")
        };
        g.set_line_width(width);
        g.set_stroke_style_str(edge);
        g.stroke();
        g.begin_path();
        for (a, b) in &self.dividers {
            g.move_to(a.x, a.y);
            g.line_to(b.x, b.y);
        }
        g.set_stroke_style_str(divider);
        g.stroke();
        for (i, list) in self.pips.iter_mut().enumerate() {
            if list.is_empty() {
                continue;
            }
            g.begin_path();
            for &(x, y, r) in list.iter() {
                g.move_to(x + r, y);
                let _ = g.arc(x, y, r, 0.0, TAU);
            }
            g.set_fill_style_str(PIP_COLOURS[i]);
            g.fill();
            list.clear();
        }
        if !self.nums.is_empty() {
            g.set_text_align("center");
            g.set_text_baseline("middle");
            let mut font = 0.0;
            for &(x, y, n, px) in &self.nums {
                if px != font {
                    font = px;
                    g.set_font(&format!("bold {}px system-ui, sans-serif", px as i32));
                }
                g.set_fill_style_str(colour(n));
                let _ = g.fill_text(&n.to_string(), x, y + 0.5);
            }
        }
        self.bodies.clear();
        self.dividers.clear();
        self.nums.clear();
        g.set_global_alpha(1.0);
    }
}

fn poly(g: &C2d, q: &[Vec2; 4], dx: f64, dy: f64) {
    g.move_to(q[0].x + dx, q[0].y + dy);
    for p in &q[1..] {
        g.line_to(p.x + dx, p.y + dy);
    }
    g.close_path();
}

/// The corners of a `len` × `wid` box centred on `c`, its length along `long`.
fn corners(c: Vec2, long: f64, len: f64, wid: f64) -> [Vec2; 4] {
    let l = dir(long);
    let w = Vec2 { x: -l.y, y: l.x };
    let p = |u: f64, v: f64| Vec2 {
        x: c.x + l.x * u + w.x * v,
        y: c.y + l.y * u + w.y * v,
    };
    let (hl, hw) = (len / 2.0, wid / 2.0);
    [p(hl, hw), p(hl, -hw), p(-hl, -hw), p(-hl, hw)]
}

fn outline(g: &C2d, c: Vec2, long: f64, len: f64, wid: f64) {
    poly(g, &corners(c, long, len, wid), 0.0, 0.0);
}

fn ease(t: f64) -> f64 {
    let t = t.clamp(0.0, 1.0);
    1.0 - (1.0 - t) * (1.0 - t) * (1.0 - t)
}

/// Draws one frame.
pub fn draw(g: &C2d, sc: &Scene) {
    let _ = g.set_transform(sc.dpr, 0.0, 0.0, sc.dpr, 0.0, 0.0);
    g.set_fill_style_str("#1f5e3b");
    g.fill_rect(0.0, 0.0, sc.w, sc.h);
    let s = sc.cam.scale();
    let mut b = Batch::new(sc.contrast);
    // Tiles the layout could not butt against their parent: a connector
    // from border to border, round the tiles in its way (Layout::links),
    // a dot at each end.
    g.begin_path();
    let mut dots = Vec::new();
    for c in &sc.lay.links {
        dots.extend(polyline(g, sc.cam, &c.points).into_iter().flatten());
    }
    g.set_line_width((s * 0.12).max(1.5));
    g.set_stroke_style_str("rgba(255,255,255,0.75)");
    g.stroke();
    g.set_fill_style_str("rgba(255,255,255,0.75)");
    for d in dots {
        g.begin_path();
        let _ = g.arc(d.x, d.y, (s * 0.12).max(2.5), 0.0, TAU);
        g.fill();
    }
    // Board tiles; the recent ones get a sky-blue rim (drawn after the bodies,
    // so a neighbour never covers it).
    let mut rims = Vec::new();
    let mut lit = Vec::new();
    for t in &sc.lay.tiles {
        let mut c = sc.cam.world_to_screen(t.center);
        if let Some(sl) = sc.slides.iter().find(|x| x.tile == t.tile) {
            let k = ease((sc.now - sl.t0) / SLIDE_MS);
            c = Vec2 {
                x: sl.from.x + (c.x - sl.from.x) * k,
                y: sl.from.y + (c.y - sl.from.y) * k,
            };
        }
        let long = if t.crosswise {
            t.angle + FRAC_PI_2
        } else {
            t.angle
        };
        // A tile shrunk to touch its parent (PlacedTile::scale) shows
        // numerals where its pips would be too small to read.
        let ts = s * t.scale;
        b.tile(c, long, ts, t.near, t.far, sc.numerals(TILE_W * ts));
        let (l, w) = (TILE_L * ts, TILE_W * ts);
        if sc.recent.contains(&t.tile) {
            rims.push(corners(c, long, l + 0.12 * s, w + 0.12 * s));
        }
        if sc.traced.contains(&t.tile) {
            lit.push(corners(c, long, l + 0.2 * s, w + 0.2 * s));
        }
    }
    b.flush(g, 1.0, "#fbf6e9");
    outlines(g, &rims, (s * 0.09).clamp(1.5, 3.0), "#5ec8ff");
    outlines(g, &lit, (s * 0.12).clamp(2.0, 4.0), LIT);
    // A lit line's connectors (a tile of it pushed off its parent) go over
    // the tiles, so the join shows where the connector passes under one.
    let mut joins = sc.lay.links.iter().filter(|c| sc.traced.contains(&c.tile));
    if let Some(first) = joins.next() {
        g.begin_path();
        for c in std::iter::once(first).chain(joins) {
            polyline(g, sc.cam, &c.points);
        }
        g.set_line_width((s * 0.12).clamp(2.0, 4.0));
        g.set_stroke_style_str(LIT);
        g.stroke();
    }
    // Restricted play: the pending double's free slots, dashed amber.
    let pulse = 0.55 + 0.45 * (sc.now / 260.0).sin().abs();
    if let Some(p) = sc.pending {
        g.begin_path();
        for e in sc.lay.ends.iter().filter(|e| e.on == p) {
            outline(
                g,
                sc.cam.world_to_screen(e.center),
                e.angle,
                TILE_L * s * e.scale * 0.9,
                TILE_W * s * e.scale * 0.9,
            );
        }
        let _ = g.set_line_dash(&js_sys::Array::of2(&6.0.into(), &4.0.into()));
        g.set_line_width(2.0);
        g.set_stroke_style_str("#ffb300");
        g.stroke();
        let _ = g.set_line_dash(&js_sys::Array::new());
    } else if sc.targets.is_empty() && sc.ends {
        // Open ends: a small ring where the next tile goes.
        g.begin_path();
        for e in &sc.lay.ends {
            let c = sc.cam.world_to_screen(e.center);
            let r = (s * 0.18).clamp(2.0, 6.0);
            g.move_to(c.x + r, c.y);
            let _ = g.arc(c.x, c.y, r, 0.0, TAU);
        }
        g.set_fill_style_str("rgba(255,255,255,0.35)");
        g.fill();
    }
    // Legal targets of the selected tile.
    if !sc.targets.is_empty() {
        let hover = sc.ctl.drag.and_then(|d| {
            sc.targets
                .iter()
                .map(|t| {
                    let p = sc.cam.world_to_screen(t.at);
                    (t, (p.x - d.x).hypot(p.y - d.y))
                })
                .filter(|x| x.1 < (s * 1.3).max(36.0))
                .min_by(|a, b| a.1.total_cmp(&b.1))
                .map(|x| *x.0)
        });
        g.set_line_width(3.0);
        for t in sc.targets {
            let c = sc.cam.world_to_screen(t.at);
            let (angle, k) = sc.lay.spot_pose(t.end);
            g.begin_path();
            outline(g, c, angle, TILE_L * s * k * 0.95, TILE_W * s * k * 0.95);
            let on = hover == Some(*t);
            g.set_fill_style_str(if on {
                "rgba(120,255,140,0.55)"
            } else {
                "rgba(120,255,140,0.22)"
            });
            g.fill();
            g.set_global_alpha(if on { 1.0 } else { pulse });
            g.set_stroke_style_str("#7dff8f");
            g.stroke();
            g.set_global_alpha(1.0);
        }
    }
    draw_rack(g, sc, &mut b);
}

/// Adds a polyline through `points` (world units) to the current path;
/// returns its two ends on screen (`None` for no points).
fn polyline(g: &C2d, cam: &Camera, points: &[Vec2]) -> Option<[Vec2; 2]> {
    let mut on_screen = points.iter().map(|&p| cam.world_to_screen(p));
    let a = on_screen.next()?;
    let mut z = a;
    g.move_to(a.x, a.y);
    for p in on_screen {
        g.line_to(p.x, p.y);
        z = p;
    }
    Some([a, z])
}

/// Strokes the outline of every quadrilateral in `quads` (screen px).
fn outlines(g: &C2d, quads: &[[Vec2; 4]], width: f64, colour: &str) {
    if quads.is_empty() {
        return;
    }
    g.begin_path();
    for q in quads {
        poly(g, q, 0.0, 0.0);
    }
    g.set_line_width(width);
    g.set_stroke_style_str(colour);
    g.stroke();
}

fn draw_rack(g: &C2d, sc: &Scene, b: &mut Batch) {
    let geom = sc.geom;
    g.set_fill_style_str("#5b3a21");
    g.fill_rect(0.0, geom.top, sc.w, sc.h - geom.top);
    g.set_fill_style_str("#6f4a2b");
    g.fill_rect(0.0, geom.top, sc.w, 3.0);
    let tw = geom.tw;
    let (tile_w, tile_h) = geom.tile_size();
    let angle = geom.angle();
    let dragged = sc.ctl.drag.map(|d| d.tile);
    let mut dim = Batch::new(sc.contrast);
    for (i, &t) in sc.ctl.rack.tiles.iter().enumerate() {
        let Some(&(x, y)) = geom.pos.get(i) else {
            break;
        };
        let lift = if sc.ctl.selected == Some(t) {
            tw * 0.22
        } else {
            0.0
        };
        let c = Vec2 {
            x: x + tile_w / 2.0,
            y: y + tile_h / 2.0 - lift,
        };
        let into = if Some(t) == dragged || (sc.my_turn && !sc.playable.contains(&t)) {
            &mut dim
        } else {
            &mut *b
        };
        into.tile(c, angle, tw, t.hi(), t.lo(), sc.numerals(TILE_W * tw));
        if sc.ctl.selected == Some(t) {
            g.begin_path();
            outline(g, c, angle, 2.0 * tw + 6.0, tw + 6.0);
            g.set_line_width(3.0);
            g.set_stroke_style_str("#ffd54a");
            g.stroke();
        }
        if sc.drawn == Some(t) {
            // The tile just drawn: an orange badge at its top corner.
            g.begin_path();
            let r = (tw * 0.16).max(5.0);
            let _ = g.arc(x + tile_w - 2.0, y - lift + 2.0, r, 0.0, TAU);
            g.set_fill_style_str("#ff9f43");
            g.fill();
            g.set_line_width(1.5);
            g.set_stroke_style_str("#5a3100");
            g.stroke();
        }
    }
    dim.flush(g, 0.7, "#ece6d6");
    b.flush(g, 1.0, "#fbf6e9");
    if sc.my_turn {
        g.set_fill_style_str("#7dff8f");
        for (i, t) in sc.ctl.rack.tiles.iter().enumerate() {
            if let (true, Some(&(x, y))) = (sc.playable.contains(t), geom.pos.get(i)) {
                g.fill_rect(x + tile_w * 0.25, y + tile_h + 2.0, tile_w * 0.5, 3.0);
            }
        }
    }
    // The ghost under the pointer.
    if let Some(d) = sc.ctl.drag {
        let s = sc.cam.scale().clamp(tw * 0.8, tw * 1.3);
        let snap = sc
            .targets
            .iter()
            .map(|t| (t, sc.cam.world_to_screen(t.at)))
            .filter(|(_, p)| (p.x - d.x).hypot(p.y - d.y) < (sc.cam.scale() * 1.3).max(36.0))
            .min_by(|a, b| {
                let da = (a.1.x - d.x).hypot(a.1.y - d.y);
                let db = (b.1.x - d.x).hypot(b.1.y - d.y);
                da.total_cmp(&db)
            });
        let (c, long, s) = match snap {
            Some((t, p)) => {
                let (angle, k) = sc.lay.spot_pose(t.end);
                (p, angle, sc.cam.scale() * k)
            }
            None => (Vec2 { x: d.x, y: d.y }, FRAC_PI_2, s),
        };
        let (a, bb) = match snap.and_then(|(t, _)| t.end) {
            Some(i) => {
                let pip = sc.lay.ends[i].pip;
                (pip, d.tile.other(pip))
            }
            None => (d.tile.hi(), d.tile.lo()),
        };
        let long = if snap.is_some() && d.tile.is_double() && snap.and_then(|x| x.0.end).is_some() {
            long + FRAC_PI_2
        } else {
            long
        };
        // Numerals as the table's whole tiles show them.
        b.tile(c, long, s, a, bb, sc.numerals(TILE_W * sc.cam.scale()));
        b.flush(g, 0.85, "#fffdf5");
    }
}
