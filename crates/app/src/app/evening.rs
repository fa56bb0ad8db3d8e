//! The club evening on the start screen (seed 002, MCC): who came tonight,
//! the games played, the next table the club's rule proposes
//! (`tournament::evening`). Kept in `evening.toml` beside the games folder
//! (with the club's `players.toml`), written at every change through a temp
//! file and a rename. A check-in on another day starts a new evening.

use super::{JudgeApp, View};
use crate::game::Phase;
use crate::i18n::{self, msg};
use crate::ruleset::Text;
use crate::tournament::evening::{self, Evening, GameFacts};
use std::path::PathBuf;

/// What the start screen asks of the evening.
#[derive(Debug, Clone, PartialEq)]
pub enum EveningCmd {
    /// A player came (a nickname, as typed).
    CheckIn(String),
    /// A player went home.
    CheckOut(String),
}

/// The evening as the console holds it.
#[derive(Debug, Clone, Default)]
pub struct EveningPanel {
    pub evening: Evening,
    /// The file it was read from (None: autosave off, nothing written).
    from: Option<PathBuf>,
    /// Whether it has been read for `from` yet.
    read: bool,
    /// The file could not be read or written: said with the file's name.
    pub error: Option<Text>,
}

impl EveningPanel {
    /// Tonight's evening, if one is under way (someone checked in today).
    pub fn tonight(&self, today: &str) -> Option<&Evening> {
        (self.evening.date == today && !self.evening.present.is_empty()).then_some(&self.evening)
    }
}

impl<'a> View<'a> {
    pub fn evening(self) -> &'a EveningPanel {
        &self.app.evening
    }

    /// Today's date as the evening keeps it (`YYYY-MM-DD`, local time).
    pub fn today(self) -> String {
        mafia_store::clock::local_date(self.now)
    }
}

impl JudgeApp {
    /// `evening.toml` beside the club's player list; None when autosave is off.
    fn evening_path(&self) -> Option<PathBuf> {
        self.registry_path()
            .map(|p| p.with_file_name(evening::FILE))
    }

    /// Reads the evening when the data folder is known or changes.
    pub(super) fn follow_evening(&mut self) {
        let path = self.evening_path();
        if self.evening.read && path == self.evening.from {
            return;
        }
        self.evening.read = true;
        self.evening.evening = match path.as_deref().map(Evening::load).transpose() {
            Ok(e) => e.unwrap_or_default(),
            Err(e) => {
                self.evening.error = Some(evening_error(&e));
                Evening::default()
            }
        };
        self.evening.from = path;
    }

    pub(super) fn run_evening(&mut self, c: EveningCmd) {
        self.follow_evening();
        let today = mafia_store::clock::local_date(self.now());
        self.change_evening(|e| {
            if e.date != today {
                // Another day: a new evening.
                *e = Evening {
                    date: today.clone(),
                    ..Evening::default()
                };
            }
            match &c {
                EveningCmd::CheckIn(nick) => {
                    e.check_in(nick);
                }
                EveningCmd::CheckOut(nick) => e.check_out(nick),
            }
        });
    }

    /// At «Новая игра»: a finished game of tonight's evening joins it (with
    /// its best players, its first killed, who got a minus).
    pub(super) fn file_game_in_evening(&mut self) {
        let Some(s) = &self.session else { return };
        if s.state().phase != Phase::Ended {
            return;
        }
        let today = mafia_store::clock::local_date(self.now());
        if self.evening.tonight(&today).is_none() {
            return;
        }
        let mut facts = GameFacts::of(s.state(), &s.ruleset);
        facts.created = s.created;
        self.change_evening(|e| {
            e.add_game(facts.clone());
        });
    }

    /// Changes the evening: the file as it is on disk now, under its lock
    /// (another console's or `mafia-judge evening`'s check-ins stay), or
    /// only the console's copy when autosave is off.
    fn change_evening(&mut self, change: impl Fn(&mut Evening)) {
        let Some(path) = self.evening.from.clone() else {
            change(&mut self.evening.evening);
            return;
        };
        match Evening::update(&path, &change) {
            Ok(e) => {
                self.evening.evening = e;
                self.evening.error = None;
            }
            Err(e) => {
                // Not written: the console still keeps the change.
                change(&mut self.evening.evening);
                let t = evening_error(&e);
                self.evening.error = Some(t.clone());
                self.error_text(t);
            }
        }
    }
}

/// The evening's file could not be read or written.
fn evening_error(e: &crate::tournament::TournamentError) -> Text {
    let e = i18n::tournament_error_text(e);
    i18n::text_of(|l| msg::EveningError { error: e.get(l) }.get(l))
}

impl super::StartForm {
    /// The evening's proposed table takes the seats, seat 1 first; the
    /// seats the rule leaves open stay empty for the judge. The cards and
    /// the draw of the last table go.
    pub fn take_table(&mut self, nicks: &[String]) {
        self.fit();
        for (i, slot) in self.nicks.iter_mut().enumerate() {
            *slot = nicks.get(i).cloned().unwrap_or_default();
        }
        self.roles.iter_mut().for_each(|r| *r = None);
        self.meta.draw_seed = None;
    }

    /// A player the judge chose goes to the first empty seat (none: no
    /// change). Returns whether he was seated.
    pub fn seat_in_first_empty(&mut self, nick: &str) -> bool {
        self.fit();
        match self.nicks.iter_mut().find(|n| n.trim().is_empty()) {
            Some(slot) => {
                nick.clone_into(slot);
                true
            }
            None => false,
        }
    }
}
