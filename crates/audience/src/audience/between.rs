//! The hall between two games of a tournament: the standings as the hall may
//! see them and the seating of the next game.
//!
//! Plain data, like the rest of the audience's view: the tournament layer
//! builds it (`tournament::hall`), the projector draws it, the web pages and
//! `/view.json` carry it. When the organiser has closed the standings from a
//! round on, the rows here are the standings before that round, never the
//! judge's current ones.

use crate::ruleset::Text;
use serde::Serialize;

/// One line of the standings on the projector.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct HallRow {
    pub place: u32,
    pub nick: String,
    /// Rated games played.
    pub games: u32,
    pub total: f64,
    /// False: out of the awards (too many rounds skipped, disqualified).
    pub eligible: bool,
    /// Removed from the tournament («Снят с турнира»).
    pub disqualified: bool,
    /// The place in the awards (none: out of them).
    pub award_place: Option<u32>,
}

/// The next game of the seating: who sits where, seat 1 first.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct NextGame {
    /// The game's number in the tournament.
    pub number: u32,
    pub round: u32,
    pub table: u32,
    pub seats: Vec<String>,
}

/// What the hall sees between two games.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct BetweenGames {
    pub tournament: String,
    /// The standings, in order of place.
    pub standings: Vec<HallRow>,
    /// Games the shown standings count.
    pub games: u32,
    /// The standings are closed from this round on: the rows count only the
    /// games of the rounds before it.
    pub closed_from_round: Option<u32>,
    /// The next game of the seating, if one is left.
    pub next: Option<NextGame>,
    /// Over the standings: «Турнирная таблица», or after which round they
    /// are closed.
    pub heading: Text,
    /// «Сыграно игр: 12».
    pub played: Text,
    /// «Следующая игра №13 · тур 7 · стол 1», or that every game is played.
    pub next_heading: Text,
    /// Every table's next game of the seating, table 1 first (with its
    /// heading: «Стол 2 · игра №8 · тур 3»).
    pub tables: Vec<TableNext>,
    /// The stage being played, in a tournament of stages («Полуфинал · туры 8–10»).
    pub stage: Option<Text>,
    /// At a cut: who goes through to the next stage.
    pub cut: Option<Cut>,
    /// The words the hall's pages use for the rows («места 1–15 из 30»,
    /// «снят с турнира»), in both languages.
    pub words: HallWords,
}

/// One table's next game.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TableNext {
    pub table: u32,
    pub heading: Text,
    pub game: NextGame,
}

/// Who goes through after a stage.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct Cut {
    /// «В полуфинал проходят 20 игроков».
    pub heading: Text,
    pub passed: Vec<String>,
}

/// Words of the hall's pages that do not depend on the tournament.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct HallWords {
    pub disqualified: Text,
    pub not_eligible: Text,
    /// «места» (1–15) «из» (30): the pages' heading.
    pub places: Text,
    pub of: Text,
}
