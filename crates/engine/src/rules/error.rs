//! Errors with stable codes.
//!
//! A [`MoveError`] explains why a move is not in the legal list; its
//! [`MoveErrorCode::as_str`] is the `code` printed by `chickenfoot replay`.

use serde::Serialize;
use std::fmt;

/// Why a move was refused. The string forms are stable.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveErrorCode {
    /// The round (or match) is over.
    RoundOver,
    /// Another seat is to move.
    NotYourTurn,
    /// The round's start double must be placed first.
    PlaceStartDouble,
    /// The start double is still being searched for: draw.
    MustDrawForStart,
    /// `play` without `on` names something other than the start double placement.
    NotStartDouble,
    /// The tile is not in the seat's hand.
    TileNotInHand,
    /// `on` names a tile that is not on the table.
    NotOnBoard,
    /// The start double still needs arms.
    ArmsFirst,
    /// A chicken foot is open: its toes come first.
    ToesFirst,
    /// The board tile has no free slot.
    NoOpenSlot,
    /// The tile does not carry the pip offered there.
    DoesNotFit,
    /// After a draw only the drawn tile may be played.
    DrawnTileOnly,
    /// The seat has a legal play and must play.
    MustPlay,
    /// Drawing is not allowed now (already drew, or the boneyard is at its reserve).
    CannotDraw,
    /// Passing is not allowed now.
    CannotPass,
}

impl MoveErrorCode {
    /// The stable snake_case name.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveErrorCode::RoundOver => "round_over",
            MoveErrorCode::NotYourTurn => "not_your_turn",
            MoveErrorCode::PlaceStartDouble => "place_start_double",
            MoveErrorCode::MustDrawForStart => "must_draw_for_start",
            MoveErrorCode::NotStartDouble => "not_start_double",
            MoveErrorCode::TileNotInHand => "tile_not_in_hand",
            MoveErrorCode::NotOnBoard => "not_on_board",
            MoveErrorCode::ArmsFirst => "arms_first",
            MoveErrorCode::ToesFirst => "toes_first",
            MoveErrorCode::NoOpenSlot => "no_open_slot",
            MoveErrorCode::DoesNotFit => "does_not_fit",
            MoveErrorCode::DrawnTileOnly => "drawn_tile_only",
            MoveErrorCode::MustPlay => "must_play",
            MoveErrorCode::CannotDraw => "cannot_draw",
            MoveErrorCode::CannotPass => "cannot_pass",
        }
    }
}

/// A refused move: a stable code and a sentence for people.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveError {
    /// Stable code.
    pub code: MoveErrorCode,
    /// Human-readable reason.
    pub message: String,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for MoveError {}
