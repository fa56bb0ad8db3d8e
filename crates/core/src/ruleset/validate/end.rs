//! `[best_move]` and `[end]`: the first killed player's guess, and when a
//! game ends besides the count of blacks.

use super::rules::{RawRuleNumber, entry_rule};
use super::{Ctx, one_of};
use crate::ruleset::{AfterMiss, BestMove, End, Expected, Outcome, Streak, StreakCounts};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBestMove {
    pub seats: Option<u8>,
    pub night: Option<u32>,
    pub void_if_day_one_left: Option<u8>,
    /// Nobody killed on `night`: `no_best_move` or `first_killed`.
    pub after_miss: Option<String>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawEnd {
    pub black_wins_at_parity: Option<bool>,
    #[serde(default)]
    pub streaks: Vec<RawStreak>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawStreak {
    pub counts: Option<String>,
    pub length: Option<u8>,
    pub max_living: Option<u8>,
    pub result: Option<String>,
    pub rated: Option<bool>,
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub geographic: Option<bool>,
}

/// The best move, when the ruleset has one.
pub(super) fn best_move(cx: &mut Ctx, raw: Option<&RawBestMove>) -> Option<BestMove> {
    raw.map(|b| {
        let seats = b.seats.unwrap_or(3);
        if seats == 0 || seats > 5 {
            cx.bad("best_move.seats", Expected::BestMoveSeats);
        }
        BestMove {
            seats,
            night: b.night.unwrap_or(1),
            void_if_day_one_left: b.void_if_day_one_left.unwrap_or(0),
            after_miss: cx.choice(
                &b.after_miss,
                "best_move.after_miss",
                &[
                    ("no_best_move", AfterMiss::NoBestMove),
                    ("first_killed", AfterMiss::FirstKilled),
                ],
                AfterMiss::NoBestMove,
            ),
        }
    })
}

/// The end of a game: black wins at parity (unless said otherwise), and
/// the streaks that end it early.
pub(super) fn end(cx: &mut Ctx, raw: Option<&RawEnd>) -> End {
    let streaks = raw
        .map_or(&[][..], |e| &e.streaks)
        .iter()
        .enumerate()
        .map(|(i, s)| streak(cx, &format!("end.streaks[{i}]"), s))
        .collect();
    End {
        black_wins_at_parity: raw.and_then(|e| e.black_wins_at_parity).unwrap_or(true),
        streaks,
    }
}

/// One `[[end.streaks]]`: so many misses, quiet nights or rounds in a row
/// give a result.
fn streak(cx: &mut Ctx, key: &str, s: &RawStreak) -> Streak {
    if s.counts.is_none() {
        cx.bad_found(
            format!("{key}.counts"),
            one_of(["misses", "quiet_nights", "quiet_rounds"]),
            None,
        );
    }
    let counts = cx.choice(
        &s.counts,
        &format!("{key}.counts"),
        &[
            ("misses", StreakCounts::Misses),
            ("quiet_nights", StreakCounts::QuietNights),
            ("quiet_rounds", StreakCounts::QuietRounds),
        ],
        StreakCounts::QuietRounds,
    );
    if s.result.is_none() {
        cx.bad_found(
            format!("{key}.result"),
            one_of(["red", "black", "draw"]),
            None,
        );
    }
    let result = cx.choice(
        &s.result,
        &format!("{key}.result"),
        &[
            ("red", Outcome::Red),
            ("black", Outcome::Black),
            ("draw", Outcome::Draw),
        ],
        Outcome::Draw,
    );
    let length = s.length.unwrap_or(3);
    if length == 0 {
        cx.bad(format!("{key}.length"), Expected::AtLeastOne);
    }
    Streak {
        counts,
        length,
        max_living: s.max_living,
        result,
        rated: s.rated.unwrap_or(true),
        rule: entry_rule(cx, key, &s.rule),
        geographic: s.geographic.unwrap_or(false),
    }
}
