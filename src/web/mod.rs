//! The browser front end (wasm32 only): the only code that touches the
//! DOM. Listeners queue [`crate::ui::InputEvent`]s ([`events`]), one frame
//! loop applies them ([`app`]), [`render`] draws, [`a11y`] mirrors the
//! canvas as buttons and announces moves.

pub mod a11y;
pub mod app;
pub mod dom;
pub mod events;
pub mod hud;
pub mod json;
pub mod panels;
pub mod render;
pub mod ship;
pub mod sound;

use wasm_bindgen::JsValue;

/// The message of a JavaScript error value (no Debug formatting: small wasm).
pub fn js_error_text(e: &JsValue) -> String {
    if let Some(s) = e.as_string() {
        return s;
    }
    js_sys::Reflect::get(e, &JsValue::from_str("message"))
        .ok()
        .and_then(|m| m.as_string())
        .unwrap_or_else(|| "unknown error".into())
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
    let lang = app::boot_lang(&opts, &settings);
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

/// Talc instead of Rust's default dlmalloc: about 1.9 KB less gzipped wasm
/// (docs/offline.md), and faster in Talc's own wasm benchmarks. The page is
/// single-threaded (no `atomics` target feature).
#[global_allocator]
static TALC: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();
