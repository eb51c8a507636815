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

/// A button, menu item or keyboard shortcut, by meaning.
#[derive(Clone, PartialEq, Debug)]
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
    /// Pips or numerals.
    ToggleNumerals,
    /// Sound on or off.
    ToggleMute,
    /// Draw automatically when there is no play.
    ToggleAutoDraw,
    /// Select (or unselect) a hand tile.
    SelectTile(Tile),
    /// Play the selected tile on legal target number `i` (see the controller).
    Target(usize),
    /// Drop the selection.
    Cancel,
    /// Start the next round.
    NextRound,
    /// Same seats and rules, new deal.
    Rematch,
    /// The player the device was passed to is ready.
    Ready,
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
    /// A key (DOM `key` value) pressed on the game surface.
    Key(String),
    /// The canvas was resized (CSS pixels and device pixel ratio).
    Resize {
        /// Width in CSS pixels.
        w: f64,
        /// Height in CSS pixels.
        h: f64,
        /// Device pixel ratio.
        dpr: f64,
    },
    /// A button or menu command.
    Command(Command),
}
