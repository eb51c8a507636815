//! Small DOM helpers; every one returns a `Result` instead of panicking.

use crate::i18n::{t, Key, Lang};
use crate::page::System;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Element, EventTarget, HtmlElement, Window};

/// Result with a JavaScript error value.
pub type Res<T> = Result<T, JsValue>;

/// The window.
pub fn window() -> Res<Window> {
    web_sys::window().ok_or_else(|| JsValue::from_str("no window"))
}

/// The document.
pub fn document() -> Res<Document> {
    window()?
        .document()
        .ok_or_else(|| JsValue::from_str("no document"))
}

/// Whether the media query `query` matches now.
pub fn media(query: &str) -> bool {
    window()
        .ok()
        .and_then(|w| w.match_media(query).ok().flatten())
        .is_some_and(|m| m.matches())
}

/// The media queries behind [`System`], each watched for changes
/// (`web::events`).
pub const SYSTEM_QUERIES: [&str; 2] = [REDUCED_MOTION, MORE_CONTRAST];
const REDUCED_MOTION: &str = "(prefers-reduced-motion: reduce)";
const MORE_CONTRAST: &str = "(prefers-contrast: more), (forced-colors: active)";

/// What the system asks for now.
pub fn system() -> System {
    System {
        reduced_motion: media(REDUCED_MOTION),
        contrast: media(MORE_CONTRAST),
    }
}

/// An element by id.
pub fn by_id(id: &str) -> Res<Element> {
    document()?
        .get_element_by_id(id)
        .ok_or_else(|| JsValue::from_str(&format!("missing #{id}")))
}

/// An element by id, cast.
pub fn by_id_as<T: JsCast>(id: &str) -> Res<T> {
    by_id(id)?
        .dyn_into::<T>()
        .map_err(|_| JsValue::from_str(&format!("#{id} has the wrong type")))
}

/// Sets inner HTML if it changed (returns whether it did).
pub fn set_html(el: &Element, cache: &mut String, html: String) -> bool {
    if *cache == html {
        return false;
    }
    el.set_inner_html(&html);
    *cache = html;
    true
}

/// Shows or hides an element.
pub fn show(el: &Element, on: bool) {
    if let Some(h) = el.dyn_ref::<HtmlElement>() {
        h.set_hidden(!on);
    }
}

/// Sets a boolean attribute (`inert`, `disabled`, `data-…`) when `on`,
/// removes it otherwise.
pub fn flag(el: &Element, attr: &str, on: bool) -> Res<()> {
    if on {
        el.set_attribute(attr, "")
    } else {
        el.remove_attribute(attr)
    }
}

/// The value of a form control by id (empty if missing).
pub fn value(id: &str) -> String {
    let Ok(el) = by_id(id) else {
        return String::new();
    };
    if let Some(s) = el.dyn_ref::<web_sys::HtmlSelectElement>() {
        return s.value();
    }
    if let Some(i) = el.dyn_ref::<web_sys::HtmlInputElement>() {
        return i.value();
    }
    String::new()
}

/// A labelled `<select>`: `opts` are (value, label) pairs of plain text
/// (escaped here); the one whose value is `selected` is chosen.
pub fn select<S: AsRef<str>>(id: &str, label: &str, opts: &[(S, S)], selected: &str) -> String {
    let mut h = format!("<label>{} <select id=\"{id}\">", esc(label));
    for (v, t) in opts {
        let v = v.as_ref();
        h.push_str(&format!(
            "<option value=\"{}\"{}>{}</option>",
            esc(v),
            if v == selected { " selected" } else { "" },
            esc(t.as_ref())
        ));
    }
    h.push_str("</select></label>");
    h
}

/// A table that scrolls sideways inside its dialog when it is wider than
/// the screen (a score sheet of eight seats on a phone) instead of pushing
/// the dialog off the screen. Focusable and named (`label`, plain text), so
/// a keyboard can scroll it.
pub fn table_box(label: &str, table: &str) -> String {
    format!(
        "<div class=\"tablebox\" tabindex=\"0\" role=\"region\" aria-label=\"{}\">{table}</div>",
        esc(label)
    )
}

/// Escapes text for HTML: the one way text (translated or not) goes into
/// markup; anything else reaches the DOM through `set_text_content` or an
/// attribute setter.
pub fn esc(s: &str) -> String {
    let mut o = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '<' => o.push_str("&lt;"),
            '>' => o.push_str("&gt;"),
            '&' => o.push_str("&amp;"),
            '"' => o.push_str("&quot;"),
            _ => o.push(c),
        }
    }
    o
}

/// Escaped text with every tile name in it ("9-9", "12-3") in a span
/// that never breaks at its hyphen (`.nw` in style.css), so that a
/// paragraph does not wrap a tile as "9-" and "9".
pub fn tiles_unbroken(escaped: &str) -> String {
    let b = escaped.as_bytes();
    let mut o = String::with_capacity(escaped.len());
    let mut i = 0;
    let mut copied = 0;
    while i < b.len() {
        // A run of digits, a hyphen, a run of digits, not inside a longer
        // word or number ("1-2-3" stays as it is).
        let starts = b[i].is_ascii_digit()
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'-'));
        if starts {
            let d1 = i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
            if d1 < b.len() && b[d1] == b'-' {
                let d2 = d1
                    + 1
                    + b[d1 + 1..]
                        .iter()
                        .take_while(|c| c.is_ascii_digit())
                        .count();
                let ends = d2 == b.len() || !(b[d2].is_ascii_alphanumeric() || b[d2] == b'-');
                if d2 > d1 + 1 && ends {
                    o.push_str(&escaped[copied..i]);
                    o.push_str("<span class=\"nw\">");
                    o.push_str(&escaped[i..d2]);
                    o.push_str("</span>");
                    copied = d2;
                    i = d2;
                    continue;
                }
            }
            i = d1;
            continue;
        }
        i += 1;
    }
    o.push_str(&escaped[copied..]);
    o
}

/// The text of `key` in `lang`, escaped for HTML.
pub fn tr(lang: Lang, key: Key) -> String {
    esc(t(lang, key))
}

/// The text of `key` in `lang` escaped for HTML, with each `{name}`
/// replaced by its value in `args`: markup, already escaped by the caller.
pub fn tr_html(lang: Lang, key: Key, args: &[(&str, &str)]) -> String {
    crate::i18n::format(&tr(lang, key), args)
}

/// Current time in ms.
pub fn now() -> f64 {
    window()
        .ok()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Milliseconds since the epoch (`Date.now()`).
pub fn now_ms() -> u64 {
    js_sys::Date::now() as u64
}

/// Focuses the element matching a selector, if any.
pub fn focus(selector: &str) {
    if let Ok(Some(el)) = document().and_then(|d| d.query_selector(selector)) {
        if let Some(h) = el.dyn_ref::<HtmlElement>() {
            let _ = h.focus();
        }
    }
}

/// The focused element, if any (not the page's body).
pub fn active() -> Option<Element> {
    let doc = document().ok()?;
    let el = doc.active_element()?;
    let body: Option<Element> = doc.body().map(Into::into);
    (Some(&el) != body.as_ref()).then_some(el)
}

/// Whether the focus is inside the element with this id.
pub fn focus_within(id: &str) -> bool {
    let el = by_id(id);
    active().is_some_and(|a| el.is_ok_and(|el| el.contains(Some(a.as_ref()))))
}

/// The open modal dialog (`aria-modal="true"` in the shown overlay), if any.
pub fn modal() -> Option<Element> {
    document()
        .ok()?
        .query_selector("#overlay:not([hidden]) [aria-modal=\"true\"]")
        .ok()?
}

/// Whether an element can take focus from the keyboard now: not disabled,
/// not out of the tab order, not inside anything hidden.
fn tabbable(el: &Element) -> bool {
    // No offset parent: not rendered (display: none here or above, as the
    // menu's copies of toolbar buttons on a wide screen).
    el.dyn_ref::<HtmlElement>()
        .is_some_and(|h| h.offset_parent().is_some())
        && !el.has_attribute("disabled")
        && el.get_attribute("tabindex").as_deref() != Some("-1")
        && el.get_attribute("type").as_deref() != Some("hidden")
        && el.closest("[hidden]").ok().flatten().is_none()
}

/// The controls inside `root` that Tab reaches, in document order.
pub fn tabbables(root: &Element) -> Vec<HtmlElement> {
    let Ok(list) = root.query_selector_all("button, select, input, textarea, a[href], [tabindex]")
    else {
        return Vec::new();
    };
    (0..list.length())
        .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
        .filter(|el| tabbable(el))
        .collect()
}

/// Whether an element is in the page and can take focus.
pub fn focusable(el: &Element) -> bool {
    el.is_connected() && tabbable(el)
}

/// The `data-cmd` of the focused element, if any.
pub fn focused_cmd() -> Option<String> {
    document().ok()?.active_element()?.get_attribute("data-cmd")
}

/// An installed event listener; dropping it removes it.
pub struct Listener {
    target: EventTarget,
    name: &'static str,
    cb: Closure<dyn FnMut(web_sys::Event)>,
}

impl Drop for Listener {
    fn drop(&mut self) {
        let _ = self
            .target
            .remove_event_listener_with_callback(self.name, self.cb.as_ref().unchecked_ref());
    }
}

/// Adds a listener for `name` events of type `E` on `target`.
pub fn listen<E: JsCast + 'static>(
    target: &EventTarget,
    name: &'static str,
    passive: bool,
    mut f: impl FnMut(E) + 'static,
) -> Res<Listener> {
    let cb = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        if let Ok(e) = e.dyn_into::<E>() {
            f(e)
        }
    });
    let opts = web_sys::AddEventListenerOptions::new();
    opts.set_passive(passive);
    target.add_event_listener_with_callback_and_add_event_listener_options(
        name,
        cb.as_ref().unchecked_ref(),
        &opts,
    )?;
    Ok(Listener {
        target: target.clone(),
        name,
        cb,
    })
}
