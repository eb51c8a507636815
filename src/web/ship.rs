//! Shipping glue between the page and the pure modules: localStorage
//! (saved game, settings, statistics: one key each, `crate::save`), the URL
//! (`crate::share`), events posted to an embedding page (`crate::embed`),
//! the clipboard, and record export and import.

use super::dom::{self, Res};
use super::queue::queue;
use crate::i18n::Lang;
use crate::page::Msg;
use crate::share::LaunchOptions;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::{spawn_local, JsFuture};

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
    let langs: Vec<String> = w
        .navigator()
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
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

/// Tries `navigator.clipboard.writeText(text)`; queues
/// [`Msg::Copied`] with the answer (never an unhandled rejection).
pub fn copy(text: &str) {
    // Pages that are not a secure context have no `navigator.clipboard`.
    let clipboard = dom::window()
        .ok()
        .map(|w| w.navigator().clipboard())
        .filter(|c| !c.is_undefined());
    let Some(clipboard) = clipboard else {
        queue(Msg::Copied(false));
        return;
    };
    let written = JsFuture::from(clipboard.write_text(text));
    spawn_local(async move {
        queue(Msg::Copied(written.await.is_ok()));
    });
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

/// Reads the file chosen in `#import-file` and queues what it holds, read
/// as a record ([`super::json::read_record`]; an unreadable file is empty).
pub fn read_import() -> Res<()> {
    let input: web_sys::HtmlInputElement = dom::by_id_as("import-file")?;
    let Some(file) = input.files().and_then(|f| f.item(0)) else {
        return Ok(());
    };
    let text = JsFuture::from(file.text());
    spawn_local(async move {
        let text = text.await.ok().and_then(|t| t.as_string());
        let text = text.unwrap_or_default();
        queue(Msg::Imported(super::json::read_record(&text)));
    });
    // The same file can be chosen again.
    input.set_value("");
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
/// runs exactly once.
pub fn load_lang(lang: Lang, done: Box<dyn FnOnce(Result<(), String>)>) {
    let url = format!("lang/{}.txt?v={:08x}", lang.tag(), lang_version(lang));
    let fetched = dom::window().map(|w| JsFuture::from(w.fetch_with_str(&url)));
    spawn_local(async move {
        let text = match fetched {
            Ok(fetched) => fetch_text(fetched).await,
            Err(e) => Err(e),
        };
        let r = text.map_err(|e| super::js_error_text(&e)).and_then(|text| {
            let table = crate::i18n::Table::parse(lang, &text).map_err(|e| {
                // Not this build's file: a page opened before a deploy,
                // without the service worker that keeps its own files.
                if fnv1a(text.as_bytes()) != lang_version(lang) {
                    "the game has been updated: reload the page".to_string()
                } else {
                    e.to_string()
                }
            })?;
            crate::i18n::install(lang, table);
            Ok(())
        });
        done(r)
    });
}

/// The body of a fetched response as text; an HTTP error is an error.
async fn fetch_text(fetched: JsFuture) -> Res<String> {
    let resp: web_sys::Response = fetched.await?.dyn_into()?;
    if !resp.ok() {
        return Err(JsValue::from_str(&format!("HTTP {}", resp.status())));
    }
    let text = JsFuture::from(resp.text()?).await?;
    Ok(text.as_string().unwrap_or_default())
}

/// One tab at a time owns a saved match ([`crate::save::Slot`]): a claim
/// is posted on the `BroadcastChannel` [`crate::save::CHANNEL`] as the
/// slot's key; where the browser has no `BroadcastChannel` it is written
/// to [`crate::save::OWNER_KEY`] and heard as a `storage` event. Either
/// way the other tabs queue [`Msg::Elsewhere`]; a tab never hears its own
/// claim.
pub struct Owner {
    channel: Option<web_sys::BroadcastChannel>,
    _listener: Option<super::dom::Listener>,
}

impl Owner {
    /// Listens for the other tabs' claims.
    pub fn install() -> Owner {
        let heard = |key: &str| {
            if let Some(slot) = crate::save::Slot::from_key(key) {
                queue(Msg::Elsewhere(slot));
            }
        };
        if let Ok(channel) = web_sys::BroadcastChannel::new(crate::save::CHANNEL) {
            let target: &web_sys::EventTarget = channel.as_ref();
            let listener =
                super::dom::listen(target, "message", true, move |e: web_sys::MessageEvent| {
                    if let Some(key) = e.data().as_string() {
                        heard(&key);
                    }
                })
                .ok();
            return Owner {
                channel: Some(channel),
                _listener: listener,
            };
        }
        let listener = dom::window().ok().and_then(|w| {
            let target: &web_sys::EventTarget = w.as_ref();
            super::dom::listen(target, "storage", true, move |e: web_sys::StorageEvent| {
                if e.key().as_deref() != Some(crate::save::OWNER_KEY) {
                    return;
                }
                if let Some(v) = e.new_value() {
                    heard(v.split(' ').next().unwrap_or_default());
                }
            })
            .ok()
        });
        Owner {
            channel: None,
            _listener: listener,
        }
    }

    /// Tells the other tabs that this one takes `slot`.
    pub fn claim(&self, slot: crate::save::Slot) {
        match &self.channel {
            Some(c) => {
                let _ = c.post_message(&JsValue::from_str(slot.key()));
            }
            None => {
                // A new value every time: `storage` fires on changes only.
                let value = format!("{} {}", slot.key(), dom::now_ms());
                write(crate::save::OWNER_KEY, &value);
            }
        }
    }
}

/// The saved game under `key` as read: `None` when there is none (or
/// storage cannot be read), else the text and what it holds.
pub fn read_game(
    key: &str,
) -> Option<(String, Result<crate::save::Saved, crate::save::SaveError>)> {
    let text = read(key)?;
    let saved = super::json::parse(&text)
        .map_err(crate::save::SaveError::from)
        .and_then(|doc| crate::save::load(&doc));
    Some((text, saved))
}

/// The stored statistics, if there are readable ones.
pub fn read_stats() -> Option<crate::save::Stats> {
    let text = read(crate::save::STATS_KEY)?;
    crate::save::Stats::load(&super::json::parse(&text).ok()?).ok()
}
