//! The engine's typed values in words: refusals, why a game ended, why nobody
//! left by vote. The engine and the state hold no text; the rule numbers come
//! from the ruleset's `[rule_numbers]` (and its streaks, repeat ties and
//! offences), in that ruleset's own numbering.

use super::{Lang, Text, tr};
use crate::game::{EndReason, NoVoteReason, Refusal};
use crate::ruleset::{Offence, RuleKey, RuleRef, Ruleset, StreakCounts};

/// A refusal in the judge's language, with the rule it quotes, if any.
pub fn refusal(lang: Lang, r: &Refusal, rs: &Ruleset) -> String {
    let text = refusal_words(lang, r, rs);
    match r.rule().and_then(|k| rs.rule_ref(k)) {
        Some(rule) => tr!(
            lang,
            "refusal-with-rule",
            text = text,
            rule = rule_words(lang, rule)
        ),
        None => text,
    }
}

/// An offence as the judge picks it from a list: a number first («6.4
/// Клятва»), a label after the words («Клятва (раздел «…»)»).
pub fn offence_choice(lang: Lang, o: &Offence) -> String {
    match &o.rule {
        Some(RuleRef::Number(n)) => format!("{n} {}", o.text.get(lang)),
        Some(RuleRef::Label(t)) => format!("{} ({})", o.text.get(lang), t.get(lang)),
        None => o.text.get(lang).to_owned(),
    }
}

/// A rule as a sentence names it: a number with its prefix («п. 7.12»,
/// "rule 7.12"), a label as the ruleset writes it in `lang` («раздел
/// «Голосование»», «ФИИМ 7.1»), which carries its own words.
pub fn rule_words(lang: Lang, rule: &RuleRef) -> String {
    match rule {
        RuleRef::Number(n) => tr!(lang, "rule-number", number = n.as_str()),
        RuleRef::Label(t) => t.get(lang).to_owned(),
    }
}

/// [`refusal`] in both languages.
pub fn refusal_text(r: &Refusal, rs: &Ruleset) -> Text {
    Text {
        ru: refusal(Lang::Ru, r, rs),
        en: refusal(Lang::En, r, rs),
    }
}

/// Why the game ended.
pub fn end_reason(lang: Lang, reason: &EndReason, rs: &Ruleset) -> String {
    match reason {
        EndReason::NoBlackLeft => with_rule(
            lang,
            tr!(lang, "end-no-black-left"),
            rs.rule_number(RuleKey::Win, lang),
        ),
        EndReason::Parity => with_rule(
            lang,
            tr!(lang, "end-parity"),
            rs.rule_number(RuleKey::Win, lang),
        ),
        EndReason::Streak { streak } => {
            let Some(st) = rs.end.streaks.get(*streak) else {
                return String::new();
            };
            let length = st.length;
            let text = match st.counts {
                StreakCounts::Misses => tr!(lang, "end-misses", length = length),
                StreakCounts::QuietNights => tr!(lang, "end-quiet-nights", length = length),
                StreakCounts::QuietRounds => tr!(lang, "end-quiet-rounds", length = length),
            };
            with_rule(lang, text, rule_of(lang, &st.rule))
        }
        EndReason::TeamLoss { seat, offence } => {
            let (words, rule) = rs.offence(offence).map_or((offence.as_str(), ""), |o| {
                (o.text.get(lang), rule_of(lang, &o.rule))
            });
            let text = tr!(lang, "end-team-loss", seat = *seat, offence = words);
            with_rule(lang, text, rule)
        }
        EndReason::Judge { reason } => reason.clone(),
    }
}

/// [`end_reason`] in both languages.
pub fn end_reason_text(reason: &EndReason, rs: &Ruleset) -> Text {
    Text {
        ru: end_reason(Lang::Ru, reason, rs),
        en: end_reason(Lang::En, reason, rs),
    }
}

/// [`no_vote_reason`] in both languages.
pub fn no_vote_reason_text(reason: &NoVoteReason, rs: &Ruleset) -> Text {
    Text {
        ru: no_vote_reason(Lang::Ru, reason, rs),
        en: no_vote_reason(Lang::En, reason, rs),
    }
}

/// Why nobody left by vote on a day.
pub fn no_vote_reason(lang: Lang, reason: &NoVoteReason, rs: &Ruleset) -> String {
    let keyed = |text: String, key: RuleKey| with_rule(lang, text, rs.rule_number(key, lang));
    match reason {
        NoVoteReason::Cancelled { rule } => keyed(tr!(lang, "no-vote-cancelled"), *rule),
        NoVoteReason::Stopped { rule } => keyed(tr!(lang, "no-vote-stopped"), *rule),
        NoVoteReason::CandidateRemoved => tr!(lang, "no-vote-candidate-removed"),
        NoVoteReason::NobodyNominated => tr!(lang, "no-vote-nobody-nominated"),
        NoVoteReason::SingleCandidateDayOne => tr!(lang, "no-vote-single-day-one"),
        NoVoteReason::RepeatTieEnds { living, rule } => {
            let text = tr!(lang, "no-vote-repeat-tie-ends", living = *living);
            let number = rs
                .voting
                .repeat_tie_ends
                .get(*rule)
                .map_or("", |r| rule_of(lang, &r.rule));
            with_rule(lang, text, number)
        }
        NoVoteReason::NoLiftWhenAllTied { rule } => {
            keyed(tr!(lang, "no-vote-no-lift-all-tied"), *rule)
        }
        NoVoteReason::RepeatTie => tr!(lang, "no-vote-repeat-tie"),
        NoVoteReason::LiftFailed => tr!(lang, "no-vote-lift-failed"),
    }
}

/// An entry's rule as written for `lang`, "" when it has none.
fn rule_of(lang: Lang, rule: &Option<RuleRef>) -> &str {
    rule.as_ref().map_or("", |r| r.get(lang))
}

/// "text (7.6)" (a number bare, a label as written), or the text alone when
/// the ruleset gives no number.
fn with_rule(lang: Lang, text: String, rule: &str) -> String {
    if rule.is_empty() {
        text
    } else {
        tr!(lang, "reason-with-rule", text = text, rule = rule)
    }
}

fn refusal_words(lang: Lang, r: &Refusal, rs: &Ruleset) -> String {
    let role = |i: usize| rs.roles.get(i).map_or("", |r| r.name.get(lang)).to_owned();
    let step = |i: usize| rs.night.get(i).map_or("", |s| s.name.get(lang)).to_owned();
    match r {
        Refusal::NoSeat { seat, seats } => {
            tr!(lang, "refusal-no-seat", seat = *seat, seats = *seats)
        }
        Refusal::HasLeft { seat } => tr!(lang, "refusal-has-left", seat = *seat),
        Refusal::NotStarted => tr!(lang, "refusal-not-started"),
        Refusal::GameOver => tr!(lang, "refusal-game-over"),
        Refusal::CardsBeforeStart => tr!(lang, "refusal-cards-before-start"),
        Refusal::NickLength => tr!(lang, "refusal-nick-length"),
        Refusal::NoSuchRole { role } => tr!(lang, "refusal-no-such-role", role = role.as_str()),
        Refusal::RoleCountRange { role: i, min, max } => tr!(
            lang,
            "refusal-role-count-range",
            role = role(*i),
            min = *min,
            max = *max
        ),
        Refusal::RoleAllDealt { role: i, count } => {
            tr!(
                lang,
                "refusal-role-all-dealt",
                role = role(*i),
                count = *count
            )
        }
        Refusal::CardsForPlayers { cards, players } => tr!(
            lang,
            "refusal-cards-for-players",
            cards = *cards,
            players = *players
        ),
        Refusal::NeedBothSides => tr!(lang, "refusal-need-both-sides"),
        Refusal::NoCard { seat } => tr!(lang, "refusal-no-card", seat = *seat),
        Refusal::RoleDealt {
            role: i,
            dealt,
            needed,
        } => tr!(
            lang,
            "refusal-role-dealt",
            role = role(*i),
            dealt = *dealt,
            needed = *needed
        ),
        Refusal::StartFirst => tr!(lang, "refusal-start-first"),
        Refusal::VotesFirst { candidate } => {
            tr!(lang, "refusal-votes-first", candidate = *candidate)
        }
        Refusal::LiftVotesFirst => tr!(lang, "refusal-lift-votes-first"),
        Refusal::NominateInOwnSpeech => tr!(lang, "refusal-nominate-in-own-speech"),
        Refusal::AlreadyNominated { target, by } => {
            tr!(
                lang,
                "refusal-already-nominated",
                target = *target,
                by = *by
            )
        }
        Refusal::Immune { seat, .. } => tr!(lang, "refusal-immune", seat = *seat),
        Refusal::OneNominationPerSpeech { by } => tr!(lang, "refusal-one-nomination", by = *by),
        Refusal::NoWithdrawal => tr!(lang, "refusal-no-withdrawal"),
        Refusal::WithdrawInOwnSpeech => tr!(lang, "refusal-withdraw-in-own-speech"),
        Refusal::NothingToWithdraw { by } => tr!(lang, "refusal-nothing-to-withdraw", by = *by),
        Refusal::NoSuchOffence { offence } => {
            tr!(lang, "refusal-no-such-offence", offence = offence.as_str())
        }
        Refusal::OffenceIsRemoval { offence } => {
            tr!(
                lang,
                "refusal-offence-is-removal",
                offence = offence.as_str()
            )
        }
        Refusal::OffenceIsFoul { offence } => {
            tr!(lang, "refusal-offence-is-foul", offence = offence.as_str())
        }
        Refusal::NoFouls { seat } => tr!(lang, "refusal-no-fouls", seat = *seat),
        Refusal::TooManyVotes { votes, left } => {
            tr!(lang, "refusal-too-many-votes", votes = *votes, left = *left)
        }
        Refusal::DoesNotVoteToday { seat } => {
            tr!(lang, "refusal-does-not-vote-today", seat = *seat)
        }
        Refusal::ListedTwice { seat } => tr!(lang, "refusal-listed-twice", seat = *seat),
        Refusal::ShootersAre { seats } => {
            let seats: Vec<String> = seats.iter().map(u8::to_string).collect();
            tr!(lang, "refusal-shooters-are", seats = seats.join(", "))
        }
        Refusal::AlreadyVoted { seat, .. } => tr!(lang, "refusal-already-voted", seat = *seat),
        Refusal::NoVoteNow => tr!(lang, "refusal-no-vote-now"),
        Refusal::AllVotesCounted => tr!(lang, "refusal-all-votes-counted"),
        Refusal::VoteInOrder { candidate } => {
            tr!(lang, "refusal-vote-in-order", candidate = *candidate)
        }
        Refusal::NoVoteOpen => tr!(lang, "refusal-no-vote-open"),
        Refusal::NoLiftVoteNow => tr!(lang, "refusal-no-lift-vote-now"),
        Refusal::NightActionOnly => tr!(lang, "refusal-night-action-only"),
        Refusal::NoSuchNightStep => tr!(lang, "refusal-no-such-night-step"),
        Refusal::StepRecorded { step: i } => tr!(lang, "refusal-step-recorded", step = step(*i)),
        Refusal::WrongStep { step: i } => tr!(lang, "refusal-wrong-step", step = step(*i)),
        Refusal::StepDeparted { step: i } => tr!(lang, "refusal-step-departed", step = step(*i)),
        Refusal::NotHimself => tr!(lang, "refusal-not-himself"),
        Refusal::TwoDifferentPlayers => tr!(lang, "refusal-two-different-players"),
        Refusal::OrderNightOnly => tr!(lang, "refusal-order-night-only"),
        Refusal::NotOrderStep => tr!(lang, "refusal-not-order-step"),
        Refusal::OrderSize { nights } => tr!(lang, "refusal-order-size", nights = *nights),
        Refusal::BestMoveInMorning { .. } => tr!(lang, "refusal-best-move-in-morning"),
        Refusal::BestMoveSize { seats } => tr!(lang, "refusal-best-move-size", seats = *seats),
        Refusal::BestMoveNotHimself => tr!(lang, "refusal-best-move-not-himself"),
        Refusal::NamedTwice { seat } => tr!(lang, "refusal-named-twice", seat = *seat),
        Refusal::NoTimer => tr!(lang, "refusal-no-timer"),
        Refusal::TimerRunning => tr!(lang, "refusal-timer-running"),
        Refusal::TimerNotRunning => tr!(lang, "refusal-timer-not-running"),
        Refusal::TimerSeconds => tr!(lang, "refusal-timer-seconds"),
        Refusal::ReasonNeeded => tr!(lang, "refusal-reason-needed"),
        Refusal::ExtraPointsRange => tr!(lang, "refusal-extra-points-range"),
        Refusal::ExtraPointsReason => tr!(lang, "refusal-extra-points-reason"),
        Refusal::NoLikes => tr!(lang, "refusal-no-likes"),
        Refusal::LikeHimself => tr!(lang, "refusal-like-himself"),
        Refusal::AlreadyLiked { from, to } => {
            tr!(lang, "refusal-already-liked", from = *from, to = *to)
        }
        Refusal::LikesUsed { from, given } => {
            tr!(lang, "refusal-likes-used", from = *from, given = *given)
        }
        Refusal::NoBestPlayerVote => tr!(lang, "refusal-no-best-player-vote"),
        Refusal::BestPlayersMax { max } => tr!(lang, "refusal-best-players-max", max = *max),
        Refusal::NoSuchPenalty { id } => tr!(lang, "refusal-no-such-penalty", id = id.as_str()),
        Refusal::NoSuchBestMoveTable { id } => {
            tr!(lang, "refusal-no-such-best-move-table", id = id.as_str())
        }
        Refusal::NoCompensation => tr!(lang, "refusal-no-compensation"),
        Refusal::CompensationRange => tr!(lang, "refusal-compensation-range"),
        Refusal::EmptyProtest => tr!(lang, "refusal-empty-protest"),
        Refusal::EmptyNote => tr!(lang, "refusal-empty-note"),
        Refusal::AfterGameOnly => tr!(lang, "refusal-after-game-only"),
    }
}
