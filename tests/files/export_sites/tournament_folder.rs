//! A whole tournament exported into one folder, against the real binary
//! (issue 33, items 1 and 2): each site's files in their own subfolder, so
//! one site's export never overwrites the other's; every game not exported
//! (a record cut short, a game refused for a nickname too long) named on
//! stderr, the good ones still written, and the exit code 2.

use super::{MR_IDS, PL_IDS, players_file, run};
use mafia_store::session::Record;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn minsk() -> PathBuf {
    crate::tournaments::example("minsk-final")
}

/// A copy of the Minsk final (description and its 16 games) to spoil.
fn minsk_copy(dir: &Path) -> PathBuf {
    let to = dir.join("minsk");
    crate::tournaments::copy("minsk-final", &to, 16);
    to
}

/// `export FOLDER --format F -o OUT`, the site's ids and `more`.
fn export(folder: &Path, format: &str, out: &Path, more: &[&str]) -> (i32, String) {
    let head = [
        "export",
        folder.to_str().unwrap(),
        "--format",
        format,
        "-o",
        out.to_str().unwrap(),
    ];
    let ids: &[&str] = if format == "polemica" {
        &PL_IDS
    } else {
        &MR_IDS
    };
    run(&[&head[..], ids, more].concat())
}

/// Every file of a folder (not its subfolders), by name, with its bytes.
fn files(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.is_file())
        .map(|p| {
            let bytes = std::fs::read(&p).unwrap();
            (p.file_name().unwrap().to_string_lossy().into_owned(), bytes)
        })
        .collect()
}

fn json(bytes: &[u8]) -> Value {
    serde_json::from_slice(bytes).unwrap()
}

#[test]
fn both_sites_exported_into_one_folder_keep_each_others_files() {
    let dir = tempfile::tempdir().unwrap();
    let t = mafia_tournament::tournament::open(&minsk()).unwrap();
    let players = players_file(dir.path(), &t);
    let players = ["--players", players.to_str().unwrap()];
    let out = dir.path().join("out");
    let (code, err) = export(&minsk(), "mafiaratings", &out, &players);
    assert_eq!(code, 0, "{err}");
    let mr_dir = out.join("mafiaratings");
    // The message names the site and its folder.
    assert!(
        err.contains("16 game files for MafiaRatings written to")
            && err.contains(&mr_dir.display().to_string()),
        "{err}"
    );
    let mr = files(&mr_dir);
    assert_eq!(mr.len(), 16, "{:?}", mr.keys());
    // Polemica into the same folder: every Minsk game (each vote with its
    // hands) written beside.
    let (code, err) = export(&minsk(), "polemica", &out, &[]);
    let pl_dir = out.join("polemica");
    assert!(
        err.contains("16 game files for Polemica written to")
            && err.contains(&pl_dir.display().to_string()),
        "{err}"
    );
    assert_eq!(code, 0, "no game refused: {err}");
    let pl = files(&pl_dir);
    assert_eq!(pl.len(), 16, "{err}");
    // Both sets survive: every MafiaRatings file as it was, byte for byte;
    // every Polemica file the Polemica shape (a number for the result, the
    // shots), every MafiaRatings one its own (the format's version).
    assert_eq!(
        files(&mr_dir),
        mr,
        "the Polemica export touched MafiaRatings'"
    );
    for (name, bytes) in &mr {
        assert_eq!(json(bytes)["version"], "1.3", "{name}");
    }
    for (name, bytes) in &pl {
        let v = json(bytes);
        assert!(v["result"].is_number() && v["shots"].is_array(), "{name}");
    }
    // Nothing else beside them but the standings.
    let mut top: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    top.sort();
    assert_eq!(
        top,
        [
            "mafiaratings",
            "polemica",
            "standings.csv",
            "standings.xlsx"
        ]
    );
    // MafiaRatings again after Polemica: the Polemica files as they were.
    let (code, err) = export(&minsk(), "mafiaratings", &out, &players);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        files(&pl_dir),
        pl,
        "the MafiaRatings export touched Polemica's"
    );
    assert_eq!(files(&mr_dir), mr);
}

/// Cuts a record short: the first half of its bytes.
fn cut_short(path: &Path) {
    let bytes = std::fs::read(path).unwrap();
    std::fs::write(path, &bytes[..bytes.len() / 2]).unwrap();
}

#[test]
fn a_tournament_export_names_a_record_cut_short_writes_the_rest_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let folder = minsk_copy(dir.path());
    let t = mafia_tournament::tournament::open(&folder).unwrap();
    let players = players_file(dir.path(), &t);
    cut_short(&folder.join("games/game-05.json"));
    let out = dir.path().join("out");
    let (code, err) = export(
        &folder,
        "mafiaratings",
        &out,
        &["--players", players.to_str().unwrap()],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("game-05.json: not exported"), "{err}");
    assert!(err.contains("1 game not exported"), "{err}");
    assert_eq!(files(&out.join("mafiaratings")).len(), 15, "{err}");
    // `standings` on the same folder names the same file, exits the same.
    let s = crate::support::mafia_judge(&["standings", folder.to_str().unwrap()]);
    assert_eq!(s.code, 2, "{}", s.stderr);
    assert!(s.stderr.contains("game-05.json"), "{}", s.stderr);
}

#[test]
fn a_tournament_export_names_a_game_refused_for_a_nickname_too_long_and_exits_2() {
    let dir = tempfile::tempdir().unwrap();
    let folder = minsk_copy(dir.path());
    let game = folder.join("games/game-07.json");
    let mut record =
        Record::from_json("game-07", &std::fs::read_to_string(&game).unwrap()).unwrap();
    record.players[0] = "Я".repeat(300);
    std::fs::write(&game, record.to_json()).unwrap();
    let t = mafia_tournament::tournament::open(&folder).unwrap();
    let players = players_file(dir.path(), &t);
    let out = dir.path().join("out");
    let (code, err) = export(
        &folder,
        "mafiaratings",
        &out,
        &["--players", players.to_str().unwrap()],
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("game-07.json: not exported"), "{err}");
    assert_eq!(files(&out.join("mafiaratings")).len(), 15, "{err}");
}
