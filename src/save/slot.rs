//! Where a match is saved ([`Slot`]), and how tabs tell one another
//! that they take one ([`CHANNEL`], [`OWNER_KEY`]): one tab at a time
//! saves to a slot.

use super::{GAME_KEY, LINK_KEY};

/// Storage key a tab writes when it takes the saved match
/// ([`Slot`]), for browsers without `BroadcastChannel`: the other tabs
/// hear it as a `storage` event.
pub const OWNER_KEY: &str = "chickenfoot/owner";
/// Name of the `BroadcastChannel` on which tabs claim a saved match.
pub const CHANNEL: &str = "chickenfoot";

/// Where a match is saved: one tab at a time owns a slot.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Slot {
    /// The player's own match ([`GAME_KEY`]): what a plain visit resumes.
    Game,
    /// A game from a link, kept apart from an unfinished match of the
    /// player's own ([`LINK_KEY`]): reloading the link resumes it.
    Link,
}

impl Slot {
    /// The storage key.
    pub fn key(self) -> &'static str {
        match self {
            Slot::Game => GAME_KEY,
            Slot::Link => LINK_KEY,
        }
    }

    /// The slot whose key (or name in a claim) is `key`.
    pub fn from_key(key: &str) -> Option<Slot> {
        [Slot::Game, Slot::Link]
            .into_iter()
            .find(|s| s.key() == key)
    }
}
