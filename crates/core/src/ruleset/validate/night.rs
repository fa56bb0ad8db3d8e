//! `[[night_zero]]`, `[[night]]` and `[gestures]`: the night's steps in
//! order, and the pictures the judge answers with.

use super::{Ctx, RawText, one_of};
use crate::ruleset::{AnswerAt, Expected, Gesture, NightStep, Reveal, Role, StepKind, Team, Thing};
use serde::Deserialize;
use std::collections::BTreeMap;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawStep {
    pub id: Option<String>,
    pub kind: Option<String>,
    pub name: Option<RawText>,
    pub say: Option<RawText>,
    pub rule: Option<String>,
    /// Role ids of who acts (checks, protection, vote block).
    #[serde(default)]
    pub roles: Vec<String>,
    /// Team id whose living members act together (a kill or an order).
    pub team: Option<String>,
    pub seconds: Option<u32>,
    /// What a check reveals: `side`, `team`, `role`, or `is_role:<role id>`.
    pub reveals: Option<String>,
    /// How many nights an order books.
    pub nights: Option<u8>,
    /// Answer key -> gesture id.
    #[serde(default)]
    pub answers: BTreeMap<String, String>,
    /// May the actor pick himself (a lawyer protecting himself)?
    pub self_target: Option<bool>,
    /// Is the step still announced, with its time, when everyone who acts
    /// in it has left (roles are not revealed when a player leaves)?
    pub wake_when_departed: Option<bool>,
    /// When a check's answer is given: `night` (default) or `day`.
    pub answer_at: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawGesture {
    pub image: Option<String>,
    pub text: Option<RawText>,
}

/// The gestures by id: a picture inside the ruleset's folder and its words.
pub(super) fn gestures(
    cx: &mut Ctx,
    raw: &BTreeMap<String, RawGesture>,
) -> BTreeMap<String, Gesture> {
    let mut gestures = BTreeMap::new();
    for (gid, g) in raw {
        let key = format!("gestures.{gid}");
        let image = cx
            .req(&g.image, &format!("{key}.image"), Expected::ImagePath)
            .unwrap_or_default();
        if image.contains("..") || image.starts_with('/') {
            cx.bad_found(
                format!("{key}.image"),
                Expected::RelativeImagePath,
                Some(&image),
            );
        }
        let text = cx.text(&g.text, &format!("{key}.text"));
        gestures.insert(
            gid.clone(),
            Gesture {
                id: gid.clone(),
                image,
                text,
            },
        );
    }
    gestures
}

/// What a night step may name: the teams, roles and gestures, and whether
/// it is night zero (looks and orders only).
pub(super) struct Known<'a> {
    pub teams: &'a [Team],
    pub roles: &'a [Role],
    pub gestures: &'a BTreeMap<String, Gesture>,
    pub zero: bool,
}

/// The steps of a night section (`night_zero` or `night`).
pub(super) fn steps(
    cx: &mut Ctx,
    raw: &[RawStep],
    section: &str,
    known: &Known<'_>,
) -> Vec<NightStep> {
    let mut out: Vec<NightStep> = Vec::new();
    for (i, s) in raw.iter().enumerate() {
        let step = step(cx, &format!("{section}[{i}]"), s, known, &out);
        out.push(step);
    }
    out
}

/// One step (`before` are the steps before it in its section).
fn step(
    cx: &mut Ctx,
    key: &str,
    s: &RawStep,
    known: &Known<'_>,
    before: &[NightStep],
) -> NightStep {
    let id = cx
        .req(&s.id, &format!("{key}.id"), Expected::Id(Thing::Step))
        .unwrap_or_default();
    if before.iter().any(|x| x.id == id) {
        cx.bad_found(
            format!("{key}.id"),
            Expected::UniqueId(Thing::Step),
            Some(&id),
        );
    }
    let mut role_idx = Vec::new();
    for (j, r) in s.roles.iter().enumerate() {
        match known.roles.iter().position(|x| &x.id == r) {
            Some(p) => role_idx.push(p),
            None => cx.bad_found(
                format!("{key}.roles[{j}]"),
                Expected::IdFrom(Thing::Role),
                Some(r),
            ),
        }
    }
    let kind = kind(cx, key, s, &role_idx, known);
    let answer_at = cx.choice(
        &s.answer_at,
        &format!("{key}.answer_at"),
        &[("night", AnswerAt::Night), ("day", AnswerAt::Day)],
        AnswerAt::Night,
    );
    if answer_at == AnswerAt::Day && !matches!(kind, StepKind::Check { .. } | StepKind::Compare) {
        cx.bad(format!("{key}.answer_at"), Expected::DayAnswerOnlyForChecks);
    }
    fits_its_night(cx, key, s, &kind, known);
    let name = cx.text(&s.name, &format!("{key}.name"));
    let say = match &s.say {
        Some(_) => cx.text(&s.say, &format!("{key}.say")),
        None => name.clone(),
    };
    NightStep {
        id,
        kind,
        name,
        say,
        rule: s.rule.clone().unwrap_or_default(),
        roles: role_idx,
        seconds: s.seconds,
        answers: s.answers.clone(),
        self_target: s.self_target.unwrap_or(false),
        wake_when_departed: s.wake_when_departed.unwrap_or(false),
        answer_at,
    }
}

/// Night zero has looks and orders only, an order is only on night zero;
/// the answers name known gestures; nobody wakes for a departed role on
/// night zero (nobody has left yet).
fn fits_its_night(cx: &mut Ctx, key: &str, s: &RawStep, kind: &StepKind, known: &Known<'_>) {
    if known.zero && !matches!(kind, StepKind::Look | StepKind::Order { .. }) {
        cx.bad_found(
            format!("{key}.kind"),
            Expected::NightZeroKind,
            s.kind.as_deref(),
        );
    }
    if !known.zero && matches!(kind, StepKind::Order { .. }) {
        cx.bad_found(
            format!("{key}.kind"),
            Expected::OrderOnNightZero,
            s.kind.as_deref(),
        );
    }
    for (ans, g) in &s.answers {
        if !known.gestures.contains_key(g) {
            cx.bad_found(
                format!("{key}.answers.{ans}"),
                Expected::IdFrom(Thing::Gesture),
                Some(g),
            );
        }
    }
    if known.zero && s.wake_when_departed.is_some() {
        cx.bad(
            format!("{key}.wake_when_departed"),
            Expected::NoWakeOnNightZero,
        );
    }
}

/// What a step does, with the team or roles it needs.
fn kind(cx: &mut Ctx, key: &str, s: &RawStep, role_idx: &[usize], known: &Known<'_>) -> StepKind {
    let team = |cx: &mut Ctx| -> usize {
        match s.team.as_deref() {
            Some(t) => match known.teams.iter().position(|x| x.id == t) {
                Some(p) => p,
                None => {
                    cx.bad_found(
                        format!("{key}.team"),
                        Expected::IdFrom(Thing::Team),
                        Some(t),
                    );
                    0
                }
            },
            None => {
                cx.bad_found(format!("{key}.team"), Expected::ActingTeam, None);
                0
            }
        }
    };
    let need_roles = |cx: &mut Ctx| {
        if role_idx.is_empty() {
            cx.bad_found(format!("{key}.roles"), Expected::ActingRoles, None);
        }
    };
    match s.kind.as_deref() {
        Some("look") => StepKind::Look,
        Some("kill") => StepKind::Kill { team: team(cx) },
        Some("order") => StepKind::Order {
            team: team(cx),
            nights: s.nights.unwrap_or(3),
        },
        Some("check") => {
            need_roles(cx);
            StepKind::Check {
                reveal: reveal(cx, key, s.reveals.as_deref(), known.roles),
            }
        }
        Some("compare") => {
            need_roles(cx);
            StepKind::Compare
        }
        Some("protect") => {
            need_roles(cx);
            StepKind::Protect
        }
        Some("block_vote") => {
            need_roles(cx);
            StepKind::BlockVote
        }
        Some("vote_immunity") => {
            need_roles(cx);
            StepKind::VoteImmunity
        }
        other => {
            cx.bad_found(
                format!("{key}.kind"),
                one_of([
                    "look",
                    "kill",
                    "order",
                    "check",
                    "compare",
                    "protect",
                    "block_vote",
                    "vote_immunity",
                ]),
                other,
            );
            StepKind::Look
        }
    }
}

/// What a check reveals: the side, the team, the role, or whether the
/// player has one role.
fn reveal(cx: &mut Ctx, key: &str, reveals: Option<&str>, roles: &[Role]) -> Reveal {
    match reveals {
        Some("side") => Reveal::Side,
        Some("team") => Reveal::Team,
        Some("role") => Reveal::Role,
        Some(x) if x.starts_with("is_role:") => {
            let rid = &x["is_role:".len()..];
            match roles.iter().position(|r| r.id == rid) {
                Some(p) => Reveal::IsRole(p),
                None => {
                    cx.bad_found(format!("{key}.reveals"), Expected::IsRole, Some(x));
                    Reveal::Side
                }
            }
        }
        other => {
            cx.bad_found(format!("{key}.reveals"), Expected::Reveals, other);
            Reveal::Side
        }
    }
}
