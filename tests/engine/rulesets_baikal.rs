//! The Baikal championship rules (seed 000), one scenario per rule that differs
//! from FIIM, on the classic layout with the commissar:
//! 1 civ, 2 civ, 3 commissar, 4 mafia, 5 civ, 6 don, 7 civ, 8 mafia, 9 civ, 10 civ.

use crate::common::Table;
use crate::rulesets_common::{
    COMMISSAR_CLASSIC, night_with_shot, outcome, points_of, punish_all, quiet_day, started, totals,
    until_step, warn,
};
use mafia_core::game::state::{ExitHow, SpeechKind};
use mafia_core::game::{Action, Ballot, DayStage, Phase, Refusal};
use mafia_core::ruleset::Outcome;

fn baikal() -> Table {
    started("baikal", &COMMISSAR_CLASSIC)
}

/// Day 1 with the three blacks removed: red has won.
fn red_won_on_day_one() -> Table {
    let mut t = baikal();
    t.until_speeches(1);
    punish_all(&mut t, &[4, 6, 8], "9.1.2");
    assert_eq!(outcome(&t), Some(Outcome::Red));
    t
}

// ------------------------------------------------------------ naming

#[test]
fn baikal_6_fouls_are_called_warnings_and_the_sheriff_is_the_commissar() {
    let t = baikal();
    let rs = &t.s.ruleset;
    assert_eq!(rs.fouls.word.as_ref().unwrap().ru, "предупреждение");
    assert_eq!(rs.fouls.word.as_ref().unwrap().en, "warning");
    let commissar = rs.role_index("commissar").unwrap();
    assert!(rs.roles[commissar].name.ru.starts_with("Комиссар"));
    assert!(rs.role_index("sheriff").is_none());
}

#[test]
fn baikal_3_3_the_don_looks_for_the_commissar_and_the_commissar_checks_red_or_black() {
    let mut t = baikal();
    t.until_speeches(1);
    quiet_day(&mut t);
    t.shoot(None);
    until_step(&mut t, "don_check");
    t.act(Action::Check { target: 3 });
    until_step(&mut t, "commissar_check");
    t.act(Action::Check { target: 6 });
    let night = &t.state().nights[0];
    assert_eq!(night.entries[1].answer.as_deref(), Some("yes"));
    assert_eq!(night.entries[1].gesture.as_deref(), Some("don_yes"));
    assert_eq!(night.entries[2].answer.as_deref(), Some("black"));
    assert_eq!(night.entries[2].gesture.as_deref(), Some("sheriff_black"));
}

// ------------------------------------------------------------ warnings

#[test]
fn baikal_7_a_third_warning_during_the_speech_ends_it() {
    let mut t = baikal();
    t.until_speeches(1);
    assert_eq!(t.speaker(), Some(1));
    warn(&mut t, 1, 2);
    assert_eq!(t.speaker(), Some(1), "two warnings: he goes on");
    warn(&mut t, 1, 1);
    assert_eq!(t.speaker(), Some(2), "the third ends his speech at once");
    let p1 = t.state().player(1).unwrap();
    assert_eq!(p1.fouls, 3);
    assert!(!p1.silenced, "the lost speech was this one, not the next");
    // Day 2 starts at seat 2; seat 1 speaks last, a full minute.
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t.speeches(&[]);
    assert!(t.state().days[1].speeches.contains(&(1, SpeechKind::Full)));
}

#[test]
fn baikal_a_third_warning_before_the_speech_loses_this_rounds_speech() {
    let mut t = baikal();
    t.until_speeches(1);
    warn(&mut t, 5, 3);
    assert!(t.state().player(5).unwrap().silenced);
    t.speeches(&[]);
    let day1 = &t.state().days[0];
    assert!(day1.speeches.contains(&(5, SpeechKind::Silent)));
    assert!(!t.state().player(5).unwrap().silenced, "only this round's");
}

#[test]
fn baikal_8_a_third_warning_after_the_speech_loses_the_next_rounds_speech() {
    let mut t = baikal();
    t.until_speeches(1);
    t.next();
    assert_eq!(t.speaker(), Some(2), "seat 1 has spoken");
    warn(&mut t, 1, 3);
    assert!(t.state().player(1).unwrap().silenced);
    quiet_day(&mut t);
    assert!(t.state().days[0].speeches.contains(&(1, SpeechKind::Full)));
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
fn baikal_9_1_1_the_fourth_warning_removes_without_last_words() {
    let mut t = baikal();
    t.until_speeches(1);
    warn(&mut t, 5, 4);
    let exit = t.state().player(5).unwrap().exit.clone().unwrap();
    assert_eq!(exit.how, ExitHow::Fouls);
    assert!(!exit.how.has_last_words());
    assert_eq!(t.speaker(), Some(1), "the speech in progress goes on");
}

#[test]
fn baikal_4_7_1_an_oath_is_a_warning_not_a_team_loss() {
    let mut t = baikal();
    t.until_speeches(1);
    t.act(Action::Foul {
        seat: 2,
        offence: Some("6.4-4.7.1".into()),
    });
    assert_eq!(t.state().player(2).unwrap().fouls, 1);
    t.refused(Action::Punish {
        seat: 2,
        offence: "6.4-4.7.1".into(),
    });
    assert!(t.alive(2));
}

#[test]
fn baikal_9_1_removals_leave_at_once_without_last_words() {
    for offence in ["9.1.2", "9.1.3", "9.1.4", "9.1.5", "9.1.6", "9.1.7", "13"] {
        let mut t = baikal();
        t.until_speeches(1);
        t.act(Action::Punish {
            seat: 7,
            offence: offence.into(),
        });
        let exit = t.state().player(7).unwrap().exit.clone().unwrap();
        assert_eq!(exit.how, ExitHow::Disqualified, "{offence}");
        assert_eq!(exit.offence.as_deref(), Some(offence));
        assert!(matches!(t.stage(), Some(DayStage::Speech { .. })));
    }
}

// ------------------------------------------------------------ the end

#[test]
fn baikal_12_red_wins_when_mafia_does_not_shoot_three_nights_at_four_players() {
    let mut t = baikal();
    t.until_speeches(1);
    // Two mafia and four civilians leave: commissar 3, don 6, civilians 9, 10.
    punish_all(&mut t, &[4, 8, 1, 2, 5, 7], "9.1.6");
    assert_eq!(t.living(), 4);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert!(!t.state().is_over(), "two nights without a shot");
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Red);
    let why = t.end_words();
    assert!(why.en.contains("(12)"), "{}", why.en);
    assert_eq!(t.living(), 4);
}

#[test]
fn baikal_12_misses_with_more_than_four_players_do_not_count() {
    let mut t = baikal();
    t.until_speeches(1);
    for _ in 0..2 {
        quiet_day(&mut t);
        night_with_shot(&mut t, None);
    }
    assert!(!t.state().is_over());
    assert!(matches!(t.phase(), Phase::Day { day: 3, .. }));
    // The FIIM 7.8 draw is kept: it comes when the third quiet night ends.
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert_eq!(outcome(&t), Some(Outcome::Draw));
    assert!(totals(&t).iter().all(|p| *p == 0.0), "no points for a draw");
}

#[test]
fn baikal_12_a_shot_at_four_players_restarts_the_count() {
    let mut t = baikal();
    t.until_speeches(1);
    punish_all(&mut t, &[4, 8, 1, 2, 5], "9.1.6");
    // Five left: commissar 3, don 6, civilians 7, 9, 10.
    quiet_day(&mut t);
    night_with_shot(&mut t, Some(7));
    assert_eq!(t.living(), 4);
    t.until_night();
    night_with_shot(&mut t, None);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert!(!t.state().is_over(), "two misses since the shot");
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert_eq!(outcome(&t), Some(Outcome::Red));
}

// ------------------------------------------------------------ points

#[test]
fn baikal_points_red_win_civilians_3_commissar_4_mafia_0_don_minus_1() {
    let mut t = baikal();
    t.until_speeches(1);
    quiet_day(&mut t);
    night_with_shot(&mut t, Some(1));
    assert_eq!(t.stage(), Some(DayStage::BestMove { seat: 1 }));
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    t.until_speeches(2);
    punish_all(&mut t, &[4, 6, 8], "9.1.2");
    assert_eq!(outcome(&t), Some(Outcome::Red));
    // Seat 1: a civilian's win 3 + the best move with three mafia +1.
    assert_eq!(
        totals(&t),
        vec![4.0, 3.0, 4.0, 0.0, 3.0, -1.0, 3.0, 0.0, 3.0, 3.0]
    );
}

#[test]
fn baikal_points_black_win_mafia_3_don_4_civilians_0_commissar_minus_1() {
    let mut t = baikal();
    t.until_speeches(1);
    quiet_day(&mut t);
    night_with_shot(&mut t, Some(2));
    // Two mafia named: +0.5.
    t.act(Action::BestMove {
        seats: vec![4, 6, 1],
    });
    t.until_speeches(2);
    punish_all(&mut t, &[1, 5, 7], "9.1.2");
    assert_eq!(outcome(&t), Some(Outcome::Black));
    assert_eq!(
        totals(&t),
        vec![0.0, 0.5, -1.0, 3.0, 0.0, 4.0, 0.0, 3.0, 0.0, 0.0]
    );
}

#[test]
fn baikal_best_move_is_kept_even_when_two_left_on_day_one() {
    let mut t = baikal();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 5);
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    t.next().next();
    t.vote(4, 5);
    assert_eq!(t.stage(), Some(DayStage::LiftVote));
    t.act(Action::LiftVote {
        votes: Ballot::Count(6),
    });
    assert!(!t.alive(4) && !t.alive(8));
    t.until_night();
    night_with_shot(&mut t, Some(1));
    assert_eq!(
        t.stage(),
        Some(DayStage::BestMove { seat: 1 }),
        "no FIIM 7.12 exception in Baikal"
    );
}

#[test]
fn baikal_likes_two_per_player_one_each_four_give_one_point_once() {
    let mut t = red_won_on_day_one();
    let commissar = points_of(&t, 3);
    for from in [1, 2, 5, 7] {
        t.act(Action::Like { from, to: 3 });
    }
    assert_eq!(points_of(&t, 3), commissar + 1.0, "four likes: +1");
    let r = t.refused(Action::Like { from: 1, to: 3 });
    assert_eq!(r, Refusal::AlreadyLiked { from: 1, to: 3 });
    t.act(Action::Like { from: 1, to: 5 });
    let r = t.refused(Action::Like { from: 1, to: 7 });
    assert_eq!(r, Refusal::LikesUsed { from: 1, given: 2 });
    for from in [9, 10, 4, 6] {
        t.act(Action::Like { from, to: 3 });
    }
    assert_eq!(
        points_of(&t, 3),
        commissar + 1.0,
        "eight likes still give one point"
    );
}

#[test]
fn baikal_likes_are_given_after_the_game() {
    let mut t = baikal();
    t.until_speeches(1);
    let r = t.refused(Action::Like { from: 1, to: 3 });
    assert_eq!(r, Refusal::AfterGameOnly);
}

#[test]
fn baikal_the_host_gives_one_extra_point_to_one_best_player() {
    let mut t = red_won_on_day_one();
    let before = points_of(&t, 5);
    let r = t.refused(Action::BestPlayers { seats: vec![3, 5] });
    assert_eq!(r, Refusal::BestPlayersMax { max: 1 });
    t.act(Action::BestPlayers { seats: vec![5] });
    assert_eq!(points_of(&t, 5), before + 1.0);
}

#[test]
fn baikal_9_4_a_hint_in_the_last_word_gives_the_other_team_the_win() {
    // 9.4: after «спасибо» in his last word, any action is a hint: the game
    // stops and the other team wins.
    let mut t = baikal();
    t.until_speeches(1);
    while let Some(DayStage::Speech { .. }) = t.stage() {
        if t.speaker() == Some(1) {
            t.act(Action::Nominate { target: 4 });
        }
        if t.speaker() == Some(2) {
            t.act(Action::Nominate { target: 3 });
        }
        t.next();
    }
    t.act(Action::Vote {
        candidate: 4,
        votes: Ballot::Count(7),
    });
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    let side =
        t.s.ruleset
            .role_side(t.state().player(4).unwrap().role.unwrap());
    t.act(Action::Punish {
        seat: 4,
        offence: "9.4".into(),
    });
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, side.other().into());
    assert_eq!(
        t.state().player(4).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Voted
    );
}
