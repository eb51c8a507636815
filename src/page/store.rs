//! What the page keeps: the match saved in its [`Slot`] after every move,
//! one tab at a time owning a slot, finished rounds counted into the
//! statistics other tabs write too, and what a new match or an unreadable
//! save replaced, kept to download.
//!
//! - A tab takes its slot when it starts ([`Effect::Claim`]). When another
//!   tab takes it ([`Msg::Elsewhere`](super::Msg::Elsewhere)) this one stops
//!   saving and shows [`Dialog::Elsewhere`]; its Play here reads the slot
//!   again ([`Effect::Reread`]): the other tab saved after every move, so
//!   the game goes on from its last one, and this tab takes the slot back.
//! - Statistics are not written whole: each finished round goes out as an
//!   [`Effect::CountStats`], which the browser counts into what is stored.
//! - A new match over an unfinished one, or a save that cannot be read,
//!   leaves [`Page::previous`] to download ([`Offer::DownloadPrevious`]).

use super::effect::{Effect, Focus, HostEvent};
use super::msg::Reread;
use super::screen::{Dialog, Screen};
use super::{Notice, Offer, Page, Previous};
use crate::i18n::{t, tf, Key};
use crate::rules::State;
use crate::save::{Count, Saved, Slot};
use crate::ui::{Game, GameSetup};

/// Whether a match holds anything to lose: a move made, and not over.
pub fn unfinished(state: &State) -> bool {
    !state.is_over() && (state.round_index() > 0 || state.log().iter().any(|l| !l.moves.is_empty()))
}

impl Page {
    /// Whether another tab has the game ([`Dialog::Elsewhere`] is open).
    pub fn away(&self) -> bool {
        self.screen.dialog() == Some(&Dialog::Elsewhere)
    }

    /// Another tab took `slot`: if it is this page's, the page stops
    /// saving and says so.
    pub(super) fn elsewhere(&mut self, slot: crate::save::Slot) {
        if self.slot == Some(slot) && !self.away() {
            self.think.hint = None;
            self.open(Dialog::Elsewhere);
        }
    }

    /// Play here: the slot's save is read again ([`Msg::Reread`](super::Msg::Reread)).
    pub(super) fn play_here(&mut self, fx: &mut Vec<Effect>) {
        if let (true, Some(slot)) = (self.away(), self.slot) {
            self.books.rereading = Some(slot);
            fx.push(Effect::Reread(slot));
        }
    }

    /// The slot read again (for Play here, or Resume your game): its match
    /// goes on here (another tab's last move), with the statistics as
    /// stored, and this tab takes the slot. Nothing there: the match kept
    /// for Resume your game, or this tab's own, is saved now. A save that
    /// cannot be read (a newer version's, say) is never overwritten
    /// unseen: it is kept aside ([`Effect::Backup`]) and offered for
    /// download, and this tab's match goes on.
    pub(super) fn reread(&mut self, r: Reread, fx: &mut Vec<Effect>) {
        let Some(slot) = self.books.rereading.take() else {
            return;
        };
        self.slot = Some(slot);
        if let Some(stats) = r.stats {
            self.stats = stats;
        }
        if let Screen::Dialog { over, .. } = &mut self.screen {
            self.screen = std::mem::replace(&mut **over, Screen::Playing);
        }
        if self
            .notice
            .as_ref()
            .is_some_and(|n| n.offer == Some(Offer::ResumeSaved))
        {
            self.notice = None;
        }
        let kept = self.kept.take();
        match (r.saved, kept) {
            (Some(Ok(s)), _) => self.take(s),
            (Some(Err(e)), kept) => {
                fx.push(Effect::Warn(format!("saved game: {e}")));
                let reason = t(self.lang(), e.reason_key());
                let text = tf(self.lang(), Key::SaveKeptAside, &[("reason", reason)]);
                self.notice = Some(Notice {
                    text,
                    offer: r.text.is_some().then_some(Offer::DownloadPrevious),
                });
                if let Some(raw) = r.text {
                    fx.push(Effect::Backup(raw.clone()));
                    self.previous = Some(Previous::Text(raw));
                }
                if let Some(k) = kept {
                    self.take(*k);
                }
                self.books.saved = (usize::MAX, 0, 0);
            }
            (None, Some(k)) => {
                self.take(*k);
                self.books.saved = (usize::MAX, 0, 0);
            }
            (None, None) => self.books.saved = (usize::MAX, 0, 0),
        }
        fx.push(Effect::Claim(slot));
        fx.push(Effect::Focus(Focus::Hand));
    }

    /// Plays the saved match `s`: its rounds were reported and it is
    /// saved as it is.
    fn take(&mut self, s: Saved) {
        let setup = GameSetup {
            seats: s.settings.seats.clone(),
            rules: s.state.rules().clone(),
        };
        self.game = Game::resume(setup, s.state, self.lang());
        self.match_id = s.match_id;
        self.link = s.link;
        let st = &self.game.state;
        self.books.reported = st.finished_scores().len();
        self.books.saved = save_key(st);
        self.books.spoken = self.game.log.len();
        self.screen = Screen::of_stage(self.game.stage(), &Screen::Playing);
        self.reset_table();
    }

    /// Resume your game: the link's game stays in [`Slot::Link`]; the
    /// player's own slot is read again (another tab may have played on
    /// since this one started) and its match comes back here.
    pub(super) fn resume_saved(&mut self, fx: &mut Vec<Effect>) {
        if self.kept.is_none() || self.away() || self.books.rereading.is_some() {
            return;
        }
        self.books.rereading = Some(Slot::Game);
        fx.push(Effect::Reread(Slot::Game));
    }

    /// Before a new match of the player's choosing replaces the one in play:
    /// the match the player's own slot held is kept to download if it was
    /// unfinished, and the new match goes to that slot.
    pub(super) fn replacing(&mut self, fx: &mut Vec<Effect>) {
        let Some(slot) = self.slot else { return };
        let gone = match slot {
            Slot::Game => Some(&self.game.state),
            Slot::Link => self.kept.as_ref().map(|k| &k.state),
        };
        if let Some(st) = gone.filter(|st| unfinished(st)) {
            self.previous = Some(Previous::Record(Box::new(st.to_record())));
            self.notice = Some(Notice {
                text: t(self.lang(), Key::GameReplaced).into(),
                offer: Some(Offer::DownloadPrevious),
            });
        } else if self.kept.is_some() {
            self.notice = None;
        }
        self.kept = None;
        if slot == Slot::Link {
            self.slot = Some(Slot::Game);
            fx.push(Effect::Claim(Slot::Game));
        }
    }

    /// Download the previous game.
    pub(super) fn download_previous(&mut self, fx: &mut Vec<Effect>) {
        match &self.previous {
            Some(Previous::Record(rec)) => {
                let name = format!("chickenfoot-previous-{}.json", rec.seed.unwrap_or(0));
                fx.push(Effect::Download {
                    name,
                    record: (**rec).clone(),
                });
            }
            Some(Previous::Text(text)) => fx.push(Effect::DownloadText {
                name: "chickenfoot-previous.json".into(),
                text: text.clone(),
            }),
            None => {}
        }
    }

    /// After a move: a finished round or match is reported (to the
    /// embedding page, or counted in the statistics), and the game is saved
    /// in its slot when it moved on (not while another tab has it, nor
    /// while the slot is being read again).
    pub(super) fn report(&mut self, fx: &mut Vec<Effect>) {
        let st = &self.game.state;
        let finished = st.finished_scores().len();
        if finished > self.books.reported {
            self.books.reported = finished;
            let kinds = &self.game.setup.seats;
            let me = (0..kinds.len() as u8).find(|&s| self.game.is_human(s));
            if self.env.embed {
                fx.push(Effect::PostToHost(HostEvent::RoundOver(Box::new(
                    st.clone(),
                ))));
                if st.winners().is_some() {
                    fx.push(Effect::PostToHost(HostEvent::MatchOver(Box::new(
                        st.clone(),
                    ))));
                }
            } else if let Some(me) = me {
                let count = Count {
                    match_id: self.match_id,
                    state: st.clone(),
                    seats: kinds.clone(),
                    me,
                };
                if self.stats.count(&count) {
                    fx.push(Effect::CountStats {
                        count: Box::new(count),
                        local: Box::new(self.stats.clone()),
                    });
                }
            }
        }
        let key = save_key(st);
        let Some(slot) = self.slot else { return };
        if key != self.books.saved && !self.away() && self.books.rereading.is_none() {
            self.books.saved = key;
            let mut settings = self.prefs.settings.clone();
            settings.seats = self.game.setup.seats.clone();
            fx.push(Effect::SaveGame(
                slot,
                Box::new(Saved {
                    state: st.clone(),
                    settings,
                    match_id: self.match_id,
                    link: self.link.clone(),
                }),
            ));
        }
    }
}

/// The position a save is made for: round, moves into it, rounds finished.
fn save_key(st: &State) -> (usize, usize, usize) {
    (
        st.round_index(),
        st.log().last().map_or(0, |l| l.moves.len()),
        st.finished_scores().len(),
    )
}
