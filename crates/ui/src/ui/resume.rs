//! Saved games on screen: the offer to resume the game a crash left
//! behind, the kept games, the warning when the game is not being saved,
//! the Open / Save as window and the protocol header form.
//!
//! Like every screen, it only pushes [`FileCmd`]s; the app runs them.

use super::Cx;
use super::sites::SitesFields;
use super::theme::{self, judge};
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::files::{FileCmd, FileKind};
use mafia_core::ruleset::Ruleset;
use mafia_store::clock::{local_datetime, local_hm};
use mafia_store::session::autosave::GameInfo;
use mafia_words::Lang;
use mafia_words::i18n::{Fixed, msg};

const RED: egui::Color32 = super::theme::ERROR;
const AMBER: egui::Color32 = super::theme::WARNING;

fn file_cmd(cx: &mut Cx<'_>, c: FileCmd) {
    cx.push(Command::File(c));
}

/// «Продолжить игру от 14:32, день 2?»
pub fn offer_question(info: &GameInfo, lang: Lang) -> String {
    let hm = local_hm(info.last_at);
    let phase = info.phase.as_ref().map_or_else(String::new, |p| {
        format!(", {}", mafia_store::i18n::phase_text(p).get(lang))
    });
    msg::ResumeOffer { time: hm, phase }.get(lang)
}

/// A ruleset's name as the ruleset picker shows it; its id only when the
/// console does not know it.
pub fn ruleset_name(rulesets: &[Ruleset], id: &str, lang: Lang) -> String {
    rulesets
        .iter()
        .find(|r| r.id == id)
        .map_or_else(|| id.to_owned(), |r| r.name.get(lang).to_owned())
}

/// One line about a saved game: ruleset, table and game, players, actions.
pub fn details(info: &GameInfo, rulesets: &[Ruleset], lang: Lang) -> String {
    let mut parts = vec![ruleset_name(rulesets, &info.ruleset, lang)];
    let m = &info.meta;
    if !m.tournament.is_empty() {
        parts.push(m.tournament.clone());
    }
    if !m.table.is_empty() {
        parts.push(format!("{} {}", msg::ResumeTable.get(lang), m.table));
    }
    if !m.game.is_empty() {
        parts.push(format!("{} {}", msg::ResumeGameNo.get(lang), m.game));
    }
    parts.push(
        msg::ResumeDetails {
            players: info.players,
            actions: info.actions,
        }
        .get(lang),
    );
    parts.join(" · ")
}

/// The game the start reads for the table (`--open`, `--autoresume`), on
/// a thread of its own: its card, in place of the start screen, until it is
/// there. False when no game is being read.
pub fn reading_game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) -> bool {
    let lang = cx.lang();
    let Some(path) = cx
        .view
        .files()
        .reading
        .as_ref()
        .and_then(|r| r.game_due.as_ref())
    else {
        return false;
    };
    let file = path.display().to_string();
    super::widgets::card(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(
                egui::RichText::new(msg::ReadingGame { file }.get(lang))
                    .size(judge::LEAD)
                    .strong(),
            );
        });
        ui.weak(msg::ReadingGameKeys.get(lang));
    });
    ui.ctx()
        .request_repaint_after(std::time::Duration::from_millis(100));
    true
}

/// The game a crash left behind (or an autosave that cannot be read): the
/// first card of the start screen. Nothing when there is none; while the
/// start still reads the autosave, a card that says so.
pub fn offer_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) -> bool {
    let lang = cx.lang();
    let files = cx.view.files();
    if files.reading.as_ref().is_some_and(|r| r.current_due) {
        super::widgets::card(ui).show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.horizontal(|ui| {
                ui.spinner();
                ui.weak(msg::ReadingAutosave.get(lang));
            });
        });
        return true;
    }
    let Some(info) = files.offer.clone() else {
        return false;
    };
    super::widgets::card(ui)
        .stroke(egui::Stroke::new(
            judge::ACCENT_STROKE,
            theme::ACCENT_OUTLINE,
        ))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            let resumable = info.phase.is_some();
            if resumable {
                ui.label(
                    egui::RichText::new(offer_question(&info, lang))
                        .size(judge::LEAD)
                        .strong(),
                );
            } else {
                ui.colored_label(RED, msg::ResumeAutosaveBroken.get(lang));
            }
            ui.label(details(&info, cx.view.rulesets(), lang));
            if let Some(p) = &info.problem {
                ui.colored_label(if resumable { AMBER } else { RED }, p.get(lang));
            }
            ui.add_space(judge::ROW_GAP);
            ui.horizontal(|ui| {
                let big = |s: Fixed| {
                    egui::Button::new(
                        egui::RichText::new(s.get(lang)).size(judge::CARD_BUTTON_TEXT),
                    )
                };
                let resume = big(msg::ResumeResume).fill(theme::ACCENT);
                if ui.add_enabled(resumable, resume).clicked() {
                    file_cmd(cx, FileCmd::Resume);
                }
                if ui
                    .add(big(msg::ResumePutAside))
                    .on_hover_text(msg::ResumePutAsideTip.get(lang))
                    .clicked()
                {
                    file_cmd(cx, FileCmd::PutAside);
                }
            });
        });
    true
}

/// A finished tournament game the autosave still holds (the laptop died
/// before «Новая игра»): named, with «Записать в турнир» when its
/// tournament is open, else the tournament to open. Nothing when none.
pub fn left_game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) -> bool {
    let lang = cx.lang();
    let Some(left) = cx.view.left_game() else {
        return false;
    };
    let info = left.info.clone();
    let tournament = info.meta.tournament.trim().to_owned();
    super::widgets::card(ui)
        .stroke(egui::Stroke::new(
            judge::ACCENT_STROKE,
            theme::ACCENT_OUTLINE,
        ))
        .show(ui, |ui| {
            ui.set_width(ui.available_width());
            ui.label(
                egui::RichText::new(
                    msg::LeftGameTitle {
                        tournament: tournament.as_str(),
                    }
                    .get(lang),
                )
                .size(judge::LEAD)
                .strong(),
            );
            ui.label(details(&info, cx.view.rulesets(), lang));
            ui.add_space(judge::ROW_GAP);
            if left.tournament_open {
                let file = egui::Button::new(
                    egui::RichText::new(msg::LeftGameFile.get(lang)).size(judge::CARD_BUTTON_TEXT),
                )
                .fill(theme::ACCENT);
                if ui.add(file).clicked() {
                    cx.push(Command::FileLeftGame);
                }
            } else {
                ui.colored_label(
                    AMBER,
                    msg::LeftGameOpenTournament {
                        tournament: tournament.as_str(),
                    }
                    .get(lang),
                );
            }
        });
    true
}

/// The newest kept games (a few: the rest are in the library), with Open and
/// the protocol. Delete is not here: it is in the library, on one game's
/// page, behind a confirmation.
pub fn recent_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let files = cx.view.files();
    let total = files.library.total();
    let reading = files.library.reading();
    let recent = files.recent.clone();
    super::widgets::card(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        super::widgets::card_title_ui(ui, msg::ResumeRecent.get(lang));
        if files.listing_due || files.recent_coming.is_some() {
            // The start: the folder is read a moment after the first frame,
            // the recent games replayed on a thread of their own.
            ui.weak(msg::LibraryListing.get(lang));
        } else if recent.is_empty() {
            ui.weak(msg::LibraryNoGames.get(lang));
        }
        for info in &recent {
            ui.add_space(judge::ROW_GAP);
            recent_row_ui(cx, ui, info);
        }
        ui.add_space(judge::ROW_GAP);
        let open = if files.listing_due {
            msg::LibraryOpenUncounted.get(lang).to_owned()
        } else {
            msg::LibraryOpen { n: total }.get(lang)
        };
        if ui.button(open).clicked() {
            cx.screens.library.open = true;
        }
        if reading > 0 {
            ui.weak(msg::LibraryReading { n: reading }.get(lang));
        }
    });
}

fn recent_row_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, info: &GameInfo) {
    let lang = cx.lang();
    let readable = info.phase.is_some();
    ui.horizontal(|ui| {
        let when = if info.created > 0 {
            local_datetime(info.created)
        } else {
            info.path
                .file_name()
                .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
        };
        ui.strong(when);
        let state = match (&info.phase, info.finished) {
            (_, true) => msg::ResumeFinished.get(lang).to_owned(),
            (Some(p), false) => mafia_store::i18n::phase_text(p).get(lang).to_owned(),
            (None, false) => msg::ResumeDamaged.get(lang).to_owned(),
        };
        if readable {
            ui.weak(state);
        } else {
            // Nothing to open or export: no greyed buttons over the words
            // (the file name is longer than a date); the library deletes it.
            ui.colored_label(RED, state);
            return;
        }
        ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
            if ui
                .add_enabled(readable, egui::Button::new(msg::ResumeExport.get(lang)))
                .clicked()
            {
                file_cmd(cx, FileCmd::ShowExport(info.path.clone()));
            }
            if ui
                .add_enabled(readable, egui::Button::new(msg::ResumeOpen.get(lang)))
                .clicked()
            {
                file_cmd(cx, FileCmd::Open(info.path.clone()));
            }
        });
    });
    // Long file messages stay on one line; the whole text on hover.
    let rulesets = cx.view.rulesets();
    let (text, colour) = match (&info.problem, readable) {
        (Some(p), false) => (p.get(lang).to_owned(), RED),
        (Some(p), true) => (
            format!("{} · {}", details(info, rulesets, lang), p.get(lang)),
            AMBER,
        ),
        (None, _) => (
            details(info, rulesets, lang),
            ui.visuals().weak_text_color(),
        ),
    };
    ui.add(egui::Label::new(egui::RichText::new(&text).color(colour)).truncate())
        .on_hover_text(&text);
}

/// The band under the menu when the game is not being saved.
pub fn save_warning_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let Some(w) = &cx.view.files().warning else {
        return;
    };
    let lang = cx.lang();
    let text = w.get(lang).to_owned();
    let mut other_folder = false;
    egui::Panel::top("save-warning").show(ui, |ui| {
        ui.colored_label(RED, egui::RichText::new(text).size(18.0).strong());
        // Another console holds the folder, or it cannot be written: the
        // judge may take another one for this game.
        other_folder = ui.button(msg::ResumeOtherFolder.get(lang)).clicked();
    });
    if other_folder {
        file_cmd(cx, FileCmd::ShowDialog(FileKind::Folder));
    }
}

/// The Game menu's file entries.
pub fn game_menu_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let has_game = cx.view.session().is_some();
    if ui.button(msg::ResumeOpenDots.get(lang)).clicked() {
        file_cmd(cx, FileCmd::ShowDialog(FileKind::Open));
    }
    if ui
        .add_enabled(has_game, egui::Button::new(msg::ResumeSaveAsDots.get(lang)))
        .clicked()
    {
        file_cmd(cx, FileCmd::ShowDialog(FileKind::SaveAs));
    }
    if ui
        .add_enabled(has_game, egui::Button::new(msg::ResumeExportDots.get(lang)))
        .clicked()
    {
        file_cmd(cx, FileCmd::ShowDialog(FileKind::Export));
    }
    if ui.button(msg::ResumeMetaDots.get(lang)).clicked() {
        file_cmd(cx, FileCmd::ShowMeta);
    }
}

/// The floating windows: the file window and the protocol header form.
pub fn windows_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let ctx = ui.ctx().clone();
    file_window_ui(cx, &ctx);
    meta_window_ui(cx, &ctx);
}

fn file_window_ui(cx: &mut Cx<'_>, ctx: &egui::Context) {
    let lang = cx.lang();
    let Some(d) = cx.view.files().dialog.as_ref() else {
        return;
    };
    let (title, action) = match d.kind {
        FileKind::Open => (msg::ResumeOpenDots, msg::ResumeOpen),
        FileKind::SaveAs => (msg::ResumeSaveAsDots, msg::ResumeSave),
        FileKind::Export => (msg::ResumeExportDots, msg::ResumeDoExport),
        FileKind::Folder => (msg::ResumeOtherFolder, msg::ResumeUseFolder),
    };
    let picking = d.picking();
    let gave_nothing = d.picker_gave_nothing;
    // The path is edited in a copy; the app keeps the window's path.
    let mut path = d.path.clone();
    let mut cmds = Vec::new();
    egui::Window::new(title.get(lang))
        .collapsible(false)
        .resizable(false)
        .min_width(600.0)
        .anchor(egui::Align2::CENTER_TOP, [0.0, 90.0])
        .show(ctx, |ui| {
            ui.label(msg::ResumePath.get(lang));
            let r = ui.add(egui::TextEdit::singleline(&mut path).desired_width(560.0));
            if r.changed() {
                cmds.push(FileCmd::DialogPath(path.clone()));
            }
            let enter = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
            if picking {
                ui.label(msg::ResumePicking.get(lang));
            } else if gave_nothing {
                ui.colored_label(AMBER, msg::ResumeNoPicker.get(lang));
            }
            ui.horizontal(|ui| {
                if ui.button(action.get(lang)).clicked() || enter {
                    cmds.push(FileCmd::Confirm);
                }
                if ui
                    .add_enabled(!picking, egui::Button::new(msg::ResumeBrowse.get(lang)))
                    .clicked()
                {
                    cmds.push(FileCmd::Browse);
                }
                if ui.button(msg::ResumeCancel.get(lang)).clicked() {
                    cmds.push(FileCmd::CloseDialog);
                }
            });
        });
    for c in cmds {
        file_cmd(cx, c);
    }
}

fn meta_window_ui(cx: &mut Cx<'_>, ctx: &egui::Context) {
    if !cx.view.files().meta_form {
        return;
    }
    let lang = cx.lang();
    let mut open = true;
    let mut changed = false;
    let mut close = false;
    let mut meta = cx.view.settings().protocol.clone();
    let m = &mut meta;
    egui::Window::new(msg::ResumeMetaTitle.get(lang))
        .open(&mut open)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.label(msg::ResumeMetaNote.get(lang));
            egui::Grid::new("meta-form").num_columns(2).show(ui, |ui| {
                for (label, field) in [
                    (msg::ResumeTournament, &mut m.tournament),
                    (msg::ResumeStage, &mut m.stage),
                    (msg::ResumeDate, &mut m.date),
                    (msg::ResumeTable, &mut m.table),
                    (msg::ResumeGameNo, &mut m.game),
                    (msg::ResumeJudge, &mut m.judge),
                ] {
                    ui.label(label.get(lang));
                    changed |= ui
                        .add(egui::TextEdit::singleline(field).desired_width(320.0))
                        .changed();
                    ui.end_row();
                }
            });
            // The game's own ids on the rating sites (over a tournament's),
            // as typed: a number half typed stays in its field.
            let typed = cx
                .screens
                .meta_sites
                .get_or_insert_with(|| SitesFields::of(&m.sites));
            egui::CollapsingHeader::new(msg::ResumeMetaSites.get(lang))
                .default_open(!m.sites.is_empty())
                .show(ui, |ui| {
                    ui.label(msg::ResumeMetaSitesNote.get(lang));
                    if typed.ui(ui, lang, "meta_sites") {
                        changed = true;
                    }
                });
            match typed.ids(lang) {
                Ok(ids) => m.sites = ids,
                Err(e) => {
                    // Not a number: said here, and the header keeps the ids
                    // it had until the field is mended.
                    ui.colored_label(theme::ERROR, e);
                }
            }
            close = ui.button(msg::ResumeClose.get(lang)).clicked();
        });
    if changed && meta != cx.view.settings().protocol {
        file_cmd(cx, FileCmd::MetaChanged(Box::new(meta)));
    }
    if close || !open {
        cx.screens.meta_sites = None;
        file_cmd(cx, FileCmd::CloseMeta);
    }
}
