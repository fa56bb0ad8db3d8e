//! What every UI test needs: the console in a kittest harness on a fixed
//! clock, and the judge's hands (click a label, press a key).

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use mafia_judge::app::{Clock, JudgeApp, Settings};
use mafia_judge::game::{GameState, Seat};
use mafia_judge::ruleset::Ruleset;

/// The fixed wall clock the console starts at (ms).
pub const T0: u64 = 1_700_000_000_000;

/// The console with these rulesets, its clock stopped at `T0`.
pub fn console_app(rulesets: Vec<Ruleset>) -> JudgeApp {
    let mut app = JudgeApp::with_rulesets(Settings::default(), rulesets, Vec::new());
    app.clock = Clock::Fixed(T0);
    app
}

/// A harness big enough for the whole judge window.
pub fn harness(app: JudgeApp) -> Harness<'static, JudgeApp> {
    Harness::builder()
        .with_size([1700.0, 1500.0])
        .with_max_steps(20)
        // The per-seat role combos carry no visible label of their own (the
        // seat number is in the row); the check would flag each of them.
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut JudgeApp| app.frame_ui(ui), app)
}

/// The game state behind the window.
pub fn st(h: &Harness<'_, JudgeApp>) -> GameState {
    h.state().session.as_ref().unwrap().state().clone()
}

pub fn click(h: &mut Harness<'_, JudgeApp>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(3);
}

pub fn key(h: &mut Harness<'_, JudgeApp>, k: Key) {
    h.key_press(k);
    h.run_steps(3);
}

pub fn key_mod(h: &mut Harness<'_, JudgeApp>, m: Modifiers, k: Key) {
    h.key_press_modifiers(m, k);
    h.run_steps(3);
}

/// The digit key of a seat (0 = seat 10).
pub fn digit(seat: Seat) -> Key {
    [
        Key::Num0,
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ][usize::from(seat % 10)]
}
