//! The sync engines' conflict copies in the tournament window's red band:
//! each copy named with the file it copies and, for `tournament.toml`, what
//! each of the two holds that the other does not (penalties, players,
//! games of the seating, judges) and where they contradict; for a game
//! record, how many actions each holds, how far they agree, and the seats
//! with another player. Only the head
//! judge's console chooses which to keep (a table's sees the conflict
//! stated, and that the head decides); the copies that contradict nothing
//! the head's console merges by itself when it reads the folder.

use super::Cx;
use super::theme;
use super::tournament::{cmd, penalty_name};
use eframe::egui;
use mafia_app::app::tournament::{Loaded, TournamentCmd};
use mafia_tournament::tournament::copies::{Compared, Contradiction, Diff, Only, RecordDiff};
use mafia_tournament::tournament::sync::{Conflict, Keep, Role};
use mafia_tournament::tournament::{PenaltyEntry, SeatingEntry};
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// The red band, when the folder has conflict copies.
pub fn conflicts_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    if l.conflicts.is_empty() {
        return;
    }
    let lang = cx.lang();
    let table = match cx.view.settings().tournament_role {
        Some(Role::Table(t)) => Some(t),
        _ => None,
    };
    theme::band(theme::ERROR, 0.35).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.strong(
            msg::SyncConflicts {
                count: l.conflicts.len(),
            }
            .get(lang),
        );
        for (i, c) in l.conflicts.iter().enumerate() {
            ui.separator();
            ui.label(
                msg::SyncConflictLine {
                    copy: c.shown(),
                    original: c.shown_original(),
                }
                .get(lang),
            );
            match l.copies.get(i).and_then(Option::as_ref) {
                Some(Compared::Description(diff)) => diff_ui(ui, l, c, diff, lang),
                Some(Compared::Record(r)) => record_ui(ui, c, r, lang),
                None => {}
            }
            match table {
                Some(table) => {
                    ui.weak(msg::SyncConflictHeadDecides { table }.get(lang));
                }
                None => keep_buttons(cx, ui, c, lang),
            }
        }
    });
}

fn keep_buttons(cx: &mut Cx<'_>, ui: &mut egui::Ui, c: &Conflict, lang: Lang) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(
                msg::SyncKeepOriginal {
                    file: c.original.as_str(),
                }
                .get(lang),
            )
            .clicked()
        {
            cmd(cx, TournamentCmd::Resolve(c.clone(), Keep::Original));
        }
        if ui.button(msg::SyncKeepCopy.get(lang)).clicked() {
            cmd(cx, TournamentCmd::Resolve(c.clone(), Keep::Copy));
        }
    });
}

/// What each copy of `tournament.toml` holds that the other does not, and
/// where they contradict.
fn diff_ui(ui: &mut egui::Ui, l: &Loaded, c: &Conflict, d: &Diff, lang: Lang) {
    if d.original.is_empty() && d.copy.is_empty() && d.contradictions.is_empty() {
        ui.label(msg::SyncConflictSame.get(lang));
        return;
    }
    for (file, only) in [
        (c.original.as_str(), &d.original),
        (c.copy.as_str(), &d.copy),
    ] {
        if only.is_empty() {
            ui.label(msg::SyncConflictNothingOnly { file }.get(lang));
        } else {
            ui.strong(msg::SyncConflictOnlyIn { file }.get(lang));
            for line in only_lines(l, only, lang) {
                ui.label(format!("  • {line}"));
            }
        }
    }
    for x in &d.contradictions {
        ui.colored_label(theme::WARNING, contradiction_line(x, lang));
    }
    if d.contradictions.is_empty() && (d.original.is_empty() != d.copy.is_empty()) {
        ui.weak(msg::SyncConflictOneSided.get(lang));
    }
}

/// How far two copies of a game record agree.
fn record_ui(ui: &mut egui::Ui, c: &Conflict, r: &RecordDiff, lang: Lang) {
    for (file, actions) in [(c.original.as_str(), r.original), (c.copy.as_str(), r.copy)] {
        ui.label(msg::SyncConflictRecordActions { file, actions }.get(lang));
    }
    ui.label(msg::SyncConflictRecordSame { actions: r.same }.get(lang));
    if !r.seats.is_empty() {
        let seats = r
            .seats
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(", ");
        ui.colored_label(
            theme::WARNING,
            msg::SyncConflictRecordSeats { seats }.get(lang),
        );
    }
}

fn penalty_line(l: &Loaded, p: &PenaltyEntry, lang: Lang) -> String {
    let mut line = msg::SyncConflictPenalty {
        player: p.player.as_str(),
        penalty: penalty_name(l, &p.penalty, lang),
        reason: p.reason.as_str(),
    }
    .get(lang);
    if let Some(r) = p.round {
        line.push_str(&format!(" · {} {r}", msg::TournamentRound.get(lang)));
    }
    if let Some(m) = p.minutes {
        line.push_str(&format!(
            " · {}",
            msg::TournamentMinutesLate { minutes: m }.get(lang)
        ));
    }
    line
}

fn seats(e: &SeatingEntry) -> String {
    e.seats.join(", ")
}

fn only_lines(l: &Loaded, only: &Only, lang: Lang) -> Vec<String> {
    let mut lines: Vec<String> = only
        .penalties
        .iter()
        .map(|p| penalty_line(l, p, lang))
        .collect();
    lines.extend(only.games.iter().map(|e| {
        msg::SyncConflictGame {
            round: e.round,
            table: e.table,
            seats: seats(e),
        }
        .get(lang)
    }));
    lines.extend(only.players.iter().map(|p| {
        msg::SyncConflictPlayer {
            nick: p.nick.as_str(),
        }
        .get(lang)
    }));
    lines.extend(only.judges.iter().map(|j| {
        msg::SyncConflictJudge {
            table: j.table,
            judge: j.judge.as_str(),
        }
        .get(lang)
    }));
    lines.extend(only.accepted.iter().map(|a| {
        msg::SyncConflictAccepted {
            file: a.file.as_str(),
        }
        .get(lang)
    }));
    lines.extend(only.requests_done.iter().map(|r| {
        msg::SyncConflictRequest {
            file: r.file.as_str(),
        }
        .get(lang)
    }));
    lines
}

fn contradiction_line(x: &Contradiction, lang: Lang) -> String {
    match x {
        Contradiction::Game { original, copy } => msg::SyncConflictGameDiffers {
            round: original.round,
            table: original.table,
            original: seats(original),
            copy: seats(copy),
        }
        .get(lang),
        Contradiction::Player { original, copy } => {
            let who = |p: &mafia_tournament::tournament::description::PlayerEntry| {
                format!("{} / {}", p.club, p.city)
            };
            msg::SyncConflictPlayerDiffers {
                nick: original.nick.as_str(),
                original: who(original),
                copy: who(copy),
            }
            .get(lang)
        }
        Contradiction::Judge { original, copy } => msg::SyncConflictJudgeDiffers {
            table: original.table,
            original: original.judge.as_str(),
            copy: copy.judge.as_str(),
        }
        .get(lang),
        Contradiction::Request { file } => msg::SyncConflictRequestDiffers {
            file: file.as_str(),
        }
        .get(lang),
        Contradiction::Setting { key } => {
            msg::SyncConflictSettingDiffers { key: key.as_str() }.get(lang)
        }
    }
}
