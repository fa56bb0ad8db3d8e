//! The ruleset keys added for the seed rulesets: their defaults and the
//! mistakes they report (`points.likes.repeat`, `points.best_players_max`).

use mafia_judge::ruleset::{Ruleset, RulesetError, parse_ruleset};
use std::path::PathBuf;

/// The FIIM file with `extra` lines added to its `[points]` table.
fn fiim_with_points(extra: &str) -> Result<Ruleset, RulesetError> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets/fiim.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let text = text.replacen("[points]\n", &format!("[points]\n{extra}\n"), 1);
    assert!(text.contains(extra), "the FIIM file has a [points] table");
    parse_ruleset("test.toml", &text)
}

fn problem_keys(e: &RulesetError) -> Vec<String> {
    e.problems().iter().map(|p| p.key.clone()).collect()
}

#[test]
fn likes_repeat_defaults_to_every_needed_likes_again() {
    let rs = fiim_with_points("likes = { per_player = 2, needed = 4, points = 1.0 }").unwrap();
    assert!(rs.points.likes.unwrap().repeat);
    let rs = fiim_with_points("likes = { needed = 4, repeat = false }").unwrap();
    assert!(!rs.points.likes.unwrap().repeat);
}

#[test]
fn best_players_max_is_at_least_one_and_needs_the_best_player_points() {
    let rs = fiim_with_points("best_player_vote = 1.0\nbest_players_max = 1").unwrap();
    assert_eq!(rs.points.best_players_max, Some(1));
    let rs = fiim_with_points("best_player_vote = 1.0").unwrap();
    assert_eq!(rs.points.best_players_max, None, "no limit by default");

    let e = fiim_with_points("best_player_vote = 1.0\nbest_players_max = 0").unwrap_err();
    assert_eq!(problem_keys(&e), ["points.best_players_max"]);
    assert!(
        mafia_judge::i18n::ruleset_error(mafia_judge::ruleset::Lang::En, &e).contains("1 or more"),
        "{e}"
    );

    let e = fiim_with_points("best_players_max = 2").unwrap_err();
    assert_eq!(problem_keys(&e), ["points.best_players_max"]);
    assert!(
        mafia_judge::i18n::ruleset_error(mafia_judge::ruleset::Lang::En, &e)
            .contains("best_player_vote"),
        "{e}"
    );
}

#[test]
fn an_unknown_likes_key_is_named() {
    let e = fiim_with_points("likes = { needed = 4, repeats = false }").unwrap_err();
    assert!(
        mafia_judge::i18n::ruleset_error(mafia_judge::ruleset::Lang::En, &e).contains("repeats"),
        "{e}"
    );
}
