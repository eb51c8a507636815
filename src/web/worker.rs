//! The page's side of the AI worker ([`crate::page::Ask`]): a Web Worker
//! (`www/ai-worker.js`) with a wasm module of its own
//! (`crates/ai-worker`, built by Trunk as a worker) that runs Expert's
//! search off the main thread. [`Brain`] starts it the first time an
//! Expert seat has a choice to make, posts each ask
//! ([`chickenfoot_engine::ai::away::Posted`]) and queues the reply, or why
//! there is none, as [`Msg::Worker`]. The page only writes asks and reads
//! replies: the code that reads an ask is in the worker's module, not in
//! the page's first load.

use super::dom::Res;
use super::json;
use super::queue::queue;
use crate::ai::away::{Posted, Reply};
use crate::page::{Answer, Ask, Msg};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// The worker, once started, and its two callbacks.
pub struct Brain {
    worker: Worker,
    _on_message: Closure<dyn FnMut(MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Brain {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

/// A reply as the page's answer.
fn answer(reply: Result<Reply, String>) -> Answer {
    match reply {
        Ok(Reply {
            id, index: Some(i), ..
        }) => Answer::Chose {
            id,
            index: i as usize,
        },
        Ok(Reply { error, .. }) => Answer::Failed(error.unwrap_or_default()),
        Err(e) => Answer::Failed(e),
    }
}

impl Brain {
    /// Starts the worker (a module worker: `ai-worker.js` imports the
    /// worker's glue).
    fn start() -> Res<Brain> {
        let opts = WorkerOptions::new();
        opts.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("ai-worker.js", &opts)?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
            queue(Msg::Worker(answer(json::from_js::<Reply>(e.data()))));
        });
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(|e: web_sys::Event| {
            // A script that cannot be loaded fires a plain `Event`, with
            // no message: say which.
            let why = match e.dyn_ref::<ErrorEvent>().map(ErrorEvent::message) {
                Some(m) if !m.is_empty() => m,
                _ => "ai-worker.js could not be started".to_string(),
            };
            queue(Msg::Worker(Answer::Failed(why)));
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        Ok(Brain {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    }

    /// Posts `ask` to the worker in `brain`, starting it first if need
    /// be; what goes wrong comes back as [`Answer::Failed`].
    pub fn ask(brain: &mut Option<Brain>, ask: &Ask) {
        if let Err(e) = Brain::post(brain, ask) {
            *brain = None;
            queue(Msg::Worker(Answer::Failed(super::js_error_text(&e))));
        }
    }

    fn post(brain: &mut Option<Brain>, ask: &Ask) -> Res<()> {
        let b = match brain {
            Some(b) => b,
            None => brain.insert(Brain::start()?),
        };
        let posted = Posted::new(ask.id, ask.level, ask.seed, ask.view.clone());
        b.worker.post_message(&json::to_js_exact(&posted)?)
    }
}
