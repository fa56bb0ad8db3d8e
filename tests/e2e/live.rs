//! The live feed in a real browser: the real binary's `mafia-judge serve`
//! follows a record file, headless Chromium opens `/overlay` and
//! `/projector`, the test writes the judge's next steps into the file, and
//! both pages change in place (read from their DOM over Chromium's DevTools
//! protocol), with no reload and no polling: the server's request log
//! (`serve --log`) shows each page asked once, one live feed each, and
//! nothing at all while nothing changes; meanwhile the speaker's timer
//! counts down on the page by itself, in step with the console's clock.
//! Skipped, with the reason printed,
//! only when Chromium is not installed.

use super::web::chromium;
use crate::support::{Judge, Running};
use mafia_web::web::headless::views_of;
use mafia_words::Lang;
use serde_json::{Value, json};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Only a safety net against a hung test (a browser that never starts),
/// never a measured time.
const HANG: Duration = Duration::from_secs(90);

/// A child process, killed by its id when the test ends, however it ends.
struct Proc(Child);

impl Drop for Proc {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// One HTTP request with `Connection: close`; the body as text.
fn http(addr: SocketAddr, method: &str, path: &str) -> String {
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(HANG)).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut r = BufReader::new(s);
    let mut len = None;
    loop {
        let mut l = String::new();
        r.read_line(&mut l).unwrap();
        let l = l.trim_end();
        if l.is_empty() {
            break;
        }
        if let Some((k, v)) = l.split_once(':')
            && k.eq_ignore_ascii_case("content-length")
        {
            len = v.trim().parse::<usize>().ok();
        }
    }
    let mut body = Vec::new();
    match len {
        Some(n) => {
            body.resize(n, 0);
            r.read_exact(&mut body).unwrap();
        }
        None => {
            r.read_to_end(&mut body).unwrap();
        }
    }
    String::from_utf8(body).unwrap()
}

/// A page in Chromium, driven over its DevTools websocket.
struct Tab {
    ws: tungstenite::WebSocket<TcpStream>,
    next_id: u64,
}

impl Tab {
    fn open(target: &Value) -> Tab {
        let url = target["webSocketDebuggerUrl"].as_str().unwrap();
        let hostport = url
            .strip_prefix("ws://")
            .and_then(|r| r.split_once('/'))
            .unwrap()
            .0;
        let stream = TcpStream::connect(hostport).unwrap();
        stream.set_read_timeout(Some(HANG)).unwrap();
        let (ws, _) = tungstenite::client(url, stream).unwrap();
        Tab { ws, next_id: 1 }
    }

    /// Evaluates `expr` in the page; its value as JSON.
    fn eval(&mut self, expr: &str) -> Value {
        let id = self.next_id;
        self.next_id += 1;
        let msg = json!({
            "id": id,
            "method": "Runtime.evaluate",
            "params": { "expression": expr, "returnByValue": true },
        });
        self.ws
            .send(tungstenite::Message::text(msg.to_string()))
            .unwrap();
        loop {
            let m = self.ws.read().unwrap();
            let Ok(text) = m.to_text() else { continue };
            let Ok(v) = serde_json::from_str::<Value>(text) else {
                continue;
            };
            if v["id"] == id {
                assert!(v["result"]["exceptionDetails"].is_null(), "{expr}: {v}");
                return v["result"]["result"]["value"].clone();
            }
        }
    }

    /// Waits until `expr` gives `want` (the page's own feed brings it).
    fn until(&mut self, expr: &str, want: &Value) {
        let t = Instant::now();
        loop {
            let got = self.eval(expr);
            if &got == want {
                return;
            }
            assert!(t.elapsed() < HANG, "{expr}: still {got}, want {want}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// The record with only its first `n` actions (and then `more`), written
/// whole and renamed over `to` (as the console's autosave does).
fn write_prefix(record: &Value, n: usize, more: &[Value], to: &Path) {
    let mut r = record.clone();
    let actions = r["actions"].as_array_mut().unwrap();
    actions.truncate(n);
    actions.extend(more.iter().cloned());
    let tmp = to.with_extension("tmp");
    std::fs::write(&tmp, serde_json::to_string_pretty(&r).unwrap()).unwrap();
    std::fs::rename(&tmp, to).unwrap();
}

/// The real binary's `serve` following `file`, logging its requests to
/// `log`; the overlay's address it prints first.
fn serve(file: &Path, log: &Path) -> (Running, String) {
    let mut serve = Judge::with(["serve"])
        .arg(file)
        .args(["--port", "0", "--log"])
        .spawn(Stdio::piped(), std::fs::File::create(log).unwrap());
    let mut first = String::new();
    BufReader::new(serve.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    (serve, first.trim().to_owned())
}

/// Headless Chromium with its DevTools port, on `overlay`: the browser, the
/// DevTools address and the overlay's tab.
fn browser(bin: &str, profile: &Path, overlay: &str) -> (Proc, SocketAddr, Value) {
    let browser = Proc(
        Command::new(bin)
            .args([
                "--headless=new",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--window-size=1920,1080",
                "--remote-debugging-port=0",
            ])
            .arg(format!("--user-data-dir={}", profile.display()))
            .arg(overlay)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let t = Instant::now();
    let port: u16 = loop {
        let p = std::fs::read_to_string(profile.join("DevToolsActivePort"))
            .ok()
            .and_then(|s| s.lines().next().and_then(|l| l.trim().parse().ok()));
        if let Some(p) = p {
            break p;
        }
        assert!(t.elapsed() < HANG, "Chromium wrote no DevTools port");
        std::thread::sleep(Duration::from_millis(100));
    };
    let devtools = SocketAddr::from(([127, 0, 0, 1], port));
    let targets: Value = serde_json::from_str(&http(devtools, "GET", "/json/list")).unwrap();
    let overlay_target = targets
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["type"] == "page" && t["url"].as_str().unwrap().ends_with("/overlay"))
        .unwrap_or_else(|| panic!("no overlay tab: {targets}"))
        .clone();
    (browser, devtools, overlay_target)
}

/// The example game both tests play (a FIIM tie and lift), and its number
/// of actions.
fn tie_and_lift() -> (Value, usize) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let record: Value = serde_json::from_str(
        &std::fs::read_to_string(root.join("examples/fiim-tie-and-lift.json")).unwrap(),
    )
    .unwrap();
    let all = record["actions"].as_array().unwrap().len();
    (record, all)
}

/// The title the audience sees for the record in `path` (the hall's
/// language is Russian).
fn title_of(path: &Path) -> String {
    views_of(path, Lang::Ru, 0).unwrap().0.title.ru
}

/// The requests the server logged so far, one line each (`GET /feed`).
/// The requests the pages made, as the server logged them. The favicon is
/// left out: Chromium asks for it on its own schedule (once per tab, at times
/// a second time seconds later), not the page's script.
fn logged(log: &Path) -> Vec<String> {
    std::fs::read_to_string(log)
        .unwrap()
        .lines()
        .filter(|l| l.starts_with("GET ") || l.starts_with("HEAD "))
        .filter(|l| !l.contains(" /favicon.ico"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn the_pages_follow_a_judges_step_live_in_chromium_without_reloading_or_polling() {
    let Some(bin) = chromium() else {
        eprintln!("live e2e skipped: chromium is not installed (scripts/install-deps.sh test)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (record, all) = tie_and_lift();
    // Day one under way (the first speeches), then the judge plays on to
    // the end of the game.
    // The speaker's minute was started 17 s ago by this computer's clock
    // (the server's): the page counts it down by itself.
    let now_ms = mafia_store::clock::now_ms();
    let started = json!({"at": now_ms - 17_000, "type": "timer_start"});
    let file = dir.path().join("game.json");
    write_prefix(&record, 24, &[started], &file);
    let day_title = title_of(&file);
    let end: PathBuf = dir.path().join("end.json");
    write_prefix(&record, all, &[], &end);
    let end_title = title_of(&end);
    assert_ne!(day_title, end_title, "two moments that look different");

    // The real binary, following the file, logging its requests.
    let log = dir.path().join("server.log");
    let (_serve, overlay) = serve(&file, &log);
    let base = overlay.strip_suffix("/overlay").unwrap().to_owned();

    // Chromium with its DevTools port, on the overlay; the projector in a
    // second tab.
    let (_browser, devtools, overlay_target) = browser(bin, &dir.path().join("profile"), &overlay);
    let projector_target: Value = serde_json::from_str(&http(
        devtools,
        "PUT",
        &format!("/json/new?{base}/projector"),
    ))
    .unwrap();
    let mut pages = [
        ("overlay", Tab::open(&overlay_target), "#root .phase"),
        ("projector", Tab::open(&projector_target), "#root .title"),
    ];
    let text = |sel: &str| {
        format!(
            "(() => {{ const e = document.querySelector('{sel}'); return e ? e.textContent : null; }})()"
        )
    };

    // Both pages show day one. A mark left in each page's memory tells
    // later whether the page was loaded again.
    for (_, tab, sel) in &mut pages {
        tab.until(&text(sel), &json!(day_title));
        tab.until("document.readyState", &json!("complete"));
        assert_eq!(
            tab.eval("window.judgeMark = 'same page'; true"),
            json!(true)
        );
        assert_eq!(
            tab.eval("!!document.querySelector('table.points')"),
            json!(false)
        );
    }

    // The speaker's timer counts down on the page with no request to the
    // server: the seconds change, the server's log does not.
    let timer = "(() => { const e = document.getElementById('timer'); return e ? e.textContent : null; })()";
    let asked = logged(&log);
    for (name, tab, _) in &mut pages {
        // What the console would show now, give or take the second the
        // reading took: 60 s less the 17 s before the write, less the time since.
        let left_s = |at: u64| (43_000u64.saturating_sub(at - now_ms)).div_ceil(1000) as i64;
        let before = mafia_store::clock::now_ms();
        let first = tab.eval(timer);
        let (lo, hi) = (left_s(mafia_store::clock::now_ms()), left_s(before));
        let shown = first
            .as_str()
            .unwrap_or_else(|| panic!("no timer on the {name}: {first}"));
        let (m, sec) = shown.split_once(':').unwrap();
        let shown_s = m.parse::<i64>().unwrap() * 60 + sec.parse::<i64>().unwrap();
        // The page's clock is the console's as of a message that took a
        // moment to arrive: it may trail by that moment, never by a second.
        assert!(
            (lo..=hi + 1).contains(&shown_s),
            "the {name} shows {shown}, the console {lo}..{hi} s"
        );
        let t = Instant::now();
        while tab.eval(timer) == first {
            assert!(t.elapsed() < HANG, "the {name}'s timer stays at {first}");
            std::thread::sleep(Duration::from_millis(100));
        }
    }
    assert_eq!(logged(&log), asked, "the timer asked the server");

    // The judge plays on: the record on disk grows to the end of the game.
    write_prefix(&record, all, &[], &file);
    for (name, tab, sel) in &mut pages {
        tab.until(&text(sel), &json!(end_title));
        // The end's table of points, drawn by the page from the feed.
        tab.until("!!document.querySelector('table.points')", &json!(true));
        assert_eq!(
            tab.eval("window.judgeMark || null"),
            json!("same page"),
            "the {name} was loaded again instead of following the feed"
        );
    }

    // No polling: nothing is asked while nothing changes.
    let before = logged(&log);
    std::thread::sleep(Duration::from_secs(3));
    let after = logged(&log);
    assert_eq!(before, after, "requests while nothing changed");
    let count = |line: &str| after.iter().filter(|l| l.as_str() == line).count();
    assert_eq!(count("GET /overlay"), 1, "{after:?}");
    assert_eq!(count("GET /projector"), 1, "{after:?}");
    assert_eq!(count("GET /feed"), 2, "one live feed per page: {after:?}");
    assert_eq!(count("GET /view.json"), 0, "{after:?}");
}

/// A live feed opened by hand on the server at `base` (`http://host:port`),
/// its answer's status read.
fn raw_feed(base: &str) -> (TcpStream, u16) {
    let addr = base.strip_prefix("http://").unwrap();
    let mut s = TcpStream::connect(addr).unwrap();
    s.set_read_timeout(Some(HANG)).unwrap();
    write!(s, "GET /feed HTTP/1.1\r\nHost: {addr}\r\n\r\n").unwrap();
    let mut line = String::new();
    let mut r = BufReader::new(s.try_clone().unwrap());
    r.read_line(&mut line).unwrap();
    let status = line
        .split(' ')
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    (s, status)
}

/// Issue 35: an overlay whose feed was refused (every public feed taken)
/// was a frozen OBS source for good. Now it says it is offline, opens its
/// feed again by itself once there is room, and follows the game.
#[test]
fn a_page_whose_feed_was_refused_opens_it_again_by_itself() {
    let Some(bin) = chromium() else {
        eprintln!("live e2e skipped: chromium is not installed (scripts/install-deps.sh test)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (record, all) = tie_and_lift();
    let file = dir.path().join("game.json");
    write_prefix(&record, 24, &[], &file);
    let end = dir.path().join("end.json");
    write_prefix(&record, all, &[], &end);
    let end_title = title_of(&end);
    let log = dir.path().join("server.log");
    let (_serve, overlay) = serve(&file, &log);
    let base = overlay.strip_suffix("/overlay").unwrap().to_owned();

    // Every public feed taken; one more is refused.
    let held: Vec<TcpStream> = (0..mafia_web::web::MAX_FEEDS)
        .map(|_| {
            let (s, status) = raw_feed(&base);
            assert_eq!(status, 200);
            s
        })
        .collect();
    assert_eq!(raw_feed(&base).1, 503);

    let (_browser, _devtools, target) = browser(bin, &dir.path().join("profile"), &overlay);
    let mut tab = Tab::open(&target);
    // The page loaded (a short request), its feed was refused: offline.
    tab.until("!!document.querySelector('#root .offline')", &json!(true));
    let feeds = || logged(&log).iter().filter(|l| *l == "GET /feed").count();
    let refused = feeds();

    // Room again: the page comes back by itself and follows the judge.
    drop(held);
    tab.until("!!document.querySelector('#root .offline')", &json!(false));
    assert!(feeds() > refused, "the page never asked for its feed again");
    write_prefix(&record, all, &[], &file);
    tab.until(
        "(() => { const e = document.querySelector('#root .phase'); return e ? e.textContent : null; })()",
        &json!(end_title),
    );
}
