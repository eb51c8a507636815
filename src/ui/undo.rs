//! Undo: the person playing against computer seats takes back their last
//! play.
//!
//! What may be taken back, and why:
//! - only with one person at the table: in pass-and-play the others have
//!   seen the move (and its hand-over), so it stands;
//! - only a play of a tile ([`Move::Play`]), never a draw or a pass: a
//!   drawn tile stays drawn (taking a draw back would let the person peek
//!   at the boneyard), and a play made after a draw goes back to just after
//!   that draw;
//! - only in the round in play: a finished round has been scored (and
//!   reported to the statistics and the embedding page).
//!
//! The computer seats' moves made after the play are taken back with it.
//! The state is rebuilt by replaying the round up to that play
//! ([`State::rewound`](crate::rules::State::rewound)), so it is exactly a
//! state the match was in; the computer seats decide from a seed of the
//! position, so if the person plays the same tile again they answer the
//! same way.

use super::game::Game;
use crate::i18n::{tf, Key};
use crate::rules::{Move, Tile};

impl Game {
    /// The person's last play that may be taken back now: the number of
    /// moves of the round before it, and its tile.
    pub fn undo_point(&self) -> Option<(usize, Tile)> {
        let you = self.you()?;
        if self.state.round_over() {
            return None;
        }
        let moves = &self.state.log().last()?.moves;
        let (at, &(_, mv)) = moves.iter().enumerate().rfind(|(_, (s, _))| *s == you)?;
        match mv {
            Move::Play { tile, .. } => Some((at, tile)),
            _ => None,
        }
    }

    /// Takes back the person's last play and the moves after it; returns
    /// the tile taken back, or `None` (and changes nothing) when there is
    /// nothing to take back ([`Game::undo_point`]).
    pub fn undo(&mut self) -> Option<Tile> {
        let (at, tile) = self.undo_point()?;
        self.state = self.state.rewound(at)?;
        self.update_viewer();
        let line = tf(
            self.lang,
            Key::AnnYouTakeBack,
            &[("tile", &tile.to_string())],
        );
        self.log.push(line);
        Some(tile)
    }
}

#[cfg(test)]
mod tests {
    use crate::ai::Level;
    use crate::rules::{Move, Preset};
    use crate::ui::{Game, GameSetup, SeatKind};

    fn vs_ai(seed: u64) -> Game {
        let setup = GameSetup {
            seats: vec![
                SeatKind::Human,
                SeatKind::Ai(Level::Greedy),
                SeatKind::Ai(Level::Greedy),
            ],
            rules: Preset::Standard.rules(3),
        };
        Game::new(setup, seed).unwrap()
    }

    /// Plays the computer seats until the person is to move or the round ends.
    fn run_ai(g: &mut Game) {
        while g.ai_to_move() {
            g.step_ai();
        }
    }

    #[test]
    fn a_play_and_the_ai_moves_after_it_are_taken_back() {
        let mut tested = 0;
        for seed in 1..40 {
            let mut g = vs_ai(seed);
            run_ai(&mut g);
            assert_eq!(g.undo_point(), None, "nothing played yet");
            // The person's first play of a tile on the table.
            loop {
                if g.state.round_over() {
                    break;
                }
                let legal = g.state.legal_moves();
                let Some(&mv) = legal.iter().find(|m| matches!(m, Move::Play { .. })) else {
                    g.play(legal[0]).unwrap();
                    run_ai(&mut g);
                    continue;
                };
                let before = g.state.clone();
                g.play(mv).unwrap();
                run_ai(&mut g);
                if g.state.round_over() {
                    break;
                }
                assert_eq!(g.undo(), mv.tile(), "seed {seed}");
                assert_eq!(g.state, before, "back to just before the play");
                assert_eq!(g.human_to_move(), Some(0));
                assert!(g.log.last().unwrap().contains("take back"));
                tested += 1;
                break;
            }
        }
        assert!(tested > 20, "{tested} undos tested");
    }

    #[test]
    fn a_draw_a_pass_and_a_finished_round_stay() {
        let mut draws = 0;
        for seed in 1..60 {
            let mut g = vs_ai(seed);
            run_ai(&mut g);
            while !g.state.round_over() {
                let legal = g.state.legal_moves();
                let mv = legal[0];
                g.play(mv).unwrap();
                if matches!(mv, Move::Draw | Move::Pass) {
                    // The person's last move is a draw or a pass.
                    assert_eq!(g.undo_point(), None, "seed {seed}: {mv}");
                    let before = g.state.clone();
                    assert_eq!(g.undo(), None);
                    assert_eq!(g.state, before);
                    draws += 1;
                }
                run_ai(&mut g);
            }
            assert_eq!(g.undo(), None, "a finished round stays");
        }
        assert!(draws > 20, "{draws} draws and passes seen");
    }

    #[test]
    fn pass_and_play_has_no_undo() {
        let setup = GameSetup {
            seats: vec![SeatKind::Human, SeatKind::Human],
            rules: Preset::Standard.rules(2),
        };
        let mut g = Game::new(setup, 5).unwrap();
        for _ in 0..10 {
            g.ready();
            if let Some(&mv) = g.state.legal_moves().first() {
                let _ = g.play(mv);
            }
            assert_eq!(g.undo_point(), None);
        }
    }
}
