//! Scoring beyond the result: the forms after the game for what the
//! rulesets add to it: likes (Baikal), the table's best players (MCC,
//! Baikal), the best-move points table (FIIM versions), the first-killed
//! compensation (FIIM), tournament penalties (Minsk), the judge's extra
//! points, and notes for the protocol.

use super::{Clear, Cx};
use eframe::egui;
use mafia_app::app::{Command, CommandId};
use mafia_core::game::state::{DayLog, LiftResult};
use mafia_core::game::{Action, GameState, Seat};
use mafia_core::ruleset::{Outcome, Ruleset};
use mafia_words::i18n::msg;

const DONE: egui::Color32 = super::theme::DONE;

/// The buttons in a seat's row after the game: a like from the selected
/// seat, and the mark for the table's best players.
pub fn after_game_row_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, rs: &Ruleset, seat: Seat) {
    let lang = cx.lang();
    ui.horizontal(|ui| {
        if rs.points.likes.is_some() {
            let from = cx.view.selected();
            let enabled = from.is_some_and(|f| f != seat);
            let hint = match from {
                Some(f) => msg::LikeFromTip { from: f, to: seat }.get(lang),
                None => msg::LikePickGiver.get(lang).to_owned(),
            };
            if ui
                .add_enabled(enabled, egui::Button::new(msg::LikeSeat { seat }.get(lang)))
                .on_hover_text(hint.clone())
                .on_disabled_hover_text(hint)
                .clicked()
                && let Some(from) = from
            {
                cx.push(Command::Act(Action::Like { from, to: seat }));
            }
        }
        if rs.points.best_player_vote.is_some() {
            let on = cx.view.marks().best_players.contains(&seat);
            if ui
                .add(super::pick_button(
                    on,
                    msg::BestPlayerSeat { seat }.get(lang),
                ))
                .clicked()
            {
                cx.push(Command::TogglePick(seat));
            }
        }
    });
}

/// The words after the game (`timers.after_game`, MCC club rules): whose
/// word it is, how many are left, and the judge's skip of the rest. «Next»
/// ends one word early; the timer is the speech timer above.
pub fn after_round_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    let Some(round) = &state.after_round else {
        return;
    };
    ui.label(
        egui::RichText::new(
            msg::AfterWordsRule {
                secs: rs.timers.after_game,
            }
            .get(lang),
        )
        .strong(),
    );
    match round.speaker() {
        Some(seat) => {
            ui.label(
                msg::AfterWordsProgress {
                    seat,
                    n: round.spoken.len(),
                    of: round.order.len(),
                }
                .get(lang),
            );
            let skip = Action::SkipAfterRound;
            if ui
                .add_enabled(
                    cx.view.allows(&skip),
                    egui::Button::new(msg::SkipAfterWords.get(lang)),
                )
                .clicked()
            {
                cx.push(Command::Act(skip));
            }
        }
        None => {
            let done = if round.skipped {
                msg::AfterWordsSkipped {
                    n: round.spoken.len(),
                    of: round.order.len(),
                }
                .get(lang)
            } else {
                msg::AfterWordsOver.get(lang).to_owned()
            };
            ui.label(egui::RichText::new(done).color(DONE));
        }
    }
    ui.separator();
}

/// After the end: the result, every seat's points, and the scoring forms.
pub fn after_game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    if let Some(e) = &state.ending {
        let who = match e.outcome {
            Outcome::Red => msg::RedWins,
            Outcome::Black => msg::BlackWins,
            Outcome::Draw => msg::Draw,
        };
        ui.label(
            egui::RichText::new(format!("{}: {}", msg::Result.get(lang), who.get(lang)))
                .size(24.0)
                .strong(),
        );
        ui.label(mafia_words::i18n::Words::say(
            &mafia_store::i18n::Ruled(&e.reason, rs),
            lang,
        ));
    }
    if let Some(note) = &rs.points.note {
        ui.label(egui::RichText::new(note.get(lang)).weak());
    }
    // Every seat's points are in the seat table (`game::seat_table_ui`).
    ui.separator();
    if rs.points.likes.is_some() {
        likes_ui(cx, ui, state, rs);
        ui.separator();
    }
    if rs.points.best_player_vote.is_some() {
        best_players_ui(cx, ui, state, rs);
        ui.separator();
    }
    if rs.points.best_move_tables.len() > 1 {
        best_move_table_ui(cx, ui, state, rs);
        ui.separator();
    }
    if rs.points.compensation.is_some() {
        compensation_ui(cx, ui, state);
        ui.separator();
    }
    if hands_unknown(state) {
        mark_hands_ui(cx, ui, state);
        ui.separator();
    }
    extra_points_ui(cx, ui);
}

/// Some count of hands (for a candidate or for lifting all) was entered
/// as a number (not as the seats).
fn hands_unknown(state: &GameState) -> bool {
    state.days.iter().any(|d| {
        d.rounds
            .iter()
            .any(|r| r.counts.iter().any(|c| c.votes > 0 && c.voters.is_none()))
            || d.lift.as_ref().is_some_and(lift_unknown)
    })
}

/// A lift vote with votes and no hands.
fn lift_unknown(l: &LiftResult) -> bool {
    l.votes > 0 && l.voters.is_none()
}

/// After the game: which seats raised their hands for each candidate of a
/// count entered as a number, so that a site that keeps each voter's vote
/// (Polemica) can take the game. Seat by seat, then «Записать руки».
fn mark_hands_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState) {
    let lang = cx.lang();
    // Closed at first: most games need it only for an upload, and the
    // forms below it stay in a laptop's window.
    egui::CollapsingHeader::new(msg::MarkHandsTitle.get(lang))
        .id_salt("mark_hands")
        .default_open(false)
        .show(ui, |ui| {
            ui.label(egui::RichText::new(msg::MarkHandsTip.get(lang)).weak());
            // Day by day, each day's counts, then its lift vote.
            for d in &state.days {
                mark_hands_counts_ui(cx, ui, state, d);
                mark_lift_hands_ui(cx, ui, state, d);
            }
        });
}

fn mark_hands_counts_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, d: &DayLog) {
    let lang = cx.lang();
    for (ri, r) in d.rounds.iter().enumerate() {
        for c in &r.counts {
            if c.votes == 0 || c.voters.is_some() {
                continue;
            }
            let key = (d.day, ri, c.candidate);
            // Seats already known to have voted for another candidate
            // of this count are not offered (one vote each).
            let taken: Vec<Seat> = r
                .counts
                .iter()
                .filter(|o| o.candidate != c.candidate)
                .flat_map(|o| o.voters.iter().flatten().copied())
                .collect();
            let marked = cx.screens.game.hands.get(&key).cloned().unwrap_or_default();
            ui.label(
                msg::MarkHandsFor {
                    day: d.day,
                    count: ri + 1,
                    seat: c.candidate,
                    votes: c.votes,
                    marked: marked.len(),
                }
                .get(lang),
            );
            let mut toggled = None;
            ui.horizontal_wrapped(|ui| {
                for p in &state.players {
                    let able = state.could_vote(d, p.seat) && !taken.contains(&p.seat);
                    let on = marked.contains(&p.seat);
                    if ui
                        .add_enabled(
                            able,
                            super::pick_button(on, msg::HandSeat { seat: p.seat }.get(lang)),
                        )
                        .on_hover_text(
                            msg::MarkHandTip {
                                voter: p.seat,
                                seat: c.candidate,
                            }
                            .get(lang),
                        )
                        .clicked()
                    {
                        toggled = Some(p.seat);
                    }
                }
            });
            if let Some(seat) = toggled {
                let list = cx.screens.game.hands.entry(key).or_default();
                match list.iter().position(|s| *s == seat) {
                    Some(i) => {
                        list.remove(i);
                    }
                    None => list.push(seat),
                }
            }
            let action = Action::MarkHands {
                day: d.day,
                round: ri,
                candidate: c.candidate,
                voters: marked.clone(),
            };
            let ready = marked.len() == usize::from(c.votes);
            if ui
                .add_enabled(
                    ready,
                    egui::Button::new(
                        msg::RecordHands {
                            seat: c.candidate,
                            day: d.day,
                            count: ri + 1,
                        }
                        .get(lang),
                    ),
                )
                .clicked()
            {
                cx.push(Command::Act(action));
            }
        }
    }
}

/// A day's lift vote entered as a number: anyone who could vote that day may
/// have raised a hand, whoever he voted for before.
fn mark_lift_hands_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, d: &DayLog) {
    let lang = cx.lang();
    let Some(l) = d.lift.as_ref().filter(|l| lift_unknown(l)) else {
        return;
    };
    let marked = cx
        .screens
        .game
        .lift_hands
        .get(&d.day)
        .cloned()
        .unwrap_or_default();
    ui.label(
        msg::MarkLiftHandsFor {
            day: d.day,
            seats: mafia_words::i18n::seat_list(&l.candidates),
            votes: l.votes,
            marked: marked.len(),
        }
        .get(lang),
    );
    let mut toggled = None;
    ui.horizontal_wrapped(|ui| {
        for p in &state.players {
            let on = marked.contains(&p.seat);
            if ui
                .add_enabled(
                    state.could_vote(d, p.seat),
                    super::pick_button(on, msg::HandSeat { seat: p.seat }.get(lang)),
                )
                .on_hover_text(msg::MarkLiftHandTip { voter: p.seat }.get(lang))
                .clicked()
            {
                toggled = Some(p.seat);
            }
        }
    });
    if let Some(seat) = toggled {
        let list = cx.screens.game.lift_hands.entry(d.day).or_default();
        match list.iter().position(|s| *s == seat) {
            Some(i) => {
                list.remove(i);
            }
            None => list.push(seat),
        }
    }
    let ready = marked.len() == usize::from(l.votes);
    if ui
        .add_enabled(
            ready,
            egui::Button::new(msg::RecordLiftHands { day: d.day }.get(lang)),
        )
        .clicked()
    {
        cx.push(Command::Act(Action::MarkLiftHands {
            day: d.day,
            voters: marked,
        }));
        // Not kept for another game with a lift on the same day.
        cx.screens.game.lift_hands.remove(&d.day);
    }
}

fn likes_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    let Some(l) = rs.points.likes else { return };
    ui.label(
        egui::RichText::new(
            msg::LikesRule {
                per_player: l.per_player,
                needed: l.needed,
                points: l.points,
            }
            .get(lang),
        )
        .strong(),
    );
    match cx.view.selected() {
        Some(from) => {
            let given: Vec<Seat> = state
                .scoring
                .likes
                .iter()
                .filter(|x| x.0 == from)
                .map(|x| x.1)
                .collect();
            let left = usize::from(l.per_player).saturating_sub(given.len());
            ui.label(mafia_words::i18n::likes_given(lang, from, &given, left));
        }
        None => {
            ui.label(egui::RichText::new(msg::LikePickGiver.get(lang)).weak());
        }
    }
    if !state.scoring.likes.is_empty() {
        let all: Vec<String> = state
            .scoring
            .likes
            .iter()
            .map(|(f, t)| format!("№{f} » №{t}"))
            .collect();
        ui.label(egui::RichText::new(all.join(", ")).color(DONE));
    }
}

fn best_players_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    let max = rs.points.best_players_max;
    ui.label(egui::RichText::new(mafia_words::i18n::best_players_rule(lang, max)).strong());
    let mut picks = cx.view.marks().best_players.clone();
    picks.sort_unstable();
    ui.label(format!(
        "{}: {}",
        msg::Picked.get(lang),
        mafia_words::i18n::seat_list(&picks)
    ));
    let b = egui::Button::new(msg::RecordBestPlayers.get(lang));
    if ui
        .add_enabled(!picks.is_empty(), b)
        .on_hover_text(CommandId::Record.tooltip(lang))
        .clicked()
    {
        cx.push(Command::Record);
    }
    if !state.scoring.best_players.is_empty() {
        ui.label(
            egui::RichText::new(format!(
                "{}: {}",
                msg::BestPlayersRecorded.get(lang),
                mafia_words::i18n::seat_list(&state.scoring.best_players)
            ))
            .color(DONE),
        );
    }
}

fn best_move_table_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    let current = state.scoring.best_move_table.clone().or_else(|| {
        rs.points
            .best_move_default
            .and_then(|i| rs.points.best_move_tables.get(i))
            .map(|t| t.id.clone())
    });
    ui.label(egui::RichText::new(msg::BestMoveTable.get(lang)).strong());
    for t in &rs.points.best_move_tables {
        let on = current.as_deref() == Some(t.id.as_str());
        if ui.radio(on, t.name.get(lang)).clicked() && !on {
            cx.push(Command::Act(Action::BestMoveTable { id: t.id.clone() }));
        }
    }
}

fn compensation_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState) {
    let lang = cx.lang();
    let Some((seat, _)) = state.first_killed else {
        ui.label(egui::RichText::new(msg::NoFirstKilled.get(lang)).weak());
        return;
    };
    ui.label(egui::RichText::new(msg::CompensationTitle { seat }.get(lang)).strong())
        .on_hover_text(msg::CompensationTip.get(lang));
    ui.label(egui::RichText::new(msg::CompensationHint.get(lang)).weak());
    let f = &mut cx.screens.game;
    ui.horizontal(|ui| {
        let li = ui.label("i =");
        ui.add(egui::TextEdit::singleline(&mut f.comp_i).desired_width(40.0))
            .labelled_by(li.id);
        let ln = ui.label("N =");
        ui.add(egui::TextEdit::singleline(&mut f.comp_n).desired_width(40.0))
            .labelled_by(ln.id);
    });
    let ready = !f.comp_i.trim().is_empty() && !f.comp_n.trim().is_empty();
    let (i, n) = (f.comp_i.clone(), f.comp_n.clone());
    if ui
        .add_enabled(ready, egui::Button::new(msg::RecordCompensation.get(lang)))
        .clicked()
    {
        cx.push_then(Command::Compensation { seat, i, n }, Clear::Compensation);
    }
    if let Some((_, i, n)) = state.scoring.compensation.iter().find(|c| c.0 == seat) {
        ui.label(egui::RichText::new(format!("i = {i}, N = {n}")).color(DONE));
    }
}

fn extra_points_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let Some(seat) = cx.view.selected() else {
        ui.label(egui::RichText::new(msg::ExtraPickSeat.get(lang)).weak());
        return;
    };
    ui.label(format!("{} №{seat}", msg::ExtraPoints.get(lang)));
    let f = &mut cx.screens.game.extra;
    let mut give = false;
    ui.horizontal(|ui| {
        ui.add(
            egui::TextEdit::singleline(&mut f.points)
                .desired_width(60.0)
                .hint_text("0.3"),
        );
        ui.add(
            egui::TextEdit::singleline(&mut f.reason)
                .desired_width(200.0)
                .hint_text(msg::Reason.get(lang)),
        );
        give = ui.button(msg::GiveExtra.get(lang)).clicked();
    });
    if give {
        let (points, reason) = (f.points.clone(), f.reason.clone());
        cx.push_then(
            Command::ExtraPoints {
                seat,
                points,
                reason,
            },
            Clear::Extra,
        );
    }
}

/// Tournament penalties for the selected seat (Minsk: a missed round,
/// lateness), one button each.
pub fn penalty_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset, seat: Seat) {
    let lang = cx.lang();
    if rs.points.penalties.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::Penalty.get(lang));
        for p in &rs.points.penalties {
            let label = format!("{} ({:+}) №{seat}", p.name.get(lang), p.points);
            if ui.button(label).clicked() {
                cx.push(Command::Act(Action::Penalty {
                    seat,
                    id: p.id.clone(),
                }));
            }
        }
    });
    let had: Vec<&str> = state
        .scoring
        .penalties
        .iter()
        .filter(|(s, _)| *s == seat)
        .filter_map(|(_, id)| rs.points.penalties.iter().find(|p| &p.id == id))
        .map(|p| p.name.get(lang))
        .collect();
    if !had.is_empty() {
        ui.label(egui::RichText::new(had.join(", ")).color(DONE));
    }
}

/// Notes for the protocol's second page (any time after the seating).
pub fn notes_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState) {
    let lang = cx.lang();
    egui::CollapsingHeader::new(msg::Notes.get(lang))
        .default_open(false)
        .show(ui, |ui| {
            for n in &state.scoring.notes {
                ui.label(format!("• {n}"));
            }
            let note = &mut cx.screens.game.note;
            ui.add(
                egui::TextEdit::multiline(note)
                    .desired_rows(2)
                    .hint_text(msg::NoteHint.get(lang)),
            );
            let ok = !note.trim().is_empty();
            let text = note.clone();
            if ui
                .add_enabled(ok, egui::Button::new(msg::AddNote.get(lang)))
                .clicked()
            {
                cx.push_then(Command::AddNote(text), Clear::Note);
            }
        });
}
