//! The person's statistics: rounds and matches won and lost, by the
//! kind of opponents, kept under [`super::STATS_KEY`].

use super::{invalid, open, SaveError, APP, STATS_VERSION};
use crate::ai::Level;
use crate::i18n::Key;
use crate::rules::{RoundEnd, State};
use crate::ui::SeatKind;
use crate::wire::Json;
use serde::{Deserialize, Serialize};

/// Who the person played against, for [`Stats`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opponents {
    /// Computer opponents all of one level (people may also be at the
    /// table).
    Only(Level),
    /// Computer opponents of different levels (or of a level the page
    /// does not offer).
    Mixed,
    /// No computer opponents.
    People,
}

impl Opponents {
    /// Every bucket, in display order: one per level the page offers, then
    /// mixed tables and tables of people.
    pub const ALL: [Opponents; Level::OFFERED.len() + 2] = {
        let mut all = [Opponents::People; Level::OFFERED.len() + 2];
        let mut i = 0;
        while i < Level::OFFERED.len() {
            all[i] = Opponents::Only(Level::OFFERED[i]);
            i += 1;
        }
        all[i] = Opponents::Mixed;
        all
    };

    /// The bucket for a table: the levels of its computer seats.
    pub fn of(seats: &[SeatKind]) -> Opponents {
        let mut levels = seats.iter().filter_map(|s| s.level());
        let Some(first) = levels.next() else {
            return Opponents::People;
        };
        if levels.any(|l| l != first) || !first.is_offered() {
            return Opponents::Mixed;
        }
        Opponents::Only(first)
    }

    /// The label key for the statistics table.
    pub fn label(self) -> Key {
        match self {
            Opponents::Only(l) => crate::i18n::level_key(l),
            Opponents::Mixed => Key::StatsMixed,
            Opponents::People => Key::StatsPeopleOnly,
        }
    }
}

/// Counts for one kind of opponents (missing counts are zero).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    /// Matches finished.
    pub matches_played: u64,
    /// Matches won (a shared win counts).
    pub matches_won: u64,
    /// Rounds finished.
    pub rounds_played: u64,
    /// Rounds in which the person went out.
    pub rounds_out: u64,
    /// Points the person scored over those rounds.
    pub points: u64,
}

impl Tally {
    /// Average points per round, `None` before the first round.
    pub fn average_points(&self) -> Option<f64> {
        (self.rounds_played > 0).then(|| self.points as f64 / self.rounds_played as f64)
    }

    /// Share of matches won, 0.0–1.0, `None` before the first match.
    pub fn win_rate(&self) -> Option<f64> {
        (self.matches_played > 0).then(|| self.matches_won as f64 / self.matches_played as f64)
    }

    fn add(&mut self, o: &Tally) {
        self.matches_played += o.matches_played;
        self.matches_won += o.matches_won;
        self.rounds_played += o.rounds_played;
        self.rounds_out += o.rounds_out;
        self.points = self.points.saturating_add(o.points);
    }
}

/// Statistics of the person at this device, by opponents' level.
///
/// Updates are idempotent per match and round: [`Stats::record_round`] and
/// [`Stats::record_match`] remember what they last counted, so calling them
/// again after a reload does not count twice.
///
/// Stored with a field per kind of opponents (named as [`Opponents`]'s
/// levels: `easy`, `medium`, `hard`, `expert`, `mixed`, `people`),
/// `last_round` as `[match, round]`; missing fields count as zero, so
/// statistics stored before Expert was offered read as they were.
#[derive(Clone, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(default)]
pub struct Stats {
    /// Against easy computers only.
    pub easy: Tally,
    /// Against medium computers only.
    pub medium: Tally,
    /// Against hard computers only.
    pub hard: Tally,
    /// Against expert computers only.
    pub expert: Tally,
    /// Against computers of different levels.
    pub mixed: Tally,
    /// Against people only.
    pub people: Tally,
    /// The last `(match_id, round)` counted.
    pub last_round: Option<(u64, u64)>,
    /// The last `match_id` counted.
    pub last_match: Option<u64>,
}

impl Stats {
    /// The tally for a kind of opponents.
    pub fn tally(&self, o: Opponents) -> &Tally {
        match o {
            Opponents::Only(Level::Easy) => &self.easy,
            Opponents::Only(Level::Medium) => &self.medium,
            Opponents::Only(Level::Hard) => &self.hard,
            Opponents::Only(Level::Expert) => &self.expert,
            // [`Opponents::of`] puts levels the page does not offer here.
            Opponents::Only(_) | Opponents::Mixed => &self.mixed,
            Opponents::People => &self.people,
        }
    }

    fn tally_mut(&mut self, o: Opponents) -> &mut Tally {
        match o {
            Opponents::Only(Level::Easy) => &mut self.easy,
            Opponents::Only(Level::Medium) => &mut self.medium,
            Opponents::Only(Level::Hard) => &mut self.hard,
            Opponents::Only(Level::Expert) => &mut self.expert,
            // [`Opponents::of`] puts levels the page does not offer here.
            Opponents::Only(_) | Opponents::Mixed => &mut self.mixed,
            Opponents::People => &mut self.people,
        }
    }

    /// All kinds of opponents together.
    pub fn total(&self) -> Tally {
        let mut t = Tally::default();
        for o in Opponents::ALL {
            t.add(self.tally(o));
        }
        t
    }

    /// Counts the last finished round of `state` for seat `me` (call when
    /// [`State::round_over`] turns true). Returns false if there is no
    /// finished round, `me` is not a seat, or this round was already counted.
    pub fn record_round(
        &mut self,
        match_id: u64,
        state: &State,
        seats: &[SeatKind],
        me: u8,
    ) -> bool {
        let (Some(scores), Some(end)) = (state.finished_scores().last(), state.ends().last())
        else {
            return false;
        };
        let Some(&points) = scores.get(me as usize) else {
            return false;
        };
        let id = (match_id, state.finished_scores().len() as u64 - 1);
        if self.last_round == Some(id) {
            return false;
        }
        self.last_round = Some(id);
        let t = self.tally_mut(Opponents::of(seats));
        t.rounds_played += 1;
        t.points = t
            .points
            .saturating_add(u64::try_from(points).unwrap_or(u64::MAX));
        if *end == RoundEnd::Out(me) {
            t.rounds_out += 1;
        }
        true
    }

    /// Counts a finished match for seat `me` (call when [`State::is_over`]
    /// turns true). Returns false if the match is not over, `me` is not a
    /// seat, or this match was already counted.
    pub fn record_match(
        &mut self,
        match_id: u64,
        state: &State,
        seats: &[SeatKind],
        me: u8,
    ) -> bool {
        let Some((winners, _)) = state.winners() else {
            return false;
        };
        if me >= state.rules().players || self.last_match == Some(match_id) {
            return false;
        }
        self.last_match = Some(match_id);
        let t = self.tally_mut(Opponents::of(seats));
        t.matches_played += 1;
        if winners.contains(&me) {
            t.matches_won += 1;
        }
        true
    }

    /// Counts what `c` finished ([`Stats::record_round`] and
    /// [`Stats::record_match`]); true when anything was new. Counting the
    /// same round or match again changes nothing, so statistics written by
    /// two tabs are merged by counting each tab's news into what is
    /// stored (read, count, write).
    pub fn count(&mut self, c: &Count) -> bool {
        let round = self.record_round(c.match_id, &c.state, &c.seats, c.me);
        let done = self.record_match(c.match_id, &c.state, &c.seats, c.me);
        round || done
    }

    /// The envelope, to serialize.
    pub fn blob(&self) -> StatsBlob<'_> {
        StatsBlob {
            app: APP,
            kind: "stats",
            version: STATS_VERSION,
            stats: self,
        }
    }

    /// Reads [`Stats::blob`]; missing fields count as zero.
    pub fn load<J: Json + ?Sized>(doc: &J) -> Result<Stats, SaveError> {
        let o: StatsIn = open(doc, "stats", STATS_VERSION)?;
        o.stats.ok_or_else(|| invalid("stats", "missing"))
    }
}

/// A finished round (and maybe match) to count in the statistics
/// ([`Stats::count`]): the match as it stands, its seats and the person's
/// seat.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Count {
    /// The match's id.
    pub match_id: u64,
    /// The match, its last round finished.
    pub state: State,
    /// One kind per seat.
    pub seats: Vec<SeatKind>,
    /// The person's seat.
    pub me: u8,
}

/// The stored statistics: [`Stats::blob`] writes it.
#[derive(Serialize)]
pub struct StatsBlob<'a> {
    app: &'static str,
    kind: &'static str,
    version: u64,
    stats: &'a Stats,
}

#[derive(Deserialize)]
struct StatsIn {
    stats: Option<Stats>,
}
