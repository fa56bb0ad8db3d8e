//! A ruleset file's problems in words: the file, the key path, what was
//! expected and what was found ([`crate::ruleset::RulesetError`]).

use super::{Lang, Text, text_of, tr};
use crate::ruleset::{Expected, Found, Problem, RulesetError, Thing, TomlFault};

/// Everything wrong in a ruleset file: the file on the first line, then a
/// line per problem.
pub fn ruleset_error(lang: Lang, e: &RulesetError) -> String {
    match e {
        RulesetError::Read { error, .. } => super::storage_error(error).get(lang).to_owned(),
        RulesetError::Invalid { file, problems } => {
            let mut out = tr!(lang, "ruleset-error-file", file = file.as_str());
            for p in problems {
                out.push_str("\n  ");
                out.push_str(&problem(lang, p));
            }
            out
        }
    }
}

/// [`ruleset_error`] in both languages.
pub fn ruleset_error_text(e: &RulesetError) -> Text {
    text_of(|l| ruleset_error(l, e))
}

/// One problem: `key `roles[0].count` (line 12): expected ...; found 300`.
pub fn problem(lang: Lang, p: &Problem) -> String {
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
            let text = tr!(
                lang,
                "rs-toml",
                line = *line,
                column = *column,
                fault = fault,
                text = value.unwrap_or_default()
            );
            return tr!(lang, "ruleset-problem-whole", what = text);
        }
        Expected::Utf8 => {
            let text = tr!(lang, "rs-utf8", line = p.line.unwrap_or(1));
            return tr!(lang, "ruleset-problem-whole", what = text);
        }
        Expected::Json { .. } => {
            return tr!(
                lang,
                "ruleset-problem-whole",
                what = expected(lang, &p.expected)
            );
        }
        // The key itself is what is wrong: no "expected".
        Expected::KnownKey { .. }
        | Expected::KeyOnce
        | Expected::GeographicUnused
        | Expected::NoWakeOnNightZero => expected(lang, &p.expected),
        Expected::Required => tr!(lang, "ruleset-found-missing"),
        other => tr!(lang, "ruleset-expected", what = expected(lang, other)),
    };
    match (&p.found, value) {
        (Some(Found::Missing), _) if p.expected == Expected::Required => {}
        (Some(Found::Missing), _) => {
            what.push_str("; ");
            what.push_str(&tr!(lang, "ruleset-found-missing"));
        }
        (_, Some(v)) => {
            what.push_str("; ");
            what.push_str(&tr!(lang, "ruleset-found", value = v));
        }
        _ => {}
    }
    if p.key.is_empty() {
        return tr!(lang, "ruleset-problem-whole", what = what);
    }
    match p.line {
        Some(line) => tr!(
            lang,
            "ruleset-problem-line",
            key = p.key.as_str(),
            line = line,
            what = what
        ),
        None => tr!(lang, "ruleset-problem", key = p.key.as_str(), what = what),
    }
}

/// What the key should hold, as the tail of "expected ...".
pub fn expected(lang: Lang, e: &Expected) -> String {
    match e {
        Expected::Utf8 => tr!(lang, "rs-utf8", line = 1),
        Expected::Toml {
            line,
            column,
            fault,
        } => tr!(
            lang,
            "rs-toml",
            line = *line,
            column = *column,
            fault = match fault {
                TomlFault::DuplicateKey => "duplicate",
                TomlFault::Syntax => "other",
            },
            text = ""
        ),
        Expected::KnownKey { allowed } => {
            tr!(lang, "rs-known-key", allowed = allowed.join(", "))
        }
        Expected::WholeNumber { max: Some(max) } => {
            tr!(lang, "rs-whole-number-max", max = *max)
        }
        Expected::WholeNumber { max: None } => tr!(lang, "rs-whole-number"),
        Expected::Number => tr!(lang, "rs-number"),
        Expected::QuotedText => tr!(lang, "rs-quoted-text"),
        Expected::TrueOrFalse => tr!(lang, "rs-true-or-false"),
        Expected::List => tr!(lang, "rs-list"),
        Expected::Table => tr!(lang, "rs-table"),
        Expected::CardCount => tr!(lang, "rs-card-count"),
        Expected::AnotherKind => tr!(lang, "rs-another-kind"),
        Expected::RussianText => tr!(lang, "rs-russian-text"),
        Expected::OneOf(names) => {
            let choices: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
            tr!(lang, "rs-one-of", choices = choices.join(", "))
        }
        Expected::RulesetId => tr!(lang, "rs-ruleset-id"),
        Expected::IdCharacters => tr!(lang, "rs-id-characters"),
        Expected::Id(t) => thing(lang, *t),
        Expected::UniqueId(t) => tr!(lang, "rs-unique-id", what = thing(lang, *t)),
        Expected::IdFrom(t) => tr!(
            lang,
            "rs-id-from",
            what = thing(lang, *t),
            section = section(*t)
        ),
        Expected::RedAndBlackTeams => tr!(lang, "rs-red-and-black"),
        Expected::TeamOfSide(side) => tr!(lang, "rs-team-of-side", side = *side),
        Expected::PlayerLimits => tr!(lang, "rs-player-limits"),
        Expected::DefaultBetweenMinAndMax => tr!(lang, "rs-default-between"),
        Expected::SomeRole => tr!(lang, "rs-some-role"),
        Expected::CountOrder => tr!(lang, "rs-count-order"),
        Expected::RoleCountsAddUp { players, sum } => tr!(
            lang,
            "rs-role-counts-add-up",
            players = *players,
            sum = *sum
        ),
        Expected::RoleRangesFill => tr!(lang, "rs-role-ranges-fill"),
        Expected::CardOfSide(side) => tr!(lang, "rs-card-of-side", side = *side),
        Expected::Seconds { min, max } => tr!(lang, "rs-seconds", min = *min, max = *max),
        Expected::WarningBeforeSpeechEnds => tr!(lang, "rs-warning-before-end"),
        Expected::FoulLimits => tr!(lang, "rs-foul-limits"),
        Expected::ImagePath => tr!(lang, "rs-image-path"),
        Expected::RelativeImagePath => tr!(lang, "rs-relative-image-path"),
        Expected::ExistingPicture => tr!(lang, "rs-existing-picture"),
        Expected::PlayerCount => tr!(lang, "rs-player-count"),
        Expected::TiedCount => tr!(lang, "rs-tied-count"),
        Expected::TiedRange => tr!(lang, "rs-tied-range"),
        Expected::BestMoveSeats => tr!(lang, "rs-best-move-seats"),
        Expected::AtLeastOne => tr!(lang, "rs-at-least-one"),
        Expected::AtLeastOneOrLeftOut => tr!(lang, "rs-at-least-one-or-left-out"),
        Expected::DoubleVoteOffence => tr!(lang, "rs-double-vote-offence"),
        Expected::DisqualifyingOffence => tr!(lang, "rs-disqualifying-offence"),
        Expected::RuleNumber => tr!(lang, "rs-rule-number"),
        Expected::RuleLabel => tr!(lang, "rs-rule-label"),
        Expected::RuleLabelLanguage => tr!(lang, "rs-rule-label-language"),
        Expected::ActingTeam => tr!(lang, "rs-acting-team"),
        Expected::ActingRoles => tr!(lang, "rs-acting-roles"),
        Expected::Reveals => tr!(lang, "rs-reveals"),
        Expected::IsRole => tr!(lang, "rs-is-role"),
        Expected::NightZeroKind => tr!(lang, "rs-night-zero-kind"),
        Expected::OrderOnNightZero => tr!(lang, "rs-order-on-night-zero"),
        Expected::GeographicUnused => tr!(lang, "rs-geographic-unused"),
        Expected::DayAnswerOnlyForChecks => tr!(lang, "rs-day-answer-only-for-checks"),
        Expected::NoWakeOnNightZero => tr!(lang, "rs-no-wake-on-night-zero"),
        Expected::BestPlayerVoteToo => tr!(lang, "rs-best-player-vote-too"),
        Expected::PenaltyPoints => tr!(lang, "rs-penalty-points"),
        Expected::CompensationFromGames => tr!(lang, "rs-compensation-from-games"),
        Expected::LateMinutes => tr!(lang, "rs-late-minutes"),
        Expected::NoticeOnlySkippedRound => tr!(lang, "rs-notice-only-skipped"),
        Expected::MinutesOnlyLate => tr!(lang, "rs-minutes-only-late"),
        Expected::FiniteNumber => tr!(lang, "rs-finite-number"),
        Expected::TournamentPenaltyPoints => tr!(lang, "rs-tournament-penalty-points"),
        Expected::AtMostWithBeyond => tr!(lang, "rs-at-most-with-beyond"),
        Expected::OtherPenalty => tr!(lang, "rs-other-penalty"),
        Expected::Json { line, column, eof } => tr!(
            lang,
            "rs-json",
            line = *line,
            column = *column,
            eof = if *eof { "yes" } else { "no" }
        ),
        Expected::RecordFormat => tr!(lang, "rs-record-format"),
        Expected::RecordVersion { oldest, newest } => tr!(
            lang,
            "rs-record-version",
            oldest = *oldest,
            newest = *newest
        ),
        Expected::NothingAfter => tr!(lang, "rs-nothing-after"),
        Expected::NicknameChars { max, chars } => {
            tr!(lang, "rs-nickname-chars", max = *max, chars = *chars)
        }
        Expected::Required => tr!(lang, "ruleset-found-missing"),
        Expected::KeyOnce => tr!(lang, "rs-key-once"),
        Expected::TimeMs => tr!(lang, "rs-time-ms"),
        Expected::TournamentName => tr!(lang, "rs-tournament-name"),
        Expected::Nickname => tr!(lang, "rs-nickname"),
        Expected::UniqueNickname => tr!(lang, "rs-unique-nickname"),
        Expected::SameRuleset(id) => tr!(lang, "rs-same-ruleset", id = id.as_str()),
        Expected::TournamentPlayer => tr!(lang, "rs-tournament-player"),
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
    tr!(lang, "rs-thing", thing = key)
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
