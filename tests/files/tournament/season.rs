//! Seed 002 (MCC): the club rating over a season's evenings (the dates the
//! club sets in `seasons.toml`), with the ruleset's `[tournament]` rules (a
//! draw at four is not rated, only the best player's +1), and a ban for
//! several seasons («забанить зачинщика на несколько игровых сезонов»)
//! kept in the club's player list.

use super::examples::{self, ruleset};
use crate::support::{Judge, root};
use mafia_tournament::tournament::GameFile;
use mafia_tournament::tournament::players::Registry;
use mafia_tournament::tournament::season::{Season, Seasons, own_ruleset, season_standings};

fn autumn() -> Season {
    Season {
        name: "Осень 2026".into(),
        from: "2026-09-01".into(),
        to: "2026-12-31".into(),
    }
}

fn seasons() -> Seasons {
    Seasons {
        seasons: vec![
            Season {
                name: "Весна 2027".into(),
                from: "2027-01-10".into(),
                to: "2027-05-31".into(),
            },
            autumn(),
            Season {
                name: "Осень 2027".into(),
                from: "2027-09-01".into(),
                to: "2027-12-31".into(),
            },
        ],
    }
}

/// The example MCC evening of 2026-11-27 (a red win, an unrated draw at
/// four, a black win), as kept games.
fn evening_games() -> Vec<GameFile> {
    examples::mcc_evening()
        .1
        .into_iter()
        .map(|(file, record)| GameFile { file, record })
        .collect()
}

#[test]
fn the_season_rating_sums_the_games_played_within_its_dates() {
    let s = season_standings(&ruleset("mcc"), &autumn(), &evening_games(), &[]);
    assert!(s.left_out.is_empty(), "{:?}", s.left_out);
    assert_eq!(s.counted.len(), 3);
    let row = |n: &str| s.players.iter().find(|r| r.nick == n).unwrap();
    // Борис: two rated wins, a best player once (the tournament's test
    // checks the same evening by hand).
    assert_eq!((row("Борис").games, row("Борис").wins), (2, 2));
    assert_eq!(row("Борис").total, 1.0);
    assert_eq!(s.players[0].nick, "Борис");
}

#[test]
fn a_draw_at_four_is_not_rated_only_the_best_player_gets_his_plus_one() {
    let s = season_standings(&ruleset("mcc"), &autumn(), &evening_games(), &[]);
    assert_eq!(s.counted.iter().filter(|g| !g.rated).count(), 1);
    // Лена was the draw's best player (+1, the draw not among her rated
    // games) and lost game 3 (0): one rated game, no win, 1 point.
    let lena = s.players.iter().find(|r| r.nick == "Лена").unwrap();
    assert_eq!((lena.games, lena.wins, lena.total), (1, 0, 1.0));
}

#[test]
fn a_game_outside_the_season_is_not_counted() {
    let winter = Season {
        name: "Зима".into(),
        from: "2026-12-01".into(),
        to: "2027-02-28".into(),
    };
    let s = season_standings(&ruleset("mcc"), &winter, &evening_games(), &[]);
    assert!(s.counted.is_empty());
    assert!(s.players.iter().all(|r| r.total == 0.0));
}

/// Issue 32.10: the season is counted by the ruleset its own games were
/// played by (the evening card and `mafia-judge season` alike), not by
/// whichever ruleset the start form used last.
#[test]
fn a_season_is_counted_by_the_ruleset_its_games_were_played_by() {
    let mut games = evening_games();
    assert_eq!(own_ruleset(&autumn(), &games), Some("mcc"));
    // One FIIM game that autumn: the club's rating stays MCC's.
    let mut fiim = games[0].clone();
    fiim.record.ruleset.id = "fiim".into();
    games.push(fiim);
    assert_eq!(own_ruleset(&autumn(), &games), Some("mcc"));
    // A season without a game has no ruleset of its own.
    let spring = &seasons().seasons[0];
    assert_eq!(own_ruleset(spring, &games), None);
}

#[test]
fn a_game_of_another_ruleset_is_not_in_the_clubs_rating() {
    let games = evening_games();
    let s = season_standings(&ruleset("fiim"), &autumn(), &games, &[]);
    assert!(s.counted.is_empty());
}

#[test]
fn a_ban_for_two_seasons_ends_with_the_second_season_from_the_one_under_way() {
    assert_eq!(
        seasons().ban_until("2026-11-27", 2).as_deref(),
        Some("2027-05-31")
    );
    assert_eq!(
        seasons().ban_until("2026-11-27", 1).as_deref(),
        Some("2026-12-31")
    );
}

#[test]
fn a_ban_given_between_seasons_starts_with_the_next_season() {
    assert_eq!(
        seasons().ban_until("2027-07-01", 1).as_deref(),
        Some("2027-12-31")
    );
}

#[test]
fn a_ban_longer_than_the_seasons_the_club_has_set_is_not_guessed() {
    assert_eq!(seasons().ban_until("2026-11-27", 4), None);
    assert_eq!(seasons().ban_until("2026-11-27", 0), None);
}

#[test]
fn the_club_keeps_the_ban_in_its_player_list_and_it_holds_to_its_last_day() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("players.toml");
    Registry::update(&path, |r| r.ban("Буян", "2027-05-31", "скандал")).unwrap();
    let r = Registry::load(&path).unwrap();
    let p = r.get("буян").unwrap();
    assert_eq!(
        (p.banned_until.as_str(), p.ban_reason.as_str()),
        ("2027-05-31", "скандал")
    );
    assert!(p.banned_on("2027-05-31"));
    assert!(!p.banned_on("2027-06-01"));
    let seated = vec!["Лиса".to_owned(), "Буян".to_owned()];
    assert_eq!(r.banned(&seated, "2026-12-02").len(), 1);
}

#[test]
fn a_seasons_file_with_a_bad_date_is_named_with_its_key() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("seasons.toml");
    std::fs::write(
        &path,
        "[[seasons]]\nname = \"A\"\nfrom = \"2026-09-01\"\nto = \"2026-12-31\"\n\n[[seasons]]\nname = \"B\"\nfrom = \"1.01.2027\"\nto = \"2027-05-31\"\n",
    )
    .unwrap();
    let e = Seasons::load(&path).unwrap_err().to_string();
    assert!(
        e.contains("seasons.toml") && e.contains("seasons[1].from"),
        "{e}"
    );
    std::fs::write(
        &path,
        "[[seasons]]\nname = \"A\"\nfrom = \"2026-09-01\"\nto = \"2026-08-31\"\n",
    )
    .unwrap();
    let e = Seasons::load(&path).unwrap_err().to_string();
    assert!(e.contains("seasons[0].to"), "{e}");
    assert_eq!(
        Seasons::load(&dir.path().join("none.toml")).unwrap(),
        Seasons::default()
    );
}

#[test]
fn the_command_line_bans_for_n_seasons_and_prints_the_seasons_rating() {
    let data = tempfile::tempdir().unwrap();
    let toml = toml::to_string(&seasons()).unwrap();
    std::fs::write(data.path().join("seasons.toml"), toml).unwrap();
    let games = data.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    for g in evening_games() {
        std::fs::write(games.join(&g.file), g.record.to_json()).unwrap();
    }
    let run = |args: &[&str]| Judge::with(args).data(data.path()).run();
    let out = run(&[
        "season",
        "--ban",
        "Буян",
        "--seasons",
        "2",
        "--reason",
        "скандал",
        "--date",
        "2026-11-27",
    ]);
    out.ok();
    let r = Registry::load(&data.path().join("players.toml")).unwrap();
    assert_eq!(r.get("Буян").unwrap().banned_until, "2027-05-31");

    let json = run(&["season", "Осень 2026"]).ok().json();
    let rows = json["players"].as_array().unwrap();
    assert_eq!(rows[0]["nick"], "Борис");
    assert_eq!(rows.len(), 12);

    // A game of another club's rules in the same folder is not the
    // season's: still 0, the same rating.
    let fiim = root().join("examples/fiim-red-wins.json");
    std::fs::copy(&fiim, games.join("fiim.json")).unwrap();
    assert_eq!(run(&["season", "Осень 2026"]).ok().json(), json);
    // A record cut short is named on stderr and the exit says so (2), the
    // rating of what could be read printed all the same.
    std::fs::write(
        games.join("cut.json"),
        b"{\"format\": \"mafia-judge-record\", \"vers",
    )
    .unwrap();
    let out = run(&["season", "Осень 2026"]);
    assert!(out.code(2).stderr.contains("cut.json"), "{out}");
    let cut = out.json();
    assert_eq!(cut["players"], json["players"]);
    assert_eq!(cut["left_out"][0]["file"], "cut.json");
    std::fs::remove_file(games.join("cut.json")).unwrap();

    let out = run(&["season", "Лето"]);
    assert_ne!(out.code, 0, "{out}");
    assert!(out.stderr.contains("Лето"), "{out}");
    let out = run(&[
        "season",
        "--ban",
        "Буян",
        "--seasons",
        "5",
        "--date",
        "2026-11-27",
    ]);
    assert_ne!(out.code, 0, "five seasons are not set{out}");
}
