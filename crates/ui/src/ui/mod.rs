//! Drawing the windows. Nothing in here changes the game: each screen reads
//! a [`View`] of the app, keeps its own state (the text it is typing, the
//! card on show) and pushes [`Command`]s into a queue that the [`Console`]
//! hands to the app after the pass.
//!
//! `console` owns the app and runs the frame, `start` is the seating screen,
//! `game` the judge's game screen (with `night` and `scoring`), `hand_out` the
//! secret cards seat by seat, `projector` the audience window, `gesture` the
//! check pictures, `resume` the saved games, `music` the music window.

pub mod about;
pub mod console;
pub mod evening;
pub mod game;
pub mod gesture;
pub mod hand_out;
pub mod library;
pub mod lobby;
pub mod music;
pub mod nick;
pub mod night;
pub mod projector;
pub mod resume;
pub mod role_keys;
pub mod scoring;
pub mod seat_draw;
pub mod sites;
pub mod start;
pub mod stats_chart;
pub mod theme;
pub mod tournament;
pub mod tournament_conflicts;
pub mod tournament_export;
pub mod tournament_judges;
pub mod web;
pub mod widgets;

pub use console::{Console, run_console, run_console_with};
use eframe::egui;
use mafia_app::app::{Command, CommandId, StartForm, View};
use mafia_words::Lang;
use mafia_words::i18n::msg;
pub use widgets::{card, card_title_ui, command_button_ui, pick_button, unfilled};

/// A form field a screen empties once its command was taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clear {
    Rename,
    Note,
    Compensation,
    Extra,
}

/// A command from a screen, and what to empty when the app took it.
#[derive(Debug, Clone, PartialEq)]
pub struct Queued {
    pub command: Command,
    pub then: Option<Clear>,
}

/// The screens' own state: what the judge is typing, and what is on show.
pub struct Screens {
    pub start: StartForm,
    pub game: game::GameForms,
    pub hand_out: hand_out::HandOut,
    pub gestures: gesture::GestureCache,
    /// The library of kept games (search, filters, the chosen game).
    pub library: library::LibraryScreen,
    /// The start screen's tournament card (create and open forms).
    pub lobby: lobby::TournamentForm,
    /// The start screen's club evening (the nickname being checked in).
    pub evening: evening::EveningForm,
    pub tournament: tournament::TournamentForms,
    /// The tournament window's export section.
    pub tournament_export: tournament_export::ExportForm,
    /// The protocol header window's site ids as typed (while it is open).
    pub meta_sites: Option<sites::SitesFields>,
    /// The About window, while it is open.
    pub about: Option<about::About>,
}

impl Screens {
    fn clear(&mut self, what: Clear) {
        let g = &mut self.game;
        match what {
            Clear::Rename => g.rename.clear(),
            Clear::Note => g.note.clear(),
            Clear::Compensation => {
                g.comp_i.clear();
                g.comp_n.clear();
            }
            Clear::Extra => g.extra = game::ExtraForm::default(),
        }
    }

    /// What a command the app has just run (`done`: it did what it was
    /// asked) means for the screens' own forms.
    pub fn follow(&mut self, c: &Command, done: bool, v: View<'_>) {
        match c {
            // The protocol header window, used before a game: the form takes it.
            Command::File(mafia_app::app::files::FileCmd::MetaChanged(m))
                if v.session().is_none() =>
            {
                self.start.take_header(m);
            }
            Command::NewGame => self.after_game(v),
            // The game a crash left unfiled, filed now: as after «Новая игра».
            Command::FileLeftGame if done => self.after_game(v),
            Command::StartGame(_) if done => self.hand_out = hand_out::HandOut::default(),
            _ => {}
        }
    }

    /// The next game at the same table, on the start screen.
    fn after_game(&mut self, v: View<'_>) {
        self.start.after_game(v);
        self.library.open = false;
    }
}

/// What a screen works with for one frame: the app's read-only view, the
/// screens' own state, and the queue for its commands.
pub struct Cx<'a> {
    pub view: View<'a>,
    pub screens: &'a mut Screens,
    out: &'a mut Vec<Queued>,
}

impl Cx<'_> {
    pub fn lang(&self) -> Lang {
        self.view.lang()
    }

    /// Queues a command to run after the UI pass.
    pub fn push(&mut self, command: Command) {
        self.out.push(Queued {
            command,
            then: None,
        });
    }

    /// Queues a command; the field is emptied once the app took it.
    pub fn push_then(&mut self, command: Command, then: Clear) {
        self.out.push(Queued {
            command,
            then: Some(then),
        });
    }
}

/// The projector's monitor, chosen from the system's list by name and size:
/// the projector goes fullscreen there (and is remembered there).
fn projector_monitor_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let place = cx.view.place();
    let monitors = place.monitors();
    if monitors.is_empty() {
        return;
    }
    let current = place
        .place()
        .monitor
        .as_ref()
        .and_then(|m| mafia_app::app::place::find_monitor(m, monitors));
    ui.label(msg::ProjectorMonitor.get(lang));
    for (k, m) in monitors.iter().enumerate() {
        let name = m.name.clone().unwrap_or_else(|| format!("{}", k + 1));
        let text = format!("{}: {name} ({}×{})", k + 1, m.size[0], m.size[1]);
        if ui.radio(current == Some(k), text).clicked() {
            cx.push(Command::ProjectorMonitor(k));
        }
    }
}

/// The judge window: menu bar, message line, then the start or game screen.
pub fn judge_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let bar = unfilled(egui::Frame::side_top_panel(ui.style()));
    egui::Panel::top("menu")
        .frame(bar)
        .show(ui, |ui| menu_ui(cx, ui));
    resume::save_warning_ui(cx, ui);
    egui::Panel::bottom("message")
        .frame(bar)
        .show(ui, |ui| message_ui(cx, ui));
    if cx.view.session().is_some() {
        game::game_ui(cx, ui);
    } else {
        let margin = egui::Margin::same(theme::judge::MARGIN);
        egui::CentralPanel::default()
            .frame(unfilled(egui::Frame::central_panel(ui.style())).inner_margin(margin))
            .show(ui, |ui| {
                if resume::reading_game_ui(cx, ui) {
                    // The game for the table is being read: no other game
                    // is started over it meanwhile.
                } else if cx.screens.library.open {
                    library::library_ui(cx, ui);
                } else {
                    start::start_screen_ui(cx, ui);
                }
            });
    }
    resume::windows_ui(cx, ui);
    about::about_window_ui(ui.ctx(), cx.lang(), &mut cx.screens.about);
    web::web_window_ui(cx, ui);
    tournament::tournament_window_ui(cx, ui);
}

fn menu_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    egui::MenuBar::new().ui(ui, |ui| {
        ui.menu_button(msg::MenuGame.get(lang), |ui| {
            if ui.button(msg::NewGame.get(lang)).clicked() {
                cx.push(Command::NewGame);
            }
            resume::game_menu_ui(cx, ui);
            command_button_ui(cx, ui, CommandId::Undo, v.can_undo());
            command_button_ui(cx, ui, CommandId::Redo, v.session().is_some());
        });
        ui.menu_button(msg::MenuView.get(lang), |ui| {
            let mut reveal = v.reveal_roles();
            if ui
                .checkbox(&mut reveal, msg::RevealRoles.get(lang))
                .clicked()
            {
                cx.push(Command::ToggleReveal);
            }
            let mut spect = v.spectator();
            if ui
                .checkbox(&mut spect, msg::Spectator.get(lang))
                .on_hover_text(msg::SpectatorTip.get(lang))
                .clicked()
            {
                cx.push(Command::ToggleSpectator);
            }
            let mut auto = v.settings().auto_timer;
            if ui.checkbox(&mut auto, msg::AutoTimer.get(lang)).clicked() {
                cx.push(Command::ToggleAutoTimer);
            }
            ui.separator();
            command_button_ui(cx, ui, CommandId::Projector, true);
            command_button_ui(cx, ui, CommandId::ProjectorFullscreen, true);
            command_button_ui(cx, ui, CommandId::Blank, true);
            projector_monitor_ui(cx, ui);
            ui.separator();
            if ui.button(msg::WebMenu.get(lang)).clicked() {
                cx.push(Command::Web(mafia_app::app::web::WebCmd::ToggleWindow));
            }
            if ui.button(msg::TournamentMenu.get(lang)).clicked() {
                cx.push(Command::Tournament(
                    mafia_app::app::tournament::TournamentCmd::ToggleWindow,
                ));
            }
        });
        let mut music = v.music_open();
        if ui
            .toggle_value(&mut music, CommandId::Music.label(lang))
            .on_hover_text(CommandId::Music.tooltip(lang))
            .clicked()
        {
            cx.push(Command::ToggleMusic);
        }
        ui.menu_button(msg::MenuLang.get(lang), |ui| {
            // Each language is named in its own words.
            let name = |l: Lang| msg::LanguageName.get(l);
            if ui.radio(lang == Lang::Ru, name(Lang::Ru)).clicked() {
                cx.push(Command::SetLang(Lang::Ru));
            }
            if ui.radio(lang == Lang::En, name(Lang::En)).clicked() {
                cx.push(Command::SetLang(Lang::En));
            }
        });
        ui.menu_button(msg::Keys.get(lang), |ui| {
            egui::Grid::new("keys").striped(true).show(ui, |ui| {
                let rs = v.session().map(|s| &s.ruleset);
                for id in CommandId::ALL {
                    if let Some(k) = id.shortcut_text() {
                        ui.monospace(k);
                        ui.label(id.label_in(lang, rs));
                        ui.end_row();
                    }
                }
            });
        });
        ui.menu_button(msg::MenuHelp.get(lang), |ui| {
            if ui.button(msg::AboutMenu.get(lang)).clicked() {
                cx.screens.about = Some(about::About::look_up());
            }
        });
        ui.separator();
        let mut reveal = v.reveal_roles();
        if ui
            .toggle_value(&mut reveal, msg::RevealRoles.get(lang))
            .clicked()
        {
            cx.push(Command::ToggleReveal);
        }
        let mut open = v.projector_open();
        if ui
            .toggle_value(&mut open, msg::Projector.get(lang))
            .on_hover_text(CommandId::Projector.tooltip(lang))
            .clicked()
        {
            cx.push(Command::ToggleProjector);
        }
        if v.projector_blank() {
            ui.colored_label(theme::HINT, msg::Blank.get(lang));
        }
        if v.spectator() {
            ui.colored_label(theme::SPECTATOR, msg::Spectator.get(lang));
        }
        music::sound_status_ui(cx, ui);
        web::web_status_ui(cx, ui);
    });
}

fn message_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    ui.horizontal(|ui| match cx.view.message() {
        Some(m) => {
            let col = if m.error {
                theme::ERROR
            } else {
                ui.visuals().text_color()
            };
            ui.label(egui::RichText::new(m.text.get(lang)).size(18.0).color(col));
        }
        None => {
            ui.label(" ");
        }
    });
}
