//! The table's keys, in one list.
//!
//! A key pressed on the game surface (not in a form field) reaches the page
//! as [`Msg::Key`](super::Msg::Key) with the DOM's `key` value. [`shortcut`]
//! is the one place that says what it does: the controller's commands
//! (draw, pass, zoom, cancel) and the page's own (hint, go to the tiles)
//! are mapped here side by side, so a new key is added once and a
//! newcomer finds every key in one match. The help's keyboard paragraph
//! (`Key::RulesKeys`) and the README list the same keys; Tab and the arrow
//! keys move the focus and are the browser layer's (`src/web/events.rs`).
//!
//! Letters act only on the table in play, or on a finished table being
//! looked at: under a dialog or in a replay they do nothing. Escape closes
//! the dialog, brings a put-aside result back or leaves the replay first
//! ([`Page::key`](super::Page)); on the table it drops the selection.

use super::msg::{Command, Via};
use crate::ui::Command as TableCommand;

/// What a key does.
#[derive(Clone, PartialEq, Debug)]
pub(super) enum Shortcut {
    /// Escape: whatever is open closes; on the table, the selection goes.
    Escape,
    /// A command of the table in play (the controller's).
    Table(TableCommand),
    /// A page command.
    Page(Command),
}

/// What `key` (a DOM `key` value) does on the table, if anything.
pub(super) fn shortcut(key: &str) -> Option<Shortcut> {
    use Shortcut::{Page, Table};
    Some(match key {
        "Escape" => Shortcut::Escape,
        "d" | "D" => Table(TableCommand::Draw),
        "p" | "P" => Table(TableCommand::Pass),
        "+" | "=" => Table(TableCommand::ZoomIn),
        "-" => Table(TableCommand::ZoomOut),
        "0" => Table(TableCommand::ResetView),
        "h" | "H" => Page(Command::Hint(Via::Keyboard)),
        "t" | "T" => Page(Command::Tiles),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_key_the_help_names_does_something_and_others_nothing() {
        // The keys `Key::RulesKeys` lists, in either case.
        for k in [
            "d", "D", "p", "P", "h", "H", "t", "T", "+", "=", "-", "0", "Escape",
        ] {
            assert!(shortcut(k).is_some(), "{k}");
        }
        for k in ["x", "1", "Enter", " ", "ArrowLeft", "Tab", "dd", ""] {
            assert_eq!(shortcut(k), None, "{k:?}");
        }
        assert_eq!(shortcut("D"), Some(Shortcut::Table(TableCommand::Draw)));
        assert_eq!(
            shortcut("h"),
            Some(Shortcut::Page(Command::Hint(Via::Keyboard)))
        );
    }
}
