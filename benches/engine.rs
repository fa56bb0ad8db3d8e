//! Engine figures: replay of a 10,000-action record, and one action's check
//! and apply. Prints medians; targets: replay under 20 ms, one action under 10 µs.

#![allow(clippy::expect_used, clippy::unwrap_used)] // a benchmark may stop loudly on a broken fixture

use mafia_judge::game::{Action, DayStage, GameState, Phase, decide};
use mafia_judge::ruleset::catalog::load_file;
use mafia_judge::session::{Record, Session};
use std::path::PathBuf;
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// A FIIM game padded with timer clicks to `n` actions.
fn long_record(n: usize) -> Record {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/fiim-red-wins.json");
    let text = std::fs::read_to_string(&path).expect("example record");
    let base = Record::from_json("example", &text).expect("valid example");
    let mut out = base.clone();
    out.actions.clear();
    let mut now = 0;
    let pad = n.saturating_sub(base.actions.len());
    let speeches = base
        .actions
        .iter()
        .filter(|a| matches!(a.action, Action::Next))
        .count()
        .max(1);
    let per = pad / speeches + 2;
    let mut added = 0;
    for a in &base.actions {
        now += 1000;
        let mut a = a.clone();
        a.at = now;
        let is_next = matches!(a.action, Action::Next);
        out.actions.push(a);
        if is_next && added < pad {
            for k in 0..per.min(pad - added) {
                now += 10;
                let action = if k % 2 == 0 {
                    Action::TimerStart
                } else {
                    Action::TimerPause
                };
                out.actions
                    .push(mafia_judge::session::Stamped { at: now, action });
                added += 1;
            }
            if added % 2 == 1 {
                now += 10;
                out.actions.push(mafia_judge::session::Stamped {
                    at: now,
                    action: Action::TimerPause,
                });
                added += 1;
            }
        }
    }
    out
}

fn main() {
    let rs = load_file(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets/fiim.toml"))
        .expect("fiim");
    let record = long_record(10_000);
    // Drop any timer click the rules refuse (a step without a timer).
    let mut s = Session::new(rs.clone(), record.players.clone(), 0).expect("session");
    let mut kept = record.clone();
    kept.actions.clear();
    for a in &record.actions {
        if s.act(a.action.clone(), a.at).is_ok() {
            kept.actions.push(a.clone());
        }
    }
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
    let mut s = Session::new(rs.clone(), record.players.clone(), 0).expect("session");
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
}
