//! The judge's phone in a real headless Chromium at a phone's size (issue
//! 34): the page pairs with the console's code, shows the seats, and a tap
//! on a seat's foul reaches the console as that command, made on the step
//! the feed showed; once the console has taken it, seat 3's card shows the
//! foul, and the cards mark the speaker, the nominated player and the one
//! who has left (greyed, his buttons off). Driven over the DevTools pipe by
//! `judge_phone.js` (Node); the screenshots land in `target/e2e/judge-*.png`
//! to be looked at.

use super::web::chromium;
use mafia_core::game::{Action, Phase};
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;
use mafia_web::web::feed::JudgeMark;
use mafia_web::web::judge::{FromPhone, Remote, Role};
use mafia_web::web::{Feed, ServeConfig, View, WebServer};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::Arc;

const T0: u64 = 1_700_000_000_000;

#[test]
fn the_judges_phone_pairs_and_its_foul_tap_reaches_the_console() {
    let Some(bin) = chromium() else {
        eprintln!("judge phone e2e skipped: chromium is not installed");
        return;
    };
    if !crate::have("node") {
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
    let view = |s: &Session, spectator| View::from_state(s.state(), &rs, spectator, T0);
    // Day 1 passes with no one nominated; at night 1 the mafia shoots 9;
    // on day 2's first speech the speaker nominates 7 (6 if he is 7).
    let until = |s: &mut Session, night: bool| {
        for _ in 0..60 {
            let v = view(s, false);
            let there = if night {
                matches!(s.state().phase, Phase::Night { .. })
            } else {
                !v.night && s.state().nominator().is_some()
            };
            if there {
                return;
            }
            s.act(Action::Next, T0).unwrap();
        }
        panic!("the game did not get there");
    };
    until(&mut s, false);
    until(&mut s, true);
    s.act(Action::Shoot { target: Some(9) }, T0).unwrap();
    until(&mut s, false);
    assert!(!s.state().player(9).unwrap().alive());
    let speaker = view(&s, false).speaker.expect("day 1's speech");
    let nominee: u8 = if speaker == 7 { 6 } else { 7 };
    s.act(Action::Nominate { target: nominee }, T0).unwrap();
    let feed = Arc::new(Feed::new(Arc::new(|| T0)));
    let server = WebServer::start(
        &ServeConfig {
            port: 0,
            ..ServeConfig::default()
        },
        Arc::clone(&feed),
    )
    .unwrap();
    feed.publish(view(&s, false), view(&s, true));
    feed.set_judge(JudgeMark {
        step: 3,
        confirm: None,
        ..JudgeMark::default()
    });
    let mut server = Some(server);
    for (round, (w, h)) in [(800, 1280), (360, 740)].into_iter().enumerate() {
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
                step: 3 + round as u64,
                cmd: Remote::Foul { seat: 3 },
                role: Role::Judge,
            }),
            "{page}"
        );
        // The console takes the foul: its step moves, the feed shows it.
        s.act(
            Action::Foul {
                seat: 3,
                offence: None,
            },
            T0,
        )
        .unwrap();
        feed.publish(view(&s, false), view(&s, true));
        feed.set_judge(JudgeMark {
            step: 4 + round as u64,
            confirm: None,
            ..JudgeMark::default()
        });
        let mut stdin = node.stdin.take().unwrap();
        stdin.write_all(b"taken\n").unwrap();
        stdin.flush().unwrap();
        let mut line = String::new();
        said.read_line(&mut line).unwrap();
        let cards: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
        let fouls = ["1 фол", "2 фола"][round];
        assert_eq!(cards["three"]["count"], fouls, "seat 3's card: {cards}");
        assert_eq!(cards["three"]["dots"], "●".repeat(round + 1), "{cards}");
        assert_eq!(cards["three"]["enabled"], true, "{cards}");
        assert_eq!(cards["nine"]["out"], true, "seat 9 has left: {cards}");
        assert_eq!(cards["nine"]["state"], "убит ночью 1", "{cards}");
        assert_eq!(
            cards["nine"]["enabled"], false,
            "no button on a gone seat: {cards}"
        );
        let nominated = &cards["seats"][nominee.to_string()];
        assert_eq!(nominated["nominated"], true, "{cards}");
        assert!(
            nominated["state"].as_str().unwrap().contains("Выставлен"),
            "{cards}"
        );
        assert_eq!(cards["speaker"], speaker, "the speaker's card: {cards}");
        assert!(shot.is_file());
        eprintln!("judge phone screenshot: {}", shot.display());
        if last {
            // The hall's Wi-Fi drops: here, the console's server goes.
            if let Some(s) = server.take() {
                s.stop();
            }
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
