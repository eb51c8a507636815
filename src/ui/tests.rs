//! Controller tests: clicks, drags, keys and buttons turned into moves or reasons.

use super::*;
use crate::ai::{Agent, Greedy};
use crate::layout::{layout, Camera, Layout, Vec2};
use crate::rules::{Move, MoveErrorCode, Rules, State, Tile};

/// A test table: the state, seat 0's legal moves, layout, camera, rack.
struct Table {
    state: State,
    legal: Vec<Move>,
    lay: Layout,
    cam: Camera,
    geom: RackGeom,
    ctl: Controller,
}

/// What the controller sees of a table with seat 0 to move (a function of
/// the fields, so `send` can lend the controller and camera mutably).
fn ctx<'a>(state: &'a State, legal: &'a [Move], lay: &'a Layout, geom: &'a RackGeom) -> Ctx<'a> {
    Ctx {
        round: state.round(),
        seat: Some(0),
        legal,
        layout: lay,
        rack: geom,
        width: W,
        lang: crate::i18n::Lang::En,
    }
}

const W: f64 = 1000.0;
const H: f64 = 800.0;

impl Table {
    /// Plays greedy moves from `seed` until `stop` holds with seat 0 to move.
    fn find(seed: u64, stop: impl Fn(&State) -> bool) -> Option<Table> {
        let mut state = State::new(Rules::default(), seed).unwrap();
        for _ in 0..400 {
            if state.round_over() {
                return None;
            }
            let s = state.to_move().unwrap();
            if s == 0 && stop(&state) {
                return Some(Table::at(state));
            }
            let mv = Greedy.choose(&state.view(s));
            state.apply(s, mv).unwrap();
        }
        None
    }

    /// The first position (over seeds 0..100) where seat 0's only move is a draw.
    fn must_draw() -> Table {
        (0..100)
            .find_map(|seed| Table::find(seed, |s| s.legal_moves() == [Move::Draw]))
            .expect("some seed reaches a position where seat 0 must draw")
    }

    fn at(state: State) -> Table {
        let legal = state.legal_moves();
        let lay = layout(state.round().board());
        let mut ctl = Controller::default();
        ctl.rack.sync(state.round().hand(0));
        let geom = RackGeom::new(W, H, ctl.rack.tiles.len());
        let cam = Camera::fit(lay.bounds, W, geom.top, 20.0);
        Table {
            state,
            legal,
            lay,
            cam,
            geom,
            ctl,
        }
    }

    fn send(&mut self, ev: InputEvent) -> Option<Move> {
        let ctx = ctx(&self.state, &self.legal, &self.lay, &self.geom);
        self.ctl.handle(&ev, &ctx, &mut self.cam)
    }

    fn targets(&self, tile: Tile) -> Vec<Target> {
        Controller::targets_of(tile, &ctx(&self.state, &self.legal, &self.lay, &self.geom))
    }

    fn rack_point(&self, tile: Tile) -> (f64, f64) {
        let i = self.ctl.rack.tiles.iter().position(|&t| t == tile).unwrap();
        let c = self.geom.centre(i).unwrap();
        (c.x, c.y)
    }

    fn screen(&self, at: Vec2) -> (f64, f64) {
        let s = self.cam.world_to_screen(at);
        (s.x, s.y)
    }
}

fn ptr(x: f64, y: f64) -> Pointer {
    Pointer {
        id: 1,
        kind: PointerKind::Mouse,
        x,
        y,
    }
}

fn click(t: &mut Table, (x, y): (f64, f64)) -> Option<Move> {
    t.send(InputEvent::Down(ptr(x, y)));
    t.send(InputEvent::Up(ptr(x, y)))
}

fn drag(t: &mut Table, from: (f64, f64), to: (f64, f64)) -> Option<Move> {
    t.send(InputEvent::Down(ptr(from.0, from.1)));
    for k in 1..=5 {
        let f = k as f64 / 5.0;
        let p = ptr(from.0 + (to.0 - from.0) * f, from.1 + (to.1 - from.1) * f);
        t.send(InputEvent::Move(p));
        assert!(t.ctl.drag.is_some(), "a drag shows a ghost");
    }
    t.send(InputEvent::Up(ptr(to.0, to.1)))
}

fn with_play() -> Table {
    Table::find(5, |s| {
        s.round().board().start().is_some()
            && s.legal_moves()
                .iter()
                .any(|m| matches!(m, Move::Play { .. }))
    })
    .expect("seed 5 reaches a turn with a play")
}

/// Seat 0 holds a tile with no legal move.
fn holds_unplayable(s: &State) -> bool {
    let legal = s.legal_moves();
    s.round()
        .hand(0)
        .iter()
        .any(|x| !legal.iter().any(|m| m.tile() == Some(x)))
}

/// The first rack tile with no legal move.
fn unplayable(t: &Table) -> Tile {
    t.ctl
        .rack
        .tiles
        .iter()
        .copied()
        .find(|&x| !t.legal.iter().any(|m| m.tile() == Some(x)))
        .unwrap()
}

fn first_play(t: &Table) -> (Tile, Move) {
    let mv = *t
        .legal
        .iter()
        .find(|m| matches!(m, Move::Play { .. }))
        .unwrap();
    (mv.tile().unwrap(), mv)
}

#[test]
fn click_tile_then_target_plays() {
    let mut t = with_play();
    let (tile, mv) = first_play(&t);
    let p = t.rack_point(tile);
    assert_eq!(click(&mut t, p), None);
    assert_eq!(t.ctl.selected, Some(tile));
    let targets = t.targets(tile);
    assert!(!targets.is_empty());
    let target = targets.iter().find(|x| x.mv == mv).unwrap();
    let p = t.screen(target.at);
    assert_eq!(click(&mut t, p), Some(mv));
    assert_eq!(t.ctl.selected, None);
}

#[test]
fn drag_and_drop_snaps_to_a_target() {
    let mut t = with_play();
    let (tile, mv) = first_play(&t);
    let target = *t.targets(tile).iter().find(|x| x.mv == mv).unwrap();
    let (x, y) = t.screen(target.at);
    // Dropping a little off the end still snaps.
    let p = t.rack_point(tile);
    let got = drag(&mut t, p, (x + 8.0, y - 6.0));
    assert_eq!(got, Some(mv));
    assert!(t.ctl.drag.is_none());
}

#[test]
fn illegal_drop_returns_the_tile_and_says_why() {
    let mut t = Table::find(9, |s| {
        s.round().board().start().is_some() && holds_unplayable(s)
    })
    .unwrap();
    let bad = unplayable(&t);
    let end = t.lay.ends[0];
    let (a, b) = (t.rack_point(bad), t.screen(end.center));
    let got = drag(&mut t, a, b);
    assert_eq!(got, None);
    assert!(t.ctl.drag.is_none(), "the tile goes back to the rack");
    let msg = t.ctl.message.clone().unwrap();
    let mv = Move::Play {
        tile: bad,
        on: end.on,
    };
    let err = t.state.round().explain(0, mv);
    let expect = crate::i18n::explain(crate::i18n::Lang::En, &err, mv, t.state.round());
    assert_eq!(msg, expect);
}

/// A turn with several open ends, a play, no tile drawn, and a hand tile
/// that fits nowhere (seed 3 reaches one).
fn fits_nowhere_turn() -> Table {
    Table::find(3, |s| {
        let r = s.round();
        r.board().targets().count() > 1
            && r.drawn().is_none()
            && holds_unplayable(s)
            && s.legal_moves()
                .iter()
                .any(|m| matches!(m, Move::Play { .. }))
    })
    .expect("seed 3 reaches such a turn")
}

/// Issue 15, rough edge 4: dragging a tile that fits nowhere says so at
/// once (not "choose a highlighted spot" with nothing lit), and after the
/// refused drop the tile is not left selected with no spots.
#[test]
fn dragging_a_tile_that_fits_nowhere_says_so_and_lets_it_go() {
    let mut t = fits_nowhere_turn();
    let bad = unplayable(&t);
    let from = t.rack_point(bad);
    t.send(InputEvent::Down(ptr(from.0, from.1)));
    t.send(InputEvent::Move(ptr(from.0 + 40.0, from.1 - 120.0)));
    assert!(t.ctl.drag.is_some());
    let said = t.ctl.message.clone().expect("a reason while dragging");
    assert!(
        said.starts_with(&format!("{bad} fits no open end (open: ")),
        "{said}"
    );
    // Dropped on the empty table far from every end.
    assert_eq!(t.send(InputEvent::Up(ptr(5.0, 5.0))), None);
    assert_eq!(t.ctl.selected, None, "no spot to offer: not left selected");
    assert!(t.ctl.message.is_some());
}

#[test]
fn selecting_a_tile_that_fits_nowhere_names_the_open_pips() {
    // Several open ends, none taking the tile: the message lists the pips
    // they take (one end gets the engine's reason for that end instead).
    let mut t = fits_nowhere_turn();
    let bad = unplayable(&t);
    t.send(InputEvent::Command(Command::SelectTile(bad)));
    let pips: Vec<String> = t
        .state
        .round()
        .board()
        .playable_pips()
        .iter()
        .map(|p| p.to_string())
        .collect();
    assert!(!pips.is_empty());
    let want = format!("{bad} fits no open end (open: {})", pips.join(", "));
    assert_eq!(t.ctl.message.as_deref(), Some(want.as_str()));
    for p in t.state.round().board().playable_pips().iter() {
        assert!(!bad.has(p), "{bad} has {p}, an open pip");
    }
}

#[test]
fn chicken_foot_reason_names_the_double() {
    let mut found = None;
    for seed in 0..200 {
        found = Table::find(seed, |s| {
            let b = s.round().board();
            b.pending().is_some_and(|p| Some(p) != b.start())
                && s.round().drawn().is_none()
                && b.targets().count() == 1
        });
        if found.is_some() {
            break;
        }
    }
    let mut t = found.expect("some seed opens a chicken foot on seat 0's turn");
    let foot = t.state.round().board().pending().unwrap();
    let other = t.lay.ends.iter().find(|e| e.on != foot).copied();
    let tile = t.ctl.rack.tiles[0];
    if let Some(e) = other {
        let (a, b) = (t.rack_point(tile), t.screen(e.center));
        drag(&mut t, a, b);
        let want = format!("Chicken foot: play on {foot} first");
        let msg = t.ctl.message.clone().unwrap();
        let err = t.state.round().explain(0, Move::Play { tile, on: e.on });
        if err.code == MoveErrorCode::ToesFirst {
            assert_eq!(msg, want);
        }
    }
}

#[test]
fn keyboard_commands_select_and_play() {
    let mut t = with_play();
    let (tile, mv) = first_play(&t);
    t.send(InputEvent::Command(Command::SelectTile(tile)));
    let i = t.targets(tile).iter().position(|x| x.mv == mv).unwrap();
    assert_eq!(t.send(InputEvent::Command(Command::Target(i))), Some(mv));
    // Escape drops a selection.
    t.send(InputEvent::Command(Command::SelectTile(tile)));
    t.send(InputEvent::Command(Command::Cancel));
    assert_eq!(t.ctl.selected, None);
}

#[test]
fn draw_is_refused_with_a_play_and_explained() {
    let mut t = with_play();
    assert_eq!(t.send(InputEvent::Command(Command::Draw)), None);
    assert_eq!(
        t.ctl.message.as_deref(),
        Some("You have a tile that fits, so you cannot draw")
    );
    assert_eq!(t.send(InputEvent::Command(Command::Pass)), None);
    assert!(t.ctl.message.is_some());
}

#[test]
fn sort_cycles_three_orders_and_says_which() {
    let mut t = with_play();
    let dealt = t.ctl.rack.tiles.clone();
    let mut seen = Vec::new();
    for _ in 0..3 {
        assert_eq!(t.send(InputEvent::Command(Command::SortRack)), None);
        seen.push((t.ctl.message.clone(), t.ctl.rack.tiles.clone()));
    }
    let (by_number, high) = &seen[0];
    assert_eq!(
        by_number.as_deref(),
        Some("Hand sorted by number, highest first")
    );
    assert!(high.windows(2).all(|w| w[0] > w[1]), "{high:?}");
    let (by_points, heavy) = &seen[1];
    assert_eq!(
        by_points.as_deref(),
        Some("Hand sorted by points, heaviest first")
    );
    assert!(
        heavy.windows(2).all(|w| w[0].pips() >= w[1].pips()),
        "{heavy:?}"
    );
    let (as_drawn, back) = &seen[2];
    assert_eq!(
        as_drawn.as_deref(),
        Some("Hand back in the order the tiles came")
    );
    assert_eq!(back, &dealt);
}

#[test]
fn draw_when_no_play() {
    let mut t = Table::must_draw();
    assert_eq!(t.send(InputEvent::Command(Command::Draw)), Some(Move::Draw));
}

#[test]
fn dragging_the_board_pans_and_wheel_zooms() {
    let mut t = with_play();
    let before = t.cam.world_to_screen(Vec2 { x: 0.0, y: 0.0 });
    t.send(InputEvent::Down(ptr(5.0, 5.0)));
    t.send(InputEvent::Move(ptr(45.0, 25.0)));
    t.send(InputEvent::Up(ptr(45.0, 25.0)));
    let after = t.cam.world_to_screen(Vec2 { x: 0.0, y: 0.0 });
    assert!((after.x - before.x - 40.0).abs() < 1e-6 && (after.y - before.y - 20.0).abs() < 1e-6);
    assert!(t.ctl.user_camera);
    let s0 = t.cam.scale();
    t.send(InputEvent::Wheel {
        x: 300.0,
        y: 300.0,
        dy: -200.0,
    });
    assert!(t.cam.scale() > s0);
    t.send(InputEvent::Command(Command::ResetView));
    assert!(!t.ctl.user_camera);
}

#[test]
fn pinch_zooms_and_never_drags() {
    let mut t = with_play();
    let s0 = t.cam.scale();
    let touch = |id, x, y| Pointer {
        id,
        kind: PointerKind::Touch,
        x,
        y,
    };
    t.send(InputEvent::Down(touch(1, 300.0, 300.0)));
    t.send(InputEvent::Down(touch(2, 400.0, 300.0)));
    t.send(InputEvent::Move(touch(2, 500.0, 300.0)));
    assert!(t.cam.scale() > s0 * 1.5);
    t.send(InputEvent::Up(touch(1, 300.0, 300.0)));
    t.send(InputEvent::Up(touch(2, 500.0, 300.0)));
    assert!(t.ctl.drag.is_none());
}

#[test]
fn unplayable_click_explains() {
    let mut t = Table::must_draw();
    let tile = t.ctl.rack.tiles[0];
    let p = t.rack_point(tile);
    click(&mut t, p);
    let msg = t.ctl.message.clone().unwrap();
    assert!(msg.ends_with("No tile fits: draw one"), "{msg}");
}

#[test]
fn start_spot_shows_and_takes_a_tap_without_a_selection() {
    let mut t = (0..200)
        .find_map(|seed| Table::find(seed, |s| matches!(s.legal_moves()[..], [Move::Place(_)])))
        .expect("some seed has seat 0 place the start double");
    let Move::Place(d) = t.legal[0] else {
        unreachable!()
    };
    let spots = t.ctl.targets(&ctx(&t.state, &t.legal, &t.lay, &t.geom));
    assert_eq!(
        spots.len(),
        1,
        "the start spot is lit with nothing selected"
    );
    assert_eq!(spots[0].mv, Move::Place(d));
    assert_eq!(t.ctl.selected, None);
    let at = t.screen(spots[0].at);
    assert_eq!(click(&mut t, at), Some(Move::Place(d)));

    // Anywhere else, nothing is lit until a tile is selected.
    let mut u = Table::find(1, |s| {
        s.round().board().start().is_some() && s.legal_moves().len() > 1
    })
    .expect("a position with a choice");
    assert!(u
        .ctl
        .targets(&ctx(&u.state, &u.legal, &u.lay, &u.geom))
        .is_empty());
    let centre = u.screen(Vec2 { x: 0.0, y: 0.0 });
    assert_eq!(
        click(&mut u, centre),
        None,
        "a tap on the table plays nothing"
    );
}

/// A tap on a tile of the table, with nothing to lay, lights its line back
/// to the start double; the same tile again, or the felt, puts it out, and
/// so does picking a tile from the rack.
#[test]
fn a_tap_on_a_tile_of_the_table_lights_its_line() {
    let mut t = Table::find(3, |s| s.round().board().placed().len() >= 12).expect("a table");
    let last = *t.lay.tiles.last().expect("tiles");
    let line = t.lay.line_of(last.tile);
    assert!(line.len() >= 2, "{line:?}");
    assert_eq!(line[0], last.tile);
    assert_eq!(line.last(), t.state.round().board().start().as_ref());
    for w in line.windows(2) {
        let child = t.lay.tiles.iter().find(|x| x.tile == w[0]).unwrap();
        assert_eq!(child.parent, Some(w[1]), "each tile is laid on the next");
    }
    let at = t.screen(last.center);
    assert_eq!(click(&mut t, at), None, "a tap on the table plays nothing");
    assert_eq!(t.ctl.traced, Some(last.tile));
    click(&mut t, at);
    assert_eq!(t.ctl.traced, None, "the same tile again");
    click(&mut t, at);
    let felt = t.screen(Vec2::new(
        t.lay.bounds.max.x + 3.0,
        t.lay.bounds.max.y + 3.0,
    ));
    click(&mut t, felt);
    assert_eq!(t.ctl.traced, None, "the felt");
    click(&mut t, at);
    let tile = t.ctl.rack.tiles[0];
    t.send(InputEvent::Command(Command::SelectTile(tile)));
    assert_eq!(t.ctl.traced, None, "a tile picked from the rack");
    // With a tile picked, a tap on the table is about where it goes.
    click(&mut t, at);
    assert_eq!(t.ctl.traced, None);
}
