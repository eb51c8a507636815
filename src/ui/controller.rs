//! What a click, a drag or a button means: selection, drag and drop,
//! highlighted targets, pan and zoom, and the reason an attempt is refused.
//! Keys reach it as the buttons they stand for (`page/keys.rs`).

use super::input::{Command, InputEvent, Pointer};
use super::rack::{Rack, RackGeom};
use crate::i18n::{self, t, tf, Key, Lang};
use crate::layout::{Camera, Layout, Vec2};
use crate::rules::{Move, Round, Tile};

/// Everything the controller reads (never writes) to interpret input.
pub struct Ctx<'a> {
    /// The round in play.
    pub round: &'a Round,
    /// The seat that may act now (a person, to move, hand on screen).
    pub seat: Option<u8>,
    /// Its legal moves (empty when `seat` is `None`).
    pub legal: &'a [Move],
    /// The table laid out.
    pub layout: &'a Layout,
    /// Rack geometry on screen.
    pub rack: &'a RackGeom,
    /// Canvas width in CSS pixels.
    pub width: f64,
    /// The language of the messages.
    pub lang: Lang,
}

/// A place the selected tile may go.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Target {
    /// The move it makes.
    pub mv: Move,
    /// Index into `layout.ends` (`None` for the start double's placement).
    pub end: Option<usize>,
    /// Where it is, in world units.
    pub at: Vec2,
}

/// A tile being dragged.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Drag {
    /// The tile.
    pub tile: Tile,
    /// Pointer position (CSS px).
    pub x: f64,
    /// Pointer position (CSS px).
    pub y: f64,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Press {
    Rack(Tile),
    Board,
}

#[derive(Clone, Copy, PartialEq, Debug)]
struct Down {
    p: Pointer,
    x0: f64,
    y0: f64,
    what: Press,
    moved: bool,
}

/// Selection, drag, pan/zoom state and the message line.
#[derive(Default)]
pub struct Controller {
    /// The player's rack.
    pub rack: Rack,
    /// The selected hand tile.
    pub selected: Option<Tile>,
    /// The tile being dragged.
    pub drag: Option<Drag>,
    /// A sentence for the player (why a move was refused, what to do), in
    /// the language of the [`Ctx`] it was made with.
    pub message: Option<String>,
    /// The player moved the camera: stop fitting automatically.
    pub user_camera: bool,
    /// A tile on the table the player tapped: its line back to the start
    /// double is lit ([`Layout::line_of`]).
    pub traced: Option<Tile>,
    downs: Vec<Down>,
    pinch: Option<f64>,
}

/// Drag distance (CSS px) before a press becomes a drag.
const DRAG_SLOP: f64 = 6.0;

impl Controller {
    /// Legal targets of a hand tile right now.
    pub fn targets_of(tile: Tile, ctx: &Ctx) -> Vec<Target> {
        let mut out = Vec::new();
        for &mv in ctx.legal {
            match mv {
                Move::Place(t) if t == tile => out.push(Target {
                    mv,
                    end: None,
                    at: Vec2 { x: 0.0, y: 0.0 },
                }),
                Move::Play { tile: t, on } if t == tile => {
                    for (i, e) in ctx.layout.ends.iter().enumerate() {
                        if e.on == on {
                            out.push(Target {
                                mv,
                                end: Some(i),
                                at: e.center,
                            });
                        }
                    }
                }
                _ => {}
            }
        }
        out
    }

    /// Targets of the selected (or dragged) tile. With nothing selected,
    /// the empty table's start spot when placing the start double is the
    /// only move (so the player sees where it goes and can tap there).
    pub fn targets(&self, ctx: &Ctx) -> Vec<Target> {
        let tile = self.drag.map(|d| d.tile).or(self.selected);
        match tile.or_else(|| Controller::start_to_place(ctx)) {
            Some(t) => Controller::targets_of(t, ctx),
            None => Vec::new(),
        }
    }

    /// The start double, when placing it is the only legal move.
    fn start_to_place(ctx: &Ctx) -> Option<Tile> {
        match ctx.legal {
            [Move::Place(d)] => Some(*d),
            _ => None,
        }
    }

    /// Whether a hand tile has a legal move now.
    pub fn playable(tile: Tile, ctx: &Ctx) -> bool {
        ctx.legal.iter().any(|m| m.tile() == Some(tile))
    }

    /// The translated reason the engine refuses `mv` for `seat`.
    fn reason(&self, ctx: &Ctx, seat: u8, mv: Move) -> String {
        let err = ctx.round.explain(seat, mv);
        i18n::explain(ctx.lang, &err, mv, ctx.round)
    }

    /// Why `tile` cannot be played anywhere now.
    pub fn why_not(&self, tile: Tile, ctx: &Ctx) -> String {
        let l = ctx.lang;
        let Some(seat) = ctx.seat else {
            return t(l, Key::NotYourTurn).into();
        };
        let r = ctx.round;
        if let Some(Move::Place(d)) = ctx.legal.first() {
            return tf(l, Key::PlaceStartDouble, &[("tile", &d.to_string())]);
        }
        if ctx.legal.first() == Some(&Move::Draw) && r.board().start().is_none() {
            return tf(
                l,
                Key::SearchDraw,
                &[("tile", &r.start_double().to_string())],
            );
        }
        let ends: Vec<(Tile, u8)> = r.board().targets().collect();
        // The engine's reason for the one end, unless it is only "does not
        // fit there": away from the table that says less than the list of
        // open ends below.
        let specific = |on: Tile| {
            let mv = Move::Play { tile, on };
            let err = r.explain(seat, mv);
            (err.code != crate::rules::MoveErrorCode::DoesNotFit)
                .then(|| i18n::explain(l, &err, mv, r))
        };
        let one = match ends.as_slice() {
            [(on, _)] => specific(*on),
            [(on, _), ..] if r.drawn().is_some_and(|d| d != tile) => specific(*on),
            _ => None,
        };
        let mut s = match one {
            Some(reason) => reason,
            None => {
                let pips: Vec<String> = r
                    .board()
                    .playable_pips()
                    .iter()
                    .map(|p| p.to_string())
                    .collect();
                tf(
                    l,
                    Key::FitsNowhere,
                    &[("tile", &tile.to_string()), ("pips", &pips.join(", "))],
                )
            }
        };
        if ctx.legal == [Move::Draw] {
            s = format!("{s}. {}", t(l, Key::HintDraw));
        } else if ctx.legal == [Move::Pass] {
            let pass = pass_text(l, ctx.round.drawn());
            s = format!("{s}. {pass}");
        }
        s
    }

    /// Selects (or unselects) a hand tile; explains when it has no place.
    pub fn select(&mut self, tile: Tile, ctx: &Ctx) {
        if self.selected == Some(tile) {
            self.selected = None;
            self.message = None;
            return;
        }
        self.selected = Some(tile);
        self.traced = None;
        self.message = if Controller::playable(tile, ctx) {
            None
        } else {
            Some(self.why_not(tile, ctx))
        };
    }

    /// Forgets selection and drag (after a move, a new round, a hidden hand).
    pub fn reset(&mut self) {
        self.selected = None;
        self.traced = None;
        self.drag = None;
        self.message = None;
        self.downs.clear();
        self.pinch = None;
    }

    fn try_move(&mut self, mv: Move, ctx: &Ctx) -> Option<Move> {
        if ctx.legal.contains(&mv) {
            self.selected = None;
            self.message = None;
            return Some(mv);
        }
        self.message = Some(match ctx.seat {
            None => t(ctx.lang, Key::NotYourTurn).into(),
            Some(s) => self.reason(ctx, s, mv),
        });
        None
    }

    /// The target nearest a screen point, within reach of a finger.
    fn target_near(&self, tile: Tile, x: f64, y: f64, ctx: &Ctx, cam: &Camera) -> Option<Target> {
        let reach = (cam.scale() * 1.3).max(36.0);
        Controller::targets_of(tile, ctx)
            .into_iter()
            .map(|t| {
                let s = cam.world_to_screen(t.at);
                (t, (s.x - x).hypot(s.y - y))
            })
            .filter(|&(t, d)| d <= reach || t.end.is_none())
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(t, _)| t)
    }

    /// Why dropping `tile` at a screen point does not play it.
    fn drop_reason(&self, tile: Tile, x: f64, y: f64, ctx: &Ctx, cam: &Camera) -> String {
        let Some(seat) = ctx.seat else {
            return t(ctx.lang, Key::NotYourTurn).into();
        };
        let w = cam.screen_to_world(Vec2 { x, y });
        let reach = (36.0 / cam.scale()).max(1.3);
        let on = crate::layout::hit_end(ctx.layout, w, reach)
            .map(|i| ctx.layout.ends[i].on)
            .or_else(|| crate::layout::hit_tile(ctx.layout, w));
        match on {
            Some(on) if ctx.round.board().start().is_some() => {
                self.reason(ctx, seat, Move::Play { tile, on })
            }
            _ if Controller::playable(tile, ctx) => {
                tf(ctx.lang, Key::ChooseSpot, &[("tile", &tile.to_string())])
            }
            _ => self.why_not(tile, ctx),
        }
    }

    /// Handles one event; returns a move to apply (already known legal).
    pub fn handle(&mut self, ev: &InputEvent, ctx: &Ctx, cam: &mut Camera) -> Option<Move> {
        match ev {
            InputEvent::Down(p) => {
                self.downs.retain(|d| d.p.id != p.id);
                let what = match ctx.rack.hit(p.x, p.y) {
                    Some(i) if i < self.rack.tiles.len() => Press::Rack(self.rack.tiles[i]),
                    _ => Press::Board,
                };
                self.downs.push(Down {
                    p: *p,
                    x0: p.x,
                    y0: p.y,
                    what,
                    moved: false,
                });
                if self.downs.len() >= 2 {
                    self.drag = None;
                    let (a, b) = (self.downs[0].p, self.downs[1].p);
                    self.pinch = Some((a.x - b.x).hypot(a.y - b.y).max(1.0));
                }
                None
            }
            InputEvent::Move(p) => {
                let i = self.downs.iter().position(|d| d.p.id == p.id)?;
                let prev = self.downs[i].p;
                let d = &mut self.downs[i];
                d.p = *p;
                if (p.x - d.x0).hypot(p.y - d.y0) > DRAG_SLOP {
                    d.moved = true;
                }
                let d = *d;
                if let (Some(last), true) = (self.pinch, self.downs.len() >= 2) {
                    let (a, b) = (self.downs[0].p, self.downs[1].p);
                    let dist = (a.x - b.x).hypot(a.y - b.y).max(1.0);
                    let mid = Vec2 {
                        x: (a.x + b.x) / 2.0,
                        y: (a.y + b.y) / 2.0,
                    };
                    cam.zoom_at(mid, dist / last);
                    self.pinch = Some(dist);
                    self.user_camera = true;
                    return None;
                }
                match d.what {
                    Press::Rack(tile) if d.moved => {
                        if self.drag.is_none() && ctx.seat.is_some() {
                            // As a click would: a tile with no spot says
                            // why at once (no "choose a spot" with none lit).
                            self.selected = Some(tile);
                            self.message =
                                (!Controller::playable(tile, ctx)).then(|| self.why_not(tile, ctx));
                        }
                        if ctx.seat.is_some() {
                            self.drag = Some(Drag {
                                tile,
                                x: p.x,
                                y: p.y,
                            });
                        }
                    }
                    Press::Board if d.moved => {
                        cam.pan(p.x - prev.x, p.y - prev.y);
                        self.user_camera = true;
                    }
                    _ => {}
                }
                None
            }
            InputEvent::Up(p) => {
                let i = self.downs.iter().position(|d| d.p.id == p.id)?;
                let d = self.downs.remove(i);
                if self.pinch.is_some() {
                    if self.downs.is_empty() {
                        self.pinch = None;
                    }
                    return None;
                }
                match d.what {
                    Press::Rack(tile) => {
                        if let Some(drag) = self.drag.take() {
                            if p.y >= ctx.rack.top {
                                return None;
                            }
                            match self.target_near(drag.tile, p.x, p.y, ctx, cam) {
                                Some(t) => self.try_move(t.mv, ctx),
                                None => {
                                    self.message =
                                        Some(self.drop_reason(drag.tile, p.x, p.y, ctx, cam));
                                    // A tile that fits nowhere goes back
                                    // unselected: there is no spot to offer.
                                    if !Controller::playable(drag.tile, ctx) {
                                        self.selected = None;
                                    }
                                    None
                                }
                            }
                        } else if !d.moved {
                            self.select(tile, ctx);
                            None
                        } else {
                            None
                        }
                    }
                    Press::Board if !d.moved => {
                        let Some(tile) = self.selected.or_else(|| Controller::start_to_place(ctx))
                        else {
                            // Nothing to lay: a tap on a tile of the table
                            // lights its line; on it again, or on the felt,
                            // puts the light out.
                            let w = cam.screen_to_world(Vec2 { x: p.x, y: p.y });
                            let hit = crate::layout::hit_tile(ctx.layout, w);
                            self.traced = hit.filter(|&t| self.traced != Some(t));
                            return None;
                        };
                        match self.target_near(tile, p.x, p.y, ctx, cam) {
                            Some(t) => self.try_move(t.mv, ctx),
                            None => None,
                        }
                    }
                    Press::Board => None,
                }
            }
            InputEvent::Cancel(id) => {
                self.downs.retain(|d| d.p.id != *id);
                self.drag = None;
                self.pinch = None;
                None
            }
            InputEvent::Wheel { x, y, dy } => {
                cam.zoom_at(Vec2 { x: *x, y: *y }, (-dy * 0.0015).exp().clamp(0.5, 2.0));
                self.user_camera = true;
                None
            }
            InputEvent::Command(c) => self.command(c, ctx, cam),
        }
    }

    /// Handles a command; returns a move to apply (already known legal).
    pub fn command(&mut self, c: &Command, ctx: &Ctx, cam: &mut Camera) -> Option<Move> {
        let centre = Vec2 {
            x: ctx.width / 2.0,
            y: ctx.rack.top / 2.0,
        };
        match c {
            Command::Draw => self.try_move(Move::Draw, ctx),
            Command::Pass => self.try_move(Move::Pass, ctx),
            Command::ZoomIn => {
                cam.zoom_at(centre, 1.25);
                self.user_camera = true;
                None
            }
            Command::ZoomOut => {
                cam.zoom_at(centre, 0.8);
                self.user_camera = true;
                None
            }
            Command::ResetView => {
                self.user_camera = false;
                None
            }
            Command::SortRack => {
                self.rack.mode = self.rack.mode.next();
                self.rack.sort();
                // The button cycles: say which order the hand is in now.
                self.message = Some(t(ctx.lang, self.rack.mode.key()).to_string());
                None
            }
            Command::SelectTile(t) => {
                self.select(*t, ctx);
                None
            }
            Command::Target(i) => {
                let tile = self.selected?;
                let t = *Controller::targets_of(tile, ctx).get(*i)?;
                self.try_move(t.mv, ctx)
            }
            Command::Cancel => {
                self.reset();
                None
            }
        }
    }
}

/// What to say when passing is all that is left: the tile just drawn that
/// fits nowhere (the boneyard may still hold tiles), else that there is
/// nothing to play and nothing to draw.
pub fn pass_text(l: Lang, drawn: Option<Tile>) -> String {
    match drawn {
        Some(tile) => tf(l, Key::DrewNoFit, &[("tile", &tile.to_string())]),
        None => t(l, Key::HintPass).into(),
    }
}
