//! What the console's sound does as the game moves: night music follows the
//! phase, speech cues follow the running timer.
//!
//! The decisions are pure ([`is_night`], [`cue_due`], [`CueTracker`]) so they
//! can be tested without a sound device; the app feeds them the state after
//! every step and every frame and passes what they decide to [`mafia_audio::audio::Audio`].

use mafia_audio::audio::Cue;
use mafia_core::game::Phase;
use mafia_core::game::clock::Timer;

/// Night music plays in this phase (night zero and every night).
pub fn is_night(phase: &Phase) -> bool {
    matches!(phase, Phase::NightZero { .. } | Phase::Night { .. })
}

/// The cue a running timer owes when its time left moved from
/// `prev_remaining_ms` to `now_remaining_ms`: [`Cue::End`] when it reached 0,
/// else [`Cue::Warning`] when it crossed `warning_s` seconds left (none when
/// `warning_s` is 0). A timer that started at or below the warning mark never
/// crosses it, so a 10-second check gets only the end signal.
pub fn cue_due(prev_remaining_ms: i64, now_remaining_ms: i64, warning_s: u32) -> Option<Cue> {
    if prev_remaining_ms > 0 && now_remaining_ms <= 0 {
        return Some(Cue::End);
    }
    let mark = i64::from(warning_s) * 1000;
    (warning_s > 0 && prev_remaining_ms > mark && now_remaining_ms <= mark).then_some(Cue::Warning)
}

/// The last look at the timer.
#[derive(Debug, Clone, PartialEq)]
struct Sample {
    phase: Phase,
    timer: Timer,
    remaining_ms: i64,
}

/// Watches the speech timer from frame to frame and says when a cue is due.
///
/// A cue fires only when the time left crosses its mark while the timer runs
/// untouched between two looks (same speech, same start, same total): a jump
/// made by the judge (undo, redo, reset, +10 s, pause) never sounds. And each
/// cue sounds at most once per speech (a speech is its [`Phase`]), so going
/// back and forth with undo and redo never repeats it. Another game (a new
/// one, or one opened from a file) starts afresh.
#[derive(Debug, Clone, Default)]
pub struct CueTracker {
    /// The game watched (its creation time).
    game: u64,
    last: Option<Sample>,
    fired: Vec<(Phase, Cue)>,
}

impl CueTracker {
    /// Looks at game `game`'s timer at `now_ms`; returns the cue to play, if any.
    pub fn tick(
        &mut self,
        game: u64,
        phase: &Phase,
        timer: &Timer,
        now_ms: u64,
        warning_s: u32,
    ) -> Option<Cue> {
        if game != self.game {
            *self = CueTracker {
                game,
                ..CueTracker::default()
            };
        }
        let remaining_ms = timer.remaining_ms(now_ms);
        let due = match &self.last {
            Some(l) if timer.running() && l.phase == *phase && l.timer == *timer => {
                cue_due(l.remaining_ms, remaining_ms, warning_s)
            }
            _ => None,
        };
        self.last = Some(Sample {
            phase: phase.clone(),
            timer: timer.clone(),
            remaining_ms,
        });
        let cue = due?;
        if self.fired.iter().any(|(p, c)| p == phase && *c == cue) {
            return None;
        }
        self.fired.push((phase.clone(), cue));
        if cue == Cue::End && !self.fired.contains(&(phase.clone(), Cue::Warning)) {
            // Past the end, the warning is no longer owed for this speech.
            self.fired.push((phase.clone(), Cue::Warning));
        }
        Some(cue)
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        *self = CueTracker::default();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mafia_core::game::state::DayStage;

    const W: u32 = 10;
    const G: u64 = 1;

    fn speech(index: usize) -> Phase {
        Phase::Day {
            day: 1,
            stage: DayStage::Speech { index },
        }
    }

    /// A 60-second timer started at t = 0.
    fn running() -> Timer {
        Timer::new(60).started(0)
    }

    #[test]
    fn warning_when_ten_seconds_left_is_crossed() {
        assert_eq!(cue_due(10_500, 9_900, W), Some(Cue::Warning));
        assert_eq!(cue_due(10_001, 10_000, W), Some(Cue::Warning));
    }

    #[test]
    fn no_cue_before_or_after_the_mark() {
        assert_eq!(cue_due(30_000, 29_000, W), None);
        assert_eq!(cue_due(10_000, 9_000, W), None, "already at the mark");
        assert_eq!(cue_due(9_000, 8_000, W), None);
        assert_eq!(cue_due(-1_000, -2_000, W), None, "over time stays quiet");
    }

    #[test]
    fn end_when_zero_is_reached_even_across_both_marks() {
        assert_eq!(cue_due(500, -5, W), Some(Cue::End));
        assert_eq!(cue_due(1, 0, W), Some(Cue::End));
        assert_eq!(
            cue_due(12_000, -100, W),
            Some(Cue::End),
            "a long gap: the end wins"
        );
    }

    #[test]
    fn no_warning_when_the_ruleset_has_none() {
        assert_eq!(cue_due(10_500, 9_000, 0), None);
        assert_eq!(cue_due(100, -1, 0), Some(Cue::End));
    }

    #[test]
    fn a_ten_second_check_gets_only_the_end() {
        assert_eq!(cue_due(10_000, 9_000, W), None);
        assert_eq!(cue_due(200, -10, W), Some(Cue::End));
    }

    #[test]
    fn tracker_fires_warning_then_end_once_each() {
        let mut t = CueTracker::default();
        let (p, timer) = (speech(0), running());
        assert_eq!(
            t.tick(G, &p, &timer, 0, W),
            None,
            "first look: nothing to compare"
        );
        assert_eq!(t.tick(G, &p, &timer, 49_000, W), None);
        assert_eq!(t.tick(G, &p, &timer, 50_005, W), Some(Cue::Warning));
        assert_eq!(t.tick(G, &p, &timer, 51_005, W), None);
        assert_eq!(t.tick(G, &p, &timer, 60_005, W), Some(Cue::End));
        assert_eq!(t.tick(G, &p, &timer, 61_005, W), None);
    }

    #[test]
    fn a_paused_timer_stays_quiet() {
        let mut t = CueTracker::default();
        let p = speech(0);
        let paused = Timer::new(60).started(0).paused(49_000);
        t.tick(G, &p, &paused, 49_000, W);
        assert_eq!(t.tick(G, &p, &paused, 70_000, W), None);
    }

    #[test]
    fn a_jump_by_the_judge_does_not_sound() {
        let mut t = CueTracker::default();
        let p = speech(0);
        // Undo of a "+10 s" while running: 15 s left becomes 5 s left at once.
        let plus = running().adjusted(10);
        t.tick(G, &p, &plus, 55_000, W);
        assert_eq!(t.tick(G, &p, &running(), 55_000, W), None);
        // From there the timer runs on to the end: the end still sounds.
        assert_eq!(t.tick(G, &p, &running(), 60_010, W), Some(Cue::End));
    }

    #[test]
    fn undo_and_redo_around_the_mark_never_repeat_a_cue() {
        let mut t = CueTracker::default();
        let p = speech(0);
        t.tick(G, &p, &running(), 49_500, W);
        assert_eq!(t.tick(G, &p, &running(), 50_100, W), Some(Cue::Warning));
        // Undo steps back to the previous speech, redo returns here.
        t.tick(G, &speech(1), &Timer::new(60), 50_200, W);
        t.tick(G, &p, &running(), 50_300, W);
        assert_eq!(t.tick(G, &p, &running(), 50_400, W), None);
        // A reset, then the speech is run again through the mark: still once.
        let again = running().reset().started(50_500);
        t.tick(G, &p, &again, 50_500, W);
        assert_eq!(t.tick(G, &p, &again, 100_400, W), None);
        assert_eq!(t.tick(G, &p, &again, 110_600, W), Some(Cue::End));
    }

    #[test]
    fn the_next_speech_has_its_own_cues() {
        let mut t = CueTracker::default();
        t.tick(G, &speech(0), &running(), 49_500, W);
        assert_eq!(
            t.tick(G, &speech(0), &running(), 50_100, W),
            Some(Cue::Warning)
        );
        let next = Timer::new(60).started(70_000);
        t.tick(G, &speech(1), &next, 70_000, W);
        assert_eq!(t.tick(G, &speech(1), &next, 120_100, W), Some(Cue::Warning));
    }

    #[test]
    fn another_game_has_its_own_cues() {
        let mut t = CueTracker::default();
        t.tick(G, &speech(0), &running(), 49_500, W);
        assert_eq!(
            t.tick(G, &speech(0), &running(), 50_100, W),
            Some(Cue::Warning)
        );
        // A game opened from a file at the same speech of the same day.
        t.tick(2, &speech(0), &running(), 49_500, W);
        assert_eq!(
            t.tick(2, &speech(0), &running(), 50_100, W),
            Some(Cue::Warning)
        );
    }

    #[test]
    fn night_music_phases() {
        assert!(is_night(&Phase::NightZero { step: 0 }));
        assert!(is_night(&Phase::Night { night: 2, step: 1 }));
        assert!(!is_night(&speech(0)));
        assert!(!is_night(&Phase::Ended));
        assert!(!is_night(&Phase::Setup));
    }
}
