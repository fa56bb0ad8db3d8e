//! The app's side of files: the autosave after every step, resuming the
//! game a crash left behind, the list of kept games, Open and Save as.
//!
//! The file logic itself is in [`mafia_store::session::autosave`]; here it meets
//! the judge: failures become a visible warning («Игра не сохраняется: …»)
//! while the game goes on in memory, and the system file dialog runs on its
//! own thread (rfd may block, and with no portal it just returns nothing),
//! always next to a path field that works without it.

use super::panel::{Cx, Effects, Panel, Said, with_cx};
use super::{JudgeApp, Message};
use mafia_core::ruleset::{Ruleset, RulesetError};
use mafia_store::session::autosave::{self, Autosave, GameInfo, SaveError};
use mafia_store::session::{Meta, Session};
use mafia_words::i18n::msg;
use mafia_words::{Lang, Text};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};

/// How many kept games the start screen lists (the rest are in the library).
pub const RECENT_MAX: usize = 5;

/// How the console was started (`--open FILE`, the hidden `--autoresume`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Launch {
    pub open: Option<PathBuf>,
    /// Resume the unfinished autosaved game without asking (for tests).
    pub autoresume: bool,
    /// Start the web server on this port (`--serve PORT`).
    pub serve: Option<u16>,
    /// The window's language from `--lang` (as if chosen in the menu).
    pub lang: Option<mafia_words::Lang>,
    /// Open this tournament folder (`--tournament FOLDER`).
    pub tournament: Option<PathBuf>,
    /// Show the library of kept games first (hidden `--library`, for the
    /// screenshots).
    pub library: bool,
    /// Whose console this is in a tournament (`--role head|table:N`),
    /// kept in the settings as if chosen in the tournament window, which
    /// then opens.
    pub role: Option<mafia_tournament::tournament::sync::Role>,
    /// With `serve`: make the phone's pairing code at once and print it
    /// with the page's address (hidden `--pair`, for the end-to-end tests
    /// that drive the console from a phone's page).
    pub pair: bool,
}

/// What a file window is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Open,
    SaveAs,
    /// The game protocol as PDF.
    Export,
    /// Another games folder (when this one is in use by another console).
    Folder,
}

/// A file command from the menus and the start screen, run after the pass.
#[derive(Debug, Clone, PartialEq)]
pub enum FileCmd {
    /// Continue the game offered from the autosave.
    Resume,
    /// Move the autosaved game into the kept games.
    PutAside,
    /// Open a game from a file (a kept game, or a path typed or picked).
    Open(PathBuf),
    /// Save the current game as a record here.
    SaveAs(PathBuf),
    /// Delete a kept game (after the second click): it is moved into the
    /// games folder's `trash/`, never removed.
    Delete(PathBuf),
    /// Keep the game that waits for the second click on Delete.
    CancelDelete,
    /// Show the Open / Save as / Export window for the current game.
    ShowDialog(FileKind),
    /// Show the Export window for a kept game (it is not opened).
    ShowExport(PathBuf),
    /// Start the system file dialog for the window that is open.
    Browse,
    /// Run what the window is for with the path in its field.
    Confirm,
    CloseDialog,
    /// The path typed in the file window.
    DialogPath(String),
    /// Show the protocol header form.
    ShowMeta,
    CloseMeta,
    /// The protocol header changed: keep it, copy it into the game and save.
    MetaChanged(Box<Meta>),
}

/// The Open / Save as window: a path field, and the system dialog if any.
#[derive(Debug)]
pub struct FileDialog {
    pub kind: FileKind,
    pub path: String,
    /// The kept game to export; None: the game on screen.
    pub source: Option<PathBuf>,
    /// The system dialog, running on its own thread.
    picker: Option<Receiver<Vec<PathBuf>>>,
    /// The system dialog came back with nothing (cancelled, or none exists).
    pub picker_gave_nothing: bool,
}

impl FileDialog {
    fn new(kind: FileKind, path: String, source: Option<PathBuf>) -> Self {
        FileDialog {
            kind,
            path,
            source,
            picker: None,
            picker_gave_nothing: false,
        }
    }

    pub fn picking(&self) -> bool {
        self.picker.is_some()
    }
}

/// Everything the app keeps about files.
#[derive(Debug, Default)]
pub struct Files {
    /// The games folder; None when autosave is off (tests, no data folder).
    pub store: Option<Autosave>,
    /// Why the game is not being saved, shown until a save succeeds.
    pub warning: Option<Text>,
    /// The unfinished (or unreadable) game in the autosave, offered on the
    /// start screen.
    pub offer: Option<GameInfo>,
    /// A finished tournament game left in the autosave: the console never
    /// moved it on with «Новая игра» (a crash, a closed window), so it may
    /// never have reached its tournament. Offered on the start screen.
    pub finished: Option<GameInfo>,
    /// The newest kept games (replayed: where each stands), newest first.
    pub recent: Vec<GameInfo>,
    /// Every kept game's header, read once (see `app::library`).
    pub library: super::library::Library,
    /// The folder changed: the start screen reads it again.
    pub rescan: bool,
    /// The folder's list and the recent games are still to be read: the
    /// console's start, while the library is held (a year is a thousand
    /// files to look at and five games to replay, after the first frame).
    pub listing_due: bool,
    pub dialog: Option<FileDialog>,
    /// A kept game waiting for the second click on «Удалить».
    pub confirm_delete: Option<PathBuf>,
    /// The protocol header window is open.
    pub meta_form: bool,
    /// When the running timer's heartbeat was last written (ms).
    pub beat_at: u64,
    /// The console's start: the autosave's game and the game to put on the
    /// table read on a thread of their own (see `start_read`).
    pub reading: Option<super::start_read::StartReading>,
    /// Tests: the start's reading is taken only when waited for.
    pub reading_held: bool,
    /// The recent games being replayed on their own thread (the start).
    pub recent_coming: Option<Receiver<Vec<GameInfo>>>,
    /// The start's reader has just said what the autosave holds: the
    /// folder's first listing does not read it again.
    pub current_fresh: bool,
}

/// Over and done (not in a last minute after the result, FIIM 7.10: a
/// crash there is resumed; «Новая игра» files it as it is).
pub(super) fn ended(c: &GameInfo) -> bool {
    c.finished && c.phase.as_ref() == Some(&mafia_core::game::Phase::Ended)
}

/// Replays the recent games on a thread of their own; None when no thread
/// could be had.
fn read_recent_aside(
    paths: Vec<PathBuf>,
    rulesets: Vec<Ruleset>,
) -> Option<Receiver<Vec<GameInfo>>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("recent-games".to_owned())
        .spawn(move || {
            let infos = paths
                .iter()
                .map(|p| autosave::inspect(p, &rulesets))
                .collect();
            // The console has ended when nobody takes them.
            let _ = tx.send(infos);
        })
        .ok()?;
    Some(rx)
}

fn not_saved(e: &SaveError) -> Text {
    mafia_store::i18n::not_saved(e)
}

/// A storage error in the judge's words.
fn said(e: &SaveError) -> Text {
    mafia_words::i18n::Words::text(&mafia_store::i18n::Core(e))
}

/// «Не удалось открыть игру:» and why, in each language.
fn cannot_open(e: &mafia_store::session::record::RecordError) -> Text {
    mafia_words::i18n::text_of(|l| {
        msg::GameCannotOpen {
            error: mafia_words::i18n::Words::say(e, l),
        }
        .get(l)
    })
}

fn join(texts: &[Text]) -> Text {
    Text {
        ru: texts
            .iter()
            .map(|t| t.ru.as_str())
            .collect::<Vec<_>>()
            .join(" · "),
        en: texts
            .iter()
            .map(|t| t.en.as_str())
            .collect::<Vec<_>>()
            .join(" · "),
    }
}

/// `2026-11-30_table-2_game-7` from the protocol header (parts that are
/// empty are left out), else the created time.
pub fn suggested_stem(meta: &Meta, created: u64) -> String {
    let clean = |s: &str| -> String {
        s.trim()
            .chars()
            .map(|c| {
                if c.is_alphanumeric() || c == '-' || c == '.' {
                    c
                } else {
                    '-'
                }
            })
            .collect()
    };
    let mut parts = Vec::new();
    let date = clean(&meta.date);
    parts.push(if date.is_empty() {
        local_date(created)
    } else {
        date
    });
    if !meta.table.trim().is_empty() {
        parts.push(format!("table-{}", clean(&meta.table)));
    }
    if !meta.game.trim().is_empty() {
        parts.push(format!("game-{}", clean(&meta.game)));
    }
    parts.join("_")
}

use mafia_store::clock::local_date;

/// Where protocols go by default: the user's documents folder, else home,
/// else `fallback`.
fn documents_dir(fallback: &Path) -> PathBuf {
    directories::UserDirs::new()
        .and_then(|u| {
            u.document_dir()
                .filter(|d| d.is_dir())
                .map(Path::to_path_buf)
                .or_else(|| Some(u.home_dir().to_path_buf()))
        })
        .filter(|d| d.is_dir())
        .unwrap_or_else(|| fallback.to_path_buf())
}

/// Opens the system file dialog (`picker`); the answer comes later.
fn spawn_picker(kind: FileKind, start: &Path) -> std::io::Result<Receiver<Vec<PathBuf>>> {
    use super::picker::{Ask, Dialog};
    let name = start.file_name().map(|n| n.to_string_lossy().into_owned());
    let dialog = match kind {
        FileKind::Open => Dialog::new(Ask::File).listing("JSON", &["json"]),
        FileKind::SaveAs => Dialog::new(Ask::Save)
            .listing("JSON", &["json"])
            .named(name),
        FileKind::Export => Dialog::new(Ask::Save).listing("PDF", &["pdf"]).named(name),
        FileKind::Folder => Dialog::new(Ask::Folder),
    };
    dialog.in_dir(start.parent()).spawn("file-dialog")
}

/// A line for the message bar: an error, or news.
fn told(text: Text, error: bool) -> Effects {
    Effects::said(if error {
        Said::Error(text)
    } else {
        Said::Info(text)
    })
}

impl Panel for Files {
    type Cmd = FileCmd;

    /// The games folder read again when it changed (not under a game on
    /// the table) or its listing is due (not while the library is held);
    /// the library's and the recent list's threads, and the system
    /// dialog's answer, taken when they come.
    fn tick(&mut self, cx: &Cx<'_>) -> Effects {
        if (self.rescan && cx.session.is_none()) || (self.listing_due && !self.library.is_held()) {
            self.refresh(cx.rulesets);
        }
        let mut fx = Effects::none();
        let library = self.library.poll();
        if self.poll_recent() || library {
            fx = fx.repaint_after(std::time::Duration::from_millis(100));
        }
        let (open, picked) = self.poll_picker(cx);
        fx = fx.and(picked);
        if open {
            fx = fx.repaint_after(std::time::Duration::from_millis(150));
        }
        fx
    }

    /// Runs one file command; the app does what the effects ask.
    fn run(&mut self, c: FileCmd, cx: &Cx<'_>) -> Effects {
        match c {
            FileCmd::Resume => self.resume(cx),
            FileCmd::PutAside => self.put_aside(),
            FileCmd::Open(p) => {
                let out = self.load_game(&p, None, cx);
                if out.loaded.is_some() {
                    self.dialog = None;
                }
                out
            }
            FileCmd::SaveAs(p) => {
                self.dialog = None;
                cx.session.map_or_else(Effects::default, |s| save_as(s, &p))
            }
            FileCmd::Delete(p) => self.delete(p),
            FileCmd::CancelDelete => {
                self.confirm_delete = None;
                Effects::none()
            }
            FileCmd::ShowDialog(kind) => {
                let path = self.suggested_path(kind, cx.session).display().to_string();
                self.dialog = Some(FileDialog::new(kind, path, None));
                Effects::none()
            }
            FileCmd::ShowExport(source) => {
                let name = autosave::load_file(&source).map_or_else(
                    |_| "protocol.pdf".to_owned(),
                    |l| protocol_file_name(&l.record.meta, l.record.created),
                );
                let games = source.parent().map_or_else(PathBuf::new, Path::to_path_buf);
                let path = documents_dir(&games).join(name).display().to_string();
                self.dialog = Some(FileDialog::new(FileKind::Export, path, Some(source)));
                Effects::none()
            }
            FileCmd::Browse => self.browse(),
            FileCmd::Confirm => self.confirm(cx),
            FileCmd::CloseDialog => {
                self.dialog = None;
                Effects::none()
            }
            FileCmd::DialogPath(p) => {
                if let Some(d) = self.dialog.as_mut() {
                    d.path = p;
                }
                Effects::none()
            }
            FileCmd::ShowMeta => {
                self.meta_form = true;
                Effects::none()
            }
            FileCmd::CloseMeta => {
                self.meta_form = false;
                Effects::none()
            }
            FileCmd::MetaChanged(meta) => Effects {
                meta: Some(meta),
                ..Effects::default()
            },
        }
    }
}

impl Files {
    /// Takes the games folder `dir`. The red band shows at once when it
    /// cannot be used (a file in its place, no rights); when another
    /// console holds it, its games are opened read-only and the band offers
    /// another folder. The app reads the folder afterwards.
    pub fn open_store(&mut self, dir: PathBuf) {
        self.warning = None;
        match Autosave::open(dir.clone()) {
            Ok(store) => self.store = Some(store),
            Err(e @ SaveError::InUse { .. }) => {
                self.store = Some(Autosave::read_only(dir));
                self.warning = Some(mafia_store::i18n::folder_in_use(&e));
            }
            Err(e) => {
                self.store = None;
                self.warning = Some(not_saved(&e));
            }
        }
    }

    /// The games folder is open read-only (another console holds it).
    pub fn read_only(&self) -> bool {
        self.store.as_ref().is_some_and(Autosave::is_read_only)
    }

    /// Reads the games folder again: the offer and the kept games (their
    /// headers on the library's own thread). While the library is held
    /// (the console's start) only the offer is read.
    pub fn refresh(&mut self, rulesets: &[Ruleset]) {
        self.rescan = false;
        let Some(store) = self.store.clone() else {
            self.listing_due = false;
            self.offer = None;
            self.finished = None;
            self.recent.clear();
            self.library.rescan(&[], rulesets);
            return;
        };
        // The game a crash left behind is offered in the first frame; at
        // the console's start the start's reader reads it (`start_read`).
        let fresh = std::mem::take(&mut self.current_fresh) && self.listing_due;
        if self.reading.is_none() && !fresh {
            let current = store.current(rulesets);
            self.take_current(current);
        }
        if self.library.is_held() {
            self.listing_due = true;
            return;
        }
        let at_start = std::mem::take(&mut self.listing_due);
        let paths = store.list();
        // Recent games are games: kept copies are in the library only.
        let recent: Vec<PathBuf> = paths
            .iter()
            .filter(|p| {
                !p.file_name()
                    .is_some_and(|n| autosave::is_kept_copy(&n.to_string_lossy()))
            })
            .take(RECENT_MAX)
            .cloned()
            .collect();
        // At the start they are replayed on a thread of their own (a long
        // record among them must not stop the window); later, here.
        self.recent_coming = None;
        match at_start.then(|| read_recent_aside(recent.clone(), rulesets.to_vec())) {
            Some(Some(rx)) => self.recent_coming = Some(rx),
            _ => {
                self.recent = recent
                    .iter()
                    .map(|p| autosave::inspect(p, rulesets))
                    .collect();
            }
        }
        self.library.rescan(&paths, rulesets);
    }

    /// Takes the recent games replayed aside once they are there; whether
    /// they are still coming.
    pub fn poll_recent(&mut self) -> bool {
        let Some(rx) = &self.recent_coming else {
            return false;
        };
        match rx.try_recv() {
            Ok(recent) => {
                self.recent = recent;
                self.recent_coming = None;
                false
            }
            Err(TryRecvError::Empty) => true,
            Err(TryRecvError::Disconnected) => {
                self.recent_coming = None;
                false
            }
        }
    }

    /// The autosave's game as it is now: offered to resume (unfinished or
    /// unreadable), or to file (a finished tournament game).
    pub(super) fn take_current(&mut self, current: Option<GameInfo>) {
        self.finished = current
            .clone()
            .filter(|c| ended(c) && !c.meta.tournament.trim().is_empty());
        self.offer = current.filter(|c| !ended(c));
    }

    /// The game offered from the autosave, read for the table.
    fn resume(&mut self, cx: &Cx<'_>) -> Effects {
        let Some(store) = &self.store else {
            return Effects::none();
        };
        let path = store.current_path();
        store.adopt_current();
        let beat = store.read_beat();
        let out = self.load_game(&path, beat, cx);
        if out.loaded.is_some() {
            self.offer = None;
        }
        out
    }

    /// Moves the autosaved game into the kept games.
    fn put_aside(&mut self) -> Effects {
        let Some(store) = &self.store else {
            return Effects::none();
        };
        let mut out = match store.put_aside() {
            Ok(Some(p)) => told(
                msg::GamePutAside {
                    path: p.display().to_string(),
                }
                .text(),
                false,
            ),
            Ok(None) => Effects::none(),
            Err(e) => told(said(&e), true),
        };
        out.refresh_files = true;
        out
    }

    /// Deletes a kept game at the second click: it goes to the trash.
    fn delete(&mut self, p: PathBuf) -> Effects {
        if self.confirm_delete.as_ref() != Some(&p) {
            self.confirm_delete = Some(p);
            return Effects::none();
        }
        self.confirm_delete = None;
        let mut out = match self.store.as_ref().map(|s| s.delete(&p)) {
            Some(Ok(kept)) => told(
                msg::GameMovedToTrash {
                    path: kept.display().to_string(),
                }
                .text(),
                false,
            ),
            Some(Err(e)) => told(said(&e), true),
            None => Effects::none(),
        };
        out.refresh_files = true;
        out
    }

    /// Loads, recovers and replays a record for the table. What went wrong
    /// is said; `loaded` is None when there is no game to show.
    fn load_game(&mut self, path: &Path, beat: Option<autosave::Beat>, cx: &Cx<'_>) -> Effects {
        let out = read_game(path, beat, cx.rulesets, cx.ruleset_errors);
        if out.loaded.is_some() {
            // Back on the start screen, the folder is read again.
            self.rescan = true;
        }
        out
    }

    /// The path a file window starts with.
    fn suggested_path(&self, kind: FileKind, session: Option<&Session>) -> PathBuf {
        let dir = self
            .store
            .as_ref()
            .map_or_else(|| PathBuf::from("."), |s| s.dir().to_path_buf());
        // The games folder cannot be written: propose a place that can.
        let dir = if self.warning.is_some() {
            documents_dir(&dir)
        } else {
            dir
        };
        let stem =
            session.map_or_else(|| "game".to_owned(), |s| suggested_stem(&s.meta, s.created));
        match kind {
            FileKind::Open => dir,
            FileKind::Folder => documents_dir(&dir).join("mafia-judge-games"),
            FileKind::SaveAs => dir.join(format!("{stem}.json")),
            FileKind::Export => documents_dir(&dir).join(session.map_or_else(
                || "protocol.pdf".to_owned(),
                |s| protocol_file_name(&s.meta, s.created),
            )),
        }
    }

    /// Starts the system dialog for the window that is open.
    fn browse(&mut self) -> Effects {
        let Some(d) = self.dialog.as_mut() else {
            return Effects::none();
        };
        match spawn_picker(d.kind, Path::new(&d.path)) {
            Ok(rx) => {
                d.picker = Some(rx);
                d.picker_gave_nothing = false;
                Effects::none()
            }
            Err(e) => {
                d.picker_gave_nothing = true;
                told(dialog_failed(&e), true)
            }
        }
    }

    /// Runs what the window is for with the path in its field.
    fn confirm(&mut self, cx: &Cx<'_>) -> Effects {
        let Some(d) = &self.dialog else {
            return Effects::none();
        };
        let path = PathBuf::from(d.path.trim());
        match d.kind {
            FileKind::Open => self.run(FileCmd::Open(path), cx),
            FileKind::SaveAs => self.run(FileCmd::SaveAs(path), cx),
            FileKind::Export => {
                let source = d.source.clone();
                self.dialog = None;
                export_protocol(&path, source.as_deref(), cx)
            }
            FileKind::Folder => {
                self.dialog = None;
                self.open_store(path);
                // The game on screen is saved into its new folder.
                Effects {
                    refresh_files: true,
                    autosave: cx.session.is_some(),
                    ..Effects::default()
                }
            }
        }
    }

    /// Takes the system dialog's answer when it has come: a path runs the
    /// window's action; nothing leaves the path field to type in. Returns
    /// whether the dialog is still open (to keep repainting), and what the
    /// action asks of the app.
    pub fn poll_picker(&mut self, cx: &Cx<'_>) -> (bool, Effects) {
        let Some(d) = self.dialog.as_mut() else {
            return (false, Effects::none());
        };
        let Some(rx) = &d.picker else {
            return (false, Effects::none());
        };
        match rx.try_recv().map(|picked| picked.into_iter().next()) {
            Ok(Some(p)) => {
                d.picker = None;
                d.path = p.display().to_string();
                (false, self.confirm(cx))
            }
            Ok(None) | Err(TryRecvError::Disconnected) => {
                d.picker = None;
                d.picker_gave_nothing = true;
                (false, Effects::none())
            }
            Err(TryRecvError::Empty) => (true, Effects::none()),
        }
    }
}

/// Loads, recovers and replays a record for the table (on any thread: the
/// start reads it on its own). What went wrong is said; `loaded` is None
/// when there is no game to show.
pub(super) fn read_game(
    path: &Path,
    beat: Option<autosave::Beat>,
    rulesets: &[Ruleset],
    ruleset_errors: &[RulesetError],
) -> Effects {
    let name = path.display().to_string();
    let loaded = match autosave::load_file(path) {
        Ok(l) => l,
        Err(e) => return told(cannot_open(&e), true),
    };
    // The ruleset the record names, kept for the message if it fails.
    let id = loaded.record.ruleset.id.clone();
    let restored = autosave::restore(&name, loaded, rulesets);
    game_read(&name, &id, restored, beat, ruleset_errors)
}

/// A game read and replayed (`id`: the ruleset its record names), for the
/// table, or why not.
pub(super) fn game_read(
    name: &str,
    id: &str,
    restored: Result<autosave::Restored, autosave::RestoreError>,
    beat: Option<autosave::Beat>,
    ruleset_errors: &[RulesetError],
) -> Effects {
    match restored {
        Ok(back) => {
            let mut session = back.session;
            pause_on_resume(&mut session, beat);
            let said = if back.notes.is_empty() {
                Said::Info(msg::GameOpened { name }.text())
            } else {
                let notes: Vec<Text> = (back.notes.iter())
                    .map(|n| {
                        mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(
                            n,
                            &session.ruleset,
                        ))
                    })
                    .collect();
                Said::Error(join(&notes))
            };
            Effects {
                said: vec![said],
                loaded: Some(Box::new(session)),
                ..Effects::default()
            }
        }
        Err(e) => {
            let mut t = mafia_words::i18n::Words::text(&e);
            // A ruleset file that failed to load is likely the reason:
            // name it with its problem.
            let broken = format!("{id}.toml");
            if !id.is_empty()
                && let Some(e) = ruleset_errors.iter().find(|e| e.file().ends_with(&broken))
            {
                let e = mafia_words::i18n::Words::text(&mafia_store::i18n::Core(e));
                t.ru.push_str(&format!(" · {}", e.ru));
                t.en.push_str(&format!(" · {}", e.en));
            }
            told(t, true)
        }
    }
}

/// The system dialog did not open (no thread for it): why, in the catalogue's
/// words for the system's error kind, never the system's own English.
pub fn dialog_failed(e: &std::io::Error) -> mafia_words::i18n::Text {
    let why = mafia_store::i18n::io_why(e);
    mafia_words::i18n::text_of(|l| msg::FileDialogFailed { why: why.get(l) }.get(l))
}

/// Writes the game as a record to `path`.
fn save_as(s: &Session, path: &Path) -> Effects {
    let text = s.record().to_json();
    match mafia_store::storage::write_atomic(path, text.as_bytes()) {
        Ok(()) => told(
            msg::GameSaved {
                path: path.display().to_string(),
            }
            .text(),
            false,
        ),
        Err(e) => {
            let t = said(&e);
            told(
                mafia_words::i18n::text_of(|l| msg::GameNotSaved { why: t.get(l) }.get(l)),
                true,
            )
        }
    }
}

/// The game protocol as PDF: of the kept game `source`, or of the game on
/// the table, with the header from the game's record.
fn export_protocol(path: &Path, source: Option<&Path>, cx: &Cx<'_>) -> Effects {
    let result = match source {
        None => match cx.session {
            Some(s) => write_protocol(s, path, cx.lang()),
            None => return Effects::none(),
        },
        Some(src) => {
            let name = src.display().to_string();
            autosave::load_file(src)
                .map_err(|e| mafia_words::i18n::Words::text(&e))
                .and_then(|l| {
                    autosave::restore(&name, l, cx.rulesets)
                        .map_err(|e| mafia_words::i18n::Words::text(&e))
                })
                .and_then(|back| write_protocol(&back.session, path, cx.lang()))
        }
    };
    match result {
        Ok(()) => told(
            msg::ProtocolSaved {
                path: path.display().to_string(),
            }
            .text(),
            false,
        ),
        Err(t) => told(
            mafia_words::i18n::text_of(|l| msg::ProtocolNotSaved { why: t.get(l) }.get(l)),
            true,
        ),
    }
}

impl JudgeApp {
    /// Starts autosave in the data folder and acts on the command line.
    pub fn launch(&mut self, launch: Launch) {
        if let Some(lang) = launch.lang {
            self.settings.lang = lang;
        }
        match mafia_store::storage::games_dir() {
            Ok(dir) => {
                self.files.open_store(dir);
                if self.store_read_only() {
                    self.console.place.start_closed();
                }
            }
            Err(e) => self.files.warning = Some(not_saved(&e)),
        }
        // The console's window (its library held for the first frame):
        // the records are read on a thread, the window shows at once.
        let aside =
            self.library_held() && self.start_reading(launch.open.clone(), launch.autoresume);
        self.refresh_files();
        if !aside {
            if let Some(p) = &launch.open {
                self.open_path(p);
            } else if launch.autoresume && self.files.offer.is_some() {
                self.resume_offer();
            }
        }
        self.keep_role_at_start(launch.role);
        if launch.role.is_some() {
            self.tournament.open = true;
        }
        if let Some(t) = launch.tournament {
            // The console's window comes first: the folder is read after
            // its first frame ([`JudgeApp::open_pending_tournament`]).
            if self.library_held() {
                self.tournament.hold_open(t);
            } else {
                self.run_tournament(super::tournament::TournamentCmd::Open(
                    t.display().to_string(),
                ));
            }
        }
        if let Some(port) = launch.serve {
            self.settings.web_port = port;
            self.start_web(false);
            if launch.pair {
                self.run(super::Command::Web(super::web::WebCmd::PairCode));
                if let (Some(code), Some(s)) = (&self.web.code, &self.web.server) {
                    println!("judge-pair {}/judge {code}", s.local_url());
                }
            }
        }
    }

    /// Takes the games folder `dir` for this console and reads it.
    pub fn open_store(&mut self, dir: PathBuf) {
        self.files.open_store(dir);
        self.refresh_files();
    }

    /// Takes the games folder at the start. When another console holds it,
    /// the projector remembered open is that console's: this one does not
    /// open its own over it (the judge may still open it by hand).
    pub fn open_store_at_start(&mut self, dir: PathBuf) {
        self.open_store(dir);
        if self.store_read_only() {
            self.console.place.start_closed();
        }
    }

    /// The games folder is open read-only (another console holds it).
    pub fn store_read_only(&self) -> bool {
        self.files.read_only()
    }

    /// Autosave into `dir` (tests, or another folder).
    pub fn enable_autosave(&mut self, dir: PathBuf) {
        self.files.store = Some(Autosave::new(dir));
        self.refresh_files();
    }

    /// Saves the game after an accepted step (or undo/redo), before the
    /// next command runs. A failure becomes the warning; the game goes on.
    pub fn autosave(&mut self) {
        let (Some(store), Some(session)) = (self.files.store.as_mut(), self.session.as_mut())
        else {
            return;
        };
        if session.meta == Meta::default() && self.settings.protocol != Meta::default() {
            session.meta = self.settings.protocol.clone();
            if session.meta.date.trim().is_empty() {
                session.meta.date = local_date(session.created);
            }
        }
        match store.save_session(session) {
            Ok(saved) => {
                self.files.warning = None;
                if let Some(kept) = &saved.kept {
                    self.note(mafia_store::i18n::kept_copy(kept, saved.damaged), true);
                }
            }
            Err(e) => self.files.warning = Some(not_saved(&e)),
        }
        self.files.rescan = true;
    }

    /// While a timer runs, notes how far it has gone beside the autosave,
    /// at most once a second (see [`autosave::CLOCK`]); called every frame.
    pub fn heartbeat(&mut self) {
        let now = self.now();
        let (Some(store), Some(session)) = (&self.files.store, &self.session) else {
            return;
        };
        if !session.state().timer.running() || now < self.files.beat_at.saturating_add(1000) {
            return;
        }
        self.files.beat_at = now;
        if let Err(e) = store.beat(&autosave::Beat::of(session, now)) {
            self.files.warning = Some(not_saved(&e));
        }
    }

    /// Waits until the library's scan has read every header and the recent
    /// games are replayed (tests: a blocking wait on their threads, no
    /// sleep; the window never waits).
    pub fn wait_for_library(&mut self) {
        if let Some(rx) = self.files.recent_coming.take()
            && let Ok(recent) = rx.recv()
        {
            self.files.recent = recent;
        }
        self.files.library.wait_headers();
    }

    /// Holds the reading of the games folder until
    /// [`JudgeApp::release_library`]: the console's start, so its first
    /// frame does not share the cores with a year of kept games. Only the
    /// autosave's offer is read meanwhile (on the start's thread when the
    /// console reads aside, [`JudgeApp::start_reading`]); the folder's
    /// list (here, at the release), the recent games (replayed on a thread
    /// of their own) and the library's headers and replays (on its own)
    /// come after.
    pub fn hold_library(&mut self) {
        self.files.library.hold();
    }

    /// Lets the library read its games (the console: a moment after its
    /// first frame, or at once when the library is opened).
    pub fn release_library(&mut self) {
        self.files.library.release();
    }

    /// Reads the tournament folder the command line named, held until the
    /// window's first frame; true when there was one.
    pub fn open_pending_tournament(&mut self) -> bool {
        let Some(t) = self.tournament.take_held_open() else {
            return false;
        };
        // Its games are replayed for the standings on a thread of their own.
        self.open_tournament_aside(&t);
        true
    }

    /// Is the library's reading still held?
    pub fn library_held(&self) -> bool {
        self.files.library.is_held()
    }

    /// Reads the games folder again: the offer and the kept games.
    pub fn refresh_files(&mut self) {
        self.files.refresh(&self.rulesets);
    }

    fn note(&mut self, text: Text, error: bool) {
        self.message = Some(Message { text, error });
    }

    /// Continues the game offered from the autosave.
    pub fn resume_offer(&mut self) {
        self.run_file(FileCmd::Resume);
    }

    /// Moves the autosaved game into the kept games.
    pub fn put_aside_offer(&mut self) {
        self.run_file(FileCmd::PutAside);
    }

    /// Opens a game record from a file; the game in progress stays in the
    /// autosave (it is put aside at the next save, never overwritten).
    pub fn open_path(&mut self, path: &Path) {
        self.run_file(FileCmd::Open(path.to_path_buf()));
    }

    /// Writes the game as a record to `path`.
    pub fn save_as(&mut self, path: &Path) {
        self.run_file(FileCmd::SaveAs(path.to_path_buf()));
    }

    /// Runs one file command in the files panel, then what it asks.
    pub fn run_file(&mut self, c: FileCmd) {
        self.run(super::Command::File(c));
    }

    /// The game protocol as PDF: of the kept game `source`, or of the game
    /// on screen.
    pub fn export_protocol(&mut self, path: &Path, source: Option<&Path>) {
        let fx = with_cx!(self, |cx| export_protocol(path, source, &cx));
        self.apply(fx);
    }

    /// The protocol header changed: kept for the next games, copied into
    /// the game on the table, saved.
    pub(super) fn set_meta(&mut self, meta: Meta) {
        self.settings.protocol = meta;
        if let Some(s) = self.session.as_mut() {
            // The draw's seed, the round and the clock's zone are the
            // game's own, not the header form's: they stay.
            let (seed, round, zone) = (s.meta.draw_seed, s.meta.round, s.meta.utc_offset);
            s.meta = self.settings.protocol.clone();
            s.meta.draw_seed = seed;
            s.meta.round = round;
            s.meta.utc_offset = zone;
            if s.meta.date.trim().is_empty() {
                s.meta.date = local_date(s.created);
            }
        }
        self.autosave();
    }
}

/// A game opened after a crash (or from a file) with its speech timer
/// running would count the time the console was closed against the speaker:
/// the timer is paused at the time left when the last action was saved.
/// The pause is a step of its own (stamped with that time), so the record
/// says what happened and undo takes it back.
/// A timer that ran when the game was left comes back paused at what was
/// left then: at the time of the heartbeat `beat` if it belongs to this
/// very step of this game (see [`autosave::CLOCK`]), else at the last
/// action's time. The pause is the console's own step: undo passes over it.
pub fn pause_on_resume(session: &mut Session, beat: Option<autosave::Beat>) {
    if !session.state().timer.running() {
        return;
    }
    let Some(last) = session.history().last_action().map(|s| s.at) else {
        return;
    };
    let at = beat.filter(|b| b.fits(session)).map_or(last, |b| b.at);
    // The rules always take a pause of a running timer; if they ever do
    // not, the timer simply runs on, as before.
    let _ = session.act_on_resume(mafia_core::game::Action::TimerPause, at);
}

/// Renders the protocol of `session` and writes it crash-safely.
fn write_protocol(session: &Session, path: &Path, lang: Lang) -> Result<(), Text> {
    mafia_store::session::record::check_output(path, None).map_err(|e| said(&e))?;
    let doc = mafia_protocol::protocol::protocol_from_session(session, &session.meta, lang);
    let bytes = mafia_pdf::protocol::render_pdf(&doc).map_err(|e| {
        mafia_words::i18n::text_of(|l| {
            msg::ProtocolRenderFailed {
                file: path.display().to_string(),
                error: mafia_words::i18n::Words::say(&e, l),
            }
            .get(l)
        })
    })?;
    mafia_store::storage::write_atomic(path, &bytes).map_err(|e| said(&e))
}

/// The protocol's file name for a game: `2026-11-30_table-2_game-7.pdf`,
/// with the date of the game when the header has none.
pub fn protocol_file_name(meta: &Meta, created: u64) -> String {
    let mut m = meta.clone();
    if m.date.trim().is_empty() {
        m.date = local_date(created);
    }
    mafia_protocol::protocol::suggested_file_name(&m)
}

/// The finished tournament game the autosave still holds (see
/// [`Files::finished`]), as the start screen offers it.
#[derive(Debug, Clone, Copy)]
pub struct LeftGame<'a> {
    pub info: &'a GameInfo,
    /// The tournament it names is open: «Записать в турнир» files it now.
    pub tournament_open: bool,
}

/// A game named by its table and number, as a judge says it: «стол 1, игра №7».
pub(super) fn game_name(meta: &Meta, lang: Lang) -> String {
    let mut parts = Vec::new();
    if !meta.table.trim().is_empty() {
        parts.push(format!(
            "{} {}",
            msg::ResumeTable.get(lang),
            meta.table.trim()
        ));
    }
    if !meta.game.trim().is_empty() {
        parts.push(format!(
            "{} {}",
            msg::ResumeGameNo.get(lang),
            meta.game.trim()
        ));
    }
    parts.join(", ")
}

impl JudgeApp {
    /// At «Новая игра»: the finished game on the table leaves the autosave
    /// for the kept games ([`Autosave::move_on`]), so a finished game still
    /// in the autosave is one never moved on.
    pub(super) fn move_game_on(&mut self) {
        let (Some(store), Some(s)) = (&self.files.store, &self.session) else {
            return;
        };
        // Only a game with its result (over, or left in the last minute
        // after the deciding vote or kill, FIIM 7.10: it is filed as it
        // is); one left before its result stays, offered to resume.
        if !s.state().has_result() {
            return;
        }
        if let Err(e) = store.move_on(s.created, &s.ruleset.id) {
            self.files.warning = Some(not_saved(&e));
        }
        self.files.finished = None;
        self.files.rescan = true;
    }

    /// The finished tournament game the autosave still holds, while no game
    /// is on the table.
    pub fn left_game(&self) -> Option<LeftGame<'_>> {
        if self.session.is_some() {
            return None;
        }
        let info = self.files.finished.as_ref()?;
        Some(LeftGame {
            info,
            tournament_open: self.tournament_of(info),
        })
    }

    /// The open tournament is the one this game names (and its ruleset's).
    fn tournament_of(&self, info: &GameInfo) -> bool {
        self.tournament.loaded.as_ref().is_some_and(|l| {
            let d = &l.folder.description;
            d.ruleset == info.ruleset && d.name.trim() == info.meta.tournament.trim()
        })
    }

    /// Files the finished game left in the autosave as «Новая игра» would
    /// have (into its tournament, tonight's evening, the next game's
    /// number), and moves it out of the autosave into the kept games.
    /// Returns what the judge is told (None: no such game). When its
    /// tournament is not open it is only moved into the kept games, and
    /// the message says so and where it is: never silently.
    pub(super) fn file_left_game(&mut self) -> Option<Message> {
        let info = self.files.finished.clone()?;
        let store = self.files.store.clone()?;
        let path = store.current_path();
        let name = path.display().to_string();
        let restored = autosave::load_file(&path)
            .map_err(|e| cannot_open(&e))
            .and_then(|l| {
                autosave::restore(&name, l, &self.rulesets)
                    .map_err(|e| mafia_words::i18n::Words::text(&e))
            });
        let session = match restored {
            Ok(back) => back.session,
            Err(text) => return Some(Message { text, error: true }),
        };
        let open = self.tournament_of(&info);
        let tournament = info.meta.tournament.trim().to_owned();
        let meta = session.meta.clone();
        // Where «Новая игра» moves it: its archive name in the kept games.
        let kept = store.archive_path(&session.record()).display().to_string();
        // The header the game was played with: «Новая игра» counts on from it.
        let mut header = meta.clone();
        header.draw_seed = None;
        header.round = None;
        self.settings.protocol = header;
        self.tournament.brought.clear();
        let table = self.session.replace(session);
        self.run(super::Command::NewGame);
        self.session = table;
        let source = |l: Lang| game_name(&meta, l);
        let said =
            |l: Lang, outcome: Option<&mafia_tournament::tournament::AddOutcome>| match outcome {
                Some(o) => filed_said(l, &source(l), o),
                None => (
                    msg::LeftGameNotFiled {
                        game: source(l).as_str(),
                        tournament: tournament.as_str(),
                        path: kept.as_str(),
                    }
                    .get(l),
                    true,
                ),
            };
        let outcome = self
            .tournament
            .brought
            .first()
            .map(|b| b.outcome.clone())
            .filter(|_| open);
        let error = said(Lang::Ru, outcome.as_ref()).1;
        Some(Message {
            text: mafia_words::i18n::text_of(|l| said(l, outcome.as_ref()).0),
            error,
        })
    }
}

/// What the judge is told of a finished game the console filed into the
/// tournament (`source`: the game, in words): the line, and whether it is
/// a problem.
pub(super) fn filed_said(
    l: Lang,
    source: &str,
    outcome: &mafia_tournament::tournament::AddOutcome,
) -> (String, bool) {
    use mafia_tournament::tournament::AddOutcome;
    match outcome {
        AddOutcome::Added(file) => (
            msg::TournamentBroughtAdded {
                source,
                file: file.as_str(),
            }
            .get(l),
            false,
        ),
        AddOutcome::AlreadyThere(file) => (
            msg::TournamentBroughtTwice {
                source,
                file: file.as_str(),
            }
            .get(l),
            false,
        ),
        AddOutcome::Conflict(file) => (
            msg::TournamentBroughtConflict {
                source,
                file: file.as_str(),
            }
            .get(l),
            true,
        ),
        AddOutcome::Refused(why) => (
            msg::TournamentBroughtRefused {
                source,
                why: mafia_words::i18n::Words::say(why, l),
            }
            .get(l),
            true,
        ),
    }
}
