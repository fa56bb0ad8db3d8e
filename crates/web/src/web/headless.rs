//! `mafia-judge serve RECORD`: the web server without a window, for
//! rehearsals, tests and demos. It replays a game record into the two views
//! and follows the file: when the system says it changed (`storage::watch`;
//! a file renamed over it counts, which is how the console saves), the
//! record is read again and the views are published. Where no watch can be
//! set it looks at the file's size and time every [`POLL`] instead, and says
//! so on stderr. Pointed at the console's autosave, it follows a live game.

use super::feed::{Feed, wall_clock};
use super::{ServeConfig, StartError, View, WebServer};
use mafia_audience::audience::Photo;
use mafia_core::game::state::Player;
use mafia_store::ruleset::catalog::{self, NotFound};
use mafia_store::session::{RecordError, Session};
use mafia_store::storage::watch::{How, Watch};
use mafia_words::i18n::msg;
use mafia_words::{Lang, Text};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How often the record's size and time are looked at when the system
/// cannot tell of its changes.
pub const POLL: Duration = Duration::from_millis(250);

/// How often the stop flag is looked at while nothing changes.
const STOP_CHECK: Duration = Duration::from_millis(250);

/// What `serve` was asked.
#[derive(Debug, Clone)]
pub struct Headless {
    pub record: PathBuf,
    pub config: ServeConfig,
    /// The language of the pages.
    pub lang: Lang,
    /// The language of the lines printed on stderr (a bad read).
    pub messages: Lang,
    /// The players' photos by nickname (the club's list, read once by the
    /// command line): on the tiles of whoever has one in the record.
    pub photos: Vec<(String, Photo)>,
}

/// The photos of a game's players, seat 1 first, from photos by nickname
/// (a nickname matched whatever its letters' case and the spaces round it).
fn seat_photos(players: &[Player], photos: &[(String, Photo)]) -> Vec<Option<Photo>> {
    let key = |n: &str| n.trim().to_lowercase();
    players
        .iter()
        .map(|p| {
            photos
                .iter()
                .find(|(n, _)| key(n) == key(&p.nick))
                .map(|(_, photo)| photo.clone())
        })
        .collect()
}

/// Why a record cannot be served (at the start), or its new version not
/// read (later). The words are its `Words` in `crate::i18n`.
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
    views_with(path, lang, now_ms, &mut None, &[])
}

/// As [`views_of`], with the ruleset of the last read kept in `known`: the
/// catalogue (every ruleset file, read and checked) is read again only when
/// the record names another ruleset, so a save reaches the feeds in the
/// time of one record's replay.
fn views_with(
    path: &Path,
    lang: Lang,
    now_ms: u64,
    known: &mut Option<mafia_core::ruleset::Ruleset>,
    photos: &[(String, Photo)],
) -> Result<(View, View), ServeError> {
    // A regular file within the record limit, read strictly.
    let record = mafia_store::session::record::read_file(path)?;
    let ruleset = match known {
        Some(rs) if rs.id == record.ruleset.id => rs.clone(),
        _ => {
            let rs = catalog::find(&record.ruleset.id).map_err(|error| ServeError::Ruleset {
                path: path.to_owned(),
                error,
            })?;
            *known = Some(rs.clone());
            rs
        }
    };
    let session =
        Session::replay_owned(ruleset.clone(), record).map_err(|e| ServeError::Replay {
            path: path.to_owned(),
            why: mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&e, &ruleset)),
        })?;
    let view = |spectator| {
        let mut v = View::from_state(session.state(), &session.ruleset, spectator, now_ms);
        v.set_lang(lang);
        v.set_caption(&session.meta);
        v.set_photos(&seat_photos(&session.state().players, photos));
        v
    };
    Ok((view(false), view(true)))
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
    // Watched before the first read: a write in between is not missed.
    let mut watch = Watch::file(&h.record, POLL);
    let mut ruleset = None;
    let (public, spectator) =
        views_with(&h.record, h.lang, feed.now_ms(), &mut ruleset, &h.photos)?;
    feed.publish(public, spectator);
    let server = WebServer::start(&h.config, Arc::clone(&feed)).map_err(ServeError::Start)?;
    ready(&server);
    if let How::Polled { why } = watch.how() {
        let line = msg::ServePolling {
            file: h.record.display().to_string(),
            why: why.clone().unwrap_or_default(),
            per_second: u64::try_from(1000 / POLL.as_millis().max(1)).unwrap_or(4),
        }
        .get(h.messages);
        let _ = writeln!(std::io::stderr().lock(), "{line}");
    }
    while !stop.load(Ordering::SeqCst) {
        if !watch.changed(STOP_CHECK) {
            continue;
        }
        match views_with(&h.record, h.lang, feed.now_ms(), &mut ruleset, &h.photos) {
            Ok((public, spectator)) => feed.publish(public, spectator),
            Err(e) => {
                let line = msg::ServeBadRead {
                    error: mafia_words::i18n::Words::say(&e, h.messages),
                }
                .get(h.messages);
                // A closed stderr is no reason to stop serving.
                let _ = writeln!(std::io::stderr().lock(), "{line}");
            }
        }
    }
    server.stop();
    Ok(())
}
