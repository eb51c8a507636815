//! The pure rules engine: no web code, no clock, no ambient randomness.
//!
//! Start with [`State`]: [`State::new`] deals a match from a seed,
//! [`State::legal_moves`] lists what the seat to move may do,
//! [`State::apply`] plays a move (checked), [`State::view`] gives one seat's
//! [`PlayerView`]. [`record`] reads, checks and writes `chickenfoot-record/1`.
//! Rule options and where sources disagree: [`options`].

pub mod board;
pub mod error;
pub mod moves;
pub mod options;
pub mod playout;
pub mod record;
pub mod rng;
pub mod round;
pub mod score;
pub mod state;
pub mod tile;
pub mod view;

pub use board::{Board, Placement};
pub use error::{MoveError, MoveErrorCode};
pub use moves::Move;
pub use options::{or_list, DrawnTile, HandSize, Preset, Reserve, Rules, RulesError, StartSearch};
pub use rng::Rng;
pub use round::{Deal, Phase, Round, RoundEnd, MAX_SEATS};
pub use score::{Points, TieBreak};
pub use state::{deal_round, RoundLog, State};
pub use tile::{PipSet, Tile, TileSet};
pub use view::{Avoid, PastRound, PlayerView};
