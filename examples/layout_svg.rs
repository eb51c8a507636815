//! Plays one random round and writes its board layout as SVG, for eyeballing
//! the layout: `cargo run --release --example layout_svg -- SET ARMS SEED
//! [PLAYERS [HAND [latest]]] > board.svg`.

use chickenfoot::layout::{layout, Vec2};
use chickenfoot::rules::{deal_round, Move, Rng, Round, Rules};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize, d: u64| args.get(i).and_then(|s| s.parse().ok()).unwrap_or(d);
    let set = num(0, 12) as u8;
    let arms = num(1, 4) as u8;
    let seed = num(2, 1);
    let players = num(3, 2) as u8;
    let mut rules = Rules::standard(set, players);
    rules.arms = arms;
    rules.hand_size = num(4, ((rules.tiles() - 1) / players as usize) as u64) as u32;
    let latest = args.get(5).is_some_and(|s| s == "latest");
    rules.validate().expect("rules");
    let deal = deal_round(&rules, seed, 0);
    let mut round = Round::new(&rules, 0, &deal);
    let mut rng = Rng::new(seed);
    let mut moves = Vec::new();
    while round.end().is_none() {
        round.legal_moves_into(&mut moves);
        let mv = if latest {
            let pos = |m: &Move| match m {
                Move::Play { on, .. } => round.board().placed().iter().position(|p| p.tile == *on),
                _ => None,
            };
            *moves.iter().max_by_key(|m| pos(m)).unwrap()
        } else {
            *rng.pick(&moves).unwrap()
        };
        round.apply_unchecked(mv);
    }
    let l = layout(round.board());
    let s = 30.0;
    let b = l.bounds;
    let w = b.width() * s + 40.0;
    let h = b.height() * s + 40.0;
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
    println!("<svg xmlns='http://www.w3.org/2000/svg' width='{w:.0}' height='{h:.0}'>");
    println!("<rect width='100%' height='100%' fill='#2d6a3e'/>");
    for e in &l.ends {
        println!(
            "<polygon points='{}' fill='none' stroke='#ffd' stroke-dasharray='3,3'/>",
            poly(e.corners())
        );
    }
    for t in &l.tiles {
        let fill = if !t.attached {
            "#f99"
        } else if t.tile.is_double() {
            "#ffe9a8"
        } else {
            "#fffdf5"
        };
        println!(
            "<polygon points='{}' fill='{fill}' stroke='#222'/>",
            poly(t.corners())
        );
        let u = Vec2::from_angle(t.angle);
        let (a, bb) = if t.crosswise {
            (t.center - u.perp() * 0.5, t.center + u.perp() * 0.5)
        } else {
            (t.center - u * 0.5, t.center + u * 0.5)
        };
        for (p, pip) in [(a, t.near), (bb, t.far)] {
            let (x, y) = tr(p);
            println!(
                "<text x='{x:.1}' y='{:.1}' font-size='11' text-anchor='middle'>{pip}</text>",
                y + 4.0
            );
        }
    }
    println!("</svg>");
    if std::env::var("DUMP").is_ok() {
        for (t, p) in l.tiles.iter().zip(round.board().placed()) {
            eprintln!(
                "{:?} slot {} at ({:.2},{:.2}) angle {:.0} cross {} attached {}",
                p,
                p.slot,
                t.center.x,
                t.center.y,
                t.angle.to_degrees(),
                t.crosswise,
                t.attached
            );
        }
        for e in &l.ends {
            eprintln!("end {:?}", e);
        }
    }
    eprintln!(
        "{} tiles, {} ends, {} pushed",
        l.tiles.len(),
        l.ends.len(),
        l.tiles.iter().filter(|t| !t.attached).count()
    );
}
