//! The browser front end (wasm32 only): the only code that touches the
//! DOM. It turns DOM events into [`crate::page::Msg`]s ([`events`]), owns
//! the [`crate::page::Page`] and runs it once per frame ([`app`]),
//! performs its effects ([`effects`], with [`dom`], [`ship`], [`sound`])
//! and draws from it, reading only: the canvas ([`render`]), the page
//! around it ([`hud`], [`panels`]) and the accessible mirror ([`a11y`]).

pub mod a11y;
pub mod app;
pub mod dom;
pub mod effects;
pub mod events;
pub mod hud;
pub mod json;
pub mod panels;
pub mod queue;
pub mod render;
pub mod ship;
pub mod sound;
pub mod worker;

use wasm_bindgen::{JsCast, JsValue};

/// The message of a JavaScript error value: a string as it is, an `Error`'s
/// message.
pub fn js_error_text(e: &JsValue) -> String {
    if let Some(s) = e.as_string() {
        return s;
    }
    e.dyn_ref::<js_sys::Error>()
        .map_or_else(|| "unknown error".into(), |e| e.message().into())
}

thread_local! {
    static LANG: std::cell::Cell<crate::i18n::Lang> = const { std::cell::Cell::new(crate::i18n::Lang::En) };
}

/// The language of [`show_error`]'s message.
pub fn set_error_lang(lang: crate::i18n::Lang) {
    LANG.with(|l| l.set(lang));
}

/// Shows a readable error in the page (never a blank canvas), with a
/// Reload button (`www/check.js` makes it reload): the game is saved after
/// every move, so a reload continues from the last one.
pub fn show_error(msg: &str) {
    show_error_as(crate::i18n::Key::ErrGeneric, msg);
}

/// Shows `msg` in the error box, worded by `key` (with `{reason}`).
pub fn show_error_as(key: crate::i18n::Key, msg: &str) {
    web_sys::console::error_1(&JsValue::from_str(msg));
    if let (Ok(el), Ok(text_el)) = (dom::by_id("error"), dom::by_id("error-text")) {
        let lang = LANG.with(|l| l.get());
        let text = crate::i18n::tf(lang, key, &[("reason", msg)]);
        text_el.set_text_content(Some(&text));
        if let Ok(b) = dom::by_id("error-reload") {
            dom::show(&b, true);
        }
        dom::show(&el, true);
    }
}

/// Installs the panic hook and starts the game.
pub fn start() -> Result<(), JsValue> {
    std::panic::set_hook(Box::new(|info| show_error(&info.to_string())));
    // Pages without the game (the wasm test runner) have nothing to start.
    if dom::by_id("board").is_err() {
        return Ok(());
    }
    let opts = ship::launch();
    let settings = app::read_settings();
    let lang = app::start_lang(&opts, &settings);
    if crate::i18n::has(lang) {
        return app::App::start(opts, settings, None);
    }
    // The page stays on "Loading…" until the language's table is here; if
    // it cannot be had, the game starts in English and says why.
    ship::load_lang(
        lang,
        Box::new(move |r| {
            if let Err(e) = app::App::start(opts, settings, r.err()) {
                show_error(&js_error_text(&e));
            }
        }),
    );
    Ok(())
}

/// Talc instead of Rust's default dlmalloc: 2,945 B less gzipped wasm on
/// the stable release build (161,012 against 163,957 B, docs/offline.md),
/// and faster in Talc's own wasm benchmarks. The page is single-threaded
/// (no `atomics` target feature).
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
