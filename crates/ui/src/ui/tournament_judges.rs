//! The judges of the tables in the tournament window (`[[judges]]` of
//! `tournament.toml`): every console shows them; only the head judge's names
//! a table's judge (for every round, or from a round on) or takes one back.

use super::Cx;
use super::tournament::cmd;
use eframe::egui;
use mafia_app::app::tournament::{Loaded, TournamentCmd};
use mafia_tournament::tournament::JudgeEntry;
use mafia_tournament::tournament::sync::Role;
use mafia_words::i18n::msg;

/// What the head judge types to name a table's judge.
#[derive(Debug, Clone, Default)]
pub struct JudgeForm {
    /// The table (from 1; 0: not chosen yet).
    pub table: u32,
    pub name: String,
    /// From a round on (else for every round).
    pub from: bool,
    pub round: u32,
}

/// The section: the judges named, and for the head judge the form.
pub fn judges_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let d = &l.folder.description;
    let head = !matches!(l.role, Some(Role::Table(_)));
    let mut judges: Vec<&JudgeEntry> = d.judges.iter().collect();
    judges.sort_by_key(|j| (j.table, j.round.unwrap_or(0)));
    if judges.is_empty() {
        ui.weak(msg::JudgesNone.get(lang));
    }
    let mut remove = None;
    egui::Grid::new("tournament_judges")
        .striped(true)
        .show(ui, |ui| {
            for j in &judges {
                ui.label(
                    msg::JudgesLine {
                        table: j.table,
                        rounds: mafia_tournament::i18n::judge_rounds(lang, j.round),
                        judge: j.judge.as_str(),
                    }
                    .get(lang),
                );
                // A table's console shows the judges, changes none.
                if head && ui.small_button(msg::JudgesRemove.get(lang)).clicked() {
                    remove = Some((j.table, j.round));
                }
                ui.end_row();
            }
        });
    if let Some((table, round)) = remove {
        cmd(cx, TournamentCmd::RemoveJudge { table, round });
    }
    if !head {
        return;
    }
    ui.separator();
    let f = &mut cx.screens.tournament.judge;
    if f.table == 0 {
        f.table = 1;
    }
    if f.round == 0 {
        f.round = 1;
    }
    let tables = d.tables.max(f.table).max(1);
    let rounds = d.rounds.max(f.round).max(1);
    let mut set = None;
    ui.horizontal_wrapped(|ui| {
        let label = ui.label(msg::JudgesTable.get(lang));
        ui.add(egui::DragValue::new(&mut f.table).range(1..=tables.max(99)))
            .labelled_by(label.id);
        let label = ui.label(msg::JudgesName.get(lang));
        ui.add(egui::TextEdit::singleline(&mut f.name).desired_width(180.0))
            .labelled_by(label.id);
        let from = ui.checkbox(&mut f.from, msg::JudgesFrom.get(lang));
        if f.from {
            ui.add(egui::DragValue::new(&mut f.round).range(1..=rounds.max(99)))
                .labelled_by(from.id);
        }
        if ui
            .add_enabled(
                !f.name.trim().is_empty(),
                egui::Button::new(msg::JudgesSet.get(lang)),
            )
            .clicked()
        {
            set = Some(JudgeEntry {
                table: f.table,
                judge: f.name.trim().to_owned(),
                round: f.from.then_some(f.round),
            });
            f.name.clear();
        }
    });
    if let Some(j) = set {
        cmd(cx, TournamentCmd::SetJudge(j));
    }
}
