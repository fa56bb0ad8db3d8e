//! The app: one [`Session`] and everything around it that is not drawing —
//! the settings, the audio, the files and the projector feed.
//!
//! Data flows one way. The screens (`crate::ui`) read a [`View`] of the app
//! and push [`Command`]s into a queue; after the UI pass [`JudgeApp::run`]
//! hands each command to the panel that owns it ([`panel::Panel`]: the
//! game table, the files, the tournament, the web, the evening, the
//! music), and `JudgeApp::apply` does the [`panel::Effects`] it
//! returns: `Session::act` calls, a line said, a setting kept;
//! [`JudgeApp::after_step`] reacts to the
//! accepted events (music, autosave) and publishes a fresh [`ProjectorView`]
//! for the audience window. Nothing in here imports `crate::ui`
//! (`tests/import_direction.rs` keeps it so).

pub mod command;
pub mod console;
mod dispatch;
pub mod evening;
pub mod files;
pub mod library;
pub mod moment;
pub mod panel;
mod phone;
mod photos;
pub mod picker;
pub mod place;
pub mod seat_draw;
pub mod sound;
pub mod start_read;
pub mod syncthing;
pub mod table;
#[cfg(test)]
mod tests;
pub mod tournament;
pub mod tournament_export;
pub mod web;
pub mod window;

pub use command::{Command, CommandId, MusicCmd};
use eframe::egui;
use egui::mutex::RwLock;
use mafia_audience::audience::{Moment, ProjectorView};
use mafia_audio::audio::{Audio, AudioSettings, AudioStatus};
use mafia_core::game::{Action, Event, GameState, Phase, Seat};
use mafia_core::ruleset::{Ruleset, RulesetError};
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;
use mafia_words::i18n::Fixed;
use mafia_words::{Lang, Text};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
pub use table::{Marks, PendingRemoval, TablePanel};
pub use window::WindowCmd;

/// The projector window's viewport id.
pub fn projector_id() -> egui::ViewportId {
    egui::ViewportId::from_hash_of("mafia-judge-projector")
}

/// What the console remembers between runs. Every field has a default, so
/// an older or damaged settings entry still loads (unknown keys, like the
/// window size older versions wrote, are ignored).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub lang: Lang,
    /// The id of the ruleset used last.
    pub last_ruleset: Option<String>,
    /// Night music and speech cues.
    pub audio: AudioSettings,
    /// The protocol header, entered once and copied into each new game.
    pub protocol: mafia_store::session::Meta,
    /// «Далее» starts the next speech's timer by itself.
    pub auto_timer: bool,
    /// The web server's port (View → Web server for the stream).
    pub web_port: u16,
    /// How many seconds the spectator feed lags behind the table.
    pub web_delay_s: u32,
    /// The tournament folder opened last (the start screen offers it again).
    pub last_tournament: Option<String>,
    /// Whose console this laptop is in a tournament: the head judge's or a
    /// table's (chosen once, in the tournament window).
    pub tournament_role: Option<mafia_tournament::tournament::sync::Role>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            lang: Lang::Ru,
            last_ruleset: None,
            audio: AudioSettings::default(),
            protocol: mafia_store::session::Meta::default(),
            auto_timer: false,
            web_port: 8088,
            web_delay_s: 0,
            last_tournament: None,
            tournament_role: None,
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
            Clock::System => mafia_store::clock::now_ms(),
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

/// The start screen's form: what [`Command::StartGame`] builds the game from.
/// The start screen keeps it; the app only reads it.
#[derive(Debug, Clone, PartialEq)]
pub struct StartForm {
    /// Index into the app's rulesets.
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
    /// The judge's switch for the ruleset's geographic rules (stylized 7.11).
    pub geographic: bool,
    /// The protocol header the game starts with (the tournament window's
    /// "next game" fills it: tournament, table, game number, judge).
    pub meta: mafia_store::session::Meta,
}

/// The judge's last ruleset, else the federation's, else the first found:
/// its index in `rulesets` (0 when there are none).
pub fn usual_ruleset(rulesets: &[Ruleset], settings: &Settings) -> usize {
    settings
        .last_ruleset
        .as_ref()
        .and_then(|id| rulesets.iter().position(|r| &r.id == id))
        .or_else(|| rulesets.iter().position(|r| r.id == "fiim"))
        .unwrap_or(0)
}

impl StartForm {
    /// The form for the judge's last ruleset, else the federation's, else
    /// the first found.
    pub fn new(rulesets: &[Ruleset], settings: &Settings) -> Self {
        let idx = usual_ruleset(rulesets, settings);
        let mut f = StartForm {
            ruleset: idx,
            count: 10,
            nicks: Vec::new(),
            paste: String::new(),
            roles: Vec::new(),
            role_counts: Vec::new(),
            deal_secret: false,
            geographic: true,
            meta: settings.protocol.clone(),
        };
        f.select(rulesets, idx);
        f
    }

    /// Picks a ruleset and resets the seat count and the cards to its defaults.
    pub fn select(&mut self, rulesets: &[Ruleset], idx: usize) {
        let Some(rs) = rulesets.get(idx) else {
            return;
        };
        self.ruleset = idx;
        self.count = rs.players.default;
        self.role_counts = rs.default_counts();
        self.geographic = rs.geographic;
        self.fit();
    }

    /// Keeps the nickname and role lists as long as the seat count.
    pub fn fit(&mut self) {
        let n = usize::from(self.count);
        self.nicks.resize(n, String::new());
        self.roles.resize(n, None);
    }

    /// The tournament's next game in one click: its ruleset, seats,
    /// nicknames and header (tournament, date, table, game number, judge);
    /// the cards of the last game are gone.
    pub fn take_next_game(
        &mut self,
        rulesets: &[Ruleset],
        idx: usize,
        game: &tournament::NextGame,
    ) {
        if idx != self.ruleset {
            self.select(rulesets, idx);
        }
        if let Ok(n) = u8::try_from(game.seats.len()) {
            self.count = n;
        }
        self.nicks.clone_from(&game.seats);
        self.roles.iter_mut().for_each(|r| *r = None);
        self.meta = game.meta.clone();
        self.meta.draw_seed = None;
        self.fit();
    }

    /// The protocol header window, used before a game: the form takes
    /// it; the seats' draw and the tournament's round stay with the form.
    pub fn take_header(&mut self, meta: &mafia_store::session::Meta) {
        let (seed, round) = (self.meta.draw_seed, self.meta.round);
        self.meta = meta.clone();
        self.meta.draw_seed = seed;
        self.meta.round = round;
    }

    /// After «Новая игра» (or a game a crash left unfiled, filed now): the
    /// next game at the same table; nicknames stay, cards go, the header
    /// comes with the next game number. A table's console: the form holds
    /// this table's next game of the seating, with its judge.
    pub fn after_game(&mut self, v: View<'_>) {
        self.next_game();
        self.meta = v.settings().protocol.clone();
        if v.settings()
            .tournament_role
            .is_some_and(|r| r.table().is_some())
            && let Some(g) = v.tournament().loaded.as_ref().and_then(|l| l.next_game())
        {
            let rulesets = v.rulesets();
            if let Some(idx) = rulesets.iter().position(|r| r.id == g.ruleset) {
                self.take_next_game(rulesets, idx, &g);
            }
        }
    }

    /// Ready for the next game at the same table: the nicknames stay, the
    /// cards of the last game are gone.
    pub fn next_game(&mut self) {
        self.roles.iter_mut().for_each(|r| *r = None);
        // The next game draws its own seats; its round is the
        // tournament's to say.
        self.meta.draw_seed = None;
        self.meta.round = None;
        self.fit();
    }
}

/// Signals from the projector window back to the judge side.
#[derive(Default)]
pub struct ProjectorLink {
    /// The projector's close button was pressed.
    pub closed: AtomicBool,
    /// What the projector window said of its place when it last changed
    /// (its callback writes it, the judge side takes it).
    pub seen: egui::mutex::Mutex<Option<place::Seen>>,
    /// The last place the callback reported, to report only changes.
    pub last_seen: egui::mutex::Mutex<Option<place::Seen>>,
    /// B was pressed in the projector window: blank it or bring it back.
    pub toggle_blank: AtomicBool,
    /// The projector shows black, nothing else (set by the judge side).
    pub blank: AtomicBool,
}

/// The projector's view, shared with its window behind a lock that cannot
/// be poisoned.
pub type ProjectorFeed = Arc<RwLock<ProjectorView>>;

/// Errors of starting the console.
#[derive(Debug, thiserror::Error)]
pub enum ConsoleError {
    #[error("{path}: cannot read the file ({source})")]
    Unreadable {
        path: std::path::PathBuf,
        source: std::io::Error,
    },
    /// The window could not be opened: why, from eframe's error; its own
    /// words (`detail`) are for the logs and the details only.
    #[error("cannot open the window: {detail}")]
    Window { why: WindowFailure, detail: String },
}

/// Why the console's window could not be opened.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum WindowFailure {
    /// No screen to open it on: no graphical session (no X11 or Wayland
    /// display to connect to).
    NoDisplay,
    /// The graphics driver (OpenGL, through glutin and glow) did not start.
    Graphics,
    /// Anything else (the window itself, the app's creation).
    Other,
}

impl WindowFailure {
    /// The failure of eframe's error. eframe makes its event loop once,
    /// first: an event loop that cannot be made is a display that cannot
    /// be reached.
    pub fn of(e: &eframe::Error) -> Self {
        match e {
            eframe::Error::WinitEventLoop(_) => WindowFailure::NoDisplay,
            eframe::Error::Glutin(_)
            | eframe::Error::NoGlutinConfigs(..)
            | eframe::Error::OpenGL(_) => WindowFailure::Graphics,
            eframe::Error::AppCreation(_) | eframe::Error::Winit(_) => WindowFailure::Other,
        }
    }
}

impl ConsoleError {
    /// The console's window that eframe could not open.
    pub fn window(e: &eframe::Error) -> Self {
        ConsoleError::Window {
            why: WindowFailure::of(e),
            detail: e.to_string(),
        }
    }
}

pub struct JudgeApp {
    settings: Settings,
    clock: Clock,
    rulesets: Vec<Ruleset>,
    /// Ruleset files that failed to load (each names its file and keys).
    ruleset_errors: Vec<RulesetError>,
    /// The judge's own ruleset files that replace a bundled one of the same
    /// id (shown on the start screen, so nobody plays other rules unknowingly).
    ruleset_overrides: Vec<catalog::Override>,
    /// The game, once started from the start screen.
    session: Option<Session>,
    /// The game table: the judge's marks, the removal and the shot asked
    /// about (see `table`).
    table: TablePanel,
    message: Option<Message>,
    /// The console's own switches: the projector's place, a black screen,
    /// what the judge sees (see `console`).
    console: console::ConsolePanel,
    /// The console's step as the judge's phone sees it: moves with every
    /// game step, undo and redo, and a new game (a command made on another
    /// is stale; see `phone`).
    phone_step: u64,
    /// The events of the last accepted step (for tests and hooks).
    last_events: Vec<Event>,
    /// Night music and cues. [`JudgeApp::with_rulesets`] opens no device
    /// (tests); [`JudgeApp::new`] opens the default one.
    audio: Audio,
    /// Whether the night music was last told to play (it follows the phase).
    night_music: bool,
    /// The audio has been told how to wake the window when the sound comes or goes.
    audio_wakes: bool,
    /// The sound device being opened on its own thread at the start (the
    /// console's first frame does not wait for it); taken in `tick`.
    audio_coming: Option<std::sync::mpsc::Receiver<Audio>>,
    cues: sound::CueTracker,
    /// Autosave, the kept games, Open and Save as (see `files`).
    files: files::Files,
    /// The web server for the stream (see `web`).
    web: web::WebPanel,
    /// The tournament window (see `tournament`).
    tournament: tournament::TournamentPanel,
    projector: ProjectorFeed,
    /// The published view changed since the projector last was asked to repaint.
    projector_changed: AtomicBool,
    link: Arc<ProjectorLink>,
    /// What the windows are asked to do (repaint, fullscreen, monitor), for
    /// the ui crate to send: the app holds no `egui::Context`.
    window_cmds: Vec<WindowCmd>,
    /// The seats the start screen has just drawn, for the projector until
    /// the game starts (see `seat_draw`).
    seat_draw: Option<Vec<String>>,
    /// When the draw was shown, while its numbers come up one by one.
    seat_draw_since: Option<u64>,
    /// The photos of the game's players from the club's list, seat 1 first.
    photos: Vec<Option<mafia_audience::audience::Photo>>,
    /// The club evening: who came, tonight's games (see `evening`).
    evening: evening::EveningPanel,
}

/// What a screen reads of the app for one frame: the game (state, ruleset,
/// history), the language, now, the judge's marks, the message, the files.
/// Read-only: a screen changes nothing but its own state and the queue.
#[derive(Clone, Copy)]
pub struct View<'a> {
    app: &'a JudgeApp,
    pub now: u64,
}

impl<'a> View<'a> {
    pub fn lang(self) -> Lang {
        self.app.settings.lang
    }
    pub fn session(self) -> Option<&'a Session> {
        self.app.session.as_ref()
    }
    pub fn state(self) -> Option<&'a GameState> {
        self.app.session.as_ref().map(Session::state)
    }
    pub fn marks(self) -> &'a Marks {
        &self.app.table.marks
    }
    pub fn selected(self) -> Option<Seat> {
        self.app.table.marks.selected
    }
    pub fn message(self) -> Option<&'a Message> {
        self.app.message.as_ref()
    }
    pub fn settings(self) -> &'a Settings {
        &self.app.settings
    }
    pub fn files(self) -> &'a files::Files {
        &self.app.files
    }
    /// The finished tournament game the autosave still holds (a crash
    /// before «Новая игра»), while no game is on the table.
    pub fn left_game(self) -> Option<files::LeftGame<'a>> {
        self.app.left_game()
    }
    pub fn rulesets(self) -> &'a [Ruleset] {
        &self.app.rulesets
    }
    pub fn ruleset_errors(self) -> &'a [RulesetError] {
        &self.app.ruleset_errors
    }
    pub fn ruleset_overrides(self) -> &'a [catalog::Override] {
        &self.app.ruleset_overrides
    }
    pub fn reveal_roles(self) -> bool {
        self.app.console.reveal_roles
    }
    pub fn spectator(self) -> bool {
        self.app.console.spectator
    }
    /// The web server's window and the running server.
    pub fn web(self) -> &'a web::WebPanel {
        &self.app.web
    }
    /// The tournament window and the open tournament.
    pub fn tournament(self) -> &'a tournament::TournamentPanel {
        &self.app.tournament
    }
    pub fn projector_open(self) -> bool {
        self.app.console.place.is_open()
    }
    /// Where the projector window goes, and the monitors there are.
    pub fn place(self) -> &'a place::Keeper {
        &self.app.console.place
    }
    /// The draw's numbers are still coming up one by one on the projector.
    pub fn seat_draw_revealing(self) -> bool {
        self.app.seat_draw_revealing()
    }
    pub fn projector_blank(self) -> bool {
        self.app.console.blank
    }
    pub fn music_open(self) -> bool {
        self.app.console.music_open
    }
    pub fn audio_status(self) -> AudioStatus {
        self.app.audio.status()
    }
    pub fn pending_removal(self) -> Option<&'a PendingRemoval> {
        self.app.table.pending_removal.as_ref()
    }
    /// Next was pressed at the shot step with no shot and no miss recorded:
    /// the band «the shot is not recorded» is shown.
    pub fn shot_unrecorded(self) -> bool {
        self.app.table.shot_unrecorded && table::shot_missing(self.app.session.as_ref())
    }
    /// Whether the rules would take this action now (nothing is changed).
    pub fn allows(self, action: &Action) -> bool {
        self.session().is_some_and(|s| s.allows(action, self.now))
    }
    pub fn can_undo(self) -> bool {
        self.session().is_some_and(|s| s.history().can_undo())
    }
    pub fn can_redo(self) -> bool {
        self.session().is_some_and(|s| s.history().can_redo())
    }
    /// What redo would bring back: «Вернуть: фол №3: 4 фола».
    pub fn redo_what(self, lang: Lang) -> Option<String> {
        table::redo_what(self.app.session.as_ref(), lang)
    }
    /// What undo would take back: «Отменить: фол №3: 4 фола».
    pub fn undo_what(self, lang: Lang) -> Option<String> {
        table::undo_what(self.app.session.as_ref(), lang)
    }
}

impl JudgeApp {
    /// An app with these settings and the rulesets found in the usual folders.
    pub fn new(settings: Settings) -> Self {
        let mut app = Self::with_ruleset_folders(settings, &catalog::search_dirs());
        app.open_audio_aside();
        app
    }

    /// Opens the sound device on a thread of its own (the first try of a
    /// device can take tens of milliseconds, up to seconds): until it comes
    /// the console is silent, as without a device; `tick` takes it. With
    /// no thread to be had it is opened here.
    fn open_audio_aside(&mut self) {
        let (tx, rx) = std::sync::mpsc::channel();
        let settings = self.settings.audio.clone();
        let repaint = self.web.repaint.clone();
        let spawned = std::thread::Builder::new()
            .name("sound-open".to_owned())
            .spawn(move || {
                // The console has ended when nobody takes it.
                if tx.send(Audio::new(&settings)).is_ok()
                    && let Some(wake) = repaint.lock().clone()
                {
                    wake();
                }
            });
        match spawned {
            Ok(_) => self.audio_coming = Some(rx),
            Err(_) => self.audio = Audio::new(&self.settings.audio),
        }
    }

    /// The sound device opened aside, once it is there: it takes the
    /// settings as they are now, and the night's music starts again if a
    /// night is on the table.
    fn take_opened_audio(&mut self) {
        let Some(rx) = &self.audio_coming else {
            return;
        };
        match rx.try_recv() {
            Ok(mut audio) => {
                audio.apply_settings(&self.settings.audio);
                self.audio = audio;
                self.audio_wakes = false;
                self.night_music = false;
                self.audio_coming = None;
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => {}
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.audio_coming = None;
                eprintln!("mafia-judge: sound: the device's opening thread ended without it");
            }
        }
    }

    /// An app with the rulesets found in `dirs` (a later file of an id
    /// replaces an earlier one and is listed as an override), the broken
    /// files among its errors; no sound device is opened.
    pub fn with_ruleset_folders(settings: Settings, dirs: &[std::path::PathBuf]) -> Self {
        let found = catalog::scan(dirs);
        let overrides = catalog::overrides(&found);
        let (rulesets, bad) = catalog::usable(found);
        let mut app = Self::with_rulesets(settings, rulesets, bad);
        app.ruleset_overrides = overrides;
        app
    }

    pub fn with_rulesets(
        settings: Settings,
        rulesets: Vec<Ruleset>,
        errors: Vec<RulesetError>,
    ) -> Self {
        JudgeApp {
            audio: Audio::without_device(&settings.audio),
            settings,
            clock: Clock::System,
            rulesets,
            ruleset_errors: errors,
            ruleset_overrides: Vec::new(),
            session: None,
            table: TablePanel::default(),
            message: None,
            console: console::ConsolePanel::default(),
            phone_step: 0,
            last_events: Vec::new(),
            night_music: false,
            audio_wakes: false,
            audio_coming: None,
            cues: sound::CueTracker::default(),
            files: files::Files::default(),
            web: web::WebPanel::default(),
            tournament: tournament::TournamentPanel::default(),
            projector: Arc::new(RwLock::new(ProjectorView::default())),
            projector_changed: AtomicBool::new(false),
            link: Arc::new(ProjectorLink::default()),
            window_cmds: Vec::new(),
            seat_draw: None,
            seat_draw_since: None,
            photos: Vec::new(),
            evening: evening::EveningPanel::default(),
        }
    }

    /// Starts from eframe's creation context: settings from its storage,
    /// the projector's place from our own file.
    pub fn from_creation(cc: &eframe::CreationContext<'_>) -> Self {
        let settings = cc
            .storage
            .and_then(|s| eframe::get_value::<Settings>(s, eframe::APP_KEY))
            .unwrap_or_default();
        let mut app = Self::new(settings);
        match place::path() {
            Ok(p) => app.remember_place_in(p),
            Err(e) => app.error_text(mafia_store::i18n::place_not_saved(&e)),
        }
        app
    }

    /// Remembers the projector's place in this file (read now).
    pub fn remember_place_in(&mut self, path: std::path::PathBuf) {
        let (keeper, err) = place::Keeper::from_file(path);
        self.console.place = keeper;
        match err {
            None => {}
            Some(place::PlaceError::Storage(e)) => {
                self.error_text(mafia_store::i18n::place_unreadable(&e))
            }
            Some(place::PlaceError::Damaged { path, why }) => {
                self.error_text(mafia_store::i18n::place_damaged(&path, &why));
            }
        }
    }

    /// The console listed the monitors (from the system's window).
    pub fn set_monitors(&mut self, monitors: Vec<place::Monitor>) {
        self.console.place.set_monitors(monitors);
    }

    /// Writes the projector's place if it changed (the console closes).
    pub fn save_place(&mut self) {
        let now = mafia_store::clock::now_ms();
        if let Err(e) = self.console.place.flush(now) {
            self.error_text(mafia_store::i18n::place_not_saved(&e));
        }
    }

    /// The read-only view the screens draw from.
    pub fn view(&self) -> View<'_> {
        View {
            app: self,
            now: self.now(),
        }
    }

    pub fn now(&self) -> u64 {
        self.clock.now_ms()
    }

    pub fn clock(&self) -> Clock {
        self.clock
    }

    /// Sets where "now" comes from (tests stop the clock).
    pub fn set_clock(&mut self, clock: Clock) {
        self.clock = clock;
    }

    pub fn audio(&self) -> &Audio {
        &self.audio
    }

    /// Plays through this audio (tests use a headless mixer).
    pub fn set_audio(&mut self, audio: Audio) {
        self.audio = audio;
        self.audio_wakes = false;
        self.audio_coming = None;
    }

    /// Puts a game on the table (a game built elsewhere, tests).
    pub fn set_session(&mut self, session: Session) {
        self.phone_step += 1;
        self.session = Some(session);
        self.seat_draw = None;
        self.table.marks = Marks::default();
        self.load_photos();
        self.publish();
    }

    /// The ruleset files that failed to load, as shown to the judge.
    pub fn set_ruleset_errors(&mut self, errors: Vec<RulesetError>) {
        self.ruleset_errors = errors;
    }

    pub fn last_events(&self) -> &[Event] {
        &self.last_events
    }

    /// The projector's shared view and its signals, for the projector window.
    pub fn projector_feed(&self) -> (ProjectorFeed, Arc<ProjectorLink>) {
        (Arc::clone(&self.projector), Arc::clone(&self.link))
    }

    pub fn info(&mut self, s: Fixed) {
        self.message = Some(Message {
            text: s.text(),
            error: false,
        });
    }

    fn error_text(&mut self, text: Text) {
        self.message = Some(Message { text, error: true });
    }

    fn error_s(&mut self, s: Fixed) {
        self.error_text(s.text());
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
                let text =
                    mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&r, &session.ruleset));
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
        self.phone_step += 1;
        self.last_events = events.to_vec();
        self.autosave();
        let over = self.session.as_ref().is_some_and(|s| s.state().is_over());
        self.table.stepped(events, over);
        self.start_timer_by_itself(events);
        self.sync_night_music();
        self.publish();
    }

    /// With the option on, a speech that has just begun starts its timer.
    fn start_timer_by_itself(&mut self, events: &[Event]) {
        if !self.settings.auto_timer
            || !events
                .iter()
                .any(|e| matches!(e, Event::SpeechBegan { .. } | Event::AfterWordBegan { .. }))
        {
            return;
        }
        let now = self.now();
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let t = &session.state().timer;
        if t.total_ms > 0 && !t.running() {
            // The timer's start is its own step, so undo takes it back first.
            if let Ok(ev) = session.act(Action::TimerStart, now) {
                let ev = ev.to_vec();
                self.last_events.extend(ev);
                self.autosave();
            }
        }
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
    /// messages reach the message line, the games folder is read again when
    /// it changed, the file dialog's answer is taken, and the next frame is
    /// asked for when the timer's shown second changes.
    pub fn tick(&mut self) {
        self.take_opened_audio();
        if !self.audio_wakes
            && let Some(wake) = self.wake()
        {
            self.audio.set_waker(move || wake());
            self.audio_wakes = true;
        }
        self.sync_night_music();
        self.heartbeat();
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
        if self.hands_changed() {
            self.publish();
        }
        self.take_start_reading();
        self.tick_panels();
        let seen = self.link.seen.lock().take();
        let placed = match seen {
            Some(seen) => self.console.place.seen(&seen, mafia_store::clock::now_ms()),
            None => self.console.place.tick(mafia_store::clock::now_ms()),
        };
        if let Err(e) = placed {
            self.error_text(mafia_store::i18n::place_not_saved(&e));
        }
        if self.link.closed.swap(false, Ordering::Relaxed) {
            let fx = self.console.set_projector_open(false);
            self.apply(fx);
        }
        if self.link.toggle_blank.swap(false, Ordering::Relaxed) {
            let fx = self.console.toggle_blank();
            self.apply(fx);
        }
        self.repaint_projector_if_changed();
        self.repaint_while_timer_runs();
    }

    /// The judge window's wake-up for other threads (the web server asks
    /// for a frame when its health changes); the window gives it once.
    pub fn wake_with(&self, make: impl FnOnce() -> web::Wake) {
        let mut r = self.web.repaint.lock();
        if r.is_none() {
            *r = Some(make());
        }
    }

    /// The window's wake-up, once given (threads call it to get a frame).
    pub(super) fn wake(&self) -> Option<web::Wake> {
        self.web.repaint.lock().clone()
    }

    /// Asks the windows for something (sent by the ui crate after this pass).
    pub(super) fn window(&mut self, cmd: WindowCmd) {
        self.window_cmds.push(cmd);
    }

    /// What the windows were asked since the last call, in order.
    pub fn take_window_cmds(&mut self) -> Vec<WindowCmd> {
        std::mem::take(&mut self.window_cmds)
    }

    /// Asks the projector to repaint when what it shows changed (its
    /// countdown moves on its own).
    pub fn repaint_projector_if_changed(&mut self) {
        if self.projector_changed.swap(false, Ordering::Relaxed) {
            self.window(WindowCmd::RepaintProjector);
        }
    }

    /// Builds the projector's view from the state and hands it over.
    pub fn publish(&self) {
        let mut view = if self.console.blank {
            ProjectorView::default()
        } else if let Some(s) = &self.session {
            ProjectorView::from_state(s.state(), &s.ruleset, self.console.spectator, self.now())
        } else if let Some(d) = &self.seat_draw {
            // The start screen's draw, until the game starts.
            ProjectorView::seat_draw(d.clone(), self.seat_draw_since, self.now())
        } else if let Some(b) = self.tournament.hall() {
            // No game on the table: the tournament's standings and next game.
            ProjectorView::between_games(b.clone(), self.now())
        } else {
            // Nothing on the table (an evening's «Новая игра»): the hall is
            // cleared, never left with the last game or its draw.
            ProjectorView::default()
        };
        view.set_lang(self.settings.lang);
        view.set_hands(self.live_hands());
        if let (Some(s), false) = (&self.session, self.console.blank) {
            view.set_caption(&s.meta);
            view.set_photos(&self.photos);
        }
        let mut w = self.projector.write();
        view.published_ms = w.published_ms;
        let changed = *w != view;
        view.published_ms = self.now();
        *w = view;
        drop(w);
        if changed {
            self.projector_changed.store(true, Ordering::Relaxed);
        }
        self.publish_web();
    }

    /// The hands the judge has counted in the vote under way, before they are
    /// recorded: the marked hands, else the typed count.
    /// Nothing marked yet is 0: the hall sees the count start.
    pub fn live_hands(&self) -> Option<u8> {
        if self.table.marks.hands.is_empty() {
            let typed = self.table.marks.vote_count.trim();
            if typed.is_empty() {
                Some(0)
            } else {
                typed.parse().ok()
            }
        } else {
            u8::try_from(self.table.marks.hands.len()).ok()
        }
    }

    /// The projector shows another count of hands than the judge has marked.
    fn hands_changed(&self) -> bool {
        let shown = match &self.projector.read().moment {
            Some(Moment::Voting { hands, .. }) => Some(*hands),
            _ => None,
        };
        shown.is_some_and(|h| h != self.live_hands())
    }

    /// A copy of what the projector shows now.
    pub fn projector_view(&self) -> ProjectorView {
        self.projector.read().clone()
    }

    /// Whether the projector was asked to repaint since the last look (and
    /// forgets it).
    pub fn take_projector_changed(&self) -> bool {
        self.projector_changed.swap(false, Ordering::Relaxed)
    }

    /// A game built from the start form goes on the table (see
    /// [`panel::Step::Start`]): a finished game the autosave still holds
    /// is filed first, the header typed is the next game's.
    fn start_game(
        &mut self,
        mut session: Session,
        events: &[Event],
        header: mafia_store::session::Meta,
    ) {
        // A finished game the autosave still holds goes where «Новая игра»
        // would have taken it, before this one replaces it, and is said.
        let left = self.file_left_game();
        self.settings.last_ruleset = Some(session.ruleset.id.clone());
        // The header typed on the start screen is the one the next game starts from.
        self.settings.protocol = header;
        // A draw and a round are for one game.
        self.settings.protocol.draw_seed = None;
        self.settings.protocol.round = None;
        if session.meta.date.trim().is_empty() {
            session.meta.date = mafia_store::clock::local_date(session.created);
        }
        let record = session.record();
        self.session = Some(session);
        // The draw was for this game: it never comes back after it.
        self.seat_draw = None;
        self.seat_draw_since = None;
        self.table.marks = Marks::default();
        self.message = left;
        self.note_players(&record);
        self.load_photos();
        self.say_table_status(&record.meta.game, false);
        self.after_step(events);
    }

    /// A game read from a file goes on the table.
    fn put_on_table(&mut self, session: Session) {
        self.session = Some(session);
        self.seat_draw = None;
        self.seat_draw_since = None;
        self.table.marks = Marks::default();
        self.load_photos();
        self.publish();
    }

    /// «Новая игра» (see [`panel::Step::Leave`]): the finished game is
    /// filed (tournament, evening) and moved on, and the table is cleared
    /// for the next one.
    fn leave_table(&mut self) {
        self.file_game_in_tournament();
        self.file_game_in_evening();
        self.move_game_on();
        if self
            .session
            .as_ref()
            .is_some_and(|s| s.state().phase != Phase::Setup)
        {
            self.settings.protocol.game = next_game_number(&self.settings.protocol.game);
        }
        self.session = None;
        self.phone_step += 1;
        self.photos.clear();
        self.cues.clear();
        self.files.rescan = true;
        // Between games of a tournament the hall sees its standings.
        self.publish();
    }
}

/// The next game's number: "7" → "8"; a header without a number stays.
pub fn next_game_number(game: &str) -> String {
    match game.trim().parse::<u32>() {
        Ok(n) => n.saturating_add(1).to_string(),
        Err(_) => game.to_owned(),
    }
}

impl JudgeApp {
    /// Asks for the next frame when the shown second changes, only while a
    /// timer runs: an idle console draws nothing.
    fn repaint_while_timer_runs(&mut self) {
        let Some(s) = &self.session else { return };
        let t = &s.state().timer;
        if !t.running() {
            return;
        }
        let rem = t.remaining_ms(self.now());
        if rem <= 0 {
            return;
        }
        self.window(WindowCmd::RepaintAfter(until_next_second(rem)));
    }
}

/// How long until a countdown with `rem_ms` left shows the next second.
pub fn until_next_second(rem_ms: i64) -> std::time::Duration {
    let wait = match rem_ms % 1000 {
        0 => 1000,
        x => x,
    };
    std::time::Duration::from_millis(u64::try_from(wait).unwrap_or(1000) + 5)
}
