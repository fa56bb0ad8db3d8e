//! A broken ruleset file is reported with the file, the key and what was
//! expected; the other files still load.

use mafia_core::ruleset::{RuleKey, parse_ruleset};
use mafia_store::i18n::Core;
use mafia_store::ruleset::catalog;
use mafia_words::Lang;
use mafia_words::i18n::Words;

fn fiim_text() -> String {
    std::fs::read_to_string(mafia_store::storage::source_root().join("rulesets/fiim.toml")).unwrap()
}

/// The file's problems as an English-speaking organiser reads them.
fn error_of(text: &str) -> String {
    error_in(Lang::En, text)
}

/// The file's problems in the interface language `lang`.
fn error_in(lang: Lang, text: &str) -> String {
    match parse_ruleset("club.toml", text) {
        Ok(_) => panic!("the broken file was accepted"),
        Err(e) => Core(&e).say(lang),
    }
}

#[test]
fn a_toml_syntax_error_names_the_file_line_and_column() {
    let text = fiim_text().replacen("speech = 60", "speech = = 60", 1);
    let e = error_of(&text);
    assert!(e.starts_with("club.toml:"), "{e}");
    assert!(e.contains("line ") && e.contains("column "), "{e}");
}

#[test]
fn an_unknown_key_is_named() {
    let text = fiim_text().replacen("speech = 60", "speach = 60", 1);
    let e = error_of(&text);
    assert!(e.contains("speach"), "{e}");
}

#[test]
fn a_wrong_night_step_kind_names_the_step_and_the_choices() {
    let text = fiim_text().replacen("kind = \"kill\"", "kind = \"stab\"", 1);
    let e = error_of(&text);
    assert!(e.contains("key `night[0].kind`"), "{e}");
    assert!(e.contains("\"kill\"") && e.contains("\"stab\""), "{e}");
}

#[test]
fn role_counts_that_do_not_fill_the_table_are_refused() {
    let text = fiim_text().replacen("count = 6", "count = 5", 1);
    let e = error_of(&text);
    assert!(e.contains("key `roles`"), "{e}");
    assert!(e.contains("add up to 9"), "{e}");
}

#[test]
fn an_answer_pointing_at_a_missing_gesture_is_refused() {
    let text = fiim_text().replacen("yes = \"don_yes\"", "yes = \"don_nod\"", 1);
    let e = error_of(&text);
    assert!(e.contains("night[1].answers.yes"), "{e}");
    assert!(e.contains("don_nod"), "{e}");
}

#[test]
fn a_role_of_an_unknown_team_and_a_bad_check_are_both_reported() {
    let text = fiim_text()
        .replacen("team = \"red\"\ncount = 1", "team = \"blue\"\ncount = 1", 1)
        .replacen("reveals = \"side\"", "reveals = \"colour\"", 1);
    let e = error_of(&text);
    assert!(e.contains("roles[1].team") && e.contains("\"blue\""), "{e}");
    assert!(e.contains("night[2].reveals"), "{e}");
}

#[test]
fn a_broken_file_in_the_folder_does_not_stop_the_others() {
    let dir = std::env::temp_dir().join(format!("mafia-judge-rs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("good.toml"),
        fiim_text().replacen("id = \"fiim\"", "id = \"club\"", 1),
    )
    .unwrap();
    std::fs::write(dir.join("bad.toml"), "id = \"bad\"\n[[roles]]\nid = 3\n").unwrap();
    let (good, bad) = catalog::load_all(std::slice::from_ref(&dir));
    assert_eq!(
        good.iter().map(|r| r.id.as_str()).collect::<Vec<_>>(),
        vec!["club"]
    );
    assert_eq!(bad.len(), 1);
    assert!(bad[0].file().ends_with("bad.toml"), "{}", bad[0]);
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn an_unknown_rule_number_key_is_named_with_the_keys_there_are() {
    let text = fiim_text().replacen(
        "removal_before_result = \"7.1\"",
        "removal_befor = \"7.1\"",
        1,
    );
    let e = error_of(&text);
    assert!(e.contains("key `rule_numbers.removal_befor`"), "{e}");
    assert!(e.contains("removal_before_result"), "{e}");
}

#[test]
fn an_empty_rule_number_is_refused() {
    let text = fiim_text().replacen(
        "no_lift_when_all_tied = \"7.9\"",
        "no_lift_when_all_tied = \" \"",
        1,
    );
    let e = error_of(&text);
    assert!(
        e.contains("key `rule_numbers.no_lift_when_all_tied`"),
        "{e}"
    );
}

#[test]
fn a_double_vote_that_removes_must_name_a_disqualifying_offence() {
    let mcc =
        std::fs::read_to_string(mafia_store::storage::source_root().join("rulesets/mcc.toml"))
            .unwrap();
    let without = mcc.replacen("double_vote_offence = \"double_vote\"", "", 1);
    assert_ne!(without, mcc);
    let e = error_of(&without);
    assert!(e.contains("key `voting.double_vote_offence`"), "{e}");
    let unknown = mcc.replacen(
        "double_vote_offence = \"double_vote\"",
        "double_vote_offence = \"twice\"",
        1,
    );
    let e = error_of(&unknown);
    assert!(e.contains("\"twice\""), "{e}");
}

#[test]
fn a_card_count_out_of_range_names_the_key_path_in_plain_words() {
    // Issue 11.9: `count = 300` said "data did not match any variant of
    // untagged enum RawCount", with no key.
    let text = fiim_text().replacen("count = 6", "count = 300", 1);
    let e = error_of(&text);
    assert!(e.starts_with("club.toml:"), "{e}");
    assert!(e.contains("roles[0].count"), "{e}");
    assert!(e.contains("a number of cards from 0 to 255"), "{e}");
    assert!(!e.contains("untagged") && !e.contains("RawCount"), "{e}");
}

#[test]
fn a_wrong_offence_kind_says_what_was_found_without_rust_words() {
    // Issue 11.9: a bad `kind` printed `found Some("murder")`.
    let text = fiim_text().replacen("kind = \"team_loss\"", "kind = \"murder\"", 1);
    let e = error_of(&text);
    assert!(e.contains(".kind"), "{e}");
    assert!(e.contains("found \"murder\""), "{e}");
    assert!(!e.contains("Some("), "{e}");
}

#[test]
fn a_card_count_out_of_range_is_said_in_russian_in_the_russian_interface() {
    // Issue 11.9: the details reached the Russian interface in English.
    let text = fiim_text().replacen("count = 6", "count = 300", 1);
    let e = error_in(Lang::Ru, &text);
    assert!(e.starts_with("club.toml:"), "{e}");
    assert!(e.contains("ключ `roles[0].count`"), "{e}");
    assert!(e.contains("ожидается число карт от 0 до 255"), "{e}");
    assert!(e.contains("указано 300"), "{e}");
    assert!(!e.contains("expected") && !e.contains("untagged"), "{e}");
}

#[test]
fn a_value_of_the_wrong_type_names_its_key_path_line_and_what_was_found() {
    // Issue 11.9: type errors gave a line and column but no key path.
    let text = fiim_text().replacen("speech = 60", "speech = \"sixty\"", 1);
    let line = text.lines().position(|l| l.contains("\"sixty\"")).unwrap() + 1;
    let en = error_of(&text);
    assert!(
        en.contains(&format!(
            "key `timers.speech` (line {line}): expected a whole number"
        )),
        "{en}"
    );
    assert!(en.contains("found \"sixty\""), "{en}");
    assert!(!en.contains("u32") && !en.contains("invalid type"), "{en}");
    let ru = error_in(Lang::Ru, &text);
    assert!(
        ru.contains(&format!(
            "ключ `timers.speech` (строка {line}): ожидается целое число"
        )),
        "{ru}"
    );
}

#[test]
fn a_wrong_night_step_kind_is_said_in_russian_with_the_choices_and_what_was_found() {
    let text = fiim_text().replacen("kind = \"kill\"", "kind = \"stab\"", 1);
    let e = error_in(Lang::Ru, &text);
    assert!(e.contains("ключ `night[0].kind`"), "{e}");
    assert!(e.contains("ожидается одно из: \"look\", \"kill\""), "{e}");
    assert!(e.contains("указано \"stab\""), "{e}");
}

#[test]
fn a_toml_syntax_error_is_said_in_russian_with_the_line_as_written() {
    let text = fiim_text().replacen("speech = 60", "speech = = 60", 1);
    let e = error_in(Lang::Ru, &text);
    assert!(e.contains("строка ") && e.contains("столбец "), "{e}");
    assert!(e.contains("speech = = 60"), "{e}");
    assert!(!e.contains("expected"), "{e}");
}

#[test]
fn an_unknown_key_is_said_in_russian_with_the_keys_allowed() {
    let text = fiim_text().replacen("speech = 60", "speach = 60", 1);
    let e = error_in(Lang::Ru, &text);
    assert!(e.contains("ключ `timers.speach`"), "{e}");
    assert!(
        e.contains("такого ключа здесь нет") && e.contains("last_words"),
        "{e}"
    );
}

#[test]
fn a_rule_number_of_true_is_refused_false_marks_a_rule_not_numbered() {
    let text = fiim_text().replacen("likes = false", "likes = true", 1);
    let e = error_of(&text);
    assert!(e.contains("key `rule_numbers.likes`"), "{e}");
    assert!(e.contains("or false"), "{e}");
    let rs = parse_ruleset("club.toml", &fiim_text()).unwrap();
    assert_eq!(rs.rule_ref(RuleKey::Likes), None);
}

#[test]
fn a_geographic_default_without_a_geographic_rule_is_refused() {
    let text = fiim_text().replacen("[[teams]]", "geographic = false\n\n[[teams]]", 1);
    let e = error_of(&text);
    assert!(e.contains("key `geographic`"), "{e}");
    assert!(e.contains("geographic = true"), "{e}");
}

#[test]
fn an_answer_in_the_day_is_only_for_a_check_or_a_compare() {
    let text = fiim_text().replacen("kind = \"kill\"", "kind = \"kill\"\nanswer_at = \"day\"", 1);
    let e = error_of(&text);
    assert!(e.contains("key `night[0].answer_at`"), "{e}");
    let text = fiim_text().replacen(
        "kind = \"kill\"",
        "kind = \"kill\"\nanswer_at = \"noon\"",
        1,
    );
    let e = error_of(&text);
    assert!(e.contains("\"night\", \"day\""), "{e}");
}

#[test]
fn a_best_move_after_a_miss_names_its_reading() {
    let text = fiim_text().replacen(
        "after_miss = \"no_best_move\"",
        "after_miss = \"whoever\"",
        1,
    );
    let e = error_of(&text);
    assert!(e.contains("key `best_move.after_miss`"), "{e}");
    assert!(e.contains("\"first_killed\""), "{e}");
}

#[test]
fn an_after_game_word_longer_than_ten_minutes_names_the_key_and_the_range() {
    let text = fiim_text().replacen("[timers]\n", "[timers]\nafter_game = 601\n", 1);
    let e = error_of(&text);
    assert!(e.starts_with("club.toml"), "{e}");
    assert!(e.contains("key `timers.after_game`"), "{e}");
    assert!(e.contains("seconds from 0 to 600"), "{e}");
    let text = fiim_text().replacen("[timers]\n", "[timers]\nafter_game = \"30\"\n", 1);
    let e = error_of(&text);
    assert!(e.contains("timers.after_game"), "{e}");
}
