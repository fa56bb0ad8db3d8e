//! Following a file or a folder as it changes on disk: by the system's
//! notifications (`notify`: inotify, FSEvents, ReadDirectoryChangesW) when
//! a watch can be set, else by looking at sizes and times at a fixed
//! interval (a network folder, no inotify watches left).
//!
//! Used by `serve RECORD` (the record the console autosaves); a tournament
//! folder's games can be followed the same way ([`Watch::folder`]). The
//! caller reads what it follows again after each [`Watch::changed`]: a
//! notification says "look", never what changed.

use notify::{EventKind, RecursiveMode, Watcher};
use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant, SystemTime};

/// After a notification of a write under way (truncated, written), more
/// come for the same write: wait until one says it is complete (the file
/// closed after writing, or renamed into place, as every save here is) or
/// they stop for this long…
const SETTLE: Duration = Duration::from_millis(3);
/// …but never longer than this after the first.
const SETTLE_MAX: Duration = Duration::from_millis(30);
/// What is still queued within this after a complete write belongs to it.
const DRAIN: Duration = Duration::from_millis(2);

/// How a [`Watch`] learns of changes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum How {
    /// The system tells it.
    Notified,
    /// It looks every interval; the watch could not be set, and why (the
    /// system's words), or polling was asked for.
    Polled { why: Option<String> },
}

/// A file or folder followed on disk.
pub struct Watch {
    target: PathBuf,
    folder: bool,
    how: How,
    every: Duration,
    /// The notifications, each true when it says a write is complete (the
    /// watcher lives as long as the channel is read).
    events: Option<(notify::RecommendedWatcher, Receiver<bool>)>,
    /// What polling saw last.
    seen: Stamp,
}

/// Sizes and modification times: a file's, or each entry's of a folder.
type Stamp = Vec<(OsString, u64, Option<SystemTime>)>;

fn stamp(target: &Path, folder: bool) -> Stamp {
    let one = |p: &Path, name: OsString| {
        std::fs::metadata(p)
            .ok()
            .map(|m| (name, m.len(), m.modified().ok()))
    };
    if !folder {
        return one(target, OsString::new()).into_iter().collect();
    }
    let mut all: Stamp = std::fs::read_dir(target)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|e| one(&e.path(), e.file_name()))
        .collect();
    all.sort();
    all
}

/// The folder a file's notifications come from (its own, so that a rename
/// over it, the way every save here writes, is seen).
fn folder_of(file: &Path) -> PathBuf {
    match file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_owned(),
        _ => PathBuf::from("."),
    }
}

impl Watch {
    /// Follows a file: a write to it, a file renamed over it, its removal.
    /// `every` is the polling interval if no watch can be set.
    pub fn file(path: &Path, every: Duration) -> Watch {
        Self::notified(path, false, every)
    }

    /// Follows a folder's entries (not its subfolders): a file added,
    /// written, renamed or removed.
    pub fn folder(path: &Path, every: Duration) -> Watch {
        Self::notified(path, true, every)
    }

    /// Follows by looking every `every`, never by notification.
    pub fn polling(path: &Path, folder: bool, every: Duration) -> Watch {
        Watch {
            target: path.to_owned(),
            folder,
            how: How::Polled { why: None },
            every,
            events: None,
            seen: stamp(path, folder),
        }
    }

    fn notified(path: &Path, folder: bool, every: Duration) -> Watch {
        match Self::set_watch(path, folder) {
            Ok(events) => Watch {
                target: path.to_owned(),
                folder,
                how: How::Notified,
                every,
                events: Some(events),
                seen: Stamp::new(),
            },
            Err(e) => {
                let mut w = Self::polling(path, folder, every);
                w.how = How::Polled {
                    why: Some(e.to_string()),
                };
                w
            }
        }
    }

    fn set_watch(
        path: &Path,
        folder: bool,
    ) -> notify::Result<(notify::RecommendedWatcher, Receiver<bool>)> {
        let (tx, rx) = channel();
        let name = (!folder).then(|| path.file_name().map(OsString::from));
        let mut w = notify::recommended_watcher(move |ev: notify::Result<notify::Event>| {
            let wanted = match &ev {
                // A watch in trouble (its queue overflowed): look again.
                Err(_) => true,
                Ok(ev) => {
                    let reading = matches!(
                        ev.kind,
                        EventKind::Access(a) if a != notify::event::AccessKind::Close(
                            notify::event::AccessMode::Write
                        )
                    );
                    !reading
                        && match &name {
                            None => true,
                            Some(name) => {
                                ev.paths.is_empty()
                                    || ev
                                        .paths
                                        .iter()
                                        .any(|p| p.file_name().map(OsString::from) == *name)
                            }
                        }
                }
            };
            if wanted {
                let complete = ev.as_ref().is_ok_and(|ev| {
                    use notify::event::{AccessKind, AccessMode, ModifyKind, RenameMode};
                    matches!(
                        ev.kind,
                        EventKind::Access(AccessKind::Close(AccessMode::Write))
                            | EventKind::Modify(ModifyKind::Name(
                                RenameMode::To | RenameMode::Both
                            ))
                    )
                });
                // The receiver is gone only when the Watch is dropped.
                let _ = tx.send(complete);
            }
        })?;
        let dir = if folder {
            path.to_owned()
        } else {
            folder_of(path)
        };
        w.watch(&dir, RecursiveMode::NonRecursive)?;
        Ok((w, rx))
    }

    /// How changes are learned.
    pub fn how(&self) -> &How {
        &self.how
    }

    /// Waits up to `timeout` for a change; true when there was one (or may
    /// have been: read it again). A burst of notifications for one write
    /// is one change.
    pub fn changed(&mut self, timeout: Duration) -> bool {
        match &self.events {
            Some((_, rx)) => match rx.recv_timeout(timeout) {
                Ok(mut complete) => {
                    let first = Instant::now();
                    while !complete && first.elapsed() < SETTLE_MAX {
                        match rx.recv_timeout(SETTLE) {
                            Ok(c) => complete = c,
                            Err(_) => break,
                        }
                    }
                    // The rest of the same save's notifications (a rename
                    // is told as its two ends and then as one).
                    while first.elapsed() < SETTLE_MAX && rx.recv_timeout(DRAIN).is_ok() {}
                    true
                }
                Err(RecvTimeoutError::Timeout) => false,
                // The watcher's thread ended: follow by looking from now on.
                Err(RecvTimeoutError::Disconnected) => {
                    self.events = None;
                    self.how = How::Polled { why: None };
                    self.seen = stamp(&self.target, self.folder);
                    true
                }
            },
            None => {
                let until = Instant::now() + timeout;
                loop {
                    let now = stamp(&self.target, self.folder);
                    if now != self.seen {
                        self.seen = now;
                        return true;
                    }
                    let left = until.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        return false;
                    }
                    std::thread::sleep(left.min(self.every));
                }
            }
        }
    }
}

/// A whole tournament folder followed for the console's window
/// ([`FolderWatch`]): recursive, by notification and by a poller at once.
mod folder_watch {
    // Watching a folder for changes made by others (another console, a sync
    // engine bringing a file from another laptop): the system's notifications
    // through the `notify` crate (inotify, FSEvents, ReadDirectoryChangesW),
    // and beside them a poller that compares the files' times and sizes once
    // a second, for what notifications do not see (a network folder changed
    // by another computer, a system without notifications). A change sets a
    // flag the reader takes ([`FolderWatch::take`]) and calls `wake` (the
    // window asks for a frame), so an idle console costs nothing between
    // changes.

    use notify::{
        Config, Event, EventKind, PollWatcher, RecommendedWatcher, RecursiveMode, Watcher,
    };
    use std::collections::HashSet;
    use std::path::Path;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::{Arc, Mutex};
    use std::time::Duration;

    /// How often the poller compares the folder (the notifications are at once).
    pub const POLL_INTERVAL: Duration = Duration::from_millis(1000);

    /// The errors the watchers reported, so each one asks for a new read
    /// once, not at every look.
    #[derive(Default)]
    struct SeenErrors(Mutex<HashSet<String>>);

    /// Errors remembered at most; past that the memory starts again.
    const ERRORS_KEPT: usize = 1024;

    impl SeenErrors {
        fn first_time(&self, e: &notify::Error) -> bool {
            let key = format!("{e:?}");
            let mut seen = self.0.lock().unwrap_or_else(|p| p.into_inner());
            if seen.len() >= ERRORS_KEPT {
                seen.clear();
            }
            seen.insert(key)
        }
    }

    /// A folder being watched; dropping it stops the watching.
    pub struct FolderWatch {
        _native: Option<RecommendedWatcher>,
        _poll: Option<PollWatcher>,
        changed: Arc<AtomicBool>,
    }

    impl std::fmt::Debug for FolderWatch {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.debug_struct("FolderWatch")
                .field("native", &self._native.is_some())
                .field("poll", &self._poll.is_some())
                .finish()
        }
    }

    impl FolderWatch {
        /// Watches `dir` and everything under it. `relevant` says which
        /// changed paths count (a sync engine's temp files do not); `wake` is
        /// called from the watcher's thread after a change that counts. Fails
        /// only when neither the notifications nor the poller can watch.
        pub fn start(
            dir: &Path,
            relevant: fn(&Path) -> bool,
            wake: impl Fn() + Send + Sync + 'static,
        ) -> notify::Result<FolderWatch> {
            let changed = Arc::new(AtomicBool::new(false));
            let wake: Arc<dyn Fn() + Send + Sync> = Arc::new(wake);
            let errors = Arc::new(SeenErrors::default());
            let handler = |changed: Arc<AtomicBool>,
                           wake: Arc<dyn Fn() + Send + Sync>,
                           errors: Arc<SeenErrors>| {
                move |res: notify::Result<Event>| {
                    let counts = match res {
                        Ok(e) => {
                            !matches!(e.kind, EventKind::Access(_))
                                && (e.paths.is_empty() || e.paths.iter().any(|p| relevant(p)))
                        }
                        // An error (a path that cannot be read, a lost
                        // event): read the folder again, once per error.
                        // The poller meets a dangling or looping link at
                        // every look: that is no change each second.
                        Err(e) => errors.first_time(&e),
                    };
                    if counts {
                        changed.store(true, Ordering::Release);
                        wake();
                    }
                }
            };
            // A link is watched as itself, never followed: a sync engine
            // carries links as links, and a link to a folder above (a loop)
            // or to nothing is no game.
            let native = RecommendedWatcher::new(
                handler(changed.clone(), wake.clone(), errors.clone()),
                Config::default().with_follow_symlinks(false),
            )
            .and_then(|mut w| w.watch(dir, RecursiveMode::Recursive).map(|()| w));
            let poll = PollWatcher::new(
                handler(changed.clone(), wake, errors),
                Config::default()
                    .with_poll_interval(POLL_INTERVAL)
                    .with_follow_symlinks(false),
            )
            .and_then(|mut w| w.watch(dir, RecursiveMode::Recursive).map(|()| w));
            let (native, poll) = match (native, poll) {
                (Err(e), Err(_)) => return Err(e),
                (n, p) => (n.ok(), p.ok()),
            };
            Ok(FolderWatch {
                _native: native,
                _poll: poll,
                changed,
            })
        }

        /// Whether something changed since the last call (and forget it).
        pub fn take(&self) -> bool {
            self.changed.swap(false, Ordering::AcqRel)
        }

        /// Whether the system's notifications are on (else only the poller).
        pub fn notifies(&self) -> bool {
            self._native.is_some()
        }
    }
}

pub use folder_watch::{FolderWatch, POLL_INTERVAL};
