//! The tournament window (View → Tournament…): open a tournament folder and
//! see its players, seating, games with their state and the standings,
//! computed from the game records each time the folder is read.

use super::Cx;
use crate::app::Command;
use crate::app::tournament::TournamentCmd;
use crate::i18n;
use eframe::egui;

/// The window, when open.
pub fn tournament_window_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let v = cx.view;
    let panel = v.tournament();
    if !panel.open {
        return;
    }
    let lang = cx.lang();
    let path_id = egui::Id::unique("tournament_path");
    let mut path: String = ui.data_mut(|d| d.get_temp::<String>(path_id).unwrap_or_default());
    let mut open = true;
    egui::Window::new(i18n::TOURNAMENT_WINDOW.get(lang))
        .id(egui::Id::unique("tournament_window"))
        .open(&mut open)
        .default_width(760.0)
        .show(ui.ctx(), |ui| {
            ui.horizontal(|ui| {
                let label = ui.label(i18n::TOURNAMENT_FOLDER.get(lang));
                ui.add(
                    egui::TextEdit::singleline(&mut path)
                        .desired_width(420.0)
                        .hint_text("…/examples/tournaments/minsk-final"),
                )
                .labelled_by(label.id);
                if ui.button(i18n::TOURNAMENT_OPEN.get(lang)).clicked() {
                    cx.push(Command::Tournament(TournamentCmd::Open(path.clone())));
                }
                if panel.loaded.is_some() && ui.button(i18n::TOURNAMENT_RELOAD.get(lang)).clicked()
                {
                    cx.push(Command::Tournament(TournamentCmd::Reload));
                }
            });
            if let Some(e) = &panel.error {
                ui.colored_label(egui::Color32::from_rgb(230, 80, 60), e);
            }
            let Some(l) = &panel.loaded else {
                return;
            };
            let d = &l.folder.description;
            let s = &l.standings;
            ui.heading(&d.name);
            // The next game of the seating that has no record yet, in one click.
            let games = d.numbered_games();
            let next = games.iter().enumerate().find(|(k, e)| {
                let number = (k + 1).to_string();
                let table = e.table.to_string();
                !s.counted
                    .iter()
                    .any(|g| g.game == number && g.table == table)
                    && !l
                        .folder
                        .games
                        .iter()
                        .any(|g| g.record.meta.game == number && g.record.meta.table == table)
            });
            if let Some((k, e)) = next {
                let number = k + 1;
                let label = crate::i18n::tr!(
                    lang,
                    "tournament-next-game",
                    number = number,
                    round = e.round,
                    table = e.table
                );
                if ui.button(label).clicked() {
                    let rulesets = v.rulesets();
                    if let Some(idx) = rulesets.iter().position(|r| r.id == d.ruleset) {
                        let f = &mut cx.screens.start;
                        f.select(rulesets, idx);
                        f.count = u8::try_from(e.seats.len()).unwrap_or(f.count);
                        f.nicks = e.seats.clone();
                        f.meta = crate::session::Meta {
                            tournament: d.name.clone(),
                            stage: String::new(),
                            date: d.dates.first().cloned().unwrap_or_default(),
                            table: e.table.to_string(),
                            game: number.to_string(),
                            judge: d
                                .judge(e.table, e.round)
                                .unwrap_or(&d.head_judge)
                                .to_owned(),
                        };
                        cx.push(Command::Tournament(TournamentCmd::ToggleWindow));
                    }
                }
            }
            ui.label(format!("{} · {}", d.ruleset, d.dates.join(" – ")));
            egui::ScrollArea::vertical()
                .max_height(560.0)
                .show(ui, |ui| {
                    egui::CollapsingHeader::new(i18n::TOURNAMENT_STANDINGS.get(lang))
                        .default_open(true)
                        .show(ui, |ui| {
                            egui::Grid::new("tournament_standings")
                                .striped(true)
                                .show(ui, |ui| {
                                    for h in [
                                        i18n::TOURNAMENT_COL_PLACE,
                                        i18n::TOURNAMENT_COL_NICK,
                                        i18n::TOURNAMENT_COL_GAMES,
                                        i18n::TOURNAMENT_COL_WINS,
                                        i18n::TOURNAMENT_COL_POINTS,
                                        i18n::TOURNAMENT_COL_EXTRA,
                                        i18n::TOURNAMENT_COL_PENALTIES,
                                        i18n::TOURNAMENT_COL_TOTAL,
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
                                                i18n::TOURNAMENT_NOT_ELIGIBLE.get(lang)
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
                                                        p.penalty, p.points, p.reason
                                                    )
                                                })
                                                .collect();
                                            pen.on_hover_text(why.join("\n"));
                                        }
                                        ui.strong(format!("{:.2}", r.total));
                                        ui.end_row();
                                    }
                                });
                        });
                    egui::CollapsingHeader::new(i18n::TOURNAMENT_GAMES.get(lang)).show(ui, |ui| {
                        for (k, e) in d.numbered_games().iter().enumerate() {
                            let number = (k + 1).to_string();
                            let found = s
                                .counted
                                .iter()
                                .find(|g| g.game == number && g.table == e.table.to_string());
                            let state = match found {
                                Some(g) => format!(
                                    "{} ({})",
                                    i18n::TOURNAMENT_GAME_PLAYED.get(lang),
                                    g.winner.clone().unwrap_or_default()
                                ),
                                None => i18n::TOURNAMENT_GAME_NOT_YET.get(lang).to_owned(),
                            };
                            ui.label(format!(
                                "#{number} · {} {} · {} {} · {state}",
                                i18n::TOURNAMENT_ROUND.get(lang),
                                e.round,
                                i18n::TOURNAMENT_TABLE.get(lang),
                                e.table
                            ));
                        }
                        for lo in &s.left_out {
                            ui.colored_label(
                                egui::Color32::from_rgb(230, 150, 60),
                                format!("{}: {}", lo.file, lo.reason.get(lang)),
                            );
                        }
                    });
                    egui::CollapsingHeader::new(i18n::TOURNAMENT_SEATING.get(lang)).show(
                        ui,
                        |ui| {
                            for e in d.numbered_games() {
                                ui.label(format!(
                                    "{} {}, {} {}: {}",
                                    i18n::TOURNAMENT_ROUND.get(lang),
                                    e.round,
                                    i18n::TOURNAMENT_TABLE.get(lang),
                                    e.table,
                                    e.seats.join(", ")
                                ));
                            }
                        },
                    );
                    egui::CollapsingHeader::new(i18n::TOURNAMENT_PLAYERS.get(lang)).show(
                        ui,
                        |ui| {
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
                        },
                    );
                });
        });
    ui.data_mut(|d| d.insert_temp(path_id, path));
    if !open {
        cx.push(Command::Tournament(TournamentCmd::ToggleWindow));
    }
}
