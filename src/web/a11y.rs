//! The accessible mirror of the canvas: hand tiles and legal targets as
//! real buttons laid over the tiles they stand for (so focus rings show
//! where they are); the live region that says every move; and the focus
//! around modal dialogs (a dialog takes it and gives it back; Tab stays
//! inside).
//!
//! Each group (the hand, the places a picked tile can go) is one stop for
//! Tab, with a roving tabindex: the arrow keys move among its buttons, and
//! Tab comes back to the one last focused (WAI-ARIA's toolbar pattern), so
//! a hand of 21 tiles is not 21 presses of Tab.

use super::dom::{self, esc, Res};
use crate::i18n::{t, tf, Key, Lang};
use crate::layout::Camera;
use crate::page::Arrow;
use crate::rules::{Move, Tile};
use crate::ui::{Controller, Ctx, Target};
use wasm_bindgen::JsCast;

/// What the mirror last showed.
#[derive(Default)]
pub struct Mirror {
    html: String,
    /// Where each button stands: left, top, width, height in CSS px.
    boxes: Vec<[i32; 4]>,
    /// Focus this target (an index, the last if there are fewer) once
    /// there is one.
    pub focus_target: Option<usize>,
    /// Focus the hand's tile in the Tab order after the next rebuild.
    pub focus_hand: bool,
    /// The button of each group (hand, targets) that Tab reaches.
    roving: [usize; 2],
}

/// The mirror's button groups, in the order of [`Mirror::roving`].
const GROUPS: [&str; 2] = ["tilebtn", "targetbtn"];

/// Where `el` stands in `list`.
fn position(list: &web_sys::NodeList, el: &web_sys::Element) -> Option<u32> {
    let node: &web_sys::Node = el.as_ref();
    (0..list.length()).find(|&i| list.item(i).is_some_and(|x| x.is_same_node(Some(node))))
}

fn fits_text(tile: Tile, ctx: &Ctx, l: Lang) -> String {
    let mut on: Vec<String> = Vec::new();
    for m in ctx.legal {
        match *m {
            Move::Play { tile: t, on: o } if t == tile => {
                let s = o.to_string();
                if !on.contains(&s) {
                    on.push(s);
                }
            }
            Move::Place(x) if x == tile => on.push(t(l, Key::TheCentre).into()),
            _ => {}
        }
    }
    // The tile drawn this turn (the rack marks it too).
    let drawn = if ctx.seat.is_some() && ctx.round.drawn() == Some(tile) {
        format!(", {}", t(l, Key::JustDrawn))
    } else {
        String::new()
    };
    if ctx.seat.is_none() {
        String::new()
    } else if on.is_empty() {
        format!("{drawn}, {}", t(l, Key::NoPlace))
    } else {
        let and = format!(" {} ", t(l, Key::ListAnd));
        format!(
            "{drawn}, {}",
            tf(l, Key::FitsOn, &[("ends", &on.join(&and))])
        )
    }
}

/// A box in whole CSS pixels (whole numbers: `f64` formatting is large in
/// WebAssembly, and a fraction of a pixel does not matter here).
fn px_box(x: f64, y: f64, w: f64, h: f64) -> [i32; 4] {
    [x, y, w, h].map(|v| v.round() as i32)
}

/// Positions the mirror's buttons (in document order, the order of
/// `boxes`) through the CSSOM: the page's Content-Security-Policy allows no
/// `style` attributes in markup.
fn place(root: &web_sys::Element, boxes: &[[i32; 4]]) -> Res<()> {
    let list = root.query_selector_all("button")?;
    for (i, b) in boxes.iter().enumerate() {
        let Some(el) = list
            .item(i as u32)
            .and_then(|n| n.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            break;
        };
        let style = el.style();
        for (prop, v) in ["left", "top", "width", "height"].iter().zip(b) {
            style.set_property(prop, &format!("{v}px"))?;
        }
    }
    Ok(())
}

fn target_text(x: &Target, l: Lang) -> String {
    match x.mv {
        Move::Place(d) => tf(l, Key::MovePlace, &[("tile", &d.to_string())]),
        Move::Play { tile, on } => tf(
            l,
            Key::MovePlayOn,
            &[("tile", &tile.to_string()), ("on", &on.to_string())],
        ),
        _ => String::new(),
    }
}

impl Mirror {
    /// Rebuilds the buttons, labelled in `lang`, if anything they show
    /// changed. The rack holds the person's own tiles, or `owner`'s (a
    /// replay shows the hand of the seat to move).
    pub fn update(
        &mut self,
        lang: Lang,
        ctl: &Controller,
        ctx: &Ctx,
        cam: &Camera,
        targets: &[Target],
        owner: Option<&str>,
    ) -> Res<()> {
        let (tile_w, tile_h) = ctx.rack.tile_size();
        let mut h = String::new();
        let mut boxes: Vec<[i32; 4]> = Vec::new();
        let label = match owner {
            Some(seat) => tf(lang, Key::HandOf, &[("seat", seat)]),
            None => t(lang, Key::YourHand).into(),
        };
        h.push_str(&format!(
            "<div role=\"group\" aria-label=\"{}\">",
            esc(&label)
        ));
        // Which of the hand's tiles may be played now, in rack order.
        let mut fits = Vec::with_capacity(ctl.rack.tiles.len());
        for (i, &t) in ctl.rack.tiles.iter().enumerate() {
            let Some(&(x, y)) = ctx.rack.pos.get(i) else {
                break;
            };
            let fit = ctx.seat.is_some() && ctx.legal.iter().any(|m| m.tile() == Some(t));
            fits.push(fit);
            // `data-fits` says in every language what the label says in
            // words ("fits on 9-9"): a hook for scripts and tests.
            h.push_str(&format!(
                "<button class=\"tilebtn\" data-cmd=\"tile:{t}\"{} aria-pressed=\"{}\" aria-label=\"{t}{}\"></button>",
                if fit { " data-fits" } else { "" },
                ctl.selected == Some(t),
                esc(&fits_text(t, ctx, lang)),
            ));
            boxes.push(px_box(x, y, tile_w, tile_h));
        }
        h.push_str(&format!(
            "</div><div role=\"group\" aria-label=\"{}\">",
            dom::tr(lang, Key::WhereItGoes)
        ));
        let mut seen: Vec<Move> = Vec::new();
        let s = cam.scale().max(16.0);
        for (i, t) in targets.iter().enumerate() {
            if seen.contains(&t.mv) {
                continue;
            }
            seen.push(t.mv);
            let p = cam.world_to_screen(t.at);
            h.push_str(&format!(
                "<button class=\"targetbtn\" data-cmd=\"target:{i}\" aria-label=\"{}\"></button>",
                esc(&target_text(t, lang)),
            ));
            boxes.push(px_box(p.x - s, p.y - s / 2.0, 2.0 * s, s));
        }
        h.push_str("</div>");
        let el = dom::by_id("a11y")?;
        let rebuilt = h != self.html;
        if rebuilt {
            let had = dom::focused_cmd();
            el.set_inner_html(&h);
            self.html = h;
            self.boxes.clear();
            let in_hand = had.as_deref().is_some_and(|c| c.starts_with("tile:"));
            if let Some(cmd) = had.filter(|c| c.starts_with("tile:") || c.starts_with("target:")) {
                dom::focus(&format!("#a11y [data-cmd=\"{cmd}\"]"));
            }
            // A new turn (or hand): a hand's stop on a tile that cannot be
            // played moves to the first that can, if one can, unless the
            // focus is in the hand.
            let stop = self.roving[0].min(fits.len().saturating_sub(1));
            if !in_hand && !fits.get(stop).copied().unwrap_or(true) {
                self.roving[0] = fits.iter().position(|&f| f).unwrap_or(stop);
            }
        }
        if boxes != self.boxes {
            place(&el, &boxes)?;
            self.boxes = boxes;
        }
        let mut moved = rebuilt;
        if let (Some(i), false) = (self.focus_target, targets.is_empty()) {
            self.focus_target = None;
            let i = i.min(targets.len() - 1);
            self.roving[1] = i;
            dom::focus(&format!("#a11y [data-cmd=\"target:{i}\"]"));
            moved = true;
        }
        if self.focus_hand {
            self.focus_hand = false;
            self.rove()?;
            dom::focus("#a11y .tilebtn[tabindex=\"0\"]");
            moved = true;
        }
        if moved {
            self.rove()?;
        }
        Ok(())
    }

    /// Gives each group one Tab stop: the focused button if the focus is
    /// in the group, else the one focused last (or the last one, when the
    /// group shrank past it).
    fn rove(&mut self) -> Res<()> {
        let doc = dom::document()?;
        let active = doc.active_element();
        for (k, cls) in GROUPS.iter().enumerate() {
            let list = doc.query_selector_all(&format!("#a11y .{cls}"))?;
            let n = list.length();
            if n == 0 {
                continue;
            }
            if let Some(i) = active.as_ref().and_then(|a| position(&list, a)) {
                self.roving[k] = i as usize;
            }
            let cur = self.roving[k].min(n as usize - 1);
            self.roving[k] = cur;
            for i in 0..n {
                if let Some(el) = list
                    .item(i)
                    .and_then(|x| x.dyn_into::<web_sys::Element>().ok())
                {
                    el.set_attribute("tabindex", if i as usize == cur { "0" } else { "-1" })?;
                }
            }
        }
        Ok(())
    }

    /// Moves focus among the mirror's buttons with the arrow keys.
    pub fn arrow(&mut self, key: Arrow) -> Res<()> {
        let doc = dom::document()?;
        let Some(active) = doc.active_element() else {
            return Ok(());
        };
        let cls = active.class_name();
        if !GROUPS.contains(&cls.as_str()) {
            return Ok(());
        }
        let list = doc.query_selector_all(&format!("#a11y .{cls}"))?;
        let n = list.length();
        let Some(me) = position(&list, &active) else {
            return Ok(());
        };
        let next = match key {
            Arrow::Right | Arrow::Down => (me + 1) % n,
            Arrow::Left | Arrow::Up => (me + n - 1) % n,
            Arrow::PageUp | Arrow::PageDown => me,
        };
        if let Some(el) = list.item(next) {
            if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        }
        self.rove()
    }
}

/// How many announcements the live region keeps (older ones are removed;
/// screen readers say additions only, so removing is silent).
pub const LIVE_KEPT: u32 = 6;

/// Says `text` in the live region (screen readers): a new paragraph
/// appended to the `role="log"` region, not the region's text replaced.
/// So two announcements made in one frame (a move and the line it lit,
/// or a person's play and the computer's answer) are both said, and the
/// same text said twice (a line lit again) is a new addition, said again.
pub fn announce(text: &str) -> Res<()> {
    let live = dom::by_id("live")?;
    let p = dom::document()?.create_element("p")?;
    p.set_text_content(Some(text));
    live.append_child(&p)?;
    while live.child_element_count() > LIVE_KEPT {
        match live.first_element_child() {
            Some(old) => old.remove(),
            None => break,
        }
    }
    Ok(())
}

/// The focus around modal dialogs: a dialog that opens takes it (its
/// first control, unless it placed it itself) and remembers what had it;
/// one that closes gives it back, unless something else (a hand tile)
/// has taken it meanwhile.
#[derive(Default)]
pub struct Keeper {
    /// Whether a modal dialog was open after the last frame.
    modal: bool,
    /// What had the focus when the open dialog opened.
    opener: Option<web_sys::Element>,
}

impl Keeper {
    /// What has the focus before this frame, while no dialog is open (it
    /// gets it back after one).
    pub fn before(&self) -> Option<web_sys::Element> {
        if self.modal {
            None
        } else {
            dom::active()
        }
    }

    /// After the frame is drawn: `before` is [`Keeper::before`]'s, `home`
    /// takes the focus when what opened a dialog is gone.
    pub fn keep(&mut self, before: Option<web_sys::Element>, home: &web_sys::HtmlElement) {
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
            let lost = active.as_ref().is_none_or(|a| {
                dom::by_id("overlay").is_ok_and(|ov| ov.contains(Some(a.as_ref())))
            });
            let opener = self.opener.take().filter(dom::focusable);
            if lost {
                let _ = match opener.and_then(|o| o.dyn_into::<web_sys::HtmlElement>().ok()) {
                    Some(o) => o.focus(),
                    None => home.focus(),
                };
            }
        }
        self.modal = card.is_some();
    }
}

/// Tab (or Shift+Tab, `back`) in an open modal dialog: the next (previous)
/// control of the dialog, round from the last to the first.
pub fn cycle_focus(back: bool) {
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
