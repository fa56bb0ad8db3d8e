//! The program as it is shipped: it says which version it is, finds its own
//! data where it is put (and never the source tree's for a copy put
//! elsewhere), stamps every record and tournament file it writes with its
//! version, tells a judge which version made a file it cannot read, and reads
//! a player list as Windows' programs write it.

use crate::support::{BIN, Judge, copy_dir, mafia_judge, root};
use std::path::Path;
use std::process::Command;

const VERSION: &str = env!("CARGO_PKG_VERSION");

#[test]
fn version_names_the_program_its_system_and_the_rulesets_it_found() {
    let ran = mafia_judge(&["--version"]);
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let first = ran.stdout.lines().next().unwrap();
    assert_eq!(
        first,
        format!(
            "mafia-judge {VERSION} ({}, {})",
            std::env::consts::OS,
            std::env::consts::ARCH
        )
    );
    // The test binary lies in the source tree: it finds the tree's rules.
    assert!(
        ran.stdout
            .contains(&root().join("rulesets").display().to_string()),
        "{}",
        ran.stdout
    );
    assert_eq!(mafia_judge(&["-V"]).stdout, ran.stdout);
    assert!(mafia_judge(&["--help"]).stdout.contains("--version"));
}

/// Runs a copy of the binary at `exe` from the folder `cwd`.
fn version_of_copy(exe: &Path, cwd: &Path) -> String {
    Judge::with(["--version"])
        .program(exe)
        .current_dir(cwd)
        .env_remove("MAFIA_JUDGE_RULESETS")
        .run()
        .ok()
        .stdout
        .clone()
}

fn copy_binary(to: &Path) {
    std::fs::create_dir_all(to.parent().unwrap()).unwrap();
    std::fs::copy(BIN, to).unwrap();
}

#[test]
fn a_copy_put_anywhere_finds_its_own_rules_beside_it_or_in_share_and_never_the_source_trees() {
    let tmp = tempfile::tempdir().unwrap();
    // A `rulesets` in the folder it is started from is not the bundled one.
    let cwd = tmp.path().join("cwd");
    std::fs::create_dir_all(cwd.join("rulesets")).unwrap();
    std::fs::copy(
        root().join("rulesets/fiim.toml"),
        cwd.join("rulesets/fiim.toml"),
    )
    .unwrap();

    let alone = tmp.path().join("alone/mafia-judge");
    copy_binary(&alone);
    let said = version_of_copy(&alone, &cwd);
    assert!(said.contains("bundled rulesets: not found"), "{said}");
    assert!(!said.contains(&root().display().to_string()), "{said}");

    // Unzipped: the data beside the program (the Windows zip).
    let zip = tmp.path().join("Судья Иванов/mafia-judge");
    copy_binary(&zip.join("mafia-judge"));
    std::fs::create_dir_all(zip.join("rulesets")).unwrap();
    let said = version_of_copy(&zip.join("mafia-judge"), &cwd);
    assert!(
        said.contains(&zip.join("rulesets").display().to_string()),
        "{said}"
    );

    // Installed: bin/ and share/mafia-judge/ (the .deb's /usr, the .tar.gz).
    let prefix = tmp.path().join("usr");
    copy_binary(&prefix.join("bin/mafia-judge"));
    std::fs::create_dir_all(prefix.join("share/mafia-judge/rulesets")).unwrap();
    let said = version_of_copy(&prefix.join("bin/mafia-judge"), &cwd);
    assert!(
        said.contains(
            &prefix
                .join("share/mafia-judge/rulesets")
                .display()
                .to_string()
        ),
        "{said}"
    );
}

#[test]
fn every_record_and_tournament_file_written_names_the_console_that_wrote_it() {
    let tmp = tempfile::tempdir().unwrap();
    // A record: the protocol header's save writes the record again.
    let game = tmp.path().join("game.json");
    std::fs::copy(root().join("examples/fiim-red-wins.json"), &game).unwrap();
    let record = mafia_store::session::record::read_file(&game).unwrap();
    assert_eq!(record.made_by, "", "the example predates made_by");
    std::fs::write(&game, record.to_json()).unwrap();
    let text = std::fs::read_to_string(&game).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["made_by"], format!("mafia-judge {VERSION}"));
    // And it reads back, replaying as before.
    let again = mafia_judge(&["replay", game.to_str().unwrap()]);
    let before = mafia_judge(&[
        "replay",
        root().join("examples/fiim-red-wins.json").to_str().unwrap(),
    ]);
    assert_eq!(again.code, 0, "{}", again.stderr);
    assert_eq!(again.stdout, before.stdout);

    // A tournament: a penalty written by the command line saves it.
    let t = tmp.path().join("minsk");
    copy_dir(&root().join("examples/tournaments/minsk-final"), &t);
    let nick = first_player(&t);
    let ran = mafia_judge(&[
        "penalty",
        t.to_str().unwrap(),
        "--player",
        &nick,
        "--penalty",
        "late",
        "--round",
        "1",
        "--minutes",
        "5",
        "--reason",
        "test",
    ]);
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let toml_text = std::fs::read_to_string(t.join("tournament.toml")).unwrap();
    let v: toml::Table = toml::from_str(&toml_text).unwrap();
    assert_eq!(
        v["made_by"].as_str(),
        Some(format!("mafia-judge {VERSION}").as_str())
    );
}

#[test]
fn a_file_from_a_newer_console_is_refused_naming_the_version_to_open_it_with() {
    let tmp = tempfile::tempdir().unwrap();
    // A record of a newer format, with a key this build does not know.
    let text = std::fs::read_to_string(root().join("examples/fiim-red-wins.json")).unwrap();
    // (the example is a version 1 record, which this build still reads)
    let game = tmp.path().join("newer.json");
    // The record with another version, `made_by` and an unknown key, replayed.
    let replayed = |version: u32, made_by: &str| {
        let changed = text.replacen(
            "\"version\": 1,",
            &format!(
                "\"version\": {version},\n  \"made_by\": \"{made_by}\",\n  \"clock_skew\": 1,"
            ),
            1,
        );
        assert_ne!(changed, text);
        std::fs::write(&game, &changed).unwrap();
        mafia_judge(&["replay", game.to_str().unwrap()])
    };
    let ran = replayed(3, "mafia-judge 9.4.0");
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("mafia-judge 9.4.0"), "{}", ran.stderr);
    assert!(
        ran.stderr.contains(&format!("({VERSION})")),
        "{}",
        ran.stderr
    );
    // The same version, an unknown key: still told who wrote it.
    let ran = replayed(1, "mafia-judge 9.4.0");
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("mafia-judge 9.4.0"), "{}", ran.stderr);
    // An older console's unknown key is the plain problem, naming the key.
    let ran = replayed(1, "mafia-judge 0.0.1");
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("clock_skew"), "{}", ran.stderr);

    // A tournament from a newer console.
    let t = tmp.path().join("minsk");
    copy_dir(&root().join("examples/tournaments/minsk-final"), &t);
    let desc = std::fs::read_to_string(t.join("tournament.toml")).unwrap();
    std::fs::write(
        t.join("tournament.toml"),
        format!("made_by = \"mafia-judge 9.4.0\"\nbreak_minutes = 5\n{desc}"),
    )
    .unwrap();
    let ran = mafia_judge(&["standings", t.to_str().unwrap()]);
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("mafia-judge 9.4.0"), "{}", ran.stderr);
}

#[test]
fn a_player_list_saved_by_a_russian_excel_in_windows_1251_with_crlf_is_imported() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path().join("minsk");
    copy_dir(&root().join("examples/tournaments/minsk-final"), &t);
    // «Ёжик;Полночь;Гомель» and «Щука;;Брест» in Windows-1251, CRLF.
    let mut list = Vec::new();
    for line in ["Ник;Клуб;Город", "Ёжик;Полночь;Гомель", "Щука;;Брест"]
    {
        list.extend(cp1251(line));
        list.extend_from_slice(b"\r\n");
    }
    let file = tmp.path().join("список.csv");
    std::fs::write(&file, &list).unwrap();
    let ran = mafia_judge(&[
        "players",
        t.to_str().unwrap(),
        "--import",
        file.to_str().unwrap(),
    ]);
    assert_eq!(ran.code, 0, "{}", ran.stderr);
    let d = std::fs::read_to_string(t.join("tournament.toml")).unwrap();
    let v: toml::Table = toml::from_str(&d).unwrap();
    let players = v["players"].as_array().unwrap();
    let find = |nick: &str| {
        players
            .iter()
            .find(|p| p["nick"].as_str() == Some(nick))
            .unwrap_or_else(|| panic!("{nick} not imported"))
            .clone()
    };
    assert_eq!(find("Ёжик")["city"].as_str(), Some("Гомель"));
    assert_eq!(find("Ёжик")["club"].as_str(), Some("Полночь"));
    assert_eq!(find("Щука")["city"].as_str(), Some("Брест"));
    assert!(!d.contains('\r'), "no CR carried into the names");

    // A picture is refused with words, nothing added.
    let png = tmp.path().join("photo.csv");
    std::fs::write(&png, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0").unwrap();
    let before = std::fs::read_to_string(t.join("tournament.toml")).unwrap();
    let ran = mafia_judge(&[
        "players",
        t.to_str().unwrap(),
        "--import",
        png.to_str().unwrap(),
    ]);
    assert_eq!(ran.code, 2);
    assert!(ran.stderr.contains("photo.csv"), "{}", ran.stderr);
    assert!(ran.stderr.contains("CSV"), "{}", ran.stderr);
    assert_eq!(
        std::fs::read_to_string(t.join("tournament.toml")).unwrap(),
        before
    );
}

#[cfg(unix)]
#[test]
fn a_player_list_that_is_no_file_or_endless_is_refused_at_once_and_nothing_is_added() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path().join("minsk");
    copy_dir(&root().join("examples/tournaments/minsk-final"), &t);
    let before = std::fs::read_to_string(t.join("tournament.toml")).unwrap();
    // A FIFO nobody writes to (opening it would wait for ever), /dev/zero
    // (endless), and a file over the limit: each refused, naming the file.
    let fifo = tmp.path().join("pipe.csv");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let big = tmp.path().join("huge.csv");
    let f = std::fs::File::create(&big).unwrap();
    f.set_len(mafia_store::storage::PLAYERS_LIMIT + 1).unwrap();
    for list in [fifo.as_path(), Path::new("/dev/zero"), big.as_path()] {
        let ran = mafia_judge(&[
            "players",
            t.to_str().unwrap(),
            "--import",
            list.to_str().unwrap(),
        ]);
        assert_eq!(ran.code, 2, "{}: {}", list.display(), ran.stderr);
        let name = list.file_name().unwrap().to_str().unwrap();
        assert!(ran.stderr.contains(name), "{}", ran.stderr);
        assert_eq!(
            std::fs::read_to_string(t.join("tournament.toml")).unwrap(),
            before
        );
    }
}

/// A line in Windows-1251 (the letters these tests use: Russian and ASCII).
fn cp1251(s: &str) -> Vec<u8> {
    s.chars()
        .map(|c| match c {
            'Ё' => 0xA8,
            'ё' => 0xB8,
            'А'..='я' => (c as u32 - 'А' as u32 + 0xC0) as u8,
            c if c.is_ascii() => c as u8,
            c => panic!("{c} is not in this test's table"),
        })
        .collect()
}

fn first_player(t: &Path) -> String {
    let d = std::fs::read_to_string(t.join("tournament.toml")).unwrap();
    let v: toml::Table = toml::from_str(&d).unwrap();
    v["players"][0]["nick"].as_str().unwrap().to_owned()
}

/// Issue 32.12: the note a judge reads after each game (the ruleset's
/// `points.note`) says things in words, never as a key of the file
/// («[points.roles]»): no shipped ruleset's note names a `[section]`.
#[test]
fn no_shipped_ruleset_note_a_judge_reads_names_a_key_of_the_file() {
    let (rulesets, broken) =
        mafia_store::ruleset::catalog::load_all(&mafia_store::ruleset::catalog::bundled_dirs());
    assert!(broken.is_empty(), "{broken:?}");
    assert!(rulesets.iter().any(|r| r.id == "mcc"));
    for rs in &rulesets {
        let Some(note) = &rs.points.note else {
            continue;
        };
        for text in [&note.ru, &note.en] {
            let key = text.split('[').skip(1).find(|after| {
                after.split(']').next().is_some_and(|k| {
                    !k.is_empty()
                        && k.chars()
                            .all(|c| c.is_ascii_lowercase() || c == '.' || c == '_')
                })
            });
            assert!(key.is_none(), "{}: {text}", rs.id);
        }
    }
}
