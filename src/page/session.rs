//! The page around the game: its commands (one exhaustive match), the
//! dialogs, new matches, the language, settings, share links, records and
//! the replay viewer, and what is saved and reported after each move.

use super::boot::lang_failed;
use super::effect::{Effect, Focus};
use super::msg::{Arrow, Command, Deal, NewGameForm, Step};
use super::screen::{Dialog, ReplayView, Screen};
use super::{Page, TourStep};
use crate::i18n::Lang;
use crate::rules::record::{Record, RecordError};
use crate::rules::{Preset, Rules};
use crate::share::Shared;
use crate::ui::setup::rules_error_text;
use crate::ui::{Game, GameSetup};

impl Page {
    /// A page command.
    pub(super) fn command(&mut self, c: Command, fx: &mut Vec<Effect>) {
        match c {
            Command::ToggleNumerals => {
                let p = &mut self.prefs;
                p.settings.numerals = !p.numerals();
                p.url.numerals = false;
                self.save_settings(fx);
            }
            Command::ToggleMute => {
                let p = &mut self.prefs;
                p.settings.sound = p.muted();
                p.url.mute = false;
                self.save_settings(fx);
            }
            Command::ToggleAutoDraw => {
                self.prefs.settings.auto_draw = !self.prefs.settings.auto_draw;
                self.save_settings(fx);
            }
            Command::Tour => self.open(Dialog::Tour(TourStep::StartDouble)),
            Command::TourNext | Command::TourBack => {
                if let Some(Dialog::Tour(step)) = self.screen.dialog() {
                    let to = if c == Command::TourNext {
                        step.next()
                    } else {
                        step.back()
                    };
                    match to {
                        Some(s) => self.open(Dialog::Tour(s)),
                        None if c == Command::TourNext => self.close_dialog(),
                        None => {}
                    }
                }
            }
            Command::ToggleLarge => {
                self.prefs.settings.large = Some(!self.prefs.large());
                self.save_settings(fx);
            }
            Command::NextRound => {
                if self.screen.replay().is_none() && self.game.next_round() {
                    self.ctl.reset();
                    self.ctl.user_camera = false;
                    fx.push(Effect::Focus(Focus::Hand));
                }
            }
            Command::Rematch(deal) => {
                let setup = self.game.setup.clone();
                let _ = self.new_game(setup, deal, true, fx);
            }
            Command::Ready => {
                if self.screen.replay().is_none() {
                    self.game.ready();
                    fx.push(Effect::Focus(Focus::Hand));
                }
            }
            Command::Menu => self.open(Dialog::Menu),
            Command::NewGame => {
                let seats = self.game.setup.seats.len();
                self.open(Dialog::NewGame { seats, error: None })
            }
            Command::Stats => self.open(Dialog::Stats),
            Command::Rules => self.open(Dialog::Rules),
            Command::Share => {
                let url = self.share_url();
                fx.push(Effect::Copy(url.clone()));
                self.open(Dialog::Share { url, copied: false });
            }
            Command::Close => self.close_dialog(),
            Command::Peek | Command::Unpeek => {
                let aside = c == Command::Peek;
                if let Screen::RoundOver { peek } | Screen::MatchOver { peek } = &mut self.screen {
                    *peek = aside;
                    if aside {
                        fx.push(Effect::Focus(Focus::PeekBack));
                    }
                }
            }
            Command::QuickGame(deal) => {
                let setup = GameSetup {
                    rules: Preset::Quick.rules(4),
                    ..GameSetup::default()
                };
                let _ = self.new_game(setup, deal, false, fx);
            }
            Command::Start(form, deal) => self.start(*form, deal, fx),
            Command::SeatCount(n) => {
                if let Screen::Dialog {
                    dialog: Dialog::NewGame { seats, .. },
                    ..
                } = &mut self.screen
                {
                    *seats = n.clamp(2, 8);
                }
            }
            Command::Hint(via) => self.start_hint(via),
            Command::Tiles => {
                if self.on_table() {
                    fx.push(Effect::Focus(Focus::Hand));
                }
            }
            Command::Undo => self.undo(fx),
            Command::ShowEnd(i) => self.show_end(i),
            Command::Export => {
                let name = format!("chickenfoot-{}.json", self.game.state.seed());
                let record = self.game.state.to_record();
                fx.push(Effect::Download { name, record });
                self.close_dialog();
            }
            Command::Import => {
                self.close_dialog();
                fx.push(Effect::PickFile);
            }
            Command::ReplayGame => {
                self.close_dialog();
                let record = self.game.state.to_record();
                self.open_record(Ok(record), false, fx);
            }
            Command::Lang(lang) => self.set_lang(lang, fx),
            Command::Speed(speed) => {
                self.prefs.settings.ai_speed = speed;
                self.prefs.url.delay_ms = None;
                self.save_settings(fx);
            }
            Command::Dismiss => self.notice = None,
            Command::PlayHere => self.play_here(fx),
            Command::DownloadPrevious => self.download_previous(fx),
            Command::ResumeSaved => self.resume_saved(fx),
            Command::Step(step) => self.step(step, fx),
            Command::LeaveReplay => self.leave_replay(fx),
            Command::Arrow(a) => match (&self.screen, a) {
                (Screen::Replay(_), Arrow::Left) => self.step(Step::Prev, fx),
                (Screen::Replay(_), Arrow::Right) => self.step(Step::Next, fx),
                (Screen::Replay(_), Arrow::PageUp) => self.step(Step::BackRound, fx),
                (Screen::Replay(_), Arrow::PageDown) => self.step(Step::ForwardRound, fx),
                (Screen::Replay(_), Arrow::Up | Arrow::Down) => {}
                _ => fx.push(Effect::Focus(Focus::Rove(a))),
            },
            Command::Tab { back } => fx.push(Effect::Focus(Focus::Cycle { back })),
        }
    }

    /// Opens `dialog` over the screen (in place of an open one, but never
    /// in place of [`Dialog::Elsewhere`]).
    pub(super) fn open(&mut self, dialog: Dialog) {
        if self.away() {
            return;
        }
        let over = match std::mem::replace(&mut self.screen, Screen::Playing) {
            Screen::Dialog { over, .. } => over,
            s => Box::new(s),
        };
        self.screen = Screen::Dialog { dialog, over };
        self.opened += 1;
    }

    /// Closes the open dialog, if any: back to the screen under it.
    pub(super) fn close_dialog(&mut self) {
        if let Screen::Dialog { over, dialog } = &mut self.screen {
            if *dialog == Dialog::Elsewhere {
                return;
            }
            let over = std::mem::replace(&mut **over, Screen::Playing);
            self.screen = over;
        }
    }

    /// The New game dialog's Start: the match it describes, or why not.
    fn start(&mut self, form: NewGameForm, deal: Deal, fx: &mut Vec<Effect>) {
        let n = form.seats.len().clamp(2, 8);
        let res = form
            .rules
            .rules(n as u8)
            .map_err(|e| e.text(self.lang()))
            .and_then(|rules| {
                let seats = form.seats.into_iter().take(n).collect();
                self.new_game(GameSetup { seats, rules }, deal, false, fx)
            });
        if let (
            Err(e),
            Screen::Dialog {
                dialog: Dialog::NewGame { error, .. },
                ..
            },
        ) = (res, &mut self.screen)
        {
            *error = Some(e);
        }
    }

    /// Starts a new match: the table in play (out of a dialog or a
    /// replay), the seats remembered, the hand focused. A match of the
    /// player's choosing (not a `rematch`, which deals the same table
    /// again) goes to their own slot; the unfinished match it replaces
    /// there can be downloaded ([`Page::replacing`]).
    fn new_game(
        &mut self,
        setup: GameSetup,
        deal: Deal,
        rematch: bool,
        fx: &mut Vec<Effect>,
    ) -> Result<(), String> {
        let rules = Rules {
            players: setup.seats.len() as u8,
            ..setup.rules.clone()
        };
        let game = Game::new_in(setup, deal.seed, self.lang())
            .map_err(|e| rules_error_text(self.lang(), &e, &rules))?;
        if !rematch {
            self.replacing(fx);
            self.link = None;
        }
        self.game = game;
        self.match_id = deal.match_id;
        self.books.reported = 0;
        self.books.spoken = 0;
        self.books.saved = (usize::MAX, 0, 0);
        self.prefs.settings.seats = self.game.setup.seats.clone();
        self.save_settings(fx);
        self.reset_table();
        self.screen = Screen::Playing;
        fx.push(Effect::Focus(Focus::Hand));
        Ok(())
    }

    /// Another table is shown: no selection, the camera fitted, no slides.
    pub(super) fn reset_table(&mut self) {
        self.ctl.reset();
        self.ctl.user_camera = false;
        self.view.reset();
    }

    fn save_settings(&self, fx: &mut Vec<Effect>) {
        if !self.env.embed {
            fx.push(Effect::SaveSettings(self.prefs.settings.clone()));
        }
    }

    /// The share link: rules, seats and seed in the fragment.
    fn share_url(&self) -> String {
        let shared = Shared {
            rules: self.game.state.rules().clone(),
            seats: self.game.setup.seats.clone(),
            seed: self.game.state.seed(),
        };
        format!("{}#{}", self.env.base_url, shared.to_fragment())
    }

    /// The clipboard's answer: the share dialog says so, or its field
    /// takes the focus to be copied by hand.
    pub(super) fn copied(&mut self, ok: bool, fx: &mut Vec<Effect>) {
        if !ok {
            fx.push(Effect::Focus(Focus::ShareUrl));
        } else if let Screen::Dialog {
            dialog: Dialog::Share { copied, .. },
            ..
        } = &mut self.screen
        {
            *copied = true;
        }
    }

    /// Switches to `lang`, fetching its strings first if they are not at
    /// hand (the switch then comes with [`Msg::LangLoaded`](super::Msg::LangLoaded)).
    /// The menu opens (again) in the new language.
    fn set_lang(&mut self, lang: Lang, fx: &mut Vec<Effect>) {
        if !self.env.langs.contains(&lang) {
            fx.push(Effect::FetchLang(lang));
            return;
        }
        self.game.set_lang(lang);
        if let Screen::Replay(r) = self.screen.base_mut() {
            // The step is said in the new language too.
            r.caption = r.replay.caption(&r.state, lang, &self.game);
        }
        self.prefs.settings.lang = Some(lang);
        self.save_settings(fx);
        self.open(Dialog::Menu);
    }

    /// A language's strings arrived (the switch happens), or why not (the
    /// page stays in its language and says why).
    pub(super) fn lang_loaded(&mut self, lang: Lang, r: Result<(), String>, fx: &mut Vec<Effect>) {
        match r {
            Ok(()) => {
                if !self.env.langs.contains(&lang) {
                    self.env.langs.push(lang);
                }
                self.set_lang(lang, fx);
            }
            Err(why) => {
                let (notice, warn) = lang_failed(lang, &why);
                self.notice = Some(super::Notice::text(notice));
                fx.push(warn);
                // The menu, if open, shows the language in use again.
                if self.screen.dialog() == Some(&Dialog::Menu) {
                    self.open(Dialog::Menu);
                }
            }
        }
    }

    /// Opens a record (an imported file, or this game) in the replay
    /// viewer, or says why it cannot be read.
    pub(super) fn open_record(
        &mut self,
        read: Result<Record, RecordError>,
        empty: bool,
        fx: &mut Vec<Effect>,
    ) {
        let opened = crate::ui::replay::checked(read, empty, self.lang()).and_then(|rec| {
            ReplayView::new(rec, self.lang(), &self.game).map_err(|e| (e.to_string(), e))
        });
        match opened {
            Ok(view) => {
                fx.push(Effect::Announce(view.caption.join(". ")));
                self.screen = Screen::Replay(Box::new(view));
                self.reset_table();
            }
            Err((message, detail)) => {
                fx.push(Effect::Warn(format!("import: {detail}")));
                self.notice = Some(super::Notice::text(message));
            }
        }
    }

    /// A step in the replay: the step is said; a button of the bar that
    /// had the focus keeps it (its opposite, once it is disabled).
    fn step(&mut self, step: Step, fx: &mut Vec<Effect>) {
        let lang = self.lang();
        let Screen::Replay(view) = &mut self.screen else {
            return;
        };
        view.step(step, lang, &self.game);
        fx.push(Effect::Announce(view.caption.join(". ")));
        let keep = if view.can(step) {
            step
        } else {
            step.opposite()
        };
        fx.push(Effect::Focus(Focus::ReplayStep(keep)));
        self.reset_table();
    }

    /// Leaves the replay: back to the game as it was.
    pub(super) fn leave_replay(&mut self, fx: &mut Vec<Effect>) {
        if let Screen::Replay(_) = self.screen {
            self.screen = Screen::of_stage(self.game.stage(), &Screen::Playing);
            self.reset_table();
            fx.push(Effect::Focus(Focus::MenuFromReplay));
        }
    }
}
