//! HTML for the status bar, the seats, the dialogs and the score sheet.

use super::dom::esc;
use crate::rules::{Preset, RoundEnd};
use crate::ui::setup::{describe, AI_LEVELS};
use crate::ui::{Game, Screen, SeatKind};

/// Round, start double, boneyard.
pub fn status(g: &Game) -> String {
    let r = g.state.round();
    format!(
        "<span>Round <b>{}</b>/{}</span><span>Start <b>{}</b></span><span>Boneyard <b id=\"boneyard\">{}</b></span><span class=\"rules\">{}</span>",
        g.state.round_index() + 1,
        g.state.rules().rounds.len(),
        r.start_double(),
        r.boneyard_len(),
        esc(&describe(g.state.rules()))
    )
}

/// One chip per seat: name, tiles in hand, running score, whose turn.
pub fn seats(g: &Game) -> String {
    let r = g.state.round();
    let totals = crate::rules::score::totals(g.state.finished_scores(), g.seats.len());
    let mut h = String::new();
    for (i, s) in g.seats.iter().enumerate() {
        let turn = r.to_move() == Some(i as u8);
        let kind = match &s.kind {
            SeatKind::Human => "person".to_string(),
            SeatKind::Ai(l) => format!("AI {}", esc(l)),
        };
        h.push_str(&format!(
            "<li class=\"seat{}\" data-seat=\"{i}\"><b>{}</b> <small>{kind}</small><span class=\"count\" title=\"tiles in hand\">{}</span><span class=\"score\" title=\"points so far\">{} pts</span>{}</li>",
            if turn { " turn" } else { "" },
            esc(&s.name),
            match r.hand(i as u8).len() {
                1 => "1<span class=\"u\"> tile</span>".to_string(),
                n => format!("{n}<span class=\"u\"> tiles</span>"),
            },
            totals[i],
            if turn { "<span class=\"sr\"> (to move)</span>" } else { "" },
        ));
    }
    h
}

/// The score sheet: one row per round, one column per seat.
pub fn sheet(g: &Game) -> String {
    let mut h = String::from("<table class=\"sheet\"><caption>Score sheet</caption><thead><tr><th scope=\"col\">Round</th>");
    for s in &g.seats {
        h.push_str(&format!("<th scope=\"col\">{}</th>", esc(&s.name)));
    }
    h.push_str("</tr></thead><tbody>");
    let rules = g.state.rules();
    for (r, row) in g.state.finished_scores().iter().enumerate() {
        let how = match g.state.ends().get(r) {
            Some(RoundEnd::Out(s)) => format!("{} out", esc(&g.seats[*s as usize].name)),
            Some(RoundEnd::Blocked) => "blocked".into(),
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
    h.push_str("</tbody><tfoot><tr><th scope=\"row\">Total</th>");
    for t in crate::rules::score::totals(g.state.finished_scores(), g.seats.len()) {
        h.push_str(&format!("<td>{t}</td>"));
    }
    h.push_str("</tr></tfoot></table>");
    h
}

/// The overlay for the current screen (empty during play).
pub fn overlay(g: &Game) -> String {
    match g.screen {
        Screen::Play => String::new(),
        Screen::PassTo(s) => {
            let n = esc(&g.seats[s as usize].name);
            format!("<div class=\"card pass\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dlg-title\"><h2 id=\"dlg-title\">Pass the device to {n}</h2><p>Everyone else, look away: {n}'s tiles are about to show.</p><button class=\"primary\" data-cmd=\"ready\" autofocus>I am {n}: show my tiles</button></div>")
        }
        Screen::RoundEnd | Screen::MatchEnd => {
            let r = g.state.round();
            let end = g
                .state
                .round_end()
                .map(|e| g.end_text(e))
                .unwrap_or_default();
            let mut h = format!(
                "<div class=\"card end\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"dlg-title\"><h2 id=\"dlg-title\">Round {} over</h2><p class=\"how\">{}</p><table class=\"hands\"><thead><tr><th scope=\"col\">Seat</th><th scope=\"col\">Tiles left</th><th scope=\"col\">Points</th></tr></thead><tbody>",
                g.state.round_index() + 1,
                esc(&end)
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
                        tiles.join(" ")
                    },
                    pts.get(i).copied().unwrap_or(0)
                ));
            }
            h.push_str("</tbody></table>");
            h.push_str(&sheet(g));
            if let Some(res) = g.result_text() {
                h.push_str(&format!("<p class=\"result\" id=\"result\">{}</p><div class=\"row\"><button class=\"primary\" data-cmd=\"rematch\" autofocus>Rematch</button><button data-cmd=\"newgame\">New game…</button></div>", esc(&res)));
            } else {
                h.push_str("<div class=\"row\"><button class=\"primary\" data-cmd=\"next\" autofocus>Next round</button></div>");
            }
            h.push_str("</div>");
            h
        }
    }
}

fn select(id: &str, label: &str, opts: &[(&str, &str)], selected: &str) -> String {
    let mut h = format!("<label>{label} <select id=\"{id}\">");
    for (v, t) in opts {
        h.push_str(&format!(
            "<option value=\"{v}\"{}>{t}</option>",
            if *v == selected { " selected" } else { "" }
        ));
    }
    h.push_str("</select></label>");
    h
}

/// The New game dialog.
pub fn new_game(seats: usize) -> String {
    let mut h = String::from("<form class=\"card newgame\" role=\"dialog\" aria-modal=\"true\" aria-labelledby=\"ng-title\" onsubmit=\"return false\"><h2 id=\"ng-title\">New game</h2><fieldset><legend>Seats</legend>");
    let counts: Vec<(String, String)> = (2..=8)
        .map(|n| (n.to_string(), format!("{n} seats")))
        .collect();
    let counts: Vec<(&str, &str)> = counts
        .iter()
        .map(|(a, b)| (a.as_str(), b.as_str()))
        .collect();
    h.push_str(&select("ng-seats", "Players", &counts, &seats.to_string()));
    let mut kinds = vec![("human", "Person")];
    for l in AI_LEVELS {
        kinds.push((
            l,
            match l {
                "easy" => "AI: easy",
                "medium" => "AI: medium",
                _ => "AI: hard",
            },
        ));
    }
    h.push_str("<div class=\"seatrows\">");
    for i in 0..8 {
        let def = if i == 0 { "human" } else { "medium" };
        h.push_str(&format!(
            "<div class=\"seatrow\" id=\"ng-row{i}\"{}>",
            if i < seats { "" } else { " hidden" }
        ));
        h.push_str(&select(
            &format!("ng-seat{i}"),
            &format!("Seat {}", i + 1),
            &kinds,
            def,
        ));
        h.push_str("</div>");
    }
    h.push_str("</div></fieldset><fieldset><legend>Rules</legend>");
    let presets: Vec<(&str, &str)> = Preset::ALL
        .iter()
        .map(|p| {
            (
                p.name(),
                match p {
                    Preset::Standard => "Standard (double-nine, 4 arms)",
                    Preset::SevenEach => "Seven tiles each",
                    Preset::ArmPerPlayer => "One arm per player",
                    Preset::DoubleTwelve => "Double-twelve",
                    Preset::Quick => "Quick (3 rounds)",
                },
            )
        })
        .collect();
    h.push_str(&select("ng-preset", "Preset", &presets, "standard"));
    let sets: Vec<(String, String)> = std::iter::once((String::new(), "as preset".to_string()))
        .chain((6..=18).map(|n| (n.to_string(), format!("double-{n}"))))
        .collect();
    let sets: Vec<(&str, &str)> = sets.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    h.push_str(&select("ng-set", "Set", &sets, ""));
    let arms: Vec<(String, String)> = std::iter::once((String::new(), "as preset".to_string()))
        .chain((2..=8).map(|n| (n.to_string(), n.to_string())))
        .collect();
    let arms: Vec<(&str, &str)> = arms.iter().map(|(a, b)| (a.as_str(), b.as_str())).collect();
    h.push_str(&select("ng-arms", "Arms", &arms, ""));
    h.push_str(&select(
        "ng-hand",
        "Hand",
        &[
            ("", "as preset"),
            ("players", "by player count"),
            ("seven", "seven each"),
        ],
        "",
    ));
    h.push_str(&select(
        "ng-drawn",
        "Drawn tile",
        &[
            ("must", "must be played if it fits"),
            ("may", "may be played"),
        ],
        "must",
    ));
    h.push_str(&select(
        "ng-reserve",
        "Boneyard reserve",
        &[("0", "none"), ("classic", "2 with two players, else 1")],
        "0",
    ));
    h.push_str(&select(
        "ng-blank",
        "0-0 counts",
        &[("50", "50"), ("25", "25"), ("0", "0")],
        "50",
    ));
    h.push_str(&select(
        "ng-search",
        "Start double",
        &[
            ("draw_in_turn", "draw in turn"),
            ("all_draw", "all draw"),
            ("before_deal", "found before the deal"),
        ],
        "draw_in_turn",
    ));
    h.push_str(&select(
        "ng-rounds",
        "Rounds",
        &[
            ("", "as preset"),
            ("all", "every double down to 0-0"),
            ("quick", "three"),
        ],
        "",
    ));
    h.push_str("</fieldset><p id=\"ng-error\" class=\"error\" role=\"alert\"></p><div class=\"row\"><button type=\"button\" class=\"primary\" data-cmd=\"start\" id=\"ng-start\">Start</button><button type=\"button\" data-cmd=\"quick\">Quick game</button><button type=\"button\" data-cmd=\"close\">Cancel</button></div></form>");
    h
}
