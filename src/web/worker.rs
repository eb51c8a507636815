//! The AI worker ([`crate::page::Ask`]): a Web Worker (`www/ai-worker.js`)
//! that loads this same wasm module and runs Expert's search off the main
//! thread. Two sides in one file:
//!
//! * the page's, [`Brain`]: starts the worker the first time Expert has a
//!   choice to make, posts each ask, and queues the answer (or why there
//!   is none) as [`Msg::Worker`];
//! * the worker's, [`think_away`]: called by `ai-worker.js` with an ask,
//!   it decides from the view and its decision seed alone.
//!
//! The worker is told where the module is by the page's first message: the
//! hashed names of the glue and the wasm that Trunk wrote into
//! `index.html` (its `modulepreload` and `preload` links). Not in the
//! worker's URL: the service worker answers `ai-worker.js` from its cache
//! under its plain name, and the worker's `location` is then that name,
//! without a query (the first offline test found it).

use super::dom::{self, Res};
use super::json;
use super::queue::queue;
use crate::ai::{Level, Thinking};
use crate::page::{Answer, Ask, Msg};
use crate::rules::PlayerView;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, MessageEvent, Worker, WorkerOptions, WorkerType};

/// An ask as posted: the level by name, the seed as text (a `u64` above
/// 2^53-1 is no JavaScript number).
#[derive(Serialize, Deserialize)]
struct Posted {
    id: u32,
    level: String,
    seed: String,
    view: PlayerView,
}

/// The worker's answer as posted back: the move's index, or an error.
#[derive(Serialize, Deserialize)]
struct Reply {
    id: u32,
    #[serde(default)]
    index: Option<u32>,
    #[serde(default)]
    error: Option<String>,
}

/// The page's side: the worker, once started, and its two callbacks.
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

/// A `<link>`'s `href` in `index.html`, as written there.
fn link(selector: &str) -> Res<String> {
    dom::document()?
        .query_selector(selector)?
        .and_then(|l| l.get_attribute("href"))
        .ok_or_else(|| JsValue::from_str(&format!("no {selector} in the page")))
}

impl Brain {
    /// Starts the worker on the module this page loaded.
    fn start() -> Res<Brain> {
        let module = js_sys::Object::new();
        for (key, selector) in [
            ("glue", "link[rel=modulepreload][href$='.js']"),
            ("wasm", "link[rel=preload][href$='.wasm']"),
        ] {
            js_sys::Reflect::set(&module, &key.into(), &link(selector)?.into())?;
        }
        let opts = WorkerOptions::new();
        opts.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("ai-worker.js", &opts)?;
        worker.post_message(&module)?;
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(|e: MessageEvent| {
            let reply = json::from_js::<Reply>(e.data());
            queue(Msg::Worker(match reply {
                Ok(Reply {
                    id, index: Some(i), ..
                }) => Answer::Chose {
                    id,
                    index: i as usize,
                },
                Ok(Reply { error, .. }) => Answer::Failed(error.unwrap_or_default()),
                Err(e) => Answer::Failed(e),
            }));
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
        if brain.is_none() {
            *brain = Some(Brain::start()?);
        }
        let posted = Posted {
            id: ask.id,
            level: ask.level.to_string(),
            seed: ask.seed.to_string(),
            view: ask.view.clone(),
        };
        let value = json::to_js_exact(&posted)?;
        match brain {
            Some(b) => b.worker.post_message(&value),
            None => Ok(()),
        }
    }
}

/// The worker's side (called by `ai-worker.js`): the decision an ask
/// posted by [`Brain::ask`] asks for, as `{id, index}`: the index of the
/// move in the view's legal moves.
#[wasm_bindgen]
pub fn think_away(ask: JsValue) -> Result<JsValue, JsError> {
    let posted: Posted = json::from_js(ask).map_err(|e| JsError::new(&e))?;
    let level: Level = posted
        .level
        .parse()
        .map_err(|e: crate::ai::UnknownLevel| JsError::new(&e.to_string()))?;
    let seed: u64 = posted
        .seed
        .parse()
        .map_err(|_| JsError::new("the seed is not a number"))?;
    let legal = posted.view.legal_moves();
    if legal.is_empty() {
        return Err(JsError::new("the view's seat has no move"));
    }
    let mv = Thinking::seeded(level, &posted.view, seed).run();
    let index = legal
        .iter()
        .position(|&m| m == mv)
        .ok_or_else(|| JsError::new("the search chose no legal move"))?;
    let reply = Reply {
        id: posted.id,
        index: Some(index as u32),
        error: None,
    };
    json::to_js(&reply).map_err(|e| JsError::new(&super::js_error_text(&e)))
}
