//! DOM listeners: each turns its event into a [`Msg`], reading what the
//! message needs there and then (form values, a fresh seed, the imported
//! file), and queues it ([`queue`]: a frame follows). Nothing else happens
//! in a callback. The listeners are owned ([`Listener`]): dropping one
//! removes it.

use super::dom::{self, document, listen, window, Listener, Res};
use super::queue::queue;
use crate::i18n::Lang;
use crate::page::{Arrow, Command, Deal, Msg, NewGameForm, Via};
use crate::rules::Tile;
use crate::save::AiSpeed;
use crate::ui::{self, InputEvent, Pointer, PointerKind, RuleForm, SeatKind};
use wasm_bindgen::JsCast;
use web_sys::{Element, EventTarget, HtmlCanvasElement, KeyboardEvent, PointerEvent, WheelEvent};

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

/// A fresh seed and match id for a new game. The seed comes from the
/// browser's `crypto.getRandomValues` (getrandom), below 2^53 so that
/// JavaScript reads it exactly (share links, embedding events); from the
/// clock if that ever fails.
pub fn deal() -> Deal {
    let now = dom::now_ms();
    Deal {
        seed: getrandom::u64().map_or(now, |r| r >> 11),
        match_id: now,
    }
}

/// The New game dialog's fields.
fn new_game_form() -> NewGameForm {
    let n: usize = dom::value("ng-seats").parse().unwrap_or(4).clamp(2, 8);
    let seats = (0..n)
        .map(|i| {
            crate::share::parse_seat(&dom::value(&format!("ng-seat{i}")))
                .unwrap_or(SeatKind::Ai(crate::ai::Level::Medium))
        })
        .collect();
    let rules = RuleForm {
        preset: dom::value("ng-preset"),
        set: dom::value("ng-set"),
        arms: dom::value("ng-arms"),
        hand: dom::value("ng-hand"),
        drawn: dom::value("ng-drawn"),
        reserve: dom::value("ng-reserve"),
        double_blank: dom::value("ng-blank"),
        search: dom::value("ng-search"),
        rounds: dom::value("ng-rounds"),
    };
    NewGameForm { seats, rules }
}

/// A `data-cmd` value to its message (`None`: not a command), given `via`
/// a pointer or the keyboard. Starting a game reads the New game form and
/// takes a fresh deal from `deal`.
pub fn command(cmd: &str, via: Via, deal: impl FnOnce() -> Deal) -> Option<Msg> {
    let table = |c| Some(Msg::Input(InputEvent::Command(c)));
    let c = match cmd {
        "draw" => return table(ui::Command::Draw),
        "pass" => return table(ui::Command::Pass),
        "zoomin" => return table(ui::Command::ZoomIn),
        "zoomout" => return table(ui::Command::ZoomOut),
        "reset" => return table(ui::Command::ResetView),
        "sort" => return table(ui::Command::SortRack),
        "cancel" => return table(ui::Command::Cancel),
        "numerals" => Command::ToggleNumerals,
        "mute" => Command::ToggleMute,
        "autodraw" => Command::ToggleAutoDraw,
        "large" => Command::ToggleLarge,
        "tour" => Command::Tour,
        "tour-next" => Command::TourNext,
        "tour-back" => Command::TourBack,
        "next" => Command::NextRound,
        "rematch" => Command::Rematch(deal()),
        "ready" => Command::Ready,
        "menu" => Command::Menu,
        "newgame" => Command::NewGame,
        "stats" => Command::Stats,
        "rules" => Command::Rules,
        "share" => Command::Share,
        "close" => Command::Close,
        "peek" => Command::Peek,
        "unpeek" => Command::Unpeek,
        "quick" => Command::QuickGame(deal()),
        "start" => Command::Start(Box::new(new_game_form()), deal()),
        "hint" => Command::Hint(via),
        "tiles" => Command::Tiles,
        "undo" => Command::Undo,
        "export" => Command::Export,
        "import" => Command::Import,
        "replay" => Command::ReplayGame,
        "dismiss" => Command::Dismiss,
        "playhere" => Command::PlayHere,
        "download-previous" => Command::DownloadPrevious,
        "resume-saved" => Command::ResumeSaved,
        "rp-prev" => Command::Step(crate::page::Step::Prev),
        "rp-next" => Command::Step(crate::page::Step::Next),
        "rp-back" => Command::Step(crate::page::Step::BackRound),
        "rp-fwd" => Command::Step(crate::page::Step::ForwardRound),
        "rp-exit" => Command::LeaveReplay,
        _ => {
            if let Some(i) = cmd.strip_prefix("end:") {
                return Some(Msg::Cmd(Command::ShowEnd(i.parse().ok()?)));
            }
            if let Some(t) = cmd.strip_prefix("tile:") {
                return table(ui::Command::SelectTile(Tile::parse(t, 18).ok()?));
            }
            let i = cmd.strip_prefix("target:")?.parse().ok()?;
            return table(ui::Command::Target(i));
        }
    };
    Some(Msg::Cmd(c))
}

/// A form control's change: the New game seat count, the language, the
/// speed, a chosen record file (read here; its text comes as
/// [`Msg::Imported`]).
fn changed(el: &Element) -> Option<Msg> {
    let value = || dom::value(&el.id());
    let c = match el.id().as_str() {
        "ng-seats" => Command::SeatCount(value().parse().unwrap_or(4)),
        "menu-lang" => Command::Lang(Lang::from_tag(&value())),
        "menu-speed" => Command::Speed(AiSpeed::from_tag(&value())?),
        "import-file" => {
            if let Err(e) = super::ship::read_import() {
                super::show_error(&super::js_error_text(&e));
            }
            return None;
        }
        _ => return None,
    };
    Some(Msg::Cmd(c))
}

/// Installs every listener; the app keeps them.
pub fn install(canvas: &HtmlCanvasElement) -> Res<Vec<Listener>> {
    let t: &EventTarget = canvas.as_ref();
    let mut all = Vec::new();
    for name in ["pointerdown", "pointermove", "pointerup", "pointercancel"] {
        let c = canvas.clone();
        all.push(listen(t, name, true, move |e: PointerEvent| {
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
            queue(Msg::Input(ev));
        })?);
    }
    let c = canvas.clone();
    all.push(listen(t, "wheel", false, move |e: WheelEvent| {
        e.prevent_default();
        let r = c.get_bounding_client_rect();
        let scale = if e.delta_mode() == 1 { 16.0 } else { 1.0 };
        queue(Msg::Input(InputEvent::Wheel {
            x: e.client_x() as f64 - r.left(),
            y: e.client_y() as f64 - r.top(),
            dy: e.delta_y() * scale,
        }));
    })?);
    all.push(listen(t, "contextmenu", false, |e: web_sys::Event| {
        e.prevent_default()
    })?);
    let doc: EventTarget = document()?.into();
    // What browsers count as the gesture that lets a page play sound.
    all.push(listen(&doc, "pointerup", true, |_: web_sys::Event| {
        super::sound::gesture()
    })?);
    all.push(listen(&doc, "keydown", true, |e: KeyboardEvent| {
        if e.key() != "Escape" {
            super::sound::gesture()
        }
    })?);
    all.push(listen(&doc, "click", true, |e: web_sys::MouseEvent| {
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|el| el.closest("[data-cmd]").ok().flatten());
        // Enter or Space on a button clicks it with `detail` 0.
        let via = if e.detail() == 0 {
            Via::Keyboard
        } else {
            Via::Pointer
        };
        if let Some(msg) = el
            .and_then(|el| el.get_attribute("data-cmd"))
            .and_then(|cmd| command(&cmd, via, deal))
        {
            queue(msg);
        }
    })?);
    all.push(listen(&doc, "change", true, |e: web_sys::Event| {
        let el = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        if let Some(msg) = el.as_ref().and_then(changed) {
            queue(msg);
        }
    })?);
    // Not passive: Tab inside a modal dialog is kept from leaving it.
    all.push(listen(&doc, "keydown", false, |e: KeyboardEvent| {
        let k = e.key();
        let tag = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .map(|el| el.tag_name())
            .unwrap_or_default();
        let field = matches!(tag.as_str(), "INPUT" | "SELECT" | "TEXTAREA");
        if e.ctrl_key() || e.meta_key() || e.alt_key() {
            // Ctrl+Z (Cmd+Z): Undo, outside text fields (there it undoes
            // typing).
            let undo = (e.ctrl_key() || e.meta_key()) && !e.alt_key() && !e.shift_key();
            if undo && k.eq_ignore_ascii_case("z") && !field {
                e.prevent_default();
                queue(Msg::Cmd(Command::Undo));
            }
            return;
        }
        if k == "Tab" {
            // The frame moves the focus; the browser must not move it first.
            if dom::modal().is_some() {
                e.prevent_default();
                queue(Msg::Cmd(Command::Tab {
                    back: e.shift_key(),
                }));
            }
            return;
        }
        if k != "Escape" && field {
            return;
        }
        if k == "Escape" || (k.chars().count() == 1 && k != " ") {
            queue(Msg::Key(k));
        } else if let Some(a) = Arrow::from_key(&k) {
            queue(Msg::Cmd(Command::Arrow(a)));
        }
    })?);
    // A new size is measured every frame: a resize only asks for one.
    let w: EventTarget = window()?.into();
    all.push(listen(&w, "resize", true, |_: web_sys::Event| {
        super::queue::request_frame()
    })?);
    // The system's wishes can change while the page is open (a contrast
    // theme turned on): the page follows them as it does at start.
    for q in dom::SYSTEM_QUERIES {
        if let Some(list) = window()?.match_media(q)? {
            all.push(listen(&list, "change", true, |_: web_sys::Event| {
                queue(Msg::System(dom::system()))
            })?);
        }
    }
    Ok(all)
}
