//! `[tournament]`: how a tournament adds the games up (the validated rules
//! are `crate::ruleset::tournament`).

use super::{Ctx, RawText, one_of};
use crate::ruleset::tournament::{
    CompensationCounts, CompensationSource, PenaltyKind, TieBreak, TournamentPenalty,
    TournamentRules, Unrated,
};
use crate::ruleset::{Expected, Points, Thing};
use serde::Deserialize;

/// The raw `[tournament]` section, as written.
#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTournament {
    pub rule: Option<String>,
    pub note: Option<RawText>,
    pub unrated: Option<String>,
    pub compensation: Option<String>,
    pub games_per_player: Option<u32>,
    pub compensation_counts: Option<String>,
    pub carry_over: Option<bool>,
    #[serde(default)]
    pub tie_breaks: Vec<String>,
    pub eligibility: Option<RawEligibility>,
    #[serde(default)]
    pub penalties: Vec<RawTournamentPenalty>,
}

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawEligibility {
    pub max_skipped_rounds: Option<u32>,
    pub disqualified: Option<bool>,
    pub rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTournamentPenalty {
    pub id: Option<String>,
    pub kind: Option<String>,
    pub name: Option<RawText>,
    pub points: Option<f64>,
    pub notice: Option<bool>,
    pub per_minutes: Option<u32>,
    pub disqualify_at_minutes: Option<u32>,
    pub at_most: Option<u32>,
    pub beyond: Option<String>,
    pub rule: Option<String>,
}

/// The `[tournament]` section; none at all is the default rules.
pub(super) fn tournament(
    cx: &mut Ctx,
    raw: Option<&RawTournament>,
    points: &Points,
) -> TournamentRules {
    let Some(t) = raw else {
        return TournamentRules::default();
    };
    let mut out = TournamentRules {
        rule: t.rule.clone().unwrap_or_default(),
        ..TournamentRules::default()
    };
    if t.note.is_some() {
        out.note = Some(cx.text(&t.note, "tournament.note"));
    }
    out.unrated = match t.unrated.as_deref() {
        None | Some("not_counted") => Unrated::NotCounted,
        Some("bonus_only") => Unrated::BonusOnly,
        Some(other) => {
            cx.bad_found(
                "tournament.unrated",
                one_of(["not_counted", "bonus_only"]),
                Some(other),
            );
            Unrated::NotCounted
        }
    };
    out.compensation = match t.compensation.as_deref() {
        None | Some("by_hand") => CompensationSource::ByHand,
        Some("from_games") => {
            if points.compensation.is_none() {
                cx.bad("tournament.compensation", Expected::CompensationFromGames);
            }
            CompensationSource::FromGames
        }
        Some(other) => {
            cx.bad_found(
                "tournament.compensation",
                one_of(["by_hand", "from_games"]),
                Some(other),
            );
            CompensationSource::ByHand
        }
    };
    out.games_per_player = t.games_per_player.unwrap_or(0);
    out.compensation_counts = match t.compensation_counts.as_deref() {
        None | Some("first_killed_losses") => CompensationCounts::FirstKilledLosses,
        Some("night1_red_deaths") => CompensationCounts::Night1RedDeaths,
        Some(other) => {
            cx.bad_found(
                "tournament.compensation_counts",
                one_of(["first_killed_losses", "night1_red_deaths"]),
                Some(other),
            );
            CompensationCounts::FirstKilledLosses
        }
    };
    out.carry_over = t.carry_over.unwrap_or(true);
    if !t.tie_breaks.is_empty() {
        out.tie_breaks = tie_breaks(cx, &t.tie_breaks);
    }
    if let Some(e) = &t.eligibility {
        out.max_skipped_rounds = e.max_skipped_rounds;
        out.disqualified_eligible = e.disqualified.unwrap_or(true);
        out.eligibility_rule = e.rule.clone().unwrap_or_default();
    }
    for (i, p) in t.penalties.iter().enumerate() {
        let penalty = penalty(cx, &format!("tournament.penalties[{i}]"), p, &out.penalties);
        out.penalties.push(penalty);
    }
    for (i, p) in out.penalties.iter().enumerate() {
        if let Some(b) = &p.beyond
            && (out.penalty(b).is_none() || b == &p.id)
        {
            cx.bad_found(
                format!("tournament.penalties[{i}].beyond"),
                Expected::OtherPenalty,
                Some(b),
            );
        }
    }
    out
}

/// The tie-breaks in the order they are tried, each once.
fn tie_breaks(cx: &mut Ctx, names: &[String]) -> Vec<TieBreak> {
    let mut out: Vec<TieBreak> = Vec::new();
    for (i, name) in names.iter().enumerate() {
        match TieBreak::ALL.iter().find(|(n, _)| n == name) {
            Some((_, tb)) if !out.contains(tb) => out.push(*tb),
            Some(_) => cx.bad_found(
                format!("tournament.tie_breaks[{i}]"),
                Expected::UniqueId(Thing::TieBreak),
                Some(name),
            ),
            None => cx.bad_found(
                format!("tournament.tie_breaks[{i}]"),
                one_of(TieBreak::ALL.iter().map(|(n, _)| *n)),
                Some(name),
            ),
        }
    }
    out
}

/// One `[[tournament.penalties]]` (`before` are the ones before it).
fn penalty(
    cx: &mut Ctx,
    key: &str,
    p: &RawTournamentPenalty,
    before: &[TournamentPenalty],
) -> TournamentPenalty {
    let id = match &p.id {
        Some(id) if !id.trim().is_empty() => id.clone(),
        _ => {
            cx.bad_found(
                format!("{key}.id"),
                Expected::Id(Thing::TournamentPenalty),
                p.id.as_deref(),
            );
            String::new()
        }
    };
    if !id.is_empty() && before.iter().any(|x| x.id == id) {
        cx.bad_found(
            format!("{key}.id"),
            Expected::UniqueId(Thing::TournamentPenalty),
            Some(&id),
        );
    }
    let kind = penalty_kind(cx, key, p);
    let points = match p.points {
        Some(x) if x.is_finite() => x,
        Some(_) => {
            cx.bad(format!("{key}.points"), Expected::FiniteNumber);
            0.0
        }
        None => {
            cx.bad_found(
                format!("{key}.points"),
                Expected::TournamentPenaltyPoints,
                None,
            );
            0.0
        }
    };
    let name = cx.text(&p.name, &format!("{key}.name"));
    if p.at_most.is_some() != p.beyond.is_some() {
        cx.bad(format!("{key}.beyond"), Expected::AtMostWithBeyond);
    }
    TournamentPenalty {
        id,
        kind,
        name,
        points,
        at_most: p.at_most,
        beyond: p.beyond.clone(),
        rule: p.rule.clone().unwrap_or_default(),
    }
}

/// What a tournament penalty is, with the keys only its kind takes.
fn penalty_kind(cx: &mut Ctx, key: &str, p: &RawTournamentPenalty) -> PenaltyKind {
    let kind = match p.kind.as_deref() {
        Some("skipped_round") => PenaltyKind::SkippedRound {
            notice: p.notice.unwrap_or(false),
        },
        Some("late") => match p.per_minutes {
            Some(m) if m > 0 => PenaltyKind::Late {
                per_minutes: m,
                disqualify_at: p.disqualify_at_minutes,
            },
            _ => {
                cx.bad(format!("{key}.per_minutes"), Expected::LateMinutes);
                PenaltyKind::Other
            }
        },
        Some("disqualification") => PenaltyKind::Disqualification,
        Some("other") => PenaltyKind::Other,
        other => {
            cx.bad_found(
                format!("{key}.kind"),
                one_of(["skipped_round", "late", "disqualification", "other"]),
                other,
            );
            PenaltyKind::Other
        }
    };
    if p.notice.is_some() && !matches!(kind, PenaltyKind::SkippedRound { .. }) {
        cx.bad(format!("{key}.notice"), Expected::NoticeOnlySkippedRound);
    }
    if (p.per_minutes.is_some() || p.disqualify_at_minutes.is_some())
        && !matches!(kind, PenaltyKind::Late { .. } | PenaltyKind::Other)
    {
        cx.bad(format!("{key}.per_minutes"), Expected::MinutesOnlyLate);
    }
    kind
}
