//! The library: every kept game, searched and filtered (tournament, month,
//! ruleset, player), drawn a screenful of rows at a time
//! (`ScrollArea::show_rows`), so a thousand games cost what twenty do.
//!
//! A game is opened, exported or deleted from its own page on the right,
//! never from the list: Delete sits apart from Open, asks again in a band of
//! its own, and moves the file into `trash/` (the message says where).

use super::Cx;
use super::theme::{self, judge};
use super::widgets::{card, card_title_ui};
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::files::FileCmd;
use mafia_app::app::library::{Filter, GameHeader, choices};
use mafia_store::clock::local_datetime;
use mafia_words::i18n::{Fixed, msg};
use std::path::PathBuf;

/// The library screen's own state: the filter, the chosen game, and the
/// list of games that pass the filter (computed again only when the filter
/// or the library changed).
#[derive(Debug, Clone, Default)]
pub struct LibraryScreen {
    pub open: bool,
    pub filter: Filter,
    pub selected: Option<PathBuf>,
    shown: Vec<usize>,
    key: Option<(u64, Filter)>,
}

impl LibraryScreen {
    /// The games that pass the filter, as indices into the library.
    pub fn shown(&self) -> &[usize] {
        &self.shown
    }
}

/// The library screen, in the central panel.
pub fn library_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let lib = &cx.view.files().library;
    let key = (lib.generation, cx.screens.library.filter.clone());
    if cx.screens.library.key.as_ref() != Some(&key) {
        cx.screens.library.shown = key.1.apply(&lib.games);
        cx.screens.library.key = Some(key);
    }
    ui.horizontal(|ui| {
        if ui.button(msg::LibraryBack.get(lang)).clicked() {
            cx.screens.library.open = false;
        }
        ui.add_space(judge::GAP);
        ui.label(
            egui::RichText::new(msg::LibraryTitle.get(lang))
                .size(judge::TITLE)
                .strong(),
        );
        ui.add_space(judge::GAP);
        ui.weak(
            msg::LibraryCount {
                shown: cx.screens.library.shown.len(),
                total: lib.total(),
            }
            .get(lang),
        );
        if lib.reading() > 0 {
            ui.add_space(judge::GAP);
            ui.weak(msg::LibraryReading { n: lib.reading() }.get(lang));
        }
    });
    ui.add_space(judge::ROW_GAP);
    filters_ui(cx, ui);
    ui.add_space(judge::GAP);
    let h = ui.available_height();
    let detail = judge::DETAIL_WIDTH.min(ui.available_width() / 2.0);
    ui.horizontal_top(|ui| {
        let list_w = ui.available_width() - detail - judge::GAP;
        ui.allocate_ui_with_layout(
            egui::vec2(list_w, h),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_size(egui::vec2(list_w, h));
                card(ui).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    ui.set_min_height(ui.available_height());
                    list_ui(cx, ui);
                });
            },
        );
        ui.add_space(judge::GAP);
        ui.allocate_ui_with_layout(
            egui::vec2(detail, h),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                card(ui).show(ui, |ui| {
                    ui.set_width(ui.available_width());
                    detail_ui(cx, ui);
                });
            },
        );
    });
}

fn filters_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let (tournaments, rulesets, months) = choices(&cx.view.files().library.games);
    let f = &mut cx.screens.library.filter;
    ui.horizontal_wrapped(|ui| {
        let l = ui.label(msg::LibrarySearch.get(lang));
        ui.add(
            egui::TextEdit::singleline(&mut f.search)
                .hint_text(msg::LibrarySearchHint.get(lang))
                .desired_width(judge::FILTER_WIDTH * 1.5),
        )
        .labelled_by(l.id);
        ui.add_space(judge::COL_GAP);
        combo_ui(
            ui,
            lang,
            msg::LibraryTournament,
            "lib-tournament",
            &mut f.tournament,
            &tournaments,
        );
        combo_ui(
            ui,
            lang,
            msg::LibraryRuleset,
            "lib-ruleset",
            &mut f.ruleset,
            &rulesets,
        );
        combo_ui(
            ui,
            lang,
            msg::LibraryMonth,
            "lib-month",
            &mut f.date,
            &months,
        );
        let l = ui.label(msg::LibraryPlayer.get(lang));
        ui.add(egui::TextEdit::singleline(&mut f.player).desired_width(judge::FILTER_WIDTH))
            .labelled_by(l.id);
        if *f != Filter::default() && ui.button(msg::LibraryReset.get(lang)).clicked() {
            *f = Filter::default();
        }
    });
}

/// A filter's combo: "any", then each value found in the library.
fn combo_ui(
    ui: &mut egui::Ui,
    lang: mafia_words::Lang,
    label: Fixed,
    id: &str,
    value: &mut String,
    choices: &[String],
) {
    let l = ui.label(label.get(lang));
    let shown = if value.is_empty() {
        msg::LibraryAny.get(lang).to_owned()
    } else {
        value.clone()
    };
    egui::ComboBox::from_id_salt(id)
        .selected_text(shown)
        .width(judge::FILTER_WIDTH)
        .show_ui(ui, |ui| {
            ui.selectable_value(value, String::new(), msg::LibraryAny.get(lang));
            for c in choices {
                ui.selectable_value(value, c.clone(), c);
            }
        })
        .response
        .labelled_by(l.id);
    ui.add_space(judge::COL_GAP);
}

/// One line of the list: when, what game, where it stands.
fn game_line(g: &GameHeader, lang: mafia_words::Lang) -> String {
    let mut parts = Vec::new();
    let m = &g.meta;
    if !m.tournament.trim().is_empty() {
        parts.push(m.tournament.trim().to_owned());
    }
    if !m.game.trim().is_empty() {
        parts.push(format!("{} {}", msg::ResumeGameNo.get(lang), m.game.trim()));
    }
    if !m.table.trim().is_empty() {
        parts.push(format!("{} {}", msg::ResumeTable.get(lang), m.table.trim()));
    }
    parts.push(g.ruleset.clone());
    parts.join(" · ")
}

fn state_text(cx: &Cx<'_>, g: &GameHeader) -> (String, Option<egui::Color32>) {
    let (state, colour) = game_state_text(cx, g);
    if g.kept_copy() {
        // Marked so it is not taken for a game of its own.
        let copy = msg::LibraryKeptCopy.get(cx.lang());
        return (format!("{copy} · {state}"), colour.or(Some(theme::WARNING)));
    }
    (state, colour)
}

fn game_state_text(cx: &Cx<'_>, g: &GameHeader) -> (String, Option<egui::Color32>) {
    let lang = cx.lang();
    if g.unreadable.is_some() {
        return (msg::ResumeDamaged.get(lang).to_owned(), Some(theme::ERROR));
    }
    match cx.view.files().library.status(&g.path) {
        None => (msg::LibraryReplaying.get(lang).to_owned(), None),
        Some(s) if s.finished => (msg::ResumeFinished.get(lang).to_owned(), None),
        Some(s) => match &s.phase {
            Some(p) => (p.get(lang).to_owned(), Some(theme::HINT)),
            None => (msg::ResumeDamaged.get(lang).to_owned(), Some(theme::ERROR)),
        },
    }
}

fn list_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let shown = cx.screens.library.shown.clone();
    if shown.is_empty() {
        let reading = cx.view.files().library.reading();
        if reading > 0 {
            // Not "no game matches" while the headers are still coming.
            ui.weak(msg::LibraryReading { n: reading }.get(lang));
        } else {
            ui.weak(msg::LibraryNothing.get(lang));
        }
        return;
    }
    let w = ui.available_width();
    // When | tournament | game · table | rules | players | state: the two
    // wide columns share what the fixed ones leave.
    let fixed = judge::WHEN_WIDTH
        + judge::GAME_WIDTH
        + judge::RULES_WIDTH
        + judge::STATE_WIDTH
        + judge::COL_GAP * 5.0;
    let flex = ((w - fixed) / 2.0).max(judge::FLEX_MIN);
    let cols = [
        (judge::WHEN_WIDTH, msg::LibraryColWhen),
        (flex, msg::LibraryTournament),
        (judge::GAME_WIDTH, msg::LibraryColGame),
        (judge::RULES_WIDTH, msg::LibraryRuleset),
        (flex, msg::LibraryPlayers),
        (judge::STATE_WIDTH, msg::LibraryColState),
    ];
    let cell = |ui: &mut egui::Ui, width: f32, add: &mut dyn FnMut(&mut egui::Ui)| {
        ui.allocate_ui_with_layout(
            egui::vec2(width, judge::LIBRARY_ROW),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_width(width);
                add(ui);
            },
        );
    };
    ui.horizontal(|ui| {
        ui.spacing_mut().item_spacing.x = judge::COL_GAP;
        for (width, head) in cols {
            cell(ui, width, &mut |ui| {
                ui.strong(head.get(lang));
            });
        }
    });
    ui.separator();
    let games = &cx.view.files().library.games;
    let mut clicked: Option<PathBuf> = None;
    let mut open: Option<PathBuf> = None;
    egui::ScrollArea::vertical()
        .id_salt("library-list")
        .auto_shrink([false, false])
        .show_rows(ui, judge::LIBRARY_ROW, shown.len(), |ui, range| {
            ui.spacing_mut().item_spacing.y = 0.0;
            for &i in &shown[range] {
                let Some(g) = games.get(i) else { continue };
                let selected = cx.screens.library.selected.as_ref() == Some(&g.path);
                let when = if g.created > 0 {
                    local_datetime(g.created)
                } else {
                    g.file.clone()
                };
                let (state, colour) = state_text(cx, g);
                let m = &g.meta;
                let game = match (m.game.trim(), m.table.trim()) {
                    ("", "") => String::new(),
                    (n, "") => format!("№{n}"),
                    ("", t) => format!("{} {t}", msg::ResumeTable.get(lang)),
                    (n, t) => format!("№{n} · {} {t}", msg::ResumeTable.get(lang)),
                };
                let players = g.players.join(", ");
                // The whole row is the click target; its date is a button
                // too (a name for the keyboard and the tests).
                let (rect, row) = ui.allocate_exact_size(
                    egui::vec2(ui.available_width(), judge::LIBRARY_ROW),
                    egui::Sense::click(),
                );
                let v = ui.visuals();
                if selected {
                    ui.painter().rect_filled(rect, 0.0, v.selection.bg_fill);
                } else if row.hovered() {
                    ui.painter()
                        .rect_filled(rect, 0.0, v.widgets.hovered.weak_bg_fill);
                }
                let mut date_clicked = false;
                ui.scope_builder(
                    egui::UiBuilder::new()
                        .max_rect(rect)
                        .layout(egui::Layout::left_to_right(egui::Align::Center)),
                    |ui| {
                        ui.spacing_mut().item_spacing.x = judge::COL_GAP;
                        cell(ui, cols[0].0, &mut |ui| {
                            date_clicked = ui.add(egui::Button::new(&when).frame(false)).clicked();
                        });
                        for (k, text) in [(1, m.tournament.trim()), (2, &game), (3, &g.ruleset)] {
                            cell(ui, cols[k].0, &mut |ui| {
                                ui.add(egui::Label::new(text).truncate());
                            });
                        }
                        cell(ui, cols[4].0, &mut |ui| {
                            ui.add(
                                egui::Label::new(egui::RichText::new(&players).weak()).truncate(),
                            );
                        });
                        let mut t = egui::RichText::new(&state);
                        if let Some(c) = colour {
                            t = t.color(c);
                        }
                        ui.label(t);
                    },
                );
                if row.clicked() || date_clicked {
                    clicked = Some(g.path.clone());
                }
                if row.double_clicked() && g.unreadable.is_none() {
                    open = Some(g.path.clone());
                }
            }
        });
    if let Some(p) = clicked {
        if cx.view.files().confirm_delete.is_some() {
            cx.push(Command::File(FileCmd::CancelDelete));
        }
        cx.screens.library.selected = Some(p);
    }
    if let Some(p) = open {
        cx.push(Command::File(FileCmd::Open(p)));
    }
}

/// The chosen game's page: its header, players and state; Open and the
/// protocol; Delete apart, with its question in a band.
fn detail_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let files = cx.view.files();
    let Some(g) = cx
        .screens
        .library
        .selected
        .as_ref()
        .and_then(|p| files.library.get(p))
        .cloned()
    else {
        ui.weak(msg::LibraryPick.get(lang));
        return;
    };
    card_title_ui(
        ui,
        &if g.created > 0 {
            local_datetime(g.created)
        } else {
            g.file.clone()
        },
    );
    ui.label(game_line(&g, lang));
    let (state, colour) = state_text(cx, &g);
    ui.colored_label(colour.unwrap_or(ui.visuals().text_color()), state);
    if let Some(why) = &g.unreadable {
        ui.colored_label(theme::ERROR, why.get(lang));
    }
    ui.add_space(judge::ROW_GAP);
    egui::Grid::new("library-detail")
        .num_columns(2)
        .spacing([judge::COL_GAP, judge::ROW_GAP])
        .show(ui, |ui| {
            let m = &g.meta;
            for (label, value) in [
                (msg::ResumeTournament, &m.tournament),
                (msg::ResumeStage, &m.stage),
                (msg::ResumeDate, &g.date),
                (msg::ResumeTable, &m.table),
                (msg::ResumeGameNo, &m.game),
                (msg::ResumeJudge, &m.judge),
            ] {
                if !value.trim().is_empty() {
                    ui.weak(label.get(lang));
                    ui.label(value);
                    ui.end_row();
                }
            }
            ui.weak(msg::LibraryFile.get(lang));
            ui.add(egui::Label::new(&g.file).truncate())
                .on_hover_text(g.path.display().to_string());
            ui.end_row();
        });
    if !g.players.is_empty() {
        ui.add_space(judge::ROW_GAP);
        ui.strong(msg::LibraryPlayers.get(lang));
        let names: Vec<String> = g
            .players
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{} {n}", i + 1))
            .collect();
        ui.add(egui::Label::new(names.join(" · ")).wrap());
    }
    ui.add_space(judge::GAP);
    let readable = g.unreadable.is_none();
    ui.horizontal(|ui| {
        let open = egui::Button::new(
            egui::RichText::new(msg::ResumeOpen.get(lang))
                .size(judge::CARD_BUTTON_TEXT)
                .color(theme::ACCENT_TEXT),
        )
        .fill(theme::ACCENT);
        if ui.add_enabled(readable, open).clicked() {
            cx.push(Command::File(FileCmd::Open(g.path.clone())));
        }
        if ui
            .add_enabled(readable, egui::Button::new(msg::ResumeExport.get(lang)))
            .clicked()
        {
            cx.push(Command::File(FileCmd::ShowExport(g.path.clone())));
        }
    });
    // Delete is set apart from Open, at the page's foot, and asks again.
    ui.add_space(judge::GAP * 2.0);
    ui.separator();
    let asking = files.confirm_delete.as_ref() == Some(&g.path);
    if asking {
        egui::Frame::new()
            .fill(theme::DELETE_BAND)
            .corner_radius(judge::RADIUS)
            .inner_margin(egui::Margin::same(judge::PAD))
            .show(ui, |ui| {
                ui.set_width(ui.available_width());
                ui.colored_label(theme::REMOVAL_TEXT, msg::LibraryDeleteQuestion.get(lang));
                ui.horizontal(|ui| {
                    if ui.button(msg::LibraryDeleteConfirm.get(lang)).clicked() {
                        cx.push(Command::File(FileCmd::Delete(g.path.clone())));
                    }
                    if ui.button(msg::ResumeCancel.get(lang)).clicked() {
                        cx.push(Command::File(FileCmd::CancelDelete));
                    }
                });
            });
    } else if ui
        .button(egui::RichText::new(msg::LibraryDelete.get(lang)).color(theme::ERROR))
        .clicked()
    {
        cx.push(Command::File(FileCmd::Delete(g.path.clone())));
    }
}
