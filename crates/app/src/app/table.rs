//! The game table as a panel: the judge's marks (the seat selected, the
//! hands, the count typed), the removal waiting for its second press, the
//! mafia's shot asked about before a careless Next loses it, undo and
//! redo said in words, a new game built from the start form, «Новая игра».
//!
//! It reads the game on the table from the [`Cx`] and never changes it:
//! the steps it decides on go back as [`Step`]s, which
//! `JudgeApp::apply` takes through the session.

use super::command::Command;
use super::moment::{MarkCmd, MarkOutcome};
use super::panel::{Cx, Effects, Panel, Said, Step};
use super::{StartForm, seat_draw};
use mafia_core::game::{Action, Event, Phase, Seat};
use mafia_core::ruleset::StepKind;
use mafia_store::session::Session;
use mafia_words::i18n::{msg, text_of};
use mafia_words::{Lang, Text};

/// What the judge has marked for the step at hand: the selected seat and the
/// seats of a step that takes several (hands, best move, the journalist's
/// pair, the order night, the best players). Cleared at every step.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Marks {
    pub selected: Option<Seat>,
    /// Hands marked for the current candidate.
    pub hands: Vec<Seat>,
    /// The votes typed instead of marking hands.
    pub vote_count: String,
    pub best_move: Vec<Seat>,
    /// Seats marked in a night step: the journalist's two, the order night's bookings.
    pub night: Vec<Seat>,
    /// The table's best players marked after the game.
    pub best_players: Vec<Seat>,
    /// Offence id chosen in the foul picker (None: not given).
    pub foul_offence: Option<String>,
    /// The seat whose hand the last command (a seat's digit or button)
    /// marked or unmarked along with selecting it; kept for that one next
    /// command only. A foul given to that seat right after (digit, then F)
    /// takes the hand back: the digit aimed the foul, it was no vote.
    pub key_hand: Option<Seat>,
}

impl Marks {
    /// The marks of a step put back after undo: the hands, the best move,
    /// the target, so the judge corrects one mark instead of making all again.
    pub fn put_back(&mut self, action: &Action) {
        use mafia_core::game::Ballot;
        match action {
            Action::Vote { votes, .. } | Action::LiftVote { votes } => match votes {
                Ballot::Voters(h) => self.hands = h.clone(),
                Ballot::Count(n) => self.vote_count = n.to_string(),
            },
            Action::BestMove { seats } => self.best_move = seats.clone(),
            Action::Compare { first, second } => self.night = vec![*first, *second],
            Action::Order { targets } => self.night = targets.clone(),
            Action::BestPlayers { seats } => self.best_players = seats.clone(),
            Action::Shoot { target: Some(seat) }
            | Action::Check { target: seat }
            | Action::Protect { target: seat }
            | Action::BlockVote { target: seat }
            | Action::Immunity { target: seat } => self.selected = Some(*seat),
            _ => {}
        }
    }
}

/// A removal the judge has asked for and not yet confirmed: a 4th foul, a
/// disqualification, a team loss.
#[derive(Debug, Clone, PartialEq)]
pub struct PendingRemoval {
    pub seat: Seat,
    pub action: Action,
}

/// The game table's own state.
#[derive(Debug, Default)]
pub struct TablePanel {
    pub marks: Marks,
    /// A removal waiting for the judge's confirmation.
    pub pending_removal: Option<PendingRemoval>,
    /// Next was pressed at the mafia's shot with nothing recorded: the band
    /// asks; Next again records the miss.
    pub shot_unrecorded: bool,
}

impl Panel for TablePanel {
    /// The game's commands (the others are not the table's: they do
    /// nothing here but end the life of a hand a digit marked).
    type Cmd = Command;

    fn run(&mut self, c: Command, cx: &Cx<'_>) -> Effects {
        let key_hand = self.passed_by(&c);
        match c {
            Command::Act(a) => self.act_or_confirm(a, cx),
            Command::ConfirmRemoval => match self.pending_removal.take() {
                Some(p) => Effects::act(p.action),
                None => Effects::none(),
            },
            Command::CancelRemoval => {
                self.pending_removal = None;
                Effects::none()
            }
            Command::Undo => undo(cx.session),
            Command::Redo => redo(cx.session),
            Command::SelectSeat(seat) => self.mark(MarkCmd::Select { seat, by_key: true }, cx),
            Command::TogglePick(seat) => self.mark(MarkCmd::Toggle(seat), cx),
            Command::SetVoteCount(text) => self.mark(MarkCmd::VoteCount(text), cx),
            Command::ChooseOffence(o) => self.mark(MarkCmd::Offence(o), cx),
            Command::Record => match self.marks.record_action(cx.session) {
                Ok(a) => Effects::act(a),
                Err(text) => Effects::error(text),
            },
            Command::Rename(nick) => self.to_selected(|seat| Action::Rename { seat, nick }),
            Command::AddNote(text) => Effects::act(Action::Note { text }),
            Command::Compensation { seat, i, n } => {
                match (i.trim().parse::<u32>(), n.trim().parse::<u32>()) {
                    (Ok(i), Ok(n)) => Effects::act(Action::Compensation { seat, i, n }),
                    _ => Effects::error(msg::BadCompensation.text()),
                }
            }
            Command::ExtraPoints {
                seat,
                points,
                reason,
            } => match points.trim().replace(',', ".").parse::<f64>() {
                Ok(points) if points.is_finite() => Effects::act(Action::ExtraPoints {
                    seat,
                    points,
                    reason,
                }),
                _ => Effects::error(msg::BadPoints.text()),
            },
            Command::FoulSelected => match self.marks.selected {
                Some(seat) => {
                    self.marks.aimed_not_voted(key_hand, seat);
                    let offence = self.marks.foul_offence.clone();
                    self.act_or_confirm(Action::Foul { seat, offence }, cx)
                }
                None => nobody_selected(),
            },
            Command::RemoveFoulSelected => match self.marks.selected {
                Some(seat) => {
                    self.marks.aimed_not_voted(key_hand, seat);
                    Effects::act(Action::RemoveFoul { seat })
                }
                None => nobody_selected(),
            },
            Command::NominateSelected => self.to_selected(|target| Action::Nominate { target }),
            Command::TimerToggle => {
                let running = cx.session.is_some_and(|s| s.state().timer.running());
                Effects::act(if running {
                    Action::TimerPause
                } else {
                    Action::TimerStart
                })
            }
            Command::StartGame(form) => new_game(&form, cx),
            Command::NewGame => {
                // The last game's line goes; what filing and moving the
                // game on say (where it went, or why not) stays in sight.
                self.marks = Marks::default();
                self.pending_removal = None;
                Effects {
                    said: vec![Said::Clear],
                    steps: vec![Step::Leave],
                    ..Effects::default()
                }
            }
            _ => Effects::none(),
        }
    }
}

fn nobody_selected() -> Effects {
    Effects::error(msg::NobodySelected.text())
}

impl TablePanel {
    /// Every command passes the table: Undo and Redo forget the shot's
    /// first press, and the hand marked by a seat's selection lives one
    /// command (a foul right after it takes it back, see
    /// [`Marks::key_hand`]). Returns that hand, for this command.
    pub fn passed_by(&mut self, c: &Command) -> Option<Seat> {
        if matches!(c, Command::Undo | Command::Redo) {
            self.shot_unrecorded = false;
        }
        if matches!(c, Command::ChooseOffence(_) | Command::ClearMessage) {
            self.marks.key_hand
        } else {
            self.marks.key_hand.take()
        }
    }

    /// An action on the selected seat, or why there is none.
    fn to_selected(&self, action: impl FnOnce(Seat) -> Action) -> Effects {
        match self.marks.selected {
            Some(seat) => Effects::act(action(seat)),
            None => nobody_selected(),
        }
    }

    /// A change of the judge's marks; a full list, or a hand the rules
    /// would not take (with the engine's reason), is said.
    fn mark(&mut self, c: MarkCmd, cx: &Cx<'_>) -> Effects {
        let game = cx.session.map(|s| (s.state(), &s.ruleset, cx.now));
        match self.marks.run(c, game) {
            MarkOutcome::Done => Effects::none(),
            MarkOutcome::TooMany(n) => Effects::error(msg::TooManyPicks { n }.text()),
            MarkOutcome::Refused(r) => match cx.session {
                Some(s) => Effects::error(mafia_words::i18n::Words::text(
                    &mafia_store::i18n::Ruled(&r, &s.ruleset),
                )),
                None => Effects::none(),
            },
        }
    }

    /// A removal (a 4th foul, a disqualification, a team loss) waits for the
    /// judge's confirmation; everything else goes through at once.
    /// Only the band's confirm button takes the removal: the same key pressed
    /// twice asks again, it never removes.
    fn act_or_confirm(&mut self, action: Action, cx: &Cx<'_>) -> Effects {
        // A careless Next must not lose the mafia's shot: the first press at
        // a shot step with nothing recorded only asks (the band); the second
        // records the miss, as «Miss» does, and goes on. The engine still
        // takes a bare Next there: old records replay unchanged.
        if matches!(action, Action::Next) && shot_missing(cx.session) {
            if !self.shot_unrecorded {
                self.shot_unrecorded = true;
                return Effects::none();
            }
            self.shot_unrecorded = false;
            return Effects {
                steps: vec![Step::Act(Action::Shoot { target: None }), Step::Act(action)],
                ..Effects::default()
            };
        }
        self.shot_unrecorded = false;
        if let Some(seat) = removes(cx.session, &action, cx.now) {
            self.pending_removal = Some(PendingRemoval { seat, action });
            // The judge's phone shows the second press's button too.
            return Effects {
                publish_web: true,
                ..Effects::default()
            };
        }
        self.pending_removal = None;
        Effects::act(action)
    }

    /// After every step taken (and undo or redo): each step starts with
    /// nothing marked (a seat selected for the shot must not be checked by
    /// the next R), but the offence chosen and, after the game, the seat
    /// selected stay; no removal waits any more.
    pub fn stepped(&mut self, events: &[Event], over: bool) {
        let resets_inputs = events.is_empty()
            || events.iter().any(|e| {
                matches!(
                    e,
                    Event::PhaseChanged { .. }
                        | Event::VotesCast(_)
                        | Event::BestMoveMade { .. }
                        | Event::NightAct(_)
                        | Event::Ordered { .. }
                        | Event::BestPlayers { .. }
                )
            });
        if resets_inputs {
            let offence = self.marks.foul_offence.take();
            let keep_selected = over && !events.is_empty();
            let selected = self.marks.selected;
            self.marks = Marks::default();
            self.marks.foul_offence = offence;
            if keep_selected {
                self.marks.selected = selected;
            }
        }
        self.pending_removal = None;
    }
}

/// The game is at a shot step whose shooters are there, and neither a
/// shot nor a miss is recorded yet.
pub fn shot_missing(session: Option<&Session>) -> bool {
    let Some(s) = session else {
        return false;
    };
    let state = s.state();
    let Phase::Night { step, .. } = state.phase else {
        return false;
    };
    let Some(st) = s.ruleset.night.get(step) else {
        return false;
    };
    matches!(st.kind, StepKind::Kill { .. })
        && state.step_actors(&s.ruleset, step) == mafia_core::game::state::StepActors::Acting
        && !state
            .night()
            .is_some_and(|n| n.entries.iter().any(|e| e.step == st.id))
}

/// The seat this action would take out of the game, if the rules take it.
fn removes(session: Option<&Session>, action: &Action, now: u64) -> Option<Seat> {
    let s = session?;
    let (Action::Foul { seat, .. } | Action::Punish { seat, .. }) = action else {
        return None;
    };
    let mut preview = s.state().clone();
    let events = mafia_core::game::decide(s.state(), action, &s.ruleset, now).ok()?;
    for e in &events {
        preview.apply(e);
    }
    // The seat the judge named, when he leaves: a removal in a vote
    // may take the vote's leader out with him (FIIM 7.2), but the band
    // asks about the one the foul or the penalty was given to.
    if s.state().is_alive(*seat) && !preview.is_alive(*seat) {
        return Some(*seat);
    }
    s.state()
        .living()
        .map(|p| p.seat)
        .find(|seat| !preview.is_alive(*seat))
}

/// Undo, said in words: «Отменено: фол №3: 2 фола».
fn undo(session: Option<&Session>) -> Effects {
    let Some(s) = session.filter(|s| s.history().can_undo()) else {
        return Effects::said(Said::Info(msg::NothingToUndo.text()));
    };
    let steps = s.history().undo_steps();
    let said = match steps_said(s, &steps) {
        Some(what) => text_of(|l| msg::UndoneWhat { what: what.get(l) }.get(l)),
        None => msg::Undone.text(),
    };
    let marks_back = steps.last().map(|(st, _)| st.action.clone());
    Effects {
        said: vec![Said::Info(said)],
        steps: vec![Step::Undo { marks_back }],
        ..Effects::default()
    }
}

/// Redo, said in words: «Возвращено: фол №3: 2 фола».
fn redo(session: Option<&Session>) -> Effects {
    let Some(s) = session.filter(|s| s.history().can_redo()) else {
        return Effects::said(Said::Info(msg::NothingToRedo.text()));
    };
    let what = s
        .history()
        .redo_step()
        .and_then(|step| steps_said(s, &[step]));
    let said = match what {
        Some(what) => text_of(|l| msg::RedoneWhat { what: what.get(l) }.get(l)),
        None => msg::Redone.text(),
    };
    Effects {
        said: vec![Said::Info(said)],
        steps: vec![Step::Redo],
        ..Effects::default()
    }
}

/// What steps did, in both languages (see [`mafia_store::session::step`]).
fn steps_said(s: &Session, steps: &[(&mafia_store::session::Stamped, &[Event])]) -> Option<Text> {
    let parts: Vec<mafia_store::session::step::StepPart> = steps
        .iter()
        .flat_map(|(st, ev)| mafia_store::session::step::step_parts(&st.action, ev))
        .collect();
    (!parts.is_empty()).then(|| text_of(|l| mafia_store::i18n::step_what(l, &parts, &s.ruleset)))
}

/// What redo would bring back, in `lang`: «Вернуть: фол №3: 4 фола».
pub fn redo_what(session: Option<&Session>, lang: Lang) -> Option<String> {
    let s = session?;
    let (st, ev) = s.history().redo_step()?;
    let parts = mafia_store::session::step::step_parts(&st.action, ev);
    Some(
        msg::RedoWould {
            what: mafia_store::i18n::step_what(lang, &parts, &s.ruleset),
        }
        .get(lang),
    )
}

/// What undo would take back now, in `lang`.
pub fn undo_what(session: Option<&Session>, lang: Lang) -> Option<String> {
    let s = session?;
    let steps = s.history().undo_steps();
    let parts: Vec<mafia_store::session::step::StepPart> = steps
        .iter()
        .flat_map(|(st, ev)| mafia_store::session::step::step_parts(&st.action, ev))
        .collect();
    (!parts.is_empty()).then(|| {
        msg::UndoWould {
            what: mafia_store::i18n::step_what(lang, &parts, &s.ruleset),
        }
        .get(lang)
    })
}

/// Builds the game from the start form: nicknames, cards (as dealt or
/// dealt in secret), then night zero. Nothing changes if the rules refuse.
fn new_game(form: &StartForm, cx: &Cx<'_>) -> Effects {
    let (now, lang) = (cx.now, cx.lang());
    let Some(rs) = cx.rulesets.get(form.ruleset).cloned() else {
        return Effects::error(msg::NoRulesets.text());
    };
    let mut form = form.clone();
    form.fit();
    let nicks: Vec<String> = form
        .nicks
        .iter()
        .enumerate()
        .map(|(i, n)| {
            let n = n.trim();
            if n.is_empty() {
                msg::DefaultNick { seat: i + 1 }.get(lang)
            } else {
                n.chars().take(40).collect()
            }
        })
        .collect();
    let draw_seed = seat_draw::kept_seed(form.meta.draw_seed, &nicks);
    let mut session = match Session::new(rs.clone(), nicks, now) {
        Ok(s) => s,
        Err(e) => {
            return Effects::error(
                msg::PlayersOutOfRange {
                    players: e.players,
                    ruleset: e.ruleset,
                    min: e.min,
                    max: e.max,
                }
                .text(),
            );
        }
    };
    session.meta = form.meta.clone();
    // The zone of the table's clock, kept with the game's moments.
    session.meta.utc_offset = Some(mafia_store::clock::utc_offset_minutes(now));
    // The draw's seed goes into the header only while the seats are
    // still as drawn (the judge may have moved someone since).
    session.meta.draw_seed = draw_seed;
    // The geographic switch goes into the record's header, where the
    // ruleset has geographic rules at all.
    if rs.has_geographic() {
        session.set_options(mafia_store::session::Options {
            geographic: Some(form.geographic),
        });
    }
    let mut events = Vec::new();
    for a in first_actions(&form, &rs, now) {
        match session.act(a, now) {
            Ok(ev) => events.extend_from_slice(ev),
            Err(r) => {
                return Effects::error(mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(
                    &r,
                    &session.ruleset,
                )));
            }
        }
    }
    Effects::step(Step::Start {
        session: Box::new(session),
        events,
        header: Box::new(form.meta),
    })
}

/// The game's first actions from the form: the role counts the judge set,
/// the cards (dealt in secret, or as they fell), night zero.
fn first_actions(form: &StartForm, rs: &mafia_core::ruleset::Ruleset, now: u64) -> Vec<Action> {
    let mut actions = Vec::new();
    for (role, count) in rs.roles.iter().zip(&form.role_counts) {
        if *count != role.count.default {
            actions.push(Action::SetRoleCount {
                role: role.id.clone(),
                count: *count,
            });
        }
    }
    if form.deal_secret {
        actions.push(Action::DealRoles {
            seed: now ^ 0x9e37_79b9_7f4a_7c15,
        });
    } else {
        for (i, r) in form.roles.iter().enumerate() {
            if let (Some(r), Ok(seat)) = (r, Seat::try_from(i + 1))
                && let Some(role) = rs.roles.get(*r)
            {
                actions.push(Action::AssignRole {
                    seat,
                    role: role.id.clone(),
                });
            }
        }
    }
    // A secret deal stops before night zero: the cards are handed out
    // seat by seat first (the judge's window), then «Начать игру».
    if !form.deal_secret {
        actions.push(Action::StartGame);
    }
    actions
}
