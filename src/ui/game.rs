//! The judge's game screen: the seat table, the phase and what to say, the
//! timer, one big "Next", and the actions that fit the moment.

use super::command_button_ui;
use super::projector::{format_ms, timer_colour};
use crate::app::{Command, CommandId, JudgeApp};
use crate::game::clock;
use crate::game::state::{DayStage, ExitHow, SpeechKind};
use crate::game::{Action, GameState, Phase, Seat};
use crate::i18n;
use crate::ruleset::{Lang, Nominations, OffenceKind, Outcome, Ruleset};
use eframe::egui;

/// What the judge says now, in words.
pub fn say_now(state: &GameState, rs: &Ruleset, lang: Lang) -> String {
    match &state.phase {
        Phase::Setup => i18n::SETUP.get(lang).to_owned(),
        Phase::NightZero { step } => rs
            .night_zero
            .get(*step)
            .map(|s| super::night::step_say(s, rs, lang))
            .unwrap_or_default(),
        Phase::Night { step, .. } => {
            let say = rs
                .night
                .get(*step)
                .map(|s| super::night::step_say(s, rs, lang))
                .unwrap_or_default();
            if *step == first_active_step(state) {
                format!("{} {say}", i18n::night_falls(lang))
            } else {
                say
            }
        }
        Phase::Ended => state
            .ending
            .as_ref()
            .map(|e| i18n::end_reason(lang, &e.reason, rs))
            .unwrap_or_default(),
        Phase::Day { stage, .. } => {
            let speaker = state.speaker().unwrap_or(0);
            match stage {
                DayStage::BestMove { seat } => i18n::best_move_say(lang, *seat),
                DayStage::MorningLastWords { seat } => {
                    format!(
                        "{} {}",
                        i18n::good_morning(lang),
                        i18n::killed_last_words(lang, *seat)
                    )
                }
                DayStage::Speech { index } => {
                    let kind = state
                        .day()
                        .and_then(|d| d.speeches.iter().rev().find(|x| x.0 == speaker))
                        .map_or(SpeechKind::Full, |x| x.1);
                    let text = match kind {
                        SpeechKind::Full => i18n::your_minute(lang, speaker),
                        SpeechKind::Short => {
                            i18n::your_short_speech(lang, speaker, rs.timers.short_speech)
                        }
                        SpeechKind::Silent => i18n::silent_speech(lang, speaker),
                    };
                    let first = *index == 0
                        || state.day().is_some_and(|d| {
                            d.order.iter().take(*index).all(|s| !state.is_alive(*s))
                        });
                    let morning_dead = state.nights.last().is_some_and(|n| {
                        !n.killed.is_empty() && state.day().is_some_and(|d| d.day == n.night + 1)
                    });
                    if first && !morning_dead {
                        format!("{} {text}", i18n::good_morning(lang))
                    } else {
                        text
                    }
                }
                DayStage::TieSpeech { .. } => i18n::tie_speech(lang, speaker, rs.timers.tie_speech),
                DayStage::Voting => match state.expected_candidate() {
                    Some(c) => i18n::who_votes_for(lang, c),
                    None => String::new(),
                },
                DayStage::LiftVote => {
                    let tie = state.day().map(|d| d.tie.clone()).unwrap_or_default();
                    i18n::who_lifts_all(lang, &tie)
                }
                DayStage::LastWords { .. } => i18n::last_words(lang, speaker),
            }
        }
    }
}

/// The first night step anyone acts in (where "Night falls" is said).
fn first_active_step(state: &GameState) -> usize {
    // The engine enters the first active step when the night begins; the
    // night's log has no entries yet and no Next was given, so the current
    // step is the first one when it is the lowest step seen this night.
    match &state.phase {
        Phase::Night { step, .. } if state.night().is_some_and(|n| n.entries.is_empty()) => *step,
        _ => usize::MAX,
    }
}

fn phase_title(state: &GameState, rs: &Ruleset, lang: Lang) -> String {
    match &state.phase {
        Phase::Setup => i18n::SETUP.get(lang).to_owned(),
        Phase::NightZero { step } => format!(
            "{} — {}",
            i18n::NIGHT_ZERO.get(lang),
            rs.night_zero.get(*step).map_or("", |s| s.name.get(lang))
        ),
        Phase::Night { night, step } => format!(
            "{} — {}",
            i18n::night_title(lang, *night),
            rs.night.get(*step).map_or("", |s| s.name.get(lang))
        ),
        Phase::Day { day, stage } => {
            let what = match (stage, lang) {
                (DayStage::BestMove { .. }, Lang::Ru) => "лучший ход",
                (DayStage::BestMove { .. }, Lang::En) => "best move",
                (DayStage::MorningLastWords { .. } | DayStage::LastWords { .. }, Lang::Ru) => {
                    "последнее слово"
                }
                (DayStage::MorningLastWords { .. } | DayStage::LastWords { .. }, Lang::En) => {
                    "last words"
                }
                (DayStage::Speech { .. }, Lang::Ru) => "речи",
                (DayStage::Speech { .. }, Lang::En) => "speeches",
                (DayStage::TieSpeech { .. }, Lang::Ru) => "речи при равенстве",
                (DayStage::TieSpeech { .. }, Lang::En) => "tie speeches",
                (DayStage::Voting, Lang::Ru) => "голосование",
                (DayStage::Voting, Lang::En) => "vote",
                (DayStage::LiftVote, Lang::Ru) => "голосование за подъём всех",
                (DayStage::LiftVote, Lang::En) => "vote: all of them leave?",
            };
            format!("{} — {what}", i18n::day_title(lang, *day))
        }
        Phase::Ended => i18n::GAME_OVER.get(lang).to_owned(),
    }
}

/// The seat action that fits a day's moment, for one row of the table
/// (night steps: `night::night_row_ui`; after the game: `scoring`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowAction {
    None,
    Nominate,
    Hand,
    BestMove,
}

fn row_action(state: &GameState) -> RowAction {
    match &state.phase {
        Phase::Day { stage, .. } => match stage {
            DayStage::Speech { .. } => RowAction::Nominate,
            DayStage::Voting | DayStage::LiftVote => RowAction::Hand,
            DayStage::BestMove { .. } => RowAction::BestMove,
            _ => RowAction::None,
        },
        _ => RowAction::None,
    }
}

/// The whole game screen.
pub fn game_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    egui::Panel::right("controls")
        .frame(super::unfilled(egui::Frame::side_top_panel(ui.style())))
        .resizable(true)
        .default_size(460.0)
        .min_size(360.0)
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| controls_ui(app, ui));
        });
    egui::CentralPanel::default()
        .frame(super::unfilled(egui::Frame::central_panel(ui.style())))
        .show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| seat_table_ui(app, ui));
        });
}

fn status_text(p: &crate::game::state::Player, lang: Lang) -> String {
    match &p.exit {
        None => i18n::IN_GAME.get(lang).to_owned(),
        Some(e) => match e.how {
            ExitHow::Killed => i18n::killed_at(lang, e.night),
            ExitHow::Voted => i18n::voted_out(lang, e.day),
            ExitHow::Fouls => i18n::removed_fouls(lang),
            ExitHow::Disqualified => i18n::disqualified(lang),
            ExitHow::TeamLoss => i18n::team_loss(lang),
        },
    }
}

fn seat_table_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    let lang = app.lang();
    let Some(session) = &app.session else { return };
    let state = session.state().clone();
    let rs = session.ruleset.clone();
    let action = row_action(&state);
    let speaker = state.speaker();
    let nominated = state.candidates();
    let reveal = app.reveal_roles;
    let text_size = 18.0;
    egui::Grid::new("seat_table")
        .striped(true)
        .spacing([14.0, 8.0])
        .min_row_height(34.0)
        .show(ui, |ui| {
            ui.strong(i18n::SEAT.get(lang));
            ui.strong(i18n::NICK.get(lang));
            if reveal {
                ui.strong(i18n::ROLE.get(lang));
            }
            ui.strong(i18n::FOULS.get(lang));
            ui.strong(i18n::STATUS.get(lang));
            ui.strong(i18n::ACTION.get(lang));
            ui.end_row();
            for p in &state.players {
                let seat = p.seat;
                let selected = app.selected == Some(seat);
                let mut label = egui::RichText::new(i18n::seat_button(seat))
                    .size(text_size)
                    .strong();
                if speaker == Some(seat) {
                    label = label.color(egui::Color32::from_rgb(120, 200, 90));
                }
                if ui
                    .add(egui::Button::selectable(selected, label).min_size(egui::vec2(52.0, 30.0)))
                    .on_hover_text(CommandId::SelectSeat.tooltip(lang))
                    .clicked()
                {
                    app.push(Command::SelectSeat(seat));
                }
                let nick_col = if p.alive() {
                    ui.visuals().strong_text_color()
                } else {
                    egui::Color32::from_gray(120)
                };
                ui.label(egui::RichText::new(&p.nick).size(text_size).color(nick_col));
                if reveal {
                    let role = p
                        .role
                        .and_then(|r| rs.roles.get(r))
                        .map_or("?", |r| r.name.get(lang));
                    let black = p
                        .role
                        .is_some_and(|r| rs.role_side(r) == crate::ruleset::Side::Black);
                    let col = if black {
                        egui::Color32::from_rgb(160, 160, 160)
                    } else {
                        egui::Color32::from_rgb(230, 90, 90)
                    };
                    ui.label(egui::RichText::new(role).size(text_size).color(col));
                }
                let left = rs.fouls.remove_at.saturating_sub(p.fouls);
                let foul_col = if p.fouls >= rs.fouls.silence_at {
                    egui::Color32::from_rgb(230, 120, 60)
                } else {
                    ui.visuals().text_color()
                };
                ui.horizontal(|ui| {
                    super::projector::foul_marks_ui(ui, p.fouls, left, 16.0, foul_col);
                    ui.label(
                        egui::RichText::new(format!("{}/{}", p.fouls, rs.fouls.remove_at))
                            .size(14.0)
                            .color(foul_col),
                    );
                })
                .response
                .on_hover_text(i18n::fouls_left(lang, left));
                ui.label(
                    egui::RichText::new(status_text(p, lang))
                        .size(15.0)
                        .color(nick_col),
                );
                if state.is_over() {
                    super::scoring::after_game_row_ui(app, ui, &rs, seat);
                } else if !p.alive() {
                    ui.label("");
                } else if matches!(state.phase, Phase::Night { .. } | Phase::NightZero { .. }) {
                    super::night::night_row_ui(app, ui, &state, &rs, seat);
                } else {
                    row_action_ui(app, ui, action, seat, &nominated, &state);
                }
                ui.end_row();
            }
        });
}

fn row_action_ui(
    app: &mut JudgeApp,
    ui: &mut egui::Ui,
    action: RowAction,
    seat: Seat,
    nominated: &[Seat],
    state: &GameState,
) {
    let lang = app.lang();
    match action {
        RowAction::None => {
            ui.label("");
        }
        RowAction::Nominate => {
            let already = nominated.contains(&seat);
            if ui
                .add_enabled(!already, egui::Button::new(i18n::nominate_seat(lang, seat)))
                .clicked()
            {
                app.push(Command::Act(Action::Nominate { target: seat }));
            }
        }
        RowAction::Hand => {
            let blocked = state
                .day()
                .is_some_and(|d| d.blocked_voters.contains(&seat));
            let on = app.vote_hands.contains(&seat);
            if ui
                .add_enabled(
                    !blocked,
                    super::pick_button(on, i18n::hand_seat(lang, seat)),
                )
                .on_disabled_hover_text(i18n::BLOCKED_TIP.get(lang))
                .clicked()
            {
                app.push(Command::TogglePick(seat));
            }
        }
        RowAction::BestMove => {
            let on = app.best_move_pick.contains(&seat);
            if ui
                .add(super::pick_button(on, i18n::best_move_seat(lang, seat)))
                .clicked()
            {
                app.push(Command::TogglePick(seat));
            }
        }
    }
}

fn controls_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    let lang = app.lang();
    let now = app.now();
    let Some(session) = &app.session else { return };
    let state = session.state().clone();
    let rs = session.ruleset.clone();
    let can_undo = session.history().can_undo();

    ui.label(
        egui::RichText::new(phase_title(&state, &rs, lang))
            .size(24.0)
            .strong(),
    );
    ui.add_space(4.0);
    ui.label(egui::RichText::new(i18n::SAY_NOW.get(lang)).weak());
    ui.label(
        egui::RichText::new(say_now(&state, &rs, lang))
            .size(20.0)
            .color(egui::Color32::from_rgb(255, 220, 150)),
    );
    ui.add_space(8.0);

    // The timer.
    if state.timer.total_ms > 0 {
        let rem = state.timer.remaining_ms(now);
        let col = timer_colour(clock::colour(rem, rs.timers.warning));
        ui.label(
            egui::RichText::new(format_ms(rem))
                .size(64.0)
                .monospace()
                .strong()
                .color(col),
        );
        ui.horizontal(|ui| {
            command_button_ui(app, ui, CommandId::TimerToggle, true);
            command_button_ui(app, ui, CommandId::TimerPlus10, true);
            command_button_ui(app, ui, CommandId::TimerReset, true);
        });
        ui.add_space(6.0);
    }

    // The normal flow.
    ui.horizontal(|ui| {
        if state.phase == Phase::Setup {
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(i18n::START_GAME.get(lang)).size(26.0))
                        .min_size(egui::vec2(220.0, 56.0)),
                )
                .clicked()
            {
                app.push(Command::Act(Action::StartGame));
            }
        } else if !state.is_over() {
            let next = egui::Button::new(
                egui::RichText::new(CommandId::Next.label(lang))
                    .size(28.0)
                    .strong(),
            )
            .min_size(egui::vec2(220.0, 60.0));
            if ui
                .add(next)
                .on_hover_text(CommandId::Next.tooltip(lang))
                .clicked()
            {
                app.push(Command::Act(Action::Next));
            }
        }
        ui.vertical(|ui| {
            command_button_ui(app, ui, CommandId::Undo, can_undo);
            command_button_ui(app, ui, CommandId::Redo, true);
        });
    });
    ui.separator();

    if state.is_over() {
        // After the end the scoring is the judge's work: it comes first.
        super::scoring::after_game_ui(app, ui, &state, &rs);
        ui.separator();
    } else {
        moment_ui(app, ui, &state, &rs);
        ui.separator();
    }
    selected_ui(app, ui, &state, &rs);
    ui.separator();
    judge_decision_ui(app, ui, &state, &rs);
    if state.phase != Phase::Setup {
        super::scoring::notes_ui(app, ui, &state);
    }
}

/// The panel for this moment: votes, the shot, checks, the best move.
fn moment_ui(app: &mut JudgeApp, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = app.lang();
    match &state.phase {
        Phase::Day { stage, .. } => {
            let noms = state
                .day()
                .map(|d| d.nominations.clone())
                .unwrap_or_default();
            ui.label(if noms.is_empty() {
                i18n::NO_NOMINATIONS.get(lang).to_owned()
            } else {
                format!(
                    "{}: {}",
                    i18n::NOMINATIONS.get(lang),
                    i18n::nomination_list(lang, &noms)
                )
            });
            if matches!(stage, DayStage::Speech { .. })
                && rs.voting.nominations == Nominations::LastCounts
            {
                let speaker = state.speaker();
                let has = speaker.is_some_and(|sp| noms.iter().any(|n| n.by == sp));
                command_button_ui(app, ui, CommandId::Withdraw, has);
            }
            if let Some(d) = state.day()
                && !d.blocked_voters.is_empty()
            {
                ui.label(
                    egui::RichText::new(format!(
                        "{}: {}",
                        i18n::BLOCKED_TODAY.get(lang),
                        i18n::seat_list(&d.blocked_voters)
                    ))
                    .color(egui::Color32::from_rgb(230, 160, 90)),
                );
            }
            if let Some(d) = state.day() {
                for r in &d.rounds {
                    let parts: Vec<String> = r
                        .counts
                        .iter()
                        .map(|c| {
                            format!(
                                "№{} — {}{}",
                                c.candidate,
                                c.votes,
                                if c.auto { "*" } else { "" }
                            )
                        })
                        .collect();
                    if !parts.is_empty() {
                        ui.label(format!(
                            "{}: {}",
                            i18n::VOTE_RESULTS.get(lang),
                            parts.join(", ")
                        ));
                    }
                }
            }
            match stage {
                DayStage::Voting => {
                    if let Some(c) = state.expected_candidate() {
                        ui.label(
                            egui::RichText::new(format!("{} №{c}", i18n::VOTES_FOR.get(lang)))
                                .size(20.0)
                                .strong(),
                        );
                        ballot_ui(app, ui, i18n::RECORD_VOTES.get(lang));
                    }
                }
                DayStage::LiftVote => {
                    ballot_ui(app, ui, i18n::LIFT_VOTES.get(lang));
                }
                DayStage::BestMove { .. } => {
                    ui.label(format!(
                        "{}: {}",
                        i18n::BEST_MOVE.get(lang),
                        i18n::seat_list(&app.best_move_pick)
                    ));
                    if ui
                        .button(i18n::BEST_MOVE_RECORD.get(lang))
                        .on_hover_text(CommandId::Record.tooltip(lang))
                        .clicked()
                    {
                        app.push(Command::Record);
                    }
                }
                _ => {}
            }
        }
        Phase::Night { .. } | Phase::NightZero { .. } => {
            super::night::night_panel_ui(app, ui, state, rs);
        }
        _ => {}
    }
}

/// Votes for one candidate (or for all leaving): the hands clicked in the
/// table, or a typed count.
fn ballot_ui(app: &mut JudgeApp, ui: &mut egui::Ui, button: &str) {
    let lang = app.lang();
    let mut hands = app.vote_hands.clone();
    hands.sort_unstable();
    ui.label(format!(
        "{}: {}",
        i18n::HANDS.get(lang),
        i18n::seat_list(&hands)
    ));
    ui.horizontal(|ui| {
        ui.label(i18n::VOTE_COUNT.get(lang));
        ui.add(
            egui::TextEdit::singleline(&mut app.vote_count)
                .desired_width(50.0)
                .hint_text("0"),
        );
    });
    if ui
        .button(egui::RichText::new(button).size(20.0))
        .on_hover_text(format!(
            "{} [{}]",
            i18n::RECORD_VOTES_TIP.get(lang),
            CommandId::Record.shortcut_text().unwrap_or_default()
        ))
        .clicked()
    {
        app.push(Command::Record);
    }
}

/// The selected seat: nickname, tournament penalties, and (while the game
/// runs) fouls and removals.
fn selected_ui(app: &mut JudgeApp, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = app.lang();
    let Some(seat) = app.selected else {
        ui.label(egui::RichText::new(i18n::NOBODY_SELECTED.get(lang)).weak());
        return;
    };
    let nick = state
        .player(seat)
        .map(|p| p.nick.clone())
        .unwrap_or_default();
    ui.label(
        egui::RichText::new(format!("{}: №{seat} {nick}", i18n::SELECTED.get(lang)))
            .size(18.0)
            .strong(),
    );
    egui::CollapsingHeader::new(i18n::CHANGE_NICK.get(lang))
        .id_salt("rename")
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut app.scoring_form.rename)
                        .desired_width(180.0)
                        .hint_text(nick.clone()),
                );
                let ok = !app.scoring_form.rename.trim().is_empty();
                if ui
                    .add_enabled(ok, egui::Button::new(i18n::rename_seat(lang, seat)))
                    .clicked()
                {
                    app.push(Command::Rename);
                }
            });
        });
    super::scoring::penalty_ui(app, ui, state, rs, seat);
    if state.is_over() {
        // No fouls or removals after the end.
        return;
    }
    let fouls: Vec<_> = rs
        .offences
        .iter()
        .filter(|o| o.kind == OffenceKind::Foul)
        .collect();
    let chosen = app
        .foul_offence
        .as_ref()
        .and_then(|id| rs.offence(id))
        .map_or(i18n::NO_OFFENCE.get(lang).to_owned(), |o| {
            format!("{} {}", o.rule, o.text.get(lang))
        });
    ui.horizontal(|ui| {
        ui.label(i18n::OFFENCE.get(lang));
        egui::ComboBox::from_id_salt("foul_offence")
            .selected_text(chosen)
            .width(280.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut app.foul_offence, None, i18n::NO_OFFENCE.get(lang));
                for o in &fouls {
                    ui.selectable_value(
                        &mut app.foul_offence,
                        Some(o.id.clone()),
                        format!("{} {}", o.rule, o.text.get(lang)),
                    );
                }
            });
    });
    ui.horizontal(|ui| {
        if ui
            .button(i18n::foul_seat(lang, seat))
            .on_hover_text(CommandId::Foul.tooltip(lang))
            .clicked()
        {
            app.push(Command::FoulSelected);
        }
        if ui
            .button(i18n::remove_foul_seat(lang, seat))
            .on_hover_text(CommandId::RemoveFoul.tooltip(lang))
            .clicked()
        {
            app.push(Command::RemoveFoulSelected);
        }
        if matches!(
            state.phase,
            Phase::Day {
                stage: DayStage::Speech { .. },
                ..
            }
        ) && ui
            .button(CommandId::Nominate.label(lang))
            .on_hover_text(CommandId::Nominate.tooltip(lang))
            .clicked()
        {
            app.push(Command::NominateSelected);
        }
    });
    let heavy: Vec<_> = rs
        .offences
        .iter()
        .filter(|o| o.kind != OffenceKind::Foul)
        .collect();
    if !heavy.is_empty() {
        let chosen = app
            .punish_offence
            .as_ref()
            .and_then(|id| rs.offence(id))
            .map_or("—".to_owned(), |o| {
                format!("{} {}", o.rule, o.text.get(lang))
            });
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt("punish_offence")
                .selected_text(chosen)
                .width(280.0)
                .show_ui(ui, |ui| {
                    for o in &heavy {
                        ui.selectable_value(
                            &mut app.punish_offence,
                            Some(o.id.clone()),
                            format!("{} {}", o.rule, o.text.get(lang)),
                        );
                    }
                });
            let enabled = app.punish_offence.is_some();
            if ui
                .add_enabled(enabled, egui::Button::new(i18n::PUNISH.get(lang)))
                .on_hover_text(i18n::PUNISH_TIP.get(lang))
                .clicked()
                && let Some(offence) = app.punish_offence.clone()
            {
                app.push(Command::Act(Action::Punish { seat, offence }));
            }
        });
    }
}

/// The judge's own result (a protest, an unplayable game), with a reason.
fn judge_decision_ui(app: &mut JudgeApp, ui: &mut egui::Ui, state: &GameState, _rs: &Ruleset) {
    let lang = app.lang();
    if state.phase == Phase::Setup {
        return;
    }
    egui::CollapsingHeader::new(i18n::JUDGE_DECISION.get(lang))
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                for (o, s) in [
                    (Outcome::Red, i18n::RED_WINS),
                    (Outcome::Black, i18n::BLACK_WINS),
                    (Outcome::Draw, i18n::DRAW),
                ] {
                    ui.radio_value(&mut app.result_form.outcome, Some(o), s.get(lang));
                }
            });
            ui.add(
                egui::TextEdit::multiline(&mut app.result_form.reason)
                    .desired_rows(2)
                    .hint_text(i18n::REASON.get(lang)),
            );
            let ok = app.result_form.outcome.is_some();
            if ui
                .add_enabled(ok, egui::Button::new(i18n::DECLARE.get(lang)))
                .clicked()
                && let Some(outcome) = app.result_form.outcome
            {
                app.push(Command::Act(Action::DeclareResult {
                    outcome,
                    reason: app.result_form.reason.clone(),
                }));
            }
        });
}
