//! `--hard-budget` and `--expert-budget`: Hard and Expert with a budget
//! other than their own, for `tournament` and `timing`.

use crate::args::{Args, Usage};
use chickenfoot::ai::{Agent, Hard, Level};

/// The budgets given on the command line (`None`: the level's own).
#[derive(Clone, Copy, Debug, Default)]
pub struct Budgets {
    hard: Option<u32>,
    expert: Option<u32>,
}

impl Budgets {
    /// Reads `--hard-budget ROLLOUTS` and `--expert-budget PLAYOUTS`.
    pub fn take(args: &mut Args) -> Result<Budgets, Usage> {
        Ok(Budgets {
            hard: args.num("hard-budget")?,
            expert: args.num("expert-budget")?,
        })
    }

    /// The agent of `level` seeded from `seed`: Hard or Expert with the
    /// budget given, else the level's own ([`Level::agent`]).
    pub fn agent(self, level: Level, seed: u64) -> Box<dyn Agent + Send> {
        match (level, self.hard, self.expert) {
            (Level::Hard, Some(b), _) => Box::new(Hard::with_budget(seed, b)),
            (Level::Expert, _, Some(b)) => Box::new(Hard::expert_with_budget(seed, b)),
            _ => level.agent(seed),
        }
    }
}
