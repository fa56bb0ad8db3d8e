//! The web server's window (View → Web server for the stream): port, the
//! local-network choice, the spectator delay, start and stop; while it runs,
//! the addresses, the spectator token and how many feeds are connected.

use crate::app::web::WebCmd;
use crate::app::{Command, JudgeApp};
use crate::i18n;
use eframe::egui;

const WARN: egui::Color32 = egui::Color32::from_rgb(255, 170, 60);

/// The window, when open.
pub fn web_window_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    if !app.web.open {
        return;
    }
    let lang = app.lang();
    let mut open = true;
    egui::Window::new(i18n::WEB_WINDOW.get(lang))
        .open(&mut open)
        .resizable(false)
        .show(ui.ctx(), |ui| match &app.web.server {
            Some(s) => {
                if s.lan() {
                    ui.colored_label(WARN, i18n::WEB_LAN_ON.get(lang));
                } else {
                    ui.label(i18n::WEB_LOCAL_ONLY.get(lang));
                }
                ui.label(i18n::WEB_PUBLIC.get(lang));
                let base = s.local_url();
                for page in [
                    "/overlay?layout=bottom",
                    "/overlay?layout=side",
                    "/projector",
                ] {
                    ui.hyperlink(format!("{base}{page}"));
                }
                ui.separator();
                ui.label(i18n::WEB_TOKEN.get(lang))
                    .on_hover_text(i18n::WEB_TOKEN_TIP.get(lang));
                let token = s.token().to_owned();
                ui.add(egui::Label::new(egui::RichText::new(&token).monospace()).selectable(true));
                ui.hyperlink(format!("{base}/spectator/overlay?token={token}"));
                ui.label(format!(
                    "{}: {}",
                    i18n::WEB_DELAY.get(lang),
                    app.settings.web_delay_s
                ));
                ui.label(format!("{}: {}", i18n::WEB_VIEWERS.get(lang), s.viewers()));
                if ui.button(i18n::WEB_STOP.get(lang)).clicked() {
                    app.push(Command::Web(WebCmd::Stop));
                }
            }
            None => {
                egui::Grid::new("web-form").num_columns(2).show(ui, |ui| {
                    ui.label(i18n::WEB_PORT.get(lang));
                    ui.add(egui::DragValue::new(&mut app.settings.web_port).range(1024..=65535));
                    ui.end_row();
                    ui.label(i18n::WEB_DELAY.get(lang));
                    ui.add(egui::DragValue::new(&mut app.settings.web_delay_s).range(0..=600));
                    ui.end_row();
                });
                ui.checkbox(&mut app.web.lan, i18n::WEB_LAN.get(lang))
                    .on_hover_text(i18n::WEB_LAN_TIP.get(lang));
                if let Some(e) = &app.web.error {
                    ui.colored_label(egui::Color32::from_rgb(230, 80, 60), e.get(lang));
                }
                if ui.button(i18n::WEB_START.get(lang)).clicked() {
                    app.push(Command::Web(WebCmd::Start));
                }
            }
        });
    if !open {
        app.web.open = false;
    }
}

/// The status in the menu bar while the server runs: port and feeds, in
/// orange when it is open to the local network.
pub fn web_status_ui(app: &mut JudgeApp, ui: &mut egui::Ui) {
    let Some(s) = &app.web.server else { return };
    let lang = app.lang();
    let text = format!(
        "{} :{} ({})",
        i18n::WEB_STATUS.get(lang),
        s.addr().port(),
        s.viewers()
    );
    let colour = if s.lan() {
        WARN
    } else {
        egui::Color32::from_rgb(120, 200, 120)
    };
    if ui
        .add(egui::Button::new(egui::RichText::new(text).color(colour)).frame(false))
        .on_hover_text(i18n::WEB_WINDOW.get(lang))
        .clicked()
    {
        app.push(Command::Web(WebCmd::ToggleWindow));
    }
}
