//! After the game the judge marks the hands of a vote entered as counts
//! (issue 22), on the end screen: per count, per candidate, seat by seat,
//! then «Записать руки». The examples as a club that only counts records
//! them (the shipped ones carry the hands): fiim-red-wins: day 1, seat 4
//! had 6 votes, seat 8 the other 4. fiim-tie-and-lift: on day 1, 7 of 10
//! lifted 4 and 5, a number; the judge ticks their hands too.

use crate::ui_common::{click, disabled, st};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_app::app::files::FileCmd;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;
use std::path::PathBuf;

fn fiim_red_wins() -> (Harness<'static, Console>, tempfile::TempDir) {
    opened("fiim-red-wins.json")
}

fn opened(example: &str) -> (Harness<'static, Console>, tempfile::TempDir) {
    let dir = tempfile::tempdir().unwrap();
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("examples")
        .join(example);
    let path = dir.path().join("game.json");
    std::fs::write(&path, counted(&src)).unwrap();
    let app = crate::ui_common::console_app(vec![catalog::find("fiim").unwrap()]);
    let mut h = Harness::builder()
        .with_size([1700.0, 2400.0])
        .with_max_steps(20)
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), app);
    h.run_steps(2);
    let ctx = h.ctx.clone();
    h.state_mut().run(Command::File(FileCmd::Open(path)), &ctx);
    h.run_steps(3);
    (h, dir)
}

/// The example as a club that only counts records it: the shipped games
/// mark every vote's hands, this one has the numbers alone.
fn counted(example: &std::path::Path) -> String {
    use mafia_core::game::{Action, Ballot};
    let text = std::fs::read_to_string(example).unwrap();
    let mut r = mafia_store::session::Record::from_json("example", &text).unwrap();
    for st in &mut r.actions {
        if let Action::Vote { votes, .. } | Action::LiftVote { votes } = &mut st.action
            && let Ballot::Voters(v) = votes
        {
            *votes = Ballot::Count(u8::try_from(v.len()).unwrap());
        }
    }
    r.to_json()
}

/// Clicks the first «Рука №seat» on the screen: the first count listed.
fn hand(h: &mut Harness<'_, Console>, seat: u8) {
    h.query_all_by_label(&format!("Рука №{seat}"))
        .next()
        .unwrap()
        .click();
    h.run_steps(3);
}

fn voters(h: &Harness<'_, Console>, candidate: u8) -> Option<Vec<u8>> {
    st(h).days[0].rounds[0]
        .counts
        .iter()
        .find(|c| c.candidate == candidate)
        .unwrap()
        .voters
        .clone()
}

#[test]
fn after_the_game_the_judge_marks_who_raised_hands_in_a_vote_counted_as_numbers() {
    let (mut h, _dir) = fiim_red_wins();
    assert!(st(&h).is_over());
    // The form is closed until the judge opens it.
    assert!(h.query_by_label("Рука №1").is_none());
    click(&mut h, "Руки в голосованиях, записанных числом");
    h.get_by_label("День 1, голосование 1: за №4 голосов 6, отмечено 0");
    let record_4 = "Записать руки за №4 (день 1, голосование 1)";
    assert!(disabled(&h, record_4), "not before the hands add up to 6");
    for seat in [1, 2, 3, 5, 6, 9] {
        hand(&mut h, seat);
    }
    // A slip: 9 off, 7 on.
    hand(&mut h, 9);
    assert!(disabled(&h, record_4));
    hand(&mut h, 7);
    h.get_by_label("День 1, голосование 1: за №4 голосов 6, отмечено 6");
    click(&mut h, record_4);
    assert_eq!(voters(&h, 4), Some(vec![1, 2, 3, 5, 6, 7]));

    // Seat 8's count: the seats that voted for 4 are not offered.
    h.get_by_label("День 1, голосование 1: за №8 голосов 4, отмечено 0");
    assert!(disabled(&h, "Рука №1"), "one vote each");
    for seat in [4, 8, 9, 10] {
        hand(&mut h, seat);
    }
    click(&mut h, "Записать руки за №8 (день 1, голосование 1)");
    assert_eq!(voters(&h, 8), Some(vec![4, 8, 9, 10]));
    assert!(
        h.query_by_label("Руки в голосованиях, записанных числом")
            .is_none(),
        "every hand is known: the form is gone"
    );
    assert_eq!(
        st(&h).ending.as_ref().unwrap().outcome,
        mafia_core::ruleset::Outcome::Red,
        "the result stays"
    );

    // Undo takes the last marking back.
    click(&mut h, "Отменить");
    h.get_by_label("Отменено: руки за №8");
    assert_eq!(voters(&h, 8), None);
    assert_eq!(voters(&h, 4), Some(vec![1, 2, 3, 5, 6, 7]));
}

const RECORD_LIFT: &str = "Записать руки за подъём всех (день 1)";

/// Clicks the lift's own «Рука №seat»: of the buttons so named (one per
/// count listed), the nearest above «Записать руки за подъём всех».
fn lift_hand(h: &mut Harness<'_, Console>, seat: u8) {
    let bottom = h.get_by_label(RECORD_LIFT).rect().top();
    h.query_all_by_label(&format!("Рука №{seat}"))
        .filter(|n| n.rect().bottom() <= bottom)
        .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .unwrap()
        .click();
    h.run_steps(3);
}

fn lift_voters(h: &Harness<'_, Console>) -> Option<Vec<u8>> {
    st(h).days[0].lift.as_ref().unwrap().voters.clone()
}

#[test]
fn after_the_game_the_judge_marks_who_raised_hands_to_lift_all_in_a_lift_vote_counted_as_a_number()
{
    let (mut h, _dir) = opened("fiim-tie-and-lift.json");
    assert!(st(&h).is_over());
    assert_eq!(lift_voters(&h), None);
    click(&mut h, "Руки в голосованиях, записанных числом");
    h.get_by_label("День 1, подъём всех (№4, №5): голосов 7, отмечено 0");
    let record = RECORD_LIFT;
    assert!(disabled(&h, record), "not before the hands add up to 7");
    for seat in [1, 2, 3, 4, 5, 6, 7, 8] {
        lift_hand(&mut h, seat);
    }
    h.get_by_label("День 1, подъём всех (№4, №5): голосов 7, отмечено 8");
    assert!(disabled(&h, record), "one too many");
    // A slip: 8 off.
    lift_hand(&mut h, 8);
    h.get_by_label("День 1, подъём всех (№4, №5): голосов 7, отмечено 7");
    click(&mut h, record);
    assert_eq!(lift_voters(&h), Some(vec![1, 2, 3, 4, 5, 6, 7]));
    assert!(
        h.query_by_label("День 1, подъём всех (№4, №5): голосов 7, отмечено 7")
            .is_none(),
        "the lift's hands are known: it is no longer listed"
    );
    let s = st(&h);
    assert_eq!(
        s.ending.as_ref().unwrap().outcome,
        mafia_core::ruleset::Outcome::Red,
        "the result stays"
    );
    assert!(!s.is_alive(4) && !s.is_alive(5), "both still lifted");

    // Undo takes the marking back.
    click(&mut h, "Отменить");
    h.get_by_label("Отменено: руки за подъём всех");
    assert_eq!(lift_voters(&h), None);
}
