//! The real binary in a virtual X display is killed with SIGKILL in the
//! middle of a game and started again: the resumed game is the autosaved
//! one, action by action, and goes on from there.
//!
//! Keys are sent with xdotool as in scripts/e2e.sh (digits select a seat,
//! N nominates, F fouls, Space runs the timer, Enter is Next). The restart
//! uses the hidden `--autoresume` flag, which resumes the unfinished game
//! without the dialog. Skipped, with the reason printed, only when Xvfb,
//! xdotool or xwininfo is not installed.

use crate::support::{Judge, Running, have};
use mafia_store::session::Record;
use mafia_store::session::autosave;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// Kills what it holds when the test ends, however it ends.
struct Killer(Vec<Child>);

impl Drop for Killer {
    fn drop(&mut self) {
        for c in &mut self.0 {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

/// A FIIM game at day 1, first speech: cards as dealt, night zero done
/// (the one record the soak and end-to-end scripts start from too).
const GAME: &str = include_str!("../data/fiim-day-one.json");

struct Env {
    display: String,
    work: PathBuf,
    data: PathBuf,
}

impl Env {
    fn start_app(&self, args: &[&str], log: &str) -> Running {
        Judge::with(args)
            .env("DISPLAY", &self.display)
            .data(&self.data)
            .env("HOME", self.work.join("home"))
            .env("XDG_DATA_HOME", self.work.join("xdg-data"))
            .env("XDG_CONFIG_HOME", self.work.join("xdg-config"))
            .spawn(
                Stdio::null(),
                std::fs::File::create(self.work.join(log)).unwrap(),
            )
    }

    /// The judge window's id, once it can take keys: mapped (`IsViewable`)
    /// and given the focus. The first id seen can belong to a window that is
    /// replaced while the GL context is set up, so it is read again on each
    /// try; no fixed delay (a generous limit for a loaded 2-core machine).
    fn judge_window(&self, app: &mut Child, log: &str) -> String {
        let deadline = Instant::now() + Duration::from_secs(90);
        let x = |args: &[&str]| {
            Command::new(args[0])
                .args(&args[1..])
                .env("DISPLAY", &self.display)
                .output()
                .unwrap()
        };
        while Instant::now() < deadline {
            if let Some(status) = app.try_wait().unwrap() {
                let err = std::fs::read_to_string(self.work.join(log)).unwrap_or_default();
                panic!("the app exited ({status}) before its window showed:\n{err}");
            }
            let out = x(&["xwininfo", "-root", "-tree"]);
            let tree = String::from_utf8_lossy(&out.stdout);
            if let Some(line) = tree.lines().find(|l| l.contains("\"mafia-judge\")")) {
                let id = line.split_whitespace().next().unwrap().to_owned();
                let info = x(&["xwininfo", "-id", &id]);
                // No window manager: give the window the keyboard focus
                // directly; keys then go through XTEST like real ones.
                if String::from_utf8_lossy(&info.stdout).contains("IsViewable")
                    && x(&["xdotool", "windowfocus", "--sync", &id])
                        .status
                        .success()
                {
                    return id;
                }
            }
            std::thread::sleep(Duration::from_millis(200));
        }
        let err = std::fs::read_to_string(self.work.join(log)).unwrap_or_default();
        panic!("no judge window that takes the focus within 90 s:\n{err}");
    }

    fn key(&self, win: &str, keys: &[&str]) {
        let focused = Command::new("xdotool")
            .args(["windowfocus", "--sync", win])
            .env("DISPLAY", &self.display)
            .status()
            .unwrap()
            .success();
        assert!(focused, "the judge window {win} did not take the focus");
        for k in keys {
            let ok = Command::new("xdotool")
                .args(["key", k])
                .env("DISPLAY", &self.display)
                .status()
                .unwrap()
                .success();
            // No pause between the keys of one step: X delivers them in
            // order and the console keeps their order within a frame.
            assert!(ok, "xdotool key {k} failed");
        }
    }

    fn current(&self) -> PathBuf {
        self.data.join("games").join(autosave::CURRENT)
    }

    /// The autosave as it is now. Every read while the app runs must be a
    /// whole record: the file is replaced, never written in place.
    fn saved(&self) -> Option<Record> {
        let bytes = std::fs::read(self.current()).ok()?;
        let loaded = autosave::load_bytes("current.json", &bytes).unwrap();
        assert_eq!(loaded.damage, None, "a half-written autosave was seen");
        Some(loaded.record)
    }

    /// Waits until the autosave holds `n` actions (a generous limit for a
    /// loaded 2-core machine; this is a wait, not a timed assertion).
    fn wait_actions(&self, n: usize, what: &str) -> Record {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            if let Some(r) = self.saved()
                && r.actions.len() == n
            {
                return r;
            }
            assert!(
                Instant::now() < deadline,
                "{what}: the autosave never reached {n} actions (has {:?})",
                self.saved().map(|r| r.actions.len())
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }
}

/// Starts Xvfb on a display it picks itself (`-displayfd`), so parallel
/// tests and other X servers on the machine never collide.
///
/// `-noreset`: by default Xvfb resets when its last client leaves and drops
/// every connection that arrived meanwhile. Each `xwininfo` poll is such a
/// client, so on a busy machine the app's own connection (or xdotool's) was
/// sometimes cut while it was being set up and the X server "could not be
/// reached". Measured here: 4 parallel `xwininfo` loops lost ~15% of their
/// connections without `-noreset`, none with it.
fn start_xvfb(work: &Path) -> Option<(Child, String)> {
    use std::io::BufRead;
    let mut child = Command::new("Xvfb")
        .args([
            "-displayfd",
            "1",
            "-screen",
            "0",
            "1920x1200x24",
            "-nolisten",
            "tcp",
            "-noreset",
        ])
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(work.join("xvfb.log")).ok()?)
        .spawn()
        .ok()?;
    let mut line = String::new();
    let out = child.stdout.take()?;
    // Xvfb writes the display number once it accepts connections.
    std::io::BufReader::new(out).read_line(&mut line).ok()?;
    let n: u32 = line.trim().parse().ok()?;
    Some((child, format!(":{n}")))
}

/// A work folder of its own with a virtual display on it (killed at the
/// end of the test), or `None`, said on stderr, when a tool is missing.
fn on_a_virtual_display() -> Option<(tempfile::TempDir, Killer, Env)> {
    for tool in ["Xvfb", "xdotool", "xwininfo"] {
        if !have(tool) {
            eprintln!(
                "crash_resume skipped: {tool} is not installed (scripts/install-deps.sh test)"
            );
            return None;
        }
    }
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().to_path_buf();
    let (xvfb, display) = start_xvfb(&work).expect("Xvfb did not start");
    let env = Env {
        display,
        data: work.join("data"),
        work,
    };
    Some((tmp, Killer(vec![xvfb]), env))
}

#[test]
fn a_game_killed_with_sigkill_resumes_action_by_action() {
    let Some((_tmp, _xvfb, env)) = on_a_virtual_display() else {
        return;
    };
    let game = env.work.join("game.json");
    std::fs::write(&game, GAME).unwrap();
    let opened = Record::from_json("game.json", GAME).unwrap();
    let mut n = opened.actions.len();

    let mut app = env.start_app(&["--open", game.to_str().unwrap()], "first.log");
    let win = env.judge_window(&mut app, "first.log");
    // Each group of keys is one judge step, saved before the next one.
    for keys in [
        &["4", "n"][..], // seat 1 nominates seat 4
        &["space"],      // the speech timer runs
        &["Return"],     // seat 2 speaks
        &["9", "n"],     // seat 2 nominates seat 9
        &["3", "f"],     // a foul to seat 3
        &["space"],      // the timer runs again (still running at the kill)
    ] {
        env.key(&win, keys);
        n += 1;
        env.wait_actions(n, &format!("keys {keys:?}"));
    }
    let before = env.saved().unwrap();
    assert_eq!(before.actions[..opened.actions.len()], opened.actions[..]);

    // The crash.
    app.kill().unwrap(); // SIGKILL on Unix: no chance to save anything more
    app.wait().unwrap();
    assert_eq!(env.saved().unwrap(), before);

    // Started again, the game is resumed and goes on.
    let mut app = env.start_app(&["--autoresume"], "second.log");
    let win = env.judge_window(&mut app, "second.log");
    env.key(&win, &["Return"]);
    // The timer ran at the crash: the resumed game paused it at the time
    // left when the last action was saved, then Next.
    let after = env.wait_actions(n + 2, "Next after resuming");
    let pause = &after.actions[n];
    assert_eq!(pause.action, mafia_core::game::Action::TimerPause);
    assert_eq!(pause.at, before.actions.last().unwrap().at);
    assert_eq!(after.players, before.players);
    assert_eq!(after.ruleset, before.ruleset);
    assert_eq!(after.created, before.created);
    for (i, (a, b)) in before.actions.iter().zip(&after.actions).enumerate() {
        assert_eq!(a, b, "action {} differs after resuming", i + 1);
    }
    assert_eq!(
        after.actions.last().unwrap().action,
        mafia_core::game::Action::Next
    );
    // Nothing was put aside: the resumed game owns the autosave.
    assert!(
        autosave::Autosave::new(env.data.join("games"))
            .list()
            .is_empty()
    );
}

/// The running timer's heartbeat beside the autosave, if there is one.
fn beat(env: &Env) -> Option<autosave::Beat> {
    let bytes = std::fs::read(env.data.join("games").join(autosave::CLOCK)).ok()?;
    serde_json::from_slice(&bytes).ok()
}

#[test]
fn a_timer_running_at_a_sigkill_comes_back_paused_where_it_was() {
    let Some((_tmp, _xvfb, env)) = on_a_virtual_display() else {
        return;
    };
    let game = env.work.join("game.json");
    std::fs::write(&game, GAME).unwrap();
    let n = Record::from_json("game.json", GAME).unwrap().actions.len();

    let mut app = env.start_app(&["--open", game.to_str().unwrap()], "first.log");
    let win = env.judge_window(&mut app, "first.log");
    env.key(&win, &["space"]); // №1's minute runs
    let started = env.wait_actions(n + 1, "the timer started");
    let start_at = started.actions.last().unwrap().at;
    // Let it run a few seconds; kill it right after a fresh heartbeat (a
    // wait for the file, not a timed assertion).
    let deadline = Instant::now() + Duration::from_secs(60);
    let fresh = loop {
        if let Some(b) = beat(&env)
            && b.actions == n + 1
            && b.at >= start_at + 3_000
        {
            break b;
        }
        assert!(
            Instant::now() < deadline,
            "no heartbeat 3 s into the speech"
        );
        std::thread::sleep(Duration::from_millis(20));
    };
    app.kill().unwrap();
    let killed_at = mafia_store::clock::now_ms();
    app.wait().unwrap();
    // The heartbeat is not an action: the record is as the judge left it.
    assert_eq!(env.saved().unwrap(), started);

    let mut app = env.start_app(&["--autoresume"], "second.log");
    let win = env.judge_window(&mut app, "second.log");
    env.key(&win, &["Return"]);
    let after = env.wait_actions(n + 3, "Next after resuming");
    let pause = &after.actions[n + 1];
    assert_eq!(pause.action, mafia_core::game::Action::TimerPause);
    // Paused where the clock stood when the console died: no earlier than
    // the last heartbeat seen before the kill, no later than the kill.
    assert!(
        pause.at >= fresh.at && pause.at <= killed_at,
        "paused at {} ms into the speech; the heartbeat seen said {}, the kill came at {}",
        pause.at - start_at,
        fresh.at - start_at,
        killed_at - start_at
    );
    eprintln!(
        "resumed {} ms short of where the timer was at the kill",
        killed_at - pause.at
    );
}
