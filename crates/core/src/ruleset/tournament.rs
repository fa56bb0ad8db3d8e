//! A ruleset's tournament rules: the `[tournament]` section of its file.
//!
//! The game's points come from `[points]` (see `crate::game::score`); this
//! section says how a tournament adds them up: which penalties the head judge
//! may give outside the games (a skipped round, lateness, a disqualification
//! from the tournament), who may take part in the awards, what an unrated game
//! still gives, where the first-killed compensation comes from, and how ties
//! are broken. `mafia_tournament` computes the standings from it; the
//! section is read and checked in `super::validate::tournament`.

use mafia_words::Text;

/// What an unrated game (a draw the rules do not rate) gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unrated {
    /// Nothing: not a game, not a point.
    NotCounted,
    /// Not a game and no result points, but the bonus (best player, likes) counts (MCC).
    BonusOnly,
}

/// Where the first-killed compensation comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompensationSource {
    /// As the judge typed i and n into each game (or none).
    ByHand,
    /// Computed from the tournament's own games: i and n counted per player.
    FromGames,
}

/// What the compensation's `i` counts, and in which games it is paid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CompensationCounts {
    /// `i` = the games where the player was killed first as red and red
    /// lost; paid in each of them.
    FirstKilledLosses,
    /// `i` = every night-1 death as red, won or lost; paid in each lost one
    /// (MafiaRatings' scoring «ФИИМ», version 7).
    Night1RedDeaths,
}

/// A way to break a tie on the total, tried in order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TieBreak {
    /// More wins.
    Wins,
    /// More result points.
    Points,
    /// More extra points.
    Extra,
    /// More best-move points.
    BestMove,
    /// Fewer penalty points.
    Penalties,
}

impl TieBreak {
    pub const ALL: [(&'static str, TieBreak); 5] = [
        ("wins", TieBreak::Wins),
        ("points", TieBreak::Points),
        ("extra", TieBreak::Extra),
        ("best_move", TieBreak::BestMove),
        ("penalties", TieBreak::Penalties),
    ];
    pub fn id(self) -> &'static str {
        TieBreak::ALL
            .iter()
            .find(|(_, t)| *t == self)
            .map_or("", |(n, _)| n)
    }
}

/// What a tournament penalty is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyKind {
    /// A round the player did not play; `notice`: the head judge was told beforehand.
    SkippedRound { notice: bool },
    /// Lateness: `points` for every full `per_minutes`; from `disqualify_at` minutes, disqualified.
    Late {
        per_minutes: u32,
        disqualify_at: Option<u32>,
    },
    /// Disqualified from the tournament.
    Disqualification,
    /// Any other penalty with fixed points.
    Other,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TournamentPenalty {
    pub id: String,
    pub kind: PenaltyKind,
    pub name: Text,
    pub points: f64,
    /// At most this many times per player; beyond, the penalty `beyond` counts instead.
    pub at_most: Option<u32>,
    pub beyond: Option<String>,
    pub rule: String,
}

impl TournamentPenalty {
    /// The points this penalty costs (for lateness, for so many minutes).
    pub fn cost(&self, minutes: u32) -> f64 {
        match self.kind {
            PenaltyKind::Late { per_minutes, .. } => {
                f64::from(minutes / per_minutes.max(1)) * self.points
            }
            _ => self.points,
        }
    }

    /// Does it put the player out of the tournament?
    pub fn disqualifies(&self, minutes: u32) -> bool {
        match self.kind {
            PenaltyKind::Disqualification => true,
            PenaltyKind::Late {
                disqualify_at: Some(d),
                ..
            } => minutes >= d,
            _ => false,
        }
    }
}

/// The validated tournament rules of a ruleset.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentRules {
    pub rule: String,
    pub note: Option<Text>,
    pub unrated: Unrated,
    pub compensation: CompensationSource,
    /// The `N` of the compensation when the tournament does not say (0: count each player's games).
    pub games_per_player: u32,
    /// What the compensation's `i` counts.
    pub compensation_counts: CompensationCounts,
    /// Do the points of one stage carry over into the next one's standings
    /// (and its cut)? Otherwise each stage starts from zero.
    pub carry_over: bool,
    pub tie_breaks: Vec<TieBreak>,
    /// A player who skipped more rounds than this takes no part in the awards.
    pub max_skipped_rounds: Option<u32>,
    /// May a player disqualified from the tournament take part in the awards?
    pub disqualified_eligible: bool,
    pub eligibility_rule: String,
    pub penalties: Vec<TournamentPenalty>,
}

impl Default for TournamentRules {
    fn default() -> Self {
        TournamentRules {
            rule: String::new(),
            note: None,
            unrated: Unrated::NotCounted,
            compensation: CompensationSource::ByHand,
            games_per_player: 0,
            compensation_counts: CompensationCounts::FirstKilledLosses,
            carry_over: true,
            tie_breaks: vec![TieBreak::Wins],
            max_skipped_rounds: None,
            disqualified_eligible: true,
            eligibility_rule: String::new(),
            penalties: Vec::new(),
        }
    }
}

impl TournamentRules {
    pub fn penalty(&self, id: &str) -> Option<&TournamentPenalty> {
        self.penalties.iter().find(|p| p.id == id)
    }
}
