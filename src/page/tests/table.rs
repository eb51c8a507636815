//! The table on screen: the camera and the fitted board, the spots a
//! picked tile fits, the open ends strip, large tiles and the system's
//! wishes, pips or numerals.

use super::*;
use crate::ui;

#[test]
fn the_camera_fits_the_table_in_the_viewport_and_eases_as_it_grows() {
    let mut d = Driver::new("seed=8&seats=easy,easy,easy,easy&set=12");
    d.table(ui::Command::ZoomIn);
    assert!(d.page.ctl.user_camera, "the player's camera");
    d.table(ui::Command::ResetView);
    assert!(!d.page.ctl.user_camera);
    let fitted = d.page.view.cam;
    d.send(Msg::Viewport(Viewport {
        w: 500.0,
        h: 400.0,
        ..Viewport::default()
    }));
    assert_ne!(d.page.view.cam, fitted, "a new size, a new fit at once");
    assert!(!d.page.view.easing());
    let mut eased = false;
    for _ in 0..200 {
        d.frame();
        eased |= d.page.view.easing();
    }
    assert!(eased, "a growing table eased the camera");
}

/// A double-twelve table late in the round, at the person's turn with 50
/// tiles laid (the table stands still while the person thinks; its spots,
/// banner and strip are shown): a board large enough to reach the edges of
/// the room it is fitted to.
fn four_computers_late_in_the_round() -> Driver {
    let mut d = Driver::new("seed=8&seats=human,easy,easy,easy&set=12");
    d.play_until(2000, |p| {
        p.seat().is_some() && p.game.state.round().board().placed().len() >= 50
    });
    assert!(d.page.screen.ends_shown(), "the round is still in play");
    d
}

/// The fitted board stays above the message line however many lines the
/// message takes, and keeps that room for the round (no jump per message).
#[test]
fn the_fitted_board_keeps_clear_of_the_message_line() {
    let mut d = four_computers_late_in_the_round();
    let size = |covered| Viewport {
        w: 390.0,
        h: 700.0,
        covered,
        ..Viewport::default()
    };
    let lowest = |d: &Driver| {
        let b = d.page.view.lay.bounds;
        d.page.view.cam.world_to_screen(b.max).y
    };
    d.send(Msg::Viewport(size(0.0)));
    d.frame();
    let one_line = lowest(&d);
    // A three-line message reaches 330 px up from the bottom (`covered`
    // counts from the rack's top): the board's lowest edge moves above it.
    let rack = 700.0 - d.page.view.geom(d.page.ctl.rack.tiles.len()).top;
    d.send(Msg::Viewport(size(330.0 - rack)));
    d.frame();
    assert!(
        one_line > 700.0 - 330.0,
        "the test needs a board reaching that low"
    );
    assert!(
        lowest(&d) <= 700.0 - 330.0,
        "{} over the message",
        lowest(&d)
    );
    // A one-line message again: the room stays, the board does not move.
    let fitted = d.page.view.cam;
    d.send(Msg::Viewport(size(180.0 - rack)));
    d.frame();
    assert_eq!(d.page.view.cam, fitted);
}

/// A finished round's table (no spots, banner or strip) is fitted by its
/// tiles alone and reaches up to the canvas's top: larger than the fit of
/// the same board in play, and still clear of the message line.
#[test]
fn a_finished_table_is_fitted_by_its_tiles() {
    let mut d = Driver::new("seed=8&seats=easy,easy,easy,easy&set=12");
    d.send(Msg::Viewport(Viewport {
        w: 1000.0,
        h: 800.0,
        ..Viewport::default()
    }));
    while d.page.screen.ends_shown() {
        d.frame();
    }
    assert!(d.page.game.state.round_over());
    for _ in 0..30 {
        d.frame();
    }
    let rack_top = d.page.view.geom(d.page.ctl.rack.tiles.len()).top;
    let ended = d.page.view.cam;
    let tiles = d.page.view.lay.tiles_bounds().unwrap();
    let (min, max) = (
        ended.world_to_screen(tiles.min),
        ended.world_to_screen(tiles.max),
    );
    let margin = 8.0;
    assert!(min.y >= margin - 1e-6 && min.x >= margin - 1e-6, "{min:?}");
    assert!(
        max.y <= rack_top - 43.0 + 1e-6 && max.x <= 1000.0 - margin + 1e-6,
        "{max:?}"
    );
    assert!(
        (min.y - margin).abs() < 1e-6 || (min.x - margin).abs() < 1e-6,
        "it fills the room one way: {min:?} {max:?}"
    );
    // The same board as in play: spots round it, room for the banner.
    d.page.view.follow(rack_top, false, true, Fit::Play);
    let in_play = d.page.view.cam.scale();
    assert!(
        ended.scale() > 1.01 * in_play,
        "{} against {in_play} in play",
        ended.scale()
    );
}

/// A tile picked while the player's camera shows none of its spots: the
/// camera glides until every spot is on screen; at once with reduced
/// motion.
#[test]
fn picking_a_tile_brings_its_spots_into_view() {
    let mut d = Driver::new("seed=8&seats=human,easy,easy,easy&set=12");
    d.play_until(400, |p| {
        p.seat().is_some()
            && p.game.state.round().board().placed().len() > 6
            && p.legal().iter().any(|m| matches!(m, Move::Play { .. }))
    });
    let tile = d.page.legal().iter().find_map(|m| match m {
        Move::Play { tile, .. } => Some(*tile),
        _ => None,
    });
    d.table(ui::Command::ZoomIn);
    d.table(ui::Command::ZoomIn);
    assert!(d.page.ctl.user_camera);
    d.page.view.cam.pan(4000.0, 0.0);
    let on_screen = |d: &Driver| {
        let legal = d.page.legal();
        let geom = d.page.view.geom(d.page.ctl.rack.tiles.len());
        let ctx = d.page.ctx(&legal, &geom);
        let spots = d.page.ctl.targets(&ctx);
        assert!(!spots.is_empty());
        spots.iter().all(|t| {
            let s = d.page.view.cam.world_to_screen(t.at);
            s.x >= 0.0 && s.x <= d.page.view.size.w && s.y >= 0.0 && s.y <= geom.top
        })
    };
    let scale = d.page.view.cam.scale();
    d.table(ui::Command::SelectTile(tile.unwrap()));
    assert!(!on_screen(&d), "off screen at first");
    assert!(d.page.animating(), "the camera glides");
    for _ in 0..30 {
        d.frame();
    }
    assert!(on_screen(&d), "every spot in view");
    assert!(!d.page.animating());
    assert!(d.page.view.cam.scale() <= scale, "never zoomed in further");
}

/// The open ends strip: every free slot counted once, clockwise from the
/// top; only the pending double's while it awaits its toes; showing one
/// centres it, zoomed in.
#[test]
fn the_open_ends_strip_lists_the_ends_around_the_table() {
    let mut d = Driver::new("seed=8&seats=easy,easy,easy,easy&set=12");
    let mut checked = 0;
    let mut pending_seen = false;
    for _ in 0..3000 {
        if d.page.game.state.round_over() {
            break;
        }
        d.frame();
        let ends = d.page.open_ends();
        let slots: usize = ends.iter().map(|g| g.slots).sum();
        match d.page.pending() {
            Some(double) => {
                pending_seen = true;
                assert!(ends
                    .iter()
                    .all(|g| d.page.view.lay.ends[g.first].on == double));
                assert!(ends.len() <= 1, "one double: {ends:?}");
            }
            None => assert_eq!(slots, d.page.view.lay.ends.len()),
        }
        let centre = d.page.view.lay.tiles.first().map(|t| t.center);
        let turns: Vec<f64> = ends
            .iter()
            .map(|g| {
                let c = d.page.view.lay.ends[g.first].center - centre.unwrap();
                (c.x.atan2(-c.y) + 1e-6).rem_euclid(std::f64::consts::TAU)
            })
            .collect();
        assert!(turns.windows(2).all(|w| w[0] <= w[1]), "clockwise");
        checked += 1;
    }
    assert!(checked > 20 && pending_seen);
    // Showing an end: the player's camera, the end in the middle, zoomed in.
    let mut d = Driver::new("seed=8&seats=easy,easy,easy,easy&set=12&mute");
    d.until(400, |p| p.game.state.round().board().placed().len() > 10);
    let g = d.page.open_ends()[0];
    // Where it is (the computer seats play on meanwhile; what is laid
    // never moves).
    let end = d.page.view.lay.ends[g.first].center;
    d.cmd(Command::ShowEnd(g.first));
    for _ in 0..30 {
        d.frame();
    }
    assert!(d.page.ctl.user_camera);
    let at = d.page.view.cam.world_to_screen(end);
    assert!(
        (at.x - d.page.view.size.w / 2.0).abs() < 1.0,
        "centred: {at:?}"
    );
    assert!(d.page.view.cam.scale() >= 28.0);
    d.cmd(Command::ShowEnd(usize::MAX));
}

/// The strip's buttons are the keyboard's way to a lit line: showing an
/// end lights the line that leads to it and says it in the live region,
/// tile by tile from the start double, each tile written from the end it
/// joins; pressed again it is said again; Esc puts it out, and a tile
/// picked from the hand keeps the strip from lighting anything.
#[test]
fn an_end_shown_from_the_strip_lights_and_says_its_line() {
    let mut d = Driver::new("seed=8&seats=human,easy,easy,easy&set=12&mute");
    d.play_until(400, |p| {
        p.seat().is_some() && p.game.state.round().board().placed().len() > 12
    });
    let ends = d.page.open_ends();
    // The end furthest from the start double along its line.
    let g = *ends
        .iter()
        .max_by_key(|g| {
            d.page
                .view
                .lay
                .line_of(d.page.view.lay.ends[g.first].on)
                .len()
        })
        .unwrap();
    let on = d.page.view.lay.ends[g.first].on;
    let line = d.page.view.lay.line_of(on);
    assert!(line.len() >= 3, "a line of {line:?}");
    let fx = d.cmd(Command::ShowEnd(g.first));
    assert_eq!(d.page.ctl.traced, Some(on));
    let said = announced(&fx);
    assert_eq!(said.len(), 1, "{said:?}");
    let text = said[0]
        .strip_prefix("From the start double to ")
        .unwrap_or_else(|| panic!("{said:?}"));
    let (last, tiles) = text.split_once(": ").unwrap();
    let tiles: Vec<(u8, u8)> = tiles
        .split(", ")
        .map(|t| {
            let (a, b) = t.split_once('-').unwrap();
            (a.parse().unwrap(), b.parse().unwrap())
        })
        .collect();
    assert_eq!(tiles.len(), line.len());
    let start = d.page.game.state.round().start_double();
    assert_eq!(tiles[0], (start.hi(), start.lo()), "from the start double");
    assert!(
        tiles.windows(2).all(|w| w[0].1 == w[1].0),
        "each tile joins the one before: {text}"
    );
    let (a, b) = *tiles.last().unwrap();
    assert_eq!(last, format!("{a}-{b}"));
    assert_eq!(Tile::new(a, b), on, "to the end's tile");
    assert_eq!(
        announced(&d.cmd(Command::ShowEnd(g.first))),
        said,
        "said again"
    );
    assert!(
        announced(&d.frame())
            .iter()
            .all(|a| !a.contains("start double to")),
        "said once"
    );
    d.key("Escape");
    assert_eq!(d.page.ctl.traced, None);
    // With a tile of the hand picked, the strip only shows the end.
    let tile = d.page.ctl.rack.tiles[0];
    d.table(ui::Command::SelectTile(tile));
    let fx = d.cmd(Command::ShowEnd(g.first));
    assert_eq!(d.page.ctl.traced, None);
    assert!(announced(&fx).is_empty(), "{:?}", announced(&fx));
    assert_eq!(d.page.ctl.selected, Some(tile));
}

/// Large tiles and high contrast: kept with the settings, a bigger rack,
/// numerals on smaller tiles sooner.
#[test]
fn large_tiles_make_a_bigger_rack_and_numerals_sooner() {
    let mut d = Driver::new("seed=5&players=2&seats=human,easy");
    let small = d.page.view.geom(8).tw;
    assert!(!d.page.numerals_forced(12.0), "double-nine pips at 12 px");
    let fx = d.cmd(Command::ToggleLarge);
    assert!(d.page.prefs.large());
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::SaveSettings(s) if s.large == Some(true))));
    assert!(d.page.view.geom(8).tw > small, "{small}");
    assert!(d.page.numerals_forced(12.0), "numerals sooner");
    d.cmd(Command::ToggleLarge);
    assert_eq!(d.page.view.geom(8).tw, small);
}

/// A system that asks for more contrast (`prefers-contrast: more`, a
/// forced-colours theme) gets large tiles until the player chooses; what
/// the player chose in the menu wins over the system, either way.
#[test]
fn large_tiles_follow_the_systems_contrast_until_the_player_chooses() {
    let mut b = super::boot("seed=5&players=2&seats=human,easy");
    b.system.contrast = true;
    let small = Driver::new("seed=5&players=2&seats=human,easy")
        .page
        .view
        .geom(8)
        .tw;
    let mut d = Driver::from(b.clone());
    assert!(d.page.prefs.large());
    assert!(d.page.view.geom(8).tw > small, "{small}");
    // Turned off in the menu: saved as the player's choice.
    let fx = d.cmd(Command::ToggleLarge);
    assert!(!d.page.prefs.large());
    assert!(fx
        .iter()
        .any(|e| matches!(e, Effect::SaveSettings(s) if s.large == Some(false))));
    assert_eq!(d.page.view.geom(8).tw, small);
    // The choice saved is kept at the next visit, the system's wish aside.
    b.settings.large = Some(false);
    assert!(!Driver::from(b.clone()).page.prefs.large());
    b.system.contrast = false;
    b.settings.large = Some(true);
    assert!(Driver::from(b).page.prefs.large());
}

/// The system's wishes changing while the page is open (a contrast theme
/// turned on, reduced motion turned off): large tiles follow until the
/// player has chosen, and the camera eases again.
#[test]
fn a_change_of_the_systems_wishes_is_followed_while_the_page_is_open() {
    let mut b = super::boot("seed=5&players=2&seats=human,easy");
    b.system.reduced_motion = true;
    let mut d = Driver::from(b);
    let small = d.page.view.geom(8).tw;
    assert!(!d.page.prefs.large());
    assert!(d.page.prefs.system.reduced_motion);
    d.send(Msg::System(System {
        reduced_motion: false,
        contrast: true,
    }));
    assert!(d.page.prefs.large());
    assert!(!d.page.prefs.system.reduced_motion);
    assert!(d.page.view.geom(8).tw > small, "{small}");
    // Chosen in the menu: the system's later wishes no longer decide.
    d.cmd(Command::ToggleLarge);
    d.send(Msg::System(System {
        reduced_motion: false,
        contrast: true,
    }));
    assert!(!d.page.prefs.large());
    assert_eq!(d.page.view.geom(8).tw, small);
}

/// A notice at the top of the table: the fitted board moves below it (and
/// below the open ends strip, which the notice pushes down).
#[test]
fn the_fitted_board_keeps_clear_of_a_notice() {
    let mut d = four_computers_late_in_the_round();
    let size = |notice| Viewport {
        w: 1000.0,
        h: 800.0,
        notice,
        ..Viewport::default()
    };
    let top = |d: &Driver| {
        d.page
            .view
            .cam
            .world_to_screen(d.page.view.lay.bounds.min)
            .y
    };
    d.send(Msg::Viewport(size(0.0)));
    d.frame();
    assert!(
        top(&d) < 36.0 + 90.0,
        "the test needs a board reaching that high"
    );
    d.send(Msg::Viewport(size(90.0)));
    d.frame();
    assert!(
        top(&d) >= 36.0 + 90.0 - 1e-6,
        "{} under the notice",
        top(&d)
    );
}

/// An open ends strip that wraps (a long restriction on a narrow screen)
/// pushes the fitted board down by what it takes beyond one row; one row
/// changes nothing.
#[test]
fn the_fitted_board_keeps_clear_of_a_wrapped_strip() {
    let mut d = four_computers_late_in_the_round();
    let size = |strip| Viewport {
        w: 1000.0,
        h: 800.0,
        strip,
        ..Viewport::default()
    };
    let top = |d: &mut Driver, strip| {
        d.send(Msg::Viewport(size(strip)));
        d.frame();
        let v = &d.page.view;
        v.cam.world_to_screen(v.lay.bounds.min).y
    };
    let none = top(&mut d, 0.0);
    assert!(
        none < 36.0 + 60.0,
        "the test needs a board reaching that high"
    );
    assert_eq!(top(&mut d, 26.0), none, "one row is in the room kept");
    let wrapped = top(&mut d, 88.0);
    assert!(wrapped >= 36.0 + 60.0 - 1e-6, "{wrapped} under the strip");
}

/// Where pips give way to numerals, as the table draws a tile shrunk to
/// touch its parent: from [`Page::pips_from`] up, pips; just below it,
/// numerals; with large tiles, from further up; with numerals asked for,
/// never pips.
#[test]
fn pips_show_from_the_size_where_they_can_be_read() {
    let mut d = Driver::new("seed=5&players=2&seats=human,easy");
    let from = d.page.pips_from();
    // Double-nine: 11 px across (ui::pips::legible).
    assert!((10.0..12.0).contains(&from), "{from}");
    assert!(!d.page.numerals_forced(from));
    assert!(d.page.numerals_forced(from - 0.02));
    d.cmd(Command::ToggleLarge);
    let large = d.page.pips_from();
    assert!((large - 1.5 * from).abs() < 0.05, "{large} against {from}");
    d.cmd(Command::ToggleLarge);
    d.cmd(Command::ToggleNumerals);
    assert!(d.page.prefs.numerals());
    assert_eq!(d.page.pips_from(), f64::INFINITY);
}
