//! The page around the canvas, drawn from a `&Page`: the status bar, the
//! seats, the card over the table (a hand-over, a round's or the match's
//! end, or a dialog from [`panels`]), the message line, the banner, the
//! toolbar's states, the notice and the replay bar. Each is written to the
//! DOM only when it changed. Every translated text goes through
//! [`esc`] (or `set_text_content`).

use super::dom::{self, by_id, by_id_as, esc, flag, set_html, show, table_box, tr, tr_html, Res};
use super::panels;
use crate::i18n::{describe_rules, t, tf, tn, Key, Lang};
use crate::page::{Chips, Dialog, HeaderRow, Notice, Offer, Page, TourTarget};
use crate::rules::{Move, RoundEnd, State};
use crate::ui::{Game, SeatKind, SeatLabel, Stage};

/// Round, start double, boneyard, the rules in one line. The parts stand
/// apart by a gap on screen; a screen reader gets a full stop between them
/// (else it reads "Boneyard: 19 double-12 · 4 arms" as one phrase). The
/// rules are read out, not shown, so that the seat chips can stand in the
/// status line's row ([`HeaderRow`]); the menu shows them. Unless
/// `start_shown` ([`HeaderRow::start_shown`]: on a phone held sideways),
/// the start double is read out and not shown either.
pub fn status(state: &State, l: Lang, start_shown: bool) -> String {
    let r = state.round();
    let n = (state.round_index() + 1).to_string();
    let total = state.rules().rounds.len().to_string();
    let b = format!("<b id=\"boneyard\">{}</b>", r.boneyard_len());
    let stop = "<span class=\"sr\">. </span>";
    let hide = if start_shown { "" } else { " sr" };
    format!(
        "<span data-round=\"{n}\">{}{stop}</span><span class=\"start{hide}\">{}{stop}</span><span>{}{stop}</span><span class=\"rules sr\">{}</span>",
        tr_html(l, Key::RoundOf, &[("n", &format!("<b>{n}</b>")), ("total", &total)]),
        tr_html(l, Key::StartDoubleIs, &[("tile", &format!("<b>{}</b>", r.start_double()))]),
        tr_html(l, Key::BoneyardCount, &[("n", &b)]),
        esc(&describe_rules(l, state.rules()))
    )
}

/// The header's row in this window ([`HeaderRow`]): how much the seat
/// chips show (`#seats`'s `data-chips`) and whether the status line shows
/// the start double.
fn header_row(page: &Page) -> Res<HeaderRow> {
    let w = dom::window()?;
    let size = |v: Result<wasm_bindgen::JsValue, _>| v.ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
    Ok(HeaderRow::for_window(
        size(w.inner_width()),
        size(w.inner_height()),
        page.labels().len(),
        page.lang(),
    ))
}

/// One chip per seat: name, person or AI level (a label without a kind
/// shows none), tiles in hand, running score, whose turn. A compass name
/// also comes as letters ("NW"). How much
/// of it shows is `#seats`'s `data-chips` ([`Chips`], style.css);
/// screen readers always read all of it.
pub fn seats(state: &State, labels: &[SeatLabel], l: Lang) -> String {
    let r = state.round();
    let totals = crate::rules::score::totals(state.finished_scores(), labels.len());
    let mut h = String::new();
    for (i, label) in labels.iter().enumerate() {
        let turn = r.to_move() == Some(i as u8);
        let kind = match label.kind {
            Some(SeatKind::Human) => format!(" <small>{}</small>", tr(l, Key::SeatPerson)),
            Some(SeatKind::Ai(lv)) => {
                format!(" <small>{}</small>", tr(l, crate::i18n::level_key(lv)))
            }
            None => String::new(),
        };
        let count = r.hand(i as u8).len() as u64;
        let total = u64::try_from(totals[i]).unwrap_or(u64::MAX);
        let points = tn(
            l,
            [Key::PointsOne, Key::PointsFew, Key::PointsMany],
            total,
            &[],
        );
        // "12 points" as 12 and a unit compact chips leave to screen
        // readers ([`Chips::Compact`]).
        let points = number_then_unit(&points, total, "u").unwrap_or_else(|| esc(&points));
        let in_hand = [
            Key::TilesInHandOne,
            Key::TilesInHandFew,
            Key::TilesInHandMany,
        ];
        let name = seat_name(&label.name, label.short.as_deref(), true);
        // The count shows a number beside a tile's outline; screen readers
        // get its unit ("10 tiles in hand"), which a title alone does not
        // give them.
        let held = tn(l, in_hand, count, &[]);
        let count = number_then_unit(&held, count, "sr")
            .unwrap_or_else(|| format!("{count}<span class=\"sr\"> ({})</span>", esc(&held)));
        h.push_str(&format!(
            "<li class=\"seat{}\" data-seat=\"{i}\"><b>{name}</b>{kind}<span class=\"count\" title=\"{}\">{count}</span><span class=\"score\" title=\"{}\">{}</span>{}</li>",
            if turn { " turn" } else { "" },
            esc(&held),
            tr(l, Key::Total),
            points,
            if turn { format!("<span class=\"sr\"> ({})</span>", esc(&tf(l, Key::TurnOf, &[("seat", &label.name)]))) } else { String::new() },
        ));
    }
    h
}

/// A seat's name, with its compass letters ("NW") when it has them and
/// `letters`: the chips always have them ([`Chips::Letters`] shows them
/// instead of the name), a score sheet's columns above four seats (style.css);
/// screen readers read the whole name.
fn seat_name(name: &str, short: Option<&str>, letters: bool) -> String {
    match short {
        Some(short) if letters => format!(
            "<span class=\"nm\">{}</span><span class=\"ab\" aria-hidden=\"true\">{}</span>",
            esc(name),
            esc(short)
        ),
        _ => esc(name),
    }
}

/// `text` ("12 points") as its number `n` and the rest in a span of
/// `class`, when the text starts with that number (the usual form in every
/// language the page has).
fn number_then_unit(text: &str, n: u64, class: &str) -> Option<String> {
    text.strip_prefix(&n.to_string())
        .map(|unit| format!("{n}<span class=\"{class}\">{}</span>", esc(unit)))
}

/// The score sheet: one row per round, one column per seat.
pub fn sheet(g: &Game) -> String {
    let l = g.lang;
    let mut h = format!(
        "<table class=\"sheet\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th>",
        tr(l, Key::ScoreSheet),
        tr(l, Key::Scores)
    );
    // Compass letters on a narrow screen, as on the chips, so that eight
    // columns fit a phone without scrolling.
    let n = g.seats.len() as u8;
    for s in &g.seats {
        let name = seat_name(&s.name, s.short.as_deref(), n > 4);
        h.push_str(&format!("<th scope=\"col\">{name}</th>"));
    }
    h.push_str("</tr></thead><tbody>");
    let rules = g.state.rules();
    for (r, row) in g.state.finished_scores().iter().enumerate() {
        let how = match g.state.ends().get(r) {
            Some(RoundEnd::Out(s)) => esc(&g.about(*s, Key::AnnGoesOut, Key::YouGoOut, &[])),
            Some(RoundEnd::Blocked) => tr(l, Key::AnnBlocked),
            None => String::new(),
        };
        h.push_str(&format!(
            "<tr><th scope=\"row\">{} <small>{}-{} · {how}</small></th>",
            r + 1,
            rules.rounds[r],
            rules.rounds[r]
        ));
        for v in row {
            h.push_str(&format!("<td>{v}</td>"));
        }
        h.push_str("</tr>");
    }
    h.push_str(&format!(
        "</tbody><tfoot><tr><th scope=\"row\">{}</th>",
        tr(l, Key::Total)
    ));
    for t in crate::rules::score::totals(g.state.finished_scores(), g.seats.len()) {
        h.push_str(&format!("<td>{t}</td>"));
    }
    h.push_str("</tr></tfoot></table>");
    table_box(t(l, Key::ScoreSheet), &h)
}

/// The card the game's stage puts over the table: a hand-over, or a
/// round's or the match's end (empty during play).
pub fn card(g: &Game) -> String {
    let l = g.lang;
    match g.stage() {
        Stage::Play => String::new(),
        Stage::PassTo(s) => {
            let n = &g.seats[s as usize].name;
            format!("<div class=\"card pass\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dlg-title\"><h2 id=\"dlg-title\">{}</h2><p>{}</p><button class=\"primary\" data-cmd=\"ready\" data-autofocus>{}</button></div>",
                esc(&tf(l, Key::PassDevice, &[("seat", n)])), tr(l, Key::TilesHidden), tr(l, Key::ShowMyTiles))
        }
        Stage::RoundEnd | Stage::MatchEnd => {
            let r = g.state.round();
            let end = g
                .state
                .round_end()
                .map(|e| g.end_text(e))
                .unwrap_or_default();
            let title = tf(
                l,
                Key::RoundOverTitle,
                &[("n", &(g.state.round_index() + 1).to_string())],
            );
            let mut h = format!(
                "<div class=\"card end\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dlg-title\"><h2 id=\"dlg-title\">{}</h2><p class=\"how\">{}</p><table class=\"hands\"><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
                esc(&title),
                esc(&end),
                tr(l, Key::Seats),
                tr(l, Key::TilesLeft),
                tr(l, Key::RoundPoints)
            );
            let pts = g
                .state
                .finished_scores()
                .last()
                .cloned()
                .unwrap_or_default();
            for (i, s) in g.seats.iter().enumerate() {
                let tiles: Vec<String> = r.hand(i as u8).iter().map(|t| t.to_string()).collect();
                h.push_str(&format!(
                    "<tr><th scope=\"row\">{}</th><td>{}</td><td>{}</td></tr>",
                    esc(&s.name),
                    if tiles.is_empty() {
                        "—".into()
                    } else {
                        // A tile never breaks at its hyphen.
                        tiles
                            .iter()
                            .map(|t| format!("<span class=\"nw\">{t}</span>"))
                            .collect::<Vec<_>>()
                            .join(" ")
                    },
                    pts.get(i).copied().unwrap_or(0)
                ));
            }
            h.push_str("</tbody></table>");
            h.push_str(&sheet(g));
            let buttons: &[(&str, Key)] = match g.result_text() {
                Some(res) => {
                    h.push_str(&format!(
                        "<h3>{}</h3><p class=\"result\" id=\"result\">{}</p>",
                        tr(l, Key::MatchOverTitle),
                        esc(&res)
                    ));
                    &[
                        ("rematch", Key::PlayAgain),
                        ("newgame", Key::NewGame),
                        ("peek", Key::ViewTable),
                    ]
                }
                None => &[("next", Key::NextRound), ("peek", Key::ViewTable)],
            };
            h.push_str("<div class=\"row\">");
            for (i, (cmd, key)) in buttons.iter().enumerate() {
                let first = if i == 0 { " class=\"primary\"" } else { "" };
                let auto = if i == 0 { " data-autofocus" } else { "" };
                h.push_str(&format!(
                    "<button{first} data-cmd=\"{cmd}\"{auto}>{}</button>",
                    tr(l, *key)
                ));
            }
            h.push_str("</div></div>");
            h
        }
    }
}

/// What the page around the canvas shows now, to write only what changed.
#[derive(Default)]
pub struct Painted {
    status: String,
    seats: String,
    /// The card over the table (a dialog's is built once per opening).
    card: String,
    /// The opening ([`Page::opened`]) of the dialog on screen.
    dialog: Option<u32>,
    /// The New game dialog's seat rows and error, the share note.
    dialog_state: String,
    msg: String,
    banner: String,
    ends: String,
    toolbar: String,
    /// `--rack`, `--side` and `--notice` as last set (CSS px), none before.
    sizes: Option<[i32; 3]>,
    /// `#seats`'s `data-chips` as last set.
    chips: Option<Chips>,
    notice: Option<Notice>,
    replay: String,
    hint: Option<Move>,
    lang: Option<Lang>,
}

/// Sets a line of text (the message line, the banner) with its tile names
/// kept whole (a phone wrapped "the next tiles go on 5-" and "5").
fn set_line(el: &web_sys::Element, cache: &mut String, text: String) {
    set_html(el, cache, dom::tiles_unbroken(&esc(&text)));
}

impl Painted {
    /// The page's labels in its language: the static texts, `<html lang>`
    /// and the error box's language.
    pub fn language(&mut self, page: &Page) -> Res<()> {
        if self.lang != Some(page.lang()) {
            // The notice's button is written again in the new language.
            self.notice = None;
            panels::apply(page.lang())?;
            super::set_error_lang(page.lang());
            self.lang = Some(page.lang());
        }
        Ok(())
    }

    /// Whether the table's buttons are behind a card: set on the mirror
    /// (`inert`) before it may focus one of them as a dialog closes.
    pub fn inert(&self, page: &Page) -> Res<()> {
        let a11y = by_id("a11y")?;
        let modal = page.screen.modal();
        if modal != a11y.has_attribute("inert") {
            flag(&a11y, "inert", modal)?;
        }
        Ok(())
    }

    /// Status, seats, the card over the table, message, banner, toolbar,
    /// notice, replay bar. `legal`: the moves of the person who may act;
    /// `rack_top`: where the rack starts on the canvas.
    pub fn paint(&mut self, page: &Page, legal: &[Move], rack_top: f64) -> Res<()> {
        let l = page.lang();
        let state = page.table();
        let row = header_row(page)?;
        set_html(
            &by_id("status")?,
            &mut self.status,
            status(state, l, row.start_shown),
        );
        let chips = by_id("seats")?;
        set_html(&chips, &mut self.seats, seats(state, &page.labels(), l));
        if self.chips != Some(row.chips) {
            chips.set_attribute("data-chips", row.chips.as_str())?;
            self.chips = Some(row.chips);
        }
        self.card(page)?;
        self.tour(page)?;
        let back = by_id("peek-back")?;
        let peeking = page.screen.peeking();
        if peeking == back.has_attribute("hidden") {
            show(&back, peeking);
        }
        set_line(&by_id("msg")?, &mut self.msg, page.message());
        let banner = page.banner().unwrap_or_default();
        let b = by_id("banner")?;
        show(&b, !banner.is_empty());
        set_line(&b, &mut self.banner, banner);
        set_html(&by_id("ends")?, &mut self.ends, ends_strip(page));
        self.sizes(page, rack_top)?;
        self.toolbar(page, legal)?;
        if self.notice != page.notice {
            let offer = by_id("notice-offer")?;
            if let Some(n) = &page.notice {
                by_id("notice-text")?.set_text_content(Some(&n.text));
                let (cmd, key) = match n.offer {
                    Some(Offer::DownloadPrevious) => ("download-previous", Key::DownloadPrevious),
                    Some(Offer::ResumeSaved) => ("resume-saved", Key::ResumeSaved),
                    None => ("", Key::Close),
                };
                offer.set_attribute("data-cmd", cmd)?;
                offer.set_text_content(Some(t(l, key)));
                show(&offer, n.offer.is_some());
            }
            show(&by_id("notice")?, page.notice.is_some());
            self.notice.clone_from(&page.notice);
        }
        let bar = by_id("replaybar")?;
        match page.screen.replay() {
            Some(r) => {
                let html = panels::replay_bar(l, r.replay.pos, r.replay.total);
                set_html(&bar, &mut self.replay, html);
                show(&bar, true);
            }
            None if !self.replay.is_empty() => {
                show(&bar, false);
                self.replay.clear();
            }
            None => {}
        }
        if self.hint != page.think.hinted {
            self.hint = page.think.hinted;
            // The whole move ("6-4 on 6-6", "place 9-9", "draw", "pass"),
            // for the e2e test that compares it with `chickenfoot hint`.
            let tag = self.hint.map(|m| m.to_string()).unwrap_or_default();
            by_id("a11y")?.set_attribute("data-hint", &tag)?;
        }
        Ok(())
    }

    /// The card over the table: a dialog (built once per opening, then
    /// only its changing parts), or the game's card.
    fn card(&mut self, page: &Page) -> Res<()> {
        let ov = by_id("overlay")?;
        dom::show(&ov, page.screen.modal());
        match page.screen.dialog() {
            Some(d) => {
                if self.dialog != Some(page.opened) {
                    ov.set_inner_html(&panels::dialog(page, d));
                    self.dialog = Some(page.opened);
                    self.dialog_state.clear();
                    dom::focus("#overlay [data-autofocus]");
                }
                self.dialog_parts(page, d)
            }
            None => {
                let html = match page.screen.replay() {
                    Some(_) => String::new(),
                    None => card(&page.game),
                };
                // After a dialog the card is written anew (and focused).
                if self.dialog.take().is_some() {
                    self.card = String::from("-");
                }
                if set_html(&ov, &mut self.card, html) {
                    dom::focus("#overlay [data-autofocus]");
                }
                Ok(())
            }
        }
    }

    /// The parts of an open dialog that change while it is open.
    /// The tour's pointer: a ring on the table over what the step is about,
    /// or a highlighted control; the card stands where
    /// [`TourTarget::card_at_top`] says.
    fn tour(&mut self, page: &Page) -> Res<()> {
        let step = match page.screen.dialog() {
            Some(Dialog::Tour(s)) => Some(*s),
            _ => None,
        };
        let target = step.map(|s| page.tour_target(s));
        let ring = by_id_as::<web_sys::HtmlElement>("tour-ring")?;
        let ov = by_id("overlay")?;
        flag(&ov, "data-tour", step.is_some())?;
        let control = match target {
            Some(TourTarget::Control(id)) => id,
            _ => "",
        };
        for id in ["btn-draw", "seats"] {
            flag(&by_id(id)?, "data-tour", id == control)?;
        }
        if let Some(TourTarget::Table(p)) = target {
            let style = ring.style();
            style.set_property("left", &format!("{:.0}px", p.x))?;
            style.set_property("top", &format!("{:.0}px", p.y))?;
            ring.remove_attribute("hidden")?;
        } else {
            ring.set_attribute("hidden", "")?;
        }
        let top = target.is_some_and(|t| t.card_at_top(page.view.size.h));
        ov.set_attribute("data-at", if top { "top" } else { "bottom" })?;
        Ok(())
    }

    fn dialog_parts(&mut self, page: &Page, d: &Dialog) -> Res<()> {
        let key = match d {
            Dialog::NewGame { seats, error } => {
                format!("{seats} {}", error.as_deref().unwrap_or_default())
            }
            Dialog::Share { copied, .. } => copied.to_string(),
            Dialog::Tour(step) => step.to_string(),
            Dialog::Menu | Dialog::Stats | Dialog::Rules | Dialog::Elsewhere => String::new(),
        };
        if key == self.dialog_state {
            return Ok(());
        }
        self.dialog_state = key;
        match d {
            Dialog::NewGame { seats, error } => {
                for i in 0..8 {
                    show(&by_id(&format!("ng-row{i}"))?, i < *seats);
                }
                by_id("ng-error")?.set_text_content(error.as_deref());
            }
            Dialog::Share { copied, .. } => {
                let note = if *copied {
                    t(page.lang(), Key::LinkCopied)
                } else {
                    ""
                };
                by_id("share-note")?.set_text_content(Some(note));
            }
            Dialog::Menu | Dialog::Stats | Dialog::Rules | Dialog::Elsewhere | Dialog::Tour(_) => {}
        }
        Ok(())
    }

    /// The rack's height and a sideways phone's toolbar width, on #app:
    /// the table's message line and that toolbar both sit above the rack,
    /// and the messages centre beside that toolbar.
    fn sizes(&mut self, page: &Page, rack_top: f64) -> Res<()> {
        let size = &page.view.size;
        let px = |v: f64| v.round() as i32;
        let sizes = [px(size.h - rack_top), px(size.side), px(size.notice)];
        if Some(sizes) != self.sizes {
            let style = by_id_as::<web_sys::HtmlElement>("app")?.style();
            for (name, v) in ["--rack", "--side", "--notice"].into_iter().zip(sizes) {
                style.set_property(name, &format!("{v}px"))?;
            }
            self.sizes = Some(sizes);
        }
        Ok(())
    }

    /// The rack's height as last set on #app (`--rack`, CSS px): the
    /// message line stands on it. None before the first frame.
    pub fn rack(&self) -> Option<f64> {
        self.sizes.map(|[rack, ..]| f64::from(rack))
    }

    /// Draw and Pass (enabled, the only move), the toggles' states (in the
    /// toolbar and an open menu), and whether a replay hides the move and
    /// hand controls (style.css).
    fn toolbar(&mut self, page: &Page, legal: &[Move]) -> Res<()> {
        let p = &page.prefs;
        // Pips too small to read on the table: numerals are shown anyway,
        // and the 1·2 button says why.
        let forced =
            !p.numerals() && page.numerals_forced(page.view.cam.scale() * crate::layout::TILE_W);
        let replay = page.screen.replay().is_some();
        let flags = [
            legal.contains(&Move::Draw),
            legal.contains(&Move::Pass),
            legal.len() == 1,
            p.numerals(),
            p.muted(),
            p.auto_draw(),
            replay,
            page.can_undo(),
            page.game.you().is_some(),
            forced,
            p.large(),
            p.system.contrast,
            page.game.watched(),
        ]
        .map(|b| if b { '1' } else { '0' })
        .iter()
        .collect::<String>()
            // The titles are in the page's language.
            + page.lang().tag();
        if flags == self.toolbar {
            return Ok(());
        }
        let pressed = |id: &str, on: bool| -> Res<()> {
            let on = if on { "true" } else { "false" };
            by_id(&format!("btn-{id}"))?.set_attribute("aria-pressed", on)?;
            match by_id(&format!("menu-{id}")) {
                Ok(el) => el.set_attribute("aria-pressed", on),
                Err(_) => Ok(()),
            }
        };
        flag(
            &by_id("btn-draw")?,
            "disabled",
            !legal.contains(&Move::Draw),
        )?;
        flag(
            &by_id("btn-pass")?,
            "disabled",
            !legal.contains(&Move::Pass),
        )?;
        // The only move there is (draw or pass) stands out.
        let only = match legal {
            [Move::Draw] => "btn-draw",
            [Move::Pass] => "btn-pass",
            _ => "",
        };
        for id in ["btn-draw", "btn-pass"] {
            flag(&by_id(id)?, "data-only", id == only)?;
        }
        // Undo: offered to one person against computer seats, enabled when
        // there is a play to take back.
        let undo = by_id("btn-undo")?;
        flag(&undo, "disabled", !page.can_undo())?;
        flag(&undo, "hidden", page.game.you().is_none())?;
        pressed("numerals", p.numerals())?;
        let nums = by_id("btn-numerals")?;
        flag(&nums, "data-forced", forced)?;
        let why = if forced {
            Key::NumeralsForced
        } else {
            Key::ShowNumerals
        };
        nums.set_attribute("title", t(page.lang(), why))?;
        pressed("mute", p.muted())?;
        pressed("autodraw", p.auto_draw())?;
        flag(&by_id("app")?, "data-replay", replay)?;
        // Computer seats only: nothing to play, hint, sort or draw.
        flag(&by_id("app")?, "data-watched", page.game.watched())?;
        // Large tiles and high contrast: larger text (style.css).
        flag(&by_id("app")?, "data-large", p.large())?;
        // What the system asks for, whatever the player chose (so a test
        // can tell that the page has seen the system's change).
        flag(&by_id("app")?, "data-system-contrast", p.system.contrast)?;
        if let Ok(el) = by_id("menu-large") {
            el.set_attribute("aria-pressed", if p.large() { "true" } else { "false" })?;
        }
        self.toolbar = flags;
        Ok(())
    }
}

/// The open ends strip's buttons ([`Page::open_ends`]): each end's number
/// (no inline colour: the page's CSP allows no style attributes), "×n"
/// for a double's free toes; a button shows that
/// end. None at a round's end or on an empty table.
fn ends_strip(page: &Page) -> String {
    if !page.screen.ends_shown() {
        return String::new();
    }
    let l = page.lang();
    let mut h = String::new();
    for g in page.open_ends() {
        let pip = g.pip.to_string();
        let tile = g.on.to_string();
        // The accessible name starts with the number the button shows and
        // says which tile the end is on, as the hand's tiles say where
        // they fit ("7, 3 free, on 7-7"); the "×3" it shows is for the
        // eye only. The name comes from the button's content: what it
        // shows is hidden from screen readers, and the name is said by a
        // span for them only; an `aria-label` that does not hold the
        // visible "7×3" is a label-content mismatch (WCAG 2.5.3).
        let (title, more, said) = if g.slots > 1 {
            let n = g.slots.to_string();
            (
                tf(
                    l,
                    Key::OpenEndSlots,
                    &[("pip", &pip), ("tile", &tile), ("n", &n)],
                ),
                format!("<small>×{n}</small>"),
                tf(l, Key::OpenEndsOn, &[("tile", &tile), ("n", &n)]),
            )
        } else {
            (
                tf(l, Key::OpenEnd, &[("pip", &pip), ("tile", &tile)]),
                String::new(),
                tf(l, Key::OpenEndOn, &[("tile", &tile)]),
            )
        };
        h.push_str(&format!(
            "<button data-cmd=\"end:{}\" title=\"{}\"><span aria-hidden=\"true\">{pip}{more}</span><span class=\"sr\">{pip}, {}</span></button>",
            g.first,
            esc(&title),
            esc(&said),
        ));
    }
    h
}
