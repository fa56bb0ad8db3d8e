//! The judge's phone in a real headless Chromium at a phone's size (issue
//! 34): the page pairs with the console's code, shows the seats, and a tap
//! on a seat's foul reaches the console as that command, made on the step
//! the feed showed. Driven over the DevTools pipe by `judge_phone.js`
//! (Node); the screenshots land in `target/e2e/judge-*.png` to be looked at.

use super::web::chromium;
use mafia_judge::game::Action;
use mafia_judge::ruleset::catalog;
use mafia_judge::session::Session;
use mafia_judge::web::feed::JudgeMark;
use mafia_judge::web::judge::{FromPhone, Remote};
use mafia_judge::web::{Feed, ServeConfig, View, WebServer};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;

const T0: u64 = 1_700_000_000_000;

fn have_node() -> bool {
    Command::new("sh")
        .args(["-c", "command -v node"])
        .output()
        .is_ok_and(|o| o.status.success())
}

#[test]
fn the_judges_phone_pairs_and_its_foul_tap_reaches_the_console() {
    let Some(bin) = chromium() else {
        eprintln!("judge phone e2e skipped: chromium is not installed");
        return;
    };
    if !have_node() {
        eprintln!("judge phone e2e skipped: node is not installed");
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let out_dir = root.join("target/e2e");
    std::fs::create_dir_all(&out_dir).unwrap();
    let rs = catalog::find("fiim").unwrap();
    let nicks: Vec<String> = (1..=10).map(|i| format!("Игрок {i}")).collect();
    let mut s = Session::new(rs.clone(), nicks, T0).unwrap();
    s.act(Action::DealRoles { seed: 7 }, T0).unwrap();
    s.act(Action::StartGame, T0).unwrap();
    let feed = Arc::new(Feed::new(Arc::new(|| T0)));
    let server = WebServer::start(
        &ServeConfig {
            port: 0,
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    )
    .unwrap();
    let v = |spectator| View::from_state(s.state(), &rs, spectator, T0);
    feed.publish(v(false), v(true));
    feed.set_judge(JudgeMark {
        step: 3,
        confirm: None,
    });
    let mut server = Some(server);
    for (w, h) in [(800, 1280), (360, 740)] {
        let srv = server.as_ref().unwrap();
        let last = w == 360;
        let code = srv.judge().new_code().unwrap();
        let profile = tempfile::tempdir().unwrap();
        let shot = out_dir.join(format!("judge-{w}x{h}.png"));
        let mut node = Command::new("node")
            .arg(root.join("tests/e2e/judge_phone.js"))
            .args([bin, &format!("{}/judge", srv.local_url()), &code])
            .arg(&shot)
            .arg(profile.path())
            .args([w.to_string(), h.to_string()])
            .arg(if last { "offline" } else { "" })
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let mut said = BufReader::new(node.stdout.take().unwrap());
        let mut line = String::new();
        said.read_line(&mut line).unwrap();
        let page: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
        assert_eq!(page["form"], true, "the pairing form first: {page}");
        assert_eq!(page["paired"], true, "{page}");
        assert_eq!(page["shown"]["seats"], 10, "{page}");
        assert_eq!(page["shown"]["offline"], false, "{page}");
        assert_eq!(page["shown"]["refusal"], "", "{page}");
        assert!(
            page["shown"]["width"].as_u64().unwrap() <= w,
            "nothing wider than the phone: {page}"
        );
        assert_eq!(
            srv.judge().try_recv(),
            Some(FromPhone {
                step: 3,
                cmd: Remote::Foul { seat: 3 }
            }),
            "{page}"
        );
        assert!(shot.is_file());
        eprintln!("judge phone screenshot: {}", shot.display());
        if last {
            // The hall's Wi-Fi drops: here, the console's server goes.
            if let Some(s) = server.take() {
                s.stop();
            }
            let mut stdin = node.stdin.take().unwrap();
            stdin.write_all(b"go\n").unwrap();
            stdin.flush().unwrap();
            let mut line = String::new();
            said.read_line(&mut line).unwrap();
            let off: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
            assert_eq!(
                off["said"], true,
                "the page says the connection is gone: {off}"
            );
            assert!(
                off["ms"].as_u64().unwrap() < 3000,
                "at once, not after a timeout: {off}"
            );
            assert_eq!(
                off["text"], "Нет связи с консолью, переподключение…",
                "{off}"
            );
        }
        assert!(node.wait().unwrap().success());
    }
}
