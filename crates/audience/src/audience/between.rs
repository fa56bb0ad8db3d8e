//! The hall between two games of a tournament: the standings as the hall may
//! see them and the seating of the next game.
//!
//! Plain data, like the rest of the audience's view: the tournament layer
//! builds it (`tournament::hall`), the projector draws it, the web pages and
//! `/view.json` carry it. When the organiser has closed the standings from a
//! round on, the rows here are the standings before that round, never the
//! judge's current ones.

use mafia_core::game::Seat;
use mafia_core::ruleset::Side;
use mafia_words::Text;
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
    /// The seats (from 1) of players removed from the tournament whom the
    /// seating, made before the removal, still puts in this game: the
    /// hall and the judge are warned (issue 32, 9g).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<Seat>,
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
    /// The charts that take turns with the standings' pages, over the
    /// games the shown standings count (nothing the hall may not see).
    pub charts: HallCharts,
}

/// The colours of the lines of points over the rounds, a player each in
/// the order of the standings (the window, the book, the hall: the same).
pub const LINE_COLOURS: [[u8; 3]; 10] = [
    [220, 38, 38],
    [37, 99, 235],
    [22, 163, 74],
    [217, 119, 6],
    [147, 51, 234],
    [8, 145, 178],
    [219, 39, 119],
    [101, 163, 13],
    [120, 53, 15],
    [71, 85, 105],
];

/// A scale's step for the span `span` in at most `ticks` steps: 1, 2 or 5
/// times a power of ten.
pub fn nice_step(span: f64, ticks: u32) -> f64 {
    let raw = (span / f64::from(ticks.max(1))).max(0.1);
    let mag = 10f64.powf(raw.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag)
}

/// A role's bar: its games won, of its games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RoleBar {
    /// The role's name, as the ruleset gives it.
    pub name: Text,
    pub side: Side,
    pub wins: u32,
    pub games: u32,
    /// `wins / games`, 0 to 1.
    pub rate: f64,
}

/// A player's points after each round (the rounds of [`HallCharts::rounds`]).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PlayerLine {
    pub nick: String,
    pub after: Vec<f64>,
}

/// Win rate by role as bars, the points of the first players over the
/// rounds as lines, with their headings and axis words.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct HallCharts {
    /// In the order of the roles' ids; empty: no game yet (no page).
    pub roles: Vec<RoleBar>,
    pub roles_heading: Text,
    /// «победы, %».
    pub roles_axis: Text,
    /// The rounds with a counted game; empty: no page of lines.
    pub rounds: Vec<u32>,
    pub lines: Vec<PlayerLine>,
    pub lines_heading: Text,
    /// «тур» under the lines, «очки» beside them.
    pub round_word: Text,
    pub points_word: Text,
}

impl HallCharts {
    /// The chart pages the hall shows: the bars, the lines, or none.
    pub fn pages(&self) -> usize {
        usize::from(!self.roles.is_empty())
            + usize::from(!self.rounds.is_empty() && !self.lines.is_empty())
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_scale_steps_by_one_two_or_five() {
        assert_eq!(nice_step(11.5, 8), 2.0);
        assert_eq!(nice_step(3.0, 8), 0.5);
        assert_eq!(nice_step(40.0, 8), 5.0);
    }
}
