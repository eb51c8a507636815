//! Short generated sounds (WebAudio oscillators, no files). The page asks
//! for a sound only while the sound is on.
//!
//! Browsers let a page start audio only after the player has touched it
//! (a click, a tap, a key): an `AudioContext` made before that stays
//! suspended and the console warns. So the context is made on the first
//! sound after the first gesture ([`gesture`], called by the page's input
//! listeners); the sounds of the computer players' moves before that
//! gesture are skipped, not queued (they would all sound at once later).

use crate::page::Cue;
use std::cell::Cell;
use web_sys::{AudioContext, OscillatorType};

thread_local! {
    /// Whether the player has touched the page yet.
    static TOUCHED: Cell<bool> = const { Cell::new(false) };
}

/// Notes a user gesture (pointer release, key press): from now on the
/// browser lets the page start audio.
pub fn gesture() {
    TOUCHED.with(|t| t.set(true));
}

/// The sound player.
#[derive(Default)]
pub struct Sound {
    ctx: Option<AudioContext>,
}

impl Sound {
    /// Plays a cue (quietly ignores any audio failure).
    pub fn play(&mut self, cue: Cue) {
        if self.ctx.is_none() && TOUCHED.with(Cell::get) {
            self.ctx = AudioContext::new().ok();
        }
        let Some(ctx) = &self.ctx else {
            return;
        };
        let notes: &[(f32, f64, f64)] = match cue {
            Cue::Tap => &[(660.0, 0.0, 0.05)],
            Cue::Foot => &[
                (520.0, 0.0, 0.07),
                (780.0, 0.08, 0.07),
                (1040.0, 0.16, 0.09),
            ],
            Cue::Draw => &[(300.0, 0.0, 0.06)],
            Cue::Pass => &[(220.0, 0.0, 0.08)],
            Cue::Nope => &[(160.0, 0.0, 0.12)],
            Cue::End => &[(523.0, 0.0, 0.1), (659.0, 0.1, 0.1), (784.0, 0.2, 0.18)],
        };
        let t0 = ctx.current_time();
        for &(f, at, len) in notes {
            let _ = (|| -> Result<(), wasm_bindgen::JsValue> {
                let o = ctx.create_oscillator()?;
                o.set_type(if cue == Cue::Nope {
                    OscillatorType::Square
                } else {
                    OscillatorType::Triangle
                });
                o.frequency().set_value(f);
                let g = ctx.create_gain()?;
                g.gain().set_value_at_time(0.0001, t0 + at)?;
                g.gain()
                    .exponential_ramp_to_value_at_time(0.18, t0 + at + 0.01)?;
                g.gain()
                    .exponential_ramp_to_value_at_time(0.0001, t0 + at + len)?;
                o.connect_with_audio_node(&g)?;
                g.connect_with_audio_node(&ctx.destination())?;
                o.start_with_when(t0 + at)?;
                o.stop_with_when(t0 + at + len + 0.02)?;
                Ok(())
            })();
        }
    }
}
