//! The Mafia Czernowitz Club rules (seed 002), one scenario per rule that
//! differs from FIIM, on the classic layout with the commissar:
//! 1 civ, 2 civ, 3 commissar, 4 mafia, 5 civ, 6 don, 7 civ, 8 mafia, 9 civ, 10 civ.

use crate::common::Table;
use crate::rulesets_common::{
    COMMISSAR_CLASSIC, night_with_shot, outcome, punish_all, quiet_day, started, totals,
    until_step, warn,
};
use mafia_core::game::clock::{TimerColour, colour};
use mafia_core::game::state::{ExitHow, SpeechKind};
use mafia_core::game::{Action, DayStage, Phase, Refusal};
use mafia_core::ruleset::Outcome;

fn mcc() -> Table {
    started("mcc", &COMMISSAR_CLASSIC)
}

// ------------------------------------------------------------ the order night

#[test]
fn mcc_order_night_the_mafia_books_victims_for_three_nights_in_one_minute() {
    let mut t = mcc();
    assert_eq!(t.phase(), Phase::NightZero { step: 0 });
    assert_eq!(t.state().timer.total_ms, 60_000, "exactly one minute");
    let r = t.refused(Action::Order {
        targets: vec![1, 2, 5, 7],
    });
    assert_eq!(r, Refusal::OrderSize { nights: 3 });
    t.act(Action::Order {
        targets: vec![1, 2, 5],
    });
    assert_eq!(t.state().order, vec![1, 2, 5]);
    t.refused(Action::Shoot { target: Some(1) });
    assert_eq!(t.living(), 10, "an order kills nobody by itself");
}

#[test]
fn mcc_order_night_the_don_meets_the_host_and_the_commissar_looks_30_seconds() {
    let mut t = mcc();
    t.next();
    assert_eq!(t.phase(), Phase::NightZero { step: 1 });
    assert_eq!(t.s.ruleset.night_zero[1].id, "don_meets");
    t.next();
    assert_eq!(t.phase(), Phase::NightZero { step: 2 });
    assert_eq!(t.state().timer.total_ms, 30_000);
    t.next();
    assert!(matches!(t.phase(), Phase::Day { day: 1, .. }));
}

// ------------------------------------------------------------ checks, timers

#[test]
fn mcc_checks_last_ten_seconds_and_a_late_check_is_not_announced() {
    let mut t = mcc();
    t.until_speeches(1);
    quiet_day(&mut t);
    t.shoot(Some(1));
    until_step(&mut t, "don_check");
    assert_eq!(t.state().timer.total_ms, 10_000);
    t.next(); // ten seconds passed without a check
    assert_eq!(t.state().timer.total_ms, 10_000);
    t.act(Action::Check { target: 4 });
    t.finish_night();
    let steps: Vec<&str> = t.state().nights[0]
        .entries
        .iter()
        .map(|e| e.step.as_str())
        .collect();
    assert_eq!(steps, ["shot", "commissar_check"]);
}

#[test]
fn mcc_the_host_says_ten_seconds_before_the_minute_ends() {
    let mut t = mcc();
    t.until_speeches(1);
    assert_eq!(t.state().timer.total_ms, 60_000, "exactly one minute");
    t.act(Action::TimerStart);
    let start = t.now;
    let warning = t.s.ruleset.timers.warning;
    let timer = t.state().timer.clone();
    assert_eq!(
        colour(timer.remaining_ms(start + 49_000), warning),
        TimerColour::Normal
    );
    assert_eq!(
        colour(timer.remaining_ms(start + 50_000), warning),
        TimerColour::Warning,
        "\"10 seconds\""
    );
}

#[test]
fn mcc_the_shoot_out_gives_each_tied_player_30_seconds() {
    let mut t = mcc();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 5);
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    assert_eq!(t.speaker(), Some(4), "in nomination order");
    assert_eq!(t.state().timer.total_ms, 30_000);
    assert_eq!(
        t.s.ruleset.timers.after_game, 30,
        "30 s each after the game"
    );
}

// ------------------------------------------------------------ warnings

#[test]
fn mcc_a_third_warning_during_the_speech_ends_it_and_he_speaks_the_next_day() {
    let mut t = mcc();
    t.until_speeches(1);
    warn(&mut t, 1, 3);
    assert_eq!(t.speaker(), Some(2));
    assert!(!t.state().player(1).unwrap().silenced);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t.speeches(&[]);
    assert!(t.state().days[1].speeches.contains(&(1, SpeechKind::Full)));
}

#[test]
fn mcc_a_third_warning_before_the_speech_loses_this_rounds_speech() {
    let mut t = mcc();
    t.until_speeches(1);
    warn(&mut t, 7, 3);
    t.speeches(&[]);
    assert!(
        t.state().days[0]
            .speeches
            .contains(&(7, SpeechKind::Silent))
    );
}

#[test]
fn mcc_a_third_warning_after_the_speech_loses_the_next_rounds_speech() {
    let mut t = mcc();
    t.until_speeches(1);
    t.next();
    warn(&mut t, 1, 3);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t.speeches(&[]);
    assert!(
        t.state().days[1]
            .speeches
            .contains(&(1, SpeechKind::Silent))
    );
}

#[test]
fn mcc_the_fourth_warning_removes_the_player() {
    let mut t = mcc();
    t.until_speeches(1);
    warn(&mut t, 9, 4);
    assert_eq!(
        t.state().player(9).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Fouls
    );
}

// ------------------------------------------------------------ voting, removals

#[test]
fn mcc_double_vote_removes_the_player() {
    let mut t = mcc();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8), (3, 5)]);
    t.vote_by(4, &[1, 2, 3]);
    assert!(t.alive(3));
    t.vote_by(8, &[3, 6]);
    let exit = t.state().player(3).unwrap().exit.clone().unwrap();
    assert_eq!(exit.how, ExitHow::Disqualified);
    assert_eq!(exit.offence.as_deref(), Some("double_vote"));
    assert!(t.s.ruleset.offence("double_vote").is_some(), "listed");
    // The seed is silent on the vote: FIIM 7.1, the vote is stopped.
    assert!(t.state().days[0].vote_cancelled);
    assert!(matches!(t.phase(), Phase::Night { night: 1, .. }));
}

#[test]
fn mcc_removals_leave_the_table_and_an_artificial_situation_loses_the_game() {
    for offence in [
        "obscenity",
        "insult",
        "night_hints",
        "peeking",
        "woke_in_search",
        "hand_off",
        "night_tales",
    ] {
        let mut t = mcc();
        t.until_speeches(1);
        t.act(Action::Punish {
            seat: 8,
            offence: offence.into(),
        });
        assert_eq!(
            t.state().player(8).unwrap().exit.as_ref().unwrap().how,
            ExitHow::Disqualified,
            "{offence}"
        );
    }
    let mut t = mcc();
    t.until_speeches(1);
    t.act(Action::Punish {
        seat: 8,
        offence: "artificial".into(),
    });
    assert_eq!(outcome(&t), Some(Outcome::Red), "the other team wins");
}

#[test]
fn mcc_indecent_remarks_are_a_warning() {
    let mut t = mcc();
    t.until_speeches(1);
    t.act(Action::Foul {
        seat: 2,
        offence: Some("indecent".into()),
    });
    assert_eq!(t.state().player(2).unwrap().fouls, 1);
}

// ------------------------------------------------------------ the end

#[test]
fn mcc_three_misses_in_a_row_red_wins() {
    let mut t = mcc();
    t.until_speeches(1);
    for _ in 0..2 {
        quiet_day(&mut t);
        night_with_shot(&mut t, None);
    }
    assert!(!t.state().is_over());
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Red);
    assert!(end.rated);
    assert_eq!(t.living(), 10);
}

#[test]
fn mcc_a_shot_breaks_the_run_of_misses() {
    let mut t = mcc();
    t.until_speeches(1);
    for target in [None, None, Some(1), None, None] {
        quiet_day(&mut t);
        night_with_shot(&mut t, target);
    }
    assert!(!t.state().is_over(), "two misses since the shot");
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert_eq!(outcome(&t), Some(Outcome::Red));
}

#[test]
fn mcc_four_players_without_three_shots_is_an_unrated_draw_only_the_best_player_scores() {
    let mut t = mcc();
    t.until_speeches(1);
    // Don and one mafia, then four civilians leave: 3 commissar, 4 mafia, 9, 10.
    punish_all(&mut t, &[6, 8, 1, 2, 5, 7], "insult");
    assert_eq!(t.living(), 4);
    for _ in 0..3 {
        quiet_day(&mut t);
        night_with_shot(&mut t, None);
    }
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Draw, "a draw, not the red win");
    assert!(!end.rated, "not rated");
    t.act(Action::BestPlayers { seats: vec![9] });
    let mut want = vec![0.0; 10];
    want[8] = 1.0;
    assert_eq!(totals(&t), want);
}

// ------------------------------------------------------------ points

#[test]
fn mcc_best_player_vote_gives_one_point_to_every_tied_player() {
    let mut t = mcc();
    t.until_speeches(1);
    let r = t.refused(Action::BestPlayers { seats: vec![3] });
    assert_eq!(r, Refusal::AfterGameOnly);
    punish_all(&mut t, &[4, 6, 8], "insult");
    t.act(Action::BestPlayers {
        seats: vec![3, 5, 9],
    });
    let got = totals(&t);
    for seat in [3, 5, 9] {
        assert_eq!(got[seat - 1], 1.0, "seat {seat}");
    }
    assert_eq!(got.iter().sum::<f64>(), 3.0);
}

#[test]
fn mcc_points_red_win_the_cut_off_table_gives_nothing_but_the_best_player() {
    let mut t = mcc();
    t.until_speeches(1);
    punish_all(&mut t, &[4, 6, 8], "insult");
    assert_eq!(outcome(&t), Some(Outcome::Red));
    assert!(totals(&t).iter().all(|p| *p == 0.0), "no numbers invented");
    t.act(Action::BestPlayers { seats: vec![3] });
    assert_eq!(totals(&t)[2], 1.0);
}

#[test]
fn mcc_points_black_win_the_cut_off_table_gives_nothing_but_the_best_player() {
    let mut t = mcc();
    t.until_speeches(1);
    punish_all(&mut t, &[1, 2, 5, 7], "insult");
    assert_eq!(outcome(&t), Some(Outcome::Black));
    assert!(totals(&t).iter().all(|p| *p == 0.0), "no numbers invented");
    t.act(Action::BestPlayers { seats: vec![6] });
    assert_eq!(totals(&t)[5], 1.0);
}

#[test]
fn mcc_the_double_vote_offence_comes_from_the_ruleset_and_refusals_quote_its_numbering() {
    // The offence a second vote removes for is the ruleset's key, not Rust's.
    let rs = crate::common::ruleset("mcc");
    assert_eq!(
        rs.voting.double_vote_offence.as_deref(),
        Some("double_vote")
    );
    // Rule numbers are each ruleset's own: FIIM's 7.1 is «ФИИМ 7.1» here.
    use mafia_core::ruleset::RuleKey;
    use mafia_words::Lang;
    assert_eq!(
        rs.rule_number(RuleKey::RemovalBeforeResult, Lang::Ru),
        "ФИИМ 7.1"
    );
    assert_eq!(
        rs.rule_number(RuleKey::RemovalBeforeResult, Lang::En),
        "FIIM 7.1"
    );
    assert_eq!(
        crate::common::ruleset("fiim").rule_number(RuleKey::RemovalBeforeResult, Lang::Ru),
        "7.1"
    );
    assert_eq!(
        crate::common::ruleset("baikal").rule_number(RuleKey::OneVote, Lang::En),
        "5.2"
    );
}
