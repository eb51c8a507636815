//! Stepping through a game record (`chickenfoot-record/1`) move by move,
//! forward and back. Every round has its own steps from its deal (0 moves)
//! to its last move, so the end of one round and the deal of the next are
//! both shown.

use crate::rules::record::{self, Record, ReplayError};
use crate::rules::State;

/// A record and a position in it, a step from 0 to `total`.
#[derive(Clone, Debug)]
pub struct Replay {
    rec: Record,
    /// The current step.
    pub pos: usize,
    /// The last step: every move, plus one deal step per round after the first.
    pub total: usize,
}

impl Replay {
    /// Starts at the beginning of a record.
    pub fn new(rec: Record) -> Replay {
        let total = rec.rounds.iter().map(|r| r.moves.len() + 1).sum::<usize>() - 1;
        Replay { rec, pos: 0, total }
    }

    /// One move forward; false at the end.
    pub fn forward(&mut self) -> bool {
        if self.pos >= self.total {
            return false;
        }
        self.pos += 1;
        true
    }

    /// One move back; false at the start.
    pub fn back(&mut self) -> bool {
        if self.pos == 0 {
            return false;
        }
        self.pos -= 1;
        true
    }

    /// The round and the moves into it of the current position.
    pub fn place(&self) -> (usize, usize) {
        let mut left = self.pos;
        let last = self.rec.rounds.len().saturating_sub(1);
        for (r, round) in self.rec.rounds.iter().enumerate() {
            if left <= round.moves.len() || r == last {
                return (r, left.min(round.moves.len()));
            }
            left -= round.moves.len() + 1;
        }
        (0, 0)
    }

    /// The state at the current position.
    pub fn state(&self) -> Result<State, ReplayError> {
        let (r, i) = self.place();
        let mut rec = self.rec.clone();
        rec.rounds.truncate(r + 1);
        rec.rounds[r].moves.truncate(i);
        record::replay(&rec)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Rules, State};

    #[test]
    fn steps_forward_and_back_through_rounds() {
        let mut st = State::new(Rules::default(), 9).unwrap();
        let mut moves = 0;
        while st.round_index() < 2 && !st.is_over() {
            if st.round_over() {
                st.next_round();
                continue;
            }
            let seat = st.to_move().unwrap();
            let mv = st.legal_moves()[0];
            st.apply(seat, mv).unwrap();
            moves += 1;
        }
        let rec = record::from_value(&st.to_record()).unwrap();
        let mut rp = Replay::new(rec);
        assert_eq!(rp.total, moves + 2, "three rounds: two deal steps");
        assert_eq!(rp.state().unwrap().round().board().placed().len(), 0);
        while rp.forward() {}
        assert_eq!(rp.state().unwrap(), st);
        assert!(rp.back());
        assert_ne!(rp.state().unwrap(), st);
        while rp.back() {}
        assert_eq!(rp.place(), (0, 0));
    }
}
