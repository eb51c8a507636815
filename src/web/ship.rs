//! Shipping glue between the page and the pure modules: localStorage
//! (saved game, settings, statistics: one key each, `crate::save`), the URL
//! (`crate::share`), events posted to an embedding page (`crate::embed`),
//! the clipboard, and record export and import.

use super::app::{queue, Ev};
use super::dom::{self, Res};
use crate::i18n::Lang;
use crate::share::LaunchOptions;
use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

fn storage() -> Option<web_sys::Storage> {
    dom::window().ok()?.local_storage().ok()?
}

/// The text under a storage key.
pub fn read(key: &str) -> Option<String> {
    storage()?.get_item(key).ok()?
}

/// Stores text under a key; false when storage is full or disabled.
pub fn write(key: &str, text: &str) -> bool {
    storage().is_some_and(|s| s.set_item(key, text).is_ok())
}

/// Stores `value` as JSON text (`JSON.stringify`) under a key; false when
/// it cannot be written (storage full or disabled, or a number the page
/// cannot write exactly).
pub fn store<T: serde::Serialize>(key: &str, value: &T) -> bool {
    super::json::stringify(value).is_ok_and(|text| write(key, &text))
}

/// The page address as launch options (query and share-link fragment).
pub fn launch() -> LaunchOptions {
    let loc = dom::window().map(|w| w.location());
    let (search, hash) = match loc {
        Ok(l) => (l.search().unwrap_or_default(), l.hash().unwrap_or_default()),
        Err(_) => (String::new(), String::new()),
    };
    let o = LaunchOptions::from_location(&search, &hash);
    for w in &o.warnings {
        web_sys::console::warn_1(&JsValue::from_str(&w.to_string()));
    }
    o
}

/// The first supported language of `navigator.languages`.
pub fn browser_lang() -> Lang {
    let Ok(w) = dom::window() else {
        return Lang::En;
    };
    let langs = Reflect::get(&w.navigator(), &"languages".into())
        .ok()
        .map(|v| js_sys::Array::from(&v))
        .map(|a| a.iter().filter_map(|v| v.as_string()).collect::<Vec<_>>())
        .unwrap_or_default();
    Lang::from_tags(langs.iter().map(String::as_str))
}

/// Posts an event (`crate::embed`) to the embedding page, as the object
/// serde-wasm-bindgen makes of it. The game never listens to messages
/// from it.
pub fn post<T: serde::Serialize>(event: &T) {
    let Ok(w) = dom::window() else { return };
    let Ok(Some(parent)) = w.parent() else { return };
    if js_sys::Object::is(&parent, &w) {
        return;
    }
    if let Ok(v) = super::json::to_js(event) {
        let _ = parent.post_message(&v, "*");
    }
}

/// The page address without query rules, with `fragment` as its hash.
pub fn link(fragment: &str) -> String {
    let Ok(w) = dom::window() else {
        return format!("#{fragment}");
    };
    let l = w.location();
    format!(
        "{}{}#{fragment}",
        l.origin().unwrap_or_default(),
        l.pathname().unwrap_or_default()
    )
}

/// Tries `navigator.clipboard.writeText(text)`; queues `copied` or
/// `copyfailed` (never an unhandled rejection).
pub fn copy(text: &str) {
    let run = || -> Option<Promise> {
        let nav = dom::window().ok()?.navigator();
        let clip = Reflect::get(&nav, &"clipboard".into()).ok()?;
        let f: Function = Reflect::get(&clip, &"writeText".into())
            .ok()?
            .dyn_into()
            .ok()?;
        f.call1(&clip, &text.into()).ok()?.dyn_into().ok()
    };
    let Some(p) = run() else {
        queue(Ev::Page("copyfailed".into()));
        return;
    };
    let ok = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| queue(Ev::Page("copied".into())));
    let err = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| queue(Ev::Page("copyfailed".into())));
    let _ = p.then2(&ok, &err);
    ok.forget();
    err.forget();
}

/// Offers `text` as a file download.
pub fn download(name: &str, text: &str) -> Res<()> {
    let a = dom::document()?.create_element("a")?;
    let href = format!(
        "data:application/json;charset=utf-8,{}",
        js_sys::encode_uri_component(text)
    );
    a.set_attribute("href", &href)?;
    a.set_attribute("download", name)?;
    a.set_attribute("hidden", "")?;
    let body = dom::document()?.body().ok_or("no body")?;
    body.append_child(&a)?;
    if let Some(h) = a.dyn_ref::<web_sys::HtmlElement>() {
        h.click();
    }
    a.remove();
    Ok(())
}

/// Reads the file chosen in `#import-file` and queues its text.
pub fn read_import() -> Res<()> {
    let input = dom::by_id("import-file")?;
    let files = Reflect::get(&input, &"files".into())?;
    let item: Function = Reflect::get(&files, &"item".into())?.dyn_into()?;
    let file = item.call1(&files, &0.into())?;
    if file.is_null() || file.is_undefined() {
        return Ok(());
    }
    let text: Function = Reflect::get(&file, &"text".into())?.dyn_into()?;
    let p: Promise = text.call0(&file)?.dyn_into()?;
    let ok = Closure::<dyn FnMut(JsValue)>::new(|t: JsValue| {
        queue(Ev::Import(t.as_string().unwrap_or_default()))
    });
    let err = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| queue(Ev::Import(String::new())));
    let _ = p.then2(&ok, &err);
    ok.forget();
    err.forget();
    // The same file can be chosen again.
    Reflect::set(&input, &"value".into(), &"".into())?;
    Ok(())
}

/// FNV-1a of a file's bytes, at compile time.
const fn fnv1a(bytes: &[u8]) -> u32 {
    let mut h = 0x811c_9dc5u32;
    let mut i = 0;
    while i < bytes.len() {
        h ^= bytes[i] as u32;
        h = h.wrapping_mul(0x0100_0193);
        i += 1;
    }
    h
}

/// The hash of the language file this build was made with, asked for as
/// `lang/<tag>.txt?v=<hash>`: an HTTP cache holding another build's file
/// (GitHub Pages lets browsers keep files 10 minutes) cannot answer for
/// this build's. Only the hash is compiled in, not the text. The service
/// worker ignores the query (www/sw.js).
fn lang_version(lang: Lang) -> u32 {
    const SK: u32 = fnv1a(include_bytes!("../../www/lang/sk.txt"));
    const CS: u32 = fnv1a(include_bytes!("../../www/lang/cs.txt"));
    const RU: u32 = fnv1a(include_bytes!("../../www/lang/ru.txt"));
    match lang {
        Lang::En => 0,
        Lang::Sk => SK,
        Lang::Cs => CS,
        Lang::Ru => RU,
    }
}

/// Fetches `lang/<tag>.txt` (the service worker has it offline) and makes
/// it `lang`'s string table ([`crate::i18n::install`]); then calls `done`
/// with `Ok`, or with the reason the language stays unavailable. `done`
/// runs exactly once (boxed, not generic: one copy in the wasm).
pub fn load_lang(lang: Lang, done: Box<dyn FnOnce(Result<(), String>)>) {
    use std::cell::RefCell;
    use std::rc::Rc;
    type Done = Rc<RefCell<Option<Box<dyn FnOnce(Result<(), String>)>>>>;
    let done: Done = Rc::new(RefCell::new(Some(done)));
    let finish = |done: &Done, r: Result<(), String>| {
        if let Some(f) = done.borrow_mut().take() {
            f(r)
        }
    };
    let url = format!("lang/{}.txt?v={:08x}", lang.tag(), lang_version(lang));
    let start = || -> Result<Promise, JsValue> {
        let w = dom::window()?;
        let fetch: Function = Reflect::get(&w, &"fetch".into())?.dyn_into()?;
        fetch.call1(&w, &url.as_str().into())?.dyn_into()
    };
    let p = match start() {
        Ok(p) => p,
        Err(e) => return finish(&done, Err(super::js_error_text(&e))),
    };
    // Response -> its text (a promise), or a rejection for an HTTP error.
    let to_text = Closure::once_into_js(|resp: JsValue| -> Result<JsValue, JsValue> {
        let ok = Reflect::get(&resp, &"ok".into())?.as_bool() == Some(true);
        if !ok {
            let status = Reflect::get(&resp, &"status".into())?
                .as_f64()
                .unwrap_or(0.0) as u32;
            return Err(JsValue::from_str(&format!("HTTP {status}")));
        }
        let text: Function = Reflect::get(&resp, &"text".into())?.dyn_into()?;
        text.call0(&resp)
    });
    let (d1, d2) = (done.clone(), done.clone());
    let ok = Closure::once_into_js(move |text: JsValue| {
        let text = text.as_string().unwrap_or_default();
        let r = crate::i18n::Table::parse(lang, &text)
            .map(|t| {
                crate::i18n::install(lang, t);
            })
            .map_err(|e| {
                // Not this build's file: a page opened before a deploy,
                // without the service worker that keeps its own files.
                if fnv1a(text.as_bytes()) != lang_version(lang) {
                    "the game has been updated: reload the page".to_string()
                } else {
                    e.to_string()
                }
            });
        finish(&d1, r)
    });
    let err = Closure::once_into_js(move |e: JsValue| finish(&d2, Err(super::js_error_text(&e))));
    let chain = || -> Result<(), JsValue> {
        let then: Function = Reflect::get(&p, &"then".into())?.dyn_into()?;
        let p2 = then.call1(&p, &to_text)?;
        let then2: Function = Reflect::get(&p2, &"then".into())?.dyn_into()?;
        then2.call2(&p2, &ok, &err)?;
        Ok(())
    };
    if let Err(e) = chain() {
        finish(&done, Err(super::js_error_text(&e)));
    }
}
