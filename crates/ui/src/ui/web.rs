//! The web server's window (View → Web server for the stream): port, the
//! local-network choice, the spectator delay, start and stop; while it runs,
//! the addresses, the spectator token and how many feeds are connected,
//! and the judge's phone's pairing (its codes with their QR codes, the
//! devices paired). The form's values are this screen's own state (egui memory) until Start.

use super::Cx;
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::web::WebCmd;
use mafia_web::web::judge::{Role, pair_address, qr};
use mafia_words::Lang;
use mafia_words::i18n::msg;

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
    egui::Window::new(msg::WebWindow.get(lang))
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
                    ui.colored_label(WARN, msg::WebLanOn.get(lang));
                } else {
                    ui.label(msg::WebLocalOnly.get(lang));
                }
                ui.label(msg::WebPublic.get(lang));
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
                    ui.colored_label(WARN, msg::WebLanAddresses.get(lang));
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
                ui.label(msg::WebToken.get(lang))
                    .on_hover_text(msg::WebTokenTip.get(lang));
                ui.add(egui::Label::new(egui::RichText::new(token).monospace()).selectable(true));
                ui.hyperlink(format!("{base}/spectator/overlay?token={token}"));
                for lan in s.lan_urls() {
                    ui.hyperlink(format!("{lan}/spectator/overlay?token={token}"));
                }
                ui.separator();
                let sw_id = egui::Id::unique("web_overlay_switches");
                let mut sw = ui
                    .data_mut(|d| *d.get_temp_mut_or_insert_with(sw_id, OverlaySwitches::default));
                ui.label(msg::WebProducer.get(lang))
                    .on_hover_text(msg::WebProducerTip.get(lang));
                ui.checkbox(&mut sw.hide, msg::WebSwHide.get(lang));
                ui.checkbox(&mut sw.roles, msg::WebSwRoles.get(lang));
                ui.checkbox(&mut sw.scores, msg::WebSwScores.get(lang));
                ui.checkbox(&mut sw.history, msg::WebSwHistory.get(lang));
                ui.checkbox(&mut sw.full, msg::WebSwFull.get(lang));
                let address = overlay_address(&base, token, sw);
                ui.horizontal(|ui| {
                    ui.add(
                        egui::Label::new(egui::RichText::new(&address).monospace())
                            .selectable(true),
                    );
                    if ui.button(msg::WebCopy.get(lang)).clicked() {
                        ui.ctx().copy_text(address.clone());
                    }
                });
                ui.data_mut(|d| d.insert_temp(sw_id, sw));
                ui.label(format!(
                    "{}: {}",
                    msg::WebDelay.get(lang),
                    s.feed().delay_ms() / 1000
                ));
                ui.label(format!("{}: {}", msg::WebViewers.get(lang), s.viewers()));
                ui.separator();
                phone_block(ui, cx, s, lang);
                ui.separator();
                if ui.button(msg::WebStop.get(lang)).clicked() {
                    cx.push(Command::Web(WebCmd::Stop));
                }
            }
            None => {
                egui::Grid::new("web_form_grid")
                    .num_columns(2)
                    .show(ui, |ui| {
                        ui.label(msg::WebPort.get(lang));
                        ui.add(egui::DragValue::new(&mut form.port).range(1024..=65535));
                        ui.end_row();
                        ui.label(msg::WebDelay.get(lang));
                        ui.add(egui::DragValue::new(&mut form.delay_s).range(0..=600));
                        ui.end_row();
                    });
                ui.checkbox(&mut form.lan, msg::WebLan.get(lang))
                    .on_hover_text(msg::WebLanTip.get(lang));
                if form.lan {
                    ui.colored_label(WARN, firewall_note(lang, form.port));
                }
                if let Some(e) = &v.web().error {
                    ui.colored_label(super::theme::ERROR, e.get(lang));
                }
                if ui.button(msg::WebStart.get(lang)).clicked() {
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
                msg::WebStatusCrowded.get(lang),
                s.addr().port(),
                s.viewers()
            ),
            WARN,
            why,
        ),
        Some(why) => (
            format!("{} :{}", msg::WebStatusDown.get(lang), s.addr().port()),
            super::theme::ERROR,
            why,
        ),
        None => (
            format!(
                "{} :{} ({})",
                msg::WebStatus.get(lang),
                s.addr().port(),
                s.viewers()
            ),
            if s.lan() { WARN } else { super::theme::RUNNING },
            msg::WebWindow.get(lang).to_owned(),
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
pub fn firewall_note(lang: mafia_words::Lang, port: u16) -> String {
    if cfg!(windows) {
        msg::WebFirewallWindows { port }.get(lang)
    } else {
        msg::WebFirewallOther { port }.get(lang)
    }
}

/// The judge's phone (issue 34): every device paired (named, since when,
/// with the button that ends it), then for the judge's phone, an
/// assistant and a viewer either the code waiting, with its QR code, or
/// the button that makes one (the judge allows assistants and viewers so).
fn phone_block(ui: &mut egui::Ui, cx: &mut Cx<'_>, s: &mafia_web::web::WebServer, lang: Lang) {
    ui.strong(msg::WebJudgeMenu.get(lang));
    if !s.lan() {
        ui.colored_label(WARN, msg::WebJudgeNoLan.get(lang));
    }
    devices_ui(ui, cx, s, lang);
    // The page's address on the hall's network (on this computer only
    // when the server is not open to it).
    let bases: Vec<String> = if s.lan() {
        s.lan_urls().to_vec()
    } else {
        vec![s.local_url()]
    };
    for role in Role::ALL {
        // A code shows while the server would still take it.
        let Some(code) = s.judge().code_for(role) else {
            let (label, cmd) = match role {
                Role::Judge => (msg::WebJudgeMakeCode, WebCmd::PairCode),
                Role::Assistant => (msg::WebJudgeMakeAssistantCode, WebCmd::PairCodeFor(role)),
                Role::Viewer => (msg::WebJudgeMakeViewerCode, WebCmd::PairCodeFor(role)),
            };
            if ui.button(label.get(lang)).clicked() {
                cx.push(Command::Web(cmd));
            }
            continue;
        };
        ui.separator();
        ui.label(
            match role {
                Role::Judge => msg::WebJudgeCodeIs,
                Role::Assistant => msg::WebJudgeAssistantCodeIs,
                Role::Viewer => msg::WebJudgeViewerCodeIs,
            }
            .get(lang),
        );
        ui.label(egui::RichText::new(&code).monospace().size(40.0).strong());
        ui.label(msg::WebJudgeScan.get(lang));
        let addresses: Vec<String> = bases.iter().map(|b| pair_address(b, &code)).collect();
        if let Some(first) = addresses.first() {
            qr_ui(ui, first, lang);
        }
        for a in addresses {
            ui.label(egui::RichText::new(a).monospace().size(18.0));
        }
    }
}

/// The devices paired now, each with the button that ends it.
fn devices_ui(ui: &mut egui::Ui, cx: &mut Cx<'_>, s: &mafia_web::web::WebServer, lang: Lang) {
    let devices = s.judge().devices();
    if !devices.iter().any(|d| d.role == Role::Judge) {
        ui.label(msg::WebJudgeNone.get(lang));
    }
    for d in devices {
        let agent = d.agent.as_str();
        let n = d.id;
        let (name, end, cmd) = match d.role {
            Role::Judge => (
                msg::WebJudgePhone { agent }.get(lang),
                msg::WebJudgeUnpair.get(lang).to_owned(),
                WebCmd::Unpair,
            ),
            Role::Assistant => (
                msg::WebJudgeAssistant { n, agent }.get(lang),
                msg::WebJudgeEndAssistant { n }.get(lang),
                WebCmd::EndDevice(n),
            ),
            Role::Viewer => (
                msg::WebJudgeViewer { n, agent }.get(lang),
                msg::WebJudgeEndViewer { n }.get(lang),
                WebCmd::EndDevice(n),
            ),
        };
        ui.label(name);
        let minutes = d.since.elapsed().as_secs() / 60;
        ui.small(msg::WebJudgeSince { minutes }.get(lang));
        if ui.button(end).clicked() {
            cx.push(Command::Web(cmd));
        }
    }
}

/// Pixels per QR module in the texture (drawn at its exact size).
const QR_MODULE_PX: usize = 4;
/// Light modules around the code, as the QR standard asks.
const QR_QUIET: usize = 4;

/// The QR code of `address` as an image: black modules on white, each
/// [`QR_MODULE_PX`] pixels wide, with the quiet zone around; `None` for
/// an address too long for any QR code.
pub fn qr_image(address: &str) -> Option<egui::ColorImage> {
    let q = qr(address)?;
    let side = (q.width + 2 * QR_QUIET) * QR_MODULE_PX;
    let pixels = (0..side * side)
        .map(|i| {
            let module = |p: usize| (p / QR_MODULE_PX).checked_sub(QR_QUIET);
            let dark = match (module(i % side), module(i / side)) {
                (Some(x), Some(y)) => q.is_dark(x, y),
                _ => false,
            };
            if dark {
                egui::Color32::BLACK
            } else {
                egui::Color32::WHITE
            }
        })
        .collect();
    Some(egui::ColorImage::new([side, side], pixels))
}

/// The QR code of the pairing address, made into a texture once per
/// address (kept in the window's memory while the code waits).
fn qr_ui(ui: &mut egui::Ui, address: &str, lang: Lang) {
    let id = egui::Id::unique("web_judge_qr").with(address);
    let cached: Option<egui::TextureHandle> = ui.data(|d| d.get_temp(id));
    let handle = match cached {
        Some(h) => h,
        None => {
            let Some(image) = qr_image(address) else {
                return;
            };
            let h = ui
                .ctx()
                .load_texture("web_judge_qr", image, egui::TextureOptions::NEAREST);
            ui.data_mut(|d| d.insert_temp(id, h.clone()));
            h
        }
    };
    let words = msg::WebJudgeQr { address }.get(lang);
    ui.add(
        egui::Image::new(&handle)
            .fit_to_exact_size(handle.size_vec2())
            .alt_text(words.clone()),
    )
    .on_hover_text(words);
}
