//! The page's message queue and its frame loop: DOM callbacks, timers and
//! effects [`queue`] typed [`Msg`]s; one animation frame at a time drains
//! them ([`drain`]) into the frame handler that [`super::app`] registers
//! ([`on_frame`]). Kept apart from the app so that the modules which post
//! messages (events, effects, the browser's APIs) need not import it.

use super::dom;
use crate::page::Msg;
use std::cell::{Cell, RefCell};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

thread_local! {
    static QUEUE: RefCell<Vec<Msg>> = const { RefCell::new(Vec::new()) };
    static PENDING: Cell<bool> = const { Cell::new(false) };
    static FRAME: Cell<Option<fn()>> = const { Cell::new(None) };
}

/// Queues a message and asks for a frame.
pub fn queue(msg: Msg) {
    QUEUE.with(|q| q.borrow_mut().push(msg));
    request_frame();
}

/// The messages queued since the last call, oldest first.
pub fn drain() -> Vec<Msg> {
    QUEUE.with(|q| std::mem::take(&mut *q.borrow_mut()))
}

/// Sets what each animation frame runs.
pub fn on_frame(f: fn()) {
    FRAME.with(|h| h.set(Some(f)));
}

/// Asks for one animation frame (at most one is outstanding).
pub fn request_frame() {
    if PENDING.with(|p| p.replace(true)) {
        return;
    }
    let cb = Closure::once_into_js(move |_t: f64| {
        PENDING.with(|p| p.set(false));
        if let Some(f) = FRAME.with(Cell::get) {
            f();
        }
    });
    if let Ok(w) = dom::window() {
        let _ = w.request_animation_frame(cb.unchecked_ref());
    }
}
