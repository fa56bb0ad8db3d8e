//! The Minsk year final (seed 004): FIIM with the tournament's changes, one
//! scenario per change, on the classic layout:
//! 1 civ, 2 civ, 3 sheriff, 4 mafia, 5 civ, 6 don, 7 civ, 8 mafia, 9 civ, 10 civ.

use crate::common::{CLASSIC, Table};
use crate::rulesets_common::{
    night_step, night_with_shot, outcome, points_of, punish_all, quiet_day, started, totals, warn,
};
use mafia_core::game::state::ExitHow;
use mafia_core::game::{Action, Ballot, DayStage, NoVoteReason, Phase, Refusal};
use mafia_core::ruleset::{OffenceKind, Outcome};

fn minsk() -> Table {
    started("minsk-final", &CLASSIC)
}

/// Four left after day 1 (whose vote the removals cancelled) and a quiet
/// night: sheriff 3, don 6, civilians 9 and 10; day 2's speeches begin.
fn four_left_on_day_two() -> Table {
    let mut t = minsk();
    t.until_speeches(1);
    punish_all(&mut t, &[4, 8, 1, 2, 5, 7], "d4");
    assert_eq!(t.living(), 4);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t
}

// ------------------------------------------------------------ remarks

#[test]
fn minsk_fouls_are_remarks_and_honestly_is_a_remark_not_a_removal() {
    let mut t = minsk();
    assert_eq!(t.s.ruleset.fouls.word.as_ref().unwrap().ru, "замечание");
    assert_eq!(
        t.s.ruleset.offence("r1").unwrap().kind,
        OffenceKind::Foul,
        "the word \"honestly\""
    );
    t.until_speeches(1);
    t.act(Action::Foul {
        seat: 2,
        offence: Some("r1".into()),
    });
    assert_eq!(t.state().player(2).unwrap().fouls, 1);
    for id in ["d2", "d3", "d4", "d5", "d6", "d7"] {
        assert_eq!(
            t.s.ruleset.offence(id).unwrap().kind,
            OffenceKind::Disqualify,
            "{id}"
        );
    }
}

// ------------------------------------------------------------ nominations

#[test]
fn minsk_nomination_can_be_withdrawn_last_counts() {
    let mut t = minsk();
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 });
    t.act(Action::Nominate { target: 8 });
    assert_eq!(t.state().candidates(), vec![8], "the last one counts");
    t.act(Action::Withdraw);
    assert!(t.state().candidates().is_empty(), "withdrawn");
    t.act(Action::Nominate { target: 6 });
    t.next();
    let r = t.refused(Action::Withdraw);
    assert!(matches!(r, Refusal::NothingToWithdraw { .. }), "{r}");
    t.speeches(&[]);
    assert_eq!(t.state().days[0].nominations.len(), 1);
    assert_eq!(
        t.state().days[0].no_vote_reason,
        Some(NoVoteReason::SingleCandidateDayOne)
    );
}

// ------------------------------------------------------------ the night

#[test]
fn minsk_the_don_and_the_sheriff_have_ten_seconds_each() {
    let mut t = minsk();
    t.until_speeches(1);
    quiet_day(&mut t);
    t.shoot(Some(1));
    t.next();
    assert_eq!(night_step(&t).as_deref(), Some("don_check"));
    assert_eq!(t.state().timer.total_ms, 10_000);
    t.next();
    assert_eq!(night_step(&t).as_deref(), Some("sheriff_check"));
    assert_eq!(t.state().timer.total_ms, 10_000);
}

/// "The don may not be passed to another black player": nobody checks in his
/// place; his step is still announced with its 10 seconds (FIIM, as the
/// tournament plays it), so the table cannot hear that he has left.
#[test]
fn minsk_the_don_is_not_passed_on_and_his_step_is_still_announced() {
    let mut t = minsk();
    t.until_speeches(1);
    t.act(Action::Punish {
        seat: 6,
        offence: "d3".into(),
    });
    quiet_day(&mut t);
    t.shoot(Some(1));
    t.next();
    assert_eq!(night_step(&t).as_deref(), Some("don_check"));
    assert_eq!(t.state().timer.total_ms, 10_000);
    assert_eq!(
        t.refused(Action::Check { target: 3 }),
        Refusal::StepDeparted { step: 1 },
        "no other black checks for the don"
    );
    t.next();
    assert_eq!(night_step(&t).as_deref(), Some("sheriff_check"));
    t.act(Action::Check { target: 4 });
    assert_eq!(
        t.state().nights[0].entries[1].answer.as_deref(),
        Some("black")
    );
}

// ------------------------------------------------------------ four players

#[test]
fn minsk_red_wins_when_nobody_leaves_three_nights_at_four_players() {
    let mut t = four_left_on_day_two();
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert!(!t.state().is_over(), "two quiet nights");
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Red);
    let why = t.end_words();
    assert!(why.en.contains("nobody left"), "{}", why.en);
    assert_eq!(t.living(), 4);
}

#[test]
fn minsk_car_crash_of_two_at_four_players() {
    let mut t = four_left_on_day_two();
    assert_eq!(t.state().day().unwrap().order, vec![3, 6, 9, 10]);
    t.speeches(&[(3, 6), (6, 9)]);
    t.vote(6, 2);
    t.next().next();
    t.vote(6, 2);
    assert_eq!(
        t.stage(),
        Some(DayStage::LiftVote),
        "no FIIM 7.6 stop at four players: the car crash vote"
    );
    t.act(Action::LiftVote {
        votes: Ballot::Count(3),
    });
    for seat in [6, 9] {
        let exit = t.state().player(seat).unwrap().exit.clone().unwrap();
        assert_eq!(exit.how, ExitHow::Voted, "seat {seat}");
    }
    assert_eq!(outcome(&t), Some(Outcome::Red), "the don was in the crash");
}

#[test]
fn minsk_car_crash_needs_more_than_half_of_the_table() {
    let mut t = four_left_on_day_two();
    t.speeches(&[(3, 6), (6, 9)]);
    t.vote(6, 2);
    t.next().next();
    t.vote(6, 2);
    t.act(Action::LiftVote {
        votes: Ballot::Count(2),
    });
    assert_eq!(t.living(), 4);
    assert!(matches!(t.phase(), Phase::Night { night: 2, .. }));
}

// ------------------------------------------------------------ removals

#[test]
fn minsk_removal_during_a_vote_sends_the_town_to_night() {
    let mut t = minsk();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8), (3, 5)]);
    t.vote(4, 3);
    warn(&mut t, 10, 3);
    assert_eq!(
        t.stage(),
        Some(DayStage::Voting),
        "three remarks: no change"
    );
    warn(&mut t, 10, 1);
    assert_eq!(
        t.state().player(10).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Fouls
    );
    assert!(t.state().days[0].vote_cancelled);
    assert!(matches!(t.phase(), Phase::Night { night: 1, .. }));
    assert_eq!(t.living(), 9, "no candidate leaves");
}

#[test]
fn minsk_removal_for_four_remarks_in_the_day_means_no_vote_that_day() {
    let mut t = minsk();
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 });
    t.next();
    t.act(Action::Nominate { target: 8 });
    warn(&mut t, 7, 4);
    t.speeches(&[]);
    assert!(t.state().days[0].rounds.is_empty(), "no vote");
    assert!(matches!(t.phase(), Phase::Night { night: 1, .. }));
}

#[test]
fn minsk_removal_after_the_votes_result_cancels_the_next_days_vote() {
    let mut t = minsk();
    t.until_speeches(1);
    t.speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 7);
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    t.act(Action::Punish {
        seat: 2,
        offence: "d4".into(),
    });
    assert!(t.state().vote_cancelled(2).is_some());
    t.until_night();
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t.speeches(&[(3, 8), (5, 6)]);
    assert!(t.state().days[1].rounds.is_empty(), "no vote on day 2");
}

// ------------------------------------------------------------ points

#[test]
fn minsk_penalties_minus_two_for_a_missed_round_and_minus_0_1_per_5_minutes_late() {
    let mut t = minsk();
    t.act(Action::Penalty {
        seat: 2,
        id: "missed_round".into(),
    });
    for _ in 0..3 {
        t.act(Action::Penalty {
            seat: 5,
            id: "late_5min".into(),
        });
    }
    t.refused(Action::Penalty {
        seat: 5,
        id: "late_hour".into(),
    });
    t.until_speeches(1);
    punish_all(&mut t, &[4, 6, 8], "d4");
    assert_eq!(outcome(&t), Some(Outcome::Red));
    assert_eq!(points_of(&t, 2), -1.0, "win 1, missed round -2");
    assert_eq!(points_of(&t, 5), 0.7, "win 1, 15 minutes late -0.3");
    assert_eq!(points_of(&t, 1), 1.0);
}

#[test]
fn minsk_points_red_win_fiim_scoring() {
    let mut t = minsk();
    t.until_speeches(1);
    quiet_day(&mut t);
    night_with_shot(&mut t, Some(1));
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    t.until_speeches(2);
    punish_all(&mut t, &[4, 6, 8], "d4");
    assert_eq!(outcome(&t), Some(Outcome::Red));
    assert_eq!(
        totals(&t),
        vec![1.7, 1.0, 1.0, -0.5, 1.0, -0.5, 1.0, -0.5, 1.0, 1.0]
    );
}

#[test]
fn minsk_points_black_win_fiim_scoring() {
    let mut t = minsk();
    t.until_speeches(1);
    warn(&mut t, 7, 4);
    punish_all(&mut t, &[1, 2, 5], "d4");
    assert_eq!(outcome(&t), Some(Outcome::Black));
    assert_eq!(
        totals(&t),
        vec![-0.5, -0.5, 0.0, 1.0, -0.5, 1.0, -0.5, 1.0, 0.0, 0.0]
    );
}
