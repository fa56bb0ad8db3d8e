//! The tournament window's state: the folder the judge opened, what was read
//! from it and the standings computed from its games (never stored).

use super::JudgeApp;
use crate::tournament::{Folder, Standings, open, standings};

/// What the judge does in the tournament window.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TournamentCmd {
    /// Show or hide the window.
    ToggleWindow,
    /// Open the tournament folder at this path (as typed).
    Open(String),
    /// Read the folder again (games added from other consoles).
    Reload,
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
    /// (by its game number and table), with its header filled in.
    pub fn next_game(&self) -> Option<NextGame> {
        let d = &self.folder.description;
        let games = d.numbered_games();
        let (k, e) = games.iter().enumerate().find(|(k, e)| {
            let number = (k + 1).to_string();
            let table = e.table.to_string();
            !self
                .standings
                .counted
                .iter()
                .any(|g| g.game == number && g.table == table)
                && !self
                    .folder
                    .games
                    .iter()
                    .any(|g| g.record.meta.game == number && g.record.meta.table == table)
        })?;
        let number = k + 1;
        Some(NextGame {
            number,
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
    pub standings: Standings,
}

/// The window and the open tournament.
#[derive(Default)]
pub struct TournamentPanel {
    pub open: bool,
    pub loaded: Option<Loaded>,
    /// Why the last open failed (names the file).
    pub error: Option<String>,
}

impl JudgeApp {
    pub fn run_tournament(&mut self, c: TournamentCmd) {
        match c {
            TournamentCmd::ToggleWindow => self.tournament.open = !self.tournament.open,
            TournamentCmd::Open(path) => self.open_tournament(std::path::Path::new(path.trim())),
            TournamentCmd::Reload => {
                if let Some(path) = self
                    .tournament
                    .loaded
                    .as_ref()
                    .map(|l| l.folder.path.clone())
                {
                    self.open_tournament(&path);
                }
            }
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
        let fail = |why: String| {
            Some(crate::i18n::tr!(
                lang,
                "tournament-create-failed",
                why = why
            ))
        };
        if name.is_empty() || t.folder.trim().is_empty() {
            self.tournament.error = fail(
                crate::i18n::S("tournament-create-needs")
                    .get(lang)
                    .to_owned(),
            );
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
            .map_err(|e| e.to_string())
            .and_then(|()| description.save(&folder));
        match made {
            Ok(()) => self.open_tournament(&folder),
            Err(e) => self.tournament.error = fail(e),
        }
    }

    fn open_tournament(&mut self, path: &std::path::Path) {
        let folder = match open(path) {
            Ok(f) => f,
            Err(e) => {
                self.tournament.error = Some(e.to_string());
                return;
            }
        };
        let Some(rs) = self
            .rulesets
            .iter()
            .find(|r| r.id == folder.description.ruleset)
        else {
            self.tournament.error = Some(crate::i18n::tr!(
                self.settings.lang,
                "tournament-no-ruleset",
                file = path
                    .join(crate::tournament::DESCRIPTION)
                    .display()
                    .to_string(),
                id = folder.description.ruleset.as_str()
            ));
            return;
        };
        let s = standings(rs, &folder.description, &folder.games, &folder.unreadable);
        self.tournament.error = None;
        self.settings.last_tournament = Some(path.display().to_string());
        self.tournament.loaded = Some(Loaded {
            folder,
            standings: s,
        });
    }
}

impl JudgeApp {
    /// The club's player registry (`players.toml` beside the games folder)
    /// grows with every game started; nothing when autosave is off (tests).
    pub(super) fn note_players(&mut self, record: &crate::session::Record) {
        let Some(dir) = self
            .files
            .store
            .as_ref()
            .and_then(|s| s.dir().parent().map(std::path::Path::to_path_buf))
        else {
            return;
        };
        let path = dir.join(crate::tournament::players::FILE);
        let done = crate::tournament::players::Registry::load(&path).and_then(|mut r| {
            r.note_game(record);
            r.save(&path)
        });
        if let Err(e) = done {
            self.error_text(crate::i18n::text!("players-registry-error", error = e));
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
    }
}
