//! The start screen's seat draw (seed 002: players draw their numbers
//! before the game): one button seats the players typed in by lot, again
//! as often as the judge likes before Start; the seed is shown and goes
//! into the protocol header.

use eframe::egui;
use mafia_app::app::{Command, StartForm};
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// The draw button and, once drawn, the seed; while the projector brings
/// the numbers up one by one (`revealing`), a button that shows them all at
/// once. Returns the command for the projector.
pub fn draw_ui(
    form: &mut StartForm,
    lang: Lang,
    now: u64,
    revealing: bool,
    ui: &mut egui::Ui,
) -> Option<Command> {
    let label = if form.meta.draw_seed.is_some() {
        msg::StartRedrawSeats.get(lang)
    } else {
        msg::StartDrawSeats.get(lang)
    };
    let ready = form.can_draw();
    let r = ui.add_enabled(ready, egui::Button::new(label));
    let r = if ready {
        r.on_hover_text(msg::StartDrawTip.get(lang))
    } else {
        r.on_disabled_hover_text(msg::StartDrawNeedsPlayers.get(lang))
    };
    let mut drawn = r
        .clicked()
        .then(|| Command::SeatDraw(Some(form.draw_seats(now))));
    if revealing
        && ui
            .button(msg::StartDrawAtOnce.get(lang))
            .on_hover_text(msg::StartDrawAtOnceTip.get(lang))
            .clicked()
    {
        drawn = Some(Command::SeatDrawAtOnce);
    }
    if let Some(seed) = form.meta.draw_seed {
        ui.weak(
            msg::StartDrawn {
                seed: seed.to_string(),
            }
            .get(lang),
        );
    }
    drawn
}
