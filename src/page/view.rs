//! The table on screen: its size, the camera that keeps the board in view
//! (easing when the table grows), the board's layout and the tiles sliding
//! into place.

use super::msg::Viewport;
use crate::layout::{layout, Camera, Growing, Layout, Rect, Vec2, TILE_L};
use crate::rules::{State, Tile};
use crate::ui::rack::SHORT_H;
use crate::ui::RackGeom;

/// How long a tile slides into place (ms).
pub const SLIDE_MS: f64 = 280.0;
/// Space kept above the board for the banner (CSS px).
const TOP_PAD: f64 = 36.0;
/// The open ends strip's height in one row (CSS px, style.css: its
/// buttons, 26 px, and a little more with large tiles): [`TOP_PAD`] keeps
/// room for that row (a short viewport's pad lets it overlap the board's
/// edge a little); only what a wrapped strip takes beyond it moves the
/// board down.
const STRIP_ROW: f64 = 28.0;
/// Space kept below the board for a one-line message above the rack (CSS
/// px): the line's 8 px margin over the rack, its 29 px (style.css, `.msg`)
/// and the 6 px the page keeps clear of it ([`Viewport::covered`]). So a
/// one-line message covers no more than this, and the fit of
/// `chickenfoot layout`, which sees no message, is the page's (40 px until
/// 2026-12-06: the page's fit then followed the message's 43 px, the
/// command's did not).
const MSG_PAD: f64 = 43.0;
/// Further space below the board for the replay bar (CSS px).
const REPLAY_PAD: f64 = 44.0;
/// On a viewport shorter than [`SHORT_H`] the banner may overlap the
/// board's top edge a little: the room kept above the board (CSS px).
const SHORT_TOP_PAD: f64 = 24.0;
/// The margin kept round the board (CSS px): small, as every pixel of
/// the room is tile size, and the open ends' spots round the board's rim
/// keep most tiles further off the edge (16 px until 2026-12-03:
/// docs/layout.md, "Half the margin, and a phone's lines keep more
/// room").
const MARGIN: f64 = 8.0;
/// How the board is fitted to its room (the camera of the page's table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fit {
    /// A round in play or replayed: room kept round the tiles for the open
    /// ends' spots, and above them for the banner and the open ends strip.
    Play,
    /// A finished round ([`Screen::ends_shown`](super::Screen::ends_shown)
    /// false): no spots, banner or strip, so the tiles alone are fitted,
    /// up to the notice.
    Finished,
}

/// How long the camera takes to follow a growing table to its new fit (ms).
const CAMERA_MS: f64 = 220.0;

/// A tile sliding into place.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Slide {
    /// The tile.
    pub tile: Tile,
    /// Where it comes from (CSS px).
    pub from: Vec2,
    /// Start time (ms).
    pub t0: f64,
}

/// The fitted view the camera is heading for, and the easing towards it.
#[derive(Clone, Copy, Debug, PartialEq)]
struct CameraGoal {
    /// The fitted view.
    to: Camera,
    /// Viewport size and tiles on the table it was fitted for.
    key: (f64, f64, usize),
    /// Where the easing started, and when.
    from: Option<(Camera, f64)>,
}

/// The table on screen.
#[derive(Clone, Debug)]
pub struct View {
    /// The canvas size.
    pub size: Viewport,
    /// The camera.
    pub cam: Camera,
    /// Where the fitted camera is going (None: not fitted yet).
    goal: Option<CameraGoal>,
    /// The shown board, laid out.
    pub lay: Layout,
    /// The round and room shape `lay` is of, and the placer that laid it,
    /// kept so that a new tile is laid alone (None: lay out again).
    grow: Option<(usize, u32, Growing)>,
    /// Tiles sliding in.
    pub slides: Vec<Slide>,
    /// Where the tile the person just played was on screen (its slide
    /// starts there).
    pub(super) from: Option<(Tile, Vec2)>,
    /// The time of the last frame (ms).
    pub now: f64,
    /// The most the lines over the table have covered ([`Viewport::covered`])
    /// in this viewport and round, and of which: the fit keeps clear of the
    /// tallest message seen, so it does not jump with every message.
    covered: (f64, f64, usize, f64),
    /// The player's camera gliding to show the spots of a picked tile:
    /// from, to, start time (ms).
    glide: Option<(Camera, Camera, f64)>,
    /// Large tiles (the setting): a bigger rack.
    pub(super) large: bool,
}

impl View {
    /// A view of `state`'s board in a viewport not measured yet.
    pub fn new(state: &State) -> View {
        let lay = layout(state.round().board());
        View {
            size: Viewport::default(),
            cam: Camera::fit(lay.bounds, 800.0, 600.0, 24.0),
            goal: None,
            lay,
            grow: None,
            slides: Vec::new(),
            from: None,
            now: 0.0,
            covered: (0.0, 0.0, 0, 0.0),
            glide: None,
            large: false,
        }
    }

    /// The rack's geometry for `tiles` tiles.
    pub fn geom(&self, tiles: usize) -> RackGeom {
        RackGeom::sized(self.size.w, self.size.h, tiles, self.large)
    }

    /// Another table is shown (a new game, a replay step): lay out anew,
    /// no slides.
    pub(super) fn reset(&mut self) {
        self.slides.clear();
        self.grow = None;
    }

    /// Lays `state`'s board out again if it changed (a new round drops the
    /// slides). Within a round and a room shape only the new tiles are
    /// placed ([`Growing`]).
    pub(super) fn relayout(&mut self, state: &State) {
        let aspect = self.aspect(state.rules().hand_size as usize);
        let (round, board) = (state.round_index(), state.round().board());
        let kept = matches!(&self.grow, Some((r, a, _)) if (*r, *a) == (round, aspect));
        if !kept {
            if self.grow.as_ref().is_some_and(|(r, _, _)| *r != round) {
                self.slides.clear();
            }
            let shape = (aspect > 0).then(|| aspect as f64 / 10.0);
            self.grow = Some((round, aspect, Growing::new(board.arms(), shape)));
        }
        if let Some((_, _, g)) = &mut self.grow {
            // A new placer lays out even an empty board.
            if g.follow(board) || !kept {
                self.lay = g.layout();
            }
        }
    }

    /// The shape of the room for the board (width / height, in tenths; 0
    /// before the canvas is measured): from the canvas and a rack holding
    /// a dealt hand (`hand` tiles), so it holds for a window whatever the
    /// hand and the message line do during a round (a new shape lays the
    /// table out again).
    fn aspect(&self, hand: usize) -> u32 {
        let w = self.size.w - self.size.side;
        let room = self.geom(hand).top - self.top_pad() - MSG_PAD;
        if w <= 0.0 || room <= 0.0 {
            return 0;
        }
        (10.0 * w / room).round().clamp(1.0, 40.0) as u32
    }

    /// Drops the slides that have ended.
    pub(super) fn end_slides(&mut self) {
        let now = self.now;
        self.slides.retain(|s| now - s.t0 < SLIDE_MS);
    }

    /// Where a seat's tiles come from on screen (the top edge).
    pub(super) fn seat_point(&self, seat: u8, players: usize) -> Vec2 {
        let n = players.max(1) as f64;
        Vec2 {
            x: self.size.w * (seat as f64 + 0.5) / n,
            y: 0.0,
        }
    }

    /// Where the board may be drawn, in CSS px from the canvas's top: below
    /// the notice and the open ends strip (more than one row of it when it
    /// wraps) and above the message line (and the replay bar):
    /// `(top, bottom)`. [`MARGIN`] is kept inside it on every side. A
    /// [`Fit::Finished`] table (no banner, no strip) reaches up to the
    /// notice.
    fn room(&mut self, rack_top: f64, replay_bar: bool, fit: Fit) -> (f64, f64) {
        let bar = if replay_bar { REPLAY_PAD } else { 0.0 };
        let covered = self.covered_most();
        let bottom = (rack_top - MSG_PAD - bar).min(rack_top - covered);
        if fit == Fit::Finished {
            return (self.size.notice, bottom);
        }
        let wrapped = (self.size.strip - STRIP_ROW).max(0.0);
        (self.top_pad() + self.size.notice + wrapped, bottom)
    }

    /// The room kept above the board for the banner: less on a viewport
    /// shorter than [`SHORT_H`].
    fn top_pad(&self) -> f64 {
        if self.size.h < SHORT_H {
            SHORT_TOP_PAD
        } else {
            TOP_PAD
        }
    }

    /// Brings the world points `spots` (a picked tile's spots) into view
    /// when the player's camera shows some of them off screen: the camera
    /// glides (in [`CAMERA_MS`]; at once with `snap`) to the least change
    /// that shows them all, panning at the same scale if they fit, else
    /// zooming out just enough. Returns whether it moves.
    pub(super) fn show(&mut self, spots: &[Vec2], rack_top: f64, snap: bool) -> bool {
        let (top, bottom) = self.room(rack_top, false, Fit::Play);
        let (left, right) = (MARGIN, self.size.w - self.size.side - MARGIN);
        let inside = |cam: &Camera, p: Vec2| {
            let s = cam.world_to_screen(p);
            s.x >= left && s.x <= right && s.y >= top && s.y <= bottom
        };
        let Some(around) = Rect::around(spots) else {
            return false;
        };
        if spots.iter().all(|&p| inside(&self.cam, p)) {
            return false;
        }
        // A spot's own size (a tile), so it is shown whole.
        let pad = Vec2::new(TILE_L, TILE_L);
        let bounds = Rect::from_corners(around.min - pad, around.max + pad);
        let fit = Camera::fit(bounds, right - left, bottom - top, 0.0);
        let scale = self.cam.scale().min(fit.scale());
        let screen = Vec2::new((left + right) / 2.0, (top + bottom) / 2.0);
        let to = self.cam.looking_at(scale, around.center(), screen);
        self.glide = if snap {
            self.cam = to;
            None
        } else {
            Some((self.cam, to, self.now))
        };
        true
    }

    /// Glides the camera to centre world point `at` in the room for the
    /// board, zoomed in to at least `scale` (never out); at once with
    /// `snap`.
    pub(super) fn centre_on(&mut self, at: Vec2, scale: f64, rack_top: f64, snap: bool) {
        let (top, bottom) = self.room(rack_top, false, Fit::Play);
        let screen = Vec2::new((self.size.w - self.size.side) / 2.0, (top + bottom) / 2.0);
        let to = self.cam.looking_at(self.cam.scale().max(scale), at, screen);
        self.glide = if snap {
            self.cam = to;
            None
        } else {
            Some((self.cam, to, self.now))
        };
    }

    /// Moves the player's camera along its glide (see [`View::show`]).
    pub(super) fn glide(&mut self) {
        let Some((from, to, t0)) = self.glide else {
            return;
        };
        let t = (self.now - t0) / CAMERA_MS;
        let pivot = Vec2::new(self.size.w * 0.5, self.size.h * 0.5);
        self.cam = from.toward(&to, 1.0 - (1.0 - t.min(1.0)).powi(3), pivot);
        if t >= 1.0 {
            self.glide = None;
        }
    }

    /// Whether the player's camera is gliding to show a tile's spots.
    pub fn gliding(&self) -> bool {
        self.glide.is_some()
    }

    /// Stops a glide (the player took the camera).
    pub(super) fn stop_glide(&mut self) {
        self.glide = None;
    }

    /// The most the lines over the table covered in this viewport and
    /// round (see [`View::follow`]).
    fn covered_most(&mut self) -> f64 {
        let round = self.grow.as_ref().map_or(usize::MAX, |g| g.0);
        let now = (self.size.w, self.size.h, round, self.size.covered);
        let (w, h, round, most) = self.covered;
        self.covered = if (w, h, round) == (now.0, now.1, now.2) {
            (w, h, round, most.max(now.3))
        } else {
            now
        };
        self.covered.3
    }

    /// Whether the camera is still easing to a new fit.
    pub fn easing(&self) -> bool {
        self.goal.is_some_and(|g| g.from.is_some())
    }

    /// Keeps the whole table in view between the banner and the message
    /// line above the rack (`rack_top`; with `replay_bar`, above the
    /// replay's bar too). The message line keeps at least one line's room,
    /// and as much as the tallest message of this round in this viewport
    /// took ([`Viewport::covered`]): no message covers a tile in the fitted
    /// view. When the table grows, the camera eases to the new fit in
    /// [`CAMERA_MS`] (ease-out); a new viewport size, a new round or
    /// reduced motion (`snap`) go there at once.
    ///
    /// A [`Fit::Finished`] table is fitted by its tiles alone, up to the
    /// notice, so the table a round ended with is shown as large as the
    /// room allows.
    pub(super) fn follow(&mut self, rack_top: f64, replay_bar: bool, snap: bool, fit: Fit) {
        let (w, h, now) = (self.size.w, self.size.h, self.now);
        let (top_pad, bottom) = self.room(rack_top, replay_bar, fit);
        let bounds = match fit {
            Fit::Finished => self.lay.tiles_bounds().unwrap_or(self.lay.bounds),
            Fit::Play => self.lay.bounds,
        };
        let mut to = Camera::fit(bounds, w - self.size.side, bottom - top_pad, MARGIN);
        to.pan(0.0, top_pad);
        let key = (w, h, self.lay.tiles.len());
        let mut goal = match self.goal {
            Some(g) if g.to == to => g,
            // The table grew under the same viewport: ease (not from an
            // empty table: the start double appears where it stays).
            Some(g)
                if !snap
                    && (g.key.0, g.key.1) == (key.0, key.1)
                    && key.2 > g.key.2
                    && g.key.2 > 0 =>
            {
                CameraGoal {
                    to,
                    key,
                    from: Some((self.cam, now)),
                }
            }
            _ => CameraGoal {
                to,
                key,
                from: None,
            },
        };
        let pivot = Vec2::new(w * 0.5, (top_pad + bottom) * 0.5);
        self.cam = match goal.from {
            Some((from, t0)) if now - t0 < CAMERA_MS => {
                let t = 1.0 - (1.0 - (now - t0) / CAMERA_MS).powi(3);
                from.toward(&to, t, pivot)
            }
            _ => {
                goal.from = None;
                to
            }
        };
        self.goal = Some(goal);
    }
}
