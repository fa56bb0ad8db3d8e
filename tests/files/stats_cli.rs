//! `mafia-judge stats`: the real binary over the example tournaments and
//! folders of records. The figures are counted by hand from the records
//! (each test says how), never copied from the program's own output.

use crate::support::root;
use serde_json::Value;
use std::path::PathBuf;

fn example(name: &str) -> PathBuf {
    crate::tournaments::example(name)
}

fn run(args: &[&str]) -> (i32, Value, String) {
    let r = crate::support::mafia_judge(&[&["stats"], args].concat());
    let v: Value = serde_json::from_str(r.stdout.trim()).unwrap_or(Value::Null);
    (r.code, v, r.stderr)
}

fn player<'a>(v: &'a Value, nick: &str) -> &'a Value {
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["nick"] == nick)
        .unwrap_or_else(|| panic!("no {nick} in {v}"))
}

fn role<'a>(p: &'a Value, role: &str) -> &'a Value {
    p["roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["role"] == role)
        .unwrap_or_else(|| panic!("no {role} in {p}"))
}

/// Copies these record files into a new folder of records.
fn folder_of(files: &[PathBuf]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (i, f) in files.iter().enumerate() {
        let name = format!("{i:02}-{}", f.file_name().unwrap().to_string_lossy());
        std::fs::copy(f, dir.path().join(name)).unwrap();
    }
    dir
}

fn games_of(t: &str) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(example(t).join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    v.sort();
    v
}

/// Counted by hand from `examples/tournaments/baikal-two-games` and
/// `rulesets/baikal.toml` (win: civilian 3, commissar 4, mafia 3, don 4;
/// loss: civilian and mafia 0, commissar and don -1; 4 likes +1; the
/// host's best player +1; best move of 3 blacks +1).
///
/// Game 1: seats 1 Алиса, 2 Борис, 3 Вера (commissar), 4 Гриша (mafia),
/// 5 Дана, 6 Егор (don), 7 Жанна, 8 Зорро (mafia), 9 Ирина, 10 Кирилл.
/// Day 1 seat 4 voted out, night 1 a miss, day 2 seat 6 out, night 2 a
/// miss, day 3 seat 8 out: red wins by the vote on day 3. Likes 1, 2, 5, 7
/// to seat 3 (four: Вера +1); the best player seat 10 (Кирилл +1).
///
/// Game 2: seats 1 Борис, 2 Вера, 3 Гриша (commissar), 4 Дана (mafia),
/// 5 Егор, 6 Жанна (don), 7 Зорро, 8 Ирина (mafia), 9 Кирилл, 10 Алиса.
/// Night 1 seat 1 shot (Борис, the first killed: best move 4 6 8, three
/// blacks, +1), nights 2, 3, 4 seats 2, 3, 5: three and three at dawn of
/// day 5, black wins by the shot; four days played. Likes 4, 8, 2, 5 to
/// seat 6 (Жанна +1). No check was made in either game (the judge went on).
#[test]
fn stats_of_the_baikal_two_games_are_the_figures_counted_by_hand() {
    let (code, v, err) = run(&[example("baikal-two-games").to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(v["games"], 2);
    assert_eq!(v["left_out"].as_array().unwrap().len(), 0);
    // nick: games, wins, points.
    let expected = [
        ("Алиса", 2, 1, 3.0),  // 3 + 0
        ("Борис", 2, 1, 4.0),  // 3 + (0 + 1 best move)
        ("Вера", 2, 1, 5.0),   // (4 + 1 likes) + 0
        ("Гриша", 2, 0, -1.0), // 0 + -1
        ("Дана", 2, 2, 6.0),   // 3 + 3
        ("Егор", 2, 0, -1.0),  // -1 + 0
        ("Жанна", 2, 2, 8.0),  // 3 + (4 + 1 likes)
        ("Зорро", 2, 0, 0.0),  // 0 + 0
        ("Ирина", 2, 2, 6.0),  // 3 + 3
        ("Кирилл", 2, 1, 4.0), // (3 + 1 best player) + 0
    ];
    assert_eq!(v["players"].as_array().unwrap().len(), 10);
    for (nick, games, wins, points) in expected {
        let p = player(&v, nick);
        assert_eq!(p["games"], games, "{nick}");
        assert_eq!(p["wins"], wins, "{nick}");
        assert_eq!(p["points"].as_f64(), Some(points), "{nick}");
        assert_eq!(p["points_per_game"].as_f64(), Some(points / 2.0), "{nick}");
        assert_eq!(
            p["win_rate"].as_f64(),
            Some(f64::from(wins) / 2.0),
            "{nick}"
        );
        assert_eq!(p["fouls"], 0, "{nick}");
        assert_eq!(p["removals"], 0, "{nick}");
        assert_eq!(p["checks"], 0, "{nick}");
    }
    // The first place by points is Жанна's (8).
    assert_eq!(v["players"][0]["nick"], "Жанна");
    let boris = player(&v, "Борис");
    assert_eq!(boris["killed_first_night"], 1);
    assert_eq!(boris["best_moves"], 1);
    assert_eq!(boris["best_move_blacks"], 3);
    assert_eq!(player(&v, "Алиса")["killed_first_night"], 0);
    // Жанна: a civilian in game 1 (won, 3), the don in game 2 (won, 5).
    let zhanna = player(&v, "Жанна");
    assert_eq!(role(zhanna, "civilian")["points"].as_f64(), Some(3.0));
    assert_eq!(role(zhanna, "don")["points"].as_f64(), Some(5.0));
    assert_eq!(role(zhanna, "don")["side"], "black");
    assert_eq!(role(zhanna, "don")["wins"], 1);
    // Гриша: the mafia in game 1 (lost), the commissar in game 2 (lost).
    let grisha = player(&v, "Гриша");
    assert_eq!(role(grisha, "mafia")["win_rate"].as_f64(), Some(0.0));
    assert_eq!(role(grisha, "commissar")["points"].as_f64(), Some(-1.0));
    // Civilians over both games: 6 + 6 seats, 6 wins (game 1), points
    // 6 x 3 + 1 (Кирилл) in game 1 and 1 (Борис's best move) in game 2.
    let civ = v["roles"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["role"] == "civilian")
        .unwrap();
    assert_eq!(civ["games"], 12);
    assert_eq!(civ["wins"], 6);
    assert_eq!(civ["win_rate"].as_f64(), Some(0.5));
    assert_eq!(civ["points"].as_f64(), Some(20.0));
    assert_eq!(civ["killed_first_night"], 1);
    // The ruleset: one red win by the vote, one black by the shot; 3 and 4 days.
    let rs = &v["rulesets"][0];
    assert_eq!(rs["ruleset"], "baikal");
    assert_eq!(rs["games"], 2);
    assert_eq!(rs["red_wins"], 1);
    assert_eq!(rs["black_wins"], 1);
    assert_eq!(rs["draws"], 0);
    assert_eq!(rs["red_win_rate"].as_f64(), Some(0.5));
    assert_eq!(rs["endings"]["vote"], 1);
    assert_eq!(rs["endings"]["shot"], 1);
    assert_eq!(rs["endings"]["removal"], 0);
    assert_eq!(rs["days"]["min"], 3);
    assert_eq!(rs["days"]["max"], 4);
    assert_eq!(rs["days"]["mean"].as_f64(), Some(3.5));
    assert_eq!(rs["days"]["by_length"], serde_json::json!([0, 0, 0, 1, 1]));
}

/// `examples/fiim-red-wins.json` (FIIM: night steps shot, don's check,
/// sheriff's check): seat 3 Вера the sheriff, seat 6 Егор the don, 4 and 8
/// the mafia. Night 1: seat 2 shot, the don checks seat 3 (the sheriff:
/// found), the sheriff checks seat 8 (black). Night 2: seat 3 shot, the
/// don checks seat 5 (not the sheriff); the sheriff has left.
#[test]
fn the_sheriffs_black_finds_and_the_dons_sheriff_finds_are_counted() {
    let dir = folder_of(&[root().join("examples/fiim-red-wins.json")]);
    let (code, v, err) = run(&[dir.path().to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let vera = player(&v, "Вера");
    assert_eq!(vera["checks"], 1);
    assert_eq!(vera["checks_found_black"], 1);
    assert_eq!(role(vera, "sheriff")["checks_found_black"], 1);
    let egor = player(&v, "Егор");
    assert_eq!(egor["checks"], 2);
    assert_eq!(egor["checks_found_role"], 1);
    assert_eq!(egor["checks_found_black"], 0);
    assert_eq!(player(&v, "Борис")["killed_first_night"], 1);
}

/// The MCC evening: game 2 removes seats 6, 8, 1, 2, 5, 7 for an insult
/// (six removals, among them Вера at seat 1), then three misses at four
/// players: MCC's draw. Game 1 red by the vote, game 3 black by the shot.
#[test]
fn removals_and_the_mcc_draw_are_counted() {
    let (code, v, err) = run(&[example("mcc-evening").to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let rs = &v["rulesets"][0];
    assert_eq!(rs["games"], 3);
    assert_eq!(rs["draws"], 1);
    assert_eq!(rs["endings"]["draw"], 1);
    assert_eq!(rs["endings"]["vote"], 1);
    assert_eq!(rs["endings"]["shot"], 1);
    let removals: u64 = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["removals"].as_u64().unwrap())
        .sum();
    assert_eq!(removals, 6);
    assert_eq!(player(&v, "Вера")["removals"], 1);
}

/// The Baikal games are of 2026-11-28, the MCC evening's of 2026-11-27.
fn both_tournaments() -> tempfile::TempDir {
    let mut files = games_of("baikal-two-games");
    files.extend(games_of("mcc-evening"));
    folder_of(&files)
}

#[test]
fn from_and_to_count_only_the_games_of_those_days() {
    let dir = both_tournaments();
    let d = dir.path().to_str().unwrap();
    let (code, v, err) = run(&[d]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(v["games"], 5);
    assert_eq!(v["rulesets"].as_array().unwrap().len(), 2);
    let (_, v, _) = run(&[d, "--from", "2026-11-28"]);
    assert_eq!(v["games"], 2);
    assert_eq!(v["rulesets"][0]["ruleset"], "baikal");
    let (_, v, _) = run(&[d, "--to", "2026-11-27"]);
    assert_eq!(v["games"], 3);
    assert_eq!(v["rulesets"][0]["ruleset"], "mcc");
    let (_, v, _) = run(&[d, "--from", "2026-11-29"]);
    assert_eq!(v["games"], 0);
    let (code, _, err) = run(&[d, "--from", "28.11.2026"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("--from") && err.contains("YYYY-MM-DD"),
        "{err}"
    );
}

/// Борис played both Baikal games and MCC games 1 and 3 (not game 2).
#[test]
fn player_counts_only_his_games_and_his_line() {
    let dir = both_tournaments();
    let (code, v, err) = run(&[dir.path().to_str().unwrap(), "--player", "Борис"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(v["games"], 4);
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 1);
    assert_eq!(players[0]["nick"], "Борис");
    assert_eq!(players[0]["games"], 4);
}

#[test]
fn a_damaged_file_is_named_and_the_rest_are_counted() {
    let dir = folder_of(&games_of("baikal-two-games"));
    std::fs::write(dir.path().join("broken.json"), b"{\"format\": \"mafia-ju").unwrap();
    let (code, v, err) = run(&[dir.path().to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(v["games"], 2);
    assert!(err.contains("broken.json"), "{err}");
    let left = v["left_out"].as_array().unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0]["file"], "broken.json");
    assert_eq!(left[0]["severity"], "damaged");
}

#[test]
fn the_csv_holds_the_same_numbers_and_no_formula() {
    let dir = folder_of(&games_of("baikal-two-games"));
    // A nickname that would start a formula in a spreadsheet, in game 1
    // only (Алиса's seat 1: one civilian's win, 3 points).
    let first = dir.path().join("00-game-01.json");
    let text = std::fs::read_to_string(&first).unwrap();
    std::fs::write(&first, text.replacen("\"Алиса\"", "\"=1+1\"", 1)).unwrap();
    let out = dir.path().join("out").join("stats.csv");
    std::fs::create_dir_all(out.parent().unwrap()).unwrap();
    let (code, v, err) = run(&[dir.path().to_str().unwrap(), "--csv", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let csv = std::fs::read_to_string(&out).unwrap();
    let mut blocks = csv.split("\n\n");
    let lines = blocks.next().unwrap();
    let rulesets = blocks.next().unwrap();
    assert!(lines.starts_with("kind,nick,role,side,games,wins,win_rate,points"));
    assert!(
        lines.contains("\"player\",\"'=1+1\",\"\",\"\",1,1,1,3,3,"),
        "{lines}"
    );
    assert!(
        !csv.lines()
            .any(|l| l.starts_with("\"=") || l.contains(",\"="))
    );
    // Жанна's line as in the JSON: 2 games, 2 wins, 8 points.
    assert_eq!(player(&v, "Жанна")["points"].as_f64(), Some(8.0));
    assert!(
        lines.contains("\"player\",\"Жанна\",\"\",\"\",2,2,1,8,4,"),
        "{lines}"
    );
    assert!(rulesets.starts_with("kind,ruleset,games,red_wins"));
    assert!(
        rulesets.contains("\"ruleset\",\"baikal\",2,1,1,0,0.5,0.5,1,1,0,0,0,0,3,4,3.5"),
        "{rulesets}"
    );
}

/// A record file of `baikal-two-games` as JSON, to change and write again.
fn record_json(name: &str) -> Value {
    let text =
        std::fs::read_to_string(example("baikal-two-games").join("games").join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn write_json(dir: &std::path::Path, name: &str, v: &Value) {
    std::fs::write(dir.join(name), serde_json::to_string_pretty(v).unwrap()).unwrap();
}

fn left_out_files(v: &Value, severity: &str) -> Vec<String> {
    v["left_out"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|l| l["severity"] == severity)
        .map(|l| l["file"].as_str().unwrap().to_owned())
        .collect()
}

/// As the standings: an earlier save whose header differs from the longer
/// record's (another table written on it) is not an earlier save of it;
/// the judge must choose, so neither is counted.
#[test]
fn a_shorter_record_of_the_same_game_with_another_header_leaves_both_out() {
    let dir = tempfile::tempdir().unwrap();
    let full = record_json("game-01.json");
    let mut early = full.clone();
    early["actions"].as_array_mut().unwrap().truncate(20);
    early["meta"]["table"] = Value::from("2");
    write_json(dir.path(), "a-full.json", &full);
    write_json(dir.path(), "b-early.json", &early);
    write_json(dir.path(), "c-game-02.json", &record_json("game-02.json"));
    let (code, v, err) = run(&[dir.path().to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(v["games"], 1, "only game 2 counts");
    assert_eq!(v["counted"], serde_json::json!(["c-game-02.json"]));
    assert_eq!(
        left_out_files(&v, "damaged"),
        ["a-full.json", "b-early.json"]
    );
}

/// As the standings: role counts that differ make two records of one game,
/// not an earlier save and a later one.
#[test]
fn a_shorter_record_of_the_same_game_with_other_role_counts_leaves_both_out() {
    let dir = tempfile::tempdir().unwrap();
    let full = record_json("game-01.json");
    let mut early = full.clone();
    early["actions"].as_array_mut().unwrap().truncate(20);
    early["role_counts"] = serde_json::json!({ "civilian": 6 });
    write_json(dir.path(), "a-full.json", &full);
    write_json(dir.path(), "b-early.json", &early);
    let (code, v, err) = run(&[dir.path().to_str().unwrap()]);
    assert_eq!(v["games"], 0, "{err}");
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        left_out_files(&v, "damaged"),
        ["a-full.json", "b-early.json"]
    );
}

/// As the standings: a copy of a finished game with 101 notes after its end
/// is held, and the finished record is the one counted.
#[test]
fn a_long_appendix_to_a_finished_game_is_held_and_the_game_counts_as_finished() {
    let dir = tempfile::tempdir().unwrap();
    let full = record_json("game-01.json");
    let mut long = full.clone();
    let at = long["actions"].as_array().unwrap().last().unwrap()["at"]
        .as_u64()
        .unwrap();
    for i in 0..101u64 {
        long["actions"]
            .as_array_mut()
            .unwrap()
            .push(serde_json::json!({
                "at": at + i + 1, "type": "note", "text": format!("n{i}")
            }));
    }
    write_json(dir.path(), "a-game.json", &full);
    write_json(dir.path(), "b-longer.json", &long);
    let (code, v, err) = run(&[dir.path().to_str().unwrap()]);
    assert_eq!(code, 2, "a held game is for the head judge: {err}");
    assert_eq!(v["counted"], serde_json::json!(["a-game.json"]));
    assert_eq!(left_out_files(&v, "held"), ["b-longer.json"]);
    // Game 1's figures, as counted by hand above: red won by the vote.
    assert_eq!(player(&v, "Вера")["points"].as_f64(), Some(5.0));
}

/// Per table, counted by hand from the two Baikal games (see the first
/// test), game 2 written on table 2: table 1 has game 1 (red won by the
/// vote on day 3), table 2 game 2 (black won by the shot, four days).
#[test]
fn each_table_has_its_win_rates_endings_and_length() {
    let dir = tempfile::tempdir().unwrap();
    let mut second = record_json("game-02.json");
    second["meta"]["table"] = Value::from("2");
    write_json(dir.path(), "game-01.json", &record_json("game-01.json"));
    write_json(dir.path(), "game-02.json", &second);
    let out = dir.path().join("stats.csv");
    let (code, v, err) = run(&[dir.path().to_str().unwrap(), "--csv", out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let tables = v["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    let one = &tables[0];
    assert_eq!(
        (one["table"].as_str(), one["ruleset"].as_str()),
        (Some("1"), Some("baikal"))
    );
    assert_eq!(one["games"], 1);
    assert_eq!(one["red_win_rate"].as_f64(), Some(1.0));
    assert_eq!(one["black_win_rate"].as_f64(), Some(0.0));
    assert_eq!(one["endings"]["vote"], 1);
    assert_eq!(one["endings"]["shot"], 0);
    assert_eq!(one["days"]["mean"].as_f64(), Some(3.0));
    let two = &tables[1];
    assert_eq!(two["table"], "2");
    assert_eq!(two["black_win_rate"].as_f64(), Some(1.0));
    assert_eq!(two["endings"]["shot"], 1);
    assert_eq!(two["days"]["mean"].as_f64(), Some(4.0));
    // The CSV's third block: the same numbers.
    let csv = std::fs::read_to_string(&out).unwrap();
    let third = csv.split("\n\n").nth(2).unwrap();
    assert!(
        third.starts_with("kind,table,ruleset,games,red_wins"),
        "{third}"
    );
    assert!(
        third.contains("\"table\",1,\"baikal\",1,1,0,0,1,0,1,0,0,0,0,0,3,3,3"),
        "{third}"
    );
    assert!(
        third.contains("\"table\",2,\"baikal\",1,0,1,0,0,1,0,1,0,0,0,0,4,4,4"),
        "{third}"
    );
}
