//! The typed errors of the layers below, in words: a record that cannot be
//! read or replayed, a ruleset not found, the console that did not start,
//! a protocol, a served record, a tournament file, an export that does not
//! fit. Each names its file; nothing of serde's or Rust's words is shown.

use super::{Lang, Text, text_of, tr};
use crate::ruleset::Ruleset;
use crate::session::{DamageReason, RecordError, ReplayError, SetupError};

/// Why a record does not replay under its ruleset, in both languages.
pub fn replay_error_text(e: &ReplayError, rs: &Ruleset) -> Text {
    match e {
        ReplayError::Setup(s) => setup_error_text(s, rs),
        ReplayError::Refused { index, refusal } => {
            let why = super::refusal_text(refusal, rs);
            text_of(|l| tr!(l, "replay-refused", index = *index, why = why.get(l)))
        }
    }
}

/// Why a record's header does not fit its ruleset, in both languages.
pub fn setup_error_text(e: &SetupError, rs: &Ruleset) -> Text {
    match e {
        SetupError::PlayerCount(p) => text_of(|l| {
            tr!(
                l,
                "setup-player-count",
                players = p.players,
                ruleset = p.ruleset.as_str(),
                min = p.min,
                max = p.max
            )
        }),
        SetupError::RoleCount { role, refusal } => {
            let why = super::refusal_text(refusal, rs);
            text_of(|l| {
                tr!(
                    l,
                    "setup-role-count",
                    role = role.as_str(),
                    why = why.get(l)
                )
            })
        }
    }
}

/// A record file that cannot be read: the file, the key or line, what was
/// expected and what was found.
pub fn record_error(lang: Lang, e: &RecordError) -> String {
    match e {
        RecordError::Read { error, .. } => super::storage_error(error).get(lang).to_owned(),
        RecordError::Invalid { file, problem } => tr!(
            lang,
            "record-error",
            file = file.as_str(),
            problem = super::problem(lang, problem)
        ),
        RecordError::Header { file, cause } => {
            let problem = match cause.problem() {
                Some(p) => super::problem(lang, p),
                None => record_error(lang, cause),
            };
            tr!(
                lang,
                "record-header-damaged",
                file = file.as_str(),
                problem = problem
            )
        }
    }
}

/// [`record_error`] in both languages.
pub fn record_error_text(e: &RecordError) -> Text {
    text_of(|l| record_error(l, e))
}

/// What is wrong where a damaged record stops being read.
pub fn damage_reason(lang: Lang, r: &DamageReason) -> String {
    match r {
        DamageReason::InvalidUtf8 => tr!(lang, "damage-invalid-utf8"),
        DamageReason::NoActionList => tr!(lang, "damage-no-action-list"),
        DamageReason::IncompleteAction => tr!(lang, "damage-incomplete-action"),
        DamageReason::CutOff => tr!(lang, "damage-cut-off"),
        DamageReason::AfterActions(Some(p)) => super::problem(lang, p),
        DamageReason::AfterActions(None) => tr!(lang, "damage-after-actions"),
    }
}

/// A ruleset id found in no folder, with the ruleset files that failed to
/// load (one may be why).
pub fn ruleset_not_found(lang: Lang, e: &crate::ruleset::catalog::NotFound) -> String {
    let folders: Vec<String> = e.dirs.iter().map(|d| d.display().to_string()).collect();
    let mut out = tr!(
        lang,
        "ruleset-not-found",
        id = e.id.as_str(),
        folders = folders.join(", ")
    );
    for b in &e.broken {
        out.push('\n');
        out.push_str(&super::ruleset_error(lang, b));
    }
    out
}

/// An operating-system error: the reason in words, the system's own text
/// after it.
pub fn io_error(lang: Lang, e: &std::io::Error) -> String {
    tr!(
        lang,
        "io-why",
        why = super::io_why(e).get(lang).to_owned(),
        system = e.to_string()
    )
}

/// Why the console did not start.
pub fn console_error(lang: Lang, e: &crate::app::ConsoleError) -> String {
    use crate::app::ConsoleError as E;
    match e {
        E::Unreadable { path, source } => tr!(
            lang,
            "cli-cannot-read",
            file = path.display().to_string(),
            error = io_error(lang, source)
        ),
        E::Window(error) => tr!(lang, "console-window", error = error.as_str()),
    }
}

/// Why a record's protocol was not written.
pub fn protocol_export_error(lang: Lang, e: &crate::protocol::ExportError) -> String {
    use crate::protocol::ExportError as E;
    match e {
        E::Load(l) => l.message(lang),
        E::Replay { path, why } => tr!(
            lang,
            "cli-setup",
            file = path.display().to_string(),
            why = why.get(lang)
        ),
        E::Render { path, error } => tr!(
            lang,
            "protocol-render-failed",
            file = path.display().to_string(),
            error = error.to_string()
        ),
        E::Write(w) => super::storage_error(w).get(lang).to_owned(),
    }
}

/// Why `serve` cannot serve a record (or its new version).
pub fn serve_error(lang: Lang, e: &crate::web::headless::ServeError) -> String {
    use crate::web::headless::ServeError as E;
    match e {
        E::Record(r) => record_error(lang, r),
        E::Ruleset { path, error } => tr!(
            lang,
            "cli-no-ruleset",
            file = path.display().to_string(),
            error = ruleset_not_found(lang, error)
        ),
        E::Replay { path, why } => tr!(
            lang,
            "cli-setup",
            file = path.display().to_string(),
            why = why.get(lang)
        ),
        E::Start(s) => tr!(lang, "serve-start-failed", error = s.to_string()),
    }
}

/// Why a tournament file cannot be read, written or made.
pub fn tournament_error(lang: Lang, e: &crate::tournament::TournamentError) -> String {
    use crate::tournament::TournamentError as E;
    match e {
        E::Storage(s) => super::storage_error(s).get(lang).to_owned(),
        E::File { file, problem } => tr!(
            lang,
            "record-error",
            file = file.as_str(),
            problem = super::problem(lang, problem)
        ),
        E::Line { line } => tr!(lang, "tournament-line", line = *line),
        E::Replay { file, why } => {
            tr!(lang, "cli-setup", file = file.as_str(), why = why.get(lang))
        }
        E::Make(error) => tr!(lang, "tournament-make-failed", error = error.as_str()),
    }
}

/// [`tournament_error`] in both languages.
pub fn tournament_error_text(e: &crate::tournament::TournamentError) -> Text {
    text_of(|l| tournament_error(l, e))
}

/// Why a game does not fit a rating site's model.
pub fn export_unfit(lang: Lang, u: &crate::tournament::export::Unfit) -> String {
    use crate::tournament::export::Unfit;
    match u {
        Unfit::Players(n) => tr!(lang, "export-unfit-players", players = *n),
        Unfit::NotFinished => tr!(lang, "export-unfit-not-finished"),
        Unfit::Role { seat, role } => tr!(
            lang,
            "export-unfit-role",
            seat = *seat,
            role = role.as_deref().unwrap_or("?")
        ),
        Unfit::MissingId { format, id } => {
            use crate::tournament::export::{Format, IdKind};
            let site = match format {
                Format::MafiaRatings => "MafiaRatings",
                Format::Polemica => "Polemica",
            };
            let (what, why) = match id {
                IdKind::Event => (
                    tr!(lang, "export-id-event"),
                    tr!(lang, "export-id-event-why"),
                ),
                IdKind::Club => (tr!(lang, "export-id-club"), tr!(lang, "export-id-club-why")),
                IdKind::Rules => (
                    tr!(lang, "export-id-rules"),
                    tr!(lang, "export-id-rules-why"),
                ),
                IdKind::Moderator => (
                    tr!(lang, "export-id-moderator"),
                    tr!(lang, "export-id-moderator-why"),
                ),
                IdKind::Player { seat, nick } => (
                    tr!(lang, "export-id-player", seat = *seat, nick = nick.as_str()),
                    tr!(lang, "export-id-player-why"),
                ),
                IdKind::Master => (
                    tr!(lang, "export-id-master"),
                    tr!(lang, "export-id-master-why"),
                ),
                IdKind::ScoringType => (
                    tr!(lang, "export-id-scoring-type"),
                    tr!(lang, "export-id-scoring-type-why"),
                ),
                IdKind::ScoringVersion => (
                    tr!(lang, "export-id-scoring-version"),
                    tr!(lang, "export-id-scoring-version-why"),
                ),
            };
            tr!(
                lang,
                "export-unfit-missing",
                site = site,
                what = what,
                why = why
            )
        }
        Unfit::RulesCode(code) => tr!(lang, "export-unfit-rules-code", code = code.as_str()),
        Unfit::VotesWithoutHands { day } => tr!(lang, "export-unfit-hands", day = *day),
    }
}

/// Why a seating cannot be made.
pub fn seating_error(lang: Lang, e: &crate::tournament::seating::SeatingError) -> String {
    use crate::tournament::seating::SeatingError as E;
    match e {
        E::Empty => tr!(lang, "seating-empty"),
        E::TooFewPlayers {
            players,
            tables,
            seats,
        } => tr!(
            lang,
            "seating-too-few",
            players = *players,
            tables = *tables,
            seats = *seats
        ),
    }
}

/// A mistake in a pasted seating, with its line.
pub fn seating_problem(lang: Lang, p: &crate::tournament::seating::SeatingProblem) -> String {
    use crate::tournament::seating::SeatingProblem as P;
    match p {
        P::Unreadable { line } => tr!(lang, "tournament-line", line = *line),
        P::NoNicknames { line } => tr!(lang, "seating-no-nicknames", line = *line),
        P::TwiceAtTable { line, nick } => {
            tr!(
                lang,
                "seating-twice-at-table",
                line = *line,
                nick = nick.as_str()
            )
        }
        P::TableGiven {
            line,
            round,
            table,
            first,
        } => tr!(
            lang,
            "seating-table-given",
            line = *line,
            round = *round,
            table = *table,
            first = first.as_str()
        ),
        P::NoRoundAndTable { line, found } => tr!(
            lang,
            "seating-no-round-table",
            line = *line,
            found = found.as_str()
        ),
        P::TwoTables {
            round,
            nick,
            first,
            second,
        } => tr!(
            lang,
            "seating-two-tables",
            round = *round,
            nick = nick.as_str(),
            first = *first,
            second = *second
        ),
    }
}
