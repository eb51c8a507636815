//! Keyboard focus around modal dialogs: a dialog takes the focus when it
//! opens and gives it back when it closes; Tab cycles inside it.

use super::App;
use crate::web::dom::{self, by_id};
use wasm_bindgen::JsCast;

impl App {
    /// Focus and modal dialogs: a dialog that opens takes the focus (its
    /// first control, unless it placed it itself) and remembers what had
    /// it; one that closes gives it back, unless something else (a hand
    /// tile) has taken it meanwhile.
    pub(super) fn keep_focus(&mut self, before: Option<web_sys::Element>) {
        let card = dom::modal();
        let active = dom::active();
        if let Some(card) = &card {
            if !self.modal {
                self.opener = before;
            }
            let inside = active
                .as_ref()
                .is_some_and(|a| card.contains(Some(a.as_ref())));
            if !inside {
                // Without scrolling: a long card (the rules) opens at its
                // top even when its first control is at the bottom.
                if let Some(first) = dom::tabbables(card).first() {
                    let opts = web_sys::FocusOptions::new();
                    opts.set_prevent_scroll(true);
                    let _ = first.focus_with_options(&opts);
                }
            }
        } else if self.modal {
            let lost = active.as_ref().map_or(true, |a| {
                by_id("overlay").is_ok_and(|ov| ov.contains(Some(a.as_ref())))
            });
            let opener = self.opener.take().filter(dom::focusable);
            if lost {
                match opener.and_then(|o| o.dyn_into::<web_sys::HtmlElement>().ok()) {
                    Some(o) => {
                        let _ = o.focus();
                    }
                    None => {
                        let _ = self.canvas.focus();
                    }
                }
            }
        }
        self.modal = card.is_some();
    }
}

/// Tab (or Shift+Tab, `back`) in an open modal dialog: the next (previous)
/// control of the dialog, round from the last to the first.
pub(super) fn cycle_focus(back: bool) {
    let Some(card) = dom::modal() else {
        return;
    };
    let list = dom::tabbables(&card);
    let n = list.len();
    if n == 0 {
        return;
    }
    let at =
        dom::active().and_then(|a| list.iter().position(|el| el.is_same_node(Some(a.as_ref()))));
    let next = match (at, back) {
        (Some(i), false) => (i + 1) % n,
        (Some(i), true) => (i + n - 1) % n,
        (None, false) => 0,
        (None, true) => n - 1,
    };
    let _ = list[next].focus();
}
