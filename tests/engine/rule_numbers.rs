//! Refusals and reasons name each rule in the ruleset's own numbering: the
//! engine knows a rule only by its key, every bundled ruleset gives each key
//! its number (or says its seed has none), and a refusal prints that number.

use crate::common::Table;
use crate::rulesets_common::{COMMISSAR_CLASSIC, started};
use mafia_core::game::{Action, Refusal};
use mafia_core::ruleset::RuleKey;
use mafia_store::ruleset::catalog;

#[test]
fn every_rule_key_the_engine_names_is_numbered_or_marked_not_numbered_in_every_bundled_ruleset() {
    let dir = mafia_store::storage::source_root().join("rulesets");
    let found = catalog::scan(&[dir]);
    assert!(found.len() >= 5, "the five bundled rulesets");
    for f in found {
        let rs = f.result.unwrap_or_else(|e| panic!("{e}"));
        for key in RuleKey::ALL {
            assert!(
                rs.rule_numbers.contains_key(key),
                "rulesets/{}.toml: [rule_numbers] says nothing of `{}` \
                 (give its number in this ruleset's numbering, or `false`)",
                rs.id,
                key.key()
            );
        }
    }
}

#[test]
fn every_rule_key_is_written_in_rule_numbers_as_the_engine_stores_it() {
    for key in RuleKey::ALL {
        let json = serde_json::to_string(key).unwrap();
        assert_eq!(json, format!("\"{}\"", key.key()));
    }
    let mut keys: Vec<&str> = RuleKey::ALL.iter().map(|k| k.key()).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), RuleKey::ALL.len(), "a key spelt twice");
}

#[test]
fn baikal_5_1_a_second_nomination_is_refused_quoting_5_1() {
    let mut t = started("baikal", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 });
    let r = t.refused(Action::Nominate { target: 5 });
    assert_eq!(r.rule(), Some(RuleKey::OneNomination));
    assert!(
        t.refusal_words(&r).ends_with("(rule 5.1)"),
        "{}",
        t.refusal_words(&r)
    );
}

#[test]
fn fiim_the_nomination_rule_has_no_number_in_its_seeds_so_none_is_printed() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 });
    let r = t.refused(Action::Nominate { target: 5 });
    assert!(matches!(r, Refusal::OneNominationPerSpeech { .. }), "{r}");
    assert!(
        !t.refusal_words(&r).contains("(rule"),
        "{}",
        t.refusal_words(&r)
    );
}

#[test]
fn mcc_voting_candidates_are_voted_in_nomination_order_quoting_the_clubs_section() {
    let (t, r) = crate::rule_labels::mcc_vote_out_of_order();
    assert!(
        t.refusal_words(&r)
            .ends_with("(section “Voting and the shoot-out”)"),
        "{}",
        t.refusal_words(&r)
    );
}

#[test]
fn baikal_3_3_one_check_a_night_a_second_is_refused_quoting_3_2_and_3_3() {
    let mut t = started("baikal", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    crate::rulesets_common::quiet_day(&mut t);
    t.shoot(None).next();
    t.act(Action::Check { target: 3 });
    let r = t.refused(Action::Check { target: 4 });
    assert!(matches!(r, Refusal::StepRecorded { .. }), "{r}");
    assert!(
        t.refusal_words(&r).contains("3.2, 3.3"),
        "{}",
        t.refusal_words(&r)
    );
}

#[test]
fn fiim_7_12_a_best_move_names_three_seats_quoting_7_12() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    crate::rulesets_common::quiet_day(&mut t);
    t.shoot(Some(2)).finish_night();
    let r = t.refused(Action::BestMove { seats: vec![4, 6] });
    assert_eq!(r, Refusal::BestMoveSize { seats: 3 });
    assert!(
        t.refusal_words(&r).ends_with("(rule 7.12)"),
        "{}",
        t.refusal_words(&r)
    );
}

#[test]
fn fiim_1_4_red_wins_when_no_black_is_left_and_the_end_quotes_1_4() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    crate::rulesets_common::punish_all(&mut t, &[4, 6, 8], "6.7.1");
    let words = t.end_words();
    assert!(words.en.ends_with("(1.4)"), "{}", words.en);
    assert!(words.ru.ends_with("(1.4)"), "{}", words.ru);
}

#[test]
fn baikal_11_1_a_protest_during_the_game_is_refused_quoting_11_1_and_taken_after_it() {
    use mafia_core::ruleset::Outcome;
    let mut t = started("baikal", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    let protest = || Action::Protest {
        text: "Судья пропустил фол".into(),
    };
    let r = t.refused(protest());
    assert_eq!(r, Refusal::ProtestAfterGame);
    assert!(
        t.refusal_words(&r).ends_with("(rule 11.1)"),
        "{}",
        t.refusal_words(&r)
    );
    t.act(Action::DeclareResult {
        outcome: Outcome::Draw,
        reason: "Решение судьи".into(),
    });
    t.act(protest());
    // FIIM takes a protest at any moment.
    let mut f = crate::common::Table::fiim();
    f.until_speeches(1);
    f.act(protest());
}
