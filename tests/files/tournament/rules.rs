//! The `[tournament]` section of a ruleset file: its defaults and the mistakes
//! it names (file and key).

use mafia_core::ruleset::tournament::{CompensationSource, TieBreak, Unrated};
use mafia_core::ruleset::{Ruleset, RulesetError, parse_ruleset};
use mafia_store::i18n::Core;
use mafia_words::Lang;
use mafia_words::i18n::Words;
use std::path::PathBuf;

/// The Baikal file (no compensation) with its `[tournament]` section replaced.
fn baikal_with(section: &str) -> Result<Ruleset, RulesetError> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rulesets/baikal.toml");
    let text = std::fs::read_to_string(path).unwrap();
    let cut = text.find("\n[tournament]").unwrap();
    let text = format!("{}\n{section}\n", &text[..cut]);
    parse_ruleset("my-club.toml", &text)
}

fn keys(e: &RulesetError) -> Vec<String> {
    e.problems().iter().map(|p| p.key.clone()).collect()
}

#[test]
fn without_a_tournament_section_the_games_are_summed_and_ties_go_by_wins() {
    let rs = baikal_with("").unwrap();
    assert_eq!(rs.tournament.unrated, Unrated::NotCounted);
    assert_eq!(rs.tournament.compensation, CompensationSource::ByHand);
    assert_eq!(rs.tournament.tie_breaks, [TieBreak::Wins]);
    assert!(rs.tournament.penalties.is_empty());
    assert!(rs.tournament.disqualified_eligible);
}

#[test]
fn the_seed_rulesets_say_their_tournament_rules() {
    let minsk = super::examples::ruleset("minsk-final");
    assert_eq!(minsk.tournament.max_skipped_rounds, Some(1));
    assert!(!minsk.tournament.disqualified_eligible);
    assert_eq!(minsk.tournament.compensation, CompensationSource::FromGames);
    assert_eq!(minsk.tournament.games_per_player, 16);
    let mcc = super::examples::ruleset("mcc");
    assert_eq!(
        mcc.tournament.unrated,
        Unrated::BonusOnly,
        "a draw at four: only the best player's +1"
    );
}

#[test]
fn each_mistake_in_the_section_is_named_with_file_and_key() {
    let e = baikal_with(
        r#"[tournament]
unrated = "half"
compensation = "from_games"
tie_breaks = ["wins", "luck", "wins"]

[[tournament.penalties]]
id = "late"
kind = "late"
points = -0.1
name = { ru = "Опоздание" }

[[tournament.penalties]]
id = "skip"
kind = "skipped_round"
at_most = 1
beyond = "nothing"
points = 0.0
name = { ru = "Пропуск" }

[[tournament.penalties]]
id = "x"
kind = "holiday"
name = { en = "x" }
"#,
    )
    .unwrap_err();
    assert_eq!(e.file(), "my-club.toml");
    assert_eq!(
        keys(&e),
        [
            "tournament.unrated",
            "tournament.compensation",
            "tournament.tie_breaks[1]",
            "tournament.tie_breaks[2]",
            "tournament.penalties[0].per_minutes",
            "tournament.penalties[2].kind",
            "tournament.penalties[2].points",
            "tournament.penalties[2].name.ru",
            "tournament.penalties[1].beyond",
        ]
    );
    let text = Core(&e).say(Lang::En);
    assert!(text.contains("my-club.toml"), "{text}");
    assert!(text.contains("\"luck\""), "{text}");
    assert!(text.contains("compensation in [points]"), "{text}");
    // A bad kind says what was found as written, never `Some("holiday")`.
    assert!(text.contains("found \"holiday\""), "{text}");
    assert!(!text.contains("Some("), "{text}");
    let ru = Core(&e).say(Lang::Ru);
    assert!(ru.contains("указано \"holiday\""), "{ru}");
}

#[test]
fn an_unknown_key_in_the_section_is_named() {
    let e = baikal_with("[tournament]\ntie_break = [\"wins\"]").unwrap_err();
    assert!(Core(&e).say(Lang::En).contains("tie_break"), "{e}");
}
