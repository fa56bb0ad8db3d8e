//! The engine's typed values in words: refusals, why a game ended, why nobody
//! left by vote. The engine and the state hold no text; the rule numbers come
//! from the ruleset's `[rule_numbers]` (and its streaks, repeat ties and
//! offences), in that ruleset's own numbering.

use mafia_core::game::{EndReason, NoVoteReason, Refusal};
use mafia_core::ruleset::{Offence, RuleKey, RuleRef, Ruleset, StreakCounts};
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// A value of the engine with the ruleset whose words it needs (its rule
/// numbers, its offences' and roles' names): `Ruled(&refusal, rs).say(lang)`.
/// The engine's types live in `mafia-core`, which holds no words, so they
/// are said through this view in the lowest crate that shows them.
#[derive(Debug, Clone, Copy)]
pub struct Ruled<'a, T: ?Sized>(pub &'a T, pub &'a Ruleset);

/// A value of the engine's crate (`mafia-core`, which holds no words) that
/// needs no ruleset to be said: `Core(&ruleset_error).say(lang)`, a storage
/// error, a ruleset's problem, an offence, a rule's number. (A value whose
/// words quote the ruleset is said through [`Ruled`].)
#[derive(Debug, Clone, Copy)]
pub struct Core<'a, T: ?Sized>(pub &'a T);

/// A refusal in the judge's language, with the rule it quotes, if any.
impl Words for Ruled<'_, Refusal> {
    fn say(&self, lang: Lang) -> String {
        refusal(lang, self.0, self.1)
    }
}

/// Why the game ended, with the rule.
impl Words for Ruled<'_, EndReason> {
    fn say(&self, lang: Lang) -> String {
        end_reason(lang, self.0, self.1)
    }
}

/// Why nobody left by vote on a day, with the rule.
impl Words for Ruled<'_, NoVoteReason> {
    fn say(&self, lang: Lang) -> String {
        no_vote_reason(lang, self.0, self.1)
    }
}

fn refusal(lang: Lang, r: &Refusal, rs: &Ruleset) -> String {
    let text = refusal_words(lang, r, rs);
    // A protest during the game quotes the ruleset's own key for the rule.
    let rule = match r {
        Refusal::ProtestAfterGame => rs.protest_after_game.as_ref(),
        _ => r.rule().and_then(|k| rs.rule_ref(k)),
    };
    match rule {
        Some(rule) => msg::RefusalWithRule {
            text,
            rule: Core(rule).say(lang),
        }
        .get(lang),
        None => text,
    }
}

/// An offence as the judge picks it from a list: a number first («6.4
/// Клятва»), a label after the words («Клятва (раздел «…»)»).
impl Words for Core<'_, Offence> {
    fn say(&self, lang: Lang) -> String {
        let o = self.0;
        match &o.rule {
            Some(RuleRef::Number(n)) => format!("{n} {}", o.text.get(lang)),
            Some(RuleRef::Label(t)) => format!("{} ({})", o.text.get(lang), t.get(lang)),
            None => o.text.get(lang).to_owned(),
        }
    }
}

/// A rule as a sentence names it: a number with its prefix («п. 7.12»,
/// "rule 7.12"), a label as the ruleset writes it in `lang` («раздел
/// «Голосование»», «ФИИМ 7.1»), which carries its own words.
impl Words for Core<'_, RuleRef> {
    fn say(&self, lang: Lang) -> String {
        match self.0 {
            RuleRef::Number(n) => msg::RuleNumber { number: n.as_str() }.get(lang),
            RuleRef::Label(t) => t.get(lang).to_owned(),
        }
    }
}

fn end_reason(lang: Lang, reason: &EndReason, rs: &Ruleset) -> String {
    match reason {
        EndReason::NoBlackLeft => with_rule(
            lang,
            msg::EndNoBlackLeft.get(lang).to_owned(),
            rs.rule_number(RuleKey::Win, lang),
        ),
        EndReason::Parity => with_rule(
            lang,
            msg::EndParity.get(lang).to_owned(),
            rs.rule_number(RuleKey::Win, lang),
        ),
        EndReason::Streak { streak } => {
            let Some(st) = rs.end.streaks.get(*streak) else {
                return String::new();
            };
            let length = st.length;
            let text = match st.counts {
                StreakCounts::Misses => msg::EndMisses { length }.get(lang),
                StreakCounts::QuietNights => msg::EndQuietNights { length }.get(lang),
                StreakCounts::QuietRounds => msg::EndQuietRounds { length }.get(lang),
            };
            with_rule(lang, text, rule_of(lang, &st.rule))
        }
        EndReason::TeamLoss { seat, offence } => {
            let (words, rule) = rs.offence(offence).map_or((offence.as_str(), ""), |o| {
                (o.text.get(lang), rule_of(lang, &o.rule))
            });
            let text = msg::EndTeamLoss {
                seat: *seat,
                offence: words,
            }
            .get(lang);
            with_rule(lang, text, rule)
        }
        EndReason::Judge { reason } => reason.clone(),
    }
}

fn no_vote_reason(lang: Lang, reason: &NoVoteReason, rs: &Ruleset) -> String {
    let keyed = |text: String, key: RuleKey| with_rule(lang, text, rs.rule_number(key, lang));
    match reason {
        NoVoteReason::Cancelled { rule } => keyed(msg::NoVoteCancelled.get(lang).to_owned(), *rule),
        NoVoteReason::Stopped { rule } => keyed(msg::NoVoteStopped.get(lang).to_owned(), *rule),
        NoVoteReason::CandidateRemoved => msg::NoVoteCandidateRemoved.get(lang).to_owned(),
        NoVoteReason::NobodyNominated => msg::NoVoteNobodyNominated.get(lang).to_owned(),
        NoVoteReason::SingleCandidateDayOne => msg::NoVoteSingleDayOne.get(lang).to_owned(),
        NoVoteReason::RepeatTieEnds { living, rule } => {
            let text = msg::NoVoteRepeatTieEnds { living: *living }.get(lang);
            let number = rs
                .voting
                .repeat_tie_ends
                .get(*rule)
                .map_or("", |r| rule_of(lang, &r.rule));
            with_rule(lang, text, number)
        }
        NoVoteReason::NoLiftWhenAllTied { rule } => {
            keyed(msg::NoVoteNoLiftAllTied.get(lang).to_owned(), *rule)
        }
        NoVoteReason::RepeatTie => msg::NoVoteRepeatTie.get(lang).to_owned(),
        NoVoteReason::LiftFailed => msg::NoVoteLiftFailed.get(lang).to_owned(),
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
        msg::ReasonWithRule { text, rule }.get(lang)
    }
}

fn refusal_words(lang: Lang, r: &Refusal, rs: &Ruleset) -> String {
    let role = |i: usize| rs.roles.get(i).map_or("", |r| r.name.get(lang)).to_owned();
    let step = |i: usize| rs.night.get(i).map_or("", |s| s.name.get(lang)).to_owned();
    match r {
        Refusal::NoSeat { seat, seats } => msg::RefusalNoSeat {
            seat: *seat,
            seats: *seats,
        }
        .get(lang),
        Refusal::HasLeft { seat } => msg::RefusalHasLeft { seat: *seat }.get(lang),
        Refusal::NotStarted => msg::RefusalNotStarted.get(lang).to_owned(),
        Refusal::GameOver => msg::RefusalGameOver.get(lang).to_owned(),
        Refusal::CardsBeforeStart => msg::RefusalCardsBeforeStart.get(lang).to_owned(),
        Refusal::NickLength => msg::RefusalNickLength.get(lang).to_owned(),
        Refusal::NoSuchRole { role } => msg::RefusalNoSuchRole {
            role: role.as_str(),
        }
        .get(lang),
        Refusal::RoleCountRange { role: i, min, max } => msg::RefusalRoleCountRange {
            role: role(*i),
            min: *min,
            max: *max,
        }
        .get(lang),
        Refusal::RoleAllDealt { role: i, count } => msg::RefusalRoleAllDealt {
            role: role(*i),
            count: *count,
        }
        .get(lang),
        Refusal::CardsForPlayers { cards, players } => msg::RefusalCardsForPlayers {
            cards: *cards,
            players: *players,
        }
        .get(lang),
        Refusal::NeedBothSides => msg::RefusalNeedBothSides.get(lang).to_owned(),
        Refusal::NoCard { seat } => msg::RefusalNoCard { seat: *seat }.get(lang),
        Refusal::RoleDealt {
            role: i,
            dealt,
            needed,
        } => msg::RefusalRoleDealt {
            role: role(*i),
            dealt: *dealt,
            needed: *needed,
        }
        .get(lang),
        Refusal::StartFirst => msg::RefusalStartFirst.get(lang).to_owned(),
        Refusal::VotesFirst { candidate } => msg::RefusalVotesFirst {
            candidate: *candidate,
        }
        .get(lang),
        Refusal::LiftVotesFirst => msg::RefusalLiftVotesFirst.get(lang).to_owned(),
        Refusal::NominateInOwnSpeech => msg::RefusalNominateInOwnSpeech.get(lang).to_owned(),
        Refusal::AlreadyNominated { target, by } => msg::RefusalAlreadyNominated {
            target: *target,
            by: *by,
        }
        .get(lang),
        Refusal::Immune { seat, .. } => msg::RefusalImmune { seat: *seat }.get(lang),
        Refusal::OneNominationPerSpeech { by } => msg::RefusalOneNomination { by: *by }.get(lang),
        Refusal::NoWithdrawal => msg::RefusalNoWithdrawal.get(lang).to_owned(),
        Refusal::WithdrawInOwnSpeech => msg::RefusalWithdrawInOwnSpeech.get(lang).to_owned(),
        Refusal::NothingToWithdraw { by } => msg::RefusalNothingToWithdraw { by: *by }.get(lang),
        Refusal::NoSuchOffence { offence } => msg::RefusalNoSuchOffence {
            offence: offence.as_str(),
        }
        .get(lang),
        Refusal::OffenceIsRemoval { offence } => msg::RefusalOffenceIsRemoval {
            offence: offence.as_str(),
            word: super::foul_word(lang, rs),
        }
        .get(lang),
        Refusal::OffenceIsFoul { offence } => msg::RefusalOffenceIsFoul {
            offence: offence.as_str(),
            word: super::foul_word(lang, rs),
        }
        .get(lang),
        Refusal::NoFouls { seat } => msg::RefusalNoFouls {
            seat: *seat,
            none: super::fouls_none(lang, &rs.fouls),
        }
        .get(lang),
        Refusal::TooManyVotes { votes, left } => msg::RefusalTooManyVotes {
            votes: *votes,
            left: *left,
        }
        .get(lang),
        Refusal::DoesNotVoteToday { seat } => {
            msg::RefusalDoesNotVoteToday { seat: *seat }.get(lang)
        }
        Refusal::ListedTwice { seat } => msg::RefusalListedTwice { seat: *seat }.get(lang),
        Refusal::ShootersAre { seats } => {
            let seats: Vec<String> = seats.iter().map(u8::to_string).collect();
            msg::RefusalShootersAre {
                seats: seats.join(", "),
            }
            .get(lang)
        }
        Refusal::AlreadyVoted { seat, .. } => msg::RefusalAlreadyVoted { seat: *seat }.get(lang),
        Refusal::NoVoteNow => msg::RefusalNoVoteNow.get(lang).to_owned(),
        Refusal::AllVotesCounted => msg::RefusalAllVotesCounted.get(lang).to_owned(),
        Refusal::VoteInOrder { candidate } => msg::RefusalVoteInOrder {
            candidate: *candidate,
        }
        .get(lang),
        Refusal::NoVoteOpen => msg::RefusalNoVoteOpen.get(lang).to_owned(),
        Refusal::NoLiftVoteNow => msg::RefusalNoLiftVoteNow.get(lang).to_owned(),
        Refusal::NightActionOnly => msg::RefusalNightActionOnly.get(lang).to_owned(),
        Refusal::NoSuchNightStep => msg::RefusalNoSuchNightStep.get(lang).to_owned(),
        Refusal::StepRecorded { step: i } => msg::RefusalStepRecorded { step: step(*i) }.get(lang),
        Refusal::WrongStep { step: i } => msg::RefusalWrongStep { step: step(*i) }.get(lang),
        Refusal::StepDeparted { step: i } => msg::RefusalStepDeparted { step: step(*i) }.get(lang),
        Refusal::NotHimself => msg::RefusalNotHimself.get(lang).to_owned(),
        Refusal::TwoDifferentPlayers => msg::RefusalTwoDifferentPlayers.get(lang).to_owned(),
        Refusal::OrderNightOnly => msg::RefusalOrderNightOnly.get(lang).to_owned(),
        Refusal::NotOrderStep => msg::RefusalNotOrderStep.get(lang).to_owned(),
        Refusal::OrderSize { nights } => msg::RefusalOrderSize { nights: *nights }.get(lang),
        Refusal::BestMoveInMorning { .. } => msg::RefusalBestMoveInMorning.get(lang).to_owned(),
        Refusal::BestMoveSize { seats } => msg::RefusalBestMoveSize { seats: *seats }.get(lang),
        Refusal::BestMoveNotHimself => msg::RefusalBestMoveNotHimself.get(lang).to_owned(),
        Refusal::NamedTwice { seat } => msg::RefusalNamedTwice { seat: *seat }.get(lang),
        Refusal::NoTimer => msg::RefusalNoTimer.get(lang).to_owned(),
        Refusal::TimerRunning => msg::RefusalTimerRunning.get(lang).to_owned(),
        Refusal::TimerNotRunning => msg::RefusalTimerNotRunning.get(lang).to_owned(),
        Refusal::TimerSeconds => msg::RefusalTimerSeconds.get(lang).to_owned(),
        Refusal::ReasonNeeded => msg::RefusalReasonNeeded.get(lang).to_owned(),
        Refusal::ExtraPointsRange => msg::RefusalExtraPointsRange.get(lang).to_owned(),
        Refusal::ExtraPointsReason => msg::RefusalExtraPointsReason.get(lang).to_owned(),
        Refusal::NoLikes => msg::RefusalNoLikes.get(lang).to_owned(),
        Refusal::LikeHimself => msg::RefusalLikeHimself.get(lang).to_owned(),
        Refusal::AlreadyLiked { from, to } => msg::RefusalAlreadyLiked {
            from: *from,
            to: *to,
        }
        .get(lang),
        Refusal::LikesUsed { from, given } => msg::RefusalLikesUsed {
            from: *from,
            given: *given,
        }
        .get(lang),
        Refusal::NoBestPlayerVote => msg::RefusalNoBestPlayerVote.get(lang).to_owned(),
        Refusal::BestPlayersMax { max } => msg::RefusalBestPlayersMax { max: *max }.get(lang),
        Refusal::NoSuchPenalty { id } => msg::RefusalNoSuchPenalty { id: id.as_str() }.get(lang),
        Refusal::NoSuchBestMoveTable { id } => {
            msg::RefusalNoSuchBestMoveTable { id: id.as_str() }.get(lang)
        }
        Refusal::NoCompensation => msg::RefusalNoCompensation.get(lang).to_owned(),
        Refusal::CompensationRange => msg::RefusalCompensationRange.get(lang).to_owned(),
        Refusal::EmptyProtest => msg::RefusalEmptyProtest.get(lang).to_owned(),
        Refusal::ProtestAfterGame => msg::RefusalProtestAfterGame.get(lang).to_owned(),
        Refusal::EmptyNote => msg::RefusalEmptyNote.get(lang).to_owned(),
        Refusal::AfterGameOnly => msg::RefusalAfterGameOnly.get(lang).to_owned(),
        Refusal::NoAfterRound => msg::RefusalNoAfterRound.get(lang).to_owned(),
        Refusal::AfterRoundOver => msg::RefusalAfterRoundOver.get(lang).to_owned(),
        Refusal::NoSuchCount { day, round } => msg::RefusalNoSuchCount {
            day: *day,
            count: round + 1,
        }
        .get(lang),
        Refusal::NoVotesFor { day, candidate } => msg::RefusalNoVotesFor {
            day: *day,
            seat: *candidate,
        }
        .get(lang),
        Refusal::HandsKnown { candidate } => msg::RefusalHandsKnown { seat: *candidate }.get(lang),
        Refusal::HandsNotTheCount {
            candidate,
            votes,
            marked,
        } => msg::RefusalHandsNotTheCount {
            seat: *candidate,
            votes: *votes,
            marked: *marked,
        }
        .get(lang),
        Refusal::CouldNotVote { seat, day } => msg::RefusalCouldNotVote {
            seat: *seat,
            day: *day,
        }
        .get(lang),
        Refusal::NoLiftVote { day } => msg::RefusalNoLiftVote { day: *day }.get(lang),
        Refusal::LiftHandsKnown { day } => msg::RefusalLiftHandsKnown { day: *day }.get(lang),
        Refusal::LiftHandsNotTheCount { day, votes, marked } => msg::RefusalLiftHandsNotTheCount {
            day: *day,
            votes: *votes,
            marked: *marked,
        }
        .get(lang),
        Refusal::ActionsLimit { limit } => msg::RefusalActionsLimit { limit: *limit }.get(lang),
    }
}
