//! The console: the app and the screens' own state, one frame at a time.
//!
//! A frame: the app's tick (music, cues, files, the timer's next repaint),
//! the keyboard, the screens drawn from the app's read-only view, then the
//! queued commands run by the app, then the projector viewport.

use super::{Cx, Queued, Screens, hand_out, projector};
use eframe::egui;
use mafia_app::app::files::Launch;
use mafia_app::app::place::{Monitor, Seen};
use mafia_app::app::{
    Clock, Command, CommandId, ConsoleError, JudgeApp, StartForm, WindowCmd, command, projector_id,
    until_next_second,
};
use mafia_words::i18n::msg;
use std::sync::atomic::Ordering;

/// How long after the first frame a library held at the start begins to
/// read its games (ms).
pub const LIBRARY_AFTER_MS: u64 = 1000;

/// The judge's console: the app, and what the screens keep between frames.
pub struct Console {
    pub app: JudgeApp,
    pub screens: Screens,
    queue: Vec<Queued>,
    /// The projector window as opened (its place from `app::place`); kept
    /// the same while it is open, so egui sends the window no commands of
    /// its own: F11 and the monitor choice send theirs.
    projector_builder: Option<egui::ViewportBuilder>,
    /// The window's title as last sent (it names the console's role).
    title: String,
    /// `first frame` is still to be printed on stdout at the end of the
    /// first frame: only with `MAFIA_JUDGE_FIRST_FRAME` set, for
    /// scripts/bench_start.sh, which times the start by it.
    announce_first_frame: bool,
    /// When the first frame was drawn (the app's clock, ms): the library
    /// held at the start reads its games a moment later.
    first_frame_at: Option<u64>,
    /// The commands of the keys typed while the start was still reading
    /// the game for the table, in the order typed: run once it is there.
    held_keys: Vec<Command>,
}

impl Console {
    pub fn new(app: JudgeApp) -> Self {
        let v = app.view();
        let start = StartForm::new(v.rulesets(), v.settings());
        Console {
            app,
            screens: Screens {
                start,
                game: super::game::GameForms::default(),
                hand_out: hand_out::HandOut::default(),
                gestures: super::gesture::GestureCache::default(),
                library: super::library::LibraryScreen::default(),
                lobby: super::lobby::TournamentForm::default(),
                evening: super::evening::EveningForm::default(),
                tournament: super::tournament::TournamentForms::default(),
                tournament_export: super::tournament_export::ExportForm::default(),
                meta_sites: None,
                about: None,
            },
            title: String::new(),
            queue: Vec::new(),
            projector_builder: None,
            announce_first_frame: std::env::var_os("MAFIA_JUDGE_FIRST_FRAME").is_some(),
            first_frame_at: None,
            held_keys: Vec::new(),
        }
    }

    /// After each frame. The first is announced for the start bench; the
    /// library held at the start (a year of headers and replays on its
    /// thread) reads its games [`LIBRARY_AFTER_MS`] after the first frame,
    /// or at once when the judge opens it: the window comes first.
    fn after_frame(&mut self, ctx: &egui::Context) {
        if self.announce_first_frame {
            self.announce_first_frame = false;
            println!("first frame");
        }
        if self.app.open_pending_tournament() {
            ctx.request_repaint();
        }
        if !self.app.library_held() {
            return;
        }
        let now = self.app.now();
        let due = self
            .first_frame_at
            .get_or_insert(now)
            .saturating_add(LIBRARY_AFTER_MS);
        if self.screens.library.open || now >= due {
            self.app.release_library();
            ctx.request_repaint();
        } else {
            ctx.request_repaint_after(std::time::Duration::from_millis(due - now));
        }
    }

    /// Queues a command as a screen would (tests, the command line).
    pub fn push(&mut self, command: Command) {
        self.queue.push(Queued {
            command,
            then: None,
        });
    }

    /// Runs one command now, with what the console does around it.
    pub fn run(&mut self, command: Command, ctx: &egui::Context) -> bool {
        let ran = command.clone();
        let done = self.app.run(command);
        send_window_cmds(ctx, self.app.take_window_cmds());
        self.screens.follow(&ran, done, self.app.view());
        done
    }

    /// One whole frame (the tests' harness calls this).
    pub fn frame_ui(&mut self, ui: &mut egui::Ui) {
        give_wake(&self.app, ui.ctx());
        self.app.tick();
        send_window_cmds(ui.ctx(), self.app.take_window_cmds());
        self.draw(ui);
    }

    /// The judge window's pass, the commands, the projector viewport.
    fn draw(&mut self, ui: &mut egui::Ui) {
        let ctx = ui.ctx().clone();
        self.keyboard(&ctx);
        // The judge's phone is another keyboard (issue 34).
        self.app.run_phone();
        {
            let mut cx = Cx {
                view: self.app.view(),
                screens: &mut self.screens,
                out: &mut self.queue,
            };
            super::judge_ui(&mut cx, ui);
        }
        super::music::music_window_ui(self, ui);
        for q in std::mem::take(&mut self.queue) {
            if self.run(q.command, &ctx)
                && let Some(field) = q.then
            {
                self.screens.clear(field);
            }
        }
        if self.app.view().projector_open() {
            self.show_projector(&ctx);
        } else {
            self.projector_builder = None;
        }
        self.app.repaint_projector_if_changed();
        send_window_cmds(&ctx, self.app.take_window_cmds());
        self.after_frame(&ctx);
    }

    /// Keyboard shortcuts from the catalogue, unless a text field has the keys.
    /// The keys of one frame are taken in the order they were pressed: on a
    /// loaded machine «3 F» can arrive in one frame, and the seat must be
    /// selected before the foul is given. While the start still reads the
    /// game for the table, its keys are kept, and run in the order typed
    /// before the keys of the frame the game is there (issue 35.4: they
    /// were lost).
    fn keyboard(&mut self, ctx: &egui::Context) {
        let view = self.app.view();
        let reading = view
            .files()
            .reading
            .as_ref()
            .is_some_and(|r| r.game_due.is_some());
        if view.session().is_none() && !reading {
            // No game is coming: the keys kept for it have nothing to act on.
            self.held_keys.clear();
        }
        if ctx.egui_wants_keyboard_input() || (view.session().is_none() && !reading) {
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
        let seats = command::seat_keys();
        let mut commands = Vec::new();
        ctx.input_mut(|i| {
            i.events.retain(|e| {
                let egui::Event::Key {
                    key,
                    pressed: true,
                    modifiers,
                    ..
                } = e
                else {
                    return true;
                };
                let shortcut = ids.iter().find(|id| {
                    id.shortcut().is_some_and(|sc| {
                        sc.logical_key == *key && modifiers.matches_logically(sc.modifiers)
                    })
                });
                if let Some(id) = shortcut {
                    commands.extend(id.command());
                    return false;
                }
                if modifiers.matches_logically(egui::Modifiers::NONE)
                    && let Some((_, seat)) = seats.iter().find(|(k, _)| k == key)
                {
                    commands.push(Command::SelectSeat(*seat));
                    return false;
                }
                true
            });
        });
        if self.app.view().session().is_none() {
            self.held_keys.extend(commands);
            return;
        }
        for c in std::mem::take(&mut self.held_keys)
            .into_iter()
            .chain(commands)
        {
            self.push(c);
        }
    }

    fn show_projector(&mut self, ctx: &egui::Context) {
        let (view, link) = self.app.projector_feed();
        let title = msg::ProjectorTitle.get(self.app.view().lang());
        let builder = self
            .projector_builder
            .get_or_insert_with(|| self.app.view().place().placement().builder(title))
            .clone();
        let fixed = match self.app.clock() {
            Clock::Fixed(t) => Some(t),
            Clock::System => None,
        };
        ctx.show_viewport_deferred(projector_id(), builder, move |ui, _class| {
            let now = fixed.unwrap_or_else(mafia_store::clock::now_ms);
            let ctx = ui.ctx().clone();
            if ctx.input(|i| i.viewport().close_requested()) {
                link.closed.store(true, Ordering::Relaxed);
                ctx.request_repaint_of(egui::ViewportId::ROOT);
            }
            // Where the window is, for the judge side to remember.
            let ppp = ctx.pixels_per_point();
            let seen = ctx.input(|i| Seen::from_viewport(i.viewport(), ppp));
            let mut last = link.last_seen.lock();
            if *last != Some(seen) {
                *last = Some(seen);
                *link.seen.lock() = Some(seen);
                ctx.request_repaint_of(egui::ViewportId::ROOT);
            }
            drop(last);
            if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::F11)) {
                // From the window's own state, not a flag that may be stale.
                ctx.send_viewport_cmd(egui::ViewportCommand::Fullscreen(!seen.fullscreen));
            }
            if ctx.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::B)) {
                link.toggle_blank.store(true, Ordering::Relaxed);
                ctx.request_repaint_of(egui::ViewportId::ROOT);
            }
            if link.blank.load(Ordering::Relaxed) {
                // Black, not the empty screen's background: the hall sees nothing.
                ui.painter()
                    .rect_filled(ui.max_rect(), 0.0, super::theme::BLANK_SCREEN);
                return;
            }
            let v = view.read().clone();
            egui::CentralPanel::no_frame().show(ui, |ui| {
                projector::projector_ui(ui, &v, now);
            });
            if let Some(c) = &v.countdown
                && c.running()
            {
                let rem = c.remaining_ms(now);
                if rem > 0 {
                    ctx.request_repaint_after(until_next_second(rem));
                }
            }
        });
    }
}

/// Gives the app the window's wake-up (once) for its threads.
fn give_wake(app: &JudgeApp, ctx: &egui::Context) {
    app.wake_with(|| window_wake(ctx));
}

/// A wake-up another thread calls (a phone's command, a folder that
/// changed): a frame of the judge's window, whose `logic` runs the app.
/// Named by its id: `request_repaint` alone asks for the viewport being
/// drawn at that moment, and while the projector's deferred viewport is
/// drawn that is the projector, whose frame runs none of the app, so a
/// phone's tap waited for the judge's next mouse move.
fn window_wake(ctx: &egui::Context) -> std::sync::Arc<dyn Fn() + Send + Sync> {
    let ctx = ctx.clone();
    std::sync::Arc::new(move || ctx.request_repaint_of(egui::ViewportId::ROOT))
}

/// Sends what the app asked of the windows (it holds no `egui::Context`).
fn send_window_cmds(ctx: &egui::Context, cmds: Vec<WindowCmd>) {
    for c in cmds {
        match c {
            WindowCmd::RepaintAfter(d) => ctx.request_repaint_after(d),
            WindowCmd::RepaintProjector => ctx.request_repaint_of(projector_id()),
            WindowCmd::ProjectorFullscreen(on) => {
                ctx.send_viewport_cmd_to(projector_id(), egui::ViewportCommand::Fullscreen(on));
            }
            WindowCmd::ProjectorMonitor(m) => {
                ctx.send_viewport_cmd_to(projector_id(), egui::ViewportCommand::SetMonitor(m));
            }
        }
    }
}

impl eframe::App for Console {
    /// Windows are cleared to the panel colour, so the panels need no fill
    /// of their own (see `ui::unfilled`).
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    /// Runs before every frame, and also while the window is hidden: the
    /// cues and the music must not wait for the judge window to be shown.
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        give_wake(&self.app, ctx);
        self.app.tick();
        send_window_cmds(ctx, self.app.take_window_cmds());
    }

    fn ui(&mut self, ui: &mut egui::Ui, frame: &mut eframe::Frame) {
        if self.app.view().place().wants_monitors()
            && let Some(w) = frame.winit_window()
        {
            let monitors = w
                .available_monitors()
                .map(|m| Monitor {
                    name: m.name(),
                    position: [m.position().x, m.position().y],
                    size: [m.size().width, m.size().height],
                    scale: m.scale_factor(),
                })
                .collect();
            self.app.set_monitors(monitors);
        }
        let title = window_title(&self.app);
        if title != self.title {
            ui.ctx()
                .send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
        self.draw(ui);
    }

    /// Every 30 s and at the close (eframe): the settings in eframe's
    /// storage, the projector's place in our own file.
    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, eframe::APP_KEY, self.app.view().settings());
        self.app.save_place();
    }
}

/// The judge window's title: the program, and whose console it is in a
/// tournament (the head judge's, table N's).
pub fn window_title(app: &JudgeApp) -> String {
    use mafia_tournament::tournament::sync::Role;
    let lang = app.view().lang();
    let name = msg::AppTitle.get(lang);
    match app.view().settings().tournament_role {
        None => name.to_owned(),
        Some(Role::Head) => msg::SyncTitleHead { app: name }.get(lang),
        Some(Role::Table(t)) => msg::SyncTitleTable {
            app: name,
            table: t,
        }
        .get(lang),
    }
}

/// Opens the console window; `open` is a saved game to continue.
pub fn run_console(open: Option<&std::path::Path>) -> Result<(), ConsoleError> {
    run_console_with(Launch {
        open: open.map(std::path::Path::to_path_buf),
        ..Launch::default()
    })
}

/// The window's icon (the task bar, Alt+Tab): the program's icon, built in
/// (`assets/icon`, drawn by `tools/make_icon.sh`); the default one if the
/// picture could not be decoded.
fn window_icon() -> egui::IconData {
    const PNG: &[u8] = include_bytes!("../../../../assets/icon/mafia-judge-256.png");
    eframe::icon_data::from_png_bytes(PNG).unwrap_or_default()
}

/// Opens the console window as the command line asked. A file that cannot
/// be read at all stops here; a damaged one opens with what can be recovered.
pub fn run_console_with(launch: Launch) -> Result<(), ConsoleError> {
    if let Some(p) = &launch.open {
        std::fs::metadata(p).map_err(|source| ConsoleError::Unreadable {
            path: p.clone(),
            source,
        })?;
    }
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title(msg::AppTitle.get(mafia_words::Lang::Ru))
            .with_app_id("mafia-judge")
            .with_inner_size([1280.0, 720.0])
            .with_min_inner_size([1024.0, 600.0])
            .with_icon(window_icon()),
        // Dithering only helps gradients, and the console draws flat colours;
        // under software rendering it is a cost on every pixel of every frame.
        dithering: false,
        ..Default::default()
    };
    eframe::run_native(
        "mafia-judge",
        options,
        Box::new(move |cc| {
            // Dark, whatever the system's theme: the console's colours
            // (theme.rs) are made for it, and under a light system theme
            // (Windows' default) the line to announce was pale yellow on white.
            cc.egui_ctx.set_theme(egui::ThemePreference::Dark);
            let mut app = JudgeApp::from_creation(cc);
            // The kept games are listed now (their count, the recent few);
            // their headers and replays wait until the window is up.
            app.hold_library();
            let library = launch.library;
            app.launch(launch);
            let mut console = Console::new(app);
            console.screens.library.open = library;
            Ok(Box::new(console))
        }),
    )
    .map_err(|e| ConsoleError::window(&e))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    /// The viewports a context was asked to repaint.
    fn repaints(ctx: &egui::Context) -> Arc<Mutex<Vec<egui::ViewportId>>> {
        let asked = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&asked);
        ctx.set_request_repaint_callback(move |info| {
            seen.lock().expect("not poisoned").push(info.viewport_id);
        });
        asked
    }

    #[test]
    fn a_wake_up_during_the_projectors_frame_asks_for_the_judge_windows_frame() {
        let ctx = egui::Context::default();
        let wake = window_wake(&ctx);
        let asked = repaints(&ctx);
        let mut input = egui::RawInput {
            viewport_id: projector_id(),
            ..Default::default()
        };
        input
            .viewports
            .insert(projector_id(), egui::ViewportInfo::default());
        // The phone's command arrives while the projector is being drawn.
        let mut out = ctx.run_ui(input, |_ui| {
            asked.lock().expect("not poisoned").clear();
            wake();
        });
        out.textures_delta.clear();
        let asked = asked.lock().expect("not poisoned").clone();
        assert!(
            asked.contains(&egui::ViewportId::ROOT),
            "the judge window's frame, which runs the app, was not asked for: {asked:?}"
        );
    }
}
