//! The kept games as a library: a club keeps a year of games (a thousand
//! files), and the start screen must not become one long list.
//!
//! Each file's header (ruleset, created, the protocol header, the players,
//! how many actions) is read once and kept with the file's size and time;
//! a rescan reads only the files that are new or changed. The headers are
//! read on a thread of its own (a thousand of them take about half a second
//! in a debug build), and so are the replays that find where a game stands
//! (its phase, finished or not), after the headers: the window never waits
//! for either; the list fills in as the headers come (the screens say how
//! many are still being read) and shows each state as it comes. Filtering the headers is
//! a scan of a thousand small structs, done when the query changes, never
//! per frame (see `ui::library`).

use mafia_core::ruleset::Ruleset;
use mafia_store::session::autosave;
use mafia_store::session::record::Meta;
use mafia_words::Text;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::SystemTime;

/// A file's identity for the cache: its modification time and size.
type Stamp = (SystemTime, u64);

/// What the library shows of one kept game, read from its header only.
#[derive(Debug, Clone, PartialEq)]
pub struct GameHeader {
    pub path: PathBuf,
    /// The file's name inside the games folder.
    pub file: String,
    pub ruleset: String,
    pub created: u64,
    /// When the last action was taken (the created time if none).
    pub last_at: u64,
    pub meta: Meta,
    pub players: Vec<String>,
    pub actions: usize,
    /// The day the game is filed under: the header's date, else the date
    /// it was created (`2026-11-30`).
    pub date: String,
    /// Why the file cannot be read, in both languages (None: it reads,
    /// perhaps recovered).
    pub unreadable: Option<mafia_words::i18n::Text>,
    /// The file was cut or damaged; what could be recovered is shown.
    pub damaged: bool,
    /// Everything the search looks in, in lower case.
    haystack: String,
    stamp: Stamp,
    /// Its place in the folder's list (newest first), to keep the order as
    /// headers come from the scan.
    rank: usize,
}

impl GameHeader {
    /// A copy kept when a file was replaced or found damaged, not a game.
    pub fn kept_copy(&self) -> bool {
        mafia_store::session::autosave::is_kept_copy(&self.file)
    }

    /// Does this game match the search words (all of them, anywhere)?
    pub fn matches(&self, words: &[String]) -> bool {
        words.iter().all(|w| self.haystack.contains(w.as_str()))
    }

    /// Does one of its players have this nickname (any case, a part)?
    pub fn has_player(&self, nick: &str) -> bool {
        let nick = nick.trim().to_lowercase();
        nick.is_empty()
            || self
                .players
                .iter()
                .any(|p| p.to_lowercase().contains(&nick))
    }
}

/// Where a game stands, found by replaying it.
#[derive(Debug, Clone, PartialEq)]
pub struct GameStatus {
    pub phase: Option<Text>,
    pub finished: bool,
    pub problem: Option<Text>,
}

/// The kept games, newest first, with their headers and (as they come) their
/// states.
#[derive(Debug, Default)]
pub struct Library {
    pub games: Vec<GameHeader>,
    /// Grows at every scan that changed the list: a screen's filtered view
    /// is computed again when it sees a new generation.
    pub generation: u64,
    statuses: HashMap<PathBuf, (Stamp, GameStatus)>,
    /// The scan on its own thread: the headers to read, then the replays.
    scan: Option<Receiver<Found>>,
    /// How many headers the scan has still to bring.
    reading: usize,
    /// Files changed since their header was read: the old header stays on
    /// show until the new one comes.
    refreshing: std::collections::HashSet<PathBuf>,
    /// Scans wait until [`Library::release`]: the console's start, so the
    /// first frame is drawn before a year of headers is read beside it.
    held: bool,
    /// The scan asked for while held, started at the release.
    pending: Option<Scan>,
}

/// A scan's work: the headers to read (with their ranks), the replays, and
/// the rulesets the replays need.
#[derive(Debug)]
struct Scan {
    to_read: Vec<(usize, PathBuf)>,
    replays: Vec<(PathBuf, Stamp)>,
    rulesets: Vec<Ruleset>,
}

/// What the scan's thread sends, as it finds it.
enum Found {
    Header(Box<GameHeader>),
    Status(PathBuf, Stamp, GameStatus),
}

fn stamp_of(path: &Path) -> Option<Stamp> {
    let m = std::fs::metadata(path).ok()?;
    Some((m.modified().unwrap_or(SystemTime::UNIX_EPOCH), m.len()))
}

/// Reads one file's header (no replay).
pub fn read_header(path: &Path) -> GameHeader {
    let file = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let stamp = stamp_of(path).unwrap_or((SystemTime::UNIX_EPOCH, 0));
    let mut h = GameHeader {
        path: path.to_path_buf(),
        file: file.clone(),
        ruleset: String::new(),
        created: 0,
        last_at: 0,
        meta: Meta::default(),
        players: Vec::new(),
        actions: 0,
        date: String::new(),
        unreadable: None,
        damaged: false,
        haystack: file.to_lowercase(),
        stamp,
        rank: 0,
    };
    match autosave::load_file(path) {
        Ok(l) => {
            let r = l.record;
            h.damaged = l.damage.is_some();
            h.ruleset = r.ruleset.id;
            h.created = r.created;
            h.last_at = r.actions.last().map_or(r.created, |a| a.at);
            h.actions = r.actions.len();
            h.date = if r.meta.date.trim().is_empty() {
                mafia_store::clock::local_date(r.created)
            } else {
                r.meta.date.trim().to_owned()
            };
            h.meta = r.meta;
            h.players = r.players;
            let m = &h.meta;
            let mut hay = vec![
                h.file.as_str(),
                h.ruleset.as_str(),
                h.date.as_str(),
                m.tournament.as_str(),
                m.stage.as_str(),
                m.table.as_str(),
                m.game.as_str(),
                m.judge.as_str(),
            ];
            hay.extend(h.players.iter().map(String::as_str));
            h.haystack = hay.join("\u{1f}").to_lowercase();
        }
        Err(e) => h.unreadable = Some(mafia_words::i18n::Words::text(&e)),
    }
    h
}

impl Library {
    /// Reads the folder's list again: the headers of the files already
    /// read and unchanged are kept; those of new or changed files are read
    /// on the scan's thread, and after them the replays of the games whose
    /// state is not known. Returns at once; [`Library::poll`] takes what
    /// the scan found. `paths` come newest first.
    pub fn rescan(&mut self, paths: &[PathBuf], rulesets: &[Ruleset]) {
        let mut old: HashMap<PathBuf, GameHeader> = std::mem::take(&mut self.games)
            .into_iter()
            .map(|g| (g.path.clone(), g))
            .collect();
        let mut changed = old.len() != paths.len();
        let mut to_read = Vec::new();
        self.refreshing.clear();
        for (rank, p) in paths.iter().enumerate() {
            let stamp = stamp_of(p);
            match old.remove(p) {
                Some(mut g) => {
                    g.rank = rank;
                    if Some(g.stamp) != stamp {
                        // Shown as it was until the new header comes.
                        self.refreshing.insert(p.clone());
                        to_read.push((rank, p.clone()));
                    }
                    self.games.push(g);
                }
                None => {
                    changed = true;
                    to_read.push((rank, p.clone()));
                }
            }
        }
        if changed {
            self.generation += 1;
        }
        self.statuses
            .retain(|p, (st, _)| self.games.iter().any(|g| &g.path == p && g.stamp == *st));
        let replays: Vec<(PathBuf, Stamp)> = self
            .games
            .iter()
            .filter(|g| {
                g.unreadable.is_none()
                    && !self.statuses.contains_key(&g.path)
                    && !self.refreshing.contains(&g.path)
            })
            .map(|g| (g.path.clone(), g.stamp))
            .collect();
        self.reading = to_read.len();
        self.scan = None;
        self.pending = None;
        if to_read.is_empty() && replays.is_empty() {
            return;
        }
        let scan = Scan {
            to_read,
            replays,
            rulesets: rulesets.to_vec(),
        };
        if self.held {
            self.pending = Some(scan);
        } else {
            self.start(scan);
        }
    }

    /// Holds the scans from now until [`Library::release`] (the folder's
    /// list is still read at once: the count is known).
    pub fn hold(&mut self) {
        self.held = true;
    }

    /// Are the scans held (nothing read yet beyond the folder's list)?
    pub fn is_held(&self) -> bool {
        self.held
    }

    /// Lets the scans run: the one asked for while held starts now.
    pub fn release(&mut self) {
        self.held = false;
        if let Some(scan) = self.pending.take() {
            self.start(scan);
        }
    }

    fn start(&mut self, scan: Scan) {
        let to_read = scan.to_read.clone();
        self.scan = spawn_scan(scan.to_read, scan.replays, scan.rulesets);
        if self.scan.is_none() {
            // No thread to be had: the headers are read here (the states
            // stay unknown, shown as such).
            for (rank, p) in to_read {
                let mut h = read_header(&p);
                h.rank = rank;
                self.place(h);
            }
            self.reading = 0;
            self.generation += 1;
        }
    }

    /// How many headers the scan has still to bring (the screens say
    /// "reading N games…" meanwhile).
    pub fn reading(&self) -> usize {
        self.reading
    }

    /// How many games the folder holds: those listed and those still read.
    pub fn total(&self) -> usize {
        self.games.len() + self.reading - self.refreshing.len().min(self.reading)
    }

    /// Where a game stands, once its replay is done.
    pub fn status(&self, path: &Path) -> Option<&GameStatus> {
        self.statuses.get(path).map(|(_, s)| s)
    }

    /// A header from the scan takes its place in the list (newest first),
    /// or the place of the old header of the same file.
    fn place(&mut self, h: GameHeader) {
        if self.refreshing.remove(&h.path)
            && let Some(g) = self.games.iter_mut().find(|g| g.path == h.path)
        {
            if self
                .statuses
                .get(&h.path)
                .is_some_and(|(st, _)| *st != h.stamp)
            {
                self.statuses.remove(&h.path);
            }
            *g = h;
            return;
        }
        let at = self.games.partition_point(|g| g.rank < h.rank);
        self.games.insert(at, h);
    }

    fn take(&mut self, found: Found) -> bool {
        match found {
            Found::Header(h) => {
                self.reading = self.reading.saturating_sub(1);
                self.place(*h);
                true
            }
            Found::Status(path, stamp, status) => {
                self.statuses.insert(path, (stamp, status));
                false
            }
        }
    }

    /// Takes what the scan found since the last call (headers join the
    /// list, states their games); true while the scan still runs (the
    /// window repaints to show the rest).
    pub fn poll(&mut self) -> bool {
        let mut headers = false;
        let running = loop {
            let Some(rx) = &self.scan else {
                break false;
            };
            match rx.try_recv() {
                Ok(found) => headers |= self.take(found),
                Err(TryRecvError::Empty) => break true,
                Err(TryRecvError::Disconnected) => {
                    self.scan = None;
                    self.reading = 0;
                    break false;
                }
            }
        };
        if headers {
            self.generation += 1;
        }
        running
    }

    /// Waits until every header is read (tests and the bench): a blocking
    /// wait on the scan's thread, no sleep.
    pub fn wait_headers(&mut self) {
        self.release();
        let mut headers = false;
        while self.reading > 0 {
            let Some(rx) = &self.scan else {
                break;
            };
            match rx.recv() {
                Ok(found) => headers |= self.take(found),
                Err(_) => {
                    self.scan = None;
                    self.reading = 0;
                }
            }
        }
        if headers {
            self.generation += 1;
        }
    }

    /// Waits for every header and every replay (tests and the bench).
    pub fn wait(&mut self) {
        self.wait_headers();
        let Some(rx) = self.scan.take() else {
            return;
        };
        let mut headers = false;
        for found in rx {
            headers |= self.take(found);
        }
        if headers {
            self.generation += 1;
        }
    }

    /// The header of this file, if it is in the library.
    pub fn get(&self, path: &Path) -> Option<&GameHeader> {
        self.games.iter().find(|g| g.path == path)
    }
}

/// Reads the headers, then replays the games one by one, on a thread; each
/// answer is sent as it is found. None: no thread to be had.
fn spawn_scan(
    to_read: Vec<(usize, PathBuf)>,
    replays: Vec<(PathBuf, Stamp)>,
    rulesets: Vec<Ruleset>,
) -> Option<Receiver<Found>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("library-scan".to_owned())
        .spawn(move || {
            let mut replays = replays;
            for (rank, path) in to_read {
                let mut h = read_header(&path);
                h.rank = rank;
                if h.unreadable.is_none() {
                    replays.push((h.path.clone(), h.stamp));
                }
                // The library was scanned again: nobody needs the rest.
                if tx.send(Found::Header(Box::new(h))).is_err() {
                    return;
                }
            }
            for (path, stamp) in replays {
                let info = autosave::inspect(&path, &rulesets);
                let status = GameStatus {
                    phase: info.phase.as_ref().map(mafia_store::i18n::phase_text),
                    finished: info.finished,
                    problem: info.problem,
                };
                if tx.send(Found::Status(path, stamp, status)).is_err() {
                    return;
                }
            }
        })
        .ok()
        .map(|_| rx)
}

/// What the judge narrows the library by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Words looked for anywhere in the header (file, tournament, players…).
    pub search: String,
    /// The tournament's name exactly ("" = any).
    pub tournament: String,
    /// A ruleset id ("" = any).
    pub ruleset: String,
    /// A month `2026-11` or a day `2026-11-30` the date starts with ("" = any).
    pub date: String,
    /// A part of a player's nickname ("" = any).
    pub player: String,
}

impl Filter {
    /// The indices of the games that pass, in the library's order.
    pub fn apply(&self, games: &[GameHeader]) -> Vec<usize> {
        let words: Vec<String> = self
            .search
            .split_whitespace()
            .map(str::to_lowercase)
            .collect();
        let date = self.date.trim();
        games
            .iter()
            .enumerate()
            .filter(|(_, g)| {
                (self.tournament.is_empty() || g.meta.tournament.trim() == self.tournament)
                    && (self.ruleset.is_empty() || g.ruleset == self.ruleset)
                    && (date.is_empty() || g.date.starts_with(date))
                    && g.has_player(&self.player)
                    && g.matches(&words)
            })
            .map(|(i, _)| i)
            .collect()
    }
}

/// The distinct values a filter can take, sorted: tournaments, rulesets,
/// months (newest first).
pub fn choices(games: &[GameHeader]) -> (Vec<String>, Vec<String>, Vec<String>) {
    let mut t: Vec<String> = games
        .iter()
        .map(|g| g.meta.tournament.trim().to_owned())
        .filter(|s| !s.is_empty())
        .collect();
    t.sort();
    t.dedup();
    let mut r: Vec<String> = games
        .iter()
        .map(|g| g.ruleset.clone())
        .filter(|s| !s.is_empty())
        .collect();
    r.sort();
    r.dedup();
    let mut m: Vec<String> = games
        .iter()
        .filter_map(|g| g.date.get(..7).map(str::to_owned))
        .collect();
    m.sort();
    m.dedup();
    m.reverse();
    (t, r, m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use mafia_store::session::record::Record;

    fn example() -> Record {
        let path = mafia_store::storage::source_root().join("examples/fiim-red-wins.json");
        mafia_store::session::record::read_file(&path).expect("the example record")
    }

    fn write(dir: &Path, name: &str, r: &Record) -> PathBuf {
        let p = dir.join(name);
        std::fs::write(&p, r.to_json()).expect("a game file");
        p
    }

    #[test]
    fn a_rescan_reads_again_only_the_files_that_changed() {
        let tmp = tempfile::tempdir().expect("a temp folder");
        let mut r = example();
        let a = write(tmp.path(), "a.json", &r);
        let b = write(tmp.path(), "b.json", &r);
        let mut lib = Library::default();
        lib.rescan(&[a.clone(), b.clone()], &[]);
        lib.wait_headers();
        assert_eq!(lib.games.len(), 2);
        let first = lib.generation;
        lib.rescan(&[a.clone(), b.clone()], &[]);
        lib.wait_headers();
        assert_eq!(lib.generation, first, "nothing changed, nothing read");
        r.meta.table = "12".to_owned();
        write(tmp.path(), "b.json", &r);
        lib.rescan(&[a.clone(), b.clone()], &[]);
        lib.wait_headers();
        assert!(lib.generation > first);
        assert_eq!(lib.get(&b).map(|g| g.meta.table.as_str()), Some("12"));
        lib.rescan(std::slice::from_ref(&a), &[]);
        lib.wait_headers();
        assert!(
            lib.get(&b).is_none(),
            "a file gone is gone from the library"
        );
    }

    #[test]
    fn the_first_scan_returns_at_once_and_the_headers_fill_in_newest_first() {
        let tmp = tempfile::tempdir().expect("a temp folder");
        let mut r = example();
        let paths: Vec<PathBuf> = (0..20)
            .map(|i| {
                r.meta.game = i.to_string();
                write(tmp.path(), &format!("{i:02}.json"), &r)
            })
            .collect();
        let mut lib = Library::default();
        lib.rescan(&paths, &[]);
        // Nothing taken yet: the screens say how many are being read.
        assert_eq!(lib.reading(), 20);
        assert_eq!(lib.total(), 20);
        assert!(lib.games.is_empty(), "nothing is taken before a poll");
        let before = lib.generation;
        lib.wait_headers();
        assert_eq!(lib.reading(), 0);
        assert!(
            lib.generation > before,
            "the filtered view is computed again"
        );
        let order: Vec<&Path> = lib.games.iter().map(|g| g.path.as_path()).collect();
        let expected: Vec<&Path> = paths.iter().map(PathBuf::as_path).collect();
        assert_eq!(order, expected, "in the folder's order, newest first");
        // A changed file keeps its old header on show until the new one comes.
        r.meta.table = "7".to_owned();
        write(tmp.path(), "05.json", &r);
        lib.rescan(&paths, &[]);
        assert_eq!(lib.games.len(), 20);
        assert_eq!(lib.total(), 20);
        assert_eq!(lib.reading(), 1);
        lib.wait();
        assert_eq!(lib.games.len(), 20);
        assert_eq!(lib.get(&paths[5]).map(|g| g.meta.table.as_str()), Some("7"));
    }

    #[test]
    fn the_filter_narrows_by_tournament_ruleset_month_and_player() {
        let tmp = tempfile::tempdir().expect("a temp folder");
        let mut paths = Vec::new();
        for (i, (tour, date, nick)) in [
            ("Cup", "2026-01-10", "Alice"),
            ("Cup", "2026-02-03", "Bob"),
            ("", "2026-02-20", "alice"),
        ]
        .iter()
        .enumerate()
        {
            let mut r = example();
            r.meta.tournament = (*tour).to_owned();
            r.meta.date = (*date).to_owned();
            r.players[0] = (*nick).to_owned();
            paths.push(write(tmp.path(), &format!("{i}.json"), &r));
        }
        let mut unreadable = example().to_json();
        unreadable.truncate(20);
        let bad = tmp.path().join("bad.json");
        std::fs::write(&bad, unreadable).expect("a broken file");
        paths.push(bad);
        let mut lib = Library::default();
        lib.rescan(&paths, &[]);
        lib.wait_headers();
        let f = |f: Filter| f.apply(&lib.games);
        assert_eq!(f(Filter::default()).len(), 4, "a broken file is listed too");
        let cup = Filter {
            tournament: "Cup".into(),
            ..Filter::default()
        };
        assert_eq!(f(cup.clone()), vec![0, 1]);
        let feb = Filter {
            date: "2026-02".into(),
            ..Filter::default()
        };
        assert_eq!(f(feb.clone()), vec![1, 2]);
        assert_eq!(
            f(Filter {
                player: "ALICE".into(),
                ..feb
            }),
            vec![2]
        );
        assert_eq!(
            f(Filter {
                ruleset: "fiim".into(),
                search: "cup bob".into(),
                ..Filter::default()
            }),
            vec![1]
        );
        let (t, r, m) = choices(&lib.games);
        assert_eq!(t, vec!["Cup"]);
        assert_eq!(r, vec!["fiim"]);
        assert_eq!(m, vec!["2026-02", "2026-01"]);
        assert!(lib.games[3].unreadable.is_some());
    }

    #[test]
    fn a_deleted_game_goes_to_the_trash_and_a_second_of_that_name_beside_it() {
        let tmp = tempfile::tempdir().expect("a temp folder");
        let store = autosave::Autosave::new(tmp.path().to_path_buf());
        let r = example();
        let p = write(tmp.path(), "game.json", &r);
        let first = store.delete(&p).expect("moved");
        assert_eq!(first, tmp.path().join("trash/game.json"));
        write(tmp.path(), "game.json", &r);
        let second = store.delete(&p).expect("moved");
        assert_eq!(second, tmp.path().join("trash/game-2.json"));
        assert!(!p.exists() && first.exists() && second.exists());
        assert!(store.list().is_empty(), "the trash is not a kept game");
    }
}
