//! The start screen's side column: what comes next. The game a crash left
//! behind first, then the tournament (its next game in one click, or create
//! and open one), then the newest kept games and the way into the library.

use super::theme::{self, judge};
use super::widgets::{card, card_title_ui};
use super::{Cx, resume};
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::tournament::{NewTournament, NextGame, TournamentCmd};
use mafia_words::i18n::msg;

/// Which of the tournament card's small forms is open.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum TournamentMode {
    #[default]
    Closed,
    Create,
    Open,
}

/// The tournament card's own state: the create and open forms.
#[derive(Debug, Clone, Default)]
pub struct TournamentForm {
    pub mode: TournamentMode,
    pub new: NewTournament,
    pub open_path: String,
}

/// The side column.
pub fn lobby_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    if resume::offer_ui(cx, ui) {
        ui.add_space(judge::GAP);
    }
    if resume::left_game_ui(cx, ui) {
        ui.add_space(judge::GAP);
    }
    tournament_card_ui(cx, ui);
    ui.add_space(judge::GAP);
    super::evening::evening_card_ui(cx, ui);
    ui.add_space(judge::GAP);
    resume::recent_ui(cx, ui);
}

fn tournament_card_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let panel = cx.view.tournament();
    let next = panel.loaded.as_ref().map(|l| {
        (
            l.folder.description.name.clone(),
            l.folder.description.ruleset.clone(),
            l.folder.description.dates.join(" – "),
            l.next_game(),
            l.folder.description.seating.is_empty(),
        )
    });
    let outline = next
        .as_ref()
        .is_some_and(|n| n.3.is_some())
        .then_some(theme::ACCENT_OUTLINE);
    let mut frame = card(ui);
    if let Some(c) = outline {
        frame = frame.stroke(egui::Stroke::new(judge::ACCENT_STROKE, c));
    }
    frame.show(ui, |ui| {
        ui.set_width(ui.available_width());
        card_title_ui(ui, msg::LobbyTournament.get(lang));
        match next {
            Some((name, ruleset, dates, next, no_seating)) => {
                ui.label(egui::RichText::new(name).size(judge::LEAD).strong());
                ui.weak(format!("{ruleset} · {dates}"));
                ui.add_space(judge::ROW_GAP);
                match next {
                    Some(g) => next_game_ui(cx, ui, &g),
                    None if no_seating => {
                        ui.label(msg::LobbyNoSeating.get(lang));
                    }
                    None => {
                        ui.label(msg::LobbyAllPlayed.get(lang));
                    }
                }
                ui.add_space(judge::ROW_GAP);
                ui.horizontal(|ui| {
                    if ui.button(msg::LobbyTournamentWindow.get(lang)).clicked() {
                        cx.push(Command::Tournament(TournamentCmd::ToggleWindow));
                    }
                    if ui.button(msg::LobbyOtherTournament.get(lang)).clicked() {
                        let f = &mut cx.screens.lobby;
                        f.mode = if f.mode == TournamentMode::Open {
                            TournamentMode::Closed
                        } else {
                            TournamentMode::Open
                        };
                    }
                });
            }
            None if panel.opening().is_some() => {
                // The start's `--tournament`, read on a thread of its own.
                let folder = panel.opening().map(|p| p.display().to_string());
                ui.horizontal(|ui| {
                    ui.spinner();
                    ui.weak(
                        msg::ReadingTournament {
                            folder: folder.unwrap_or_default(),
                        }
                        .get(lang),
                    );
                });
            }
            None => {
                ui.weak(msg::LobbyNoTournament.get(lang));
                ui.add_space(judge::ROW_GAP);
                ui.horizontal(|ui| {
                    let f = &mut cx.screens.lobby;
                    if ui
                        .selectable_label(
                            f.mode == TournamentMode::Create,
                            msg::LobbyNewTournament.get(lang),
                        )
                        .clicked()
                    {
                        f.mode = if f.mode == TournamentMode::Create {
                            TournamentMode::Closed
                        } else {
                            TournamentMode::Create
                        };
                    }
                    if ui
                        .selectable_label(
                            f.mode == TournamentMode::Open,
                            msg::LobbyOpenTournament.get(lang),
                        )
                        .clicked()
                    {
                        f.mode = if f.mode == TournamentMode::Open {
                            TournamentMode::Closed
                        } else {
                            TournamentMode::Open
                        };
                    }
                });
                if let Some(last) = cx.view.settings().last_tournament.clone()
                    && cx.screens.lobby.mode == TournamentMode::Closed
                {
                    let shown = std::path::Path::new(&last)
                        .file_name()
                        .map_or_else(|| last.clone(), |n| n.to_string_lossy().into_owned());
                    if ui
                        .button(msg::LobbyOpenLast { name: shown }.get(lang))
                        .on_hover_text(&last)
                        .clicked()
                    {
                        cx.push(Command::Tournament(TournamentCmd::Open(last)));
                    }
                }
            }
        }
        match cx.screens.lobby.mode {
            TournamentMode::Closed => {}
            TournamentMode::Create => create_form_ui(cx, ui),
            TournamentMode::Open => open_form_ui(cx, ui),
        }
        // The tournament window says it itself when it is open.
        let panel = cx.view.tournament();
        if let (Some(e), false) = (&panel.error, panel.open) {
            ui.colored_label(theme::ERROR, e);
        }
    });
}

/// The tournament's next game: who sits where, and the button that puts it
/// into the new-game form.
fn next_game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, g: &NextGame) {
    let lang = cx.lang();
    ui.label(
        egui::RichText::new(
            msg::LobbyNextGame {
                number: g.number,
                round: g.round,
                table: g.table,
            }
            .get(lang),
        )
        .strong(),
    );
    let seats: Vec<String> = g
        .seats
        .iter()
        .enumerate()
        // A seat's number and nickname never part at a line's end (a
        // no-break space between them); the line breaks between seats.
        .map(|(i, n)| format!("{}\u{a0}{n}", i + 1))
        .collect();
    let line = seats.join(" · ");
    ui.add(egui::Label::new(egui::RichText::new(&line).weak()).wrap());
    for seat in &g.removed {
        let nick = g.seats.get(usize::from(*seat).saturating_sub(1));
        ui.colored_label(
            theme::ERROR,
            msg::StartRemovedFromTournament {
                seat: *seat,
                nick: nick.map_or("", |n| n.trim()),
            }
            .get(lang),
        );
    }
    if !g.meta.judge.is_empty() {
        ui.weak(format!("{}: {}", msg::ResumeJudge.get(lang), g.meta.judge));
    }
    ui.add_space(judge::ROW_GAP);
    let take = egui::Button::new(
        egui::RichText::new(msg::LobbyTakeNext.get(lang))
            .size(judge::CARD_BUTTON_TEXT)
            .color(theme::ACCENT_TEXT),
    )
    .fill(theme::ACCENT);
    let rulesets = cx.view.rulesets();
    let idx = rulesets.iter().position(|r| r.id == g.ruleset);
    let r = ui.add_enabled(idx.is_some(), take);
    let r = if idx.is_none() {
        r.on_disabled_hover_text(
            msg::LobbyNoRuleset {
                id: g.ruleset.as_str(),
            }
            .get(lang),
        )
    } else {
        r
    };
    if r.clicked()
        && let Some(idx) = idx
    {
        cx.screens.start.take_next_game(rulesets, idx, g);
        cx.push(Command::ClearMessage);
    }
}

fn create_form_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    let ruleset = v
        .rulesets()
        .get(cx.screens.start.ruleset)
        .map(|r| (r.id.clone(), r.name.get(lang).to_owned()));
    let f = &mut cx.screens.lobby;
    ui.add_space(judge::ROW_GAP);
    let mut create = false;
    egui::Grid::new("lobby-create")
        .num_columns(2)
        .spacing([judge::COL_GAP, judge::ROW_GAP])
        .show(ui, |ui| {
            let w = ui.available_width().min(judge::PATH_FIELD);
            for (label, value) in [
                (msg::LobbyName, &mut f.new.name),
                (msg::LobbyFolder, &mut f.new.folder),
                (msg::ResumeDate, &mut f.new.date),
                (msg::LobbyHeadJudge, &mut f.new.head_judge),
            ] {
                let l = ui.label(label.get(lang));
                ui.add(egui::TextEdit::singleline(value).desired_width(w))
                    .labelled_by(l.id);
                ui.end_row();
            }
        });
    if f.new.folder.trim().is_empty() && !f.new.name.trim().is_empty() {
        ui.weak(
            msg::LobbyFolderDefault {
                folder: mafia_app::app::tournament::default_folder(&f.new.name),
            }
            .get(lang),
        );
    }
    if let Some((_, name)) = &ruleset {
        ui.weak(
            msg::LobbyRuleset {
                ruleset: name.as_str(),
            }
            .get(lang),
        );
    }
    ui.weak(msg::LobbyRulesetNote.get(lang));
    ui.horizontal(|ui| {
        create = ui.button(msg::LobbyCreate.get(lang)).clicked();
        if ui.button(msg::ResumeCancel.get(lang)).clicked() {
            f.mode = TournamentMode::Closed;
        }
    });
    if create && let Some((id, _)) = ruleset {
        let mut t = f.new.clone();
        t.ruleset = id;
        if t.folder.trim().is_empty() {
            t.folder = mafia_app::app::tournament::default_folder(&t.name);
        }
        f.mode = TournamentMode::Closed;
        cx.push(Command::Tournament(TournamentCmd::Create(Box::new(t))));
    }
}

fn open_form_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let f = &mut cx.screens.lobby;
    ui.add_space(judge::ROW_GAP);
    let mut go = false;
    ui.horizontal(|ui| {
        let l = ui.label(msg::LobbyFolder.get(lang));
        let r = ui
            .add(
                egui::TextEdit::singleline(&mut f.open_path)
                    .desired_width(ui.available_width().min(judge::PATH_FIELD)),
            )
            .labelled_by(l.id);
        go = r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    });
    ui.horizontal(|ui| {
        go |= ui.button(msg::LobbyOpenFolder.get(lang)).clicked();
        if ui.button(msg::ResumeCancel.get(lang)).clicked() {
            f.mode = TournamentMode::Closed;
        }
    });
    if go {
        f.mode = TournamentMode::Closed;
        let path = f.open_path.clone();
        cx.push(Command::Tournament(TournamentCmd::Open(path)));
    }
}
