//! A `[rule_numbers]` value is a number (the same in every language) or a
//! label per interface language (a seed's section heading where it numbers
//! nothing, a borrowed «ФИИМ 7.1»): the Russian judge reads the Russian
//! label, the English judge the English one, and a bad label is named by its
//! key path.

use crate::rulesets_common::{COMMISSAR_CLASSIC, started};
use mafia_core::game::{Action, Ballot, EndReason, Refusal};
use mafia_core::ruleset::{RuleKey, RuleRef, Ruleset, parse_ruleset};
use mafia_store::i18n;
use mafia_store::ruleset::catalog;
use mafia_words::{Lang, Text};

fn fiim_text() -> String {
    std::fs::read_to_string(mafia_store::storage::source_root().join("rulesets/fiim.toml")).unwrap()
}

/// fiim.toml with its `one_nomination = false` line replaced by `value`.
fn with_one_nomination(value: &str) -> String {
    let text = fiim_text();
    let line = text
        .lines()
        .find(|l| l.starts_with("one_nomination = false"))
        .expect("fiim.toml marks one_nomination as not numbered");
    text.replacen(line, &format!("one_nomination = {value}"), 1)
}

fn parsed(text: &str) -> Ruleset {
    parse_ruleset("club.toml", text).unwrap_or_else(|e| panic!("{e}"))
}

/// The file's problems as an English-speaking organiser reads them.
fn error_of(text: &str) -> String {
    match parse_ruleset("club.toml", text) {
        Ok(_) => panic!("the broken file was accepted"),
        Err(e) => mafia_words::i18n::Words::say(&i18n::Core(&e), Lang::En),
    }
}

fn bundled() -> Vec<Ruleset> {
    let dir = mafia_store::storage::source_root().join("rulesets");
    catalog::scan(&[dir])
        .into_iter()
        .map(|f| f.result.unwrap_or_else(|e| panic!("{e}")))
        .collect()
}

#[test]
fn a_rule_number_is_the_same_in_both_languages() {
    let rs = parsed(&fiim_text());
    assert_eq!(
        rs.rule_ref(RuleKey::BestMove),
        Some(&RuleRef::Number("7.12".into()))
    );
    assert_eq!(rs.rule_number(RuleKey::BestMove, Lang::Ru), "7.12");
    assert_eq!(rs.rule_number(RuleKey::BestMove, Lang::En), "7.12");
    assert_eq!(
        rs.rule_ref(RuleKey::OneNomination),
        None,
        "false: no number"
    );
}

#[test]
fn a_rule_label_is_chosen_by_the_interface_language() {
    let rs = parsed(&with_one_nomination(
        r#"{ ru = "раздел «Голосование»", en = "section “Voting”" }"#,
    ));
    assert_eq!(
        rs.rule_number(RuleKey::OneNomination, Lang::Ru),
        "раздел «Голосование»"
    );
    assert_eq!(
        rs.rule_number(RuleKey::OneNomination, Lang::En),
        "section “Voting”"
    );
}

#[test]
fn a_rule_label_in_one_language_only_is_shown_in_both() {
    let ru_only = parsed(&with_one_nomination(r#"{ ru = "ФИИМ 7.1" }"#));
    assert_eq!(
        ru_only.rule_number(RuleKey::OneNomination, Lang::En),
        "ФИИМ 7.1"
    );
    let en_only = parsed(&with_one_nomination(r#"{ en = "FIIM 7.1" }"#));
    assert_eq!(
        en_only.rule_number(RuleKey::OneNomination, Lang::Ru),
        "FIIM 7.1"
    );
}

#[test]
fn a_rule_label_in_an_unknown_language_is_named_by_its_key_path() {
    let e = error_of(&with_one_nomination(
        r#"{ ru = "раздел", de = "Abschnitt" }"#,
    ));
    assert!(e.starts_with("club.toml:"), "{e}");
    assert!(e.contains("rule_numbers.one_nomination.de"), "{e}");
    assert!(e.contains("ru, en"), "the languages there are: {e}");
}

#[test]
fn a_rule_label_with_no_language_is_refused() {
    let e = error_of(&with_one_nomination("{}"));
    assert!(e.contains("rule_numbers.one_nomination"), "{e}");
    assert!(e.contains("ru = "), "{e}");
}

#[test]
fn an_empty_or_multiline_rule_label_is_named_by_its_language() {
    let e = error_of(&with_one_nomination(r#"{ ru = " ", en = "Voting" }"#));
    assert!(e.contains("rule_numbers.one_nomination.ru"), "{e}");
    let e = error_of(&with_one_nomination(
        "{ ru = \"раздел\", en = \"\"\"\nVoting\nand more\"\"\" }",
    ));
    assert!(e.contains("rule_numbers.one_nomination.en"), "{e}");
}

/// Every rule a bundled ruleset quotes: `[rule_numbers]`, the offences, the
/// streaks that end a game and the repeat ties that end a vote.
fn quoted_rules(rs: &Ruleset) -> Vec<(String, &RuleRef)> {
    let mut out: Vec<(String, &RuleRef)> = Vec::new();
    for (key, value) in &rs.rule_numbers {
        if let Some(r) = value {
            out.push((format!("rule_numbers.{}", key.key()), r));
        }
    }
    for o in &rs.offences {
        if let Some(r) = &o.rule {
            out.push((format!("offence {}", o.id), r));
        }
    }
    for (i, s) in rs.end.streaks.iter().enumerate() {
        if let Some(r) = &s.rule {
            out.push((format!("end.streaks[{i}]"), r));
        }
    }
    for (i, t) in rs.voting.repeat_tie_ends.iter().enumerate() {
        if let Some(r) = &t.rule {
            out.push((format!("voting.repeat_tie_ends[{i}]"), r));
        }
    }
    out
}

#[test]
fn a_bundled_rule_number_holds_no_word_and_a_label_is_in_its_own_language() {
    // A word in a number would print the same in both languages: «(п. voting)».
    let mut seen = 0;
    for rs in bundled() {
        for (key, value) in quoted_rules(&rs) {
            seen += 1;
            match value {
                RuleRef::Number(n) => assert!(
                    !n.chars().any(char::is_alphabetic),
                    "rulesets/{}.toml: {key} = \"{n}\" is a word: give it a label per language",
                    rs.id,
                ),
                RuleRef::Label(t) => {
                    assert!(
                        !t.ru.chars().any(|c| c.is_ascii_alphabetic()),
                        "rulesets/{}.toml: {key}: the Russian label {:?} has Latin letters",
                        rs.id,
                        t.ru
                    );
                    assert!(
                        !t.en.chars().any(|c| matches!(c, '\u{400}'..='\u{4ff}')),
                        "rulesets/{}.toml: {key}: the English label {:?} has Cyrillic letters",
                        rs.id,
                        t.en
                    );
                }
            }
        }
    }
    assert!(seen > 50, "the bundled rulesets quote rules: {seen}");
}

#[test]
fn an_offences_rule_may_be_a_label_and_a_wrong_one_is_named_by_its_key_path() {
    let text = fiim_text();
    let line = "id = \"6.6.1\"\nrule = \"6.6.1\"";
    assert!(text.contains(line), "fiim.toml's first offence");
    let labelled = text.replacen(
        line,
        r#"id = "6.6.1"
rule = { ru = "раздел «Замечания»", en = "section “Fouls”" }"#,
        1,
    );
    let rs = parsed(&labelled);
    assert!(
        rs.offences.iter().any(|o| o.rule
            == Some(RuleRef::Label(Text::new(
                "раздел «Замечания»",
                "section “Fouls”"
            )))),
        "the label is read"
    );
    let wrong = text.replacen(
        line,
        r#"id = "6.6.1"
rule = { ru = "раздел", fr = "section" }"#,
        1,
    );
    let e = error_of(&wrong);
    assert!(e.contains("offences[") && e.contains("].rule.fr"), "{e}");
}

#[test]
fn mcc_three_misses_end_the_game_quoting_the_clubs_section_in_each_language() {
    let rs = crate::common::ruleset("mcc");
    let streak = rs
        .end
        .streaks
        .iter()
        .position(|s| s.max_living.is_none())
        .expect("the three misses");
    let reason = EndReason::Streak { streak };
    let words = mafia_words::i18n::Words::text(&mafia_store::i18n::Ruled(&reason, &rs));
    assert!(
        words
            .ru
            .ends_with("(раздел «Ситуационные моменты»: три промаха)"),
        "{}",
        words.ru
    );
    assert!(
        !words.ru.chars().any(|c| c.is_ascii_alphabetic()),
        "{}",
        words.ru
    );
    assert!(
        words.en.ends_with("(section “Situations”: three misses)"),
        "{}",
        words.en
    );
}

/// MCC: the second candidate voted on before the first (also used by
/// `rule_numbers`).
pub(crate) fn mcc_vote_out_of_order() -> (crate::common::Table, Refusal) {
    let mut t = started("mcc", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8)]);
    let r = t.refused(Action::Vote {
        candidate: 8,
        votes: Ballot::Count(3),
    });
    assert_eq!(r, Refusal::VoteInOrder { candidate: 4 });
    (t, r)
}

#[test]
fn mcc_a_russian_refusal_names_the_clubs_section_in_russian_with_no_latin_label() {
    let (t, r) = mcc_vote_out_of_order();
    let ru = mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::Ru);
    assert!(ru.ends_with("(раздел «Голосование и перестрелка»)"), "{ru}");
    assert!(
        !ru.contains("п. раздел"),
        "a label carries its own words: {ru}"
    );
    assert!(!ru.chars().any(|c| c.is_ascii_alphabetic()), "{ru}");
    let en = mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::En);
    assert!(en.ends_with("(section “Voting and the shoot-out”)"), "{en}");
}

#[test]
fn a_refusal_quoting_a_number_reads_with_the_languages_word_for_a_rule() {
    let mut t = started("baikal", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 });
    let r = t.refused(Action::Nominate { target: 5 });
    assert!(
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::Ru)
            .ends_with("(п. 5.1)"),
        "{}",
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::Ru)
    );
    assert!(
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::En)
            .ends_with("(rule 5.1)"),
        "{}",
        mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::En)
    );
}

#[test]
fn mcc_a_rule_borrowed_from_fiim_reads_fiim_in_each_language() {
    let rs = crate::common::ruleset("mcc");
    let rule = rs.rule_ref(RuleKey::RemovalBeforeResult).unwrap();
    assert_eq!(
        mafia_words::i18n::Words::say(&i18n::Core(rule), Lang::Ru),
        "ФИИМ 7.1"
    );
    assert_eq!(
        mafia_words::i18n::Words::say(&i18n::Core(rule), Lang::En),
        "FIIM 7.1"
    );
    // Who wins, quoted at the end of a game: FIIM 1.4, in the judge's language.
    let win = rs.rule_ref(RuleKey::Win).unwrap();
    assert_eq!(
        mafia_words::i18n::Words::say(&i18n::Core(win), Lang::Ru),
        "ФИИМ 1.4"
    );
}
