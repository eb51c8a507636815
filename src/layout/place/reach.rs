//! Open ends that can still reach the open table.
//!
//! The room check ([`super::room`]) looks two tiles ahead of the ends near
//! a new tile. Most tiles still pushed off their parent came to an end
//! that the tiles round it had shut in from further off: a bay whose
//! mouth two lines closed, an end squeezed a little at a time. So a spot
//! also counts as sealing ([`Placer::sealed`]) each open end it would cut
//! off from the free room outside the board, and each of its own new ends
//! left without a way out. With the in-between bends and the touching
//! spots competing where every usual bend seals an end, this took the
//! tiles pushed off from 0.61 % to 0.41 % at 1280 × 800 and from 0.87 %
//! to 0.46 % at 390 × 844 (`chickenfoot layout-report --rounds 200`,
//! docs/layout.md), the size targets still met.
//!
//! A raster of the board in cells of [`H`] world units says where a
//! square probe nearly a tile wide fits ([`PROBE`]), and which of those
//! cells the probe can reach from outside the board. An end whose mouth
//! (the cells just ahead of it, [`MOUTH`]) is reached can still grow.
//! Laying a tile only blocks cells, so reachability only shrinks: the
//! raster is kept up to date tile by tile, and a candidate is judged by
//! the cells it would newly block. When the reached cells round those
//! still join up in a small window, nothing else is lost but rim cells
//! closed in a pocket inside the window; only when two separate ways lead
//! out of the window does a search from each rim cell, heading for the
//! raster's edge, tell which still join the outside.

use super::{Cand, Kind, Placer};
use crate::layout::geom::{Obb, Rect, Vec2};

/// Raster cell side (world units; a tile is 1 × 2).
const H: f64 = 0.25;
/// Half the side of the square probe that must fit along the way (a
/// probe 1.2 or 1.5 units wide made no difference worth having,
/// docs/layout.md).
const PROBE: f64 = 0.45;
/// Free margin of the raster round the board's extent (world units):
/// more than any candidate reaches past the extent, so the raster's rim
/// stays free and reached.
const MARGIN: f64 = 8.0;
/// How far ahead of an end its mouth cells reach.
const MOUTH: f64 = 1.2;
/// Windows (cells round the cells cut) in which a cut is first judged
/// locally, smallest first ([`Raster::cut_within`]).
const WINDOWS: [i32; 2] = [3, 8];
/// How far from a new tile's centre its boxes (a double's toes included)
/// and the mouths of the ends they may cover reach.
const NEAR_CUT: f64 = 4.0 + MOUTH + 1.0;

/// The board's raster: blocked cells, and cells reached from outside.
#[derive(Clone, Default)]
pub(super) struct Raster {
    x0: i32,
    y0: i32,
    w: i32,
    h: i32,
    blocked: Vec<bool>,
    reached: Vec<bool>,
    /// Marks for [`Raster::cut_global`], all 0 between calls.
    scratch: std::cell::RefCell<Vec<u32>>,
}

/// What newly blocked cells do to the cells reached.
pub(super) enum Cut {
    /// Every cell reached before and not blocked is still reached.
    Kept,
    /// As `Kept`, but for these cells (sorted), shut in.
    Pockets(Vec<usize>),
}

fn cell(p: f64) -> i32 {
    (p / H).round() as i32
}

impl Raster {
    fn index(&self, x: i32, y: i32) -> Option<usize> {
        let (i, j) = (x - self.x0, y - self.y0);
        (0 <= i && i < self.w && 0 <= j && j < self.h).then(|| (j * self.w + i) as usize)
    }

    /// Whether the raster covers `r` with half its margin to spare.
    fn covers(&self, r: &Rect) -> bool {
        let m = MARGIN * 0.5;
        !self.blocked.is_empty()
            && cell(r.min.x - m) >= self.x0
            && cell(r.min.y - m) >= self.y0
            && cell(r.max.x + m) < self.x0 + self.w
            && cell(r.max.y + m) < self.y0 + self.h
    }

    /// An empty raster round `extent`: every cell free and reached.
    fn empty(extent: &Rect) -> Raster {
        let (x0, y0, w, h) = Raster::frame(extent);
        let n = (w * h) as usize;
        Raster {
            x0,
            y0,
            w,
            h,
            blocked: vec![false; n],
            reached: vec![true; n],
            scratch: Default::default(),
        }
    }

    /// The raster moved into a frame round `extent` with room to grow:
    /// the cells added are free and reached (every box lies well inside
    /// the old frame, [`Raster::covers`]).
    fn grown(&self, extent: &Rect) -> Raster {
        let mut r = Raster::empty(extent);
        for j in 0..self.h {
            for i in 0..self.w {
                let from = (j * self.w + i) as usize;
                if let Some(to) = r.index(self.x0 + i, self.y0 + j) {
                    r.blocked[to] = self.blocked[from];
                    r.reached[to] = self.reached[from];
                }
            }
        }
        r
    }

    /// The frame (first cell, width, height) for a board of `extent`.
    fn frame(extent: &Rect) -> (i32, i32, i32, i32) {
        // Room to grow, so that a board growing tile by tile is moved
        // to a new frame only now and then.
        let m = MARGIN + 0.25 * extent.width().max(extent.height());
        let x0 = cell(extent.min.x - m);
        let y0 = cell(extent.min.y - m);
        (
            x0,
            y0,
            cell(extent.max.x + m) - x0 + 1,
            cell(extent.max.y + m) - y0 + 1,
        )
    }

    /// The cells whose centre a probe centred there would overlap `b` at.
    fn cover(&self, b: &Obb) -> Vec<usize> {
        let g = b.grown(PROBE);
        let a = g.aabb();
        let mut out = Vec::new();
        for y in cell(a.min.y)..=cell(a.max.y) {
            for x in cell(a.min.x)..=cell(a.max.x) {
                if let Some(i) = self.index(x, y) {
                    if g.contains(Vec2::new(f64::from(x) * H, f64::from(y) * H)) {
                        out.push(i);
                    }
                }
            }
        }
        out
    }

    /// The cells `boxes` would newly block.
    pub(super) fn newly(&self, boxes: &[Obb]) -> Vec<usize> {
        let mut out: Vec<usize> = boxes
            .iter()
            .flat_map(|b| self.cover(b))
            .filter(|&i| !self.blocked[i])
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// What blocking the cells `new` (from [`Raster::newly`]) does to
    /// the cells reached.
    pub(super) fn cut(&self, new: &[usize]) -> Cut {
        WINDOWS
            .iter()
            .find_map(|&window| self.cut_within(new, window))
            .unwrap_or_else(|| self.cut_global(new))
    }

    /// [`Raster::cut`] over the whole raster: from each cell next to the
    /// ones cut, a search that heads for the raster's edge and stops
    /// there (joined to the outside) or runs out of cells (a pocket).
    fn cut_global(&self, new: &[usize]) -> Cut {
        let (w, h) = (self.w, self.h);
        // 0: unseen; 1: new (closed); 2 + k: seen by search k. Kept
        // between calls and cleared after each (only the cells touched).
        let mut scratch = self.scratch.borrow_mut();
        if scratch.len() != self.blocked.len() {
            *scratch = vec![0; self.blocked.len()];
        }
        let mark = &mut scratch[..];
        for &i in new {
            mark[i] = 1;
        }
        let mut touched: Vec<usize> = Vec::new();
        let mut outside: Vec<bool> = Vec::new();
        let mut pockets = Vec::new();
        let mut stack = Vec::new();
        let mut cells = Vec::new();
        for &c in new.iter().filter(|&&i| self.reached[i]) {
            let (cx, cy) = (c as i32 % w, c as i32 / w);
            for (nx, ny) in [(cx - 1, cy), (cx + 1, cy), (cx, cy - 1), (cx, cy + 1)] {
                if nx < 0 || ny < 0 || nx >= w || ny >= h {
                    continue;
                }
                let s = (ny * w + nx) as usize;
                if !self.reached[s] || mark[s] != 0 {
                    continue;
                }
                let k = outside.len() as u32 + 2;
                let mut out = false;
                stack.clear();
                cells.clear();
                mark[s] = k;
                stack.push(s);
                cells.push(s);
                touched.push(s);
                while let Some(i) = stack.pop() {
                    let (x, y) = (i as i32 % w, i as i32 / w);
                    if x == 0 || y == 0 || x == w - 1 || y == h - 1 {
                        out = true;
                        break;
                    }
                    // Neighbours, the one towards the nearest edge pushed
                    // last (searched first).
                    let mut ns = [
                        (x - 1, y, x),
                        (x + 1, y, w - 1 - x),
                        (x, y - 1, y),
                        (x, y + 1, h - 1 - y),
                    ];
                    ns.sort_unstable_by_key(|n| std::cmp::Reverse(n.2));
                    let mut joined = false;
                    for (nx, ny, _) in ns {
                        let j = (ny * w + nx) as usize;
                        if !self.reached[j] || mark[j] == 1 || mark[j] == k {
                            continue;
                        }
                        if mark[j] >= 2 {
                            // Another search's cell: outside ones stopped
                            // early; pockets were searched to the end.
                            if outside[(mark[j] - 2) as usize] {
                                joined = true;
                                break;
                            }
                            continue;
                        }
                        mark[j] = k;
                        stack.push(j);
                        cells.push(j);
                        touched.push(j);
                    }
                    if joined {
                        out = true;
                        break;
                    }
                }
                outside.push(out);
                if !out {
                    pockets.extend_from_slice(&cells);
                }
            }
        }
        for &i in touched.iter().chain(new) {
            mark[i] = 0;
        }
        if pockets.is_empty() {
            Cut::Kept
        } else {
            pockets.sort_unstable();
            Cut::Pockets(pockets)
        }
    }

    /// [`Raster::cut`] judged in `window` cells round the cells cut, or
    /// `None` if that is too few to tell.
    fn cut_within(&self, new: &[usize], window: i32) -> Option<Cut> {
        let hit: Vec<usize> = new.iter().copied().filter(|&i| self.reached[i]).collect();
        if hit.is_empty() {
            return Some(Cut::Kept);
        }
        let w = self.w;
        let xy = |i: usize| (i as i32 % w, i as i32 / w);
        let (mut lx, mut ly, mut hx, mut hy) = (i32::MAX, i32::MAX, i32::MIN, i32::MIN);
        for &i in &hit {
            let (x, y) = xy(i);
            (lx, ly, hx, hy) = (lx.min(x), ly.min(y), hx.max(x), hy.max(y));
        }
        let (lx, ly) = ((lx - window).max(0), (ly - window).max(0));
        let (hx, hy) = ((hx + window).min(w - 1), (hy + window).min(self.h - 1));
        let ww = hx - lx + 1;
        let local = |x: i32, y: i32| ((y - ly) * ww + (x - lx)) as usize;
        // 0: not open, 1: open, 2: visited.
        let mut state = vec![0u8; (ww * (hy - ly + 1)) as usize];
        for y in ly..=hy {
            for x in lx..=hx {
                if self.reached[(y * w + x) as usize] {
                    state[local(x, y)] = 1;
                }
            }
        }
        for &i in new {
            let (x, y) = xy(i);
            if (lx..=hx).contains(&x) && (ly..=hy).contains(&y) {
                state[local(x, y)] = 0;
            }
        }
        // The reached cells next to the ones cut.
        let mut rim = Vec::new();
        for &i in &hit {
            let (x, y) = xy(i);
            for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
                if (lx..=hx).contains(&nx) && (ly..=hy).contains(&ny) && state[local(nx, ny)] == 1 {
                    rim.push((nx, ny));
                }
            }
        }
        // Label the rim's components in the window. One that does not
        // touch the window's border is shut in: its cells are cut off. If
        // at most one touches the border, it is the one still joined to
        // the outside (some rim cell is: the way out to a cell cut went
        // through one), and nothing else is lost; else the window is too
        // small to tell.
        let mut open_border = 0;
        let mut pockets = Vec::new();
        for &(sx, sy) in &rim {
            if state[local(sx, sy)] != 1 {
                continue;
            }
            let mut cells = vec![(sx, sy)];
            state[local(sx, sy)] = 2;
            let mut k = 0;
            let mut border = false;
            while k < cells.len() {
                let (x, y) = cells[k];
                k += 1;
                border |= x == lx || x == hx || y == ly || y == hy;
                for (nx, ny) in [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)] {
                    if (lx..=hx).contains(&nx)
                        && (ly..=hy).contains(&ny)
                        && state[local(nx, ny)] == 1
                    {
                        state[local(nx, ny)] = 2;
                        cells.push((nx, ny));
                    }
                }
            }
            if border {
                open_border += 1;
                if open_border > 1 {
                    return None;
                }
            } else {
                pockets.extend(cells.iter().map(|&(x, y)| (y * w + x) as usize));
            }
        }
        if pockets.is_empty() {
            Some(Cut::Kept)
        } else {
            pockets.sort_unstable();
            Some(Cut::Pockets(pockets))
        }
    }

    /// Whether cell `i` is reached once the cells `new` are blocked, `cut`
    /// being their effect.
    fn reached_after(&self, i: usize, new: &[usize], cut: &Cut) -> bool {
        self.reached[i]
            && new.binary_search(&i).is_err()
            && match cut {
                Cut::Kept => true,
                Cut::Pockets(p) => p.binary_search(&i).is_err(),
            }
    }

    /// Whether the end at `e` facing `dir` reaches the outside, with the
    /// cells `new` blocked and `cut` their effect.
    pub(super) fn escapes(&self, e: Vec2, dir: Vec2, new: &[usize], cut: &Cut) -> bool {
        let n = (MOUTH / H).ceil() as i32;
        let (cx, cy) = (cell(e.x), cell(e.y));
        for x in cx - n..=cx + n {
            for y in cy - n..=cy + n {
                let c = Vec2::new(f64::from(x) * H, f64::from(y) * H);
                let d = c - e;
                if d.dot(d) > MOUTH * MOUTH || d.dot(dir) <= 0.0 {
                    continue;
                }
                let Some(i) = self.index(x, y) else {
                    // Outside the raster is outside the board.
                    return true;
                };
                if self.reached_after(i, new, cut) {
                    return true;
                }
            }
        }
        false
    }

    /// Blocks the cells under `b`, laid on a board of `extent` (`b`'s
    /// box included). Every box laid goes through here, the first into
    /// an empty raster.
    pub(super) fn insert(&mut self, b: &Obb, extent: &Rect) {
        if !self.covers(extent) {
            *self = if self.blocked.is_empty() {
                Raster::empty(extent)
            } else {
                self.grown(extent)
            };
        }
        let new = self.newly(std::slice::from_ref(b));
        match self.cut(&new) {
            Cut::Kept => {}
            Cut::Pockets(p) => {
                for i in p {
                    self.reached[i] = false;
                }
            }
        }
        for i in new {
            self.blocked[i] = true;
            self.reached[i] = false;
        }
    }
}

impl Placer {
    /// How many ends laying a tile of `kind` at `c` (with `toes`; its
    /// boxes `extra`) cuts off from the outside: its own new ends, and
    /// open ends (but `parent`'s) that reach it now.
    pub(super) fn cut_off(
        &self,
        kind: Kind,
        c: &Cand,
        toes: &[Cand; 3],
        extra: &[Obb],
        parent: usize,
    ) -> usize {
        let r = &self.raster;
        if r.blocked.is_empty() {
            return 0;
        }
        let new = r.newly(extra);
        let cut = r.cut(&new);
        let own = match kind {
            Kind::Line => usize::from(!r.escapes(c.far_end(), c.dir, &new, &cut)),
            Kind::Double => toes
                .iter()
                .filter(|t| !r.escapes(t.far_end(), t.dir, &new, &cut))
                .count(),
        };
        let none: [usize; 0] = [];
        // Cells are lost only under the new boxes and, for pockets, in
        // them: only the ends near those can lose their way out.
        let reach = match cut {
            Cut::Kept => NEAR_CUT,
            Cut::Pockets(_) => f64::INFINITY,
        };
        own + self
            .open
            .iter()
            .filter(|&&i| i as usize != parent)
            .filter(|&&i| {
                let t = &self.nodes[i as usize].tile;
                if (t.center - c.center).length() > reach {
                    return false;
                }
                let t = Cand::of(t);
                !r.escapes(t.far_end(), t.dir, &new, &cut)
                    && r.escapes(t.far_end(), t.dir, &none, &Cut::Kept)
            })
            .count()
    }
}

#[cfg(test)]
impl Raster {
    /// Where `self` and `o` disagree, cell by cell in world coordinates
    /// (a cell outside a raster is free and reached).
    pub(super) fn differences(&self, o: &Raster) -> usize {
        let mut n = 0;
        for (a, b) in [(self, o), (o, self)] {
            for j in 0..a.h {
                for i in 0..a.w {
                    let k = (j * a.w + i) as usize;
                    let (blocked, reached) = match b.index(a.x0 + i, a.y0 + j) {
                        Some(l) => (b.blocked[l], b.reached[l]),
                        None => (false, true),
                    };
                    n += usize::from(a.blocked[k] != blocked || a.reached[k] != reached);
                }
            }
        }
        n
    }

    /// The cells reached with `new` blocked too, by flooding the whole
    /// raster (what [`Raster::cut`] must agree with).
    pub(super) fn flooded_with(&self, new: &[usize]) -> Vec<bool> {
        let mut r = Raster {
            x0: self.x0,
            y0: self.y0,
            w: self.w,
            h: self.h,
            blocked: self.blocked.clone(),
            reached: Vec::new(),
            scratch: Default::default(),
        };
        for &i in new {
            r.blocked[i] = true;
        }
        r.flood()
    }

    /// The cells reached with `new` blocked, as `cut` (from
    /// [`Raster::cut`]) tells.
    pub(super) fn all_reached_after(&self, new: &[usize], cut: &Cut) -> Vec<bool> {
        (0..self.reached.len())
            .map(|i| self.reached_after(i, new, cut))
            .collect()
    }
    /// A raster of `boxes` round `extent`, flooded.
    pub(super) fn build<'a>(extent: &Rect, boxes: impl Iterator<Item = &'a Obb>) -> Raster {
        let mut r = Raster::empty(extent);
        for b in boxes {
            for i in r.cover(b) {
                r.blocked[i] = true;
            }
        }
        r.reached = r.flood();
        r
    }

    /// The cells reached from the raster's rim.
    fn flood(&self) -> Vec<bool> {
        let (w, h) = (self.w, self.h);
        let mut reached = vec![false; self.blocked.len()];
        let mut stack: Vec<usize> = Vec::new();
        for x in 0..w {
            stack.push(x as usize);
            stack.push(((h - 1) * w + x) as usize);
        }
        for y in 0..h {
            stack.push((y * w) as usize);
            stack.push((y * w + w - 1) as usize);
        }
        while let Some(i) = stack.pop() {
            if reached[i] || self.blocked[i] {
                continue;
            }
            reached[i] = true;
            let (x, y) = (i as i32 % w, i as i32 / w);
            if x > 0 {
                stack.push(i - 1);
            }
            if x + 1 < w {
                stack.push(i + 1);
            }
            if y > 0 {
                stack.push(i - w as usize);
            }
            if y + 1 < h {
                stack.push(i + w as usize);
            }
        }
        reached
    }
}
