//! The tournament's folder as the panel follows it: read (with the tables'
//! requests merged on the head's console and the conflict copies said),
//! watched for other laptops' files, asked about by the local Syncthing,
//! given a finished game and a table's status; the system dialog's answer.

use super::{
    Cut, Effects, Loaded, Pick, Said, Setting, TournamentCmd, TournamentCx, TournamentPanel,
};
use crate::app::web::Wake;
use mafia_core::ruleset::Ruleset;
use mafia_tournament::tournament::seating;
use mafia_tournament::tournament::sync::{self, Conflict, Role};
use mafia_tournament::tournament::{Brought, Folder, hall, open_versioned, standings};
use mafia_words::i18n::msg;
use std::path::{Path, PathBuf};
use std::sync::mpsc::TryRecvError;
use std::time::Duration;

/// The folder as read on the start's thread: what the window takes.
pub(in crate::app) struct Opened {
    loaded: Loaded,
    /// What keeping `.stignore` said (a failure, in the judge's words).
    note: Option<String>,
}

/// Reads the folder and computes everything shown from it (the standings
/// replay its games): on any thread. The words are in `lang`.
fn read_folder(
    path: &Path,
    rulesets: &[Ruleset],
    role: Option<Role>,
    lang: mafia_words::Lang,
) -> Result<Opened, String> {
    let (folder, version) =
        open_versioned(path).map_err(|e| mafia_words::i18n::Words::say(&e, lang))?;
    let Some(rs) = rulesets.iter().find(|r| r.id == folder.description.ruleset) else {
        return Err(msg::TournamentNoRuleset {
            file: path
                .join(mafia_tournament::tournament::DESCRIPTION)
                .display()
                .to_string(),
            id: folder.description.ruleset.as_str(),
        }
        .get(lang));
    };
    // The console's own files stay on this laptop (Syncthing's list).
    let note = sync::keep_stignore(path)
        .err()
        .map(|e| mafia_words::i18n::Words::say(&mafia_store::i18n::Core(&e), lang));
    let conflicts = sync::find_conflicts(path);
    Ok(Opened {
        loaded: Loaded::read(folder, version, rs, role, conflicts),
        note,
    })
}

impl TournamentPanel {
    /// Reads the folder: the tables' requests merged first on the head's
    /// console, then the description, the games and their standings.
    pub(super) fn open_folder(&mut self, path: &Path, cx: &mut TournamentCx<'_>) {
        // A read on the start's thread is overtaken by this one.
        self.opening = None;
        self.before_reading(path, cx);
        let read = read_folder(path, cx.rulesets, cx.role, cx.lang());
        self.take_read(path, read, cx);
    }

    /// The console's start (`--tournament`): the folder read and its
    /// standings computed on a thread of their own, taken by
    /// [`TournamentPanel::poll_opening`]; read here when no thread can be
    /// had.
    pub(in crate::app) fn open_folder_aside(&mut self, path: &Path, cx: &mut TournamentCx<'_>) {
        self.before_reading(path, cx);
        let (tx, rx) = std::sync::mpsc::channel();
        let (at, rulesets) = (path.to_path_buf(), cx.rulesets.to_vec());
        let (role, lang, wake) = (cx.role, cx.lang(), cx.wake.clone());
        let spawned = std::thread::Builder::new()
            .name("tournament-read".to_owned())
            .spawn(move || {
                let read = read_folder(&at, &rulesets, role, lang);
                // The console has ended when nobody takes it.
                if tx.send(read).is_ok()
                    && let Some(wake) = wake
                {
                    wake();
                }
            });
        match spawned {
            Ok(_) => self.opening = Some((path.to_path_buf(), rx)),
            Err(_) => {
                let read = read_folder(path, cx.rulesets, cx.role, cx.lang());
                self.take_read(path, read, cx);
            }
        }
    }

    /// The folder being read on the start's thread, if it is.
    pub fn opening(&self) -> Option<&Path> {
        self.opening.as_ref().map(|(p, _)| p.as_path())
    }

    /// Takes the folder read on the start's thread once it is there.
    pub fn poll_opening(&mut self, mut cx: TournamentCx<'_>) -> Effects {
        let Some((path, rx)) = &self.opening else {
            return cx.out;
        };
        match rx.try_recv() {
            Ok(read) => {
                let path = path.clone();
                self.opening = None;
                self.take_read(&path, read, &mut cx);
                cx.out.repaint_after = Some(Duration::ZERO);
            }
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) => self.opening = None,
        }
        cx.out
    }

    /// Tests: waits for the folder read on the start's thread (a blocking
    /// wait, no sleep) and takes it.
    pub fn wait_opening(&mut self, mut cx: TournamentCx<'_>) -> Effects {
        if let Some((path, rx)) = self.opening.take()
            && let Ok(read) = rx.recv()
        {
            self.take_read(&path, read, &mut cx);
        }
        cx.out
    }

    /// What comes before the folder is read: a console killed mid-save's
    /// temp files removed; on the head's console the tables' requests and
    /// the conflict copies that contradict nothing merged into
    /// `tournament.toml` (as it is on disk now).
    fn before_reading(&mut self, path: &Path, cx: &mut TournamentCx<'_>) {
        let lang = cx.lang();
        // What a console killed mid-save left here (only our temp names).
        mafia_tournament::tournament::remove_stale_temps(path);
        let role = cx.role;
        if role == Some(Role::Head)
            && let Err(e) = sync::merge_requests(path)
        {
            self.not_saved(lang, &e);
        }
        // And the conflict copies of tournament.toml that contradict
        // nothing in it (a penalty here, another there: both kept).
        if role == Some(Role::Head) {
            match sync::merge_conflicts(path) {
                Ok(merged) if !merged.is_empty() => {
                    let files = merged.join(", ");
                    self.note = Some((msg::SyncConflictsMerged { files }.get(lang), false));
                }
                Ok(_) => {}
                Err(e) => self.not_saved(lang, &e),
            }
        }
    }

    /// The folder as read, on the window.
    fn take_read(&mut self, path: &Path, read: Result<Opened, String>, cx: &mut TournamentCx<'_>) {
        let opened = match read {
            Ok(o) => o,
            Err(e) => {
                self.error = Some(e);
                return;
            }
        };
        if let Some(note) = opened.note {
            self.note = Some((note, true));
        }
        self.say_conflicts(&opened.loaded.conflicts, cx);
        self.error = None;
        cx.out
            .settings
            .push(Setting::LastTournament(path.display().to_string()));
        self.loaded = Some(opened.loaded);
        cx.out.republish = true;
    }

    /// New conflict copies are said in the console's red band too (the
    /// tournament window may be closed), with the window's own band; once
    /// resolved, the band's line about them goes.
    fn say_conflicts(&mut self, conflicts: &[Conflict], cx: &mut TournamentCx<'_>) {
        let before = self.loaded.as_ref().map(|l| l.conflicts.as_slice());
        if !conflicts.is_empty() && before != Some(conflicts) {
            let n = conflicts.len();
            let first = conflicts
                .first()
                .map(sync::Conflict::shown)
                .unwrap_or_default();
            let said = mafia_words::i18n::text_of(|l| {
                format!("{}: {first}", msg::SyncConflicts { count: n }.get(l))
            });
            self.conflicts_said = Some(said.clone());
            cx.error(said);
        } else if conflicts.is_empty()
            && let Some(said) = self.conflicts_said.take()
        {
            cx.out.said.push(Said::Unsay(said));
        }
    }

    /// Takes the system dialog's answer when it has come (still open:
    /// [`TournamentPanel::picking`]).
    pub fn poll_picker(&mut self, mut cx: TournamentCx<'_>) -> Effects {
        if let Some((pick, rx)) = &self.picker {
            let pick = *pick;
            match rx.try_recv() {
                Ok(paths) => {
                    self.picker = None;
                    self.picked(pick, paths, &mut cx);
                }
                Err(TryRecvError::Disconnected) => self.picker = None,
                Err(TryRecvError::Empty) => {}
            }
        }
        cx.out
    }

    /// What the system dialog gave (nothing: the judge cancelled it).
    fn picked(&mut self, pick: Pick, paths: Vec<PathBuf>, cx: &mut TournamentCx<'_>) {
        if paths.is_empty() {
            return;
        }
        match pick {
            Pick::Tournament => {
                if let Some(p) = paths.first() {
                    self.dispatch(TournamentCmd::Open(p.display().to_string()), cx);
                }
            }
            Pick::GameFiles | Pick::GameFolder => {
                self.dispatch(TournamentCmd::AddGames(paths), cx);
            }
            Pick::ExportFolder => self.export_folder = paths.first().cloned(),
        }
    }

    /// A finished game of the open tournament (the app has checked it is
    /// one, [`Loaded::takes`]) goes into the tournament's folder under a
    /// name no other laptop takes; the standings and the hall follow.
    pub fn file_game(
        &mut self,
        mut record: mafia_store::session::Record,
        judge: &str,
        mut cx: TournamentCx<'_>,
    ) -> Effects {
        let Some(l) = &self.loaded else {
            return cx.out;
        };
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
        let outcome =
            mafia_tournament::tournament::add_game(&path, &record, &name).unwrap_or_else(|e| {
                mafia_tournament::tournament::AddOutcome::Refused(
                    mafia_tournament::tournament::NotAdded::not_written(&e),
                )
            });
        self.brought = vec![Brought {
            source: name,
            outcome,
        }];
        self.say_status(&record.meta.game, judge, true, &cx);
        self.open_folder(&path, &mut cx);
        cx.out
    }

    /// A table's console says what is on its table (`tables/table-N.toml`,
    /// its own file): at a game's start and when it is filed.
    pub fn say_table_status(
        &mut self,
        game: &str,
        judge: &str,
        finished: bool,
        cx: TournamentCx<'_>,
    ) -> Effects {
        self.say_status(game, judge, finished, &cx);
        cx.out
    }

    fn say_status(&mut self, game: &str, judge: &str, finished: bool, cx: &TournamentCx<'_>) {
        let (Some(Role::Table(table)), Some(l)) = (cx.role, &self.loaded) else {
            return;
        };
        let status = sync::TableStatus {
            table,
            judge: judge.to_owned(),
            game: game.trim().to_owned(),
            finished,
            updated: sync::stamp_now(),
        };
        if let Err(e) = sync::write_status(&l.folder.path, &status) {
            self.not_saved(cx.lang(), &e);
        }
    }

    /// Follows the open tournament's folder: watched, read again within a
    /// frame of a change another laptop's file made; the head's console
    /// asks the local Syncthing about it.
    pub fn follow(&mut self, mut cx: TournamentCx<'_>) -> Effects {
        let path = self.path();
        self.watch_folder(path.as_ref(), cx.wake.as_ref());
        let head = cx.role == Some(Role::Head);
        self.probe_syncthing(path.as_ref().filter(|_| head), cx.wake.as_ref());
        if self.watch.as_ref().is_some_and(|(_, w)| w.take()) {
            self.reload(&mut cx);
        }
        // "heard from … ago" moves on even when nothing else does.
        if path.is_some() && self.open {
            cx.out.repaint_after = Some(Duration::from_secs(5));
        }
        cx.out
    }

    /// Watches the folder on show (started here, where the window's wake-up
    /// is at hand), once per folder.
    fn watch_folder(&mut self, path: Option<&PathBuf>, wake: Option<&Wake>) {
        if self.watch.as_ref().map(|w| &w.0) == path {
            return;
        }
        self.watch = None;
        self.watch_error = None;
        if let Some(p) = path {
            match mafia_store::storage::watch::FolderWatch::start(p, sync::is_relevant, waker(wake))
            {
                Ok(w) => self.watch = Some((p.clone(), w)),
                Err(e) => self.watch_error = Some(e.to_string()),
            }
        }
    }

    /// Asks the local Syncthing about `path` every 3 s (None: nobody asks).
    fn probe_syncthing(&mut self, path: Option<&PathBuf>, wake: Option<&Wake>) {
        let Some(p) = path else {
            self.syncthing = None;
            return;
        };
        if self.syncthing.as_ref().map(|s| &s.folder) != Some(p) {
            self.syncthing = Some(crate::app::syncthing::Probe::start(
                p,
                Duration::from_secs(3),
                waker(wake),
            ));
        }
    }
}

/// The window's wake-up for a thread (nothing until the window gave it).
fn waker(wake: Option<&Wake>) -> impl Fn() + Send + Sync + 'static {
    let wake = wake.cloned();
    move || {
        if let Some(w) = &wake {
            w();
        }
    }
}

impl Loaded {
    /// Whether `s` is a game of this tournament (its ruleset, its name) with
    /// its result (a last minute may still run, FIIM 7.10), to be filed
    /// into its games when it leaves the table.
    pub fn takes(&self, s: &mafia_store::session::Session) -> bool {
        let d = &self.folder.description;
        s.state().has_result()
            && s.ruleset.id == d.ruleset
            && s.meta.tournament.trim() == d.name.trim()
    }

    /// The folder as read, with everything computed from it.
    fn read(
        folder: Folder,
        version: u64,
        rs: &Ruleset,
        role: Option<Role>,
        conflicts: Vec<Conflict>,
    ) -> Loaded {
        let mut s = standings(rs, &folder.description, &folder.games, &folder.unreadable);
        sync::conflicts_left_out(&mut s, &conflicts);
        let copies = conflicts
            .iter()
            .map(|c| sync::compare(&folder.path, c))
            .collect();
        let players: Vec<String> = folder
            .description
            .players
            .iter()
            .map(|p| p.nick.clone())
            .collect();
        Loaded {
            progress: mafia_tournament::tournament::progress::points_over_rounds(
                &s,
                mafia_tournament::tournament::progress::TOP,
            ),
            stats: stats_of(rs, &folder),
            cuts: cuts(rs, &folder),
            quality: seating::quality(&players, &folder.description.seating),
            hall: hall::between_games(rs, &folder),
            requests: sync::read_requests(&folder.path, &folder.description),
            tables: sync::tables(&folder),
            folder,
            standings: s,
            ruleset: rs.clone(),
            version,
            role,
            conflicts,
            copies,
        }
    }
}

/// Per stage: who went through, once the stage is finished, or the tie at
/// its cut the head judge has still to decide.
fn cuts(rs: &Ruleset, folder: &Folder) -> Vec<Option<Cut>> {
    use mafia_tournament::tournament::stages::{
        cut, cut_tie, decision_for, finished, spans, stage_standings,
    };
    let d = &folder.description;
    spans(d)
        .iter()
        .map(|span| {
            let after = stage_standings(rs, d, &folder.games, span);
            (span.cut > 0 && finished(&after, d, span)).then(|| Cut {
                through: cut(rs, d, &after, span),
                decided: cut_tie(rs, &after, span).and_then(|t| decision_for(d, &t).cloned()),
            })
        })
        .collect()
}

/// The statistics of the tournament's games (all under its ruleset).
fn stats_of(rs: &Ruleset, folder: &Folder) -> mafia_tournament::tournament::stats::Stats {
    mafia_tournament::tournament::stats::stats(
        &folder.games,
        &folder.unreadable,
        Some(&folder.description),
        &mafia_tournament::tournament::stats::Filter::default(),
        |id| {
            if id == rs.id {
                Ok(rs.clone())
            } else {
                Err(msg::StandingsOtherRuleset {
                    played: id,
                    ruleset: rs.id.as_str(),
                }
                .text())
            }
        },
    )
}
