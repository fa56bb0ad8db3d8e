//! Phrases of the judge's window that name the game's and the ruleset's types
//! (the words themselves are in the catalogue, `mafia-words`).

use mafia_words::{Lang, i18n::msg};

/// «№4 (от №1), №9 (от №2)».
pub fn nomination_list(lang: Lang, noms: &[mafia_core::game::state::Nomination]) -> String {
    noms.iter()
        .map(|n| {
            msg::NominationItem {
                target: n.target,
                by: n.by,
            }
            .get(lang)
        })
        .collect::<Vec<_>>()
        .join(", ")
}
/// Where a seat's points come from, for the tooltip.
pub fn points_breakdown(lang: Lang, p: &mafia_core::game::score::SeatPoints) -> String {
    let parts = [
        (msg::PointsPartResult, p.result),
        (msg::PointsPartBestMove, p.best_move),
        (msg::PointsPartRemoval, p.removal),
        (msg::PointsPartExtra, p.extra),
        (msg::PointsPartBonus, p.bonus),
        (msg::PointsPartPenalties, p.penalties),
        (msg::PointsPartCompensation, p.compensation),
    ];
    parts
        .iter()
        .filter(|(_, v)| *v != 0.0)
        .map(|(s, v)| format!("{}: {v:+.2}", s.get(lang)))
        .collect::<Vec<_>>()
        .join("\n")
}
