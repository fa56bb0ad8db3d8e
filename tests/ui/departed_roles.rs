//! A night step whose role has left (issue 12.8): the judge's panel says so,
//! the step keeps its call and its timer, no seat can be picked, and Next
//! goes on; the projector shows the same as for a living don.

use crate::ui_common::*;

use crate::game::Game;
use crate::table::CLASSIC;
use eframe::egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_audience::audience::ProjectorView;
use mafia_core::game::{Action, Phase, Seat};
use mafia_store::ruleset::catalog;
use mafia_store::session::Session;
use mafia_ui::ui::Console;
use mafia_words::Lang;

/// The steps of the games below (ten players, one action a second from `T0`).
impl Game {
    /// The seat disqualified (6.7.1).
    fn disqualify(&mut self, seat: Seat) {
        self.act(Action::Punish {
            seat,
            offence: "6.7.1".into(),
        });
    }

    /// Next until `at` holds of the phase.
    fn next_until(&mut self, at: fn(&Phase) -> bool) {
        while !at(&self.s.state().phase) {
            self.act(Action::Next);
        }
    }

    /// Next until the night falls: the session at its first step.
    fn at_night(mut self) -> Session {
        self.next_until(|p| matches!(p, Phase::Night { .. }));
        self.s
    }
}

/// A FIIM game at night 1's shot; with `don_out` the don (6) was
/// disqualified on day 1, otherwise a civilian (7) was.
fn night_one(don_out: bool) -> Session {
    let mut g = Game::new("fiim", T0);
    g.deal(&CLASSIC);
    g.act(Action::StartGame);
    g.act(Action::Next);
    g.act(Action::Next);
    g.disqualify(if don_out { 6 } else { 7 });
    g.at_night()
}

fn on_the_table(s: Session) -> Harness<'static, Console> {
    let rs = catalog::find("fiim").unwrap();
    let mut c = console_app(vec![rs]);
    c.app.set_session(s);
    let mut h = harness(c);
    h.run_steps(2);
    h
}

#[test]
fn the_panel_says_the_don_has_left_and_the_step_keeps_its_call_and_timer() {
    let mut h = on_the_table(night_one(true));
    click(&mut h, "Выстрел №1");
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 1 });
    // The panel, in Russian first: the don is out, announce, wait, go on.
    assert!(
        h.query_by_label("Дон — вне игры: объявите, выждите, идите дальше.")
            .is_some(),
        "the panel does not say the don has left"
    );
    // The call is the same as for a living don, and so is the timer.
    assert!(
        h.query_by_label("Дон, проснитесь. Ищите шерифа.").is_some(),
        "the don's call is not shown"
    );
    assert!(h.query_by_label("0:10").is_some(), "the step's 10 seconds");
    // Nothing to pick: no seat can be checked for the don.
    assert!(h.query_by_label("Проверить №5").is_none());
    // The judge waits the time out as for a living don, then goes on.
    let ctx = h.ctx.clone();
    h.state_mut().run(Command::TimerToggle, &ctx);
    h.run_steps(2);
    assert!(st(&h).timer.running());
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 2 });
    assert!(
        h.query_by_label("Проверить №5").is_some(),
        "the sheriff checks"
    );
    assert!(
        h.query_by_label("Дон — вне игры: объявите, выждите, идите дальше.")
            .is_none()
    );
}

#[test]
fn in_english_the_panel_says_the_don_has_left_announce_wait_go_on() {
    let mut h = on_the_table(night_one(true));
    let ctx = h.ctx.clone();
    h.state_mut().run(Command::SetLang(Lang::En), &ctx);
    h.run_steps(2);
    click(&mut h, "Shoot 1");
    key(&mut h, Key::Enter);
    assert!(
        h.query_by_label("Don has left: announce, wait, go on.")
            .is_some(),
        "the English panel does not say the don has left"
    );
}

/// What the hall sees at the don's step is the same whether the don is at
/// the table or has left (only the seat that left differs, as it did all
/// day): the projector is built from the same moment, title and timer.
#[test]
fn the_projector_at_the_dons_step_looks_the_same_whether_the_don_has_left_or_not() {
    let mut views = Vec::new();
    for don_out in [true, false] {
        let mut s = night_one(don_out);
        let now = T0 + 500_000;
        s.act(Action::Shoot { target: Some(1) }, now).unwrap();
        s.act(Action::Next, now).unwrap();
        assert_eq!(s.state().phase, Phase::Night { night: 1, step: 1 });
        let mut v = ProjectorView::from_state(s.state(), &s.ruleset, false, now);
        // The seat that left on day 1 (6 or 7) is the only difference.
        for seat in &mut v.seats {
            if seat.seat == 6 || seat.seat == 7 {
                seat.alive = true;
                seat.out = None;
            }
        }
        v.history.retain(|e| {
            !matches!(
                e,
                mafia_audience::audience::HistoryEntry::Left { seat: 6 | 7, .. }
            )
        });
        views.push(v);
    }
    assert_eq!(views[0], views[1]);
}

/// Stylized mafia at a table of 10: the whole Gambino family (1 Father,
/// 4 mafia) is disqualified on day 1; night 1 begins at the family's shot.
fn stylized_family_out() -> Session {
    let deal = [
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
    let mut g = Game::new("stylized-ny", T0);
    for (role, count) in [("mafia", 1), ("bandit", 1), ("businessman", 2)] {
        g.act(Action::SetRoleCount {
            role: role.into(),
            count,
        });
    }
    g.deal(&deal);
    g.act(Action::StartGame);
    g.next_until(|p| matches!(p, Phase::Day { .. }));
    for seat in [1, 4] {
        g.disqualify(seat);
    }
    g.at_night()
}

/// A family's shot is announced after the whole family has left, and the
/// night is said to fall once, at that first step, not again at the next.
#[test]
fn a_departed_familys_shot_opens_the_night_and_the_next_step_does_not_open_it_again() {
    let mut h = on_the_table(stylized_family_out());
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 0 });
    assert!(
        h.query_by_label("Семья Гамбино — вне игры: объявите, выждите, идите дальше.")
            .is_some(),
        "the panel does not say the family has left"
    );
    assert!(
        h.query_by_label("Наступает ночь. Семья Гамбино, просыпайтесь: в кого стреляете?")
            .is_some(),
        "the night falls at the family's shot"
    );
    assert!(
        h.query_by_label("Выстрел №2").is_none(),
        "nobody shoots for them"
    );
    key(&mut h, Key::Enter);
    assert_eq!(st(&h).phase, Phase::Night { night: 1, step: 1 });
    assert!(
        h.query_by_label("Банда K&A, просыпайтесь: в кого стреляете?")
            .is_some(),
        "the gang's call, without a second «night falls»"
    );
    assert!(h.query_by_label("Выстрел №2").is_some());
}

/// The red-wins example after its first `n` actions, on the judge's table.
fn red_wins_at(n: usize) -> Harness<'static, Console> {
    let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let (mut record, rs) =
        mafia_store::session::load_record(&root.join("examples/fiim-red-wins.json")).unwrap();
    record.actions.truncate(n);
    on_the_table(Session::replay(rs, &record).unwrap())
}

#[test]
fn the_action_column_is_shown_only_while_a_row_has_a_button() {
    let column = |h: &Harness<'_, Console>| h.query_by_label("Действие").is_some();
    // Day 1's speeches: a nomination on each row.
    let h = red_wins_at(24);
    assert!(
        matches!(st(&h).phase, Phase::Day { .. }),
        "{:?}",
        st(&h).phase
    );
    assert!(column(&h), "speeches: {:?}", st(&h).phase);
    // The voted-out seat's last words: no row has a button.
    let h = red_wins_at(38);
    assert!(
        matches!(
            st(&h).phase,
            Phase::Day {
                stage: mafia_core::game::state::DayStage::LastWords { .. },
                ..
            }
        ),
        "{:?}",
        st(&h).phase
    );
    assert!(!column(&h), "last words");
    // Night 1's shot: a shot on each row; once recorded, none.
    let h = red_wins_at(39);
    assert!(column(&h), "the shot: {:?}", st(&h).phase);
    let h = red_wins_at(40);
    assert!(!column(&h), "after the shot: {:?}", st(&h).phase);
}
