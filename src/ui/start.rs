//! The start screen: ruleset, seat count, cards per role, nicknames, cards
//! as dealt, Start.

use super::Cx;
use crate::app::Command;
use crate::app::StartForm;
use crate::i18n;
use crate::ruleset::{Lang, Ruleset};
use eframe::egui;

pub fn start_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    ui.heading(i18n::NEW_GAME.get(lang));
    if !v.ruleset_errors().is_empty() {
        ui.colored_label(super::theme::ERROR, i18n::BROKEN_RULESETS.get(lang));
        for e in v.ruleset_errors() {
            ui.colored_label(super::theme::ERROR, i18n::ruleset_error(lang, e));
        }
        ui.separator();
    }
    for o in v.ruleset_overrides() {
        ui.colored_label(
            super::theme::WARNING,
            i18n::ruleset_override(
                lang,
                &o.id,
                &o.file.display().to_string(),
                &o.replaces.display().to_string(),
            ),
        );
    }
    if v.rulesets().is_empty() {
        ui.label(i18n::NO_RULESETS.get(lang));
        return;
    }
    let names: Vec<String> = v
        .rulesets()
        .iter()
        .map(|r| format!("{} ({})", r.name.get(lang), r.version))
        .collect();
    let form = &mut cx.screens.start;
    let mut idx = form.ruleset;
    ui.horizontal(|ui| {
        ui.label(i18n::RULESET.get(lang));
        egui::ComboBox::from_id_salt("ruleset")
            .selected_text(names.get(idx).cloned().unwrap_or_default())
            .show_ui(ui, |ui| {
                for (i, n) in names.iter().enumerate() {
                    ui.selectable_value(&mut idx, i, n);
                }
            });
    });
    if idx != form.ruleset {
        form.select(v.rulesets(), idx);
    }
    let Some(rs) = v.rulesets().get(form.ruleset) else {
        return;
    };
    if rs.players.min != rs.players.max {
        ui.horizontal(|ui| {
            let label = ui.label(i18n::PLAYERS.get(lang));
            let mut n = form.count;
            if ui
                .add(egui::DragValue::new(&mut n).range(rs.players.min..=rs.players.max))
                .labelled_by(label.id)
                .changed()
            {
                form.count = n;
            }
        });
    }
    form.fit();
    role_counts_ui(form, lang, ui, rs);
    geographic_ui(form, lang, ui, rs);
    ui.separator();
    if ui
        .checkbox(&mut form.deal_secret, i18n::DEAL_SECRET.get(lang))
        .on_hover_text(i18n::DEAL_SECRET_TIP.get(lang))
        .changed()
        && v.message().is_some_and(|m| m.error)
    {
        // The error was about the cards as dealt; they no longer count.
        cx.push(Command::ClearMessage);
    }
    let form = &mut cx.screens.start;
    let secret = form.deal_secret;
    ui.add_space(6.0);
    egui::Grid::new("seats")
        .num_columns(3)
        .spacing([12.0, 6.0])
        .show(ui, |ui| {
            ui.strong(i18n::SEAT.get(lang));
            ui.strong(i18n::NICKNAMES.get(lang));
            ui.strong(if secret {
                ""
            } else {
                i18n::ROLES_AS_DEALT.get(lang)
            });
            ui.end_row();
            for i in 0..usize::from(form.count) {
                ui.label(
                    egui::RichText::new(format!("{}", i + 1))
                        .size(18.0)
                        .strong(),
                );
                let hint = i18n::default_nick(lang, i + 1);
                if let Some(nick) = form.nicks.get_mut(i) {
                    // Sized outright: a grid cell would keep the header's width.
                    let field = ui.add_sized(
                        [300.0, 26.0],
                        egui::TextEdit::singleline(nick)
                            .hint_text(hint)
                            .font(egui::TextStyle::Body)
                            .align(egui::Align2::LEFT_CENTER),
                    );
                    // The club's nicknames, as the judge types.
                    super::nick::completion_ui(ui, &field, nick, &v.tournament().registry);
                }
                if secret {
                    ui.label("");
                } else if let Some(role) = form.roles.get_mut(i) {
                    let text = role
                        .and_then(|r| rs.roles.get(r))
                        .map_or(i18n::NO_ROLE.get(lang).to_owned(), |r| {
                            r.name.get(lang).to_owned()
                        });
                    let combo = egui::ComboBox::from_id_salt(("role", i))
                        .selected_text(text)
                        .width(200.0)
                        .show_ui(ui, |ui| {
                            let mut chosen =
                                ui.selectable_value(role, None, i18n::NO_ROLE.get(lang));
                            for (k, r) in rs.roles.iter().enumerate() {
                                chosen |= ui.selectable_value(role, Some(k), r.name.get(lang));
                            }
                            // A choice (by click or Enter) closes the list.
                            if chosen.changed() {
                                ui.close();
                            }
                        });
                    role_keys(ui, &combo.response, role, rs.roles.len());
                }
                ui.end_row();
            }
        });
    ui.add_space(6.0);
    ui.collapsing(i18n::PASTE_LIST.get(lang), |ui| {
        ui.add(
            egui::TextEdit::multiline(&mut form.paste)
                .desired_rows(5)
                .desired_width(300.0),
        );
        if ui.button(i18n::APPLY_LIST.get(lang)).clicked() {
            let names: Vec<String> = form
                .paste
                .lines()
                .flat_map(|l| l.split([',', ';', '\t']))
                .map(|s| s.trim().to_owned())
                .filter(|s| !s.is_empty())
                .collect();
            for (slot, name) in form.nicks.iter_mut().zip(names) {
                *slot = name;
            }
        }
    });
    ui.add_space(12.0);
    let start = egui::Button::new(egui::RichText::new(i18n::START_GAME.get(lang)).size(22.0))
        .min_size(egui::vec2(240.0, 44.0));
    if ui.add(start).clicked() {
        let form = Box::new(cx.screens.start.clone());
        cx.push(Command::StartGame(form));
    }
}

/// The judge's switch for the ruleset's geographic rules (stylized 7.6,
/// 7.11), shown only where the ruleset has some.
fn geographic_ui(form: &mut StartForm, lang: Lang, ui: &mut egui::Ui, rs: &Ruleset) {
    if !rs.has_geographic() {
        return;
    }
    let mut rules: Vec<&str> = rs
        .voting
        .repeat_tie_ends
        .iter()
        .filter(|r| r.geographic)
        .map(|r| r.rule.as_str())
        .chain(
            rs.end
                .streaks
                .iter()
                .filter(|s| s.geographic)
                .map(|s| s.rule.as_str()),
        )
        .filter(|r| !r.is_empty())
        .collect();
    rules.dedup();
    let rule = rs.rule_number(crate::ruleset::RuleKey::Geographic);
    ui.checkbox(
        &mut form.geographic,
        i18n::geographic_rules(lang, &rules.join(", ")),
    )
    .on_hover_text(i18n::geographic_rules_tip(lang, rule));
}

/// Cards per role for this game, where the ruleset allows a range (stylized
/// mafia); the cards must add up to the number of players.
fn role_counts_ui(form: &mut StartForm, lang: Lang, ui: &mut egui::Ui, rs: &Ruleset) {
    if rs.roles.iter().all(|r| r.count.min == r.count.max) {
        return;
    }
    form.role_counts.resize(rs.roles.len(), 0);
    ui.add_space(4.0);
    ui.strong(i18n::ROLE_COUNTS.get(lang));
    egui::Grid::new("role_counts")
        .num_columns(3)
        .spacing([12.0, 4.0])
        .show(ui, |ui| {
            for (role, count) in rs.roles.iter().zip(form.role_counts.iter_mut()) {
                let name = ui.label(role.name.get(lang));
                if role.count.min == role.count.max {
                    ui.label(count.to_string());
                    ui.label("");
                } else {
                    ui.add(egui::DragValue::new(count).range(role.count.min..=role.count.max))
                        .labelled_by(name.id);
                    ui.weak(i18n::count_range(lang, role.count.min, role.count.max));
                }
                ui.end_row();
            }
        });
    let cards: usize = form.role_counts.iter().map(|c| usize::from(*c)).sum();
    let players = usize::from(form.count);
    let text = i18n::cards_for_players(lang, cards, players);
    if cards == players {
        ui.label(text);
    } else {
        ui.colored_label(super::theme::ERROR, text);
    }
}

/// A role combo with the keyboard focus (Tab) takes the arrows: down and up
/// step through the roles without opening the list, so the cards are entered
/// with Tab and the arrows alone.
fn role_keys(ui: &egui::Ui, combo: &egui::Response, role: &mut Option<usize>, roles: usize) {
    if !combo.has_focus() || roles == 0 {
        return;
    }
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            combo.id,
            egui::EventFilter {
                vertical_arrows: true,
                ..Default::default()
            },
        );
    });
    let (up, down) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
        )
    });
    if down {
        *role = match *role {
            None => Some(0),
            Some(k) if k + 1 < roles => Some(k + 1),
            Some(_) => None,
        };
    }
    if up {
        *role = match *role {
            None => Some(roles - 1),
            Some(0) => None,
            Some(k) => Some(k - 1),
        };
    }
}
