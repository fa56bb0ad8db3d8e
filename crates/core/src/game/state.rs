//! The game state: everything the screens and the protocol read.
//!
//! It is only ever changed by [`GameState::apply`] (in `apply.rs`), which
//! folds one [`Event`](super::Event) in and cannot fail.

use super::Seat;
use super::clock::Timer;
use super::reason::{EndReason, NoVoteReason};
use crate::ruleset::{Outcome, RuleKey, Ruleset, Side, StepKind};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// How a player left the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, Hash)]
#[serde(rename_all = "snake_case")]
pub enum ExitHow {
    Killed,
    Voted,
    Fouls,
    Disqualified,
    TeamLoss,
}

impl ExitHow {
    pub fn id(self) -> &'static str {
        match self {
            ExitHow::Killed => "killed",
            ExitHow::Voted => "voted",
            ExitHow::Fouls => "fouls",
            ExitHow::Disqualified => "disqualified",
            ExitHow::TeamLoss => "team_loss",
        }
    }
    /// The player has a last word (not after removal: FIIM 6.5).
    pub fn has_last_words(self) -> bool {
        matches!(self, ExitHow::Killed | ExitHow::Voted)
    }
}

/// When and how a player left.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exit {
    pub how: ExitHow,
    pub day: Option<u32>,
    pub night: Option<u32>,
    /// The offence id for removals.
    pub offence: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Player {
    pub seat: Seat,
    pub nick: String,
    /// Index into the ruleset's roles, once known.
    pub role: Option<usize>,
    pub fouls: u8,
    /// Offences behind the fouls, in order (`None` when the judge gave none).
    pub foul_offences: Vec<Option<String>>,
    /// Loses his next regular speech (FIIM 6.4).
    pub silenced: bool,
    pub exit: Option<Exit>,
    /// An offence given when he had already left or was leaving anyway (in
    /// his last minute, or shot this night): his exit stays as it is, the
    /// penalty and its points apply (FIIM 7.10).
    pub penalty: Option<Exit>,
}

impl Player {
    pub fn alive(&self) -> bool {
        self.exit.is_none()
    }
}

/// Where the game is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "phase", rename_all = "snake_case")]
pub enum Phase {
    /// Seating and cards.
    Setup,
    /// Night zero, at step `step` of the ruleset's `night_zero`.
    NightZero { step: usize },
    /// A day, at some stage.
    Day { day: u32, stage: DayStage },
    /// A night, at step `step` of the ruleset's `night`.
    Night { night: u32, step: usize },
    /// The game is over.
    Ended,
}

/// The stages of a day, in the order they can come.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "stage", rename_all = "snake_case")]
pub enum DayStage {
    /// The first-killed player names his seats.
    BestMove { seat: Seat },
    /// A player killed at night speaks his last words.
    MorningLastWords { seat: Seat },
    /// The regular speech of `order[index]`.
    Speech { index: usize },
    /// Tied candidates speak before the re-vote, `index` into the tie.
    TieSpeech { index: usize },
    /// Counting votes.
    Voting,
    /// The vote "all of them leave?".
    LiftVote,
    /// Players voted out speak, `index` into the day's `left`.
    LastWords { index: usize },
}

/// How a speech turn goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SpeechKind {
    Full,
    /// 30 s instead of silence at 3-4 players (FIIM 7.7).
    Short,
    /// Silenced by fouls: no word, but may nominate (FIIM 6.4).
    Silent,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Nomination {
    pub by: Seat,
    pub target: Seat,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundKind {
    Main,
    Revote,
}

/// One count of votes among candidates.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct VoteRound {
    pub kind: RoundKind,
    pub candidates: Vec<Seat>,
    /// (candidate, votes, voters when clicked), in the order entered.
    pub counts: Vec<CandidateVotes>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CandidateVotes {
    pub candidate: Seat,
    pub votes: u8,
    pub voters: Option<Vec<Seat>>,
    /// Given by the rule "votes not cast go to the last candidate".
    pub auto: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiftResult {
    pub candidates: Vec<Seat>,
    pub votes: u8,
    pub voters: Option<Vec<Seat>>,
    pub passed: bool,
}

/// Everything that happened on one day, for the screens and the protocol.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DayLog {
    pub day: u32,
    pub order: Vec<Seat>,
    pub speeches: Vec<(Seat, SpeechKind)>,
    pub nominations: Vec<Nomination>,
    pub rounds: Vec<VoteRound>,
    pub lift: Option<LiftResult>,
    /// Tied candidates waiting for their speeches / the re-vote.
    pub tie: Vec<Seat>,
    pub vote_cancelled: bool,
    /// Why nobody left by vote, when nobody did.
    pub no_vote_reason: Option<NoVoteReason>,
    /// Voted out, in order.
    pub left: Vec<Seat>,
    pub blocked_voters: Vec<Seat>,
    /// Seats nobody may nominate today (a `vote_immunity` step last night).
    #[serde(default)]
    pub immune: Vec<Seat>,
    /// Last night's checks whose answers are given in the day (`answer_at =
    /// "day"`), to checkers still at the table when the day began.
    #[serde(default)]
    pub answers: Vec<NightEntry>,
    /// Players who left today by a removal (fouls, disqualification, team
    /// loss), in order, and when: what the hall is told, and where.
    #[serde(default)]
    pub removed: Vec<DayRemoval>,
    /// Speakers whose own speech today was ended by the foul that silences
    /// (`during_speech = "end_now"`), in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cut: Vec<Seat>,
}

/// A removal during a day, in the order of the day (see [`DayLog::removed`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct DayRemoval {
    pub seat: Seat,
    /// A count of hands had begun today when he was removed.
    pub in_vote: bool,
    /// Somebody had already been voted out today when he was removed.
    pub after_result: bool,
}

/// What a night action recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightEntry {
    /// The ruleset step id.
    pub step: String,
    /// The acting seat (checks), when known.
    pub actor: Option<Seat>,
    pub targets: Vec<Seat>,
    /// The answer key (`red`, `black`, `yes`, `no`, a role or team id).
    pub answer: Option<String>,
    /// The gesture the judge shows for the answer.
    pub gesture: Option<String>,
    /// A shot step entered shooter by shooter: each one's shot.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub shots: Vec<super::action::Shot>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct NightLog {
    pub night: u32,
    pub entries: Vec<NightEntry>,
    /// Seats killed at dawn.
    pub killed: Vec<Seat>,
}

/// Who is there to act in a night step.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StepActors {
    /// A living player acts (or the step needs nobody: a look at the town).
    Acting,
    /// Its role (or, for a kill, its whole team) was dealt in this game and
    /// has left: with `wake_when_departed` the step is still announced and
    /// timed, with no choice in it; otherwise it is skipped.
    Departed,
    /// Nobody at this table was dealt its role: the step is skipped.
    Absent,
}

/// The end of the game.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ending {
    pub outcome: Outcome,
    pub reason: EndReason,
    /// The judge decided it (protest, override).
    pub by_judge: bool,
    /// False for a draw that does not go to the rating (MCC).
    pub rated: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BestMoveEntry {
    pub seat: Seat,
    pub seats: Vec<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Extra {
    pub seat: Seat,
    pub points: f64,
    pub reason: String,
}

/// The round of words after the game (MCC club rules: «После завершения игры
/// игроки вновь занимают свои места», each has `timers.after_game` seconds):
/// every seat that sat at the table, the dead too, in seat order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AfterRound {
    /// The seats in speaking order.
    pub order: Vec<Seat>,
    /// Index into `order` of the seat speaking now; `None` once the round is over.
    pub index: Option<usize>,
    /// The seats that had their word, in order.
    pub spoken: Vec<Seat>,
    /// The judge skipped the rest of the round.
    pub skipped: bool,
}

impl AfterRound {
    /// The seat speaking now.
    pub fn speaker(&self) -> Option<Seat> {
        self.index.and_then(|i| self.order.get(i).copied())
    }
}

/// Texts the judge writes during a game (notes, protests): shared between
/// the states of consecutive steps (see [`super::texts`]).
pub use super::texts::Texts;

/// After-game and tournament data that only the points read.
#[derive(Debug, Clone, PartialEq, Default, Serialize, Deserialize)]
pub struct Scoring {
    pub extras: Vec<Extra>,
    pub likes: Vec<(Seat, Seat)>,
    pub best_players: Vec<Seat>,
    pub penalties: Vec<(Seat, String)>,
    pub best_move_table: Option<String>,
    pub compensation: Vec<(Seat, u32, u32)>,
    pub notes: Texts,
    #[serde(default)]
    pub protests: Texts,
}

/// The whole game at one moment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameState {
    pub players: Vec<Player>,
    /// Cards per role in this game, indexed like the ruleset's roles.
    pub role_counts: Vec<u8>,
    pub phase: Phase,
    /// The days so far. Shared between the states of consecutive steps
    /// (copied on write), so a step clones the state cheaply.
    pub days: Vec<Arc<DayLog>>,
    /// The nights so far (night zero has none), shared like `days`.
    pub nights: Vec<Arc<NightLog>>,
    /// The seats booked on the order night.
    pub order: Vec<Seat>,
    pub timer: Timer,
    pub best_move: Option<BestMoveEntry>,
    /// The first player killed at night, with the night.
    pub first_killed: Option<(Seat, u32)>,
    /// Days whose vote is not held, with the rule that cancelled it (FIIM 7.1, 7.2).
    pub cancelled_votes: Vec<(u32, RuleKey)>,
    /// Per ruleset streak: how many nights or rounds in a row so far.
    pub streaks: Vec<u8>,
    /// Somebody left since the current night+day round began (FIIM 7.8).
    pub left_this_round: bool,
    pub ending: Option<Ending>,
    pub scoring: Scoring,
    /// The judge's geographic switch for this game (stylized 7.11): off, the
    /// ruleset's geographic rules do not apply. Set before the game starts.
    #[serde(default = "geographic_on")]
    pub geographic: bool,
    /// The round of words after the game, once it has begun (see [`AfterRound`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub after_round: Option<AfterRound>,
}

fn geographic_on() -> bool {
    true
}

impl GameState {
    /// A new game at the setup stage.
    pub fn new(nicks: &[String], role_counts: Vec<u8>, streaks: usize) -> Self {
        GameState {
            players: nicks
                .iter()
                .enumerate()
                .map(|(i, n)| Player {
                    seat: u8::try_from(i + 1).unwrap_or(u8::MAX),
                    nick: n.clone(),
                    role: None,
                    fouls: 0,
                    foul_offences: Vec::new(),
                    silenced: false,
                    exit: None,
                    penalty: None,
                })
                .collect(),
            role_counts,
            phase: Phase::Setup,
            days: Vec::new(),
            nights: Vec::new(),
            order: Vec::new(),
            timer: Timer::default(),
            best_move: None,
            first_killed: None,
            cancelled_votes: Vec::new(),
            streaks: vec![0; streaks],
            left_this_round: false,
            ending: None,
            scoring: Scoring::default(),
            geographic: true,
            after_round: None,
        }
    }

    pub fn player(&self, seat: Seat) -> Option<&Player> {
        self.players.get(usize::from(seat).wrapping_sub(1))
    }

    pub(crate) fn player_mut(&mut self, seat: Seat) -> Option<&mut Player> {
        self.players.get_mut(usize::from(seat).wrapping_sub(1))
    }

    pub fn is_alive(&self, seat: Seat) -> bool {
        self.player(seat).is_some_and(Player::alive)
    }

    pub fn living(&self) -> impl Iterator<Item = &Player> {
        self.players.iter().filter(|p| p.alive())
    }

    pub fn living_count(&self) -> usize {
        self.living().count()
    }

    pub fn day(&self) -> Option<&DayLog> {
        match self.phase {
            Phase::Day { day, .. } => self.days.iter().rev().find(|d| d.day == day).map(|d| &**d),
            _ => None,
        }
    }

    pub(crate) fn day_mut(&mut self) -> Option<&mut DayLog> {
        match self.phase {
            Phase::Day { day, .. } => self
                .days
                .iter_mut()
                .rev()
                .find(|d| d.day == day)
                .map(Arc::make_mut),
            _ => None,
        }
    }

    pub fn night(&self) -> Option<&NightLog> {
        match self.phase {
            Phase::Night { night, .. } => self
                .nights
                .iter()
                .rev()
                .find(|n| n.night == night)
                .map(|n| &**n),
            _ => None,
        }
    }

    pub(crate) fn night_mut(&mut self) -> Option<&mut NightLog> {
        match self.phase {
            Phase::Night { night, .. } => self
                .nights
                .iter_mut()
                .rev()
                .find(|n| n.night == night)
                .map(Arc::make_mut),
            _ => None,
        }
    }

    /// The seat whose speech it is now (regular, tie or last words, or a
    /// word after the game).
    pub fn speaker(&self) -> Option<Seat> {
        if self.phase == Phase::Ended {
            return self.after_speaker();
        }
        let Phase::Day { stage, .. } = &self.phase else {
            return None;
        };
        let day = self.day()?;
        match stage {
            DayStage::Speech { index } => day.order.get(*index).copied(),
            DayStage::TieSpeech { index } => day.tie.get(*index).copied(),
            DayStage::LastWords { index } => day.left.get(*index).copied(),
            DayStage::MorningLastWords { seat } | DayStage::BestMove { seat } => Some(*seat),
            DayStage::Voting | DayStage::LiftVote => None,
        }
    }

    /// The seat who may nominate now: the player in his regular speech.
    pub fn nominator(&self) -> Option<Seat> {
        match &self.phase {
            Phase::Day {
                stage: DayStage::Speech { .. },
                ..
            } => self.speaker(),
            _ => None,
        }
    }

    /// Has this seat put somebody to the vote today?
    pub fn has_nominated(&self, seat: Seat) -> bool {
        self.day()
            .is_some_and(|d| d.nominations.iter().any(|n| n.by == seat))
    }

    /// The count of votes under way today (the main vote or a re-vote).
    pub fn current_round(&self) -> Option<&VoteRound> {
        self.day()?.rounds.last()
    }

    /// A count a removal decided is still open (FIIM 7.2): a player was
    /// removed during the vote, the leader left by it, and candidates are
    /// still uncounted. The judge may record their hands for the protocol
    /// (the result stands); [`GameState::expected_candidate`] is next.
    pub fn late_count_open(&self) -> bool {
        self.day().is_some_and(|d| {
            !d.left.is_empty()
                && d.removed.iter().any(|r| r.in_vote && !r.after_result)
                && d.rounds
                    .last()
                    .is_some_and(|r| r.counts.len() < r.candidates.len())
        })
    }

    /// The candidate whose votes are counted next.
    pub fn expected_candidate(&self) -> Option<Seat> {
        let round = self.current_round()?;
        round.candidates.get(round.counts.len()).copied()
    }

    /// Who may vote today: the living, less the seats whose vote was taken
    /// at night (FBI agent).
    pub fn eligible_voters(&self) -> Vec<Seat> {
        let blocked = self
            .day()
            .map(|d| d.blocked_voters.as_slice())
            .unwrap_or(&[]);
        self.living()
            .map(|p| p.seat)
            .filter(|s| !blocked.contains(s))
            .collect()
    }

    /// Could `seat` vote in the counts of `day`? He was at the table when
    /// they were held (he left later that day by the vote or after its
    /// result, or on a later night or day) and his vote was not taken.
    pub fn could_vote(&self, day: &DayLog, seat: Seat) -> bool {
        if day.blocked_voters.contains(&seat) {
            return false;
        }
        let Some(p) = self.player(seat) else {
            return false;
        };
        let Some(e) = &p.exit else {
            return true;
        };
        match (e.night, e.day) {
            (Some(night), _) => night >= day.day,
            (None, Some(d)) if d > day.day => true,
            (None, Some(d)) if d == day.day => {
                e.how == ExitHow::Voted
                    || day.removed.iter().any(|r| r.seat == seat && r.after_result)
            }
            _ => false,
        }
    }

    /// How many votes are not cast yet in the current count.
    pub fn votes_left(&self) -> usize {
        let counted: usize = self
            .current_round()
            .map(|r| r.counts.iter().map(|c| usize::from(c.votes)).sum())
            .unwrap_or(0);
        self.eligible_voters().len().saturating_sub(counted)
    }

    /// A day's speaking order as it was played: the seats that spoke or are
    /// still due to, without a seat that left before his turn came.
    pub fn speaking_order(&self, day: &DayLog) -> Vec<Seat> {
        day.order
            .iter()
            .copied()
            .filter(|s| day.speeches.iter().any(|(sp, _)| sp == s) || self.is_alive(*s))
            .collect()
    }

    /// The rule that cancelled this day's vote, if one did.
    pub fn vote_cancelled(&self, day: u32) -> Option<RuleKey> {
        self.cancelled_votes
            .iter()
            .find(|(d, _)| *d == day)
            .map(|(_, rule)| *rule)
    }

    /// Candidates in nomination order (today).
    pub fn candidates(&self) -> Vec<Seat> {
        self.day()
            .map(|d| d.nominations.iter().map(|n| n.target).collect())
            .unwrap_or_default()
    }

    /// Living players of each side.
    pub fn side_counts(&self, side_of: impl Fn(usize) -> Side) -> (usize, usize) {
        let mut red = 0;
        let mut black = 0;
        for p in self.living() {
            match p.role.map(&side_of) {
                Some(Side::Black) => black += 1,
                _ => red += 1,
            }
        }
        (red, black)
    }

    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Ended)
    }

    /// The result is known: the game is over, or the last minute after the
    /// deciding vote or kill still runs (FIIM 7.10: what a player does in
    /// it no longer changes the result).
    pub fn has_result(&self) -> bool {
        self.ending.is_some()
    }

    /// The seat having his word after the game, while that round goes on.
    pub fn after_speaker(&self) -> Option<Seat> {
        match self.phase {
            Phase::Ended => self.after_round.as_ref().and_then(AfterRound::speaker),
            _ => None,
        }
    }

    /// The round of words after the game is under way.
    pub fn in_after_round(&self) -> bool {
        self.after_speaker().is_some()
    }

    /// Who can act in step `step` of the ruleset's `night`: a living holder
    /// of its role (of its team, for a kill or an order), or nobody because
    /// they have left, or nobody because the role was never dealt.
    pub fn step_actors(&self, rs: &Ruleset, step: usize) -> StepActors {
        let Some(st) = rs.night.get(step) else {
            return StepActors::Absent;
        };
        let acts = |role: usize| match st.kind {
            StepKind::Kill { team } | StepKind::Order { team, .. } => {
                rs.roles.get(role).is_some_and(|r| r.team == team)
            }
            _ => st.roles.contains(&role),
        };
        if matches!(st.kind, StepKind::Look) && st.roles.is_empty() {
            return StepActors::Acting;
        }
        let mut dealt = false;
        for p in &self.players {
            if p.role.is_some_and(acts) {
                if p.alive() {
                    return StepActors::Acting;
                }
                dealt = true;
            }
        }
        if dealt {
            StepActors::Departed
        } else {
            StepActors::Absent
        }
    }

    /// Is step `step` of the ruleset's `night` played now? A step whose role
    /// has left is still announced and timed where the ruleset says
    /// `wake_when_departed` (roles are not revealed when a player leaves, so
    /// the table must hear the don's waking whether or not the don is
    /// there); a role never dealt is skipped.
    pub fn step_played(&self, rs: &Ruleset, step: usize) -> bool {
        match self.step_actors(rs, step) {
            StepActors::Acting => true,
            StepActors::Departed => rs.night.get(step).is_some_and(|s| s.wake_when_departed),
            StepActors::Absent => false,
        }
    }

    /// The night step the game is at, when everyone who acts in it has left
    /// (it is announced and timed, and the judge only goes on).
    pub fn departed_step(&self, rs: &Ruleset) -> Option<usize> {
        match self.phase {
            Phase::Night { step, .. } if self.step_actors(rs, step) == StepActors::Departed => {
                Some(step)
            }
            _ => None,
        }
    }
}
