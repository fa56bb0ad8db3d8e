//! What the app asks of the windows. The app holds no `egui::Context`: it
//! queues these, and the window (the ui crate) sends them after each pass.

use std::time::Duration;

/// One request to the judge window or the projector window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowCmd {
    /// Draw the judge window again after this long (a timer's next second,
    /// a file dialog's or the library's answer).
    RepaintAfter(Duration),
    /// Draw the projector again: what it shows changed.
    RepaintProjector,
    /// Put the projector window in fullscreen (true) or out of it.
    ProjectorFullscreen(bool),
    /// Move the projector window to this monitor (an index of the list).
    ProjectorMonitor(usize),
}
