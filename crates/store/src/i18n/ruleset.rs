//! A ruleset file's problems in words: the file, the key path, what was
//! expected and what was found ([`mafia_core::ruleset::RulesetError`]).

use super::Core;
use mafia_core::ruleset::{Expected, Found, Problem, RulesetError, Thing, TomlFault};
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Everything wrong in a ruleset file: the file on the first line, then a
/// line per problem.
impl Words for Core<'_, RulesetError> {
    fn say(&self, lang: Lang) -> String {
        match self.0 {
            RulesetError::Read { error, .. } => super::Core(error.as_ref()).say(lang),
            RulesetError::Invalid { file, problems } => {
                let mut out = msg::RulesetErrorFile {
                    file: file.as_str(),
                }
                .get(lang);
                for p in problems {
                    out.push_str("\n  ");
                    out.push_str(&Core(p).say(lang));
                }
                out
            }
        }
    }
}

/// One problem: `key `roles[0].count` (line 12): expected ...; found 300`.
impl Words for Core<'_, Problem> {
    fn say(&self, lang: Lang) -> String {
        let p = self.0;
        let value = match &p.found {
            Some(Found::Value(v)) => Some(v.as_str()),
            _ => None,
        };
        let mut what = match &p.expected {
            // A whole sentence of its own, with the line as written.
            Expected::Toml {
                line,
                column,
                fault,
            } => {
                let fault = match fault {
                    TomlFault::DuplicateKey => "duplicate",
                    TomlFault::Syntax => "other",
                };
                let text = msg::RsToml {
                    line: *line,
                    column: *column,
                    fault,
                    text: value.unwrap_or_default(),
                }
                .get(lang);
                return msg::RulesetProblemWhole { what: text }.get(lang);
            }
            Expected::Utf8 => {
                let text = msg::RsUtf8 {
                    line: p.line.unwrap_or(1),
                }
                .get(lang);
                return msg::RulesetProblemWhole { what: text }.get(lang);
            }
            Expected::Json { .. } | Expected::TableText => {
                return msg::RulesetProblemWhole {
                    what: Core(&p.expected).say(lang),
                }
                .get(lang);
            }
            // The key itself is what is wrong: no "expected".
            Expected::KnownKey { .. }
            | Expected::KeyOnce
            | Expected::GeographicUnused
            | Expected::NoWakeOnNightZero => Core(&p.expected).say(lang),
            Expected::Required => msg::RulesetFoundMissing.get(lang).to_owned(),
            other => msg::RulesetExpected {
                what: Core(other).say(lang),
            }
            .get(lang),
        };
        match (&p.found, value) {
            (Some(Found::Missing), _) if p.expected == Expected::Required => {}
            (Some(Found::Missing), _) => {
                what.push_str("; ");
                what.push_str(msg::RulesetFoundMissing.get(lang));
            }
            (_, Some(v)) => {
                what.push_str("; ");
                what.push_str(&msg::RulesetFound { value: v }.get(lang));
            }
            _ => {}
        }
        if p.key.is_empty() {
            return msg::RulesetProblemWhole { what }.get(lang);
        }
        match p.line {
            Some(line) => msg::RulesetProblemLine {
                key: p.key.as_str(),
                line,
                what,
            }
            .get(lang),
            None => msg::RulesetProblem {
                key: p.key.as_str(),
                what,
            }
            .get(lang),
        }
    }
}

/// What the key should hold, as the tail of "expected ...".
impl Words for Core<'_, Expected> {
    fn say(&self, lang: Lang) -> String {
        match self.0 {
            Expected::Utf8 => msg::RsUtf8 { line: 1 }.get(lang),
            Expected::TableText => msg::RsTableText.get(lang).to_owned(),
            Expected::Toml {
                line,
                column,
                fault,
            } => msg::RsToml {
                line: *line,
                column: *column,
                fault: match fault {
                    TomlFault::DuplicateKey => "duplicate",
                    TomlFault::Syntax => "other",
                },
                text: "",
            }
            .get(lang),
            Expected::KnownKey { allowed } => msg::RsKnownKey {
                allowed: allowed.join(", "),
            }
            .get(lang),
            Expected::WholeNumber { max: Some(max) } => {
                msg::RsWholeNumberMax { max: *max }.get(lang)
            }
            Expected::WholeNumber { max: None } => msg::RsWholeNumber.get(lang).to_owned(),
            Expected::Number => msg::RsNumber.get(lang).to_owned(),
            Expected::QuotedText => msg::RsQuotedText.get(lang).to_owned(),
            Expected::TrueOrFalse => msg::RsTrueOrFalse.get(lang).to_owned(),
            Expected::List => msg::RsList.get(lang).to_owned(),
            Expected::Table => msg::RsTable.get(lang).to_owned(),
            Expected::CardCount => msg::RsCardCount.get(lang).to_owned(),
            Expected::AnotherKind => msg::RsAnotherKind.get(lang).to_owned(),
            Expected::RussianText => msg::RsRussianText.get(lang).to_owned(),
            Expected::WordForm => msg::RsWordForm.get(lang).to_owned(),
            Expected::OneOf(names) => {
                let choices: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
                msg::RsOneOf {
                    choices: choices.join(", "),
                }
                .get(lang)
            }
            Expected::RulesetId => msg::RsRulesetId.get(lang).to_owned(),
            Expected::IdCharacters => msg::RsIdCharacters.get(lang).to_owned(),
            Expected::Id(t) => thing(lang, *t),
            Expected::UniqueId(t) => msg::RsUniqueId {
                what: thing(lang, *t),
            }
            .get(lang),
            Expected::IdFrom(t) => msg::RsIdFrom {
                what: thing(lang, *t),
                section: section(*t),
            }
            .get(lang),
            Expected::RedAndBlackTeams => msg::RsRedAndBlack.get(lang).to_owned(),
            Expected::TeamOfSide(side) => msg::RsTeamOfSide { side: *side }.get(lang),
            Expected::PlayerLimits => msg::RsPlayerLimits.get(lang).to_owned(),
            Expected::DefaultBetweenMinAndMax => msg::RsDefaultBetween.get(lang).to_owned(),
            Expected::SomeRole => msg::RsSomeRole.get(lang).to_owned(),
            Expected::CountOrder => msg::RsCountOrder.get(lang).to_owned(),
            Expected::RoleCountsAddUp { players, sum } => msg::RsRoleCountsAddUp {
                players: *players,
                sum: *sum,
            }
            .get(lang),
            Expected::RoleRangesFill => msg::RsRoleRangesFill.get(lang).to_owned(),
            Expected::CardOfSide(side) => msg::RsCardOfSide { side: *side }.get(lang),
            Expected::Seconds { min, max } => msg::RsSeconds {
                min: *min,
                max: *max,
            }
            .get(lang),
            Expected::WarningBeforeSpeechEnds => msg::RsWarningBeforeEnd.get(lang).to_owned(),
            Expected::FoulLimits => msg::RsFoulLimits.get(lang).to_owned(),
            Expected::ImagePath => msg::RsImagePath.get(lang).to_owned(),
            Expected::RelativeImagePath => msg::RsRelativeImagePath.get(lang).to_owned(),
            Expected::ExistingPicture => msg::RsExistingPicture.get(lang).to_owned(),
            Expected::PlayerCount => msg::RsPlayerCount.get(lang).to_owned(),
            Expected::TiedCount => msg::RsTiedCount.get(lang).to_owned(),
            Expected::TiedRange => msg::RsTiedRange.get(lang).to_owned(),
            Expected::BestMoveSeats => msg::RsBestMoveSeats.get(lang).to_owned(),
            Expected::AtLeastOne => msg::RsAtLeastOne.get(lang).to_owned(),
            Expected::AtLeastOneOrLeftOut => msg::RsAtLeastOneOrLeftOut.get(lang).to_owned(),
            Expected::IsoDate => msg::RsIsoDate.get(lang).to_owned(),
            Expected::DateOrder => msg::RsDateOrder.get(lang).to_owned(),
            Expected::DoubleVoteOffence => msg::RsDoubleVoteOffence.get(lang).to_owned(),
            Expected::DisqualifyingOffence => msg::RsDisqualifyingOffence.get(lang).to_owned(),
            Expected::RuleNumber => msg::RsRuleNumber.get(lang).to_owned(),
            Expected::RuleLabel => msg::RsRuleLabel.get(lang).to_owned(),
            Expected::RuleLabelLanguage => msg::RsRuleLabelLanguage.get(lang).to_owned(),
            Expected::ActingTeam => msg::RsActingTeam.get(lang).to_owned(),
            Expected::ActingRoles => msg::RsActingRoles.get(lang).to_owned(),
            Expected::Reveals => msg::RsReveals.get(lang).to_owned(),
            Expected::IsRole => msg::RsIsRole.get(lang).to_owned(),
            Expected::NightZeroKind => msg::RsNightZeroKind.get(lang).to_owned(),
            Expected::OrderOnNightZero => msg::RsOrderOnNightZero.get(lang).to_owned(),
            Expected::GeographicUnused => msg::RsGeographicUnused.get(lang).to_owned(),
            Expected::DayAnswerOnlyForChecks => msg::RsDayAnswerOnlyForChecks.get(lang).to_owned(),
            Expected::NoWakeOnNightZero => msg::RsNoWakeOnNightZero.get(lang).to_owned(),
            Expected::BestPlayerVoteToo => msg::RsBestPlayerVoteToo.get(lang).to_owned(),
            Expected::PenaltyPoints => msg::RsPenaltyPoints.get(lang).to_owned(),
            Expected::CompensationFromGames => msg::RsCompensationFromGames.get(lang).to_owned(),
            Expected::LateMinutes => msg::RsLateMinutes.get(lang).to_owned(),
            Expected::NoticeOnlySkippedRound => msg::RsNoticeOnlySkipped.get(lang).to_owned(),
            Expected::MinutesOnlyLate => msg::RsMinutesOnlyLate.get(lang).to_owned(),
            Expected::FiniteNumber => msg::RsFiniteNumber.get(lang).to_owned(),
            Expected::TournamentPenaltyPoints => {
                msg::RsTournamentPenaltyPoints.get(lang).to_owned()
            }
            Expected::AtMostWithBeyond => msg::RsAtMostWithBeyond.get(lang).to_owned(),
            Expected::OtherPenalty => msg::RsOtherPenalty.get(lang).to_owned(),
            Expected::Json { line, column, eof } => msg::RsJson {
                line: *line,
                column: *column,
                eof: if *eof { "yes" } else { "no" },
            }
            .get(lang),
            Expected::RecordFormat => msg::RsRecordFormat.get(lang).to_owned(),
            Expected::RecordVersion { oldest, newest } => msg::RsRecordVersion {
                oldest: *oldest,
                newest: *newest,
            }
            .get(lang),
            Expected::MadeByNewer { made_by } => msg::RsMadeByNewer {
                made_by: made_by.as_str(),
                ours: crate::made_by::VERSION,
            }
            .get(lang),
            Expected::NothingAfter => msg::RsNothingAfter.get(lang).to_owned(),
            Expected::NicknameChars { max, chars } => msg::RsNicknameChars {
                max: *max,
                chars: *chars,
            }
            .get(lang),
            Expected::Required => msg::RulesetFoundMissing.get(lang).to_owned(),
            Expected::KeyOnce => msg::RsKeyOnce.get(lang).to_owned(),
            Expected::TimeMs => msg::RsTimeMs.get(lang).to_owned(),
            Expected::ActionsAtMost { max } => msg::RsActionsAtMost { max: *max }.get(lang),
            Expected::TournamentName => msg::RsTournamentName.get(lang).to_owned(),
            Expected::Nickname => msg::RsNickname.get(lang).to_owned(),
            Expected::UniqueNickname => msg::RsUniqueNickname.get(lang).to_owned(),
            Expected::SameRuleset(id) => msg::RsSameRuleset { id: id.as_str() }.get(lang),
            Expected::TournamentPlayer => msg::RsTournamentPlayer.get(lang).to_owned(),
            Expected::PhotoFile => msg::RsPhotoFile.get(lang).to_owned(),
            Expected::PhotoPicture => msg::RsPhotoPicture.get(lang).to_owned(),
            Expected::PhotoSize(max) => msg::RsPhotoSize {
                kb: max.div_ceil(1024),
            }
            .get(lang),
        }
    }
}

/// "a team id", "a role id", ...
fn thing(lang: Lang, t: Thing) -> String {
    let key = match t {
        Thing::Team => "team",
        Thing::Role => "role",
        Thing::Step => "step",
        Thing::Offence => "offence",
        Thing::Gesture => "gesture",
        Thing::BestMoveTable => "table",
        Thing::Penalty => "penalty",
        Thing::TournamentPenalty => "tpenalty",
        Thing::TieBreak => "tiebreak",
    };
    msg::RsThing { thing: key }.get(lang)
}

/// Where the ids of a kind are defined in the file.
fn section(t: Thing) -> &'static str {
    match t {
        Thing::Team => "[[teams]]",
        Thing::Role => "[[roles]]",
        Thing::Step => "[[night]]",
        Thing::Offence => "[[offences]]",
        Thing::Gesture => "[gestures]",
        Thing::BestMoveTable => "[[points.best_move]]",
        Thing::Penalty => "[[points.penalties]]",
        Thing::TournamentPenalty => "[[tournament.penalties]]",
        Thing::TieBreak => "tournament.tie_breaks",
    }
}
