//! The command dispatcher: each [`Command`] the screens queued goes to the
//! panel that owns it (`panel::Panel::run`), and what the panel asks is
//! applied in one place (`JudgeApp::apply`); the console's own switches
//! (the projector, the language, the message line) are a panel too
//! (`console::ConsolePanel`).

use super::JudgeApp;
use super::command::Command;
use super::panel::{Panel, with_cx};

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
            c => self.console.run(c, &cx),
        });
        self.apply(fx)
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
