//! The tournament window's state: the folder the judge opened, what was read
//! from it and the standings computed from its games (never stored), and
//! what the judge changes in it: game records brought from other consoles,
//! tournament penalties with their reasons, the closing of the standings
//! for the hall, the player list, the seating. Every change is written to
//! `tournament.toml` through a temp file (the previous one kept as `.bak`),
//! then the folder is read again.

use super::JudgeApp;
use crate::audience::BetweenGames;
use crate::i18n::msg;
use crate::ruleset::Ruleset;
use crate::tournament::players::Registry;
use crate::tournament::seating::{self, Quality};
use crate::tournament::sync::{self, Change, Conflict, Keep, RequestFile, Role, TableView};
use crate::tournament::{
    Brought, Folder, PenaltyEntry, SeatingEntry, Standings, bring_games, hall, open_versioned,
    standings,
};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, TryRecvError};

/// What the system dialog is asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// The tournament folder to open.
    Tournament,
    /// Game records (several files) to add.
    GameFiles,
    /// A folder of game records to add (a USB stick, a shared folder).
    GameFolder,
    /// The folder the exports go into.
    ExportFolder,
}

/// What the judge does in the tournament window.
#[derive(Debug, Clone, PartialEq)]
pub enum TournamentCmd {
    /// Show or hide the window.
    ToggleWindow,
    /// Open the tournament folder at this path (as typed).
    Open(String),
    /// Read the folder again (games added from other consoles).
    Reload,
    /// Ask the system dialog (on its own thread) for a folder or files.
    Browse(Pick),
    /// Add these game records (files, or folders of them) to the tournament.
    AddGames(Vec<PathBuf>),
    /// A tournament penalty the judge entered, with its reason.
    AddPenalty(PenaltyEntry),
    /// Take back the penalty at this index of the description.
    RemovePenalty(usize),
    /// Close the standings for the hall from this round on (None: open them).
    CloseStandings(Option<u32>),
    /// A pasted or CSV list of players (`nick[, club[, city]]`).
    ImportPlayers(String),
    /// A seating for the first `players` of the list (placeholders beyond
    /// it) at `tables` tables over `rounds` rounds, to look at before saving.
    GenerateSeating {
        players: u32,
        tables: u32,
        rounds: u32,
    },
    /// A pasted or CSV seating (`round, table, seat 1, seat 2, ...`), to
    /// look at before saving.
    ImportSeating(String),
    /// Write the seating on show into the tournament.
    SaveSeating,
    /// Drop the seating on show.
    DropSeating,
    /// Count a game the check against the seating holds (every case found
    /// in this file), stored in `tournament.toml`'s `[[accepted]]`.
    Accept(String),
    /// The seating of stage N (from 1) for those who passed the stage
    /// before, to look at before saving.
    StageSeating(usize),
    /// Create a tournament folder (from the start screen) and open it.
    Create(Box<NewTournament>),
    /// Whose console this is (None: ask again).
    SetRole(Option<Role>),
    /// Keep one file of a sync engine's conflict; the other goes to `trash/`.
    Resolve(Conflict, Keep),
    /// A substitute takes a player's seat in a game of the seating.
    Substitute {
        round: u32,
        table: u32,
        out: String,
        into: String,
    },
    /// The export section (`app/tournament_export.rs`).
    Export(super::tournament_export::ExportCmd),
}

/// What the start screen's "new tournament" form gives: the folder and the
/// first lines of its description (the rest is added in the tournament
/// window: players, seating, judges).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NewTournament {
    /// The folder to create (must not hold a tournament yet).
    pub folder: String,
    pub name: String,
    /// The ruleset id every game is played under.
    pub ruleset: String,
    /// The first day (`2026-11-30`), empty if not known yet.
    pub date: String,
    pub head_judge: String,
}

/// The next game of the seating that has no record yet: what the new-game
/// form takes in one click.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextGame {
    /// Its number in the seating (from 1: round by round, table by table).
    pub number: usize,
    pub round: u32,
    pub table: u32,
    /// The ruleset id of the tournament.
    pub ruleset: String,
    /// Nicknames, seat 1 first.
    pub seats: Vec<String>,
    /// The protocol header: tournament, date, table, game number, judge.
    pub meta: crate::session::Meta,
}

/// Where a new tournament's folder goes when the judge names none:
/// `<data dir>/tournaments/<name>` (the name made safe for a file name).
pub fn default_folder(name: &str) -> String {
    let safe: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '.' {
                c
            } else {
                '-'
            }
        })
        .collect();
    let safe = if safe.trim_matches('-').is_empty() {
        "tournament".to_owned()
    } else {
        safe
    };
    crate::storage::data_dir().map_or_else(
        |_| safe.clone(),
        |d| d.join("tournaments").join(&safe).display().to_string(),
    )
}

impl Loaded {
    /// The first game of the seating that no record in the folder holds yet
    /// ([`crate::tournament::Folder::next_game`]), with its header filled in.
    pub fn next_game(&self) -> Option<NextGame> {
        let d = &self.folder.description;
        // A table's console: its own table's next game.
        let (number, e) = match self.role.and_then(Role::table) {
            Some(t) => sync::next_game_at(&self.folder, t)?,
            None => self.folder.next_game()?,
        };
        Some(NextGame {
            number: usize::try_from(number).unwrap_or(usize::MAX),
            round: e.round,
            table: e.table,
            ruleset: d.ruleset.clone(),
            seats: e.seats.clone(),
            meta: crate::session::Meta {
                tournament: d.name.clone(),
                stage: String::new(),
                date: d.dates.first().cloned().unwrap_or_default(),
                table: e.table.to_string(),
                game: number.to_string(),
                judge: d
                    .judge(e.table, e.round)
                    .unwrap_or(&d.head_judge)
                    .to_owned(),
                draw_seed: None,
                round: Some(e.round),
                // The tournament's own ids stay in `tournament.toml`; the
                // export puts a game's own over them.
                sites: Default::default(),
            },
        })
    }
}

/// A tournament folder as read, with its standings.
pub struct Loaded {
    pub folder: Folder,
    /// The judge's standings: every game, whether or not they are closed.
    pub standings: Standings,
    /// What the hall sees between games (closed standings stay closed).
    pub hall: BetweenGames,
    /// The tournament's ruleset (its penalties, its number of seats).
    pub ruleset: Ruleset,
    /// The version of `tournament.toml` as read (a later save compares).
    pub version: u64,
    /// Whose console this is (from the settings, when the folder was read).
    pub role: Option<Role>,
    /// The sync engines' conflict copies in the folder.
    pub conflicts: Vec<Conflict>,
    /// The tables' requests, with the head's answers.
    pub requests: Vec<RequestFile>,
    /// Every table, with what its files say.
    pub tables: Vec<TableView>,
    /// How even the saved seating is (shown after saving too).
    pub quality: Quality,
    /// Per stage: who went through, once the stage is finished.
    pub cuts: Vec<Option<Vec<String>>>,
    /// The statistics of its games (win rate by role for the chart).
    pub stats: crate::tournament::stats::Stats,
    /// The first players' points over the rounds (the judge's standings).
    pub progress: crate::tournament::progress::PointsOverRounds,
}

/// A seating generated or imported, not saved yet.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatingDraft {
    pub seating: Vec<SeatingEntry>,
    pub quality: Quality,
    /// A stage's seating (from 1): it replaces that stage's rounds only.
    pub stage: Option<usize>,
}

/// The window and the open tournament.
#[derive(Default)]
pub struct TournamentPanel {
    pub open: bool,
    pub loaded: Option<Loaded>,
    /// Why the last open failed (names the file).
    pub error: Option<String>,
    /// What became of the files the judge brought last.
    pub brought: Vec<Brought>,
    /// The seating on show before it is saved.
    pub draft: Option<SeatingDraft>,
    /// What the last change said (players imported, seating saved), or why
    /// it was not made.
    pub note: Option<(String, bool)>,
    /// The club's players, for nickname completion (read from the data folder).
    pub registry: Registry,
    registry_from: Option<PathBuf>,
    picker: Option<(Pick, Receiver<Vec<PathBuf>>)>,
    /// The folder being watched for other laptops' files.
    watch: Option<(PathBuf, crate::storage::watch::FolderWatch)>,
    /// Why the folder is not watched (said in the window).
    pub watch_error: Option<String>,
    /// What the local Syncthing says about the folder (the head's window).
    pub syncthing: Option<super::syncthing::Probe>,
    /// The red band's line about conflict copies, while it is on show.
    conflicts_said: Option<crate::ruleset::Text>,
    /// The export folder the system dialog gave (the window takes it).
    pub export_folder: Option<PathBuf>,
}

impl TournamentPanel {
    /// What the hall sees between games, when a tournament is open.
    pub fn hall(&self) -> Option<&BetweenGames> {
        self.loaded.as_ref().map(|l| &l.hall)
    }

    /// The system dialog is open.
    pub fn picking(&self) -> bool {
        self.picker.is_some()
    }

    /// The folder is watched (other laptops' files are read as they come).
    pub fn watching(&self) -> bool {
        self.watch.is_some()
    }
}

/// Opens the system dialog (`picker`); without a portal it answers nothing,
/// and the path field stays.
fn spawn_picker(pick: Pick, start: Option<PathBuf>) -> std::io::Result<Receiver<Vec<PathBuf>>> {
    use super::picker::{Ask, Dialog};
    let dialog = match pick {
        Pick::Tournament | Pick::GameFolder | Pick::ExportFolder => Dialog::new(Ask::Folder),
        Pick::GameFiles => Dialog::new(Ask::Files).listing("JSON", &["json"]),
    };
    dialog.in_dir(start.as_deref()).spawn("tournament-dialog")
}

impl JudgeApp {
    pub fn run_tournament(&mut self, c: TournamentCmd) {
        let lang = self.settings.lang;
        match c {
            TournamentCmd::ToggleWindow => self.tournament.open = !self.tournament.open,
            TournamentCmd::Open(path) => {
                self.tournament.brought.clear();
                self.tournament.draft = None;
                self.tournament.note = None;
                self.open_tournament(Path::new(path.trim()));
            }
            TournamentCmd::Reload => self.reload_tournament(),
            TournamentCmd::Browse(pick) => {
                let start = self.tournament_path();
                match spawn_picker(pick, start) {
                    Ok(rx) => self.tournament.picker = Some((pick, rx)),
                    Err(e) => {
                        self.error_text(
                            msg::FileDialogFailed {
                                error: e.to_string(),
                            }
                            .text(),
                        );
                    }
                }
            }
            TournamentCmd::AddGames(paths) => {
                let Some(l) = &self.tournament.loaded else {
                    return;
                };
                self.tournament.brought =
                    bring_games(&l.folder.path, &l.folder.description.ruleset, &paths);
                self.reload_tournament();
            }
            TournamentCmd::AddPenalty(p) => {
                if p.reason.trim().is_empty() || p.player.trim().is_empty() {
                    self.tournament.note = Some((
                        crate::i18n::msg::TournamentPenaltyNeedsReason
                            .get(lang)
                            .into(),
                        true,
                    ));
                    return;
                }
                self.change_description(|_| Ok((vec![Change::AddPenalty { penalty: p }], None)));
            }
            TournamentCmd::RemovePenalty(i) => self.change_description(|d| {
                Ok((
                    d.penalties
                        .get(i)
                        .map(|p| Change::RemovePenalty { penalty: p.clone() })
                        .into_iter()
                        .collect(),
                    None,
                ))
            }),
            TournamentCmd::CloseStandings(round) => self.change_description(|_| {
                Ok((vec![Change::CloseStandings { from_round: round }], None))
            }),
            TournamentCmd::ImportPlayers(text) => {
                let Some(l) = &self.tournament.loaded else {
                    return;
                };
                let mut next = l.folder.description.clone();
                match next.import_players(&text) {
                    Ok(added) => {
                        // The club's list first, then the tournament (as
                        // `players --import`): a stop between the two
                        // leaves no tournament player the club lacks, and
                        // the same list again completes the tournament.
                        self.add_to_registry(&added);
                        let said = msg::TournamentPlayersImported { count: added.len() }.get(lang);
                        self.change_description(|_| {
                            Ok((vec![Change::AddPlayers { players: added }], Some(said)))
                        });
                    }
                    Err(e) => self.not_saved(&e),
                }
            }
            TournamentCmd::SetRole(role) => {
                self.settings.tournament_role = role;
                self.tournament.syncthing = None;
                self.reload_tournament();
            }
            TournamentCmd::Resolve(c, keep) => {
                let Some(path) = self.tournament_path() else {
                    return;
                };
                self.tournament.note = Some(match sync::resolve(&path, &c, keep) {
                    Ok(to) => (
                        msg::SyncConflictResolved {
                            path: to.display().to_string(),
                        }
                        .get(lang),
                        false,
                    ),
                    Err(e) => (crate::i18n::storage_error(&e).get(lang).to_owned(), true),
                });
                self.open_tournament(&path);
            }
            TournamentCmd::Substitute {
                round,
                table,
                out,
                into,
            } => self.change_description(|_| {
                Ok((
                    vec![Change::Substitute {
                        round,
                        table,
                        out,
                        into,
                    }],
                    None,
                ))
            }),
            TournamentCmd::GenerateSeating {
                players,
                tables,
                rounds,
            } => {
                let Some(l) = &self.tournament.loaded else {
                    return;
                };
                let d = &l.folder.description;
                // Sizes that cannot be a tournament: said before any work.
                let sizes = seating::check_sizes(players.into(), tables.into(), rounds.into());
                if let Err(e) = sizes {
                    self.tournament.note =
                        Some((crate::i18n::seating_error(self.settings.lang, &e), true));
                    return;
                }
                let names: Vec<String> = (0..players as usize)
                    .map(|i| {
                        d.players.get(i).map_or_else(
                            || msg::TournamentPlaceholderPlayer { n: i + 1 }.get(lang),
                            |p| p.nick.clone(),
                        )
                    })
                    .collect();
                let size = usize::from(l.ruleset.players.default);
                match seating::generate(&names, tables, size, rounds, self.now()) {
                    Ok(s) => {
                        self.tournament.draft = Some(SeatingDraft {
                            quality: seating::quality(&names, &s),
                            seating: s,
                            stage: None,
                        });
                        self.tournament.note = None;
                    }
                    Err(e) => {
                        self.tournament.note =
                            Some((crate::i18n::seating_error(self.settings.lang, &e), true));
                    }
                }
            }
            TournamentCmd::ImportSeating(text) => match seating::import(&text) {
                Ok(s) => {
                    let players: Vec<String> = self
                        .tournament
                        .loaded
                        .as_ref()
                        .map(|l| {
                            l.folder
                                .description
                                .players
                                .iter()
                                .map(|p| p.nick.clone())
                                .collect()
                        })
                        .unwrap_or_default();
                    self.tournament.draft = Some(SeatingDraft {
                        quality: seating::quality(&players, &s),
                        seating: s,
                        stage: None,
                    });
                    self.tournament.note = None;
                }
                Err(problems) => {
                    let lang = self.settings.lang;
                    let said: Vec<String> = problems
                        .iter()
                        .map(|p| crate::i18n::seating_problem(lang, p))
                        .collect();
                    self.tournament.note = Some((said.join("\n"), true));
                }
            },
            TournamentCmd::SaveSeating => {
                let Some(draft) = self.tournament.draft.clone() else {
                    return;
                };
                self.change_description(|d| {
                    let mut next = d.clone();
                    match draft.stage {
                        Some(n) => {
                            crate::tournament::stages::replace_stage(&mut next, n, draft.seating)
                        }
                        None => next.seating = draft.seating,
                    }
                    Ok((
                        vec![Change::SetSeating {
                            tables: next.seating.iter().map(|e| e.table).max().unwrap_or(0),
                            rounds: next.seating.iter().map(|e| e.round).max().unwrap_or(0),
                            seating: next.seating,
                            was: d.seating.clone(),
                        }],
                        Some(msg::TournamentSeatingSaved.get(lang).to_owned()),
                    ))
                });
                if self.tournament.note.as_ref().is_some_and(|n| !n.1) {
                    self.tournament.draft = None;
                }
            }
            TournamentCmd::DropSeating => self.tournament.draft = None,
            TournamentCmd::Accept(file) => {
                let Some(l) = &self.tournament.loaded else {
                    return;
                };
                let take: Vec<crate::tournament::AcceptedEntry> = l
                    .standings
                    .held
                    .iter()
                    .filter(|h| h.file == file && !h.accepted)
                    .map(|h| crate::tournament::AcceptedEntry {
                        file: h.file.clone(),
                        case: h.case.id().to_owned(),
                        digest: h.digest.clone(),
                    })
                    .collect();
                if take.is_empty() {
                    return;
                }
                self.change_description(|_| {
                    Ok((
                        vec![Change::Accept { accepted: take }],
                        Some(msg::TournamentAccepted.get(lang).to_owned()),
                    ))
                });
            }
            TournamentCmd::StageSeating(n) => {
                let Some(l) = &self.tournament.loaded else {
                    return;
                };
                let d = &l.folder.description;
                match crate::tournament::stages::seating_for(
                    &l.ruleset,
                    d,
                    &l.folder.games,
                    n,
                    self.now(),
                    true,
                ) {
                    Ok((players, s)) => {
                        self.tournament.draft = Some(SeatingDraft {
                            quality: seating::quality(&players, &s),
                            seating: s,
                            stage: Some(n),
                        });
                        self.tournament.note = None;
                    }
                    Err(e) => {
                        let lang = self.settings.lang;
                        self.tournament.note = Some((crate::i18n::stage_error(lang, &e), true));
                    }
                }
            }
            TournamentCmd::Create(t) => self.create_tournament(&t),
            TournamentCmd::Export(c) => self.run_export(c),
        }
    }

    /// Creates the tournament's folder (`tournament.toml` and `games/`) and
    /// opens it. A folder that holds a tournament already is opened, never
    /// overwritten.
    fn create_tournament(&mut self, t: &NewTournament) {
        let lang = self.settings.lang;
        let folder = std::path::PathBuf::from(t.folder.trim());
        let name = t.name.trim();
        let fail = |why: String| Some(crate::i18n::msg::TournamentCreateFailed { why }.get(lang));
        if name.is_empty() || t.folder.trim().is_empty() {
            self.tournament.error =
                fail(crate::i18n::msg::TournamentCreateNeeds.get(lang).to_owned());
            return;
        }
        if folder.join(crate::tournament::DESCRIPTION).exists() {
            self.open_tournament(&folder);
            return;
        }
        let description = crate::tournament::Description {
            name: name.to_owned(),
            ruleset: t.ruleset.clone(),
            dates: if t.date.trim().is_empty() {
                Vec::new()
            } else {
                vec![t.date.trim().to_owned()]
            },
            head_judge: t.head_judge.trim().to_owned(),
            tables: 1,
            ..Default::default()
        };
        // A new file only: a tournament there by now is never replaced.
        let made = sync::create(&folder, &description);
        match made {
            Ok(()) => self.open_tournament(&folder),
            Err(e) => self.tournament.error = fail(crate::i18n::tournament_error(lang, &e)),
        }
    }

    /// The open tournament's folder.
    fn tournament_path(&self) -> Option<PathBuf> {
        self.tournament
            .loaded
            .as_ref()
            .map(|l| l.folder.path.clone())
    }

    pub(super) fn reload_tournament(&mut self) {
        if let Some(path) = self.tournament_path() {
            self.open_tournament(&path);
        }
    }

    /// Changes the description: `change` turns the copy on show into
    /// [`Change`]s (and what to tell the judge), which go into
    /// `tournament.toml` as it is on disk now, under its lock (the old file
    /// kept as `.bak`), then the folder is read again. Nothing another
    /// console wrote meanwhile is lost; a change that no longer fits is
    /// refused with why. A table's console writes no `tournament.toml`: a
    /// penalty or a substitute becomes its request to the head judge.
    fn change_description(
        &mut self,
        change: impl FnOnce(
            &crate::tournament::Description,
        )
            -> Result<(Vec<Change>, Option<String>), crate::tournament::TournamentError>,
    ) {
        let lang = self.settings.lang;
        let Some(l) = &self.tournament.loaded else {
            return;
        };
        let path = l.folder.path.clone();
        let version = l.version;
        let (changes, said) = match change(&l.folder.description) {
            Ok(c) => c,
            Err(e) => return self.not_saved(&e),
        };
        if changes.is_empty() {
            return;
        }
        if let Some(Role::Table(table)) = self.settings.tournament_role {
            let d = &l.folder.description;
            let round = l.next_game().map(|g| g.round);
            let judge = d
                .judge(table, round.unwrap_or(1))
                .unwrap_or_default()
                .to_owned();
            let mut sent = Vec::new();
            for c in changes {
                if !matches!(
                    c,
                    Change::AddPenalty { .. }
                        | Change::Substitute { .. }
                        | Change::AddPlayers { .. }
                ) {
                    self.tournament.note = Some((msg::SyncHeadOnly { table }.get(lang), true));
                    return;
                }
                let r = sync::Request {
                    table,
                    round,
                    judge: judge.clone(),
                    written: sync::stamp_now(),
                    change: c,
                };
                match sync::file_request(&path, &r) {
                    Ok(f) => sent.push(f),
                    Err(e) => return self.not_saved(&e),
                }
            }
            self.tournament.note = Some((
                msg::SyncRequestSent {
                    file: sent.join(", "),
                }
                .get(lang),
                false,
            ));
            self.open_tournament(&path);
            return;
        }
        match sync::save_changes(&path, Some(version), &changes) {
            Ok(saved) => {
                let mut lines: Vec<String> = said.into_iter().collect();
                if saved.merged {
                    lines.push(msg::SyncMergedMeanwhile.get(lang).to_owned());
                }
                let refused = !saved.refused.is_empty();
                for (_, why) in &saved.refused {
                    lines.push(
                        msg::SyncChangeRefused {
                            why: crate::i18n::sync_refused(lang, why),
                        }
                        .get(lang),
                    );
                }
                self.tournament.note = (!lines.is_empty()).then(|| (lines.join("\n"), refused));
                self.open_tournament(&path);
            }
            Err(e) => self.not_saved(&e),
        }
    }

    fn not_saved(&mut self, e: &crate::tournament::TournamentError) {
        let lang = self.settings.lang;
        let e = crate::i18n::tournament_error(lang, e);
        let why = msg::TournamentNotSaved { error: e }.get(lang);
        self.tournament.note = Some((why, true));
    }

    fn open_tournament(&mut self, path: &Path) {
        // What a console killed mid-save left here (only our temp names).
        crate::tournament::remove_stale_temps(path);
        let role = self.settings.tournament_role;
        // The head's console merges the tables' requests each time it
        // reads the folder (into tournament.toml as it is on disk now).
        if role == Some(Role::Head)
            && let Err(e) = sync::merge_requests(path)
        {
            self.not_saved(&e);
        }
        let (folder, version) = match open_versioned(path) {
            Ok(f) => f,
            Err(e) => {
                self.tournament.error = Some(crate::i18n::tournament_error(self.settings.lang, &e));
                return;
            }
        };
        let Some(rs) = self
            .rulesets
            .iter()
            .find(|r| r.id == folder.description.ruleset)
        else {
            self.tournament.error = Some(
                msg::TournamentNoRuleset {
                    file: path
                        .join(crate::tournament::DESCRIPTION)
                        .display()
                        .to_string(),
                    id: folder.description.ruleset.as_str(),
                }
                .get(self.settings.lang),
            );
            return;
        };
        // The console's own files stay on this laptop (Syncthing's list).
        if let Err(e) = sync::keep_stignore(path) {
            let e = crate::i18n::storage_error(&e);
            self.tournament.note = Some((e.get(self.settings.lang).to_owned(), true));
        }
        let conflicts = sync::find_conflicts(path);
        // New conflict copies are said in the console's red band too (the
        // tournament window may be closed), with the window's own band.
        let before = self.tournament.loaded.as_ref().map(|l| &l.conflicts);
        if !conflicts.is_empty() && before != Some(&conflicts) {
            let n = conflicts.len();
            let first = conflicts
                .first()
                .map(sync::Conflict::shown)
                .unwrap_or_default();
            let said = crate::i18n::text_of(|l| {
                format!("{}: {first}", msg::SyncConflicts { count: n }.get(l))
            });
            self.tournament.conflicts_said = Some(said.clone());
            self.message = Some(super::Message {
                text: said,
                error: true,
            });
        } else if conflicts.is_empty()
            && let Some(said) = self.tournament.conflicts_said.take()
            && self.message.as_ref().is_some_and(|m| m.text == said)
        {
            // Resolved: the band's line about them goes too.
            self.message = None;
        }
        let mut s = standings(rs, &folder.description, &folder.games, &folder.unreadable);
        sync::conflicts_left_out(&mut s, &conflicts);
        let h = hall::between_games(rs, &folder);
        self.tournament.error = None;
        self.settings.last_tournament = Some(path.display().to_string());
        let players: Vec<String> = folder
            .description
            .players
            .iter()
            .map(|p| p.nick.clone())
            .collect();
        let quality = seating::quality(&players, &folder.description.seating);
        let cuts = crate::tournament::stages::spans(&folder.description)
            .iter()
            .map(|span| {
                use crate::tournament::stages::{finished, passed, stage_standings};
                let d = &folder.description;
                let after = stage_standings(rs, d, &folder.games, span);
                (span.cut > 0 && finished(&after, d, span)).then(|| passed(&after, span))
            })
            .collect();
        let stats = crate::tournament::stats::stats(
            &folder.games,
            &folder.unreadable,
            Some(&folder.description),
            &crate::tournament::stats::Filter::default(),
            |id| {
                if id == rs.id {
                    Ok(rs.clone())
                } else {
                    Err(crate::i18n::msg::StandingsOtherRuleset {
                        played: id,
                        ruleset: rs.id.as_str(),
                    }
                    .text())
                }
            },
        );
        let progress =
            crate::tournament::progress::points_over_rounds(&s, crate::tournament::progress::TOP);
        self.tournament.loaded = Some(Loaded {
            progress,
            stats,
            requests: sync::read_requests(path, &folder.description),
            tables: sync::tables(&folder),
            folder,
            standings: s,
            hall: h,
            ruleset: rs.clone(),
            version,
            role,
            conflicts,
            quality,
            cuts,
        });
        self.publish();
    }

    /// Takes the tournament dialog's answer when it has come. Returns
    /// whether it is still open (to keep repainting).
    pub(super) fn poll_tournament_picker(&mut self) -> bool {
        let Some((pick, rx)) = &self.tournament.picker else {
            return false;
        };
        let pick = *pick;
        match rx.try_recv() {
            Ok(paths) => {
                self.tournament.picker = None;
                if paths.is_empty() {
                    return false;
                }
                match pick {
                    Pick::Tournament => {
                        if let Some(p) = paths.first() {
                            self.run_tournament(TournamentCmd::Open(p.display().to_string()));
                        }
                    }
                    Pick::GameFiles | Pick::GameFolder => {
                        self.run_tournament(TournamentCmd::AddGames(paths));
                    }
                    Pick::ExportFolder => self.tournament.export_folder = paths.first().cloned(),
                }
                false
            }
            Err(TryRecvError::Disconnected) => {
                self.tournament.picker = None;
                false
            }
            Err(TryRecvError::Empty) => true,
        }
    }

    /// The game on the table leaves it (New game): a finished game of the
    /// open tournament goes into the tournament's folder, and the standings
    /// and the hall's view follow.
    pub(super) fn file_game_in_tournament(&mut self) {
        let (Some(s), Some(l)) = (&self.session, &self.tournament.loaded) else {
            return;
        };
        if !s.state().is_over()
            || s.ruleset.id != l.folder.description.ruleset
            || s.meta.tournament.trim() != l.folder.description.name.trim()
        {
            return;
        }
        let mut record = s.record();
        let d = &l.folder.description;
        let round = d.round_of(&record.meta.game, &record.meta.table);
        // The seating's round in the filed game's header, if it had none.
        if record.meta.round.is_none() {
            record.meta.round = round;
        }
        // A name no other laptop's game takes: table, round, game, time, random.
        let name = sync::game_file_name(
            &record.meta.table,
            round,
            &record.meta.game,
            &sync::stamp_now(),
        );
        let path = l.folder.path.clone();
        let outcome = crate::tournament::add_game(&path, &record, &name).unwrap_or_else(|e| {
            crate::tournament::AddOutcome::Refused(crate::i18n::storage_error(&e))
        });
        self.tournament.brought = vec![Brought {
            source: name,
            outcome,
        }];
        self.say_table_status(&record.meta.game, true);
        self.open_tournament(&path);
    }

    /// A table's console says what is on its table (`tables/table-N.toml`,
    /// its own file): at a game's start and when it is filed.
    pub(super) fn say_table_status(&mut self, game: &str, finished: bool) {
        let (Some(Role::Table(table)), Some(l)) =
            (self.settings.tournament_role, &self.tournament.loaded)
        else {
            return;
        };
        let status = sync::TableStatus {
            table,
            judge: self
                .session
                .as_ref()
                .map(|s| s.meta.judge.clone())
                .unwrap_or_default(),
            game: game.trim().to_owned(),
            finished,
            updated: sync::stamp_now(),
        };
        if let Err(e) = sync::write_status(&l.folder.path, &status) {
            self.not_saved(&e);
        }
    }

    /// Follows the open tournament's folder: watched (started here, where
    /// the window's context is at hand to wake it), read again within a
    /// frame of a change another laptop's file made; the head's console
    /// asks the local Syncthing about it.
    pub(super) fn follow_tournament(&mut self) {
        let path = self.tournament_path();
        let wake = self.wake();
        let waker = move || {
            let wake = wake.clone();
            move || {
                if let Some(w) = &wake {
                    w();
                }
            }
        };
        if self.tournament.watch.as_ref().map(|w| &w.0) != path.as_ref() {
            self.tournament.watch = None;
            self.tournament.watch_error = None;
            if let Some(p) = &path {
                match crate::storage::watch::FolderWatch::start(p, sync::is_relevant, waker()) {
                    Ok(w) => self.tournament.watch = Some((p.clone(), w)),
                    Err(e) => self.tournament.watch_error = Some(e.to_string()),
                }
            }
        }
        let head = self.settings.tournament_role == Some(Role::Head);
        let probing = self.tournament.syncthing.as_ref().map(|p| &p.folder);
        if !head || path.is_none() {
            self.tournament.syncthing = None;
        } else if probing != path.as_ref()
            && let Some(p) = &path
        {
            self.tournament.syncthing = Some(super::syncthing::Probe::start(
                p,
                std::time::Duration::from_secs(3),
                waker(),
            ));
        }
        if self
            .tournament
            .watch
            .as_ref()
            .is_some_and(|(_, w)| w.take())
        {
            self.reload_tournament();
            // "heard from … ago" moves on even when nothing else does.
        }
        if path.is_some() && self.tournament.open {
            self.window(super::WindowCmd::RepaintAfter(
                std::time::Duration::from_secs(5),
            ));
        }
    }

    /// The club's player registry follows the games folder: read again when
    /// the folder changes (for nickname completion).
    pub(super) fn follow_registry(&mut self) {
        let path = self.registry_path();
        if path == self.tournament.registry_from {
            return;
        }
        if let Some(p) = path.as_deref()
            && let Some(dir) = p.parent()
            && let Ok(_lock) = crate::storage::FileLock::acquire(p)
        {
            // A save of the list cut by a kill: its temp file goes.
            crate::tournament::sync::remove_temps_locked(dir, crate::tournament::players::FILE);
        }
        let loaded = path.as_deref().map(Registry::load).transpose();
        self.tournament.registry = match loaded {
            Ok(r) => r.unwrap_or_default(),
            Err(e) => {
                self.registry_error(&e);
                Registry::default()
            }
        };
        self.tournament.registry_from = path;
    }

    /// The club's player list could not be read or written: said in both
    /// languages, naming the file.
    pub(super) fn registry_error(&mut self, e: &crate::tournament::TournamentError) {
        let e = crate::i18n::tournament_error_text(e);
        self.error_text(crate::i18n::text_of(|l| {
            msg::PlayersRegistryError { error: e.get(l) }.get(l)
        }));
    }

    /// `players.toml` beside the games folder; None when autosave is off.
    pub(super) fn registry_path(&self) -> Option<PathBuf> {
        self.files
            .store
            .as_ref()
            .and_then(|s| s.dir().parent().map(Path::to_path_buf))
            .map(|d| d.join(crate::tournament::players::FILE))
    }

    /// Imported players join the club's registry too.
    fn add_to_registry(&mut self, added: &[crate::tournament::PlayerEntry]) {
        if added.is_empty() {
            return;
        }
        let Some(path) = self.registry_path() else {
            self.tournament.registry.add_all(
                added
                    .iter()
                    .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str())),
            );
            return;
        };
        // Into the list on disk now: another console's additions stay.
        match Registry::update(&path, |r| {
            r.add_all(
                added
                    .iter()
                    .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str())),
            );
        }) {
            Ok(r) => self.tournament.registry = r,
            Err(e) => self.registry_error(&e),
        }
    }
}

impl JudgeApp {
    /// The club's player registry (`players.toml` beside the games folder)
    /// grows with every game started; nothing when autosave is off (tests).
    pub(super) fn note_players(&mut self, record: &crate::session::Record) {
        let Some(path) = self.registry_path() else {
            return;
        };
        let done = Registry::update(&path, |r| r.note_game(record));
        match done {
            Ok(r) => {
                self.tournament.registry = r;
                self.tournament.registry_from = Some(path);
            }
            Err(e) => self.registry_error(&e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Clock, Command, JudgeApp, Settings, StartForm};
    use crate::ruleset::catalog;
    use crate::tournament::players::{FILE, Registry};

    /// The club's players grow with every game the console starts.
    #[test]
    fn every_game_started_adds_its_nicknames_to_the_club_player_list() {
        let dir = tempfile::tempdir().expect("a temp folder");
        let fiim = catalog::find("fiim").expect("the bundled FIIM ruleset");
        let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim], Vec::new());
        app.clock = Clock::Fixed(1_700_000_000_000);
        app.enable_autosave(dir.path().join("games"));
        for _ in 0..2 {
            let mut form = StartForm::new(&app.rulesets, &app.settings);
            form.nicks = (1..=10).map(|i| format!("Player {i}")).collect();
            form.nicks[0] = "Alice".into();
            form.deal_secret = true;
            app.run(Command::StartGame(Box::new(form)));
            app.session = None;
        }
        let r = Registry::load(&dir.path().join(FILE)).expect("the registry");
        assert_eq!(r.players.len(), 10);
        assert_eq!(r.get("Alice").map(|p| p.games), Some(2));
        assert_eq!(
            app.view().tournament().registry.complete("ali", 5),
            vec!["Alice"],
            "the completion list follows at once"
        );
    }
}
