//! The console's own switches as a panel: the projector (open, fullscreen,
//! its monitor, a black screen), what the judge sees (the roles, the music
//! window, the spectator's view), the language, the seat draw on the
//! projector, the message line, the game a crash left unfiled.

use super::command::Command;
use super::panel::{Cx, Effects, Panel, Said, Setting};
use super::{WindowCmd, place};

/// The console panel's own state: the projector window's place and what
/// the judge chose to see.
#[derive(Default)]
pub struct ConsolePanel {
    /// Where the projector window goes, remembered between starts.
    pub(super) place: place::Keeper,
    /// The projector shows a black screen (the judge's key B).
    pub(super) blank: bool,
    pub(super) reveal_roles: bool,
    pub(super) spectator: bool,
    pub(super) music_open: bool,
}

/// What the projector shows of the seat draw (the app keeps the draw).
#[derive(Debug, Clone, PartialEq)]
pub enum SeatDraw {
    /// The seats drawn, seat 1 first, coming up one by one (None: no draw
    /// any more).
    Show(Option<Vec<String>>),
    /// Every seat of the draw at once.
    AtOnce,
}

impl ConsolePanel {
    /// The projector window opened or closed (kept in its place's file).
    pub(super) fn set_projector_open(&mut self, open: bool) -> Effects {
        match self.place.set_open(open, mafia_store::clock::now_ms()) {
            Ok(()) => Effects::none(),
            Err(e) => Effects::error(mafia_store::i18n::place_not_saved(&e)),
        }
    }

    /// A black projector (the judge's key B), and back.
    pub(super) fn toggle_blank(&mut self) -> Effects {
        self.blank = !self.blank;
        Effects {
            blank: Some(self.blank),
            republish: true,
            ..Effects::default()
        }
    }
}

impl Panel for ConsolePanel {
    type Cmd = Command;

    /// One of the console's own switches (the other panels' commands never
    /// come here).
    fn run(&mut self, c: Command, cx: &Cx<'_>) -> Effects {
        match c {
            Command::ToggleProjector => {
                let open = !self.place.is_open();
                let mut fx = self.set_projector_open(open);
                if open {
                    self.place.ask_monitors();
                    fx.republish = true;
                }
                fx
            }
            Command::ProjectorFullscreen => {
                // The window's own state (it may have left fullscreen by
                // the window manager), not a flag of ours.
                let full = self.place.place().fullscreen;
                Effects {
                    window: vec![WindowCmd::ProjectorFullscreen(!full)],
                    ..Effects::default()
                }
            }
            Command::ProjectorMonitor(m) => {
                let mut fx = match self.place.choose_monitor(m, mafia_store::clock::now_ms()) {
                    Ok(()) => Effects::none(),
                    Err(e) => Effects::error(mafia_store::i18n::place_not_saved(&e)),
                };
                if self.place.is_open() {
                    fx.window.push(WindowCmd::ProjectorMonitor(m));
                }
                fx
            }
            Command::ToggleBlank => self.toggle_blank(),
            Command::ToggleAutoTimer => Effects {
                settings: vec![Setting::AutoTimer(!cx.settings.auto_timer)],
                ..Effects::default()
            },
            Command::ToggleReveal => {
                self.reveal_roles = !self.reveal_roles;
                Effects::none()
            }
            Command::ToggleMusic => {
                self.music_open = !self.music_open;
                Effects::none()
            }
            Command::ToggleSpectator => {
                self.spectator = !self.spectator;
                Effects {
                    republish: true,
                    ..Effects::default()
                }
            }
            Command::SetLang(l) => Effects {
                settings: vec![Setting::Lang(l)],
                republish: true,
                ..Effects::default()
            },
            Command::SeatDraw(seats) => Effects {
                seat_draw: Some(SeatDraw::Show(seats)),
                ..Effects::default()
            },
            Command::SeatDrawAtOnce => Effects {
                seat_draw: Some(SeatDraw::AtOnce),
                ..Effects::default()
            },
            Command::ClearMessage => Effects::said(Said::Clear),
            Command::FileLeftGame => Effects {
                file_left_game: true,
                ..Effects::default()
            },
            // The other panels' commands never come here.
            _ => Effects::none(),
        }
    }
}
