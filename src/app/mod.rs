//! The eframe app: one [`Session`] owned by the judge side, the commands that
//! change it, and the projector's published view.
//!
//! Data flows one way: the judge's widgets push [`Command`]s, [`JudgeApp::run`]
//! turns them into `Session::act` calls after the UI pass, [`JudgeApp::after_step`]
//! reacts to the accepted events (the place for audio cues and autosave) and
//! publishes a fresh [`ProjectorView`] for the audience window.

pub mod command;
pub mod files;
pub mod moment;
pub mod sound;
#[cfg(test)]
mod tests;

use crate::audio::{Audio, AudioSettings};
use crate::game::{Action, Event, Seat};
use crate::i18n::{self, S};
use crate::ruleset::{Lang, Ruleset, Text, catalog};
use crate::session::Session;
use crate::ui::gesture::GestureCache;
use crate::ui::projector::{self, ProjectorView};
pub use command::{Command, CommandId};
use eframe::egui;
use serde::{Deserialize, Serialize};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, RwLock};

/// The projector window's viewport id.
pub fn projector_id() -> egui::ViewportId {
    egui::ViewportId::from_hash_of("mafia-judge-projector")
}

/// What the console remembers between runs. Every field has a default, so
/// an older or damaged settings entry still loads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    /// The judge window's inner size in points, when known.
    pub window_size: Option<[f32; 2]>,
    /// The monitor (index in the system's list) the projector goes fullscreen on.
    pub projector_monitor: Option<usize>,
    pub projector_fullscreen: bool,
    /// The id of the ruleset used last.
    pub last_ruleset: Option<String>,
    /// Night music and speech cues.
    pub audio: AudioSettings,
    /// The protocol header, entered once and copied into each new game.
    pub protocol: crate::session::Meta,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::Ru,
            window_size: None,
            projector_monitor: None,
            projector_fullscreen: false,
            last_ruleset: None,
            audio: AudioSettings::default(),
            protocol: crate::session::Meta::default(),
        }
    }
}

/// Where "now" comes from: the wall clock, or a fixed instant in tests.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Clock {
    System,
    Fixed(u64),
}

impl Clock {
    pub fn now_ms(self) -> u64 {
        match self {
            Clock::System => projector::wall_ms(),
            Clock::Fixed(t) => t,
        }
    }
}

/// The line under the window: what happened, or why the rules refused.
#[derive(Debug, Clone, PartialEq)]
pub struct Message {
    pub text: Text,
    pub error: bool,
}

/// The start screen's form.
#[derive(Debug, Clone, PartialEq)]
pub struct StartForm {
    /// Index into `JudgeApp::rulesets`.
    pub ruleset: usize,
    pub count: u8,
    pub nicks: Vec<String>,
    pub paste: String,
    /// Per seat: index into the ruleset's roles, as the cards fell.
    pub roles: Vec<Option<usize>>,
    /// Cards of each role in this game (indexed like the ruleset's roles);
    /// the judge sets them where the ruleset allows a range.
    pub role_counts: Vec<u8>,
    pub deal_secret: bool,
}

/// The judge's decision form (result override).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResultForm {
    pub outcome: Option<crate::ruleset::Outcome>,
    pub reason: String,
}

/// The extra-points form.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ExtraForm {
    pub points: String,
    pub reason: String,
}

/// The after-game and protocol forms: compensation, note, rename.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ScoringForm {
    /// Compensation: the player's red first-killed losses `i` so far.
    pub comp_i: String,
    /// Compensation: the tournament's games per player `N`.
    pub comp_n: String,
    /// A note for the protocol.
    pub note: String,
    /// A new nickname for the selected seat.
    pub rename: String,
}

/// Signals from the projector window back to the judge side.
#[derive(Debug, Default)]
pub struct ProjectorLink {
    /// The projector's close button was pressed.
    pub closed: AtomicBool,
    /// F11 was pressed in the projector window.
    pub toggle_fullscreen: AtomicBool,
}

pub struct JudgeApp {
    pub settings: Settings,
    pub clock: Clock,
    pub rulesets: Vec<Ruleset>,
    /// Ruleset files that failed to load, as messages naming file and key.
    pub ruleset_errors: Vec<String>,
    pub start: StartForm,
    /// The game, once started from the start screen.
    pub session: Option<Session>,
    pub selected: Option<Seat>,
    pub message: Option<Message>,
    pub reveal_roles: bool,
    pub spectator: bool,
    pub projector_open: bool,
    /// Offence id chosen in the foul picker (None: not given).
    pub foul_offence: Option<String>,
    /// Offence id chosen for a removal.
    pub punish_offence: Option<String>,
    /// Hands marked for the current candidate.
    pub vote_hands: Vec<Seat>,
    pub vote_count: String,
    pub best_move_pick: Vec<Seat>,
    /// Seats marked in a night step: the journalist's two, the order night's bookings.
    pub night_pick: Vec<Seat>,
    /// The table's best players marked after the game.
    pub best_players_pick: Vec<Seat>,
    pub scoring_form: ScoringForm,
    pub result_form: ResultForm,
    pub extra_form: ExtraForm,
    pub gestures: GestureCache,
    /// The events of the last accepted step (for tests and hooks).
    pub last_events: Vec<Event>,
    /// Night music and cues. [`JudgeApp::with_rulesets`] opens no device
    /// (tests); [`JudgeApp::new`] opens the default one.
    pub audio: Audio,
    /// The music window is shown.
    pub music_open: bool,
    /// Whether the night music was last told to play (it follows the phase).
    night_music: bool,
    cues: sound::CueTracker,
    /// Autosave, the kept games, Open and Save as (see `files`).
    pub files: files::Files,
    projector: Arc<RwLock<ProjectorView>>,
    /// The published view changed since the projector last was asked to repaint.
    projector_changed: AtomicBool,
    link: Arc<ProjectorLink>,
    pending: Vec<Command>,
}

impl JudgeApp {
    /// An app with these settings and the rulesets found in the usual folders.
    pub fn new(settings: Settings) -> Self {
        let (rulesets, bad) = catalog::load_all(&catalog::search_dirs());
        let errors = bad.iter().map(ToString::to_string).collect();
        let mut app = Self::with_rulesets(settings, rulesets, errors);
        app.audio = Audio::new(&app.settings.audio);
        app
    }

    pub fn with_rulesets(settings: Settings, rulesets: Vec<Ruleset>, errors: Vec<String>) -> Self {
        // The judge's last ruleset, else the federation's, else the first found.
        let idx = settings
            .last_ruleset
            .as_ref()
            .and_then(|id| rulesets.iter().position(|r| &r.id == id))
            .or_else(|| rulesets.iter().position(|r| r.id == "fiim"))
            .unwrap_or(0);
        let mut app = JudgeApp {
            settings: settings.clone(),
            clock: Clock::System,
            rulesets,
            ruleset_errors: errors,
            start: StartForm {
                ruleset: idx,
                count: 10,
                nicks: Vec::new(),
                paste: String::new(),
                roles: Vec::new(),
                role_counts: Vec::new(),
                deal_secret: false,
            },
            session: None,
            selected: None,
            message: None,
            reveal_roles: false,
            spectator: false,
            projector_open: false,
            foul_offence: None,
            punish_offence: None,
            vote_hands: Vec::new(),
            vote_count: String::new(),
            best_move_pick: Vec::new(),
            night_pick: Vec::new(),
            best_players_pick: Vec::new(),
            scoring_form: ScoringForm::default(),
            result_form: ResultForm::default(),
            extra_form: ExtraForm::default(),
            gestures: GestureCache::default(),
            last_events: Vec::new(),
            audio: Audio::without_device(&settings.audio, "no device opened"),
            music_open: false,
            night_music: false,
            cues: sound::CueTracker::default(),
            files: files::Files::default(),
            projector: Arc::new(RwLock::new(ProjectorView::default())),
            projector_changed: AtomicBool::new(false),
            link: Arc::new(ProjectorLink::default()),
            pending: Vec::new(),
        };
        app.select_ruleset(idx);
        app
    }

    /// Starts from eframe's creation context: settings from its storage.
    pub fn from_creation(cc: &eframe::CreationContext<'_>) -> Self {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, eframe::APP_KEY))
            .unwrap_or_default();
        Self::new(settings)
    }

    pub fn lang(&self) -> Lang {
        self.settings.lang
    }

    pub fn now(&self) -> u64 {
        self.clock.now_ms()
    }

    pub fn ruleset(&self) -> Option<&Ruleset> {
        match &self.session {
            Some(s) => Some(&s.ruleset),
            None => self.rulesets.get(self.start.ruleset),
        }
    }

    /// Picks a ruleset on the start screen and resets the seat count to its default.
    pub fn select_ruleset(&mut self, idx: usize) {
        let Some(rs) = self.rulesets.get(idx) else {
            return;
        };
        self.start.ruleset = idx;
        self.start.count = rs.players.default;
        self.start.role_counts = rs.default_counts();
        self.settings.last_ruleset = Some(rs.id.clone());
        self.fit_start_form();
    }

    /// Keeps the nickname and role lists as long as the seat count.
    pub fn fit_start_form(&mut self) {
        let n = usize::from(self.start.count);
        self.start.nicks.resize(n, String::new());
        self.start.roles.resize(n, None);
    }

    /// Queues a command to run after the UI pass.
    pub fn push(&mut self, c: Command) {
        self.pending.push(c);
    }

    /// Shows an informational line.
    pub fn info(&mut self, s: S) {
        self.message = Some(Message {
            text: s.text(),
            error: false,
        });
    }

    fn error_text(&mut self, text: Text) {
        self.message = Some(Message { text, error: true });
    }

    /// One judge action through the session: one undoable step. A refusal
    /// goes to the message line. Returns whether it was taken.
    pub fn act(&mut self, action: Action) -> bool {
        let now = self.now();
        let Some(session) = self.session.as_mut() else {
            return false;
        };
        match session.act(action, now) {
            Ok(events) => {
                let events = events.to_vec();
                self.message = None;
                self.after_step(&events);
                true
            }
            Err(r) => {
                let text = i18n::refusal_text(&r, &session.ruleset);
                self.error_text(text);
                false
            }
        }
    }

    /// Runs after every accepted step (and after undo/redo with no events):
    /// the one place where the app reacts to what happened. Audio cues
    /// (`Event::NightBegan`, a `PhaseChanged` into a day) and autosave hook in
    /// here; the projector view is republished.
    pub fn after_step(&mut self, events: &[Event]) {
        self.last_events = events.to_vec();
        self.autosave();
        let resets_inputs = events.is_empty()
            || events.iter().any(|e| {
                matches!(
                    e,
                    Event::PhaseChanged { .. }
                        | Event::VotesCast(_)
                        | Event::BestMoveMade { .. }
                        | Event::NightAct(_)
                        | Event::Ordered { .. }
                        | Event::BestPlayers { .. }
                )
            });
        if resets_inputs {
            self.vote_hands.clear();
            self.vote_count.clear();
            self.best_move_pick.clear();
            self.night_pick.clear();
            self.best_players_pick.clear();
        }
        self.sync_night_music();
        self.publish();
    }

    /// Starts the night music when a night (or night zero) has begun and fades
    /// it out when the day comes or the game ends; only on a change of phase,
    /// so the judge's own play and pause in between are kept.
    pub fn sync_night_music(&mut self) {
        let night = self
            .session
            .as_ref()
            .is_some_and(|s| sound::is_night(&s.state().phase));
        if night != self.night_music {
            self.night_music = night;
            if night {
                self.audio.night_started();
            } else {
                self.audio.morning();
            }
        }
    }

    /// Once per frame (and while the window is hidden): the music follows the
    /// phase, a cue sounds when the speech timer crosses its mark, the audio's
    /// messages reach the message line, and the next frame is asked for when
    /// the timer's shown second changes.
    pub fn tick(&mut self, ctx: &egui::Context) {
        self.sync_night_music();
        let now = self.now();
        if let Some(s) = &self.session {
            let st = s.state();
            if let Some(cue) = self.cues.tick(
                s.created,
                &st.phase,
                &st.timer,
                now,
                s.ruleset.timers.warning,
            ) {
                self.audio.cue(cue);
            }
        }
        let messages = self.audio.take_messages();
        if !messages.is_empty() {
            let join = |f: fn(&Text) -> &str| messages.iter().map(f).collect::<Vec<_>>().join(" ");
            self.message = Some(Message {
                text: Text {
                    ru: join(|t| &t.ru),
                    en: join(|t| &t.en),
                },
                error: true,
            });
        }
        if self.projector_changed.swap(false, Ordering::Relaxed) {
            ctx.request_repaint_of(projector_id());
        }
        self.repaint_while_timer_runs(ctx);
    }

    /// Builds the projector's view from the state and hands it over.
    /// The projector is asked to repaint only when what it shows changed
    /// (its countdown moves on its own).
    pub fn publish(&self) {
        let Some(s) = &self.session else {
            return;
        };
        let mut view = ProjectorView::from_state(s.state(), &s.ruleset, self.spectator, self.now());
        view.lang = self.lang();
        let mut w = match self.projector.write() {
            Ok(w) => w,
            Err(poisoned) => poisoned.into_inner(),
        };
        view.published_ms = w.published_ms;
        let changed = *w != view;
        view.published_ms = self.now();
        *w = view;
        if changed {
            self.projector_changed.store(true, Ordering::Relaxed);
        }
    }

    /// A copy of what the projector shows now.
    pub fn projector_view(&self) -> ProjectorView {
        match self.projector.read() {
            Ok(v) => v.clone(),
            Err(p) => p.into_inner().clone(),
        }
    }

    /// Runs one command.
    pub fn run(&mut self, c: Command, ctx: &egui::Context) {
        match c {
            Command::Act(a) => {
                self.act(a);
            }
            Command::Undo => {
                let done = self.session.as_mut().is_some_and(Session::undo);
                self.info(if done {
                    i18n::UNDONE
                } else {
                    i18n::NOTHING_TO_UNDO
                });
                if done {
                    self.after_step(&[]);
                }
            }
            Command::Redo => {
                let done = self.session.as_mut().is_some_and(Session::redo);
                self.info(if done {
                    i18n::REDONE
                } else {
                    i18n::NOTHING_TO_REDO
                });
                if done {
                    self.after_step(&[]);
                }
            }
            Command::SelectSeat(seat) => {
                let n = self.session.as_ref().map_or(0, |s| s.state().players.len());
                if usize::from(seat) <= n {
                    self.selected = Some(seat);
                    self.toggle_pick(seat, true);
                }
            }
            Command::TogglePick(seat) => self.toggle_pick(seat, false),
            Command::Record => self.record(),
            Command::Rename => match self.selected {
                Some(seat) => {
                    let nick = self.scoring_form.rename.clone();
                    if self.act(Action::Rename { seat, nick }) {
                        self.scoring_form.rename.clear();
                    }
                }
                None => self.error_s(i18n::NOBODY_SELECTED),
            },
            Command::AddNote => {
                let text = self.scoring_form.note.clone();
                if self.act(Action::Note { text }) {
                    self.scoring_form.note.clear();
                }
            }
            Command::Compensation(seat) => {
                let i = self.scoring_form.comp_i.trim().parse::<u32>();
                let n = self.scoring_form.comp_n.trim().parse::<u32>();
                match (i, n) {
                    (Ok(i), Ok(n)) => {
                        self.act(Action::Compensation { seat, i, n });
                    }
                    _ => self.error_s(i18n::BAD_COMPENSATION),
                }
            }
            Command::FoulSelected => match self.selected {
                Some(seat) => {
                    let offence = self.foul_offence.clone();
                    self.act(Action::Foul { seat, offence });
                }
                None => self.error_s(i18n::NOBODY_SELECTED),
            },
            Command::RemoveFoulSelected => match self.selected {
                Some(seat) => {
                    self.act(Action::RemoveFoul { seat });
                }
                None => self.error_s(i18n::NOBODY_SELECTED),
            },
            Command::NominateSelected => match self.selected {
                Some(target) => {
                    self.act(Action::Nominate { target });
                }
                None => self.error_s(i18n::NOBODY_SELECTED),
            },
            Command::TimerToggle => {
                let running = self
                    .session
                    .as_ref()
                    .is_some_and(|s| s.state().timer.running());
                self.act(if running {
                    Action::TimerPause
                } else {
                    Action::TimerStart
                });
            }
            Command::ToggleProjector => {
                self.projector_open = !self.projector_open;
                if self.projector_open {
                    self.publish();
                }
            }
            Command::ProjectorFullscreen => {
                self.settings.projector_fullscreen = !self.settings.projector_fullscreen;
                ctx.send_viewport_cmd_to(
                    projector_id(),
                    egui::ViewportCommand::Fullscreen(self.settings.projector_fullscreen),
                );
            }
            Command::ToggleReveal => self.reveal_roles = !self.reveal_roles,
            Command::ToggleMusic => self.music_open = !self.music_open,
            Command::ToggleSpectator => {
                self.spectator = !self.spectator;
                self.publish();
            }
            Command::SetLang(l) => {
                self.settings.lang = l;
                self.publish();
            }
            Command::StartGame => self.start_game(),
            Command::File(f) => self.run_file(f),
            Command::NewGame => {
                self.session = None;
                self.cues.clear();
                self.selected = None;
                self.message = None;
                self.fit_start_form();
            }
        }
    }

    fn error_s(&mut self, s: S) {
        self.error_text(s.text());
    }

    /// Builds the session from the start form: nicknames, cards (as dealt or
    /// dealt in secret), then night zero. Nothing changes if the rules refuse.
    fn start_game(&mut self) {
        let now = self.now();
        let lang = self.lang();
        let Some(rs) = self.rulesets.get(self.start.ruleset).cloned() else {
            self.error_s(i18n::NO_RULESETS);
            return;
        };
        self.fit_start_form();
        let nicks: Vec<String> = self
            .start
            .nicks
            .iter()
            .enumerate()
            .map(|(i, n)| {
                let n = n.trim();
                if n.is_empty() {
                    i18n::default_nick(lang, i + 1)
                } else {
                    n.chars().take(40).collect()
                }
            })
            .collect();
        let mut session = match Session::new(rs.clone(), nicks, now) {
            Ok(s) => s,
            Err(e) => {
                self.error_text(Text {
                    ru: e.clone(),
                    en: e,
                });
                return;
            }
        };
        let mut actions = Vec::new();
        for (role, count) in rs.roles.iter().zip(&self.start.role_counts) {
            if *count != role.count.default {
                actions.push(Action::SetRoleCount {
                    role: role.id.clone(),
                    count: *count,
                });
            }
        }
        if self.start.deal_secret {
            actions.push(Action::DealRoles {
                seed: now ^ 0x9e37_79b9_7f4a_7c15,
            });
        } else {
            for (i, r) in self.start.roles.iter().enumerate() {
                if let (Some(r), Ok(seat)) = (r, Seat::try_from(i + 1))
                    && let Some(role) = rs.roles.get(*r)
                {
                    actions.push(Action::AssignRole {
                        seat,
                        role: role.id.clone(),
                    });
                }
            }
        }
        actions.push(Action::StartGame);
        let mut events = Vec::new();
        for a in actions {
            match session.act(a, now) {
                Ok(ev) => events.extend_from_slice(ev),
                Err(r) => {
                    let text = i18n::refusal_text(&r, &session.ruleset);
                    self.error_text(text);
                    return;
                }
            }
        }
        self.settings.last_ruleset = Some(rs.id.clone());
        self.session = Some(session);
        self.selected = None;
        self.message = None;
        self.after_step(&events);
    }

    /// Keyboard shortcuts from the catalogue, unless a text field has the keys.
    fn keyboard(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() || self.session.is_none() {
            return;
        }
        let mut ids: Vec<CommandId> = CommandId::ALL
            .iter()
            .copied()
            .filter(|c| c.shortcut().is_some())
            .collect();
        // Most specific first: Ctrl+Shift+Z before Ctrl+Z, Shift+F before F.
        ids.sort_by_key(|c| {
            c.shortcut().map_or(0, |s| {
                -(i32::from(s.modifiers.shift) + i32::from(s.modifiers.command))
            })
        });
        for id in ids {
            let Some(sc) = id.shortcut() else { continue };
            if ctx.input_mut(|i| i.consume_shortcut(&sc))
                && let Some(c) = id.command()
            {
                self.push(c);
            }
        }
        for (key, seat) in command::seat_keys() {
            if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, key)) {
                self.push(Command::SelectSeat(seat));
            }
        }
    }

    /// One frame of the judge window (and the projector viewport).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.keyboard(&ctx);
        if self.link.closed.swap(false, Ordering::Relaxed) {
            self.projector_open = false;
        }
        if self.link.toggle_fullscreen.swap(false, Ordering::Relaxed) {
            self.settings.projector_fullscreen = !self.settings.projector_fullscreen;
        }
        if let Some(r) = ctx.input(|i| i.viewport().inner_rect) {
            self.settings.window_size = Some([r.width(), r.height()]);
        }
        crate::ui::judge_ui(self, ui);
        let pending = std::mem::take(&mut self.pending);
        for c in pending {
            self.run(c, &ctx);
        }
        if self.projector_open {
            self.show_projector(&ctx);
        }
        self.tick(&ctx);
    }

    /// Asks for the next frame when the shown second changes, only while a
    /// timer runs: an idle console draws nothing.
    fn repaint_while_timer_runs(&self, ctx: &egui::Context) {
        let Some(s) = &self.session else { return };
        let t = &s.state().timer;
        if !t.running() {
            return;
        }
        let rem = t.remaining_ms(self.now());
        if rem <= 0 {
            return;
        }
        let wait = match rem % 1000 {
            0 => 1000,
            x => x,
        };
        let wait = u64::try_from(wait).unwrap_or(1000) + 5;
        ctx.request_repaint_after(std::time::Duration::from_millis(wait));
    }

    fn show_projector(&self, ctx: &egui::Context) {
        let view = Arc::clone(&self.projector);
        let link = Arc::clone(&self.link);
        let mut builder = egui::ViewportBuilder::default()
            .with_title(i18n::PROJECTOR_TITLE.get(self.lang()))
            .with_app_id("mafia-judge-projector")
            .with_inner_size([1280.0, 720.0])
            .with_fullscreen(self.settings.projector_fullscreen);
        if let (true, Some(m)) = (
            self.settings.projector_fullscreen,
            self.settings.projector_monitor,
        ) {
            builder = builder.with_monitor(m);
        }
        let fixed = match self.clock {
            Clock::Fixed(t) => Some(t),
            Clock::System => None,
        };
        ctx.show_viewport_deferred(projector_id(), builder, move |ui, _class| {
            let now = fixed.unwrap_or_else(projector::wall_ms);
            let ctx = ui.ctx().clone();
            if ctx.input(|i| i.viewport().close_requested()) {
                link.closed.store(true, Ordering::Relaxed);
                ctx.request_repaint_of(egui::ViewportId::ROOT);
            }
            if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::F11)) {
                link.toggle_fullscreen.store(true, Ordering::Relaxed);
                ctx.request_repaint_of(egui::ViewportId::ROOT);
            }
            let v = match view.read() {
                Ok(v) => v.clone(),
                Err(p) => p.into_inner().clone(),
            };
            egui::CentralPanel::no_frame().show(ui, |ui| {
                projector::projector_ui(ui, &v, now);
            });
            if let Some(c) = &v.countdown
                && c.running()
            {
                let rem = c.remaining_ms(now);
                if rem > 0 {
                    let wait = match rem % 1000 {
                        0 => 1000,
                        x => x,
                    };
                    let wait = u64::try_from(wait).unwrap_or(1000) + 5;
                    ctx.request_repaint_after(std::time::Duration::from_millis(wait));
                }
            }
        });
    }
}

impl eframe::App for JudgeApp {
    /// Windows are cleared to the panel colour, so the panels need no fill
    /// of their own (see `ui::unfilled`).
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    /// Runs before every frame, and also while the window is hidden: the
    /// cues and the music must not wait for the judge window to be shown.
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.tick(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, &self.settings);
    }
}

/// Opens the console window; `open` is a saved game to continue.
pub fn run_console(open: Option<&std::path::Path>) -> Result<(), String> {
    run_console_with(files::Launch {
        open: open.map(std::path::Path::to_path_buf),
        autoresume: false,
    })
}

/// Opens the console window as the command line asked. A file that cannot
/// be read at all stops here; a damaged one opens with what can be recovered.
pub fn run_console_with(launch: files::Launch) -> Result<(), String> {
    if let Some(p) = &launch.open {
        std::fs::metadata(p).map_err(|e| format!("{}: cannot read the file ({e})", p.display()))?;
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(i18n::APP_TITLE.get(crate::ruleset::Lang::Ru))
            .with_app_id("mafia-judge")
            .with_inner_size([1280.0, 800.0]),
        // Dithering only helps gradients, and the console draws flat colours;
        // under software rendering it is a cost on every pixel of every frame.
        dithering: false,
        ..Default::default()
    };
    eframe::run_native(
        "mafia-judge",
        options,
        Box::new(move |cc| {
            let mut app = JudgeApp::from_creation(cc);
            app.launch(launch);
            Ok(Box::new(app))
        }),
    )
    .map_err(|e| format!("cannot open the window: {e}"))
}
