//! The round of words after the game (seed 002, MCC club rules): «После
//! завершения игры игроки вновь занимают свои места. У каждого есть 30
//! секунд, чтобы выразить свое мнение по поводу прошедшей игры.» The
//! ruleset's `timers.after_game` gives the seconds (0: no such round).
//! Classic layout with the commissar: blacks at 4, 6 and 8.

use crate::common::Table;
use crate::rulesets_common::{COMMISSAR_CLASSIC, night_with_shot, punish_all, quiet_day, started};
use mafia_core::game::{Action, DayStage, Phase, Refusal};
use mafia_core::ruleset::Outcome;
use mafia_store::session::Session;
use mafia_words::Lang;

/// An MCC game the town has just won: the three blacks removed on day 1.
fn mcc_won_by_red() -> Table {
    let mut t = started("mcc", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    punish_all(&mut t, &[4, 6, 8], "insult");
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    t
}

fn after_speaker(t: &Table) -> Option<u8> {
    t.state().after_speaker()
}

#[test]
fn after_game_each_player_speaks_30_seconds_in_seat_order() {
    let mut t = mcc_won_by_red();
    assert_eq!(t.phase(), Phase::Ended, "the result is decided first");
    let round = t.state().after_round.clone().expect("the round began");
    assert_eq!(round.order, (1..=10).collect::<Vec<u8>>());
    let mut heard = Vec::new();
    while let Some(seat) = after_speaker(&t) {
        heard.push(seat);
        assert_eq!(t.state().timer.total_ms, 30_000, "30 s for seat {seat}");
        assert!(!t.state().timer.running(), "the judge starts the timer");
        t.next();
    }
    assert_eq!(
        heard,
        (1..=10).collect::<Vec<u8>>(),
        "every seat that sat at the table, the removed 4, 6 and 8 too"
    );
    let round = t.state().after_round.clone().unwrap();
    assert!(!round.skipped);
    assert_eq!(
        t.state().timer.total_ms,
        0,
        "no timer once the round is over"
    );
    assert_eq!(t.refused(Action::Next), Refusal::GameOver);
    assert_eq!(t.refused(Action::TimerStart), Refusal::GameOver);
}

#[test]
fn after_game_the_word_is_timed_without_drift_and_the_judge_can_end_it_early() {
    let mut t = mcc_won_by_red();
    t.act(Action::TimerStart);
    let start = t.now;
    let timer = t.state().timer.clone();
    assert_eq!(timer.remaining_ms(start + 29_000), 1_000);
    assert_eq!(timer.remaining_ms(start + 30_000), 0);
    t.act(Action::TimerPause);
    let paused = t.state().timer.clone();
    assert_eq!(
        paused.remaining_ms(t.now + 3_600_000),
        paused.remaining_ms(t.now),
        "a paused word loses no time"
    );
    // Seat 1 ends after a few seconds: «Next» gives seat 2 his full 30 s.
    t.next();
    assert_eq!(after_speaker(&t), Some(2));
    assert_eq!(t.state().timer.used_ms, 0);
    assert_eq!(t.state().timer.total_ms, 30_000);
}

#[test]
fn after_game_the_judge_can_skip_the_rest_of_the_round() {
    let mut t = mcc_won_by_red();
    t.next().next();
    assert_eq!(after_speaker(&t), Some(3));
    t.act(Action::SkipAfterRound);
    let round = t.state().after_round.clone().unwrap();
    assert!(round.skipped);
    assert_eq!(round.spoken, vec![1, 2, 3]);
    assert_eq!(after_speaker(&t), None);
    assert_eq!(t.state().timer.total_ms, 0);
    assert_eq!(t.refused(Action::SkipAfterRound), Refusal::AfterRoundOver);
    // The best player's vote follows the round (club rules), +1.
    t.act(Action::BestPlayers { seats: vec![3] });
    assert_eq!(t.state().scoring.best_players, vec![3]);
}

#[test]
fn after_game_every_step_of_the_round_is_undone() {
    let mut t = mcc_won_by_red();
    t.next().next();
    assert_eq!(after_speaker(&t), Some(3));
    assert!(t.s.undo());
    assert_eq!(
        after_speaker(&t),
        Some(2),
        "undo gives seat 2 his word back"
    );
    t.act(Action::SkipAfterRound);
    assert!(t.s.undo());
    assert_eq!(after_speaker(&t), Some(2), "undo takes the skip back");
    assert_eq!(t.state().timer.total_ms, 30_000);
    assert!(t.s.undo());
    assert!(t.s.undo(), "back over the removal that ended the game");
    assert!(t.state().ending.is_none());
    assert!(t.state().after_round.is_none(), "no round before the end");
}

#[test]
fn after_game_the_record_replays_the_round() {
    let mut t = mcc_won_by_red();
    t.next().next().next();
    t.act(Action::TimerStart);
    t.act(Action::SkipAfterRound);
    let record = t.s.record();
    let json = record.to_json();
    assert!(json.contains("\"type\":\"skip_after_round\""), "{json}");
    let again = Session::replay(t.s.ruleset.clone(), &record).unwrap();
    assert_eq!(again.state(), t.state());
    assert_eq!(
        again.state().after_round.as_ref().unwrap().spoken,
        vec![1, 2, 3, 4]
    );
}

#[test]
fn after_game_the_round_begins_once_the_last_words_are_over() {
    let mut t = started("mcc", &COMMISSAR_CLASSIC);
    t.until_speeches(1);
    punish_all(&mut t, &[4, 6], "insult");
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t.speeches(&[(2, 8), (3, 5)]);
    t.vote(8, 5);
    assert!(t.state().ending.is_some(), "the last black is voted out");
    assert!(matches!(t.stage(), Some(DayStage::LastWords { .. })));
    assert!(t.state().after_round.is_none(), "his last words come first");
    t.next();
    assert_eq!(t.phase(), Phase::Ended);
    assert_eq!(after_speaker(&t), Some(1));
}

#[test]
fn after_game_a_ruleset_without_the_round_has_none() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    punish_all(&mut t, &[4, 6, 8], "6.7.1");
    assert!(t.state().is_over());
    assert_eq!(t.s.ruleset.timers.after_game, 0);
    assert!(t.state().after_round.is_none());
    assert_eq!(t.refused(Action::Next), Refusal::GameOver);
    let r = t.refused(Action::SkipAfterRound);
    assert_eq!(r, Refusal::NoAfterRound);
    assert!(
        t.refusal_words(&r)
            .contains("no round of words after the game")
    );
    let ru = mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(&r, &t.s.ruleset), Lang::Ru);
    assert!(ru.contains("нет слова игрокам после игры"), "{ru}");
}
