//! The Russian judge reads the rule a refusal quotes in Russian: under MCC,
//! whose seed numbers nothing, the refusal on the message line names the
//! club's section («раздел «Ночь заказов»»), not an English label, and with
//! no «п.» in front of a label (before, it read «(п. order night)»).

use crate::ui_common::*;

use egui_kittest::kittest::Queryable;
use mafia_app::app::Command;
use mafia_core::game::{Action, Phase};
use mafia_store::ruleset::catalog;

#[test]
fn mcc_an_empty_order_refused_on_the_russian_message_line_names_the_order_night_section() {
    let rs = catalog::find("mcc").unwrap();
    let mut h = harness(console_app(vec![rs.clone()]));
    h.run_steps(2);
    h.state_mut().screens.start.roles = COMMISSAR_DEAL.iter().map(|r| rs.role_index(r)).collect();
    h.run_steps(1);
    click(&mut h, "Начать игру");
    assert_eq!(st(&h).phase, Phase::NightZero { step: 0 });
    // An order of no seat (the button stays grey without marks, so the
    // command goes in as the button would send it): the engine refuses it.
    let ctx = h.ctx.clone();
    h.state_mut()
        .run(Command::Act(Action::Order { targets: vec![] }), &ctx);
    h.run_steps(2);
    assert!(st(&h).order.is_empty());
    let message = h
        .state()
        .app
        .view()
        .message()
        .expect("an empty order is refused");
    assert!(message.error);
    let ru = message.text.ru.clone();
    assert!(ru.ends_with("(раздел «Ночь заказов»)"), "{ru}");
    assert!(!ru.contains("п. раздел"), "{ru}");
    assert!(!ru.chars().any(|c| c.is_ascii_alphabetic()), "{ru}");
    // What the window shows is the Russian text.
    assert!(h.query_by_label_contains("раздел «Ночь заказов»").is_some());
    assert!(h.query_by_label_contains("order night").is_none());
}
