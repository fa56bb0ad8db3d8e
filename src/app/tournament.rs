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
        self.tournament.loaded = Some(Loaded {
            folder,
            standings: s,
        });
    }
}
