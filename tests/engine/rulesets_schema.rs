//! The ruleset keys added for the seed rulesets: their defaults and the
//! mistakes they report (`points.likes.repeat`, `points.best_players_max`).

use mafia_core::ruleset::{Ruleset, RulesetError, parse_ruleset};
use mafia_store::i18n::Core;
use mafia_words::Lang;
use mafia_words::i18n::Words;

/// The FIIM file with `extra` lines added to its `[points]` table.
fn fiim_with_points(extra: &str) -> Result<Ruleset, RulesetError> {
    let path = mafia_store::storage::source_root().join("rulesets/fiim.toml");
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
    assert!(Core(&e).say(Lang::En).contains("1 or more"), "{e}");

    let e = fiim_with_points("best_players_max = 2").unwrap_err();
    assert_eq!(problem_keys(&e), ["points.best_players_max"]);
    assert!(Core(&e).say(Lang::En).contains("best_player_vote"), "{e}");
}

#[test]
fn an_unknown_likes_key_is_named() {
    let e = fiim_with_points("likes = { needed = 4, repeats = false }").unwrap_err();
    assert!(Core(&e).say(Lang::En).contains("repeats"), "{e}");
}

/// The FIIM file with its text changed by `edit`.
fn fiim_edited(edit: impl Fn(String) -> String) -> Result<Ruleset, RulesetError> {
    let path = mafia_store::storage::source_root().join("rulesets/fiim.toml");
    let text = edit(std::fs::read_to_string(path).unwrap());
    parse_ruleset("test.toml", &text)
}

#[test]
fn wake_when_departed_is_off_unless_a_night_step_says_so() {
    let rs = fiim_edited(|t| t).unwrap();
    let woken: Vec<(&str, bool)> = rs
        .night
        .iter()
        .map(|s| (s.id.as_str(), s.wake_when_departed))
        .collect();
    assert_eq!(
        woken,
        [
            ("shot", false),
            ("don_check", true),
            ("sheriff_check", true)
        ]
    );
    let rs = fiim_edited(|t| t.replace("wake_when_departed = true", "")).unwrap();
    assert!(
        rs.night.iter().all(|s| !s.wake_when_departed),
        "off by default"
    );
    let e = fiim_edited(|t| t.replace("wake_when_departed = true", "wake_when_departed = 1"))
        .unwrap_err();
    assert!(
        problem_keys(&e)
            .iter()
            .any(|k| k == "night[1].wake_when_departed"),
        "{e}"
    );
}

#[test]
fn wake_when_departed_is_refused_on_night_zero_whose_steps_are_always_announced() {
    let e = fiim_edited(|t| {
        t.replacen(
            "id = \"sheriff_look\"\n",
            "id = \"sheriff_look\"\nwake_when_departed = true\n",
            1,
        )
    })
    .unwrap_err();
    assert_eq!(problem_keys(&e), ["night_zero[1].wake_when_departed"]);
    assert!(Core(&e).say(Lang::En).contains("always announced"), "{e}");
}
