//! Watching a folder for changes made by others (another console, a sync
//! engine bringing a file from another laptop): the system's notifications
//! through the `notify` crate (inotify, FSEvents, ReadDirectoryChangesW),
//! and beside them a poller that compares the files' times and sizes once
//! a second, for what notifications do not see (a network folder changed
//! by another computer, a system without notifications). A change sets a
//! flag the reader takes ([`FolderWatch::take`]) and calls `wake` (the
//! window asks for a frame), so an idle console costs nothing between
//! changes.

use notify::{Config, Event, EventKind, PollWatcher, RecommendedWatcher, RecursiveMode, Watcher};
use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How often the poller compares the folder (the notifications are at once).
pub const POLL_INTERVAL: Duration = Duration::from_millis(1000);

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
        let handler = |changed: Arc<AtomicBool>, wake: Arc<dyn Fn() + Send + Sync>| {
            move |res: notify::Result<Event>| {
                let counts = match res {
                    Ok(e) => {
                        !matches!(e.kind, EventKind::Access(_))
                            && (e.paths.is_empty() || e.paths.iter().any(|p| relevant(p)))
                    }
                    // A lost event (an overflow, a rescan): read the folder again.
                    Err(_) => true,
                };
                if counts {
                    changed.store(true, Ordering::Release);
                    wake();
                }
            }
        };
        let native = notify::recommended_watcher(handler(changed.clone(), wake.clone()))
            .and_then(|mut w| w.watch(dir, RecursiveMode::Recursive).map(|()| w));
        let poll = PollWatcher::new(
            handler(changed.clone(), wake),
            Config::default().with_poll_interval(POLL_INTERVAL),
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
