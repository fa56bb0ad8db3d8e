//! The command dispatcher: each [`Command`] the screens queued goes to the
//! panel that owns it (`panel::Panel::run`), and what the panel asks is
//! applied in one place (`JudgeApp::apply`). Only the console's own
//! switches (the projector, the language, the message line) are run here.

use super::command::Command;
use super::panel::{Panel, with_cx};
use super::{JudgeApp, WindowCmd};

impl JudgeApp {
    /// Runs one command. Returns whether it did what it was asked (a game
    /// step taken, a form's content used), so a screen may clear its form.
    pub fn run(&mut self, c: Command) -> bool {
        if !c.is_the_tables() {
            // Every command passes the table: a hand a digit marked lives
            // one command (see `TablePanel::passed_by`).
            self.table.passed_by(&c);
        }
        let fx = with_cx!(self, |cx| match c {
            c if c.is_the_tables() => self.table.run(c, &cx),
            Command::File(f) => self.files.run(f, &cx),
            Command::Web(w) => self.web.run(w, &cx),
            Command::Tournament(t) => self.tournament.run(t, &cx),
            Command::Evening(e) => self.evening.run(e, &cx),
            Command::Music(m) => Panel::run(&mut self.audio, m, &cx),
            c => return self.run_console(c),
        });
        self.apply(fx)
    }

    /// The console's own switches: the projector, what the judge sees,
    /// the language, the message line, the game a crash left unfiled.
    fn run_console(&mut self, c: Command) -> bool {
        match c {
            Command::ToggleProjector => {
                let open = !self.place.is_open();
                self.set_projector_open(open);
                if open {
                    self.place.ask_monitors();
                    self.publish();
                }
            }
            Command::ProjectorFullscreen => {
                // The window's own state (it may have left fullscreen by
                // the window manager), not a flag of ours.
                let full = self.place.place().fullscreen;
                self.window(WindowCmd::ProjectorFullscreen(!full));
            }
            Command::ProjectorMonitor(m) => {
                if let Err(e) = self.place.choose_monitor(m, mafia_store::clock::now_ms()) {
                    self.error_text(mafia_store::i18n::place_not_saved(&e));
                }
                if self.place.is_open() {
                    self.window(WindowCmd::ProjectorMonitor(m));
                }
            }
            Command::ToggleBlank => self.toggle_blank(),
            Command::ToggleAutoTimer => self.settings.auto_timer = !self.settings.auto_timer,
            Command::ToggleReveal => self.reveal_roles = !self.reveal_roles,
            Command::ToggleMusic => self.music_open = !self.music_open,
            Command::ToggleSpectator => {
                self.spectator = !self.spectator;
                self.publish();
            }
            Command::SetLang(l) => {
                self.settings.lang = l;
                self.publish();
            }
            Command::SeatDraw(seats) => self.show_seat_draw(seats),
            Command::SeatDrawAtOnce => self.show_seat_draw_at_once(),
            Command::ClearMessage => self.message = None,
            Command::FileLeftGame => {
                let said = self.file_left_game();
                let filed = said.as_ref().is_some_and(|m| !m.error);
                if said.is_some() {
                    self.message = said;
                }
                return filed;
            }
            // The panels' commands never come here.
            _ => {}
        }
        false
    }
}

impl Command {
    /// A command of the game table's (`table::TablePanel`).
    pub fn is_the_tables(&self) -> bool {
        matches!(
            self,
            Command::Act(_)
                | Command::Undo
                | Command::Redo
                | Command::SelectSeat(_)
                | Command::TogglePick(_)
                | Command::Record
                | Command::SetVoteCount(_)
                | Command::ChooseOffence(_)
                | Command::Rename(_)
                | Command::AddNote(_)
                | Command::Compensation { .. }
                | Command::ExtraPoints { .. }
                | Command::FoulSelected
                | Command::RemoveFoulSelected
                | Command::NominateSelected
                | Command::TimerToggle
                | Command::ConfirmRemoval
                | Command::CancelRemoval
                | Command::StartGame(_)
                | Command::NewGame
        )
    }
}
