//! DOM listeners: each converts its event into an [`InputEvent`] (or a
//! page command), queues it and asks for a frame. Nothing else happens in a
//! callback.

use super::app::{queue, Ev};
use super::dom::{document, window, Res};
use crate::rules::Tile;
use crate::ui::{Command, InputEvent, Pointer, PointerKind};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, HtmlCanvasElement, KeyboardEvent, PointerEvent, WheelEvent};

fn listen<E: JsCast + 'static>(
    target: &EventTarget,
    name: &str,
    passive: bool,
    f: impl FnMut(E) + 'static,
) -> Res<()> {
    let mut f = f;
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
    cb.forget();
    Ok(())
}

fn pointer(e: &PointerEvent, canvas: &HtmlCanvasElement) -> Pointer {
    let r = canvas.get_bounding_client_rect();
    Pointer {
        id: e.pointer_id(),
        kind: match e.pointer_type().as_str() {
            "touch" => PointerKind::Touch,
            "pen" => PointerKind::Pen,
            _ => PointerKind::Mouse,
        },
        x: e.client_x() as f64 - r.left(),
        y: e.client_y() as f64 - r.top(),
    }
}

/// A `data-cmd` string to a command.
pub fn command(cmd: &str) -> Option<Ev> {
    let c = match cmd {
        "draw" => Command::Draw,
        "pass" => Command::Pass,
        "zoomin" => Command::ZoomIn,
        "zoomout" => Command::ZoomOut,
        "reset" => Command::ResetView,
        "sort" => Command::SortRack,
        "numerals" => Command::ToggleNumerals,
        "mute" => Command::ToggleMute,
        "autodraw" => Command::ToggleAutoDraw,
        "cancel" => Command::Cancel,
        "next" => Command::NextRound,
        "rematch" => Command::Rematch,
        "ready" => Command::Ready,
        _ => {
            if let Some(t) = cmd.strip_prefix("tile:") {
                Command::SelectTile(Tile::parse(t, 18).ok()?)
            } else if let Some(i) = cmd.strip_prefix("target:") {
                Command::Target(i.parse().ok()?)
            } else {
                return Some(Ev::Page(cmd.to_string()));
            }
        }
    };
    Some(Ev::Input(InputEvent::Command(c)))
}

/// Installs every listener.
pub fn install(canvas: &HtmlCanvasElement) -> Res<()> {
    let t: &EventTarget = canvas.as_ref();
    for name in ["pointerdown", "pointermove", "pointerup", "pointercancel"] {
        let c = canvas.clone();
        listen(t, name, true, move |e: PointerEvent| {
            let p = pointer(&e, &c);
            let ev = match e.type_().as_str() {
                "pointerdown" => {
                    let _ = c.set_pointer_capture(e.pointer_id());
                    let _ = c.focus();
                    InputEvent::Down(p)
                }
                "pointermove" => InputEvent::Move(p),
                "pointerup" => InputEvent::Up(p),
                _ => InputEvent::Cancel(p.id),
            };
            queue(Ev::Input(ev));
        })?;
    }
    let c = canvas.clone();
    listen(t, "wheel", false, move |e: WheelEvent| {
        e.prevent_default();
        let r = c.get_bounding_client_rect();
        let scale = if e.delta_mode() == 1 { 16.0 } else { 1.0 };
        queue(Ev::Input(InputEvent::Wheel {
            x: e.client_x() as f64 - r.left(),
            y: e.client_y() as f64 - r.top(),
            dy: e.delta_y() * scale,
        }));
    })?;
    listen(t, "contextmenu", false, |e: web_sys::Event| {
        e.prevent_default()
    })?;
    let doc: EventTarget = document()?.into();
    listen(&doc, "click", true, |e: web_sys::MouseEvent| {
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest("[data-cmd]").ok().flatten());
        if let Some(cmd) = el.and_then(|el| el.get_attribute("data-cmd")) {
            if let Some(ev) = command(&cmd) {
                queue(ev);
            }
        }
    })?;
    listen(&doc, "change", true, |e: web_sys::Event| {
        if let Some(id) = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .map(|el| el.id())
        {
            queue(Ev::Page(format!("change:{id}")));
        }
    })?;
    // Not passive: Tab inside a modal dialog is kept from leaving it.
    listen(&doc, "keydown", false, |e: KeyboardEvent| {
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            return;
        }
        let k = e.key();
        if k == "Tab" {
            // The frame moves the focus; the browser must not move it first.
            if super::dom::modal().is_some() {
                e.prevent_default();
                queue(Ev::Page(
                    if e.shift_key() { "backtab" } else { "tab" }.into(),
                ));
            }
            return;
        }
        let tag = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .map(|el| el.tag_name())
            .unwrap_or_default();
        if k != "Escape" && matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA") {
            return;
        }
        if k == "Escape" || (k.chars().count() == 1 && k != " ") {
            queue(Ev::Input(InputEvent::Key(k)));
        } else if k.starts_with("Arrow") || k.starts_with("Page") {
            queue(Ev::Page(format!("key:{k}")));
        }
    })?;
    let w: EventTarget = window()?.into();
    listen(&w, "resize", true, |_: web_sys::Event| {
        queue(Ev::Page("resize".into()))
    })?;
    Ok(())
}
