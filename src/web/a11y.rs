//! The accessible mirror of the canvas: hand tiles and legal targets as
//! real buttons laid over the tiles they stand for (so focus rings show
//! where they are), and an aria-live region that announces every move.
//!
//! Each group (the hand, the places a picked tile can go) is one stop for
//! Tab, with a roving tabindex: the arrow keys move among its buttons, and
//! Tab comes back to the one last focused (WAI-ARIA's toolbar pattern), so
//! a hand of 21 tiles is not 21 presses of Tab.

use super::dom::{self, esc, Res};
use crate::i18n::{t, tf, Key, Lang};
use crate::layout::Camera;
use crate::rules::{Move, Tile};
use crate::ui::{Controller, Ctx, Target};

/// What the mirror last showed.
#[derive(Default)]
pub struct Mirror {
    html: String,
    /// Where each button stands: left, top, width, height in CSS px.
    boxes: Vec<[i32; 4]>,
    /// Focus the first target after the next rebuild.
    pub focus_target: bool,
    /// Focus the first hand tile after the next rebuild.
    pub focus_hand: bool,
    spoken: usize,
    /// The language of the buttons' labels.
    pub lang: Lang,
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

impl Mirror {
    /// An empty mirror labelled in `lang`.
    pub fn new(lang: Lang) -> Mirror {
        Mirror {
            lang,
            ..Mirror::default()
        }
    }
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
    if ctx.seat.is_none() {
        String::new()
    } else if on.is_empty() {
        format!(", {}", t(l, Key::NoPlace))
    } else {
        let and = format!(" {} ", t(l, Key::ListAnd));
        format!(", {}", tf(l, Key::FitsOn, &[("ends", &on.join(&and))]))
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
    use wasm_bindgen::JsCast;
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
    /// Rebuilds the buttons if anything they show changed. The rack holds
    /// the person's own tiles, or `owner`'s (a replay shows the hand of the
    /// seat to move).
    pub fn update(
        &mut self,
        ctl: &Controller,
        ctx: &Ctx,
        cam: &Camera,
        targets: &[Target],
        owner: Option<&str>,
    ) -> Res<()> {
        let tw = ctx.rack.tw;
        let mut h = String::new();
        let mut boxes: Vec<[i32; 4]> = Vec::new();
        let label = match owner {
            Some(seat) => tf(self.lang, Key::HandOf, &[("seat", seat)]),
            None => t(self.lang, Key::YourHand).into(),
        };
        h.push_str(&format!(
            "<div role=\"group\" aria-label=\"{}\">",
            esc(&label)
        ));
        for (i, &t) in ctl.rack.tiles.iter().enumerate() {
            let Some(&(x, y)) = ctx.rack.pos.get(i) else {
                break;
            };
            h.push_str(&format!(
                "<button class=\"tilebtn\" data-cmd=\"tile:{t}\" aria-pressed=\"{}\" aria-label=\"{t}{}\"></button>",
                ctl.selected == Some(t),
                esc(&fits_text(t, ctx, self.lang)),
            ));
            boxes.push(px_box(x, y, tw, 2.0 * tw));
        }
        h.push_str(&format!(
            "</div><div role=\"group\" aria-label=\"{}\">",
            t(self.lang, Key::WhereItGoes)
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
                esc(&target_text(t, self.lang)),
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
            if let Some(cmd) = had.filter(|c| c.starts_with("tile:") || c.starts_with("target:")) {
                dom::focus(&format!("#a11y [data-cmd=\"{cmd}\"]"));
            }
        }
        if boxes != self.boxes {
            place(&el, &boxes)?;
            self.boxes = boxes;
        }
        let mut moved = rebuilt;
        if self.focus_target && !targets.is_empty() {
            self.focus_target = false;
            self.roving[1] = 0;
            dom::focus("#a11y .targetbtn");
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
        use wasm_bindgen::JsCast;
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

    /// The next [`Mirror::speak`] reads the whole log: a new log (each
    /// replay step has its own) is spoken even when as long as the last.
    pub fn unspoken(&mut self) {
        self.spoken = 0;
    }

    /// Announces log lines added since the last call.
    pub fn speak(&mut self, log: &[String]) -> Res<()> {
        if self.spoken > log.len() {
            self.spoken = 0;
        }
        if self.spoken == log.len() {
            return Ok(());
        }
        let text = log[self.spoken..].join(". ");
        self.spoken = log.len();
        dom::by_id("live")?.set_text_content(Some(&text));
        Ok(())
    }

    /// Moves focus among the mirror's buttons with the arrow keys.
    pub fn arrow(&mut self, key: &str) -> Res<()> {
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
            "ArrowRight" | "ArrowDown" => (me + 1) % n,
            "ArrowLeft" | "ArrowUp" => (me + n - 1) % n,
            _ => me,
        };
        if let Some(el) = list.item(next) {
            use wasm_bindgen::JsCast;
            if let Ok(h) = el.dyn_into::<web_sys::HtmlElement>() {
                let _ = h.focus();
            }
        }
        self.rove()
    }
}
