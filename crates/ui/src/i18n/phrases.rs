//! Phrases of the judge's window that name the game's and the ruleset's types
//! (the words themselves are in the catalogue, `mafia-words`).

use super::{Lang, S, tr};

/// «№4 (от №1), №9 (от №2)».
pub fn nomination_list(lang: Lang, noms: &[crate::game::state::Nomination]) -> String {
    noms.iter()
        .map(|n| tr!(lang, "nomination-item", target = n.target, by = n.by))
        .collect::<Vec<_>>()
        .join(", ")
}
/// Where a seat's points come from, for the tooltip.
pub fn points_breakdown(lang: Lang, p: &crate::game::score::SeatPoints) -> String {
    let parts = [
        (S("points-part-result"), p.result),
        (S("points-part-best-move"), p.best_move),
        (S("points-part-removal"), p.removal),
        (S("points-part-extra"), p.extra),
        (S("points-part-bonus"), p.bonus),
        (S("points-part-penalties"), p.penalties),
        (S("points-part-compensation"), p.compensation),
    ];
    parts
        .iter()
        .filter(|(_, v)| *v != 0.0)
        .map(|(s, v)| format!("{}: {v:+.2}", s.get(lang)))
        .collect::<Vec<_>>()
        .join("\n")
}
/// The judge's call in a night step that has no words of its own in the ruleset.
pub fn wake_up(lang: Lang, who: &str, kind: &crate::ruleset::StepKind) -> String {
    use crate::ruleset::StepKind;
    let question = match kind {
        StepKind::Look => return tr!(lang, "wake-up", who = who),
        StepKind::Kill { .. } => "wake-up-kill",
        StepKind::Check { .. } => "wake-up-check",
        StepKind::Protect => "wake-up-protect",
        StepKind::BlockVote => "wake-up-block-vote",
        StepKind::VoteImmunity => "wake-up-immunity",
        StepKind::Compare => "wake-up-compare",
        StepKind::Order { .. } => "wake-up-order",
    };
    tr!(
        lang,
        "wake-up-ask",
        who = who,
        question = tr!(lang, question)
    )
}
