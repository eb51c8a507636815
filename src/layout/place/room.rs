//! Room for lines to go on: a tile is not laid where it would leave its
//! own free end, or another open end near it, with no way to take two
//! more tiles, nor where it would take from an open end near it the room
//! for a double with its foot while that end's double is still to come
//! (see [`Placer::seals`]).
//!
//! Packing the board into the window's shape ([`super::layout_for`]) sends
//! lines into the bays between arms, where two lines side by side can box
//! each other in; a tile boxed in is pushed off its parent. This check
//! gives way only when no bend passes it. Measured with `chickenfoot
//! layout-report --rounds 200` (docs/layout.md), tiles not touching their
//! parent went from 3.27 % to 1.85 % at 1280 × 800 and from 4.08 % to
//! 2.15 % at 390 × 844, together with toes no longer pushed off their
//! double (1.38 % and 1.80 % once cramped feet may point back).
//!
//! A double's foot is kept only where it already fits, at open ends near
//! the new tile, and only while the double of the end's pip is not on the
//! table (an end offering 5 once 5-5 is laid can only take line tiles).
//! That took detached tiles from 0.82 % to 0.66 % at 1280 × 800 and from
//! 1.03 % to 0.95 % at 390 × 844, for eight-seat double-twelve tiles of
//! 49.2 px instead of 50.4 (32.7 instead of 32.9 on the phone). Requiring
//! the room at every open end, whether it had it or not and whatever the
//! double, had shrunk those tiles to 46 px, below the size target; the
//! new tile's own free end gains nothing from the check (1,591 detached
//! against 1,586 on 30 rounds a cell).
//!
//! Where every bend seals some end, the check used to give way to the
//! cheapest; the placer now takes the bend that seals fewest ends
//! ([`Placer::sealed`]), and so does a tile that can only touch its
//! parent somewhere along its face, and a tile pushed off its parent
//! looks for a spot that seals none. Detached tiles went from 0.66 % to
//! 0.61 % at 1280 × 800 and from 0.95 % to 0.87 % at 390 × 844.
//!
//! An end cut off from the outside of the board counts as sealed too,
//! however far it is from the new tile ([`super::reach`]); where every
//! usual bend seals an end, the in-between bends and the spots touching
//! the end's face compete for the fewest sealed. Detached tiles: 0.41 %
//! and 0.46 % (0.40 % since a tall window's lines keep more room,
//! docs/layout.md).
//!
//! Softer than the check, on a wide window a spot's cost counts the
//! straight room it takes from the open ends near it
//! ([`Placer::room_taken`]), so a line leaves its neighbours' corridors
//! open before any is sealed: 0.187 % → 0.156 % detached at 1280 × 800
//! (docs/layout.md, "Room taken from the ends near").

use super::{
    bent, Cand, Foot, Kind, Placer, DOUBLE_BENDS, LINE_BENDS, LOOKAHEAD_BENDS, OVERLAP_EPS,
};
use crate::layout::geom::Obb;
use crate::rules::Tile;

/// Open ends whose tile is nearer than this to a new tile count in
/// [`Placer::room_taken`]: farther than the room check's [`NEAR`] (about 5 %
/// fewer tiles pushed off than at 6 units; 12 and 16 measured no better:
/// docs/layout.md).
const TAKEN_NEAR: f64 = 9.0;

/// Open ends whose tile is nearer than this to a new tile are checked.
const NEAR: f64 = 6.0;

impl Placer {
    /// Whether a box is clear of the tiles and of `extra`.
    pub(super) fn clear(&self, b: &Obb, extra: &[Obb]) -> bool {
        self.grid.free(b) && extra.iter().all(|o| !o.overlaps(b, OVERLAP_EPS))
    }

    /// Whether the free end of a line tile at `t` can take a line tile
    /// that can itself be followed (two steps), with `extra` laid too.
    pub(super) fn roomy_end(&self, t: &Cand, extra: &[Obb]) -> bool {
        LINE_BENDS.iter().any(|&d| {
            let n = bent(t, d, Kind::Line);
            self.clear(&Kind::Line.obb(&n), extra) && {
                LOOKAHEAD_BENDS.iter().any(|&d2| {
                    let m = bent(&n, d2, Kind::Line);
                    let mb = Kind::Line.obb(&m);
                    self.clear(&mb, extra) && !mb.overlaps(&Kind::Line.obb(&n), OVERLAP_EPS)
                })
            }
        })
    }

    /// Straight room (tiles ahead, up to [`super::ROOM`]) that a tile of
    /// `kind` at `c`, with `toes`, takes from the open ends near it
    /// ([`TAKEN_NEAR`]; the parent's aside), summed: a softer measure than [`Placer::seals`],
    /// which only counts an end left unable to take two more tiles.
    pub(super) fn room_taken(&self, kind: Kind, c: &Cand, toes: &[Cand; 3], parent: usize) -> u32 {
        let (boxes, n) = laid_boxes(kind, c, toes);
        let extra = &boxes[..n];
        self.open
            .iter()
            .map(|&i| i as usize)
            .filter(|&i| i != parent)
            .map(|i| Cand::of(&self.nodes[i].tile))
            .filter(|t| t.center.distance(c.center) < TAKEN_NEAR)
            .map(|t| {
                let from = t.far_end();
                // The room with the tile laid; only when it is short is
                // the room without it looked up.
                match self.room(from, t.dir, extra) {
                    super::ROOM => 0,
                    after => self.room(from, t.dir, &[]) - after,
                }
            })
            .sum()
    }

    /// Whether the double of `pip` is still to come (not on the table).
    fn double_due(&self, pip: u8) -> bool {
        self.node_of(Tile::new(pip, pip)).is_none()
    }

    /// Whether the free end of a line tile at `t` can take a double with
    /// a whole foot (its toes may turn, [`Foot::Turned`]), with `extra`
    /// laid too.
    pub(super) fn foot_room(&self, t: &Cand, extra: &[Obb]) -> bool {
        DOUBLE_BENDS.iter().any(|&d| {
            let n = bent(t, d, Kind::Double);
            self.clear(&Kind::Double.obb(&n), extra) && self.foot(&n, Foot::Turned, extra).is_some()
        })
    }

    /// Whether laying a tile of `kind` at `c` (with `toes`) on node `parent`
    /// would leave one of its own new ends (a line tile's free end, a
    /// double's toes), or an open end near it that has room now, unable to
    /// take two more tiles ([`Placer::roomy_end`]); or take the room for a
    /// double and its foot ([`Placer::foot_room`]) from an open end near
    /// it whose double is still to come.
    pub(super) fn seals(&self, kind: Kind, c: &Cand, toes: &[Cand; 3], parent: usize) -> bool {
        self.sealed(kind, c, toes, parent, 1) > 0
    }

    /// How many ends laying a tile of `kind` at `c` would seal, each as
    /// [`Placer::seals`] says, counting no further than `limit`: where
    /// every spot seals one, the placer takes one that seals fewest.
    pub(super) fn sealed(
        &self,
        kind: Kind,
        c: &Cand,
        toes: &[Cand; 3],
        parent: usize,
        limit: usize,
    ) -> usize {
        let (boxes, nb) = laid_boxes(kind, c, toes);
        let extra = &boxes[..nb];
        // The free ends the new tile brings: its own, or its double's toes'.
        let (ends, n) = match kind {
            Kind::Line => ([*c; 3], 1),
            Kind::Double => (*toes, 3),
        };
        let own = ends[..n]
            .iter()
            .filter(|t| !self.roomy_end(t, extra))
            .take(limit)
            .count();
        if own == limit {
            return own;
        }
        let near = self.open.iter().filter(|&&i| {
            let i = i as usize;
            if i == parent {
                return false;
            }
            let t = &self.nodes[i].tile;
            let t = Cand::of(t);
            if t.center.distance(c.center) >= NEAR {
                return false;
            }
            let line = !self.roomy_end(&t, extra) && self.roomy_end(&t, &[]);
            let pip = self.nodes[i].offers;
            line || (self.double_due(pip) && !self.foot_room(&t, extra) && self.foot_room(&t, &[]))
        });
        let n = own + near.take(limit - own).count();
        if n >= limit {
            return n;
        }
        n + self.cut_off(kind, c, toes, extra, parent).min(limit - n)
    }
}

/// The boxes a tile of `kind` at `c` lays: its own, and a double's three
/// toes; the count in use.
pub(super) fn laid_boxes(kind: Kind, c: &Cand, toes: &[Cand; 3]) -> ([Obb; 4], usize) {
    let mut boxes = [kind.obb(c); 4];
    match kind {
        Kind::Line => (boxes, 1),
        Kind::Double => {
            for (b, t) in boxes[1..].iter_mut().zip(toes) {
                *b = Kind::Line.obb(t);
            }
            (boxes, 4)
        }
    }
}
