//! The FIIM rules, one scenario per rule, on the classic layout:
//! 1 civ, 2 civ, 3 sheriff, 4 mafia, 5 civ, 6 don, 7 civ, 8 mafia, 9 civ, 10 civ.

use crate::common::{CLASSIC, Table};
use mafia_core::game::state::{ExitHow, SpeechKind};
use mafia_core::game::{Action, Ballot, DayStage, Phase, Refusal};
use mafia_core::ruleset::{Outcome, RuleKey};
use mafia_store::session::{Meta, Session};
use mafia_words::Lang;

// ------------------------------------------------------------ seating, cards

#[test]
fn seating_start_is_refused_until_every_seat_has_its_card() {
    let mut t = Table::seated("fiim", &CLASSIC[..9]);
    let r = t.refused(Action::StartGame);
    assert_eq!(r, Refusal::NoCard { seat: 10 });
    t.act(Action::AssignRole {
        seat: 10,
        role: "civilian".into(),
    });
    t.act(Action::StartGame);
    assert_eq!(t.phase(), Phase::NightZero { step: 0 });
}

#[test]
fn seating_a_card_beyond_the_deck_is_refused() {
    let mut t = Table::seated("fiim", &CLASSIC[..9]);
    let r = t.refused(Action::AssignRole {
        seat: 10,
        role: "mafia".into(),
    });
    assert_eq!(r, Refusal::RoleAllDealt { role: 2, count: 2 });
    assert!(t.refusal_words(&r).contains("All 2 Mafia cards"), "{r}");
}

#[test]
fn seating_secret_deal_gives_the_ruleset_deck_and_replays_identically() {
    let deal = |seed| {
        let mut t = Table::seated("fiim", &[]);
        let _ = &mut t;
        let rs = crate::common::ruleset("fiim");
        let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
        let mut s = Session::new(rs, nicks, 0).unwrap();
        s.act(Action::DealRoles { seed }, 1).unwrap();
        s.state()
            .players
            .iter()
            .map(|p| p.role.unwrap())
            .collect::<Vec<_>>()
    };
    let a = deal(42);
    let mut counts = [0; 4];
    for r in &a {
        counts[*r] += 1;
    }
    assert_eq!(counts, [6, 1, 2, 1], "civilians, sheriff, mafia, don");
    assert_eq!(a, deal(42), "the same seed deals the same cards");
    assert_ne!(a, deal(43), "another seed deals differently");
}

// ------------------------------------------------------------ night zero

#[test]
fn night_zero_has_no_shot_and_no_checks() {
    let mut t = Table::fiim();
    let r = t.refused(Action::Shoot { target: Some(1) });
    assert_eq!(r, Refusal::NightActionOnly);
    t.refused(Action::Check { target: 4 });
    t.next().next();
    assert!(matches!(t.phase(), Phase::Day { day: 1, .. }));
    assert_eq!(t.living(), 10);
}

// ------------------------------------------------------------ speeches

#[test]
fn day_one_speaking_order_starts_at_seat_one_with_sixty_seconds() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    assert_eq!(t.speaker(), Some(1));
    assert_eq!(t.state().timer.total_ms, 60_000);
    assert_eq!(
        t.state().day().unwrap().order,
        (1..=10).collect::<Vec<u8>>()
    );
}

#[test]
fn each_later_day_starts_one_living_seat_after_the_previous_first_speaker() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    // Night 1: the mafia shoots seat 2, so day 2 starts at seat 3.
    t.shoot(Some(2)).finish_night();
    assert_eq!(t.stage(), Some(DayStage::BestMove { seat: 2 }));
    t.until_speeches(2);
    assert_eq!(t.speaker(), Some(3));
    assert_eq!(t.state().day().unwrap().order.first(), Some(&3));
}

#[test]
fn last_words_of_a_killed_player_last_sixty_seconds() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(5)).finish_night();
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    assert_eq!(t.stage(), Some(DayStage::MorningLastWords { seat: 5 }));
    assert_eq!(t.state().timer.total_ms, 60_000);
}

#[test]
fn rule_6_4_three_fouls_lose_the_next_speech_but_keep_the_nomination() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    for _ in 0..3 {
        t.act(Action::Foul {
            seat: 2,
            offence: Some("6.6.1".into()),
        });
    }
    assert!(t.state().player(2).unwrap().silenced);
    t.next(); // seat 2's turn
    assert_eq!(t.speaker(), Some(2));
    assert_eq!(
        t.state().day().unwrap().speeches.last(),
        Some(&(2, SpeechKind::Silent))
    );
    assert_eq!(t.state().timer.total_ms, 0, "no minute");
    t.act(Action::Nominate { target: 7 });
    assert_eq!(
        t.state().candidates(),
        vec![7],
        "he keeps the right to nominate"
    );
}

#[test]
fn rule_6_4_a_third_foul_during_his_own_speech_costs_the_next_day() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.act(Action::Foul {
        seat: 1,
        offence: None,
    });
    t.act(Action::Foul {
        seat: 1,
        offence: None,
    });
    t.act(Action::Foul {
        seat: 1,
        offence: None,
    });
    assert_eq!(t.speaker(), Some(1), "the speech goes on");
    assert!(t.state().player(1).unwrap().silenced);
    t.speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2);
    // Day 2 starts at seat 2; seat 1 speaks last and is silent.
    t.speeches(&[]);
    let day1 = &t.state().days[0];
    assert_eq!(day1.speeches[0], (1, SpeechKind::Full));
}

#[test]
fn rule_7_7_three_fouls_with_four_players_left_speak_thirty_seconds() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    for seat in [6, 8, 5, 7, 9] {
        t.act(Action::Punish {
            seat,
            offence: "6.7.1".into(),
        });
    }
    // Left: 1, 2, 3, 10 (red), 4 (mafia) = 5 players.
    assert_eq!(t.living(), 5);
    t.next().next();
    assert_eq!(t.speaker(), Some(3), "seat 2 has spoken today");
    for _ in 0..3 {
        t.act(Action::Foul {
            seat: 2,
            offence: None,
        });
    }
    t.speeches(&[]);
    t.shoot(Some(1)).finish_night();
    assert_eq!(t.living(), 4);
    t.until_speeches(2);
    assert_eq!(t.speaker(), Some(2));
    assert_eq!(
        t.state().day().unwrap().speeches.last(),
        Some(&(2, SpeechKind::Short))
    );
    assert_eq!(t.state().timer.total_ms, 30_000);
}

#[test]
fn rule_6_5_the_fourth_foul_removes_without_last_words() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    for _ in 0..4 {
        t.act(Action::Foul {
            seat: 5,
            offence: None,
        });
    }
    let p = t.state().player(5).unwrap();
    assert_eq!(p.exit.as_ref().unwrap().how, ExitHow::Fouls);
    assert_eq!(p.exit.as_ref().unwrap().day, Some(1));
    let r = t.refused(Action::Foul {
        seat: 5,
        offence: None,
    });
    assert_eq!(r, Refusal::HasLeft { seat: 5 });
    // No last words: the day goes on with speeches.
    assert!(matches!(t.stage(), Some(DayStage::Speech { .. })));
}

#[test]
fn rule_6_7_a_disqualifying_foul_removes_at_once() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.act(Action::Punish {
        seat: 9,
        offence: "6.7.4".into(),
    });
    let e = t.state().player(9).unwrap().exit.clone().unwrap();
    assert_eq!(e.how, ExitHow::Disqualified);
    assert_eq!(e.offence.as_deref(), Some("6.7.4"));
    let r = t.refused(Action::Punish {
        seat: 1,
        offence: "6.6.1".into(),
    });
    assert!(matches!(r, Refusal::OffenceIsFoul { .. }), "{r}");
}

#[test]
fn rule_6_8_a_team_loss_offence_ends_the_game_for_the_other_team() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.act(Action::Punish {
        seat: 4,
        offence: "6.8.1".into(),
    });
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Red);
    assert!(t.end_words().en.contains("6.8.1"));
    assert_eq!(
        t.state().player(4).unwrap().exit.as_ref().unwrap().how,
        ExitHow::TeamLoss
    );
}

// ------------------------------------------------------------ nominations

#[test]
fn nominations_one_per_speech_living_seats_no_duplicates_in_order() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 });
    let r = t.refused(Action::Nominate { target: 5 });
    assert!(matches!(r, Refusal::OneNominationPerSpeech { .. }), "{r}");
    t.next();
    let r = t.refused(Action::Nominate { target: 4 });
    assert!(
        matches!(r, Refusal::AlreadyNominated { target: 4, .. }),
        "{r}"
    );
    t.refused(Action::Nominate { target: 11 });
    t.act(Action::Nominate { target: 8 });
    assert_eq!(t.state().candidates(), vec![4, 8]);
}

#[test]
fn nominations_only_during_a_speech() {
    let mut t = Table::fiim();
    let r = t.refused(Action::Nominate { target: 4 });
    assert_eq!(r, Refusal::NominateInOwnSpeech);
}

// ------------------------------------------------------------ voting

#[test]
fn voting_day_one_with_a_single_candidate_holds_no_vote() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4)]);
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 0 });
    assert_eq!(t.living(), 10);
    assert!(t.state().days[0].no_vote_reason.is_some());
}

#[test]
fn voting_a_single_candidate_on_a_later_day_leaves() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[(3, 8)]);
    assert_eq!(
        t.state().player(8).unwrap().exit.as_ref().unwrap().how,
        ExitHow::Voted
    );
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
}

#[test]
fn voting_in_nomination_order_and_votes_not_cast_go_to_the_last_candidate() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8), (3, 6)]);
    assert_eq!(t.stage(), Some(DayStage::Voting));
    let r = t.refused(Action::Vote {
        candidate: 8,
        votes: Ballot::Count(1),
    });
    assert_eq!(r, Refusal::VoteInOrder { candidate: 4 });
    t.vote_by(4, &[1, 2, 3, 5, 7]);
    let r = t.refused(Action::Vote {
        candidate: 8,
        votes: Ballot::Voters(vec![1]),
    });
    assert!(matches!(r, Refusal::AlreadyVoted { seat: 1, .. }), "{r}");
    assert!(t.refusal_words(&r).ends_with("(rule 5.1.18)"), "{r}");
    t.vote_by(8, &[4, 6]);
    let round = &t.state().days[0].rounds[0];
    assert_eq!(round.counts[2].candidate, 6);
    assert_eq!(
        round.counts[2].votes, 3,
        "8, 9, 10 did not vote: their votes go to 6"
    );
    assert!(round.counts[2].auto);
    assert_eq!(round.counts[2].voters.as_deref(), Some(&[8, 9, 10][..]));
    assert!(!t.alive(4), "5 votes against 4");
}

#[test]
fn voting_a_count_larger_than_the_votes_left_is_refused() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.refused(Action::Vote {
        candidate: 4,
        votes: Ballot::Count(11),
    });
    t.vote(4, 10);
    assert!(!t.alive(4));
    assert_eq!(t.state().days[0].rounds[0].counts[1].votes, 0);
}

#[test]
fn tie_speeches_of_thirty_seconds_then_a_revote_among_the_tied() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8), (3, 6)]);
    t.vote(4, 4).vote(8, 4); // 6 gets 2
    assert_eq!(t.state().days[0].tie, vec![4, 8]);
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    assert_eq!(t.speaker(), Some(4));
    assert_eq!(t.state().timer.total_ms, 30_000);
    t.next();
    assert_eq!(t.speaker(), Some(8));
    t.next();
    assert_eq!(t.stage(), Some(DayStage::Voting));
    assert_eq!(t.state().days[0].rounds[1].candidates, vec![4, 8]);
    t.vote(4, 6);
    assert!(!t.alive(4));
    assert!(t.alive(8));
}

#[test]
fn rule_7_5_a_player_with_three_fouls_speaks_in_the_tie() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    for _ in 0..3 {
        t.act(Action::Foul {
            seat: 4,
            offence: None,
        });
    }
    t.vote(4, 5);
    assert_eq!(t.speaker(), Some(4));
    assert_eq!(t.state().timer.total_ms, 30_000);
}

#[test]
fn tie_repeated_the_lift_vote_of_more_than_half_removes_them_all() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 5).next().next();
    t.vote(4, 5);
    assert_eq!(t.stage(), Some(DayStage::LiftVote));
    t.act(Action::LiftVote {
        votes: Ballot::Count(6),
    });
    assert!(!t.alive(4) && !t.alive(8));
    assert_eq!(t.state().days[0].left, vec![4, 8]);
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    t.next();
    assert_eq!(t.speaker(), Some(8));
}

#[test]
fn tie_repeated_the_lift_vote_of_exactly_half_fails() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 5).next().next().vote(4, 5);
    t.act(Action::LiftVote {
        votes: Ballot::Count(5),
    });
    assert!(t.alive(4) && t.alive(8));
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 0 });
    let lift = t.state().days[0].lift.clone().unwrap();
    assert!(!lift.passed);
}

#[test]
fn rule_7_9_no_lift_vote_when_every_living_player_is_tied() {
    // Four players left (1, 2, 3 red, 4 mafia), all nominated, all tied twice.
    let mut t = Table::fiim();
    t.until_speeches(1);
    for seat in [6, 8, 5, 7, 9, 10] {
        t.act(Action::Punish {
            seat,
            offence: "6.7.1".into(),
        });
    }
    assert_eq!(t.living(), 4);
    // 7.1: those removals cancelled today's vote; play to day 2.
    t.speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2)
        .speeches(&[(2, 1), (3, 2), (4, 3), (1, 4)]);
    t.vote(1, 1).vote(2, 1).vote(3, 1);
    assert_eq!(t.state().days[1].tie, vec![1, 2, 3, 4]);
    t.next().next().next().next();
    t.vote(1, 1).vote(2, 1).vote(3, 1);
    assert!(matches!(t.phase(), Phase::Night { night: 2, .. }));
    assert_eq!(t.living(), 4);
    assert!(t.state().days[1].lift.is_none(), "no lift vote was held");
    let why = t.no_vote_words(2);
    assert!(why.en.contains("7.9"), "{}", why.en);
}

#[test]
fn rule_7_6_three_players_tied_twice_end_the_days_voting() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    for seat in [6, 8, 3, 5, 7, 9, 10] {
        t.act(Action::Punish {
            seat,
            offence: "6.7.1".into(),
        });
    }
    assert_eq!(t.living(), 3);
    t.speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[(2, 1), (4, 2), (1, 4)]);
    t.vote(1, 1)
        .vote(2, 1)
        .next()
        .next()
        .next()
        .vote(1, 1)
        .vote(2, 1);
    let why = t.no_vote_words(2);
    assert!(why.en.contains("7.6"), "{}", why.en);
    assert!(why.ru.contains("7.6"));
}

#[test]
fn rule_7_1_a_removal_before_the_result_cancels_the_current_vote() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    assert_eq!(t.stage(), Some(DayStage::Voting));
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.9".into(),
    });
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 0 });
    assert!(t.state().days[0].vote_cancelled);
    assert!(t.alive(4) && t.alive(8));
}

#[test]
fn rule_7_1_a_removal_during_the_speeches_cancels_that_days_vote() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    t.act(Action::Nominate { target: 4 }).next();
    for _ in 0..4 {
        t.act(Action::Foul {
            seat: 9,
            offence: None,
        });
    }
    t.speeches(&[(2, 8)]);
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 0 });
    assert_eq!(t.living(), 9);
}

#[test]
fn rule_7_2_a_removal_after_the_result_cancels_the_next_days_vote() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 6);
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.4".into(),
    });
    assert!(t.state().vote_cancelled(2).is_some());
    t.until_night().shoot(None).finish_night();
    t.until_speeches(2).speeches(&[(2, 8), (3, 6)]);
    assert_eq!(
        t.phase(),
        Phase::Night { night: 2, step: 0 },
        "no vote on day 2"
    );
    assert_eq!(t.living(), 8);
}

#[test]
fn rule_7_1_the_player_leaving_by_the_vote_cancels_nothing() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 6);
    // Seat 4 is leaving by this vote: even a 4th foul in his last minute is a
    // penalty only, and cancels nothing.
    for _ in 0..4 {
        t.act(Action::Foul {
            seat: 4,
            offence: None,
        });
    }
    let p = t.state().player(4).unwrap();
    assert_eq!(p.exit.as_ref().unwrap().how, ExitHow::Voted);
    assert_eq!(p.penalty.as_ref().unwrap().how, ExitHow::Fouls);
    assert!(t.state().cancelled_votes.is_empty());
}

// ------------------------------------------------------------ night

#[test]
fn night_a_shot_kills_at_dawn_and_a_miss_kills_nobody() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).finish_night();
    assert_eq!(t.living(), 10);
    t.until_speeches(2).speeches(&[]);
    t.shoot(Some(7));
    assert!(t.alive(7), "the kill happens at dawn");
    t.finish_night();
    assert!(!t.alive(7));
    assert_eq!(
        t.state().player(7).unwrap().exit.as_ref().unwrap().night,
        Some(2)
    );
}

#[test]
fn night_the_don_checks_for_the_sheriff_with_the_nod_or_the_head_shake() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).next();
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 1 });
    assert_eq!(t.state().timer.total_ms, 10_000);
    t.act(Action::Check { target: 3 });
    let e = t.state().nights[0].entries.last().cloned().unwrap();
    assert_eq!(e.answer.as_deref(), Some("yes"));
    assert_eq!(e.gesture.as_deref(), Some("don_yes"));
    assert_eq!(e.actor, Some(6));
    let r = t.refused(Action::Check { target: 5 });
    assert!(matches!(r, Refusal::StepRecorded { .. }), "{r}");
    t.next().next();
    t.until_speeches(2).speeches(&[]);
    t.shoot(None).next().act(Action::Check { target: 5 });
    let e = t.state().nights[1].entries.last().cloned().unwrap();
    assert_eq!(
        (e.answer.as_deref(), e.gesture.as_deref()),
        (Some("no"), Some("don_no"))
    );
}

#[test]
fn night_the_sheriff_checks_red_or_black() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).next().next();
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 2 });
    let r = t.refused(Action::Check { target: 3 });
    assert_eq!(r, Refusal::NotHimself);
    t.act(Action::Check { target: 8 });
    let e = t.state().nights[0].entries.last().cloned().unwrap();
    assert_eq!(
        (e.answer.as_deref(), e.gesture.as_deref()),
        (Some("black"), Some("sheriff_black"))
    );
    t.next();
    t.until_speeches(2).speeches(&[]);
    t.shoot(None).next().next().act(Action::Check { target: 1 });
    let e = t.state().nights[1].entries.last().cloned().unwrap();
    assert_eq!(
        (e.answer.as_deref(), e.gesture.as_deref()),
        (Some("red"), Some("sheriff_red"))
    );
}

// Roles are not revealed when a player leaves: a skipped step would tell the
// table that the don or the sheriff is out. `wake_when_departed` (fiim.toml):
// the judge still wakes the role, gives the step its time, and goes on.

#[test]
fn rule_wake_when_departed_the_dons_step_is_announced_after_the_don_has_left() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 6), (2, 8)]);
    t.vote(6, 7); // the don (6) leaves on day 1
    t.until_night();
    t.shoot(Some(3)).next();
    assert_eq!(
        t.phase(),
        Phase::Night { night: 1, step: 1 },
        "the don's step comes as if he were there"
    );
    assert_eq!(t.state().timer.total_ms, 10_000, "with its 10 seconds");
    assert_eq!(t.state().departed_step(&t.s.ruleset), Some(1));
    // A step with no choice: nothing can be recorded, the judge only goes on.
    let r = t.refused(Action::Check { target: 3 });
    assert_eq!(r, Refusal::StepDeparted { step: 1 });
    assert!(t.refusal_words(&r).contains("The don's check"), "{r}");
    t.act(Action::TimerStart); // he waits the time out as for a living don
    t.next();
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 2 });
    // The sheriff, shot tonight, still checks: the shot kills at dawn.
    t.act(Action::Check { target: 4 });
    let steps: Vec<&str> = t.state().nights[0]
        .entries
        .iter()
        .map(|e| e.step.as_str())
        .collect();
    assert_eq!(steps, ["shot", "sheriff_check"], "nothing for the don");
}

#[test]
fn rule_wake_when_departed_the_sheriffs_step_is_announced_after_the_sheriff_has_left() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(3)).finish_night(); // the sheriff (3) is killed on night 1
    assert!(!t.alive(3));
    t.until_night();
    t.shoot(Some(1)).next();
    t.act(Action::Check { target: 5 }).next();
    assert_eq!(t.phase(), Phase::Night { night: 2, step: 2 });
    assert_eq!(t.state().timer.total_ms, 10_000);
    assert_eq!(t.state().departed_step(&t.s.ruleset), Some(2));
    let r = t.refused(Action::Check { target: 4 });
    assert_eq!(r, Refusal::StepDeparted { step: 2 });
    t.next();
    assert!(
        matches!(t.phase(), Phase::Day { day: 3, .. }),
        "{:?}",
        t.phase()
    );
}

#[test]
fn rule_wake_when_departed_a_don_removed_during_his_own_step_makes_no_check() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(1)).next();
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 1 });
    t.act(Action::Punish {
        seat: 6,
        offence: "6.7.6".into(),
    });
    assert_eq!(
        t.refused(Action::Check { target: 3 }),
        Refusal::StepDeparted { step: 1 }
    );
    t.next();
    assert_eq!(t.phase(), Phase::Night { night: 1, step: 2 });
}

/// A record of version 1 was played when a step whose role had left was
/// skipped: it keeps that meaning (its actions hold no `next` for the step).
#[test]
fn an_old_record_keeps_skipping_the_dons_step_after_the_don_has_left() {
    let t = Table::seated("fiim", &CLASSIC);
    let mut t = t.into_version(1);
    assert_eq!(t.s.version(), 1);
    t.act(Action::StartGame);
    t.until_speeches(1).speeches(&[(1, 6), (2, 8)]);
    t.vote(6, 7);
    t.until_night();
    t.shoot(Some(3)).next();
    assert_eq!(
        t.phase(),
        Phase::Night { night: 1, step: 2 },
        "version 1: no don, no don's step"
    );
    assert_eq!(t.s.record().version, 1, "saved as the version it follows");
}

// ------------------------------------------------------------ best move

#[test]
fn rule_7_12_the_first_killed_names_three_seats() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(1)).finish_night();
    assert_eq!(t.stage(), Some(DayStage::BestMove { seat: 1 }));
    assert!(
        t.refused(Action::BestMove { seats: vec![4, 6] }) == Refusal::BestMoveSize { seats: 3 }
    );
    assert!(
        t.refused(Action::BestMove {
            seats: vec![1, 4, 6]
        }) == Refusal::BestMoveNotHimself
    );
    t.act(Action::BestMove {
        seats: vec![4, 6, 9],
    });
    assert_eq!(t.state().best_move.as_ref().unwrap().seats, vec![4, 6, 9]);
    assert_eq!(
        mafia_core::game::score::best_move_hits(t.state(), &t.s.ruleset),
        Some(2)
    );
}

#[test]
fn rule_7_12_no_best_move_when_two_left_on_day_one() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 5)]);
    t.vote(4, 5).next().next().vote(4, 5);
    t.act(Action::LiftVote {
        votes: Ballot::Count(8),
    });
    t.until_night().shoot(Some(1)).finish_night();
    assert_eq!(t.stage(), Some(DayStage::MorningLastWords { seat: 1 }));
}

#[test]
fn rule_7_12_only_the_first_nights_victim_has_a_best_move() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[]);
    t.shoot(Some(2)).finish_night();
    assert_eq!(t.stage(), Some(DayStage::MorningLastWords { seat: 2 }));
}

/// `best_move.after_miss = "first_killed"`: a club that gives the best move
/// to the first player killed, whichever night (the other reading of "the
/// first shooting"); FIIM itself keeps `no_best_move` (7.12, above).
#[test]
fn rule_7_12_a_club_reading_first_killed_gives_the_best_move_after_a_miss_on_night_one() {
    let path = mafia_store::storage::source_root().join("rulesets/fiim.toml");
    let text = std::fs::read_to_string(path).unwrap().replacen(
        "after_miss = \"no_best_move\"",
        "after_miss = \"first_killed\"",
        1,
    );
    let rs = mafia_core::ruleset::parse_ruleset("club.toml", &text).unwrap();
    let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let mut t = crate::rulesets_common::seated_under(rs, &CLASSIC, &nicks, Default::default());
    t.act(Action::StartGame);
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[]);
    t.shoot(Some(2)).finish_night();
    assert_eq!(t.stage(), Some(DayStage::BestMove { seat: 2 }));
    t.act(Action::BestMove {
        seats: vec![4, 6, 8],
    });
    assert_eq!(t.stage(), Some(DayStage::MorningLastWords { seat: 2 }));
    // Only the first player killed: the next night's victim has none.
    t.until_speeches(3).speeches(&[]);
    t.shoot(Some(5)).finish_night();
    assert_eq!(t.stage(), Some(DayStage::MorningLastWords { seat: 5 }));
}

// ------------------------------------------------------------ the end

#[test]
fn red_wins_when_no_black_is_left() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4)]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[(3, 4)]);
    t.until_night().shoot(None).finish_night();
    t.until_speeches(3).speeches(&[(5, 6)]);
    t.until_night().shoot(None).finish_night();
    assert!(!t.state().is_over());
    t.until_speeches(4).speeches(&[(5, 8)]);
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Red);
    t.next(); // his last minute (7.10)
    assert!(t.state().is_over());
}

#[test]
fn rule_7_10_last_minute_after_the_deciding_vote() {
    // Seed 003, 7.10: «Игрок всегда имеет право на последнее слово».
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4)]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[(3, 4)]);
    t.until_night().shoot(None).finish_night();
    t.until_speeches(3).speeches(&[(5, 6)]);
    t.until_night().shoot(None).finish_night();
    t.until_speeches(4).speeches(&[(5, 8)]);
    // The last black is voted out: the result is known ...
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    // ... but he has his minute before it is announced.
    assert!(!t.state().is_over());
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    assert_eq!(t.speaker(), Some(8));
    assert_eq!(t.state().timer.total_ms, 60_000);
    t.act(Action::TimerStart);
    t.next();
    assert!(t.state().is_over());
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Red);
    assert_eq!(t.refused(Action::Next), Refusal::GameOver);
}

#[test]
fn rule_7_10_last_minute_after_the_deciding_kill() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    for (night, target) in [(1, 1), (2, 2), (3, 3)] {
        t.shoot(Some(target)).finish_night();
        t.until_speeches(night + 1).speeches(&[]);
    }
    // Three reds against three blacks after this shot: black wins.
    t.shoot(Some(5)).finish_night();
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Black);
    assert_eq!(t.stage(), Some(DayStage::MorningLastWords { seat: 5 }));
    assert!(!t.state().is_over());
    t.next();
    assert!(
        t.state().is_over(),
        "the result is announced after his minute"
    );
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Black);
}

#[test]
fn black_wins_when_blacks_are_as_many_as_reds() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    let reds = [1, 2, 3, 5, 7, 9, 10];
    let mut i = 0;
    while !t.state().is_over() {
        match t.phase() {
            Phase::Night { step: 0, .. } => {
                let target = *reds.iter().find(|s| t.alive(**s)).unwrap();
                t.shoot(Some(target)).finish_night();
            }
            Phase::Day {
                stage: DayStage::Speech { .. },
                ..
            } => {
                let target = *reds[3..].iter().rev().find(|s| t.alive(**s)).unwrap();
                t.speeches(&[(t.speaker().unwrap(), target)]);
            }
            _ => {
                t.next();
            }
        }
        i += 1;
        assert!(i < 200);
    }
    assert_eq!(t.state().ending.as_ref().unwrap().outcome, Outcome::Black);
    let (red, black) = t.state().side_counts(|r| t.s.ruleset.role_side(r));
    assert!(black >= red);
}

#[test]
fn rule_7_8_the_draw_comes_when_the_third_quiet_night_ends() {
    // Seed 001: three nights and days in a row "начиная с ночи"; seed 003:
    // the draw «после третьей ночи». Night 1, day 2, night 2, day 3, night 3.
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    for night in 1..=2 {
        t.shoot(None).finish_night();
        assert!(!t.state().is_over(), "not yet after night {night}");
        t.until_speeches(night + 1).speeches(&[]);
    }
    t.shoot(None).finish_night();
    assert!(t.state().is_over(), "the third quiet night ends the game");
    assert_eq!(t.state().days.len(), 3, "no fourth day is played");
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Draw);
    assert!(t.end_words().en.contains("7.8"));
}

#[test]
fn rule_7_8_a_departure_resets_the_count() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(2).speeches(&[]);
    t.shoot(Some(1)).finish_night(); // someone leaves: the count restarts
    t.until_speeches(3).speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(4).speeches(&[]);
    t.shoot(None).finish_night();
    t.until_speeches(5).speeches(&[]);
    assert!(!t.state().is_over());
}

#[test]
fn the_judge_may_decide_the_result_with_a_written_reason() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    assert!(
        t.refused(Action::DeclareResult {
            outcome: Outcome::Red,
            reason: "  ".into()
        }) == Refusal::ReasonNeeded
    );
    t.act(Action::DeclareResult {
        outcome: Outcome::Draw,
        reason: "Протест принят".into(),
    });
    let end = t.state().ending.clone().unwrap();
    assert!(end.by_judge);
    assert_eq!(end.outcome, Outcome::Draw);
    assert_eq!(t.refused(Action::Next), Refusal::GameOver);
}

// ------------------------------------------------------------ timer

#[test]
fn the_speech_timer_counts_from_its_start_without_drift() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    let start = t.now + 1000;
    t.act(Action::TimerStart);
    assert_eq!(
        t.state().timer.remaining_ms(start + 12_345),
        60_000 - 12_345
    );
    t.act(Action::TimerPause);
    let used = t.state().timer.used_ms;
    assert_eq!(used, 1000, "paused one tick after the start");
    assert_eq!(
        t.state().timer.remaining_ms(start + 999_999),
        59_000,
        "a paused timer stands"
    );
    t.act(Action::TimerAdd { seconds: 10 });
    assert_eq!(t.state().timer.remaining_ms(0), 69_000);
    t.act(Action::TimerReset);
    assert_eq!(t.state().timer.remaining_ms(0), 70_000);
    assert!(t.refused(Action::TimerPause) == Refusal::TimerNotRunning);
}

// ------------------------------------------------------------ undo

#[test]
fn undo_steps_back_one_judge_action_and_redo_takes_it_again() {
    let mut t = Table::fiim();
    t.until_speeches(1);
    let before = t.state().clone();
    t.act(Action::Nominate { target: 4 });
    let after = t.state().clone();
    assert!(t.s.undo());
    assert_eq!(t.state(), &before);
    assert!(t.s.redo());
    assert_eq!(t.state(), &after);
    assert!(!t.s.redo());
    t.s.undo();
    t.act(Action::Nominate { target: 5 });
    assert!(!t.s.redo(), "a new action drops the undone one");
    assert_eq!(t.state().candidates(), vec![5]);
}

#[test]
fn a_protest_is_written_down_and_reaches_the_protocol() {
    let mut t = Table::fiim();
    assert!(t.refused(Action::Protest { text: " ".into() }) == Refusal::EmptyProtest);
    t.act(Action::Protest {
        text: "Игрок №4: голосование не по регламенту".into(),
    });
    t.act(Action::DeclareResult {
        outcome: Outcome::Red,
        reason: "Протест принят".into(),
    });
    assert_eq!(t.state().scoring.protests.len(), 1);
    let doc = mafia_protocol::protocol::protocol_from_game(
        t.state(),
        &t.s.ruleset,
        &Meta::default(),
        Lang::Ru,
    );
    assert!(doc.protest.contains("не по регламенту"), "{}", doc.protest);
}

// ------------------------------------------------------------ the day's opener

#[test]
fn day_order_the_next_day_is_opened_after_the_seat_that_actually_opened() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(5)).finish_night();
    // Seat 2 is due to open day 2 but is removed by a 4th foul in the morning.
    for _ in 0..4 {
        t.act(Action::Foul {
            seat: 2,
            offence: None,
        });
    }
    assert!(!t.alive(2));
    t.until_speeches(2);
    assert_eq!(t.speaker(), Some(3), "the next living seat opens day 2");
    let day2 = t.state().days[1].clone();
    assert_eq!(
        t.state().speaking_order(&day2)[..2],
        [3, 4],
        "the protocol does not list the departed seat"
    );
    t.speeches(&[]);
    t.until_night().shoot(None).finish_night();
    t.until_speeches(3);
    assert_eq!(
        t.speaker(),
        Some(4),
        "day 3 is opened after seat 3, not 2 again"
    );
}

// ------------------------------------------------------------ 7.2

#[test]
fn rule_7_2_a_removal_after_the_vote_result_is_known_keeps_the_result() {
    // Seed 001, 7.2: a removal «во время голосования, после того, как был
    // определён результат голосования»: the next day's vote is not held.
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 6); // 6 of 10: nobody can catch seat 4 any more
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.1".into(),
    });
    let four = t.state().player(4).unwrap().exit.clone().unwrap();
    assert_eq!(four.how, ExitHow::Voted, "the result stands: 4 leaves");
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    assert_eq!(
        t.state().vote_cancelled(2),
        Some(RuleKey::RemovalAfterResult)
    );
    t.until_night().shoot(None).finish_night();
    t.until_speeches(2).speeches(&[(3, 6)]);
    assert!(matches!(t.phase(), Phase::Night { night: 2, .. }));
    assert!(
        t.no_vote_words(2).en.contains("(7.2)"),
        "{}",
        t.no_vote_words(2).en
    );
}

#[test]
fn rule_7_2_a_vote_decided_by_a_disqualification_can_still_be_counted_and_the_result_stands() {
    // A peer's record: №4 has 6 of 10 hands when №10 is disqualified; the
    // judge then records the hands of the candidate left to count.
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8), (3, 6)]);
    t.vote(4, 6);
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.1".into(),
    });
    // 6 of the 9 left: nobody can catch №4; №8 and №6 are not counted yet.
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    let before = t.state().clone();
    t.vote(8, 2).vote(6, 1);
    let day = t.state().day().unwrap().clone();
    let counts: Vec<(u8, u8)> = day.rounds[0]
        .counts
        .iter()
        .map(|c| (c.candidate, c.votes))
        .collect();
    assert_eq!(counts, [(4, 6), (8, 2), (6, 1)], "the count is finished");
    // Nothing else changes: №4 leaves, his last minute, the next day's vote.
    assert_eq!(day.left, [4]);
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    assert_eq!(t.state().players, before.players);
    assert_eq!(t.state().cancelled_votes, before.cancelled_votes);
    assert_eq!(t.state().timer, before.timer);
    // Counted once, in order, and no more hands than voters left.
    let again = t.refused(Action::Vote {
        candidate: 6,
        votes: Ballot::Count(1),
    });
    assert!(matches!(again, Refusal::NoVoteNow), "{again:?}");
}

#[test]
fn rule_7_2_the_rest_of_a_decided_count_takes_no_more_hands_than_are_left() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8), (3, 6)]);
    t.vote(4, 6);
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.1".into(),
    });
    // 9 voters in this count, 6 counted: 3 hands are left; №8 first.
    let r = t.refused(Action::Vote {
        candidate: 6,
        votes: Ballot::Count(1),
    });
    assert!(matches!(r, Refusal::VoteInOrder { candidate: 8 }), "{r:?}");
    let r = t.refused(Action::Vote {
        candidate: 8,
        votes: Ballot::Count(4),
    });
    assert!(matches!(r, Refusal::TooManyVotes { .. }), "{r:?}");
}

#[test]
fn rule_7_2_the_rest_of_a_decided_count_takes_no_hand_of_a_player_who_has_left() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8), (3, 6)]);
    t.vote_by(4, &[1, 2, 3, 5, 7, 9]);
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.1".into(),
    });
    // №10 was disqualified, №4 leaves by the vote: neither raises a hand.
    for gone in [10, 4] {
        let r = t.refused(Action::Vote {
            candidate: 8,
            votes: Ballot::Voters(vec![6, gone]),
        });
        assert_eq!(r, Refusal::HasLeft { seat: gone });
    }
    // Nor one who has voted in this count (5.1.18).
    let r = t.refused(Action::Vote {
        candidate: 8,
        votes: Ballot::Voters(vec![1]),
    });
    assert!(matches!(r, Refusal::AlreadyVoted { seat: 1, .. }), "{r:?}");
    t.vote_by(8, &[6, 8]);
    assert_eq!(
        t.state().day().unwrap().rounds[0].counts[1].voters,
        Some(vec![6, 8])
    );
}

#[test]
fn rule_7_1_a_removal_before_the_vote_result_stops_the_vote() {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 5); // 5 of 10: seat 8 could still tie
    t.act(Action::Punish {
        seat: 10,
        offence: "6.7.1".into(),
    });
    assert!(t.alive(4) && t.alive(8), "nobody leaves by this vote");
    assert!(matches!(t.phase(), Phase::Night { night: 1, .. }));
    assert!(t.no_vote_words(1).en.contains("(7.1)"));
}

// ------------------------------------------------------------ narrowed tie

#[test]
fn rule_narrowed_tie_the_fewer_tied_speak_and_are_voted_again() {
    // The federation's procedure: three tied, then two tied in the re-vote:
    // the two speak again and are voted on again; no lift vote yet.
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(10)).finish_night();
    t.until_speeches(2).speeches(&[(1, 4), (2, 8), (3, 6)]);
    assert_eq!(t.state().candidates(), vec![8, 6, 4]);
    t.vote(8, 3).vote(6, 3); // 4 gets the 3 left: a tie of three
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    t.next().next().next();
    t.vote(8, 4).vote(6, 1); // 4 gets 4: a tie of two
    assert_eq!(t.state().days[1].tie, vec![8, 4]);
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    assert_eq!(t.state().timer.total_ms, 30_000, "30 s again");
    t.next().next();
    assert_eq!(t.stage(), Some(DayStage::Voting));
    t.vote(8, 5);
    let eight = t.state().player(8).unwrap().exit.clone().unwrap();
    assert_eq!(eight.how, ExitHow::Voted);
    assert!(t.alive(4));
}

#[test]
fn rule_narrowed_tie_is_a_ruleset_key_mcc_goes_to_the_lift_vote() {
    let rs = crate::common::ruleset("mcc");
    assert!(!rs.voting.narrowed_tie_revote);
    assert!(crate::common::ruleset("fiim").voting.narrowed_tie_revote);
    assert!(
        crate::common::ruleset("minsk-final")
            .voting
            .narrowed_tie_revote
    );
}

// ------------------------------------------------------------ a penalty in the last minute

fn day_one_four_voted_out() -> Table {
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[(1, 4), (2, 8)]);
    t.vote(4, 6);
    assert_eq!(t.stage(), Some(DayStage::LastWords { index: 0 }));
    t
}

#[test]
fn rule_7_10_a_disqualification_in_the_last_minute_is_a_penalty_on_top() {
    // 7.10: «если происходит дисквалификация, то результат игры определяется
    // последним голосованием или "убийством", а удалённый игрок получает штраф».
    let mut t = day_one_four_voted_out();
    t.act(Action::Punish {
        seat: 4,
        offence: "6.7.4".into(),
    });
    let p = t.state().player(4).unwrap().clone();
    assert_eq!(p.exit.unwrap().how, ExitHow::Voted, "his exit stays");
    let pen = p.penalty.unwrap();
    assert_eq!(pen.how, ExitHow::Disqualified);
    assert_eq!(pen.offence.as_deref(), Some("6.7.4"));
    assert_eq!(t.state().vote_cancelled(2), None, "no vote is cancelled");
    let pts = mafia_core::game::score::points(t.state(), &t.s.ruleset);
    assert_eq!(pts.iter().find(|p| p.seat == 4).unwrap().removal, -0.5);
}

#[test]
fn rule_7_10_a_team_loss_offence_in_the_last_minute_keeps_the_result() {
    let mut t = day_one_four_voted_out();
    t.act(Action::Punish {
        seat: 4,
        offence: "6.8.1".into(),
    });
    assert!(t.state().ending.is_none(), "the game goes on");
    let pen = t.state().player(4).unwrap().penalty.clone().unwrap();
    assert_eq!(pen.how, ExitHow::TeamLoss);
    // A foul too: counted, no further effect.
    t.act(Action::Foul {
        seat: 4,
        offence: None,
    });
    assert_eq!(t.state().player(4).unwrap().fouls, 1);
}

#[test]
fn rule_7_1_shot_at_night_then_disqualified_keeps_the_next_vote() {
    // 7.1: the vote is cancelled «кроме случаев, когда этот игрок был убит ночью».
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(5));
    t.act(Action::Punish {
        seat: 5,
        offence: "6.7.1".into(),
    });
    assert!(t.alive(5), "the shot, not the penalty, takes him at dawn");
    t.finish_night();
    let p = t.state().player(5).unwrap().clone();
    let exit = p.exit.unwrap();
    assert_eq!((exit.how, exit.night), (ExitHow::Killed, Some(1)));
    assert_eq!(p.penalty.unwrap().how, ExitHow::Disqualified);
    assert_eq!(
        t.state().vote_cancelled(2),
        None,
        "the next day's vote is held"
    );
    assert_eq!(
        t.stage(),
        Some(DayStage::BestMove { seat: 5 }),
        "he keeps his best move and minute"
    );
}

#[test]
fn rule_7_10_a_player_shot_and_removed_by_fouls_before_dawn_takes_nothing_more() {
    // Shot at night, then his 4th foul before the morning: the foul is a penalty
    // on top of the shot; a 5th foul, a foul taken back or another penalty are refused.
    let mut t = Table::fiim();
    t.until_speeches(1).speeches(&[]);
    t.shoot(Some(5));
    for _ in 0..4 {
        t.act(Action::Foul {
            seat: 5,
            offence: None,
        });
    }
    assert!(t.alive(5), "the shot, not the fouls, takes him at dawn");
    assert_eq!(t.state().player(5).unwrap().fouls, 4);
    assert_eq!(
        t.state().player(5).unwrap().penalty.as_ref().map(|p| p.how),
        Some(ExitHow::Fouls)
    );
    let fifth = t.refused(Action::Foul {
        seat: 5,
        offence: None,
    });
    assert_eq!(fifth, Refusal::HasLeft { seat: 5 });
    assert_eq!(
        t.refused(Action::RemoveFoul { seat: 5 }),
        Refusal::HasLeft { seat: 5 }
    );
    assert_eq!(
        t.refused(Action::Punish {
            seat: 5,
            offence: "6.7.1".into(),
        }),
        Refusal::HasLeft { seat: 5 }
    );
}

#[test]
fn a_player_who_left_without_last_words_still_cannot_be_punished() {
    let mut t = day_one_four_voted_out();
    t.until_night().shoot(None).finish_night();
    let r = t.refused(Action::Punish {
        seat: 4,
        offence: "6.7.4".into(),
    });
    assert_eq!(r, Refusal::HasLeft { seat: 4 });
}
