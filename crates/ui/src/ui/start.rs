//! The start screen: on the left what comes next (the game a crash left
//! behind, the tournament's next game, the recent games and the library),
//! on the right the new game: ruleset, the protocol header, the table's seats
//! with nicknames and their cards, and Start, always in sight.
//!
//! Laid out from `theme::judge`: two columns from 980 points wide (the side
//! column a third of the width), the seats in one column or, when they do
//! not fit the height, in two; Start sits in a strip under the form that
//! never scrolls away (1280x800, 1366x768).

use super::theme::{self, judge};
use super::widgets::{card, card_title_ui};
use super::{Cx, lobby};
use eframe::egui;
use mafia_app::app::Command;
use mafia_app::app::StartForm;
use mafia_core::ruleset::Ruleset;
use mafia_words::Lang;
use mafia_words::i18n::Fixed;
use mafia_words::i18n::Words;
use mafia_words::i18n::msg;

/// The whole start screen, in the central panel.
pub fn start_screen_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let w = ui.available_width();
    let h = ui.available_height();
    if w < judge::TWO_COLUMNS_FROM {
        // Narrow: one column that scrolls, the form first.
        egui::ScrollArea::vertical()
            .id_salt("start-narrow")
            .show(ui, |ui| {
                start_ui(cx, ui, false);
                ui.add_space(judge::GAP);
                lobby::lobby_ui(cx, ui);
            });
        return;
    }
    let side = (w * judge::SIDE_SHARE).clamp(judge::SIDE_MIN, judge::SIDE_MAX);
    ui.horizontal_top(|ui| {
        ui.allocate_ui_with_layout(
            egui::vec2(side, h),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_size(egui::vec2(side, h));
                egui::ScrollArea::vertical()
                    .id_salt("start-side")
                    .auto_shrink([false, false])
                    .show(ui, |ui| lobby::lobby_ui(cx, ui));
            },
        );
        ui.add_space(judge::GAP);
        let rest = ui.available_width();
        ui.allocate_ui_with_layout(
            egui::vec2(rest, h),
            egui::Layout::top_down(egui::Align::Min),
            |ui| {
                ui.set_min_size(egui::vec2(rest, h));
                start_ui(cx, ui, true);
            },
        );
    });
}

/// The new game's form. `fit`: the seats take the height that is left and
/// Start stays at the bottom (else everything flows in a scroll area).
pub fn start_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, fit: bool) {
    let before = cx.screens.start.clone();
    form_ui(cx, ui, fit);
    // A seat changed by hand after the draw: the draw no longer holds.
    if cx.screens.start.drop_stale_draw() {
        cx.push(Command::SeatDraw(None));
    }
    // An error said about the form as it was (a seat without a card, the
    // cards as dealt) no longer holds once the judge changes it.
    if cx.screens.start != before && cx.view.message().is_some_and(|m| m.error) {
        cx.push(Command::ClearMessage);
    }
}

fn form_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, fit: bool) {
    let lang = cx.lang();
    let v = cx.view;
    card(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        ruleset_row_ui(cx, ui);
    });
    let Some(rs) = v.rulesets().get(cx.screens.start.ruleset) else {
        return;
    };
    ui.add_space(judge::GAP);
    let secret = cx.screens.start.deal_secret;
    let registry = &v.tournament().registry;
    let strip = judge::START_STRIP + judge::GAP;
    let now = v.now;
    let revealing = v.seat_draw_revealing();
    let today = v.today();
    let removed: Vec<&str> = v
        .tournament()
        .loaded
        .as_ref()
        .map(|l| l.removed_players())
        .unwrap_or_default();
    let mut drawn = None;
    card(ui).show(ui, |ui| {
        ui.set_width(ui.available_width());
        let form = &mut cx.screens.start;
        ui.horizontal(|ui| {
            card_title_ui(ui, msg::StartSeats.get(lang));
            ui.add_space(judge::COL_GAP);
            cards_line_ui(form, lang, ui);
            ui.add_space(judge::COL_GAP);
            drawn = super::seat_draw::draw_ui(form, lang, now, revealing, ui);
        });
        super::evening::bans_ui(&form.nicks, registry, &today, lang, ui);
        super::evening::removed_ui(&form.nicks, &removed, lang, ui);
        ui.add_space(judge::ROW_GAP);
        let room = if fit {
            (ui.available_height() - strip - f32::from(judge::PAD) * 2.0).max(judge::SEAT_ROW * 3.0)
        } else {
            f32::INFINITY
        };
        let seat_w = judge::SEAT_NUMBER_WIDTH
            + judge::NICK_MAX
            + judge::ROLE_WIDTH
            + judge::COMBO_SLACK
            + judge::COL_GAP * 2.0;
        // Wide enough for the seats with a nickname field of a comfortable
        // width (a laptop's 1366 is): the paste panel stands beside them,
        // always open, in view without scrolling; the seats take the rest.
        // (Not when the seats need two columns of their own to fit.)
        let seat_min = seat_w - judge::NICK_MAX + judge::NICK_COMFORT;
        let one_column = (f32::from(form.count) + 1.0) * (judge::SEAT_ROW + judge::ROW_GAP) <= room;
        let beside = ui.available_width() >= seat_w + judge::GAP + judge::PASTE_PANEL
            || (one_column && ui.available_width() >= seat_min + judge::GAP + judge::PASTE_PANEL);
        ui.horizontal_top(|ui| {
            let w = if beside {
                (ui.available_width() - judge::GAP - judge::PASTE_PANEL).min(seat_w)
            } else {
                ui.available_width()
            };
            ui.allocate_ui_with_layout(
                egui::vec2(w, ui.available_height()),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("start-seats")
                        .max_height(room)
                        .auto_shrink([false, true])
                        .show(ui, |ui| {
                            seats_ui(form, lang, ui, rs, secret, room, registry);
                            if !beside {
                                ui.add_space(judge::ROW_GAP);
                                ui.collapsing(msg::PasteList.get(lang), |ui| {
                                    paste_ui(form, lang, ui);
                                });
                            }
                        });
                },
            );
            if beside {
                ui.add_space(judge::GAP);
                ui.vertical(|ui| {
                    ui.strong(msg::PasteList.get(lang));
                    ui.add_space(judge::ROW_GAP);
                    paste_ui(form, lang, ui);
                });
            }
        });
    });
    if let Some(c) = drawn {
        cx.push(c);
    }
    ui.add_space(judge::GAP);
    if fit {
        // Start keeps its place at the foot of the column.
        ui.add_space((ui.available_height() - judge::START_STRIP).max(0.0));
    }
    start_strip_ui(cx, ui);
}

/// Ruleset, overrides and errors, the seat and card counts, the header.
fn ruleset_row_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    ui.horizontal(|ui| {
        ui.label(
            egui::RichText::new(msg::NewGame.get(lang))
                .size(judge::TITLE)
                .strong(),
        );
        ui.add_space(judge::GAP);
        if v.rulesets().is_empty() {
            return;
        }
        let names: Vec<String> = v
            .rulesets()
            .iter()
            .map(|r| format!("{} ({})", r.name.get(lang), r.version))
            .collect();
        let form = &mut cx.screens.start;
        let mut idx = form.ruleset;
        let label = ui.label(msg::Ruleset.get(lang));
        egui::ComboBox::from_id_salt("ruleset")
            .selected_text(names.get(idx).cloned().unwrap_or_default())
            .show_ui(ui, |ui| {
                for (i, n) in names.iter().enumerate() {
                    ui.selectable_value(&mut idx, i, n);
                }
            })
            .response
            .labelled_by(label.id);
        if idx != form.ruleset {
            form.select(v.rulesets(), idx);
        }
        if let Some(rs) = v.rulesets().get(form.ruleset)
            && rs.players.min != rs.players.max
        {
            ui.add_space(judge::COL_GAP);
            let label = ui.label(msg::Players.get(lang));
            let mut n = form.count;
            if ui
                .add(egui::DragValue::new(&mut n).range(rs.players.min..=rs.players.max))
                .labelled_by(label.id)
                .changed()
            {
                form.count = n;
            }
        }
    });
    if !v.ruleset_errors().is_empty() {
        ui.colored_label(theme::ERROR, msg::BrokenRulesets.get(lang));
        for e in v.ruleset_errors() {
            ui.colored_label(theme::ERROR, mafia_store::i18n::Core(e).say(lang));
        }
    }
    for o in v.ruleset_overrides() {
        ui.colored_label(
            theme::WARNING,
            mafia_store::i18n::ruleset_override(
                lang,
                &o.id,
                &o.file.display().to_string(),
                &o.replaces.display().to_string(),
            ),
        );
    }
    if v.rulesets().is_empty() {
        ui.label(msg::NoRulesets.get(lang));
        return;
    }
    let form = &mut cx.screens.start;
    form.fit();
    if let Some(rs) = v.rulesets().get(form.ruleset) {
        role_counts_ui(form, lang, ui, rs);
        geographic_ui(form, lang, ui, rs);
    }
    ui.add_space(judge::ROW_GAP);
    header_ui(form, lang, ui);
}

/// The protocol header the game starts with: tournament, date, game number,
/// table, judge (the tournament's next game fills them in).
fn header_ui(form: &mut StartForm, lang: Lang, ui: &mut egui::Ui) {
    ui.label(egui::RichText::new(msg::StartHeader.get(lang)).strong());
    let m = &mut form.meta;
    let label = |ui: &mut egui::Ui, s: Fixed| {
        ui.add_sized(
            [judge::LABEL_WIDTH, judge::SEAT_ROW],
            egui::Label::new(s.get(lang)),
        )
    };
    let field = |ui: &mut egui::Ui, l: egui::Response, value: &mut String, width: f32| {
        ui.add(egui::TextEdit::singleline(value).desired_width(width))
            .labelled_by(l.id);
    };
    // Tournament (wide) and date; judge (wide), game number and table: the
    // labels line up in two columns.
    let short = judge::SHORT_FIELD;
    let right = judge::LABEL_WIDTH + judge::DATE_FIELD + judge::COL_GAP * 2.0;
    ui.horizontal(|ui| {
        let wide = ui.available_width() - judge::LABEL_WIDTH - right - judge::COL_GAP * 2.0;
        let l = label(ui, msg::ResumeTournament);
        field(ui, l, &mut m.tournament, wide);
        ui.add_space(judge::COL_GAP);
        let l = label(ui, msg::ResumeDate);
        field(ui, l, &mut m.date, judge::DATE_FIELD);
    });
    ui.horizontal(|ui| {
        let wide = ui.available_width() - judge::LABEL_WIDTH - right - judge::COL_GAP * 2.0;
        let l = label(ui, msg::ResumeJudge);
        field(ui, l, &mut m.judge, wide);
        ui.add_space(judge::COL_GAP);
        let l = label(ui, msg::ResumeGameNo);
        field(ui, l, &mut m.game, short);
        let l = ui.label(msg::ResumeTable.get(lang));
        field(ui, l, &mut m.table, short);
    });
}

/// The table: a row per seat (number, nickname, the card as dealt), in one
/// column, or in two when one does not fit the height `room`.
fn seats_ui(
    form: &mut StartForm,
    lang: Lang,
    ui: &mut egui::Ui,
    rs: &Ruleset,
    secret: bool,
    room: f32,
    registry: &mafia_tournament::tournament::players::Registry,
) {
    let n = usize::from(form.count);
    let role_w = if secret { 0.0 } else { judge::ROLE_WIDTH };
    let row_w = judge::SEAT_NUMBER_WIDTH
        + judge::NICK_MIN
        + role_w
        + judge::COMBO_SLACK
        + judge::COL_GAP * 2.0;
    let two = (n as f32 + 1.0) * (judge::SEAT_ROW + judge::ROW_GAP) > room
        && ui.available_width() >= row_w * 2.0 + judge::GAP;
    let per_column = if two { n.div_ceil(2) } else { n };
    // Rows grow with the height there is (a 1080-line screen), up to a limit.
    let row = if room.is_finite() {
        (room / (per_column as f32 + 2.0) - judge::ROW_GAP)
            .clamp(judge::SEAT_ROW, judge::SEAT_ROW_MAX)
    } else {
        judge::SEAT_ROW
    };
    let col_w = if two {
        (ui.available_width() - judge::GAP) / 2.0
    } else {
        ui.available_width()
    };
    ui.horizontal_top(|ui| {
        for block in 0..(if two { 2 } else { 1 }) {
            let seats = (block * per_column)..((block + 1) * per_column).min(n);
            ui.allocate_ui_with_layout(
                egui::vec2(col_w, ui.available_height()),
                egui::Layout::top_down(egui::Align::Min),
                |ui| {
                    let b = Block {
                        seats,
                        registry,
                        index: block,
                        row,
                    };
                    seat_block_ui(form, lang, ui, rs, secret, b);
                },
            );
            if two && block == 0 {
                ui.add_space(judge::GAP);
            }
        }
    });
}

/// One column of seats: which seats, its index (0, 1), the row height.
struct Block<'a> {
    seats: std::ops::Range<usize>,
    /// The club's nicknames, offered as the judge types.
    registry: &'a mafia_tournament::tournament::players::Registry,
    index: usize,
    row: f32,
}

fn seat_block_ui(
    form: &mut StartForm,
    lang: Lang,
    ui: &mut egui::Ui,
    rs: &Ruleset,
    secret: bool,
    block: Block<'_>,
) {
    let Block {
        seats,
        registry,
        index,
        row,
    } = block;
    let role_w = if secret { 0.0 } else { judge::ROLE_WIDTH };
    let nick_w = (ui.available_width()
        - judge::SEAT_NUMBER_WIDTH
        - role_w
        - judge::COMBO_SLACK
        - judge::COL_GAP * 2.0)
        .clamp(judge::NICK_MIN, judge::NICK_MAX);
    egui::Grid::new(("seats", index))
        .num_columns(3)
        .spacing([judge::COL_GAP, judge::ROW_GAP])
        .min_row_height(row)
        .show(ui, |ui| {
            ui.strong(msg::Seat.get(lang));
            ui.strong(msg::Nicknames.get(lang));
            ui.strong(if secret {
                ""
            } else {
                msg::RolesAsDealt.get(lang)
            });
            ui.end_row();
            for i in seats {
                ui.add_sized(
                    [judge::SEAT_NUMBER_WIDTH, row],
                    egui::Label::new(
                        egui::RichText::new(format!("{}", i + 1))
                            .size(judge::SEAT_NUMBER)
                            .strong(),
                    ),
                );
                let hint = msg::DefaultNick { seat: i + 1 }.get(lang);
                if let Some(nick) = form.nicks.get_mut(i) {
                    // Sized outright: a grid cell would keep the header's width.
                    let field = ui.add_sized(
                        [nick_w, row],
                        egui::TextEdit::singleline(nick)
                            .hint_text(hint)
                            .font(egui::TextStyle::Body)
                            .align(egui::Align2::LEFT_CENTER),
                    );
                    // The club's nicknames, as the judge types.
                    super::nick::completion_ui(ui, &field, nick, registry);
                }
                if secret {
                    ui.label("");
                } else if let Some(role) = form.roles.get_mut(i) {
                    role_combo_ui(ui, lang, rs, role, i);
                }
                ui.end_row();
            }
        });
}

fn role_combo_ui(ui: &mut egui::Ui, lang: Lang, rs: &Ruleset, role: &mut Option<usize>, i: usize) {
    let text = role
        .and_then(|r| rs.roles.get(r))
        .map_or(msg::NoRole.get(lang).to_owned(), |r| {
            r.name.get(lang).to_owned()
        });
    let colour = role.filter(|r| *r < rs.roles.len()).map(|r| {
        if rs.role_side(r) == mafia_core::ruleset::Side::Black {
            theme::ROLE_BLACK
        } else {
            theme::ROLE_RED
        }
    });
    let mut shown = egui::RichText::new(text);
    if let Some(c) = colour {
        shown = shown.color(c);
    }
    let combo = egui::ComboBox::from_id_salt(("role", i))
        .selected_text(shown)
        .width(judge::ROLE_WIDTH)
        .show_ui(ui, |ui| {
            let mut chosen = ui.selectable_value(role, None, msg::NoRole.get(lang));
            for (k, r) in rs.roles.iter().enumerate() {
                chosen |= ui.selectable_value(role, Some(k), r.name.get(lang));
            }
            // A choice (by click or Enter) closes the list, the card it
            // already had too.
            if chosen.clicked() || chosen.changed() {
                ui.close();
            }
        });
    let combo = combo.response.on_hover_text(msg::RoleKeysTip.get(lang));
    super::role_keys::role_keys_ui(ui, &combo, role, rs, lang);
}

/// Nicknames pasted as a list (one a line, or separated by commas).
fn paste_ui(form: &mut StartForm, lang: Lang, ui: &mut egui::Ui) {
    ui.add(
        egui::TextEdit::multiline(&mut form.paste)
            .desired_rows(judge::PASTE_ROWS)
            .desired_width(judge::PATH_FIELD),
    );
    if ui.button(msg::ApplyList.get(lang)).clicked() {
        let names: Vec<String> = form
            .paste
            .lines()
            .flat_map(|l| l.split([',', ';', '\t']))
            .map(|s| s.trim().to_owned())
            .filter(|s| !s.is_empty())
            .collect();
        for (slot, name) in form.nicks.iter_mut().zip(names) {
            *slot = name;
        }
    }
}

/// Under the form: the secret deal, and Start.
fn start_strip_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    ui.allocate_ui_with_layout(
        egui::vec2(ui.available_width(), judge::START_STRIP),
        egui::Layout::left_to_right(egui::Align::Center),
        |ui| {
            let form = &mut cx.screens.start;
            // A change clears the error about the cards as dealt (start_ui).
            ui.checkbox(&mut form.deal_secret, msg::DealSecret.get(lang))
                .on_hover_text(msg::DealSecretTip.get(lang));
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                let start = egui::Button::new(
                    egui::RichText::new(msg::StartGame.get(lang))
                        .size(judge::START_TEXT)
                        .color(theme::ACCENT_TEXT),
                )
                .fill(theme::ACCENT)
                .min_size(egui::Vec2::from(judge::START_BUTTON));
                if ui.add_enabled(!v.rulesets().is_empty(), start).clicked() {
                    let form = Box::new(cx.screens.start.clone());
                    cx.push(Command::StartGame(form));
                }
            });
        },
    );
}

/// The judge's switch for the ruleset's geographic rules (stylized 7.6,
/// 7.11), shown only where the ruleset has some.
fn geographic_ui(form: &mut StartForm, lang: Lang, ui: &mut egui::Ui, rs: &Ruleset) {
    if !rs.has_geographic() {
        return;
    }
    let rule = rs
        .rule_ref(mafia_core::ruleset::RuleKey::Geographic)
        .map(|r| mafia_words::i18n::Words::say(&mafia_store::i18n::Core(r), lang))
        .unwrap_or_default();
    ui.checkbox(
        &mut form.geographic,
        msg::GeographicRules {
            rules: &rs.geographic_rules(lang).join(", "),
        }
        .get(lang),
    )
    .on_hover_text(msg::GeographicRulesTip { rule: &rule }.get(lang));
}

/// Cards per role for this game, where the ruleset allows a range (stylized
/// mafia); the cards must add up to the number of players.
fn role_counts_ui(form: &mut StartForm, lang: Lang, ui: &mut egui::Ui, rs: &Ruleset) {
    if rs.roles.iter().all(|r| r.count.min == r.count.max) {
        return;
    }
    form.role_counts.resize(rs.roles.len(), 0);
    ui.add_space(judge::ROW_GAP);
    ui.horizontal_wrapped(|ui| {
        ui.strong(msg::RoleCounts.get(lang));
        for (role, count) in rs.roles.iter().zip(form.role_counts.iter_mut()) {
            ui.add_space(judge::COL_GAP);
            // A role's name (two words: «Агент ФБР») and its count never
            // part at a line's end: the label moves to the next line whole.
            let whole = |text: String| egui::Label::new(text).wrap_mode(egui::TextWrapMode::Extend);
            if role.count.min == role.count.max {
                ui.add(whole(format!("{}\u{a0}{count}", role.name.get(lang))));
            } else {
                let name = ui.add(whole(role.name.get(lang).to_owned()));
                ui.add(egui::DragValue::new(count).range(role.count.min..=role.count.max))
                    .labelled_by(name.id)
                    .on_hover_text(
                        msg::CountRange {
                            min: role.count.min,
                            max: role.count.max,
                        }
                        .get(lang),
                    );
            }
        }
    });
}

/// How many cards for how many players, red when they do not add up.
fn cards_line_ui(form: &StartForm, lang: Lang, ui: &mut egui::Ui) {
    let cards: usize = form.role_counts.iter().map(|c| usize::from(*c)).sum();
    let players = usize::from(form.count);
    let text = mafia_words::i18n::cards_for_players(lang, cards, players);
    if cards == players {
        ui.weak(text);
    } else {
        ui.colored_label(theme::ERROR, text);
    }
}
