//! `mafia-judge serve RECORD`: the web server without a window, for
//! rehearsals, tests and demos. It replays a game record into the two views
//! and follows the file: when its size or time changes (looked at four times
//! a second, a `stat` each time), the record is read again and the views are
//! published. Pointed at the console's autosave, it follows a live game.

use super::feed::{Feed, wall_clock};
use super::{ServeConfig, View, WebServer};
use crate::ruleset::{Lang, catalog};
use crate::session::{ReplayError, Session};
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
    pub lang: Lang,
}

/// The public and spectator views of a record file, as of `now_ms`.
pub fn views_of(path: &Path, lang: Lang, now_ms: u64) -> Result<(View, View), String> {
    let name = path.display().to_string();
    // A regular file within the record limit, read strictly.
    let record = crate::session::record::read_file(path).map_err(|e| e.to_string())?;
    let ruleset = catalog::find(&record.ruleset.id).map_err(|e| format!("{name}: ruleset: {e}"))?;
    let session = Session::replay(ruleset, &record).map_err(|e| match e {
        ReplayError::Refused { index, refusal } => format!("{name}: action {index}: {refusal}"),
        ReplayError::Setup(m) => format!("{name}: {m}"),
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
pub fn run(h: &Headless, stop: &AtomicBool, ready: impl FnOnce(&WebServer)) -> Result<(), String> {
    let feed = Arc::new(Feed::new(wall_clock()));
    let mut seen = stamp(&h.record);
    let (public, spectator) = views_of(&h.record, h.lang, feed.now_ms())?;
    feed.publish(public, spectator);
    let server = WebServer::start(&h.config, Arc::clone(&feed)).map_err(|e| e.to_string())?;
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
            Err(e) => eprintln!("mafia-judge serve: {e} (the last good view stays)"),
        }
    }
    server.stop();
    Ok(())
}
