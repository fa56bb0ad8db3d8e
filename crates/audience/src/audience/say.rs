//! What the judge says now: the game's narration between its moments (a
//! moment says what happened, this says what comes next: whose minute,
//! who is voted for, which role wakes). Typed here from the state and the
//! ruleset; its words are made in the audience's `i18n` (`say_words`), so
//! it is tested without a window.

use mafia_core::game::state::{DayStage, RoundKind, SpeechKind};
use mafia_core::game::{EndReason, GameState, Phase, Seat};
use mafia_core::ruleset::Ruleset;
use mafia_words::Lang;

/// The judge's line now.
#[derive(Debug, Clone, PartialEq)]
pub enum Say {
    Setup,
    /// A night step's call (`step` of night zero's steps, or of a night's);
    /// `falls`: «Night falls» before it, the first step played tonight.
    NightStep {
        zero: bool,
        step: usize,
        falls: bool,
    },
    /// After the end: a player's word after the game.
    AfterWord {
        seat: Seat,
        secs: u32,
    },
    /// The game is over, for this reason (None: not known).
    Ended(Option<EndReason>),
    BestMove {
        seat: Seat,
    },
    /// The killed player's last words in the morning; `morning`: «Good
    /// morning!» and the kill are said here (not already with the best
    /// move).
    MorningLastWords {
        seat: Seat,
        morning: bool,
    },
    /// A speech of the day; `morning`: «Good morning!» before it (the day's
    /// first speech, not after a night whose result said it).
    Speech {
        seat: Seat,
        kind: SpeechKind,
        morning: bool,
    },
    TieSpeech {
        seat: Seat,
    },
    /// Who is voted for now (None: nobody: nothing to say); `revote`: the
    /// second round of a tie.
    Vote {
        candidate: Option<Seat>,
        revote: bool,
    },
    /// Who votes to lift all the tied players.
    LiftVote {
        tie: Vec<Seat>,
    },
    LastWords {
        seat: Seat,
    },
}

/// What the judge says now.
pub fn say_now(state: &GameState, rs: &Ruleset) -> Say {
    match &state.phase {
        Phase::Setup => Say::Setup,
        Phase::NightZero { step } => Say::NightStep {
            zero: true,
            step: *step,
            falls: false,
        },
        Phase::Night { step, .. } => Say::NightStep {
            zero: false,
            step: *step,
            falls: *step == first_active_step(state, rs),
        },
        Phase::Ended => match state.after_speaker() {
            Some(seat) => Say::AfterWord {
                seat,
                secs: rs.timers.after_game,
            },
            None => Say::Ended(state.ending.as_ref().map(|e| e.reason.clone())),
        },
        Phase::Day { stage, .. } => day(state, rs, stage),
    }
}

fn day(state: &GameState, rs: &Ruleset, stage: &DayStage) -> Say {
    let speaker = state.speaker().unwrap_or(0);
    match stage {
        DayStage::BestMove { seat } => Say::BestMove { seat: *seat },
        DayStage::MorningLastWords { seat } => Say::MorningLastWords {
            seat: *seat,
            morning: !morning_began_with_best_move(state, rs, *seat),
        },
        DayStage::Speech { .. } => {
            let kind = state
                .day()
                .and_then(|d| d.speeches.iter().rev().find(|x| x.0 == speaker))
                .map_or(SpeechKind::Full, |x| x.1);
            // The day's first speech: no other has begun today (the seats
            // before it in the order are empty), and nobody has been removed
            // since it began (a removed speaker's turn passes on: the day
            // goes on, it does not begin again).
            let first = state
                .day()
                .is_some_and(|d| d.speeches.len() <= 1 && d.removed.is_empty());
            // After a night the morning's line (the kill, the best move, or
            // «nobody was killed») said «Доброе утро!».
            let after_a_night = state
                .nights
                .last()
                .is_some_and(|n| n.night >= 1 && state.day().is_some_and(|d| d.day == n.night + 1));
            Say::Speech {
                seat: speaker,
                kind,
                morning: first && !after_a_night,
            }
        }
        DayStage::TieSpeech { .. } => Say::TieSpeech { seat: speaker },
        DayStage::Voting => Say::Vote {
            candidate: state.expected_candidate(),
            revote: state
                .day()
                .and_then(|d| d.rounds.last())
                .is_some_and(|r| r.kind == RoundKind::Revote),
        },
        DayStage::LiftVote => Say::LiftVote {
            tie: state.day().map(|d| d.tie.clone()).unwrap_or_default(),
        },
        DayStage::LastWords { .. } => Say::LastWords { seat: speaker },
    }
}

/// The first night step anyone acts in (where "Night falls" is said).
fn first_active_step(state: &GameState, rs: &Ruleset) -> usize {
    // The engine enters the first step played when the night begins, and
    // nothing is recorded before it: no step before the current one is
    // played now (a step whose role has left is played where the ruleset
    // wakes it), and the night's log is empty.
    match &state.phase {
        Phase::Night { step, .. }
            if state.night().is_some_and(|n| n.entries.is_empty())
                && (0..*step).all(|s| !state.step_played(rs, s)) =>
        {
            *step
        }
        _ => usize::MAX,
    }
}

/// Whether this morning's killed player made (or was offered) the best
/// move before his last words: then the morning was announced there.
fn morning_began_with_best_move(state: &GameState, rs: &Ruleset, seat: Seat) -> bool {
    if state.best_move.as_ref().is_some_and(|b| b.seat == seat) {
        return true;
    }
    let this_morning = state.nights.last().map(|n| n.night);
    rs.best_move.is_some_and(|bm| {
        state.first_killed == Some((seat, bm.night)) && this_morning == Some(bm.night)
    })
}

impl Say {
    /// The line in words.
    pub fn words(&self, rs: &Ruleset, lang: Lang) -> String {
        crate::i18n::say_words(lang, self, rs)
    }
}

/// What the judge says now, in words.
pub fn say_now_words(state: &GameState, rs: &Ruleset, lang: Lang) -> String {
    say_now(state, rs).words(rs, lang)
}
