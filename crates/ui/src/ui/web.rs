//! The web server's window (View → Web server for the stream): port, the
//! local-network choice, the spectator delay, start and stop; while it runs,
//! the addresses, the spectator token and how many feeds are connected.
//! The form's values are this screen's own state (egui memory) until Start.

use super::Cx;
use crate::app::Command;
use crate::app::web::WebCmd;
use crate::i18n;
use eframe::egui;

const WARN: egui::Color32 = super::theme::WARNING;

/// What the judge is choosing before Start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct WebForm {
    port: u16,
    /// Listen on the local network too: unticked at each start of the console.
    lan: bool,
    delay_s: u32,
}

/// The producer's switches for the overlay, built into its address.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OverlaySwitches {
    pub hide: bool,
    /// The spectator feed (roles and checks, after its delay).
    pub roles: bool,
    pub scores: bool,
    /// The strip of the game's history (who left when; the checks on the
    /// spectator feed).
    pub history: bool,
    /// Between games the full standings page, not the band at the bottom.
    pub full: bool,
}

impl Default for OverlaySwitches {
    fn default() -> Self {
        OverlaySwitches {
            hide: false,
            roles: false,
            scores: true,
            history: true,
            full: false,
        }
    }
}

/// The overlay's address for these switches: the spectator overlay (with
/// the token) when roles are on, else the public one; the page reads the
/// rest (`hide=1`, `scores=0`, `history=0`, `form=full`).
pub fn overlay_address(base: &str, token: &str, sw: OverlaySwitches) -> String {
    let mut q: Vec<String> = Vec::new();
    let path = if sw.roles {
        q.push(format!("token={token}"));
        "/spectator/overlay"
    } else {
        "/overlay"
    };
    if sw.hide {
        q.push("hide=1".into());
    }
    if !sw.scores {
        q.push("scores=0".into());
    }
    if !sw.history {
        q.push("history=0".into());
    }
    if sw.full {
        q.push("form=full".into());
    }
    if q.is_empty() {
        format!("{base}{path}")
    } else {
        format!("{base}{path}?{}", q.join("&"))
    }
}

/// The window, when open.
pub fn web_window_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let v = cx.view;
    if !v.web().open {
        return;
    }
    let lang = cx.lang();
    let form_id = egui::Id::unique("web_form");
    let settings = v.settings();
    let mut form = ui.data_mut(|d| {
        *d.get_temp_mut_or_insert_with(form_id, || WebForm {
            port: settings.web_port,
            lan: false,
            delay_s: settings.web_delay_s,
        })
    });
    let mut open = true;
    egui::Window::new(i18n::msg::WebWindow.get(lang))
        .id(egui::Id::unique("web_window"))
        .open(&mut open)
        // Below the menu bar it is opened from, not over it.
        .default_pos([16.0, 40.0])
        .resizable(false)
        .show(ui.ctx(), |ui| match &v.web().server {
            Some(s) => {
                if let Some(why) = s.health().problem(lang) {
                    ui.colored_label(super::theme::ERROR, why);
                }
                if s.lan() {
                    ui.colored_label(WARN, i18n::msg::WebLanOn.get(lang));
                } else {
                    ui.label(i18n::msg::WebLocalOnly.get(lang));
                }
                ui.label(i18n::msg::WebPublic.get(lang));
                let base = s.local_url();
                for page in [
                    "/overlay?layout=bottom",
                    "/overlay?layout=side",
                    "/projector",
                ] {
                    ui.hyperlink(format!("{base}{page}"));
                }
                let token = s.token();
                // Open to the network: what the other computers type (the
                // stream's PC, a TV), in the warning colour.
                if s.lan() {
                    ui.separator();
                    ui.colored_label(WARN, i18n::msg::WebLanAddresses.get(lang));
                    for lan in s.lan_urls() {
                        ui.hyperlink(format!("{lan}/overlay"));
                        ui.hyperlink(format!("{lan}/projector"));
                    }
                    ui.label(firewall_note(lang, s.addr().port()));
                    if let Some(note) = s.lan_note(lang) {
                        ui.colored_label(WARN, note);
                    }
                }
                ui.separator();
                ui.label(i18n::msg::WebToken.get(lang))
                    .on_hover_text(i18n::msg::WebTokenTip.get(lang));
                ui.add(egui::Label::new(egui::RichText::new(token).monospace()).selectable(true));
                ui.hyperlink(format!("{base}/spectator/overlay?token={token}"));
                for lan in s.lan_urls() {
                    ui.hyperlink(format!("{lan}/spectator/overlay?token={token}"));
                }
                ui.separator();
                let sw_id = egui::Id::unique("web_overlay_switches");
                let mut sw = ui
                    .data_mut(|d| *d.get_temp_mut_or_insert_with(sw_id, OverlaySwitches::default));
                ui.label(i18n::msg::WebProducer.get(lang))
                    .on_hover_text(i18n::msg::WebProducerTip.get(lang));
                ui.checkbox(&mut sw.hide, i18n::msg::WebSwHide.get(lang));
                ui.checkbox(&mut sw.roles, i18n::msg::WebSwRoles.get(lang));
                ui.checkbox(&mut sw.scores, i18n::msg::WebSwScores.get(lang));
                ui.checkbox(&mut sw.history, i18n::msg::WebSwHistory.get(lang));
                ui.checkbox(&mut sw.full, i18n::msg::WebSwFull.get(lang));
                let address = overlay_address(&base, token, sw);
                ui.horizontal(|ui| {
                    ui.add(
                        egui::Label::new(egui::RichText::new(&address).monospace())
                            .selectable(true),
                    );
                    if ui.button(i18n::msg::WebCopy.get(lang)).clicked() {
                        ui.ctx().copy_text(address.clone());
                    }
                });
                ui.data_mut(|d| d.insert_temp(sw_id, sw));
                ui.label(format!(
                    "{}: {}",
                    i18n::msg::WebDelay.get(lang),
                    s.feed().delay_ms() / 1000
                ));
                ui.label(format!(
                    "{}: {}",
                    i18n::msg::WebViewers.get(lang),
                    s.viewers()
                ));
                ui.separator();
                phone_block(ui, cx, s, v.web().code.as_deref(), lang);
                ui.separator();
                if ui.button(i18n::msg::WebStop.get(lang)).clicked() {
                    cx.push(Command::Web(WebCmd::Stop));
                }
            }
            None => {
                egui::Grid::new("web_form_grid")
                    .num_columns(2)
                    .show(ui, |ui| {
                        ui.label(i18n::msg::WebPort.get(lang));
                        ui.add(egui::DragValue::new(&mut form.port).range(1024..=65535));
                        ui.end_row();
                        ui.label(i18n::msg::WebDelay.get(lang));
                        ui.add(egui::DragValue::new(&mut form.delay_s).range(0..=600));
                        ui.end_row();
                    });
                ui.checkbox(&mut form.lan, i18n::msg::WebLan.get(lang))
                    .on_hover_text(i18n::msg::WebLanTip.get(lang));
                if form.lan {
                    ui.colored_label(WARN, firewall_note(lang, form.port));
                }
                if let Some(e) = &v.web().error {
                    ui.colored_label(super::theme::ERROR, e.get(lang));
                }
                if ui.button(i18n::msg::WebStart.get(lang)).clicked() {
                    cx.push(Command::Web(WebCmd::Start {
                        port: form.port,
                        lan: form.lan,
                        delay_s: form.delay_s,
                    }));
                }
            }
        });
    ui.data_mut(|d| d.insert_temp(form_id, form));
    if !open {
        cx.push(Command::Web(WebCmd::ToggleWindow));
    }
}

/// The status in the menu bar while the server runs: port and connected
/// feeds, in orange when it is open to the local network; in red, with the
/// reason on hover, when it does not answer.
pub fn web_status_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let Some(s) = &cx.view.web().server else {
        return;
    };
    let lang = cx.lang();
    let health = s.health();
    let problem = health.problem(lang);
    let (text, colour, hover) = match problem {
        // It answers, but turned clients away in the last minute.
        Some(why) if health.is_serving() => (
            format!(
                "{} :{} ({})",
                i18n::msg::WebStatusCrowded.get(lang),
                s.addr().port(),
                s.viewers()
            ),
            WARN,
            why,
        ),
        Some(why) => (
            format!(
                "{} :{}",
                i18n::msg::WebStatusDown.get(lang),
                s.addr().port()
            ),
            super::theme::ERROR,
            why,
        ),
        None => (
            format!(
                "{} :{} ({})",
                i18n::msg::WebStatus.get(lang),
                s.addr().port(),
                s.viewers()
            ),
            if s.lan() { WARN } else { super::theme::RUNNING },
            i18n::msg::WebWindow.get(lang).to_owned(),
        ),
    };
    if ui
        .add(egui::Button::new(egui::RichText::new(text).color(colour)).frame(false))
        .on_hover_text(hover)
        .clicked()
    {
        cx.push(Command::Web(WebCmd::ToggleWindow));
    }
}

/// What the system's firewall will ask when the server opens to the hall's
/// network, in the window's words: on Windows the prompt «Разрешить доступ»
/// the first time, elsewhere a firewall that may have to let the port in.
pub fn firewall_note(lang: crate::ruleset::Lang, port: u16) -> String {
    if cfg!(windows) {
        i18n::msg::WebFirewallWindows { port }.get(lang)
    } else {
        i18n::msg::WebFirewallOther { port }.get(lang)
    }
}

/// The judge's phone (issue 34): the code to pair it, the address to open
/// on it in big letters (no QR code yet: the window says so), the phone
/// paired and the button that ends it.
fn phone_block(
    ui: &mut egui::Ui,
    cx: &mut Cx<'_>,
    s: &crate::web::WebServer,
    code: Option<&str>,
    lang: crate::ruleset::Lang,
) {
    ui.strong(i18n::msg::WebJudgeMenu.get(lang));
    if !s.lan() {
        ui.colored_label(WARN, i18n::msg::WebJudgeNoLan.get(lang));
    }
    match s.judge().paired() {
        Some(p) => {
            ui.label(
                i18n::msg::WebJudgePhone {
                    agent: p.agent.as_str(),
                }
                .get(lang),
            );
            if ui.button(i18n::msg::WebJudgeUnpair.get(lang)).clicked() {
                cx.push(Command::Web(WebCmd::Unpair));
            }
        }
        None => {
            ui.label(i18n::msg::WebJudgeNone.get(lang));
        }
    }
    // The code shows while the server would still take it.
    let live = s.judge().code();
    match code.filter(|c| live.as_deref() == Some(*c)) {
        Some(code) => {
            ui.label(i18n::msg::WebJudgeCodeIs.get(lang));
            ui.label(egui::RichText::new(code).monospace().size(40.0).strong());
            ui.label(i18n::msg::WebJudgeOpen.get(lang));
            let urls: Vec<String> = if s.lan() {
                s.lan_urls().iter().map(|u| format!("{u}/judge")).collect()
            } else {
                vec![format!("{}/judge", s.local_url())]
            };
            for u in urls {
                ui.label(egui::RichText::new(u).monospace().size(22.0));
            }
            ui.small(i18n::msg::WebJudgeNoQr.get(lang));
        }
        None => {
            if ui.button(i18n::msg::WebJudgeMakeCode.get(lang)).clicked() {
                cx.push(Command::Web(WebCmd::PairCode));
            }
        }
    }
}
