//! A small argument reader shared by the subcommands, and the rule options.

use chickenfoot::rules::{or_list, DrawnTile, HandSize, Preset, Reserve, Rules, StartSearch};

/// A usage error: exit 2 with the message on stderr.
#[derive(Debug)]
pub struct Usage(pub String);

/// `--key value` and `--flag` arguments after the subcommand, plus positionals.
pub struct Args {
    items: Vec<(String, Option<String>)>,
    pub positional: Vec<String>,
}

/// Flags that take no value.
const SWITCHES: &[&str] = &["json", "quick", "help", "mirror", "by-round"];

impl Args {
    pub fn parse(raw: &[String]) -> Result<Args, Usage> {
        let mut items = Vec::new();
        let mut positional = Vec::new();
        let mut it = raw.iter();
        while let Some(a) = it.next() {
            if let Some(k) = a.strip_prefix("--") {
                if let Some((k, v)) = k.split_once('=') {
                    items.push((k.to_string(), Some(v.to_string())));
                } else if SWITCHES.contains(&k) {
                    items.push((k.to_string(), None));
                } else {
                    let v = it
                        .next()
                        .ok_or_else(|| Usage(format!("--{k} needs a value")))?;
                    items.push((k.to_string(), Some(v.clone())));
                }
            } else {
                positional.push(a.clone());
            }
        }
        Ok(Args { items, positional })
    }

    /// The value of `--key`, removing it (so leftovers can be reported).
    pub fn take(&mut self, key: &str) -> Option<String> {
        let i = self.items.iter().position(|(k, _)| k == key)?;
        self.items.remove(i).1
    }

    /// Whether `--flag` was given (removing it).
    pub fn flag(&mut self, key: &str) -> bool {
        match self.items.iter().position(|(k, _)| k == key) {
            Some(i) => {
                self.items.remove(i);
                true
            }
            None => false,
        }
    }

    /// A numeric option.
    pub fn num<T: std::str::FromStr>(&mut self, key: &str) -> Result<Option<T>, Usage> {
        match self.take(key) {
            None => Ok(None),
            Some(v) => v
                .parse()
                .map(Some)
                .map_err(|_| Usage(format!("--{key}: {v:?} is not a valid number"))),
        }
    }

    /// Fails on any option not consumed.
    pub fn finish(self) -> Result<Vec<String>, Usage> {
        if let Some((k, _)) = self.items.first() {
            return Err(Usage(format!("unknown option --{k}")));
        }
        Ok(self.positional)
    }

    /// Reads the rule options shared by `play`, `bench` and `tournament`:
    /// `--preset NAME --set N --players N --hand-size N|seven|auto --arms N|per-player
    /// --drawn must|may --reserve N|none|classic --double-blank N
    /// --start draw_in_turn|all_draw|before_deal --rounds 9,8,7 --quick`.
    pub fn rules(&mut self, default_players: u8) -> Result<Rules, Usage> {
        let players: u8 = self.num("players")?.unwrap_or(default_players);
        let set: Option<u8> = self.num("set")?;
        let mut rules = match self.take("preset") {
            Some(p) => Preset::from_name(&p)
                .ok_or_else(|| Usage(format!("unknown preset {p:?}")))?
                .rules(players),
            None => Rules::standard(set.unwrap_or(9), players),
        };
        if let Some(set) = set {
            if set != rules.set {
                let keep = rules.clone();
                rules = Rules::standard(set, players);
                rules.drawn_tile = keep.drawn_tile;
            }
        }
        if let Some(h) = self.take("hand-size") {
            rules.hand_size = match HandSize::from_name(&h) {
                Some(named) => named.resolve(rules.set, players),
                None => h
                    .parse()
                    .map_err(|_| Usage(format!("--hand-size: {h:?} is not a number in range")))?,
            };
        }
        if let Some(a) = self.take("arms") {
            rules.arms = match a.as_str() {
                "per-player" => players.clamp(2, rules.max_arms()),
                n => n
                    .parse()
                    .map_err(|_| Usage(format!("--arms: {n:?} is not a number in range")))?,
            };
        }
        if let Some(d) = self.take("drawn") {
            rules.drawn_tile = DrawnTile::from_name(&d).ok_or_else(|| {
                let names = or_list(&DrawnTile::ALL.map(DrawnTile::as_str), false);
                Usage(format!("--drawn takes {names}"))
            })?;
        }
        if let Some(r) = self.take("reserve") {
            rules.boneyard_reserve = match Reserve::from_name(&r) {
                Some(named) => named.resolve(players),
                None => r
                    .parse()
                    .map_err(|_| Usage(format!("--reserve: {r:?} is not a number in range")))?,
            };
        }
        if let Some(v) = self.num("double-blank")? {
            rules.double_blank = v;
        }
        if let Some(s) = self.take("start") {
            rules.start_search = StartSearch::from_name(&s).ok_or_else(|| {
                let names = or_list(&StartSearch::ALL.map(StartSearch::as_str), false);
                Usage(format!("--start takes {names}"))
            })?;
        }
        if let Some(list) = self.take("rounds") {
            rules.rounds = list
                .split(',')
                .map(|x| x.trim().parse::<u8>())
                .collect::<Result<_, _>>()
                .map_err(|_| Usage(format!("--rounds: {list:?} is not a list like 9,8,7")))?;
        }
        if self.flag("quick") {
            rules.rounds = (0..=rules.set).rev().take(3).collect();
        }
        rules.validate().map_err(|e| Usage(e.to_string()))?;
        Ok(rules)
    }
}
