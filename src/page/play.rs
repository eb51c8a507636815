//! Playing: the person's input through the controller, the AI seats and
//! the Hint button thinking in slices ([`Msg::Think`](super::Msg::Think)),
//! auto-draw, and what each move sounds and looks like.

use super::effect::{Cue, Effect, Focus};
use super::keys::Shortcut;
use super::msg::Via;
use super::view::Slide;
use super::{Dialog, Page, Screen};
use crate::ai::{Level, Thinking};
use crate::i18n::{t, tf, Key};
use crate::layout::Vec2;
use crate::rules::Move;
use crate::ui::{Command, GameEvent, InputEvent, PointerKind};

/// The longest an AI seat's search may run past the seat's pace: then
/// the best move found so far is played, so a slow device never keeps the
/// table waiting more than this per move (on this project's machine no
/// decision comes near it, docs/ai.md "Decision time").
pub(super) const MAX_OVERDUE_MS: f64 = 1000.0;

/// The most one frame adds to a search's overdue time: a tab put in the
/// background stops the frames, and coming back is not thinking time.
pub(super) const FRAME_GAP_MS: f64 = 100.0;

/// The least zoom an open end is shown at from the strip (CSS px per
/// world unit: a tile 56 × 28 px, pips readable up to double-twelve).
const READ_SCALE: f64 = 28.0;

impl Page {
    /// Game input (a pointer, the wheel, a table button or the command a
    /// key stands for): it goes to the controller while the table is in
    /// play or looked at after its round.
    pub(super) fn input(&mut self, ev: InputEvent, fx: &mut Vec<Effect>) {
        if let InputEvent::Down(p) = &ev {
            self.env.touch = p.kind != PointerKind::Mouse;
        }
        if ev == InputEvent::Command(Command::SortRack) {
            // From the menu (a narrow screen's toolbar has no Sort hand):
            // the menu closes so that the sorted hand shows.
            self.close_dialog();
        }
        // Looking at a finished table (the result put aside), the camera
        // still zooms and pans; there is nothing to play.
        if self.on_table() {
            self.table_input(ev, fx);
        }
    }

    /// A key pressed on the game surface ([`super::keys`]): Esc closes what
    /// is open (a dialog, a result put aside, a replay) or else drops the
    /// pick; the other keys act on the table only.
    pub(super) fn key(&mut self, key: &str, fx: &mut Vec<Effect>) {
        match super::keys::shortcut(key) {
            Some(Shortcut::Escape) => match &mut self.screen {
                Screen::Dialog { .. } => self.close_dialog(),
                Screen::RoundOver { peek } | Screen::MatchOver { peek } if *peek => *peek = false,
                Screen::Replay(_) => self.leave_replay(fx),
                _ => self.input(InputEvent::Command(Command::Cancel), fx),
            },
            Some(Shortcut::Table(c)) => self.input(InputEvent::Command(c), fx),
            Some(Shortcut::Page(c)) if self.on_table() => self.command(c, fx),
            Some(Shortcut::Page(_)) | None => {}
        }
    }

    /// The table in play, or a finished one looked at: where table input
    /// and the table's keys act.
    pub(super) fn on_table(&self) -> bool {
        self.screen == Screen::Playing || self.screen.peeking()
    }

    /// Input on the table in play, through the controller.
    fn table_input(&mut self, ev: InputEvent, fx: &mut Vec<Effect>) {
        let legal = self.legal();
        let geom = self.view.geom(self.ctl.rack.tiles.len());
        if let (InputEvent::Up(_), Some(d)) = (&ev, self.ctl.drag) {
            self.view.from = Some((d.tile, Vec2 { x: d.x, y: d.y }));
        }
        let ctx = crate::ui::Ctx {
            round: self.game.state.round(),
            seat: self.game.human_to_move(),
            legal: &legal,
            layout: &self.view.lay,
            rack: &geom,
            width: self.view.size.w,
            lang: self.lang(),
        };
        let picked = self.ctl.selected;
        let mv = self.ctl.handle(&ev, &ctx, &mut self.view.cam);
        // A tile picked (not dragged) whose spots the player's camera
        // leaves off screen: the camera glides to show them all.
        let spots: Vec<Vec2> = match self.ctl.selected {
            Some(tile)
                if self.ctl.user_camera && self.ctl.drag.is_none() && picked != Some(tile) =>
            {
                crate::ui::Controller::targets_of(tile, &ctx)
                    .iter()
                    .map(|t| t.at)
                    .collect()
            }
            _ => Vec::new(),
        };
        // The player's own pan or zoom wins over a glide to the spots.
        if matches!(ev, InputEvent::Down(_) | InputEvent::Wheel { .. }) {
            self.view.stop_glide();
        }
        self.view
            .show(&spots, geom.top, self.prefs.system.reduced_motion);
        match ev {
            InputEvent::Command(Command::SelectTile(_)) => fx.push(Effect::Focus(Focus::Target)),
            InputEvent::Command(Command::Target(_)) => fx.push(Effect::Focus(Focus::Hand)),
            _ => {}
        }
        match mv {
            Some(mv) => {
                // A tile played from the rack slides from where it stood.
                if let (Some(t), None) = (mv.tile(), self.view.from) {
                    let at = self.ctl.rack.tiles.iter().position(|&x| x == t);
                    if let Some(p) = at.and_then(|i| geom.centre(i)) {
                        self.view.from = Some((t, p));
                    }
                }
                self.play(mv, fx);
            }
            None => {
                if self.ctl.message.is_some() && matches!(ev, InputEvent::Up(_)) {
                    self.sound(Cue::Nope, fx);
                }
                self.view.from = None;
            }
        }
    }

    /// Plays the person's move, or says why not.
    pub(super) fn play(&mut self, mv: Move, fx: &mut Vec<Effect>) {
        match self.game.play(mv) {
            Ok(ev) => {
                self.ctl.reset();
                self.moved(ev, fx);
            }
            Err(e) => {
                let view = self.game.state.view(self.game.state.to_move().unwrap_or(0));
                self.ctl.message = Some(crate::i18n::explain(self.lang(), &e, mv, &view));
                self.sound(Cue::Nope, fx);
            }
        }
    }

    /// Sounds and slides for what a move did. A hint given before it was
    /// for another position: it is gone.
    fn moved(&mut self, events: Vec<GameEvent>, fx: &mut Vec<Effect>) {
        if !events.is_empty() {
            self.think.hinted = None;
        }
        for e in events {
            let cue = match e {
                GameEvent::Played { seat, tile, .. } => {
                    if !self.prefs.system.reduced_motion {
                        let from = match self.view.from.take() {
                            Some((t, p)) if t == tile => p,
                            _ => self.view.seat_point(seat, self.game.seats.len()),
                        };
                        let t0 = self.view.now;
                        self.view.slides.push(Slide { tile, from, t0 });
                    }
                    if tile.is_double() {
                        Cue::Foot
                    } else {
                        Cue::Tap
                    }
                }
                GameEvent::Drew(_) => Cue::Draw,
                GameEvent::Passed(_) => Cue::Pass,
                GameEvent::RoundOver => Cue::End,
            };
            self.sound(cue, fx);
        }
    }

    /// A sound, unless the sound is off.
    pub(super) fn sound(&self, cue: Cue, fx: &mut Vec<Effect>) {
        if !self.prefs.muted() {
            fx.push(Effect::Sound(cue));
        }
    }

    /// A frame at `now`: auto-draw moves; an AI seat to move starts
    /// thinking at once, and plays when its pace has run and its search
    /// is done, so the search's time is hidden in the pace (a big table's
    /// Hard seat takes 0.1–0.2 s a move: waited on top of the pace, seven
    /// of them added a second or more to every turn round the table).
    pub(super) fn tick(&mut self, now: f64, fx: &mut Vec<Effect>) {
        let frame = (now - self.view.now).clamp(0.0, FRAME_GAP_MS);
        self.view.now = now;
        if self.prefs.auto_draw() && self.screen == Screen::Playing {
            if let Some(mv) = self.game.auto_move() {
                self.play(mv, fx);
            }
        }
        if !self.ai_may_move() {
            self.think.next_ai = 0.0;
            return;
        }
        if self.think.next_ai == 0.0 {
            self.think.next_ai = now + self.prefs.delay_ms();
        }
        // A worker silent too long is given up on first, so that this
        // frame starts the search on the page.
        self.worker_overdue(now, fx);
        let pos = self.pos();
        if self.think.ai.as_ref().map(|s| s.0) != Some(pos) {
            let decision = self.start_decision(now, fx);
            self.think.ai = Some((pos, decision));
            self.think.overdue = 0.0;
        } else if now > self.think.next_ai && self.thinking() {
            self.think.overdue += frame;
        }
        self.ai_play_when_due(fx);
    }

    /// Plays the AI seat's decided move once its pace has run; a move
    /// decided early asks to be woken when it is due. A search on the page
    /// that has run [`MAX_OVERDUE_MS`] past the pace plays its best move so
    /// far; the worker's is waited for ([`super::worker`]).
    pub(super) fn ai_play_when_due(&mut self, fx: &mut Vec<Effect>) {
        let Some((_, s)) = self.think.ai.as_ref() else {
            return;
        };
        if !s.is_done() && (s.is_away() || self.think.overdue < MAX_OVERDUE_MS) {
            return;
        }
        if self.view.now < self.think.next_ai {
            fx.push(Effect::WakeAt(self.think.next_ai));
            return;
        }
        let Some(mv) = s.best() else {
            return;
        };
        self.think.ai = None;
        let ev = self.game.play_ai(mv);
        self.moved(ev, fx);
        self.think.next_ai = self.view.now + self.prefs.delay_ms();
        if self.game.ai_to_move() {
            fx.push(Effect::WakeAt(self.think.next_ai));
        }
    }

    /// Runs the search in progress for `steps` steps; a finished one
    /// plays the AI seat's move (when due) or shows the hint.
    pub(super) fn think(&mut self, steps: u32, fx: &mut Vec<Effect>) {
        if self.ai_may_move() {
            if let Some((_, s)) = self.think.ai.as_mut() {
                if s.step(steps) {
                    self.ai_play_when_due(fx);
                }
                return;
            }
        }
        if self.seat().is_none() {
            return;
        }
        let Some((_, s, via)) = self.think.hint.as_mut() else {
            return;
        };
        if !s.step(steps) {
            return;
        }
        let (mv, via) = (s.best(), *via);
        self.think.hint = None;
        let l = self.lang();
        let text = match mv {
            Move::Place(t) => tf(l, Key::HintPlace, &[("tile", &t.to_string())]),
            Move::Play { tile, on } => tf(
                l,
                Key::HintPlay,
                &[("tile", &tile.to_string()), ("on", &on.to_string())],
            ),
            Move::Draw => t(l, Key::HintDraw).into(),
            Move::Pass => crate::ui::controller::pass_text(l, self.game.state.round().drawn()),
        };
        self.ctl.selected = mv.tile();
        self.ctl.message = Some(text);
        self.think.hinted = Some(mv);
        if let Some(tile) = mv.tile() {
            let legal = self.legal();
            let geom = self.view.geom(self.ctl.rack.tiles.len());
            let ctx = self.ctx(&legal, &geom);
            let at = crate::ui::Controller::targets_of(tile, &ctx)
                .iter()
                .position(|t| t.mv == mv);
            if let Some(place) = at {
                fx.push(Effect::Focus(Focus::Hinted { place, via }));
            }
        }
    }

    /// Whether Undo may take something back now: the table in play (the
    /// menu may be open over it), one person against computer seats, their
    /// last move of this round a play ([`crate::ui::undo`]).
    pub fn can_undo(&self) -> bool {
        let menu = matches!(self.screen.dialog(), None | Some(Dialog::Menu));
        menu && *self.screen.base() == Screen::Playing && self.game.undo_point().is_some()
    }

    /// Takes back the person's last play (Undo, Ctrl+Z, or the menu's
    /// Undo on a narrow screen, which closes the menu): the table, the
    /// hand and the saved game go back to just before it; the computer
    /// seats' thinking about the later position stops.
    pub(super) fn undo(&mut self, fx: &mut Vec<Effect>) {
        if !self.can_undo() {
            return;
        }
        self.close_dialog();
        let Some(tile) = self.game.undo() else {
            return;
        };
        self.think = Default::default();
        self.ctl.reset();
        self.view.reset();
        self.ctl.message = Some(tf(
            self.lang(),
            Key::AnnYouTakeBack,
            &[("tile", &tile.to_string())],
        ));
        self.sound(Cue::Tap, fx);
        fx.push(Effect::Focus(Focus::Hand));
    }

    /// Shows open end `i` of the table on screen (the open ends strip):
    /// the camera glides to centre it, zoomed in to at least a readable
    /// tile size, and stays the player's until they reset the view. The
    /// end's line is lit and said in the live region, tile by tile from
    /// the start double (the strip's buttons are the keyboard's way to
    /// what a tap on a tile of the table does); a tile picked from the
    /// hand puts it out, as does Esc.
    pub(super) fn show_end(&mut self, i: usize) {
        let Some(end) = self.view.lay.ends.get(i) else {
            return;
        };
        let at = end.center;
        if self.ctl.selected.is_none() {
            self.ctl.traced = Some(end.on);
            // Said again when its button is pressed again.
            self.books.traced = None;
        }
        let top = self.view.geom(self.ctl.rack.tiles.len()).top;
        self.ctl.user_camera = true;
        self.view
            .centre_on(at, READ_SCALE, top, self.prefs.system.reduced_motion);
    }

    /// The Hint: what a Hard seat would play for the person to move
    /// (`chickenfoot hint` gives the same), thought out in slices.
    pub(super) fn start_hint(&mut self, via: Via) {
        let Some(seat) = self.seat() else {
            return;
        };
        let st = &self.game.state;
        let thinking = Thinking::start(Level::Hard, &st.view(seat), st.seed());
        self.think.hint = Some((self.pos(), thinking, via));
        self.ctl.message = Some(format!("{}…", t(self.lang(), Key::Hint)));
    }
}
