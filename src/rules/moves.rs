//! Moves and their record notation.
//!
//! | move | record notation | display |
//! |---|---|---|
//! | place the start double | `{"play":"9-9"}` | `place 9-9` |
//! | attach a tile | `{"play":"9-4","on":"9-9"}` | `9-4 on 9-9` |
//! | draw | `{"draw":true}` | `draw` |
//! | pass | `{"pass":true}` | `pass` |

use super::tile::Tile;
use crate::json::Json;
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

impl Serialize for Move {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        match self {
            Move::Place(t) => m.serialize_entry("play", t)?,
            Move::Play { tile, on } => {
                m.serialize_entry("play", tile)?;
                m.serialize_entry("on", on)?;
            }
            Move::Draw => m.serialize_entry("draw", &true)?,
            Move::Pass => m.serialize_entry("pass", &true)?,
        }
        m.end()
    }
}

impl<'de> Deserialize<'de> for Move {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Move, D::Error> {
        /// The record notation's fields, checked by [`move_from_json`].
        #[derive(Deserialize)]
        struct Fields {
            play: Option<String>,
            on: Option<String>,
            draw: Option<bool>,
            pass: Option<bool>,
        }
        let f = Fields::deserialize(d)?;
        let mut o = crate::json::Object::new();
        let mut put = |k: &str, v: Option<Json>| {
            if let Some(v) = v {
                o.insert(k.to_string(), v);
            }
        };
        put("play", f.play.map(Json::Str));
        put("on", f.on.map(Json::Str));
        put("draw", f.draw.map(Json::Bool));
        put("pass", f.pass.map(Json::Bool));
        move_from_json(&Json::Obj(o), super::tile::MAX_PIP)
            .map_err(|(k, m)| serde::de::Error::custom(format!("{k} {m}")))
    }
}

impl From<Move> for Json {
    /// The record notation (without `seat`).
    fn from(m: Move) -> Json {
        use crate::json::obj;
        match m {
            Move::Place(t) => obj([("play", t.into())]),
            Move::Play { tile, on } => obj([("play", tile.into()), ("on", on.into())]),
            Move::Draw => obj([("draw", true.into())]),
            Move::Pass => obj([("pass", true.into())]),
        }
    }
}

/// Parses one move object in record notation (`{"play":"9-4","on":"9-9"}`,
/// `{"draw":true}`, `{"pass":true}`, `{"play":"9-9"}`); other keys are
/// ignored. The error says what is wrong with the object.
pub fn move_from_json(v: &Json, max_pip: u8) -> Result<Move, (String, String)> {
    let obj = v
        .as_object()
        .ok_or_else(|| (String::new(), "a move is a JSON object".to_string()))?;
    let play = obj.get("play");
    let draw = obj.get("draw");
    let pass = obj.get("pass");
    let on = obj.get("on");
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
    let tile = |key: &str, x: &Json| -> Result<Tile, (String, String)> {
        let s = x.as_str().ok_or_else(|| {
            (
                key.to_string(),
                "a tile is a string like \"9-4\"".to_string(),
            )
        })?;
        Tile::parse(s, max_pip)
            .map_err(|e| (key.to_string(), format!("{}: {e}", crate::json::quoted(s))))
    };
    if let Some(d) = draw {
        return if d == &Json::Bool(true) {
            Ok(Move::Draw)
        } else {
            Err(("draw".into(), "draw must be true".into()))
        };
    }
    if let Some(p) = pass {
        return if p == &Json::Bool(true) {
            Ok(Move::Pass)
        } else {
            Err(("pass".into(), "pass must be true".into()))
        };
    }
    let t = tile("play", play.expect("counted above"))?;
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
            assert_eq!(move_from_json(&Json::from(m), 9), Ok(m));
            let text = serde_json::to_string(&m).unwrap();
            assert_eq!(serde_json::from_str::<Move>(&text).unwrap(), m);
        }
        assert_eq!(
            Json::from(moves[1]).to_string(),
            r#"{"on":"9-9","play":"9-4"}"#
        );
    }

    #[test]
    fn malformed_moves_are_rejected() {
        for bad in [
            r#"{}"#,
            r#"{"draw": true, "pass": true}"#,
            r#"{"draw": false}"#,
            r#"{"pass": 1}"#,
            r#"{"draw": true, "on": "9-9"}"#,
            r#"{"play": 94}"#,
            r#"{"play": "9-4", "on": "10-9"}"#,
            r#"[1]"#,
        ] {
            let v = Json::parse(bad).unwrap();
            assert!(move_from_json(&v, 9).is_err(), "{bad}");
        }
    }
}
