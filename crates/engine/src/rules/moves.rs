//! Moves and their record notation.
//!
//! | move | record notation | display |
//! |---|---|---|
//! | place the start double | `{"play":"9-9"}` | `place 9-9` |
//! | attach a tile | `{"play":"9-4","on":"9-9"}` | `9-4 on 9-9` |
//! | draw | `{"draw":true}` | `draw` |
//! | pass | `{"pass":true}` | `pass` |

use super::tile::Tile;
use crate::wire::{quoted, Any};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// One move by the seat to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Move {
    /// Place the round's start double in the centre.
    Place(Tile),
    /// Attach `tile` from the hand to the open end offered by board tile `on`.
    Play {
        /// The tile played.
        tile: Tile,
        /// The board tile it attaches to.
        on: Tile,
    },
    /// Take the next boneyard tile (the turn goes on).
    Draw,
    /// End the turn without playing.
    Pass,
}

impl Move {
    /// The tile this move puts on the table, if any.
    pub fn tile(self) -> Option<Tile> {
        match self {
            Move::Place(t) | Move::Play { tile: t, .. } => Some(t),
            Move::Draw | Move::Pass => None,
        }
    }
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Place(t) => write!(f, "place {t}"),
            Move::Play { tile, on } => write!(f, "{tile} on {on}"),
            Move::Draw => f.write_str("draw"),
            Move::Pass => f.write_str("pass"),
        }
    }
}

impl Move {
    /// Writes the record notation's entries (without `seat`) into a map.
    pub fn entries<M: SerializeMap>(&self, m: &mut M) -> Result<(), M::Error> {
        match self {
            Move::Place(t) => m.serialize_entry("play", t),
            Move::Play { tile, on } => {
                m.serialize_entry("on", on)?;
                m.serialize_entry("play", tile)
            }
            Move::Draw => m.serialize_entry("draw", &true),
            Move::Pass => m.serialize_entry("pass", &true),
        }
    }
}

impl Serialize for Move {
    /// The record notation (without `seat`).
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        self.entries(&mut m)?;
        m.end()
    }
}

crate::object! {
    /// A move object as serde reads it (see [`crate::wire`]); a key
    /// present with `null` is present. [`move_from_raw`] judges it.
    pub struct RawMove("a move object") {
        /// The seat (in records; a bot's answer has none).
        seat: Any,
        /// The tile placed or played.
        play: Any,
        /// The board tile it attaches to.
        on: Any,
        /// `true` for a draw.
        draw: Any,
        /// `true` for a pass.
        pass: Any,
    }
}

impl<'de> Deserialize<'de> for Move {
    /// The record notation; `seat` and other keys are ignored.
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        let raw = RawMove::deserialize(d)?;
        move_from_raw(&raw, super::tile::MAX_PIP)
            .map_err(|(k, m)| serde::de::Error::custom(format!("{k} {m}")))
    }
}

/// Judges one move object in record notation (`{"play":"9-4","on":"9-9"}`,
/// `{"draw":true}`, `{"pass":true}`, `{"play":"9-9"}`; `seat` is not looked
/// at). The error names the key that is wrong (empty for the whole
/// object) and says what is wrong.
pub fn move_from_raw(o: &RawMove, max_pip: u8) -> Result<Move, (String, String)> {
    let (play, draw, pass, on) = (&o.play, &o.draw, &o.pass, &o.on);
    let count = [play, draw, pass].iter().filter(|x| x.is_some()).count();
    if count != 1 {
        return Err((
            String::new(),
            "a move needs exactly one of play, draw, pass".into(),
        ));
    }
    if on.is_some() && play.is_none() {
        return Err(("on".into(), "on goes only with play".into()));
    }
    let tile = |key: &str, x: &Any| -> Result<Tile, (String, String)> {
        let s = x.as_str().ok_or_else(|| {
            (
                key.to_string(),
                "a tile is a string like \"9-4\"".to_string(),
            )
        })?;
        Tile::parse(s, max_pip).map_err(|e| (key.to_string(), format!("{}: {e}", quoted(s))))
    };
    if let Some(d) = draw {
        return if d == &Any::Bool(true) {
            Ok(Move::Draw)
        } else {
            Err(("draw".into(), "draw must be true".into()))
        };
    }
    if let Some(p) = pass {
        return if p == &Any::Bool(true) {
            Ok(Move::Pass)
        } else {
            Err(("pass".into(), "pass must be true".into()))
        };
    }
    let t = tile("play", play.as_ref().expect("counted above"))?;
    match on {
        None => Ok(Move::Place(t)),
        Some(u) => Ok(Move::Play {
            tile: t,
            on: tile("on", u)?,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::Json as _;

    #[test]
    fn notation_round_trips() {
        let moves = [
            Move::Place(Tile::double(9)),
            Move::Play {
                tile: Tile::new(9, 4),
                on: Tile::double(9),
            },
            Move::Draw,
            Move::Pass,
        ];
        for m in moves {
            let text = serde_json::to_string(&m).unwrap();
            assert_eq!(serde_json::from_str::<Move>(&text).unwrap(), m);
            let raw: RawMove = text.read().unwrap();
            assert_eq!(move_from_raw(&raw, 9), Ok(m));
        }
        assert_eq!(
            serde_json::to_string(&moves[1]).unwrap(),
            r#"{"on":"9-9","play":"9-4"}"#
        );
    }

    #[test]
    fn malformed_moves_are_rejected() {
        for bad in [
            r#"{}"#,
            r#"{"draw": true, "pass": true}"#,
            r#"{"draw": true, "pass": null}"#,
            r#"{"draw": false}"#,
            r#"{"pass": 1}"#,
            r#"{"draw": true, "on": "9-9"}"#,
            r#"{"play": "9-4", "on": null}"#,
            r#"{"play": 94}"#,
            r#"{"play": "9-4", "on": "10-9"}"#,
        ] {
            let raw: RawMove = bad.read().unwrap();
            assert!(move_from_raw(&raw, 9).is_err(), "{bad}");
        }
        assert!("[1]".read::<RawMove>().is_err());
        // The last of a repeated key counts.
        let raw: RawMove = r#"{"draw": false, "draw": true}"#.read().unwrap();
        assert_eq!(move_from_raw(&raw, 9), Ok(Move::Draw));
    }
}
