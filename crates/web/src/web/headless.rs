//! `mafia-judge serve RECORD`: the web server without a window, for
//! rehearsals, tests and demos. It replays a game record into the two views
//! and follows the file: when its size or time changes (looked at four times
//! a second, a `stat` each time), the record is read again and the views are
//! published. Pointed at the console's autosave, it follows a live game.

use super::feed::{Feed, wall_clock};
use super::{ServeConfig, StartError, View, WebServer};
use crate::ruleset::catalog::{self, NotFound};
use crate::ruleset::{Lang, Text};
use crate::session::{RecordError, Session};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, SystemTime};

/// How often the record's size and time are looked at.
pub const POLL: Duration = Duration::from_millis(250);

/// What `serve` was asked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headless {
    pub record: PathBuf,
    pub config: ServeConfig,
    /// The language of the pages.
    pub lang: Lang,
    /// The language of the lines printed on stderr (a bad read).
    pub messages: Lang,
}

/// Why a record cannot be served (at the start), or its new version not
/// read (later). The words are in `crate::i18n::serve_error`.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The record cannot be read.
    #[error(transparent)]
    Record(#[from] RecordError),
    /// Its ruleset is not found.
    #[error("{}: {error}", .path.display())]
    Ruleset { path: PathBuf, error: NotFound },
    /// It does not replay (the header or an action), with why.
    #[error("{}: {}", .path.display(), .why.en)]
    Replay { path: PathBuf, why: Text },
    /// The server did not start.
    #[error("{0}")]
    Start(StartError),
}

/// The public and spectator views of a record file, as of `now_ms`.
pub fn views_of(path: &Path, lang: Lang, now_ms: u64) -> Result<(View, View), ServeError> {
    // A regular file within the record limit, read strictly.
    let record = crate::session::record::read_file(path)?;
    let ruleset = catalog::find(&record.ruleset.id).map_err(|error| ServeError::Ruleset {
        path: path.to_owned(),
        error,
    })?;
    let session = Session::replay(ruleset.clone(), &record).map_err(|e| ServeError::Replay {
        path: path.to_owned(),
        why: crate::i18n::replay_error_text(&e, &ruleset),
    })?;
    let view = |spectator| {
        let mut v = View::from_state(session.state(), &session.ruleset, spectator, now_ms);
        v.set_lang(lang);
        v
    };
    Ok((view(false), view(true)))
}

/// The file's size and modification time, to notice a change cheaply.
fn stamp(path: &Path) -> Option<(u64, Option<SystemTime>)> {
    std::fs::metadata(path)
        .ok()
        .map(|m| (m.len(), m.modified().ok()))
}

/// Serves the record until `stop` is set. `ready` is told the running
/// server (to print its address and token). A record that cannot be read
/// at the start is an error; a later bad read (a file half written) keeps
/// the last good views and is reported on stderr.
pub fn run(
    h: &Headless,
    stop: &AtomicBool,
    ready: impl FnOnce(&WebServer),
) -> Result<(), ServeError> {
    let feed = Arc::new(Feed::new(wall_clock()));
    let mut seen = stamp(&h.record);
    let (public, spectator) = views_of(&h.record, h.lang, feed.now_ms())?;
    feed.publish(public, spectator);
    let server = WebServer::start(&h.config, Arc::clone(&feed)).map_err(ServeError::Start)?;
    ready(&server);
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(POLL);
        let now = stamp(&h.record);
        if now == seen {
            continue;
        }
        seen = now;
        match views_of(&h.record, h.lang, feed.now_ms()) {
            Ok((public, spectator)) => feed.publish(public, spectator),
            Err(e) => {
                let line = crate::i18n::tr!(
                    h.messages,
                    "serve-bad-read",
                    error = crate::i18n::serve_error(h.messages, &e)
                );
                // A closed stderr is no reason to stop serving.
                let _ = writeln!(std::io::stderr().lock(), "{line}");
            }
        }
    }
    server.stop();
    Ok(())
}
