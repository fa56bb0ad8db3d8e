//! `[voting]`: nominations, the vote, ties and what a removal cancels.

use super::Ctx;
use super::rules::{RawRuleNumber, entry_rule};
use crate::ruleset::{
    CancelVote, Expected, HiddenNominations, Nominations, Offence, OffenceKind, RepeatTie,
    SingleCandidate, Voting,
};
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawVoting {
    pub nominations: Option<String>,
    pub first_day_single: Option<String>,
    pub single: Option<String>,
    pub leftover_to_last: Option<bool>,
    pub tie_speeches: Option<bool>,
    pub lift_vote: Option<bool>,
    pub no_lift_when_all_tied: Option<bool>,
    #[serde(default)]
    pub repeat_tie_ends: Vec<RawRepeatTie>,
    pub double_vote_removes: Option<bool>,
    pub narrowed_tie_revote: Option<bool>,
    /// The players may not learn the nominations from the judge (stylized
    /// 7.4): kept off the projector and the stream.
    pub hidden_nominations: Option<RawHidden>,
    /// The offence id a second vote is recorded as, when it removes.
    pub double_vote_offence: Option<String>,
    pub removal_before_result: Option<String>,
    pub removal_after_result: Option<String>,
    /// The seed's rule, for whoever reads the file (kept by nothing).
    #[serde(rename = "rule")]
    pub _rule: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRepeatTie {
    pub living: Option<u8>,
    pub tied: Option<u8>,
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub geographic: Option<bool>,
}

/// `voting.hidden_nominations = { rule, geographic }`.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawHidden {
    /// A number or a label per language, like `[rule_numbers]`.
    pub rule: Option<RawRuleNumber>,
    pub geographic: Option<bool>,
}

/// The `[voting]` section (FIIM's rules for what it does not say).
pub(super) fn voting(cx: &mut Ctx, v: Option<&RawVoting>) -> Voting {
    let g = |f: fn(&RawVoting) -> Option<bool>, d: bool| v.and_then(f).unwrap_or(d);
    let single = [
        ("no_vote", SingleCandidate::NoVote),
        ("leaves", SingleCandidate::Leaves),
    ];
    let cancel = [
        ("none", CancelVote::None),
        ("current", CancelVote::Current),
        ("next", CancelVote::Next),
    ];
    let hidden_nominations =
        v.and_then(|v| v.hidden_nominations.as_ref())
            .map(|h| HiddenNominations {
                rule: entry_rule(cx, "voting.hidden_nominations", &h.rule),
                geographic: h.geographic.unwrap_or(false),
            });
    let repeat = repeat_ties(cx, v.map_or(&[][..], |v| &v.repeat_tie_ends));
    Voting {
        nominations: cx.choice(
            &v.and_then(|v| v.nominations.clone()),
            "voting.nominations",
            &[
                ("one_per_speech", Nominations::OnePerSpeech),
                ("last_counts", Nominations::LastCounts),
            ],
            Nominations::OnePerSpeech,
        ),
        first_day_single: cx.choice(
            &v.and_then(|v| v.first_day_single.clone()),
            "voting.first_day_single",
            &single,
            SingleCandidate::NoVote,
        ),
        single: cx.choice(
            &v.and_then(|v| v.single.clone()),
            "voting.single",
            &single,
            SingleCandidate::Leaves,
        ),
        leftover_to_last: g(|v| v.leftover_to_last, true),
        tie_speeches: g(|v| v.tie_speeches, true),
        lift_vote: g(|v| v.lift_vote, true),
        no_lift_when_all_tied: g(|v| v.no_lift_when_all_tied, true),
        repeat_tie_ends: repeat,
        double_vote_removes: g(|v| v.double_vote_removes, false),
        narrowed_tie_revote: g(|v| v.narrowed_tie_revote, false),
        double_vote_offence: v.and_then(|v| v.double_vote_offence.clone()),
        removal_before_result: cx.choice(
            &v.and_then(|v| v.removal_before_result.clone()),
            "voting.removal_before_result",
            &cancel,
            CancelVote::Current,
        ),
        removal_after_result: cx.choice(
            &v.and_then(|v| v.removal_after_result.clone()),
            "voting.removal_after_result",
            &cancel,
            CancelVote::Next,
        ),
        hidden_nominations,
    }
}

/// `[[voting.repeat_tie_ends]]`: at so many living, a repeated tie of so
/// many ends the day's voting.
fn repeat_ties(cx: &mut Ctx, raw: &[RawRepeatTie]) -> Vec<RepeatTie> {
    let mut repeat = Vec::new();
    for (i, r) in raw.iter().enumerate() {
        let key = format!("voting.repeat_tie_ends[{i}]");
        let living = cx.req(&r.living, &format!("{key}.living"), Expected::PlayerCount);
        let tied = cx.req(&r.tied, &format!("{key}.tied"), Expected::TiedCount);
        if let (Some(living), Some(tied)) = (living, tied) {
            if tied < 2 || tied > living {
                cx.bad(key.clone(), Expected::TiedRange);
            }
            repeat.push(RepeatTie {
                living,
                tied,
                rule: entry_rule(cx, &key, &r.rule),
                geographic: r.geographic.unwrap_or(false),
            });
        }
    }
    repeat
}

/// A second vote that removes is recorded as one of the ruleset's removals.
pub(super) fn double_vote_offence(cx: &mut Ctx, voting: &Voting, offences: &[Offence]) {
    if !voting.double_vote_removes {
        return;
    }
    match &voting.double_vote_offence {
        None => cx.bad_found(
            "voting.double_vote_offence",
            Expected::DoubleVoteOffence,
            None,
        ),
        Some(id)
            if !offences
                .iter()
                .any(|o| &o.id == id && o.kind == OffenceKind::Disqualify) =>
        {
            cx.bad_found(
                "voting.double_vote_offence",
                Expected::DisqualifyingOffence,
                Some(id),
            )
        }
        Some(_) => {}
    }
}
