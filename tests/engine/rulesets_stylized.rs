//! Stylized mafia, New York (seed 003, first part), one scenario per rule that
//! differs from FIIM, on the full deck of 16 cards the seed lists:
//! Gambino family 1 Father, 2 and 11 mafia; K&A gang 5 Gang head, 8 and 14
//! bandits; New York 4 journalist, 7 detective, 9 lawyer, 12 FBI agent and
//! businessmen 3, 6, 10, 13, 15, 16.

use crate::common::{Table, ruleset};
use crate::rulesets_common::{
    night_step, night_with_shot, outcome, punish_all, quiet_day, seated, seated_under, started,
    totals, until_step,
};
use mafia_core::game::{Action, Ballot, DayStage, Phase, Refusal};
use mafia_core::ruleset::{Outcome, RuleKey, Side, parse_ruleset};
use mafia_store::session::{Meta, Options, Record, Session};
use mafia_words::Lang;

const NY16: [&str; 16] = [
    "father",
    "mafia",
    "businessman",
    "journalist",
    "gang_head",
    "businessman",
    "detective",
    "bandit",
    "lawyer",
    "businessman",
    "mafia",
    "fbi_agent",
    "businessman",
    "bandit",
    "businessman",
    "businessman",
];

/// A table of 10 (2.1): two per family and six New Yorkers.
const NY10: [&str; 10] = [
    "father",
    "journalist",
    "detective",
    "mafia",
    "lawyer",
    "gang_head",
    "fbi_agent",
    "businessman",
    "bandit",
    "businessman",
];

fn ny() -> Table {
    started("stylized-ny", &NY16)
}

/// The first night, at its first step.
fn night_one() -> Table {
    let mut t = ny();
    t.until_speeches(1);
    quiet_day(&mut t);
    assert_eq!(night_step(&t).as_deref(), Some("gambino_shot"));
    t
}

/// Four left: the Father (1) and New Yorkers 3, 4, 6; day 1's vote is off.
fn four_left() -> Table {
    let mut t = ny();
    t.until_speeches(1);
    punish_all(&mut t, &[2, 11, 5, 8, 14], "6.7.1");
    punish_all(&mut t, &[7, 9, 10, 12, 13, 15, 16], "6.7.1");
    assert_eq!(t.living(), 4);
    quiet_day(&mut t);
    t
}

// ------------------------------------------------------------ cards

#[test]
fn stylized_1_1_two_black_families_against_new_york_the_default_deal_is_every_listed_card() {
    let rs = ruleset("stylized-ny");
    assert_eq!(rs.players.default, 16);
    let nicks: Vec<String> = (1..=16).map(|i| format!("P{i}")).collect();
    let mut s = Session::new(rs.clone(), nicks, 0).unwrap();
    s.act(Action::DealRoles { seed: 7 }, 1).unwrap();
    let mut by_team = [0; 3];
    for p in &s.state().players {
        by_team[rs.roles[p.role.unwrap()].team] += 1;
    }
    let team = |id: &str| rs.team_index(id).unwrap();
    assert_eq!(by_team[team("gambino")], 3, "Father + 2 mafia");
    assert_eq!(by_team[team("gang")], 3, "Gang head + 2 bandits");
    assert_eq!(
        by_team[team("new_york")],
        10,
        "4 specialists + 6 businessmen"
    );
    assert_eq!(rs.teams[team("gambino")].side, Side::Black);
    assert_eq!(rs.teams[team("gang")].side, Side::Black);
    assert_eq!(rs.teams[team("new_york")].side, Side::Red);
}

#[test]
fn stylized_1_1_the_judge_sets_the_player_count_and_cards_within_the_files_limits() {
    let rs = ruleset("stylized-ny");
    let nicks = |n: usize| (1..=n).map(|i| format!("P{i}")).collect::<Vec<_>>();
    assert!(Session::new(rs.clone(), nicks(9), 0).is_err());
    assert!(Session::new(rs.clone(), nicks(17), 0).is_err());
    // A table of 10 (2.1).
    let mut t = seated("stylized-ny", &NY10);
    for (role, count) in [("businessman", 1), ("mafia", 3), ("father", 2)] {
        let r = t.refused(Action::SetRoleCount {
            role: role.into(),
            count,
        });
        assert!(matches!(r, Refusal::RoleCountRange { .. }), "{r}");
    }
    t.act(Action::StartGame);
    assert_eq!(t.phase(), Phase::NightZero { step: 0 });
    // "9 red cards" (1.1): 5 businessmen, 15 players.
    let mut roles: Vec<&str> = NY16.to_vec();
    roles.pop();
    let mut t = seated("stylized-ny", &roles);
    t.act(Action::StartGame);
    let (red, black) = t.state().side_counts(|r| t.s.ruleset.role_side(r));
    assert_eq!((red, black), (9, 6));
}

// ------------------------------------------------------------ night zero, day

#[test]
fn stylized_4_1_to_4_6_night_zero_the_gambino_family_then_the_two_heads_for_30_seconds() {
    let mut t = ny();
    let ids: Vec<String> =
        t.s.ruleset
            .night_zero
            .iter()
            .map(|s| s.id.clone())
            .collect();
    assert_eq!(
        ids,
        [
            "gambino_meet",
            "leaders_meet",
            "fbi_look",
            "lawyer_look",
            "journalist_look",
            "detective_look"
        ]
    );
    t.next();
    assert_eq!(t.phase(), Phase::NightZero { step: 1 });
    assert_eq!(t.state().timer.total_ms, 30_000);
    t.refused(Action::Protect { target: 3 });
    for _ in 0..5 {
        t.next();
    }
    assert!(matches!(t.phase(), Phase::Day { day: 1, .. }));
    assert_eq!(t.living(), 16);
}

#[test]
fn stylized_4_7_speeches_last_40_seconds() {
    let mut t = ny();
    t.until_speeches(1);
    assert_eq!(t.state().timer.total_ms, 40_000);
}

// ------------------------------------------------------------ the night

#[test]
fn stylized_each_family_shoots_two_victims_in_one_night() {
    let mut t = night_one();
    t.shoot(Some(3));
    t.next();
    assert_eq!(night_step(&t).as_deref(), Some("gang_shot"));
    t.shoot(Some(6));
    t.finish_night();
    assert!(!t.alive(3) && !t.alive(6));
    assert_eq!(t.state().nights[0].killed, vec![3, 6]);
}

#[test]
fn stylized_lawyer_protects_from_the_kill() {
    let mut t = night_one();
    t.shoot(Some(3));
    t.next();
    t.shoot(Some(6));
    until_step(&mut t, "lawyer_protect");
    t.act(Action::Protect { target: 3 });
    t.finish_night();
    assert!(t.alive(3), "protected");
    assert!(!t.alive(6), "the other family's victim dies");
}

#[test]
fn stylized_lawyer_protection_covers_both_families_shots_at_one_seat() {
    let mut t = night_one();
    t.shoot(Some(4));
    t.next();
    t.shoot(Some(4));
    until_step(&mut t, "lawyer_protect");
    t.act(Action::Protect { target: 4 });
    t.finish_night();
    assert_eq!(t.living(), 16);
    assert!(!t.state().is_over());
}

#[test]
fn stylized_the_lawyer_does_not_protect_himself() {
    let mut t = night_one();
    until_step(&mut t, "lawyer_protect");
    let r = t.refused(Action::Protect { target: 9 });
    assert_eq!(r, Refusal::NotHimself);
}

#[test]
fn stylized_journalist_compares_two_seats_teams() {
    let mut t = night_one();
    until_step(&mut t, "journalist_compare");
    t.act(Action::Compare {
        first: 1,
        second: 2,
    });
    let e = t.state().nights[0].entries.last().cloned().unwrap();
    assert_eq!(e.targets, vec![1, 2]);
    assert_eq!(e.answer.as_deref(), Some("yes"));
    assert_eq!(e.gesture.as_deref(), Some("same_team"));
    t.finish_night();
    t.until_night();
    until_step(&mut t, "journalist_compare");
    // The Father and the Gang head are both black, but not one team.
    t.act(Action::Compare {
        first: 1,
        second: 5,
    });
    let e = t.state().nights[1].entries.last().cloned().unwrap();
    assert_eq!(e.answer.as_deref(), Some("no"));
    assert_eq!(e.gesture.as_deref(), Some("different_team"));
}

#[test]
fn stylized_detective_learns_a_role() {
    let mut t = night_one();
    until_step(&mut t, "detective_check");
    t.act(Action::Check { target: 5 });
    let e = t.state().nights[0].entries.last().cloned().unwrap();
    assert_eq!(e.actor, Some(7));
    assert_eq!(e.answer.as_deref(), Some("gang_head"));
    assert_eq!(e.gesture.as_deref(), Some("role_reveal"));
}

#[test]
fn stylized_8_4_the_father_looks_for_the_detective() {
    let mut t = night_one();
    until_step(&mut t, "father_check");
    t.act(Action::Check { target: 7 });
    let e = t.state().nights[0].entries.last().cloned().unwrap();
    assert_eq!(e.actor, Some(1));
    assert_eq!(e.answer.as_deref(), Some("yes"));
    assert_eq!(e.gesture.as_deref(), Some("don_yes"));
}

#[test]
fn stylized_fbi_agent_takes_one_seats_vote_the_next_morning() {
    let mut t = night_one();
    until_step(&mut t, "fbi_block");
    // The bundled file reads 1.1 (a vote taken), not 4.3 (immunity).
    let r = t.refused(Action::Immunity { target: 3 });
    assert!(matches!(r, Refusal::WrongStep { .. }), "{r}");
    t.act(Action::BlockVote { target: 3 });
    t.finish_night();
    t.until_speeches(2);
    assert_eq!(t.state().day().unwrap().blocked_voters, vec![3]);
    assert!(t.state().day().unwrap().immune.is_empty());
    t.speeches(&[(2, 4), (3, 6), (4, 10)]);
    let r = t.refused(Action::Vote {
        candidate: 4,
        votes: Ballot::Voters(vec![3, 5]),
    });
    assert!(matches!(r, Refusal::DoesNotVoteToday { .. }), "{r}");
    assert!(
        t.refusal_words(&r).ends_with("(rule 1.1)"),
        "{}",
        t.refusal_words(&r)
    );
    // 15 may vote: 5 + 5, and the 5 left go to the last candidate.
    t.vote(4, 5).vote(6, 5);
    let counts = &t.state().days[1].rounds[0].counts;
    assert_eq!(counts[2].votes, 5);
    assert!(counts[2].auto);
}

// ------------------------------------------------------------ roles that have left

/// 4.6: the detective "wakes" on every later night; no card is turned over
/// when a player leaves, so his step is still announced once he has left,
/// and the judge goes on with nothing recorded.
#[test]
fn stylized_4_6_the_detectives_step_is_announced_after_the_detective_has_left() {
    let mut t = ny();
    t.until_speeches(1);
    punish_all(&mut t, &[7], "6.7.1"); // the detective leaves the table
    quiet_day(&mut t);
    until_step(&mut t, "detective_check");
    assert_eq!(
        t.state().departed_step(&t.s.ruleset),
        t.s.ruleset
            .night
            .iter()
            .position(|s| s.id == "detective_check")
    );
    let r = t.refused(Action::Check { target: 5 });
    assert!(matches!(r, Refusal::StepDeparted { .. }), "{r}");
    t.next();
    assert!(matches!(t.phase(), Phase::Day { day: 2, .. }));
    assert!(
        t.state().nights[0]
            .entries
            .iter()
            .all(|e| e.step != "detective_check")
    );
}

/// 1.1: two families; the seed never says which family a departed player
/// was in, so a family's shot is announced even when the whole family is
/// out, and it shoots nobody.
#[test]
fn stylized_1_1_a_familys_shot_is_announced_after_the_whole_family_has_left() {
    let mut t = ny();
    t.until_speeches(1);
    punish_all(&mut t, &[5, 8, 14], "6.7.1"); // the whole K&A gang
    quiet_day(&mut t);
    assert_eq!(night_step(&t).as_deref(), Some("gambino_shot"));
    t.shoot(Some(3));
    t.next();
    assert_eq!(night_step(&t).as_deref(), Some("gang_shot"));
    assert!(matches!(
        t.refused(Action::Shoot { target: Some(4) }),
        Refusal::StepDeparted { .. }
    ));
    t.finish_night();
    assert_eq!(t.state().nights[0].killed, vec![3]);
}

/// A role nobody at this table was dealt (a club deal without a lawyer) is
/// not announced: the table knows the deal, nobody can have left it.
#[test]
fn stylized_a_role_never_dealt_has_no_step() {
    let mut rs = ruleset("stylized-ny");
    let lawyer = rs.role_index("lawyer").unwrap();
    rs.roles[lawyer].count.min = 0;
    let nicks: Vec<String> = (1..=10).map(|i| format!("P{i}")).collect();
    let mut t = Table {
        s: Session::new(rs, nicks, 1_000_000).unwrap(),
        now: 1_000_000,
    };
    t.act(Action::SetRoleCount {
        role: "lawyer".into(),
        count: 0,
    });
    let deal = [
        "father",
        "journalist",
        "detective",
        "mafia",
        "businessman",
        "gang_head",
        "fbi_agent",
        "businessman",
        "bandit",
        "businessman",
    ];
    for (i, r) in deal.iter().enumerate() {
        t.act(Action::AssignRole {
            seat: (i + 1) as u8,
            role: (*r).to_owned(),
        });
    }
    t.act(Action::SetRoleCount {
        role: "mafia".into(),
        count: 1,
    });
    t.act(Action::SetRoleCount {
        role: "bandit".into(),
        count: 1,
    });
    t.act(Action::SetRoleCount {
        role: "businessman".into(),
        count: 3,
    });
    t.act(Action::StartGame);
    t.until_speeches(1);
    quiet_day(&mut t);
    let mut seen = Vec::new();
    while let Some(id) = night_step(&t) {
        seen.push(id);
        t.next();
    }
    assert!(!seen.contains(&"lawyer_protect".to_owned()), "{seen:?}");
    assert!(seen.contains(&"journalist_compare".to_owned()), "{seen:?}");
}

// ------------------------------------------------------------ the end

#[test]
fn stylized_1_4_black_wins_when_both_families_together_equal_new_york() {
    let mut t = ny();
    t.until_speeches(1);
    punish_all(&mut t, &[3, 6, 10], "6.7.1");
    assert!(!t.state().is_over(), "7 reds against 6 blacks");
    punish_all(&mut t, &[13], "6.7.1");
    assert_eq!(outcome(&t), Some(Outcome::Black));
}

#[test]
fn stylized_7_6_four_players_two_tied_twice_no_more_voting() {
    let mut t = four_left();
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    let order = t.state().day().unwrap().order.clone();
    assert_eq!(order, vec![3, 4, 6, 1]);
    t.speeches(&[(3, 1), (4, 3)]);
    t.vote(1, 2);
    assert_eq!(t.stage(), Some(DayStage::TieSpeech { index: 0 }));
    t.next().next();
    t.vote(1, 2);
    assert!(matches!(t.phase(), Phase::Night { night: 2, .. }));
    assert_eq!(t.living(), 4, "nobody leaves");
    let reason = t.no_vote_words(2);
    assert!(reason.en.contains("7.6"), "{}", reason.en);
}

#[test]
fn stylized_7_6_three_misses_at_four_players_red_wins() {
    let mut t = four_left();
    night_with_shot(&mut t, None);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    assert!(!t.state().is_over());
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Red);
    let why = t.end_words();
    assert!(why.en.contains("7.6"), "{}", why.en);
}

// ------------------------------------------------------------ points

#[test]
fn stylized_points_red_win_fiim_scoring_with_the_best_move() {
    let mut t = night_one();
    t.shoot(Some(3));
    t.finish_night();
    assert_eq!(t.stage(), Some(DayStage::BestMove { seat: 3 }));
    t.act(Action::BestMove {
        seats: vec![1, 2, 5],
    });
    t.until_speeches(2);
    punish_all(&mut t, &[1, 2, 11, 5, 8, 14], "6.7.4");
    assert_eq!(outcome(&t), Some(Outcome::Red));
    let got = totals(&t);
    for (i, p) in got.iter().enumerate() {
        let seat = i + 1;
        let want = match seat {
            3 => 1.7,                        // win + best move with 3 blacks
            1 | 2 | 11 | 5 | 8 | 14 => -0.5, // disqualified
            _ => 1.0,
        };
        assert_eq!(*p, want, "seat {seat}");
    }
}

#[test]
fn stylized_points_black_win_both_families_win() {
    let mut t = ny();
    t.until_speeches(1);
    punish_all(&mut t, &[3, 6, 10, 13], "6.7.4");
    assert_eq!(outcome(&t), Some(Outcome::Black));
    let got = totals(&t);
    for (i, p) in got.iter().enumerate() {
        let seat = i + 1;
        let want = match seat {
            1 | 2 | 11 | 5 | 8 | 14 => 1.0,
            3 | 6 | 10 | 13 => -0.5,
            _ => 0.0,
        };
        assert_eq!(*p, want, "seat {seat}");
    }
}

// ------------------------------------------------------------ keys a club chooses

/// The stylized file with one change a club makes.
fn ny_variant(from: &str, to: &str, options: Options) -> Table {
    let path = mafia_store::storage::source_root().join("rulesets/stylized-ny.toml");
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{from}");
    let rs = parse_ruleset("club.toml", &text.replacen(from, to, 1)).unwrap();
    let nicks: Vec<String> = (1..=16).map(|i| format!("P{i}")).collect();
    let mut t = seated_under(rs, &NY16, &nicks, options);
    t.act(Action::StartGame);
    t
}

fn geographic_off() -> Options {
    Options {
        geographic: Some(false),
    }
}

/// [`four_left`] with the judge's geographic switch off.
fn four_left_without_geography() -> Table {
    let mut t = ny_variant(
        "geographic = true\n",
        "geographic = true\n",
        geographic_off(),
    );
    assert!(!t.state().geographic);
    t.until_speeches(1);
    punish_all(&mut t, &[2, 11, 5, 8, 14], "6.7.1");
    punish_all(&mut t, &[7, 9, 10, 12, 13, 15, 16], "6.7.1");
    quiet_day(&mut t);
    t
}

#[test]
fn stylized_4_3_a_club_playing_vote_immunity_nobody_may_nominate_the_protected_player() {
    let mut t = ny_variant(
        "kind = \"block_vote\"",
        "kind = \"vote_immunity\"",
        Options::default(),
    );
    t.until_speeches(1);
    quiet_day(&mut t);
    until_step(&mut t, "fbi_block");
    t.act(Action::Immunity { target: 3 });
    t.finish_night();
    t.until_speeches(2);
    let day = t.state().day().unwrap().clone();
    assert_eq!(day.immune, vec![3]);
    assert!(day.blocked_voters.is_empty(), "he keeps his vote");
    let speaker = t.speaker().unwrap();
    let r = t.refused(Action::Nominate { target: 3 });
    assert_eq!(
        r,
        Refusal::Immune {
            seat: 3,
            rule: RuleKey::VoteImmunity
        }
    );
    assert!(
        t.refusal_words(&r).ends_with("(rule 4.3)"),
        "{}",
        t.refusal_words(&r)
    );
    t.act(Action::Nominate { target: 4 });
    assert_eq!(t.state().day().unwrap().nominations[0].by, speaker);
}

#[test]
fn stylized_1_1_the_detectives_answer_is_given_in_the_day_to_the_detective_at_the_table() {
    let mut t = night_one();
    until_step(&mut t, "detective_check");
    t.act(Action::Check { target: 5 });
    t.finish_night();
    t.until_speeches(2);
    let answers = &t.state().day().unwrap().answers;
    assert_eq!(answers.len(), 1, "{answers:?}");
    assert_eq!(answers[0].actor, Some(7));
    assert_eq!(answers[0].targets, vec![5]);
    assert_eq!(answers[0].answer.as_deref(), Some("gang_head"));
    // The Father's check (8.4-8.5) is answered at night, as before.
    assert!(answers.iter().all(|a| a.step == "detective_check"));
    let doc = mafia_protocol::protocol::protocol_from_game(
        t.state(),
        &t.s.ruleset,
        &Meta::default(),
        Lang::En,
    );
    assert!(
        doc.days[1]
            .notes
            .iter()
            .any(|n| n == "check answered in the day to: 7"),
        "{:?}",
        doc.days[1].notes
    );
}

#[test]
fn stylized_1_4_a_detective_shot_that_night_gets_no_answer_in_the_day() {
    let mut t = night_one();
    t.shoot(Some(7)).next();
    until_step(&mut t, "detective_check");
    t.act(Action::Check { target: 5 });
    t.finish_night();
    assert!(!t.alive(7));
    assert!(
        t.state().days.last().unwrap().answers.is_empty(),
        "he left at the kill (1.4): no answer in the day"
    );
}

#[test]
fn stylized_7_11_geographic_rules_off_two_tied_twice_at_four_go_on_to_the_lift_vote() {
    let mut t = four_left_without_geography();
    night_with_shot(&mut t, None);
    t.until_speeches(2);
    t.speeches(&[(3, 1), (4, 3)]);
    t.vote(1, 2);
    t.next().next();
    t.vote(1, 2);
    assert_eq!(
        t.stage(),
        Some(DayStage::LiftVote),
        "7.6 is off: the lift vote"
    );
}

#[test]
fn stylized_7_11_geographic_rules_off_three_misses_at_four_do_not_give_red_the_win() {
    let mut t = four_left_without_geography();
    night_with_shot(&mut t, None);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    quiet_day(&mut t);
    night_with_shot(&mut t, None);
    // Not 7.6's red win: the quiet rounds of 7.8 give the draw instead.
    let end = t.state().ending.clone().unwrap();
    assert_eq!(end.outcome, Outcome::Draw);
    assert!(t.end_words().en.contains("7.8"), "{}", t.end_words().en);
}

#[test]
fn stylized_7_11_the_judges_geographic_switch_names_every_geographic_rule_7_4_and_7_6() {
    // The start screen and the protocol name what the switch turns off:
    // the hidden nominations (7.4) among them.
    let rs = ruleset("stylized-ny");
    let rules = rs.geographic_rules(Lang::Ru);
    assert_eq!(rules, ["7.4", "7.6"], "each once, by number");
}

#[test]
fn stylized_7_11_the_judges_geographic_switch_is_kept_in_the_record_header_and_replayed() {
    let mut t = four_left_without_geography();
    night_with_shot(&mut t, None);
    let json = t.s.record().to_json();
    assert!(json.contains("\"geographic\": false"), "{json}");
    let record = Record::from_json("game.json", &json).unwrap();
    let again = Session::replay(ruleset("stylized-ny"), &record).unwrap();
    assert!(!again.state().geographic);
    assert_eq!(again.state(), t.state());
    // The protocol says the head judge's decision, with the rules' numbers.
    let doc = mafia_protocol::protocol::protocol_from_game(
        t.state(),
        &t.s.ruleset,
        &Meta::default(),
        Lang::En,
    );
    assert!(
        doc.notes[0].contains("(rule 7.4, 7.6)") && doc.notes[0].contains("rule 7.11"),
        "{:?}",
        doc.notes
    );
    // A record without the switch (written before it existed) plays the
    // ruleset's default: the geographic rules on.
    let old = std::fs::read_to_string(
        mafia_store::storage::source_root().join("examples/stylized-ny-ten-players.json"),
    )
    .unwrap();
    assert!(!old.contains("\"options\""));
    let record = Record::from_json("old.json", &old).unwrap();
    let s = Session::replay(ruleset("stylized-ny"), &record).unwrap();
    assert!(s.state().geographic);
    assert!(s.record().to_json() == old || !s.record().to_json().contains("\"options\""));
}

// ------------------------------------------------------------ 7.4

/// 7.4: a player may not learn from the judge who is nominated (a
/// geographic rule, 7.11): the judge's window has the nominations (the
/// state), the projector and the stream (one view, the spectators' too)
/// have none; with the geographic switch off, and under FIIM, they show.
#[test]
fn stylized_7_4_the_nominations_stay_off_the_projector_and_the_stream_the_judge_sees_them() {
    use mafia_audience::audience::ProjectorView;
    let mut t = ny();
    t.until_speeches(1);
    let by = t.speaker().unwrap();
    let target = if by == 4 { 5 } else { 4 };
    t.act(Action::Nominate { target });
    assert_eq!(t.state().candidates(), vec![target], "the judge's state");
    let rs = &t.s.ruleset;
    for spectator in [false, true] {
        let v = ProjectorView::from_state(t.state(), rs, spectator, t.now);
        assert!(v.nominations.is_empty(), "spectator {spectator}");
    }
    // The head judge turned the geographic rules off (7.11): shown.
    let mut off = t.state().clone();
    off.geographic = false;
    let v = ProjectorView::from_state(&off, rs, false, t.now);
    assert_eq!(v.nominations, vec![target]);
    // FIIM has no such rule.
    let mut f = crate::common::Table::fiim();
    f.until_speeches(1);
    let by = f.speaker().unwrap();
    let target = if by == 4 { 5 } else { 4 };
    f.act(Action::Nominate { target });
    let v = ProjectorView::from_state(f.state(), &f.s.ruleset, false, f.now);
    assert_eq!(v.nominations, vec![target]);
}
