//! The speech timer as data: when it started and how much was used, never a
//! running clock. `now` (milliseconds of the judge's wall clock) is passed in,
//! so the remaining time is exact however often the screen is drawn, and a
//! resumed game shows the right time.

use serde::{Deserialize, Serialize};

/// A countdown that drifts never: remaining = total - used - (now - since).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Timer {
    /// The full time of this speech or step, in ms (0: no timer).
    pub total_ms: u64,
    /// Time used before the current run, in ms.
    pub used_ms: u64,
    /// When the current run started (ms), if running.
    pub since_ms: Option<u64>,
}

impl Timer {
    /// A stopped timer of `seconds`.
    pub fn new(seconds: u32) -> Self {
        Timer {
            total_ms: u64::from(seconds) * 1000,
            used_ms: 0,
            since_ms: None,
        }
    }

    pub fn running(&self) -> bool {
        self.since_ms.is_some()
    }

    /// Milliseconds used by `now`.
    pub fn used_at(&self, now_ms: u64) -> u64 {
        self.used_ms + self.since_ms.map_or(0, |s| now_ms.saturating_sub(s))
    }

    /// Milliseconds left at `now`; negative once over time.
    pub fn remaining_ms(&self, now_ms: u64) -> i64 {
        let total = i64::try_from(self.total_ms).unwrap_or(i64::MAX);
        let used = i64::try_from(self.used_at(now_ms)).unwrap_or(i64::MAX);
        total.saturating_sub(used)
    }

    pub fn started(&self, now_ms: u64) -> Timer {
        Timer {
            since_ms: Some(self.since_ms.unwrap_or(now_ms)),
            ..self.clone()
        }
    }

    pub fn paused(&self, now_ms: u64) -> Timer {
        Timer {
            total_ms: self.total_ms,
            used_ms: self.used_at(now_ms),
            since_ms: None,
        }
    }

    /// Adds (or takes) seconds to the total, never below zero.
    pub fn adjusted(&self, seconds: i32) -> Timer {
        let delta = i64::from(seconds) * 1000;
        let total = i64::try_from(self.total_ms).unwrap_or(i64::MAX);
        Timer {
            total_ms: u64::try_from(total.saturating_add(delta).max(0)).unwrap_or(0),
            ..self.clone()
        }
    }

    pub fn reset(&self) -> Timer {
        Timer {
            total_ms: self.total_ms,
            used_ms: 0,
            since_ms: None,
        }
    }
}

/// What the screens show for a timer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimerColour {
    Normal,
    /// The last `warning` seconds.
    Warning,
    /// Time is up.
    Over,
}

pub fn colour(remaining_ms: i64, warning_s: u32) -> TimerColour {
    if remaining_ms <= 0 {
        TimerColour::Over
    } else if remaining_ms <= i64::from(warning_s) * 1000 {
        TimerColour::Warning
    } else {
        TimerColour::Normal
    }
}
