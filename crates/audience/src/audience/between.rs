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
}
