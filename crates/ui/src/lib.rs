//! The windows (egui): the judge's console, its screens, the projector and
//! the music panel. Drawing only: every decision is in `mafia-app`.
//!
//! Where things are (`ui/`): `console.rs` `Console` (eframe's `App`: the
//! frame, the keyboard with a frame's keys in their order, the projector's
//! deferred viewport, `run_console`); `mod.rs` `Cx` (what a screen gets: the
//! `View`, the screens' own state, the command queue), the menu and the
//! message line; `widgets.rs` and `theme.rs` (every colour and size) shared
//! by the screens; then one file per screen: `start.rs` and `lobby.rs` (the
//! start screen), `library.rs`, `resume.rs`, `role_keys.rs`, `hand_out.rs`,
//! `seat_draw.rs`, `game.rs` (the seat table and controls), `night.rs`,
//! `scoring.rs`, `gesture.rs`, `music.rs`, `evening.rs`, `about.rs`,
//! `web.rs`, `sites.rs`, `nick.rs`, `tournament*.rs`, `stats_chart.rs`, and
//! `projector.rs` (draws `ProjectorView` in fixed bands, fractions of the
//! height). `audio_ui.rs` the music window; `i18n/phrases.rs` the phrases
//! over game types.
//!
//! Why `egui_plot` for the charts: the plotting crate egui's authors keep,
//! with axes, grid and hover labels; its version (0.38) is the one built on
//! egui 0.37, so the tree holds one egui. The book and the web pages draw
//! their charts themselves (`mafia-pdf`, `mafia-web`).

pub mod audio_ui;
pub mod ui;

/// The judge's window's own phrases (every other word is named in the
/// crate it comes from: `mafia_words::i18n::msg`, `mafia_store::i18n`, ...).
pub mod i18n {
    mod phrases;
    pub use phrases::*;
}
