//! Rule options: every point on which published Chicken Foot rules disagree.
//!
//! | option | default | alternatives | why sources differ |
//! |---|---|---|---|
//! | set | double-nine | double-6 … double-18 | double-nine is the classic box; large tables use double-12 or more |
//! | players | 4 | 2 to 8 | |
//! | hand size | by player count | seven each; any number that fits | see [`HandSize`]: some leaflets deal 7 to everyone, most scale with the table |
//! | rounds | highest double down to 0-0 | any shorter list | quick games play a few rounds |
//! | start search | draw in turn | all draw; before the deal | see [`StartSearch`] |
//! | arms | 4 | 2 to min(8, set); "one per player" preset | the "Maltese cross" start uses 4; some tables use 6 or one per player |
//! | drawn tile | must be played if it fits | may be played | house rules split evenly |
//! | boneyard reserve | 0 | "two with two players, one with more"; any number | some rules keep tiles back so the stock never empties |
//! | double blank | 50 points | 25, 0, any number | the 0-0 penalty ranges from 0 to 50 |
//!
//! Rules that are not options: every double other than the start double is
//! laid crosswise and takes exactly three toes before anything else is
//! played; a seat with a play must play; a seat without one draws one tile.

use super::tile::{tile_count, Tile};
use serde::{Deserialize, Serialize};
use std::fmt;

/// What happens to a tile drawn because the seat had no play.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum DrawnTile {
    /// A drawn tile that fits must be played (default).
    Must,
    /// A drawn tile that fits may be played, or the seat may pass.
    May,
}

/// How the start double is found when no hand holds it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum StartSearch {
    /// Seats draw one tile at a time, clockwise from the round's first seat,
    /// until someone draws the start double; that seat places it (default).
    DrawInTurn,
    /// Every seat draws one tile, a full circle from the round's first seat;
    /// then the holder places it; if nobody holds it, another circle.
    AllDraw,
    /// The start double is found and set aside before the deal; the seat that
    /// found it (by drawing round the table) places it.
    BeforeDeal,
}

impl StartSearch {
    /// Every way, in the New game dialog's order.
    pub const ALL: [StartSearch; 3] = [
        StartSearch::DrawInTurn,
        StartSearch::AllDraw,
        StartSearch::BeforeDeal,
    ];

    /// The one spelling everywhere: records, URLs and share links, the
    /// command line, the New game dialog's values.
    pub fn as_str(self) -> &'static str {
        match self {
            StartSearch::DrawInTurn => "draw_in_turn",
            StartSearch::AllDraw => "all_draw",
            StartSearch::BeforeDeal => "before_deal",
        }
    }

    /// Looks a way up by its [`StartSearch::as_str`] spelling.
    pub fn from_name(s: &str) -> Option<StartSearch> {
        StartSearch::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

impl DrawnTile {
    /// Both choices, in the New game dialog's order.
    pub const ALL: [DrawnTile; 2] = [DrawnTile::Must, DrawnTile::May];

    /// The one spelling everywhere: records, URLs and share links, the
    /// command line, the New game dialog's values.
    pub fn as_str(self) -> &'static str {
        match self {
            DrawnTile::Must => "must",
            DrawnTile::May => "may",
        }
    }

    /// Looks a choice up by its [`DrawnTile::as_str`] spelling.
    pub fn from_name(s: &str) -> Option<DrawnTile> {
        DrawnTile::ALL.into_iter().find(|x| x.as_str() == s)
    }
}

impl fmt::Display for StartSearch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Display for DrawnTile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Spellings for a message: `"a, b or c"` (`quote` puts each in double
/// quotes).
pub fn or_list(names: &[&str], quote: bool) -> String {
    let q = |n: &&str| {
        if quote {
            format!("\"{n}\"")
        } else {
            (*n).to_string()
        }
    };
    match names.split_last() {
        None => String::new(),
        Some((last, [])) => q(last),
        Some((last, rest)) => format!(
            "{} or {}",
            rest.iter().map(q).collect::<Vec<_>>().join(", "),
            q(last)
        ),
    }
}

/// Hand size policy used when building [`Rules`] from options.
///
/// "By player count" follows the common double-nine table (2→21, 3→14, 4→11,
/// 5→8, 6→7, 7→6, 8→5). For other sets the same table is scaled by the
/// number of tiles: `floor(table9[players] × tiles(set) / 55)`, at least 1,
/// which leaves a similar share (about a fifth to a quarter) in the boneyard.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HandSize {
    /// Scaled from the double-nine table (default).
    ByPlayers,
    /// Seven tiles each.
    SevenEach,
    /// A fixed number.
    Fixed(u32),
}

/// How many tiles the boneyard keeps back, as an option is written: a
/// number, `none` (0) or `classic` ([`Rules::classic_reserve`]: two with
/// two players, one with more). [`Rules::boneyard_reserve`] holds the
/// number it comes to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Reserve {
    /// Two with two players, one with more.
    Classic,
    /// That many tiles (`none`: 0).
    Fixed(u64),
}

impl Reserve {
    /// The named reserves ([`Reserve::name`]); a number is written as
    /// itself.
    pub const NAMED: [Reserve; 2] = [Reserve::Fixed(0), Reserve::Classic];

    /// The one spelling of a named reserve: `none` and `classic`; `None`
    /// for any other number.
    pub fn name(self) -> Option<&'static str> {
        match self {
            Reserve::Fixed(0) => Some("none"),
            Reserve::Classic => Some("classic"),
            Reserve::Fixed(_) => None,
        }
    }

    /// Looks a named reserve up by [`Reserve::name`] (numbers are the
    /// caller's to read, each with its own range).
    pub fn from_name(s: &str) -> Option<Reserve> {
        Reserve::NAMED.into_iter().find(|r| r.name() == Some(s))
    }

    /// The tiles kept back at a table of `players`.
    pub fn resolve(self, players: u8) -> u64 {
        match self {
            Reserve::Classic => Rules::classic_reserve(players),
            Reserve::Fixed(n) => n,
        }
    }
}

/// The double-nine hand-size table, indexed by player count.
const TABLE9: [u32; 9] = [0, 0, 21, 14, 11, 8, 7, 6, 5];

impl HandSize {
    /// The policies with a name ([`HandSize::name`]); a fixed number is
    /// written as itself.
    pub const NAMED: [HandSize; 2] = [HandSize::ByPlayers, HandSize::SevenEach];

    /// The one spelling of a named policy (URLs, the command line, the New
    /// game dialog's values): `auto` and `seven`; `None` for a number.
    pub fn name(self) -> Option<&'static str> {
        match self {
            HandSize::ByPlayers => Some("auto"),
            HandSize::SevenEach => Some("seven"),
            HandSize::Fixed(_) => None,
        }
    }

    /// Looks a named policy up by [`HandSize::name`] (numbers are the
    /// caller's to read, each with its own range).
    pub fn from_name(s: &str) -> Option<HandSize> {
        HandSize::NAMED.into_iter().find(|h| h.name() == Some(s))
    }

    /// The hand size this policy gives for a set and player count.
    pub fn resolve(self, set: u8, players: u8) -> u32 {
        match self {
            HandSize::ByPlayers => {
                let p = (players as usize).clamp(2, 8);
                ((TABLE9[p] as usize * tile_count(set)) / 55).max(1) as u32
            }
            HandSize::SevenEach => 7,
            HandSize::Fixed(n) => n,
        }
    }
}

/// A complete, validated set of rules for a match.
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize, Hash)]
pub struct Rules {
    /// Highest pip of the set (double-N), 6..=18.
    pub set: u8,
    /// Seats, 2..=8.
    pub players: u8,
    /// Tiles dealt to each seat.
    pub hand_size: u32,
    /// Tiles the start double takes before play goes elsewhere, 2..=min(8, set).
    pub arms: u8,
    /// Must or may a fitting drawn tile be played.
    pub drawn_tile: DrawnTile,
    /// Tiles that stay in the boneyard and are never drawn (start search excepted).
    pub boneyard_reserve: u64,
    /// Points for 0-0 left in hand.
    pub double_blank: u64,
    /// How the start double is found.
    pub start_search: StartSearch,
    /// The start double of each round, in order.
    pub rounds: Vec<u8>,
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::standard(9, 4)
    }
}

/// Why a set of rules is not playable.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct RulesError {
    /// The offending field, as named in the record format.
    pub field: &'static str,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rules.{}: {}", self.field, self.message)
    }
}

impl std::error::Error for RulesError {}

impl Rules {
    /// Default rules for a set and player count: hands by player count,
    /// 4 arms (fewer if the set is smaller), drawn tile must be played, no
    /// reserve, 0-0 counts 50, draw in turn, rounds from the highest double
    /// down to 0-0.
    pub fn standard(set: u8, players: u8) -> Rules {
        Rules {
            set,
            players,
            hand_size: HandSize::ByPlayers.resolve(set, players),
            arms: 4.min(set),
            drawn_tile: DrawnTile::Must,
            boneyard_reserve: 0,
            double_blank: 50,
            start_search: StartSearch::DrawInTurn,
            rounds: (0..=set).rev().collect(),
        }
    }

    /// Number of tiles in the set.
    pub fn tiles(&self) -> usize {
        tile_count(self.set)
    }

    /// The largest arm count allowed for this set.
    pub fn max_arms(&self) -> u8 {
        8.min(self.set)
    }

    /// The "two with two players, one with more" reserve.
    pub fn classic_reserve(players: u8) -> u64 {
        if players == 2 {
            2
        } else {
            1
        }
    }

    /// The start double of round `r`.
    pub fn start_double(&self, r: usize) -> Tile {
        Tile::double(self.rounds[r])
    }

    /// Checks every range; the error names the field as the record does.
    pub fn validate(&self) -> Result<(), RulesError> {
        let err = |field, message: String| Err(RulesError { field, message });
        if !(6..=18).contains(&self.set) {
            return err("set", format!("set must be 6..=18, got {}", self.set));
        }
        if !(2..=8).contains(&self.players) {
            return err(
                "players",
                format!("players must be 2..=8, got {}", self.players),
            );
        }
        if self.hand_size < 1 {
            return err("hand_size", "hand_size must be at least 1".into());
        }
        let aside = usize::from(self.start_search == StartSearch::BeforeDeal);
        let room = self.tiles() - aside;
        if self.players as u64 * self.hand_size as u64 > room as u64 {
            return err(
                "hand_size",
                format!(
                    "{} players × {} tiles does not fit a set of {} tiles",
                    self.players,
                    self.hand_size,
                    self.tiles()
                ),
            );
        }
        if self.arms < 2 || self.arms > self.max_arms() {
            return err(
                "arms",
                format!("arms must be 2..={}, got {}", self.max_arms(), self.arms),
            );
        }
        if self.rounds.is_empty() {
            return err("rounds", "at least one round is needed".into());
        }
        if let Some(&d) = self.rounds.iter().find(|&&d| d > self.set) {
            return err("rounds", format!("start double {d}-{d} is not in the set"));
        }
        Ok(())
    }
}

/// Named presets offered by the New game dialog and the command line.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Preset {
    /// Double-nine, four arms, hands by player count.
    Standard,
    /// Seven tiles each.
    SevenEach,
    /// One arm per player.
    ArmPerPlayer,
    /// Double-twelve for a big table.
    DoubleTwelve,
    /// Three rounds only (9, 8, 7 on double-nine).
    Quick,
}

impl Preset {
    /// All presets, in menu order.
    pub const ALL: [Preset; 5] = [
        Preset::Standard,
        Preset::SevenEach,
        Preset::ArmPerPlayer,
        Preset::DoubleTwelve,
        Preset::Quick,
    ];

    /// Stable name used on the command line and in URLs.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Standard => "standard",
            Preset::SevenEach => "seven",
            Preset::ArmPerPlayer => "arm-per-player",
            Preset::DoubleTwelve => "double-twelve",
            Preset::Quick => "quick",
        }
    }

    /// Looks a preset up by [`Preset::name`].
    pub fn from_name(s: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == s)
    }

    /// The rules for `players` seats.
    pub fn rules(self, players: u8) -> Rules {
        match self {
            Preset::Standard => Rules::standard(9, players),
            Preset::SevenEach => {
                let mut r = Rules::standard(9, players);
                r.hand_size = HandSize::SevenEach
                    .resolve(9, players)
                    .min(55 / players as u32);
                r
            }
            Preset::ArmPerPlayer => {
                let mut r = Rules::standard(9, players);
                r.arms = players.clamp(2, r.max_arms());
                r
            }
            Preset::DoubleTwelve => Rules::standard(12, players),
            Preset::Quick => {
                let mut r = Rules::standard(9, players);
                r.rounds = vec![9, 8, 7];
                r
            }
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_size_table_for_double_nine() {
        let got: Vec<u32> = (2..=8).map(|p| HandSize::ByPlayers.resolve(9, p)).collect();
        assert_eq!(got, vec![21, 14, 11, 8, 7, 6, 5]);
    }

    #[test]
    fn every_standard_table_is_valid() {
        for set in 6..=18 {
            for players in 2..=8 {
                let r = Rules::standard(set, players);
                r.validate()
                    .unwrap_or_else(|e| panic!("{set}/{players}: {e}"));
                let left = r.tiles() - players as usize * r.hand_size as usize;
                assert!(left * 100 / r.tiles() >= 15, "{set}/{players}: {left} left");
            }
        }
        for p in Preset::ALL {
            for players in 2..=8 {
                p.rules(players).validate().unwrap();
            }
        }
    }

    #[test]
    fn validation_names_the_field() {
        let bad = |r: Rules| r.validate().unwrap_err().field;
        let d = Rules::default;
        assert_eq!(bad(Rules { arms: 9, ..d() }), "arms");
        assert_eq!(bad(Rules { arms: 1, ..d() }), "arms");
        assert_eq!(
            bad(Rules {
                hand_size: 14,
                ..d()
            }),
            "hand_size"
        );
        assert_eq!(
            bad(Rules {
                hand_size: 0,
                ..d()
            }),
            "hand_size"
        );
        assert_eq!(
            bad(Rules {
                rounds: vec![10],
                ..d()
            }),
            "rounds"
        );
        assert_eq!(
            bad(Rules {
                rounds: vec![],
                ..d()
            }),
            "rounds"
        );
        assert_eq!(bad(Rules { players: 9, ..d() }), "players");
        assert_eq!(bad(Rules { set: 19, ..d() }), "set");
    }

    #[test]
    fn each_option_value_has_one_spelling_that_reads_back() {
        for x in StartSearch::ALL {
            assert_eq!(StartSearch::from_name(x.as_str()), Some(x));
            assert_eq!(x.to_string(), x.as_str());
            // serde's spelling (a State's rules) is the same.
            #[cfg(not(target_arch = "wasm32"))]
            assert_eq!(serde_json::to_string(&x).unwrap(), format!("\"{x}\""));
        }
        for x in DrawnTile::ALL {
            assert_eq!(DrawnTile::from_name(x.as_str()), Some(x));
            assert_eq!(x.to_string(), x.as_str());
            #[cfg(not(target_arch = "wasm32"))]
            assert_eq!(serde_json::to_string(&x).unwrap(), format!("\"{x}\""));
        }
        let names: Vec<&str> = StartSearch::ALL.map(StartSearch::as_str).to_vec();
        assert_eq!(names, ["draw_in_turn", "all_draw", "before_deal"]);
        assert_eq!(DrawnTile::ALL.map(DrawnTile::as_str), ["must", "may"]);
        for h in HandSize::NAMED {
            assert_eq!(HandSize::from_name(h.name().unwrap()), Some(h));
        }
        assert_eq!(HandSize::Fixed(7).name(), None);
        for r in Reserve::NAMED {
            assert_eq!(Reserve::from_name(r.name().unwrap()), Some(r));
        }
        assert_eq!(Reserve::from_name("none").map(|r| r.resolve(4)), Some(0));
        assert_eq!(Reserve::from_name("classic").map(|r| r.resolve(2)), Some(2));
        assert_eq!(Reserve::Classic.resolve(5), 1);
        assert_eq!(Reserve::Fixed(3).name(), None);
        assert_eq!(HandSize::from_name("7"), None);
        assert_eq!(StartSearch::from_name("Draw_in_turn"), None);
        assert_eq!(DrawnTile::from_name(""), None);
        assert_eq!(
            or_list(&names, false),
            "draw_in_turn, all_draw or before_deal"
        );
        assert_eq!(or_list(&["must", "may"], true), "\"must\" or \"may\"");
        assert_eq!(or_list(&["x"], true), "\"x\"");
        assert_eq!(or_list(&[], false), "");
    }
}
