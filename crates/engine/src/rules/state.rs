//! The match: rules, seed, the round in play and the history of the match.
//!
//! [`State`] is the one type every other part trusts. Its API follows
//! OpenSpiel: [`State::to_move`], [`State::legal_moves`], [`State::apply`]
//! (checked: an illegal move returns a [`MoveError`] and leaves the state
//! untouched), [`State::is_over`], [`State::totals`]. Random deals come from
//! the seed held in the state ([`deal_round`]), so a seed and the moves
//! reproduce a game exactly; [`State::to_record`] exports it.

use super::error::MoveError;
use super::moves::Move;
use super::options::{Rules, RulesError, StartSearch};
use super::rng::Rng;
use super::round::{Deal, Round, RoundEnd};
use super::score::{self, Points, TieBreak};
use super::tile::{Tile, TileSet};
use serde::{Deserialize, Serialize};

/// One round's deal and the moves made in it, as a record stores them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct RoundLog {
    /// The deal.
    pub deal: Deal,
    /// `(seat, move)` in order, start-search draws and the placement included.
    pub moves: Vec<(u8, Move)>,
}

/// A whole match.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct State {
    rules: Rules,
    seed: u64,
    round: Round,
    log: Vec<RoundLog>,
    finished: Vec<Vec<Points>>,
    ends: Vec<RoundEnd>,
    left: Vec<Vec<TileSet>>,
}

/// Deals round `r` of a match from `seed`.
///
/// The whole set is shuffled. With [`StartSearch::BeforeDeal`] the starter
/// is found by drawing round the table: seats take the shuffled tiles one at
/// a time from the round's first seat, and whoever takes the start double is
/// the starter; the double is set aside and the rest are dealt.
pub fn deal_round(rules: &Rules, seed: u64, r: usize) -> Deal {
    let mut rng = Rng::derive(seed, r as u64);
    let mut tiles: Vec<Tile> = Tile::all(rules.set).collect();
    rng.shuffle(&mut tiles);
    let mut starter = None;
    if rules.start_search == StartSearch::BeforeDeal {
        let d = rules.start_double(r);
        let pos = tiles.iter().position(|&t| t == d).unwrap_or(0);
        starter = Some(((r + pos) % rules.players as usize) as u8);
        tiles.remove(pos);
    }
    let h = rules.hand_size as usize;
    let hands = (0..rules.players as usize)
        .map(|s| tiles[s * h..(s + 1) * h].to_vec())
        .collect();
    let boneyard = tiles[rules.players as usize * h..].to_vec();
    Deal {
        hands,
        boneyard,
        starter,
    }
}

impl State {
    /// A new match with deals drawn from `seed`.
    pub fn new(rules: Rules, seed: u64) -> Result<State, RulesError> {
        rules.validate()?;
        let deal = deal_round(&rules, seed, 0);
        Ok(State::with_deal(rules, seed, deal))
    }

    /// A new match whose first round uses `deal` (trusted: see
    /// [`crate::rules::record`] for the checks a record's deal gets).
    pub fn with_deal(rules: Rules, seed: u64, deal: Deal) -> State {
        let round = Round::new(&rules, 0, &deal);
        State {
            rules,
            seed,
            round,
            log: vec![RoundLog {
                deal,
                moves: Vec::new(),
            }],
            finished: Vec::new(),
            ends: Vec::new(),
            left: Vec::new(),
        }
    }

    /// The rules.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The seed deals come from.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The round in play (0-based).
    pub fn round_index(&self) -> usize {
        self.log.len() - 1
    }

    /// The round in play, with every hand (the referee's view).
    pub fn round(&self) -> &Round {
        &self.round
    }

    /// Each round's deal and moves so far.
    pub fn log(&self) -> &[RoundLog] {
        &self.log
    }

    /// The seat to move, or `None` between rounds and after the match.
    pub fn to_move(&self) -> Option<u8> {
        self.round.to_move()
    }

    /// The legal moves of the seat to move.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.round.legal_moves()
    }

    /// Applies `mv` for `seat` if it is legal; otherwise returns why and
    /// changes nothing.
    pub fn apply(&mut self, seat: u8, mv: Move) -> Result<(), MoveError> {
        self.round.apply(seat, mv)?;
        if let Some(end) = self.round.end() {
            self.finished.push(self.round.scores());
            self.ends.push(end);
            self.left.push(
                (0..self.round.players)
                    .map(|s| self.round.hand(s))
                    .collect(),
            );
        }
        let last = self.log.last_mut().expect("a round is always logged");
        last.moves.push((seat, mv));
        Ok(())
    }

    /// The match with the round in play taken back to its first `n` moves
    /// (the earlier rounds untouched): the round's deal is laid out again
    /// and those moves replayed, so the result is exactly the state the
    /// match was in then. `None` when the round has ended (its result is
    /// final) or has fewer than `n` moves.
    pub fn rewound(&self, n: usize) -> Option<State> {
        let log = self.log.last()?;
        if self.round_over() || n > log.moves.len() {
            return None;
        }
        let mut s = self.clone();
        s.round = Round::new(&s.rules, self.round_index(), &log.deal);
        s.log.last_mut()?.moves.clear();
        for &(seat, mv) in &log.moves[..n] {
            s.apply(seat, mv).ok()?;
        }
        Some(s)
    }

    /// Whether the round in play has ended.
    pub fn round_over(&self) -> bool {
        self.round.end().is_some()
    }

    /// How the round in play ended.
    pub fn round_end(&self) -> Option<RoundEnd> {
        self.round.end()
    }

    /// Whether every round of the match has been played.
    pub fn is_over(&self) -> bool {
        self.round_over() && self.log.len() == self.rules.rounds.len()
    }

    /// Deals the next round from the seed. Returns false (and does nothing)
    /// unless the round in play is over and the match is not.
    pub fn next_round(&mut self) -> bool {
        let deal = deal_round(&self.rules, self.seed, self.log.len());
        self.start_round(deal)
    }

    /// Starts the next round with a given deal (trusted); false if the round
    /// in play is not over or the match is.
    pub fn start_round(&mut self, deal: Deal) -> bool {
        if !self.round_over() || self.is_over() {
            return false;
        }
        let r = self.log.len();
        self.round = Round::new(&self.rules, r, &deal);
        self.log.push(RoundLog {
            deal,
            moves: Vec::new(),
        });
        true
    }

    /// Scores of every round so far; the round in play (if not over) counts
    /// the pips each seat holds now.
    pub fn round_scores(&self) -> Vec<Vec<Points>> {
        let mut v = self.finished.clone();
        if !self.round_over() {
            v.push(self.round.scores());
        }
        v
    }

    /// How each finished round ended.
    pub fn ends(&self) -> &[RoundEnd] {
        &self.ends
    }

    /// The tiles each seat held when each finished round ended (the
    /// results show them), seat by seat: the engine's own hands at that
    /// moment, kept as [`State::ends`] and [`State::finished_scores`] are.
    pub fn hands_left(&self) -> &[Vec<TileSet>] {
        &self.left
    }

    /// Scores of finished rounds only.
    pub fn finished_scores(&self) -> &[Vec<Points>] {
        &self.finished
    }

    /// Match totals, the round in play included.
    pub fn totals(&self) -> Vec<Points> {
        score::totals(&self.round_scores(), self.rules.players as usize)
    }

    /// The winners (ascending seats) and the deciding rule, once the match is over.
    pub fn winners(&self) -> Option<(Vec<u8>, TieBreak)> {
        self.is_over()
            .then(|| score::winners(&self.finished, self.rules.players as usize))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Preset;

    /// Taking a round back to any earlier move gives the very state the
    /// match was in after that move, in every round of seeded games.
    #[test]
    fn rewound_is_the_state_as_it_was() {
        for seed in 1..20u64 {
            let rules = Preset::Standard.rules(2 + (seed % 5) as u8);
            let mut st = State::new(rules, seed).unwrap();
            let mut rng = Rng::derive(seed, 99);
            let mut seen = vec![st.clone()];
            while !st.is_over() {
                if st.round_over() {
                    assert!(st.rewound(0).is_none(), "a finished round is final");
                    st.next_round();
                    seen = vec![st.clone()];
                    continue;
                }
                let moves = st.legal_moves();
                let mv = moves[rng.below(moves.len())];
                st.apply(st.to_move().unwrap(), mv).unwrap();
                seen.push(st.clone());
                if st.round_over() {
                    continue;
                }
                let n = rng.below(seen.len());
                assert_eq!(st.rewound(n).as_ref(), Some(&seen[n]), "seed {seed}");
                assert!(st.rewound(seen.len()).is_none());
            }
        }
    }
}
