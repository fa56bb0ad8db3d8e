//! What every UI test needs: the console in a kittest harness on a fixed
//! clock, and the judge's hands (click a label, press a key).

use eframe::egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use mafia_app::app::{Clock, JudgeApp, Settings};
use mafia_core::game::{GameState, Seat};
use mafia_core::ruleset::Ruleset;
use mafia_store::ruleset::catalog;
use mafia_ui::ui::Console;

/// The fixed wall clock the console starts at (ms).
pub const T0: u64 = 1_700_000_000_000;

/// The bundled FIIM ruleset.
pub fn fiim() -> Ruleset {
    catalog::find("fiim").unwrap()
}

/// A FIIM deal off the classic layout: seats 2 and 7 mafia, 3 the don, 5
/// the sheriff.
pub const DEAL: [&str; 10] = [
    "civilian", "mafia", "don", "civilian", "sheriff", "civilian", "mafia", "civilian", "civilian",
    "civilian",
];

/// The deal of the rulesets with a commissar (MCC, Baikal): six
/// civilians, then the commissar, two mafia and the don.
pub const COMMISSAR_DEAL: [&str; 10] = [
    "civilian",
    "civilian",
    "civilian",
    "civilian",
    "civilian",
    "civilian",
    "commissar",
    "mafia",
    "mafia",
    "don",
];

/// The console with these rulesets, its clock stopped at `T0`.
pub fn console_app(rulesets: Vec<Ruleset>) -> Console {
    let mut app = JudgeApp::with_rulesets(Settings::default(), rulesets, Vec::new());
    app.set_clock(Clock::Fixed(T0));
    Console::new(app)
}

/// A harness big enough for the whole judge window.
pub fn harness(app: Console) -> Harness<'static, Console> {
    Harness::builder()
        .with_size([1700.0, 1500.0])
        .with_max_steps(20)
        // The per-seat role combos carry no visible label of their own (the
        // seat number is in the row); the check would flag each of them.
        .with_accessibility_check(false)
        .build_ui_state(|ui, c: &mut Console| c.frame_ui(ui), app)
}

/// The game state behind the window.
pub fn st(h: &Harness<'_, Console>) -> GameState {
    h.state()
        .app
        .view()
        .session()
        .as_ref()
        .unwrap()
        .state()
        .clone()
}

pub fn click(h: &mut Harness<'_, Console>, label: &str) {
    h.get_by_label(label).click();
    h.run_steps(3);
}

pub fn key(h: &mut Harness<'_, Console>, k: Key) {
    h.key_press(k);
    h.run_steps(3);
}

pub fn key_mod(h: &mut Harness<'_, Console>, m: Modifiers, k: Key) {
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

/// Deals in secret, starts: the hand-out waits at the setup; «Начать игру»
/// again (the game screen's) begins night zero.
pub fn start_dealt(h: &mut Harness<'_, Console>) {
    click(h, "Раздать втайне");
    click(h, "Начать игру");
    click(h, "Начать игру");
}

/// Whether the widget with this label is greyed out (the rules refuse it now).
pub fn disabled(h: &Harness<'_, Console>, label: &str) -> bool {
    h.get_by_label(label).accesskit_node().is_disabled()
}

/// A port free on this computer now (the OS picks it).
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// Every text the projector window paints for `view` at `now_ms`, in a
/// window of `size` (top to bottom as painted), and the repaint it asks for.
pub fn projector_texts(
    view: &mafia_audience::audience::ProjectorView,
    now_ms: u64,
    size: [f32; 2],
) -> (Vec<String>, Option<std::time::Duration>) {
    use eframe::egui;
    let ctx = egui::Context::default();
    let input = egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(size[0], size[1]),
        )),
        ..Default::default()
    };
    // A few frames: a fresh context asks for frames of its own at first;
    // the last says what the projector itself asks for.
    let frame = || {
        let mut out = ctx.run_ui(input.clone(), |ui| {
            egui::CentralPanel::no_frame().show(ui, |ui| {
                mafia_ui::ui::projector::projector_ui(ui, view, now_ms);
            });
        });
        out.textures_delta.clear();
        out
    };
    let mut out = frame();
    for _ in 0..4 {
        out = frame();
    }
    let mut texts = Vec::new();
    for s in &out.shapes {
        collect_texts(&s.shape, &mut texts);
    }
    let repaint = out
        .viewport_output
        .get(&egui::ViewportId::ROOT)
        .map(|v| v.repaint_delay)
        .filter(|d| *d < std::time::Duration::from_secs(3600));
    (texts, repaint)
}

fn collect_texts(s: &eframe::egui::Shape, out: &mut Vec<String>) {
    match s {
        eframe::egui::Shape::Text(t) => out.push(t.galley.text().to_owned()),
        eframe::egui::Shape::Vec(v) => v.iter().for_each(|s| collect_texts(s, out)),
        _ => {}
    }
}
