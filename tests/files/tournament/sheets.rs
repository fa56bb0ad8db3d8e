//! The standings as a spreadsheet never carry a formula: a nickname that
//! starts with `=`, `+`, `-`, `@`, a tab or a carriage return (from the
//! player list or from a record) is written escaped in the CSV of
//! `standings --csv`, as spreadsheets expect (a single quote in front, the
//! cell quoted), and as a string cell in the XLSX. Through the real binary.

use super::examples::folder;
use crate::support::Judge;
use mafia_tournament::tournament::{self, PlayerEntry};
use std::io::Read;
use std::path::Path;

/// The nicknames a stranger could put in a list to run a formula.
const FORMULAS: [&str; 4] = ["=HYPERLINK(\"http://x\";\"x\")", "=1+1", "@SUM(A1)", "+1+1"];

/// Runs `standings FOLDER` with `extra`; the exit code, stdout and stderr.
fn standings(dir: &Path, extra: &[&Path]) -> (i32, String, String) {
    let mut cmd = Judge::with(["standings"]);
    cmd.arg(dir);
    for (flag, path) in ["--csv", "--xlsx"].iter().zip(extra) {
        cmd.arg(flag).arg(path);
    }
    cmd.run().parts()
}

/// The Minsk tournament's description with these players and no games.
fn tournament_of(nicks: &[&str]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let mut d = tournament::open(&folder("minsk-final"))
        .unwrap()
        .description;
    d.players = nicks
        .iter()
        .map(|n| PlayerEntry {
            nick: (*n).to_owned(),
            ..PlayerEntry::default()
        })
        .collect();
    d.penalties.clear();
    // No seating: the check of the games against it (a record's players
    // must be its game's) is not what these tests are about.
    d.seating.clear();
    d.accepted.clear();
    d.save(dir.path()).unwrap();
    dir
}

/// The CSV's rows as the `csv` crate reads them back (a spreadsheet's view
/// of the cells), and its text. The federation's sheet: a byte-order mark,
/// `;` between cells (docs/export-formats.md).
fn csv_rows(path: &Path) -> (Vec<Vec<String>>, String) {
    let text = std::fs::read_to_string(path).unwrap();
    let text = text.trim_start_matches('\u{feff}').to_owned();
    let rows = csv::ReaderBuilder::new()
        .delimiter(b';')
        .from_reader(text.as_bytes())
        .records()
        .map(|r| r.unwrap().iter().map(str::to_owned).collect())
        .collect();
    (rows, text)
}

#[test]
fn a_nickname_from_the_player_list_that_starts_a_formula_is_escaped_in_the_csv() {
    let mut nicks = FORMULAS.to_vec();
    nicks.extend(["-5", "\t=2+2", "\r=3+3", "Обычный", "Сэм-1"]);
    let dir = tournament_of(&nicks);
    let csv = dir.path().join("out.csv");
    let (code, out, err) = standings(dir.path(), &[&csv]);
    assert_eq!(code, 0, "{err}");
    let (rows, text) = csv_rows(&csv);
    let cell = |nick: &str| -> String {
        rows.iter()
            .map(|r| r[1].clone())
            .find(|c| c.trim_start_matches('\'') == nick)
            .unwrap_or_else(|| panic!("no row for {nick:?} in\n{text}"))
    };
    for nick in FORMULAS.iter().chain(&["-5", "\t=2+2", "\r=3+3"]) {
        assert_eq!(cell(nick), format!("'{nick}"), "in\n{text}");
    }
    assert_eq!(cell("Обычный"), "Обычный", "a plain nickname is as it is");
    assert_eq!(cell("Сэм-1"), "Сэм-1", "a minus inside starts nothing");
    // The escaped cell is quoted in the file, its quotes doubled.
    assert!(
        text.contains("\"'=HYPERLINK(\"\"http://x\"\";\"\"x\"\")\""),
        "{text}"
    );
    assert!(text.contains(";\"'=1+1\";"), "{text}");
    assert!(text.contains(";\"'@SUM(A1)\";"), "{text}");
    assert!(text.contains(";\"'+1+1\";"), "{text}");
    // No cell of the file starts a formula.
    for r in &rows {
        for c in r {
            assert!(
                !c.starts_with(['=', '+', '@', '\t', '\r']),
                "{c:?} in\n{text}"
            );
        }
    }
    // The JSON is not a spreadsheet: it keeps the nickname as it is.
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    let json: Vec<&str> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["nick"].as_str().unwrap())
        .collect();
    assert!(json.contains(&"=1+1"), "{json:?}");
}

#[test]
fn a_nickname_from_a_record_that_starts_a_formula_is_escaped_in_the_csv() {
    // No player list: the standings are the records' nicknames.
    let dir = tournament_of(&[]);
    let src = folder("minsk-final").join("games/game-01.json");
    let mut record = mafia_store::session::record::read_file(&src).unwrap();
    for (seat, nick) in FORMULAS.iter().enumerate() {
        record.players[seat] = (*nick).to_owned();
    }
    std::fs::create_dir_all(dir.path().join("games")).unwrap();
    std::fs::write(dir.path().join("games/game-01.json"), record.to_json()).unwrap();
    let csv = dir.path().join("out.csv");
    let (code, out, err) = standings(dir.path(), &[&csv]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(out.trim()).unwrap();
    assert_eq!(v["games"], 1, "the game is counted: {out}");
    let (rows, text) = csv_rows(&csv);
    assert_eq!(rows.len(), 10, "{text}");
    for nick in FORMULAS {
        assert!(
            rows.iter().any(|r| r[1] == format!("'{nick}")),
            "{nick} is not escaped in\n{text}"
        );
    }
    assert!(
        rows.iter().all(|r| !r[1].starts_with(['=', '+', '-', '@'])),
        "{text}"
    );
}

/// A file of the XLSX (a zip of XML files).
fn xlsx_part(path: &Path, name: &str) -> String {
    let mut zip = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut part = zip.by_name(name).unwrap();
    let mut text = String::new();
    part.read_to_string(&mut text).unwrap();
    text
}

fn unescape_xml(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&apos;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

#[test]
fn a_nickname_that_starts_a_formula_is_a_string_cell_in_the_xlsx() {
    let dir = tournament_of(&FORMULAS);
    let (csv, xlsx) = (dir.path().join("out.csv"), dir.path().join("out.xlsx"));
    let (code, _, err) = standings(dir.path(), &[&csv, &xlsx]);
    assert_eq!(code, 0, "{err}");
    let sheet = xlsx_part(&xlsx, "xl/worksheets/sheet1.xml");
    assert!(
        !sheet.contains("<f>") && !sheet.contains("<f "),
        "a formula: {sheet}"
    );
    // The nicknames are rows 2 to 5 of «Итоги», column B, under its
    // header: shared strings (t="s").
    for row in 2..2 + FORMULAS.len() {
        let at = sheet
            .find(&format!("<c r=\"B{row}\""))
            .unwrap_or_else(|| panic!("no cell B{row} in {sheet}"));
        let cell = &sheet[at..at + sheet[at..].find('>').unwrap()];
        assert!(cell.contains("t=\"s\""), "B{row} is not a string: {cell}");
    }
    // The strings are the nicknames as they are, no quote in front: a
    // string cell is never run, so it needs no escape.
    let strings = unescape_xml(&xlsx_part(&xlsx, "xl/sharedStrings.xml"));
    for nick in FORMULAS {
        assert!(
            strings.contains(&format!(">{nick}<")),
            "{nick} in {strings}"
        );
    }
}
