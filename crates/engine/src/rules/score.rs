//! Match scoring and tie-breaks.
//!
//! Each round scores the pips left in each hand (0-0 counts the
//! `double_blank` option; the seat that went out scores 0). The lowest match
//! total wins. Ties go to the seat with the most rounds scored exactly 0,
//! then to the lowest smallest non-zero single-round score; still tied, the
//! win is shared.

use serde::{Deserialize, Serialize};

/// Penalty points. Wide enough that no option value (0-0 may count up to
/// `u64::MAX`) and no match length can overflow.
pub type Points = u128;

/// Why the winners won, for the result screen.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum TieBreak {
    /// A single lowest total.
    LowestTotal,
    /// Tied totals, decided by rounds scored 0.
    MostZeroRounds,
    /// Still tied, decided by the lowest non-zero round.
    LowestNonZeroRound,
    /// Tied on everything: the win is shared.
    Shared,
}

/// Sum of each seat's round scores.
pub fn totals(rounds: &[Vec<Points>], players: usize) -> Vec<Points> {
    let mut t: Vec<Points> = vec![0; players];
    for r in rounds {
        for (a, b) in t.iter_mut().zip(r) {
            *a += b;
        }
    }
    t
}

/// The winners (ascending seats) and the rule that decided.
pub fn winners(rounds: &[Vec<Points>], players: usize) -> (Vec<u8>, TieBreak) {
    let tot = totals(rounds, players);
    let mut seats: Vec<u8> = (0..players as u8).collect();
    let min = *tot.iter().min().unwrap_or(&0);
    seats.retain(|&s| tot[s as usize] == min);
    if seats.len() == 1 {
        return (seats, TieBreak::LowestTotal);
    }
    let zeros = |s: u8| rounds.iter().filter(|r| r[s as usize] == 0).count();
    let best = seats.iter().map(|&s| zeros(s)).max().unwrap_or(0);
    seats.retain(|&s| zeros(s) == best);
    if seats.len() == 1 {
        return (seats, TieBreak::MostZeroRounds);
    }
    let low = |s: u8| {
        rounds
            .iter()
            .map(|r| r[s as usize])
            .filter(|&x| x > 0)
            .min()
            .unwrap_or(Points::MAX)
    };
    let best = seats.iter().map(|&s| low(s)).min().unwrap_or(Points::MAX);
    seats.retain(|&s| low(s) == best);
    if seats.len() == 1 {
        return (seats, TieBreak::LowestNonZeroRound);
    }
    (seats, TieBreak::Shared)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tie_breaks_in_order() {
        // Clear winner.
        assert_eq!(winners(&[vec![5, 9]], 2), (vec![0], TieBreak::LowestTotal));
        // Tied 10-10; seat 1 has a zero round.
        let r = vec![vec![5, 0], vec![5, 10]];
        assert_eq!(winners(&r, 2), (vec![1], TieBreak::MostZeroRounds));
        // Tied 10-10, one zero each; seat 0's lowest non-zero is 3.
        let r = vec![vec![0, 0], vec![3, 4], vec![7, 6]];
        assert_eq!(winners(&r, 2), (vec![0], TieBreak::LowestNonZeroRound));
        // Identical.
        let r = vec![vec![4, 4, 9]];
        assert_eq!(winners(&r, 3), (vec![0, 1], TieBreak::Shared));
        assert_eq!(totals(&r, 3), vec![4, 4, 9]);
    }
}
