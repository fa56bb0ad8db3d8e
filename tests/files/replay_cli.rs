//! `mafia-judge replay FILE`: the real binary on real files.

use crate::support::{Judge, root};
use serde_json::Value;
use std::path::PathBuf;

fn replay(path: &std::path::Path) -> (i32, String, String) {
    Judge::with(["replay"]).arg(path).run().parts()
}

fn temp(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("mafia-judge-replay-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join(name);
    std::fs::write(&p, text).unwrap();
    p
}

#[test]
fn every_example_replays_to_one_json_object_with_a_winner() {
    let mut n = 0;
    for entry in std::fs::read_dir(root().join("examples")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        n += 1;
        let (code, out, err) = replay(&path);
        assert_eq!(code, 0, "{}: {err}", path.display());
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["finished"], true, "{}", path.display());
        assert!(["red", "black", "draw"].contains(&v["winner"].as_str().unwrap()));
        let players = v["players"].as_array().unwrap();
        assert!(players.len() >= 3);
        for (i, p) in players.iter().enumerate() {
            assert_eq!(p["seat"].as_u64().unwrap() as usize, i + 1);
            assert!(p["nick"].is_string() && p["role"].is_string() && p["team"].is_string());
            assert!(p["fouls"].is_u64() && p["points"].is_f64());
            if let Some(left) = p["left"].as_object() {
                let how = left["how"].as_str().unwrap();
                assert!(["killed", "voted", "fouls", "disqualified", "team_loss"].contains(&how));
                assert!(left["day"].is_u64() || left["night"].is_u64());
            }
        }
    }
    assert!(n >= 4, "at least the four FIIM examples");
}

#[test]
fn the_red_win_example_reports_who_left_how_and_the_points() {
    let (code, out, _) = replay(&root().join("examples/fiim-red-wins.json"));
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["ruleset"], "fiim");
    assert_eq!(v["winner"], "red");
    let p = &v["players"];
    assert_eq!(p[3]["left"]["how"], "voted");
    assert_eq!(p[3]["left"]["day"], 1);
    assert_eq!(p[1]["left"]["how"], "killed");
    assert_eq!(p[1]["left"]["night"], 1);
    assert_eq!(p[1]["points"], 1.7, "win 1 + best move of three blacks 0.7");
    assert_eq!(p[5]["role"], "don");
    assert_eq!(p[5]["points"], 0.0);
}

#[test]
fn a_refused_action_exits_1_naming_the_action() {
    let text = std::fs::read_to_string(root().join("examples/fiim-red-wins.json")).unwrap();
    // Make the first nomination name a seat that does not exist.
    let bad = text.replacen(
        "\"type\":\"nominate\",\"target\":4",
        "\"type\":\"nominate\",\"target\":14",
        1,
    );
    assert_ne!(bad, text);
    let (code, out, err) = replay(&temp("refused.json", &bad));
    assert_eq!(code, 1, "{err}");
    assert!(out.is_empty());
    assert!(err.starts_with("action "), "{err}");
    assert!(err.contains("no seat 14"), "{err}");
}

#[test]
fn a_malformed_file_exits_2_with_the_file_and_the_place() {
    let p = temp(
        "broken.json",
        "{\"format\": \"mafia-judge-record\", \"version\": 1,\n  \"players\": [",
    );
    let (code, _, err) = replay(&p);
    assert_eq!(code, 2);
    assert!(
        err.contains("broken.json") && err.contains("line 2"),
        "{err}"
    );
}

#[test]
fn an_unknown_format_version_exits_2() {
    let text = std::fs::read_to_string(root().join("examples/fiim-black-wins.json")).unwrap();
    let p = temp(
        "v9.json",
        &text.replacen("\"version\": 1", "\"version\": 9", 1),
    );
    let (code, _, err) = replay(&p);
    assert_eq!(code, 2);
    assert!(
        err.contains("key `version`") && err.contains("found 9"),
        "{err}"
    );
}

#[test]
fn a_bad_action_shape_exits_2_naming_the_action_index() {
    let text = std::fs::read_to_string(root().join("examples/fiim-black-wins.json")).unwrap();
    let p = temp(
        "shape.json",
        &text.replacen("\"type\":\"start_game\"", "\"type\":\"fly_away\"", 1),
    );
    let (code, _, err) = replay(&p);
    assert_eq!(code, 2);
    assert!(
        err.contains("actions[") && err.contains("fly_away"),
        "{err}"
    );
}

#[test]
fn an_unknown_ruleset_exits_2() {
    let text = std::fs::read_to_string(root().join("examples/fiim-black-wins.json")).unwrap();
    let p = temp(
        "nors.json",
        &text.replacen("\"id\": \"fiim\"", "\"id\": \"nosuch\"", 1),
    );
    let (code, _, err) = replay(&p);
    assert_eq!(code, 2);
    assert!(err.contains("\"nosuch\" is not found"), "{err}");
}

#[test]
fn a_missing_file_exits_2() {
    let (code, _, err) = replay(&root().join("examples/none.json"));
    assert_eq!(code, 2);
    assert!(err.contains("none.json"), "{err}");
}

// Issue 11: what the command line must refuse.

fn run_in(
    dir: &std::path::Path,
    envs: &[(&str, &std::path::Path)],
    args: &[&str],
) -> (i32, String, String) {
    let mut c = Judge::with(args);
    c.current_dir(dir);
    for (k, v) in envs {
        c.env(k, v);
    }
    c.run().parts()
}

#[test]
fn replay_of_dev_zero_is_refused_as_not_a_regular_file() {
    // Issue 11.6: it read 870 MB in 5 s and went on.
    let (code, _, err) = replay(std::path::Path::new("/dev/zero"));
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("/dev/zero") && err.contains("not a regular file"),
        "{err}"
    );
}

#[test]
fn replay_of_a_record_over_the_limit_names_the_file_and_the_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let big = tmp.path().join("huge.json");
    std::fs::File::create(&big)
        .unwrap()
        .set_len(mafia_store::storage::RECORD_LIMIT + 1)
        .unwrap();
    let (code, _, err) = replay(&big);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("huge.json") && err.contains("64 MiB"), "{err}");
}

/// The FIIM example with its actions list replaced by `n` timer clicks
/// (written as the console writes them, one per line).
fn with_clicks(n: usize) -> String {
    let text = std::fs::read_to_string(root().join("examples/fiim-red-wins.json")).unwrap();
    let head = text.split("\"actions\": [").next().unwrap();
    let mut out = String::with_capacity(n * 40 + head.len());
    out.push_str(head);
    out.push_str("\"actions\": [");
    for i in 0..n {
        out.push_str(if i == 0 { "\n    " } else { ",\n    " });
        let kind = if i % 2 == 0 {
            "timer_start"
        } else {
            "timer_pause"
        };
        out.push_str(&format!("{{\"at\":{},\"type\":\"{kind}\"}}", 1_000 + i));
    }
    out.push_str("\n  ]\n}\n");
    out
}

#[test]
fn a_record_of_more_actions_than_the_limit_is_refused_naming_the_file_and_the_limit() {
    // Issue 35.4: a record of a million actions took a GB to replay.
    let limit = mafia_store::session::ACTIONS_LIMIT;
    let tmp = tempfile::tempdir().unwrap();
    let big = tmp.path().join("endless.json");
    std::fs::write(&big, with_clicks(limit + 1)).unwrap();
    let (code, out, err) = replay(&big);
    assert_eq!(code, 2, "{out}{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("endless.json")
            && err.contains(&format!("at most {limit} actions"))
            && err.contains("actions"),
        "{err}"
    );
    // Cut off after the limit (a crash mid-write): the tolerant reader of
    // the autosave refuses it too, rather than recover the limit's worth.
    let mut cut = with_clicks(limit + 2);
    cut.truncate(cut.len() - 12);
    std::fs::write(&big, cut).unwrap();
    let e = mafia_store::session::autosave::load_file(&big).unwrap_err();
    assert!(e.is_over_limit(), "{e}");
    // At the limit itself the record is read whole.
    std::fs::write(&big, with_clicks(limit)).unwrap();
    let record = mafia_store::session::record::read_file(&big).unwrap();
    assert_eq!(record.actions.len(), limit);
}

#[test]
fn a_second_actions_key_in_a_record_is_refused_with_the_place() {
    // Issue 11.8: it gave exit 0 and an empty game.
    let text = std::fs::read_to_string(root().join("examples/fiim-red-wins.json")).unwrap();
    let bad = text.replacen('{', "{\n  \"actions\": [],", 1);
    let p = temp("doubled.json", &bad);
    let (code, out, err) = replay(&p);
    assert_eq!(code, 2, "{out}{err}");
    assert!(
        err.contains("doubled.json")
            && err.contains("key `actions`")
            && err.contains("written twice"),
        "{err}"
    );
    assert!(err.contains("line "), "{err}");
}

#[test]
fn protocol_refuses_to_write_over_its_own_record() {
    // Issue 11.3: `protocol game.json -o game.json` replaced the game with a PDF.
    let tmp = tempfile::tempdir().unwrap();
    let game = tmp.path().join("game.json");
    std::fs::copy(root().join("examples/fiim-red-wins.json"), &game).unwrap();
    let before = std::fs::read(&game).unwrap();
    let (code, _, err) = run_in(
        tmp.path(),
        &[],
        &["protocol", "game.json", "-o", "game.json"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("game.json"), "{err}");
    assert_eq!(std::fs::read(&game).unwrap(), before);
    // Nor over another game record.
    let other = tmp.path().join("other.json");
    std::fs::copy(root().join("examples/fiim-black-wins.json"), &other).unwrap();
    let kept = std::fs::read(&other).unwrap();
    let (code, _, err) = run_in(
        tmp.path(),
        &[],
        &["protocol", "game.json", "-o", "other.json"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("game record"), "{err}");
    assert_eq!(std::fs::read(&other).unwrap(), kept);
    // A PDF is written whole, through a temp file: nothing else is left.
    let (code, _, err) = run_in(
        tmp.path(),
        &[],
        &["protocol", "game.json", "-o", "game.pdf"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        std::fs::read(tmp.path().join("game.pdf"))
            .unwrap()
            .starts_with(b"%PDF")
    );
    let mut names: Vec<String> = std::fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["game.json", "game.pdf", "other.json"]);
}

#[test]
fn rulesets_in_the_current_folder_are_never_used() {
    // Issue 11.7: a ./rulesets where the console was started replaced FIIM.
    let tmp = tempfile::tempdir().unwrap();
    std::fs::create_dir(tmp.path().join("rulesets")).unwrap();
    let fiim = std::fs::read_to_string(root().join("rulesets/fiim.toml")).unwrap();
    std::fs::write(tmp.path().join("rulesets/planted.toml"), &fiim).unwrap();
    let data = tmp.path().join("data");
    let (code, out, err) = run_in(tmp.path(), &[("MAFIA_JUDGE_DATA", &data)], &["rulesets"]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains("planted.toml"), "{out}");
    assert!(out.contains("fiim.toml"), "{out}");
}

#[test]
fn a_users_ruleset_in_the_data_folder_is_found_and_shown_as_an_override() {
    // Issue 11.7: $MAFIA_JUDGE_DATA/rulesets was never searched.
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    std::fs::create_dir_all(data.join("rulesets")).unwrap();
    let fiim = std::fs::read_to_string(root().join("rulesets/fiim.toml")).unwrap();
    let club = data.join("rulesets/club.toml");
    std::fs::write(&club, &fiim).unwrap();
    let (code, out, err) = run_in(tmp.path(), &[("MAFIA_JUDGE_DATA", &data)], &["rulesets"]);
    assert_eq!(code, 0, "{err}");
    let line = out
        .lines()
        .find(|l| l.contains("instead of"))
        .unwrap_or_else(|| panic!("no override shown: {out}"));
    assert!(
        line.contains("fiim") && line.contains("club.toml"),
        "{line}"
    );
}

#[test]
fn a_gesture_picture_that_does_not_exist_is_reported_by_rulesets() {
    // Issue 11.9: `mafia-judge rulesets` said nothing about it.
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    std::fs::create_dir_all(data.join("rulesets")).unwrap();
    let club = std::fs::read_to_string(root().join("rulesets/fiim.toml"))
        .unwrap()
        .replacen("id = \"fiim\"", "id = \"club\"", 1)
        .replacen(
            "gestures/sheriff_red.png",
            "gestures/no_such_picture.png",
            1,
        );
    std::fs::write(data.join("rulesets/club.toml"), club).unwrap();
    let (code, _, err) = run_in(tmp.path(), &[("MAFIA_JUDGE_DATA", &data)], &["rulesets"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("club.toml"), "{err}");
    assert!(err.contains("gestures.sheriff_red.image"), "{err}");
    assert!(err.contains("no_such_picture.png"), "{err}");
    // The same in Russian, for a Russian terminal.
    let (code, _, err) = run_in(
        tmp.path(),
        &[
            ("MAFIA_JUDGE_DATA", &data),
            ("LC_ALL", std::path::Path::new("ru_RU.UTF-8")),
        ],
        &["rulesets"],
    );
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("ключ `gestures.sheriff_red.image`")
            && err.contains("ожидается картинка, которая есть в папке assets/")
            && err.contains("указано \"assets/gestures/no_such_picture.png\""),
        "{err}"
    );
}
