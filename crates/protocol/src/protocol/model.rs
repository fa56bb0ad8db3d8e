//! What the protocol page shows, as plain display data.
//!
//! The renderer in [`super::pdf`] knows nothing of the engine: everything it
//! draws is in a [`ProtocolDoc`], already turned into the strings and numbers
//! the judge reads on paper. That keeps the layout testable with hand-built
//! documents and keeps the rules out of the drawing code.

use mafia_core::ruleset::Side;
use mafia_words::Lang;
use mafia_words::i18n::{Fixed, msg};

/// One game protocol: page 1 (the form) and page 2 (reasons and notes).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ProtocolDoc {
    /// Every label printed on the form, in one language.
    pub labels: Labels,
    /// The game is not over yet: the form says "draft".
    pub draft: bool,
    pub header: Header,
    /// One row per seat, in seat order.
    pub seats: Vec<SeatRow>,
    /// One block per day, in order.
    pub days: Vec<DayBlock>,
    /// One block per night, in order (night 0 included when something happened).
    pub nights: Vec<NightBlock>,
    pub best_move: Option<BestMove>,
    pub result: GameResult,
    /// The protest as the judge wrote it down (empty: none).
    pub protest: String,
    /// The judge's decision on the protest or on the game (empty: none).
    pub judge_decision: String,
    /// Page 2: why points were added or taken.
    pub adjustments: Vec<Adjustment>,
    /// Page 2: every foul, with the offence.
    pub fouls: Vec<FoulEntry>,
    /// Page 2: the judge's notes, one paragraph each.
    pub notes: Vec<String>,
    /// Small print at the foot of each page (program, ruleset file).
    pub footer: String,
}

impl ProtocolDoc {
    /// The nickname at `seat` (empty for a seat not at the table).
    pub fn nickname(&self, seat: u8) -> String {
        self.seats
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.nickname.clone())
            .unwrap_or_default()
    }
}

/// The header band: who, where and when.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Header {
    pub tournament: String,
    pub stage: String,
    pub date: String,
    pub table: String,
    pub game_number: String,
    pub ruleset: String,
    pub judge: String,
}

/// One seat at the table.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SeatRow {
    pub seat: u8,
    pub nickname: String,
    /// The role's name (empty while unknown).
    pub role: String,
    /// The role's side, for the tint of the role cell.
    pub side: Option<Side>,
    /// Fouls given (warnings in some rulesets).
    pub fouls: u8,
    /// How many boxes to draw: the fouls that remove a player.
    pub foul_limit: u8,
    /// How and when the player left, e.g. "убит, ночь 1" (empty: at the table).
    pub left: String,
    /// Points for the game result (`None` while the game is not scored).
    pub points: Option<f64>,
    /// Extra points and penalties, summed (reasons on page 2).
    pub extra: f64,
}

impl SeatRow {
    /// The row's total, when the game is scored.
    pub fn total(&self) -> Option<f64> {
        self.points.map(|p| p + self.extra)
    }
}

/// One day.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct DayBlock {
    pub number: u32,
    /// Seats in speaking order.
    pub speaking_order: Vec<u8>,
    /// Seats that lost their speech (fouls), marked in the order.
    pub silent: Vec<u8>,
    /// (by, target) in the order made.
    pub nominations: Vec<(u8, u8)>,
    /// The vote and any re-votes, in order.
    pub votes: Vec<VoteRow>,
    /// The vote "all of them leave?".
    pub lift: Option<LiftRow>,
    /// Seats voted out.
    pub left: Vec<u8>,
    /// Anything else the judge must read: "голосование отменено (7.1)", removals.
    pub notes: Vec<String>,
}

/// One count of votes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct VoteRow {
    /// A re-vote among tied candidates.
    pub revote: bool,
    /// (candidate, votes), in nomination order.
    pub counts: Vec<(u8, u8)>,
}

/// The lift vote: how many were for all tied candidates leaving.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LiftRow {
    pub candidates: Vec<u8>,
    pub votes: u8,
    pub passed: bool,
}

/// One night.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NightBlock {
    pub number: u32,
    /// The mafia's shot (`None`: no shot this night, e.g. night 0).
    pub shot: Option<Shot>,
    pub don_check: Option<Check>,
    pub sheriff_check: Option<Check>,
    /// Other night roles, one row each.
    pub extra: Vec<NightStep>,
}

/// The result of the shooting.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shot {
    Miss,
    Killed(Vec<u8>),
}

/// A check: the checked seat and the answer, e.g. "не шериф", "чёрный".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Check {
    pub target: u8,
    pub answer: String,
}

/// A night action of another role: "step: actor → targets: answer".
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NightStep {
    /// The step's name, used as the row label.
    pub name: String,
    pub actor: Option<u8>,
    pub targets: Vec<u8>,
    pub answer: String,
}

/// The first-killed player's three named seats.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct BestMove {
    pub seat: u8,
    pub named: Vec<u8>,
    pub blacks: u8,
    /// Points it earned (`None`: not scored).
    pub points: Option<f64>,
}

/// Who won and why.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct GameResult {
    /// "Победа мирных", "Победа мафии", "Ничья" (empty: not over).
    pub winner: String,
    /// The winning side for the colour (`None`: draw or not over).
    pub side: Option<Side>,
    pub reason: String,
}

/// A line on page 2: points added or taken and why.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Adjustment {
    pub seat: u8,
    /// `None` for a penalty without points (e.g. a warning on record).
    pub points: Option<f64>,
    pub reason: String,
}

/// A foul on record, for page 2.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FoulEntry {
    pub seat: u8,
    /// "день 2", "ночь 1".
    pub when: String,
    /// The offence as the ruleset names it (empty: not given).
    pub offence: String,
}

/// Every fixed text on the form. [`Labels::new`] gives the defaults for a
/// language; a ruleset may rename some (warnings instead of fouls, its own
/// night step names). An empty `shot`, `don_check` or `sheriff_check` hides
/// that row of the grid (a ruleset without that step).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Labels {
    pub lang: Lang,
    pub title: String,
    pub draft: String,
    pub continued: String,
    pub appendix: String,
    pub tournament: String,
    pub stage: String,
    pub date: String,
    pub table: String,
    pub game: String,
    pub ruleset: String,
    pub judge: String,
    pub seat: String,
    pub player: String,
    pub role: String,
    pub fouls: String,
    pub left: String,
    pub points: String,
    pub extra: String,
    pub total: String,
    pub day: String,
    pub night: String,
    pub speaking_order: String,
    pub nominations: String,
    pub votes: String,
    pub revote: String,
    pub lift: String,
    pub lift_for: String,
    pub passed: String,
    pub not_passed: String,
    pub voted_out: String,
    pub day_notes: String,
    pub shot: String,
    pub miss: String,
    pub don_check: String,
    pub sheriff_check: String,
    pub result: String,
    pub not_over: String,
    pub best_move: String,
    pub blacks: String,
    pub protest: String,
    pub decision: String,
    pub signature: String,
    pub adjustments: String,
    pub reason: String,
    pub foul_log: String,
    pub when: String,
    pub offence: String,
    pub notes: String,
    pub nothing: String,
    pub page: String,
    pub of: String,
}

impl Default for Labels {
    fn default() -> Self {
        Labels::new(Lang::Ru)
    }
}

impl Labels {
    /// The standard labels of the form in `lang`.
    pub fn new(lang: Lang) -> Self {
        let t = |s: Fixed| s.get(lang).to_owned();
        Labels {
            lang,
            title: t(msg::ProtocolTitle),
            draft: t(msg::ProtocolDraft),
            continued: t(msg::ProtocolContinued),
            appendix: t(msg::ProtocolAppendix),
            tournament: t(msg::ProtocolTournament),
            stage: t(msg::ProtocolStage),
            date: t(msg::ProtocolDate),
            table: t(msg::ProtocolTable),
            game: t(msg::ProtocolGame),
            ruleset: t(msg::ProtocolRuleset),
            judge: t(msg::ProtocolJudge),
            seat: t(msg::ProtocolSeat),
            player: t(msg::ProtocolPlayer),
            role: t(msg::ProtocolRole),
            fouls: t(msg::ProtocolFouls),
            left: t(msg::ProtocolLeft),
            points: t(msg::ProtocolPoints),
            extra: t(msg::ProtocolExtra),
            total: t(msg::ProtocolTotal),
            day: t(msg::ProtocolDay),
            night: t(msg::ProtocolNight),
            speaking_order: t(msg::ProtocolSpeakingOrder),
            nominations: t(msg::ProtocolNominations),
            votes: t(msg::ProtocolVotes),
            revote: t(msg::ProtocolRevote),
            lift: t(msg::ProtocolLift),
            lift_for: t(msg::ProtocolLiftFor),
            passed: t(msg::ProtocolPassed),
            not_passed: t(msg::ProtocolNotPassed),
            voted_out: t(msg::ProtocolVotedOut),
            day_notes: t(msg::ProtocolDayNotes),
            shot: t(msg::ProtocolShot),
            miss: t(msg::ProtocolMiss),
            don_check: t(msg::ProtocolDonCheck),
            sheriff_check: t(msg::ProtocolSheriffCheck),
            result: t(msg::ProtocolResult),
            not_over: t(msg::ProtocolNotOver),
            best_move: t(msg::ProtocolBestMove),
            blacks: t(msg::ProtocolBlacks),
            protest: t(msg::ProtocolProtest),
            decision: t(msg::ProtocolDecision),
            signature: t(msg::ProtocolSignature),
            adjustments: t(msg::ProtocolAdjustments),
            reason: t(msg::ProtocolReason),
            foul_log: t(msg::ProtocolFoulLogPlain),
            when: t(msg::ProtocolWhen),
            offence: t(msg::ProtocolOffence),
            notes: t(msg::ProtocolNotes),
            nothing: t(msg::ProtocolNothing),
            page: t(msg::ProtocolPage),
            of: t(msg::ProtocolOf),
        }
    }

    /// Points as printed: in thousandths, no trailing zeros, a decimal
    /// comma in Russian ("0,25", "0,125", "1", "-0,5").
    pub fn number(&self, v: f64) -> String {
        mafia_words::i18n::points(self.lang, v)
    }

    /// Points with a sign, as extra points are printed ("+0,5", "-0,7", "0").
    pub fn signed(&self, v: f64) -> String {
        let s = self.number(v);
        if s != "0" && !s.starts_with('-') {
            format!("+{s}")
        } else {
            s
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_use_the_decimal_comma_in_russian_and_drop_trailing_zeros() {
        let ru = Labels::new(Lang::Ru);
        let en = Labels::new(Lang::En);
        assert_eq!(ru.number(0.25), "0,25");
        assert_eq!(ru.number(1.0), "1");
        assert_eq!(ru.number(0.7000001), "0,7");
        assert_eq!(en.number(-0.5), "-0.5");
        assert_eq!(ru.signed(0.5), "+0,5");
        assert_eq!(ru.signed(-0.7), "-0,7");
        assert_eq!(ru.signed(0.0), "0");
        assert_eq!(ru.signed(-0.0001), "0");
    }

    #[test]
    fn total_adds_extra_points_only_when_scored() {
        let mut row = SeatRow {
            points: Some(1.0),
            extra: 0.5,
            ..SeatRow::default()
        };
        assert_eq!(row.total(), Some(1.5));
        row.points = None;
        assert_eq!(row.total(), None);
    }
}
