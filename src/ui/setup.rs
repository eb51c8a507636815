//! What the New game dialog produces: seats and rules.

use crate::ai::{Level, UnknownLevel};
use crate::i18n::{t, tf, Key, Lang};
use crate::rules::{
    DrawnTile, HandSize, Preset, Reserve, Rules, RulesError, StartSearch, Tile, MAX_SEATS,
};
use std::fmt;
use std::str::FromStr;

/// Who sits in a seat: the one type for it in the page, share links, URL
/// parameters, saves and statistics. Its text form is `human` or the
/// [`Level`]'s name.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SeatKind {
    /// A person at this device.
    Human,
    /// A built-in AI.
    Ai(Level),
}

impl SeatKind {
    /// The kinds the New game dialog offers, in its order: a person, then
    /// every [`Level::OFFERED`].
    pub const OFFERED: [SeatKind; Level::OFFERED.len() + 1] = {
        let mut kinds = [SeatKind::Human; Level::OFFERED.len() + 1];
        let mut i = 0;
        while i < Level::OFFERED.len() {
            kinds[i + 1] = SeatKind::Ai(Level::OFFERED[i]);
            i += 1;
        }
        kinds
    };

    /// Whether the computer plays this seat.
    pub fn is_ai(self) -> bool {
        self != SeatKind::Human
    }

    /// The AI level, for an AI seat.
    pub fn level(self) -> Option<Level> {
        match self {
            SeatKind::Ai(l) => Some(l),
            SeatKind::Human => None,
        }
    }

    /// Whether the page offers this kind ([`SeatKind::OFFERED`]).
    pub fn is_offered(self) -> bool {
        SeatKind::OFFERED.contains(&self)
    }
}

impl fmt::Display for SeatKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SeatKind::Human => f.write_str("human"),
            SeatKind::Ai(l) => l.fmt(f),
        }
    }
}

impl FromStr for SeatKind {
    type Err = UnknownLevel;

    /// `human`, or a level's name.
    fn from_str(s: &str) -> Result<SeatKind, UnknownLevel> {
        match s {
            "human" => Ok(SeatKind::Human),
            _ => s.parse().map(SeatKind::Ai),
        }
    }
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
                .chain((0..3).map(|_| SeatKind::Ai(Level::Medium)))
                .collect(),
            rules: Rules::default(),
        }
    }
}

impl GameSetup {
    /// What the New game dialog's seat rows (one for each of the most seats
    /// a table has) start as: this game's
    /// seats, then computer seats at the level of its last computer seat
    /// (so that a player who raises the count against Easy seats gets more
    /// Easy seats), Medium where every seat is a person.
    pub fn dialog_rows(&self) -> [SeatKind; MAX_SEATS] {
        let more = self
            .seats
            .iter()
            .rev()
            .find(|k| k.is_ai())
            .copied()
            .unwrap_or(SeatKind::Ai(Level::Medium));
        let mut rows = [more; MAX_SEATS];
        rows[0] = SeatKind::Human;
        for (row, &kind) in rows.iter_mut().zip(&self.seats) {
            *row = kind;
        }
        rows
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
    /// [`HandSize::name`] ("auto", "seven") or a number (empty: the
    /// preset's).
    pub hand: String,
    /// [`DrawnTile::as_str`]: "must" or "may" (anything else: the preset's).
    pub drawn: String,
    /// [`Reserve::name`] ("none", "classic") or a number (empty: the
    /// preset's).
    pub reserve: String,
    /// Points for 0-0.
    pub double_blank: String,
    /// [`StartSearch::as_str`]: "draw_in_turn", "all_draw" or
    /// "before_deal" (anything else: the preset's).
    pub search: String,
    /// "all" (highest down to 0-0) or "quick" (three rounds).
    pub rounds: String,
}

/// Why the New game dialog cannot start a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum FormError {
    /// A field holds text that is not a number.
    NotNumber {
        /// The field, as the record format names it (`"arms"`).
        field: &'static str,
        /// What it holds.
        text: String,
    },
    /// The rules the form describes are not playable.
    Invalid {
        /// What the rules engine found.
        error: RulesError,
        /// The rules as the form set them.
        rules: Rules,
    },
}

impl FormError {
    /// The offending field, as the record format names it.
    pub fn field(&self) -> &'static str {
        match self {
            FormError::NotNumber { field, .. } => field,
            FormError::Invalid { error, .. } => error.field,
        }
    }

    /// What is wrong, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            FormError::NotNumber { field, text } => tf(
                lang,
                Key::ErrNotNumber,
                &[("field", &field_label(lang, field)), ("text", text)],
            ),
            FormError::Invalid { error, rules } => rules_error_text(lang, error, rules),
        }
    }
}

/// The dialog's label of a rules field (the field's own name if it has none).
fn field_label(lang: Lang, field: &str) -> String {
    let key = match field {
        "set" => Key::OptSet,
        "players" => Key::OptPlayers,
        "hand_size" => Key::OptHandSize,
        "arms" => Key::OptArms,
        "boneyard_reserve" => Key::OptReserve,
        "double_blank" => Key::OptDoubleBlank,
        "rounds" => Key::OptRounds,
        _ => return field.to_string(),
    };
    t(lang, key).to_string()
}

/// Why `rules` are not playable, in `lang` ("This combination is not
/// playable: …"); `error` is what [`Rules::validate`] said about them. The
/// rules engine's own message is English; this one is written from the
/// field and the rules' values.
pub fn rules_error_text(lang: Lang, error: &RulesError, rules: &Rules) -> String {
    let n = |v: u64| v.to_string();
    let reason = match error.field {
        "set" => tf(lang, Key::ErrSetRange, &[("n", &n(rules.set.into()))]),
        "players" => tf(
            lang,
            Key::ErrPlayersRange,
            &[("n", &n(rules.players.into()))],
        ),
        "hand_size" if rules.hand_size < 1 => t(lang, Key::ErrHandEmpty).to_string(),
        "hand_size" => {
            let aside = usize::from(rules.start_search == StartSearch::BeforeDeal);
            tf(
                lang,
                Key::ErrHandTooBig,
                &[
                    ("players", &n(rules.players.into())),
                    ("hand", &n(rules.hand_size as u64)),
                    ("tiles", &n(rules.tiles().saturating_sub(aside) as u64)),
                ],
            )
        }
        "arms" => tf(
            lang,
            Key::ErrArmsRange,
            &[
                ("max", &n(rules.max_arms().into())),
                ("n", &n(rules.arms.into())),
            ],
        ),
        "rounds" => match rules.rounds.iter().find(|&&d| d > rules.set) {
            Some(&d) => tf(
                lang,
                Key::ErrRoundNotInSet,
                &[("tile", &Tile::double(d).to_string())],
            ),
            None => t(lang, Key::ErrNoRounds).to_string(),
        },
        _ => error.message.clone(),
    };
    tf(lang, Key::OptInvalid, &[("reason", &reason)])
}

fn num<T: std::str::FromStr>(field: &'static str, s: &str) -> Result<T, FormError> {
    s.trim().parse().map_err(|_| FormError::NotNumber {
        field,
        text: s.to_string(),
    })
}

impl RuleForm {
    /// Builds and validates rules for `players` seats.
    pub fn rules(&self, players: u8) -> Result<Rules, FormError> {
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
        if !self.hand.is_empty() {
            r.hand_size = match HandSize::from_name(&self.hand) {
                Some(named) => named.resolve(r.set, players),
                None => num("hand_size", &self.hand)?,
            };
        }
        if let Some(d) = DrawnTile::from_name(&self.drawn) {
            r.drawn_tile = d;
        }
        if !self.reserve.is_empty() {
            r.boneyard_reserve = match Reserve::from_name(&self.reserve) {
                Some(named) => named.resolve(players),
                None => num("boneyard_reserve", &self.reserve)?,
            };
        }
        if !self.double_blank.is_empty() {
            r.double_blank = num("double_blank", &self.double_blank)?;
        }
        if let Some(s) = StartSearch::from_name(&self.search) {
            r.start_search = s;
        }
        match self.rounds.as_str() {
            "quick" => r.rounds = (0..=r.set).rev().take(3).collect(),
            "all" => r.rounds = (0..=r.set).rev().collect(),
            _ => {}
        }
        match r.validate() {
            Ok(()) => Ok(r),
            Err(error) => Err(FormError::Invalid { error, rules: r }),
        }
    }
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
        // The seven-each preset's hands, back to the table's size by name.
        let f = RuleForm {
            preset: "seven".into(),
            set: "12".into(),
            hand: "auto".into(),
            ..RuleForm::default()
        };
        assert_eq!(f.rules(2).unwrap().hand_size, 34);
        let f = RuleForm {
            hand: "9".into(),
            ..RuleForm::default()
        };
        assert_eq!(f.rules(4).unwrap().hand_size, 9);
        for (reserve, players, kept) in
            [("none", 4, 0), ("0", 4, 0), ("classic", 2, 2), ("3", 4, 3)]
        {
            let f = RuleForm {
                reserve: reserve.into(),
                ..RuleForm::default()
            };
            assert_eq!(
                f.rules(players).unwrap().boneyard_reserve,
                kept,
                "{reserve}"
            );
        }
        let bad = RuleForm {
            arms: "12".into(),
            ..RuleForm::default()
        };
        assert_eq!(bad.rules(4).unwrap_err().field(), "arms");
        let bad = RuleForm {
            hand: "x".into(),
            ..RuleForm::default()
        };
        assert!(bad.rules(4).is_err());
    }

    #[test]
    fn more_seats_in_the_dialog_play_at_the_level_of_the_last_computer_seat() {
        use SeatKind::{Ai, Human};
        let rows = |seats: Vec<SeatKind>| {
            GameSetup {
                seats,
                rules: Rules::default(),
            }
            .dialog_rows()
        };
        let easy = Ai(Level::Easy);
        let hard = Ai(Level::Hard);
        let medium = Ai(Level::Medium);
        assert_eq!(
            rows(vec![Human, easy, easy, easy]),
            [Human, easy, easy, easy, easy, easy, easy, easy]
        );
        assert_eq!(
            rows(vec![Human, hard, easy]),
            [Human, hard, easy, easy, easy, easy, easy, easy]
        );
        // Pass-and-play: the game's people, then Medium computers.
        assert_eq!(
            rows(vec![Human, Human]),
            [Human, Human, medium, medium, medium, medium, medium, medium]
        );
        // A table of computers keeps its first seat a computer.
        assert_eq!(rows(vec![hard, hard])[..3], [hard, hard, hard]);
        assert_eq!(GameSetup::default().dialog_rows()[7], medium);
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

    #[test]
    fn errors_are_translated() {
        let too_many = RuleForm {
            set: "6".into(),
            hand: "seven".into(),
            ..RuleForm::default()
        };
        let e = too_many.rules(8).unwrap_err();
        assert_eq!(e.field(), "hand_size");
        assert_eq!(
            e.text(Lang::En),
            "This combination is not playable: players × tiles per hand (8 × 7) is more than the set can deal (28)"
        );
        let arms = RuleForm {
            arms: "12".into(),
            ..RuleForm::default()
        };
        let not_number = RuleForm {
            hand: "x".into(),
            ..RuleForm::default()
        };
        assert_eq!(
            not_number.rules(4).unwrap_err().text(Lang::En),
            "Tiles per hand: “x” is not a number"
        );
        let mut no_rounds = Rules::default();
        no_rounds.rounds.clear();
        let off_set = Rules {
            rounds: vec![9, 12],
            ..Rules::default()
        };
        let players = Rules {
            players: 9,
            ..Rules::default()
        };
        let invalid = |r: Rules| FormError::Invalid {
            error: r.validate().unwrap_err(),
            rules: r,
        };
        let errors = [
            e,
            arms.rules(4).unwrap_err(),
            not_number.rules(4).unwrap_err(),
            invalid(no_rounds),
            invalid(off_set),
            invalid(players),
        ];
        assert!(errors[1]
            .text(Lang::En)
            .contains("2 to 8 arms in this set, not 12"));
        assert!(errors[4].text(Lang::En).contains("12-12 is not in the set"));
        for e in &errors {
            let en = e.text(Lang::En);
            for lang in Lang::ALL {
                let s = e.text(lang);
                assert!(!s.contains('{'), "{lang}: {s}");
                if lang != Lang::En {
                    assert_ne!(s, en, "{lang} is not translated");
                    if let FormError::Invalid { error, .. } = e {
                        assert!(!s.contains(&error.message), "{lang}: {s}");
                    }
                }
            }
        }
    }
}
