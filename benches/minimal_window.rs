//! The yardstick for the console's start (scripts/bench_start.sh): the
//! smallest eframe app of the same eframe, renderer and window size as the
//! console, one label in a central panel. Not a benchmark by itself: the
//! script starts it beside the console and times both the same way. Only
//! with `MAFIA_JUDGE_FIRST_FRAME` set (the script sets it) does it open its
//! window, staying until it is closed, and print `first frame` on stdout
//! when its first frame is drawn, as the console does; a plain `cargo
//! bench` just says where the figures come from.

use eframe::egui;

struct Minimal {
    announce: bool,
}

impl eframe::App for Minimal {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        egui::CentralPanel::default().show(ui, |ui| {
            ui.label("minimal window");
        });
        if self.announce {
            self.announce = false;
            println!("first frame");
        }
    }
}

fn main() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("minimal window")
            .with_app_id("minimal-window")
            .with_inner_size([1280.0, 720.0]),
        dithering: false,
        ..Default::default()
    };
    if std::env::var_os("MAFIA_JUDGE_FIRST_FRAME").is_none() {
        println!("minimal_window: the yardstick of scripts/bench_start.sh (run that)");
        return Ok(());
    }
    eframe::run_native(
        "minimal-window",
        options,
        Box::new(|_cc| Ok(Box::new(Minimal { announce: true }))),
    )
}
