//! The tournament folder as the contract between laptops. A sync engine
//! (Syncthing, a cloud folder) or one shared network folder carries the
//! files; the console never talks to another laptop itself. The rules that
//! make that safe:
//!
//! - One writer per file. Only the head judge's console writes
//!   `tournament.toml`. A table's console writes its own game records
//!   (`games/`), its own requests (`requests/`: a penalty, a late arrival, a
//!   substitute) and its own status (`tables/table-N.toml`), each a file no
//!   other laptop writes. The head's console merges the requests when it
//!   reads the folder: the change goes into `tournament.toml` (with the
//!   request's name in `requests_done`, so a merge cut by a kill is never
//!   made twice), and a file of its own, `requests/done/<name>`, says it was
//!   merged or why not. The table's file is never edited.
//! - No stale save. A change to `tournament.toml` is a [`Change`] (add a
//!   penalty, add players…), applied under the file's lock to the copy on
//!   disk now, never to the copy read earlier ([`save_changes`]); a change
//!   that no longer fits (the penalty taken back meanwhile, the seating
//!   changed) is refused with the reason.
//! - New files only, with names no other laptop can take (table, round, time
//!   and a random part), written by [`mafia_store::storage::write_new`]: a file
//!   that is there is never replaced.
//! - Conflict copies of the sync engines are found ([`find_conflicts`]),
//!   named, and resolved by the judge ([`resolve`]: one is kept, the other
//!   moves to `trash/`). Their own files are ignored ([`is_engine_file`]).
//! - The console's own files that must not travel (`tournament.toml.bak`,
//!   the lock files, temp files) are listed in the folder's `.stignore`,
//!   which Syncthing keeps per laptop and which the console keeps
//!   ([`keep_stignore`]).

use super::description::PlayerEntry;
use super::nick::same_nick;
use super::{
    DESCRIPTION, Description, GAMES, PenaltyEntry, SeatingEntry, TournamentError,
    remove_temps_locked,
};
use mafia_core::game::random::Rng;
use mafia_core::ruleset::{Expected, Problem};
use mafia_core::storage::StorageError;
use mafia_store::storage::FileLock;
use mafia_words::Text;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The tables' requests inside the tournament folder.
pub const REQUESTS: &str = "requests";
/// Inside `requests/`: the head's answers, one file per request.
pub const DONE: &str = "done";
/// The tables' own status files (`table-N.toml`).
pub const TABLES: &str = "tables";
/// Where a conflict copy the judge did not keep goes.
pub const TRASH: &str = "trash";
/// Syncthing's per-laptop ignore list.
pub const STIGNORE: &str = ".stignore";

/// Who a console is in a tournament (chosen once, kept in its settings).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Role {
    /// The head judge: writes `tournament.toml`, merges the tables' requests.
    Head,
    /// The console of table N: its games, its requests, its status.
    Table(u32),
}

impl Role {
    pub fn table(self) -> Option<u32> {
        match self {
            Role::Head => None,
            Role::Table(t) => Some(t),
        }
    }

    /// The role as written on the command line and in [`ROLE_FILE`]:
    /// `head` or `table:N` (N from 1).
    pub fn parse(given: &str) -> Option<Role> {
        match given.trim() {
            "head" => Some(Role::Head),
            t => t
                .strip_prefix("table:")
                .and_then(|n| n.trim().parse().ok())
                .filter(|n| *n > 0)
                .map(Role::Table),
        }
    }

    /// The words [`Role::parse`] reads back.
    pub fn word(self) -> String {
        match self {
            Role::Head => "head".to_owned(),
            Role::Table(t) => format!("table:{t}"),
        }
    }
}

/// This laptop's role, kept in its data folder (per laptop: the tournament
/// folder travels to every laptop, so it cannot say whose laptop this is).
/// The console and the command line's writers both read it.
pub const ROLE_FILE: &str = "tournament-role.toml";

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RoleFile {
    role: String,
}

/// The role kept in `data` (the data folder); None when none was chosen.
/// A damaged file is an error (never taken for "no role": a table's laptop
/// would then write as the head).
pub fn load_role(data: &Path) -> Result<Option<Role>, TournamentError> {
    let path = data.join(ROLE_FILE);
    let bytes = match mafia_store::storage::read_capped(&path, 4096, "the laptop's role") {
        Ok(b) => b,
        Err(e) if e.is_not_found() => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    let text = super::utf8(&path, bytes)?;
    let file: RoleFile = mafia_core::ruleset::from_toml(&text)
        .map_err(|problem| TournamentError::file(&path, problem))?;
    Role::parse(&file.role).map(Some).ok_or_else(|| {
        TournamentError::file(
            &path,
            Problem::new(
                "role".to_owned(),
                Expected::OneOf(vec!["head".to_owned(), "table:N".to_owned()]),
            )
            .found_text(&file.role),
        )
    })
}

/// Keeps `role` in `data` (None: the file goes, the laptop is asked again).
pub fn save_role(data: &Path, role: Option<Role>) -> Result<(), TournamentError> {
    let path = data.join(ROLE_FILE);
    match role {
        Some(r) => {
            mafia_store::storage::ensure_dir(data)?;
            let text = toml::to_string(&RoleFile { role: r.word() })
                .map_err(|e| TournamentError::make(super::Making::toml(&path), &e))?;
            Ok(mafia_store::storage::write_atomic(&path, text.as_bytes())?)
        }
        None => match std::fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(source) => Err(StorageError::Write { path, source }.into()),
        },
    }
}

/// Whether Syncthing shares `folder` (its marker `.stfolder` is there):
/// then more than one laptop writes it, and each must know its role.
pub fn is_shared(folder: &Path) -> bool {
    folder.join(".stfolder").exists()
}

/// A file a sync engine keeps for itself (never read as ours): Syncthing's
/// temp files (`.syncthing.NAME.tmp`, `~syncthing~NAME.tmp` on Windows),
/// its folder marker and versions (`.stfolder`, `.stversions`), its ignore
/// list; Dropbox's and Nextcloud's own (`.dropbox*`, `.~lock.*`,
/// `.sync_*.db`, `*.part`); and the console's lock and temp files.
pub fn is_engine_file(name: &str) -> bool {
    (name.starts_with(".syncthing.") && name.ends_with(".tmp"))
        || (name.starts_with("~syncthing~") && name.ends_with(".tmp"))
        || matches!(
            name,
            ".stfolder" | ".stversions" | STIGNORE | ".stignore.tmp"
        )
        || name.starts_with(".dropbox")
        || name.starts_with(".~lock.")
        || (name.starts_with(".sync_") && name.ends_with(".db"))
        || name.ends_with(".part")
        || (name.starts_with('.') && (name.ends_with(".lock") || name.ends_with(".tmp")))
}

/// Whether a changed path is worth reading the folder again for (the
/// watcher's filter): not a sync engine's or the console's temp or lock
/// file, nor anything under `.stversions` or `trash/`.
pub fn is_relevant(path: &Path) -> bool {
    let engine = path.components().any(|c| {
        let c = c.as_os_str().to_string_lossy();
        c == ".stversions" || c == TRASH
    });
    !engine
        && path
            .file_name()
            .is_some_and(|n| !is_engine_file(&n.to_string_lossy()))
}

/// The file a conflict copy is a copy of, if `name` is one:
/// Syncthing's `NAME.sync-conflict-20261202-141503-ABCDEFG.EXT`, Dropbox's
/// `NAME (Alice's conflicted copy 2026-12-02).EXT`, Nextcloud's
/// `NAME (conflicted copy 2026-12-02 141503).EXT`.
pub fn conflict_original(name: &str) -> Option<String> {
    let (stem, ext) = match name.rfind('.') {
        Some(i) if i > 0 => (&name[..i], &name[i..]),
        _ => (name, ""),
    };
    if let Some(i) = stem.find(".sync-conflict-") {
        return Some(format!("{}{ext}", &stem[..i]));
    }
    if stem.ends_with(')')
        && let Some(open) = stem.rfind(" (")
        && stem[open..].contains("conflicted copy")
    {
        return Some(format!("{}{ext}", &stem[..open]));
    }
    None
}

/// A conflict copy in the tournament folder.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Conflict {
    /// Its folder inside the tournament folder ("" for the top).
    pub dir: String,
    /// The copy's file name.
    pub copy: String,
    /// The file it is a copy of (which may be gone).
    pub original: String,
}

impl Conflict {
    /// The copy as a path inside the tournament folder (`games/x.json`).
    pub fn shown(&self) -> String {
        join_rel(&self.dir, &self.copy)
    }

    /// The original as a path inside the tournament folder.
    pub fn shown_original(&self) -> String {
        join_rel(&self.dir, &self.original)
    }
}

fn join_rel(dir: &str, name: &str) -> String {
    if dir.is_empty() {
        name.to_owned()
    } else {
        format!("{dir}/{name}")
    }
}

/// The folders where the console's files live (and conflicts can appear).
const OUR_DIRS: [&str; 4] = ["", GAMES, REQUESTS, TABLES];

/// Every conflict copy in the tournament folder's own folders, by name.
pub fn find_conflicts(folder: &Path) -> Vec<Conflict> {
    let mut found = Vec::new();
    for dir in OUR_DIRS {
        let Ok(entries) = std::fs::read_dir(folder.join(dir)) else {
            continue;
        };
        for e in entries.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if is_engine_file(&name) {
                continue;
            }
            if let Some(original) = conflict_original(&name) {
                found.push(Conflict {
                    dir: dir.to_owned(),
                    copy: name,
                    original,
                });
            }
        }
    }
    found.sort_by(|a, b| (&a.dir, &a.copy).cmp(&(&b.dir, &b.copy)));
    found
}

/// The conflict copies as files the standings leave out (severity
/// [`super::Severity::Conflict`]), named with the file they copy.
pub fn conflicts_left_out(s: &mut super::Standings, conflicts: &[Conflict]) {
    for c in conflicts {
        s.left_out.push(super::LeftOut {
            file: c.shown(),
            reason: super::standings::Why::SyncConflict {
                original: c.shown_original(),
            },
            severity: super::Severity::Conflict,
        });
    }
}

/// Which of the two files the judge keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Keep {
    Original,
    Copy,
}

/// Resolves a conflict: the file not kept moves to `trash/` (under a name
/// that cannot take another's); keeping the copy puts it in the
/// original's place. `tournament.toml` is changed under its lock. Returns
/// where the other file went.
pub fn resolve(folder: &Path, c: &Conflict, keep: Keep) -> Result<PathBuf, StorageError> {
    let dir = folder.join(&c.dir);
    let original = dir.join(&c.original);
    let copy = dir.join(&c.copy);
    let _lock = is_description_copy(c)
        .then(|| FileLock::acquire(&original))
        .transpose()?;
    let gone = match keep {
        Keep::Original => copy.clone(),
        Keep::Copy => original.clone(),
    };
    let to = trash_name(folder, &gone)?;
    match keep {
        Keep::Original => moved(&copy, &to)?,
        Keep::Copy => {
            if std::fs::symlink_metadata(&original).is_ok() {
                moved(&original, &to)?;
            }
            moved(&copy, &original)?;
        }
    }
    mafia_store::storage::sync_dir(&dir)
        .map_err(|source| StorageError::SyncDir { path: dir, source })?;
    Ok(to)
}

fn moved(from: &Path, to: &Path) -> Result<(), StorageError> {
    std::fs::rename(from, to).map_err(|source| StorageError::Delete {
        path: from.to_path_buf(),
        source,
    })
}

/// Where `gone` goes in `trash/` (made if need be), under a name no other
/// file there has.
fn trash_name(folder: &Path, gone: &Path) -> Result<PathBuf, StorageError> {
    let trash = folder.join(TRASH);
    mafia_store::storage::ensure_dir(&trash)?;
    let name = gone
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    Ok(trash.join(format!("{}-{name}", unique_part(&stamp_now()))))
}

/// Is this conflict a copy of `tournament.toml`?
pub fn is_description_copy(c: &Conflict) -> bool {
    c.dir.is_empty() && c.original == DESCRIPTION
}

/// What the two files of a conflict hold, read now: two copies of
/// `tournament.toml` ([`super::copies::diff`]) or of a game record
/// ([`super::copies::record_diff`]); None for another file's copy, or when
/// either cannot be read (the band then names the files only).
pub fn compare(folder: &Path, c: &Conflict) -> Option<super::copies::Compared> {
    use super::copies::{Compared, diff, record_diff};
    if is_description_copy(c) {
        let (original, _) = read_description(&folder.join(DESCRIPTION)).ok()?;
        let (copy, _) = read_description(&folder.join(&c.copy)).ok()?;
        return Some(Compared::Description(Box::new(diff(&original, &copy))));
    }
    if c.dir == GAMES && c.original.ends_with(".json") {
        let dir = folder.join(GAMES);
        let original = mafia_store::session::record::read_file(&dir.join(&c.original)).ok()?;
        let copy = mafia_store::session::record::read_file(&dir.join(&c.copy)).ok()?;
        return Some(Compared::Record(record_diff(&original, &copy)));
    }
    None
}

/// The head judge's console, each time it reads the folder (and `merge`):
/// each conflict copy of `tournament.toml` that does not contradict the
/// file ([`super::copies::merge`]) goes into it, under its lock and into
/// the file as it is now, and then to `trash/` (kept, never removed).
/// Returns the copies merged; those left wait for the head judge.
pub fn merge_conflicts(folder: &Path) -> Result<Vec<String>, TournamentError> {
    let mut merged = Vec::new();
    for c in find_conflicts(folder)
        .into_iter()
        .filter(is_description_copy)
    {
        let copy_path = folder.join(&c.copy);
        // A copy that cannot be read is the judge's to look at.
        let Ok((copy, _)) = read_description(&copy_path) else {
            continue;
        };
        let path = folder.join(DESCRIPTION);
        let _lock = FileLock::acquire(&path)?;
        remove_temps_locked(folder, DESCRIPTION);
        let (original, _) = read_description(&path)?;
        let Some(both) = super::copies::merge(&original, &copy) else {
            continue;
        };
        if both != original {
            both.save(folder)?;
        }
        moved(&copy_path, &trash_name(folder, &copy_path)?)?;
        mafia_store::storage::sync_dir(folder).map_err(|source| StorageError::SyncDir {
            path: folder.to_path_buf(),
            source,
        })?;
        merged.push(c.copy);
    }
    Ok(merged)
}

/// Where the head judge's refused games go, inside the tournament folder.
pub const REFUSED: &str = "refused";

/// The head judge refuses a held game: `[[refused]]` in `tournament.toml`
/// names it (file, digest, the cases found, where it goes), then the file
/// moves from `games/` to `refused/` under a name no other file takes. It
/// is never deleted; a kill between the two leaves it named and out of the
/// standings in `games/`, where a later refusal moves it. Returns where it
/// went.
pub fn refuse_game(
    folder: &Path,
    file: &str,
    digest: &str,
    cases: Vec<String>,
) -> Result<PathBuf, TournamentError> {
    let name = Path::new(file)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .filter(|n| n == file)
        .ok_or_else(|| {
            TournamentError::Storage(StorageError::NotAFile {
                path: folder.join(GAMES).join(file),
            })
        })?;
    let from = folder.join(GAMES).join(&name);
    let (d, _) = read_description(&folder.join(DESCRIPTION))?;
    let moved_to = match d
        .refused
        .iter()
        .find(|r| r.file == name && r.digest == digest)
    {
        Some(r) => r.moved_to.clone(),
        None => join_rel(REFUSED, &format!("{}-{name}", unique_part(&stamp_now()))),
    };
    let entry = crate::tournament::RefusedEntry {
        file: name,
        digest: digest.to_owned(),
        cases,
        moved_to: moved_to.clone(),
    };
    save_changes(folder, None, &[Change::RefuseGame { refused: entry }])?;
    let to = folder.join(&moved_to);
    mafia_store::storage::ensure_dir(&folder.join(REFUSED))?;
    if std::fs::symlink_metadata(&from).is_ok() {
        if std::fs::symlink_metadata(&to).is_ok() {
            return Err(StorageError::Exists { path: to }.into());
        }
        std::fs::rename(&from, &to).map_err(|source| StorageError::Delete {
            path: from.clone(),
            source,
        })?;
        let games = folder.join(GAMES);
        mafia_store::storage::sync_dir(&games).map_err(|source| StorageError::SyncDir {
            path: games,
            source,
        })?;
    }
    Ok(to)
}

/// A change to `tournament.toml`, applied to the copy on disk at the moment
/// of writing (never a whole stale copy written back). Also what a table's
/// request carries.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "op", rename_all = "snake_case", deny_unknown_fields)]
pub enum Change {
    AddPenalty {
        penalty: PenaltyEntry,
    },
    /// Take back this penalty (the first entry equal to it).
    RemovePenalty {
        penalty: PenaltyEntry,
    },
    AddPlayers {
        players: Vec<PlayerEntry>,
    },
    /// A substitute takes a player's seat in one game of the seating.
    Substitute {
        round: u32,
        table: u32,
        out: String,
        #[serde(rename = "in")]
        into: String,
    },
    CloseStandings {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from_round: Option<u32>,
    },
    /// A new seating; `was` is the seating it was made from (read at load):
    /// if the seating on disk is another by now, the change is refused.
    SetSeating {
        tables: u32,
        rounds: u32,
        seating: Vec<SeatingEntry>,
        was: Vec<SeatingEntry>,
    },
    /// The head judge accepts held records as they are (each by its digest).
    Accept {
        accepted: Vec<crate::tournament::AcceptedEntry>,
    },
    /// The head judge refuses a held game (its file moved aside, [`refuse_game`]).
    RefuseGame {
        refused: crate::tournament::RefusedEntry,
    },
    /// The head judge decides a tie at a stage's cut (a draw, an extra
    /// game); it replaces an earlier decision of the same tie.
    DecideCut {
        decision: crate::tournament::CutDecision,
    },
    /// The head judge names the judge of a table (from `round` on, or for
    /// every round): it replaces the judge named for the same table and round.
    SetJudge {
        judge: crate::tournament::JudgeEntry,
    },
    /// The head judge takes back the judge named for this table and round.
    RemoveJudge {
        table: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        round: Option<u32>,
    },
}

/// Why a change was not made to the copy on disk (kept typed in the
/// head's answer, so each window says it in its own language).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "reason", rename_all = "snake_case", deny_unknown_fields)]
pub enum Refused {
    /// The penalty to take back is not in the file (taken back meanwhile).
    PenaltyGone { player: String },
    /// The game of a substitution is not in the seating.
    NoSuchGame { round: u32, table: u32 },
    /// The player to replace does not sit at that game.
    NotSeated {
        player: String,
        round: u32,
        table: u32,
    },
    /// The seating on disk changed since this one was made from it.
    SeatingChanged,
    /// A table's request about another table.
    OtherTable { table: u32 },
    /// A table asked for what only the head judge does.
    HeadOnly,
    /// A penalty id the tournament's ruleset does not have (it would count
    /// nothing): the ids it has.
    UnknownPenalty { penalty: String, known: Vec<String> },
    /// A table's judge without a name.
    NoJudgeName,
    /// The judge to take back is not named for that table and round (taken
    /// back meanwhile).
    JudgeGone { table: u32, round: Option<u32> },
}

/// The penalty ids of the tournament's ruleset (`None`: the ruleset is not
/// found here, and nothing can be checked against it).
pub fn known_penalties(d: &Description) -> Option<Vec<String>> {
    let rs = mafia_store::ruleset::catalog::find(&d.ruleset).ok()?;
    Some(
        rs.tournament
            .penalties
            .iter()
            .map(|p| p.id.clone())
            .collect(),
    )
}

/// Applies one change to a description; `Ok(n)` says how many entries it
/// added or changed (0: already so). `penalties`: the ruleset's penalty
/// ids, when known (a penalty of another id is refused, naming them).
pub fn apply(
    d: &mut Description,
    c: &Change,
    penalties: Option<&[String]>,
) -> Result<usize, Refused> {
    match c {
        Change::AddPenalty { penalty } => {
            if let Some(known) = penalties
                && !known.contains(&penalty.penalty)
            {
                return Err(Refused::UnknownPenalty {
                    penalty: penalty.penalty.clone(),
                    known: known.to_vec(),
                });
            }
            d.penalties.push(penalty.clone());
            Ok(1)
        }
        Change::RemovePenalty { penalty } => {
            let Some(i) = d.penalties.iter().position(|p| p == penalty) else {
                return Err(Refused::PenaltyGone {
                    player: penalty.player.clone(),
                });
            };
            d.penalties.remove(i);
            Ok(1)
        }
        Change::AddPlayers { players } => {
            // One set of the nicknames there, not a search of the whole
            // list per new player (50,000 rows took minutes).
            let mut there = d.nick_keys();
            let mut n = 0;
            for p in players {
                if there.insert(super::nick::nick_key(&p.nick)) {
                    d.players.push(p.clone());
                    n += 1;
                }
            }
            Ok(n)
        }
        Change::Substitute {
            round,
            table,
            out,
            into,
        } => {
            let Some(e) = d
                .seating
                .iter_mut()
                .find(|e| e.round == *round && e.table == *table)
            else {
                return Err(Refused::NoSuchGame {
                    round: *round,
                    table: *table,
                });
            };
            let Some(seat) = e.seats.iter_mut().find(|s| same_nick(s, out)) else {
                return Err(Refused::NotSeated {
                    player: out.clone(),
                    round: *round,
                    table: *table,
                });
            };
            into.trim().clone_into(seat);
            if d.player(into).is_none() {
                d.players.push(PlayerEntry {
                    nick: into.trim().to_owned(),
                    ..PlayerEntry::default()
                });
            }
            Ok(1)
        }
        Change::CloseStandings { from_round } => {
            let n = usize::from(d.closed_from_round != *from_round);
            d.closed_from_round = *from_round;
            Ok(n)
        }
        Change::SetSeating {
            tables,
            rounds,
            seating,
            was,
        } => {
            if d.seating != *was {
                return Err(Refused::SeatingChanged);
            }
            d.tables = *tables;
            d.rounds = *rounds;
            d.seating.clone_from(seating);
            Ok(seating.len())
        }
        Change::Accept { accepted } => {
            let mut n = 0;
            for a in accepted {
                if !d.accepted.contains(a) {
                    d.accepted.push(a.clone());
                    n += 1;
                }
            }
            Ok(n)
        }
        Change::RefuseGame { refused } => {
            if d.refused.contains(refused) {
                return Ok(0);
            }
            d.refused.push(refused.clone());
            Ok(1)
        }
        Change::DecideCut { decision } => {
            if d.cut_decisions.last() == Some(decision) {
                return Ok(0);
            }
            let same = |x: &[String], y: &[String]| {
                let key = |v: &[String]| {
                    let mut k: Vec<String> = v.iter().map(|n| super::nick::nick_key(n)).collect();
                    k.sort();
                    k
                };
                key(x) == key(y)
            };
            d.cut_decisions
                .retain(|x| !(x.stage == decision.stage && same(&x.tied, &decision.tied)));
            d.cut_decisions.push(decision.clone());
            Ok(1)
        }
        Change::SetJudge { judge } => {
            let name = judge.judge.trim();
            if name.is_empty() {
                return Err(Refused::NoJudgeName);
            }
            let entry = crate::tournament::JudgeEntry {
                judge: name.to_owned(),
                ..judge.clone()
            };
            if d.judges.contains(&entry) {
                return Ok(0);
            }
            match d
                .judges
                .iter_mut()
                .find(|j| j.table == entry.table && j.round == entry.round)
            {
                Some(j) => *j = entry,
                None => d.judges.push(entry),
            }
            Ok(1)
        }
        Change::RemoveJudge { table, round } => {
            let before = d.judges.len();
            d.judges
                .retain(|j| !(j.table == *table && j.round == *round));
            if d.judges.len() == before {
                return Err(Refused::JudgeGone {
                    table: *table,
                    round: *round,
                });
            }
            Ok(1)
        }
    }
}

/// The version of a file's content as read: a hash of its bytes (compared
/// within one process only).
pub fn version_of(bytes: &[u8]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    bytes.hash(&mut h);
    h.finish()
}

/// What [`save_changes`] did.
#[derive(Debug, Clone)]
pub struct Saved {
    /// The description as written (or as found, when nothing changed).
    pub description: Description,
    /// The file had changed on disk since it was read (`version`): the
    /// changes went into the fresh copy, nothing of the other writer's lost.
    pub merged: bool,
    /// The changes that no longer fit, with why.
    pub refused: Vec<(Change, Refused)>,
    /// Whether the file was written.
    pub written: bool,
}

/// Applies `changes` to `tournament.toml` as it is on disk now, under its
/// lock, and writes it (the previous file kept as `tournament.toml.bak`).
/// `version` is what the caller read ([`version_of`] of the bytes), to say
/// whether the file changed meanwhile.
pub fn save_changes(
    folder: &Path,
    version: Option<u64>,
    changes: &[Change],
) -> Result<Saved, TournamentError> {
    let path = folder.join(DESCRIPTION);
    let _lock = FileLock::acquire(&path)?;
    remove_temps_locked(folder, DESCRIPTION);
    let (mut d, now) = read_description(&path)?;
    let mut refused = Vec::new();
    let mut changed = 0;
    let penalties = changes
        .iter()
        .any(|c| matches!(c, Change::AddPenalty { .. }))
        .then(|| known_penalties(&d))
        .flatten();
    for c in changes {
        match apply(&mut d, c, penalties.as_deref()) {
            Ok(n) => changed += n,
            Err(why) => refused.push((c.clone(), why)),
        }
    }
    if changed > 0 {
        d.save(folder)?;
    }
    Ok(Saved {
        description: d,
        merged: version.is_some_and(|v| v != now),
        refused,
        written: changed > 0,
    })
}

/// Changes `tournament.toml` as it is on disk now, under its lock, for a
/// change made from the description itself (a stage's seating from the
/// standings): `change` gets the copy read under the lock and says whether
/// it changed it (`Ok(true)`: written, the previous file kept as `.bak`).
/// Nothing is ever made from, or written over with, a copy read earlier.
/// Returns the description as written (or as found).
pub fn update<E: From<TournamentError>>(
    folder: &Path,
    change: impl FnOnce(&mut Description) -> Result<bool, E>,
) -> Result<Description, E> {
    let path = folder.join(DESCRIPTION);
    let _lock = FileLock::acquire(&path).map_err(TournamentError::from)?;
    remove_temps_locked(folder, DESCRIPTION);
    let (mut d, _) = read_description(&path)?;
    if change(&mut d)? {
        d.save(folder)?;
    }
    Ok(d)
}

/// Reads `tournament.toml` with the version of its bytes.
pub fn read_description(path: &Path) -> Result<(Description, u64), TournamentError> {
    let bytes = mafia_store::storage::read_capped(
        path,
        mafia_store::storage::TOURNAMENT_LIMIT,
        "a tournament description",
    )?;
    let v = version_of(&bytes);
    let text = super::utf8(path, bytes)?;
    Ok((Description::from_toml(path, &text)?, v))
}

/// Creates `tournament.toml` in a new folder; one that is there is never
/// replaced ([`StorageError::Exists`]).
pub fn create(folder: &Path, d: &Description) -> Result<(), TournamentError> {
    mafia_store::storage::ensure_dir(&folder.join(GAMES))?;
    let text = d.to_toml()?;
    mafia_store::storage::write_new(&folder.join(DESCRIPTION), text.as_bytes())?;
    keep_stignore(folder)?;
    Ok(())
}

/// The lines the console keeps in the folder's `.stignore`: its own files
/// that must not travel to other laptops.
pub const STIGNORE_LINES: [&str; 4] = [
    "(?d)tournament.toml.bak",
    "(?d).*.lock",
    "(?d).*.tmp",
    "(?d)players.toml.bak",
];

/// Makes sure the folder's `.stignore` lists [`STIGNORE_LINES`] (kept
/// with whatever else the organiser wrote there). Syncthing reads it per
/// laptop (it never travels), so every console that opens the folder keeps
/// its own.
pub fn keep_stignore(folder: &Path) -> Result<(), StorageError> {
    let path = folder.join(STIGNORE);
    let old = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(source) => return Err(StorageError::Read { path, source }),
    };
    let missing: Vec<&str> = STIGNORE_LINES
        .iter()
        .copied()
        .filter(|l| !old.lines().any(|x| x.trim() == *l))
        .collect();
    if missing.is_empty() {
        return Ok(());
    }
    let mut text = old;
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    if text.is_empty() {
        text.push_str("// mafia-judge: its own files stay on this laptop\n");
    }
    for l in missing {
        text.push_str(l);
        text.push('\n');
    }
    mafia_store::storage::write_atomic(&path, text.as_bytes())
}

/// The time part of a file name: `20261202-141503-123` (local time, ms).
pub fn stamp_now() -> String {
    mafia_store::clock::local_file_stamp_now()
}

/// `<stamp>-<6 random letters>`: no two laptops (nor two writers of one)
/// take the same name.
fn unique_part(stamp: &str) -> String {
    use std::hash::{BuildHasher, Hasher};
    // The project's one generator, seeded from the operating system's
    // randomness (std's `RandomState` takes its keys from it, once per
    // process, and makes each new one differ), so two laptops filing at the
    // same millisecond still take different names.
    let seed = std::collections::hash_map::RandomState::new()
        .build_hasher()
        .finish();
    let mut rng = Rng::new(seed);
    const LETTERS: &[u8] = b"abcdefghijklmnopqrstuvwxyz0123456789";
    let rand: String = (0..6)
        .map(|_| char::from(LETTERS[rng.below(LETTERS.len())]))
        .collect();
    format!("{stamp}-{rand}")
}

/// The file name of a game record filed by a console:
/// `t<table>-r<round>-g<game>-<time>-<random>.json`.
pub fn game_file_name(table: &str, round: Option<u32>, game: &str, stamp: &str) -> String {
    let part = |s: &str| -> String {
        let s: String = s
            .trim()
            .chars()
            .filter(char::is_ascii_alphanumeric)
            .take(8)
            .collect();
        if s.is_empty() { "0".to_owned() } else { s }
    };
    format!(
        "t{}-r{}-g{}-{}.json",
        part(table),
        round.map_or_else(|| "0".to_owned(), |r| r.to_string()),
        part(game),
        unique_part(stamp)
    )
}

/// Writes a new file into `dir` under a name from `name` (called again for
/// a new random part should the name be taken). Returns the file's name.
pub fn write_unique(
    dir: &Path,
    bytes: &[u8],
    name: impl Fn() -> String,
) -> Result<String, StorageError> {
    let mut last = None;
    for _ in 0..8 {
        let n = name();
        match mafia_store::storage::write_new(&dir.join(&n), bytes) {
            Ok(()) => return Ok(n),
            Err(e @ StorageError::Exists { .. }) => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or(StorageError::Exists {
        path: dir.to_path_buf(),
    }))
}

/// A table's request to the head judge, one file in `requests/`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Request {
    pub table: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The table's judge, who asked.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub judge: String,
    /// When it was written (local time, `20261202-141503-123`).
    pub written: String,
    pub change: Change,
}

/// Writes a table's request as a new file; returns its name.
pub fn file_request(folder: &Path, r: &Request) -> Result<String, TournamentError> {
    let dir = folder.join(REQUESTS);
    let text = toml::to_string_pretty(r)
        .map_err(|e| TournamentError::make(super::Making::toml(&dir), &e))?;
    let round = r.round.map_or_else(|| "0".to_owned(), |x| x.to_string());
    let name = write_unique(&dir, text.as_bytes(), || {
        format!("t{}-r{round}-{}.toml", r.table, unique_part(&r.written))
    })?;
    Ok(name)
}

/// The head's answer to a request (`requests/done/<name>`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Answer {
    pub merged: bool,
    /// Why not (typed; the window says it in the judge's language).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<Refused>,
    pub at: String,
}

/// A request found in the folder, with the head's answer if there is one.
#[derive(Debug, Clone, PartialEq)]
pub struct RequestFile {
    pub file: String,
    pub request: Result<Request, Text>,
    pub answer: Option<Answer>,
    /// Named in `tournament.toml`'s `requests_done`.
    pub handled: bool,
}

/// Every request in `requests/` (sorted by name) with its answer.
pub fn read_requests(folder: &Path, d: &Description) -> Vec<RequestFile> {
    let dir = folder.join(REQUESTS);
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .flatten()
        .filter(|e| e.file_type().is_ok_and(|t| t.is_file()))
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".toml") && !is_engine_file(n) && conflict_original(n).is_none())
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|file| {
            let path = dir.join(&file);
            let request = read_toml::<Request>(&path);
            let answer = read_toml::<Answer>(&dir.join(DONE).join(&file)).ok();
            RequestFile {
                handled: d.requests_done.iter().any(|x| x.file == file),
                file,
                request,
                answer,
            }
        })
        .collect()
}

fn read_toml<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, mafia_words::Text> {
    let bytes =
        mafia_store::storage::read_capped(path, mafia_store::storage::RULESET_LIMIT, "a request")
            .map_err(|e| mafia_words::i18n::Words::text(&mafia_store::i18n::Core(&e)))?;
    let text = super::utf8(path, bytes).map_err(|e| mafia_words::i18n::Words::text(&e))?;
    mafia_core::ruleset::from_toml(&text)
        .map_err(|p| mafia_words::i18n::Words::text(&TournamentError::file(path, p)))
}

/// One request the head's merge handled, and how.
#[derive(Debug, Clone, PartialEq)]
pub struct Merged {
    pub file: String,
    pub outcome: Result<(), Refused>,
}

/// The head's merge: every request not handled yet goes into
/// `tournament.toml` (under its lock, into the copy on disk), its name into
/// `requests_done` in the same write, then the answer files are written.
/// A kill between the two leaves the answers to be written on the next
/// read; a request is never merged twice.
pub fn merge_requests(folder: &Path) -> Result<Vec<Merged>, TournamentError> {
    let path = folder.join(DESCRIPTION);
    let (d, _) = read_description(&path)?;
    let waiting: Vec<RequestFile> = read_requests(folder, &d)
        .into_iter()
        .filter(|r| !r.handled || r.answer.is_none())
        .collect();
    if waiting.is_empty() {
        return Ok(Vec::new());
    }
    let lock = FileLock::acquire(&path)?;
    remove_temps_locked(folder, DESCRIPTION);
    let (mut d, _) = read_description(&path)?;
    let mut merged = Vec::new();
    let mut changed = false;
    let penalties = known_penalties(&d);
    for r in &waiting {
        if d.requests_done.iter().any(|x| x.file == r.file) {
            continue;
        }
        let outcome = match &r.request {
            // Not readable (yet: a copy still arriving on a file system
            // without atomic new files): left for a later read, and shown
            // as it is in the window; never marked done unread.
            Err(_) => continue,
            Ok(req) => match &req.change {
                Change::Substitute { table, .. } if *table != req.table => {
                    Err(Refused::OtherTable { table: *table })
                }
                Change::Accept { .. }
                | Change::DecideCut { .. }
                | Change::RefuseGame { .. }
                | Change::SetJudge { .. }
                | Change::RemoveJudge { .. } => Err(Refused::HeadOnly),
                c => apply(&mut d, c, penalties.as_deref()).map(drop),
            },
        };
        d.requests_done.push(super::description::DoneRequest {
            file: r.file.clone(),
            refused: outcome.as_ref().err().cloned(),
        });
        changed = true;
        merged.push(Merged {
            file: r.file.clone(),
            outcome,
        });
    }
    if changed {
        d.save(folder)?;
    }
    drop(lock);
    // The answers: for what was merged now and what a kill left unanswered,
    // from what `tournament.toml` says of each.
    let at = stamp_now();
    for r in &waiting {
        let Some(done) = d.requests_done.iter().find(|x| x.file == r.file) else {
            continue;
        };
        if r.answer.is_some() {
            continue;
        }
        let answer = Answer {
            merged: done.refused.is_none(),
            refused: done.refused.clone(),
            at: at.clone(),
        };
        let text = toml::to_string_pretty(&answer)
            .map_err(|e| TournamentError::make(super::Making::toml(Path::new(&r.file)), &e))?;
        match mafia_store::storage::write_new(
            &folder.join(REQUESTS).join(DONE).join(&r.file),
            text.as_bytes(),
        ) {
            Ok(()) | Err(StorageError::Exists { .. }) => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok(merged)
}

/// What a table's console says about itself (`tables/table-N.toml`; only
/// that console writes it).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct TableStatus {
    pub table: u32,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub judge: String,
    /// The game on the table (its number in the seating), if any.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub game: String,
    /// The game on the table is over.
    #[serde(default)]
    pub finished: bool,
    /// When the console wrote this (local time).
    pub updated: String,
}

/// The status file's path for a table.
pub fn status_path(folder: &Path, table: u32) -> PathBuf {
    folder.join(TABLES).join(format!("table-{table}.toml"))
}

/// A table's console writes its status (its own file, replaced whole).
pub fn write_status(folder: &Path, s: &TableStatus) -> Result<(), TournamentError> {
    let path = status_path(folder, s.table);
    let text = toml::to_string_pretty(s)
        .map_err(|e| TournamentError::make(super::Making::toml(&path), &e))?;
    Ok(mafia_store::storage::write_atomic(&path, text.as_bytes())?)
}

/// What the head's window shows of one table.
#[derive(Debug, Clone, PartialEq)]
pub struct TableView {
    pub table: u32,
    pub judge: String,
    /// What the table said last (its status file), if it said anything.
    pub status: Option<TableStatus>,
    /// Game records of this table in `games/`.
    pub games: usize,
    /// The newest time of this table's files (its status, games, requests).
    pub heard: Option<std::time::SystemTime>,
    /// The next game of the seating at this table without a record.
    pub next: Option<u32>,
}

/// Every table of the tournament (the seating's, the judges', the status
/// files'), with what its files say.
pub fn tables(folder: &super::Folder) -> Vec<TableView> {
    let d = &folder.description;
    let mut ids: Vec<u32> = d
        .seating
        .iter()
        .map(|e| e.table)
        .chain(d.judges.iter().map(|j| j.table))
        .chain(1..=d.tables)
        .collect();
    let status_dir = folder.path.join(TABLES);
    let statuses: Vec<(TableStatus, Option<std::time::SystemTime>)> =
        std::fs::read_dir(&status_dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| {
                let n = e.file_name().to_string_lossy().into_owned();
                n.starts_with("table-") && n.ends_with(".toml") && conflict_original(&n).is_none()
            })
            .filter_map(|e| {
                let s = read_toml::<TableStatus>(&e.path()).ok()?;
                Some((s, modified(&e.path())))
            })
            .collect();
    ids.extend(statuses.iter().map(|(s, _)| s.table));
    ids.sort_unstable();
    ids.dedup();
    let prefix = |t: u32| format!("t{t}-");
    let times_in = |dir: &Path, t: u32| -> Vec<std::time::SystemTime> {
        std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .filter(|e| e.file_name().to_string_lossy().starts_with(&prefix(t)))
            .filter_map(|e| modified(&e.path()))
            .collect()
    };
    ids.into_iter()
        .filter(|t| *t > 0)
        .map(|t| {
            let status = statuses.iter().find(|(s, _)| s.table == t);
            let mut heard: Vec<std::time::SystemTime> = times_in(&folder.path.join(GAMES), t);
            heard.extend(times_in(&folder.path.join(REQUESTS), t));
            heard.extend(status.and_then(|(_, m)| *m));
            let round = next_game_at(folder, t).map_or(1, |(_, e)| e.round);
            TableView {
                table: t,
                judge: d.judge(t, round).unwrap_or_default().to_owned(),
                status: status.map(|(s, _)| s.clone()),
                games: folder
                    .games
                    .iter()
                    .filter(|g| g.record.meta.table.trim() == t.to_string())
                    .count(),
                heard: heard.into_iter().max(),
                next: next_game_at(folder, t).map(|(n, _)| n),
            }
        })
        .collect()
}

fn modified(p: &Path) -> Option<std::time::SystemTime> {
    std::fs::metadata(p).and_then(|m| m.modified()).ok()
}

/// The first game of the seating at `table` that no record holds yet,
/// with its number (round by round, table by table, from 1).
pub fn next_game_at(folder: &super::Folder, table: u32) -> Option<(u32, &SeatingEntry)> {
    folder
        .description
        .numbered_games()
        .into_iter()
        .enumerate()
        .filter(|(_, e)| e.table == table)
        .find(|(k, e)| {
            let number = (k + 1).to_string();
            let t = e.table.to_string();
            !folder
                .games
                .iter()
                .any(|g| g.record.meta.game.trim() == number && g.record.meta.table.trim() == t)
        })
        .map(|(k, e)| (u32::try_from(k + 1).unwrap_or(u32::MAX), e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sync_engines_conflict_copies_are_known_by_name() {
        assert_eq!(
            conflict_original("tournament.sync-conflict-20261202-141503-ABCDEFG.toml").as_deref(),
            Some("tournament.toml")
        );
        assert_eq!(
            conflict_original("t1-r1-g1-x.sync-conflict-20261202-141503-ABCDEFG.json").as_deref(),
            Some("t1-r1-g1-x.json")
        );
        assert_eq!(
            conflict_original("tournament (Alice's conflicted copy 2026-12-02).toml").as_deref(),
            Some("tournament.toml")
        );
        assert_eq!(
            conflict_original("tournament (conflicted copy 2026-12-02 141503).toml").as_deref(),
            Some("tournament.toml")
        );
        assert_eq!(conflict_original("tournament.toml"), None);
        assert_eq!(conflict_original("game (2).json"), None);
    }

    #[test]
    fn the_sync_engines_own_files_are_never_read_as_ours() {
        for n in [
            ".syncthing.tournament.toml.tmp",
            "~syncthing~game.json.tmp",
            ".stfolder",
            ".stversions",
            ".stignore",
            ".tournament.toml.lock",
            ".tournament.toml.a1b2c3.tmp",
        ] {
            assert!(is_engine_file(n), "{n}");
        }
        for n in ["tournament.toml", "t1-r1-g1-x.json", "table-1.toml"] {
            assert!(!is_engine_file(n), "{n}");
        }
        assert!(!is_relevant(Path::new("/t/.stversions/games/a.json")));
        assert!(is_relevant(Path::new("/t/games/a.json")));
    }

    #[test]
    fn two_games_filed_in_one_second_get_two_names() {
        let a = game_file_name("2", Some(1), "4", "20261202-141503-123");
        let b = game_file_name("2", Some(1), "4", "20261202-141503-123");
        assert_ne!(a, b);
        assert!(a.starts_with("t2-r1-g4-20261202-141503-123-"), "{a}");
    }
}
