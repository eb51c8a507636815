//! One round: the deal, the start search, play, and the end of the round.
//!
//! # Turn structure (the record specification's legality rules)
//! 1. Only the seat to move may move.
//! 2. Until the start double has `arms` tiles attached, its arm slots are the
//!    only open ends; after that, while another double has fewer than 3 toes,
//!    its toe slots are the only open ends ([`Board::pending`]).
//! 3. A seat with a legal play must play. A seat with none draws one tile if
//!    the boneyard holds more than the reserve, and may not draw twice in one
//!    turn. After a draw only the drawn tile may be played: under "must" it
//!    has to be played if it fits, under "may" the seat may pass instead.
//!    A drawn tile that does not fit leaves only a pass.
//! 4. Pass is legal only with no legal play and after drawing this turn or
//!    with the boneyard at or below the reserve (or, under "may", after
//!    drawing a tile that fits).
//!
//! # Start search
//! If a hand holds the start double at the deal, that seat places it first.
//! Otherwise, under [`StartSearch::DrawInTurn`] seats draw one tile each from
//! the round's first seat (`r mod players`); whoever draws the start double
//! places it as its next move, any other draw ends that seat's turn. Under
//! [`StartSearch::AllDraw`] every seat draws one tile, a full circle from the
//! first seat (placing early is illegal); then the holder places it; if none
//! holds it, another circle; a boneyard that runs out mid-circle stops the
//! circle. Under [`StartSearch::BeforeDeal`] the double was set aside and the
//! round's `starter` places it. The reserve does not apply to search draws.
//! After seat k places the start double, seat k+1 moves.
//!
//! # End
//! *Out*: a seat plays its last tile (placing the start double as one's last
//! tile counts). *Blocked*: from the placement on, after every move (draws
//! included), if the boneyard is at or below the reserve and no seat can play
//! on a currently legal end, the round ends at once. Out beats blocked.

use super::board::Board;
use super::error::{MoveError, MoveErrorCode as Code};
use super::moves::Move;
use super::options::{DrawnTile, Rules, StartSearch};
use super::score::Points;
use super::tile::{PipSet, Tile, TileSet};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The largest table.
pub const MAX_SEATS: usize = 8;

/// How a finished round ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum RoundEnd {
    /// This seat played its last tile.
    Out(u8),
    /// Nobody could play or draw.
    Blocked,
}

impl fmt::Display for RoundEnd {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RoundEnd::Out(s) => write!(f, "seat {s} went out"),
            RoundEnd::Blocked => f.write_str("blocked"),
        }
    }
}

/// Where the round is.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub enum Phase {
    /// Nobody holds the start double yet: the seat to move draws.
    Search,
    /// The seat to move must place the start double.
    Place,
    /// Normal play.
    Play,
    /// The round is over.
    Over(RoundEnd),
}

/// The tiles of one round as dealt: what a record's round stores.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Deal {
    /// Each seat's hand in dealt order.
    pub hands: Vec<Vec<Tile>>,
    /// The boneyard in draw order (index 0 is drawn first).
    pub boneyard: Vec<Tile>,
    /// With [`StartSearch::BeforeDeal`]: the seat that places the set-aside start double.
    pub starter: Option<u8>,
}

/// The full state of one round (all hands visible: this is the referee's
/// view; players see a [`crate::rules::PlayerView`]).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
pub struct Round {
    pub(crate) players: u8,
    pub(crate) drawn_rule: DrawnTile,
    pub(crate) reserve: u64,
    pub(crate) double_blank: u64,
    pub(crate) search: StartSearch,
    pub(crate) start: Tile,
    pub(crate) first: u8,
    pub(crate) hands: [TileSet; MAX_SEATS],
    pub(crate) boneyard: Vec<Tile>,
    pub(crate) next_draw: usize,
    pub(crate) set_aside: bool,
    pub(crate) board: Board,
    pub(crate) phase: Phase,
    pub(crate) to_move: u8,
    /// The tile drawn this turn, during play.
    pub(crate) drawn: Option<Tile>,
    /// Draws made in the current all-draw circle.
    pub(crate) circle: u8,
    /// Pips each seat is known to lack (seen when it drew or passed).
    pub(crate) voids: [PipSet; MAX_SEATS],
    pub(crate) moves_made: u32,
}

impl Round {
    /// Starts round `r` of a match from a deal. The deal is trusted to be
    /// complete and consistent (records check it before calling this).
    pub fn new(rules: &Rules, r: usize, deal: &Deal) -> Round {
        let start = rules.start_double(r);
        let mut hands = [TileSet::EMPTY; MAX_SEATS];
        for (h, tiles) in hands.iter_mut().zip(&deal.hands) {
            *h = tiles.iter().copied().collect();
        }
        let first = (r % rules.players as usize) as u8;
        let mut round = Round {
            players: rules.players,
            drawn_rule: rules.drawn_tile,
            reserve: rules.boneyard_reserve,
            double_blank: rules.double_blank,
            search: rules.start_search,
            start,
            first,
            hands,
            boneyard: deal.boneyard.clone(),
            next_draw: 0,
            set_aside: false,
            board: Board::new(rules.arms),
            phase: Phase::Search,
            to_move: first,
            drawn: None,
            circle: 0,
            voids: [PipSet::default(); MAX_SEATS],
            moves_made: 0,
        };
        if let Some(s) = deal.starter {
            round.set_aside = true;
            round.phase = Phase::Place;
            round.to_move = s;
        } else if let Some(s) = round.holder() {
            round.phase = Phase::Place;
            round.to_move = s;
        }
        round
    }

    /// Checks a round read from outside (a save) for what its type does
    /// not guarantee: `rules`' seat count; the boneyard not drawn past its
    /// end; no tiles held by seats that do not exist; and every tile of
    /// `rules`' set held exactly once by a hand, the board, the undrawn
    /// boneyard or the set-aside start double. The message says what is
    /// wrong.
    pub fn check_tiles(&self, rules: &Rules) -> Result<(), String> {
        if self.players != rules.players {
            return Err("the round has the wrong number of players".into());
        }
        if self.next_draw > self.boneyard.len() {
            return Err("the boneyard was drawn past its end".into());
        }
        let mut seen = TileSet::EMPTY;
        let mut count = 0;
        let mut note = |tiles: TileSet| {
            seen = seen.or(tiles);
            count += tiles.len();
        };
        for (s, hand) in self.hands.iter().enumerate() {
            if s >= rules.players as usize && !hand.is_empty() {
                return Err(format!("seat {s} does not exist but holds tiles"));
            }
            note(*hand);
        }
        note(self.board.tiles());
        note(self.boneyard[self.next_draw..].iter().copied().collect());
        if self.set_aside {
            note(std::iter::once(self.start).collect());
        }
        let full = TileSet::full(rules.set);
        if seen != full || count != full.len() {
            return Err(format!(
                "tiles are not all accounted for: {} held for a set of {}",
                count,
                full.len()
            ));
        }
        Ok(())
    }

    /// The seat holding the start double, if any.
    fn holder(&self) -> Option<u8> {
        (0..self.players).find(|&s| self.hands[s as usize].contains(self.start))
    }

    /// Number of seats.
    pub fn players(&self) -> u8 {
        self.players
    }

    /// This round's start double.
    pub fn start_double(&self) -> Tile {
        self.start
    }

    /// The seat that began the start search (`r mod players`).
    pub fn first_seat(&self) -> u8 {
        self.first
    }

    /// Where the round is.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat to move, or `None` when the round is over.
    pub fn to_move(&self) -> Option<u8> {
        match self.phase {
            Phase::Over(_) => None,
            _ => Some(self.to_move),
        }
    }

    /// The table.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A seat's hand.
    pub fn hand(&self, seat: u8) -> TileSet {
        self.hands[seat as usize]
    }

    /// Tiles left in the boneyard (the reserve included).
    pub fn boneyard_len(&self) -> usize {
        self.boneyard.len() - self.next_draw
    }

    /// The boneyard tiles not yet drawn, in draw order.
    pub fn boneyard(&self) -> &[Tile] {
        &self.boneyard[self.next_draw..]
    }

    /// The tile the seat to move drew this turn, if any.
    pub fn drawn(&self) -> Option<Tile> {
        self.drawn
    }

    /// Pips each seat was seen to lack.
    pub fn voids(&self, seat: u8) -> PipSet {
        self.voids[seat as usize]
    }

    /// Moves applied so far this round.
    pub fn moves_made(&self) -> u32 {
        self.moves_made
    }

    /// How the round ended, if it has.
    pub fn end(&self) -> Option<RoundEnd> {
        match self.phase {
            Phase::Over(e) => Some(e),
            _ => None,
        }
    }

    /// Each seat's penalty now: pips in hand, 0-0 counting `double_blank`.
    pub fn scores(&self) -> Vec<Points> {
        self.hands[..self.players as usize]
            .iter()
            .map(|h| h.penalty(self.double_blank))
            .collect()
    }

    fn can_draw_in_play(&self) -> bool {
        self.boneyard_len() as u64 > self.reserve
    }

    fn next_seat(&self, s: u8) -> u8 {
        if s + 1 == self.players {
            0
        } else {
            s + 1
        }
    }

    /// All legal moves of the seat to move (empty when the round is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut v = Vec::new();
        self.legal_moves_into(&mut v);
        v
    }

    /// Like [`Round::legal_moves`], reusing a buffer (cleared first). Plays
    /// come first, in board order then tile order; then draw or pass.
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            Phase::Over(_) => {}
            Phase::Search => out.push(Move::Draw),
            Phase::Place => out.push(Move::Place(self.start)),
            Phase::Play => {
                let hand = self.hands[self.to_move as usize];
                if let Some(d) = self.drawn {
                    self.plays_of([d].into_iter().collect(), out);
                    if out.is_empty() || self.drawn_rule == DrawnTile::May {
                        out.push(Move::Pass);
                    }
                    return;
                }
                self.plays_of(hand, out);
                if out.is_empty() {
                    out.push(if self.can_draw_in_play() {
                        Move::Draw
                    } else {
                        Move::Pass
                    });
                }
            }
        }
    }

    fn plays_of(&self, tiles: TileSet, out: &mut Vec<Move>) {
        for (on, pip) in self.board.targets() {
            let fit = tiles.and(TileSet::with_pip(pip));
            // Most ends fit no tile: skip the walk over the set's words.
            if !fit.is_empty() {
                fit.for_each(|tile| out.push(Move::Play { tile, on }));
            }
        }
    }

    /// Whether `mv` is legal for the seat to move.
    pub fn is_legal(&self, mv: Move) -> bool {
        match (self.phase, mv) {
            (Phase::Over(_), _) => false,
            (Phase::Search, m) => m == Move::Draw,
            (Phase::Place, m) => m == Move::Place(self.start),
            (Phase::Play, Move::Place(_)) => false,
            (Phase::Play, Move::Play { tile, on }) => {
                let allowed = match self.drawn {
                    Some(d) => d == tile,
                    None => self.hands[self.to_move as usize].contains(tile),
                };
                allowed && self.board.fits(tile, on)
            }
            (Phase::Play, m) => {
                let mut v = Vec::new();
                self.legal_moves_into(&mut v);
                v.contains(&m)
            }
        }
    }

    /// Applies a move by `seat`, checking that it is legal; on error the
    /// round is untouched.
    pub fn apply(&mut self, seat: u8, mv: Move) -> Result<(), MoveError> {
        if self.to_move() != Some(seat) || !self.is_legal(mv) {
            return Err(self.explain(seat, mv));
        }
        self.apply_unchecked(mv);
        Ok(())
    }

    /// Applies a move of the seat to move without checking it. Applying an
    /// illegal move leaves the round in an unspecified (but memory-safe) state.
    pub fn apply_unchecked(&mut self, mv: Move) {
        self.moves_made += 1;
        let seat = self.to_move;
        match mv {
            Move::Draw => match self.phase {
                Phase::Search => self.search_draw(seat),
                _ => {
                    let lacking = self.board.playable_pips();
                    let t = self.take_draw();
                    self.hands[seat as usize].insert(t);
                    self.drawn = Some(t);
                    self.voids[seat as usize] = lacking;
                    self.check_blocked();
                }
            },
            Move::Place(t) => {
                if !self.set_aside {
                    self.hands[seat as usize].remove(t);
                }
                self.set_aside = false;
                self.board.place_start(t);
                self.phase = Phase::Play;
                self.after_play(seat);
            }
            Move::Play { tile, on } => {
                self.hands[seat as usize].remove(tile);
                self.board.attach(tile, on);
                self.drawn = None;
                self.after_play(seat);
            }
            Move::Pass => {
                let lacking = self.board.playable_pips();
                match self.drawn.take() {
                    None => self.voids[seat as usize].0 |= lacking.0,
                    Some(_) if self.drawn_rule == DrawnTile::May => {
                        self.voids[seat as usize] = PipSet::default()
                    }
                    Some(_) => {}
                }
                self.to_move = self.next_seat(seat);
                self.check_blocked();
            }
        }
    }

    fn take_draw(&mut self) -> Tile {
        let t = self.boneyard[self.next_draw];
        self.next_draw += 1;
        t
    }

    fn search_draw(&mut self, seat: u8) {
        let t = self.take_draw();
        self.hands[seat as usize].insert(t);
        match self.search {
            StartSearch::AllDraw => {
                self.circle += 1;
                self.to_move = self.next_seat(seat);
                if self.circle == self.players || self.boneyard_len() == 0 {
                    self.circle = 0;
                    if let Some(h) = self.holder() {
                        self.phase = Phase::Place;
                        self.to_move = h;
                    } else {
                        self.to_move = self.first;
                    }
                }
            }
            _ => {
                if t == self.start {
                    self.phase = Phase::Place;
                } else {
                    self.to_move = self.next_seat(seat);
                }
            }
        }
    }

    fn after_play(&mut self, seat: u8) {
        if self.hands[seat as usize].is_empty() {
            self.phase = Phase::Over(RoundEnd::Out(seat));
            return;
        }
        self.to_move = self.next_seat(seat);
        self.check_blocked();
    }

    fn check_blocked(&mut self) {
        if self.can_draw_in_play() {
            return;
        }
        let fits = self.board.playable_tiles();
        let stuck = self.hands[..self.players as usize]
            .iter()
            .all(|h| !h.intersects(fits));
        if stuck {
            self.phase = Phase::Over(RoundEnd::Blocked);
            self.drawn = None;
        }
    }

    /// Why `mv` by `seat` is refused (or a generic reason if it is legal).
    pub fn explain(&self, seat: u8, mv: Move) -> MoveError {
        let e = |code, message: String| MoveError { code, message };
        let to_move = match self.to_move() {
            None => return e(Code::RoundOver, "the round is over".into()),
            Some(s) => s,
        };
        if seat != to_move {
            return e(
                Code::NotYourTurn,
                format!("seat {seat} moved but seat {to_move} is to move"),
            );
        }
        match self.phase {
            Phase::Search => {
                return e(
                    Code::MustDrawForStart,
                    format!(
                        "nobody has placed {} yet: seat {seat} must draw",
                        self.start
                    ),
                )
            }
            Phase::Place => {
                return e(
                    Code::PlaceStartDouble,
                    format!(
                        "seat {seat} must place the start double {} first",
                        self.start
                    ),
                )
            }
            _ => {}
        }
        let hand = self.hands[seat as usize];
        let mut legal = Vec::new();
        self.legal_moves_into(&mut legal);
        let has_play = legal.iter().any(|m| matches!(m, Move::Play { .. }));
        match mv {
            Move::Place(t) => e(
                Code::NotStartDouble,
                format!("{t} needs a tile to attach to (\"on\"); the start double is already down"),
            ),
            Move::Draw if has_play => e(
                Code::MustPlay,
                format!("seat {seat} has a play and must play"),
            ),
            Move::Draw => e(
                Code::CannotDraw,
                if self.drawn.is_some() {
                    format!("seat {seat} already drew this turn")
                } else {
                    format!("the boneyard is down to its reserve of {}", self.reserve)
                },
            ),
            Move::Pass if has_play => e(
                Code::MustPlay,
                format!("seat {seat} has a play and must play"),
            ),
            Move::Pass => e(
                Code::CannotPass,
                format!("seat {seat} must draw before passing"),
            ),
            Move::Play { tile, on } => {
                if !hand.contains(tile) {
                    return e(
                        Code::TileNotInHand,
                        format!("seat {seat} does not hold {tile}"),
                    );
                }
                if let Some(d) = self.drawn {
                    if d != tile {
                        return e(
                            Code::DrawnTileOnly,
                            format!("after drawing, only the drawn tile {d} may be played"),
                        );
                    }
                }
                if !self.board.contains(on) {
                    return e(Code::NotOnBoard, format!("{on} is not on the table"));
                }
                if let Some(p) = self.board.pending() {
                    if p != on {
                        return if Some(p) == self.board.start() {
                            e(
                                Code::ArmsFirst,
                                format!("the start double {p} needs all its arms first: the next tiles go on {p}"),
                            )
                        } else {
                            e(
                                Code::ToesFirst,
                                format!("chicken foot open: the next tiles go on {p}"),
                            )
                        };
                    }
                }
                match self.board.open_pip(on) {
                    None => e(Code::NoOpenSlot, format!("{on} has no open end")),
                    Some(p) => e(
                        Code::DoesNotFit,
                        format!("{tile} does not fit on {on}: it needs a {p}"),
                    ),
                }
            }
        }
    }
}
