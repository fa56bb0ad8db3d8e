//! The app's own bookkeeping: when the projector is asked to repaint.

use super::*;
use mafia_core::game::Phase;
use mafia_store::ruleset::catalog;

const T0: u64 = 1_700_000_000_000;

fn started() -> JudgeApp {
    let fiim = catalog::find("fiim").expect("the bundled FIIM ruleset");
    let mut app = JudgeApp::with_rulesets(Settings::default(), vec![fiim], Vec::new());
    app.clock = Clock::Fixed(T0);
    let mut form = StartForm::new(&app.rulesets, &app.settings);
    form.deal_secret = true;
    app.run(Command::StartGame(Box::new(form)));
    app.run(Command::Act(Action::StartGame));
    assert!(app.session.is_some());
    app
}

fn repaint_asked(app: &JudgeApp) -> bool {
    app.projector_changed.swap(false, Ordering::Relaxed)
}

#[test]
fn the_projector_repaints_only_when_its_view_changes() {
    let mut app = started();
    assert!(repaint_asked(&app), "the first view of the game");
    // The same view published later: nothing to repaint.
    app.clock = Clock::Fixed(T0 + 5_000);
    app.publish();
    assert!(!repaint_asked(&app));
    // What only the judge sees: selection, revealed roles, the music window.
    app.run(Command::SelectSeat(3));
    app.run(Command::ToggleReveal);
    app.run(Command::ToggleMusic);
    assert!(!repaint_asked(&app));
    // Night zero's second step looks the same from the hall.
    app.run(Command::Act(Action::Next));
    assert!(!repaint_asked(&app));
    // What the hall sees: the day coming, the spectator mode, the language.
    app.run(Command::Act(Action::Next));
    assert!(matches!(
        app.session.as_ref().map(|s| &s.state().phase),
        Some(Phase::Day { .. })
    ));
    assert!(repaint_asked(&app));
    app.run(Command::ToggleSpectator);
    assert!(repaint_asked(&app));
    app.run(Command::SetLang(Lang::En));
    assert!(repaint_asked(&app));
    // A refused action changes nothing.
    app.run(Command::Act(Action::Withdraw));
    assert!(app.message.as_ref().is_some_and(|m| m.error));
    assert!(!repaint_asked(&app));
}

#[test]
fn a_first_start_offers_the_federation_rules_and_later_the_judges_last_ones() {
    let baikal = catalog::find("baikal").expect("the bundled Baikal ruleset");
    let fiim = catalog::find("fiim").expect("the bundled FIIM ruleset");
    let rulesets = vec![baikal, fiim];
    let form = StartForm::new(&rulesets, &Settings::default());
    assert_eq!(rulesets[form.ruleset].id, "fiim");
    let settings = Settings {
        last_ruleset: Some("baikal".to_owned()),
        ..Settings::default()
    };
    let form = StartForm::new(&rulesets, &settings);
    assert_eq!(rulesets[form.ruleset].id, "baikal");
}

/// Issue 31, item 1: a panel reads the app and changes only its own state;
/// the game changes when the app applies the effects the panel returned.
#[test]
fn the_game_table_changes_the_game_only_through_the_effects_it_applies() {
    use super::panel::{Panel, Step, with_cx};
    let mut app = started();
    app.run(Command::Act(Action::Next));
    app.run(Command::Act(Action::Next));
    app.run(Command::SelectSeat(3));
    let fouls = |app: &JudgeApp| {
        app.session
            .as_ref()
            .and_then(|s| s.state().player(3).map(|p| p.fouls))
    };
    let fx = with_cx!(app, |cx| app.table.run(Command::FoulSelected, &cx));
    assert!(matches!(
        fx.steps.as_slice(),
        [Step::Act(Action::Foul { seat: 3, .. })]
    ));
    assert_eq!(fouls(&app), Some(0), "the panel changed no game");
    assert!(app.apply(fx), "the step is taken");
    assert_eq!(fouls(&app), Some(1));
}

/// The effects are done in one order: a setting the panel changed is
/// there before the line is said and the projector republished.
#[test]
fn a_panels_setting_and_its_line_are_applied_together() {
    use super::panel::{Effects, Said, Setting};
    let mut app = started();
    let said = mafia_words::i18n::msg::NobodySelected.text();
    let done = app.apply(Effects {
        settings: vec![Setting::Web {
            port: 9001,
            delay_s: 30,
        }],
        said: vec![Said::Error(said.clone())],
        done: true,
        ..Effects::default()
    });
    assert!(done);
    assert_eq!(
        (app.settings.web_port, app.settings.web_delay_s),
        (9001, 30)
    );
    assert_eq!(
        app.message.as_ref().map(|m| (&m.text, m.error)),
        Some((&said, true))
    );
    // A line said before goes only while it is still on show.
    assert!(!app.apply(Effects::said(Said::Unsay(said))));
    assert_eq!(app.message, None);
}
