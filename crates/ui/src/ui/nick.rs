//! Nickname completion from the club's player list: under a nickname field
//! the judge is typing in, the registered nicknames that start with (then
//! contain) what was typed, most played first. A click takes one.

use crate::tournament::description::same_nick;
use crate::tournament::players::Registry;
use eframe::egui;

/// How many nicknames the list offers.
const OFFERED: usize = 6;

/// The completion list for the nickname field `field` (its response) holding
/// `nick`. Opens when the judge types, closes on a pick or a click
/// elsewhere. Returns whether a nickname was taken.
pub fn completion_ui(
    ui: &mut egui::Ui,
    field: &egui::Response,
    nick: &mut String,
    registry: &Registry,
) -> bool {
    let id = field.id.with("nick_completion");
    let mut open = ui.data(|d| d.get_temp::<bool>(id).unwrap_or(false));
    if field.changed() {
        open = true;
    }
    let hits: Vec<String> = if open {
        registry
            .complete(nick, OFFERED)
            .into_iter()
            .map(str::to_owned)
            .collect()
    } else {
        Vec::new()
    };
    // Nothing to offer, or exactly what is typed already.
    if hits.is_empty() || (hits.len() == 1 && same_nick(&hits[0], nick) && hits[0] == *nick) {
        open = false;
    }
    let mut taken = false;
    if open {
        egui::Popup::from_response(field)
            .id(id.with("popup"))
            .open_bool(&mut open)
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
            .show(|ui| {
                for h in &hits {
                    if ui.button(h).clicked() {
                        nick.clone_from(h);
                        taken = true;
                    }
                }
            });
    }
    if taken {
        open = false;
    }
    ui.data_mut(|d| d.insert_temp(id, open));
    taken
}
