//! The kept games as a library: a club keeps a year of games (a thousand
//! files), and the start screen must not become one long list.
//!
//! Each file's header (ruleset, created, the protocol header, the players,
//! how many actions) is read once and kept with the file's size and time;
//! a rescan reads only the files that are new or changed. Where a game
//! stands (its phase, finished or not) needs a replay, which runs on a
//! thread of its own after a scan, so the window never waits for a thousand
//! replays; the list shows the state as it comes. Filtering the headers is
//! a scan of a thousand small structs, done when the query changes, never
//! per frame (see `ui::library`).

use crate::ruleset::{Ruleset, Text};
use crate::session::autosave;
use crate::session::record::Meta;
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
    /// Why the file cannot be read (None: it reads, perhaps recovered).
    pub unreadable: Option<String>,
    /// The file was cut or damaged; what could be recovered is shown.
    pub damaged: bool,
    /// Everything the search looks in, in lower case.
    haystack: String,
    stamp: Stamp,
}

impl GameHeader {
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
    replays: Option<Receiver<(PathBuf, Stamp, GameStatus)>>,
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
                super::files::local_date(r.created)
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
        Err(e) => h.unreadable = Some(e.to_string()),
    }
    h
}

impl Library {
    /// Reads the folder's list again: headers of new or changed files are
    /// read, the others kept; the replays of the games whose state is not
    /// known start on their own thread. `paths` come newest first.
    pub fn rescan(&mut self, paths: &[PathBuf], rulesets: &[Ruleset]) {
        let mut old: HashMap<PathBuf, GameHeader> = std::mem::take(&mut self.games)
            .into_iter()
            .map(|g| (g.path.clone(), g))
            .collect();
        let mut changed = old.len() != paths.len();
        for p in paths {
            let stamp = stamp_of(p);
            let header = match old.remove(p) {
                Some(g) if Some(g.stamp) == stamp => g,
                _ => {
                    changed = true;
                    read_header(p)
                }
            };
            self.games.push(header);
        }
        if changed {
            self.generation += 1;
        }
        self.statuses
            .retain(|p, (st, _)| self.games.iter().any(|g| &g.path == p && g.stamp == *st));
        let todo: Vec<(PathBuf, Stamp)> = self
            .games
            .iter()
            .filter(|g| g.unreadable.is_none() && !self.statuses.contains_key(&g.path))
            .map(|g| (g.path.clone(), g.stamp))
            .collect();
        self.replays = if todo.is_empty() {
            None
        } else {
            spawn_replays(todo, rulesets.to_vec())
        };
    }

    /// Where a game stands, once its replay is done.
    pub fn status(&self, path: &Path) -> Option<&GameStatus> {
        self.statuses.get(path).map(|(_, s)| s)
    }

    /// Takes the replays done since the last call; true while some are
    /// still running (the window repaints to show them).
    pub fn poll(&mut self) -> bool {
        let Some(rx) = &self.replays else {
            return false;
        };
        loop {
            match rx.try_recv() {
                Ok((path, stamp, status)) => {
                    self.statuses.insert(path, (stamp, status));
                }
                Err(TryRecvError::Empty) => return true,
                Err(TryRecvError::Disconnected) => {
                    self.replays = None;
                    return false;
                }
            }
        }
    }

    /// Waits for every replay (tests and the bench).
    pub fn wait(&mut self) {
        let Some(rx) = self.replays.take() else {
            return;
        };
        for (path, stamp, status) in rx {
            self.statuses.insert(path, (stamp, status));
        }
    }

    /// The header of this file, if it is in the library.
    pub fn get(&self, path: &Path) -> Option<&GameHeader> {
        self.games.iter().find(|g| g.path == path)
    }
}

/// Replays the games one by one on a thread; each answer is sent as it is
/// found. With no thread to be had, the states stay unknown (shown as such).
fn spawn_replays(
    todo: Vec<(PathBuf, Stamp)>,
    rulesets: Vec<Ruleset>,
) -> Option<Receiver<(PathBuf, Stamp, GameStatus)>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("library-replays".to_owned())
        .spawn(move || {
            for (path, stamp) in todo {
                let info = autosave::inspect(&path, &rulesets);
                let status = GameStatus {
                    phase: info.phase,
                    finished: info.finished,
                    problem: info.problem,
                };
                // The library was scanned again: nobody needs the rest.
                if tx.send((path, stamp, status)).is_err() {
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
    use crate::session::record::Record;

    fn example() -> Record {
        let path = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("examples/fiim-red-wins.json");
        crate::session::record::read_file(&path).expect("the example record")
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
        assert_eq!(lib.games.len(), 2);
        let first = lib.generation;
        lib.rescan(&[a.clone(), b.clone()], &[]);
        assert_eq!(lib.generation, first, "nothing changed, nothing read");
        r.meta.table = "12".to_owned();
        write(tmp.path(), "b.json", &r);
        lib.rescan(&[a.clone(), b.clone()], &[]);
        assert!(lib.generation > first);
        assert_eq!(lib.get(&b).map(|g| g.meta.table.as_str()), Some("12"));
        lib.rescan(std::slice::from_ref(&a), &[]);
        assert!(
            lib.get(&b).is_none(),
            "a file gone is gone from the library"
        );
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
