//! Words of the tournament layer: its files, seatings and exports.
//! Every other word comes from the layers below.

pub use mafia_audience::i18n::*;
pub use mafia_pdf::i18n::*;

/// Why a tournament file cannot be read, written or made.
pub fn tournament_error(lang: Lang, e: &crate::tournament::TournamentError) -> String {
    use crate::tournament::TournamentError as E;
    match e {
        E::Storage(s) => self::storage_error(s).get(lang).to_owned(),
        E::File { file, problem } => tr!(
            lang,
            "record-error",
            file = file.as_str(),
            problem = self::problem(lang, problem)
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
        // The number as written (any size the command line takes, exactly).
        E::TooManyPlayers { players, max } => tr!(
            lang,
            "seating-too-many-players",
            players = players.to_string(),
            max = *max
        ),
        E::TooManyTables { tables, max } => tr!(
            lang,
            "seating-too-many-tables",
            tables = tables.to_string(),
            max = *max
        ),
        E::TooManyRounds { rounds, max } => tr!(
            lang,
            "seating-too-many-rounds",
            rounds = rounds.to_string(),
            max = *max
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
