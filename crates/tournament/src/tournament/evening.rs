//! A club evening (seed 002, MCC): who came tonight, the games played, and
//! the next table the club's rule proposes:
//!
//! «На следующую игру приглашаются (в порядке очередности) игроки
//! получившие -1 очко (за прошедшую игру), лучший игрок и первоубиенный.
//! Далее, приглашаются за стол игроки, которые не играли. В противном
//! случае, решение принимает ведущий игры.»
//!
//! [`propose`] is that sentence, pure: the invited in order, each with the
//! clause that invited him; the seats it leaves open are the judge's to
//! fill, and the judge may change any of them. The evening is one TOML file
//! (`evening.toml` beside the games folder), written through a temp file
//! and a rename, so a kill never leaves half of it.

use super::TournamentError;
use super::nick::same_nick;
use mafia_core::game::{GameState, Seat, score};
use mafia_core::ruleset::Ruleset;
use mafia_store::storage::FileLock;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// The evening's file name, beside the games folder.
pub const FILE: &str = "evening.toml";

/// What the next table's proposal needs of one game played tonight.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameFacts {
    /// When the game was created (ms; the record's `created`): the same
    /// game is counted once.
    #[serde(default)]
    pub created: u64,
    /// Who played, seat 1 first.
    pub players: Vec<String>,
    /// Who got a minus for the game («-1 очко за прошедшую игру»): a total
    /// below zero, in seat order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub minus: Vec<String>,
    /// The best player(s) of the table's vote (all tied ones), in seat order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub best: Vec<String>,
    /// The first player killed at night («первоубиенный»), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_killed: Option<String>,
}

impl GameFacts {
    /// The facts of a finished (or running) game: its points by the
    /// ruleset's table, the best-player vote, the first night kill.
    pub fn of(state: &GameState, rs: &Ruleset) -> GameFacts {
        let nick = |seat: Seat| state.player(seat).map(|p| p.nick.clone());
        let mut best = state.scoring.best_players.clone();
        best.sort_unstable();
        best.dedup();
        GameFacts {
            created: 0,
            players: state.players.iter().map(|p| p.nick.clone()).collect(),
            minus: score::points(state, rs)
                .iter()
                .filter(|p| p.total < 0.0)
                .filter_map(|p| nick(p.seat))
                .collect(),
            best: best.into_iter().filter_map(nick).collect(),
            first_killed: state.first_killed.and_then(|(seat, _)| nick(seat)),
        }
    }
}

/// Which clause of the rule invited a player to the next table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// Got -1 in the last game.
    Minus,
    /// The last game's best player.
    BestPlayer,
    /// Killed first in the last game.
    FirstKilled,
    /// Has not played tonight.
    NotPlayed,
}

/// One invited player of the proposal.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Invited {
    pub nick: String,
    pub why: Why,
}

/// The next table by the club's rule, for `seats` seats, from who is here
/// (`present`, in order of arrival) and tonight's games (oldest first).
/// Only players present are invited, each once; the proposal may be
/// shorter than the table: the judge seats the rest.
pub fn propose(present: &[String], games: &[GameFacts], seats: usize) -> Vec<Invited> {
    let mut out: Vec<Invited> = Vec::new();
    let invite = |nick: &str, why: Why, out: &mut Vec<Invited>| {
        if out.len() < seats
            && present.iter().any(|p| same_nick(p, nick))
            && !out.iter().any(|i| same_nick(&i.nick, nick))
        {
            let shown = present
                .iter()
                .find(|p| same_nick(p, nick))
                .map_or(nick, String::as_str);
            out.push(Invited {
                nick: shown.to_owned(),
                why,
            });
        }
    };
    if let Some(last) = games.last() {
        for n in &last.minus {
            invite(n, Why::Minus, &mut out);
        }
        for n in &last.best {
            invite(n, Why::BestPlayer, &mut out);
        }
        if let Some(n) = &last.first_killed {
            invite(n, Why::FirstKilled, &mut out);
        }
    }
    for p in present {
        let played = games
            .iter()
            .any(|g| g.players.iter().any(|q| same_nick(q, p)));
        if !played {
            invite(p, Why::NotPlayed, &mut out);
        }
    }
    out
}

/// Tonight: the date, who came, the games played.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Evening {
    /// `YYYY-MM-DD`.
    #[serde(default)]
    pub date: String,
    /// Who came tonight, in order of arrival.
    #[serde(default)]
    pub present: Vec<String>,
    /// The games played tonight, oldest first.
    #[serde(default)]
    pub games: Vec<GameFacts>,
}

impl Evening {
    /// Reads the evening; a missing file is an empty evening.
    pub fn load(path: &Path) -> Result<Evening, TournamentError> {
        match mafia_store::storage::read_capped(
            path,
            mafia_store::storage::PLAYERS_LIMIT,
            "an evening",
        ) {
            Ok(bytes) => {
                let text = super::utf8(path, bytes)?;
                mafia_core::ruleset::from_toml(&text).map_err(|p| TournamentError::file(path, p))
            }
            Err(e) if e.is_not_found() => Ok(Evening::default()),
            Err(e) => Err(e.into()),
        }
    }

    /// Writes the evening through a temp file and a rename.
    pub fn save(&self, path: &Path) -> Result<(), TournamentError> {
        let text = toml::to_string_pretty(self)
            .map_err(|e| TournamentError::make(super::Making::toml(path), &e))?;
        Ok(mafia_store::storage::write_atomic(path, text.as_bytes())?)
    }

    /// Changes the evening as it is on disk now, under the file's lock
    /// (a temp file a killed save left goes first); written only when it
    /// changed. Returns the evening as written.
    pub fn update(
        path: &Path,
        change: impl FnOnce(&mut Evening),
    ) -> Result<Evening, TournamentError> {
        let _lock = FileLock::acquire(path)?;
        if let (Some(dir), Some(name)) = (path.parent(), path.file_name()) {
            super::remove_temps_locked(dir, &name.to_string_lossy());
        }
        let mut e = Evening::load(path)?;
        let before = e.clone();
        change(&mut e);
        if e != before {
            e.save(path)?;
        }
        Ok(e)
    }

    /// Checks a player in (once; the same nickname in other letters case
    /// is the same player). Returns false when he was here already.
    pub fn check_in(&mut self, nick: &str) -> bool {
        let nick = nick.trim();
        if nick.is_empty() || self.present.iter().any(|p| same_nick(p, nick)) {
            return false;
        }
        self.present.push(nick.to_owned());
        true
    }

    /// A player leaves for the night.
    pub fn check_out(&mut self, nick: &str) {
        self.present.retain(|p| !same_nick(p, nick));
    }

    /// A game played tonight joins the evening (once: the same game,
    /// filed again, is not counted twice). Returns false when it was there.
    pub fn add_game(&mut self, game: GameFacts) -> bool {
        if self
            .games
            .iter()
            .any(|g| g.created == game.created && g.players == game.players)
        {
            return false;
        }
        self.games.push(game);
        true
    }

    /// The next table by the club's rule.
    pub fn propose(&self, seats: usize) -> Vec<Invited> {
        propose(&self.present, &self.games, seats)
    }
}
