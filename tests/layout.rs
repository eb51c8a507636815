//! Board layout on random finished boards played with the rules engine.
//!
//! `cargo test --release` checks 10,000 boards for every set size (9, 12,
//! 15, 18) and every allowed arm count; a debug build checks 200 each
//! (layout is the same code; debug is just slow). `LAYOUT_BOARDS=n`
//! overrides the count.

use chickenfoot::layout::{
    hit_end, hit_tile, layout, Camera, Layout, OpenEnd, PlacedTile, Vec2, TILE_L, TILE_W,
};
use chickenfoot::rules::{
    deal_round, Board, DrawnTile, Move, Rng, Round, Rules, StartSearch, Tile,
};
use std::f64::consts::PI;
use std::time::Instant;

/// Boards per (set, arms) pair.
fn boards_per_case() -> usize {
    if let Some(n) = std::env::var("LAYOUT_BOARDS")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return n;
    }
    if cfg!(debug_assertions) {
        200
    } else {
        10_000
    }
}

/// Touching boxes are fine; overlapping by more than this is not.
const TOL: f64 = 1e-6;

/// Corners of a box of `len` along `angle` and `wid` across, centred on `c`
/// (computed here independently of the library).
fn box_corners(c: Vec2, angle: f64, len: f64, wid: f64) -> [Vec2; 4] {
    let (s, co) = angle.sin_cos();
    let a = Vec2::new(co * len / 2.0, s * len / 2.0);
    let b = Vec2::new(-s * wid / 2.0, co * wid / 2.0);
    let p = |x: f64, y: f64| Vec2::new(c.x + a.x * x + b.x * y, c.y + a.y * x + b.y * y);
    [p(-1.0, -1.0), p(1.0, -1.0), p(1.0, 1.0), p(-1.0, 1.0)]
}

fn tile_corners(t: &PlacedTile) -> [Vec2; 4] {
    let along = if t.crosswise {
        t.angle + PI / 2.0
    } else {
        t.angle
    };
    box_corners(t.center, along, TILE_L, TILE_W)
}

fn end_corners(e: &OpenEnd) -> [Vec2; 4] {
    box_corners(e.center, e.angle, TILE_L, TILE_W)
}

/// Separating-axis test for two convex quadrilaterals: true if they overlap
/// by more than `TOL` along every edge normal.
fn quads_overlap(p: &[Vec2; 4], q: &[Vec2; 4]) -> bool {
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

fn aabb(c: &[Vec2; 4]) -> (f64, f64, f64, f64) {
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
fn overlapping(a: &[[Vec2; 4]], b: Option<&[[Vec2; 4]]>) -> Option<(usize, usize)> {
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
enum Style {
    /// Uniformly at random.
    Random,
    /// Plays on the most recently laid tile when it can: long snakes.
    Latest,
    /// Plays on the oldest open tile when it can: lines grow side by side.
    Oldest,
}

/// Random rules for a set and arm count: a mix of player counts and hand
/// sizes, including few players with big hands (long lines).
fn random_rules(set: u8, arms: u8, rng: &mut Rng) -> Rules {
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
fn play_round(set: u8, arms: u8, seed: u64, mut each: impl FnMut(&Round, Move)) -> Round {
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

fn seed_for(set: u8, arms: u8, i: usize) -> u64 {
    (set as u64) << 48 | (arms as u64) << 40 | i as u64
}

/// Every property a layout must have; panics with a description otherwise.
fn check(board: &Board, l: &Layout, what: &str) -> (usize, usize) {
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
    }
    // No two tiles overlap; no ghost overlaps a tile.
    let tc: Vec<_> = l.tiles.iter().map(tile_corners).collect();
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

/// The start double's arms are evenly spaced; toes run away from the centre.
fn check_shape(board: &Board, l: &Layout, what: &str) -> (usize, usize) {
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
            assert!(u.dot(t.center) > 0.0, "{what}: toe {} runs inward", t.tile);
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

fn run_set(set: u8, arm_counts: std::ops::RangeInclusive<u8>) {
    let n = boards_per_case();
    let t0 = Instant::now();
    let mut tiles = 0usize;
    let mut detached = 0usize;
    let mut layout_time = 0.0;
    let (mut toes, mut ideal_toes) = (0, 0);
    for arms in arm_counts.clone() {
        for i in 0..n {
            let seed = seed_for(set, arms, i);
            let round = play_round(set, arms, seed, |_, _| {});
            let t = Instant::now();
            let l = layout(round.board());
            layout_time += t.elapsed().as_secs_f64();
            tiles += l.tiles.len();
            detached += l.tiles.iter().filter(|t| !t.attached).count();
            let (t, it) = check(
                round.board(),
                &l,
                &format!("set {set} arms {arms} seed {seed}"),
            );
            toes += t;
            ideal_toes += it;
        }
    }
    let boards = n * arm_counts.clone().count();
    println!(
        "set {set}, arms {arm_counts:?}: {boards} boards, {tiles} tiles ({:.1}/board), {detached} pushed off their parent, {ideal_toes} of {toes} toes ideal, layout {:.1} µs/board (wall clock), total {:.1?}",
        tiles as f64 / boards as f64,
        layout_time * 1e6 / boards as f64,
        t0.elapsed()
    );
}

#[test]
fn random_boards_double_9_arms_2_to_4() {
    run_set(9, 2..=4);
}

#[test]
fn random_boards_double_9_arms_5_to_8() {
    run_set(9, 5..=8);
}

#[test]
fn random_boards_double_12_arms_2_to_4() {
    run_set(12, 2..=4);
}

#[test]
fn random_boards_double_12_arms_5_to_8() {
    run_set(12, 5..=8);
}

#[test]
fn random_boards_double_15_arms_2_to_4() {
    run_set(15, 2..=4);
}

#[test]
fn random_boards_double_15_arms_5_to_8() {
    run_set(15, 5..=8);
}

#[test]
fn random_boards_double_18_arms_2_to_4() {
    run_set(18, 2..=4);
}

#[test]
fn random_boards_double_18_arms_5_to_8() {
    run_set(18, 5..=8);
}

/// Laying a tile never moves earlier tiles, and a non-double lands exactly
/// on the ghost its end showed. Every intermediate board is checked too.
#[test]
fn stable_while_playing() {
    let n = (boards_per_case() / 50).max(4);
    for set in [9u8, 12, 15, 18] {
        for arms in 2..=set.min(8) {
            for i in 0..n {
                let seed = seed_for(set, arms, 1_000_000 + i);
                let mut prev: Option<Layout> = None;
                play_round(set, arms, seed, |round, mv| {
                    let Move::Play { tile, on } = mv else {
                        if let Move::Place(_) = mv {
                            prev = Some(layout(round.board()));
                        }
                        return;
                    };
                    let l = layout(round.board());
                    let what = format!("set {set} arms {arms} seed {seed} after {tile} on {on}");
                    let old = prev.as_ref().expect("start placed first");
                    assert_eq!(&l.tiles[..old.tiles.len()], &old.tiles[..], "{what}: moved");
                    let new = l.tiles.last().unwrap();
                    let slot = round.board().placed().last().unwrap().slot;
                    let ghost = old.ends.iter().find(|e| e.on == on && e.slot == slot);
                    let ghost = ghost.unwrap_or_else(|| panic!("{what}: no ghost"));
                    if !tile.is_double() {
                        assert!(ghost.center.distance(new.center) < 1e-12, "{what}: ghost");
                        assert!((ghost.angle - new.angle).abs() < 1e-12, "{what}: ghost");
                    }
                    check(round.board(), &l, &what);
                    prev = Some(l);
                });
            }
        }
    }
}

/// Empty and tiny boards.
#[test]
fn empty_and_start_only() {
    let l = layout(&Board::new(4));
    assert!(l.tiles.is_empty() && l.ends.is_empty());
    assert!(l.bounds.width() > 0.0 && l.bounds.height() > 0.0);
    let cam = Camera::fit(l.bounds, 1280.0, 800.0, 20.0);
    assert!(cam.scale() <= 48.0);
    // A round right after the start double is placed: one ghost per arm.
    for arms in 2..=8u8 {
        let mut rules = Rules::standard(9, 4);
        rules.arms = arms;
        let deal = deal_round(&rules, 7, 0);
        let mut round = Round::new(&rules, 0, &deal);
        while round.board().start().is_none() {
            let m = round.legal_moves()[0];
            round.apply_unchecked(m);
        }
        let l = layout(round.board());
        assert_eq!(l.ends.len(), arms as usize);
        check(round.board(), &l, "start only");
        let _ = Tile::double(9);
    }
}

/// Layout speed on the biggest boards (printed; release builds must stay
/// well under a millisecond per full board).
#[test]
fn timing_double_18() {
    let mut boards = Vec::new();
    let mut i = 0;
    while boards.len() < 200 {
        let round = play_round(18, 8, seed_for(18, 8, 5_000_000 + i), |_, _| {});
        i += 1;
        if round.board().placed().len() >= 150 {
            boards.push(round.board().clone());
        }
    }
    // Best of several runs per board: other processes may share the CPU.
    let reps = if cfg!(debug_assertions) { 1 } else { 10 };
    let mut worst = 0.0f64;
    let mut sum = 0.0;
    for b in &boards {
        let mut best = f64::INFINITY;
        for _ in 0..reps {
            let t = Instant::now();
            std::hint::black_box(layout(std::hint::black_box(b)));
            best = best.min(t.elapsed().as_secs_f64());
        }
        sum += best;
        worst = worst.max(best);
    }
    let avg = sum / boards.len() as f64;
    let tiles: usize = boards.iter().map(|b| b.placed().len()).sum();
    println!(
        "double-18, 8 arms, {:.0} tiles/board: {:.1} µs average, {:.1} µs worst (best of {reps} runs each)",
        tiles as f64 / boards.len() as f64,
        avg * 1e6,
        worst * 1e6
    );
    if !cfg!(debug_assertions) {
        assert!(avg < 1e-3, "layout too slow: {avg} s");
    }
}

/// Writes one random board as SVG for eyeballing the layout (ignored by
/// default): `LAYOUT_SVG=board.svg LAYOUT_SVG_CASE="18 6 3" cargo test
/// --release --test layout svg_dump -- --ignored` (set, arms, seed index).
#[test]
#[ignore]
fn svg_dump() {
    let path = std::env::var("LAYOUT_SVG").unwrap_or_else(|_| "board.svg".into());
    let case = std::env::var("LAYOUT_SVG_CASE").unwrap_or_else(|_| "18 6 0".into());
    let v: Vec<u64> = case
        .split_whitespace()
        .filter_map(|s| s.parse().ok())
        .collect();
    let (set, arms, i) = (v[0] as u8, v[1] as u8, v[2] as usize);
    let round = play_round(set, arms, seed_for(set, arms, i), |_, _| {});
    let l = layout(round.board());
    let s = 30.0;
    let b = l.bounds;
    let tr = |p: Vec2| ((p.x - b.min.x) * s + 20.0, (p.y - b.min.y) * s + 20.0);
    let poly = |c: [Vec2; 4]| {
        c.iter()
            .map(|&p| {
                let (x, y) = tr(p);
                format!("{x:.1},{y:.1}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut out = format!(
        "<svg xmlns='http://www.w3.org/2000/svg' width='{:.0}' height='{:.0}'>\n<rect width='100%' height='100%' fill='#2d6a3e'/>\n",
        b.width() * s + 40.0,
        b.height() * s + 40.0
    );
    for e in &l.ends {
        out += &format!(
            "<polygon points='{}' fill='none' stroke='#ffd' stroke-dasharray='3,3'/>\n",
            poly(end_corners(e))
        );
    }
    for t in &l.tiles {
        let fill = match (t.attached, t.tile.is_double()) {
            (false, _) => "#f99",
            (true, true) => "#ffe9a8",
            (true, false) => "#fffdf5",
        };
        out += &format!(
            "<polygon points='{}' fill='{fill}' stroke='#222'/>\n",
            poly(tile_corners(t))
        );
        let u = Vec2::from_angle(t.angle);
        let half = if t.crosswise { u.perp() } else { u } * 0.5;
        for (p, pip) in [(t.center - half, t.near), (t.center + half, t.far)] {
            let (x, y) = tr(p);
            out += &format!(
                "<text x='{x:.1}' y='{:.1}' font-size='11' text-anchor='middle'>{pip}</text>\n",
                y + 4.0
            );
        }
    }
    out += "</svg>\n";
    std::fs::write(&path, out).unwrap();
    println!(
        "{} tiles, {} ends written to {path}",
        l.tiles.len(),
        l.ends.len()
    );
}
