//! The widgets the screens share: cards, seat marks, catalogue buttons,
//! unfilled panels. A widget used by more than one screen lives here.

use super::Cx;
use super::theme::judge;
use eframe::egui;
use mafia_app::app::CommandId;

/// A card: a framed group on the screen's background.
pub fn card(ui: &egui::Ui) -> egui::Frame {
    egui::Frame::new()
        .fill(ui.visuals().faint_bg_color)
        .stroke(ui.visuals().widgets.noninteractive.bg_stroke)
        .corner_radius(judge::RADIUS)
        .inner_margin(egui::Margin::same(judge::PAD))
}

/// A card's title.
pub fn card_title_ui(ui: &mut egui::Ui, text: &str) {
    ui.label(egui::RichText::new(text).size(judge::CARD_TITLE).strong());
}

/// A panel frame without its fill: the window is cleared to the panel colour
/// already (`Console`'s `clear_color`), and with software rendering (Mesa
/// llvmpipe, Xvfb) painting every pixel a second time was most of the CPU
/// spent on the once-a-second timer frames.
pub fn unfilled(frame: egui::Frame) -> egui::Frame {
    frame.fill(egui::Color32::TRANSPARENT)
}

/// A seat mark that toggles (a hand, a best-move seat, a compared or booked
/// seat, a best player): framed even when off, so it reads as a button.
pub fn pick_button(on: bool, label: String) -> egui::Button<'static> {
    egui::Button::selectable(on, label).frame_when_inactive(true)
}

/// A button for a catalogue command: its label, tooltip with the key, and
/// the command pushed on click.
pub fn command_button_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, id: CommandId, enabled: bool) {
    let lang = cx.lang();
    let rs = cx.view.session().map(|s| &s.ruleset);
    // Undo and redo say what they would take back or bring back.
    let what = match id {
        CommandId::Undo => cx.view.undo_what(lang),
        CommandId::Redo => cx.view.redo_what(lang),
        _ => None,
    };
    let tip = match what {
        Some(w) => format!("{}\n{w}", id.tooltip_in(lang, rs)),
        None => id.tooltip_in(lang, rs),
    };
    let r = ui
        .add_enabled(enabled, egui::Button::new(id.label_in(lang, rs)))
        .on_hover_text(tip);
    if r.clicked()
        && let Some(c) = id.command()
    {
        cx.push(c);
    }
}
