//! The web server as the judge runs it: started from the View menu (or
//! `--serve PORT`), fed after every step from [`JudgeApp::publish`], stopped
//! from its window or when the console closes.
//!
//! The UI thread's share is two pure view builds and a short lock per step
//! (see `web::Feed::publish`); the server's threads do the rest.

use super::panel::{Cx, Effects, Panel, Setting};
use super::{Clock, JudgeApp, Settings};
use mafia_web::web::{Feed, ServeConfig, View, WebServer};
use mafia_words::Text;
use mafia_words::i18n::msg;
use std::sync::Arc;
use std::time::Duration;

/// What the judge does with the server.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WebCmd {
    /// Show or hide the server's window.
    ToggleWindow,
    /// Start (or restart) with what the window's form says.
    Start {
        port: u16,
        lan: bool,
        delay_s: u32,
    },
    Stop,
    /// Make a pairing code for the judge's phone (issue 34).
    PairCode,
    /// Make a pairing code for an assistant's tablet or a viewer: the
    /// judge allows them so.
    PairCodeFor(mafia_web::web::judge::Role),
    /// End the phone's pairing.
    Unpair,
    /// End one paired device's session (its number in the window).
    EndDevice(u64),
}

/// The server's window and the running server.
#[derive(Default)]
pub struct WebPanel {
    pub open: bool,
    pub server: Option<WebServer>,
    /// Why the last start failed.
    pub error: Option<Text>,
    /// The window's context once a frame ran: the server's thread asks it
    /// for a frame when its health changes (it stops or starts answering).
    pub repaint: Arc<parking_lot::Mutex<Option<Wake>>>,
    /// The phone's pairing code the judge asked for last (the server
    /// knows whether it is still good).
    pub code: Option<String>,
}

/// Asks the judge window for a frame, from any thread (the ui crate makes
/// it: the app holds no `egui::Context`).
pub type Wake = Arc<dyn Fn() + Send + Sync>;

impl Panel for WebPanel {
    type Cmd = WebCmd;

    /// Runs one command on the panel's own state; the port and the delay
    /// the judge typed are kept in the settings.
    fn run(&mut self, c: WebCmd, cx: &Cx<'_>) -> Effects {
        match c {
            WebCmd::ToggleWindow => self.open = !self.open,
            WebCmd::Start { port, lan, delay_s } => {
                let settings = Settings {
                    web_port: port,
                    web_delay_s: delay_s,
                    ..cx.settings.clone()
                };
                let mut fx = self.start(lan, &settings, cx.clock);
                fx.settings.push(Setting::Web { port, delay_s });
                return fx;
            }
            WebCmd::Stop => {
                if let Some(s) = self.server.take() {
                    s.stop();
                }
                self.code = None;
            }
            WebCmd::PairCode | WebCmd::PairCodeFor(_) => {
                let role = match c {
                    WebCmd::PairCodeFor(role) => role,
                    _ => mafia_web::web::judge::Role::Judge,
                };
                if let Some(s) = &self.server {
                    match s.judge().new_code_for(role) {
                        Ok(code) if role == mafia_web::web::judge::Role::Judge => {
                            self.code = Some(code);
                        }
                        Ok(_) => {}
                        Err(e) => {
                            self.error = Some(failed(msg::WebPairFailed.text(), &e));
                        }
                    }
                }
            }
            WebCmd::Unpair => {
                if let Some(s) = &self.server {
                    s.judge().unpair();
                }
                self.code = None;
            }
            WebCmd::EndDevice(id) => {
                if let Some(s) = &self.server {
                    s.judge().end(id);
                }
            }
        }
        Effects::none()
    }
}

impl WebPanel {
    /// Starts the server on the settings' port (a running one is stopped
    /// first). Listening on the local network is never remembered: the
    /// judge ticks it each time.
    /// A started server wants the current views.
    pub fn start(&mut self, lan: bool, settings: &Settings, clock: Clock) -> Effects {
        if let Some(s) = self.server.take() {
            s.stop();
        }
        let now: mafia_web::web::feed::Now = match clock {
            Clock::System => mafia_web::web::feed::wall_clock(),
            Clock::Fixed(t) => Arc::new(move || t),
        };
        let cfg = ServeConfig {
            port: settings.web_port,
            lan,
            token: None,
            delay: Duration::from_secs(u64::from(settings.web_delay_s)),
            log: false,
            messages: settings.lang,
        };
        let repaint = Arc::clone(&self.repaint);
        let on_change: Box<dyn Fn() + Send + Sync> = Box::new(move || {
            if let Some(wake) = &*repaint.lock() {
                wake();
            }
        });
        match WebServer::start_with(&cfg, Arc::new(Feed::new(now)), Some(on_change)) {
            Ok(s) => {
                // A command from the phone asks the judge's window for a
                // frame, which runs it.
                let repaint = Arc::clone(&self.repaint);
                s.judge().set_wake(Some(Arc::new(move || {
                    if let Some(wake) = &*repaint.lock() {
                        wake();
                    }
                })));
                self.code = None;
                self.server = Some(s);
                self.error = None;
                Effects {
                    publish_web: true,
                    ..Effects::default()
                }
            }
            Err(e) => {
                self.error = Some(failed(msg::WebStartFailed.text(), &e));
                self.open = true;
                Effects::none()
            }
        }
    }
}

/// What failed (`what`, a heading) and why, in the judge's words: the
/// system's own only as the details.
fn failed(what: Text, e: &mafia_web::web::StartError) -> Text {
    mafia_words::i18n::text_of(|l| {
        format!("{}: {}", what.get(l), mafia_words::i18n::Words::say(e, l))
    })
}

impl JudgeApp {
    /// Starts the server on the settings' port and publishes the current
    /// views into it (`--serve PORT`).
    pub fn start_web(&mut self, lan: bool) {
        let fx = self.web.start(lan, &self.settings, self.clock);
        self.apply(fx);
    }

    /// Hands the public view (spectator mode off, whatever the projector
    /// shows; blank when the projector is blanked) and the spectator view
    /// to the running server.
    pub(super) fn publish_web(&self) {
        let Some(server) = &self.web.server else {
            return;
        };
        // What the console's own window shows of them (its view).
        let view = self.view();
        server.feed().set_judge(mafia_web::web::feed::JudgeMark {
            step: self.phone_step,
            confirm: self.table.pending_removal.as_ref().map(|p| p.seat),
            shot_unrecorded: view.shot_unrecorded(),
            can_undo: view.can_undo(),
            can_redo: view.can_redo(),
        });
        let now = self.now();
        let Some(s) = &self.session else {
            // Between two games of a tournament: the same view as the
            // projector's, for everybody (nothing of a game is in it).
            if let Some(b) = self.tournament.hall() {
                let mut v = if self.console.blank {
                    View::default()
                } else {
                    View::between_games(b.clone(), now)
                };
                v.set_lang(self.settings.lang);
                server.feed().publish(v.clone(), v);
            }
            return;
        };
        // As the projector's view: the hall's language (the banner follows)
        // and the judge's live count of hands.
        let view = |spectator| {
            let mut v = View::from_state(s.state(), &s.ruleset, spectator, now);
            v.set_lang(self.settings.lang);
            v.set_hands(self.live_hands());
            v.set_caption(&s.meta);
            v.set_photos(&self.photos);
            v
        };
        let public = if self.console.blank {
            View {
                lang: self.settings.lang,
                ..View::default()
            }
        } else {
            view(false)
        };
        server.feed().publish(public, view(true));
    }
}
