//! The federation's sheet read back by LibreOffice (headless `soffice
//! --convert-to csv`, every sheet, text cells quoted): the headers in the
//! console's language and the figures as number cells; and read back cell
//! by cell (`calamine`, a spreadsheet reader) over every shipped
//! tournament: «Игра k» is round k, each player's games add up to his
//! «Итого» on both sheets, a note has its own column, no `-0` anywhere,
//! one name per player on both sheets.

use calamine::{Data, Reader, Xlsx, open_workbook};
use mafia_tournament::tournament::{Standings, federation, open, standings};
use mafia_words::Lang;
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

fn minsk() -> Standings {
    example("minsk-final")
}

/// The standings of a shipped example tournament.
fn example(name: &str) -> Standings {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments")
        .join(name);
    let t = open(&folder).unwrap();
    let rs = mafia_store::ruleset::catalog::find(&t.description.ruleset).unwrap();
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
        summary[0].ends_with(
            r#""Игра 16","Штрафы вне игр","Победы","ДБ","ТЧ","Штрафы","КБ","Итого","Примечание""#
        ),
        "{}",
        summary[0]
    );
    // The first player: place, quoted nickname, then numbers unquoted,
    // then his note (none).
    let first: Vec<&str> = summary[1].split(',').collect();
    assert_eq!(first[0], "1");
    assert_eq!(first[1], "\"Борис\"");
    let (note, figures) = first[2..].split_last().unwrap();
    assert!(
        figures.iter().all(|c| c.parse::<f64>().is_ok()),
        "{}",
        summary[1]
    );
    assert_eq!(*note, "");
    assert_eq!(figures.last().unwrap(), &"11.583");
    assert_eq!(
        games[0],
        r#""Тур","Стол","Место","Игрок","Роль","Команда","Результат команды","Основной балл","ДБ","ТЧ","Штрафы","КБ","Итого""#
    );
    // 16 games of 10 seats, each a row, and the six tournament penalties.
    assert_eq!(games.len(), 1 + 160 + 6);
    let row: Vec<&str> = games[1].split(',').collect();
    assert_eq!(&row[..3], ["1", "1", "1"], "{}", games[1]);
    assert!(
        row[7..].iter().all(|c| c.parse::<f64>().is_ok()),
        "{}",
        games[1]
    );
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
        summary[0].ends_with(r#""Compensation","Total","Note""#),
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
    assert!(first.contains(";\"11,583\";"), "{first}");
}

/// The shipped tournaments.
const EXAMPLES: [&str; 4] = [
    "minsk-final",
    "baikal-championship",
    "baikal-two-games",
    "mcc-evening",
];

/// A sheet as a spreadsheet reads it: its header, then its rows.
struct Sheet {
    heads: Vec<String>,
    rows: Vec<Vec<Data>>,
}

impl Sheet {
    fn col(&self, name: &str) -> usize {
        self.heads
            .iter()
            .position(|h| h == name)
            .unwrap_or_else(|| panic!("no column {name} in {:?}", self.heads))
    }
}

/// The book's two sheets, «Итоги» and «Игры», read back with `calamine`.
fn read_back(s: &Standings, dir: &Path) -> (Sheet, Sheet) {
    let path = dir.join("standings.xlsx");
    federation::write_xlsx(s, Lang::Ru, &path).unwrap();
    let mut book: Xlsx<_> = open_workbook(&path).unwrap();
    assert_eq!(book.sheet_names(), ["Итоги", "Игры"]);
    let mut sheet = |name: &str| {
        let range = book.worksheet_range(name).unwrap();
        assert_eq!(range.start(), Some((0, 0)), "{name} starts at A1");
        let mut rows = range.rows().map(<[Data]>::to_vec);
        let heads = rows
            .next()
            .unwrap()
            .iter()
            .map(|h| match h {
                Data::String(t) => t.clone(),
                other => panic!("a header that is not text: {other:?}"),
            })
            .collect();
        Sheet {
            heads,
            rows: rows.collect(),
        }
    };
    (sheet("Итоги"), sheet("Игры"))
}

/// A cell's figure: a number cell, or nothing (an empty cell).
fn figure(c: &Data) -> Option<f64> {
    match c {
        Data::Float(x) => Some(*x),
        Data::Int(x) => Some(*x as f64),
        Data::Empty => None,
        other => panic!("a figure that is not a number: {other:?}"),
    }
}

fn text(c: &Data) -> &str {
    match c {
        Data::String(t) => t,
        Data::Empty => "",
        other => panic!("a text that is not a string: {other:?}"),
    }
}

/// Within the thousandths the sheet writes.
fn close(a: f64, b: f64) -> bool {
    (a - b).abs() < 0.0005
}

/// The property the issue asks for, over every shipped tournament: on
/// «Итоги» the games' cells («Игра k», round k) and the penalties outside
/// the games add up to «Итого»; on «Игры» each row's parts add up to its
/// total, a player's rows to his «Итого», and his row of round k is his
/// «Игра k» (empty when he sat the round out).
#[test]
fn on_both_sheets_each_players_games_add_up_to_his_total_in_every_example() {
    for name in EXAMPLES {
        let dir = tempfile::tempdir().unwrap();
        let (sum, games) = read_back(&example(name), dir.path());
        let (player, first, outside, total) = (
            sum.col("Игрок"),
            sum.col("Игра 1"),
            sum.col("Штрафы вне игр"),
            sum.col("Итого"),
        );
        // «Игра k» is the k-th column of games: round k.
        for (k, h) in sum.heads[first..outside].iter().enumerate() {
            assert_eq!(*h, format!("Игра {}", k + 1), "{name}");
        }
        let (g_round, g_seat, g_player, g_main, g_total) = (
            games.col("Тур"),
            games.col("Место"),
            games.col("Игрок"),
            games.col("Основной балл"),
            games.col("Итого"),
        );
        assert!(!sum.rows.is_empty(), "{name}");
        for row in &sum.rows {
            let nick = text(&row[player]);
            let want = figure(&row[total]).unwrap();
            let added: f64 = row[first..=outside].iter().filter_map(figure).sum();
            assert!(close(added, want), "{name} {nick}: {added} != {want}");
            let mine: Vec<&Vec<Data>> = games
                .rows
                .iter()
                .filter(|g| text(&g[g_player]) == nick)
                .collect();
            let added: f64 = mine.iter().filter_map(|g| figure(&g[g_total])).sum();
            assert!(
                close(added, want),
                "{name} «Игры» {nick}: {added} != {want}"
            );
            for k in 1..=u32::try_from(outside - first).unwrap() {
                let played: Vec<f64> = mine
                    .iter()
                    .filter(|g| {
                        figure(&g[g_round]) == Some(f64::from(k)) && figure(&g[g_seat]).is_some()
                    })
                    .filter_map(|g| figure(&g[g_total]))
                    .collect();
                let cell = figure(&row[first + usize::try_from(k).unwrap() - 1]);
                match cell {
                    None => assert!(played.is_empty(), "{name} {nick} round {k}: {played:?}"),
                    Some(x) => assert!(
                        close(x, played.iter().sum()),
                        "{name} {nick} round {k}: {x} against {played:?}"
                    ),
                }
            }
        }
        for g in &games.rows {
            let parts: f64 = g[g_main..g_total].iter().filter_map(figure).sum();
            let t = figure(&g[g_total]).unwrap();
            assert!(close(parts, t), "{name} {g:?}");
        }
    }
}

/// No figure is `-0` in the XLSX or the CSV of any shipped tournament,
/// and no nickname carries a note: «вне награждения» is in «Примечание».
#[test]
fn no_minus_zero_and_the_note_apart_in_every_example() {
    for name in EXAMPLES {
        let s = example(name);
        let dir = tempfile::tempdir().unwrap();
        let (sum, games) = read_back(&s, dir.path());
        for row in sum.rows.iter().chain(&games.rows) {
            for c in row {
                if let Data::Float(x) = c {
                    assert!(!(*x == 0.0 && x.is_sign_negative()), "{name} {row:?}");
                }
            }
        }
        let note = sum.col("Примечание");
        assert_eq!(note, sum.heads.len() - 1);
        for (row, r) in sum.rows.iter().zip(&s.players) {
            assert_eq!(text(&row[sum.col("Игрок")]), r.nick, "{name}");
            let want = if r.eligible {
                ""
            } else {
                "вне награждения"
            };
            assert_eq!(text(&row[note]), want, "{name} {}", r.nick);
        }
        for lang in [Lang::Ru, Lang::En] {
            let csv = federation::to_csv(&s, lang).unwrap();
            let csv = String::from_utf8(csv[3..].to_vec()).unwrap();
            for cell in csv.split([';', '\n']) {
                let c = cell.trim().trim_matches('"');
                assert!(
                    !(c.starts_with('-') && c.chars().all(|x| "-0.,".contains(x))),
                    "{name}: {c:?}"
                );
            }
        }
    }
}

/// «Игры» trimmed the leading spaces the player list gives a nickname:
/// one player had two names across the sheets. Both now spell him as the
/// list does.
#[test]
fn a_nickname_with_leading_spaces_is_spelt_the_same_on_both_sheets() {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/tournaments/minsk-final");
    let mut t = open(&folder).unwrap();
    let p = t
        .description
        .players
        .iter_mut()
        .find(|p| p.nick == "Ирина")
        .unwrap();
    p.nick = "   Ирина".to_owned();
    let rs = mafia_store::ruleset::catalog::find(&t.description.ruleset).unwrap();
    let s = standings(&rs, &t.description, &t.games, &t.unreadable);
    let dir = tempfile::tempdir().unwrap();
    let (sum, games) = read_back(&s, dir.path());
    let names = |sheet: &Sheet| -> Vec<String> {
        let c = sheet.col("Игрок");
        sheet
            .rows
            .iter()
            .map(|r| text(&r[c]).to_owned())
            .filter(|n| n.trim() == "Ирина")
            .collect()
    };
    assert_eq!(names(&sum), ["   Ирина"]);
    let in_games = names(&games);
    assert_eq!(
        in_games.len(),
        14 + 2,
        "her games and her two skipped rounds"
    );
    assert!(in_games.iter().all(|n| n == "   Ирина"), "{in_games:?}");
}
