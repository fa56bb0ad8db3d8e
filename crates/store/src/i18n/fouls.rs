//! The ruleset's own words for a foul (`fouls.word`, `fouls.forms`) on
//! every screen and in the protocol, and what a judge's step did (undo).

use mafia_core::ruleset::{Fouls, Ruleset};
use mafia_words::Lang;
use mafia_words::i18n::{capital, fouls_column, fouls_count, msg, seat_list};

/// A seat number.
type Seat = u8;

pub fn silent_speech(lang: Lang, seat: Seat, fouls: &Fouls) -> String {
    msg::SilentSpeech {
        seat,
        count: fouls_n(lang, fouls.silence_at, fouls),
    }
    .get(lang)
}

/// «Фол №3», «Предупреждение №3».
pub fn foul_seat(lang: Lang, seat: Seat, rs: &Ruleset) -> String {
    msg::FoulSeat {
        seat,
        word: capital(&foul_word(lang, rs)),
    }
    .get(lang)
}

/// «Снять фол №3», «Снять предупреждение №3».
pub fn remove_foul_seat(lang: Lang, seat: Seat, rs: &Ruleset) -> String {
    msg::RemoveFoulSeat {
        seat,
        word: foul_word(lang, rs),
    }
    .get(lang)
}

/// The Foul button: «Фол», «Предупреждение».
pub fn foul_button(lang: Lang, rs: &Ruleset) -> String {
    capital(&foul_word(lang, rs))
}

/// The Foul button's tooltip in the ruleset's word.
pub fn foul_tip(lang: Lang, rs: &Ruleset) -> String {
    msg::FoulTip {
        word: capital(&foul_word(lang, rs)),
    }
    .get(lang)
}

/// «Снять фол», «Снять предупреждение».
pub fn remove_foul_button(lang: Lang, rs: &Ruleset) -> String {
    msg::RemoveFoul {
        word: foul_word(lang, rs),
    }
    .get(lang)
}

pub fn remove_foul_tip(lang: Lang, rs: &Ruleset) -> String {
    msg::RemoveFoulTip {
        word: foul_word(lang, rs),
    }
    .get(lang)
}

/// «удалён: 4 фола», «удалён: 4 предупреждения».
pub fn removed_by_fouls(lang: Lang, fouls: &Fouls) -> String {
    msg::RemovedFouls {
        count: fouls_n(lang, fouls.remove_at, fouls),
    }
    .get(lang)
}

/// «пропускает речь (3 фола)».
pub fn silent_kind(lang: Lang, fouls: &Fouls) -> String {
    msg::SilentKind {
        count: fouls_n(lang, fouls.silence_at, fouls),
    }
    .get(lang)
}

/// The plural category of `n` in `lang` by the catalogue's CLDR rules
/// (`one`, `few`, `many`, `other`).
fn plural_category(lang: Lang, n: u8) -> String {
    msg::PluralCategory { n }.get(lang)
}

/// «4 фола», «3 предупреждения», "1 warning": a count in the ruleset's
/// word, its form from the ruleset file (`fouls.forms`), else the
/// catalogue's forms of a word it knows ([`fouls_count`]).
pub fn fouls_n(lang: Lang, n: u8, fouls: &Fouls) -> String {
    match &fouls.forms {
        Some(w) => format!("{n} {}", w.get(lang).counted(&plural_category(lang, n))),
        None => fouls_count(lang, n, fouls.word.as_ref()),
    }
}

/// A column's heading: «Фолы», «Предупреждения», "Warnings".
pub fn fouls_heading(lang: Lang, fouls: &Fouls) -> String {
    match &fouls.forms {
        Some(w) => capital(&w.get(lang).plural),
        None => fouls_column(lang, fouls.word.as_ref()),
    }
}

/// «нет фолов»: the form after «нет» / "no".
pub fn fouls_none(lang: Lang, fouls: &Fouls) -> String {
    match &fouls.forms {
        Some(w) => w.get(lang).many.clone(),
        None => msg::FoulNone.get(lang).to_owned(),
    }
}

/// What a judge's step did, in a few words: «фол №3: 4 фола, №3 удалён».
pub fn step_what(lang: Lang, parts: &[crate::session::step::StepPart], rs: &Ruleset) -> String {
    use crate::session::step::StepPart as P;
    use mafia_core::game::state::Phase;
    let word = foul_word(lang, rs);
    parts
        .iter()
        .map(|p| match p {
            P::Foul { seat, n } => msg::StepFoul {
                word: word.clone(),
                seats: seat_list(&[*seat]),
                count: fouls_n(lang, *n, &rs.fouls),
            }
            .get(lang),
            P::FoulTaken { seat } => msg::StepFoulTaken {
                word: word.clone(),
                seats: seat_list(&[*seat]),
            }
            .get(lang),
            P::Left { seat, how } => msg::BannerRemoved {
                seats: seat_list(&[*seat]),
                how: how.id(),
            }
            .get(lang),
            P::Nominated { target } => msg::StepNominated {
                seats: seat_list(&[*target]),
            }
            .get(lang),
            P::Withdrawn => msg::StepWithdrawn.get(lang).to_owned(),
            P::Votes {
                candidate: Some(c),
                votes: v,
            } => msg::StepVotes {
                seats: seat_list(&[*c]),
                votes: msg::VotesCount { n: *v }.get(lang),
            }
            .get(lang),
            P::Votes {
                candidate: None,
                votes: v,
            } => msg::StepLiftVotes {
                votes: msg::VotesCount { n: *v }.get(lang),
            }
            .get(lang),
            P::Shot { target: Some(t) } => msg::StepShot {
                seats: seat_list(&[*t]),
            }
            .get(lang),
            P::Shot { target: None } => msg::Miss.get(lang).to_owned(),
            P::Checked { target } => msg::StepChecked {
                seats: seat_list(&[*target]),
            }
            .get(lang),
            P::Moved { phase } => {
                let at = match phase {
                    Phase::Setup => msg::Setup.get(lang).to_owned(),
                    Phase::NightZero { .. } => msg::NightZero.get(lang).to_owned(),
                    Phase::Day { day, .. } => msg::DayTitle { day: *day }.get(lang),
                    Phase::Night { night, .. } => msg::NightTitle { night: *night }.get(lang),
                    Phase::Ended => msg::GameOver.get(lang).to_owned(),
                };
                msg::StepMoved { at }.get(lang)
            }
            P::Timer => msg::StepTimer.get(lang).to_owned(),
            P::Ended => msg::StepEnded.get(lang).to_owned(),
            P::AfterWord { seat: Some(s) } => msg::StepAfterWord {
                seats: seat_list(&[*s]),
            }
            .get(lang),
            P::HandsMarked { candidate } => msg::StepHandsMarked {
                seats: seat_list(&[*candidate]),
            }
            .get(lang),
            P::LiftHandsMarked => msg::StepLiftHandsMarked.get(lang).to_owned(),
            P::AfterWord { seat: None } => msg::StepAfterRoundEnded.get(lang).to_owned(),
            P::Other => msg::StepOther.get(lang).to_owned(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ruleset's word for one foul, lower case: «фол», «предупреждение».
pub fn foul_word(lang: Lang, rs: &Ruleset) -> String {
    if let Some(w) = &rs.fouls.forms {
        return w.get(lang).one.clone();
    }
    rs.fouls.word.as_ref().map_or_else(
        || msg::FoulWord.get(lang).to_owned(),
        |w| w.get(lang).to_lowercase(),
    )
}
