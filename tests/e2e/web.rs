//! The stream pages in a real browser: a FIIM game (the tie-and-lift example,
//! with a speech timer started) is played step by step into a running web
//! server, and headless Chromium (Debian's `chromium`) opens `/overlay`,
//! `/overlay?layout=side`, `/projector` and the spectator overlay at moments
//! of the game. The screenshots land in `target/e2e/web-*.png` for a person
//! to look at; the rendered DOM is checked for the game's words, and, once a
//! tournament's hall view is published between games, `/projector` for the
//! standings' nicknames and the next game's seats. Skipped,
//! with the reason printed, only when Chromium is not installed.

use mafia_judge::game::{Action, Phase};
use mafia_judge::ruleset::catalog;
use mafia_judge::session::{Record, Session};
use mafia_judge::web::{Feed, ServeConfig, View, WebServer};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

pub(crate) fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new("sh")
            .args(["-c", &format!("command -v {c}")])
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// Runs Chromium once on `url` (a screenshot, or the DOM after load).
fn browse(bin: &str, profile: &Path, what: &[&str], url: &str) -> std::process::Output {
    Command::new("timeout")
        .arg("90")
        .arg(bin)
        .args([
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--no-first-run",
            "--window-size=1920,1080",
        ])
        .arg(format!("--user-data-dir={}", profile.display()))
        .args(what)
        .arg(url)
        .output()
        .unwrap()
}

fn shot(bin: &str, profile: &Path, out: &Path, url: &str) {
    let o = browse(
        bin,
        profile,
        &[&format!("--screenshot={}", out.display())],
        url,
    );
    assert!(
        out.is_file() && std::fs::metadata(out).unwrap().len() > 5000,
        "no screenshot of {url}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

#[test]
fn the_stream_pages_render_the_game_in_chromium() {
    let Some(bin) = chromium() else {
        eprintln!("web e2e skipped: chromium is not installed (scripts/install-deps.sh test)");
        return;
    };
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = root.join("target/e2e");
    std::fs::create_dir_all(&out_dir).unwrap();
    let profile = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(root.join("examples/fiim-tie-and-lift.json")).unwrap();
    let record = Record::from_json("fiim-tie-and-lift.json", &text).unwrap();
    let rs = catalog::find(&record.ruleset.id).unwrap();
    // Set up as the record's replay sets it up (its version, options and
    // cards), then its actions taken one by one below.
    let header = Record {
        actions: Vec::new(),
        ..record.clone()
    };
    let mut session = Session::replay(rs.clone(), &header).unwrap();
    // The feed's clock is the game's: the page's timer counts from it.
    let clock = Arc::new(AtomicU64::new(record.created));
    let c2 = Arc::clone(&clock);
    let feed = Arc::new(Feed::new(Arc::new(move || c2.load(Ordering::SeqCst))));
    let server = WebServer::start(
        &ServeConfig {
            port: 0,
            token: Some("e2e".into()),
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    )
    .unwrap();
    let base = server.local_url();
    let publish = |session: &Session, now: u64| {
        clock.store(now, Ordering::SeqCst);
        let v = |spectator| View::from_state(session.state(), &rs, spectator, now);
        feed.publish(v(false), v(true));
    };
    let mut shots: Vec<PathBuf> = Vec::new();
    let mut take = |name: &str, pages: &[&str]| {
        for (i, page) in pages.iter().enumerate() {
            let p = out_dir.join(format!("web-{name}-{i}.png"));
            shot(bin, profile.path(), &p, &format!("{base}{page}"));
            shots.push(p);
        }
    };
    let (mut night_seen, mut speech_seen, mut vote_seen) = (false, false, false);
    for a in &record.actions {
        session.act(a.action.clone(), a.at).unwrap();
        publish(&session, a.at);
        let st = session.state();
        if !night_seen && matches!(st.phase, Phase::Night { .. }) {
            night_seen = true;
            take("night", &["/overlay", "/projector"]);
        }
        if !speech_seen && st.speaker().is_some() && matches!(st.phase, Phase::Day { .. }) {
            speech_seen = true;
            // The judge starts the speaker's minute; 17 s later the page
            // shows 0:43 from the view's timer data alone.
            session.act(Action::TimerStart, a.at).unwrap();
            publish(&session, a.at + 17_000);
            take(
                "speech",
                &[
                    "/overlay",
                    "/overlay?layout=side",
                    "/projector",
                    "/spectator/overlay?token=e2e",
                ],
            );
            session.act(Action::TimerPause, a.at + 17_000).unwrap();
        }
        if !vote_seen && matches!(a.action, Action::LiftVote { .. }) {
            vote_seen = true;
            take("lift-vote", &["/overlay", "/projector"]);
        }
    }
    assert!(session.state().is_over());
    take("end", &["/overlay", "/overlay?layout=side", "/projector"]);
    assert!(night_seen && speech_seen && vote_seen);
    // The page's script ran in the browser: the DOM holds the seats and
    // the words of the view, and no role while the game... is over here,
    // so the roles are there.
    let dom = browse(
        bin,
        profile.path(),
        &["--dump-dom"],
        &format!("{base}/overlay"),
    );
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("class=\"seat"),
        "no seat cards rendered:\n{dom}"
    );
    assert!(dom.contains("Алиса"), "no nickname rendered");
    assert!(dom.contains("Шериф"), "the end shows the roles");

    // Between two games of a tournament (the Minsk final after 6 games):
    // the projector page draws the hall's standings and the next game.
    let t = tempfile::tempdir().unwrap();
    let src = root.join("examples/tournaments/minsk-final");
    std::fs::create_dir_all(t.path().join("games")).unwrap();
    std::fs::copy(
        src.join("tournament.toml"),
        t.path().join("tournament.toml"),
    )
    .unwrap();
    for g in 1..=6 {
        let name = format!("game-{g:02}.json");
        std::fs::copy(
            src.join("games").join(&name),
            t.path().join("games").join(&name),
        )
        .unwrap();
    }
    let folder = mafia_judge::tournament::open(t.path()).unwrap();
    let minsk = catalog::find(&folder.description.ruleset).unwrap();
    let hall = mafia_judge::tournament::hall::between_games(&minsk, &folder);
    let next = hall.next.clone().expect("game 7 comes next");
    let nicks: Vec<String> = hall.standings.iter().map(|r| r.nick.clone()).collect();
    assert_eq!(nicks.len(), 10);
    let v = View::between_games(hall, record.created);
    feed.publish(v.clone(), v);
    take("hall", &["/projector"]);
    let dom = browse(
        bin,
        profile.path(),
        &["--dump-dom"],
        &format!("{base}/projector"),
    );
    let dom = String::from_utf8_lossy(&dom.stdout);
    assert!(
        dom.contains("standings-table"),
        "no standings drawn on /projector:\n{dom}"
    );
    for nick in &nicks {
        assert!(
            dom.contains(&format!("<td class=\"nick\">{nick}")),
            "{nick} is not in the projector's standings:\n{dom}"
        );
    }
    assert!(
        dom.contains("class=\"next-seats two\""),
        "no next game drawn"
    );
    for nick in &next.seats {
        assert!(
            dom.contains(&format!("<li>{nick}</li>")),
            "{nick} of the next game is not on /projector"
        );
    }
    eprintln!("web e2e screenshots: {shots:?}");
}
