//! Nickname completion from the club's player list: under a nickname field
//! the judge is typing in, the registered nicknames that start with (then
//! contain) what was typed, most played first. A click takes one; so do
//! the keys: ↓ and ↑ move along the list, Enter takes the one marked (with
//! nothing marked, Enter keeps what was typed: a new player stays new).

use eframe::egui;
use mafia_tournament::tournament::nick::same_nick;
use mafia_tournament::tournament::players::Registry;

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
    let mark_id = id.with("marked");
    let mut marked = ui
        .data(|d| d.get_temp::<Option<usize>>(mark_id))
        .flatten()
        .filter(|k| *k < hits.len() && open && !field.changed());
    let mut taken = false;
    if open && field.has_focus() {
        let (down, up) = ui.input(|i| {
            (
                i.key_pressed(egui::Key::ArrowDown),
                i.key_pressed(egui::Key::ArrowUp),
            )
        });
        if down {
            marked = Some(marked.map_or(0, |k| (k + 1).min(hits.len().saturating_sub(1))));
        }
        if up {
            marked = marked.and_then(|k| k.checked_sub(1));
        }
    }
    // Enter ends a single-line field's editing: the marked one is taken.
    if open
        && field.lost_focus()
        && ui.input(|i| i.key_pressed(egui::Key::Enter))
        && let Some(h) = marked.and_then(|k| hits.get(k))
    {
        nick.clone_from(h);
        taken = true;
    }
    if open && !taken {
        egui::Popup::from_response(field)
            .id(id.with("popup"))
            .open_bool(&mut open)
            .close_behavior(egui::PopupCloseBehavior::CloseOnClickOutside)
            .show(|ui| {
                for (k, h) in hits.iter().enumerate() {
                    if ui
                        .add(egui::Button::new(h).selected(marked == Some(k)))
                        .clicked()
                    {
                        nick.clone_from(h);
                        taken = true;
                    }
                }
            });
    }
    if taken {
        open = false;
        marked = None;
    }
    ui.data_mut(|d| {
        d.insert_temp(id, open);
        d.insert_temp(mark_id, marked);
    });
    taken
}
