//! The judge's phone (issue 34): what it sent, run as the console's own
//! keys. The phone's commands are the web server's `Remote`; each stands
//! for the [`Command`]s the judge's keys queue (a seat's digit, then F for
//! a foul), so the same confirmations apply: a removal waits for the
//! band's confirm, a Next with the shot unrecorded only asks. Each step a
//! device's command takes is stamped in the record with who sent it
//! (`"by":"phone"` or `"assistant"`); an assistant's hands count only in
//! a vote.

use super::JudgeApp;
use super::command::{Command, CommandId};
use mafia_core::game::state::{DayStage, Phase};
use mafia_store::session::By;
use mafia_web::web::judge::{FromPhone, Remote, Role};
use mafia_words::i18n::msg;
use std::sync::Arc;

/// The console's commands a phone's command stands for, in the order the
/// keys would queue them.
pub fn commands_of(r: Remote) -> Vec<Command> {
    let key = |id: CommandId| id.command().into_iter();
    let seat_then = |seat: u8, id: CommandId| {
        std::iter::once(Command::SelectSeat(seat))
            .chain(key(id))
            .collect()
    };
    match r {
        Remote::Next => key(CommandId::Next).collect(),
        Remote::Undo => key(CommandId::Undo).collect(),
        Remote::Redo => key(CommandId::Redo).collect(),
        Remote::Record => key(CommandId::Record).collect(),
        Remote::Miss => key(CommandId::Miss).collect(),
        Remote::TimerToggle => key(CommandId::TimerToggle).collect(),
        Remote::TimerPlus10 => key(CommandId::TimerPlus10).collect(),
        Remote::TimerReset => key(CommandId::TimerReset).collect(),
        Remote::Select { seat } => vec![Command::SelectSeat(seat)],
        Remote::Pick { seat } => vec![Command::TogglePick(seat)],
        Remote::VoteCount { count } => vec![Command::SetVoteCount(count.to_string())],
        Remote::Foul { seat } => seat_then(seat, CommandId::Foul),
        Remote::RemoveFoul { seat } => seat_then(seat, CommandId::RemoveFoul),
        Remote::Nominate { seat } => seat_then(seat, CommandId::Nominate),
        Remote::Confirm => vec![Command::ConfirmRemoval],
        Remote::Cancel => vec![Command::CancelRemoval],
    }
}

impl JudgeApp {
    /// The console's step the phone's commands must be made on.
    pub fn phone_step(&self) -> u64 {
        self.phone_step
    }

    /// Runs what the paired phone sent since the last frame, each command
    /// only if it was made on the console's step now (the server checked
    /// it when it came; an earlier command of the same batch may have
    /// moved the game since). Returns how many ran.
    pub fn run_phone(&mut self) -> usize {
        let Some(judge) = self.web.server.as_ref().map(|s| Arc::clone(s.judge())) else {
            return 0;
        };
        let mut ran = 0;
        while let Some(FromPhone { step, cmd, role }) = judge.try_recv() {
            if step != self.phone_step {
                self.error_s(msg::WebJudgeStale);
                continue;
            }
            let Some(by) = author(role) else {
                self.error_s(msg::WebJudgeViewerOnly);
                continue;
            };
            // The server let an assistant's hands through; they count in a
            // vote only (not in the best move's marks).
            let hands = matches!(cmd, Remote::Pick { .. } | Remote::VoteCount { .. });
            if role == Role::Assistant && hands && !self.voting() {
                self.error_s(msg::WebJudgeAssistantOnly);
                continue;
            }
            // A seat the table does not have is no key the judge has.
            let no_seat = cmd.seat().is_some_and(|seat| {
                self.session
                    .as_ref()
                    .is_none_or(|s| s.state().player(seat).is_none())
            });
            if no_seat {
                self.error_s(msg::WebJudgeBadCommand);
                continue;
            }
            if let Some(s) = self.session.as_mut() {
                s.set_author(Some(by));
            }
            for c in commands_of(cmd) {
                self.run(c);
            }
            // Back to the console's keys (the game may be another now).
            if let Some(s) = self.session.as_mut() {
                s.set_author(None);
            }
            ran += 1;
        }
        if ran > 0 {
            self.publish();
        }
        ran
    }
}

/// Who the record names for a device's command; a viewer sends none.
fn author(role: Role) -> Option<By> {
    match role {
        Role::Judge => Some(By::Phone),
        Role::Assistant => Some(By::Assistant),
        Role::Viewer => None,
    }
}

impl JudgeApp {
    /// The game is in a vote now (a count or «all of them leave?»).
    fn voting(&self) -> bool {
        self.session.as_ref().is_some_and(|s| {
            matches!(
                s.state().phase,
                Phase::Day {
                    stage: DayStage::Voting | DayStage::LiftVote,
                    ..
                }
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mafia_core::game::Action;

    #[test]
    fn a_phones_command_is_the_keys_the_judge_would_press() {
        // A foul: the seat's digit, then F (the offence chosen stays).
        assert_eq!(
            commands_of(Remote::Foul { seat: 3 }),
            vec![Command::SelectSeat(3), Command::FoulSelected]
        );
        assert_eq!(
            commands_of(Remote::Nominate { seat: 7 }),
            vec![Command::SelectSeat(7), Command::NominateSelected]
        );
        assert_eq!(commands_of(Remote::Next), vec![Command::Act(Action::Next)]);
        // Redo and the timer's reset: the console's Ctrl+Shift+Z and «Сброс».
        assert_eq!(commands_of(Remote::Redo), vec![Command::Redo]);
        assert_eq!(
            commands_of(Remote::TimerReset),
            vec![Command::Act(Action::TimerReset)]
        );
        // The count typed into the vote, as the console's field takes it.
        assert_eq!(
            commands_of(Remote::VoteCount { count: 4 }),
            vec![Command::SetVoteCount("4".into())]
        );
        // A removal is taken only by the band's confirm, never by a repeat.
        assert_eq!(commands_of(Remote::Confirm), vec![Command::ConfirmRemoval]);
    }
}
