//! Input events with no web types: the web layer converts DOM events into
//! these and queues them; everything after that is pure and testable.

use crate::rules::Tile;

/// What produced a pointer event.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PointerKind {
    /// A mouse.
    Mouse,
    /// A finger.
    Touch,
    /// A stylus.
    Pen,
}

/// A pointer position in CSS pixels relative to the canvas.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Pointer {
    /// Pointer id (several touches can be down at once).
    pub id: i32,
    /// Device kind.
    pub kind: PointerKind,
    /// x in CSS pixels.
    pub x: f64,
    /// y in CSS pixels.
    pub y: f64,
}

/// A button or keyboard shortcut the [`Controller`](super::Controller)
/// handles: moves, the view and the hand. The page's own commands (menus,
/// dialogs, rounds, settings) are `crate::page::Command`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Command {
    /// Draw from the boneyard.
    Draw,
    /// Pass the turn.
    Pass,
    /// Zoom in around the board centre.
    ZoomIn,
    /// Zoom out.
    ZoomOut,
    /// Fit the board again.
    ResetView,
    /// Cycle the rack order.
    SortRack,
    /// Select (or unselect) a hand tile.
    SelectTile(Tile),
    /// Play the selected tile on legal target number `i` (see the controller).
    Target(usize),
    /// Drop the selection.
    Cancel,
}

/// One input event.
#[derive(Clone, PartialEq, Debug)]
pub enum InputEvent {
    /// A pointer went down.
    Down(Pointer),
    /// A pointer moved.
    Move(Pointer),
    /// A pointer went up.
    Up(Pointer),
    /// A pointer was cancelled (e.g. the browser took over a touch).
    Cancel(i32),
    /// Wheel at (x, y); positive `dy` scrolls down (zoom out).
    Wheel {
        /// x in CSS pixels.
        x: f64,
        /// y in CSS pixels.
        y: f64,
        /// Scroll amount in pixels.
        dy: f64,
    },
    /// A button or shortcut the controller handles.
    Command(Command),
}
