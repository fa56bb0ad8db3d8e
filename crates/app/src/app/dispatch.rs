//! The command dispatcher: each [`Command`] the screens queued, turned into
//! a session step, a change of the judge's marks, the settings, or a call
//! into the files, web and tournament panels.

use super::command::Command;
use super::moment::MarkCmd;
use super::{JudgeApp, Marks, WindowCmd, next_game_number};
use crate::game::{Action, Phase};
use crate::i18n::{self, msg, text_of};
use crate::session::Session;

impl JudgeApp {
    /// Runs one command. Returns whether it did what it was asked (a game
    /// step taken, a form's content used), so a screen may clear its form.
    pub fn run(&mut self, c: Command) -> bool {
        if matches!(c, Command::Undo | Command::Redo) {
            self.shot_unrecorded = false;
        }
        // A hand marked by the seat's selection lives one command: a foul
        // right after it takes it back (see `Marks::key_hand`).
        let key_hand = if matches!(c, Command::ChooseOffence(_) | Command::ClearMessage) {
            self.marks.key_hand
        } else {
            self.marks.key_hand.take()
        };
        match c {
            Command::Act(a) => return self.act_or_confirm(a),
            Command::ConfirmRemoval => {
                if let Some(p) = self.pending_removal.take() {
                    return self.act(p.action);
                }
            }
            Command::CancelRemoval => self.pending_removal = None,
            Command::Undo => {
                let (undone, what) = match &self.session {
                    Some(s) => {
                        let steps = s.history().undo_steps();
                        let what = self.steps_said(&steps);
                        (steps.last().map(|(st, _)| st.action.clone()), what)
                    }
                    None => (None, None),
                };
                let done = self.session.as_mut().is_some_and(Session::undo);
                match (done, what) {
                    (true, Some(what)) => {
                        self.info_text(text_of(|l| msg::UndoneWhat { what: what.get(l) }.get(l)));
                    }
                    (true, None) => self.info(i18n::msg::Undone),
                    (false, _) => self.info(i18n::msg::NothingToUndo),
                }
                if done {
                    self.after_step(&[]);
                    if let Some(a) = undone {
                        self.marks_from(&a);
                    }
                }
                return done;
            }
            Command::Redo => {
                let what = self.session.as_ref().and_then(|s| {
                    let step = s.history().redo_step()?;
                    self.steps_said(&[step])
                });
                let done = self.session.as_mut().is_some_and(Session::redo);
                match (done, what) {
                    (true, Some(what)) => {
                        self.info_text(text_of(|l| msg::RedoneWhat { what: what.get(l) }.get(l)));
                    }
                    (true, None) => self.info(i18n::msg::Redone),
                    (false, _) => self.info(i18n::msg::NothingToRedo),
                }
                if done {
                    self.after_step(&[]);
                }
                return done;
            }
            Command::SelectSeat(seat) => self.run_marks(MarkCmd::Select { seat, by_key: true }),
            Command::TogglePick(seat) => self.run_marks(MarkCmd::Toggle(seat)),
            Command::SetVoteCount(text) => self.run_marks(MarkCmd::VoteCount(text)),
            Command::ChooseOffence(o) => self.run_marks(MarkCmd::Offence(o)),
            Command::Record => return self.record(),
            Command::Rename(nick) => match self.marks.selected {
                Some(seat) => return self.act(Action::Rename { seat, nick }),
                None => self.error_s(i18n::msg::NobodySelected),
            },
            Command::AddNote(text) => return self.act(Action::Note { text }),
            Command::Compensation { seat, i, n } => {
                match (i.trim().parse::<u32>(), n.trim().parse::<u32>()) {
                    (Ok(i), Ok(n)) => return self.act(Action::Compensation { seat, i, n }),
                    _ => self.error_s(i18n::msg::BadCompensation),
                }
            }
            Command::ExtraPoints {
                seat,
                points,
                reason,
            } => match points.trim().replace(',', ".").parse::<f64>() {
                Ok(points) if points.is_finite() => {
                    return self.act(Action::ExtraPoints {
                        seat,
                        points,
                        reason,
                    });
                }
                _ => self.error_s(i18n::msg::BadPoints),
            },
            Command::FoulSelected => match self.marks.selected {
                Some(seat) => {
                    self.marks.aimed_not_voted(key_hand, seat);
                    let offence = self.marks.foul_offence.clone();
                    return self.act_or_confirm(Action::Foul { seat, offence });
                }
                None => self.error_s(i18n::msg::NobodySelected),
            },
            Command::RemoveFoulSelected => match self.marks.selected {
                Some(seat) => {
                    self.marks.aimed_not_voted(key_hand, seat);
                    return self.act(Action::RemoveFoul { seat });
                }
                None => self.error_s(i18n::msg::NobodySelected),
            },
            Command::NominateSelected => match self.marks.selected {
                Some(target) => return self.act(Action::Nominate { target }),
                None => self.error_s(i18n::msg::NobodySelected),
            },
            Command::TimerToggle => {
                let running = self
                    .session
                    .as_ref()
                    .is_some_and(|s| s.state().timer.running());
                return self.act(if running {
                    Action::TimerPause
                } else {
                    Action::TimerStart
                });
            }
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
                    self.error_text(i18n::place_not_saved(&e));
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
            Command::StartGame(form) => return self.start_game(&form),
            Command::SeatDraw(seats) => self.show_seat_draw(seats),
            Command::SeatDrawAtOnce => self.show_seat_draw_at_once(),
            Command::ClearMessage => self.message = None,
            Command::File(f) => self.run_file(f),
            Command::Web(c) => self.run_web(c),
            Command::Tournament(c) => self.run_tournament(c),
            Command::Evening(c) => self.run_evening(c),
            Command::Music(m) => {
                self.audio.run(m, &mut self.settings.audio);
            }
            Command::FileLeftGame => {
                let said = self.file_left_game();
                let filed = said.as_ref().is_some_and(|m| !m.error);
                if said.is_some() {
                    self.message = said;
                }
                return filed;
            }
            Command::NewGame => self.new_game(),
        }
        false
    }

    /// «Новая игра»: the finished game is filed (tournament, evening) and
    /// moved on, and the table is cleared for the next one.
    fn new_game(&mut self) {
        // The last game's line goes; what filing and moving the
        // game on say (where it went, or why not) stays in sight.
        self.message = None;
        self.file_game_in_tournament();
        self.file_game_in_evening();
        self.move_game_on();
        if self
            .session
            .as_ref()
            .is_some_and(|s| s.state().phase != Phase::Setup)
        {
            self.settings.protocol.game = next_game_number(&self.settings.protocol.game);
        }
        self.session = None;
        self.phone_step += 1;
        self.photos.clear();
        self.cues.clear();
        self.marks = Marks::default();
        self.pending_removal = None;
        self.files.rescan = true;
        // Between games of a tournament the hall sees its standings.
        self.publish();
    }
}
