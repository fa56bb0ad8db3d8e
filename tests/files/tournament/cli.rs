//! `mafia-judge standings` and `mafia-judge export`: the real binary on the
//! example tournament.

use super::examples::folder;
use crate::support::{Judge, mafia_judge};
use serde_json::Value;
use std::process::Command;

fn run(args: &[&str]) -> (i32, String, String) {
    mafia_judge(args).parts()
}

#[test]
fn standings_print_one_json_object_with_the_players_in_order_of_place() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("standings.csv");
    let xlsx = dir.path().join("standings.xlsx");
    let minsk = folder("minsk-final");
    let (code, out, err) = run(&[
        "standings",
        minsk.to_str().unwrap(),
        "--csv",
        csv.to_str().unwrap(),
        "--xlsx",
        xlsx.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["tournament"], "Театр Теней Минск: финал года 2016");
    assert_eq!(v["ruleset"], "minsk-final");
    assert_eq!(v["games"], 16);
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 10);
    for key in [
        "place",
        "nick",
        "games",
        "wins",
        "points",
        "extra",
        "penalties",
        "total",
        "eligible",
    ] {
        assert!(players[0].get(key).is_some(), "no {key} in {}", players[0]);
    }
    assert_eq!(players[0]["nick"], "Борис");
    assert_eq!(players[0]["place"], 1);
    assert_eq!(players[9]["nick"], "Зорро");
    assert_eq!(players[9]["eligible"], false);
    // The federation's «Итоги» (Russian without --lang): a BOM, `;`, a
    // decimal comma (docs/export-formats.md).
    let csv_bytes = std::fs::read(&csv).unwrap();
    assert!(csv_bytes.starts_with(b"\xEF\xBB\xBF"));
    let csv_text = String::from_utf8(csv_bytes[3..].to_vec()).unwrap();
    let mut lines = csv_text.lines();
    assert!(lines.next().unwrap().starts_with("Место;Игрок;Игра 1;"));
    let first = lines.next().unwrap();
    assert!(
        first.starts_with("1;\"Борис\";") && first.contains(";\"11,583\";"),
        "{first}"
    );
    let bytes = std::fs::read(&xlsx).unwrap();
    assert_eq!(&bytes[..2], b"PK", "an XLSX is a zip file");
    // No temp files are left next to the outputs.
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
}

#[test]
fn standings_name_a_damaged_game_and_exit_2_but_still_print() {
    let dir = tempfile::tempdir().unwrap();
    let (desc, games) = super::examples::minsk();
    desc.save(dir.path()).unwrap();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    for (file, r) in games.iter().take(3) {
        std::fs::write(dir.path().join("games").join(file), r.to_json()).unwrap();
    }
    std::fs::write(dir.path().join("games/torn.json"), "{\"format\":").unwrap();
    let (code, out, err) = run(&["standings", dir.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(err.contains("torn.json"), "{err}");
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["games"], 3);
    assert_eq!(v["left_out"][0]["file"], "torn.json");
    assert_eq!(v["left_out"][0]["reason"], "unreadable");
}

/// The machine-read `left_out` gives a code, the same whatever the
/// language of the messages: a script never reads the catalogue's words.
#[test]
fn standings_json_gives_a_reason_code_in_either_language() {
    let dir = tempfile::tempdir().unwrap();
    let (desc, games) = super::examples::minsk();
    desc.save(dir.path()).unwrap();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    let (file, r) = &games[0];
    std::fs::write(dir.path().join("games").join(file), r.to_json()).unwrap();
    std::fs::write(dir.path().join("games/usb-copy.json"), r.to_json()).unwrap();
    let folder = dir.path().to_str().unwrap();
    let mut seen = Vec::new();
    for lang in ["ru", "en"] {
        let (code, out, err) = run(&["--lang", lang, "standings", folder]);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        assert_eq!(v["left_out"][0]["reason"], "added_twice", "{out}");
        assert_eq!(v["left_out"][0]["severity"], "note");
        seen.push(v["left_out"].clone());
    }
    assert_eq!(seen[0], seen[1]);
}

/// A held game's machine-read entry names its case by a code (as
/// `[[accepted]]` writes it), the same whatever the language of the
/// messages; the judge's words go to stderr only.
#[test]
fn standings_json_names_a_held_game_by_its_case_code_in_either_language() {
    let dir = tempfile::tempdir().unwrap();
    let (desc, games) = super::examples::baikal();
    desc.save(dir.path()).unwrap();
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    for (file, r) in &games {
        std::fs::write(dir.path().join("games").join(file), r.to_json()).unwrap();
    }
    // The first game's record, numbered as another game, with a stranger:
    // its players are not that game's seating (case `players_differ`).
    let (_, first) = games.iter().find(|(f, _)| f == "game-01.json").unwrap();
    let mut forged = first.clone();
    forged.meta.game = "4".into();
    forged.meta.table = "2".into();
    forged.created += 1;
    forged.players[4] = "Незнакомец".into();
    std::fs::write(dir.path().join("games/forged.json"), forged.to_json()).unwrap();
    let folder = dir.path().to_str().unwrap();
    let mut seen = Vec::new();
    for lang in ["ru", "en"] {
        let (code, out, err) = run(&["--lang", lang, "standings", folder]);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains("Незнакомец"), "{err}");
        let v: Value = serde_json::from_str(out.trim()).unwrap();
        let held = &v["held"][0];
        assert_eq!(held["file"], "forged.json", "{out}");
        assert_eq!(held["case"], "players_differ", "{held}");
        assert_eq!(held["finding"]["case"], "players_differ", "{held}");
        assert!(held.get("reason").is_none(), "no words in the JSON: {held}");
        let left = v["left_out"].as_array().unwrap();
        assert!(
            left.iter()
                .any(|l| l["file"] == "forged.json" && l["reason"] == "held"),
            "{out}"
        );
        seen.push((v["held"].clone(), v["left_out"].clone()));
    }
    assert_eq!(seen[0], seen[1]);
}

#[test]
fn standings_of_a_folder_without_a_description_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = run(&["standings", dir.path().to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(err.contains("tournament.toml"), "{err}");
}

#[test]
fn export_writes_mafiaratings_and_polemica_json() {
    let dir = tempfile::tempdir().unwrap();
    let game = folder("minsk-final").join("games/game-03.json");
    let mr = dir.path().join("mr.json");
    // The players' site ids, as the club's list keeps them.
    let record = mafia_store::session::Record::from_json(
        "game-03",
        &std::fs::read_to_string(&game).unwrap(),
    )
    .unwrap();
    let mut reg = mafia_tournament::tournament::players::Registry::default();
    for (i, n) in record.players.iter().enumerate() {
        reg.set_ids(
            n,
            mafia_tournament::tournament::ids::PersonIds {
                mafiaratings: Some(100 + i as u64),
                polemica: None,
            },
        );
    }
    let players = dir.path().join("players.toml");
    reg.save(&players).unwrap();
    let (code, _, err) = run(&[
        "export",
        game.to_str().unwrap(),
        "--format",
        "mafiaratings",
        "-o",
        mr.to_str().unwrap(),
        "--players",
        players.to_str().unwrap(),
    ]
    .iter()
    .chain(&crate::export_sites::MR_IDS)
    .copied()
    .collect::<Vec<_>>());
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&mr).unwrap()).unwrap();
    assert_eq!(v["version"], "1.3");
    assert_eq!(v["winner"], "maf");
    assert_eq!(v["players"].as_array().unwrap().len(), 10);
    assert_eq!(v["players"][3]["role"], "maf");
    assert_eq!(v["players"][5]["role"], "don");
    assert_eq!(v["players"][2]["role"], "sheriff");
    // Seat 1 was shot on night 1 (their round 1) and left the best move 4, 6, 2.
    assert_eq!(v["players"][0]["death"]["type"], "night");
    assert_eq!(v["players"][0]["death"]["round"], 1);
    assert_eq!(v["players"][0]["legacy"], serde_json::json!([4, 6, 2]));

    let pl = dir.path().join("pl.json");
    let head = [
        "export",
        game.to_str().unwrap(),
        "--format",
        "polemica",
        "-o",
        pl.to_str().unwrap(),
    ];
    let (code, _, err) = run(&[&head[..], &crate::export_sites::PL_IDS].concat());
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&std::fs::read_to_string(&pl).unwrap()).unwrap();
    assert_eq!(v["result"], 1, "black win");
    assert_eq!(v["players"][5]["role"], 0, "don");
    assert_eq!(
        v["players"][0]["guess"]["mafs"],
        serde_json::json!([4, 6, 2])
    );
    // Night 1: the three blacks shot seat 1.
    let shots = v["shots"].as_array().unwrap();
    let night1: Vec<_> = shots.iter().filter(|s| s["night"] == 1).collect();
    assert_eq!(night1.len(), 3);
    assert!(night1.iter().all(|s| s["victim"] == 1));
}

#[test]
fn export_refuses_a_ruleset_the_sites_cannot_hold_and_an_unknown_format() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.json");
    let stylized = super::examples::folder("..").join("stylized-ny-ten-players.json");
    let (code, _, err) = run(&[
        "export",
        stylized.to_str().unwrap(),
        "--format",
        "polemica",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("role"), "{err}");
    assert!(!out.exists());
    let (code, _, err) = run(&[
        "export",
        stylized.to_str().unwrap(),
        "--format",
        "gomafia",
        "-o",
        "x",
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("mafiaratings or polemica"), "{err}");
}

#[test]
fn the_tournament_book_prints_the_standings_and_every_game_in_one_pdf() {
    let dir = tempfile::tempdir().unwrap();
    let book = dir.path().join("book.pdf");
    let minsk = folder("minsk-final");
    let (code, _, err) = run(&[
        "protocol",
        minsk.to_str().unwrap(),
        "-o",
        book.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let bytes = std::fs::read(&book).unwrap();
    assert!(bytes.starts_with(b"%PDF"));
    let one = dir.path().join("one.pdf");
    let game = minsk.join("games/game-01.json");
    let (code, _, err) = run(&[
        "protocol",
        game.to_str().unwrap(),
        "-o",
        one.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let single = std::fs::metadata(&one).unwrap().len();
    assert!(
        bytes.len() as u64 > 2 * single,
        "16 protocols and the standings ({} bytes) against one protocol ({single} bytes)",
        bytes.len()
    );
    if let Ok(out) = Command::new("pdftotext").arg(&book).arg("-").output()
        && out.status.success()
    {
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(text.contains("ТУРНИРНАЯ ТАБЛИЦА"), "{text}");
        assert!(text.contains("Борис"));
        assert!(
            text.contains("вне награждения"),
            "Ирина and Зорро are marked"
        );
        // The page of win rate by role after the standings: red won 10 of
        // the 16 games, so the sheriff's bar says 10/16 (a decimal comma in Russian).
        assert!(text.contains("Процент побед по ролям"), "{text}");
        assert!(text.contains("62,5 % (10/16)"), "{text}");
    }
}

/// The organiser's tools on the command line: a seating with its quality
/// (saved into the tournament with `--save`), and a player list imported.
#[test]
fn seating_prints_its_quality_and_saves_it_and_players_imports_a_list() {
    let dir = tempfile::tempdir().unwrap();
    crate::tournaments::copy_description("minsk-final", dir.path());
    let t = dir.path().to_str().unwrap();
    let (code, out, err) = run(&["seating", t, "--tables", "1", "--rounds", "16"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("Times in one seat: 1 to 2 (spread 1)"),
        "{out}"
    );
    let before = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    let (code, _, err) = run(&["seating", t, "--tables", "1", "--rounds", "3", "--save"]);
    assert_eq!(code, 0, "{err}");
    let after = mafia_tournament::tournament::open(dir.path())
        .unwrap()
        .description;
    assert_eq!(after.seating.len(), 3);
    assert_eq!(after.rounds, 3);
    assert_eq!(after.players, before.players);
    let list = dir.path().join("list.csv");
    std::fs::write(&list, "nick,club,city\nЯна,MCC,Черновцы\nАлиса,,\n").unwrap();
    let (code, out, err) = run(&["players", t, "--import", list.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "Players added: 1");
    let (code, _, err) = run(&["seating", t, "--tables", "many"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--tables takes a whole number, not \"many\""),
        "{err}"
    );
}

/// Issue 21.13 against the real binary: a copy of a record with one change
/// and a copy with 100,000 notes appended are said to the judge (stderr,
/// the JSON's `held` and `waiting_for_head_judge`, exit code 2), not counted
/// as an extra game or taken for a longer save; once the head judge accepts
/// them in `tournament.toml`, they count and the exit code is 0.
#[test]
fn standings_say_a_copied_record_and_a_huge_appendix_to_the_judge() {
    use mafia_core::game::Action;
    use mafia_store::session::Stamped;
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t");
    std::fs::create_dir_all(t.join("games")).unwrap();
    let src = folder("baikal-championship");
    std::fs::copy(src.join("tournament.toml"), t.join("tournament.toml")).unwrap();
    for e in std::fs::read_dir(src.join("games")).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), t.join("games").join(e.file_name())).unwrap();
    }
    let f = mafia_tournament::tournament::open(&t).unwrap();
    let game = |n: &str| f.games.iter().find(|g| g.file == n).unwrap().record.clone();
    let mut copy = game("game-03.json");
    copy.created += 1;
    std::fs::write(t.join("games/copy.json"), copy.to_json()).unwrap();
    let mut long = game("game-06.json");
    let at = long.actions.last().unwrap().at;
    for i in 0..100_000u64 {
        long.actions.push(Stamped {
            at: at + i,
            by: None,
            action: Action::Note {
                text: format!("{i}"),
            },
        });
    }
    std::fs::write(t.join("games/longer.json"), long.to_json()).unwrap();
    let (code, out, err) = run(&["standings", t.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["games"], 30, "no extra game, the real game 6 counted");
    assert_eq!(v["waiting_for_head_judge"], 2);
    let cases: Vec<(String, String)> = v["held"]
        .as_array()
        .unwrap()
        .iter()
        .map(|h| {
            (
                h["file"].as_str().unwrap().into(),
                h["case"].as_str().unwrap().into(),
            )
        })
        .collect();
    assert_eq!(
        cases,
        [
            ("copy.json".to_owned(), "one_change_copy".to_owned()),
            ("longer.json".to_owned(), "appendix".to_owned())
        ]
    );
    assert!(
        err.contains("copy.json") && err.contains("a copy of game-03.json"),
        "{err}"
    );
    assert!(
        err.contains("longer.json") && err.contains("100000 more actions"),
        "{err}"
    );
    // The head judge accepts both.
    let mut d = f.description.clone();
    for h in v["held"].as_array().unwrap() {
        d.accepted
            .push(mafia_tournament::tournament::AcceptedEntry {
                file: h["file"].as_str().unwrap().into(),
                case: h["case"].as_str().unwrap().into(),
                digest: h["digest"].as_str().unwrap().into(),
            });
    }
    d.save(&t).unwrap();
    let (code, out, err) = run(&["standings", t.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["games"], 31);
    assert_eq!(v["waiting_for_head_judge"], 0);
}

/// `seating --stage 2` after the qualifying: the semifinal's seating for the
/// twenty who passed, with its quality; `--save` writes it in place of the
/// stage's rounds.
#[test]
fn seating_for_a_stage_seats_those_who_passed() {
    let dir = tempfile::tempdir().unwrap();
    let t = dir.path().join("t");
    crate::tournaments::copy("baikal-championship", &t, 21);
    let (code, out, err) = run(&[
        "seating",
        t.to_str().unwrap(),
        "--stage",
        "2",
        "--seed",
        "9",
        "--save",
    ]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Seating of the stage \"Полуфинал\""),
        "{out}"
    );
    assert_eq!(
        out.lines().filter(|l| l.ends_with("\t3")).count(),
        20,
        "{out}"
    );
    let d = mafia_tournament::tournament::open(&t).unwrap().description;
    let semi: Vec<_> = d
        .seating
        .iter()
        .filter(|e| (8..=10).contains(&e.round))
        .collect();
    assert_eq!(semi.len(), 6);
    assert_eq!(d.seating.iter().filter(|e| e.round <= 7).count(), 21);
    // The final waits for the semifinal.
    let (code, _, err) = run(&["seating", t.to_str().unwrap(), "--stage", "3"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("stage 2 is not finished: 6 games left"),
        "{err}"
    );
}

#[test]
fn an_import_that_would_make_the_description_too_large_to_read_is_refused_whole() {
    // `tournament.toml` is read up to 8 MiB: an import that would write a
    // larger one is refused before either file is written, or the next
    // start could not open the tournament.
    let dir = tempfile::tempdir().unwrap();
    let data = tempfile::tempdir().unwrap();
    let desc = dir.path().join("tournament.toml");
    std::fs::copy(folder("minsk-final").join("tournament.toml"), &desc).unwrap();
    let before = std::fs::read(&desc).unwrap();
    let list = dir.path().join("list.csv");
    let text: String = (0..90_000)
        .map(|k| {
            format!(
                "Игрок с длинным ником {k:06};Клуб с длинным названием;Город с длинным названием\n"
            )
        })
        .collect();
    std::fs::write(&list, text).unwrap();
    let out = Judge::with(["players", dir.path().to_str().unwrap(), "--import"])
        .arg(&list)
        .data(data.path())
        .run();
    assert!(
        out.code(2)
            .stderr
            .contains("would be larger than 8 MiB, the limit for a tournament description"),
        "{out}"
    );
    assert_eq!(
        std::fs::read(&desc).unwrap(),
        before,
        "the tournament is as it was"
    );
    assert!(
        !data.path().join("players.toml").exists(),
        "the club's list is not written either"
    );
}
