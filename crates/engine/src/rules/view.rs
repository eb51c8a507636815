//! What one seat may see.
//!
//! A [`PlayerView`] is built from a [`State`] for one seat and holds only
//! public information plus that seat's own hand: other hands are reduced to
//! their sizes, the boneyard to its length. AI agents receive nothing else,
//! so they cannot cheat. A view can be turned into a full [`Round`] only by
//! supplying the hidden tiles yourself ([`PlayerView::world`]), which is how
//! search-based agents sample hypothetical deals.
//!
//! The earlier rounds of the match are public once they end: their moves
//! (a draw without its tile) and the hands every seat was left with (the
//! results show them). A view holds them as [`PastRound`]s, from which an
//! AI can learn how the other seats choose their plays.

use super::board::Board;
use super::moves::Move;
use super::options::Rules;
use super::rng::Rng;
use super::round::{Phase, Round, MAX_SEATS};
use super::score::Points;
use super::state::State;
use super::tile::{PipSet, Tile, TileSet};
use serde::{Deserialize, Serialize};

/// One seat's view of the match.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PlayerView {
    seat: u8,
    rules: Rules,
    round_index: usize,
    round: Round,
    hand_sizes: Vec<u8>,
    history: Vec<(u8, Move)>,
    finished: Vec<Vec<Points>>,
    legal: Vec<Move>,
    past: Vec<PastRound>,
}

/// A finished round of the match as every seat saw it.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct PastRound {
    /// `(seat, move)` in order (a draw does not show the tile).
    pub moves: Vec<(u8, Move)>,
    /// The tiles each seat held at the round's end.
    pub hands: Vec<TileSet>,
}

impl State {
    /// The view of `seat`.
    pub fn view(&self, seat: u8) -> PlayerView {
        let r = self.round();
        let hand_sizes = (0..r.players).map(|s| r.hand(s).len() as u8).collect();
        // A copy of the round with every hidden tile removed: other hands are
        // emptied and the boneyard is replaced by nothing (its length is kept
        // separately), so no hidden tile is reachable from the view.
        let mut masked = r.clone();
        for s in 0..r.players {
            if s != seat {
                masked.hands[s as usize] = TileSet::EMPTY;
            }
        }
        let left = r.boneyard_len();
        masked.boneyard = vec![Tile::double(0); left];
        masked.next_draw = 0;
        if masked.to_move != seat {
            masked.drawn = None;
        }
        let legal = if r.to_move() == Some(seat) {
            r.legal_moves()
        } else {
            Vec::new()
        };
        PlayerView {
            seat,
            rules: self.rules().clone(),
            round_index: self.round_index(),
            round: masked,
            hand_sizes,
            history: self
                .log()
                .last()
                .map(|l| l.moves.clone())
                .unwrap_or_default(),
            finished: self.finished_scores().to_vec(),
            legal,
            past: self.log()[..self.round_index()]
                .iter()
                .zip(self.hands_left())
                .map(|(l, hands)| PastRound {
                    moves: l.moves.clone(),
                    hands: hands.clone(),
                })
                .collect(),
        }
    }
}

impl PlayerView {
    /// The seat this view belongs to.
    pub fn seat(&self) -> u8 {
        self.seat
    }
    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }
    /// The round in play (0-based).
    pub fn round_index(&self) -> usize {
        self.round_index
    }
    /// Own hand.
    pub fn hand(&self) -> TileSet {
        self.round.hand(self.seat)
    }
    /// Tiles in each seat's hand.
    pub fn hand_sizes(&self) -> &[u8] {
        &self.hand_sizes
    }
    /// The table.
    pub fn board(&self) -> &Board {
        self.round.board()
    }
    /// Tiles left in the boneyard.
    pub fn boneyard_len(&self) -> usize {
        self.round.boneyard_len()
    }
    /// Tiles still to play: in every hand and the boneyard.
    pub fn tiles_left(&self) -> usize {
        self.boneyard_len()
            + self
                .hand_sizes()
                .iter()
                .map(|&h| usize::from(h))
                .sum::<usize>()
    }
    /// The seat to move.
    pub fn to_move(&self) -> Option<u8> {
        self.round.to_move()
    }
    /// The round's phase.
    pub fn phase(&self) -> Phase {
        self.round.phase()
    }
    /// The start double of the round.
    pub fn start_double(&self) -> Tile {
        self.round.start_double()
    }
    /// The tile this seat drew this turn, if it is to move and drew.
    pub fn drawn(&self) -> Option<Tile> {
        self.round.drawn()
    }
    /// Pips `seat` was seen to lack (when it drew or passed).
    pub fn voids(&self, seat: u8) -> PipSet {
        self.round.voids(seat)
    }
    /// This round's moves so far (draws do not show the tile).
    pub fn history(&self) -> &[(u8, Move)] {
        &self.history
    }
    /// Scores of finished rounds.
    pub fn finished_scores(&self) -> &[Vec<Points>] {
        &self.finished
    }
    /// The match's earlier rounds (not the one in play, even once over).
    pub fn past(&self) -> &[PastRound] {
        &self.past
    }
    /// Legal moves, if this seat is to move.
    pub fn legal_moves(&self) -> &[Move] {
        &self.legal
    }

    /// Tiles this seat cannot see: not in its hand, not on the table, and
    /// not the set-aside start double.
    pub fn unseen(&self) -> TileSet {
        let mut u = TileSet::full(self.rules.set)
            .minus(self.hand())
            .minus(self.board().tiles());
        if self.round.set_aside {
            u.remove(self.round.start);
        }
        u
    }

    /// A full round consistent with this view, given the other seats' hands
    /// (`hands[s]` for `s != seat`; own entry ignored) and the boneyard in
    /// draw order. The caller is responsible for sizes and tile uniqueness.
    pub fn world(&self, hands: &[TileSet; MAX_SEATS], boneyard: Vec<Tile>) -> Round {
        let mut r = self.round.clone();
        for s in 0..r.players {
            if s != self.seat {
                r.hands[s as usize] = hands[s as usize];
            }
        }
        r.boneyard = boneyard;
        r.next_draw = 0;
        r
    }

    /// Samples a world: the unseen tiles are dealt at random to the other
    /// seats (respecting their hand sizes and, where possible, the pips each
    /// was seen to lack) and the rest form the boneyard in random order.
    pub fn sample_world(&self, rng: &mut Rng) -> Round {
        let (hands, bone) = self.sample_hands(rng);
        self.world(&hands, bone)
    }

    /// The hidden part of [`PlayerView::sample_world`]: the other seats'
    /// hands (own entry empty) and the boneyard in draw order, for a
    /// caller that checks them before building the world
    /// ([`PlayerView::world`]).
    pub fn sample_hands(&self, rng: &mut Rng) -> ([TileSet; MAX_SEATS], Vec<Tile>) {
        self.sample_hands_avoiding(rng, &[Avoid::default(); MAX_SEATS])
    }

    /// [`PlayerView::sample_hands`] where seat `s` also keeps to
    /// `avoid[s]` (Hard's inference: tiles a greedy player would have laid
    /// instead of what it chose). Where possible: if 20 shuffles find no
    /// such deal, the extra constraints are dropped, then the voids.
    pub fn sample_hands_avoiding(
        &self,
        rng: &mut Rng,
        avoid: &[Avoid; MAX_SEATS],
    ) -> ([TileSet; MAX_SEATS], Vec<Tile>) {
        let mut unseen: Vec<Tile> = self.unseen().iter().collect();
        let none = [Avoid::default(); MAX_SEATS];
        let tries = if avoid == &none { 1 } else { 2 };
        for extra in [avoid, &none].into_iter().take(tries) {
            for _ in 0..20 {
                rng.shuffle(&mut unseen);
                if let Some(dealt) = self.try_assign(&unseen, Some(extra)) {
                    return dealt;
                }
            }
        }
        // Voids can be contradictory only through the conservative "may"
        // bookkeeping; ignoring them always leaves enough tiles.
        self.try_assign(&unseen, None).unwrap_or_default()
    }

    fn try_assign(
        &self,
        unseen: &[Tile],
        avoid: Option<&[Avoid; MAX_SEATS]>,
    ) -> Option<([TileSet; MAX_SEATS], Vec<Tile>)> {
        let mut hands = [TileSet::EMPTY; MAX_SEATS];
        // Each seat's hand as up to two groups: (seat, tiles, what they
        // avoid); the `free` tiles need not avoid `most`.
        let mut need: Vec<(u8, usize, TileSet)> = Vec::with_capacity(2 * MAX_SEATS);
        for s in (0..self.round.players).filter(|&s| s != self.seat) {
            let n = self.hand_sizes[s as usize] as usize;
            let Some(a) = avoid else {
                need.push((s, n, TileSet::EMPTY));
                continue;
            };
            let a = a[s as usize];
            let bad = self.voids(s).tiles().or(a.all);
            let free = a.free.min(n);
            need.push((s, n - free, bad.or(a.most)));
            if free > 0 {
                need.push((s, free, bad));
            }
        }
        // Most constrained groups first.
        need.sort_by_key(|&(_, _, b)| std::cmp::Reverse(b.len()));
        let mut pool: Vec<Tile> = unseen.to_vec();
        for (s, n, bad) in need {
            let mut got = 0;
            let mut i = 0;
            while got < n && i < pool.len() {
                if !bad.contains(pool[i]) {
                    hands[s as usize].insert(pool.swap_remove(i));
                    got += 1;
                } else {
                    i += 1;
                }
            }
            if got < n {
                return None;
            }
        }
        Some((hands, pool))
    }
}

/// What a sampled hand keeps clear of, beyond its seat's voids
/// ([`PlayerView::sample_hands_avoiding`]): none of `all`, and none of
/// `most` either, apart from at most `free` of its tiles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Avoid {
    /// Tiles the hand holds none of.
    pub all: TileSet,
    /// Tiles the hand holds none of, apart from its `free` tiles.
    pub most: TileSet,
    /// How many of the hand's tiles need not avoid `most`.
    pub free: usize,
}

impl Phase {
    /// Whether play has begun (the start double is down or the round is over).
    pub fn started(self) -> bool {
        matches!(self, Phase::Play | Phase::Over(_))
    }
}
