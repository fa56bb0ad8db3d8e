//! One shape for every panel: `run(cmd, &cx) -> Effects`.
//!
//! A panel (the game table, the files, the tournament window, the web
//! server, the club evening, the music) owns its own state and runs its own
//! commands. What it needs of the rest of the app it reads from a [`Cx`];
//! what the rest of the app must do afterwards (a line for the message bar,
//! a game step, a setting kept, the projector republished) it returns as
//! [`Effects`]. `JudgeApp::apply` is the one place those are done, so a
//! panel never reaches into another, and the dispatcher only forwards.

use super::console::SeatDraw;
use super::{Clock, JudgeApp, Message, Settings, WindowCmd};
use mafia_audio::audio::{Audio, AudioSettings, MusicCmd};
use mafia_core::game::{Action, Event};
use mafia_core::ruleset::{Ruleset, RulesetError};
use mafia_store::session::{Meta, Session};
use mafia_tournament::tournament::sync::Role;
use mafia_words::{Lang, Text};
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// A panel: its commands run on its own state, with what it reads of the
/// app, and say what the app must do afterwards.
pub trait Panel {
    type Cmd;
    fn run(&mut self, cmd: Self::Cmd, cx: &Cx<'_>) -> Effects;

    /// Once per frame: what the panel follows by itself (a folder that
    /// changed, a thread's or a dialog's answer), and what the app must do
    /// about it. Most panels follow nothing.
    fn tick(&mut self, _cx: &Cx<'_>) -> Effects {
        Effects::none()
    }
}

/// The panels, in the order their ticks run each frame.
#[derive(Debug, Clone, Copy)]
enum Which {
    Console,
    Table,
    Files,
    Web,
    Tournament,
    Evening,
    Music,
}

impl Which {
    const ALL: [Which; 7] = [
        Which::Console,
        Which::Table,
        Which::Files,
        Which::Web,
        Which::Tournament,
        Which::Evening,
        Which::Music,
    ];
}

/// What a panel reads of the rest of the app for one command (nothing in
/// it can be changed: a change goes back as an [`Effects`]).
pub struct Cx<'a> {
    pub settings: &'a Settings,
    /// The rulesets found (the start form's, a record's replay).
    pub rulesets: &'a [Ruleset],
    /// The ruleset files that failed to load (a record of theirs cannot be
    /// opened: the message names the file's problem).
    pub ruleset_errors: &'a [RulesetError],
    /// The game on the table.
    pub session: Option<&'a Session>,
    /// The app's "now" (ms).
    pub now: u64,
    pub clock: Clock,
    /// The club's `players.toml` beside the games folder (None: autosave off).
    pub registry: Option<PathBuf>,
    /// The kept games' folder (None: autosave off).
    pub games: Option<PathBuf>,
    /// The kept games wait for the first frame (the library is held).
    pub library_held: bool,
    /// The judge window's wake-up, for threads a panel starts.
    pub wake: Option<super::web::Wake>,
}

impl Cx<'_> {
    pub fn lang(&self) -> Lang {
        self.settings.lang
    }
}

/// Builds the [`Cx`] of `$app` (a `JudgeApp`) and evaluates `$body` with
/// it: a macro, so the body may borrow the panel's own field mutably
/// beside the fields the context borrows.
macro_rules! with_cx {
    ($app:ident, |$cx:ident| $body:expr) => {{
        let (now, registry, wake) = ($app.now(), $app.registry_path(), $app.wake());
        let games = $app.files.store.as_ref().map(|s| s.dir().to_path_buf());
        let library_held = $app.files.library.is_held();
        let $cx = $crate::app::panel::Cx {
            settings: &$app.settings,
            rulesets: &$app.rulesets,
            ruleset_errors: &$app.ruleset_errors,
            session: $app.session.as_ref(),
            now,
            clock: $app.clock,
            registry,
            games,
            library_held,
            wake,
        };
        $body
    }};
}
pub(super) use with_cx;

/// What a panel's command asks of the app, applied by `JudgeApp::apply`
/// in this order: settings, a game loaded, the message line, the game's
/// steps, the files, the projector (black, the seat draw), the game left
/// after a crash, the projector and the web republished, the windows.
#[must_use]
#[derive(Debug, Default)]
pub struct Effects {
    /// Settings the judge changed in the panel (kept between runs).
    pub settings: Vec<Setting>,
    /// A game read from a file, for the table.
    pub loaded: Option<Box<Session>>,
    /// For the console's message line, in the order said.
    pub said: Vec<Said>,
    /// Game steps, taken one by one through the session; the first one
    /// refused stops the rest.
    pub steps: Vec<Step>,
    /// The games folder changed: read it again.
    pub refresh_files: bool,
    /// The protocol header the judge changed: kept for the next games,
    /// copied into the game on the table.
    pub meta: Option<Box<Meta>>,
    /// The game on the table is to be saved (into a folder just taken).
    pub autosave: bool,
    /// The projector and the web show something new.
    pub republish: bool,
    /// The web server was (re)started: it wants the current views.
    pub publish_web: bool,
    /// The projector goes black (true) or shows the game again.
    pub blank: Option<bool>,
    /// What the projector shows of the start screen's seat draw.
    pub seat_draw: Option<SeatDraw>,
    /// The game a crash left unfinished on the table is filed (the judge
    /// is told where it went); done when it was.
    pub file_left_game: bool,
    /// What the windows are asked to do (the projector's fullscreen, its
    /// monitor).
    pub window: Vec<WindowCmd>,
    /// The judge window wants a frame after this long.
    pub repaint_after: Option<Duration>,
    /// The command did what it was asked without a game step (a screen
    /// may clear its form); with steps, whether they all were taken.
    pub done: bool,
}

impl Effects {
    /// Nothing for the app to do.
    pub fn none() -> Self {
        Effects::default()
    }

    /// One line for the message bar.
    pub fn said(said: Said) -> Self {
        Effects {
            said: vec![said],
            ..Effects::default()
        }
    }

    /// One game step.
    pub fn step(step: Step) -> Self {
        Effects {
            steps: vec![step],
            ..Effects::default()
        }
    }

    /// One judge action through the session.
    pub fn act(action: Action) -> Self {
        Effects::step(Step::Act(action))
    }

    /// An error for the message line.
    pub fn error(text: Text) -> Self {
        Effects::said(Said::Error(text))
    }

    /// These effects, then `next`'s (a loaded game and a header: the later
    /// one; a repaint: the sooner).
    pub fn and(mut self, next: Effects) -> Self {
        self.settings.extend(next.settings);
        self.loaded = next.loaded.or(self.loaded);
        self.said.extend(next.said);
        self.steps.extend(next.steps);
        self.refresh_files |= next.refresh_files;
        self.meta = next.meta.or(self.meta);
        self.autosave |= next.autosave;
        self.republish |= next.republish;
        self.publish_web |= next.publish_web;
        self.blank = next.blank.or(self.blank);
        self.seat_draw = next.seat_draw.or(self.seat_draw);
        self.file_left_game |= next.file_left_game;
        self.window.extend(next.window);
        self.repaint_after = match (self.repaint_after, next.repaint_after) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        };
        self.done |= next.done;
        self
    }

    /// A frame asked for after `after` (the sooner of two asked).
    pub fn repaint_after(mut self, after: Duration) -> Self {
        self.repaint_after = Some(self.repaint_after.map_or(after, |a| a.min(after)));
        self
    }
}

/// A line for the console's message line.
#[derive(Debug, Clone, PartialEq)]
pub enum Said {
    Info(Text),
    /// An error to show.
    Error(Text),
    /// A line said before is no longer true: it goes, if it is still on show.
    Unsay(Text),
    /// The line is emptied.
    Clear,
}

/// A setting a panel changed.
#[derive(Debug, Clone, PartialEq)]
pub enum Setting {
    /// Whose console this is in a tournament.
    TournamentRole(Option<Role>),
    /// The tournament folder opened last.
    LastTournament(String),
    /// The web server's port and the spectator feed's delay.
    Web { port: u16, delay_s: u32 },
    /// Night music and cues.
    Audio(Box<AudioSettings>),
    /// The speech timer starts by itself when a speech begins.
    AutoTimer(bool),
    /// The console's language (the projector's and the web's too).
    Lang(Lang),
}

/// A step of the game on the table: the session changes only here.
#[derive(Debug)]
pub enum Step {
    /// One judge action through the session (one undoable step); a refusal
    /// goes to the message line.
    Act(Action),
    /// Back one judge action; the marks of the step undone come back, so
    /// the judge corrects one mark instead of making all again.
    Undo {
        marks_back: Option<Action>,
    },
    Redo,
    /// A game built from the start form on the table: the events of its
    /// first actions, and the header it was started with (the next game's).
    Start {
        session: Box<Session>,
        events: Vec<Event>,
        header: Box<Meta>,
    },
    /// The game leaves the table («Новая игра»): filed into its tournament
    /// and tonight's evening, moved on, the table cleared.
    Leave,
}

impl Panel for Audio {
    type Cmd = MusicCmd;

    /// The music window's buttons; its settings are kept.
    fn run(&mut self, c: MusicCmd, cx: &Cx<'_>) -> Effects {
        let mut settings = cx.settings.audio.clone();
        if Audio::run(self, c, &mut settings) {
            return Effects {
                settings: vec![Setting::Audio(Box::new(settings))],
                ..Effects::default()
            };
        }
        Effects::none()
    }
}

impl JudgeApp {
    /// Every panel's [`Panel::tick`], each one's effects applied before the
    /// next panel looks (once per frame, from `tick`).
    pub(super) fn tick_panels(&mut self) {
        for which in Which::ALL {
            let fx = with_cx!(self, |cx| match which {
                Which::Console => self.console.tick(&cx),
                Which::Table => self.table.tick(&cx),
                Which::Files => self.files.tick(&cx),
                Which::Web => self.web.tick(&cx),
                Which::Tournament => self.tournament.tick(&cx),
                Which::Evening => self.evening.tick(&cx),
                Which::Music => Panel::tick(&mut self.audio, &cx),
            });
            self.apply(fx);
        }
    }

    /// Does what a panel's command asked: the one place effects are
    /// applied. Returns whether the command did what it was asked (the
    /// game's steps all taken, or the panel said so).
    pub(super) fn apply(&mut self, fx: Effects) -> bool {
        for s in fx.settings {
            match s {
                Setting::TournamentRole(r) => self.settings.tournament_role = r,
                Setting::LastTournament(p) => self.settings.last_tournament = Some(p),
                Setting::Web { port, delay_s } => {
                    self.settings.web_port = port;
                    self.settings.web_delay_s = delay_s;
                }
                Setting::Audio(a) => self.settings.audio = *a,
                Setting::AutoTimer(on) => self.settings.auto_timer = on,
                Setting::Lang(l) => self.settings.lang = l,
            }
        }
        if let Some(session) = fx.loaded {
            self.put_on_table(*session);
        }
        for said in fx.said {
            self.say(said);
        }
        let mut done = fx.done;
        if !fx.steps.is_empty() {
            done = true;
            for step in fx.steps {
                if !self.take_step(step) {
                    done = false;
                    break;
                }
            }
        }
        if fx.refresh_files {
            self.refresh_files();
        }
        if let Some(meta) = fx.meta {
            self.set_meta(*meta);
        }
        if fx.autosave {
            self.autosave();
        }
        if let Some(black) = fx.blank {
            self.link.blank.store(black, Ordering::Relaxed);
            self.projector_changed.store(true, Ordering::Relaxed);
        }
        match fx.seat_draw {
            Some(SeatDraw::Show(seats)) => self.show_seat_draw(seats),
            Some(SeatDraw::AtOnce) => self.show_seat_draw_at_once(),
            None => {}
        }
        if fx.file_left_game
            && let Some(said) = self.file_left_game()
        {
            done = !said.error;
            self.message = Some(said);
        }
        if fx.republish {
            self.publish();
        }
        if fx.publish_web {
            self.publish_web();
        }
        for cmd in fx.window {
            self.window(cmd);
        }
        if let Some(after) = fx.repaint_after {
            self.window(WindowCmd::RepaintAfter(after));
        }
        done
    }

    fn say(&mut self, said: Said) {
        match said {
            Said::Info(text) => self.message = Some(Message { text, error: false }),
            Said::Error(text) => self.message = Some(Message { text, error: true }),
            Said::Unsay(t) => {
                if self.message.as_ref().is_some_and(|m| m.text == t) {
                    self.message = None;
                }
            }
            Said::Clear => self.message = None,
        }
    }

    /// One step of the game on the table; whether it was taken.
    fn take_step(&mut self, step: Step) -> bool {
        match step {
            Step::Act(a) => self.act(a),
            Step::Undo { marks_back } => {
                let done = self.session.as_mut().is_some_and(Session::undo);
                if done {
                    self.after_step(&[]);
                    if let Some(a) = marks_back {
                        self.table.marks.put_back(&a);
                    }
                }
                done
            }
            Step::Redo => {
                let done = self.session.as_mut().is_some_and(Session::redo);
                if done {
                    self.after_step(&[]);
                }
                done
            }
            Step::Start {
                session,
                events,
                header,
            } => {
                self.start_game(*session, &events, *header);
                true
            }
            Step::Leave => {
                self.leave_table();
                true
            }
        }
    }
}
