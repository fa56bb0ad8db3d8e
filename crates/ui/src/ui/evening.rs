//! The start screen's club evening (seed 002, MCC): the judge checks in who
//! came (the club's nicknames offered as he types), sees tonight's games
//! and the next table the club's rule proposes, each player with the
//! clause that invited him, and puts it at the table in one click; the
//! seats the rule leaves open he fills from who is here.

use super::theme::{self, judge};
use super::widgets::{card, card_title_ui};
use super::{Cx, nick};
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::evening::EveningCmd;
use mafia_tournament::tournament::evening::{Invited, Why};
use mafia_tournament::tournament::nick::same_nick;
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// The card's own state: the nickname being typed.
#[derive(Debug, Clone, Default)]
pub struct EveningForm {
    pub typed: String,
}

fn why_text(lang: Lang, why: Why) -> &'static str {
    match why {
        Why::Minus => msg::EveningWhyMinus.get(lang),
        Why::BestPlayer => msg::EveningWhyBest.get(lang),
        Why::FirstKilled => msg::EveningWhyFirstKilled.get(lang),
        Why::NotPlayed => msg::EveningWhyNotPlayed.get(lang),
    }
}

/// The evening's card in the start screen's side column.
pub fn evening_card_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    let today = v.today();
    let panel = v.evening();
    let tonight = panel.tonight(&today);
    let seats = usize::from(cx.screens.start.count);
    card(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ui.horizontal(|ui| {
            card_title_ui(ui, msg::EveningTitle.get(lang));
            ui.weak(&today);
        });
        check_in_ui(cx, ui);
        season_ui(panel, lang, ui);
        let Some(e) = tonight else {
            ui.weak(msg::EveningNone.get(lang));
            return;
        };
        ui.add_space(judge::ROW_GAP);
        ui.label(
            msg::EveningPresent {
                count: e.present.len(),
            }
            .get(lang),
        );
        let mut gone = None;
        ui.horizontal_wrapped(|ui| {
            for p in &e.present {
                // One button a player, so a name never parts from its «×».
                if ui
                    .small_button(format!("{p} ×"))
                    .on_hover_text(msg::EveningCheckOut.get(lang))
                    .clicked()
                {
                    gone = Some(p.clone());
                }
            }
        });
        if let Some(p) = gone {
            cx.push(Command::Evening(EveningCmd::CheckOut(p)));
        }
        ui.weak(
            msg::EveningPlayed {
                count: e.games.len(),
            }
            .get(lang),
        );
        // A player the club has banned is said here and never invited.
        let registry = &v.tournament().registry;
        bans_ui(&e.present, registry, &today, lang, ui);
        ui.add_space(judge::ROW_GAP);
        let allowed: Vec<String> = e
            .present
            .iter()
            .filter(|p| registry.get(p).is_none_or(|r| !r.banned_on(&today)))
            .cloned()
            .collect();
        let proposal = mafia_tournament::tournament::evening::propose(&allowed, &e.games, seats);
        proposal_ui(ui, lang, &proposal, seats);
        let form = &mut cx.screens.start;
        if ui
            .button(msg::EveningTakeTable.get(lang))
            .on_hover_text(msg::EveningTakeTableTip.get(lang))
            .clicked()
        {
            let nicks: Vec<String> = proposal.iter().map(|i| i.nick.clone()).collect();
            form.take_table(&nicks);
        }
        // Who is here, not proposed and not at the table: the judge's
        // choice for an open seat.
        let free: Vec<&String> = e
            .present
            .iter()
            .filter(|p| !form.nicks.iter().any(|n| same_nick(n, p)))
            .filter(|p| !proposal.iter().any(|i| same_nick(&i.nick, p)))
            .collect();
        if !free.is_empty() && form.nicks.iter().any(|n| n.trim().is_empty()) {
            ui.horizontal_wrapped(|ui| {
                for p in free {
                    if ui
                        .small_button(msg::EveningAdd { nick: p.as_str() }.get(lang))
                        .clicked()
                    {
                        form.seat_in_first_empty(p);
                    }
                }
            });
        }
    });
}

/// The club rating of the season under way, its leaders folded under
/// its name and the games it counts (the games kept tonight among them).
fn season_ui(panel: &mafia_app::app::evening::EveningPanel, lang: Lang, ui: &mut egui::Ui) {
    if let Some(e) = &panel.season_error {
        ui.colored_label(theme::ERROR, e.get(lang));
    }
    let Some(s) = &panel.season else {
        return;
    };
    let title = msg::EveningSeason {
        name: s.name.as_str(),
        games: s.games,
    }
    .get(lang);
    egui::CollapsingHeader::new(title)
        .id_salt("evening-season")
        .show(ui, |ui| {
            for (place, nick, points) in &s.leaders {
                ui.label(
                    msg::EveningSeasonRow {
                        place: *place,
                        nick: nick.as_str(),
                        points: mafia_words::i18n::points(lang, *points).as_str(),
                    }
                    .get(lang),
                );
            }
        });
}

/// The nickname field and «Пришёл».
fn check_in_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let registry = &cx.view.tournament().registry;
    let form = &mut cx.screens.evening;
    let mut go = false;
    ui.horizontal(|ui| {
        let field = ui.add(
            egui::TextEdit::singleline(&mut form.typed)
                .hint_text(msg::EveningNickHint.get(lang))
                .desired_width(judge::NICK_COMFORT),
        );
        nick::completion_ui(ui, &field, &mut form.typed, registry);
        let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
        go = entered || ui.button(msg::EveningCheckIn.get(lang)).clicked();
        // The next player is typed at once: no click back into the field.
        if entered {
            field.request_focus();
        }
    });
    let typed = form.typed.trim().to_owned();
    if go && !typed.is_empty() {
        form.typed.clear();
        cx.push(Command::Evening(EveningCmd::CheckIn(typed)));
    }
}

/// The proposed table, seat by seat, with why each is invited.
fn proposal_ui(ui: &mut egui::Ui, lang: Lang, proposal: &[Invited], seats: usize) {
    ui.strong(msg::EveningNextTable.get(lang));
    egui::Grid::new("evening-proposal")
        .num_columns(3)
        .spacing([judge::COL_GAP, 0.0])
        .show(ui, |ui| {
            for (k, i) in proposal.iter().enumerate() {
                ui.weak((k + 1).to_string());
                ui.label(&i.nick);
                ui.weak(why_text(lang, i.why));
                ui.end_row();
            }
        });
    if proposal.len() < seats {
        ui.weak(
            msg::EveningJudgeDecides {
                count: seats - proposal.len(),
            }
            .get(lang),
        );
    }
}

/// The seated players the club has banned (seed 002: a ban for several
/// seasons), each in a warning line: the judge sees it before the start.
pub fn bans_ui(
    nicks: &[String],
    registry: &mafia_tournament::tournament::players::Registry,
    today: &str,
    lang: Lang,
    ui: &mut egui::Ui,
) {
    for p in registry.banned(nicks, today) {
        let text = if p.ban_reason.is_empty() {
            msg::StartBanned {
                nick: p.nick.as_str(),
                until: p.banned_until.as_str(),
            }
            .get(lang)
        } else {
            msg::StartBannedWhy {
                nick: p.nick.as_str(),
                until: p.banned_until.as_str(),
                reason: p.ban_reason.as_str(),
            }
            .get(lang)
        };
        ui.colored_label(super::theme::WARNING, text);
    }
}

/// Issue 32, 9g: a player of the form removed from the open tournament (a
/// seating made before the removal still seats him): said in red, seat by
/// seat, until the judge puts somebody else there.
pub fn removed_ui(nicks: &[String], removed: &[&str], lang: Lang, ui: &mut egui::Ui) {
    for (seat, nick) in (1..).zip(nicks) {
        if !nick.trim().is_empty() && removed.contains(&nick.trim()) {
            ui.colored_label(
                super::theme::ERROR,
                msg::StartRemovedFromTournament {
                    seat,
                    nick: nick.trim(),
                }
                .get(lang),
            );
        }
    }
}
