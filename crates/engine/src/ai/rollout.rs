//! The rollouts of [`super::search`]: a sampled world played out to the
//! end of the round by a fast deterministic policy ([`policy`]), and the
//! reward the searching seat gets from the outcome ([`reward`]). The
//! end-control scores of the policy ([`double_score`], [`end_score`]) also
//! judge, in [`super::infer`], whether an end-control player would have
//! chosen the plays a seat made.

use super::heuristic::MediumWeights;
use super::simple::greedy_pick;
use crate::rules::{Move, Round, Tile, TileSet};

/// Medium's weights, read by the rollout policy ([`smart_pick`]).
const W: MediumWeights = MediumWeights::TUNED;

/// Weight of one penalty point against one round win in rollout rewards.
const POINT_WEIGHT: f64 = 0.004;

/// The rollout policy: our own seat plays [`smart_pick`] (a cheap version
/// of Medium's end control); the opponents play it too in the worlds
/// drawn with `smart_opponents` ([`super::worlds::SMART_OPPONENTS`]
/// percent), and greedily (heaviest tile first) in the others. Greedy opponents alone suit a
/// table of Greedy players; smart ones alone suit end-control players
/// (Medium, Hard, most people); the mixture measured nearly as strong as
/// the first against Greedy and much stronger against Medium and Hard
/// (docs/ai.md).
pub(super) fn policy(round: &Round, buf: &[Move], db: u64, me: u8, smart_opponents: bool) -> Move {
    if buf.len() == 1 {
        return buf[0];
    }
    if smart_opponents || round.to_move() == Some(me) {
        smart_pick(round, buf, db)
    } else {
        greedy_pick(buf, db)
    }
}

/// A cheap version of Medium's end control, from the mover's point of view
/// (its own hand and the table; everything else counts as unseen): the
/// terms of Medium's evaluation that its tuned weights
/// ([`MediumWeights::TUNED`]) keep, with those weights. It skips the terms
/// whose tuned weight is zero, so a retuning that brings one back must
/// extend this function too (a test compares the two on random positions).
fn smart_pick(r: &Round, buf: &[Move], db: u64) -> Move {
    let seat = r.to_move().expect("live");
    let hand = r.hand(seat);
    let board = r.board();
    let players = r.players();
    let min_other = (1..players)
        .map(|i| r.hand((seat + i) % players).len())
        .min()
        .unwrap_or(99);
    let danger = super::heuristic::danger(min_other);
    let mut unseen: Option<TileSet> = None;
    let mut best = buf[0];
    let mut best_s = f64::NEG_INFINITY;
    for &m in buf {
        let Move::Play { tile, on } = m else { continue };
        let s = if tile.is_double() {
            double_score(tile, danger, db)
        } else {
            // Other hands and the boneyard together are exactly the tiles
            // the mover cannot see, so this uses no hidden information.
            let u = *unseen.get_or_insert_with(|| {
                let mut u: TileSet = r.boneyard().iter().copied().collect();
                for o in (0..players).filter(|&o| o != seat) {
                    u = u.or(r.hand(o));
                }
                u
            });
            let q = tile.other(board.open_pip(on).unwrap_or(on.hi()));
            let mut h = hand;
            h.remove(tile);
            end_score(q, h, u)
        };
        if s > best_s {
            best_s = s;
            best = m;
        }
    }
    best
}

/// [`smart_pick`]'s score of laying double `tile` (a forcing move, worth
/// more as an opponent gets close to going out).
pub(crate) fn double_score(tile: Tile, danger: f64, db: u64) -> f64 {
    let mut s = W.danger * danger;
    if tile.pips() == 0 {
        s += W.blank * db as f64 * danger;
    }
    s
}

/// [`smart_pick`]'s score of opening an end of pip `q`, holding `hand`
/// afterwards, with `unseen` the tiles the mover cannot see.
pub(crate) fn end_score(q: u8, hand: TileSet, unseen: TileSet) -> f64 {
    let pip = TileSet::with_pip(q);
    let mine = hand.and(pip).len().min(3) as f64;
    let theirs = unseen.and(pip).len() as f64;
    W.mine * mine - W.theirs * theirs
}

/// Plays `first` in `world`, then the rest of the round with [`policy`];
/// returns the reward for `seat`.
pub(super) fn rollout(
    world: &Round,
    first: Move,
    seat: u8,
    smart: bool,
    buf: &mut Vec<Move>,
) -> f64 {
    let mut r = world.clone();
    let db = r.double_blank;
    r.apply_unchecked(first);
    while r.to_move().is_some() {
        r.legal_moves_into(buf);
        let mv = policy(&r, buf, db, seat, smart);
        r.apply_unchecked(mv);
    }
    reward(&r, seat)
}

/// Round-win share minus a small weight per penalty point.
pub(super) fn reward(r: &Round, seat: u8) -> f64 {
    let pen = |s: u8| r.hand(s).penalty(r.double_blank);
    let mine = pen(seat);
    let mut lower = false;
    let mut ties = 1.0;
    for s in 0..r.players() {
        if s == seat {
            continue;
        }
        let p = pen(s);
        if p < mine {
            lower = true;
            break;
        }
        if p == mine {
            ties += 1.0;
        }
    }
    let win = if lower { 0.0 } else { 1.0 / ties };
    win - POINT_WEIGHT * mine as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::medium_pick;
    use crate::rules::{Rng, Rules, State};

    /// The rollout policy is Medium's tuned evaluation: on every position
    /// with a choice of plays, [`smart_pick`] (on the full round, using only
    /// what the mover sees) picks what [`medium_pick`] picks from the view.
    #[test]
    fn the_rollout_policy_plays_like_tuned_medium() {
        let mut compared = 0;
        for seed in 0..40 {
            let mut st = State::new(Rules::default(), seed).unwrap();
            let mut rng = Rng::new(seed);
            while !st.round_over() {
                let seat = st.to_move().unwrap();
                let legal = st.legal_moves();
                let plays = legal.iter().filter(|m| matches!(m, Move::Play { .. }));
                if plays.count() > 1 {
                    let view = st.view(seat);
                    let db = st.rules().double_blank;
                    assert_eq!(
                        smart_pick(st.round(), &legal, db),
                        medium_pick(&view, &MediumWeights::TUNED),
                        "seed {seed}"
                    );
                    compared += 1;
                }
                let mv = *rng.pick(&legal).unwrap();
                st.apply(seat, mv).unwrap();
            }
        }
        assert!(compared > 200, "{compared}");
    }
}
