//! The judge's console without a window: `app::JudgeApp` owns the session,
//! the settings, the audio, the files, the projector's and the web's feeds,
//! and runs the commands the screens queue.
//!
//! Where things are (`app/`):
//! - `panel.rs` the one shape of a panel: `Panel::run(cmd, &Cx) ->
//!   Effects` and `Panel::tick(&Cx) -> Effects` once per frame (every
//!   panel's in one loop, `JudgeApp::tick_panels`), and `JudgeApp::apply`,
//!   the one place effects are done (a line said, a game step through the
//!   session, a setting kept, the projector republished). `dispatch.rs`
//!   `JudgeApp::run(Command)`: each command forwarded to its panel;
//!   `console.rs` the console's own switches as a panel (the projector's
//!   place, a black screen, the roles shown, the language, the seat draw,
//!   the game left after a crash); `command.rs` the command catalogue
//!   (labels, tooltips, shortcuts); `window.rs` what the app asks of the
//!   windows (the app holds no `egui::Context`).
//! - `mod.rs` `JudgeApp`; `View`, the read-only view a screen or a test draws
//!   from (`app.view().session()`); `act` (an action to the session, a
//!   refusal to the message line), `after_step` (autosave, music, the marks
//!   reset, the projector and the web republished), `publish`, `tick` once
//!   per frame.
//! - `table.rs` the game table's panel: the judge's marks, the removal
//!   held for a second press, the shot asked about before a bare Next,
//!   undo and redo in words, a game built from the start form, New game;
//!   `moment.rs` what the game asks now and what Record takes;
//!   `sound.rs` the music and cue decisions (pure); `seat_draw.rs` the
//!   start screen's draw.
//! - `files.rs` the files panel (`Files`: the games folder, the resume offer,
//!   the recent games, Open, Save as, Export, Delete into `trash/`); `library.rs`
//!   the kept games, each header read once on a thread of its own and
//!   cached by time and size, filtered as the query changes; `picker.rs` the
//!   one way to open a system file dialog; `photos.rs` the players' photos.
//! - `start_read.rs` the start's reading off the window's thread: the
//!   autosave's game, the game of `--open`/`--autoresume`, answered in `tick`
//!   (the keys typed meanwhile are kept by the console and run once it is there).
//! - `phone.rs` the judge's phone: each paired phone's command turned into
//!   the `Command`s its keys would queue, run only on the step it was made on.
//! - `tournament.rs` with `tournament/folder.rs` and `tournament/draft.rs`
//!   the tournament window's panel;
//!   `tournament_export.rs` its exports; `syncthing.rs` the local
//!   Syncthing's state (its REST API on 127.0.0.1, through `ureq`);
//!   `evening.rs` the club evening's panel; `web.rs` the web server as the
//!   judge runs it; `place.rs` where the projector window goes, kept in
//!   `projector.toml` (eframe keeps only the root window's place).
//! - `i18n.rs`: why the console did not start.

pub mod app;
pub mod i18n;
