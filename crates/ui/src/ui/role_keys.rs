//! A seat's card chosen by keyboard on the start screen (issue 13, item
//! 14): Tab to the seat's card list, then a letter picks the role («м»
//! mafia, «д» don, «ш» sheriff, «к» civilian; m, d, s, c in English, from
//! `role-key-<id>` in the localisation; other roles by the first letter of
//! their name; the same letter again steps to the next role with it), the
//! arrows step through the roles, and a letter or Enter closes the list.

use eframe::egui;
use mafia_core::ruleset::Ruleset;
use mafia_words::Lang;

/// The letter of each role of the ruleset, in its order.
pub fn letters(rs: &Ruleset, lang: Lang) -> Vec<Option<char>> {
    rs.roles
        .iter()
        .map(|r| {
            mafia_words::i18n::role_key(lang, &r.id).or_else(|| {
                r.name
                    .get(lang)
                    .chars()
                    .next()
                    .and_then(|c| c.to_lowercase().next())
            })
        })
        .collect()
}

/// The role a typed letter picks (pure): the first role with it, or, when
/// the current role has it, the next one with it (so a letter two roles
/// share is pressed twice).
pub fn by_letter(letter: char, current: Option<usize>, letters: &[Option<char>]) -> Option<usize> {
    let letter = letter.to_lowercase().next()?;
    let with: Vec<usize> = letters
        .iter()
        .enumerate()
        .filter(|(_, l)| **l == Some(letter))
        .map(|(k, _)| k)
        .collect();
    let first = *with.first()?;
    Some(
        match current.and_then(|c| with.iter().position(|k| *k == c)) {
            Some(at) => with.get(at + 1).copied().unwrap_or(first),
            None => first,
        },
    )
}

/// The keys of a seat's card list (focused, or its list open): letters
/// and the arrows. A letter also closes the list.
pub fn role_keys_ui(
    ui: &egui::Ui,
    combo: &egui::Response,
    role: &mut Option<usize>,
    rs: &Ruleset,
    lang: Lang,
) {
    let roles = rs.roles.len();
    let open = egui::ComboBox::is_open(ui.ctx(), combo.id);
    if !(combo.has_focus() || open) || roles == 0 {
        return;
    }
    let letters = letters(rs, lang);
    let mut picked = None;
    ui.input_mut(|i| {
        i.events.retain(|e| {
            let egui::Event::Text(t) = e else { return true };
            let mut chars = t.chars();
            match (chars.next(), chars.next()) {
                (Some(c), None) => match by_letter(c, picked.or(*role), &letters) {
                    Some(k) => {
                        picked = Some(k);
                        false
                    }
                    None => true,
                },
                _ => true,
            }
        });
    });
    if let Some(k) = picked {
        *role = Some(k);
        if open {
            egui::Popup::close_all(ui.ctx());
        }
        return;
    }
    if open {
        // Inside the open list the arrows are the list's own.
        return;
    }
    ui.memory_mut(|m| {
        m.set_focus_lock_filter(
            combo.id,
            egui::EventFilter {
                vertical_arrows: true,
                ..Default::default()
            },
        );
    });
    let (up, down) = ui.input_mut(|i| {
        (
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowUp),
            i.consume_key(egui::Modifiers::NONE, egui::Key::ArrowDown),
        )
    });
    if down {
        *role = match *role {
            None => Some(0),
            Some(k) if k + 1 < roles => Some(k + 1),
            Some(_) => None,
        };
    }
    if up {
        *role = match *role {
            None => Some(roles - 1),
            Some(0) => None,
            Some(k) => Some(k - 1),
        };
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;

    #[test]
    fn a_letter_picks_its_role_and_again_the_next_role_with_it() {
        let l = [Some('m'), Some('d'), Some('m'), Some('s')];
        assert_eq!(by_letter('m', None, &l), Some(0));
        assert_eq!(by_letter('M', Some(0), &l), Some(2), "upper case too");
        assert_eq!(by_letter('m', Some(2), &l), Some(0), "round again");
        assert_eq!(by_letter('s', Some(0), &l), Some(3));
        assert_eq!(by_letter('x', Some(1), &l), None);
    }
}
