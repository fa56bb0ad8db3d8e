//! The tournament window's state: the folder the judge opened, what was read
//! from it and the standings computed from its games (never stored), and
//! what the judge changes in it: game records brought from other consoles,
//! tournament penalties with their reasons, the closing of the standings
//! for the hall, the player list, the seating. Every change is written to
//! `tournament.toml` through a temp file (the previous one kept as `.bak`),
//! then the folder is read again.

use super::JudgeApp;
use super::panel::{Cx, Effects, Panel, Said, Setting, with_cx};
use super::web::Wake;
use mafia_audience::audience::BetweenGames;
use mafia_core::ruleset::Ruleset;
use mafia_tournament::tournament::players::Registry;
use mafia_tournament::tournament::seating::Quality;
use mafia_tournament::tournament::sync::{
    self, Change, Conflict, Keep, RequestFile, Role, TableView,
};
use mafia_tournament::tournament::{
    Brought, Folder, PenaltyEntry, SeatingEntry, Standings, bring_games,
};
use mafia_words::i18n::msg;
use mafia_words::{Lang, Text};
use std::path::{Path, PathBuf};
use std::sync::mpsc::Receiver;

mod draft;
mod folder;

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
    /// Refuse a game the check holds: recorded in `tournament.toml`'s
    /// `[[refused]]`, its file moved to `refused/` (never deleted).
    Refuse(String),
    /// The head judge's decision of a tie at a stage's cut (a draw, an
    /// extra game), stored in `tournament.toml`'s `[[cut_decisions]]`.
    DecideCut(mafia_tournament::tournament::CutDecision),
    /// The head judge names the judge of a table (for every round, or from
    /// one on), in `tournament.toml`'s `[[judges]]`.
    SetJudge(mafia_tournament::tournament::JudgeEntry),
    /// The head judge takes back the judge named for a table and round.
    RemoveJudge { table: u32, round: Option<u32> },
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

/// What a table's request asks for, in words (never its file's name).
pub fn request_what(rs: &Ruleset, change: &Change, lang: Lang) -> String {
    let penalty = |id: &str| {
        rs.tournament
            .penalty(id)
            .map_or_else(|| id.to_owned(), |p| p.name.get(lang).to_owned())
    };
    match change {
        Change::AddPenalty { penalty: p } => msg::SyncWhatPenalty {
            penalty: penalty(&p.penalty),
            player: p.player.as_str(),
            reason: p.reason.as_str(),
        }
        .get(lang),
        Change::RemovePenalty { penalty: p } => msg::SyncWhatRemovePenalty {
            penalty: penalty(&p.penalty),
            player: p.player.as_str(),
        }
        .get(lang),
        Change::AddPlayers { players } => msg::SyncWhatPlayers {
            count: players.len(),
        }
        .get(lang),
        Change::Substitute {
            round, out, into, ..
        } => msg::SyncWhatSubstitute {
            round: *round,
            out: out.as_str(),
            into: into.as_str(),
        }
        .get(lang),
        Change::CloseStandings { .. } => msg::SyncWhatClose.get(lang).to_owned(),
        Change::SetSeating { .. } => msg::SyncWhatSeating.get(lang).to_owned(),
        Change::Accept { .. } => msg::SyncWhatAccept.get(lang).to_owned(),
        Change::RefuseGame { .. } => msg::SyncWhatRefuse.get(lang).to_owned(),
        Change::DecideCut { .. } => msg::SyncWhatCut.get(lang).to_owned(),
        Change::SetJudge { judge } => msg::SyncWhatSetJudge {
            table: judge.table,
            rounds: mafia_tournament::i18n::judge_rounds(lang, judge.round),
            judge: judge.judge.as_str(),
        }
        .get(lang),
        Change::RemoveJudge { table, round } => msg::SyncWhatRemoveJudge {
            table: *table,
            rounds: mafia_tournament::i18n::judge_rounds(lang, *round),
        }
        .get(lang),
    }
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
    /// The seats (from 1) of players removed from the tournament (the
    /// seating was made before): the judge is warned (issue 32, 9g).
    pub removed: Vec<mafia_core::game::Seat>,
    /// The protocol header: tournament, date, table, game number, judge.
    pub meta: mafia_store::session::Meta,
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
    mafia_store::storage::data_dir().map_or_else(
        |_| safe.clone(),
        |d| d.join("tournaments").join(&safe).display().to_string(),
    )
}

impl Loaded {
    /// The players removed from the tournament (the judge's standings).
    pub fn removed_players(&self) -> Vec<&str> {
        self.standings
            .players
            .iter()
            .filter(|r| r.disqualified)
            .map(|r| r.nick.trim())
            .collect()
    }

    /// The first game of the seating that no record in the folder holds yet
    /// ([`mafia_tournament::tournament::Folder::next_game`]), with its header filled in.
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
            removed: mafia_tournament::tournament::hall::removed_seats(&self.standings, &e.seats),
            meta: mafia_store::session::Meta {
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
                // The start of the game puts the clock's zone in.
                utc_offset: None,
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
    /// Per conflict copy (in the same order): what each copy of
    /// `tournament.toml` holds that the other does not, or how far two
    /// copies of a game record agree (None: another file's copy, or one
    /// that cannot be read).
    pub copies: Vec<Option<mafia_tournament::tournament::copies::Compared>>,
    /// The tables' requests, with the head's answers.
    pub requests: Vec<RequestFile>,
    /// Every table, with what its files say.
    pub tables: Vec<TableView>,
    /// How even the saved seating is (shown after saving too).
    pub quality: Quality,
    /// Per stage: who went through, once the stage is finished, or the
    /// tie at its cut the head judge has still to decide.
    pub cuts: Vec<Option<Cut>>,
    /// The statistics of its games (win rate by role for the chart).
    pub stats: mafia_tournament::tournament::stats::Stats,
    /// The first players' points over the rounds (the judge's standings).
    pub progress: mafia_tournament::tournament::progress::PointsOverRounds,
}

/// A finished stage's cut: who goes through, or the tie there the head
/// judge has still to decide; and the decision that broke a tie, if one did.
#[derive(Debug, Clone, PartialEq)]
pub struct Cut {
    pub through: Result<Vec<String>, mafia_tournament::tournament::stages::CutTie>,
    pub decided: Option<mafia_tournament::tournament::CutDecision>,
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
    /// The note as the last export left it: while `note` still says this,
    /// the window shows it under the export buttons, not above every
    /// section (a list of refused games would push the buttons away).
    pub export_note: Option<(String, bool)>,
    /// The club's players, for nickname completion (read from the data folder).
    pub registry: Registry,
    registry_from: Option<PathBuf>,
    picker: Option<(Pick, Receiver<Vec<PathBuf>>)>,
    /// The folder being watched for other laptops' files.
    watch: Option<(PathBuf, mafia_store::storage::watch::FolderWatch)>,
    /// Why the folder is not watched (said in the window).
    pub watch_error: Option<String>,
    /// What the local Syncthing says about the folder (the head's window).
    pub syncthing: Option<super::syncthing::Probe>,
    /// The red band's line about conflict copies, while it is on show.
    conflicts_said: Option<mafia_words::Text>,
    /// The export folder the system dialog gave (the window takes it).
    pub export_folder: Option<PathBuf>,
    /// The folder of `--tournament`, read after the window's first frame
    /// (a big tournament's games would keep the window from appearing).
    pending: Option<PathBuf>,
    /// That folder being read on a thread of its own (`folder.rs`).
    opening: Option<(PathBuf, Receiver<Result<folder::Opened, String>>)>,
    /// Tests: that read is taken only when waited for.
    pub(super) opening_held: bool,
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

    /// A folder to read after the window's first frame.
    pub(super) fn hold_open(&mut self, folder: PathBuf) {
        self.pending = Some(folder);
    }

    pub(super) fn take_held_open(&mut self) -> Option<PathBuf> {
        self.pending.take()
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

/// What the panel reads of the app for one command, and the effects
/// gathered as it runs.
pub struct TournamentCx<'a> {
    /// The rulesets a tournament's ruleset id is found among.
    pub rulesets: &'a [Ruleset],
    /// The app's "now" (a generated seating's seed).
    pub now: u64,
    /// The club's `players.toml` (None: autosave off).
    pub registry: Option<PathBuf>,
    /// The window's wake-up, for the folder's watcher and the Syncthing probe.
    pub wake: Option<Wake>,
    /// Whose console this is (a role chosen by this command is at once).
    pub role: Option<Role>,
    lang: Lang,
    /// What the app must do afterwards, gathered as the command runs.
    out: Effects,
}

impl<'a> TournamentCx<'a> {
    /// The context of one call, nothing gathered for the app yet.
    pub fn of(cx: &Cx<'a>) -> Self {
        TournamentCx {
            rulesets: cx.rulesets,
            now: cx.now,
            registry: cx.registry.clone(),
            wake: cx.wake.clone(),
            role: cx.settings.tournament_role,
            lang: cx.lang(),
            out: Effects::default(),
        }
    }

    pub(super) fn lang(&self) -> Lang {
        self.lang
    }

    /// The data folder (where the club's list and this laptop's role are
    /// kept); None when autosave is off (tests, no data folder).
    fn data_dir(&self) -> Option<PathBuf> {
        self.registry
            .as_ref()
            .and_then(|r| r.parent())
            .map(Path::to_path_buf)
    }

    /// An error for the console's message line.
    fn error(&mut self, text: Text) {
        self.out.said.push(Said::Error(text));
    }
}

impl Panel for TournamentPanel {
    type Cmd = TournamentCmd;

    /// Runs one command on the panel's own state and what it reads of the
    /// app; says what the app must do afterwards.
    fn run(&mut self, c: TournamentCmd, cx: &Cx<'_>) -> Effects {
        let mut cx = TournamentCx::of(cx);
        self.dispatch(c, &mut cx);
        cx.out
    }

    /// The club's player list follows the games folder; the folder read
    /// on the start's thread is taken once it is there; the open folder
    /// is followed; the dialog's answer is taken when it has come.
    fn tick(&mut self, cx: &Cx<'_>) -> Effects {
        let mut fx = self.follow_registry(TournamentCx::of(cx));
        if self.opening().is_some() && !self.opening_held {
            fx = fx.and(self.poll_opening(TournamentCx::of(cx)));
        }
        fx = fx.and(self.follow(TournamentCx::of(cx)));
        if self.picking() {
            fx = fx.and(self.poll_picker(TournamentCx::of(cx)));
            if self.picking() {
                fx = fx.repaint_after(std::time::Duration::from_millis(150));
            }
        }
        fx
    }
}

impl TournamentPanel {
    /// One method per command.
    fn dispatch(&mut self, c: TournamentCmd, cx: &mut TournamentCx<'_>) {
        match c {
            TournamentCmd::ToggleWindow => self.open = !self.open,
            TournamentCmd::Open(path) => self.open_typed(&path, cx),
            TournamentCmd::Reload => self.reload(cx),
            TournamentCmd::Browse(pick) => self.browse(pick, cx),
            TournamentCmd::AddGames(paths) => self.add_games(&paths, cx),
            TournamentCmd::AddPenalty(p) => self.add_penalty(p, cx),
            TournamentCmd::RemovePenalty(i) => self.remove_penalty(i, cx),
            TournamentCmd::CloseStandings(round) => self.change_description(cx, |_| {
                Ok((vec![Change::CloseStandings { from_round: round }], None))
            }),
            TournamentCmd::ImportPlayers(text) => self.import_players(&text, cx),
            TournamentCmd::SetRole(role) => self.set_role(role, cx),
            TournamentCmd::Resolve(c, keep) => self.resolve(&c, keep, cx),
            TournamentCmd::Substitute {
                round,
                table,
                out,
                into,
            } => {
                let change = Change::Substitute {
                    round,
                    table,
                    out,
                    into,
                };
                self.change_description(cx, |_| Ok((vec![change], None)));
            }
            TournamentCmd::GenerateSeating {
                players,
                tables,
                rounds,
            } => self.generate_seating([players, tables, rounds], cx),
            TournamentCmd::ImportSeating(text) => self.import_seating(&text, cx),
            TournamentCmd::SaveSeating => self.save_seating(cx),
            TournamentCmd::DropSeating => self.draft = None,
            TournamentCmd::Accept(file) => self.accept(&file, cx),
            TournamentCmd::Refuse(file) => self.refuse(&file, cx),
            TournamentCmd::DecideCut(decision) => {
                let said = msg::TournamentCutDecided.get(cx.lang()).to_owned();
                self.change_description(cx, |_| {
                    Ok((vec![Change::DecideCut { decision }], Some(said)))
                });
            }
            TournamentCmd::SetJudge(judge) => self.set_judge(judge, cx),
            TournamentCmd::RemoveJudge { table, round } => {
                self.judge_change(Change::RemoveJudge { table, round }, None, cx)
            }
            TournamentCmd::StageSeating(n) => self.stage_seating(n, cx),
            TournamentCmd::Create(t) => self.create(&t, cx),
            TournamentCmd::Export(c) => self.run_export(c, cx),
        }
    }

    /// The folder as typed: what the last one brought and drafted goes.
    fn open_typed(&mut self, path: &str, cx: &mut TournamentCx<'_>) {
        self.brought.clear();
        self.draft = None;
        self.note = None;
        self.open_folder(Path::new(path.trim()), cx);
    }

    /// The system dialog, on its own thread (taken in `poll_picker`).
    fn browse(&mut self, pick: Pick, cx: &mut TournamentCx<'_>) {
        match spawn_picker(pick, self.path()) {
            Ok(rx) => self.picker = Some((pick, rx)),
            Err(e) => cx.error(super::files::dialog_failed(&e)),
        }
    }

    fn add_games(&mut self, paths: &[PathBuf], cx: &mut TournamentCx<'_>) {
        let Some(l) = &self.loaded else {
            return;
        };
        self.brought = bring_games(&l.folder.path, &l.folder.description.ruleset, paths);
        self.reload(cx);
    }

    fn add_penalty(&mut self, p: PenaltyEntry, cx: &mut TournamentCx<'_>) {
        if p.reason.trim().is_empty() || p.player.trim().is_empty() {
            let why = msg::TournamentPenaltyNeedsReason.get(cx.lang());
            self.note = Some((why.into(), true));
            return;
        }
        self.change_description(cx, |_| Ok((vec![Change::AddPenalty { penalty: p }], None)));
    }

    fn remove_penalty(&mut self, i: usize, cx: &mut TournamentCx<'_>) {
        self.change_description(cx, |d| {
            Ok((
                d.penalties
                    .get(i)
                    .map(|p| Change::RemovePenalty { penalty: p.clone() })
                    .into_iter()
                    .collect(),
                None,
            ))
        });
    }

    fn import_players(&mut self, text: &str, cx: &mut TournamentCx<'_>) {
        let Some(l) = &self.loaded else {
            return;
        };
        let mut next = l.folder.description.clone();
        match next.import_players(text) {
            Ok(added) => {
                // The club's list first, then the tournament (as
                // `players --import`): a stop between the two leaves no
                // tournament player the club lacks, and the same list again
                // completes the tournament.
                self.add_to_registry(&added, cx);
                let said = msg::TournamentPlayersImported { count: added.len() }.get(cx.lang());
                self.change_description(cx, |_| {
                    Ok((vec![Change::AddPlayers { players: added }], Some(said)))
                });
            }
            Err(e) => self.not_saved(cx.lang(), &e),
        }
    }

    /// Whose console this is: the folder is read again as that console's.
    /// Kept in the data folder too, where the command line's writers read it.
    fn set_role(&mut self, role: Option<Role>, cx: &mut TournamentCx<'_>) {
        cx.role = role;
        cx.out.settings.push(Setting::TournamentRole(role));
        if let Some(data) = cx.data_dir()
            && let Err(e) = sync::save_role(&data, role)
        {
            self.not_saved(cx.lang(), &e);
        }
        self.syncthing = None;
        self.reload(cx);
    }

    fn resolve(&mut self, c: &Conflict, keep: Keep, cx: &mut TournamentCx<'_>) {
        let Some(path) = self.path() else {
            return;
        };
        let lang = cx.lang();
        // Only the head judge chooses: a table's choice at the same moment
        // would otherwise win on every laptop.
        if let Some(Role::Table(table)) = cx.role {
            self.note = Some((msg::SyncConflictOnlyHead { table }.get(lang), true));
            return;
        }
        self.note = Some(match sync::resolve(&path, c, keep) {
            Ok(to) => (
                msg::SyncConflictResolved {
                    path: to.display().to_string(),
                }
                .get(lang),
                false,
            ),
            Err(e) => (
                mafia_words::i18n::Words::say(&mafia_store::i18n::Core(&e), lang),
                true,
            ),
        });
        self.open_folder(&path, cx);
    }

    /// The head judge names a table's judge: written under the lock into
    /// `tournament.toml` as it is on disk now.
    fn set_judge(
        &mut self,
        judge: mafia_tournament::tournament::JudgeEntry,
        cx: &mut TournamentCx<'_>,
    ) {
        let said = msg::JudgesSetDone { table: judge.table }.get(cx.lang());
        self.judge_change(Change::SetJudge { judge }, Some(said), cx);
    }

    /// A change of the tables' judges: the head judge's alone (a table's
    /// console writes no `tournament.toml` and sends no such request).
    fn judge_change(&mut self, change: Change, said: Option<String>, cx: &mut TournamentCx<'_>) {
        if let Some(Role::Table(_)) = cx.role {
            self.note = Some((msg::JudgesHeadOnly.get(cx.lang()).to_owned(), true));
            return;
        }
        self.change_description(cx, |_| Ok((vec![change], said)));
    }

    /// Counts a held game: every case the check found in this file.
    fn accept(&mut self, file: &str, cx: &mut TournamentCx<'_>) {
        let Some(l) = &self.loaded else {
            return;
        };
        let take: Vec<mafia_tournament::tournament::AcceptedEntry> = l
            .standings
            .held
            .iter()
            .filter(|h| h.file == file && !h.accepted)
            .map(|h| mafia_tournament::tournament::AcceptedEntry {
                file: h.file.clone(),
                case: h.case.id().to_owned(),
                digest: h.digest.clone(),
            })
            .collect();
        if take.is_empty() {
            return;
        }
        let said = msg::TournamentAccepted.get(cx.lang()).to_owned();
        self.change_description(cx, |_| {
            Ok((vec![Change::Accept { accepted: take }], Some(said)))
        });
    }

    /// Refuses a held game (the head judge's alone): named in
    /// `tournament.toml`, its file moved to `refused/`, never deleted.
    fn refuse(&mut self, file: &str, cx: &mut TournamentCx<'_>) {
        let Some(l) = &self.loaded else {
            return;
        };
        let lang = cx.lang();
        if let Some(Role::Table(_)) = cx.role {
            self.note = Some((
                mafia_words::i18n::Words::say(&sync::Refused::HeadOnly, lang),
                true,
            ));
            return;
        }
        let held: Vec<&mafia_tournament::tournament::check::Held> = l
            .standings
            .held
            .iter()
            .filter(|h| h.file == file && !h.accepted)
            .collect();
        let Some(first) = held.first() else {
            return;
        };
        let digest = first.digest.clone();
        let cases = held.iter().map(|h| h.case.id().to_owned()).collect();
        let path = l.folder.path.clone();
        self.note = Some(match sync::refuse_game(&path, file, &digest, cases) {
            Ok(to) => (
                msg::CheckRefused {
                    file,
                    moved_to: to.strip_prefix(&path).unwrap_or(&to).display().to_string(),
                }
                .get(lang),
                false,
            ),
            Err(e) => (mafia_words::i18n::Words::say(&e, lang), true),
        });
        self.open_folder(&path, cx);
    }

    /// Creates the tournament's folder (`tournament.toml` and `games/`) and
    /// opens it. A folder that holds a tournament already is opened, never
    /// overwritten.
    fn create(&mut self, t: &NewTournament, cx: &mut TournamentCx<'_>) {
        let lang = cx.lang();
        let folder = PathBuf::from(t.folder.trim());
        let name = t.name.trim();
        let fail = |why: String| Some(msg::TournamentCreateFailed { why }.get(lang));
        if name.is_empty() || t.folder.trim().is_empty() {
            self.error = fail(msg::TournamentCreateNeeds.get(lang).to_owned());
            return;
        }
        if folder
            .join(mafia_tournament::tournament::DESCRIPTION)
            .exists()
        {
            self.open_folder(&folder, cx);
            return;
        }
        let description = mafia_tournament::tournament::Description {
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
        match sync::create(&folder, &description) {
            Ok(()) => self.open_folder(&folder, cx),
            Err(e) => self.error = fail(mafia_words::i18n::Words::say(&e, lang)),
        }
    }

    /// The open tournament's folder.
    fn path(&self) -> Option<PathBuf> {
        self.loaded.as_ref().map(|l| l.folder.path.clone())
    }

    pub(super) fn reload(&mut self, cx: &mut TournamentCx<'_>) {
        if let Some(path) = self.path() {
            self.open_folder(&path, cx);
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
        cx: &mut TournamentCx<'_>,
        change: impl FnOnce(
            &mafia_tournament::tournament::Description,
        ) -> Result<
            (Vec<Change>, Option<String>),
            mafia_tournament::tournament::TournamentError,
        >,
    ) {
        let lang = cx.lang();
        let Some(l) = &self.loaded else {
            return;
        };
        let path = l.folder.path.clone();
        let version = l.version;
        let (changes, said) = match change(&l.folder.description) {
            Ok(c) => c,
            Err(e) => return self.not_saved(lang, &e),
        };
        if changes.is_empty() {
            return;
        }
        if let Some(Role::Table(table)) = cx.role {
            return self.request(table, changes, &path, cx);
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
                            why: mafia_words::i18n::Words::say(why, lang),
                        }
                        .get(lang),
                    );
                }
                self.note = (!lines.is_empty()).then(|| (lines.join("\n"), refused));
                self.open_folder(&path, cx);
            }
            Err(e) => self.not_saved(lang, &e),
        }
    }

    /// A table's console: the changes become its requests to the head
    /// judge (a penalty, a substitute, players); any other is refused.
    fn request(
        &mut self,
        table: u32,
        changes: Vec<Change>,
        path: &Path,
        cx: &mut TournamentCx<'_>,
    ) {
        let lang = cx.lang();
        let Some(l) = &self.loaded else {
            return;
        };
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
                Change::AddPenalty { .. } | Change::Substitute { .. } | Change::AddPlayers { .. }
            ) {
                self.note = Some((msg::SyncHeadOnly { table }.get(lang), true));
                return;
            }
            let r = sync::Request {
                table,
                round,
                judge: judge.clone(),
                written: sync::stamp_now(),
                change: c,
            };
            match sync::file_request(path, &r) {
                Ok(_) => sent.push(request_what(&l.ruleset, &r.change, lang)),
                Err(e) => return self.not_saved(lang, &e),
            }
        }
        self.note = Some((
            msg::SyncRequestSentWhat {
                what: sent.join("; "),
            }
            .get(lang),
            false,
        ));
        self.open_folder(path, cx);
    }

    fn not_saved(&mut self, lang: Lang, e: &mafia_tournament::tournament::TournamentError) {
        let e = mafia_words::i18n::Words::say(e, lang);
        let why = msg::TournamentNotSaved { error: e }.get(lang);
        self.note = Some((why, true));
    }
}

impl TournamentPanel {
    /// The club's player registry follows the games folder: read again when
    /// the folder changes (for nickname completion).
    pub fn follow_registry(&mut self, mut cx: TournamentCx<'_>) -> Effects {
        if cx.registry == self.registry_from {
            return cx.out;
        }
        let path = cx.registry.clone();
        if let Some(p) = path.as_deref()
            && let Some(dir) = p.parent()
            && let Ok(_lock) = mafia_store::storage::FileLock::acquire(p)
        {
            // A save of the list cut by a kill: its temp file goes.
            mafia_tournament::tournament::remove_temps_locked(
                dir,
                mafia_tournament::tournament::players::FILE,
            );
        }
        let loaded = path.as_deref().map(Registry::load).transpose();
        self.registry = match loaded {
            Ok(r) => r.unwrap_or_default(),
            Err(e) => {
                cx.error(registry_error(&e));
                Registry::default()
            }
        };
        self.registry_from = path;
        cx.out
    }

    /// The club's player registry grows with every game started; nothing
    /// when autosave is off (tests).
    pub fn note_players(
        &mut self,
        record: &mafia_store::session::Record,
        mut cx: TournamentCx<'_>,
    ) -> Effects {
        let Some(path) = cx.registry.clone() else {
            return cx.out;
        };
        match Registry::update(&path, |r| r.note_game(record)) {
            Ok(r) => {
                self.registry = r;
                self.registry_from = Some(path);
            }
            Err(e) => cx.error(registry_error(&e)),
        }
        cx.out
    }

    /// Imported players join the club's registry too.
    fn add_to_registry(
        &mut self,
        added: &[mafia_tournament::tournament::PlayerEntry],
        cx: &mut TournamentCx<'_>,
    ) {
        if added.is_empty() {
            return;
        }
        let players = || {
            added
                .iter()
                .map(|p| (p.nick.as_str(), p.club.as_str(), p.city.as_str()))
        };
        let Some(path) = &cx.registry else {
            self.registry.add_all(players());
            return;
        };
        // Into the list on disk now: another console's additions stay.
        match Registry::update(path, |r| {
            r.add_all(players());
        }) {
            Ok(r) => self.registry = r,
            Err(e) => cx.error(registry_error(&e)),
        }
    }
}

/// The club's player list could not be read or written: said in both
/// languages, naming the file.
pub(super) fn registry_error(e: &mafia_tournament::tournament::TournamentError) -> Text {
    let e = mafia_words::i18n::Words::text(e);
    mafia_words::i18n::text_of(|l| msg::PlayersRegistryError { error: e.get(l) }.get(l))
}

/// The app's side: what needs the game session or the app's other parts,
/// each a few lines around the panel.
impl JudgeApp {
    /// A tournament command through the panel; the app acts on its effects.
    pub fn run_tournament(&mut self, c: TournamentCmd) {
        self.run(super::Command::Tournament(c));
    }

    /// The console's start (`--tournament`, after the first frame): the
    /// folder read and its standings computed on a thread of their own.
    pub(super) fn open_tournament_aside(&mut self, path: &Path) {
        self.through_tournament(|p, mut cx| {
            p.brought.clear();
            p.draft = None;
            p.note = None;
            p.open_folder_aside(path, &mut cx);
            cx.out
        });
    }

    /// Tests: waits for the tournament folder read on the start's thread
    /// and takes it (a blocking wait, no sleep; the window never waits).
    pub fn wait_for_tournament(&mut self) {
        self.tournament.opening_held = false;
        self.through_tournament(|p, cx| p.wait_opening(cx));
    }

    /// Runs `f` on the panel with what it borrows from the app, then acts
    /// on the outcome.
    fn through_tournament(
        &mut self,
        f: impl FnOnce(&mut TournamentPanel, TournamentCx<'_>) -> Effects,
    ) {
        let fx = with_cx!(self, |cx| f(&mut self.tournament, TournamentCx::of(&cx)));
        self.apply(fx);
    }

    /// The game on the table leaves it (New game): a finished game of the
    /// open tournament goes into the tournament's folder.
    pub(super) fn file_game_in_tournament(&mut self) {
        let Some(s) = &self.session else {
            return;
        };
        if !self.tournament.loaded.as_ref().is_some_and(|l| l.takes(s)) {
            return;
        }
        let (record, judge) = (s.record(), s.meta.judge.clone());
        let meta = record.meta.clone();
        self.tournament.brought.clear();
        self.through_tournament(|p, cx| p.file_game(record, &judge, cx));
        // The judge at the table is told where the game went (the
        // tournament window may be closed), or why it did not.
        if let Some(b) = self.tournament.brought.first() {
            let outcome = b.outcome.clone();
            let said =
                |l: Lang| super::files::filed_said(l, &super::files::game_name(&meta, l), &outcome);
            let error = said(Lang::Ru).1;
            self.message = Some(super::Message {
                text: mafia_words::i18n::text_of(|l| said(l).0),
                error,
            });
        }
    }

    /// A table's console says what is on its table, with the game's judge.
    pub(super) fn say_table_status(&mut self, game: &str, finished: bool) {
        let judge = self
            .session
            .as_ref()
            .map(|s| s.meta.judge.clone())
            .unwrap_or_default();
        self.through_tournament(|p, cx| p.say_table_status(game, &judge, finished, cx));
    }

    /// The club's player registry follows the games folder.
    pub(super) fn follow_registry(&mut self) {
        self.through_tournament(|p, cx| p.follow_registry(cx));
    }

    /// The club's player registry grows with every game started.
    pub(super) fn note_players(&mut self, record: &mafia_store::session::Record) {
        self.through_tournament(|p, cx| p.note_players(record, cx));
    }

    /// The club's player list could not be read or written.
    pub(super) fn registry_error(&mut self, e: &mafia_tournament::tournament::TournamentError) {
        self.error_text(registry_error(e));
    }

    /// `players.toml` beside the games folder; None when autosave is off.
    /// At the start: this laptop's role is the one kept in the data folder
    /// (which the command line reads too); `given` (`--role`) replaces it,
    /// and a role only the settings of an older console held is kept there.
    pub(super) fn keep_role_at_start(&mut self, given: Option<Role>) {
        let Some(data) = self
            .registry_path()
            .and_then(|r| r.parent().map(Path::to_path_buf))
        else {
            if given.is_some() {
                self.settings.tournament_role = given;
            }
            return;
        };
        let kept = match sync::load_role(&data) {
            Ok(r) => r,
            Err(e) => {
                // Never a guess: asked again (or `--role`), the damaged
                // file replaced only by a role the judge chose.
                self.error_text(mafia_words::i18n::text_of(|l| {
                    msg::SyncRoleUnreadable {
                        error: mafia_words::i18n::Words::say(&e, l),
                    }
                    .get(l)
                }));
                self.settings.tournament_role = given;
                if let Some(r) = given
                    && let Err(e) = sync::save_role(&data, Some(r))
                {
                    self.role_not_kept(&e);
                }
                return;
            }
        };
        let role = given.or(kept).or(self.settings.tournament_role);
        self.settings.tournament_role = role;
        if role != kept
            && let Err(e) = sync::save_role(&data, role)
        {
            self.role_not_kept(&e);
        }
    }

    fn role_not_kept(&mut self, e: &mafia_tournament::tournament::TournamentError) {
        self.error_text(mafia_words::i18n::text_of(|l| {
            msg::TournamentNotSaved {
                error: mafia_words::i18n::Words::say(e, l),
            }
            .get(l)
        }));
    }

    pub(super) fn registry_path(&self) -> Option<PathBuf> {
        self.files
            .store
            .as_ref()
            .and_then(|s| s.dir().parent().map(Path::to_path_buf))
            .map(|d| d.join(mafia_tournament::tournament::players::FILE))
    }
}

#[cfg(test)]
mod tests {
    use super::super::{Clock, Command, JudgeApp, Settings, StartForm};
    use mafia_store::ruleset::catalog;
    use mafia_tournament::tournament::players::{FILE, Registry};

    /// Issue 32, item 3: the laptop's role is the data folder's (which the
    /// command line reads too): read at the start, written when chosen.
    #[test]
    fn the_role_chosen_in_the_window_is_kept_in_the_data_folder_and_read_at_the_start() {
        use mafia_tournament::tournament::sync::{self, Role};
        let data = tempfile::tempdir().expect("a temp folder");
        let mut app = JudgeApp::with_rulesets(Settings::default(), Vec::new(), Vec::new());
        app.enable_autosave(data.path().join("games"));
        sync::save_role(data.path(), Some(Role::Table(3))).expect("written");
        app.keep_role_at_start(None);
        assert_eq!(app.settings.tournament_role, Some(Role::Table(3)));
        app.run_tournament(super::TournamentCmd::SetRole(Some(Role::Head)));
        assert_eq!(
            sync::load_role(data.path()).expect("read"),
            Some(Role::Head)
        );
        // An older console's choice, only in its settings, moves there.
        let other = tempfile::tempdir().expect("a temp folder");
        let settings = Settings {
            tournament_role: Some(Role::Table(2)),
            ..Settings::default()
        };
        let mut app = JudgeApp::with_rulesets(settings, Vec::new(), Vec::new());
        app.enable_autosave(other.path().join("games"));
        app.keep_role_at_start(None);
        assert_eq!(
            sync::load_role(other.path()).expect("read"),
            Some(Role::Table(2))
        );
        // A damaged file: no role guessed (asked again), the file left.
        std::fs::write(other.path().join(sync::ROLE_FILE), "role = \"table:x\"\n")
            .expect("written");
        app.keep_role_at_start(None);
        assert_eq!(app.settings.tournament_role, None);
        assert!(sync::load_role(other.path()).is_err());
    }

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
