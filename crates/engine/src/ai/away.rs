//! A decision asked of another thread: what the page posts to its AI
//! worker ([`Posted`]) and what comes back ([`Reply`]), and the worker's
//! whole job ([`Posted::answer`]). Plain serde types, so that the page
//! (which only writes asks and reads replies) and the worker's own wasm
//! module (which only reads asks and writes replies) agree on one shape.
//!
//! An ask holds a seat's [`PlayerView`] and its decision seed
//! ([`super::view_seed`]), never the state or the match seed: the worker
//! can neither see another hand nor work out the deal. The level travels
//! by name and the seed as decimal text (a `u64` above 2^53-1 is no
//! JavaScript number).

use super::decide::Thinking;
use super::level::Level;
use crate::rules::PlayerView;
use serde::{Deserialize, Serialize};

/// One decision, as posted to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Posted {
    /// Which ask this is; the reply names it.
    pub id: u32,
    /// The level to think as ([`Level`]'s name).
    pub level: String,
    /// The decision seed, in decimal.
    pub seed: String,
    /// The seat's view.
    pub view: PlayerView,
}

/// The worker's reply: the chosen move's index in the view's legal moves,
/// or why there is none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Reply {
    /// The ask answered.
    pub id: u32,
    /// The move's index in [`PlayerView::legal_moves`].
    #[serde(default)]
    pub index: Option<u32>,
    /// What went wrong.
    #[serde(default)]
    pub error: Option<String>,
}

impl Posted {
    /// The ask for `level`'s decision on `view` with decision seed `seed`.
    pub fn new(id: u32, level: Level, seed: u64, view: PlayerView) -> Posted {
        Posted {
            id,
            level: level.to_string(),
            seed: seed.to_string(),
            view,
        }
    }

    /// Thinks the ask out to the end: the same move
    /// [`Thinking::seeded`] makes, as its index; an error for a level or a
    /// seed that cannot be read, or a view whose seat has no move.
    pub fn answer(&self) -> Reply {
        let (index, error) = match self.decide() {
            Ok(i) => (Some(i), None),
            Err(e) => (None, Some(e)),
        };
        Reply {
            id: self.id,
            index,
            error,
        }
    }

    fn decide(&self) -> Result<u32, String> {
        let level: Level = self
            .level
            .parse()
            .map_err(|e: super::UnknownLevel| e.to_string())?;
        let seed: u64 = self
            .seed
            .parse()
            .map_err(|_| format!("seed {:?}", self.seed))?;
        let legal = self.view.legal_moves();
        if legal.is_empty() {
            return Err("the view's seat has no move".into());
        }
        let mv = Thinking::seeded(level, &self.view, seed).run();
        let i = legal.iter().position(|&m| m == mv);
        i.map(|i| i as u32)
            .ok_or_else(|| "no legal move chosen".into())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::{decide, view_seed};
    use crate::rules::{Rules, State};

    #[test]
    fn an_ask_crosses_as_json_and_is_answered_as_decide_answers() {
        let mut st = State::new(Rules::standard(12, 5), 3).unwrap();
        let mut asked = 0;
        while !st.round_over() {
            let seat = st.to_move().unwrap();
            let view = st.view(seat);
            let level = [Level::Medium, Level::Hard][asked % 2];
            let ask = Posted::new(asked as u32, level, view_seed(&view, 3), view.clone());
            let text = serde_json::to_string(&ask).unwrap();
            let back: Posted = serde_json::from_str(&text).unwrap();
            assert_eq!(back, ask);
            let reply = back.answer();
            let want = decide(level, &view, 3);
            assert_eq!(reply.id, asked as u32);
            assert_eq!(reply.error, None);
            let i = reply.index.expect("an index") as usize;
            assert_eq!(view.legal_moves()[i], want);
            st.apply(seat, want).unwrap();
            asked += 1;
        }
        assert!(asked > 40, "{asked} asks");
    }

    #[test]
    fn a_bad_ask_is_answered_with_why() {
        let st = State::new(Rules::default(), 1).unwrap();
        let view = st.view(st.to_move().unwrap());
        let mut ask = Posted::new(7, Level::Expert, 1, view.clone());
        ask.level = "grandmaster".into();
        let r = ask.answer();
        assert_eq!((r.id, r.index), (7, None));
        assert!(r.error.unwrap().contains("grandmaster"));
        let mut ask = Posted::new(8, Level::Expert, 1, view);
        ask.seed = "-1".into();
        assert!(ask.answer().error.unwrap().contains("-1"));
        let other = st.view((st.to_move().unwrap() + 1) % 4);
        let r = Posted::new(9, Level::Hard, 1, other).answer();
        assert_eq!(r.error.as_deref(), Some("the view's seat has no move"));
    }
}
