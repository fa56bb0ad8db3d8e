//! The tournament window (View → Tournament…): open a tournament folder and
//! see its standings, games with their state, seating and players, computed
//! from the game records each time the folder is read; bring game records
//! from other consoles, enter tournament penalties with their reasons, close
//! the standings for the hall, import the player list, generate or import
//! the seating.

use super::Cx;
use super::theme;
use crate::app::Command;
use crate::app::tournament::{Loaded, Pick, SeatingDraft, TournamentCmd};
use crate::i18n::{self, Fixed, msg};
use crate::ruleset::Lang;
use crate::ruleset::tournament::PenaltyKind;
use crate::tournament::{AddOutcome, PenaltyEntry, SeatingEntry};
use eframe::egui;

/// What the judge types in the tournament window between frames.
#[derive(Debug, Clone, Default)]
pub struct TournamentForms {
    /// The tournament folder, as typed.
    pub path: String,
    /// Game records to add, as typed (when no system dialog answers).
    pub add_path: String,
    pub penalty: PenaltyForm,
    /// The round the standings close from, as chosen.
    pub close_round: u32,
    /// A pasted or CSV list of players.
    pub players_text: String,
    /// A pasted or CSV seating.
    pub seating_text: String,
    pub gen_players: u32,
    pub gen_tables: u32,
    pub gen_rounds: u32,
    /// The penalty the judge asked to take back, waiting for the yes.
    pub take_back: Option<usize>,
}

/// A tournament penalty being entered.
#[derive(Debug, Clone, Default)]
pub struct PenaltyForm {
    pub player: String,
    pub penalty: String,
    pub round: u32,
    pub minutes: u32,
    pub reason: String,
}

fn cmd(cx: &mut Cx<'_>, c: TournamentCmd) {
    cx.push(Command::Tournament(c));
}

/// The window, when open.
pub fn tournament_window_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let v = cx.view;
    let panel = v.tournament();
    if !panel.open {
        return;
    }
    let lang = cx.lang();
    // A tournament opened elsewhere (the start screen, --tournament) shows
    // its folder in the field.
    if cx.screens.tournament.path.is_empty()
        && let Some(l) = &panel.loaded
    {
        cx.screens.tournament.path = l.folder.path.display().to_string();
    }
    let mut open = true;
    egui::Window::new(i18n::msg::TournamentWindow.get(lang))
        .id(egui::Id::unique("tournament_window"))
        .open(&mut open)
        .default_width(800.0)
        // Tall enough for the standings and a section under them.
        .default_height(ui.ctx().content_rect().height() * 0.85)
        .show(ui.ctx(), |ui| {
            ui.horizontal(|ui| {
                let label = ui.label(i18n::msg::TournamentFolder.get(lang));
                ui.add(
                    egui::TextEdit::singleline(&mut cx.screens.tournament.path)
                        .desired_width(380.0)
                        .hint_text("…/examples/tournaments/minsk-final"),
                )
                .labelled_by(label.id);
                if ui
                    .add_enabled(
                        !panel.picking(),
                        egui::Button::new(i18n::msg::TournamentBrowse.get(lang)),
                    )
                    .clicked()
                {
                    cmd(cx, TournamentCmd::Browse(Pick::Tournament));
                }
                if ui.button(i18n::msg::TournamentOpen.get(lang)).clicked() {
                    let p = cx.screens.tournament.path.clone();
                    cmd(cx, TournamentCmd::Open(p));
                }
                if panel.loaded.is_some()
                    && ui.button(i18n::msg::TournamentReload.get(lang)).clicked()
                {
                    cmd(cx, TournamentCmd::Reload);
                }
            });
            if let Some(e) = &panel.error {
                ui.colored_label(theme::ERROR, e);
            }
            let Some(l) = &panel.loaded else {
                return;
            };
            let d = &l.folder.description;
            ui.heading(&d.name);
            next_game_ui(cx, ui, l);
            ui.label(format!("{} · {}", d.ruleset, d.dates.join(" – ")));
            if let Some((note, bad)) = &panel.note {
                let colour = if *bad { theme::ERROR } else { theme::DONE };
                ui.colored_label(colour, note);
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    egui::CollapsingHeader::new(i18n::msg::TournamentStandingsHeading.get(lang))
                        .default_open(true)
                        .show(ui, |ui| {
                            standings_ui(ui, l, lang);
                            closing_ui(cx, ui, l);
                        });
                    egui::CollapsingHeader::new(i18n::msg::TournamentPenalties.get(lang))
                        .show(ui, |ui| penalties_ui(cx, ui, l));
                    egui::CollapsingHeader::new(i18n::msg::TournamentGames.get(lang))
                        .show(ui, |ui| games_ui(cx, ui, l));
                    egui::CollapsingHeader::new(i18n::msg::TournamentSeating.get(lang))
                        .show(ui, |ui| seating_ui(cx, ui, l));
                    egui::CollapsingHeader::new(i18n::msg::TournamentPlayers.get(lang))
                        .show(ui, |ui| players_ui(cx, ui, l));
                });
        });
    if !open {
        cmd(cx, TournamentCmd::ToggleWindow);
    }
}

/// The next game of the seating that has no record yet, to the new-game
/// form in one click.
fn next_game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let Some(g) = l.next_game() else {
        return;
    };
    let label = msg::TournamentNextGame {
        number: g.number,
        round: g.round,
        table: g.table,
    }
    .get(lang);
    if ui.button(label).clicked() {
        let rulesets = cx.view.rulesets();
        if let Some(idx) = rulesets.iter().position(|r| r.id == g.ruleset) {
            cx.screens.start.take_next_game(rulesets, idx, &g);
            cmd(cx, TournamentCmd::ToggleWindow);
        }
    }
}

fn standings_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    let s = &l.standings;
    egui::Grid::new("tournament_standings")
        .striped(true)
        .show(ui, |ui| {
            for h in [
                i18n::msg::TournamentColPlace,
                i18n::msg::TournamentColNick,
                i18n::msg::TournamentColGames,
                i18n::msg::TournamentColWins,
                i18n::msg::TournamentColPoints,
                i18n::msg::TournamentColExtra,
                i18n::msg::TournamentColPenalties,
                i18n::msg::TournamentColTotal,
            ] {
                ui.strong(h.get(lang));
            }
            ui.end_row();
            for r in &s.players {
                ui.label(r.place.to_string());
                if r.eligible {
                    ui.label(&r.nick);
                } else {
                    ui.weak(format!(
                        "{} ({})",
                        r.nick,
                        i18n::msg::TournamentNotEligible.get(lang)
                    ));
                }
                ui.label(r.games.to_string());
                ui.label(r.wins.to_string());
                ui.label(format!("{:.2}", r.points));
                ui.label(format!("{:.2}", r.extra));
                let pen = ui.label(format!("{:.2}", r.penalties));
                if !r.tournament_penalties.is_empty() {
                    let why: Vec<String> = r
                        .tournament_penalties
                        .iter()
                        .map(|p| {
                            format!(
                                "{} ({:.2}): {}",
                                penalty_name(l, &p.penalty, lang),
                                p.points,
                                p.reason
                            )
                        })
                        .collect();
                    pen.on_hover_text(why.join("\n"));
                }
                ui.strong(format!("{:.2}", r.total));
                ui.end_row();
            }
        });
    for p in &s.problems {
        ui.colored_label(theme::WARNING, p.get(lang));
    }
}

/// The penalty's name in the ruleset's words (its id if unknown).
fn penalty_name(l: &Loaded, id: &str, lang: Lang) -> String {
    l.ruleset
        .tournament
        .penalty(id)
        .map_or_else(|| id.to_owned(), |p| p.name.get(lang).to_owned())
}

/// Close the standings for the hall from a round on, or open them again.
fn closing_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let d = &l.folder.description;
    ui.separator();
    match d.closed_from_round {
        Some(r) => {
            ui.horizontal(|ui| {
                ui.colored_label(
                    theme::WARNING,
                    msg::TournamentClosedFrom { round: r }.get(lang),
                );
                if ui.button(i18n::msg::TournamentReopen.get(lang)).clicked() {
                    cmd(cx, TournamentCmd::CloseStandings(None));
                }
            });
        }
        None => {
            ui.horizontal(|ui| {
                let f = &mut cx.screens.tournament;
                if f.close_round == 0 {
                    f.close_round = d.rounds.max(1);
                }
                ui.label(i18n::msg::TournamentCloseFrom.get(lang));
                ui.add(egui::DragValue::new(&mut f.close_round).range(1..=999));
                let round = f.close_round;
                if ui.button(i18n::msg::TournamentClose.get(lang)).clicked() {
                    cmd(cx, TournamentCmd::CloseStandings(Some(round)));
                }
            });
        }
    }
    ui.weak(i18n::msg::TournamentCloseHint.get(lang));
}

/// The tournament penalties with their reasons, and a form for a new one.
fn penalties_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let d = &l.folder.description;
    let rules = &l.ruleset.tournament;
    if rules.penalties.is_empty() {
        ui.weak(i18n::msg::TournamentNoPenalties.get(lang));
        return;
    }
    let mut remove = None;
    egui::Grid::new("tournament_penalties")
        .striped(true)
        .show(ui, |ui| {
            for (i, p) in d.penalties.iter().enumerate() {
                ui.label(&p.player);
                ui.label(penalty_name(l, &p.penalty, lang));
                ui.label(p.round.map_or_else(String::new, |r| {
                    format!("{} {r}", i18n::msg::TournamentRound.get(lang))
                }));
                ui.label(p.minutes.map_or_else(String::new, |m| {
                    msg::TournamentMinutesLate { minutes: m }.get(lang)
                }));
                ui.label(&p.reason);
                // Taking a penalty back is asked twice: it is the judge's record.
                let f = &mut cx.screens.tournament;
                if f.take_back == Some(i) {
                    ui.horizontal(|ui| {
                        if ui
                            .small_button(i18n::msg::TournamentPenaltyTakeBackYes.get(lang))
                            .clicked()
                        {
                            remove = Some(i);
                            f.take_back = None;
                        }
                        if ui
                            .small_button(i18n::msg::TournamentPenaltyKeep.get(lang))
                            .clicked()
                        {
                            f.take_back = None;
                        }
                    });
                } else if ui
                    .small_button(i18n::msg::TournamentPenaltyTakeBack.get(lang))
                    .clicked()
                {
                    f.take_back = Some(i);
                }
                ui.end_row();
            }
        });
    if let Some(i) = remove {
        cmd(cx, TournamentCmd::RemovePenalty(i));
    }
    ui.separator();
    let f = &mut cx.screens.tournament.penalty;
    if f.penalty.is_empty()
        && let Some(p) = rules.penalties.first()
    {
        f.penalty.clone_from(&p.id);
    }
    if d.player(&f.player).is_none()
        && let Some(p) = d.players.first()
    {
        f.player.clone_from(&p.nick);
    }
    if f.round == 0 {
        // The round under way: the next game's, else the last.
        f.round = l
            .folder
            .next_game()
            .map_or(d.rounds.max(1), |(_, e)| e.round);
    }
    let late = rules
        .penalty(&f.penalty)
        .is_some_and(|p| matches!(p.kind, PenaltyKind::Late { .. }));
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n::msg::TournamentPenaltyPlayer.get(lang));
        egui::ComboBox::from_id_salt("penalty_player")
            .selected_text(f.player.clone())
            .width(160.0)
            .show_ui(ui, |ui| {
                for p in &d.players {
                    ui.selectable_value(&mut f.player, p.nick.clone(), &p.nick);
                }
            });
        ui.label(i18n::msg::TournamentPenaltyKind.get(lang));
        egui::ComboBox::from_id_salt("penalty_kind")
            .selected_text(penalty_name(l, &f.penalty, lang))
            .width(240.0)
            .show_ui(ui, |ui| {
                for p in &rules.penalties {
                    ui.selectable_value(&mut f.penalty, p.id.clone(), p.name.get(lang));
                }
            });
        ui.label(i18n::msg::TournamentRound.get(lang));
        ui.add(egui::DragValue::new(&mut f.round).range(1..=999));
        if late {
            ui.label(i18n::msg::TournamentPenaltyMinutes.get(lang));
            ui.add(egui::DragValue::new(&mut f.minutes).range(0..=600));
        }
    });
    let mut entered = None;
    ui.horizontal(|ui| {
        let label = ui.label(i18n::msg::TournamentPenaltyReason.get(lang));
        ui.add(egui::TextEdit::singleline(&mut f.reason).desired_width(420.0))
            .labelled_by(label.id);
        let ready = !f.player.is_empty() && !f.reason.trim().is_empty();
        if ui
            .add_enabled(
                ready,
                egui::Button::new(i18n::msg::TournamentPenaltyAdd.get(lang)),
            )
            .clicked()
        {
            let entry = PenaltyEntry {
                player: f.player.clone(),
                penalty: f.penalty.clone(),
                round: Some(f.round),
                minutes: late.then_some(f.minutes),
                reason: f.reason.trim().to_owned(),
            };
            f.reason.clear();
            entered = Some(entry);
        }
    });
    if let Some(entry) = entered {
        cmd(cx, TournamentCmd::AddPenalty(entry));
    }
}

/// The games of the seating with their state, the files left out, and
/// game records brought from other consoles.
fn games_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let panel = cx.view.tournament();
    let d = &l.folder.description;
    let s = &l.standings;
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n::msg::TournamentAddGames.get(lang));
        let idle = !panel.picking();
        for (button, pick) in [
            (i18n::msg::TournamentAddFiles, Pick::GameFiles),
            (i18n::msg::TournamentAddFolder, Pick::GameFolder),
        ] {
            if ui
                .add_enabled(idle, egui::Button::new(button.get(lang)))
                .clicked()
            {
                cmd(cx, TournamentCmd::Browse(pick));
            }
        }
    });
    ui.horizontal(|ui| {
        let label = ui.label(i18n::msg::TournamentAddPath.get(lang));
        let f = &mut cx.screens.tournament;
        ui.add(egui::TextEdit::singleline(&mut f.add_path).desired_width(420.0))
            .labelled_by(label.id);
        let path = f.add_path.trim().to_owned();
        if ui
            .add_enabled(
                !path.is_empty(),
                egui::Button::new(i18n::msg::TournamentAdd.get(lang)),
            )
            .clicked()
        {
            cmd(cx, TournamentCmd::AddGames(vec![path.into()]));
        }
    });
    for b in &panel.brought {
        let source = b.source.as_str();
        let (colour, text) = match &b.outcome {
            AddOutcome::Added(f) => (
                theme::DONE,
                i18n::msg::TournamentBroughtAdded {
                    source,
                    file: f.as_str(),
                }
                .get(lang),
            ),
            AddOutcome::AlreadyThere(f) => (
                theme::TEXT_SOFT,
                i18n::msg::TournamentBroughtTwice {
                    source,
                    file: f.as_str(),
                }
                .get(lang),
            ),
            AddOutcome::Conflict(f) => (
                theme::ERROR,
                i18n::msg::TournamentBroughtConflict {
                    source,
                    file: f.as_str(),
                }
                .get(lang),
            ),
            AddOutcome::Refused(why) => (
                theme::ERROR,
                i18n::msg::TournamentBroughtRefused {
                    source,
                    why: why.get(lang),
                }
                .get(lang),
            ),
        };
        ui.colored_label(colour, text);
    }
    ui.separator();
    for (k, e) in d.numbered_games().iter().enumerate() {
        let number = (k + 1).to_string();
        let found = s
            .counted
            .iter()
            .find(|g| g.game == number && g.table == e.table.to_string());
        let state = match found {
            Some(g) => format!(
                "{} ({})",
                i18n::msg::TournamentGamePlayed.get(lang),
                g.winner.clone().unwrap_or_default()
            ),
            None => i18n::msg::TournamentGameNotYet.get(lang).to_owned(),
        };
        ui.label(format!(
            "#{number} · {} {} · {} {} · {state}",
            i18n::msg::TournamentRound.get(lang),
            e.round,
            i18n::msg::TournamentTable.get(lang),
            e.table
        ));
    }
    for lo in &s.left_out {
        ui.colored_label(
            theme::WARNING,
            format!("{}: {}", lo.file, lo.reason.get(lang)),
        );
    }
}

/// The seating saved in the tournament; a new one generated or imported,
/// with its quality, to save.
fn seating_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let panel = cx.view.tournament();
    let d = &l.folder.description;
    for e in d.numbered_games() {
        ui.label(seating_line(lang, e));
    }
    ui.separator();
    let f = &mut cx.screens.tournament;
    if f.gen_players == 0 {
        f.gen_players = u32::try_from(d.players.len()).unwrap_or(0).max(1);
        f.gen_tables = d.tables.max(1);
        f.gen_rounds = d.rounds.max(1);
    }
    let mut generate = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(i18n::msg::TournamentGenPlayers.get(lang));
        ui.add(
            egui::DragValue::new(&mut f.gen_players)
                .range(1..=crate::tournament::seating::MAX_PLAYERS),
        );
        ui.label(i18n::msg::TournamentGenTables.get(lang));
        ui.add(
            egui::DragValue::new(&mut f.gen_tables)
                .range(1..=crate::tournament::seating::MAX_TABLES),
        );
        ui.label(i18n::msg::TournamentGenRounds.get(lang));
        ui.add(
            egui::DragValue::new(&mut f.gen_rounds)
                .range(1..=crate::tournament::seating::MAX_ROUNDS),
        );
        if ui.button(i18n::msg::TournamentGenerate.get(lang)).clicked() {
            generate = Some(TournamentCmd::GenerateSeating {
                players: f.gen_players,
                tables: f.gen_tables,
                rounds: f.gen_rounds,
            });
        }
    });
    if let Some(c) = generate {
        cmd(cx, c);
    }
    let pasted = paste_ui(
        ui,
        lang,
        &mut cx.screens.tournament.seating_text,
        [
            i18n::msg::TournamentSeatingPaste,
            i18n::msg::TournamentSeatingHint,
            i18n::msg::TournamentSeatingRead,
        ],
    );
    if let Some(text) = pasted {
        cmd(cx, TournamentCmd::ImportSeating(text));
    }
    if let Some(draft) = &panel.draft {
        draft_ui(cx, ui, l, draft);
    }
}

/// A seating not saved yet: its games, its quality figures, save or drop.
fn draft_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded, draft: &SeatingDraft) {
    let lang = cx.lang();
    let q = &draft.quality;
    ui.separator();
    ui.strong(
        msg::TournamentDraftHeading {
            games: draft.seating.len(),
        }
        .get(lang),
    );
    ui.label(
        msg::TournamentQualitySeats {
            min: q.seat_min,
            max: q.seat_max,
            spread: q.seat_spread(),
        }
        .get(lang),
    );
    ui.label(
        msg::TournamentQualityPairs {
            min: q.pair_min,
            max: q.pair_max,
            spread: q.pair_spread(),
        }
        .get(lang),
    );
    egui::CollapsingHeader::new(i18n::msg::TournamentQualityTable.get(lang)).show(ui, |ui| {
        egui::Grid::new("seating_quality")
            .striped(true)
            .show(ui, |ui| {
                ui.strong(i18n::msg::TournamentColNick.get(lang));
                let width = q.seats.first().map_or(0, |x| x.1.len());
                for i in 1..=width {
                    ui.strong(i.to_string());
                }
                ui.strong(i18n::msg::TournamentColGames.get(lang));
                ui.end_row();
                for ((nick, counts), (_, games)) in q.seats.iter().zip(&q.games) {
                    ui.label(nick);
                    for c in counts {
                        ui.label(c.to_string());
                    }
                    ui.label(games.to_string());
                    ui.end_row();
                }
            });
    });
    egui::CollapsingHeader::new(i18n::msg::TournamentDraftGames.get(lang)).show(ui, |ui| {
        for e in &draft.seating {
            ui.label(seating_line(lang, e));
        }
    });
    if !l.folder.games.is_empty() {
        ui.colored_label(
            theme::WARNING,
            i18n::msg::TournamentSeatingHasGames.get(lang),
        );
    }
    ui.horizontal(|ui| {
        if ui
            .button(i18n::msg::TournamentSeatingSave.get(lang))
            .clicked()
        {
            cmd(cx, TournamentCmd::SaveSeating);
        }
        if ui
            .button(i18n::msg::TournamentSeatingDrop.get(lang))
            .clicked()
        {
            cmd(cx, TournamentCmd::DropSeating);
        }
    });
}

/// The tournament's players, and a pasted or CSV list to add.
fn players_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let d = &l.folder.description;
    for p in &d.players {
        let extra: Vec<&str> = [p.club.as_str(), p.city.as_str()]
            .into_iter()
            .filter(|x| !x.is_empty())
            .collect();
        if extra.is_empty() {
            ui.label(&p.nick);
        } else {
            ui.label(format!("{} ({})", p.nick, extra.join(", ")));
        }
    }
    ui.separator();
    let f = &mut cx.screens.tournament;
    let pasted = paste_ui(
        ui,
        lang,
        &mut f.players_text,
        [
            i18n::msg::TournamentPlayersPaste,
            i18n::msg::TournamentPlayersHint,
            i18n::msg::TournamentPlayersAdd,
        ],
    );
    if let Some(text) = pasted {
        f.players_text.clear();
        cmd(cx, TournamentCmd::ImportPlayers(text));
    }
}

/// "Round R, table T: seats" for one game of a seating.
fn seating_line(lang: Lang, e: &SeatingEntry) -> String {
    format!(
        "{} {}, {} {}: {}",
        i18n::msg::TournamentRound.get(lang),
        e.round,
        i18n::msg::TournamentTable.get(lang),
        e.table,
        e.seats.join(", ")
    )
}

/// A box to paste a list into, with its label, hint and button
/// (`[label, hint, button]`); the text when the button is clicked.
fn paste_ui(
    ui: &mut egui::Ui,
    lang: Lang,
    text: &mut String,
    [label, hint, button]: [Fixed; 3],
) -> Option<String> {
    let label = ui.label(label.get(lang));
    ui.add(
        egui::TextEdit::multiline(text)
            .desired_rows(3)
            .desired_width(f32::INFINITY)
            .hint_text(hint.get(lang)),
    )
    .labelled_by(label.id);
    ui.add_enabled(!text.trim().is_empty(), egui::Button::new(button.get(lang)))
        .clicked()
        .then(|| text.clone())
}
