//! Carries out the page's [`Effect`]s: storage (the typed saves become
//! text here), sounds, the live region, the clipboard, downloads, the
//! embedding page, language fetches, the file picker, the AI worker,
//! timers and the focus. Focus moves wait until the frame is drawn (the
//! element may be new); whether the focus was in the replay bar is judged
//! before.

use super::a11y::{self, Mirror};
use super::dom::{self, by_id_as, Res};
use super::json;
use super::queue::{queue, request_frame};
use super::ship;
use super::sound::Sound;
use super::worker::Brain;
use crate::page::{Effect, Focus, HostEvent, Msg, Reread, Step, Via};
use crate::save::{BACKUP_KEY, SETTINGS_KEY, STATS_KEY};
use gloo_timers::callback::Timeout;

/// What carries the effects out: the audio, the wake-up timer, focus moves
/// waiting for the frame to be drawn, the claims on saved matches.
pub struct Effects {
    sound: Sound,
    /// The AI worker, once Expert has asked it something.
    brain: Option<Brain>,
    timer: Option<Timeout>,
    focus: Vec<Focus>,
    owner: ship::Owner,
}

impl Default for Effects {
    /// Ready to carry out effects; listens for other tabs' claims.
    fn default() -> Effects {
        Effects {
            sound: Sound::default(),
            brain: None,
            timer: None,
            focus: Vec::new(),
            owner: ship::Owner::install(),
        }
    }
}

impl Effects {
    /// Carries out `e` (`now`: the frame's time, for timers). The mirror
    /// takes the focus moves it makes itself (the hand, a target).
    pub fn perform(&mut self, e: Effect, mirror: &mut Mirror, now: f64) -> Res<()> {
        match e {
            Effect::SaveGame(slot, saved) => {
                if !ship::store(slot.key(), &saved.blob()) {
                    queue(Msg::SaveFailed);
                }
            }
            Effect::SaveSettings(s) => {
                ship::store(SETTINGS_KEY, &s.blob());
            }
            Effect::CountStats { count, local } => {
                // Read, count, write: another tab's counts are kept.
                let mut merged = ship::read_stats().unwrap_or(*local);
                merged.count(&count);
                ship::store(STATS_KEY, &merged.blob());
                queue(Msg::Stats(Box::new(merged)));
            }
            Effect::Claim(slot) => self.owner.claim(slot),
            Effect::Reread(slot) => {
                let (text, saved) = ship::read_game(slot.key()).unzip();
                queue(Msg::Reread(Box::new(Reread {
                    saved,
                    text,
                    stats: ship::read_stats(),
                })))
            }
            Effect::Backup(text) => {
                ship::write(BACKUP_KEY, &text);
            }
            Effect::DownloadText { name, text } => ship::download(&name, &json::salvage(&text))?,
            Effect::Sound(cue) => self.sound.play(cue),
            Effect::Announce(text) => a11y::announce(&text)?,
            Effect::Copy(text) => ship::copy(&text),
            Effect::Download { name, record } => {
                ship::download(&name, &json::record_text(record)?)?
            }
            Effect::PostToHost(HostEvent::RoundOver(state)) => {
                if let Some(e) = crate::embed::round_over(&state) {
                    ship::post(&e);
                }
            }
            Effect::PostToHost(HostEvent::MatchOver(state)) => {
                if let Some(e) = crate::embed::match_over(&state) {
                    ship::post(&e);
                }
            }
            Effect::FetchLang(lang) => {
                ship::load_lang(lang, Box::new(move |r| queue(Msg::LangLoaded(lang, r))))
            }
            Effect::PickFile => by_id_as::<web_sys::HtmlElement>("import-file")?.click(),
            Effect::Focus(Focus::Hand) => mirror.focus_hand = true,
            Effect::Focus(Focus::Target) => mirror.focus_target = Some(0),
            Effect::Focus(Focus::Hinted { place, via }) => {
                // A keyboard player: Enter now plays the hint.
                if via == Via::Keyboard || dom::focus_within("a11y") {
                    mirror.focus_target = Some(place);
                }
            }
            Effect::Focus(f @ (Focus::ReplayStep(_) | Focus::MenuFromReplay)) => {
                // The replay bar is written anew (or hidden): only a focus
                // that was in it moves.
                if dom::focus_within("replaybar") {
                    self.focus.push(f);
                }
            }
            Effect::Focus(f) => self.focus.push(f),
            Effect::Ask(ask) => Brain::ask(&mut self.brain, &ask),
            Effect::WakeAt(t) => {
                let wait = (t - now).max(0.0) as u32;
                self.timer = Some(Timeout::new(wait, request_frame));
            }
            Effect::Warn(text) => web_sys::console::warn_1(&text.into()),
        }
        Ok(())
    }

    /// The focus moves of this frame, once it is drawn.
    pub fn focus(&mut self, mirror: &mut Mirror) -> Res<()> {
        for f in std::mem::take(&mut self.focus) {
            match f {
                Focus::PeekBack => dom::focus("#peek-back"),
                Focus::ShareUrl => dom::focus("#share-url"),
                Focus::ReplayStep(step) => {
                    let id = match step {
                        Step::Prev => "#rp-prev",
                        Step::Next => "#rp-next",
                        Step::BackRound => "#rp-back",
                        Step::ForwardRound => "#rp-fwd",
                    };
                    dom::focus(id);
                }
                Focus::MenuFromReplay => dom::focus("#btn-menu"),
                Focus::Cycle { back } => a11y::cycle_focus(back),
                Focus::Rove(a) => mirror.arrow(a)?,
                Focus::Hand | Focus::Target | Focus::Hinted { .. } => {}
            }
        }
        Ok(())
    }
}
