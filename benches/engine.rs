//! Engine figures: replay of a 10,000-action record, one action's check and
//! apply, the cost of a step with a long record (10^5 notes against 10^5
//! timer clicks), what one autosaved step costs as the record grows, and
//! the peak memory of reading and replaying a 25 MiB record (issue 35.4:
//! holding the record while replaying it, as before, against taking it).
//! Prints medians; targets: replay under 20 ms, one action under 10 µs,
//! 10^5 notes under 1 s and within 2x of 10^5 timer clicks. The autosave
//! has no target: its figures are what `mafia-store`'s documentation weighs
//! (the autosave rewrites the whole file).

#![allow(clippy::expect_used, clippy::unwrap_used)] // a benchmark may stop loudly on a broken fixture

use mafia_core::game::{Action, DayStage, GameState, Phase, decide};
use mafia_store::ruleset::catalog::load_file;
use mafia_store::session::{Record, Session};
use std::path::PathBuf;
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// The FIIM red-win example padded with timer clicks (start, pause) during
/// its speeches until the record holds exactly `n` accepted actions.
fn long_record(rs: &mafia_core::ruleset::Ruleset, n: usize) -> Record {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let text = std::fs::read_to_string(&path).expect("example record");
    let base = Record::from_json("example", &text).expect("valid example");
    let mut s = Session::new(rs.clone(), base.players.clone(), 0).expect("session");
    let mut pad = n.saturating_sub(base.actions.len());
    let mut now = 0;
    for a in &base.actions {
        let timer = &s.state().timer;
        if pad >= 2 && timer.total_ms > 0 && !timer.running() {
            for _ in 0..(pad / 2).min(200) {
                for action in [Action::TimerStart, Action::TimerPause] {
                    now += 10;
                    s.act(action, now).expect("a timer click");
                    pad -= 1;
                }
            }
        }
        now += 1000;
        s.act(a.action.clone(), now).expect("the example replays");
    }
    s.record()
}

/// A FIIM game on day 1 (the red-win example up to its first speech),
/// then `n` more actions made by `make`.
fn padded(rs: &mafia_core::ruleset::Ruleset, n: usize, make: impl Fn(usize) -> Action) -> Record {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let text = std::fs::read_to_string(&path).expect("example record");
    let base = Record::from_json("example", &text).expect("valid example");
    let mut s = Session::new(rs.clone(), base.players.clone(), 0).expect("session");
    let mut now = 0;
    for a in &base.actions {
        if matches!(
            s.state().phase,
            Phase::Day {
                stage: DayStage::Speech { .. },
                ..
            }
        ) {
            break;
        }
        now += 1000;
        s.act(a.action.clone(), now).expect("the example replays");
    }
    let mut record = s.record();
    for i in 0..n {
        now += 10;
        record.actions.push(mafia_store::session::Stamped {
            at: now,
            by: None,
            action: make(i),
        });
    }
    record
}

/// Seconds to replay `record`, median of `runs`.
fn replay_secs(rs: &mafia_core::ruleset::Ruleset, record: &Record, runs: usize) -> f64 {
    let mut times = Vec::new();
    for _ in 0..runs {
        let t = Instant::now();
        let s = Session::replay(rs.clone(), record).expect("replay");
        times.push(t.elapsed().as_secs_f64());
        std::hint::black_box(s.state());
    }
    median(times)
}

/// Issue 11.5: a step must cost the same whatever the record holds.
fn long_records(rs: &mafia_core::ruleset::Ruleset) {
    let n = 100_000;
    let notes = padded(rs, n, |i| Action::Note {
        text: format!("note {i}: player 3 was late"),
    });
    let timer = padded(rs, n, |i| {
        if i % 2 == 0 {
            Action::TimerStart
        } else {
            Action::TimerPause
        }
    });
    // Interleaved, so a busy moment of the machine falls on both alike.
    let (mut notes_t, mut timer_t) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        notes_t.push(replay_secs(rs, &notes, 1));
        timer_t.push(replay_secs(rs, &timer, 1));
    }
    let (t_notes, t_timer) = (median(notes_t), median(timer_t));
    println!(
        "replay of 10^5 notes: median {t_notes:.3} s (target < 1 s); of 10^5 timer clicks: {t_timer:.3} s; ratio {:.2} (target < 2)",
        t_notes / t_timer
    );
}

/// Issue 11, item 5's other half: one judge step with the autosave, as the
/// console takes it (the step, then `current.json` rewritten through a
/// temp file, fsync and rename), on a real disk (the target folder), for
/// records of 300 (a long game), 10^4 and 10^5 actions.
fn autosave_steps(rs: &mafia_core::ruleset::Ruleset) {
    use mafia_store::session::autosave::Autosave;
    let mut line = String::from("one autosaved step (act + rewrite of current.json):");
    for (n, runs) in [(300, 30), (10_000, 15), (100_000, 5)] {
        let record = padded(rs, n, |i| {
            if i % 2 == 0 {
                Action::TimerStart
            } else {
                Action::TimerPause
            }
        });
        let mut s = Session::replay(rs.clone(), &record).expect("replay");
        let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temp folder");
        let store = Autosave::new(dir.path().join("games"));
        store.save_session(&s).expect("the first save");
        let bytes = std::fs::metadata(store.current_path()).map_or(0, |m| m.len());
        let mut now = record.actions.last().map_or(0, |a| a.at);
        let mut times = Vec::new();
        for i in 0..runs {
            now += 10;
            let action = if (n + i) % 2 == 0 {
                Action::TimerStart
            } else {
                Action::TimerPause
            };
            let t = Instant::now();
            s.act(action, now).expect("a timer click");
            store.save_session(&s).expect("a save");
            times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        // Of which: the record built and written as JSON text (no disk).
        let mut text_times = Vec::new();
        for _ in 0..runs {
            let t = Instant::now();
            std::hint::black_box(s.record().to_json());
            text_times.push(t.elapsed().as_secs_f64() * 1000.0);
        }
        line.push_str(&format!(
            "\n  {} actions ({:.1} MB): median {:.2} ms (of which the JSON text {:.2} ms)",
            s.history().len(),
            bytes as f64 / 1e6,
            median(times),
            median(text_times)
        ));
    }
    println!("{line}");
}

/// The peak resident memory of this process (`VmHWM`, kB), where the
/// system says it (Linux).
fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The child's side of [`big_record_rss`]: reads the record at `path` and
/// replays it as `how` says, then prints its peak memory (kB).
fn rss_child(how: &str, path: &std::path::Path) {
    let rs = load_file(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets/fiim.toml"))
        .expect("fiim");
    let record = mafia_store::session::record::read_file(path).expect("the record");
    match how {
        "read" => {
            std::hint::black_box(&record);
        }
        // As every reader did before: the record held while it replays.
        "borrowed" => {
            let s = Session::replay(rs, &record).expect("replay");
            std::hint::black_box((&record, s.state()));
        }
        // As the console and the command line do now: the record taken.
        _ => {
            let s = Session::replay_owned(rs, record).expect("replay");
            std::hint::black_box(s.state());
        }
    }
    println!("{}", peak_rss_kb().unwrap_or(0));
}

/// Issue 35.4: a 25 MiB record (as many actions as a record may hold, each
/// a judge's note) read and replayed, each way in a process of its own, so
/// one's memory does not count in the other's peak.
fn big_record_rss(rs: &mafia_core::ruleset::Ruleset) {
    let limit = mafia_store::session::ACTIONS_LIMIT;
    let target = 25 * 1024 * 1024;
    let base = padded(rs, 0, |_| Action::TimerStart).actions.len();
    let n = limit - base;
    // Each action's line: `    {"at":…,"type":"note","text":"…"},` (about
    // 45 bytes around the text).
    let text_len = (target / limit).saturating_sub(45).max(1);
    let record = padded(rs, n, |i| Action::Note {
        text: format!("{i:07} {}", "x".repeat(text_len.saturating_sub(8))),
    });
    let dir = tempfile::tempdir_in(env!("CARGO_TARGET_TMPDIR")).expect("a temp folder");
    let path = dir.path().join("big.json");
    std::fs::write(&path, record.to_json()).expect("the record written");
    drop(record);
    let mib = std::fs::metadata(&path).map_or(0, |m| m.len()) as f64 / (1024.0 * 1024.0);
    let Ok(me) = std::env::current_exe() else {
        println!("peak memory of a {mib:.1} MiB record: the bench cannot run itself");
        return;
    };
    let peak = |how: &str| -> String {
        let out = std::process::Command::new(&me)
            .env("MAFIA_BENCH_RSS", how)
            .env("MAFIA_BENCH_RSS_FILE", &path)
            .output();
        match out.ok().and_then(|o| String::from_utf8(o.stdout).ok()) {
            Some(kb) => match kb.trim().parse::<f64>() {
                Ok(kb) if kb > 0.0 => format!("{:.0} MB", kb * 1024.0 / 1e6),
                _ => "n/a".to_owned(),
            },
            None => "n/a".to_owned(),
        }
    };
    println!(
        "a {mib:.1} MiB record of {limit} actions (the limit), peak memory of the process: read only {}; read and replayed holding the record (before) {}; read and replayed taking it (now: the console, replay, view, serve) {}",
        peak("read"),
        peak("borrowed"),
        peak("owned")
    );
}

fn main() {
    if let (Some(how), Some(path)) = (
        std::env::var_os("MAFIA_BENCH_RSS"),
        std::env::var_os("MAFIA_BENCH_RSS_FILE"),
    ) {
        rss_child(&how.to_string_lossy(), std::path::Path::new(&path));
        return;
    }
    let rs = load_file(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets/fiim.toml"))
        .expect("fiim");
    let kept = long_record(&rs, 10_000);
    let n = kept.actions.len();
    let mut times = Vec::new();
    for _ in 0..15 {
        let t = Instant::now();
        let s = Session::replay(rs.clone(), &kept).expect("replay");
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        assert!(s.state().is_over());
    }
    println!(
        "replay of a {n}-action record: median {:.2} ms (target < 20 ms)",
        median(times)
    );

    // One action: a nomination on day 1, checked and applied.
    let mut s = Session::new(rs.clone(), kept.players.clone(), 0).expect("session");
    for a in &kept.actions {
        if matches!(
            s.state().phase,
            Phase::Day {
                stage: DayStage::Speech { .. },
                ..
            }
        ) {
            break;
        }
        let _ = s.act(a.action.clone(), a.at);
    }
    let state: GameState = s.state().clone();
    let action = Action::Nominate { target: 4 };
    let rounds = 20_000;
    let mut samples = Vec::new();
    for _ in 0..9 {
        let t = Instant::now();
        for _ in 0..rounds {
            let mut st = state.clone();
            let events = decide(&st, &action, &rs, 5_000).expect("accepted");
            for e in &events {
                st.apply(e);
            }
            std::hint::black_box(&st);
        }
        samples.push(t.elapsed().as_secs_f64() * 1e6 / f64::from(rounds));
    }
    println!(
        "one action checked and applied: median {:.2} µs (target < 10 µs)",
        median(samples)
    );
    long_records(&rs);
    autosave_steps(&rs);
    big_record_rss(&rs);
}
