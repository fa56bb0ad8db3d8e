//! The About window (Справка → О программе): which console this is (the
//! version a judge quotes when asking for help, the same as `mafia-judge
//! --version` and the `made_by` of every file it writes), its licence and
//! the third-party licences shipped with it, and where the judge's games
//! and the bundled rules are.

use eframe::egui;
use mafia_words::Lang;
use mafia_words::i18n::msg;
use std::path::PathBuf;

/// What the window shows, looked up once when it opens.
#[derive(Debug, Clone, Default)]
pub struct About {
    /// The data folder (the games, the judge's rulesets, the settings).
    pub data: Option<PathBuf>,
    /// The first bundled rulesets folder that exists.
    pub rulesets: Option<PathBuf>,
    /// The third-party licences shipped beside the program.
    pub licences: Option<PathBuf>,
    /// The judge's guide shipped beside the program.
    pub guide: Option<PathBuf>,
}

impl About {
    /// Looks up the places (paths only: nothing is read).
    pub fn look_up() -> About {
        About {
            data: mafia_store::storage::data_dir().ok(),
            rulesets: mafia_store::ruleset::catalog::bundled_dirs()
                .into_iter()
                .find(|d| d.is_dir()),
            licences: mafia_store::storage::shipped_doc("THIRD-PARTY-LICENSES.html"),
            guide: mafia_store::storage::shipped_doc("judge-guide.md"),
        }
    }
}

/// The About window while `about` is Some; closing it sets it to None.
pub fn about_window_ui(ctx: &egui::Context, lang: Lang, about: &mut Option<About>) {
    let Some(info) = about.as_ref() else {
        return;
    };
    let mut open = true;
    let path = |p: &Option<PathBuf>| {
        p.as_ref().map_or_else(
            || msg::AboutNone.get(lang).to_owned(),
            |p| p.display().to_string(),
        )
    };
    egui::Window::new(msg::AboutTitle.get(lang))
        .id(egui::Id::unique("about_window"))
        .open(&mut open)
        .resizable(false)
        .collapsible(false)
        // Wide enough for a folder's path on a line or two.
        .min_width(560.0)
        // In the middle of the window, clear of the menu bar it was opened from.
        .pivot(egui::Align2::CENTER_CENTER)
        .default_pos(ctx.content_rect().center())
        .show(ctx, |ui| {
            ui.heading(mafia_store::made_by::MADE_BY);
            ui.label(msg::AboutWhat.get(lang));
            ui.label(
                msg::AboutSystem {
                    os: std::env::consts::OS,
                    arch: std::env::consts::ARCH,
                }
                .get(lang),
            );
            ui.separator();
            egui::Grid::new("about_places")
                .num_columns(2)
                .show(ui, |ui| {
                    let mut row = |label: String, value: String| {
                        ui.label(label);
                        ui.add(egui::Label::new(egui::RichText::new(value).monospace()).wrap());
                        ui.end_row();
                    };
                    row(msg::AboutData.get(lang).to_owned(), path(&info.data));
                    row(
                        msg::AboutRulesets.get(lang).to_owned(),
                        path(&info.rulesets),
                    );
                    row(msg::AboutGuide.get(lang).to_owned(), path(&info.guide));
                    row(
                        msg::AboutLicences.get(lang).to_owned(),
                        path(&info.licences),
                    );
                });
            ui.separator();
            ui.label(msg::AboutLicence.get(lang));
        });
    if !open {
        *about = None;
    }
}
