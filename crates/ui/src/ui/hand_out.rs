//! The hand-out of secretly dealt cards: seat by seat, the judge's window
//! shows one card large (show, hide, next player). Never on the projector:
//! the projector's view hides roles while the game runs. The deal itself is
//! in the record (`DealRoles`), so the cards are the same after a reload.

use super::{Cx, theme};
use eframe::egui;
use mafia_core::game::{GameState, Seat};
use mafia_core::ruleset::{Ruleset, Side};
use mafia_words::i18n::msg;

/// Where the hand-out is: the seat whose turn it is, and whether his card
/// is on show.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandOut {
    /// Index of the seat (0 = seat 1).
    pub index: usize,
    pub shown: bool,
}

impl HandOut {
    pub fn seat(&self) -> Option<Seat> {
        Seat::try_from(self.index + 1).ok()
    }
}

/// The hand-out panel, while the game waits at the setup with every card dealt.
pub fn hand_out_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    if state.players.is_empty() || state.players.iter().any(|p| p.role.is_none()) {
        return;
    }
    ui.label(
        egui::RichText::new(msg::HandOut.get(lang))
            .size(22.0)
            .strong(),
    );
    ui.label(egui::RichText::new(msg::HandOutNote.get(lang)).weak());
    let h = &mut cx.screens.hand_out;
    let Some(player) = state.players.get(h.index) else {
        ui.label(
            egui::RichText::new(msg::AllCardsSeen.get(lang))
                .size(18.0)
                .color(theme::DONE),
        );
        return;
    };
    ui.label(
        egui::RichText::new(msg::HandOutSeat { seat: player.seat }.get(lang))
            .size(20.0)
            .strong(),
    );
    if h.shown {
        let role = player.role.and_then(|r| rs.roles.get(r).map(|x| (r, x)));
        if let Some((r, role)) = role {
            let col = if rs.role_side(r) == Side::Black {
                theme::ROLE_BLACK
            } else {
                theme::ROLE_RED
            };
            egui::Frame::group(ui.style()).show(ui, |ui| {
                ui.set_min_width(320.0);
                ui.label(
                    egui::RichText::new(role.name.get(lang))
                        .size(56.0)
                        .strong()
                        .color(col),
                );
            });
        }
    }
    ui.horizontal(|ui| {
        let label = if h.shown {
            msg::HideCard
        } else {
            msg::ShowCard
        };
        if ui
            .button(egui::RichText::new(label.get(lang)).size(18.0))
            .clicked()
        {
            h.shown = !h.shown;
        }
        if ui
            .button(egui::RichText::new(msg::NextSeat.get(lang)).size(18.0))
            .clicked()
        {
            h.index += 1;
            h.shown = false;
        }
    });
}
