//! The star: the start double, its arms, the chicken feet and the open ends.
//!
//! Every board tile that can take more tiles offers *slots* of one pip:
//! the start double offers `arms` slots of its pip, any other double offers
//! exactly three toe slots of its pip, and a non-double offers one slot, its
//! free end. A move names the board tile it attaches to (`on`).
//!
//! Play order is forced in two ways, both kept here as [`Board::pending`]:
//! until the start double has all its arms, it is the only target; after
//! that, a freshly laid double is the only target until its three toes are
//! on. Only one double can await toes at a time: a toe must carry the
//! double's pip and the only double with that pip is the one being toed.

use super::tile::{PipSet, Tile, TileSet, MAX_TILES};
use serde::{Deserialize, Serialize};

/// Where a board tile sits in the tree.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Placement {
    /// The tile.
    pub tile: Tile,
    /// The board tile it is attached to; `None` for the start double.
    pub parent: Option<Tile>,
    /// Which slot of the parent it took (0-based: arm number for the start
    /// double, toe number for a double, 0 for a line).
    pub slot: u8,
}

/// The tiles on the table and their open slots.
#[derive(PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Board {
    arms: u8,
    placed: Vec<Placement>,
    /// Slots still free on each tile, by tile index (0 for tiles not placed).
    #[serde(with = "slots_serde")]
    free: [u8; MAX_TILES],
    /// The pip each placed tile offers: a double's own pip, a line tile's
    /// free end.
    #[serde(with = "slots_serde")]
    end: [u8; MAX_TILES],
    /// Non-double tiles with a free end and the pip of that end.
    open: Vec<(Tile, u8)>,
    /// The double that must be filled before anything else.
    pending: Option<Tile>,
}

mod slots_serde {
    use super::MAX_TILES;
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    pub fn serialize<S: Serializer>(v: &[u8; MAX_TILES], s: S) -> Result<S::Ok, S::Error> {
        v.as_slice().serialize(s)
    }
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<[u8; MAX_TILES], D::Error> {
        let v = Vec::<u8>::deserialize(d)?;
        v.try_into()
            .map_err(|_| serde::de::Error::custom("slot table has the wrong length"))
    }
}

/// A copy keeps the lists' spare room, so a search that copies a board
/// and plays on to the end of the round does not grow them tile by tile.
impl Clone for Board {
    fn clone(&self) -> Board {
        fn roomy<T: Copy>(v: &[T], room: usize) -> Vec<T> {
            let mut c = Vec::with_capacity(room);
            c.extend_from_slice(v);
            c
        }
        Board {
            arms: self.arms,
            placed: roomy(&self.placed, self.placed.capacity()),
            free: self.free,
            end: self.end,
            open: roomy(&self.open, self.open.capacity()),
            pending: self.pending,
        }
    }
}

impl Board {
    /// An empty table whose start double will take `arms` arms.
    pub fn new(arms: u8) -> Board {
        // Room for a double-nine round from the start: a round of random
        // play otherwise grows these six times (docs/ai.md, "Speed").
        Board {
            arms,
            placed: Vec::with_capacity(64),
            free: [0; MAX_TILES],
            end: [0; MAX_TILES],
            open: Vec::with_capacity(16),
            pending: None,
        }
    }

    /// The start double, once placed.
    pub fn start(&self) -> Option<Tile> {
        self.placed.first().map(|p| p.tile)
    }

    /// Number of arms the start double takes.
    pub fn arms(&self) -> u8 {
        self.arms
    }

    /// Every tile on the table, in the order laid.
    pub fn placed(&self) -> &[Placement] {
        &self.placed
    }

    /// Whether `t` is on the table.
    pub fn contains(&self, t: Tile) -> bool {
        self.placed.iter().any(|p| p.tile == t)
    }

    /// The tiles on the table as a set.
    pub fn tiles(&self) -> TileSet {
        self.placed.iter().map(|p| p.tile).collect()
    }

    /// The double that is the only legal target right now (the start double
    /// until its arms are full, else a double awaiting toes).
    pub fn pending(&self) -> Option<Tile> {
        self.pending
    }

    /// Slots still free on board tile `t` (0 if not on the table).
    pub fn free_slots(&self, t: Tile) -> u8 {
        self.free[t.index()]
    }

    /// The pip a board tile offers to new tiles.
    fn offered(&self, t: Tile) -> u8 {
        self.end[t.index()]
    }

    /// The legal targets right now as (board tile, pip) pairs. When a double
    /// is pending, only it; otherwise every open line end.
    pub fn targets(&self) -> Targets<'_> {
        Targets {
            board: self,
            i: 0,
            only: self.pending,
        }
    }

    /// The pips that can be played on right now.
    pub fn playable_pips(&self) -> PipSet {
        let mut s = PipSet::default();
        for (_, p) in self.targets() {
            s.insert(p);
        }
        s
    }

    /// Every tile that would fit some legal target right now.
    pub fn playable_tiles(&self) -> TileSet {
        self.targets()
            .fold(TileSet::EMPTY, |a, (_, p)| a.or(TileSet::with_pip(p)))
    }

    /// Whether `t` attached to `on` is a legal placement now.
    pub fn fits(&self, t: Tile, on: Tile) -> bool {
        self.targets().any(|(u, p)| u == on && t.has(p))
    }

    /// Places the start double.
    pub(crate) fn place_start(&mut self, d: Tile) {
        debug_assert!(self.placed.is_empty() && d.is_double());
        self.placed.push(Placement {
            tile: d,
            parent: None,
            slot: 0,
        });
        self.free[d.index()] = self.arms;
        self.end[d.index()] = d.hi();
        self.pending = Some(d);
    }

    /// Attaches `t` to `on` (assumed legal: see [`Board::fits`]).
    pub(crate) fn attach(&mut self, t: Tile, on: Tile) {
        let taken = self.capacity(on) - self.free[on.index()];
        let pip = self.end[on.index()];
        self.end[t.index()] = t.other(pip);
        self.free[on.index()] -= 1;
        if !on.is_double() {
            if let Some(i) = self.open.iter().position(|&(u, _)| u == on) {
                self.open.swap_remove(i);
            }
        }
        self.placed.push(Placement {
            tile: t,
            parent: Some(on),
            slot: taken,
        });
        if self.pending == Some(on) && self.free[on.index()] == 0 {
            self.pending = None;
        }
        if t.is_double() {
            self.free[t.index()] = 3;
            self.pending = Some(t);
        } else {
            self.free[t.index()] = 1;
            self.open.push((t, t.other(pip)));
        }
    }

    /// Total slots a board tile has.
    fn capacity(&self, t: Tile) -> u8 {
        if Some(t) == self.start() {
            self.arms
        } else if t.is_double() {
            3
        } else {
            1
        }
    }

    /// The pip a line tile or double on the board offers (for display).
    pub fn open_pip(&self, t: Tile) -> Option<u8> {
        (self.free[t.index()] > 0).then(|| self.offered(t))
    }
}

/// Iterator over legal (board tile, pip) targets.
pub struct Targets<'a> {
    board: &'a Board,
    i: usize,
    only: Option<Tile>,
}

impl Iterator for Targets<'_> {
    type Item = (Tile, u8);
    #[inline(always)]
    fn next(&mut self) -> Option<(Tile, u8)> {
        if let Some(d) = self.only {
            if self.i == 0 {
                self.i = 1;
                return Some((d, d.hi()));
            }
            return None;
        }
        let end = *self.board.open.get(self.i)?;
        self.i += 1;
        Some(end)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A copy is equal to the board and keeps its lists' spare room.
    #[test]
    fn a_copy_is_equal_and_keeps_its_room() {
        let mut b = Board::new(4);
        b.place_start(Tile::new(9, 9));
        b.attach(Tile::new(9, 4), Tile::new(9, 9));
        let c = b.clone();
        assert_eq!(c, b);
        assert_eq!(c.placed().len(), 2);
        assert!(c.placed.capacity() >= 64 && c.open.capacity() >= 16);
    }
}
