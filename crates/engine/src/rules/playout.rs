//! Random playouts: the engine's throughput benchmark. `chickenfoot bench`
//! times this loop natively and `make bench-web` times the same loop in
//! the browser's wasm, so the two figures compare the same work.

use super::{deal_round, Move, Rng, Round, Rules};

/// Deals and plays `n` rounds with uniformly random legal moves, drawing
/// the deals and the moves from `rng`; round `k` (counting from `first`)
/// starts with the double of round `k % rules.rounds.len()`. Returns the
/// moves made. `buf` holds the legal moves between calls.
pub fn random_rounds(rules: &Rules, rng: &mut Rng, first: u64, n: u64, buf: &mut Vec<Move>) -> u64 {
    let mut moves = 0;
    for k in first..first + n {
        let r = (k % rules.rounds.len() as u64) as usize;
        let deal = deal_round(rules, rng.next_u64(), r);
        let mut round = Round::new(rules, r, &deal);
        while round.to_move().is_some() {
            round.legal_moves_into(buf);
            let mv = buf[rng.below(buf.len())];
            round.apply_unchecked(mv);
            moves += 1;
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every round is played to its end, and the same seed plays the same
    /// moves.
    #[test]
    fn random_rounds_end_and_repeat() {
        let rules = Rules::default();
        let mut buf = Vec::new();
        let a = random_rounds(&rules, &mut Rng::new(7), 0, 20, &mut buf);
        let b = random_rounds(&rules, &mut Rng::new(7), 0, 20, &mut buf);
        assert_eq!(a, b);
        // At least the start double and one tile per seat each round.
        assert!(a >= 20 * (1 + rules.players as u64), "{a} moves");
        assert_ne!(a, random_rounds(&rules, &mut Rng::new(8), 0, 20, &mut buf));
    }
}
