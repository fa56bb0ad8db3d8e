//! The judge's line now in words (`audience::say`), and a night step's
//! call.

use crate::audience::say::Say;
use mafia_core::game::state::SpeechKind;
use mafia_core::ruleset::{NightStep, Ruleset, StepKind};
use mafia_store::i18n::silent_speech;
use mafia_words::Lang;
use mafia_words::i18n::{msg, who_lifts_all};

/// The judge's line in words.
pub fn say_words(lang: Lang, say: &Say, rs: &Ruleset) -> String {
    match say {
        Say::Setup => msg::Setup.get(lang).to_owned(),
        Say::NightStep { zero, step, falls } => {
            let steps = if *zero { &rs.night_zero } else { &rs.night };
            let said = steps
                .get(*step)
                .map(|s| step_say(s, rs, lang))
                .unwrap_or_default();
            if *falls {
                format!("{} {said}", msg::NightFalls.get(lang))
            } else {
                said
            }
        }
        Say::AfterWord { seat, secs } => msg::AfterWord {
            seat: *seat,
            secs: *secs,
        }
        .get(lang),
        Say::Ended(reason) => reason
            .as_ref()
            .map(|r| mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(r, rs), lang))
            .unwrap_or_default(),
        Say::BestMove { seat } => msg::BestMoveSay { seat: *seat }.get(lang),
        Say::MorningLastWords { seat, morning } => {
            if *morning {
                format!(
                    "{} {}",
                    msg::GoodMorning.get(lang),
                    msg::KilledLastWords { seat: *seat }.get(lang)
                )
            } else {
                // «Доброе утро!» and the kill were said with the best move.
                msg::LastWords { seat: *seat }.get(lang)
            }
        }
        Say::Speech {
            seat,
            kind,
            morning,
        } => {
            let text = match kind {
                SpeechKind::Full => msg::YourMinute { seat: *seat }.get(lang),
                SpeechKind::Short => msg::YourShortSpeech {
                    seat: *seat,
                    secs: rs.timers.short_speech,
                }
                .get(lang),
                SpeechKind::Silent => silent_speech(lang, *seat, &rs.fouls),
            };
            if *morning {
                format!("{} {text}", msg::GoodMorning.get(lang))
            } else {
                text
            }
        }
        Say::TieSpeech { seat } => msg::TieSpeech {
            seat: *seat,
            secs: rs.timers.tie_speech,
        }
        .get(lang),
        Say::Vote { candidate, revote } => match candidate {
            Some(c) if *revote => msg::MomentRevoteSay { seat: *c }.get(lang),
            Some(c) => msg::WhoVotesFor { seat: *c }.get(lang),
            None => String::new(),
        },
        Say::LiftVote { tie } => who_lifts_all(lang, tie),
        Say::LastWords { seat } => msg::LastWords { seat: *seat }.get(lang),
    }
}

/// What the judge says in a night step: the ruleset's own words, else the
/// call of who wakes and what they are asked.
pub fn step_say(step: &NightStep, rs: &Ruleset, lang: Lang) -> String {
    if step.say != step.name {
        return step.say.get(lang).to_owned();
    }
    match step_who(step, rs, lang) {
        Some(who) => wake_up(lang, &who, &step.kind),
        None => step.say.get(lang).to_owned(),
    }
}

/// Who acts in a step, in words: its team (a kill, an order) or its roles.
pub fn step_who(step: &NightStep, rs: &Ruleset, lang: Lang) -> Option<String> {
    match step.kind {
        StepKind::Kill { team } | StepKind::Order { team, .. } => {
            rs.teams.get(team).map(|x| x.name.get(lang).to_owned())
        }
        _ if step.roles.is_empty() => None,
        _ => Some(
            step.roles
                .iter()
                .filter_map(|r| rs.roles.get(*r))
                .map(|r| r.name.get(lang))
                .collect::<Vec<_>>()
                .join(", "),
        ),
    }
}

/// The judge's call in a night step that has no words of its own in the ruleset.
pub fn wake_up(lang: Lang, who: &str, kind: &StepKind) -> String {
    let question = match kind {
        StepKind::Look => return msg::WakeUp { who }.get(lang),
        StepKind::Kill { .. } => msg::WakeUpKill,
        StepKind::Check { .. } => msg::WakeUpCheck,
        StepKind::Protect => msg::WakeUpProtect,
        StepKind::BlockVote => msg::WakeUpBlockVote,
        StepKind::VoteImmunity => msg::WakeUpImmunity,
        StepKind::Compare => msg::WakeUpCompare,
        StepKind::Order { .. } => msg::WakeUpOrder,
    };
    msg::WakeUpAsk {
        who,
        question: question.get(lang),
    }
    .get(lang)
}
