//! The pure part of tournaments: duplicate deals, playing one round or
//! match between agents, and tallying results per agent name. Threads,
//! processes and printing live in the command line (`src/bin`).
//!
//! *Duplicate deals*: deal `i` is replayed once per rotation `k` in
//! `0..players`, seat `s` taking seat entry `(s + k) mod players`, so every
//! entry plays every seat of every deal and luck of the deal cancels out.
//!
//! *Both orders* ([`seat_entry`] with mirrored seatings): rotations keep
//! the entries' order round the table, so an entry always sits just
//! before the same neighbour, and that alone can be worth points (the
//! seat just before another searcher won about 8 points more in
//! docs/ai.md's runs). Mirrored seatings replay every deal with the
//! entries in reverse order as well, so each entry sits before each of
//! its two neighbours equally often.

use super::agent::Agent;
use super::stats::{wilson, MeanAcc};
use crate::rules::{deal_round, Points, Rng, Rules, State};

/// The rules and seed of duplicate deal `i`: a one-round match whose start
/// double cycles through `rules.rounds`.
pub fn deal_setup(rules: &Rules, seed: u64, i: u64) -> (Rules, u64) {
    let mut single = rules.clone();
    single.rounds = vec![rules.rounds[i as usize % rules.rounds.len()]];
    (single, Rng::derive(seed, i).next_u64())
}

/// The seed given to seat entry `entry` in deal `i`, rotation `k`.
pub fn agent_seed(seed: u64, i: u64, k: usize, entry: usize) -> u64 {
    let mut r = Rng::derive(
        seed ^ 0xA6E7_5EED,
        i.wrapping_mul(64) + (k * 8 + entry) as u64,
    );
    r.next_u64()
}

/// The seat entry at seat `s` in `seating` of a table of `n` seats:
/// seatings `0..n` are the rotations (entry `(s + k) mod n`), seatings
/// `n..2n` the rotations of the reversed order (entry `(k - s) mod n`,
/// `k = seating - n`).
pub fn seat_entry(n: usize, seating: usize, s: usize) -> usize {
    let k = seating % n;
    if seating < n {
        (s + k) % n
    } else {
        (k + n - s % n) % n
    }
}

/// The seed of seat entry `entry` in deal `i`, `seating` (as
/// [`seat_entry`]) of a table of `n` seats: [`agent_seed`] for the
/// rotations, so runs without mirrored seatings keep their seeds, and
/// seeds of their own for the mirrored ones.
pub fn seating_seed(seed: u64, i: u64, seating: usize, n: usize, entry: usize) -> u64 {
    if seating < n {
        agent_seed(seed, i, seating, entry)
    } else {
        agent_seed(seed ^ MIRROR_SALT, i, seating - n, entry)
    }
}

/// Told apart from the rotations' seeds ([`seating_seed`]).
const MIRROR_SALT: u64 = 0x4D49_5252_4F52_0000;

/// Plays a match to its end, one agent per seat; returns the state.
pub fn play_match<'a>(mut state: State, agents: &mut [Box<dyn Agent + Send + 'a>]) -> State {
    while !state.is_over() {
        if state.round_over() {
            state.next_round();
            continue;
        }
        let seat = state.to_move().expect("a live round has a seat to move");
        let view = state.view(seat);
        let mv = agents[seat as usize].choose(&view);
        if state.apply(seat, mv).is_err() {
            // Callers wrap untrusted agents; a built-in never gets here.
            let first = state.legal_moves()[0];
            state.apply(seat, first).expect("listed moves are legal");
        }
    }
    state
}

/// Plays duplicate deal `i` once with `agents` seated in order; returns
/// each seat's penalty.
pub fn play_deal<'a>(
    rules: &Rules,
    seed: u64,
    i: u64,
    agents: &mut [Box<dyn Agent + Send + 'a>],
) -> Vec<Points> {
    let (single, s) = deal_setup(rules, seed, i);
    let deal = deal_round(&single, s, 0);
    let state = play_match(State::with_deal(single, s, deal), agents);
    state.totals()
}

/// Per-name results.
#[derive(Clone, Debug, Default)]
pub struct AgentTally {
    /// Agent name.
    pub name: String,
    /// Games (rounds or matches) this agent played (one per seat taken).
    pub games: u64,
    /// Wins, ties split.
    pub wins: f64,
    /// Points per game.
    pub points: MeanAcc,
}

impl AgentTally {
    /// Win share.
    pub fn share(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins / self.games as f64
        }
    }
    /// With `seats` seats per game taken by this name: the share of games
    /// won by one of them (ties split).
    pub fn team_share(&self, seats: usize) -> f64 {
        let games = self.games as f64 / seats.max(1) as f64;
        if games == 0.0 {
            0.0
        } else {
            self.wins / games
        }
    }
    /// Wilson 95% interval of [`AgentTally::team_share`].
    pub fn team_ci(&self, seats: usize) -> (f64, f64) {
        wilson(self.wins, self.games as f64 / seats.max(1) as f64)
    }
    /// Wilson 95% interval of the win share.
    pub fn share_ci(&self) -> (f64, f64) {
        wilson(self.wins, self.games as f64)
    }
}

/// Results aggregated by agent name, in order of first appearance.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// One entry per distinct name.
    pub agents: Vec<AgentTally>,
}

impl Tally {
    fn entry(&mut self, name: &str) -> &mut AgentTally {
        if let Some(i) = self.agents.iter().position(|a| a.name == name) {
            return &mut self.agents[i];
        }
        self.agents.push(AgentTally {
            name: name.to_string(),
            ..AgentTally::default()
        });
        self.agents.last_mut().expect("just pushed")
    }

    /// Registers names so they are listed in this order.
    pub fn with_names(names: &[String]) -> Tally {
        let mut t = Tally::default();
        for n in names {
            t.entry(n);
        }
        t
    }

    /// Adds one game: `names[s]` sat at seat `s` and scored `points[s]`;
    /// `winners` are the winning seats (the win is split among them).
    pub fn add(&mut self, names: &[String], points: &[Points], winners: &[usize]) {
        let share = 1.0 / winners.len().max(1) as f64;
        for (s, name) in names.iter().enumerate() {
            let e = self.entry(name);
            e.games += 1;
            e.points.push(points[s] as f64);
            if winners.contains(&s) {
                e.wins += share;
            }
        }
    }

    /// Adds one round: the lowest penalty wins, ties split.
    pub fn add_round(&mut self, names: &[String], points: &[Points]) {
        let min = points.iter().copied().min().unwrap_or(0);
        let winners: Vec<usize> = (0..points.len()).filter(|&s| points[s] == min).collect();
        self.add(names, points, &winners);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;

    #[test]
    fn ties_are_split_and_names_aggregate() {
        let names: Vec<String> = ["a", "b", "b"].iter().map(|s| s.to_string()).collect();
        let mut t = Tally::with_names(&names);
        t.add_round(&names, &[3, 3, 9]);
        t.add_round(&names, &[0, 5, 9]);
        assert_eq!(t.agents.len(), 2);
        assert_eq!(t.agents[0].games, 2);
        assert!((t.agents[0].wins - 1.5).abs() < 1e-12);
        assert_eq!(t.agents[1].games, 4);
        assert!((t.agents[1].wins - 0.5).abs() < 1e-12);
        assert!((t.agents[1].points.mean() - 6.5).abs() < 1e-12);
    }

    #[test]
    fn mirrored_seatings_put_each_entry_before_both_neighbours_equally() {
        for n in 2..=8 {
            // successor[a][b]: seatings where entry b sits right after a.
            let mut successor = vec![vec![0; n]; n];
            let mut at = vec![vec![0; n]; n];
            for seating in 0..2 * n {
                let entries: Vec<usize> = (0..n).map(|s| seat_entry(n, seating, s)).collect();
                let mut sorted = entries.clone();
                sorted.sort();
                assert_eq!(
                    sorted,
                    (0..n).collect::<Vec<_>>(),
                    "n {n} seating {seating}"
                );
                for s in 0..n {
                    at[entries[s]][s] += 1;
                    successor[entries[s]][entries[(s + 1) % n]] += 1;
                }
            }
            for a in 0..n {
                // Every seat twice, and as often before the entry after
                // it in the list as before the one before it.
                assert!(at[a].iter().all(|&c| c == 2), "n {n}: {:?}", at[a]);
                let (next, prev) = ((a + 1) % n, (a + n - 1) % n);
                if n > 2 {
                    assert_eq!(successor[a][next], n, "n {n}");
                    assert_eq!(successor[a][prev], n, "n {n}");
                }
            }
            // The rotations alone always seat entry 1 just after entry 0.
            for k in 0..n {
                let s0 = (0..n).find(|&s| seat_entry(n, k, s) == 0).expect("seated");
                assert_eq!(seat_entry(n, k, (s0 + 1) % n), 1 % n, "n {n} k {k}");
            }
        }
        assert_eq!(seating_seed(5, 2, 1, 4, 3), agent_seed(5, 2, 1, 3));
        assert_ne!(seating_seed(5, 2, 5, 4, 3), agent_seed(5, 2, 1, 3));
    }

    #[test]
    fn deals_are_reproducible() {
        let rules = Rules::default();
        let mk =
            || -> Vec<Box<dyn Agent + Send>> { (0..4).map(|i| Level::Greedy.agent(i)).collect() };
        let a = play_deal(&rules, 7, 3, &mut mk());
        let b = play_deal(&rules, 7, 3, &mut mk());
        assert_eq!(a, b);
        assert_eq!(deal_setup(&rules, 7, 3).0.rounds, vec![rules.rounds[3]]);
    }
}
