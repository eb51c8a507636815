//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod boards;

use chickenfoot::rules::{Deal, Move, Rules, State, Tile, TileSet};

/// Parses "9-4".
pub fn t(s: &str) -> Tile {
    s.parse().expect("test tile")
}

/// Parses a space-separated tile list.
pub fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(t).collect()
}

/// A deal with the given hands and boneyard front; every other tile of the
/// set (except a set-aside start double when `starter` is given) goes to the
/// end of the boneyard in index order, unless `rest_to_boneyard` is false, in
/// which case the boneyard is exactly `bone`. Hands need not be the rules'
/// hand size for scenario tests.
pub fn deal(rules: &Rules, hands: &[&str], bone: &str, starter: Option<u8>, rest: bool) -> Deal {
    let hands: Vec<Vec<Tile>> = hands.iter().map(|h| tiles(h)).collect();
    let mut boneyard = tiles(bone);
    let mut used: TileSet = hands.iter().flatten().copied().collect();
    used = used.or(boneyard.iter().copied().collect());
    if starter.is_some() {
        used.insert(rules.start_double(0));
    }
    if rest {
        boneyard.extend(TileSet::full(rules.set).minus(used).iter());
    }
    Deal {
        hands,
        boneyard,
        starter,
    }
}

/// A state for round 0 with a hand-made deal.
pub fn state(rules: Rules, hands: &[&str], bone: &str) -> State {
    let d = deal(&rules, hands, bone, None, true);
    State::with_deal(rules, 0, d)
}

/// Small rules for scenarios: double-six, given players, 4 arms, rounds [6].
pub fn small(players: u8) -> Rules {
    let mut r = Rules::standard(6, players);
    r.rounds = vec![6];
    r
}

/// `play t on u`.
pub fn play(tile: &str, on: &str) -> Move {
    Move::Play {
        tile: t(tile),
        on: t(on),
    }
}

/// Applies moves `(seat, move)` and panics with context on failure.
pub fn run(s: &mut State, moves: &[(u8, Move)]) {
    for (i, &(seat, m)) in moves.iter().enumerate() {
        s.apply(seat, m)
            .unwrap_or_else(|e| panic!("move {i} ({seat}: {m}) refused: {e}"));
    }
}

/// The legal moves, sorted, as strings.
pub fn legal(s: &State) -> Vec<String> {
    let mut v = s.legal_moves();
    v.sort();
    v.iter().map(|m| m.to_string()).collect()
}
