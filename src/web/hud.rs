//! HTML for the status bar, the seats, the dialogs and the score sheet.

use super::dom::{esc, select, table_box};
use crate::i18n::{t, tf, tn, Key, Lang};
use crate::rules::Rules;
use crate::rules::{Preset, RoundEnd};
use crate::ui::{Game, Screen, SeatKind, SeatLabel};

/// Round, start double, boneyard.
pub fn status(g: &Game) -> String {
    let r = g.state.round();
    let l = g.lang;
    let n = (g.state.round_index() + 1).to_string();
    let total = g.state.rules().rounds.len().to_string();
    let b = format!("<b id=\"boneyard\">{}</b>", r.boneyard_len());
    format!(
        "<span data-round=\"{n}\">{}</span><span>{}</span><span>{}</span><span class=\"rules\">{}</span>",
        tf(l, Key::RoundOf, &[("n", &format!("<b>{n}</b>")), ("total", &total)]),
        tf(l, Key::StartDoubleIs, &[("tile", &format!("<b>{}</b>", r.start_double()))]),
        tf(l, Key::BoneyardCount, &[("n", &b)]),
        esc(&describe(l, g.state.rules()))
    )
}

/// The rules in one line: "double-9 · 4 arms · 11 tiles each · 10 rounds".
pub fn describe(l: Lang, r: &Rules) -> String {
    let n = |forms: [Key; 3], n: usize| tn(l, forms, n as u64, &[]);
    [
        tf(l, Key::DescSet, &[("n", &r.set.to_string())]),
        n(
            [Key::DescArmsOne, Key::DescArmsFew, Key::DescArmsMany],
            r.arms as usize,
        ),
        n(
            [Key::DescTilesOne, Key::DescTilesFew, Key::DescTilesMany],
            r.hand_size as usize,
        ),
        n(
            [Key::DescRoundsOne, Key::DescRoundsFew, Key::DescRoundsMany],
            r.rounds.len(),
        ),
    ]
    .join(" · ")
}

/// One chip per seat: name, person or AI level, tiles in hand, running
/// score, whose turn. `labels` replaces the game's names and kinds (the
/// replay viewer's game does not know who played; a label without a kind
/// shows none).
pub fn seats(g: &Game, labels: Option<&[SeatLabel]>) -> String {
    let r = g.state.round();
    let totals = crate::rules::score::totals(g.state.finished_scores(), g.seats.len());
    let mut h = String::new();
    for (i, s) in g.seats.iter().enumerate() {
        let turn = r.to_move() == Some(i as u8);
        let (name, kind) = match labels.and_then(|l| l.get(i)) {
            Some(l) => (&l.name, l.kind),
            None => (&s.name, Some(s.kind)),
        };
        let kind = match kind {
            Some(SeatKind::Human) => format!(" <small>{}</small>", t(g.lang, Key::SeatPerson)),
            Some(SeatKind::Ai(l)) => {
                format!(" <small>{}</small>", t(g.lang, crate::i18n::level_key(l)))
            }
            None => String::new(),
        };
        let count = r.hand(i as u8).len() as u64;
        let total = u64::try_from(totals[i]).unwrap_or(u64::MAX);
        let points = tn(
            g.lang,
            [Key::PointsOne, Key::PointsFew, Key::PointsMany],
            total,
            &[],
        );
        // "12 points" as 12 and a unit a narrow screen leaves to screen
        // readers (style.css), so that eight chips take three rows, not four.
        let number = total.to_string();
        let points = match points.strip_prefix(&number) {
            Some(unit) => format!("{number}<span class=\"u\">{}</span>", esc(unit)),
            None => esc(&points),
        };
        h.push_str(&format!(
            "<li class=\"seat{}\" data-seat=\"{i}\"><b>{}</b>{kind}<span class=\"count\" title=\"{}\">{count}</span><span class=\"score\" title=\"{}\">{}</span>{}</li>",
            if turn { " turn" } else { "" },
            esc(name),
            esc(&tn(g.lang, [Key::TilesInHandOne, Key::TilesInHandFew, Key::TilesInHandMany], count, &[])),
            t(g.lang, Key::Total),
            points,
            if turn { format!("<span class=\"sr\"> ({})</span>", esc(&tf(g.lang, Key::TurnOf, &[("seat", name)]))) } else { String::new() },
        ));
    }
    h
}

/// The score sheet: one row per round, one column per seat.
pub fn sheet(g: &Game) -> String {
    let l = g.lang;
    let mut h = format!(
        "<table class=\"sheet\"><caption>{}</caption><thead><tr><th scope=\"col\">{}</th>",
        t(l, Key::ScoreSheet),
        t(l, Key::Scores)
    );
    for s in &g.seats {
        h.push_str(&format!("<th scope=\"col\">{}</th>", esc(&s.name)));
    }
    h.push_str("</tr></thead><tbody>");
    let rules = g.state.rules();
    for (r, row) in g.state.finished_scores().iter().enumerate() {
        let how = match g.state.ends().get(r) {
            Some(RoundEnd::Out(s)) => esc(&g.about(*s, Key::AnnGoesOut, Key::YouGoOut, &[])),
            Some(RoundEnd::Blocked) => t(l, Key::AnnBlocked).into(),
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
        t(l, Key::Total)
    ));
    for t in crate::rules::score::totals(g.state.finished_scores(), g.seats.len()) {
        h.push_str(&format!("<td>{t}</td>"));
    }
    h.push_str("</tr></tfoot></table>");
    table_box(t(l, Key::ScoreSheet), &h)
}

/// The overlay for the current screen (empty during play).
pub fn overlay(g: &Game) -> String {
    let l = g.lang;
    match g.screen {
        Screen::Play => String::new(),
        Screen::PassTo(s) => {
            let n = &g.seats[s as usize].name;
            format!("<div class=\"card pass\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dlg-title\"><h2 id=\"dlg-title\">{}</h2><p>{}</p><button class=\"primary\" data-cmd=\"ready\" autofocus>{}</button></div>",
                esc(&tf(l, Key::PassDevice, &[("seat", n)])), t(l, Key::TilesHidden), t(l, Key::ShowMyTiles))
        }
        Screen::RoundEnd | Screen::MatchEnd => {
            let r = g.state.round();
            let end = g
                .state
                .round_end()
                .map(|e| g.end_text(e))
                .unwrap_or_default();
            let mut h = format!(
                "<div class=\"card end\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dlg-title\"><h2 id=\"dlg-title\">{}</h2><p class=\"how\">{}</p><table class=\"hands\"><thead><tr><th scope=\"col\">{}</th><th scope=\"col\">{}</th><th scope=\"col\">{}</th></tr></thead><tbody>",
                tf(l, Key::RoundOverTitle, &[("n", &(g.state.round_index() + 1).to_string())]),
                esc(&end),
                t(l, Key::Seats),
                t(l, Key::TilesLeft),
                t(l, Key::RoundPoints)
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
            if let Some(res) = g.result_text() {
                h.push_str(&format!("<h3>{}</h3><p class=\"result\" id=\"result\">{}</p><div class=\"row\"><button class=\"primary\" data-cmd=\"rematch\" autofocus>{}</button><button data-cmd=\"newgame\">{}</button><button data-cmd=\"peek\">{}</button></div>", t(l, Key::MatchOverTitle), esc(&res), t(l, Key::PlayAgain), t(l, Key::NewGame), t(l, Key::ViewTable)));
            } else {
                h.push_str(&format!("<div class=\"row\"><button class=\"primary\" data-cmd=\"next\" autofocus>{}</button><button data-cmd=\"peek\">{}</button></div>", t(l, Key::NextRound), t(l, Key::ViewTable)));
            }
            h.push_str("</div>");
            h
        }
    }
}

fn sel(id: &str, label: Key, l: Lang, opts: &[(String, String)], selected: &str) -> String {
    let o: Vec<(&str, &str)> = opts.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    select(id, &esc(t(l, label)), &o, selected)
}

fn opt(v: &str, l: Lang, k: Key) -> (String, String) {
    (v.to_string(), esc(t(l, k)))
}

/// The New game dialog (`seats` preselected for the seat rows).
pub fn new_game(l: Lang, seats: &[SeatKind]) -> String {
    let mut h = format!("<div class=\"card newgame\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"ng-title\"><h2 id=\"ng-title\">{}</h2><fieldset><legend>{}</legend>", t(l, Key::NewGameTitle), t(l, Key::Seats));
    let counts: Vec<(String, String)> = (2..=8).map(|n| (n.to_string(), n.to_string())).collect();
    h.push_str(&sel(
        "ng-seats",
        Key::OptPlayers,
        l,
        &counts,
        &seats.len().to_string(),
    ));
    let kinds: Vec<(String, String)> = SeatKind::OFFERED
        .iter()
        .map(|&k| match k {
            SeatKind::Human => opt("human", l, Key::SeatPerson),
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
    for i in 0..8 {
        let def = seats
            .get(i)
            .copied()
            .unwrap_or(if i == 0 {
                SeatKind::Human
            } else {
                SeatKind::Ai(crate::ai::Level::Medium)
            })
            .to_string();
        h.push_str(&format!(
            "<div class=\"seatrow\" id=\"ng-row{i}\"{}>",
            if i < seats.len() { "" } else { " hidden" }
        ));
        let label = esc(&tf(l, Key::SeatN, &[("n", &(i + 1).to_string())]));
        let o: Vec<(&str, &str)> = kinds
            .iter()
            .map(|(a, b)| (a.as_str(), b.as_str()))
            .collect();
        h.push_str(&select(&format!("ng-seat{i}"), &label, &o, &def));
        h.push_str("</div>");
    }
    h.push_str(&format!(
        "</div></fieldset><fieldset><legend>{}</legend>",
        t(l, Key::Rules)
    ));
    let presets: Vec<(String, String)> = Preset::ALL
        .iter()
        .map(|p| {
            opt(
                p.name(),
                l,
                match p {
                    Preset::Standard => Key::PresetStandard,
                    Preset::SevenEach => Key::PresetSevenEach,
                    Preset::ArmPerPlayer => Key::PresetArmPerPlayer,
                    Preset::DoubleTwelve => Key::PresetDoubleTwelve,
                    Preset::Quick => Key::PresetQuick,
                },
            )
        })
        .collect();
    h.push_str(&sel("ng-preset", Key::Preset, l, &presets, "standard"));
    let sets: Vec<(String, String)> = std::iter::once(opt("", l, Key::AsPreset))
        .chain((6..=18).map(|n| {
            (
                n.to_string(),
                esc(&tf(l, Key::OptSetValue, &[("n", &n.to_string())])),
            )
        }))
        .collect();
    h.push_str(&sel("ng-set", Key::OptSet, l, &sets, ""));
    let arms: Vec<(String, String)> = std::iter::once(opt("", l, Key::AsPreset))
        .chain((2..=8).map(|n| (n.to_string(), n.to_string())))
        .collect();
    h.push_str(&sel("ng-arms", Key::OptArms, l, &arms, ""));
    let hand = [
        opt("", l, Key::AsPreset),
        opt("players", l, Key::OptHandByPlayers),
        opt("seven", l, Key::OptHandSeven),
    ];
    h.push_str(&sel("ng-hand", Key::OptHandSize, l, &hand, ""));
    let drawn = [
        opt("must", l, Key::OptDrawnMust),
        opt("may", l, Key::OptDrawnMay),
    ];
    h.push_str(&sel("ng-drawn", Key::OptDrawnTile, l, &drawn, "must"));
    let reserve = [
        opt("0", l, Key::OptReserveNone),
        opt("classic", l, Key::OptReserveClassic),
    ];
    h.push_str(&sel("ng-reserve", Key::OptReserve, l, &reserve, "0"));
    let blank: Vec<(String, String)> = ["50", "25", "0"]
        .iter()
        .map(|v| (v.to_string(), v.to_string()))
        .collect();
    h.push_str(&sel("ng-blank", Key::OptDoubleBlank, l, &blank, "50"));
    let search = [
        opt("draw_in_turn", l, Key::OptSearchDrawInTurn),
        opt("all_draw", l, Key::OptSearchAllDraw),
        opt("before_deal", l, Key::OptSearchBeforeDeal),
    ];
    h.push_str(&sel(
        "ng-search",
        Key::OptStartSearch,
        l,
        &search,
        "draw_in_turn",
    ));
    let rounds = [
        opt("", l, Key::AsPreset),
        opt("all", l, Key::OptRoundsAll),
        opt("quick", l, Key::RoundsThree),
    ];
    h.push_str(&sel("ng-rounds", Key::OptRounds, l, &rounds, ""));
    h.push_str(&format!("</fieldset><p id=\"ng-error\" class=\"error\" role=\"alert\"></p><div class=\"row\"><button type=\"button\" class=\"primary\" data-cmd=\"start\" id=\"ng-start\">{}</button><button type=\"button\" data-cmd=\"quick\">{}</button><button type=\"button\" data-cmd=\"close\">{}</button></div></div>", t(l, Key::StartGame), t(l, Key::PresetQuick), t(l, Key::Cancel)));
    h
}
