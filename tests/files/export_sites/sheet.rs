//! The federation's sheet read back by LibreOffice (headless `soffice
//! --convert-to csv`, every sheet, text cells quoted): the headers in the
//! console's language and the figures as number cells.

use mafia_judge::ruleset::Lang;
use mafia_judge::tournament::{federation, open, standings};
use std::path::{Path, PathBuf};

/// Each sheet of an XLSX as CSV lines, as LibreOffice reads it.
fn through_libreoffice(xlsx: &Path, dir: &Path) -> Vec<(String, Vec<String>)> {
    // 44 `,`, 34 `"`, 76 UTF-8, token 7 quote every text cell, token 12
    // -1: each sheet to FILE-SHEET.csv.
    let filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,true,true,false,false,false,-1";
    let profile = format!(
        "-env:UserInstallation=file://{}",
        dir.join("profile").display()
    );
    let out = std::process::Command::new("soffice")
        .args([&profile, "--headless", "--convert-to", filter, "--outdir"])
        .arg(dir)
        .arg(xlsx)
        .output()
        .expect("soffice (libreoffice-calc-nogui, scripts/install-deps.sh test)");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut sheets: Vec<(String, Vec<String>)> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            let p = e.unwrap().path();
            (p.extension()? == "csv").then(|| {
                let text = std::fs::read_to_string(&p).unwrap();
                (
                    p.file_stem().unwrap().to_string_lossy().into_owned(),
                    text.lines().map(str::to_owned).collect(),
                )
            })
        })
        .collect();
    sheets.sort();
    sheets
}

fn minsk() -> mafia_judge::tournament::Standings {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/tournaments/minsk-final");
    let t = open(&folder).unwrap();
    let rs = mafia_judge::ruleset::catalog::find(&t.description.ruleset).unwrap();
    standings(&rs, &t.description, &t.games, &t.unreadable)
}

#[test]
fn libreoffice_reads_the_russian_sheet_with_its_headers_and_number_cells() {
    let dir = tempfile::tempdir().unwrap();
    let xlsx = dir.path().join("standings.xlsx");
    federation::write_xlsx(&minsk(), Lang::Ru, &xlsx).unwrap();
    let sheets = through_libreoffice(&xlsx, dir.path());
    let summary = &sheets.iter().find(|(n, _)| n.ends_with("Итоги")).unwrap().1;
    let games = &sheets.iter().find(|(n, _)| n.ends_with("Игры")).unwrap().1;
    assert!(
        summary[0].starts_with(r#""Место","Игрок","Игра 1","Игра 2""#),
        "{}",
        summary[0]
    );
    assert!(
        summary[0].ends_with(r#""Игра 16","Победы","ДБ","ТЧ","Штрафы","КБ","Итого""#),
        "{}",
        summary[0]
    );
    // The first player: place, quoted nickname, then numbers unquoted.
    let first: Vec<&str> = summary[1].split(',').collect();
    assert_eq!(first[0], "1");
    assert_eq!(first[1], "\"Борис\"");
    assert!(
        first[2..].iter().all(|c| c.parse::<f64>().is_ok()),
        "{}",
        summary[1]
    );
    assert_eq!(*first.last().unwrap(), "11.58");
    assert_eq!(
        games[0],
        r#""тур","стол","место","ник","роль","команда","результат","баллы""#
    );
    // 16 games of 10 seats, each a row.
    assert_eq!(games.len(), 1 + 160);
    let row: Vec<&str> = games[1].split(',').collect();
    assert_eq!(&row[..3], ["1", "1", "1"], "{}", games[1]);
    assert!(row[7].parse::<f64>().is_ok(), "{}", games[1]);
}

#[test]
fn in_english_the_sheets_and_their_headers_are_english() {
    let dir = tempfile::tempdir().unwrap();
    let xlsx = dir.path().join("standings.xlsx");
    federation::write_xlsx(&minsk(), Lang::En, &xlsx).unwrap();
    let sheets = through_libreoffice(&xlsx, dir.path());
    let summary = &sheets
        .iter()
        .find(|(n, _)| n.ends_with("Standings"))
        .unwrap()
        .1;
    assert!(
        summary[0].starts_with(r#""Place","Player","Game 1""#),
        "{}",
        summary[0]
    );
    assert!(
        summary[0].ends_with(r#""Compensation","Total""#),
        "{}",
        summary[0]
    );
}

#[test]
fn the_csv_has_a_bom_semicolons_and_a_decimal_comma_in_russian() {
    let csv = federation::to_csv(&minsk(), Lang::Ru).unwrap();
    assert!(csv.starts_with(b"\xEF\xBB\xBF"));
    let text = String::from_utf8(csv[3..].to_vec()).unwrap();
    let mut lines = text.lines();
    assert!(lines.next().unwrap().starts_with("Место;Игрок;Игра 1;"));
    let first = lines.next().unwrap();
    // Text quoted, the decimal comma's figures too.
    assert!(first.starts_with("1;\"Борис\";"), "{first}");
    assert!(first.ends_with(";\"11,58\""), "{first}");
}
