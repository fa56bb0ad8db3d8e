//! A finished tournament game that a crash left in the autosave (issue
//! 32.1): the table's laptop died after the game's end, before «Новая
//! игра». On restart the start screen names the game and files it into the
//! tournament as «Новая игра» would have; starting the next game instead
//! files it first (or, with its tournament not open, says where it is),
//! never moving it into the kept games in silence.

use super::ui_common::{click, console_app, harness};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_store::ruleset::catalog;
use mafia_store::session::autosave::{Autosave, CURRENT};
use mafia_ui::ui::Console;
use std::path::{Path, PathBuf};

const NAME: &str = "Театр Теней Минск: финал года 2016";
const TITLE: &str = "Игра окончена, но не записана в турнир «Театр Теней Минск: финал года 2016»";

/// The example final with its first six games filed, in `dir/tournament`.
fn tournament(dir: &Path) -> PathBuf {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/tournaments/minsk-final");
    let to = dir.join("tournament");
    let mut d = mafia_tournament::tournament::open(&src)
        .unwrap()
        .description;
    d.penalties.clear();
    d.save(&to).unwrap();
    std::fs::create_dir_all(to.join("games")).unwrap();
    for g in 1..=6 {
        let name = format!("game-{g:02}.json");
        std::fs::copy(src.join("games").join(&name), to.join("games").join(&name)).unwrap();
    }
    to
}

/// The table's games folder as the crash leaves it: game 7 of table 1
/// finished and autosaved (`current.json` and its kept copy), with no
/// «Новая игра» after it.
fn crashed_at_the_end(dir: &Path) -> PathBuf {
    let games = dir.join("games");
    std::fs::create_dir_all(&games).unwrap();
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final/games/game-07.json");
    let record = mafia_store::session::record::read_file(&src).unwrap();
    let rs = catalog::find("minsk-final").unwrap();
    let session = mafia_store::session::Session::replay(rs, &record).unwrap();
    assert!(session.state().ending.is_some(), "game 7 is finished");
    Autosave::new(games.clone()).save_session(&session).unwrap();
    assert!(games.join(CURRENT).exists());
    games
}

/// The console started again on that games folder.
fn restarted(games: &Path) -> Harness<'static, Console> {
    let mut app = console_app(vec![catalog::find("minsk-final").unwrap()]);
    app.app.enable_autosave(games.to_path_buf());
    let mut h = harness(app);
    h.run_steps(2);
    h
}

fn open_tournament(h: &mut Harness<'static, Console>, folder: &Path) {
    click(h, "Вид");
    click(h, "Турнир…");
    h.get_by_label("Папка турнира:").focus();
    h.run_steps(2);
    h.get_by_label("Папка турнира:")
        .type_text(folder.to_str().unwrap());
    h.run_steps(2);
    // The window's «Открыть», beside the folder field (the kept games
    // have theirs too).
    let field = h.get_by_label("Папка турнира:").rect().center().y;
    h.query_all_by_label("Открыть")
        .min_by(|a, b| {
            let d = |n: &egui_kittest::Node<'_>| (n.rect().center().y - field).abs();
            d(a).total_cmp(&d(b))
        })
        .unwrap()
        .click();
    h.run_steps(3);
    assert!(h.state().app.view().tournament().loaded.is_some());
    // The window closed again: the start screen is in sight.
    click(h, "Вид");
    click(h, "Турнир…");
}

/// Game 7's files in the tournament's games folder (a table's console names
/// it `t1-r7-g7-…`).
fn filed(folder: &Path) -> Vec<String> {
    std::fs::read_dir(folder.join("games"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("t1-r7-g7-"))
        .collect()
}

fn message(h: &Harness<'static, Console>) -> String {
    h.state()
        .app
        .view()
        .message()
        .map(|m| m.text.ru.clone())
        .unwrap_or_default()
}

#[test]
fn a_finished_game_a_crash_left_unfiled_is_offered_on_restart_and_filed_into_its_tournament() {
    let dir = tempfile::tempdir().unwrap();
    let folder = tournament(dir.path());
    let games = crashed_at_the_end(dir.path());
    let mut h = restarted(&games);
    // Its tournament not open yet: the game is named, and what to open.
    h.get_by_label(TITLE);
    h.get_by_label(&format!(
        "Откройте турнир «{NAME}», чтобы записать её в него"
    ));
    assert!(h.query_by_label("Записать в турнир").is_none());

    open_tournament(&mut h, &folder);
    assert!(filed(&folder).is_empty(), "not filed by opening alone");
    click(&mut h, "Записать в турнир");
    assert_eq!(
        filed(&folder).len(),
        1,
        "{:?} {}",
        filed(&folder),
        message(&h)
    );
    let said = message(&h);
    assert!(
        said.starts_with("Добавлена: Стол 1, Игра № 7 как t1-r7-g7-"),
        "{said}"
    );
    assert!(h.query_by_label(TITLE).is_none(), "the offer is gone");
    assert!(
        !games.join(CURRENT).exists(),
        "moved on into the kept games"
    );
    let loaded = h.state().app.view().tournament().loaded.as_ref().unwrap();
    assert_eq!(loaded.folder.games.len(), 7, "the standings count it");
    // As after «Новая игра»: the form holds the next game's number.
    assert_eq!(h.state().screens.start.meta.game, "8");

    // Started again: nothing is offered twice.
    drop(h);
    let h = restarted(&games);
    assert!(h.query_by_label(TITLE).is_none());
}

#[test]
fn the_next_game_started_over_an_unfiled_finished_game_files_it_first() {
    let dir = tempfile::tempdir().unwrap();
    let folder = tournament(dir.path());
    let games = crashed_at_the_end(dir.path());
    let mut h = restarted(&games);
    open_tournament(&mut h, &folder);
    h.get_by_label(TITLE);
    // The judge passes the offer by and starts the next game.
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    assert!(
        h.state().app.view().session().is_some(),
        "the next game is on"
    );
    assert_eq!(filed(&folder).len(), 1, "game 7 reached the tournament");
    let said = message(&h);
    assert!(
        said.starts_with("Добавлена: Стол 1, Игра № 7 как "),
        "{said}"
    );
}

#[test]
fn with_its_tournament_not_open_the_next_game_says_where_the_unfiled_game_is_kept() {
    let dir = tempfile::tempdir().unwrap();
    let folder = tournament(dir.path());
    let games = crashed_at_the_end(dir.path());
    let mut h = restarted(&games);
    h.get_by_label(TITLE);
    click(&mut h, "Раздать втайне");
    click(&mut h, "Начать игру");
    assert!(h.state().app.view().session().is_some(), "{}", message(&h));
    assert!(filed(&folder).is_empty());
    let said = message(&h);
    assert!(
        said.starts_with(&format!(
            "Окончённая игра (Стол 1, Игра № 7) не записана в турнир «{NAME}»: он не открыт."
        )),
        "{said}"
    );
    let kept = said
        .split("Она среди сохранённых игр: ")
        .nth(1)
        .and_then(|s| s.split("; ").next())
        .unwrap();
    let back = mafia_store::session::record::read_file(Path::new(kept)).unwrap();
    assert_eq!(back.meta.game, "7", "the game is there, whole");
    assert_eq!(back.created, 1_486_216_800_000);
}

/// FIIM 7.10 at a tournament table: «Новая игра» pressed while the last
/// minute after the deciding vote or kill still runs. The game has its
/// result: it reaches its tournament like any finished game.
#[test]
fn a_game_left_in_its_last_minute_after_the_result_reaches_its_tournament_at_new_game() {
    let dir = tempfile::tempdir().unwrap();
    let folder = tournament(dir.path());
    let src = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("examples/tournaments/minsk-final/games/game-07.json");
    let whole = mafia_store::session::record::read_file(&src).unwrap();
    let rs = catalog::find("minsk-final").unwrap();
    // Game 7 has a last minute after its result.
    let cut = crate::table::cut_where(&rs, &whole, |st| st.has_result() && !st.is_over());
    let path = dir.path().join("game-07-last-minute.json");
    std::fs::write(&path, cut.to_json()).unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let mut h = restarted(&games);
    open_tournament(&mut h, &folder);
    h.state_mut().app.open_path(&path);
    h.run_steps(2);
    let st = h.state().app.view().session().unwrap().state().clone();
    assert!(st.has_result() && !st.is_over(), "{:?}", st.phase);
    click(&mut h, "Игра");
    click(&mut h, "Новая игра");
    assert_eq!(filed(&folder).len(), 1, "{}", message(&h));
}
