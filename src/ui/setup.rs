//! What the New game dialog produces: seats and rules.

use crate::rules::{DrawnTile, HandSize, Preset, Rules, RulesError, StartSearch};

/// AI levels offered in the dialog (stronger ones map to greedy until they exist).
pub const AI_LEVELS: [&str; 3] = ["easy", "medium", "hard"];

/// Who sits in a seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// An AI agent by [`crate::ai::agent_by_name`] name.
    Ai(String),
}

/// A new match: seats and rules.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GameSetup {
    /// One entry per seat; seat 0 is at the bottom of the screen.
    pub seats: Vec<SeatKind>,
    /// The rules.
    pub rules: Rules,
}

impl Default for GameSetup {
    /// You against three medium AI seats under the standard rules.
    fn default() -> GameSetup {
        GameSetup {
            seats: std::iter::once(SeatKind::Human)
                .chain((0..3).map(|_| SeatKind::Ai("medium".into())))
                .collect(),
            rules: Rules::default(),
        }
    }
}

/// The dialog's rule fields, as strings from form controls.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RuleForm {
    /// Preset name (fills the defaults).
    pub preset: String,
    /// Highest double, "6".."18" (empty: the preset's).
    pub set: String,
    /// Arms on the start double (empty: the preset's).
    pub arms: String,
    /// "players", "seven" or a number (empty: the preset's).
    pub hand: String,
    /// "must" or "may".
    pub drawn: String,
    /// "0", "classic" or a number.
    pub reserve: String,
    /// Points for 0-0.
    pub double_blank: String,
    /// "draw_in_turn", "all_draw" or "before_deal".
    pub search: String,
    /// "all" (highest down to 0-0) or "quick" (three rounds).
    pub rounds: String,
}

fn num<T: std::str::FromStr>(field: &'static str, s: &str) -> Result<T, RulesError> {
    s.trim().parse().map_err(|_| RulesError {
        field,
        message: format!("{field}: {} is not a number", crate::json::quoted(s)),
    })
}

impl RuleForm {
    /// Builds and validates rules for `players` seats.
    pub fn rules(&self, players: u8) -> Result<Rules, RulesError> {
        let preset = Preset::from_name(&self.preset).unwrap_or(Preset::Standard);
        let mut r = preset.rules(players);
        if !self.set.is_empty() {
            let set: u8 = num("set", &self.set)?;
            if set != r.set {
                let keep = r.clone();
                r = Rules::standard(set.clamp(6, 18), players);
                r.arms = keep.arms.min(r.max_arms());
                r.drawn_tile = keep.drawn_tile;
                if keep.rounds.len() < (keep.set as usize + 1) {
                    r.rounds = (0..=r.set).rev().take(keep.rounds.len()).collect();
                }
            }
        }
        if !self.arms.is_empty() {
            r.arms = num("arms", &self.arms)?;
        }
        match self.hand.as_str() {
            "" => {}
            "players" => r.hand_size = HandSize::ByPlayers.resolve(r.set, players),
            "seven" => r.hand_size = 7,
            n => r.hand_size = num("hand_size", n)?,
        }
        match self.drawn.as_str() {
            "may" => r.drawn_tile = DrawnTile::May,
            "must" => r.drawn_tile = DrawnTile::Must,
            _ => {}
        }
        match self.reserve.as_str() {
            "" => {}
            "classic" => r.boneyard_reserve = Rules::classic_reserve(players),
            n => r.boneyard_reserve = num("boneyard_reserve", n)?,
        }
        if !self.double_blank.is_empty() {
            r.double_blank = num("double_blank", &self.double_blank)?;
        }
        match self.search.as_str() {
            "all_draw" => r.start_search = StartSearch::AllDraw,
            "before_deal" => r.start_search = StartSearch::BeforeDeal,
            "draw_in_turn" => r.start_search = StartSearch::DrawInTurn,
            _ => {}
        }
        match self.rounds.as_str() {
            "quick" => r.rounds = (0..=r.set).rev().take(3).collect(),
            "all" => r.rounds = (0..=r.set).rev().collect(),
            _ => {}
        }
        r.validate()?;
        Ok(r)
    }
}

/// A one-line description of rules for the status bar.
pub fn describe(r: &Rules) -> String {
    format!(
        "double-{} · {} arms · {} tiles each · {} rounds",
        r.set,
        r.arms,
        r.hand_size,
        r.rounds.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_and_overrides() {
        let f = RuleForm {
            preset: "double-twelve".into(),
            ..RuleForm::default()
        };
        let r = f.rules(2).unwrap();
        assert_eq!(r.set, 12);
        assert_eq!(r.hand_size, 34);
        let f = RuleForm {
            preset: "standard".into(),
            arms: "6".into(),
            hand: "seven".into(),
            rounds: "quick".into(),
            drawn: "may".into(),
            ..RuleForm::default()
        };
        let r = f.rules(4).unwrap();
        assert_eq!(
            (r.arms, r.hand_size, r.rounds.clone()),
            (6, 7, vec![9, 8, 7])
        );
        assert_eq!(r.drawn_tile, DrawnTile::May);
        let bad = RuleForm {
            arms: "12".into(),
            ..RuleForm::default()
        };
        assert_eq!(bad.rules(4).unwrap_err().field, "arms");
        let bad = RuleForm {
            hand: "x".into(),
            ..RuleForm::default()
        };
        assert!(bad.rules(4).is_err());
    }

    #[test]
    fn set_change_keeps_quick_rounds() {
        let f = RuleForm {
            preset: "quick".into(),
            set: "12".into(),
            ..RuleForm::default()
        };
        let r = f.rules(4).unwrap();
        assert_eq!(r.rounds, vec![12, 11, 10]);
    }
}
