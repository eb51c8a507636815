//! The translated page: static labels (`data-i18n…` attributes in
//! index.html), `<html lang>`, and the HTML of the dialogs (menu, New game,
//! statistics, rules, share link) and the replay bar. Translated text goes
//! into the markup through [`esc`] ([`tr`]) only.

use super::dom::{self, esc, tr, Res};
use crate::i18n::{describe_rules, t, tf, Key, Lang};
use crate::page::{Dialog, Page, TourStep};
use crate::rules::{DrawnTile, HandSize, Preset, Reserve, Rules, StartSearch};
use crate::save::{AiSpeed, Opponents, Stats, Tally};
use crate::ui::{GameSetup, SeatKind};

/// The HTML of an open dialog.
pub fn dialog(page: &Page, d: &Dialog) -> String {
    let l = page.lang();
    match d {
        Dialog::Menu => {
            let p = &page.prefs;
            let pressed = [p.numerals(), p.muted(), p.auto_draw()];
            let mut extra = Vec::new();
            if page.kept.is_some() {
                extra.push(("resume-saved", Key::ResumeSaved));
            }
            if page.previous.is_some() {
                extra.push(("download-previous", Key::DownloadPrevious));
            }
            menu(
                l,
                page.game.state.rules(),
                p.settings.ai_speed,
                pressed,
                page.can_undo(),
                p.large(),
                &extra,
            )
        }
        Dialog::Elsewhere => elsewhere(l),
        Dialog::NewGame { .. } => new_game(l, &page.game.setup),
        Dialog::Stats => stats(l, &page.stats),
        Dialog::Rules => rules(l),
        Dialog::Tour(step) => tour(page, *step),
        Dialog::Share { url, .. } => share(l, url),
    }
}
/// The New game dialog (the seat rows preselected from `setup`,
/// [`GameSetup::dialog_rows`]).
pub fn new_game(l: Lang, setup: &GameSetup) -> String {
    let seats = &setup.seats;
    let mut h = format!("<div class=\"card newgame\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"ng-title\"><h2 id=\"ng-title\">{}</h2><fieldset><legend>{}</legend>", tr(l, Key::NewGameTitle), tr(l, Key::Seats));
    let sel = |id: &str, label: Key, opts: &[(String, String)], selected: &str| {
        dom::select(id, t(l, label), opts, selected)
    };
    let opt = |v: &str, k: Key| (v.to_string(), t(l, k).to_string());
    // A rule option's values in the order of `all`: each one's spelling
    // and translated label.
    let each = |all: &[(&str, Key)]| -> Vec<(String, String)> {
        all.iter().map(|&(v, k)| opt(v, k)).collect()
    };
    let counts: Vec<(String, String)> = (2..=8).map(|n| (n.to_string(), n.to_string())).collect();
    h.push_str(&sel(
        "ng-seats",
        Key::OptPlayers,
        &counts,
        &seats.len().to_string(),
    ));
    let kinds: Vec<(String, String)> = SeatKind::OFFERED
        .iter()
        .map(|&k| match k {
            SeatKind::Human => opt("human", Key::SeatPerson),
            SeatKind::Ai(lv) => (
                lv.to_string(),
                format!(
                    "{}: {}",
                    t(l, Key::SeatComputer),
                    t(l, crate::i18n::level_key(lv))
                ),
            ),
        })
        .collect();
    h.push_str("<div class=\"seatrows\">");
    for (i, def) in setup.dialog_rows().iter().enumerate() {
        let def = def.to_string();
        h.push_str(&format!(
            "<div class=\"seatrow\" id=\"ng-row{i}\"{}>",
            if i < seats.len() { "" } else { " hidden" }
        ));
        let label = tf(l, Key::SeatN, &[("n", &(i + 1).to_string())]);
        h.push_str(&dom::select(&format!("ng-seat{i}"), &label, &kinds, &def));
        h.push_str("</div>");
    }
    h.push_str(&format!(
        "</div></fieldset><fieldset><legend>{}</legend>",
        tr(l, Key::Rules)
    ));
    let presets = each(&Preset::ALL.map(|p| (p.name(), preset_key(p))));
    h.push_str(&sel("ng-preset", Key::Preset, &presets, "standard"));
    let sets: Vec<(String, String)> = std::iter::once(opt("", Key::AsPreset))
        .chain((6..=18).map(|n| {
            (
                n.to_string(),
                tf(l, Key::OptSetValue, &[("n", &n.to_string())]),
            )
        }))
        .collect();
    h.push_str(&sel("ng-set", Key::OptSet, &sets, ""));
    let arms: Vec<(String, String)> = std::iter::once(opt("", Key::AsPreset))
        .chain((2..=8).map(|n| (n.to_string(), n.to_string())))
        .collect();
    h.push_str(&sel("ng-arms", Key::OptArms, &arms, ""));
    let [auto, seven] = HandSize::NAMED.map(|x| (x.name().unwrap_or_default(), hand_key(x)));
    let hand = each(&[("", Key::AsPreset), auto, seven]);
    h.push_str(&sel("ng-hand", Key::OptHandSize, &hand, ""));
    let drawn = each(&DrawnTile::ALL.map(|x| (x.as_str(), drawn_key(x))));
    let must = DrawnTile::Must.as_str();
    h.push_str(&sel("ng-drawn", Key::OptDrawnTile, &drawn, must));
    let reserve = each(&Reserve::NAMED.map(|x| (x.name().unwrap_or_default(), reserve_key(x))));
    let none = Reserve::Fixed(0).name().unwrap_or_default();
    h.push_str(&sel("ng-reserve", Key::OptReserve, &reserve, none));
    let blank: Vec<(String, String)> = ["50", "25", "0"]
        .iter()
        .map(|v| (v.to_string(), v.to_string()))
        .collect();
    h.push_str(&sel("ng-blank", Key::OptDoubleBlank, &blank, "50"));
    let search = each(&StartSearch::ALL.map(|x| (x.as_str(), search_key(x))));
    let in_turn = StartSearch::DrawInTurn.as_str();
    h.push_str(&sel("ng-search", Key::OptStartSearch, &search, in_turn));
    let rounds = [
        opt("", Key::AsPreset),
        opt("all", Key::OptRoundsAll),
        opt("quick", Key::RoundsThree),
    ];
    h.push_str(&sel("ng-rounds", Key::OptRounds, &rounds, ""));
    h.push_str(&format!("</fieldset><p id=\"ng-error\" class=\"error\" role=\"alert\"></p><div class=\"row\"><button type=\"button\" class=\"primary\" data-cmd=\"start\" id=\"ng-start\">{}</button><button type=\"button\" data-cmd=\"quick\">{}</button><button type=\"button\" data-cmd=\"close\">{}</button></div></div>", tr(l, Key::StartGame), tr(l, Key::PresetQuick), tr(l, Key::Cancel)));
    h
}

// The label of each rule option's value: a match the compiler checks
// when a value is added.

fn preset_key(p: Preset) -> Key {
    match p {
        Preset::Standard => Key::PresetStandard,
        Preset::SevenEach => Key::PresetSevenEach,
        Preset::ArmPerPlayer => Key::PresetArmPerPlayer,
        Preset::DoubleTwelve => Key::PresetDoubleTwelve,
        Preset::Quick => Key::PresetQuick,
    }
}

fn hand_key(h: HandSize) -> Key {
    match h {
        HandSize::ByPlayers => Key::OptHandByPlayers,
        HandSize::SevenEach => Key::OptHandSeven,
        // Not named (HandSize::NAMED): a number shows as itself.
        HandSize::Fixed(_) => Key::OptHandSize,
    }
}

fn drawn_key(d: DrawnTile) -> Key {
    match d {
        DrawnTile::Must => Key::OptDrawnMust,
        DrawnTile::May => Key::OptDrawnMay,
    }
}

fn reserve_key(r: Reserve) -> Key {
    match r {
        Reserve::Classic => Key::OptReserveClassic,
        // Reserve::NAMED holds Fixed(0) only ("none").
        Reserve::Fixed(_) => Key::OptReserveNone,
    }
}

fn search_key(s: StartSearch) -> Key {
    match s {
        StartSearch::DrawInTurn => Key::OptSearchDrawInTurn,
        StartSearch::AllDraw => Key::OptSearchAllDraw,
        StartSearch::BeforeDeal => Key::OptSearchBeforeDeal,
    }
}

/// Translates every element with `data-i18n` (text), `data-i18n-title`
/// and `data-i18n-label` (aria-label), and sets `<html lang>`.
pub fn apply(lang: Lang) -> Res<()> {
    let doc = dom::document()?;
    if let Some(html) = doc.document_element() {
        html.set_attribute("lang", lang.tag())?;
    }
    doc.set_title(t(lang, Key::AppTitle));
    for (attr, target) in [
        ("data-i18n", None),
        ("data-i18n-title", Some("title")),
        ("data-i18n-label", Some("aria-label")),
    ] {
        let list = doc.query_selector_all(&format!("[{attr}]"))?;
        for i in 0..list.length() {
            let Some(el) = list
                .item(i)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
            else {
                continue;
            };
            let Some(key) = el.get_attribute(attr).and_then(|k| Key::from_name(&k)) else {
                continue;
            };
            match target {
                None => el.set_text_content(Some(t(lang, key))),
                Some(a) => el.set_attribute(a, t(lang, key))?,
            }
        }
    }
    Ok(())
}

fn card(id: &str, title: &str, body: &str, lang: Lang) -> String {
    format!(
        "<div class=\"card {id}\" id=\"{id}\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"{id}-title\"><h2 id=\"{id}-title\">{}</h2>{body}<div class=\"row\"><button data-cmd=\"close\">{}</button></div></div>",
        esc(title),
        tr(lang, Key::Close)
    )
}

/// The menu: the rules in play (`rules`), language, computer speed, share
/// link, record export/import, statistics, rules, and the `extra` commands (a kept game to resume, a
/// previous game to download). On a narrow screen (style.css) it also holds the
/// toolbar's less used buttons, which the toolbar then hides: sort hand,
/// numerals, sound and auto-draw, each with its state (`pressed`: numerals,
/// sound off, auto-draw), and Undo when there is a play to take back
/// (`undo`). Large tiles and high contrast (`large`: on) is always there;
/// `extra` entries follow the usual ones (resume a kept game, download a
/// replaced one).
pub fn menu(
    lang: Lang,
    rules: &Rules,
    speed: AiSpeed,
    pressed: [bool; 3],
    undo: bool,
    large: bool,
    extra: &[(&str, Key)],
) -> String {
    let langs: Vec<(&str, &str)> = Lang::ALL
        .iter()
        .map(|l| (l.tag(), l.native_name()))
        .collect();
    let speeds: Vec<(&str, &str)> = AiSpeed::ALL
        .iter()
        .map(|s| (s.tag(), t(lang, s.label())))
        .collect();
    // The rules in play, which the status line reads out but does not
    // show (src/page/chips.rs).
    let mut h = format!(
        "<p class=\"this-game\" id=\"menu-game\">{}</p>",
        esc(&tf(
            lang,
            Key::ThisGame,
            &[("rules", &describe_rules(lang, rules))]
        ))
    );
    h.push_str(&dom::select(
        "menu-lang",
        t(lang, Key::Language),
        &langs,
        lang.tag(),
    ));
    h.push_str(&dom::select(
        "menu-speed",
        t(lang, Key::AiSpeedLabel),
        &speeds,
        speed.tag(),
    ));
    h.push_str("<div class=\"menu-list menu-more\">");
    if undo {
        h.push_str(&format!(
            "<button data-cmd=\"undo\" id=\"menu-undo\" class=\"play\" title=\"{}\">↶ {}</button>",
            tr(lang, Key::UndoTitle),
            tr(lang, Key::Undo)
        ));
    }
    h.push_str(&format!(
        "<button data-cmd=\"sort\" id=\"menu-sort\" class=\"play\">{}</button>",
        tr(lang, Key::SortHand)
    ));
    // Auto-draw, like Sort hand, is a hand control: a replay hides it.
    for ((cmd, key, class), on) in [
        ("numerals", Key::ShowNumerals, ""),
        ("mute", Key::SoundOff, ""),
        ("autodraw", Key::AutoDraw, " class=\"play\""),
    ]
    .into_iter()
    .zip(pressed)
    {
        h.push_str(&format!(
            "<button data-cmd=\"{cmd}\" id=\"menu-{cmd}\"{class} aria-pressed=\"{on}\">{}</button>",
            tr(lang, key)
        ));
    }
    h.push_str(&format!(
        "</div><div class=\"menu-list\"><button data-cmd=\"large\" id=\"menu-large\" aria-pressed=\"{large}\">{}</button>",
        tr(lang, Key::LargeTiles)
    ));
    for &(cmd, key) in [
        ("share", Key::CopyLink),
        ("export", Key::ExportRecord),
        ("import", Key::ImportRecord),
        ("replay", Key::Replay),
        ("stats", Key::Statistics),
        ("tour", Key::MenuTour),
        ("rules", Key::Rules),
        ("newgame", Key::NewGame),
    ]
    .iter()
    .chain(extra)
    {
        h.push_str(&format!(
            "<button data-cmd=\"{cmd}\" id=\"menu-{cmd}\">{}</button>",
            tr(lang, key)
        ));
    }
    h.push_str("</div>");
    card("menu", t(lang, Key::Menu), &h, lang)
}

/// "This game is open in another tab" and Play here: no Close, the tab
/// waits for the player's choice.
pub fn elsewhere(lang: Lang) -> String {
    format!(
        "<div class=\"card elsewhere\" id=\"elsewhere\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"elsewhere-title\"><h2 id=\"elsewhere-title\">{}</h2><div class=\"row\"><button class=\"primary\" data-cmd=\"playhere\" id=\"play-here\" data-autofocus>{}</button></div></div>",
        tr(lang, Key::OpenElsewhere),
        tr(lang, Key::PlayHere)
    )
}

/// The share dialog with the link in a read-only field (its note, "Link
/// copied", is written when the clipboard answers).
pub fn share(lang: Lang, url: &str) -> String {
    let body = format!(
        "<label class=\"share\">{}<input id=\"share-url\" readonly value=\"{}\"></label><p id=\"share-note\" role=\"status\"></p>",
        tr(lang, Key::ShareLinkLabel),
        esc(url)
    );
    card("sharebox", t(lang, Key::CopyLink), &body, lang)
}

fn row(lang: Lang, label: &str, t_: &Tally) -> String {
    let avg = t_
        .average_points()
        .map_or("—".to_string(), |a| lang.one_decimal(a));
    format!(
        "<tr><th scope=\"row\">{}</th><td>{}</td><td>{}</td><td>{}</td><td>{}</td><td>{avg}</td></tr>",
        esc(label),
        t_.matches_played,
        t_.matches_won,
        t_.rounds_played,
        t_.rounds_out
    )
}

/// The statistics panel: per opponents' level and in total.
pub fn stats(lang: Lang, s: &Stats) -> String {
    let total = s.total();
    let mut h = String::new();
    if total.matches_played == 0 && total.rounds_played == 0 {
        h.push_str(&format!(
            "<p class=\"none\">{}</p>",
            tr(lang, Key::StatsNone)
        ));
    }
    let mut table = format!(
        "<table class=\"stats\"><caption>{}</caption><thead><tr><td></td><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
        tr(lang, Key::StatsByLevel),
        tr(lang, Key::StatsMatchesPlayed),
        tr(lang, Key::StatsMatchesWon),
        tr(lang, Key::StatsRoundsPlayed),
        tr(lang, Key::StatsRoundsOut),
        tr(lang, Key::StatsAvgPoints)
    );
    for o in Opponents::ALL {
        table.push_str(&row(lang, t(lang, o.label()), s.tally(o)));
    }
    table.push_str("</tbody><tfoot>");
    table.push_str(&row(lang, t(lang, Key::Total), &total));
    table.push_str("</tfoot></table>");
    h.push_str(&dom::table_box(t(lang, Key::StatsByLevel), &table));
    card("statsbox", t(lang, Key::StatsTitle), &h, lang)
}

/// How to play, from the translated rules text.
pub fn rules(lang: Lang) -> String {
    let mut h = format!("<p>{}</p>", tr(lang, Key::RulesIntro));
    for (title, text) in [
        (Key::RulesSetupTitle, Key::RulesSetup),
        (Key::RulesStartTitle, Key::RulesStart),
        (Key::RulesSearchTitle, Key::RulesSearch),
        (Key::RulesArmsTitle, Key::RulesArms),
        (Key::RulesFootTitle, Key::RulesFoot),
        (Key::RulesPlayTitle, Key::RulesPlay),
        (Key::RulesDrawTitle, Key::RulesDraw),
        (Key::RulesEndTitle, Key::RulesEnd),
        (Key::RulesScoringTitle, Key::RulesScoring),
        (Key::RulesOptionsTitle, Key::RulesOptions),
        (Key::RulesKeysTitle, Key::RulesKeys),
    ] {
        h.push_str(&format!(
            "<h3>{}</h3><p>{}</p>",
            tr(lang, title),
            dom::tiles_unbroken(&tr(lang, text))
        ));
    }
    card("rulesbox", t(lang, Key::RulesTitle), &h, lang)
}

/// The replay bar: previous round and move, position, next move and
/// round, leave.
pub fn replay_bar(lang: Lang, pos: usize, total: usize) -> String {
    let off = |yes: bool| if yes { " disabled" } else { "" };
    let (start, end) = (off(pos == 0), off(pos >= total));
    let (prev_round, next_round) = (
        tr(lang, Key::ReplayPrevRound),
        tr(lang, Key::ReplayNextRound),
    );
    format!(
        "<button data-cmd=\"rp-back\" id=\"rp-back\" aria-label=\"{prev_round}\" title=\"{prev_round}\" aria-keyshortcuts=\"PageUp\"{start}>◀◀</button><button data-cmd=\"rp-prev\" id=\"rp-prev\" aria-keyshortcuts=\"ArrowLeft\"{start}><span aria-hidden=\"true\">◀</span> <span class=\"lbl\">{}</span></button><span id=\"rp-pos\">{}</span><button data-cmd=\"rp-next\" id=\"rp-next\" aria-keyshortcuts=\"ArrowRight\"{end}><span class=\"lbl\">{}</span> <span aria-hidden=\"true\">▶</span></button><button data-cmd=\"rp-fwd\" id=\"rp-fwd\" aria-label=\"{next_round}\" title=\"{next_round}\" aria-keyshortcuts=\"PageDown\"{end}>▶▶</button><button data-cmd=\"rp-exit\" id=\"rp-exit\">{}</button>",
        tr(lang, Key::ReplayPrevious),
        esc(&tf(
            lang,
            Key::ReplayMoveOf,
            &[("n", &pos.to_string()), ("total", &total.to_string())]
        )),
        tr(lang, Key::ReplayNext),
        tr(lang, Key::ReplayExit)
    )
}

/// The tour's picture of a chicken foot (a line tile, the crosswise
/// double 5-5, three toes fanned out), in the colours of the table's
/// numerals. The rule is in the text beside it, so screen readers skip it.
fn foot_picture() -> String {
    let five = crate::ui::pips::colour(5);
    // A tile 40 × 20 along its axis, from `(x, y)` turned by `deg`, with
    // its two numbers.
    let tile = |x: f64, y: f64, deg: i32, a: u8, b: u8| {
        format!(
            "<g transform=\"translate({x} {y}) rotate({deg})\"><rect x=\"0\" y=\"-10\" width=\"40\" height=\"20\" rx=\"3\"/><line x1=\"20\" y1=\"-7\" x2=\"20\" y2=\"7\"/><text x=\"10\" y=\"4.5\" fill=\"{}\">{a}</text><text x=\"30\" y=\"4.5\" fill=\"{}\">{b}</text></g>",
            crate::ui::pips::colour(a),
            crate::ui::pips::colour(b)
        )
    };
    format!(
        "<svg class=\"foot\" viewBox=\"6 2 110 120\" aria-hidden=\"true\">{}{}{}{}<rect x=\"50\" y=\"42\" width=\"20\" height=\"40\" rx=\"3\"/><line x1=\"53\" y1=\"62\" x2=\"67\" y2=\"62\"/><text x=\"60\" y=\"56.5\" fill=\"{five}\">5</text><text x=\"60\" y=\"76.5\" fill=\"{five}\">5</text></svg>",
        tile(10.0, 62.0, 0, 2, 5),
        tile(70.0, 62.0, 0, 5, 1),
        tile(70.0, 46.0, -55, 5, 3),
        tile(70.0, 78.0, 55, 5, 6),
    )
}

/// A step of the tour of the table: where it is in the tour, the rule, a
/// picture for the chicken foot, and Skip, Back (after the first) and Next
/// (Play at the last).
fn tour(page: &Page, step: TourStep) -> String {
    let l = page.lang();
    let (title, text) = step.keys();
    let state = &page.game.state;
    let note = page.tour_note(step);
    let start = state.round().start_double().to_string();
    let mut text = tf(l, text, &[("tile", &start)]);
    if let Some(note) = note {
        text.push(' ');
        text.push_str(t(l, note));
    }
    let of = tf(
        l,
        Key::TourOf,
        &[
            ("n", &(step.index() + 1).to_string()),
            ("total", &TourStep::ALL.len().to_string()),
        ],
    );
    let back = match step.back() {
        Some(_) => format!(
            "<button data-cmd=\"tour-back\">{}</button>",
            tr(l, Key::TourBack)
        ),
        None => String::new(),
    };
    let next = if step.next().is_some() {
        Key::TourNext
    } else {
        Key::TourDone
    };
    let picture = match step {
        TourStep::ChickenFoot => foot_picture(),
        _ => String::new(),
    };
    format!(
        "<div class=\"card tour\" id=\"tour\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"tour-title\" aria-describedby=\"tour-text\"><p class=\"step\">{}</p><h2 id=\"tour-title\">{}</h2>{picture}<p id=\"tour-text\">{}</p><div class=\"row\"><button data-cmd=\"close\">{}</button>{back}<button class=\"primary\" data-cmd=\"tour-next\" data-autofocus>{}</button></div></div>",
        esc(&of),
        tr(l, title),
        // Tile names never break at their hyphen, as in the rules.
        dom::tiles_unbroken(&esc(&text)),
        tr(l, Key::TourSkip),
        tr(l, next),
    )
}
