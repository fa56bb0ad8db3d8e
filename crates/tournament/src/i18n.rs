//! Words of the tournament layer: its files, seatings and exports.

use mafia_store::i18n::Core;
use mafia_words::Lang;
use mafia_words::i18n::{Words, msg};

/// Why a tournament file cannot be read, written or made.
impl Words for crate::tournament::TournamentError {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::TournamentError as E;
        match self {
            E::Storage(s) => Core(s).say(lang),
            E::File { file, problem } => msg::RecordError {
                file: file.as_str(),
                problem: Core(problem).say(lang),
            }
            .get(lang),
            E::Line { line } => msg::TournamentLine { line: *line }.get(lang),
            E::Replay { file, why } => msg::CliSetup {
                file: file.as_str(),
                why: why.get(lang),
            }
            .get(lang),
            E::Make { what, .. } => what.say(lang),
        }
    }
}

/// Which file or step could not be made; the library's words are not shown.
impl Words for crate::tournament::Making {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::Making as M;
        match self {
            M::Toml { file } => msg::TournamentMakeToml {
                file: file.as_str(),
            }
            .get(lang),
            M::Csv => msg::TournamentMakeCsv.get(lang).to_owned(),
            M::Spreadsheet => msg::TournamentMakeSpreadsheet.get(lang).to_owned(),
            M::BookFonts => msg::TournamentMakeBookFonts.get(lang).to_owned(),
            M::Book => msg::TournamentMakeBook.get(lang).to_owned(),
            M::GameJson { file } => msg::TournamentMakeGameJson {
                file: file.as_str(),
            }
            .get(lang),
        }
    }
}

/// Why the standings (or the statistics) leave a game file out.
impl Words for crate::tournament::Why {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::Why as W;
        match self {
            W::Unreadable { why }
            | W::NoRuleset { why }
            | W::Misfit { why }
            | W::Refused { why } => why.get(lang).to_owned(),
            W::AddedTwice { kept } => msg::StandingsAddedTwice {
                file: kept.as_str(),
            }
            .get(lang),
            W::EarlierSave { kept } => msg::StandingsEarlierSave {
                file: kept.as_str(),
            }
            .get(lang),
            W::TwoRecords { files } => msg::StandingsTwoRecords {
                files: files.join(", "),
            }
            .get(lang),
            W::OtherRuleset { played, ruleset } => msg::StandingsOtherRuleset {
                played: played.as_str(),
                ruleset: ruleset.as_str(),
            }
            .get(lang),
            W::NotFinished => msg::StandingsNotFinished.get(lang).to_owned(),
            W::Held { finding } => msg::CheckHeld {
                why: finding.text().get(lang),
            }
            .get(lang),
            W::RefusedByHeadJudge { moved_to } => msg::CheckRefusedLeftOut {
                moved_to: moved_to.as_str(),
            }
            .get(lang),
            W::SyncConflict { original } => msg::SyncConflictLeftOut {
                original: original.as_str(),
            }
            .get(lang),
        }
    }
}

/// A problem of `tournament.toml`, naming the file and the key (as a
/// ruleset file's problems are named), or the seating's game.
impl Words for crate::tournament::DescriptionProblem {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::DescriptionProblem as D;
        use mafia_core::ruleset::{Expected, Problem};
        let key = |p: Problem| {
            msg::RecordError {
                file: crate::tournament::DESCRIPTION,
                problem: Core(&p).say(lang),
            }
            .get(lang)
        };
        match self {
            D::OtherRuleset { named, ruleset } => key(Problem::new(
                "ruleset",
                Expected::SameRuleset(ruleset.clone()),
            )
            .found_text(named)),
            D::UnknownPenalty {
                index,
                penalty,
                known,
            } => key(Problem::new(
                format!("penalties[{index}].penalty"),
                Expected::OneOf(known.clone()),
            )
            .found_text(penalty)),
            D::UnknownPlayer { index, player } => key(Problem::new(
                format!("penalties[{index}].player"),
                Expected::TournamentPlayer,
            )
            .found_text(player)),
            D::SeatingNotThrough {
                stage,
                round,
                table,
                nicks,
                before,
            } => msg::StageSeatingNotThrough {
                stage: stage.as_str(),
                round: *round,
                table: *table,
                nicks: nicks.join(", "),
                count: nicks.len(),
                before: before.as_str(),
            }
            .get(lang),
        }
    }
}

/// Why a brought game file was not copied into the tournament.
impl Words for crate::tournament::NotAdded {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::NotAdded as N;
        match self {
            N::Unreadable { why } | N::NotWritten { why } => why.get(lang).to_owned(),
            N::OtherRuleset { played, ruleset } => msg::StandingsOtherRuleset {
                played: played.as_str(),
                ruleset: ruleset.as_str(),
            }
            .get(lang),
        }
    }
}

/// Why a game does not fit a rating site's model.
impl Words for crate::tournament::export::Unfit {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::export::Unfit;
        match self {
            Unfit::Players(n) => msg::ExportUnfitPlayers { players: *n }.get(lang),
            Unfit::NotFinished => msg::ExportUnfitNotFinished.get(lang).to_owned(),
            Unfit::Role { seat, role } => msg::ExportUnfitRole {
                seat: *seat,
                role: role.as_deref().unwrap_or("?"),
            }
            .get(lang),
            Unfit::MissingId { format, id } => {
                use crate::tournament::export::{Format, IdKind};
                let site = match format {
                    Format::MafiaRatings => "MafiaRatings",
                    Format::Polemica => "Polemica",
                };
                let (what, why) = match id {
                    IdKind::Event => (
                        msg::ExportIdEvent.get(lang).to_owned(),
                        msg::ExportIdEventWhy.get(lang).to_owned(),
                    ),
                    IdKind::Club => (
                        msg::ExportIdClub.get(lang).to_owned(),
                        msg::ExportIdClubWhy.get(lang).to_owned(),
                    ),
                    IdKind::Rules => (
                        msg::ExportIdRules.get(lang).to_owned(),
                        msg::ExportIdRulesWhy.get(lang).to_owned(),
                    ),
                    IdKind::Moderator => (
                        msg::ExportIdModerator.get(lang).to_owned(),
                        msg::ExportIdModeratorWhy.get(lang).to_owned(),
                    ),
                    IdKind::Player { seat, nick } => (
                        msg::ExportIdPlayer {
                            seat: *seat,
                            nick: nick.as_str(),
                        }
                        .get(lang),
                        msg::ExportIdPlayerWhy.get(lang).to_owned(),
                    ),
                    IdKind::Master => (
                        msg::ExportIdMaster.get(lang).to_owned(),
                        msg::ExportIdMasterWhy.get(lang).to_owned(),
                    ),
                    IdKind::ScoringType => (
                        msg::ExportIdScoringType.get(lang).to_owned(),
                        msg::ExportIdScoringTypeWhy.get(lang).to_owned(),
                    ),
                    IdKind::ScoringVersion => (
                        msg::ExportIdScoringVersion.get(lang).to_owned(),
                        msg::ExportIdScoringVersionWhy.get(lang).to_owned(),
                    ),
                };
                msg::ExportUnfitMissing { site, what, why }.get(lang)
            }
            Unfit::RulesCode(code) => msg::ExportUnfitRulesCode {
                code: code.as_str(),
            }
            .get(lang),
            Unfit::VotesWithoutHands { day } => msg::ExportUnfitHands { day: *day }.get(lang),
        }
    }
}

/// Why a stage's seating cannot be made.
impl Words for crate::tournament::stages::StageError {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::stages::StageError as E;
        match self {
            E::NoStage { stage, stages } => msg::StageNone {
                stage: *stage,
                stages: *stages,
            }
            .get(lang),
            E::NotFinished { stage, missing } => msg::StageNotFinished {
                stage: *stage,
                missing: *missing,
            }
            .get(lang),
            E::TieAtCut(t) => msg::StageTieError {
                stage: t.stage,
                tied: t.tied.join(", "),
                places: t.places,
            }
            .get(lang),
            E::Seating(e) => e.say(lang),
        }
    }
}

/// A tie at a stage's cut the head judge has still to decide, in words.
impl Words for crate::tournament::stages::CutTie {
    fn say(&self, lang: Lang) -> String {
        msg::StageTieAtCut {
            name: self.name.as_str(),
            tied: self.tied.join(", "),
            place: self.place,
            places: self.places,
        }
        .get(lang)
    }
}

/// Why a seating cannot be made.
impl Words for crate::tournament::seating::SeatingError {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::seating::SeatingError as E;
        match self {
            E::Empty => msg::SeatingEmpty.get(lang).to_owned(),
            E::TooFewPlayers {
                players,
                tables,
                seats,
            } => msg::SeatingTooFew {
                players: *players,
                tables: *tables,
                seats: *seats,
            }
            .get(lang),
            // The number as written (any size the command line takes, exactly).
            E::TooManyPlayers { players, max } => msg::SeatingTooManyPlayers {
                players: players.to_string(),
                max: *max,
            }
            .get(lang),
            E::TooManyTables { tables, max } => msg::SeatingTooManyTables {
                tables: tables.to_string(),
                max: *max,
            }
            .get(lang),
            E::TooManyRounds { rounds, max } => msg::SeatingTooManyRounds {
                rounds: rounds.to_string(),
                max: *max,
            }
            .get(lang),
        }
    }
}

/// A mistake in a pasted seating, with its line.
impl Words for crate::tournament::seating::SeatingProblem {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::seating::SeatingProblem as P;
        match self {
            P::Unreadable { line } => msg::TournamentLine { line: *line }.get(lang),
            P::NoNicknames { line } => msg::SeatingNoNicknames { line: *line }.get(lang),
            P::TwiceAtTable { line, nick } => msg::SeatingTwiceAtTable {
                line: *line,
                nick: nick.as_str(),
            }
            .get(lang),
            P::TableGiven {
                line,
                round,
                table,
                first,
            } => msg::SeatingTableGiven {
                line: *line,
                round: *round,
                table: *table,
                first: first.as_str(),
            }
            .get(lang),
            P::NoRoundAndTable { line, found } => msg::SeatingNoRoundTable {
                line: *line,
                found: found.as_str(),
            }
            .get(lang),
            P::TwoTables {
                round,
                nick,
                first,
                second,
            } => msg::SeatingTwoTables {
                round: *round,
                nick: nick.as_str(),
                first: *first,
                second: *second,
            }
            .get(lang),
        }
    }
}

/// Why a change to `tournament.toml` or a table's request was not made.
impl Words for crate::tournament::sync::Refused {
    fn say(&self, lang: Lang) -> String {
        use crate::tournament::sync::Refused as R;
        match self {
            R::PenaltyGone { player } => msg::SyncRefusedPenaltyGone {
                player: player.as_str(),
            }
            .get(lang),
            R::NoSuchGame { round, table } => msg::SyncRefusedNoSuchGame {
                round: *round,
                table: *table,
            }
            .get(lang),
            R::NotSeated {
                player,
                round,
                table,
            } => msg::SyncRefusedNotSeated {
                player: player.as_str(),
                round: *round,
                table: *table,
            }
            .get(lang),
            R::SeatingChanged => msg::SyncRefusedSeatingChanged.get(lang).to_owned(),
            R::OtherTable { table } => msg::SyncRefusedOtherTable { table: *table }.get(lang),
            R::HeadOnly => msg::SyncRefusedHeadOnly.get(lang).to_owned(),
            R::UnknownPenalty { penalty, known } => msg::SyncRefusedUnknownPenalty {
                penalty: penalty.as_str(),
                known: known.join(", "),
            }
            .get(lang),
            R::NoJudgeName => msg::SyncRefusedNoJudgeName.get(lang).to_owned(),
            R::JudgeGone { table, round } => msg::SyncRefusedJudgeGone {
                table: *table,
                rounds: judge_rounds(lang, *round),
            }
            .get(lang),
        }
    }
}

/// The rounds a table's judge is named for: every round, or from one on.
pub fn judge_rounds(lang: Lang, round: Option<u32>) -> String {
    match round {
        None => msg::JudgesAllRounds.get(lang).to_owned(),
        Some(round) => msg::JudgesFromRound { round }.get(lang),
    }
}
