//! Unit tests of the placer's geometry (bends, toes, arms, the grid).

use super::*;
use cand::{beside_face, normalize, touching_at};

fn line_box(c: &Cand) -> Obb {
    Kind::Line.obb(c)
}

#[test]
fn arms_are_even_and_clear_of_each_other_and_the_start() {
    for angle in [FRAC_PI_2, 0.0] {
        let start = Obb::new(Vec2::default(), angle, TILE_L, TILE_W);
        for arms in 2..=8u8 {
            let slots: Vec<Cand> = arm_slots(arms, angle)
                .into_iter()
                .map(|(c, a)| Cand::new(c, a))
                .collect();
            for (k, s) in slots.iter().enumerate() {
                let want = 2.0 * PI * k as f64 / arms as f64;
                assert!((s.angle - want).sin().abs() < 1e-12 && (s.angle - want).cos() > 0.0);
                assert!(!line_box(s).overlaps(&start, OVERLAP_EPS), "{arms}/{k}");
                for o in &slots[..k] {
                    assert!(
                        !line_box(s).overlaps(&line_box(o), OVERLAP_EPS),
                        "{arms}/{k}"
                    );
                }
            }
            // Two or four arms run along the double's axes: each touches it.
            if arms == 2 || arms == 4 {
                for s in &slots {
                    assert!(line_box(s).grown(0.01).overlaps(&start, 0.0), "{arms}");
                }
            }
        }
    }
}

/// The start double lies along a wide room's long side and stands in a
/// tall one (or without a shape), so the arms across the short side start
/// nearer the centre: the four-arm cross is a unit shorter than wide in a
/// wide room, and a unit narrower than tall in a tall one.
#[test]
fn the_start_double_lies_along_the_rooms_long_side() {
    // A four-seat double-nine round as it stands once the four arms are
    // laid (the rules lay them before anything else).
    let (mut empty, mut cross) = (None, None);
    random_round(9, 4, 3, |b| {
        if b.placed().is_empty() {
            empty = Some(b.clone());
        }
        if b.placed().len() == 5 && cross.is_none() {
            cross = Some(b.clone());
        }
    });
    let board = cross.expect("a round that lays its four arms");
    // Before it is laid, the layout says where it will lie (the start
    // spot is drawn so), and an empty board's bounds are its box.
    let empty = empty.expect("the board before the start double");
    for (shape, angle) in [(Some(2.0), 0.0), (Some(0.5), FRAC_PI_2), (None, FRAC_PI_2)] {
        let (e, b) = match shape {
            Some(a) => (layout_for(&empty, a), layout_for(&board, a)),
            None => (layout(&empty), layout(&board)),
        };
        assert_eq!((e.start_angle, b.start_angle), (angle, angle));
        assert_eq!(e.spot_pose(None), (angle, 1.0), "the start spot");
        assert_eq!(b.tiles[0].angle, angle);
        let want = Obb::new(Vec2::default(), angle, TILE_L, TILE_W).aabb();
        assert!((e.bounds.width() - want.width()).abs() < 1e-9, "{shape:?}");
        assert!(
            (e.bounds.height() - want.height()).abs() < 1e-9,
            "{shape:?}"
        );
    }
    assert!(board.placed()[1..]
        .iter()
        .all(|p| p.parent == board.start()));
    let size = |l: &Layout| {
        let b = l.tiles.iter().fold(None::<Rect>, |r, t| {
            let a = t.obb().aabb();
            Some(r.map_or(a, |r| r.union(a)))
        });
        let b = b.unwrap();
        (b.width(), b.height())
    };
    let (lay_w, lay_h) = (size(&layout_for(&board, 2.0)), size(&layout(&board)));
    assert!((lay_w.0 - lay_w.1 - 1.0).abs() < 1e-9, "{lay_w:?}");
    assert!((lay_h.1 - lay_h.0 - 1.0).abs() < 1e-9, "{lay_h:?}");
}

#[test]
fn ideal_toes_touch_but_do_not_overlap() {
    for a in [0.0, 0.4, 1.0, 2.5, -2.0] {
        let d = Cand::new(Vec2::new(3.0, -4.0), a);
        let dbox = Kind::Double.obb(&d);
        let toes = toe_slots(&d);
        for (k, t) in toes.iter().enumerate() {
            assert!(!line_box(t).overlaps(&dbox, OVERLAP_EPS));
            // Slightly bigger boxes do overlap: they really touch.
            assert!(
                line_box(t).grown(0.01).overlaps(&dbox, 0.0),
                "toe {k} does not touch"
            );
            for o in &toes[..k] {
                assert!(!line_box(t).overlaps(&line_box(o), OVERLAP_EPS));
            }
        }
        assert!((toes[1].angle - (a - TOE_SPREAD)).sin().abs() < 1e-12);
        assert!((toes[2].angle - (a + TOE_SPREAD)).sin().abs() < 1e-12);
    }
}

#[test]
fn bends_never_overlap_the_parent() {
    for phi in [0.0, 0.3, -1.2, 2.9] {
        let parent = Cand::new(Vec2::new(1.0, 2.0), phi);
        for (kind, bends) in [
            (Kind::Line, &LINE_BENDS[..]),
            (Kind::Line, &RESCUE_BENDS[..]),
            (Kind::Double, &DOUBLE_BENDS[..]),
            (Kind::Double, &DOUBLE_RESCUE_BENDS[..]),
        ] {
            for &d in bends {
                let c = bent(&parent, d, kind);
                assert!(!kind.obb(&c).overlaps(&line_box(&parent), OVERLAP_EPS));
                assert!((c.angle - (phi + d)).sin().abs() < 1e-12);
                assert!(c.dir.distance(Vec2::from_angle(c.angle)) < 1e-12);
            }
        }
    }
}

#[test]
fn normalize_wraps_into_range() {
    for a in [-7.0, -PI, 0.0, PI, 3.5, 20.0] {
        let n = normalize(a);
        assert!(n > -PI && n <= PI + 1e-12);
        assert!((n - a).sin().abs() < 1e-9 && (n - a).cos() > 0.0);
    }
}

#[test]
fn grid_finds_overlaps_across_cells() {
    let mut g = Grid::default();
    let a = Cand::new(Vec2::new(-0.2, 3.9), 0.7);
    g.insert(line_box(&a));
    assert!(!g.free(&line_box(&a.ahead(1.5))));
    assert!(g.free(&line_box(&a.ahead(2.0))));
    assert!(g.free(&line_box(&a.ahead(-2.0))));
    assert_eq!(g.crowd(a.center), 1);
}

#[test]
fn touching_spots_touch_their_box_and_never_overlap_it() {
    for phi in [0.0, 0.3, -1.2, 2.9] {
        let parent = Cand::new(Vec2::new(1.0, 2.0), phi);
        let from = line_box(&parent);
        let e = parent.far_end();
        for kind in [Kind::Line, Kind::Double] {
            // Straight on and centred, it is the plain straight bend.
            let c = touching_at(&from, e, phi, (0.0, 0.0), kind, 1.0).expect("straight on");
            assert!(c.center.distance(bent(&parent, 0.0, kind).center) < 1e-3);
            let mut found = 0;
            for k in -10..=10 {
                let turn = k as f64 * PI / 12.0;
                for j in -4..=4 {
                    let Some(c) = touching_at(&from, e, phi, (j as f64 * 0.25, turn), kind, 1.0)
                    else {
                        continue;
                    };
                    found += 1;
                    let b = kind.obb(&c);
                    assert!(!b.overlaps(&from, OVERLAP_EPS), "{phi} {kind:?} {k} {j}");
                    assert!(
                        b.grown(0.01).overlaps(&from, 0.0),
                        "{phi} {kind:?} {k} {j} apart"
                    );
                    assert!((c.angle - (phi + turn)).sin().abs() < 1e-12);
                }
            }
            // Most of the 189 tries touch; those a unit past the corners
            // and turned away from the end do not.
            assert!(found > 120, "{phi} {kind:?}: {found}");
        }
    }
}

/// A tile on its parent's end face, even turned on its corner or hooked
/// round it by a right angle, is on the end; one moved along the face
/// until only its corner meets the end's corner is beside it, and so is a
/// double whose long side covers less than a quarter of the face.
#[test]
fn a_tile_meeting_only_the_ends_corner_is_beside_it() {
    for phi in [0.0, 0.3, -1.2, 2.9] {
        let parent = Cand::new(Vec2::new(1.0, 2.0), phi);
        let from = line_box(&parent);
        let e = parent.far_end();
        let shifted = |kind: Kind, t: f64, turn: f64| {
            touching_at(&from, e, phi, (t, turn), kind, 1.0).expect("touches")
        };
        // A hook turned back past the end (2π/3) meets it beside the
        // face by design, and is not counted either.
        for d in [
            0.0,
            PI / 6.0,
            -PI / 4.0,
            FRAC_PI_2,
            -FRAC_PI_2,
            2.0 * FRAC_PI_3,
        ] {
            assert!(
                !beside_face(&bent(&parent, d, Kind::Line), Kind::Line, &parent),
                "{phi} {d}"
            );
        }
        assert!(!beside_face(
            &bent(&parent, 0.0, Kind::Double),
            Kind::Double,
            &parent
        ));
        for t in [0.25, 0.5, 0.75, -0.75] {
            assert!(
                !beside_face(&shifted(Kind::Line, t, 0.0), Kind::Line, &parent),
                "{phi} {t}"
            );
        }
        for t in [1.0, -1.0] {
            assert!(
                beside_face(&shifted(Kind::Line, t, 0.0), Kind::Line, &parent),
                "{phi} {t}"
            );
            // Shifted a unit, a double still covers half the face.
            assert!(!beside_face(
                &shifted(Kind::Double, t, 0.0),
                Kind::Double,
                &parent
            ));
        }
        assert!(beside_face(
            &shifted(Kind::Double, 1.5, 0.0),
            Kind::Double,
            &parent
        ));
    }
}

/// A foot `toes` of the double at `d` as every foot must be: each toe
/// touches the double, runs ahead of it and overlaps nothing (the board,
/// the double, the toes before it); the side toes keep to their own sides
/// of the middle one.
fn check_foot(p: &Placer, d: &Cand, toes: &[Cand; 3]) {
    let dbox = Kind::Double.obb(d);
    for (k, t) in toes.iter().enumerate() {
        let b = line_box(t);
        assert!(!b.overlaps(&dbox, OVERLAP_EPS) && p.grid.free(&b));
        assert!(b.grown(0.01).overlaps(&dbox, 0.0), "toe {k} apart");
        assert!(t.dir.dot(d.dir) > 0.0, "toe {k} turned back");
        for o in &toes[..k] {
            assert!(!b.overlaps(&line_box(o), OVERLAP_EPS));
        }
    }
    let side = |t: &Cand| (t.center - d.center).dot(d.dir.perp());
    assert!(side(&toes[1]) < side(&toes[0]) && side(&toes[0]) < side(&toes[2]));
}

/// A blocker at every spot of a grid around a double: wherever the
/// turned toes find no room but a snug foot does, its toes touch the
/// double, run ahead of it and overlap nothing; and there are such spots.
#[test]
fn snug_feet_squeeze_in_where_turned_toes_do_not() {
    let d = Cand::new(Vec2::default(), 0.0);
    let dbox = Kind::Double.obb(&d);
    let mut rescued = 0;
    for bx in -4..=12 {
        for by in -12..=12 {
            for a in [0.0, FRAC_PI_4, FRAC_PI_2] {
                let blocker = Cand::new(Vec2::new(bx as f64 * 0.25, by as f64 * 0.25), a);
                if line_box(&blocker).overlaps(&dbox, OVERLAP_EPS) {
                    continue;
                }
                let mut p = Placer::new(4, None);
                p.grid.insert(line_box(&blocker));
                if p.foot(&d, Foot::Turned, &[]).is_some() {
                    continue;
                }
                let Some(toes) = p.foot(&d, Foot::Snug, &[]) else {
                    continue;
                };
                rescued += 1;
                check_foot(&p, &d, &toes);
            }
        }
    }
    assert!(rescued > 20, "{rescued} feet rescued");
}

/// A double boxed in ahead keeps its foot as a cross: where no side toe
/// finds room on the far face, one leaves from the double's short end on
/// its side, turned ahead. Swept over pairs of blockers (one and its
/// mirror image across the double's line): every such foot's toes touch
/// the double, run ahead of it, overlap nothing and keep their sides; and
/// there are such feet (none without the cross).
#[test]
fn a_boxed_in_double_keeps_its_toes_as_a_cross() {
    let d = Cand::new(Vec2::default(), 0.0);
    let dbox = Kind::Double.obb(&d);
    let mut crosses = 0;
    for bx in -4..=12 {
        for by in 2..=12 {
            for a in [0.0, FRAC_PI_4, FRAC_PI_2, -FRAC_PI_4] {
                let at =
                    |s: f64| Cand::new(Vec2::new(bx as f64 * 0.25, s * by as f64 * 0.25), s * a);
                let (b1, b2) = (line_box(&at(1.0)), line_box(&at(-1.0)));
                if b1.overlaps(&dbox, OVERLAP_EPS) || b1.overlaps(&b2, OVERLAP_EPS) {
                    continue;
                }
                let mut p = Placer::new(4, None);
                p.grid.insert(b1);
                p.grid.insert(b2);
                let Some(toes) = p.foot(&d, Foot::Snug, &[]) else {
                    continue;
                };
                check_foot(&p, &d, &toes);
                // A side toe that meets the double beside its far face (its
                // near end level with the double's middle or behind the
                // far face, out past the corner) left from a short end.
                let from_end = toes[1..].iter().any(|t| {
                    let q = t.near_end() - d.center;
                    q.dot(d.dir) < TILE_W * 0.5 - 0.1 && q.dot(d.dir.perp()).abs() > TILE_L * 0.5
                });
                if from_end {
                    crosses += 1;
                }
            }
        }
    }
    assert!(crosses > 20, "{crosses} cross feet");
}

/// A tile pushed off a boxed-in end goes where its connector to the
/// parent crosses no tile, when such a spot is near: here a wall stands
/// across the parent's end, the nearest free spot straight on is behind
/// it, and the tile goes round it instead.
#[test]
fn a_detached_tile_goes_where_its_connector_is_clear() {
    let parent = Cand::new(Vec2::default(), 0.0);
    let from = line_box(&parent);
    let e = Vec2::new(TILE_L * 0.5, 0.0);
    let mut p = Placer::new(4, None);
    let pi = line_node(&mut p, Tile::new(9, 5), Vec2::default(), 0.0);
    // The wall: upright, touching the end's face, a unit each side of it.
    p.grid
        .insert(line_box(&Cand::new(Vec2::new(1.5, 0.0), FRAC_PI_2)));
    let behind = Cand::new(Vec2::new(3.0, 0.0), 0.0);
    assert!(p.fits(Kind::Line, &behind, Foot::Turned).is_some());
    assert!(!p.link_clear(&from, &line_box(&behind)));
    for kind in [Kind::Line, Kind::Double] {
        let (c, _) = p.search_near(kind, e, 0.0, pi);
        assert!(p.grid.free(&kind.obb(&c)), "{kind:?}");
        assert!(p.link_clear(&from, &kind.obb(&c)), "{kind:?} at {c:?}");
        assert!(c.center.distance(e) < 6.0, "{kind:?} at {c:?}");
    }
}

/// Boxes shutting in `from` (a tile lying along x at the origin): tiles
/// above, below and behind it, and a wall across its end, with a gap of a
/// fifth of a unit in the wall when `gap` is set.
fn pocket(gap: bool) -> (Placer, Obb) {
    let from = line_box(&Cand::new(Vec2::default(), 0.0));
    let mut p = Placer::new(4, None);
    p.grid.insert(from);
    for c in [
        Cand::new(Vec2::new(0.0, -1.0), 0.0),
        Cand::new(Vec2::new(0.0, 1.0), 0.0),
        Cand::new(Vec2::new(-1.5, 0.0), FRAC_PI_2),
    ] {
        p.grid.insert(line_box(&c));
    }
    // The wall across the end (x from 1 to 2): below, y from -1.5 to
    // 0.1; above, from 0.3 (a gap of 0.2 in front of the end) or from 0.1
    // (no gap) to 1.5.
    p.grid
        .insert(Obb::new(Vec2::new(1.5, -0.7), FRAC_PI_2, 1.6, TILE_W));
    let upper = if gap {
        Obb::new(Vec2::new(1.5, 0.9), FRAC_PI_2, 1.2, TILE_W)
    } else {
        Obb::new(Vec2::new(1.5, 0.8), FRAC_PI_2, 1.4, TILE_W)
    };
    p.grid.insert(upper);
    (p, from)
}

/// A connector whose straight line would pass under a tile goes round it
/// through a gap, from the parent's border to the tile's, crossing no box;
/// with no gap it keeps the straight line.
#[test]
fn a_connector_goes_round_the_tiles_through_a_gap() {
    let to_box = line_box(&Cand::new(Vec2::new(4.0, -2.0), 0.0));
    for gap in [true, false] {
        let (mut p, from) = pocket(gap);
        p.grid.insert(to_box);
        let (a, z) = from.nearest_pair(&to_box);
        assert!(
            !p.grid.free(&route::piece(a, z, 0.0)),
            "the straight line is blocked"
        );
        let points = p.route(&from, &to_box);
        let (first, last) = (points[0], points[points.len() - 1]);
        assert!(from.nearest(first).distance(first) < 1e-9, "{points:?}");
        assert!(to_box.nearest(last).distance(last) < 1e-9, "{points:?}");
        if !gap {
            assert_eq!(points, vec![a, z]);
            continue;
        }
        assert!(points.len() > 2, "{points:?}");
        for w in points.windows(2) {
            assert!(
                p.grid.free(&route::piece(w[0], w[1], 0.0)),
                "{w:?} of {points:?}"
            );
        }
        let long: f64 = points.windows(2).map(|w| w[0].distance(w[1])).sum();
        assert!(long < 8.0, "{long} for {points:?}");
    }
}

/// Lays line tile `t` centred at `center`, running along `angle` (its low
/// pip at the free end, ahead), as an open end, and returns its node.
fn line_node(p: &mut Placer, t: Tile, center: Vec2, angle: f64) -> usize {
    let tile = PlacedTile {
        tile: t,
        center,
        angle,
        crosswise: false,
        near: t.hi(),
        far: t.lo(),
        parent: None,
        attached: true,
        scale: 1.0,
    };
    let i = p.nodes.len();
    p.grid.insert(tile.obb());
    p.index[t.index()] = i as u16;
    p.nodes.push(Node {
        tile,
        slots: [Cand::default(); 8],
        nslots: 0,
        taken: 0,
        offers: tile.far,
    });
    p.open.push(i as u16);
    i
}

/// A placer with one open line end offering 5 (a tile lying along x at
/// the origin, its free end at x = 1) and a wall along the upper side of
/// the room ahead of it (y from 0.6 to 1.6, x from 1 to 7).
fn end_beside_a_wall() -> (Placer, usize) {
    let mut p = Placer::new(4, None);
    line_node(&mut p, Tile::new(9, 5), Vec2::default(), 0.0);
    // A tile far off: the parent of the tiles tried below.
    let far = line_node(&mut p, Tile::new(9, 8), Vec2::new(-40.0, 0.0), 0.0);
    p.grid
        .insert(Obb::new(Vec2::new(4.0, 1.1), 0.0, 6.0, TILE_W));
    (p, far)
}

/// A tile is not laid where it would leave a nearby open end room for a
/// line but none for a double and its foot, while that end's double is
/// still to come: here a tile along the lower side leaves a corridor a
/// line tile runs down but no double fits; once 5-5 is on the table, the
/// same tile may go there.
#[test]
fn a_tile_keeps_room_for_a_double_still_to_come() {
    let (mut p, parent) = end_beside_a_wall();
    let end = Cand::new(Vec2::default(), 0.0);
    let c = Cand::new(Vec2::new(2.0, -1.1), 0.0);
    let toes = [Cand::default(); 3];
    assert!(p.fits(Kind::Line, &c, Foot::Turned).is_some());
    assert!(p.foot_room(&end, &[]), "room for a double before");
    assert!(!p.foot_room(&end, &[line_box(&c)]), "none after");
    assert!(p.roomy_end(&end, &[line_box(&c)]), "a line still runs on");
    assert!(p.seals(Kind::Line, &c, &toes, parent));
    // That one end, and only it, is what the tile seals.
    assert_eq!(p.sealed(Kind::Line, &c, &toes, parent, usize::MAX), 1);
    // 5-5 laid (far away): no double can come to the end any more.
    let five = Tile::new(5, 5);
    p.index[five.index()] = 1;
    assert!(!p.seals(Kind::Line, &c, &toes, parent));
    assert_eq!(p.sealed(Kind::Line, &c, &toes, parent, usize::MAX), 0);
}

/// A tile pushed off its parent passes over the nearest spot whose
/// connector is clear when it would seal an open end, for one that seals
/// none: here a wall across the parent's end leaves clear spots above and
/// below it, and an open end points at the upper one.
#[test]
fn a_detached_tile_leaves_other_ends_their_room() {
    let e = Vec2::new(TILE_L * 0.5, 0.0);
    let mut p = Placer::new(4, None);
    let pi = line_node(&mut p, Tile::new(9, 5), Vec2::default(), 0.0);
    p.grid
        .insert(line_box(&Cand::new(Vec2::new(1.5, 0.0), FRAC_PI_2)));
    let above = Vec2::new(1.0, 2.0);
    let (c, _) = p.search_near(Kind::Line, e, 0.0, pi);
    assert!(c.center.distance(above) < 1e-9, "alone, above: {c:?}");
    // An open end offering 3, its free end a unit left of that spot.
    line_node(&mut p, Tile::new(7, 3), Vec2::new(-1.0, 2.0), 0.0);
    let toes = [Cand::default(); 3];
    let spot = Cand::new(above, FRAC_PI_2);
    assert_eq!(p.sealed(Kind::Line, &spot, &toes, pi, usize::MAX), 1);
    let (c, _) = p.search_near(Kind::Line, e, 0.0, pi);
    assert_eq!(p.sealed(Kind::Line, &c, &toes, pi, usize::MAX), 0, "{c:?}");
    assert!(
        p.link_clear(&p.nodes[pi].tile.obb(), &line_box(&c)),
        "{c:?}"
    );
    assert!(c.center.y < 0.0, "below now: {c:?}");
}

/// An open end at the back of a bay two units wide and nine deep
/// (offering 5, its free end at x = 1), walled above, below and behind,
/// its mouth at x = 10; and a far-off tile to be the parent of the tiles
/// tried. The raster is built from the boxes.
fn end_in_a_bay() -> (Placer, usize, Cand) {
    let mut p = Placer::new(4, None);
    line_node(&mut p, Tile::new(9, 5), Vec2::default(), 0.0);
    let far = line_node(&mut p, Tile::new(9, 8), Vec2::new(-40.0, 0.0), 0.0);
    for b in [
        Obb::new(Vec2::new(4.5, 1.5), 0.0, 11.0, TILE_W),
        Obb::new(Vec2::new(4.5, -1.5), 0.0, 11.0, TILE_W),
        Obb::new(Vec2::new(-1.5, 0.0), FRAC_PI_2, 4.0, TILE_W),
    ] {
        p.grid.insert(b);
    }
    let extent = p.grid.boxes().map(|b| b.aabb()).reduce(|a, b| a.union(b));
    p.extent = extent;
    if let Some(e) = extent {
        p.raster = reach::Raster::build(&e, p.grid.boxes());
    }
    (p, far, Cand::new(Vec2::default(), 0.0))
}

/// A tile is not laid where it would shut an open end in, even far from
/// it: here a tile across the bay's mouth, nine units from the end (out
/// of the room check's reach), leaves the end room for four tiles but no
/// way out, so it counts as sealing it; beside the mouth it seals
/// nothing. Once such a tile is laid anyway, the end is shut in.
#[test]
fn a_tile_never_shuts_an_open_end_in() {
    let (mut p, far, end) = end_in_a_bay();
    let toes = [Cand::default(); 3];
    let across = Cand::new(Vec2::new(10.5, 0.0), FRAC_PI_2);
    let beside = Cand::new(Vec2::new(10.5, 4.0), FRAC_PI_2);
    let none = [0usize; 0];
    for c in [&across, &beside] {
        assert!(p.fits(Kind::Line, c, Foot::Turned).is_some(), "{c:?}");
    }
    assert!(p.roomy_end(&end, &[line_box(&across)]), "room for a line");
    assert!(p
        .raster
        .escapes(end.far_end(), end.dir, &none, &reach::Cut::Kept));
    assert_eq!(p.sealed(Kind::Line, &across, &toes, far, usize::MAX), 1);
    assert!(p.seals(Kind::Line, &across, &toes, far));
    assert_eq!(p.sealed(Kind::Line, &beside, &toes, far, usize::MAX), 0);
    p.block(line_box(&across));
    assert!(!p
        .raster
        .escapes(end.far_end(), end.dir, &none, &reach::Cut::Kept));
}

/// Plays a random round (seeded) of `set` with `seats` seats to its end:
/// `each` sees the board before every move; returns the last board.
pub(super) fn random_round(
    set: u8,
    seats: u8,
    seed: u64,
    mut each: impl FnMut(&crate::rules::Board),
) -> crate::rules::Board {
    use crate::rules::{deal_round, Rng, Round, Rules};
    let rules = Rules::standard(set, seats);
    let deal = deal_round(&rules, seed, 0);
    let mut round = Round::new(&rules, 0, &deal);
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    while round.end().is_none() {
        each(round.board());
        round.legal_moves_into(&mut moves);
        round.apply_unchecked(*rng.pick(&moves).expect("a legal move"));
    }
    round.board().clone()
}

/// Random finished rounds (`n` of them, double-twelve with eight arms),
/// each board's placements.
fn random_boards(n: u64) -> Vec<crate::rules::Board> {
    (0..n)
        .map(|seed| random_round(12, 8, seed, |_| {}))
        .collect()
}

/// The raster kept up tile by tile (each tile judged by the cells round
/// it) is the raster built and flooded from scratch after every tile;
/// and the cut a candidate makes, judged the same way, is what flooding
/// the whole raster with it says.
#[test]
fn the_raster_kept_tile_by_tile_is_the_raster_flooded_whole() {
    let mut cuts = [0usize; 2];
    for board in random_boards(4) {
        let mut p = Placer::new(board.arms(), Some(1.6));
        for pl in board.placed() {
            p.add(pl);
            let e = p.extent.expect("a tile laid");
            let whole = reach::Raster::build(&e, p.grid.boxes());
            assert_eq!(p.raster.differences(&whole), 0, "after {pl:?}");
            // Line tiles tried at every open end, on every usual bend.
            for &i in &p.open {
                let t = &p.nodes[i as usize].tile;
                let t = Cand::of(t);
                for &d in &LINE_BENDS[..5] {
                    let c = bent(&t, d, Kind::Line);
                    let new = p.raster.newly(&[line_box(&c)]);
                    let cut = p.raster.cut(&new);
                    cuts[usize::from(matches!(cut, reach::Cut::Pockets(_)))] += 1;
                    assert!(
                        p.raster.all_reached_after(&new, &cut) == p.raster.flooded_with(&new),
                        "{c:?} after {pl:?}"
                    );
                }
            }
        }
    }
    // Both kinds of cut were met.
    assert!(cuts[0] > 0 && cuts[1] > 0, "{cuts:?}");
}

/// A placer with one open line end offering 5 (a tile lying along x at
/// the origin, its free end at x = 1) at the back of a pocket 1.2 units
/// deep and 1.6 wide, the tile walled in behind and along its sides: no
/// whole tile touches the end there.
fn end_in_a_pocket() -> (Placer, usize) {
    let mut p = Placer::new(4, None);
    let pi = line_node(&mut p, Tile::new(9, 5), Vec2::default(), 0.0);
    for b in [
        Obb::new(Vec2::new(2.7, 0.0), FRAC_PI_2, 5.6, TILE_W),
        Obb::new(Vec2::new(0.5, 1.3), 0.0, 3.4, TILE_W),
        Obb::new(Vec2::new(0.5, -1.3), 0.0, 3.4, TILE_W),
        Obb::new(Vec2::new(-1.7, 0.0), FRAC_PI_2, 3.6, TILE_W),
    ] {
        p.grid.insert(b);
    }
    (p, pi)
}

/// Where no whole tile touches an open end, a line tile is shrunk, to the
/// largest of [`SHRINK`] that touches it, rather than pushed off: here
/// 0.6 of a tile, straight on, filling the pocket's depth.
#[test]
fn a_tile_shrinks_to_touch_an_end_with_no_room_for_a_whole_one() {
    let (p, pi) = end_in_a_pocket();
    let parent = p.nodes[pi].tile.obb();
    assert!(p.touching(pi, Kind::Line, 1.0, true).is_none());
    let (c, _, attached) = p.place_on_line(pi, Kind::Line);
    assert!(attached, "{c:?}");
    assert!((c.scale - 0.6).abs() < 1e-12, "{c:?}");
    assert!(p.touching(pi, Kind::Line, 0.7, true).is_none());
    let b = Kind::Line.obb(&c);
    assert!((b.half_len - 0.6).abs() < 1e-12 && (b.half_wid - 0.3).abs() < 1e-12);
    assert!(p.grid.free(&b), "{c:?}");
    assert!(b.grown(0.01).overlaps(&parent, OVERLAP_EPS), "{c:?}");
    assert!(
        c.center.distance(Vec2::new(1.6, 0.0)) < 1e-3,
        "straight on: {c:?}"
    );
}

/// A tile shrunk into a pocket leaves its own free end a way out where
/// one is to be had: here the pocket of [`end_in_a_pocket`] has a slot
/// 0.55 wide in its far wall, off the middle, and the tile straight on,
/// the cheapest spot, would face the wall; the tile moves over to face the
/// slot, whose far side is open, so that its end can take a half-size
/// tile ([`Placer::way_out`]).
#[test]
fn a_shrunk_tile_leaves_its_end_a_way_out() {
    let (mut p, pi) = end_in_a_pocket();
    p.grid = Grid::default();
    for b in [
        // The far wall, 1.2 ahead of the end, with a slot from 0.25 to 0.8
        // above the middle.
        Obb::new(Vec2::new(2.7, -1.275), FRAC_PI_2, 3.05, TILE_W),
        Obb::new(Vec2::new(2.7, 1.8), FRAC_PI_2, 2.0, TILE_W),
        Obb::new(Vec2::new(0.5, 1.3), 0.0, 3.4, TILE_W),
        Obb::new(Vec2::new(0.5, -1.3), 0.0, 3.4, TILE_W),
        Obb::new(Vec2::new(-1.7, 0.0), FRAC_PI_2, 3.6, TILE_W),
        p.nodes[pi].tile.obb(),
    ] {
        p.grid.insert(b);
    }
    assert!(p.touching(pi, Kind::Line, 1.0, true).is_none());
    let straight = touching_at(
        &p.nodes[pi].tile.obb(),
        Vec2::new(1.0, 0.0),
        0.0,
        (0.0, 0.0),
        Kind::Line,
        0.6,
    )
    .expect("touches");
    assert!(p.grid.free(&Kind::Line.obb(&straight)));
    assert_eq!(p.way_out(Kind::Line, &straight, &[Cand::default(); 3]), 0);
    let (c, toes, attached) = p.place_on_line(pi, Kind::Line);
    assert!(attached && c.scale < 1.0, "{c:?}");
    assert!(p.way_out(Kind::Line, &c, &toes) >= 1, "{c:?}");
    assert!(c.center.y > 0.1, "moved towards the slot: {c:?}");
}

/// A double shrunk to touch an end takes toes of its size, each touching
/// it and clear of everything; its free toe slots are ghosts of that size.
#[test]
fn a_shrunk_double_has_a_foot_of_its_size() {
    let (mut p, pi) = end_in_a_pocket();
    // Open the pocket's far wall: room ahead for small toes, none for a
    // whole double with its foot at the end.
    p.grid = Grid::default();
    for b in [
        Obb::new(Vec2::new(0.5, 1.3), 0.0, 3.4, TILE_W),
        Obb::new(Vec2::new(0.5, -1.3), 0.0, 3.4, TILE_W),
        Obb::new(Vec2::new(-1.7, 0.0), FRAC_PI_2, 3.6, TILE_W),
        Obb::new(Vec2::new(3.6, 1.2), 0.0, 2.0, TILE_W),
        Obb::new(Vec2::new(3.6, -1.2), 0.0, 2.0, TILE_W),
        p.nodes[pi].tile.obb(),
    ] {
        p.grid.insert(b);
    }
    assert!(p.touching(pi, Kind::Double, 1.0, true).is_none());
    let (c, toes, attached) = p.place_on_line(pi, Kind::Double);
    assert!(attached && c.scale < 1.0, "{c:?}");
    check_foot(&p, &c, &toes);
    for t in &toes {
        assert_eq!(t.scale, c.scale, "{t:?}");
        let b = line_box(t);
        assert!(b.grown(0.01).overlaps(&Kind::Double.obb(&c), OVERLAP_EPS));
    }
}

/// The room a tile takes from the open ends near it: a tile laid across
/// the corridor ahead of an open end takes the straight room it had beyond
/// one tile (4 → 1), one laid beside the end none, and the parent's own
/// end never counts. Only a wide window weighs it.
#[test]
fn a_tile_across_a_corridor_takes_its_room() {
    let mut p = Placer::new(4, Some(2.0));
    let end = line_node(&mut p, Tile::new(9, 5), Vec2::default(), 0.0);
    let far = line_node(&mut p, Tile::new(9, 8), Vec2::new(-40.0, 0.0), 0.0);
    let toes = [Cand::default(); 3];
    let e = Cand::of(&p.nodes[end].tile);
    assert_eq!(p.room(e.far_end(), e.dir, &[]), ROOM);
    let across = Cand::new(e.far_end() + e.dir * 3.0, FRAC_PI_2);
    let beside = Cand::new(Vec2::new(0.0, 3.0), 0.0);
    assert!(p.fits(Kind::Line, &across, Foot::Turned).is_some());
    assert!(p.fits(Kind::Line, &beside, Foot::Turned).is_some());
    assert_eq!(p.room_taken(Kind::Line, &across, &toes, far), ROOM - 1);
    assert_eq!(p.room_taken(Kind::Line, &beside, &toes, far), 0);
    assert_eq!(
        p.room_taken(Kind::Line, &across, &toes, end),
        0,
        "the parent's own end"
    );
    assert_eq!(p.taken_weight(), TAKEN_WEIGHT);
    assert_eq!(Placer::new(4, Some(0.5)).taken_weight(), 0.0);
    assert_eq!(Placer::new(4, None).taken_weight(), 0.0);
}

/// A line set off the axes (a side toe's at 60°, or one at 45°, out in
/// the open, heading away from the centre) turns back onto them at its
/// next tile, where going straight on would cost nothing else; a line on
/// the axes goes straight on.
#[test]
fn a_line_off_the_axes_turns_back_onto_them() {
    let away = |a: f64| Vec2::new(a.cos(), a.sin()) * 20.0;
    let sixty = FRAC_PI_3;
    let mut p = Placer::new(4, None);
    let off = line_node(&mut p, Tile::new(9, 5), away(sixty), sixty);
    let (c, _, attached) = p.place_on_line(off, Kind::Line);
    assert!(attached);
    assert!(!off_axes(c.angle), "{}°", c.angle.to_degrees());
    assert!(off_axes(sixty) && !off_axes(FRAC_PI_2) && !off_axes(-PI));
    // At 45° no usual bend (30° steps) reaches the axes: a 45° one does.
    let mut p = Placer::new(4, None);
    let diagonal = line_node(&mut p, Tile::new(9, 5), away(FRAC_PI_4), FRAC_PI_4);
    let (c, _, _) = p.place_on_line(diagonal, Kind::Line);
    assert!(!off_axes(c.angle), "{}°", c.angle.to_degrees());
    let mut p = Placer::new(4, None);
    let on = line_node(&mut p, Tile::new(9, 5), away(FRAC_PI_2), FRAC_PI_2);
    let (c, _, _) = p.place_on_line(on, Kind::Line);
    assert!(
        (c.angle - FRAC_PI_2).abs() < 1e-9,
        "{}°",
        c.angle.to_degrees()
    );
}
