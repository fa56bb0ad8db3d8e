//! A finished tournament game a crash left unfiled (issue 32.1), with the
//! real binary under Xvfb (scripts/e2e_left_game.sh): table 1's console
//! ends the Minsk final's game 7 with the judge's key and is killed (-9)
//! the moment the autosave holds the finished game, before «Новая игра»;
//! started again, its start screen offers the game, and a click on
//! «Записать в турнир» files it into the tournament's games/ as the game
//! played, empties the autosave and the standings count it. Skipped, with
//! the reason, when Xvfb is missing.

use crate::{have, run_script};
use std::path::Path;

#[test]
fn a_finished_game_killed_before_new_game_is_offered_on_restart_and_filed_into_the_tournament() {
    for tool in ["Xvfb", "jq", "convert"] {
        if !have(tool) {
            eprintln!(
                "e2e left game skipped: {tool} is not installed (scripts/install-deps.sh test)"
            );
            return;
        }
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let stdout = run_script("e2e_left_game.sh", &[]);
    for line in [
        "e2e_left_game: killed (-9) with the finished game in the autosave",
        "e2e_left_game: the start screen offers the finished game",
        "e2e_left_game: filed into the tournament: games/t1-r7-g7-",
        "e2e_left_game: the filed game holds the game played",
        "e2e_left_game: the autosave is empty",
        // Games 1-6 and the one the crash stranded.
        "e2e_left_game: the standings count 7 games",
        "e2e_left_game: done",
    ] {
        assert!(stdout.contains(line), "no «{line}» in:\n{stdout}");
    }
    for shot in ["left-game-offer", "left-game-filed", "left-game-again"] {
        let p = root.join(format!("target/e2e/{shot}.png"));
        assert!(p.is_file(), "no {}", p.display());
    }
}
