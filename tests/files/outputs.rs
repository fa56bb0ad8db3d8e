//! No command writes over its own input: a sheet, a book, a protocol or an
//! export aimed at the tournament's description, its games folder, a game
//! record or the record being exported is refused with words and exit code
//! 2, and every file of the tournament is left as it was (over a shared
//! folder a replaced `tournament.toml` would reach every laptop). A new
//! file beside them is written. Through the real binary.

use crate::support::{copy_dir, mafia_judge};
use crate::tournaments::example as example_tournament;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let mut all = BTreeMap::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                todo.push(p);
            } else {
                all.insert(p.clone(), std::fs::read(&p).unwrap());
            }
        }
    }
    all
}

#[test]
fn no_command_writes_over_the_tournament_or_the_record_it_reads() {
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path().join("minsk");
    copy_dir(&example_tournament("minsk-final"), &t);
    let before = snapshot(&t);
    let ts = t.to_str().unwrap().to_owned();
    let at = |rel: &str| t.join(rel).to_str().unwrap().to_owned();
    let desc = at("tournament.toml");
    let game = at("games/game-01.json");
    let cases: Vec<Vec<String>> = vec![
        vec!["standings".into(), ts.clone(), "--csv".into(), desc.clone()],
        vec![
            "standings".into(),
            ts.clone(),
            "--xlsx".into(),
            desc.clone(),
        ],
        vec!["standings".into(), ts.clone(), "--csv".into(), game.clone()],
        vec![
            "standings".into(),
            ts.clone(),
            "--csv".into(),
            at("games/sheet.csv"),
        ],
        vec!["stats".into(), ts.clone(), "--csv".into(), desc.clone()],
        vec![
            "stats".into(),
            at("games"),
            "--csv".into(),
            at("games/stats.csv"),
        ],
        vec!["protocol".into(), ts.clone(), "-o".into(), desc.clone()],
        vec![
            "protocol".into(),
            ts.clone(),
            "-o".into(),
            at("games/book.pdf"),
        ],
        vec![
            "export".into(),
            ts.clone(),
            "--format".into(),
            "mafiaratings".into(),
            "-o".into(),
            at("games"),
        ],
        vec![
            "export".into(),
            game.clone(),
            "--format".into(),
            "mafiaratings".into(),
            "-o".into(),
            game.clone(),
        ],
    ];
    for args in &cases {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let ran = mafia_judge(&args);
        assert_eq!(ran.code, 2, "{args:?}: {}", ran.stderr);
        let out = args.last().unwrap();
        assert!(
            ran.stderr.contains(out),
            "{args:?} names the file: {}",
            ran.stderr
        );
        assert!(
            ran.stderr.contains("not overwritten") || ran.stderr.contains("being read"),
            "{args:?} says why: {}",
            ran.stderr
        );
        assert!(snapshot(&t) == before, "{args:?} changed the tournament");
    }
    // A new sheet beside the description is what the judge asked for.
    let ran = mafia_judge(&["standings", &ts, "--csv", &at("standings.csv")]);
    assert!(t.join("standings.csv").is_file(), "{}", ran.stderr);
    let mut after = snapshot(&t);
    after.remove(&t.join("standings.csv"));
    assert!(after == before);
}
