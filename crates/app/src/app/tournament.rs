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
use crate::tournament::{
    Brought, Folder, PenaltyEntry, SeatingEntry, Standings, bring_games, hall, open, standings,
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
    /// Create a tournament folder (from the start screen) and open it.
    Create(Box<NewTournament>),
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
        let (number, e) = self.folder.next_game()?;
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
}

/// A seating generated or imported, not saved yet.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatingDraft {
    pub seating: Vec<SeatingEntry>,
    pub quality: Quality,
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
}

/// Runs the system dialog on its own thread (rfd may block; without a
/// portal it answers nothing, and the path field stays).
fn spawn_picker(pick: Pick, start: Option<PathBuf>) -> std::io::Result<Receiver<Vec<PathBuf>>> {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::Builder::new()
        .name("tournament-dialog".to_owned())
        .spawn(move || {
            let mut d = rfd::FileDialog::new();
            if let Some(dir) = start.filter(|d| d.is_dir()) {
                d = d.set_directory(dir);
            }
            let picked = match pick {
                Pick::Tournament | Pick::GameFolder => d.pick_folder().into_iter().collect(),
                Pick::GameFiles => d
                    .add_filter("JSON", &["json"])
                    .pick_files()
                    .unwrap_or_default(),
            };
            // The window may be gone by now; then nobody needs the answer.
            let _ = tx.send(picked);
        })
        .map(|_| rx)
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
                self.change_description(|d| {
                    d.penalties.push(p);
                    Ok(None)
                });
            }
            TournamentCmd::RemovePenalty(i) => self.change_description(|d| {
                if i < d.penalties.len() {
                    d.penalties.remove(i);
                }
                Ok(None)
            }),
            TournamentCmd::CloseStandings(round) => self.change_description(|d| {
                d.closed_from_round = round;
                Ok(None)
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
                        self.change_description(|d| {
                            *d = next;
                            Ok(Some(
                                msg::TournamentPlayersImported { count: added.len() }.get(lang),
                            ))
                        });
                    }
                    Err(e) => self.change_description(|_| Err(e)),
                }
            }
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
                    d.tables = draft.seating.iter().map(|e| e.table).max().unwrap_or(0);
                    d.rounds = draft.seating.iter().map(|e| e.round).max().unwrap_or(0);
                    d.seating = draft.seating;
                    Ok(Some(msg::TournamentSeatingSaved.get(lang).to_owned()))
                });
                if self.tournament.note.as_ref().is_some_and(|n| !n.1) {
                    self.tournament.draft = None;
                }
            }
            TournamentCmd::DropSeating => self.tournament.draft = None,
            TournamentCmd::Create(t) => self.create_tournament(&t),
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
        let made = crate::storage::ensure_dir(&folder.join(crate::tournament::GAMES))
            .map_err(crate::tournament::TournamentError::from)
            .and_then(|()| description.save(&folder));
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

    fn reload_tournament(&mut self) {
        if let Some(path) = self.tournament_path() {
            self.open_tournament(&path);
        }
    }

    /// Changes the description, saves it (the old file kept as `.bak`) and
    /// reads the folder again. `change` says what to tell the judge, or why
    /// not; nothing is written then.
    fn change_description(
        &mut self,
        change: impl FnOnce(
            &mut crate::tournament::Description,
        ) -> Result<Option<String>, crate::tournament::TournamentError>,
    ) {
        let Some(l) = &self.tournament.loaded else {
            return;
        };
        let mut d = l.folder.description.clone();
        let path = l.folder.path.clone();
        let said = change(&mut d).and_then(|said| d.save(&path).map(|()| said));
        match said {
            Ok(said) => {
                self.tournament.note = said.map(|s| (s, false));
                self.open_tournament(&path);
            }
            Err(e) => {
                let lang = self.settings.lang;
                let e = crate::i18n::tournament_error(lang, &e);
                let why = msg::TournamentNotSaved { error: e }.get(lang);
                self.tournament.note = Some((why, true));
            }
        }
    }

    fn open_tournament(&mut self, path: &Path) {
        // What a console killed mid-save left here (only our temp names).
        crate::tournament::remove_stale_temps(path);
        let folder = match open(path) {
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
        let s = standings(rs, &folder.description, &folder.games, &folder.unreadable);
        let h = hall::between_games(rs, &folder);
        self.tournament.error = None;
        self.settings.last_tournament = Some(path.display().to_string());
        self.tournament.loaded = Some(Loaded {
            folder,
            standings: s,
            hall: h,
            ruleset: rs.clone(),
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
        let record = s.record();
        let name = crate::session::autosave::archive_name(&record);
        let path = l.folder.path.clone();
        let outcome = crate::tournament::add_game(&path, &record, &name).unwrap_or_else(|e| {
            crate::tournament::AddOutcome::Refused(crate::i18n::storage_error(&e))
        });
        self.tournament.brought = vec![Brought {
            source: name,
            outcome,
        }];
        self.open_tournament(&path);
    }

    /// The club's player registry follows the games folder: read again when
    /// the folder changes (for nickname completion).
    pub(super) fn follow_registry(&mut self) {
        let path = self.registry_path();
        if path == self.tournament.registry_from {
            return;
        }
        if let Some(dir) = path.as_deref().and_then(Path::parent) {
            // A save of the list cut by a kill: its temp file goes.
            crate::storage::remove_stale_temps_of(
                dir,
                &[crate::tournament::players::FILE],
                crate::storage::process_start(),
            );
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
    fn registry_error(&mut self, e: &crate::tournament::TournamentError) {
        let e = crate::i18n::tournament_error_text(e);
        self.error_text(crate::i18n::text_of(|l| {
            msg::PlayersRegistryError { error: e.get(l) }.get(l)
        }));
    }

    /// `players.toml` beside the games folder; None when autosave is off.
    fn registry_path(&self) -> Option<PathBuf> {
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
        self.tournament.registry.add_all(
            added
                .iter()
                .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str())),
        );
        if let Some(path) = self.registry_path()
            && let Err(e) = self.tournament.registry.save(&path)
        {
            self.registry_error(&e);
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
        let done = Registry::load(&path).and_then(|mut r| {
            r.note_game(record);
            r.save(&path).map(|()| r)
        });
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
        let ctx = eframe::egui::Context::default();
        for _ in 0..2 {
            let mut form = StartForm::new(app.rulesets(), app.settings());
            form.nicks = (1..=10).map(|i| format!("Player {i}")).collect();
            form.nicks[0] = "Alice".into();
            form.deal_secret = true;
            app.run(Command::StartGame(Box::new(form)), &ctx);
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
