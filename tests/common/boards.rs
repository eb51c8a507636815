//! Random finished boards and every property a layout of one must have,
//! shared by the native layout suite (`tests/layout.rs`) and the same
//! checks on the wasm build in a browser (`tests/web.rs`).

use chickenfoot::layout::{
    hit_end, hit_tile, Camera, Layout, OpenEnd, PlacedTile, Vec2, TILE_L, TILE_W,
};
use chickenfoot::rules::{deal_round, Board, DrawnTile, Move, Rng, Round, Rules, StartSearch};
use std::f64::consts::PI;

/// Touching boxes are fine; overlapping by more than this is not.
pub const TOL: f64 = 1e-6;

/// Corners of a box of `len` along `angle` and `wid` across, centred on `c`
/// (computed here independently of the library).
pub fn box_corners(c: Vec2, angle: f64, len: f64, wid: f64) -> [Vec2; 4] {
    let (s, co) = angle.sin_cos();
    let a = Vec2::new(co * len / 2.0, s * len / 2.0);
    let b = Vec2::new(-s * wid / 2.0, co * wid / 2.0);
    let p = |x: f64, y: f64| Vec2::new(c.x + a.x * x + b.x * y, c.y + a.y * x + b.y * y);
    [p(-1.0, -1.0), p(1.0, -1.0), p(1.0, 1.0), p(-1.0, 1.0)]
}

pub fn tile_corners(t: &PlacedTile) -> [Vec2; 4] {
    let along = if t.crosswise {
        t.angle + PI / 2.0
    } else {
        t.angle
    };
    box_corners(t.center, along, TILE_L * t.scale, TILE_W * t.scale)
}

pub fn end_corners(e: &OpenEnd) -> [Vec2; 4] {
    box_corners(e.center, e.angle, TILE_L * e.scale, TILE_W * e.scale)
}

/// The least size a tile may be shrunk to so as to touch its parent
/// (`PlacedTile::scale`).
pub const LEAST_SCALE: f64 = 0.5;

/// Separating-axis test for two convex quadrilaterals: true if they overlap
/// by more than `TOL` along every edge normal.
pub fn quads_overlap(p: &[Vec2; 4], q: &[Vec2; 4]) -> bool {
    for poly in [p, q] {
        for i in 0..4 {
            let e = Vec2::new(
                poly[(i + 1) % 4].x - poly[i].x,
                poly[(i + 1) % 4].y - poly[i].y,
            );
            let len = (e.x * e.x + e.y * e.y).sqrt();
            let n = Vec2::new(-e.y / len, e.x / len);
            let proj = |v: &[Vec2; 4]| {
                let ds = v.map(|c| c.x * n.x + c.y * n.y);
                (
                    ds.iter().cloned().fold(f64::INFINITY, f64::min),
                    ds.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
                )
            };
            let (a0, a1) = proj(p);
            let (b0, b1) = proj(q);
            if a1 <= b0 + TOL || b1 <= a0 + TOL {
                return false;
            }
        }
    }
    true
}

pub fn aabb(c: &[Vec2; 4]) -> (f64, f64, f64, f64) {
    let xs = c.map(|p| p.x);
    let ys = c.map(|p| p.y);
    (
        xs.iter().cloned().fold(f64::INFINITY, f64::min),
        xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
        ys.iter().cloned().fold(f64::INFINITY, f64::min),
        ys.iter().cloned().fold(f64::NEG_INFINITY, f64::max),
    )
}

/// Every overlapping pair `(i, j)` among `a` (and, if given, between `a` and `b`).
pub fn overlapping(a: &[[Vec2; 4]], b: Option<&[[Vec2; 4]]>) -> Option<(usize, usize)> {
    let ba: Vec<_> = a.iter().map(aabb).collect();
    let near = |x: &(f64, f64, f64, f64), y: &(f64, f64, f64, f64)| {
        x.0 < y.1 - TOL && y.0 < x.1 - TOL && x.2 < y.3 - TOL && y.2 < x.3 - TOL
    };
    match b {
        None => {
            for i in 0..a.len() {
                for j in i + 1..a.len() {
                    if near(&ba[i], &ba[j]) && quads_overlap(&a[i], &a[j]) {
                        return Some((i, j));
                    }
                }
            }
        }
        Some(b) => {
            for (j, q) in b.iter().enumerate() {
                let bq = aabb(q);
                for i in 0..a.len() {
                    if near(&ba[i], &bq) && quads_overlap(&a[i], q) {
                        return Some((i, j));
                    }
                }
            }
        }
    }
    None
}

/// How the random player picks among legal moves.
#[derive(Clone, Copy, Debug)]
pub enum Style {
    /// Uniformly at random.
    Random,
    /// Plays on the most recently laid tile when it can: long snakes.
    Latest,
    /// Plays on the oldest open tile when it can: lines grow side by side.
    Oldest,
}

/// Random rules for a set and arm count: a mix of player counts and hand
/// sizes, including few players with big hands (long lines).
pub fn random_rules(set: u8, arms: u8, rng: &mut Rng) -> Rules {
    let players = if rng.below(3) == 0 {
        2 + rng.below(2) as u8
    } else {
        2 + rng.below(7) as u8
    };
    let mut rules = Rules::standard(set, players);
    rules.arms = arms;
    rules.start_search = match rng.below(3) {
        0 => StartSearch::DrawInTurn,
        1 => StartSearch::AllDraw,
        _ => StartSearch::BeforeDeal,
    };
    rules.drawn_tile = if rng.below(2) == 0 {
        DrawnTile::Must
    } else {
        DrawnTile::May
    };
    if rng.below(4) == 0 {
        rules.boneyard_reserve = rng.below(3) as u64;
    }
    let room = rules.tiles() - 1;
    rules.hand_size = match rng.below(3) {
        0 => rules.hand_size,
        // Big hands: most of the set is dealt.
        1 => (room / players as usize - rng.below(3)).max(1) as u32,
        _ => (1 + rng.below(room / players as usize)) as u32,
    };
    rules.validate().expect("valid random rules");
    rules
}

/// Plays one random round to the end, calling `each` after every move.
pub fn play_round(set: u8, arms: u8, seed: u64, mut each: impl FnMut(&Round, Move)) -> Round {
    let mut rng = Rng::new(seed);
    let rules = random_rules(set, arms, &mut rng);
    let style = [Style::Random, Style::Latest, Style::Oldest][rng.below(3)];
    let r = rng.below(rules.rounds.len());
    let deal = deal_round(&rules, seed, r);
    let mut round = Round::new(&rules, r, &deal);
    let mut moves = Vec::new();
    let mut count = 0;
    let mut pos = [0usize; 190];
    let mut known = 0;
    while round.end().is_none() {
        round.legal_moves_into(&mut moves);
        assert!(!moves.is_empty(), "no legal move: seed {seed}");
        // Board position of each placed tile, by tile index.
        for (i, p) in round.board().placed().iter().enumerate().skip(known) {
            pos[p.tile.index()] = i;
            known = i + 1;
        }
        let order = |m: &Move| match m {
            Move::Play { on, .. } => Some(pos[on.index()]),
            _ => None,
        };
        let mv = match style {
            Style::Random => *rng.pick(&moves).unwrap(),
            Style::Latest | Style::Oldest => {
                let plays: Vec<(usize, Move)> = moves
                    .iter()
                    .filter_map(|m| order(m).map(|o| (o, *m)))
                    .collect();
                if plays.is_empty() {
                    *rng.pick(&moves).unwrap()
                } else {
                    let best = match style {
                        Style::Latest => plays.iter().map(|p| p.0).max(),
                        _ => plays.iter().map(|p| p.0).min(),
                    }
                    .unwrap();
                    let top: Vec<Move> =
                        plays.iter().filter(|p| p.0 == best).map(|p| p.1).collect();
                    *rng.pick(&top).unwrap()
                }
            }
        };
        round.apply_unchecked(mv);
        each(&round, mv);
        count += 1;
        assert!(count < 100_000, "round does not end: seed {seed}");
    }
    round
}

pub fn seed_for(set: u8, arms: u8, i: usize) -> u64 {
    (set as u64) << 48 | (arms as u64) << 40 | i as u64
}

/// Every property a layout must have; panics with a description otherwise.
pub fn check(board: &Board, l: &Layout, what: &str) -> (usize, usize) {
    let placed = board.placed();
    assert_eq!(l.tiles.len(), placed.len(), "{what}");
    for (t, p) in l.tiles.iter().zip(placed) {
        assert_eq!(t.tile, p.tile, "{what}");
        assert_eq!(t.parent, p.parent, "{what}");
        assert!(t.center.x.is_finite() && t.center.y.is_finite() && t.angle.is_finite());
        assert_eq!(
            t.crosswise,
            p.parent.is_some() && p.tile.is_double(),
            "{what}"
        );
        assert!(
            t.tile.has(t.near) && t.tile.other(t.near) == t.far,
            "{what}"
        );
        if let Some(q) = p.parent {
            assert!(q.has(t.near), "{what}: {} near pip {}", t.tile, t.near);
        }
        // Whole, or shrunk no further than half a tile, and only to touch
        // its parent: never pushed off as well.
        assert!(
            (LEAST_SCALE - 1e-12..=1.0).contains(&t.scale),
            "{what}: {} at {}",
            t.tile,
            t.scale
        );
        assert!(
            t.scale == 1.0 || t.attached,
            "{what}: {} shrunk and pushed off",
            t.tile
        );
    }
    for e in &l.ends {
        assert!(
            (LEAST_SCALE - 1e-12..=1.0).contains(&e.scale),
            "{what}: {e:?}"
        );
    }
    // No two tiles overlap; no ghost overlaps a tile.
    let tc: Vec<_> = l.tiles.iter().map(tile_corners).collect();
    // A tile counted as attached touches its parent: grown by 0.01 on every
    // side, its box overlaps the parent's. Toes too (they used to be pushed
    // up to a unit off a cramped double, up to 1.5 units off in all);
    // arms are checked by `check_shape`.
    for (i, t) in l.tiles.iter().enumerate() {
        let Some(j) = t
            .parent
            .and_then(|q| l.tiles.iter().position(|u| u.tile == q))
        else {
            continue;
        };
        let parent = &l.tiles[j];
        if !t.attached || parent.parent.is_none() {
            continue;
        }
        let slack = 0.01;
        let along = if t.crosswise {
            t.angle + PI / 2.0
        } else {
            t.angle
        };
        let grown = box_corners(
            t.center,
            along,
            TILE_L * t.scale + 2.0 * slack,
            TILE_W * t.scale + 2.0 * slack,
        );
        assert!(
            quads_overlap(&grown, &tc[j]),
            "{what}: tile {i} ({}) does not touch its parent {}",
            t.tile,
            parent.tile
        );
    }
    let ec: Vec<_> = l.ends.iter().map(end_corners).collect();
    if let Some((i, j)) = overlapping(&tc, None) {
        panic!("{what}: {:?} overlaps {:?}", l.tiles[i], l.tiles[j]);
    }
    if let Some((i, j)) = overlapping(&tc, Some(&ec)) {
        panic!("{what}: end {:?} overlaps {:?}", l.ends[j], l.tiles[i]);
    }
    // One end per free slot.
    let free: usize = placed
        .iter()
        .map(|p| board.free_slots(p.tile) as usize)
        .sum();
    assert_eq!(l.ends.len(), free, "{what}");
    for e in &l.ends {
        assert_eq!(board.open_pip(e.on), Some(e.pip), "{what}");
    }
    // Everything visible when fitted; round trips; hit tests.
    for (w, h) in [(390.0, 844.0), (1280.0, 800.0), (300.0, 200.0)] {
        let cam = Camera::fit(l.bounds, w, h, 12.0);
        for c in tc.iter().chain(&ec).flatten() {
            assert!(
                l.bounds.contains(*c) || {
                    let b = l.bounds;
                    c.x >= b.min.x - 1e-9
                        && c.x <= b.max.x + 1e-9
                        && c.y >= b.min.y - 1e-9
                        && c.y <= b.max.y + 1e-9
                },
                "{what}: corner outside bounds"
            );
            let s = cam.world_to_screen(*c);
            assert!(
                s.x >= -1e-6 && s.x <= w + 1e-6 && s.y >= -1e-6 && s.y <= h + 1e-6,
                "{what}: corner {c:?} at {s:?} outside {w}x{h}"
            );
            let back = cam.screen_to_world(s);
            assert!(
                back.distance(*c) <= 1e-9 * (1.0 + c.length()),
                "{what}: round trip"
            );
        }
    }
    for t in &l.tiles {
        assert_eq!(
            hit_tile(l, t.center),
            Some(t.tile),
            "{what}: hit {}",
            t.tile
        );
    }
    for (i, e) in l.ends.iter().enumerate() {
        let j = hit_end(l, e.center, 0.25).expect("end hit");
        assert!(
            l.ends[j].center.distance(e.center) < 1e-12,
            "{what}: end {i}"
        );
    }
    check_shape(board, l, what)
}

/// The start double's arms are evenly spaced; toes run ahead of their
/// double.
pub fn check_shape(board: &Board, l: &Layout, what: &str) -> (usize, usize) {
    let Some(start) = board.start() else {
        return (0, 0);
    };
    let n = board.arms() as f64;
    let arm_dir = |slot: u8| 2.0 * PI * slot as f64 / n;
    let (mut toes, mut ideal_toes) = (0, 0);
    let same_angle = |a: f64, b: f64| ((a - b).sin().abs() < 1e-9) && (a - b).cos() > 0.0;
    for (t, p) in l.tiles.iter().zip(board.placed()) {
        if p.parent == Some(start) {
            assert!(
                same_angle(t.angle, arm_dir(p.slot)),
                "{what}: arm {}",
                p.slot
            );
            let radial = t.center.angle();
            assert!(
                same_angle(radial, arm_dir(p.slot)),
                "{what}: arm {} off its ray",
                p.slot
            );
        } else if let Some(q) = p.parent.filter(|q| q.is_double()) {
            let d = l.tiles.iter().find(|x| x.tile == q).unwrap();
            let u = Vec2::from_angle(t.angle);
            // (A toe of a cramped foot may run towards the centre.)
            assert!(
                u.dot(t.center) > u.dot(d.center),
                "{what}: toe {} behind its double",
                t.tile
            );
            // Toes fan out from the double's outward side: exactly at 0°,
            // -60°, +60° unless the spot was cramped.
            assert!((t.angle - d.angle).cos() > 0.0, "{what}: toe angle");
            let delta = (t.angle - d.angle).sin().asin().to_degrees();
            let want = [0.0, -60.0, 60.0][p.slot as usize];
            if (delta - want).abs() < 1e-6 {
                ideal_toes += 1;
            }
            toes += 1;
        }
    }
    for e in &l.ends {
        if e.on == start {
            assert!(
                same_angle(e.angle, arm_dir(e.slot)),
                "{what}: open arm {}",
                e.slot
            );
        }
    }
    (toes, ideal_toes)
}
