//! The tournament window (View → Tournament…): open a tournament folder and
//! see its standings, games with their state, seating and players, computed
//! from the game records each time the folder is read; bring game records
//! from other consoles, enter tournament penalties with their reasons, close
//! the standings for the hall, import the player list, generate or import
//! the seating.

use super::Cx;
use super::theme;
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::tournament::{Cut, Loaded, Pick, SeatingDraft, TournamentCmd, request_what};
use mafia_core::ruleset::tournament::PenaltyKind;
use mafia_tournament::tournament::check::Finding;
use mafia_tournament::tournament::stages::CutTie;
use mafia_tournament::tournament::sync::Role;
use mafia_tournament::tournament::{AddOutcome, CutBy, CutDecision, PenaltyEntry, SeatingEntry};
use mafia_words::Lang;
use mafia_words::i18n::{Fixed, msg};

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
    /// A substitute for the next game: who leaves, who sits down.
    pub sub_out: String,
    pub sub_in: String,
    /// The game number `sub_out` was chosen for (a new next game: its first seat).
    pub sub_for: usize,
    /// Of the players tied at a stage's cut: those the head judge ticks as
    /// going through.
    pub cut_through: Vec<String>,
    /// The judge of a table the head judge is naming.
    pub judge: super::tournament_judges::JudgeForm,
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

pub(super) fn cmd(cx: &mut Cx<'_>, c: TournamentCmd) {
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
    egui::Window::new(msg::TournamentWindow.get(lang))
        .id(egui::Id::unique("tournament_window"))
        .open(&mut open)
        // Below the menu bar it is opened from, not over it.
        .default_pos([16.0, 40.0])
        .default_width(800.0)
        // Tall enough for the standings and a section under them.
        .default_height(ui.ctx().content_rect().height() * 0.85)
        .show(ui.ctx(), |ui| {
            ui.horizontal(|ui| {
                let label = ui.label(msg::TournamentFolder.get(lang));
                ui.add(
                    egui::TextEdit::singleline(&mut cx.screens.tournament.path)
                        .desired_width(380.0)
                        .hint_text("…/examples/tournaments/minsk-final"),
                )
                .labelled_by(label.id);
                if ui
                    .add_enabled(
                        !panel.picking(),
                        egui::Button::new(msg::TournamentBrowse.get(lang)),
                    )
                    .clicked()
                {
                    cmd(cx, TournamentCmd::Browse(Pick::Tournament));
                }
                if ui.button(msg::TournamentOpen.get(lang)).clicked() {
                    let p = cx.screens.tournament.path.clone();
                    cmd(cx, TournamentCmd::Open(p));
                }
                if panel.loaded.is_some() && ui.button(msg::TournamentReload.get(lang)).clicked() {
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
            role_ui(cx, ui, l);
            super::tournament_conflicts::conflicts_ui(cx, ui, l);
            held_ui(cx, ui, l);
            // A tie at a finished stage's cut, at the top where it is seen
            // (the next stage waits for the head judge's decision).
            for c in l.cuts.iter().flatten() {
                if let Err(tie) = &c.through {
                    cut_tie_ui(cx, ui, l, tie);
                }
            }
            next_game_ui(cx, ui, l);
            ui.label(format!("{} · {}", d.ruleset, d.dates.join(" – ")));
            // An export's note shows under its buttons; any other in a box
            // of its own, so a long one leaves the sections in view.
            if let Some((note, bad)) = &panel.note
                && panel.export_note.as_ref() != panel.note.as_ref()
            {
                let colour = if *bad { theme::ERROR } else { theme::DONE };
                bounded(ui, "tournament_note", |ui| {
                    ui.colored_label(colour, note);
                });
            }
            egui::ScrollArea::vertical()
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if l.role == Some(Role::Head) {
                        egui::CollapsingHeader::new(msg::SyncTables.get(lang))
                            .id_salt("sync_tables")
                            .default_open(true)
                            .show(ui, |ui| {
                                bounded(ui, "sync_tables_list", |ui| tables_ui(cx, ui, l));
                            });
                    }
                    if !l.requests.is_empty() {
                        egui::CollapsingHeader::new(msg::SyncRequests.get(lang))
                            .id_salt("sync_requests")
                            .default_open(true)
                            .show(ui, |ui| {
                                bounded(ui, "sync_requests_list", |ui| requests_ui(ui, l, lang));
                            });
                    }
                    egui::CollapsingHeader::new(msg::TournamentStandingsHeading.get(lang))
                        .default_open(true)
                        .show(ui, |ui| {
                            standings_ui(ui, l, lang);
                            closing_ui(cx, ui, l);
                        });
                    egui::CollapsingHeader::new(msg::TournamentPenalties.get(lang))
                        .show(ui, |ui| penalties_ui(cx, ui, l));
                    egui::CollapsingHeader::new(msg::TournamentGames.get(lang))
                        .show(ui, |ui| games_ui(cx, ui, l));
                    egui::CollapsingHeader::new(msg::TournamentSeating.get(lang))
                        .show(ui, |ui| seating_ui(cx, ui, l));
                    egui::CollapsingHeader::new(msg::TournamentPlayers.get(lang))
                        .show(ui, |ui| players_ui(cx, ui, l));
                    egui::CollapsingHeader::new(msg::JudgesHeading.get(lang))
                        .id_salt("tournament_judges")
                        .show(ui, |ui| super::tournament_judges::judges_ui(cx, ui, l));
                    egui::CollapsingHeader::new(msg::ExportHeading.get(lang).to_owned())
                        .show(ui, |ui| super::tournament_export::export_ui(cx, ui, l));
                    egui::CollapsingHeader::new(msg::TournamentStatsHeading.get(lang))
                        .id_salt("tournament_stats")
                        // Last and closed at first: the sections above
                        // keep their places.
                        .default_open(false)
                        .show(ui, |ui| super::stats_chart::stats_ui(ui, l, lang));
                });
        });
    if !open {
        cmd(cx, TournamentCmd::ToggleWindow);
    }
}

/// A list above the standings that grows with the tournament (the tables,
/// their requests): scrolled in a box of its own, so the standings under it
/// stay in view on a 1366x768 screen (issue 32 item 12).
fn bounded(ui: &mut egui::Ui, id: &str, list: impl FnOnce(&mut egui::Ui)) {
    egui::ScrollArea::vertical()
        .id_salt(id)
        .max_height(150.0)
        .auto_shrink([false, true])
        .show(ui, list);
}

/// Whose console this is: asked once (head judge or a table), then shown
/// with a way to change it.
fn role_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let d = &l.folder.description;
    let role_name = |r: Role| match r {
        Role::Head => msg::SyncRoleHead.get(lang).to_owned(),
        Role::Table(t) => msg::SyncRoleTable { table: t }.get(lang),
    };
    match cx.view.settings().tournament_role {
        Some(r) => {
            ui.horizontal(|ui| {
                ui.label(format!(
                    "{}: {}",
                    msg::SyncRoleHeading.get(lang),
                    role_name(r)
                ));
                if ui.small_button(msg::SyncRoleChange.get(lang)).clicked() {
                    cmd(cx, TournamentCmd::SetRole(None));
                }
                let watch = &cx.view.tournament();
                match &watch.watch_error {
                    Some(e) => {
                        ui.colored_label(
                            theme::WARNING,
                            msg::SyncWatchFailed { error: e.as_str() }.get(lang),
                        );
                    }
                    None if watch.watching() => {
                        ui.weak(msg::SyncWatching.get(lang));
                    }
                    None => {}
                }
            });
        }
        None => {
            ui.group(|ui| {
                ui.strong(msg::SyncRoleAsk.get(lang));
                ui.horizontal_wrapped(|ui| {
                    if ui.button(role_name(Role::Head)).clicked() {
                        cmd(cx, TournamentCmd::SetRole(Some(Role::Head)));
                    }
                    let mut tables: Vec<u32> = d.seating.iter().map(|e| e.table).collect();
                    tables.extend(1..=d.tables.max(1));
                    tables.sort_unstable();
                    tables.dedup();
                    for t in tables {
                        if ui.button(role_name(Role::Table(t))).clicked() {
                            cmd(cx, TournamentCmd::SetRole(Some(Role::Table(t))));
                        }
                    }
                });
            });
        }
    }
}

/// The games the check against the seating holds, at the top where they
/// are seen: one line a file with every case found in it, and the head
/// judge's two answers, «Засчитать» (count it) and «Отказать» (refuse it:
/// the file moves to `refused/`, recorded, never deleted).
fn held_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let mut files: Vec<&str> = Vec::new();
    for h in l.standings.held.iter().filter(|h| !h.accepted) {
        if !files.contains(&h.file.as_str()) {
            files.push(&h.file);
        }
    }
    if files.is_empty() {
        return;
    }
    let lang = cx.lang();
    // The head judge's console (or one with no role chosen, which writes
    // `tournament.toml` itself); a table's sees them without the answers.
    let head = !matches!(l.role, Some(Role::Table(_)));
    let mut answer = None;
    theme::band(theme::WARNING, 0.25).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.strong(msg::CheckHeldHeading { count: files.len() }.get(lang));
        if !head {
            ui.weak(msg::CheckHeldHeadOnly.get(lang));
        }
        egui::ScrollArea::vertical()
            .id_salt("held_games")
            .max_height(ui.ctx().content_rect().height() * 0.3)
            .show(ui, |ui| {
                for file in &files {
                    let meta = l
                        .folder
                        .games
                        .iter()
                        .find(|g| g.file == *file)
                        .map(|g| &g.record.meta);
                    ui.horizontal_wrapped(|ui| {
                        ui.strong(
                            msg::CheckHeldFile {
                                file: *file,
                                game: meta.map_or("", |m| m.game.as_str()),
                                table: meta.map_or("", |m| m.table.as_str()),
                            }
                            .get(lang),
                        );
                        if head {
                            if ui.button(msg::CheckAccept.get(lang)).clicked() {
                                answer = Some(TournamentCmd::Accept((*file).to_owned()));
                            }
                            if ui.button(msg::CheckRefuse.get(lang)).clicked() {
                                answer = Some(TournamentCmd::Refuse((*file).to_owned()));
                            }
                        }
                    });
                    for h in l
                        .standings
                        .held
                        .iter()
                        .filter(|h| h.file == *file && !h.accepted)
                    {
                        ui.label(format!("· {}", h.finding.text().get(lang)));
                    }
                }
            });
    });
    if let Some(c) = answer {
        cmd(cx, c);
    }
}

/// The head's view of every table: its judge, the games filed, what its
/// console said last, when it was last heard of, and Syncthing's state.
fn tables_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    use mafia_app::app::syncthing::SyncState;
    let lang = cx.lang();
    let now = mafia_store::clock::now();
    for t in &l.tables {
        let state = match &t.status {
            Some(st) if !st.game.is_empty() && !st.finished => msg::SyncTablePlaying {
                game: st.game.as_str(),
            }
            .get(lang),
            Some(st) if !st.game.is_empty() => msg::SyncTableFinished {
                game: st.game.as_str(),
            }
            .get(lang),
            _ => msg::SyncTableIdle.get(lang).to_owned(),
        };
        let judge = if t.judge.is_empty() {
            "none".to_owned()
        } else {
            t.judge.clone()
        };
        let mut line = msg::SyncTableLine {
            table: t.table,
            judge,
            games: t.games,
            state,
        }
        .get(lang);
        if let Some(n) = t.next {
            line.push_str(" · ");
            line.push_str(&msg::SyncTableNext { game: n }.get(lang));
        }
        line.push_str(" · ");
        line.push_str(&match t.heard {
            Some(at) => {
                let secs = now.duration_since(at).map_or(0, |d| d.as_secs());
                msg::SyncTableHeard {
                    ago: ago(lang, secs),
                }
                .get(lang)
            }
            None => msg::SyncTableNever.get(lang).to_owned(),
        });
        ui.label(line);
    }
    let st = cx
        .view
        .tournament()
        .syncthing
        .as_ref()
        .and_then(|p| p.state());
    match st {
        Some(SyncState::Shared {
            state,
            need,
            devices,
            connected,
        }) => {
            let colour = if connected < devices || need > 0 {
                theme::WARNING
            } else {
                theme::DONE
            };
            ui.colored_label(
                colour,
                msg::SyncSyncthing {
                    state,
                    connected,
                    devices,
                    need,
                }
                .get(lang),
            );
        }
        Some(SyncState::NotShared) => {
            ui.weak(msg::SyncSyncthingOther.get(lang));
        }
        Some(SyncState::Absent) => {
            ui.weak(msg::SyncSyncthingAbsent.get(lang));
        }
        None => {}
    }
}

/// Seconds as the judge reads them: `42 s`, `3 min`, `2 h`.
fn ago(lang: Lang, secs: u64) -> String {
    match secs {
        0..60 => msg::SyncAgoSeconds { n: secs }.get(lang),
        60..3600 => msg::SyncAgoMinutes { n: secs / 60 }.get(lang),
        _ => msg::SyncAgoHours { n: secs / 3600 }.get(lang),
    }
}

/// The tables' requests and what the head's console made of them: each
/// said by what it asks (its file's name only on hover).
fn requests_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    for r in &l.requests {
        let what = match &r.request {
            Ok(req) => msg::SyncRequestLine {
                table: req.table,
                what: request_what(&l.ruleset, &req.change, lang),
            }
            .get(lang),
            Err(why) => why.get(lang).to_owned(),
        };
        let (colour, line) = match &r.answer {
            Some(a) if a.merged => (theme::DONE, msg::SyncStateMerged { what }.get(lang)),
            Some(a) => (
                theme::ERROR,
                msg::SyncStateRefused {
                    what,
                    why: a
                        .refused
                        .as_ref()
                        .map(|w| mafia_words::i18n::Words::say(w, lang))
                        .unwrap_or_default(),
                }
                .get(lang),
            ),
            None => (theme::WARNING, msg::SyncStateWaiting { what }.get(lang)),
        };
        ui.colored_label(colour, line).on_hover_text(&r.file);
    }
}

/// The next game of the seating that has no record yet, to the new-game
/// form in one click.
fn next_game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let Some(g) = l.next_game() else {
        // Nothing left to play here: said, not an empty place.
        let d = &l.folder.description;
        ui.colored_label(
            theme::TEXT_SOFT,
            match l.role {
                _ if d.seating.is_empty() => msg::TournamentNoSeatingYet.get(lang).to_owned(),
                Some(Role::Table(table)) => msg::TournamentNoGameLeftTable { table }.get(lang),
                _ => msg::TournamentNoGameLeft.get(lang).to_owned(),
            },
        );
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
    substitute_ui(cx, ui, &g);
}

/// A substitute for the next game: one of its players out, a nickname in
/// (a table's console sends it to the head judge as a request).
fn substitute_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, g: &mafia_app::app::tournament::NextGame) {
    let lang = cx.lang();
    let f = &mut cx.screens.tournament;
    if f.sub_for != g.number || !g.seats.contains(&f.sub_out) {
        f.sub_out = g.seats.first().cloned().unwrap_or_default();
        f.sub_for = g.number;
    }
    let mut send = None;
    ui.horizontal_wrapped(|ui| {
        ui.label(msg::SyncSubstituteOut.get(lang));
        egui::ComboBox::from_id_salt("sync_sub_out")
            .selected_text(f.sub_out.clone())
            .show_ui(ui, |ui| {
                for s in &g.seats {
                    ui.selectable_value(&mut f.sub_out, s.clone(), s);
                }
            });
        let label = ui.label(msg::SyncSubstituteIn.get(lang));
        ui.add(egui::TextEdit::singleline(&mut f.sub_in).desired_width(140.0))
            .labelled_by(label.id);
        if ui
            .add_enabled(
                !f.sub_in.trim().is_empty(),
                egui::Button::new(msg::SyncSubstitute.get(lang)),
            )
            .clicked()
        {
            send = Some(TournamentCmd::Substitute {
                round: g.round,
                table: g.table,
                out: f.sub_out.clone(),
                into: f.sub_in.trim().to_owned(),
            });
        }
    });
    if let Some(c) = send {
        cx.screens.tournament.sub_in.clear();
        cmd(cx, c);
    }
}

fn standings_ui(ui: &mut egui::Ui, l: &Loaded, lang: Lang) {
    let s = &l.standings;
    egui::Grid::new("tournament_standings")
        .striped(true)
        .show(ui, |ui| {
            for h in [
                msg::TournamentColPlace,
                msg::TournamentColNick,
                msg::TournamentColGames,
                msg::TournamentColWins,
                msg::TournamentColPoints,
                msg::TournamentColExtra,
                msg::TournamentColPenalties,
                msg::TournamentColTotal,
                msg::TournamentColAward,
            ] {
                ui.strong(h.get(lang));
            }
            ui.end_row();
            for r in &s.players {
                ui.label(r.place.to_string());
                if r.disqualified {
                    ui.weak(format!(
                        "{} ({})",
                        r.nick,
                        msg::TournamentDisqualified.get(lang)
                    ));
                } else if r.eligible {
                    ui.label(&r.nick);
                } else {
                    ui.weak(format!(
                        "{} ({})",
                        r.nick,
                        msg::TournamentNotEligible.get(lang)
                    ));
                }
                ui.label(r.games.to_string());
                ui.label(r.wins.to_string());
                ui.label(mafia_words::i18n::points(lang, r.points));
                ui.label(mafia_words::i18n::points(lang, r.extra));
                let pen = ui.label(mafia_words::i18n::points(lang, r.penalties));
                if !r.tournament_penalties.is_empty() {
                    let why: Vec<String> = r
                        .tournament_penalties
                        .iter()
                        .map(|p| {
                            format!(
                                "{} ({}): {}",
                                penalty_name(l, &p.penalty, lang),
                                mafia_words::i18n::points(lang, p.points),
                                p.reason
                            )
                        })
                        .collect();
                    pen.on_hover_text(why.join("\n"));
                }
                ui.strong(mafia_words::i18n::points(lang, r.total));
                ui.label(r.award_place.map(|p| p.to_string()).unwrap_or_default());
                ui.end_row();
            }
        });
    for p in &s.problems {
        ui.colored_label(theme::WARNING, mafia_words::i18n::Words::say(p, lang));
    }
}

/// The penalty's name in the ruleset's words (its id if unknown).
pub(super) fn penalty_name(l: &Loaded, id: &str, lang: Lang) -> String {
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
                if ui.button(msg::TournamentReopen.get(lang)).clicked() {
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
                ui.label(msg::TournamentCloseFrom.get(lang));
                ui.add(egui::DragValue::new(&mut f.close_round).range(1..=999));
                let round = f.close_round;
                if ui.button(msg::TournamentClose.get(lang)).clicked() {
                    cmd(cx, TournamentCmd::CloseStandings(Some(round)));
                }
            });
        }
    }
    ui.weak(msg::TournamentCloseHint.get(lang));
}

/// The tournament penalties with their reasons, and a form for a new one.
fn penalties_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let d = &l.folder.description;
    let rules = &l.ruleset.tournament;
    if rules.penalties.is_empty() {
        ui.weak(msg::TournamentNoPenalties.get(lang));
        return;
    }
    let mut remove = None;
    let table = matches!(l.role, Some(Role::Table(_)));
    egui::Grid::new("tournament_penalties")
        .striped(true)
        .show(ui, |ui| {
            for (i, p) in d.penalties.iter().enumerate() {
                ui.label(&p.player);
                ui.label(penalty_name(l, &p.penalty, lang));
                ui.label(p.round.map_or_else(String::new, |r| {
                    format!("{} {r}", msg::TournamentRound.get(lang))
                }));
                ui.label(p.minutes.map_or_else(String::new, |m| {
                    msg::TournamentMinutesLate { minutes: m }.get(lang)
                }));
                ui.label(&p.reason);
                // Only the head judge takes a penalty back (a table's
                // request to do so would be refused): no button for a table.
                if table {
                    ui.end_row();
                    continue;
                }
                // Taking a penalty back is asked twice: it is the judge's record.
                let f = &mut cx.screens.tournament;
                if f.take_back == Some(i) {
                    ui.horizontal(|ui| {
                        if ui
                            .small_button(msg::TournamentPenaltyTakeBackYes.get(lang))
                            .clicked()
                        {
                            remove = Some(i);
                            f.take_back = None;
                        }
                        if ui
                            .small_button(msg::TournamentPenaltyKeep.get(lang))
                            .clicked()
                        {
                            f.take_back = None;
                        }
                    });
                } else if ui
                    .small_button(msg::TournamentPenaltyTakeBack.get(lang))
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
        ui.label(msg::TournamentPenaltyPlayer.get(lang));
        egui::ComboBox::from_id_salt("penalty_player")
            .selected_text(f.player.clone())
            .width(160.0)
            .show_ui(ui, |ui| {
                for p in &d.players {
                    ui.selectable_value(&mut f.player, p.nick.clone(), &p.nick);
                }
            });
        ui.label(msg::TournamentPenaltyKind.get(lang));
        egui::ComboBox::from_id_salt("penalty_kind")
            .selected_text(penalty_name(l, &f.penalty, lang))
            .width(240.0)
            .show_ui(ui, |ui| {
                for p in &rules.penalties {
                    ui.selectable_value(&mut f.penalty, p.id.clone(), p.name.get(lang));
                }
            });
        ui.label(msg::TournamentRound.get(lang));
        ui.add(egui::DragValue::new(&mut f.round).range(1..=999));
        if late {
            ui.label(msg::TournamentPenaltyMinutes.get(lang));
            ui.add(egui::DragValue::new(&mut f.minutes).range(0..=600));
        }
    });
    let mut entered = None;
    ui.horizontal(|ui| {
        let label = ui.label(msg::TournamentPenaltyReason.get(lang));
        ui.add(egui::TextEdit::singleline(&mut f.reason).desired_width(420.0))
            .labelled_by(label.id);
        let ready = !f.player.is_empty() && !f.reason.trim().is_empty();
        if ui
            .add_enabled(
                ready,
                egui::Button::new(msg::TournamentPenaltyAdd.get(lang)),
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
        ui.label(msg::TournamentAddGames.get(lang));
        let idle = !panel.picking();
        for (button, pick) in [
            (msg::TournamentAddFiles, Pick::GameFiles),
            (msg::TournamentAddFolder, Pick::GameFolder),
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
        let label = ui.label(msg::TournamentAddPath.get(lang));
        let f = &mut cx.screens.tournament;
        ui.add(egui::TextEdit::singleline(&mut f.add_path).desired_width(420.0))
            .labelled_by(label.id);
        let path = f.add_path.trim().to_owned();
        if ui
            .add_enabled(
                !path.is_empty(),
                egui::Button::new(msg::TournamentAdd.get(lang)),
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
                msg::TournamentBroughtAdded {
                    source,
                    file: f.as_str(),
                }
                .get(lang),
            ),
            AddOutcome::AlreadyThere(f) => (
                theme::TEXT_SOFT,
                msg::TournamentBroughtTwice {
                    source,
                    file: f.as_str(),
                }
                .get(lang),
            ),
            AddOutcome::Conflict(f) => (
                theme::ERROR,
                msg::TournamentBroughtConflict {
                    source,
                    file: f.as_str(),
                }
                .get(lang),
            ),
            AddOutcome::Refused(why) => (
                theme::ERROR,
                msg::TournamentBroughtRefused {
                    source,
                    why: mafia_words::i18n::Words::say(why, lang),
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
        let held = || {
            s.held.iter().any(|h| {
                !h.accepted
                    && matches!(&h.finding, Finding::OtherSlot { written, .. }
                        if written.game as usize == k + 1)
            })
        };
        let state = match found {
            Some(g) => format!(
                "{} ({})",
                msg::TournamentGamePlayed.get(lang),
                g.winner.clone().unwrap_or_default()
            ),
            None if held() => msg::TournamentGameHeld.get(lang).to_owned(),
            None => msg::TournamentGameNotYet.get(lang).to_owned(),
        };
        ui.label(format!(
            "#{number} · {} {} · {} {} · {state}",
            msg::TournamentRound.get(lang),
            e.round,
            msg::TournamentTable.get(lang),
            e.table
        ));
    }
    // The held games are at the top of the window, with the head judge's
    // answers (`held_ui`).
    for lo in s
        .left_out
        .iter()
        .filter(|lo| lo.severity != mafia_tournament::tournament::Severity::Held)
    {
        ui.colored_label(
            theme::WARNING,
            format!(
                "{}: {}",
                lo.file,
                mafia_words::i18n::Words::say(&lo.reason, lang)
            ),
        );
    }
    for h in s.held.iter().filter(|h| h.accepted) {
        ui.label(format!(
            "{}: {}",
            h.file,
            msg::CheckAccepted {
                why: h.finding.text().get(lang)
            }
            .get(lang)
        ));
    }
}

/// The seating saved in the tournament; a new one generated or imported,
/// with its quality, to save.
fn seating_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    let lang = cx.lang();
    let panel = cx.view.tournament();
    let d = &l.folder.description;
    stages_ui(cx, ui, l);
    // A seating made or pasted, before it is saved: at the top, where the
    // judge's eyes are after the click.
    if let Some(draft) = &panel.draft {
        draft_ui(cx, ui, l, draft);
        ui.separator();
    }
    // A long seating folds away, so what follows stays in reach.
    let games = d.numbered_games();
    egui::CollapsingHeader::new(msg::TournamentSavedGames { games: games.len() }.get(lang))
        .default_open(games.len() <= 16)
        .show(ui, |ui| {
            for e in &games {
                ui.label(seating_line(lang, e));
            }
        });
    if !d.seating.is_empty() {
        // The saved seating's quality stays on show.
        quality_lines(ui, &l.quality, lang);
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
        ui.label(msg::TournamentGenPlayers.get(lang));
        ui.add(
            egui::DragValue::new(&mut f.gen_players)
                .range(1..=mafia_tournament::tournament::seating::MAX_PLAYERS),
        );
        ui.label(msg::TournamentGenTables.get(lang));
        ui.add(
            egui::DragValue::new(&mut f.gen_tables)
                .range(1..=mafia_tournament::tournament::seating::MAX_TABLES),
        );
        ui.label(msg::TournamentGenRounds.get(lang));
        ui.add(
            egui::DragValue::new(&mut f.gen_rounds)
                .range(1..=mafia_tournament::tournament::seating::MAX_ROUNDS),
        );
        if ui.button(msg::TournamentGenerate.get(lang)).clicked() {
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
            msg::TournamentSeatingPaste,
            msg::TournamentSeatingHint,
            msg::TournamentSeatingRead,
        ],
    );
    if let Some(text) = pasted {
        cmd(cx, TournamentCmd::ImportSeating(text));
    }
}

/// The stages: each with its rounds, tables and cut; after a finished
/// stage, who goes through; a button for the next stage's seating.
fn stages_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded) {
    use mafia_tournament::tournament::stages;
    let lang = cx.lang();
    let d = &l.folder.description;
    let spans = stages::spans(d);
    if spans.is_empty() {
        return;
    }
    let mut make = None;
    for span in &spans {
        let line = if span.cut > 0 {
            msg::StageLine {
                name: span.name.as_str(),
                first: span.first_round,
                last: span.last_round,
                tables: span.tables,
                cut: span.cut,
            }
            .get(lang)
        } else {
            msg::StageFinalLine {
                name: span.name.as_str(),
                first: span.first_round,
                last: span.last_round,
                tables: span.tables,
            }
            .get(lang)
        };
        ui.horizontal_wrapped(|ui| {
            ui.strong(line);
            if ui
                .button(
                    msg::StageMakeSeating {
                        name: span.name.as_str(),
                    }
                    .get(lang),
                )
                .clicked()
            {
                make = Some(span.index + 1);
            }
        });
        match l.cuts.get(span.index) {
            Some(Some(Cut {
                through: Ok(passed),
                decided,
            })) => {
                ui.label(format!(
                    "{} {}",
                    msg::StagePassed {
                        name: span.name.as_str(),
                        count: passed.len()
                    }
                    .get(lang),
                    passed.join(", ")
                ));
                if let Some(dec) = decided {
                    let through = dec.through.join(", ");
                    ui.weak(match dec.by {
                        CutBy::Lot => msg::StageTieDecidedLot { through }.get(lang),
                        CutBy::ExtraGame => msg::StageTieDecidedGame { through }.get(lang),
                    });
                }
            }
            Some(Some(Cut {
                through: Err(tie), ..
            })) => {
                // Decided in its band at the top of the window.
                ui.colored_label(theme::WARNING, mafia_words::i18n::Words::say(tie, lang));
            }
            _ => {}
        }
    }
    ui.separator();
    if let Some(n) = make {
        cmd(cx, TournamentCmd::StageSeating(n));
    }
}

/// A tie at a stage's cut the tie-breaks leave: said in a band, with the
/// head judge's decision by the regulation (who of the tied goes through,
/// by lot or by an extra game); until then the next stage waits.
fn cut_tie_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, l: &Loaded, tie: &CutTie) {
    let lang = cx.lang();
    let mut decide = None;
    theme::band(theme::WARNING, 0.25).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.label(mafia_words::i18n::Words::say(tie, lang));
        if matches!(l.role, Some(Role::Table(_))) {
            ui.weak(msg::StageTieHeadOnly.get(lang));
            return;
        }
        let picked = &mut cx.screens.tournament.cut_through;
        picked.retain(|n| tie.tied.contains(n));
        ui.label(msg::StageTieChoose { places: tie.places }.get(lang));
        ui.horizontal_wrapped(|ui| {
            for n in &tie.tied {
                let mut on = picked.contains(n);
                if ui.checkbox(&mut on, n).changed() {
                    if on {
                        picked.push(n.clone());
                    } else {
                        picked.retain(|x| x != n);
                    }
                }
            }
        });
        let ready = picked.len() == tie.places;
        ui.horizontal(|ui| {
            for (by, label) in [
                (CutBy::Lot, msg::StageTieByLot),
                (CutBy::ExtraGame, msg::StageTieByGame),
            ] {
                if ui
                    .add_enabled(ready, egui::Button::new(label.get(lang)))
                    .clicked()
                {
                    decide = Some(CutDecision {
                        stage: u32::try_from(tie.stage).unwrap_or(u32::MAX),
                        by,
                        tied: tie.tied.clone(),
                        through: picked.clone(),
                    });
                }
            }
        });
    });
    if let Some(d) = decide {
        cx.screens.tournament.cut_through.clear();
        cmd(cx, TournamentCmd::DecideCut(d));
    }
}

/// A seating's quality: how often each player sits in each seat, how
/// often each pair of players meets at one table.
fn quality_lines(
    ui: &mut egui::Ui,
    q: &mafia_tournament::tournament::seating::Quality,
    lang: Lang,
) {
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
    quality_lines(ui, q, lang);
    egui::CollapsingHeader::new(msg::TournamentQualityTable.get(lang)).show(ui, |ui| {
        egui::Grid::new("seating_quality")
            .striped(true)
            .show(ui, |ui| {
                ui.strong(msg::TournamentColNick.get(lang));
                let width = q.seats.first().map_or(0, |x| x.1.len());
                for i in 1..=width {
                    ui.strong(i.to_string());
                }
                ui.strong(msg::TournamentColGames.get(lang));
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
    egui::CollapsingHeader::new(msg::TournamentDraftGames.get(lang)).show(ui, |ui| {
        for e in &draft.seating {
            ui.label(seating_line(lang, e));
        }
    });
    if !l.folder.games.is_empty() {
        ui.colored_label(theme::WARNING, msg::TournamentSeatingHasGames.get(lang));
    }
    ui.horizontal(|ui| {
        if ui.button(msg::TournamentSeatingSave.get(lang)).clicked() {
            cmd(cx, TournamentCmd::SaveSeating);
        }
        if ui.button(msg::TournamentSeatingDrop.get(lang)).clicked() {
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
            msg::TournamentPlayersPaste,
            msg::TournamentPlayersHint,
            msg::TournamentPlayersAdd,
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
        msg::TournamentRound.get(lang),
        e.round,
        msg::TournamentTable.get(lang),
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
