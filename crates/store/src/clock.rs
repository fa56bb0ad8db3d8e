//! The one clock of the console, and the one place a moment becomes a date.
//!
//! The engine never reads a clock: the layers around it pass it moments in
//! milliseconds since the Unix epoch, read here. Every date or time a file
//! name, an export or a screen shows is formatted here too, from such a
//! moment, so that «the same moment» reads the same everywhere (UTC where a
//! name must sort and not depend on the laptop's zone, the computer's zone
//! where a person reads it). Monotonic waits (`Instant`) stay where they
//! are: they measure intervals, not moments.

use chrono::{DateTime, Local, NaiveDate, Utc};
use std::time::{SystemTime, UNIX_EPOCH};

/// The wall clock now.
pub fn now() -> SystemTime {
    SystemTime::now()
}

/// The wall clock now, in ms since the Unix epoch (0 before 1970).
pub fn now_ms() -> u64 {
    ms_of(now())
}

/// A moment in ms since the Unix epoch (0 before 1970, `u64::MAX` past it).
pub fn ms_of(t: SystemTime) -> u64 {
    t.duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// The wall clock now in ns, for seeding what needs no repeatable seed
/// (the order of the night music).
pub fn now_nanos() -> u64 {
    now().duration_since(UNIX_EPOCH).map_or(0, |d| {
        u64::try_from(d.as_nanos() & u128::from(u64::MAX)).unwrap_or(0)
    })
}

fn utc(ms: u64) -> Option<DateTime<Utc>> {
    DateTime::from_timestamp_millis(i64::try_from(ms).ok()?)
}

fn local(ms: u64) -> Option<DateTime<Local>> {
    utc(ms).map(|t| t.with_timezone(&Local))
}

/// The day of a moment in UTC (what a game counts on when its header names
/// no date).
pub fn utc_day(ms: u64) -> Option<NaiveDate> {
    utc(ms).map(|t| t.date_naive())
}

/// `2026-11-30` in UTC; empty for 0 (no moment known).
pub fn utc_date(ms: u64) -> String {
    if ms == 0 {
        return String::new();
    }
    utc(ms).map_or_else(String::new, |t| t.format("%Y-%m-%d").to_string())
}

/// `2026-11-30` in the computer's time zone; empty if out of range.
pub fn local_date(ms: u64) -> String {
    local(ms).map_or_else(String::new, |t| t.format("%Y-%m-%d").to_string())
}

/// `14:32` in the computer's time zone (`--:--` if out of range).
pub fn local_hm(ms: u64) -> String {
    local(ms).map_or_else(|| "--:--".to_owned(), |t| t.format("%H:%M").to_string())
}

/// `30.11.2026 14:32` in the computer's time zone (`?` if out of range).
pub fn local_datetime(ms: u64) -> String {
    local(ms).map_or_else(
        || "?".to_owned(),
        |t| t.format("%d.%m.%Y %H:%M").to_string(),
    )
}

/// `2026-11-30_14-32-05` in UTC: a file name's part, stable whatever the
/// time zone, sorting by time (the ms themselves if out of range).
pub fn utc_stamp(ms: u64) -> String {
    utc(ms).map_or_else(
        || ms.to_string(),
        |t| t.format("%Y-%m-%d_%H-%M-%S").to_string(),
    )
}

/// The computer's offset from UTC at a moment, in minutes east of it
/// (Moscow +180): what a game's record keeps of its time zone, so a site
/// that reads local times gets the table's.
pub fn utc_offset_minutes(ms: u64) -> i32 {
    local(ms).map_or(0, |t| t.offset().local_minus_utc() / 60)
}

/// `2026-11-30T14:32:05` in the time zone `offset` minutes east of UTC,
/// whole seconds, no zone written (empty if out of range).
pub fn iso_seconds_at(ms: u64, offset: i32) -> String {
    let shift = i64::from(offset) * 60_000;
    let Some(local) = i64::try_from(ms).ok().and_then(|m| m.checked_add(shift)) else {
        return String::new();
    };
    u64::try_from(local).map_or_else(|_| String::new(), utc_iso_seconds)
}

/// `2026-11-30T14:32:05` in UTC, whole seconds (empty if out of range).
pub fn utc_iso_seconds(ms: u64) -> String {
    utc(ms - ms % 1000).map_or_else(String::new, |t| t.format("%Y-%m-%dT%H:%M:%S").to_string())
}

/// `20261202-141503-123`: the time part of a file a console files into a
/// shared folder (local time, ms), now.
pub fn local_file_stamp_now() -> String {
    Local::now().format("%Y%m%d-%H%M%S-%3f").to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_moment_reads_as_its_utc_date_and_stamp() {
        // 2026-11-30 14:32:05.250 UTC
        let ms = 1_796_049_125_250;
        assert_eq!(utc_date(ms), "2026-11-30");
        assert_eq!(utc_stamp(ms), "2026-11-30_14-32-05");
        assert_eq!(utc_iso_seconds(ms), "2026-11-30T14:32:05");
        assert_eq!(utc_day(ms), NaiveDate::from_ymd_opt(2026, 11, 30));
    }

    #[test]
    fn days_count_from_the_epoch_leap_days_included() {
        assert_eq!(utc_date(86_400_000), "1970-01-02");
        // 2026-11-30 12:00 UTC
        assert_eq!(utc_date(1_796_040_000_000), "2026-11-30");
        assert_eq!(utc_date(951_782_400_000), "2000-02-29");
    }

    #[test]
    fn no_moment_is_no_date_and_no_panic() {
        assert_eq!(utc_date(0), "");
        assert_eq!(utc_stamp(u64::MAX), u64::MAX.to_string());
        assert_eq!(utc_iso_seconds(u64::MAX), "");
        assert_eq!(local_hm(u64::MAX), "--:--");
        assert_eq!(local_datetime(u64::MAX), "?");
        assert_eq!(local_date(u64::MAX), "");
    }

    #[test]
    fn the_clock_reads_after_the_epoch() {
        assert!(now_ms() > 1_700_000_000_000);
        assert_eq!(ms_of(UNIX_EPOCH), 0);
    }
}
