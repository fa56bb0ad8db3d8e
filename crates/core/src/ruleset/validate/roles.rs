//! `[players]`, `[[teams]]` and `[[roles]]`: who sits at the table and which
//! cards are dealt.

use super::{Ctx, RawText, one_of};
use crate::ruleset::{CountRange, Expected, Role, Side, Team, Thing};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPlayers {
    pub min: Option<u8>,
    pub max: Option<u8>,
    pub default: Option<u8>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawTeam {
    pub id: Option<String>,
    pub side: Option<String>,
    pub name: Option<RawText>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

/// A role's card count: a fixed number or a range the judge picks from.
#[derive(Debug, Clone, Deserialize)]
#[serde(untagged)]
pub(super) enum RawCount {
    Fixed(u8),
    Range {
        min: Option<u8>,
        max: Option<u8>,
        default: Option<u8>,
    },
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRole {
    pub id: Option<String>,
    pub team: Option<String>,
    pub name: Option<RawText>,
    pub count: Option<RawCount>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

/// The teams: unique ids, a side each, at least one red and one black.
pub(super) fn teams(cx: &mut Ctx, raw: &[RawTeam]) -> Vec<Team> {
    let mut teams: Vec<Team> = Vec::new();
    if raw.is_empty() {
        cx.bad("teams", Expected::RedAndBlackTeams);
    }
    for (i, t) in raw.iter().enumerate() {
        let key = format!("teams[{i}]");
        let tid = cx
            .req(&t.id, &format!("{key}.id"), Expected::Id(Thing::Team))
            .unwrap_or_default();
        if teams.iter().any(|x| x.id == tid) {
            cx.bad_found(
                format!("{key}.id"),
                Expected::UniqueId(Thing::Team),
                Some(&tid),
            );
        }
        let side = match t.side.as_deref() {
            Some("red") => Side::Red,
            Some("black") => Side::Black,
            other => {
                cx.bad_found(format!("{key}.side"), one_of(["red", "black"]), other);
                Side::Red
            }
        };
        let name = cx.text(&t.name, &format!("{key}.name"));
        teams.push(Team {
            id: tid,
            side,
            name,
        });
    }
    for side in [Side::Red, Side::Black] {
        if !raw.is_empty() && !teams.iter().any(|t| t.side == side) {
            cx.bad("teams", Expected::TeamOfSide(side.id()));
        }
    }
    teams
}

/// How many players a game has (10 when not said).
pub(super) fn players(cx: &mut Ctx, raw: Option<&RawPlayers>) -> CountRange {
    let Some(p) = raw else {
        return CountRange {
            min: 10,
            max: 10,
            default: 10,
        };
    };
    let min = p.min.unwrap_or(10);
    let max = p.max.unwrap_or(min.max(10));
    let default = p.default.unwrap_or(max);
    if !(3..=20).contains(&min) || max < min || max > 20 {
        cx.bad("players", Expected::PlayerLimits);
    }
    if default < min || default > max {
        cx.bad("players.default", Expected::DefaultBetweenMinAndMax);
    }
    CountRange { min, max, default }
}

/// The roles, each of a team, and their card counts adding up to the players.
pub(super) fn roles(
    cx: &mut Ctx,
    raw: &[RawRole],
    teams: &[Team],
    players: &CountRange,
) -> Vec<Role> {
    let mut roles: Vec<Role> = Vec::new();
    if raw.is_empty() {
        cx.bad("roles", Expected::SomeRole);
    }
    for (i, r) in raw.iter().enumerate() {
        let role = role(cx, &format!("roles[{i}]"), r, teams, &roles);
        roles.push(role);
    }
    if !roles.is_empty() {
        counts_add_up(cx, &roles, teams, players);
    }
    roles
}

/// One `[[roles]]` entry (`roles` are the ones before it).
fn role(cx: &mut Ctx, key: &str, r: &RawRole, teams: &[Team], roles: &[Role]) -> Role {
    let rid = cx
        .req(&r.id, &format!("{key}.id"), Expected::Id(Thing::Role))
        .unwrap_or_default();
    if roles.iter().any(|x| x.id == rid) {
        cx.bad_found(
            format!("{key}.id"),
            Expected::UniqueId(Thing::Role),
            Some(&rid),
        );
    }
    let team_id = cx
        .req(
            &r.team,
            &format!("{key}.team"),
            Expected::IdFrom(Thing::Team),
        )
        .unwrap_or_default();
    let team = match teams.iter().position(|t| t.id == team_id) {
        Some(t) => t,
        None => {
            if r.team.is_some() {
                cx.bad_found(
                    format!("{key}.team"),
                    Expected::IdFrom(Thing::Team),
                    Some(&team_id),
                );
            }
            0
        }
    };
    let name = cx.text(&r.name, &format!("{key}.name"));
    let count = match &r.count {
        None => {
            cx.bad_found(format!("{key}.count"), Expected::CardCount, None);
            CountRange {
                min: 0,
                max: 0,
                default: 0,
            }
        }
        Some(RawCount::Fixed(n)) => CountRange {
            min: *n,
            max: *n,
            default: *n,
        },
        Some(RawCount::Range { min, max, default }) => {
            let min = min.unwrap_or(0);
            let max = max.unwrap_or(min);
            let default = default.unwrap_or(max);
            if max < min || default < min || default > max {
                cx.bad(format!("{key}.count"), Expected::CountOrder);
            }
            CountRange { min, max, default }
        }
    };
    Role {
        id: rid,
        team,
        name,
        count,
    }
}

/// The cards fill the table: the defaults add up to the default players,
/// the ranges cover the players' range, each side has a card.
fn counts_add_up(cx: &mut Ctx, roles: &[Role], teams: &[Team], players: &CountRange) {
    let dsum: u32 = roles.iter().map(|r| u32::from(r.count.default)).sum();
    let minsum: u32 = roles.iter().map(|r| u32::from(r.count.min)).sum();
    let maxsum: u32 = roles.iter().map(|r| u32::from(r.count.max)).sum();
    if dsum != u32::from(players.default) {
        cx.bad(
            "roles",
            Expected::RoleCountsAddUp {
                players: players.default,
                sum: dsum,
            },
        );
    }
    if minsum > u32::from(players.min) || maxsum < u32::from(players.max) {
        cx.bad("roles", Expected::RoleRangesFill);
    }
    for side in [Side::Red, Side::Black] {
        let n: u32 = roles
            .iter()
            .filter(|r| teams.get(r.team).is_some_and(|t| t.side == side))
            .map(|r| u32::from(r.count.min))
            .sum();
        if n == 0 {
            cx.bad("roles", Expected::CardOfSide(side.id()));
        }
    }
}
