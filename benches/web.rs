//! Web server figures (printed, not asserted):
//! - latency from a judge's step (the engine's step, the two view builds and
//!   the publication) to the view arriving at a browser's live feed
//!   (target: under 100 ms);
//! - what the UI thread pays per step for the server (view builds + publish);
//! - idle CPU with the server on and 5 feeds connected (target: 0);
//! - CPU and memory with 5 feeds connected while the game moves.
//!
//! The "browsers" are 5 threads of this process reading the SSE sockets, so
//! the CPU figures include their reading (an upper bound for the server).
//! Run with `cargo bench --bench web`; plain `std::time::Instant`.
//! `scripts/bench_web.sh` measures the real binary instead: the console
//! under Xvfb (a key press to 5 `curl` feeds) and the headless `serve`.

use mafia_core::game::Action;
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;
use mafia_web::web::feed::wall_clock;
use mafia_web::web::{Feed, ServeConfig, View, WebServer};
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::Arc;
use std::sync::mpsc;
use std::time::{Duration, Instant};

const T0: u64 = 1_700_000_000_000;

/// CPU time of this process so far (user + system), from /proc.
fn cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after = stat.rsplit_once(')')?.1;
    let f: Vec<&str> = after.split_whitespace().collect();
    let ticks: u64 = f.get(11)?.parse::<u64>().ok()? + f.get(12)?.parse::<u64>().ok()?;
    // USER_HZ is 100 on Linux.
    Some(Duration::from_millis(ticks * 10))
}

fn rss_kib() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = s.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// A browser's live feed: a thread that reads events and reports when each
/// `view` event arrived.
fn browser(addr: SocketAddr, arrived: mpsc::Sender<Instant>) -> Option<()> {
    let mut s = TcpStream::connect(addr).ok()?;
    s.write_all(format!("GET /feed HTTP/1.1\r\nHost: {addr}\r\n\r\n").as_bytes())
        .ok()?;
    std::thread::spawn(move || {
        let mut r = BufReader::new(s);
        let mut line = String::new();
        while r.read_line(&mut line).is_ok_and(|n| n > 0) {
            if line.starts_with("data: ") && arrived.send(Instant::now()).is_err() {
                break;
            }
            line.clear();
        }
    });
    Some(())
}

/// A FIIM game after the deal, and the actions of its first day.
fn game() -> Option<(Session, View)> {
    let rs = catalog::find("fiim").ok()?;
    let nicks: Vec<String> = (1..=10).map(|i| format!("Player {i}")).collect();
    let mut s = Session::new(rs, nicks, T0).ok()?;
    s.act(Action::DealRoles { seed: 3 }, T0).ok()?;
    s.act(Action::StartGame, T0).ok()?;
    let v = View::from_state(s.state(), &s.ruleset, false, T0);
    Some((s, v))
}

/// One judge step as the console does it: the action, then both views
/// built and published. Timer clicks change the view every time.
fn step(session: &mut Session, feed: &Feed, i: u64) {
    let now = T0 + i * 10;
    let action = if i.is_multiple_of(2) {
        Action::TimerStart
    } else {
        Action::TimerPause
    };
    // A refused click (no timer now) still publishes, as the console does.
    let _ = session.act(action, now);
    let v = |spectator| View::from_state(session.state(), &session.ruleset, spectator, now);
    let (mut public, spectator) = (v(false), v(true));
    // A fresh title each step, so every step is a change the feed must send.
    public.title.en = format!("step {i}");
    feed.publish(public, spectator);
}

fn percentile(sorted: &[Duration], p: usize) -> Duration {
    sorted[(sorted.len() * p / 100).min(sorted.len() - 1)]
}

fn main() {
    let Some((mut session, _)) = game() else {
        eprintln!("web bench: the FIIM ruleset did not load");
        std::process::exit(2);
    };
    let feed = Arc::new(Feed::new(wall_clock()));
    let server = match WebServer::start(
        &ServeConfig {
            port: 0,
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    ) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("web bench: {e}");
            std::process::exit(2);
        }
    };
    let addr = server.addr();
    let (tx, rx) = mpsc::channel();
    for _ in 0..5 {
        if browser(addr, tx.clone()).is_none() {
            eprintln!("web bench: cannot connect to {addr}");
            std::process::exit(2);
        }
    }
    // The first event of each feed (the view as of connecting).
    for _ in 0..5 {
        if rx.recv_timeout(Duration::from_secs(10)).is_err() {
            eprintln!("web bench: a feed sent nothing on connecting");
            std::process::exit(2);
        }
    }
    std::thread::sleep(Duration::from_millis(200));
    while rx.try_recv().is_ok() {}

    // Latency: step -> the first of the 5 feeds has it, and the last.
    let mut first = Vec::new();
    let mut last = Vec::new();
    let mut publish_cost = Vec::new();
    for i in 0..200u64 {
        let t = Instant::now();
        step(&mut session, &feed, i);
        publish_cost.push(t.elapsed());
        let mut got = Vec::new();
        for _ in 0..5 {
            match rx.recv_timeout(Duration::from_secs(5)) {
                Ok(at) => got.push(at.duration_since(t)),
                Err(_) => break,
            }
        }
        if got.len() == 5 {
            got.sort();
            first.push(got[0]);
            last.push(got[4]);
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    first.sort();
    last.sort();
    publish_cost.sort();
    if last.is_empty() {
        eprintln!("web bench: no feed received the steps");
        std::process::exit(2);
    }
    println!(
        "step -> feed, 5 browsers, {} steps: first browser median {:.2} ms, all 5 median {:.2} ms, p95 {:.2} ms, max {:.2} ms (target < 100 ms: {})",
        last.len(),
        percentile(&first, 50).as_secs_f64() * 1e3,
        percentile(&last, 50).as_secs_f64() * 1e3,
        percentile(&last, 95).as_secs_f64() * 1e3,
        last[last.len() - 1].as_secs_f64() * 1e3,
        if percentile(&last, 95) < Duration::from_millis(100) {
            "met"
        } else {
            "NOT met"
        }
    );
    println!(
        "UI thread per step (action + 2 view builds + publish): median {:.1} µs, p95 {:.1} µs",
        percentile(&publish_cost, 50).as_secs_f64() * 1e6,
        percentile(&publish_cost, 95).as_secs_f64() * 1e6,
    );

    // Idle: nothing changes for 5 s with the 5 feeds connected.
    let idle = Duration::from_secs(5);
    let (c0, t0) = (cpu_time(), Instant::now());
    std::thread::sleep(idle);
    let (c1, wall) = (cpu_time(), t0.elapsed());
    if let (Some(c0), Some(c1)) = (c0, c1) {
        println!(
            "idle, server on, 5 feeds, {} s: CPU {} ms = {:.2} % of a core (target 0; /proc ticks are 10 ms)",
            wall.as_secs(),
            (c1 - c0).as_millis(),
            (c1 - c0).as_secs_f64() / wall.as_secs_f64() * 100.0
        );
    }

    // Busy: a step every 100 ms for 5 s (a fast judge is ~1 a second).
    let (c0, t0, m0) = (cpu_time(), Instant::now(), rss_kib());
    let mut i = 1000;
    while t0.elapsed() < Duration::from_secs(5) {
        step(&mut session, &feed, i);
        i += 1;
        std::thread::sleep(Duration::from_millis(100));
    }
    let (c1, wall, m1) = (cpu_time(), t0.elapsed(), rss_kib());
    while rx.try_recv().is_ok() {}
    if let (Some(c0), Some(c1)) = (c0, c1) {
        println!(
            "10 steps/s, 5 feeds, {} s: CPU {:.2} % of a core (browsers' reading included); RSS {} -> {} KiB",
            wall.as_secs(),
            (c1 - c0).as_secs_f64() / wall.as_secs_f64() * 100.0,
            m0.unwrap_or(0),
            m1.unwrap_or(0)
        );
    }
    println!("live feeds connected at the end: {}", server.viewers());
    server.stop();
}
