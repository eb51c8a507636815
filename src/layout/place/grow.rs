//! A board laid out as it grows: the placer kept between plays, so a new
//! tile costs one placement instead of the whole board again.
//!
//! Tiles laid never move ([module docs](super::super)), so placing the
//! board's tiles one play at a time gives exactly what [`layout_for`]
//! gives for the whole board: the page keeps a [`Growing`] per round and
//! feeds it each new tile. Only the open ends (they depend on everything
//! around them) are worked out again for each layout.
//!
//! [`layout_for`]: super::layout_for

use super::{room_shape, Placer};
use crate::layout::Layout;
use crate::rules::{Board, Placement};

/// A board's layout kept up to date play by play: the placer is kept
/// between plays, so a new tile costs one placement, and the layout is
/// the one [`layout_for`](super::layout_for) (or
/// [`layout`](super::layout), without a window shape) gives the whole
/// board.
#[derive(Clone)]
pub struct Growing {
    /// The window shape it packs for, as asked (see [`Growing::new`]).
    aspect: Option<f64>,
    /// The placer holding every tile of `laid`.
    placer: Placer,
    /// The board's placements laid so far, in order.
    laid: Vec<Placement>,
}

impl std::fmt::Debug for Growing {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Growing")
            .field("aspect", &self.aspect)
            .field("laid", &self.laid.len())
            .finish_non_exhaustive()
    }
}

impl Growing {
    /// An empty board of `arms` arms, packed for a window of `aspect`
    /// (width / height) as [`layout_for`](super::layout_for) packs it, or
    /// as [`layout`](super::layout) lays it out for `None`.
    pub fn new(arms: u8, aspect: Option<f64>) -> Growing {
        let aspect = aspect.and_then(room_shape);
        Growing {
            aspect,
            placer: Placer::new(arms, aspect),
            laid: Vec::new(),
        }
    }

    /// Brings the layout up to `board`: its new tiles are placed after
    /// those laid; a board that is not the laid one grown (another round,
    /// a play taken back, another arm count) is laid out from its first
    /// tile. Returns whether the layout changed.
    pub fn follow(&mut self, board: &Board) -> bool {
        let placed = board.placed();
        let grown = board.arms() == self.placer.arms && placed.starts_with(&self.laid);
        if grown && placed.len() == self.laid.len() {
            return false;
        }
        if !grown {
            self.placer = Placer::new(board.arms(), self.aspect);
            self.laid.clear();
        }
        for p in &placed[self.laid.len()..] {
            self.placer.add(p);
            self.laid.push(*p);
        }
        true
    }

    /// The board as laid out so far: the tiles as placed, and the open
    /// ends worked out round them.
    pub fn layout(&self) -> Layout {
        self.placer.clone().finish()
    }

    /// The tiles laid so far, in order.
    pub fn laid(&self) -> &[Placement] {
        &self.laid
    }
}

#[cfg(test)]
mod tests {
    use super::super::tests::random_round;
    use super::*;
    use crate::layout::{layout, layout_for};

    /// The board after every play of a random round (seeded) of `set`
    /// with `seats` seats, the empty board first.
    fn boards(set: u8, seats: u8, seed: u64) -> Vec<Board> {
        let mut boards = Vec::new();
        let last = random_round(set, seats, seed, |b| boards.push(b.clone()));
        boards.push(last);
        boards.dedup_by(|a, b| a.placed() == b.placed());
        boards
    }

    fn whole(board: &Board, aspect: Option<f64>) -> Layout {
        match aspect {
            Some(a) => layout_for(board, a),
            None => layout(board),
        }
    }

    /// Grown one play at a time, the layout is the whole board's after
    /// every play, with and without a window shape.
    #[test]
    fn a_board_grown_play_by_play_is_laid_out_as_the_whole_board() {
        for (set, seats, aspect) in [(6, 2, None), (9, 4, Some(1.6)), (12, 8, Some(0.46))] {
            let boards = boards(set, seats, 7);
            assert!(boards.len() > 10, "{set}/{seats}: {}", boards.len());
            let mut g = Growing::new(boards[0].arms(), aspect);
            for b in &boards {
                let changed = g.follow(b);
                assert_eq!(changed, !b.placed().is_empty(), "{set}/{seats}");
                assert_eq!(g.laid(), b.placed());
                assert_eq!(
                    g.layout(),
                    whole(b, aspect),
                    "{set}/{seats} after {}",
                    b.placed().len()
                );
                assert!(!g.follow(b), "the same board again changes nothing");
            }
        }
    }

    /// A board that is not the one laid grown (a play taken back, another
    /// round, another arm count) is laid out from scratch, as a whole.
    #[test]
    fn a_board_that_did_not_grow_from_the_laid_one_is_laid_out_anew() {
        let a = boards(9, 4, 3);
        let b = boards(9, 4, 4);
        let c = boards(12, 6, 5);
        let mut g = Growing::new(4, Some(2.0));
        let last = |v: &[Board]| v[v.len() - 1].clone();
        // Forward, back a few plays, to another round, to another arm
        // count and to an empty board.
        for board in [
            last(&a),
            a[a.len() / 2].clone(),
            a[a.len() / 2 + 3].clone(),
            last(&b),
            last(&c),
            c[0].clone(),
            last(&a),
        ] {
            g.follow(&board);
            assert_eq!(g.laid(), board.placed());
            assert_eq!(g.layout(), layout_for(&board, 2.0));
        }
    }
}
