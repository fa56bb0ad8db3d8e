//! The judge's panel for a night step, drawn by the step's kind: a shot or a
//! miss, a check and its gesture, the lawyer's protection, the FBI agent's
//! blocked vote, the journalist's two seats, the order night's bookings, and
//! the steps where the judge only waits. Also the per-seat buttons of the
//! seat table for that step.

use super::Cx;
use super::gesture::GestureImage;
use eframe::egui;
use mafia_app::app::moment::{StepNow, step_now};
use mafia_app::app::{Command, CommandId};
use mafia_core::game::state::NightEntry;
use mafia_core::game::{Action, GameState, Phase, Seat};
use mafia_core::ruleset::{AnswerAt, Ruleset, StepKind};
use mafia_words::Lang;
use mafia_words::i18n::msg;

const RESULT: egui::Color32 = super::theme::RESULT;

/// The button in a living seat's row for the current night step.
/// Does a seat's row have a button in this night step? (The seat table's
/// «Действие» column is shown only then.)
pub fn has_row_action(state: &GameState, rs: &Ruleset) -> bool {
    step_now(state, rs).is_some_and(|now| {
        now.recorded.is_none()
            && state.departed_step(rs).is_none()
            && !matches!(now.step.kind, StepKind::Look)
    })
}

pub fn night_row_ui(
    cx: &mut Cx<'_>,
    ui: &mut egui::Ui,
    state: &GameState,
    rs: &Ruleset,
    seat: Seat,
) {
    let lang = cx.lang();
    let Some(now) = step_now(state, rs) else {
        ui.label("");
        return;
    };
    if now.recorded.is_some() || state.departed_step(rs).is_some() {
        // Recorded already (undo to change it), or nobody is left to act.
        ui.label("");
        return;
    }
    let action = match now.step.kind {
        StepKind::Kill { .. } => Some((
            msg::ShootSeat { seat }.get(lang),
            Command::Act(Action::Shoot { target: Some(seat) }),
        )),
        StepKind::Check { .. } => Some((
            msg::CheckSeat { seat }.get(lang),
            Command::Act(Action::Check { target: seat }),
        )),
        StepKind::Protect => Some((
            msg::ProtectSeat { seat }.get(lang),
            Command::Act(Action::Protect { target: seat }),
        )),
        StepKind::BlockVote => Some((
            msg::BlockSeat { seat }.get(lang),
            Command::Act(Action::BlockVote { target: seat }),
        )),
        StepKind::VoteImmunity => Some((
            msg::ImmuneSeat { seat }.get(lang),
            Command::Act(Action::Immunity { target: seat }),
        )),
        StepKind::Compare | StepKind::Order { .. } | StepKind::Look => None,
    };
    if let Some((label, command)) = action {
        // Greyed out where the rules refuse now (the sheriff checking himself).
        let allowed = match &command {
            Command::Act(a) => cx.view.allows(a),
            _ => true,
        };
        if ui.add_enabled(allowed, egui::Button::new(label)).clicked() {
            cx.push(command);
        }
        return;
    }
    let label = match now.step.kind {
        StepKind::Compare => msg::CompareSeat { seat }.get(lang),
        StepKind::Order { .. } => msg::OrderSeat { seat }.get(lang),
        _ => {
            ui.label("");
            return;
        }
    };
    let on = cx.view.marks().night.contains(&seat);
    if ui.add(super::pick_button(on, label)).clicked() {
        cx.push(Command::TogglePick(seat));
    }
}

/// The panel for the current night step.
pub fn night_panel_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    let Some(now) = step_now(state, rs) else {
        return;
    };
    if cx.view.reveal_roles()
        && let Some(who) = acting(state, rs, &now, lang)
    {
        ui.label(format!("{}: {who}", msg::Acting.get(lang)));
    }
    if state.departed_step(rs).is_some() {
        departed_ui(ui, rs, &now, lang);
    } else {
        night_panel_step_ui(cx, ui, state, rs, &now);
    }
    night_log_ui(cx, ui, state, rs, &now);
}

/// A step whose role has left (`wake_when_departed`): the judge announces it
/// and waits its time all the same, so the table does not learn who is out,
/// then goes on. Nothing can be recorded.
fn departed_ui(ui: &mut egui::Ui, rs: &Ruleset, now: &StepNow<'_>, lang: Lang) {
    let who = mafia_audience::i18n::step_who(now.step, rs, lang)
        .unwrap_or_else(|| now.step.name.get(lang).to_owned());
    ui.label(
        egui::RichText::new(msg::StepDeparted { who: &who }.get(lang))
            .size(22.0)
            .strong()
            .color(super::theme::NIGHT_WAITING),
    );
    ui.label(egui::RichText::new(msg::HintDeparted.get(lang)).weak());
}

/// What this step asks for, or what it recorded.
fn night_panel_step_ui(
    cx: &mut Cx<'_>,
    ui: &mut egui::Ui,
    state: &GameState,
    rs: &Ruleset,
    now: &StepNow<'_>,
) {
    let lang = cx.lang();
    match (&now.step.kind, now.recorded) {
        (StepKind::Look, _) => {
            ui.label(egui::RichText::new(msg::HintLook.get(lang)).weak());
        }
        (StepKind::Kill { .. }, None) => {
            booked_ui(ui, state, lang);
            ui.label(egui::RichText::new(msg::HintShoot.get(lang)).weak());
            let miss =
                egui::Button::new(egui::RichText::new(CommandId::Miss.label(lang)).size(20.0));
            if ui
                .add(miss)
                .on_hover_text(CommandId::Miss.tooltip(lang))
                .clicked()
            {
                cx.push(Command::Act(Action::Shoot { target: None }));
            }
            shots_each_ui(cx, ui, state, rs, now);
        }
        (StepKind::Kill { .. }, Some(e)) => {
            booked_ui(ui, state, lang);
            result_line_ui(
                ui,
                mafia_words::i18n::shot_at(lang, e.targets.first().copied()),
            );
        }
        (StepKind::Check { .. }, None) => {
            ui.label(egui::RichText::new(msg::HintCheck.get(lang)).weak());
        }
        (StepKind::Protect, None) => {
            ui.label(egui::RichText::new(msg::HintProtect.get(lang)).weak());
        }
        (StepKind::Protect, Some(e)) => {
            result_line_ui(ui, msg::Protected { seat: first(e) }.get(lang));
        }
        (StepKind::BlockVote, None) => {
            ui.label(egui::RichText::new(msg::HintBlock.get(lang)).weak());
        }
        (StepKind::BlockVote, Some(e)) => {
            result_line_ui(ui, msg::Blocked { seat: first(e) }.get(lang));
        }
        (StepKind::VoteImmunity, None) => {
            ui.label(egui::RichText::new(msg::HintImmunity.get(lang)).weak());
        }
        (StepKind::VoteImmunity, Some(e)) => {
            result_line_ui(ui, msg::Immune { seat: first(e) }.get(lang));
        }
        (StepKind::Compare, None) => {
            ui.label(egui::RichText::new(msg::HintCompare.get(lang)).weak());
            ui.label(
                egui::RichText::new(format!(
                    "{}: {}",
                    msg::Picked.get(lang),
                    mafia_words::i18n::seat_list(&cx.view.marks().night)
                ))
                .size(18.0),
            );
            let ready = cx.view.marks().night.len() == 2;
            record_button_ui(cx, ui, msg::RecordCompare.get(lang), ready);
        }
        (StepKind::Check { .. } | StepKind::Compare, Some(e))
            if now.step.answer_at == AnswerAt::Day =>
        {
            // Stylized 1.1: the answer is given in the day, not now.
            let head = match now.step.kind {
                StepKind::Compare => mafia_words::i18n::compared(lang, &e.targets),
                _ => msg::Checked { seat: first(e) }.get(lang),
            };
            result_line_ui(ui, head);
            ui.label(egui::RichText::new(msg::HintAnswerInDay.get(lang)).weak());
        }
        (StepKind::Check { .. } | StepKind::Compare, Some(e)) => {
            answer_ui(cx, ui, rs, now, e);
        }
        (StepKind::Order { nights, .. }, _) => {
            ui.label(egui::RichText::new(msg::HintOrder { nights: *nights }.get(lang)).weak());
            // What is marked, while there is something marked or nothing
            // recorded yet; not «Заказ: —» under a recorded order.
            if state.order.is_empty() || !cx.view.marks().night.is_empty() {
                ui.label(
                    egui::RichText::new(format!(
                        "{}: {}",
                        msg::OrderPicked.get(lang),
                        mafia_words::i18n::order_list(lang, &cx.view.marks().night)
                    ))
                    .size(18.0),
                );
            }
            let ready = !cx.view.marks().night.is_empty();
            record_button_ui(cx, ui, msg::RecordOrder.get(lang), ready);
            if !state.order.is_empty() {
                result_line_ui(
                    ui,
                    format!(
                        "{}: {}",
                        msg::OrderRecorded.get(lang),
                        mafia_words::i18n::order_list(lang, &state.order)
                    ),
                );
            }
        }
    }
}

/// The seat the order night booked for this night (MCC): «по заказу: №5».
fn booked_ui(ui: &mut egui::Ui, state: &GameState, lang: Lang) {
    let Phase::Night { night, .. } = state.phase else {
        return;
    };
    let booked = usize::try_from(night)
        .ok()
        .and_then(|n| n.checked_sub(1))
        .and_then(|i| state.order.get(i));
    if let Some(seat) = booked {
        ui.label(
            egui::RichText::new(msg::BookedForTonight { seat: *seat }.get(lang))
                .size(20.0)
                .strong()
                .color(super::theme::RESULT),
        );
    }
}

/// The earlier steps of this night, folded (they are secret: players may
/// glance at the laptop), for the judge who lost track.
fn night_log_ui(
    cx: &Cx<'_>,
    ui: &mut egui::Ui,
    state: &GameState,
    rs: &Ruleset,
    now: &StepNow<'_>,
) {
    let lang = cx.lang();
    let Some(night) = state.night() else { return };
    let earlier: Vec<&NightEntry> = night
        .entries
        .iter()
        .filter(|e| e.step != now.step.id)
        .collect();
    if earlier.is_empty() {
        return;
    }
    ui.add_space(6.0);
    egui::CollapsingHeader::new(msg::ThisNight.get(lang))
        .id_salt("this_night")
        .default_open(false)
        .show(ui, |ui| {
            for e in earlier {
                let Some(step) = rs.night.iter().find(|s| s.id == e.step) else {
                    continue;
                };
                let what = match step.kind {
                    StepKind::Kill { .. } => {
                        mafia_words::i18n::shot_at(lang, e.targets.first().copied())
                    }
                    StepKind::Protect => msg::Protected { seat: first(e) }.get(lang),
                    StepKind::BlockVote => msg::Blocked { seat: first(e) }.get(lang),
                    StepKind::VoteImmunity => msg::Immune { seat: first(e) }.get(lang),
                    _ => {
                        let answer = e
                            .gesture
                            .as_ref()
                            .and_then(|g| rs.gestures.get(g))
                            .map(|g| g.text.get(lang).to_owned())
                            .or_else(|| e.answer.clone())
                            .unwrap_or_default();
                        format!("{}: {answer}", mafia_words::i18n::seat_list(&e.targets))
                    }
                };
                ui.label(format!("{} — {what}", step.name.get(lang)));
            }
        });
}

fn first(e: &NightEntry) -> Seat {
    e.targets.first().copied().unwrap_or(0)
}

fn result_line_ui(ui: &mut egui::Ui, text: String) {
    ui.label(egui::RichText::new(text).size(22.0).strong());
}

/// A button that records the marked seats (the R key does the same).
fn record_button_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, label: &str, enabled: bool) {
    let lang = cx.lang();
    let b = egui::Button::new(egui::RichText::new(label).size(20.0));
    if ui
        .add_enabled(enabled, b)
        .on_hover_text(CommandId::Record.tooltip(lang))
        .clicked()
    {
        cx.push(Command::Record);
    }
}

/// Who acts in this step, in words (only shown with roles revealed).
fn acting(state: &GameState, rs: &Ruleset, now: &StepNow<'_>, lang: Lang) -> Option<String> {
    let lang_name = |r: usize| rs.roles.get(r).map(|x| x.name.get(lang).to_owned());
    let team = match now.step.kind {
        StepKind::Kill { team } | StepKind::Order { team, .. } => Some(team),
        _ => None,
    };
    let seats: Vec<String> = state
        .living()
        .filter(|p| {
            p.role.is_some_and(|r| match team {
                Some(t) => rs.roles.get(r).is_some_and(|x| x.team == t),
                None => now.step.roles.contains(&r),
            })
        })
        .map(|p| {
            let role = p.role.and_then(lang_name).unwrap_or_default();
            format!("№{} ({role})", p.seat)
        })
        .collect();
    (!seats.is_empty()).then(|| seats.join(", "))
}

/// A recorded check or comparison: the seats, the gesture picture large, the
/// answer in words.
fn answer_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, rs: &Ruleset, now: &StepNow<'_>, e: &NightEntry) {
    let lang = cx.lang();
    let head = match now.step.kind {
        StepKind::Compare => mafia_words::i18n::compared(lang, &e.targets),
        _ => msg::Checked { seat: first(e) }.get(lang),
    };
    ui.label(egui::RichText::new(head).size(20.0).strong());
    if let Some(role) = e
        .answer
        .as_deref()
        .and_then(|a| rs.roles.iter().find(|r| r.id == a))
    {
        // The detective learns a role: name it for the judge.
        ui.label(
            egui::RichText::new(format!("{}: {}", msg::Role.get(lang), role.name.get(lang)))
                .size(24.0)
                .strong()
                .color(RESULT),
        );
    }
    let gesture = e.gesture.as_ref().and_then(|g| rs.gestures.get(g));
    match gesture {
        Some(g) => {
            ui.label(
                egui::RichText::new(g.text.get(lang))
                    .size(26.0)
                    .strong()
                    .color(RESULT),
            );
            match cx.screens.gestures.get(ui.ctx(), &g.image) {
                GestureImage::Loaded(tex) => {
                    // The whole picture in the visible part of the panel (a
                    // 1366x768 screen included), never smaller than a thumbnail.
                    let size = tex.size_vec2();
                    let w = ui.available_width().min(420.0);
                    let h = (ui.clip_rect().bottom() - ui.cursor().top() - 8.0).max(140.0);
                    let scale = if size.x > 0.0 && size.y > 0.0 {
                        (w / size.x).min(h / size.y)
                    } else {
                        1.0
                    };
                    ui.add(egui::Image::new(&tex).fit_to_exact_size(size * scale));
                }
                GestureImage::Missing(why) => {
                    ui.colored_label(
                        super::theme::NIGHT_WAITING,
                        format!("(!) {}: {why}", msg::GestureMissing.get(lang)),
                    );
                }
            }
        }
        None => {
            ui.label(
                egui::RichText::new(e.answer.clone().unwrap_or_default())
                    .size(26.0)
                    .strong(),
            );
        }
    }
}

/// The shots one by one: where each living shooter shot (or that he did
/// not), recorded together; the engine makes it a kill when they all shot
/// the same seat. What the rating sites keep of a night (each black's shot).
fn shots_each_ui(
    cx: &mut Cx<'_>,
    ui: &mut egui::Ui,
    state: &GameState,
    rs: &Ruleset,
    now: &StepNow<'_>,
) {
    let lang = cx.lang();
    let StepKind::Kill { team } = now.step.kind else {
        return;
    };
    let shooters: Vec<Seat> = state
        .living()
        .filter(|p| {
            p.role
                .and_then(|r| rs.roles.get(r))
                .is_some_and(|r| r.team == team)
        })
        .map(|p| p.seat)
        .collect();
    let targets: Vec<Seat> = state.living().map(|p| p.seat).collect();
    let night = state.night().map_or(0, |n| n.night);
    let id = egui::Id::unique(("shots_each", night, now.step.id.as_str()));
    egui::CollapsingHeader::new(msg::ShotsEach.get(lang).to_owned())
        .id_salt(id)
        .show(ui, |ui| {
            // The list names the blacks: only with the roles shown.
            if !cx.view.reveal_roles() {
                ui.label(egui::RichText::new(msg::ShotsEachHidden.get(lang).to_owned()).weak());
                return;
            }
            let mut chosen: Vec<Option<Seat>> = ui
                .data(|d| d.get_temp(id))
                .unwrap_or_else(|| vec![None; shooters.len()]);
            chosen.resize(shooters.len(), None);
            egui::Grid::new(id.with("grid")).show(ui, |ui| {
                for (k, shooter) in shooters.iter().enumerate() {
                    let who = ui.label(msg::ShotsEachShooter { seat: *shooter }.get(lang));
                    let shown = chosen[k].map_or_else(
                        || msg::ShotsEachNone.get(lang).to_owned(),
                        |t| t.to_string(),
                    );
                    egui::ComboBox::from_id_salt(id.with(k))
                        .selected_text(shown)
                        .show_ui(ui, |ui| {
                            ui.selectable_value(
                                &mut chosen[k],
                                None,
                                msg::ShotsEachNone.get(lang).to_owned(),
                            );
                            for t in &targets {
                                ui.selectable_value(&mut chosen[k], Some(*t), t.to_string());
                            }
                        })
                        .response
                        .labelled_by(who.id);
                    ui.end_row();
                }
            });
            if ui
                .button(msg::ShotsEachRecord.get(lang).to_owned())
                .clicked()
            {
                let shots = shooters
                    .iter()
                    .zip(&chosen)
                    .map(|(s, t)| mafia_core::game::action::Shot {
                        shooter: *s,
                        target: *t,
                    })
                    .collect();
                cx.push(Command::Act(Action::ShootEach { shots }));
            }
            ui.data_mut(|d| d.insert_temp(id, chosen));
        });
}
