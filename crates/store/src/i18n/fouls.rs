//! The ruleset's own words for a foul (`fouls.word`, `fouls.forms`) on
//! every screen and in the protocol, and what a judge's step did (undo).

use super::{
    Lang, MISS, S, capital, day_title, fouls_column, fouls_count, night_title, seat_list, tr, votes,
};
/// A seat number.
type Seat = u8;

pub fn silent_speech(lang: Lang, seat: Seat, fouls: &crate::ruleset::Fouls) -> String {
    tr!(
        lang,
        "silent-speech",
        seat = seat,
        count = fouls_n(lang, fouls.silence_at, fouls)
    )
}

/// «Фол №3», «Предупреждение №3».
pub fn foul_seat(lang: Lang, seat: Seat, rs: &crate::ruleset::Ruleset) -> String {
    tr!(
        lang,
        "foul-seat",
        seat = seat,
        word = capital(&foul_word(lang, rs))
    )
}

/// «Снять фол №3», «Снять предупреждение №3».
pub fn remove_foul_seat(lang: Lang, seat: Seat, rs: &crate::ruleset::Ruleset) -> String {
    tr!(
        lang,
        "remove-foul-seat",
        seat = seat,
        word = foul_word(lang, rs)
    )
}

/// The Foul button: «Фол», «Предупреждение».
pub fn foul_button(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    capital(&foul_word(lang, rs))
}

/// The Foul button's tooltip in the ruleset's word.
pub fn foul_tip(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    tr!(lang, "foul-tip", word = capital(&foul_word(lang, rs)))
}

/// «Снять фол», «Снять предупреждение».
pub fn remove_foul_button(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    tr!(lang, "remove-foul", word = foul_word(lang, rs))
}

pub fn remove_foul_tip(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    tr!(lang, "remove-foul-tip", word = foul_word(lang, rs))
}

/// «удалён: 4 фола», «удалён: 4 предупреждения».
pub fn removed_by_fouls(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    tr!(
        lang,
        "removed-fouls",
        count = fouls_n(lang, fouls.remove_at, fouls)
    )
}

/// «пропускает речь (3 фола)».
pub fn silent_kind(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    tr!(
        lang,
        "silent-kind",
        count = fouls_n(lang, fouls.silence_at, fouls)
    )
}

/// The plural category of `n` in `lang` by the catalogue's CLDR rules
/// (`one`, `few`, `many`, `other`).
fn plural_category(lang: Lang, n: u8) -> String {
    tr!(lang, "plural-category", n = n)
}

/// «4 фола», «3 предупреждения», "1 warning": a count in the ruleset's
/// word, its form from the ruleset file (`fouls.forms`), else the
/// catalogue's forms of a word it knows ([`fouls_count`]).
pub fn fouls_n(lang: Lang, n: u8, fouls: &crate::ruleset::Fouls) -> String {
    match &fouls.forms {
        Some(w) => format!("{n} {}", w.get(lang).counted(&plural_category(lang, n))),
        None => fouls_count(lang, n, fouls.word.as_ref()),
    }
}

/// A column's heading: «Фолы», «Предупреждения», "Warnings".
pub fn fouls_heading(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    match &fouls.forms {
        Some(w) => capital(&w.get(lang).plural),
        None => fouls_column(lang, fouls.word.as_ref()),
    }
}

/// «нет фолов»: the form after «нет» / "no".
pub fn fouls_none(lang: Lang, fouls: &crate::ruleset::Fouls) -> String {
    match &fouls.forms {
        Some(w) => w.get(lang).many.clone(),
        None => S("foul-none").get(lang).to_owned(),
    }
}

/// What a judge's step did, in a few words: «фол №3: 4 фола, №3 удалён».
pub fn step_what(
    lang: Lang,
    parts: &[crate::session::step::StepPart],
    rs: &crate::ruleset::Ruleset,
) -> String {
    use crate::game::state::Phase;
    use crate::session::step::StepPart as P;
    let word = foul_word(lang, rs);
    parts
        .iter()
        .map(|p| match p {
            P::Foul { seat, n } => tr!(
                lang,
                "step-foul",
                word = word.clone(),
                seats = seat_list(&[*seat]),
                count = fouls_n(lang, *n, &rs.fouls)
            ),
            P::FoulTaken { seat } => tr!(
                lang,
                "step-foul-taken",
                word = word.clone(),
                seats = seat_list(&[*seat])
            ),
            P::Left { seat, how } => tr!(
                lang,
                "banner-removed",
                seats = seat_list(&[*seat]),
                how = how.id()
            ),
            P::Nominated { target } => tr!(lang, "step-nominated", seats = seat_list(&[*target])),
            P::Withdrawn => S("step-withdrawn").get(lang).to_owned(),
            P::Votes {
                candidate: Some(c),
                votes: v,
            } => tr!(
                lang,
                "step-votes",
                seats = seat_list(&[*c]),
                votes = votes(lang, *v)
            ),
            P::Votes {
                candidate: None,
                votes: v,
            } => tr!(lang, "step-lift-votes", votes = votes(lang, *v)),
            P::Shot { target: Some(t) } => tr!(lang, "step-shot", seats = seat_list(&[*t])),
            P::Shot { target: None } => MISS.get(lang).to_owned(),
            P::Checked { target } => tr!(lang, "step-checked", seats = seat_list(&[*target])),
            P::Moved { phase } => {
                let at = match phase {
                    Phase::Setup => super::SETUP.get(lang).to_owned(),
                    Phase::NightZero { .. } => super::NIGHT_ZERO.get(lang).to_owned(),
                    Phase::Day { day, .. } => day_title(lang, *day),
                    Phase::Night { night, .. } => night_title(lang, *night),
                    Phase::Ended => super::GAME_OVER.get(lang).to_owned(),
                };
                tr!(lang, "step-moved", at = at)
            }
            P::Timer => S("step-timer").get(lang).to_owned(),
            P::Ended => S("step-ended").get(lang).to_owned(),
            P::Other => S("step-other").get(lang).to_owned(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ruleset's word for one foul, lower case: «фол», «предупреждение».
pub fn foul_word(lang: Lang, rs: &crate::ruleset::Ruleset) -> String {
    if let Some(w) = &rs.fouls.forms {
        return w.get(lang).one.clone();
    }
    rs.fouls.word.as_ref().map_or_else(
        || S("foul-word").get(lang).to_owned(),
        |w| w.get(lang).to_lowercase(),
    )
}
