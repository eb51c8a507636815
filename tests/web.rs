//! Browser tests (wasm32 only): run with `cargo test --target
//! wasm32-unknown-unknown --test web` (wasm-bindgen-test-runner, headless
//! Chromium through chromedriver).
#![cfg(target_arch = "wasm32")]

mod common;

use chickenfoot::ai::{Agent, Greedy};
use chickenfoot::layout::{layout, Camera, Layout, PlacedTile, Rect, Vec2};
use chickenfoot::rules::{Preset, State, Tile};
use chickenfoot::ui::{Command, Controller, InputEvent, RackGeom};
use chickenfoot::web::{dom, events, panels, render};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement};

wasm_bindgen_test_configure!(run_in_browser);

/// Gives the page's thread back to the browser for a moment. The layout
/// tests run in an unoptimised build, 17 s and 9 s here; held in one
/// stretch, chromedriver's poll of the page timed out on a busier machine
/// ("Timed out receiving message from renderer: 30.000").
async fn breathe() {
    gloo_timers::future::TimeoutFuture::new(0).await;
}

/// The layout's properties (no overlaps, everything in view, hit tests,
/// arm and toe angles: `tests/common/boards.rs`) hold on the wasm build
/// too (Rust's own `f64` functions compiled to WebAssembly): 8 random
/// finished boards for every set (9, 12, 15, 18) and arm count (2..=8).
/// The page's thread is given back after each arm count ([`breathe`]).
#[wasm_bindgen_test]
async fn layout_holds_on_wasm() {
    use common::boards::{check, play_round, seed_for};
    let mut boards = 0;
    for set in [9, 12, 15, 18] {
        for arms in 2..=8 {
            breathe().await;
            for i in 0..8 {
                let seed = seed_for(set, arms, i);
                let round = play_round(set, arms, seed, |_, _| {});
                let l = layout(round.board());
                check(
                    round.board(),
                    &l,
                    &format!("wasm: set {set} arms {arms} seed {seed}"),
                );
                boards += 1;
            }
        }
    }
    assert_eq!(boards, 224);
}

fn canvas(w: u32, h: u32) -> (HtmlCanvasElement, CanvasRenderingContext2d) {
    let doc = dom::document().unwrap();
    let c: HtmlCanvasElement = doc.create_element("canvas").unwrap().dyn_into().unwrap();
    c.set_width(w);
    c.set_height(h);
    doc.body().unwrap().append_child(&c).unwrap();
    let g = c.get_context("2d").unwrap().unwrap().dyn_into().unwrap();
    (c, g)
}

/// A double-twelve board after a whole greedy round.
fn full_board() -> State {
    let mut s = State::new(Preset::DoubleTwelve.rules(4), 3).unwrap();
    while !s.round_over() {
        let seat = s.to_move().unwrap();
        let mv = Greedy.choose(&s.view(seat));
        s.apply(seat, mv).unwrap();
    }
    s
}

/// Draws `s`'s board as the page does, fitted above the rack; returns the
/// camera.
fn draw_board(s: &State, g: &CanvasRenderingContext2d, numerals: bool, w: f64, h: f64) -> Camera {
    draw_lit(s, g, numerals, w, h, &[])
}

/// [`draw_board`] with the line of `traced` lit.
fn draw_lit(
    s: &State,
    g: &CanvasRenderingContext2d,
    numerals: bool,
    w: f64,
    h: f64,
    traced: &[Tile],
) -> Camera {
    let lay = layout(s.round().board());
    let mut ctl = Controller::default();
    ctl.rack.sync(s.round().hand(0));
    let geom = RackGeom::new(w, h, ctl.rack.tiles.len());
    let cam = Camera::fit(lay.bounds, w, geom.top, 16.0);
    // The last three tiles laid get the "recent" rim.
    let placed = s.round().board().placed();
    let recent: Vec<_> = placed[placed.len() - 3..].iter().map(|p| p.tile).collect();
    let mut scene = still(&lay, &cam, &ctl, &geom, (w, h), numerals);
    scene.pending = s.round().board().pending();
    scene.recent = &recent;
    scene.traced = traced;
    render::draw(g, &scene);
    cam
}

/// A `w` × `h` scene of `lay` seen through `cam` above the rack `geom`,
/// nothing picked, moving or lit; `numerals` on the table and in the rack.
fn still<'a>(
    lay: &'a Layout,
    cam: &'a Camera,
    ctl: &'a Controller,
    geom: &'a RackGeom,
    (w, h): (f64, f64),
    numerals: bool,
) -> render::Scene<'a> {
    render::Scene {
        w,
        h,
        dpr: 1.0,
        now: 0.0,
        lay,
        cam,
        ctl,
        geom,
        targets: &[],
        playable: &[],
        pending: None,
        pips_from: if numerals { f64::INFINITY } else { 0.0 },
        contrast: false,
        slides: &[],
        my_turn: false,
        drawn: None,
        recent: &[],
        ends: true,
        traced: &[],
    }
}

#[wasm_bindgen_test]
fn draws_a_full_board_with_ivory_tiles() {
    let s = full_board();
    let (_c, g) = canvas(800, 600);
    draw_board(&s, &g, false, 800.0, 600.0);
    let img = g.get_image_data(0.0, 0.0, 800.0, 600.0).unwrap().data();
    let ivory = img
        .chunks(4)
        .filter(|p| p[0] > 240 && p[1] > 235 && p[2] > 215)
        .count();
    assert!(ivory > 5000, "tiles visible: {ivory} ivory pixels");
    // The recent tiles' sky-blue rim (#5ec8ff), drawn around three tiles.
    let rim = img
        .chunks(4)
        .filter(|p| p[0] < 140 && (170..230).contains(&p[1]) && p[2] > 235)
        .count();
    assert!(
        rim > 60,
        "the recent tiles are rimmed: {rim} sky-blue pixels"
    );
    draw_board(&s, &g, true, 800.0, 600.0);
}

/// A four-seat double-eighteen round played to its end by Greedy seats
/// (`None` if the seed deals no round).
fn greedy_double_18(seed: u64) -> Option<State> {
    let mut s = State::new(chickenfoot::rules::Rules::standard(18, 4), seed).ok()?;
    while !s.round_over() {
        let seat = s.to_move()?;
        let mv = Greedy.choose(&s.view(seat));
        s.apply(seat, mv).ok()?;
    }
    Some(s)
}

/// A tile pushed off its parent is joined to it by a drawn line, round
/// the tiles in its way: in the middle of the longest piece of a
/// connector that bends (the first such on a greedy double-eighteen
/// round), the canvas shows the light line, not the felt (#1f5e3b).
#[wasm_bindgen_test]
async fn a_detached_tile_is_drawn_with_its_connector() {
    use chickenfoot::layout::Obb;
    let mut found = None;
    for seed in 1..200u64 {
        breathe().await;
        let Some(s) = greedy_double_18(seed) else {
            continue;
        };
        let lay = layout(s.round().board());
        let mid = lay.links.iter().find_map(|c| {
            let w = c
                .points
                .windows(2)
                .max_by(|a, b| a[0].distance(a[1]).total_cmp(&b[0].distance(b[1])))?;
            let (a, z) = (w[0], w[1]);
            let m = (a + z) * 0.5;
            let line = Obb::around_segment(a, z, 0.0);
            let clear = lay
                .tiles
                .iter()
                .all(|o| !line.overlaps(&o.obb(), 1e-6) && !o.obb().grown(0.3).contains(m));
            (c.points.len() > 2 && a.distance(z) > 0.6 && clear).then_some(m)
        });
        if let Some(mid) = mid {
            found = Some((s, mid));
            break;
        }
    }
    let (s, mid) = found.expect("a detached tile with a connector that bends");
    let (_c, g) = canvas(800, 600);
    let cam = draw_board(&s, &g, false, 800.0, 600.0);
    let p = cam.world_to_screen(mid);
    let img = g
        .get_image_data(p.x.round() - 1.0, p.y.round() - 1.0, 3.0, 3.0)
        .unwrap()
        .data();
    let red = img.chunks(4).map(|q| q[0]).max().unwrap();
    assert!(
        red > 120,
        "at the connector's middle {p:?}: red {red}, the felt's is 31"
    );
}

#[wasm_bindgen_test]
fn open_ends_are_ringed_in_play_and_not_on_a_finished_table() {
    // A line end's ring (where the next tile goes, free of tiles by
    // construction): white over the felt while ends are shown, the felt
    // (31, 94, 59) once the round is over.
    let s = full_board();
    let lay = layout(s.round().board());
    let ctl = Controller::default();
    let geom = RackGeom::new(800.0, 600.0, 0);
    let cam = Camera::fit(lay.bounds, 800.0, geom.top, 16.0);
    let end = lay
        .ends
        .iter()
        .find(|e| {
            !lay.tiles
                .iter()
                .any(|t| t.obb().grown(0.3).contains(e.center))
        })
        .expect("an open end clear of tiles");
    let p = cam.world_to_screen(end.center);
    let red = |shown: bool| {
        let (_c, g) = canvas(800, 600);
        let mut scene = still(&lay, &cam, &ctl, &geom, (800.0, 600.0), false);
        scene.ends = shown;
        render::draw(&g, &scene);
        let img = g
            .get_image_data(p.x.round(), p.y.round(), 1.0, 1.0)
            .unwrap()
            .data();
        img[0]
    };
    let ringed = red(true);
    assert!(ringed > 80, "a ring at {p:?}: red {ringed}");
    assert_eq!(red(false), 31, "the felt at {p:?}");
}

#[wasm_bindgen_test]
fn a_lit_line_draws_its_connector_over_the_tiles() {
    // A detached tile whose connector passes under another tile: a point
    // of it well inside that tile.
    let found = (1..300u64).find_map(|seed| {
        let s = greedy_double_18(seed)?;
        let lay = layout(s.round().board());
        lay.links.iter().find_map(|c| {
            let under = c.points.windows(2).find_map(|w| {
                (1..10).find_map(|k| {
                    let p = w[0] + (w[1] - w[0]) * (f64::from(k) / 10.0);
                    let inside = lay.tiles.iter().any(|o| o.obb().grown(-0.3).contains(p));
                    inside.then_some(p)
                })
            })?;
            Some((s.clone(), c.tile, under))
        })
    });
    let (s, tile, under) = found.expect("a connector that passes under a tile");
    let line = layout(s.round().board()).line_of(tile);
    assert!(line.len() >= 2);
    // The lit line's colour (render::LIT, #ff8cf0) in a 3 × 3 patch
    // round the point.
    assert_eq!(render::LIT, "#ff8cf0");
    let lit = |g: &CanvasRenderingContext2d, cam: &Camera| {
        let p = cam.world_to_screen(under);
        let img = g
            .get_image_data(p.x.round() - 1.0, p.y.round() - 1.0, 3.0, 3.0)
            .unwrap()
            .data();
        img.chunks(4)
            .filter(|q| q[0] > 235 && (120..=160).contains(&q[1]) && q[2] > 215)
            .count()
    };
    let (_c, g) = canvas(800, 600);
    let cam = draw_board(&s, &g, false, 800.0, 600.0);
    assert_eq!(lit(&g, &cam), 0, "the connector is under the tile");
    let cam = draw_lit(&s, &g, false, 800.0, 600.0, &line);
    assert!(lit(&g, &cam) >= 3, "lit, it is drawn over the tile");
}

#[wasm_bindgen_test]
fn redraw_of_a_full_double_twelve_board_is_repeatable() {
    // Redrawing leaves no state behind (transforms, dashes, alpha): the
    // 51st frame has exactly the first frame's pixels. The time per frame
    // is reported (a benchmark, not asserted: it depends on the machine).
    let s = full_board();
    let (_c, g) = canvas(1280, 800);
    let pixels =
        |g: &CanvasRenderingContext2d| g.get_image_data(0.0, 0.0, 1280.0, 800.0).unwrap().data().0;
    draw_board(&s, &g, false, 1280.0, 800.0);
    let first = pixels(&g);
    let t0 = dom::now();
    for _ in 0..50 {
        draw_board(&s, &g, false, 1280.0, 800.0);
    }
    let ms = (dom::now() - t0) / 50.0;
    web_sys::console::log_1(
        &format!(
            "redraw: {ms:.2} ms/frame ({} tiles)",
            s.round().board().placed().len()
        )
        .into(),
    );
    assert!(first == pixels(&g), "a redraw changed the picture");
}

#[wasm_bindgen_test]
fn data_cmd_strings_become_messages() {
    use chickenfoot::page::{Command as PageCommand, Deal, Msg, Step, Via};
    let deal = || Deal {
        seed: 7,
        match_id: 1,
    };
    let get = |s: &str| match events::command(s, Via::Pointer, deal) {
        Some(Msg::Input(InputEvent::Command(c))) => Some(c),
        _ => None,
    };
    assert_eq!(get("draw"), Some(Command::Draw));
    assert_eq!(get("tile:4-9"), Some(Command::SelectTile(Tile::new(9, 4))));
    assert_eq!(get("target:3"), Some(Command::Target(3)));
    assert_eq!(get("tile:99-1"), None);
    let page = |s: &str| match events::command(s, Via::Pointer, deal) {
        Some(Msg::Cmd(c)) => Some(c),
        _ => None,
    };
    assert_eq!(page("newgame"), Some(PageCommand::NewGame));
    assert_eq!(page("rematch"), Some(PageCommand::Rematch(deal())));
    assert_eq!(page("rp-fwd"), Some(PageCommand::Step(Step::ForwardRound)));
    // The Hint keeps how it was asked for (Enter on the button: keyboard).
    assert_eq!(
        events::command("hint", Via::Keyboard, deal),
        Some(Msg::Cmd(PageCommand::Hint(Via::Keyboard)))
    );
    assert!(events::command("no-such-command", Via::Pointer, deal).is_none());
}

#[wasm_bindgen_test]
fn new_game_dialog_offers_every_preset_and_level() {
    use chickenfoot::rules::{DrawnTile, HandSize, Reserve, StartSearch};
    use chickenfoot::ui::{GameSetup, SeatKind};
    let seats: Vec<SeatKind> = ["human", "medium", "medium", "hard"]
        .iter()
        .map(|s| s.parse().unwrap())
        .collect();
    let setup = GameSetup {
        seats,
        ..GameSetup::default()
    };
    let h = panels::new_game(chickenfoot::i18n::Lang::En, &setup);
    assert!(h.contains("New game") && !h.contains("onsubmit"));
    for p in Preset::ALL {
        assert!(h.contains(&format!("value=\"{}\"", p.name())), "{p}");
    }
    for l in ["easy", "medium", "hard", "expert", "human"] {
        assert!(h.contains(&format!("value=\"{l}\"")));
    }
    // Every named value of the drawn-tile, start-search, hand-size and
    // reserve options, by the spelling the form reads back.
    for v in DrawnTile::ALL.map(DrawnTile::as_str) {
        assert!(h.contains(&format!("value=\"{v}\"")), "{v}");
    }
    for v in StartSearch::ALL.map(StartSearch::as_str) {
        assert!(h.contains(&format!("value=\"{v}\"")), "{v}");
    }
    for v in HandSize::NAMED.map(|x| x.name().unwrap_or_default()) {
        assert!(h.contains(&format!("value=\"{v}\"")), "{v}");
    }
    for v in Reserve::NAMED.map(|x| x.name().unwrap_or_default()) {
        assert!(h.contains(&format!("value=\"{v}\"")), "{v}");
    }
    // The hidden rows beyond four seats play at Hard, the last computer
    // seat's level: rows 5 to 8 have Hard selected.
    let selected_hard = h.matches("value=\"hard\" selected").count();
    assert_eq!(selected_hard, 5, "seat 4 and the four rows beyond");
    assert_eq!(dom::esc("<b>&\""), "&lt;b&gt;&amp;&quot;");
}

/// Text reaches markup escaped: a select's label, values and options, and
/// a translation's template (its arguments are markup of the caller's).
#[wasm_bindgen_test]
fn text_in_markup_is_escaped() {
    use chickenfoot::i18n::{Key, Lang};
    let h = dom::select("s", "A & B", &[("x\"y", "<i>")], "x\"y");
    assert_eq!(
        h,
        "<label>A &amp; B <select id=\"s\"><option value=\"x&quot;y\" selected>&lt;i&gt;</option></select></label>"
    );
    let round = dom::tr_html(
        Lang::En,
        Key::RoundOf,
        &[("n", "<b>2</b>"), ("total", "10")],
    );
    assert_eq!(round, "Round <b>2</b> of 10");
    // Tile names in a paragraph never break at their hyphen; other
    // hyphens and longer runs are left alone.
    assert_eq!(
        dom::tiles_unbroken("From 9-9 (or 12-3) to 0-0; 1-2-3, a-b, x9-9, 5-"),
        "From <span class=\"nw\">9-9</span> (or <span class=\"nw\">12-3</span>) to <span class=\"nw\">0-0</span>; 1-2-3, a-b, x9-9, 5-"
    );
    assert_eq!(
        dom::tiles_unbroken("Дубль 9-9."),
        "Дубль <span class=\"nw\">9-9</span>."
    );
}

#[wasm_bindgen_test]
fn missing_elements_are_errors_not_panics() {
    assert!(dom::by_id("no-such-element").is_err());
    assert_eq!(dom::value("no-such-element"), "");
}

/// The page's JSON path (`JSON.parse`/`JSON.stringify` and
/// serde-wasm-bindgen) reads what it writes: saves, settings, statistics
/// and records, and the same checks hold as natively.
#[wasm_bindgen_test]
fn json_parse_reads_saves_and_records() {
    use chickenfoot::rules::record;
    use chickenfoot::save::{self, SaveError, Saved, Settings, Stats};
    use chickenfoot::web::json;
    let mut st = State::new(Preset::Quick.rules(3), 5).unwrap();
    for _ in 0..12 {
        let seat = st.to_move().unwrap();
        st.apply(seat, Greedy.choose(&st.view(seat))).unwrap();
    }
    let saved = Saved {
        settings: Settings {
            seats: chickenfoot::share::default_seats(3),
            ..Settings::default()
        },
        state: st.clone(),
        match_id: 1_700_000_000_000,
        link: None,
    };
    let text = json::stringify(&saved.blob()).unwrap();
    let doc = json::parse(&text).unwrap();
    assert_eq!(save::load(&doc), Ok(saved.clone()));
    let doc = json::parse(&json::stringify(&saved.settings.blob()).unwrap()).unwrap();
    assert_eq!(Settings::load(&doc), Ok(saved.settings.clone()));
    let doc = json::parse(&json::stringify(&Stats::default().blob()).unwrap()).unwrap();
    assert_eq!(Stats::load(&doc), Ok(Stats::default()));
    // A save cut short, or not JSON at all.
    let cut = json::parse(&text[..text.len() / 2]).unwrap_err();
    assert_eq!(SaveError::from(cut), SaveError::Truncated);
    let junk = json::parse("{\"app\" 1}").unwrap_err();
    assert!(matches!(SaveError::from(junk), SaveError::Corrupt(_)));

    // Records: this game's, and fields named as natively.
    let rec_text = json::stringify(&st.to_record()).unwrap();
    let rec = record::read(&json::parse(&rec_text).unwrap()).unwrap();
    assert_eq!(record::replay(&rec).unwrap(), st);
    let field = |text: &str| record::read(&json::parse(text).unwrap()).unwrap_err().field;
    assert_eq!(
        field(&rec_text.replace("\"arms\":4", "\"arms\":40")),
        "rules.arms"
    );
    assert_eq!(
        field(&rec_text.replacen("\"boneyard\":[", "\"boneyard\":[7,", 1)),
        "rounds[0].boneyard[0]"
    );
    // A shape serde refuses is reported for the whole record in the page
    // (no serde_path_to_error there).
    assert_eq!(
        field(&rec_text.replace("\"rules\":{", "\"rules\":7,\"zz\":{")),
        ""
    );
    // An integer above 2^53-1 is refused, not rounded: the seed names itself.
    let big = rec_text.replace("\"seed\":5", "\"seed\":9007199254740993");
    let e = record::read(&json::parse(&big).unwrap()).unwrap_err();
    assert_eq!(e.field, "seed");
    assert!(e.message.contains("2^53"), "{e}");
    // ... and a u64 that large is not written as a number.
    let mut rec = st.to_record();
    rec.seed = Some(9_007_199_254_740_993);
    assert!(json::stringify(&rec).is_err());
}

/// A seed above 2^53-1 (from a link) survives a save in the page: the
/// envelope keeps it as text, the record leaves it out.
#[wasm_bindgen_test]
fn big_seeds_survive_a_save() {
    use chickenfoot::save::{self, Saved, Settings};
    use chickenfoot::web::json;
    let seed = u64::MAX - 6;
    let st = State::new(Preset::Quick.rules(2), seed).unwrap();
    let saved = Saved {
        settings: Settings {
            seats: chickenfoot::share::default_seats(2),
            ..Settings::default()
        },
        state: st,
        match_id: 1,
        link: None,
    };
    let text = json::stringify(&saved.blob()).unwrap();
    assert!(text.contains(&format!("\"seed\":\"{seed}\"")), "{text}");
    let back = save::load(&json::parse(&text).unwrap()).unwrap();
    assert_eq!(back.state.seed(), seed);
    assert_eq!(back, saved);
}

/// The page's own reading of saves that need care: a version 1 save (the
/// engine's state, its tile sets 64-bit masks written as numbers that
/// `JSON.parse` rounds) is migrated from its exact parts (rules, seed,
/// moves), never read inexactly, and refused as older when those do not
/// check out; a link's address survives a save; what a download of an
/// unreadable save holds (its record if it has one, else its text).
#[wasm_bindgen_test]
fn old_saves_are_migrated_links_kept_unreadable_saves_salvaged() {
    use chickenfoot::save::{self, Saved, Settings};
    use chickenfoot::web::json;
    let mut st = State::new(Preset::Quick.rules(2), 9).unwrap();
    for _ in 0..6 {
        let seat = st.to_move().unwrap();
        st.apply(seat, Greedy.choose(&st.view(seat))).unwrap();
    }
    let settings = Settings {
        seats: chickenfoot::share::default_seats(2),
        ..Settings::default()
    };
    #[derive(serde::Serialize)]
    struct V1<'a> {
        app: &'static str,
        kind: &'static str,
        version: u64,
        match_id: u64,
        settings: &'a Settings,
        state: &'a State,
    }
    // Version 1 wrote its numbers in full (the tile sets are 64-bit masks).
    let v1 = serde_json::to_string(&V1 {
        app: "chickenfoot",
        kind: "game",
        version: 1,
        match_id: 4,
        settings: &settings,
        state: &st,
    })
    .unwrap();
    assert_eq!(
        save::load(&json::parse(&v1).unwrap()).map(|s| s.state),
        Ok(st.clone())
    );
    let broken = v1.replace("\"seed\":9", "\"seed\":10");
    assert_ne!(broken, v1);
    assert_eq!(
        save::load(&json::parse(&broken).unwrap()).map(|s| s.state),
        Err(save::SaveError::Older {
            found: 1,
            supported: save::GAME_VERSION
        })
    );
    let saved = Saved {
        state: st,
        settings,
        match_id: 4,
        link: Some("v=1&players=2&seed=9".into()),
    };
    let text = json::stringify(&saved.blob()).unwrap();
    assert_eq!(save::load(&json::parse(&text).unwrap()), Ok(saved));
    // Downloads of what could not be read.
    assert_eq!(json::salvage("%%% garbage"), "%%% garbage");
    assert_eq!(json::salvage(r#"{"version":9}"#), r#"{"version":9}"#);
    assert_eq!(
        json::salvage(r#"{"version":9,"record":{"a":[1]}}"#),
        "{\n  \"a\": [\n    1\n  ]\n}"
    );
}

/// The live region is a log: each announcement is a paragraph of its
/// own, so two made in one frame are both there for a screen reader,
/// the same text said again is a new addition, and only the last
/// `LIVE_KEPT` are kept.
#[wasm_bindgen_test]
fn the_live_region_keeps_each_announcement() {
    use chickenfoot::web::a11y::{announce, LIVE_KEPT};
    let doc = dom::document().unwrap();
    let live = match doc.get_element_by_id("live") {
        Some(el) => el,
        None => {
            let el = doc.create_element("div").unwrap();
            el.set_id("live");
            doc.body().unwrap().append_child(&el).unwrap();
            el
        }
    };
    live.set_inner_html("");
    let said = |live: &web_sys::Element| -> Vec<String> {
        let kids = live.query_selector_all(":scope > *").unwrap();
        (0..kids.length())
            .filter_map(|i| kids.item(i)?.text_content())
            .collect()
    };
    announce("West plays 9-4").unwrap();
    announce("From the start double to 9-4: 9-9, 9-4").unwrap();
    assert_eq!(
        said(&live),
        ["West plays 9-4", "From the start double to 9-4: 9-9, 9-4"]
    );
    let first = live.last_element_child().unwrap();
    announce("From the start double to 9-4: 9-9, 9-4").unwrap();
    let again = live.last_element_child().unwrap();
    assert!(
        !first.is_same_node(Some(&again)),
        "said again as a new node"
    );
    assert_eq!(said(&live).len(), 3);
    for i in 0..10 {
        announce(&format!("move {i}")).unwrap();
    }
    let kept = said(&live);
    assert_eq!(kept.len(), LIVE_KEPT as usize);
    assert_eq!(kept.last().map(String::as_str), Some("move 9"));
    assert_eq!(kept.first().map(String::as_str), Some("move 4"));
}

/// A tile shrunk to touch its parent (`PlacedTile::scale`) is drawn at its
/// size: here a whole 9-5 and 5-3 at half size, side by side at 40 px a
/// unit, 80 × 40 px and 40 × 20 px of ivory.
#[wasm_bindgen_test]
fn a_shrunk_tile_is_drawn_at_its_size() {
    let tile = |t: Tile, x: f64, scale: f64| PlacedTile {
        tile: t,
        center: Vec2::new(x, 0.0),
        angle: 0.0,
        crosswise: false,
        near: t.hi(),
        far: t.lo(),
        parent: None,
        attached: true,
        scale,
    };
    let lay = Layout {
        tiles: vec![
            tile(Tile::new(9, 5), -2.0, 1.0),
            tile(Tile::new(5, 3), 2.0, 0.5),
        ],
        ends: Vec::new(),
        links: Vec::new(),
        bounds: Rect::from_corners(Vec2::new(-3.0, -1.0), Vec2::new(3.0, 1.0)),
        start_angle: 0.0,
    };
    let (w, h) = (400.0, 300.0);
    let cam = Camera::new(40.0, Vec2::default(), Vec2::new(200.0, 100.0));
    let ctl = Controller::default();
    let geom = RackGeom::new(w, h, 0);
    let scene = still(&lay, &cam, &ctl, &geom, (w, h), false);
    let (_c, g) = canvas(w as u32, h as u32);
    render::draw(&g, &scene);
    let img = g.get_image_data(0.0, 0.0, w, 200.0).unwrap().data();
    // The ivory pixels' extent left and right of the middle.
    let mut ext = [(f64::MAX, f64::MIN, f64::MAX, f64::MIN); 2];
    for (i, p) in img.chunks(4).enumerate() {
        if p[0] > 240 && p[1] > 235 && p[2] > 215 {
            let (x, y) = ((i % w as usize) as f64, (i / w as usize) as f64);
            let e = &mut ext[usize::from(x >= 200.0)];
            *e = (e.0.min(x), e.1.max(x), e.2.min(y), e.3.max(y));
        }
    }
    let size = |e: (f64, f64, f64, f64)| (e.1 - e.0 + 1.0, e.3 - e.2 + 1.0);
    let (whole, half) = (size(ext[0]), size(ext[1]));
    assert!(
        (whole.0 - 80.0).abs() <= 3.0 && (whole.1 - 40.0).abs() <= 3.0,
        "{whole:?}"
    );
    assert!(
        (half.0 - 40.0).abs() <= 3.0 && (half.1 - 20.0).abs() <= 3.0,
        "{half:?}"
    );
}

/// What the page posts to the AI worker crosses unchanged: every ask of a
/// few rounds (double-nine to double-eighteen; at double-nine a second
/// round, whose views carry the first with its hands) comes back from its
/// JavaScript value equal (the tile sets' 64-bit masks as `BigInt`s), and
/// its answer is the decision `decide` makes from the same view (Medium
/// here, to keep the test quick). The worker's module reads asks with the
/// same serde-wasm-bindgen (`crates/ai-worker`).
#[wasm_bindgen_test]
fn asks_cross_to_the_worker_unchanged_and_are_answered_alike() {
    use chickenfoot::ai::away::Posted;
    use chickenfoot::ai::{decide, view_seed, Level};
    use chickenfoot::rules::Rules;
    use chickenfoot::web::json;
    let (mut asked, mut remembering) = (0, 0);
    for (set, players, rounds) in [(9, 4, 2), (12, 8, 1), (18, 3, 1)] {
        let mut st = State::new(Rules::standard(set, players), 11).unwrap();
        loop {
            if st.round_over() {
                if st.log().len() == rounds {
                    break;
                }
                assert!(st.next_round());
            }
            let seat = st.to_move().unwrap();
            let view = st.view(seat);
            let seed = view_seed(&view, st.seed());
            let ask = Posted::new(asked, Level::Medium, seed, view.clone());
            let back: Posted = json::from_js(json::to_js_exact(&ask).unwrap()).unwrap();
            assert_eq!(back, ask, "set {set}, move {}", view.history().len());
            let reply = back.answer();
            assert_eq!(reply.id, asked);
            let i = reply.index.expect("a move") as usize;
            assert_eq!(
                view.legal_moves()[i],
                decide(Level::Medium, &view, st.seed())
            );
            asked += 1;
            remembering += usize::from(!view.past().is_empty());
            st.apply(seat, Greedy.choose(&view)).unwrap();
        }
    }
    assert!(asked > 100, "{asked} asks");
    assert!(remembering > 10, "{remembering} asks with a round before");
}
