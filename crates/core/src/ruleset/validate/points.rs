//! `[points]`: what each role gets for a result, the best move's tables,
//! likes, the best player's vote, the first-killed compensation and the
//! in-game penalties.

use super::{Ctx, RawText};
use crate::ruleset::{
    BestMoveTable, Compensation, Expected, Likes, Penalty, Points, Role, RolePoints, Thing,
};
use mafia_words::Text;
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPoints {
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
    pub note: Option<RawText>,
    #[serde(default)]
    pub roles: BTreeMap<String, RawRolePoints>,
    pub best_move_table: Option<String>,
    #[serde(default)]
    pub best_move: Vec<RawBestMoveTable>,
    pub removed_by_fouls: Option<f64>,
    pub disqualified: Option<f64>,
    pub team_loss: Option<f64>,
    pub likes: Option<RawLikes>,
    pub best_player_vote: Option<f64>,
    /// At most this many best players per game (Baikal: the host names one).
    pub best_players_max: Option<u8>,
    pub compensation: Option<RawCompensation>,
    #[serde(default)]
    pub penalties: Vec<RawPenalty>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRolePoints {
    pub win: Option<f64>,
    pub loss: Option<f64>,
    pub draw: Option<f64>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBestMoveTable {
    pub id: Option<String>,
    pub name: Option<RawText>,
    /// `[[blacks, points], ...]`
    #[serde(default)]
    pub hits: Vec<(u8, f64)>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawLikes {
    pub per_player: Option<u8>,
    pub needed: Option<u8>,
    pub points: Option<f64>,
    /// Every `needed` likes give `points` again (true), or only once (false).
    pub repeat: Option<bool>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCompensation {
    pub step: Option<f64>,
    pub cap: Option<f64>,
    pub share: Option<f64>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPenalty {
    pub id: Option<String>,
    pub name: Option<RawText>,
    pub points: Option<f64>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

/// The `[points]` section; none at all is no points for anyone.
pub(super) fn points(cx: &mut Ctx, raw: Option<&RawPoints>, roles: &[Role]) -> Points {
    let Some(p) = raw else {
        return Points {
            roles: vec![RolePoints::default(); roles.len()],
            ..Points::default()
        };
    };
    let rp = role_points(cx, &p.roles, roles);
    let (tables, best_move_default) = best_move_tables(cx, p);
    let likes = p.likes.as_ref().map(|l| {
        let needed = l.needed.unwrap_or(4);
        if needed == 0 {
            cx.bad("points.likes.needed", Expected::AtLeastOne);
        }
        Likes {
            per_player: l.per_player.unwrap_or(2),
            needed,
            points: l.points.unwrap_or(1.0),
            repeat: l.repeat.unwrap_or(true),
        }
    });
    let best_players_max = p.best_players_max;
    if best_players_max == Some(0) {
        cx.bad("points.best_players_max", Expected::AtLeastOneOrLeftOut);
    }
    if best_players_max.is_some() && p.best_player_vote.is_none() {
        cx.bad("points.best_players_max", Expected::BestPlayerVoteToo);
    }
    let compensation = p.compensation.as_ref().map(|c| Compensation {
        step: c.step.unwrap_or(0.5),
        cap: c.cap.unwrap_or(0.5),
        share: c.share.unwrap_or(0.4),
    });
    let penalties = penalties(cx, &p.penalties);
    Points {
        note: cx.opt_text(&p.note, "points.note"),
        roles: rp,
        best_move_tables: tables,
        best_move_default,
        removed_by_fouls: p.removed_by_fouls.unwrap_or(0.0),
        disqualified: p.disqualified.unwrap_or(0.0),
        team_loss: p.team_loss.unwrap_or(0.0),
        likes,
        best_player_vote: p.best_player_vote,
        best_players_max,
        compensation,
        penalties,
    }
}

/// `[points.roles]`: a win, a loss and a draw for each role named.
fn role_points(
    cx: &mut Ctx,
    raw: &BTreeMap<String, RawRolePoints>,
    roles: &[Role],
) -> Vec<RolePoints> {
    let mut rp = vec![RolePoints::default(); roles.len()];
    for (rid, v) in raw {
        match roles.iter().position(|r| &r.id == rid) {
            Some(i) => {
                rp[i] = RolePoints {
                    win: v.win.unwrap_or(0.0),
                    loss: v.loss.unwrap_or(0.0),
                    draw: v.draw.unwrap_or(0.0),
                }
            }
            None => cx.bad_found(
                format!("points.roles.{rid}"),
                Expected::IdFrom(Thing::Role),
                Some(rid),
            ),
        }
    }
    rp
}

/// `[[points.best_move]]` tables and the one a game starts with.
fn best_move_tables(cx: &mut Ctx, p: &RawPoints) -> (Vec<BestMoveTable>, Option<usize>) {
    let mut tables: Vec<BestMoveTable> = Vec::new();
    for (i, t) in p.best_move.iter().enumerate() {
        let key = format!("points.best_move[{i}]");
        let id = cx
            .req(
                &t.id,
                &format!("{key}.id"),
                Expected::Id(Thing::BestMoveTable),
            )
            .unwrap_or_default();
        let name = match &t.name {
            Some(_) => cx.text(&t.name, &format!("{key}.name")),
            None => Text::new(&id, &id),
        };
        tables.push(BestMoveTable {
            id,
            name,
            hits: t.hits.clone(),
        });
    }
    let best_move_default = match &p.best_move_table {
        Some(id) => {
            let idx = tables.iter().position(|t| &t.id == id);
            if idx.is_none() {
                cx.bad_found(
                    "points.best_move_table",
                    Expected::IdFrom(Thing::BestMoveTable),
                    Some(id),
                );
            }
            idx
        }
        None => (!tables.is_empty()).then_some(0),
    };
    (tables, best_move_default)
}

/// `[[points.penalties]]`: in-game penalties with their points.
fn penalties(cx: &mut Ctx, raw: &[RawPenalty]) -> Vec<Penalty> {
    let mut penalties = Vec::new();
    for (i, x) in raw.iter().enumerate() {
        let key = format!("points.penalties[{i}]");
        let id = cx
            .req(&x.id, &format!("{key}.id"), Expected::Id(Thing::Penalty))
            .unwrap_or_default();
        let name = cx.text(&x.name, &format!("{key}.name"));
        let points = cx
            .req(&x.points, &format!("{key}.points"), Expected::PenaltyPoints)
            .unwrap_or(0.0);
        penalties.push(Penalty { id, name, points });
    }
    penalties
}
