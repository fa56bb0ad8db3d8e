//! Seed 002 (MCC), a club evening run from the start screen: the judge
//! checks in who came, the club's rule proposes each next table (the last
//! game's best player and first killed, then those who have not played,
//! the rest the judge's), the judge completes it from who is here, draws
//! the seats, the game is played and the best player voted, and «Новая
//! игра» brings the next proposal. Three games.
//!
//! The games themselves are played by the scripted judge of the example
//! tournaments (every action through the engine) and opened in the console.

use crate::table::{CAME, COMMISSAR_CLASSIC as CARDS};
use crate::ui_common::{click, console_app};
use eframe::egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_core::game::seat_draw::is_drawn;
use mafia_core::game::{Action, DayStage, GameState, Phase, Seat};
use mafia_core::ruleset::Ruleset;
use mafia_store::ruleset::catalog;
use mafia_store::session::Meta;
use mafia_ui::ui::Console;

#[allow(dead_code)] // the example tournaments' judge; this test needs a part of it
#[path = "../files/tournament/play.rs"]
mod play;

fn mcc() -> Ruleset {
    catalog::find("mcc").unwrap()
}

/// The start screen of this console, tall enough for the evening's card.
fn start_screen(c: Console) -> Harness<'static, Console> {
    let mut h = Harness::builder()
        .with_size([1700.0, 1500.0])
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), c);
    h.run_steps(2);
    h
}

fn evening() -> Harness<'static, Console> {
    start_screen(console_app(vec![mcc()]))
}

fn check_in(h: &mut Harness<'_, Console>, nick: &str) {
    h.get_by(|n| n.role() == Role::TextInput && n.placeholder() == Some("Ник игрока"))
        .focus();
    h.run_steps(2);
    h.get_by(|n| n.role() == Role::TextInput && n.placeholder() == Some("Ник игрока"))
        .type_text(nick);
    h.run_steps(2);
    click(h, "Пришёл");
}

fn seats(h: &Harness<'_, Console>) -> Vec<String> {
    h.state().screens.start.nicks.clone()
}

/// The table drawn on the start screen plays its game (black wins by
/// shooting the lowest red seat each night: seat 1 is killed first), the
/// table votes `best` the best player, the console opens the game, the
/// judge walks the table through its words after the game, and goes on to
/// the next one.
fn play_and_go_on(h: &mut Harness<'_, Console>, game: u64, best: Seat) {
    let nicks = seats(h);
    let mut plan = play::Plan::black();
    plan.best_players = vec![best];
    let meta = Meta {
        game: game.to_string(),
        draw_seed: h.state().screens.start.meta.draw_seed,
        ..Meta::default()
    };
    let created = crate::ui_common::T0 + game * 3_600_000;
    let record = play::play(&mcc(), &nicks, &CARDS, created, meta, &plan);
    assert!(is_drawn(record.meta.draw_seed.unwrap(), &record.players));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(format!("game-{game}.json"));
    std::fs::write(&path, record.to_json()).unwrap();
    h.state_mut().app.open_path(&path);
    h.run_steps(2);
    let st = |h: &Harness<'_, Console>| h.state().app.view().session().unwrap().state().clone();
    assert!(st(h).is_over());
    // The round of words after the game: every seat in turn, the dead too.
    for seat in 1..=10 {
        assert_eq!(st(h).after_speaker(), Some(seat), "game {game}");
        click(h, "Далее »");
    }
    assert_eq!(
        st(h).after_speaker(),
        None,
        "game {game}: the round is over"
    );
    click(h, "Игра");
    click(h, "Новая игра");
}

/// The proposal on the card: (nick, why) in order.
fn proposed(h: &Harness<'_, Console>) -> Vec<(String, String)> {
    let e = &h.state().app.view().evening().evening;
    e.propose(10)
        .into_iter()
        .map(|i| (i.nick, format!("{:?}", i.why)))
        .collect()
}

/// The judge fills the open seats with who is here, by the «+ nick» buttons.
fn fill_open_seats(h: &mut Harness<'_, Console>) {
    for _ in 0..10 {
        let open = seats(h).iter().any(|n| n.is_empty());
        if !open {
            return;
        }
        let free: Vec<String> = CAME
            .iter()
            .map(|s| (*s).to_owned())
            .filter(|p| !seats(h).contains(p))
            .collect();
        click(h, &format!("+ {}", free[0]));
    }
}

#[test]
fn mcc_an_evening_of_three_games_from_check_in_to_the_next_table() {
    let mut h = evening();
    assert!(h.query_by_label("Клубный вечер").is_some());
    for nick in CAME {
        check_in(&mut h, nick);
    }
    assert_eq!(h.state().app.view().evening().evening.present, CAME);

    // Game 1: nobody has played; the first ten who came, in order.
    assert_eq!(h.query_all_by_label("ещё не играл").count(), 10);
    click(&mut h, "За стол");
    assert_eq!(seats(&h), CAME[..10]);
    click(&mut h, "Тянуть номерки");
    let table1 = seats(&h);
    play_and_go_on(&mut h, 1, 3);

    // Game 2: the best player (seat 3), the first killed (seat 1), then the
    // two who have not played; the other six seats are the judge's.
    assert_eq!(h.state().app.view().evening().evening.games.len(), 1);
    let p = proposed(&h);
    assert_eq!(
        p,
        [
            (table1[2].clone(), "BestPlayer".to_owned()),
            (table1[0].clone(), "FirstKilled".to_owned()),
            ("Сова".to_owned(), "NotPlayed".to_owned()),
            ("Уж".to_owned(), "NotPlayed".to_owned()),
        ]
    );
    assert_eq!(h.query_all_by_label("лучший игрок").count(), 1);
    assert_eq!(h.query_all_by_label("первоубиенный").count(), 1);
    assert_eq!(h.query_all_by_label("ещё не играл").count(), 2);
    assert!(
        h.query_by_label("Остальные места (6) — на усмотрение ведущего.")
            .is_some()
    );
    click(&mut h, "За стол");
    assert_eq!(
        seats(&h)[..4],
        [
            p[0].0.clone(),
            p[1].0.clone(),
            p[2].0.clone(),
            p[3].0.clone()
        ]
    );
    assert_eq!(seats(&h)[4], "");
    fill_open_seats(&mut h);
    assert!(seats(&h).iter().all(|n| !n.is_empty()));
    click(&mut h, "Тянуть номерки");
    let table2 = seats(&h);
    play_and_go_on(&mut h, 2, 5);

    // Game 3: everybody has played; the best player and the first killed
    // of game 2, the rest the judge's.
    let p = proposed(&h);
    assert_eq!(
        p,
        [
            (table2[4].clone(), "BestPlayer".to_owned()),
            (table2[0].clone(), "FirstKilled".to_owned()),
        ]
    );
    click(&mut h, "За стол");
    fill_open_seats(&mut h);
    click(&mut h, "Тянуть номерки");
    let table3 = seats(&h);
    play_and_go_on(&mut h, 3, 9);

    let e = &h.state().app.view().evening().evening;
    assert_eq!(e.games.len(), 3);
    assert_eq!(e.games[2].players, table3);
    assert_eq!(e.games[2].best, [table3[8].clone()]);
    assert_eq!(
        proposed(&h)[..2],
        [
            (table3[8].clone(), "BestPlayer".to_owned()),
            (table3[0].clone(), "FirstKilled".to_owned()),
        ]
    );
}

#[test]
fn the_evening_is_kept_beside_the_games_folder_and_read_again_by_the_next_console() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let mut c = console_app(vec![mcc()]);
    c.app.open_store(games.clone());
    let mut h = start_screen(c);
    check_in(&mut h, "Лиса");
    check_in(&mut h, "Бард");
    let file = tmp.path().join("evening.toml");
    let kept = mafia_tournament::tournament::evening::Evening::load(&file).unwrap();
    assert_eq!(kept.present, ["Лиса", "Бард"]);
    drop(h);
    // Another check-in from the command line meanwhile stays too.
    let mut e = kept.clone();
    e.check_in("Жук");
    e.save(&file).unwrap();
    let mut next = console_app(vec![mcc()]);
    next.app.open_store(games);
    let h = start_screen(next);
    assert_eq!(
        h.state().app.view().evening().evening.present,
        ["Лиса", "Бард", "Жук"]
    );
    assert!(h.query_by_label("Пришли: 3").is_some());
}

#[test]
fn mcc_a_player_the_club_has_banned_is_shown_when_he_is_seated() {
    let tmp = tempfile::tempdir().unwrap();
    let mut r = mafia_tournament::tournament::players::Registry::default();
    r.ban("Буян", "2099-12-31", "скандал");
    r.save(&tmp.path().join("players.toml")).unwrap();
    let mut c = console_app(vec![mcc()]);
    c.app.open_store(tmp.path().join("games"));
    c.screens.start.nicks = CAME[..10].iter().map(|s| (*s).to_owned()).collect();
    let mut h = start_screen(c);
    let line = "Буян: отстранён клубом до 2099-12-31 (скандал)";
    assert!(h.query_by_label(line).is_none(), "not seated yet");
    h.state_mut().screens.start.nicks[4] = "буян".to_owned();
    h.run_steps(2);
    assert!(h.query_by_label(line).is_some(), "seated: the ban is shown");
}

#[test]
fn mcc_a_banned_player_who_checks_in_is_said_so_and_not_proposed() {
    let tmp = tempfile::tempdir().unwrap();
    let mut r = mafia_tournament::tournament::players::Registry::default();
    r.ban("Буян", "2099-12-31", "");
    r.save(&tmp.path().join("players.toml")).unwrap();
    let mut c = console_app(vec![mcc()]);
    c.app.open_store(tmp.path().join("games"));
    let mut h = start_screen(c);
    check_in(&mut h, "Лиса");
    check_in(&mut h, "Буян");
    assert!(
        h.query_by_label("Буян: отстранён клубом до 2099-12-31")
            .is_some()
    );
    click(&mut h, "За стол");
    assert_eq!(seats(&h)[..2], ["Лиса".to_owned(), String::new()]);
}

/// Waits for the season's rating, counted on a thread of its own.
fn season_counted(h: &mut Harness<'_, Console>, games: usize) {
    for _ in 0..200 {
        h.run_steps(1);
        let s = h.state().app.view().evening().season.clone();
        if s.is_some_and(|s| s.games == games) {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    panic!(
        "the season never counted {games} games: {:?}",
        h.state().app.view().evening().season
    );
}

/// A game of the evening as kept in the games folder, dated today.
fn kept_game(games: &std::path::Path, n: u64, today: &str, best: Seat) {
    let nicks: Vec<String> = CAME[..10].iter().map(|s| (*s).to_owned()).collect();
    let mut plan = play::Plan::black();
    plan.best_players = vec![best];
    let meta = Meta {
        game: n.to_string(),
        date: today.to_owned(),
        ..Meta::default()
    };
    let created = crate::ui_common::T0 + n * 3_600_000;
    let record = play::play(&mcc(), &nicks, &CARDS, created, meta, &plan);
    std::fs::write(games.join(format!("game-{n}.json")), record.to_json()).unwrap();
}

#[test]
fn mcc_the_season_rating_on_the_evening_card_counts_each_game_kept_tonight() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(
        tmp.path().join("seasons.toml"),
        "[[seasons]]\nname = \"Сезон вечеров\"\nfrom = \"2000-01-01\"\nto = \"2099-12-31\"\n",
    )
    .unwrap();
    let mut c = console_app(vec![mcc()]);
    let today = c.app.view().today();
    kept_game(&games, 1, &today, 3);
    kept_game(&games, 2, &today, 5);
    c.app.open_store(games.clone());
    let mut h = start_screen(c);
    season_counted(&mut h, 2);
    click(&mut h, "Рейтинг сезона «Сезон вечеров» (игр: 2)");
    // MCC's points table is cut off in the seed (zeros): only the best
    // player's +1 counts, so the two best players (seats 3 and 5) lead
    // with a point each.
    let s = h.state().app.view().evening().season.clone().unwrap();
    assert_eq!(s.leaders.len(), mafia_app::app::evening::SEASON_LEADERS);
    let mut top: Vec<(u32, &str, f64)> = s.leaders[..2]
        .iter()
        .map(|l| (l.0, l.1.as_str(), l.2))
        .collect();
    top.sort_by(|a, b| a.1.cmp(b.1));
    let mut best = [(1, CAME[2], 1.0), (1, CAME[4], 1.0)];
    best.sort_by(|a, b| a.1.cmp(b.1));
    assert_eq!(top, best);
    assert_eq!(s.leaders[2].2, 0.0);
    let first = &s.leaders[0];
    let row = format!(
        "1. {} — {}",
        first.1,
        mafia_words::i18n::points(mafia_words::Lang::Ru, first.2)
    );
    assert!(h.query_by_label(&row).is_some(), "{row}");

    // Tonight's third game, kept and left with «Новая игра»: the rating
    // counts it.
    for nick in CAME {
        check_in(&mut h, nick);
    }
    kept_game(&games, 3, &today, 9);
    h.state_mut().app.open_path(&games.join("game-3.json"));
    h.run_steps(2);
    assert!(h.state().app.view().session().unwrap().state().is_over());
    click(&mut h, "Игра");
    click(&mut h, "Новая игра");
    season_counted(&mut h, 3);
    assert!(
        h.query_by_label("Рейтинг сезона «Сезон вечеров» (игр: 3)")
            .is_some()
    );
}

/// Issue 32.10: the season card counts the season's games by their own
/// records' ruleset, as `mafia-judge season` does, not by the ruleset the
/// start form used last (here FIIM, the console's usual one).
#[test]
fn mcc_the_season_card_counts_by_the_games_own_ruleset_as_the_command_line_does() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(
        tmp.path().join("seasons.toml"),
        "[[seasons]]\nname = \"Сезон вечеров\"\nfrom = \"2000-01-01\"\nto = \"2099-12-31\"\n",
    )
    .unwrap();
    let mut c = console_app(vec![catalog::find("fiim").unwrap(), mcc()]);
    let form = mafia_app::app::StartForm::new(c.app.view().rulesets(), c.app.view().settings());
    assert_eq!(
        c.app.view().rulesets()[form.ruleset].id,
        "fiim",
        "the form's ruleset is not the season's"
    );
    let today = c.app.view().today();
    for (n, best) in [(1, 3), (2, 5), (3, 9)] {
        kept_game(&games, n, &today, best);
    }
    c.app.open_store(games.clone());
    let mut h = start_screen(c);
    season_counted(&mut h, 3);
    assert!(
        h.query_by_label("Рейтинг сезона «Сезон вечеров» (игр: 3)")
            .is_some()
    );
    // The command line over the same data folder counts the same games.
    let json = crate::support::Judge::with(["season", "Сезон вечеров"])
        .data(tmp.path())
        .run()
        .ok()
        .json();
    assert_eq!(json["games"], 3, "{json}");
    let card = h.state().app.view().evening().season.clone().unwrap();
    assert_eq!(json["games"].as_u64(), Some(card.games as u64));
    let cli_leader = json["players"][0]["total"].as_f64().unwrap();
    assert_eq!(card.leaders[0].2, cli_leader, "the same points too");
}

/// Issue 32.12: checking in 12 players took 14 clicks. Now the field keeps
/// the keys: a nickname, Enter, the next nickname, Enter, no click back
/// into the field between them.
#[test]
fn mcc_players_are_checked_in_by_the_keys_alone() {
    let mut h = evening();
    let field = |n: &egui_kittest::kittest::AccessKitNode<'_>| {
        n.role() == Role::TextInput && n.placeholder() == Some("Ник игрока")
    };
    h.get_by(field).focus();
    h.run_steps(2);
    for nick in ["Лиса", "Бард", "Жук"] {
        h.get_by(field).type_text(nick);
        h.run_steps(2);
        crate::ui_common::key(&mut h, eframe::egui::Key::Enter);
    }
    assert_eq!(
        h.state().app.view().evening().evening.present,
        ["Лиса", "Бард", "Жук"]
    );
}

fn fiim() -> Ruleset {
    catalog::find("fiim").unwrap()
}

/// A FIIM game of the evening (red votes the blacks out), cut at its first
/// action after which `stop` holds, opened in the console, which takes the
/// judge's next action (`then`, of the state there) and so autosaves it
/// into the games folder.
fn fiim_game_on_table(
    h: &mut Harness<'_, Console>,
    games: &std::path::Path,
    stop: impl Fn(&GameState) -> bool,
    then: impl Fn(&GameState) -> Action,
) {
    let nicks: Vec<String> = CAME[..10].iter().map(|s| (*s).to_owned()).collect();
    let meta = Meta {
        game: "1".to_owned(),
        ..Meta::default()
    };
    let whole = play::play(
        &fiim(),
        &nicks,
        &crate::table::CLASSIC,
        crate::ui_common::T0,
        meta,
        &play::Plan::red(),
    );
    let cut = crate::table::cut_where(&fiim(), &whole, stop);
    let path = games.parent().unwrap().join("opened.json");
    std::fs::write(&path, cut.to_json()).unwrap();
    h.state_mut().app.open_path(&path);
    h.run_steps(2);
    let action = then(h.state().app.view().session().unwrap().state());
    assert!(
        h.state_mut().app.run(Command::Act(action.clone())),
        "{action:?}"
    );
    h.run_steps(2);
}

/// A club evening by FIIM rules in a games folder of its own, everybody in.
fn fiim_evening(games: &std::path::Path) -> Harness<'static, Console> {
    std::fs::create_dir_all(games).unwrap();
    let mut c = console_app(vec![fiim()]);
    c.app.open_store(games.to_path_buf());
    let mut h = start_screen(c);
    for nick in CAME {
        check_in(&mut h, nick);
    }
    h
}

/// The last minute after the deciding vote: the result is known (FIIM 7.10).
fn in_last_minute_with_result(s: &GameState) -> bool {
    s.ending.is_some()
        && matches!(
            s.phase,
            Phase::Day {
                stage: DayStage::LastWords { .. },
                ..
            }
        )
}

/// The game the console autosaves, still in `current.json`.
fn in_autosave(games: &std::path::Path) -> bool {
    games.join(mafia_store::session::autosave::CURRENT).exists()
}

/// FIIM 7.10 at a club evening: the deciding vote has made the result, the
/// player voted out is disqualified in his last minute (the result stays,
/// he gets the penalty), and the judge presses «Новая игра» while that
/// minute still runs. The game has its result: it joins the evening and
/// goes into the kept games (the season counts those), never left behind.
#[test]
fn fiim_7_10_a_game_left_in_its_last_minute_joins_the_evening_at_new_game() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let mut h = fiim_evening(&games);
    let disqualify_speaker = |s: &GameState| Action::Punish {
        seat: s.speaker().unwrap(),
        offence: "6.7.1".to_owned(),
    };
    fiim_game_on_table(
        &mut h,
        &games,
        in_last_minute_with_result,
        disqualify_speaker,
    );
    let st = h.state().app.view().session().unwrap().state().clone();
    assert!(in_last_minute_with_result(&st), "{:?}", st.phase);
    let speaker = st.speaker().unwrap();
    assert!(
        st.player(speaker).unwrap().penalty.is_some(),
        "7.10: the penalty"
    );
    click(&mut h, "Игра");
    click(&mut h, "Новая игра");
    let e = &h.state().app.view().evening().evening;
    assert_eq!(
        e.games.len(),
        1,
        "the game with its result joins the evening"
    );
    assert_eq!(e.games[0].players, CAME[..10]);
    assert!(!in_autosave(&games), "moved on into the kept games");
    assert!(h.state().app.view().left_game().is_none());
    assert!(h.state().app.view().files().offer.is_none());
}

/// The same game with its last minute over (the result announced) when the
/// judge presses «Новая игра»: it joins the evening as any finished game.
#[test]
fn fiim_7_10_a_finished_game_with_a_last_minute_penalty_joins_the_evening_at_new_game() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let mut h = fiim_evening(&games);
    fiim_game_on_table(&mut h, &games, in_last_minute_with_result, |_| Action::Next);
    assert!(h.state().app.view().session().unwrap().state().is_over());
    click(&mut h, "Игра");
    click(&mut h, "Новая игра");
    assert_eq!(h.state().app.view().evening().evening.games.len(), 1);
    assert!(!in_autosave(&games));
}

/// A game the judge leaves before its end has no result: the evening does
/// not count it, and it is not lost either: it stays in the autosave, offered
/// to resume on the start screen.
#[test]
fn a_game_left_before_its_end_is_not_counted_by_the_evening_and_is_offered_to_resume() {
    let tmp = tempfile::tempdir().unwrap();
    let games = tmp.path().join("games");
    let mut h = fiim_evening(&games);
    let day_one = |s: &GameState| matches!(s.phase, Phase::Day { day: 1, .. });
    fiim_game_on_table(&mut h, &games, day_one, |_| Action::Next);
    assert!(
        h.state()
            .app
            .view()
            .session()
            .unwrap()
            .state()
            .ending
            .is_none()
    );
    click(&mut h, "Игра");
    click(&mut h, "Новая игра");
    assert!(h.state().app.view().evening().evening.games.is_empty());
    assert!(in_autosave(&games));
    h.state_mut().app.refresh_files();
    h.run_steps(2);
    assert!(
        h.state().app.view().files().offer.is_some(),
        "offered to resume"
    );
}
