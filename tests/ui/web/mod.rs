//! The game on the stream: the web server's answers, the spectator token and
//! delay, the live feed, the headless `serve`, and the projector's secrecy
//! carried over to every public page and the feed.

pub mod client;
mod headless;
mod http;
mod judge;
mod phone;
mod secrecy;
mod window;

use crate::ui_common::{free_port, harness, start_dealt};
use egui_kittest::Harness;
use mafia_app::app::{Clock, JudgeApp, Settings};
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;

/// A FIIM game dealt and started (night zero), its web port a free one.
fn dealt_on_free_port() -> Harness<'static, Console> {
    dealt_on_port(free_port())
}

/// A FIIM game dealt and started (night zero), its web port `port`.
fn dealt_on_port(port: u16) -> Harness<'static, Console> {
    let settings = Settings {
        web_port: port,
        ..Settings::default()
    };
    let mut app =
        JudgeApp::with_rulesets(settings, vec![catalog::find("fiim").unwrap()], Vec::new());
    app.set_clock(Clock::Fixed(crate::ui_common::T0));
    let mut h = harness(Console::new(app));
    start_dealt(&mut h);
    h
}
