//! `tournament.toml`: what the organiser and the head judge write down about a
//! tournament. Nothing computed is stored here (see `super::standings`).

use super::TournamentError;
use super::nick::{nick_key, same_nick};
use mafia_core::ruleset::{Expected, Problem};
use mafia_core::storage::StorageError;
use mafia_store::session::Record;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A player of the tournament: the nickname written in the game records, with
/// an optional club and city.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct PlayerEntry {
    pub nick: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub club: String,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub city: String,
}

/// The judge of a table (for all rounds, or from `round` on).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct JudgeEntry {
    pub table: u32,
    pub judge: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
}

/// Who sits where in one game of the seating: seat 1 first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatingEntry {
    pub round: u32,
    pub table: u32,
    pub seats: Vec<String>,
}

/// A tournament penalty the judge entered, with its reason.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PenaltyEntry {
    pub player: String,
    /// A penalty id from the ruleset's `[[tournament.penalties]]`.
    pub penalty: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// For lateness: how many minutes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub minutes: Option<u32>,
    pub reason: String,
}

/// A stage of the tournament (a qualifying, a semifinal, a final): the
/// stages take the rounds of the seating one after another, the first
/// `rounds` rounds the first stage, and so on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct StageEntry {
    pub name: String,
    /// Rounds of this stage (every player plays at most once a round).
    pub rounds: u32,
    pub tables: u32,
    /// Games each player of the stage plays (the seed's «гарантированные игры»).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub games_per_player: u32,
    /// How many of the stage's standings go through to the next stage (0:
    /// the last stage).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub cut: u32,
}

/// A game the check against the seating held back, counted because the head
/// judge accepted it: the file, what was found (`case`, as the standings
/// name it) and the record's digest, so a file changed after the decision is
/// held again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AcceptedEntry {
    pub file: String,
    pub case: String,
    pub digest: String,
}

/// A game the check against the seating held that the head judge refused
/// (`[[refused]]`): the file as it was named in `games/`, its digest, what
/// was found (`cases`, as the standings name them), and where the file was
/// moved (inside the tournament folder). A file of this name and digest
/// found in `games/` again (brought back by a sync engine) stays out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RefusedEntry {
    pub file: String,
    pub digest: String,
    pub cases: Vec<String>,
    pub moved_to: String,
}

/// How the head judge broke a tie at a stage's cut the tie-breaks leave
/// (the regulation's draw by lot, or an extra game between the tied).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CutBy {
    Lot,
    ExtraGame,
}

/// The head judge's decision of a tie at a stage's cut (`[[cut_decisions]]`):
/// the players tied as the decision saw them and those of them who go
/// through. It holds while the same players are tied there; a game filed
/// or taken back that changes the tie makes it undecided again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CutDecision {
    /// The stage whose cut it decides (from 1).
    pub stage: u32,
    pub by: CutBy,
    pub tied: Vec<String>,
    pub through: Vec<String>,
}

/// The description of a tournament (`tournament.toml`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Description {
    pub name: String,
    /// The ruleset id every game is played under.
    pub ruleset: String,
    /// The console that wrote the file (`mafia-judge 0.1.0`): every save
    /// stamps this build's; absent in files before it.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub made_by: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub dates: Vec<String>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub head_judge: String,
    #[serde(default)]
    pub tables: u32,
    #[serde(default)]
    pub rounds: u32,
    /// The `N` of the first-killed compensation when it is not every player's
    /// own number of games (0: the ruleset's, or count each player's games).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub games_per_player: u32,
    /// The standings are closed from this round on (the projector stops showing them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub closed_from_round: Option<u32>,
    #[serde(default)]
    pub players: Vec<PlayerEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub judges: Vec<JudgeEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub seating: Vec<SeatingEntry>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<PenaltyEntry>,
    /// The tables' requests the head judge's console has merged (or
    /// refused), by file name (`requests/…`), written in the same save as
    /// the change they made: a request is never merged twice.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requests_done: Vec<DoneRequest>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stages: Vec<StageEntry>,
    /// Games held by the check against the seating that the head judge let count.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accepted: Vec<AcceptedEntry>,
    /// Games held by the check that the head judge refused: their files
    /// moved aside (`refused/`), never deleted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub refused: Vec<RefusedEntry>,
    /// Ties at a stage's cut the head judge decided by the regulation.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cut_decisions: Vec<CutDecision>,
    /// The rating sites' ids of the tournament (`[sites]`), for the exports.
    #[serde(default, skip_serializing_if = "super::ids::SiteIds::is_empty")]
    pub sites: super::ids::SiteIds,
}

/// A table's request the head's console handled.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DoneRequest {
    pub file: String,
    /// Why it was not merged (None: it was).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refused: Option<super::sync::Refused>,
}

/// The problem to name when a newer console wrote `text` (its top-level
/// `made_by`), read leniently: the file did not parse as this build's.
fn newer_maker(text: &str) -> Option<Problem> {
    #[derive(Deserialize)]
    struct Maker {
        made_by: Option<String>,
    }
    mafia_store::made_by::newer_problem(&toml::from_str::<Maker>(text).ok()?.made_by?)
}

fn is_zero(x: &u32) -> bool {
    *x == 0
}

impl Description {
    /// Reads a description; `file` names it in errors (with the key).
    pub fn from_toml(file: &Path, text: &str) -> Result<Description, TournamentError> {
        let err = |p: Problem| TournamentError::file(file, p);
        let d: Description = mafia_core::ruleset::from_toml(text).map_err(|p| {
            // A key this build does not know, in a file a newer console
            // wrote: say which version to open it with.
            err(newer_maker(text).unwrap_or(p))
        })?;
        if d.name.trim().is_empty() {
            return Err(err(
                Problem::new("name", Expected::TournamentName).found_opt(None)
            ));
        }
        if d.ruleset.trim().is_empty() {
            return Err(err(
                Problem::new("ruleset", Expected::RulesetId).found_opt(None)
            ));
        }
        // A set of the nicknames seen (as compared: trimmed, lower case),
        // so a federation's list of thousands is checked in one pass.
        let mut seen = std::collections::HashSet::with_capacity(d.players.len());
        for (i, p) in d.players.iter().enumerate() {
            let key = format!("players[{i}].nick");
            if p.nick.trim().is_empty() {
                return Err(err(Problem::new(key, Expected::Nickname).found_opt(None)));
            }
            if !seen.insert(nick_key(&p.nick)) {
                return Err(err(
                    Problem::new(key, Expected::UniqueNickname).found_text(&p.nick)
                ));
            }
        }
        Ok(d)
    }

    /// The description as TOML text, stamped with this build's `made_by`.
    pub fn to_toml(&self) -> Result<String, TournamentError> {
        let stamped;
        let d = if self.made_by == mafia_store::made_by::MADE_BY {
            self
        } else {
            stamped = Description {
                made_by: mafia_store::made_by::MADE_BY.to_owned(),
                ..self.clone()
            };
            &stamped
        };
        toml::to_string_pretty(d).map_err(|e| {
            TournamentError::make(super::Making::toml(Path::new(super::DESCRIPTION)), &e)
        })
    }

    /// Saves the description into a tournament folder through a temp file; the
    /// file it replaces is kept as `tournament.toml.bak`. A description
    /// larger than a tournament folder is read with is refused, nothing written.
    pub fn save(&self, folder: &Path) -> Result<(), TournamentError> {
        let text = self.checked_toml(folder)?;
        Description::save_toml(folder, &text)
    }

    /// The description as TOML text, refused when `tournament.toml` would be
    /// larger than it is read with ([`mafia_store::storage::TOURNAMENT_LIMIT`]).
    pub fn checked_toml(&self, folder: &Path) -> Result<String, TournamentError> {
        let text = self.to_toml()?;
        mafia_store::storage::fits_limit(
            &folder.join(super::DESCRIPTION),
            text.len(),
            mafia_store::storage::TOURNAMENT_LIMIT,
            "a tournament description",
        )?;
        Ok(text)
    }

    /// Writes the text of [`Description::checked_toml`] as [`Description::save`] does.
    pub fn save_toml(folder: &Path, text: &str) -> Result<(), TournamentError> {
        let path = folder.join(super::DESCRIPTION);
        if path.exists() {
            // The copy is written as safely as the file: a kill in the
            // middle leaves the previous copy, never half of one.
            let bak = folder.join(format!("{}.bak", super::DESCRIPTION));
            keep_copy(&path, &bak)?;
        }
        Ok(mafia_store::storage::write_atomic(&path, text.as_bytes())?)
    }

    /// Adds a pasted or CSV list of players, one a line, `nick[, club[,
    /// city]]` (commas, semicolons or tabs; a header line `nick,...` is
    /// skipped). A nickname already in the list is not added twice. Returns
    /// the new entries.
    pub fn import_players(&mut self, text: &str) -> Result<Vec<PlayerEntry>, TournamentError> {
        let mut reader = super::pasted_table(text);
        let mut added = Vec::new();
        let mut seen = self.nick_keys();
        for (i, rec) in reader.records().enumerate() {
            let rec = rec.map_err(|_| TournamentError::Line { line: i + 1 })?;
            let nick = rec.get(0).unwrap_or("").trim();
            if nick.is_empty()
                || (i == 0 && matches!(nick.to_lowercase().as_str(), "nick" | "nickname"))
                || !seen.insert(nick_key(nick))
            {
                continue;
            }
            let p = PlayerEntry {
                nick: nick.to_owned(),
                club: rec.get(1).unwrap_or("").trim().to_owned(),
                city: rec.get(2).unwrap_or("").trim().to_owned(),
            };
            self.players.push(p.clone());
            added.push(p);
        }
        Ok(added)
    }

    /// The players' nicknames as [`same_nick`] compares them: one look-up
    /// a nickname, not a search of the list.
    pub fn nick_keys(&self) -> std::collections::HashSet<String> {
        self.players.iter().map(|p| nick_key(&p.nick)).collect()
    }

    /// Is this nickname one of the tournament's players?
    pub fn player(&self, nick: &str) -> Option<&PlayerEntry> {
        self.players.iter().find(|p| same_nick(&p.nick, nick))
    }

    /// The games of the seating in the order they are numbered: round by
    /// round, table by table. Game number k (from 1) is entry k-1.
    pub fn numbered_games(&self) -> Vec<&SeatingEntry> {
        let mut v: Vec<&SeatingEntry> = self.seating.iter().collect();
        v.sort_by_key(|e| (e.round, e.table));
        v
    }

    /// The round of a game record, from its number and table in the seating.
    pub fn round_of(&self, game: &str, table: &str) -> Option<u32> {
        let k: usize = game.trim().parse().ok()?;
        let e = self.numbered_games().get(k.checked_sub(1)?).copied()?;
        (table.trim().is_empty() || table.trim() == e.table.to_string()).then_some(e.round)
    }

    /// The judge of a table in a round.
    pub fn judge(&self, table: u32, round: u32) -> Option<&str> {
        self.judges
            .iter()
            .filter(|j| j.table == table && j.round.is_none_or(|r| r <= round))
            .max_by_key(|j| j.round.unwrap_or(0))
            .map(|j| j.judge.as_str())
    }
}

/// The seating's round of a game: its header's game number k is the k-th
/// game of the seating (round by round, table by table).
pub fn round_of(desc: &Description, record: &Record) -> Option<u32> {
    let k = record.meta.game.trim().parse::<u32>().ok()?;
    let e = desc
        .numbered_games()
        .get(usize::try_from(k).ok()?.checked_sub(1)?)
        .copied()?;
    match record.meta.table.trim().parse::<u32>().ok() {
        Some(t) if t != e.table => None,
        _ => Some(e.round),
    }
}

/// Copies `path` to `bak` before it is replaced, through a temp file as
/// well: a kill leaves the previous copy whole.
pub(super) fn keep_copy(path: &Path, bak: &Path) -> Result<(), StorageError> {
    let old = std::fs::read(path).map_err(|source| StorageError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    mafia_store::storage::write_atomic(bak, &old)
}
