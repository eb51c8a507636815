//! Tiles, tile sets and pip arithmetic.
//!
//! A [`Tile`] is an unordered pair of pips, stored high pip first, so `"4-9"`
//! and `"9-4"` are the same tile and both print as `9-4`. Every tile of a
//! double-N set (N ≤ 18, so at most 190 tiles) has a dense index
//! ([`Tile::index`]), which lets a hand be a 192-bit [`TileSet`]: membership,
//! "which tiles carry pip p" and pip sums are a few word operations, which is
//! what makes random play fast enough for search-based AI.
//!
//! The one-line methods on both are `#[inline(always)]`: the page's wasm
//! is built for size (opt-level "z"), which otherwise leaves each of them
//! a call in the AI's innermost loops. With them (and the same on
//! [`super::Rng`]'s hot methods), the random-play loop in the browser
//! went from 0.46× to 0.68× of native speed (medians) for 1.2 KB of gzipped
//! wasm (docs/ai.md, "Speed in the page").

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// The highest pip any supported set has (double-eighteen).
pub const MAX_PIP: u8 = 18;
/// Number of tiles in the largest supported set.
pub const MAX_TILES: usize = tile_count(MAX_PIP);

/// Number of tiles in a double-`n` set: `(n + 1)(n + 2) / 2`.
pub const fn tile_count(n: u8) -> usize {
    let n = n as usize;
    (n + 1) * (n + 2) / 2
}

/// One domino. Always stored with the higher pip first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Tile {
    hi: u8,
    lo: u8,
}

impl Tile {
    /// The tile with pips `a` and `b`, in either order.
    pub const fn new(a: u8, b: u8) -> Tile {
        if a >= b {
            Tile { hi: a, lo: b }
        } else {
            Tile { hi: b, lo: a }
        }
    }

    /// The double `p-p`.
    pub const fn double(p: u8) -> Tile {
        Tile { hi: p, lo: p }
    }

    /// The higher pip.
    #[inline(always)]
    pub const fn hi(self) -> u8 {
        self.hi
    }

    /// The lower pip.
    #[inline(always)]
    pub const fn lo(self) -> u8 {
        self.lo
    }

    /// Whether both halves show the same pip.
    #[inline(always)]
    pub const fn is_double(self) -> bool {
        self.hi == self.lo
    }

    /// Whether either half shows `p`.
    #[inline(always)]
    pub const fn has(self, p: u8) -> bool {
        self.hi == p || self.lo == p
    }

    /// The other half, given that one half shows `p` (for a double, `p`).
    #[inline(always)]
    pub const fn other(self, p: u8) -> u8 {
        if self.hi == p {
            self.lo
        } else {
            self.hi
        }
    }

    /// Sum of both halves.
    #[inline(always)]
    pub const fn pips(self) -> u32 {
        self.hi as u32 + self.lo as u32
    }

    /// Dense index, `hi * (hi + 1) / 2 + lo`: tiles of a double-N set are
    /// exactly the indices `0..tile_count(N)`.
    #[inline(always)]
    pub const fn index(self) -> usize {
        let h = self.hi as usize;
        h * (h + 1) / 2 + self.lo as usize
    }

    /// Inverse of [`Tile::index`].
    #[inline(always)]
    pub fn from_index(i: usize) -> Tile {
        TILE_BY_INDEX[i]
    }

    /// Every tile of a double-`n` set, in index order (0-0, 1-0, 1-1, 2-0, …).
    pub fn all(n: u8) -> impl Iterator<Item = Tile> {
        TILE_BY_INDEX[..tile_count(n)].iter().copied()
    }
}

const TILE_BY_INDEX: [Tile; MAX_TILES] = {
    let mut out = [Tile { hi: 0, lo: 0 }; MAX_TILES];
    let mut hi = 0u8;
    let mut i = 0;
    while hi <= MAX_PIP {
        let mut lo = 0u8;
        while lo <= hi {
            out[i] = Tile { hi, lo };
            i += 1;
            lo += 1;
        }
        hi += 1;
    }
    out
};

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.hi, self.lo)
    }
}

/// Why a tile string could not be read.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TileParseError {
    /// Not of the form `a-b` with one or two decimal digits a side.
    Syntax,
    /// A pip above the set's highest (or above 18).
    PipTooHigh,
}

impl fmt::Display for TileParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileParseError::Syntax => f.write_str("a tile is written like \"9-4\""),
            TileParseError::PipTooHigh => f.write_str("pip above the set's highest"),
        }
    }
}

impl Tile {
    /// Parses `a-b` (`^[0-9]{1,2}-[0-9]{1,2}$`) with both pips at most `max`.
    pub fn parse(s: &str, max: u8) -> Result<Tile, TileParseError> {
        let (a, b) = s.split_once('-').ok_or(TileParseError::Syntax)?;
        let pip = |t: &str| -> Result<u8, TileParseError> {
            if t.is_empty() || t.len() > 2 || !t.bytes().all(|c| c.is_ascii_digit()) {
                return Err(TileParseError::Syntax);
            }
            let v: u8 = t.parse().map_err(|_| TileParseError::Syntax)?;
            if v > max {
                Err(TileParseError::PipTooHigh)
            } else {
                Ok(v)
            }
        };
        Ok(Tile::new(pip(a)?, pip(b)?))
    }
}

impl FromStr for Tile {
    type Err = TileParseError;
    fn from_str(s: &str) -> Result<Tile, TileParseError> {
        Tile::parse(s, MAX_PIP)
    }
}

impl Serialize for Tile {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Tile {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Tile, D::Error> {
        let s = String::deserialize(d)?;
        s.parse().map_err(serde::de::Error::custom)
    }
}

/// A set of tiles as a 192-bit mask over [`Tile::index`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
pub struct TileSet([u64; 3]);

impl TileSet {
    /// No tiles.
    pub const EMPTY: TileSet = TileSet([0; 3]);

    /// Every tile of a double-`n` set.
    pub fn full(n: u8) -> TileSet {
        let mut s = TileSet::EMPTY;
        for t in Tile::all(n) {
            s.insert(t);
        }
        s
    }

    /// Every tile (of any set) carrying pip `p`.
    #[inline(always)]
    pub fn with_pip(p: u8) -> TileSet {
        PIP_MASKS[p as usize]
    }

    /// Whether the set holds `t`.
    #[inline(always)]
    pub fn contains(self, t: Tile) -> bool {
        let i = t.index();
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }

    /// Adds `t`.
    #[inline(always)]
    pub fn insert(&mut self, t: Tile) {
        let i = t.index();
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `t`.
    #[inline(always)]
    pub fn remove(&mut self, t: Tile) {
        let i = t.index();
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// Number of tiles.
    #[inline(always)]
    pub fn len(self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    #[inline(always)]
    pub fn is_empty(self) -> bool {
        // Not `self.0 == [0; 3]`: size-optimised builds compare arrays
        // with a call to memcmp.
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    /// Tiles in both sets.
    #[inline(always)]
    pub fn and(self, o: TileSet) -> TileSet {
        TileSet([self.0[0] & o.0[0], self.0[1] & o.0[1], self.0[2] & o.0[2]])
    }

    /// Tiles in either set.
    #[inline(always)]
    pub fn or(self, o: TileSet) -> TileSet {
        TileSet([self.0[0] | o.0[0], self.0[1] | o.0[1], self.0[2] | o.0[2]])
    }

    /// Tiles in `self` but not in `o`.
    #[inline(always)]
    pub fn minus(self, o: TileSet) -> TileSet {
        TileSet([
            self.0[0] & !o.0[0],
            self.0[1] & !o.0[1],
            self.0[2] & !o.0[2],
        ])
    }

    /// Whether the sets share a tile.
    #[inline(always)]
    pub fn intersects(self, o: TileSet) -> bool {
        !self.and(o).is_empty()
    }

    /// The tiles, in index order.
    pub fn iter(self) -> TileSetIter {
        TileSetIter {
            words: self.0,
            w: 0,
        }
    }

    /// Calls `f` for each tile in index order (faster than [`TileSet::iter`]
    /// on hot paths).
    #[inline]
    pub fn for_each(self, mut f: impl FnMut(Tile)) {
        for (w, &word) in self.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let b = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                f(TILE_BY_INDEX[w * 64 + b]);
            }
        }
    }

    /// Sum of the pips of all tiles, with 0-0 counting `double_blank`.
    pub fn penalty(self, double_blank: u64) -> u128 {
        let zero = Tile::double(0);
        let pips: u128 = self.iter().map(|t| t.pips() as u128).sum();
        pips + if self.contains(zero) {
            double_blank as u128
        } else {
            0
        }
    }
}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(it: I) -> TileSet {
        let mut s = TileSet::EMPTY;
        for t in it {
            s.insert(t);
        }
        s
    }
}

/// Iterator over a [`TileSet`].
pub struct TileSetIter {
    words: [u64; 3],
    w: usize,
}

impl Iterator for TileSetIter {
    type Item = Tile;
    fn next(&mut self) -> Option<Tile> {
        while self.w < 3 {
            let word = self.words[self.w];
            if word != 0 {
                let b = word.trailing_zeros() as usize;
                self.words[self.w] &= word - 1;
                return Some(Tile::from_index(self.w * 64 + b));
            }
            self.w += 1;
        }
        None
    }
}

const PIP_MASKS: [TileSet; MAX_PIP as usize + 1] = {
    let mut out = [TileSet([0; 3]); MAX_PIP as usize + 1];
    let mut i = 0;
    while i < MAX_TILES {
        let t = TILE_BY_INDEX[i];
        out[t.hi as usize].0[i >> 6] |= 1 << (i & 63);
        out[t.lo as usize].0[i >> 6] |= 1 << (i & 63);
        i += 1;
    }
    out
};

/// A set of pips (0..=18) as a bit mask.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug, Serialize, Deserialize)]
pub struct PipSet(pub u32);

impl PipSet {
    /// Whether `p` is in the set.
    #[inline(always)]
    pub fn contains(self, p: u8) -> bool {
        self.0 >> p & 1 == 1
    }
    /// Adds `p`.
    #[inline(always)]
    pub fn insert(&mut self, p: u8) {
        self.0 |= 1 << p;
    }
    /// The pips, ascending.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        (0..=MAX_PIP).filter(move |&p| self.contains(p))
    }
    /// Every tile carrying one of these pips.
    pub fn tiles(self) -> TileSet {
        self.iter()
            .fold(TileSet::EMPTY, |a, p| a.or(TileSet::with_pip(p)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn index_round_trips_and_is_dense() {
        for (i, t) in Tile::all(MAX_PIP).enumerate() {
            assert_eq!(t.index(), i);
            assert_eq!(Tile::from_index(i), t);
        }
        assert_eq!(Tile::all(9).count(), 55);
        assert_eq!(tile_count(12), 91);
    }

    #[test]
    fn parse_accepts_either_order_and_rejects_junk() {
        assert_eq!(Tile::parse("4-9", 9), Ok(Tile::new(9, 4)));
        assert_eq!(Tile::parse("09-4", 9), Ok(Tile::new(9, 4)));
        assert_eq!(Tile::new(4, 9).to_string(), "9-4");
        for bad in [
            "", "9", "9-", "-9", "9--4", "123-4", "9-4 ", "+9-4", "a-b", "9_4",
        ] {
            assert_eq!(Tile::parse(bad, 18), Err(TileParseError::Syntax), "{bad:?}");
        }
        assert_eq!(Tile::parse("10-4", 9), Err(TileParseError::PipTooHigh));
    }

    #[test]
    fn tileset_ops() {
        let mut s = TileSet::EMPTY;
        s.insert(Tile::new(9, 4));
        s.insert(Tile::double(0));
        assert_eq!(s.len(), 2);
        assert!(s.contains(Tile::new(4, 9)));
        assert_eq!(s.penalty(50), 63);
        assert_eq!(
            s.and(TileSet::with_pip(4)).iter().collect::<Vec<_>>(),
            vec![Tile::new(9, 4)]
        );
        assert_eq!(TileSet::full(9).len(), 55);
        assert_eq!(TileSet::full(9).and(TileSet::with_pip(3)).len(), 10);
        s.remove(Tile::new(9, 4));
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![Tile::double(0)]);
    }
}
