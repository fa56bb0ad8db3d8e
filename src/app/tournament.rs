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
        }
    }

    fn open_tournament(&mut self, path: &std::path::Path) {
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
            let e = crate::i18n::tournament_error_text(&e);
            self.error_text(crate::i18n::text_of(|l| {
                crate::i18n::tr!(l, "players-registry-error", error = e.get(l))
            }));
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
