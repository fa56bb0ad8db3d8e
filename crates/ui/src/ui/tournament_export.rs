//! The tournament window's export section: the sites' ids of the
//! tournament and of its players, and the buttons that write every game's
//! file for a site, the federation's sheet and the book into a folder
//! (typed, or chosen in the system dialog on its own thread).

use super::Cx;
use super::sites::{SitesFields, num};
use super::theme;
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::tournament::{Loaded, Pick, TournamentCmd};
use mafia_app::app::tournament_export::ExportCmd;
use mafia_tournament::tournament::export::Format;
use mafia_tournament::tournament::ids::PersonIds;
use mafia_words::i18n::msg;
use std::path::PathBuf;

/// What the judge types in the export section between frames.
#[derive(Debug, Clone, Default)]
pub struct ExportForm {
    /// The folder the exports go into, as typed.
    pub folder: String,
    /// The tournament's ids as typed.
    pub sites: SitesFields,
    /// (nickname, MafiaRatings id, Polemica id) as typed.
    pub players: Vec<(String, String, String)>,
    /// The tournament folder the fields were filled from.
    pub filled_from: Option<PathBuf>,
    /// Why the ids were not saved (a field that is not a number).
    pub error: Option<String>,
}

fn opt(n: Option<impl ToString>) -> String {
    n.map(|n| n.to_string()).unwrap_or_default()
}

impl ExportForm {
    /// The fields from the tournament's ids and the club's list.
    fn fill(&mut self, l: &Loaded, registry: &mafia_tournament::tournament::players::Registry) {
        self.sites = SitesFields::of(&l.folder.description.sites);
        // The tournament's players, then whoever else played (a substitute).
        let mut nicks: Vec<&str> = l
            .folder
            .description
            .players
            .iter()
            .map(|p| p.nick.as_str())
            .collect();
        for line in &l.standings.seats {
            if !nicks
                .iter()
                .any(|n| mafia_tournament::tournament::nick::same_nick(n, &line.nick))
            {
                nicks.push(&line.nick);
            }
        }
        self.players = nicks
            .into_iter()
            .map(|nick| {
                let ids = registry.ids(nick);
                (nick.to_owned(), opt(ids.mafiaratings), opt(ids.polemica))
            })
            .collect();
        self.filled_from = Some(l.folder.path.clone());
    }

    /// The players' ids as typed; `Err` names the first that is not a number.
    fn player_ids(&self, lang: mafia_words::Lang) -> Result<Vec<(String, PersonIds)>, String> {
        self.players
            .iter()
            .map(|(nick, mr, pl)| {
                let name = |site: mafia_words::i18n::Fixed| format!("{} — {nick}", site.get(lang));
                Ok((
                    nick.clone(),
                    PersonIds {
                        mafiaratings: num(lang, &name(msg::ExportPlayerMr), mr)?,
                        polemica: num(lang, &name(msg::ExportPlayerPl), pl)?,
                    },
                ))
            })
            .collect()
    }
}

fn cmd(cx: &mut Cx<'_>, c: ExportCmd) {
    cx.push(Command::Tournament(TournamentCmd::Export(c)));
}

fn field(ui: &mut egui::Ui, label: &str, value: &mut String, width: f32) {
    let l = ui.label(label);
    ui.add(egui::TextEdit::singleline(value).desired_width(width))
        .labelled_by(l.id);
}

/// The export section of the tournament window.
pub fn export_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let panel = cx.view.tournament();
    if cx.screens.tournament_export.filled_from.as_ref() != Some(&l.folder.path) {
        cx.screens.tournament_export.fill(l, &panel.registry);
    }
    // The folder the system dialog gave, into the typed field.
    if let Some(p) = &panel.export_folder
        && cx.screens.tournament_export.folder.is_empty()
    {
        cx.screens.tournament_export.folder = p.display().to_string();
    }
    let f = &mut cx.screens.tournament_export;
    ui.label(msg::ExportSitesIds.get(lang).to_owned());
    f.sites.ui(ui, lang, "export_ids");
    if ui.button(msg::ExportIdsSave.get(lang).to_owned()).clicked() {
        match f.sites.ids(lang) {
            Ok(ids) => {
                f.error = None;
                cmd(cx, ExportCmd::SaveIds(ids));
            }
            Err(e) => f.error = Some(e),
        }
    }
    let f = &mut cx.screens.tournament_export;
    if let Some(e) = &f.error {
        ui.colored_label(theme::ERROR, e);
    }
    egui::CollapsingHeader::new(msg::ExportPlayerIds.get(lang).to_owned()).show(ui, |ui| {
        egui::Grid::new("export_player_ids")
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                ui.label(msg::ExportPlayerMr.get(lang).to_owned());
                let pl_head = ui.label(msg::ExportPlayerPl.get(lang).to_owned());
                ui.end_row();
                for (nick, mr, pl) in &mut f.players {
                    // The MafiaRatings field is named by the nickname, the
                    // Polemica one by its column.
                    let who = ui.label(nick.as_str());
                    ui.add(egui::TextEdit::singleline(mr).desired_width(80.0))
                        .labelled_by(who.id);
                    ui.add(egui::TextEdit::singleline(pl).desired_width(80.0))
                        .labelled_by(pl_head.id);
                    ui.end_row();
                }
            });
    });
    if !f.players.is_empty()
        && ui
            .button(msg::ExportPlayerIdsSave.get(lang).to_owned())
            .clicked()
    {
        match f.player_ids(lang) {
            Ok(typed) => {
                f.error = None;
                cmd(cx, ExportCmd::SavePlayerIds(typed));
            }
            Err(e) => f.error = Some(e),
        }
    }
    ui.separator();
    let idle = !panel.picking();
    ui.horizontal(|ui| {
        let f = &mut cx.screens.tournament_export;
        field(ui, msg::ExportFolder.get(lang), &mut f.folder, 360.0);
        if ui
            .add_enabled(
                idle,
                egui::Button::new(msg::ExportChooseFolder.get(lang).to_owned()),
            )
            .clicked()
        {
            f.folder.clear();
            cx.push(Command::Tournament(TournamentCmd::Browse(
                Pick::ExportFolder,
            )));
        }
    });
    let folder = cx.screens.tournament_export.folder.trim().to_owned();
    let ready = !folder.is_empty();
    if !ready {
        ui.colored_label(
            theme::TEXT_SOFT,
            msg::ExportNeedsFolder.get(lang).to_owned(),
        );
    }
    ui.horizontal_wrapped(|ui| {
        let dir = PathBuf::from(&folder);
        for (id, what) in [
            (
                msg::ExportSitesMr,
                ExportCmd::Sites(Format::MafiaRatings, dir.clone()),
            ),
            (
                msg::ExportSitesPl,
                ExportCmd::Sites(Format::Polemica, dir.clone()),
            ),
            (msg::ExportSheets, ExportCmd::Sheets(dir.clone())),
            (msg::ExportBook, ExportCmd::Book(dir.clone())),
        ] {
            if ui
                .add_enabled(ready, egui::Button::new(id.get(lang)))
                .clicked()
            {
                cmd(cx, what);
            }
        }
    });
    // What the last export said, under the buttons, in a box of its own: a
    // long list of refused games never pushes the buttons out of view.
    if let Some((note, bad)) = &panel.note
        && panel.export_note.as_ref() == panel.note.as_ref()
    {
        let colour = if *bad { theme::ERROR } else { theme::DONE };
        egui::ScrollArea::vertical()
            .id_salt("export_note")
            .max_height(160.0)
            .auto_shrink([false, true])
            .show(ui, |ui| {
                ui.colored_label(colour, note);
            });
    }
}
