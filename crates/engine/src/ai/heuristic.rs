//! Heuristic agents: [`Easy`] (greedy with mistakes) and [`Medium`] (a
//! one-move look-ahead over a hand-tuned evaluation).

use super::agent::Agent;
use super::simple::greedy_pick;
use crate::rules::{Board, Move, PlayerView, Rng, Tile, TileSet};

/// Plays like a beginner: usually a heavy tile, but one move in three is a
/// random legal move, and it never thinks about doubles or opponents.
#[derive(Clone, Debug)]
pub struct Easy {
    rng: Rng,
}

impl Easy {
    /// An easy agent with its own seed.
    pub fn new(seed: u64) -> Easy {
        Easy {
            rng: Rng::new(seed),
        }
    }
}

impl Agent for Easy {
    fn choose(&mut self, view: &PlayerView) -> Move {
        let legal = view.legal_moves();
        let plays: Vec<Move> = legal
            .iter()
            .copied()
            .filter(|m| m.tile().is_some())
            .collect();
        if plays.len() > 1 && self.rng.below(3) == 0 {
            return plays[self.rng.below(plays.len())];
        }
        greedy_pick(legal, view.rules().double_blank)
    }
    fn name(&self) -> String {
        "easy".into()
    }
}

/// A strong heuristic player. With the default (tuned) weights it opens
/// ends it can follow itself and few unseen tiles match (counting which
/// numbers are gone), lays doubles early and especially when an opponent is
/// close to going out (forcing draws), and sheds the 0-0 when it is
/// expensive. The evaluation also has terms for shedding heavy tiles,
/// blocking the seat closest to going out, follow-ups and stranded doubles;
/// tuning against Greedy set those to zero (see docs/ai.md), but they are
/// available through [`MediumWeights`].
#[derive(Clone, Copy, Debug, Default)]
pub struct Medium {
    /// Evaluation weights.
    pub weights: MediumWeights,
}

/// The weights of [`Medium`]'s evaluation (public for tuning).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MediumWeights {
    /// Per pip shed.
    pub value: f64,
    /// Per unit of chance that a following seat can play.
    pub block: f64,
    /// Per end we can follow on ourselves (up to 3).
    pub follow: f64,
    /// Per tile of a double's pip we keep (up to 2).
    pub feed: f64,
    /// Per unit of danger (an opponent close to out) when laying a double.
    pub danger: f64,
    /// Per own tile matching the end we open (up to 3).
    pub mine: f64,
    /// Per unseen tile matching the end we open.
    pub theirs: f64,
    /// Per pip of a double left stranded.
    pub strand: f64,
    /// Per point of the 0-0 penalty, for laying the 0-0.
    pub blank: f64,
}

impl MediumWeights {
    /// The tuned weights (docs/ai.md): Medium's evaluation, and the one
    /// place Hard's rollout policy reads its terms from.
    pub const TUNED: MediumWeights = MediumWeights {
        value: 0.0,
        block: 0.0,
        follow: 0.0,
        feed: 0.0,
        danger: 2.0,
        mine: 3.2,
        theirs: 9.6,
        strand: 0.0,
        blank: 0.3,
    };
}

impl Default for MediumWeights {
    /// [`MediumWeights::TUNED`].
    fn default() -> Self {
        MediumWeights::TUNED
    }
}

/// What a seat knows, precomputed once per decision.
struct Ctx<'a> {
    view: &'a PlayerView,
    hand: TileSet,
    /// Unseen tiles (other hands and the boneyard).
    unseen: TileSet,
    /// Seats other than ours, nearest in turn order first.
    others: Vec<u8>,
}

/// Unseen tiles carrying pip `p`.
fn count_pip(set: TileSet, p: u8) -> f64 {
    set.and(TileSet::with_pip(p)).len() as f64
}

impl Ctx<'_> {
    /// The chance (roughly) that `seat` holds no tile with pip `p`.
    fn lacks(&self, seat: u8, p: u8) -> f64 {
        if self.view.voids(seat).contains(p) {
            return 1.0;
        }
        let u = self.unseen.len() as f64;
        if u == 0.0 {
            return 1.0;
        }
        let k = count_pip(self.unseen, p);
        let h = self.view.hand_sizes()[seat as usize] as i32;
        // Probability that none of the seat's h tiles is one of the k
        // (powi: an integer power, and no libm pow in the wasm).
        (1.0 - k / u).max(0.0).powi(h)
    }

    /// The chance `seat` can play on some target of `board`.
    fn can_play(&self, seat: u8, board: &Board) -> f64 {
        let mut none = 1.0;
        for p in board.playable_pips().iter() {
            none *= self.lacks(seat, p);
        }
        1.0 - none
    }
}

/// Scores one play from the seat's point of view (higher is better).
fn score_play(c: &Ctx, w: &MediumWeights, tile: Tile, on: Tile) -> f64 {
    let v = c.view;
    let db = v.rules().double_blank as f64;
    let hand_after = {
        let mut h = c.hand;
        h.remove(tile);
        h
    };
    let value = if tile.pips() == 0 {
        db
    } else {
        tile.pips() as f64
    };
    let mut s = 0.0;
    let mut board = v.board().clone();
    board.attach(tile, on);
    let sizes = v.hand_sizes();
    let min_other = c
        .others
        .iter()
        .map(|&o| sizes[o as usize])
        .min()
        .unwrap_or(99);
    let danger = danger(min_other as usize);
    // Shedding weight matters most when someone is about to go out.
    s += w.value * value * danger;
    if tile.pips() == 0 {
        s += w.blank * db * danger;
    }
    // Each following seat's chance to play on the new board; the next seat
    // matters most, and seats close to going out matter more.
    for (i, &o) in c.others.iter().enumerate().filter(|_| w.block != 0.0) {
        let k = if i == 0 { 1.0 } else { 0.5 };
        let close = match sizes[o as usize] {
            0..=1 => 4.0,
            2 => 2.5,
            3 => 1.5,
            _ => 1.0,
        };
        s -= w.block * k * close * c.can_play(o, &board);
    }
    // Can we follow ourselves on the board we leave?
    let follow = board
        .playable_pips()
        .iter()
        .filter(|&p| hand_after.intersects(TileSet::with_pip(p)))
        .count() as f64;
    s += w.follow * follow.min(3.0);
    if tile.is_double() {
        // A double is a forcing move: the toes must come first. Good when
        // we hold more of the pip (we can feed it) and others likely lack it.
        let p = tile.hi();
        s += w.feed * count_pip(hand_after, p).min(2.0);
        s += w.danger * danger;
    } else {
        // The open end we create: tiles we hold for it are follow-ups.
        let q = tile.other(board_pip(v.board(), on));
        let mine = count_pip(hand_after, q);
        let theirs = count_pip(c.unseen, q);
        s += w.mine * mine.min(3.0) - w.theirs * theirs;
    }
    // Keep a spread of pips: penalise leaving a pip we hold only doubles of.
    for d in hand_after.iter().filter(|t| t.is_double()) {
        let p = d.hi();
        if count_pip(hand_after, p) <= 1.0 && count_pip(c.unseen, p) <= 1.0 {
            // A double whose pip is nearly gone may never find a home.
            s -= w.strand * d.pips() as f64;
        }
    }
    s
}

/// The pip a board tile offers (its free end, or a double's pip).
fn board_pip(board: &Board, on: Tile) -> u8 {
    board.open_pip(on).unwrap_or(on.hi())
}

/// The move [`Medium`] picks.
pub fn medium_pick(view: &PlayerView, w: &MediumWeights) -> Move {
    let legal = view.legal_moves();
    let plays: Vec<(Tile, Tile)> = legal
        .iter()
        .filter_map(|m| match *m {
            Move::Play { tile, on } => Some((tile, on)),
            _ => None,
        })
        .collect();
    if plays.len() <= 1 && !legal.contains(&Move::Pass) {
        return greedy_pick(legal, view.rules().double_blank);
    }
    let players = view.hand_sizes().len() as u8;
    let me = view.seat();
    let c = Ctx {
        view,
        hand: view.hand(),
        unseen: view.unseen(),
        others: (1..players).map(|i| (me + i) % players).collect(),
    };
    let mut best = legal[0];
    let mut best_s = f64::NEG_INFINITY;
    for &(tile, on) in &plays {
        let s = score_play(&c, w, tile, on);
        if s > best_s {
            best_s = s;
            best = Move::Play { tile, on };
        }
    }
    if plays.is_empty() {
        // Only draw/pass: take the first (pass after a drawn "may" tile
        // that does not fit, or the forced draw).
        return legal[0];
    }
    best
}

impl Agent for Medium {
    fn choose(&mut self, view: &PlayerView) -> Move {
        medium_pick(view, &self.weights)
    }
    fn name(&self) -> String {
        "medium".into()
    }
}

/// How close the opponent nearest to going out is, as a weight: 3 when it
/// holds one tile (or none), 2, 1, then 0.3 from four tiles up.
pub(crate) fn danger(min_other_tiles: usize) -> f64 {
    match min_other_tiles {
        0..=1 => 3.0,
        2 => 2.0,
        3 => 1.0,
        _ => 0.3,
    }
}
