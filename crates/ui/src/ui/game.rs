//! The judge's game screen: the seat table, the phase and what to say, the
//! timer, one big "Next", and the actions that fit the moment.

use super::projector::{format_ms, timer_colour};
use super::{Clear, Cx, command_button_ui, theme};
use eframe::egui;
use mafia_app::app::moment::{hand_refusal, shown_vote_count};
use mafia_app::app::{Command, CommandId};
use mafia_core::game::clock;
use mafia_core::game::state::{DayStage, ExitHow, RoundKind};
use mafia_core::game::{Action, GameState, Phase, Refusal, Seat, score};
use mafia_core::ruleset::{Nominations, OffenceKind, Outcome, Ruleset};
use mafia_words::Lang;
use mafia_words::i18n::msg;

/// The judge's decision form (result override).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ResultForm {
    pub outcome: Option<Outcome>,
    pub reason: String,
}

/// The extra-points form.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct ExtraForm {
    pub points: String,
    pub reason: String,
}

/// What the game screen's forms hold between frames.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct GameForms {
    /// Offence id chosen for a removal.
    pub punish_offence: Option<String>,
    /// A new nickname for the selected seat.
    pub rename: String,
    /// A note for the protocol.
    pub note: String,
    /// Compensation: the player's red first-killed losses `i` so far.
    pub comp_i: String,
    /// Compensation: the tournament's games per player `N`.
    pub comp_n: String,
    pub result: ResultForm,
    pub extra: ExtraForm,
    /// After the game: the hands being marked for a count entered as a
    /// number, by (day, count, candidate).
    pub hands: std::collections::BTreeMap<(u32, usize, Seat), Vec<Seat>>,
    /// After the game: the hands being marked for a day's lift vote
    /// entered as a number, by day.
    pub lift_hands: std::collections::BTreeMap<u32, Vec<Seat>>,
}

fn phase_title(state: &GameState, rs: &Ruleset, lang: Lang) -> String {
    match &state.phase {
        Phase::Setup => msg::Setup.get(lang).to_owned(),
        Phase::NightZero { step } => format!(
            "{} — {}",
            msg::NightZero.get(lang),
            rs.night_zero.get(*step).map_or("", |s| s.name.get(lang))
        ),
        Phase::Night { night, step } => format!(
            "{} — {}",
            msg::NightTitle { night: *night }.get(lang),
            rs.night.get(*step).map_or("", |s| s.name.get(lang))
        ),
        Phase::Day { day, stage } => {
            let what = match stage {
                DayStage::BestMove { .. } => msg::StageBestMove,
                DayStage::MorningLastWords { .. } | DayStage::LastWords { .. } => {
                    msg::StageLastWords
                }
                DayStage::Speech { .. } => msg::StageSpeeches,
                DayStage::TieSpeech { .. } => msg::StageTieSpeeches,
                DayStage::Voting => msg::StageVoting,
                DayStage::LiftVote => msg::StageLiftVote,
            };
            format!(
                "{} — {}",
                msg::DayTitle { day: *day }.get(lang),
                what.get(lang)
            )
        }
        Phase::Ended if state.in_after_round() => format!(
            "{} — {}",
            msg::GameOver.get(lang),
            msg::StageAfterWords.get(lang)
        ),
        Phase::Ended => msg::GameOver.get(lang).to_owned(),
    }
}

/// The seat action that fits a day's moment, for one row of the table
/// (night steps: `night::night_row_ui`; after the game: `scoring`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RowAction {
    None,
    Nominate,
    Hand,
    BestMove,
}

fn row_action(state: &GameState) -> RowAction {
    match &state.phase {
        Phase::Day { stage, .. } => match stage {
            DayStage::Speech { .. } => RowAction::Nominate,
            DayStage::Voting | DayStage::LiftVote => RowAction::Hand,
            DayStage::LastWords { .. } if state.late_count_open() => RowAction::Hand,
            DayStage::BestMove { .. } => RowAction::BestMove,
            _ => RowAction::None,
        },
        _ => RowAction::None,
    }
}

/// The whole game screen.
pub fn game_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    // The panel takes its share of a wide screen (460 at 1366, up to 620).
    let share = (ui.available_width() * 0.32).clamp(360.0, 620.0);
    let panel_w = share.max(460.0);
    let panel = egui::Panel::right("controls")
        .frame(super::unfilled(egui::Frame::side_top_panel(ui.style())))
        .resizable(false)
        .exact_size(panel_w)
        .show(ui, |ui| {
            // The panel keeps its width whatever it holds (a seat's forms):
            // the seat table beside it never shifts.
            egui::ScrollArea::vertical()
                .max_width(ui.available_width())
                .auto_shrink([false, true])
                .show(ui, |ui| controls_ui(cx, ui));
        });
    // The removal's confirmation over the top of the panel, not in its
    // flow: nothing under it moves.
    removal_band_ui(cx, ui, panel.response.rect);
    egui::CentralPanel::default()
        .frame(super::unfilled(egui::Frame::central_panel(ui.style())))
        .show(ui, |ui| {
            // The table's width from the panel's, whether or not a scroll
            // bar shows (a message line that comes and goes under it).
            // From the window's width and the panel's: the room the panel's
            // content takes may vary by a few points from frame to frame.
            let width = (ui.ctx().content_rect().width() - panel_w - 32.0)
                .min(ui.available_width())
                - ui.spacing().scroll.bar_width;
            egui::ScrollArea::vertical().show(ui, |ui| seat_table_ui(cx, ui, width));
        });
}

fn status_text(p: &mafia_core::game::state::Player, rs: &Ruleset, lang: Lang) -> String {
    match &p.exit {
        None => msg::InGame.get(lang).to_owned(),
        Some(e) => match e.how {
            ExitHow::Killed => mafia_words::i18n::killed_at(lang, e.night),
            ExitHow::Voted => mafia_words::i18n::voted_out(lang, e.day),
            ExitHow::Fouls => mafia_store::i18n::removed_by_fouls(lang, &rs.fouls),
            ExitHow::Disqualified => msg::Disqualified.get(lang).to_owned(),
            ExitHow::TeamLoss => msg::TeamLoss.get(lang).to_owned(),
        },
    }
}

/// The seat table's columns and sizes in this frame.
struct TableLayout {
    /// The roles' column (the judge shows them, or the game is over).
    reveal: bool,
    /// After the end: the points' column.
    over: bool,
    /// After the end, with likes in the rules: the likes' column.
    likes: bool,
    /// A night phase: the rows' buttons are the night step's.
    night: bool,
    /// The «Действие» column (some row has a button).
    action_col: bool,
    /// What the rows' buttons do (outside the night and the end).
    action: RowAction,
    row_h: f32,
    text_size: f32,
    /// The rows' buttons' and the small texts' size.
    small: f32,
    seat_w: f32,
    nick_max: f32,
    role_w: f32,
    fouls_w: f32,
    status_w: f32,
    points_w: f32,
}

impl TableLayout {
    fn new(
        ui: &egui::Ui,
        state: &GameState,
        rs: &Ruleset,
        reveal_roles: bool,
        width: f32,
    ) -> TableLayout {
        let action = row_action(state);
        // After the end the roles are no secret, and the points join the table:
        // one table of seats, not a second one beside it.
        let over = state.is_over();
        let reveal = reveal_roles || over;
        let likes = over && rs.points.likes.is_some();
        let night = matches!(state.phase, Phase::Night { .. } | Phase::NightZero { .. });
        // The «Действие» column only when some row has a button: after the end
        // only for likes and the best players; not in last words, nor once the
        // night's shot is recorded.
        let action_col = if over {
            rs.points.likes.is_some() || rs.points.best_player_vote.is_some()
        } else if night {
            super::night::has_row_action(state, rs)
        } else {
            action != RowAction::None
        };
        // The table grows with the window (a full-HD screen is not left two
        // thirds empty): the rows with the height, from the laptop's 34 points
        // up to 72, the text with the rows and the width.
        let rows = state.players.len().max(1) as f32 + 1.0;
        // From the window's height, not what is left of it: a message line that
        // comes and goes under the table never resizes it.
        let height = ui.ctx().content_rect().height() - 110.0;
        let row_h = (height / rows - 8.0).clamp(34.0, 72.0);
        // Each column has its width in the text's size, whatever its text: a
        // status that grows («заголосован, день 1») never moves the columns.
        // The text is as large as the rows allow and the width holds; the
        // nickname and the status columns share what is left. A nickname longer
        // than its column (up to the record's 40 characters) is cut with «…»
        // and shown whole on hover.
        let fouls_k = f32::from(rs.fouls.remove_at) * 0.94 + 1.95;
        let on = |b: bool, k: f32| if b { k } else { 0.0 };
        let coef = 2.9
            + 5.0
            + on(reveal, 5.5)
            + fouls_k
            + 8.5
            + on(over, 3.5)
            + on(likes, 3.5)
            + on(action_col, 6.5);
        let columns = 4.0 + on(reveal, 1.0) + on(over, 1.0) + on(likes, 1.0) + on(action_col, 1.0);
        let fit = (width - TABLE_GAP * columns) / coef;
        let text_size = (row_h * 0.53)
            .min(26.0 * (width / 900.0).clamp(1.0, 1.3))
            .min(fit)
            .max(14.0);
        let spare = (width - TABLE_GAP * columns - coef * text_size).max(0.0);
        TableLayout {
            reveal,
            over,
            likes,
            night,
            action_col,
            action,
            row_h,
            text_size,
            // The row's buttons (nominate, hand, shot, check, like) grow with it.
            small: (text_size * 0.75).max(12.0),
            seat_w: text_size * 2.9,
            nick_max: text_size * 5.0 + spare * 0.6,
            role_w: text_size * 5.5,
            fouls_w: text_size * fouls_k,
            status_w: text_size * 8.5 + spare * 0.4,
            points_w: text_size * 3.5,
        }
    }

    /// A cell of a fixed width, the row's height.
    fn cell<R>(&self, ui: &mut egui::Ui, w: f32, add: impl FnOnce(&mut egui::Ui) -> R) -> R {
        ui.allocate_ui_with_layout(
            egui::vec2(w, self.row_h),
            egui::Layout::left_to_right(egui::Align::Center),
            |ui| {
                ui.set_min_width(w);
                ui.set_max_width(w);
                add(ui)
            },
        )
        .inner
    }
}

/// The space between the seat table's columns.
const TABLE_GAP: f32 = 14.0;

fn seat_table_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, width: f32) {
    let v = cx.view;
    let Some(session) = v.session() else { return };
    let state = session.state();
    let rs = &session.ruleset;
    let l = TableLayout::new(ui, state, rs, v.reveal_roles(), width);
    let points = if l.over {
        score::points(state, rs)
    } else {
        Vec::new()
    };
    ui.style_mut()
        .text_styles
        .insert(egui::TextStyle::Button, egui::FontId::proportional(l.small));
    // Rows of cells of fixed widths (no grid that sizes its columns from
    // their widest text): a status that grows never moves a column.
    ui.spacing_mut().item_spacing.x = TABLE_GAP;
    ui.vertical(|ui| {
        seat_table_head_ui(ui, &l, rs, cx.lang());
        for (i, p) in state.players.iter().enumerate() {
            // Stripes behind every other row, drawn under its widgets.
            let stripe = ui.painter().add(egui::Shape::Noop);
            let row = ui.horizontal(|ui| {
                ui.set_min_height(l.row_h);
                seat_row_ui(cx, ui, &l, state, rs, p, &points);
            });
            if i % 2 == 0 {
                let r = row.response.rect.expand2(egui::vec2(4.0, 3.0));
                ui.painter().set(
                    stripe,
                    egui::Shape::rect_filled(r, 4.0, ui.visuals().faint_bg_color),
                );
            }
            ui.add_space(6.0);
        }
    });
}

/// The seat table's heading row.
fn seat_table_head_ui(ui: &mut egui::Ui, l: &TableLayout, rs: &Ruleset, lang: Lang) {
    let head = |ui: &mut egui::Ui, w: f32, text: &str| {
        l.cell(ui, w, |ui| {
            ui.strong(text);
        });
    };
    ui.horizontal(|ui| {
        head(ui, l.seat_w, msg::Seat.get(lang));
        head(ui, l.nick_max, msg::Nick.get(lang));
        if l.reveal {
            head(ui, l.role_w, msg::Role.get(lang));
        }
        head(
            ui,
            l.fouls_w,
            &mafia_store::i18n::fouls_heading(lang, &rs.fouls),
        );
        head(ui, l.status_w, msg::Status.get(lang));
        if l.likes {
            head(ui, l.points_w, msg::Likes.get(lang));
        }
        if l.over {
            head(ui, l.points_w, msg::Points.get(lang));
        }
        if l.action_col {
            ui.strong(msg::Action.get(lang));
        }
    });
}

/// One seat's row: the seat's button, the nickname, the role, the fouls,
/// the status, and after the end the likes and points; then the row's
/// buttons.
fn seat_row_ui(
    cx: &mut Cx<'_>,
    ui: &mut egui::Ui,
    l: &TableLayout,
    state: &GameState,
    rs: &Ruleset,
    p: &mafia_core::game::state::Player,
    points: &[score::SeatPoints],
) {
    let lang = cx.lang();
    let seat = p.seat;
    let selected = cx.view.selected() == Some(seat);
    let mut label = egui::RichText::new(mafia_words::i18n::seat_button(seat))
        .size(l.text_size)
        .strong();
    if state.speaker() == Some(seat) {
        label = label.color(theme::SPEAKING);
    }
    if ui
        .add(
            egui::Button::selectable(selected, label)
                .min_size(egui::vec2(l.text_size * 2.9, l.row_h - 4.0)),
        )
        .on_hover_text(CommandId::SelectSeat.tooltip(lang))
        .clicked()
    {
        cx.push(Command::SelectSeat(seat));
    }
    let nick_col = if p.alive() {
        ui.visuals().strong_text_color()
    } else {
        theme::GONE
    };
    ui.allocate_ui(egui::vec2(l.nick_max, l.row_h), |ui| {
        ui.set_min_width(l.nick_max);
        ui.set_max_width(l.nick_max);
        ui.add(
            egui::Label::new(
                egui::RichText::new(&p.nick)
                    .size(l.text_size)
                    .color(nick_col),
            )
            .truncate(),
        );
    });
    if l.reveal {
        role_cell_ui(ui, l, rs, p, lang);
    }
    fouls_cell_ui(ui, l, rs, p, lang);
    status_cell_ui(ui, l, rs, p, nick_col, lang);
    if l.likes {
        let got = state
            .scoring
            .likes
            .iter()
            .filter(|like| like.1 == seat)
            .count();
        l.cell(ui, l.points_w, |ui| {
            ui.label(egui::RichText::new(got.to_string()).size(l.text_size));
        });
    }
    if l.over {
        let sp = points.iter().find(|x| x.seat == seat);
        let total = sp.map_or(0.0, |x| x.total);
        let shown = l.cell(ui, l.points_w, |ui| {
            ui.label(
                egui::RichText::new(mafia_words::i18n::points(lang, total))
                    .size(l.text_size)
                    .strong(),
            )
        });
        if let Some(sp) = sp {
            shown.on_hover_text(crate::i18n::points_breakdown(lang, sp));
        }
        if l.action_col {
            super::scoring::after_game_row_ui(cx, ui, rs, seat);
        }
    } else if !l.action_col {
        // No column: no cell.
    } else if !p.alive() {
        ui.label("");
    } else if l.night {
        super::night::night_row_ui(cx, ui, state, rs, seat);
    } else {
        row_action_ui(cx, ui, l.action, seat, state);
    }
}

/// A seat's role, black or red.
fn role_cell_ui(
    ui: &mut egui::Ui,
    l: &TableLayout,
    rs: &Ruleset,
    p: &mafia_core::game::state::Player,
    lang: Lang,
) {
    let role = p
        .role
        .and_then(|r| rs.roles.get(r))
        .map_or("?", |r| r.name.get(lang));
    let black = p
        .role
        .is_some_and(|r| rs.role_side(r) == mafia_core::ruleset::Side::Black);
    let col = if black {
        theme::ROLE_BLACK
    } else {
        theme::ROLE_RED
    };
    l.cell(ui, l.role_w, |ui| {
        ui.add(
            egui::Label::new(
                egui::RichText::new(role)
                    .size(l.text_size)
                    .strong()
                    .color(col),
            )
            .truncate(),
        );
    });
}

/// A seat's fouls: the marks and "n/limit", how many are left on hover.
fn fouls_cell_ui(
    ui: &mut egui::Ui,
    l: &TableLayout,
    rs: &Ruleset,
    p: &mafia_core::game::state::Player,
    lang: Lang,
) {
    let left = rs.fouls.remove_at.saturating_sub(p.fouls);
    let foul_col = if p.fouls >= rs.fouls.silence_at {
        theme::SILENCED
    } else {
        ui.visuals().text_color()
    };
    l.cell(ui, l.fouls_w, |ui| {
        ui.horizontal(|ui| {
            super::projector::foul_marks_ui(ui, p.fouls, left, l.small, foul_col);
            ui.label(
                egui::RichText::new(format!("{}/{}", p.fouls, rs.fouls.remove_at))
                    .size(l.small * 0.9)
                    .color(foul_col),
            );
        })
        .response
        .on_hover_text(msg::FoulsLeft { left }.get(lang));
    });
}

/// A seat's status: in the game, silenced next speech, or how he left.
fn status_cell_ui(
    ui: &mut egui::Ui,
    l: &TableLayout,
    rs: &Ruleset,
    p: &mafia_core::game::state::Player,
    nick_col: egui::Color32,
    lang: Lang,
) {
    let (status, status_col, strong) = if p.alive() && p.silenced && !l.over {
        // He will lose his next speech (the rules' fouls limit).
        (
            msg::WillBeSilent.get(lang).to_owned(),
            theme::SILENCED,
            true,
        )
    } else {
        (status_text(p, rs, lang), nick_col, false)
    };
    l.cell(ui, l.status_w, |ui| {
        let mut t = egui::RichText::new(&status).size(l.small).color(status_col);
        if strong {
            t = t.strong();
        }
        ui.add(egui::Label::new(t).truncate());
    });
}

fn row_action_ui(
    cx: &mut Cx<'_>,
    ui: &mut egui::Ui,
    action: RowAction,
    seat: Seat,
    state: &GameState,
) {
    let lang = cx.lang();
    let v = cx.view;
    match action {
        RowAction::None => {
            ui.label("");
        }
        RowAction::Nominate => {
            // Only what the rules take now: not the speaker's second
            // nomination, not a seat already nominated.
            let nominate = Action::Nominate { target: seat };
            if ui
                .add_enabled(
                    v.allows(&nominate),
                    egui::Button::new(msg::NominateSeat { seat }.get(lang)),
                )
                .clicked()
            {
                cx.push(Command::Act(nominate));
            }
        }
        RowAction::Hand => {
            let on = v.marks().hands.contains(&seat);
            // A hand the rules would not take (a blocked vote, a seat that
            // voted in this count already) cannot be marked: its reason shows.
            let refused = match v.session() {
                Some(s) if !on => hand_refusal(&v.marks().hands, seat, state, &s.ruleset, v.now),
                _ => None,
            };
            let why = match (&refused, v.session()) {
                (Some(Refusal::DoesNotVoteToday { .. }), _) => msg::BlockedTip.get(lang).to_owned(),
                (Some(r), Some(s)) => {
                    mafia_words::i18n::Words::say(&mafia_store::i18n::Ruled(r, &s.ruleset), lang)
                }
                _ => String::new(),
            };
            if ui
                .add_enabled(
                    refused.is_none(),
                    super::pick_button(on, msg::HandSeat { seat }.get(lang)),
                )
                .on_disabled_hover_text(why)
                .clicked()
            {
                cx.push(Command::TogglePick(seat));
            }
        }
        RowAction::BestMove => {
            let on = v.marks().best_move.contains(&seat);
            if ui
                .add(super::pick_button(on, msg::BestMoveSeat { seat }.get(lang)))
                .clicked()
            {
                cx.push(Command::TogglePick(seat));
            }
        }
    }
}

fn controls_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let lang = cx.lang();
    let v = cx.view;
    let now = v.now;
    let Some(session) = v.session() else { return };
    let state = session.state();
    let rs = &session.ruleset;
    // The panel's words grow with its width (460 points at 1366).
    let k = (ui.available_width() / 460.0).clamp(1.0, 1.35);

    shot_band_ui(cx, ui);
    ui.label(
        egui::RichText::new(phase_title(state, rs, lang))
            .size(24.0 * k)
            .strong(),
    );
    ui.add_space(4.0);
    ui.label(egui::RichText::new(msg::SayNow.get(lang)).weak());
    // The moment's announcement (what the projector's banner shows), unless
    // the phrase below says it already.
    // At night the day's result belongs to the line where night falls (the
    // first step played); later steps show only their own line.
    let night_fell = match state.phase {
        Phase::Night { step, .. } => (0..step).all(|s| !state.step_played(rs, s)),
        _ => true,
    };
    let moments: Vec<mafia_audience::audience::Moment> =
        mafia_audience::audience::moment::moments(state, rs)
            .into_iter()
            .filter(|m| m.announce())
            .filter(|m| night_fell || matches!(m, mafia_audience::audience::Moment::Removed { .. }))
            .collect();
    for m in &moments {
        ui.label(
            egui::RichText::new(m.judge_line(lang))
                .size(20.0 * k)
                .color(super::theme::RESULT),
        );
    }
    // At the end the moment's line already names the winner and the reason.
    if !moments
        .iter()
        .any(|m| matches!(m, mafia_audience::audience::Moment::End { .. }))
    {
        ui.label(
            egui::RichText::new(mafia_audience::audience::say::say_now_words(
                state, rs, lang,
            ))
            .size(20.0 * k)
            .color(theme::SAY),
        );
    }
    ui.add_space(8.0);

    // The timer.
    if state.timer.total_ms > 0 {
        let rem = state.timer.remaining_ms(now);
        let col = timer_colour(clock::colour(rem, rs.timers.warning));
        ui.label(
            egui::RichText::new(format_ms(rem))
                .size(64.0 * k)
                .monospace()
                .strong()
                .color(col),
        );
        ui.horizontal(|ui| {
            command_button_ui(cx, ui, CommandId::TimerToggle, true);
            command_button_ui(cx, ui, CommandId::TimerPlus10, true);
            command_button_ui(cx, ui, CommandId::TimerReset, true);
        });
        ui.add_space(6.0);
    }

    // The normal flow.
    ui.horizontal(|ui| {
        if state.phase == Phase::Setup {
            if ui
                .add(
                    egui::Button::new(egui::RichText::new(msg::StartGame.get(lang)).size(26.0))
                        .min_size(egui::vec2(220.0, 56.0)),
                )
                .clicked()
            {
                cx.push(Command::Act(Action::StartGame));
            }
        } else if !state.is_over() || state.in_after_round() {
            let next = egui::Button::new(
                egui::RichText::new(CommandId::Next.label(lang))
                    .size(28.0)
                    .strong(),
            )
            .min_size(egui::vec2(220.0, 60.0));
            if ui
                .add(next)
                .on_hover_text(CommandId::Next.tooltip(lang))
                .clicked()
            {
                cx.push(Command::Act(Action::Next));
            }
        }
        ui.vertical(|ui| {
            command_button_ui(cx, ui, CommandId::Undo, v.can_undo());
            command_button_ui(cx, ui, CommandId::Redo, true);
        });
    });
    ui.separator();

    if state.phase == Phase::Setup {
        super::hand_out::hand_out_ui(cx, ui, state, rs);
        ui.separator();
    } else if state.is_over() {
        // After the end the scoring is the judge's work: it comes first,
        // after the words after the game where the ruleset has them.
        super::scoring::after_round_ui(cx, ui, state, rs);
        super::scoring::after_game_ui(cx, ui, state, rs);
        ui.separator();
    } else {
        moment_ui(cx, ui, state, rs);
        ui.separator();
    }
    selected_ui(cx, ui, state, rs);
    ui.separator();
    judge_decision_ui(cx, ui, state);
    if state.phase != Phase::Setup {
        super::scoring::notes_ui(cx, ui, state);
    }
}

/// Next was pressed at the mafia's shot with nothing recorded: the band says
/// so and is scrolled into sight once; Next again, or «Miss», records the
/// miss. The band takes no keyboard focus on purpose: a focused widget
/// makes egui hold back the console's keys (the digits, R, Enter), and the
/// judge must still be able to pick the seat by its digit.
fn shot_band_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui) {
    let shown = egui::Id::unique("shot-band-shown");
    if !cx.view.shot_unrecorded() {
        ui.data_mut(|d| d.remove::<bool>(shown));
        return;
    }
    let lang = cx.lang();
    let band = egui::Frame::group(ui.style())
        .fill(theme::REMOVAL_BAND)
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(msg::ShotNotRecorded.get(lang))
                    .size(20.0)
                    .strong()
                    .color(theme::REMOVAL_TEXT),
            );
        })
        .response;
    if !ui.data(|d| d.get_temp::<bool>(shown).unwrap_or(false)) {
        ui.data_mut(|d| d.insert_temp(shown, true));
        band.scroll_to_me(Some(egui::Align::Center));
    }
}

/// A removal waits for the judge: the seat, the question, confirm or cancel.
/// A confirmation (rather than an undo band) because a removal changes the
/// projector, the music and the autosave at once: the hall should never see
/// a player leave by a slip of the finger.
fn removal_band_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, panel: egui::Rect) {
    let lang = cx.lang();
    let Some(p) = cx.view.pending_removal() else {
        return;
    };
    let seat = p.seat;
    // At the foot of the panel: the phase, the announcement and what to
    // say at its head stay in sight while the judge decides.
    egui::Area::new(egui::Id::unique("removal_band"))
        .order(egui::Order::Foreground)
        .pivot(egui::Align2::LEFT_BOTTOM)
        .fixed_pos(panel.left_bottom() + egui::vec2(8.0, -8.0))
        .show(ui.ctx(), |ui| {
            ui.set_width(panel.width() - 16.0);
            removal_band_inner(cx, ui, seat, lang);
        });
}

fn removal_band_inner(cx: &mut Cx<'_>, ui: &mut egui::Ui, seat: Seat, lang: Lang) {
    egui::Frame::group(ui.style())
        .fill(theme::REMOVAL_BAND)
        .show(ui, |ui| {
            ui.label(
                egui::RichText::new(msg::RemovalQuestion { seat }.get(lang))
                    .size(20.0)
                    .strong()
                    .color(theme::REMOVAL_TEXT),
            );
            ui.horizontal(|ui| {
                if ui
                    .button(egui::RichText::new(msg::ConfirmRemoval { seat }.get(lang)).size(18.0))
                    .clicked()
                {
                    cx.push(Command::ConfirmRemoval);
                }
                if ui
                    .button(egui::RichText::new(msg::CancelRemoval.get(lang)).size(18.0))
                    .clicked()
                {
                    cx.push(Command::CancelRemoval);
                }
            });
        });
}

/// Last night's checks whose answers the judge gives in the day (a step
/// with `answer_at = "day"`, stylized 1.1), to the checkers still playing.
fn day_answers_ui(
    ui: &mut egui::Ui,
    d: &mafia_core::game::state::DayLog,
    rs: &Ruleset,
    lang: Lang,
) {
    if d.answers.is_empty() {
        return;
    }
    egui::CollapsingHeader::new(msg::AnswersToday.get(lang))
        .id_salt("answers_today")
        .default_open(true)
        .show(ui, |ui| {
            for e in &d.answers {
                let step = rs
                    .night
                    .iter()
                    .find(|s| s.id == e.step)
                    .map_or(e.step.as_str(), |s| s.name.get(lang));
                let role = e
                    .answer
                    .as_deref()
                    .and_then(|a| rs.roles.iter().find(|r| r.id == a))
                    .map(|r| r.name.get(lang).to_owned());
                let gesture = e
                    .gesture
                    .as_ref()
                    .and_then(|g| rs.gestures.get(g))
                    .map(|g| g.text.get(lang).to_owned());
                let answer = role
                    .or(gesture)
                    .or_else(|| e.answer.clone())
                    .unwrap_or_default();
                let what = format!("{}: {answer}", mafia_words::i18n::seat_list(&e.targets));
                ui.label(
                    msg::AnswerTo {
                        actor: e.actor.unwrap_or(0),
                        step,
                        answer: &what,
                    }
                    .get(lang),
                );
            }
        });
}

/// The panel for this moment: votes, the shot, checks, the best move.
fn moment_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    match &state.phase {
        Phase::Day { stage, .. } => {
            let noms = state
                .day()
                .map(|d| d.nominations.as_slice())
                .unwrap_or_default();
            ui.label(if noms.is_empty() {
                msg::NoNominations.get(lang).to_owned()
            } else {
                format!(
                    "{}: {}",
                    msg::Nominations.get(lang),
                    crate::i18n::nomination_list(lang, noms)
                )
            });
            if matches!(stage, DayStage::Speech { .. })
                && rs.voting.nominations == Nominations::LastCounts
            {
                command_button_ui(
                    cx,
                    ui,
                    CommandId::Withdraw,
                    cx.view.allows(&Action::Withdraw),
                );
            }
            if let Some(d) = state.day() {
                for (label, seats) in [
                    (msg::BlockedToday, &d.blocked_voters),
                    (msg::ImmuneToday, &d.immune),
                ] {
                    if !seats.is_empty() {
                        ui.label(
                            egui::RichText::new(format!(
                                "{}: {}",
                                label.get(lang),
                                mafia_words::i18n::seat_list(seats)
                            ))
                            .color(theme::HINT),
                        );
                    }
                }
                day_answers_ui(ui, d, rs, lang);
            }
            if let Some(d) = state.day() {
                for r in &d.rounds {
                    let parts: Vec<String> = r
                        .counts
                        .iter()
                        .map(|c| {
                            format!(
                                "№{} — {}{}",
                                c.candidate,
                                c.votes,
                                if c.auto { "*" } else { "" }
                            )
                        })
                        .collect();
                    let title = match r.kind {
                        RoundKind::Main => msg::VoteResults,
                        RoundKind::Revote => msg::RevoteResults,
                    };
                    if !parts.is_empty() {
                        ui.label(format!("{}: {}", title.get(lang), parts.join(", ")));
                    }
                }
            }
            match stage {
                DayStage::Voting => {
                    if let Some(c) = state.expected_candidate() {
                        ui.label(
                            egui::RichText::new(format!("{} №{c}", msg::VotesFor.get(lang)))
                                .size(20.0)
                                .strong(),
                        );
                        ballot_ui(cx, ui, msg::RecordVotes.get(lang));
                    }
                }
                DayStage::LiftVote => {
                    ballot_ui(cx, ui, msg::LiftVotes.get(lang));
                }
                // A removal decided the vote; the hands left may still be
                // counted for the protocol (FIIM 7.2), the result stands.
                DayStage::LastWords { .. } if state.late_count_open() => {
                    if let Some(c) = state.expected_candidate() {
                        ui.label(
                            egui::RichText::new(msg::LateCountNote.get(lang)).color(theme::HINT),
                        );
                        ui.label(
                            egui::RichText::new(format!("{} №{c}", msg::VotesFor.get(lang)))
                                .size(20.0)
                                .strong(),
                        );
                        ballot_ui(cx, ui, msg::RecordVotes.get(lang));
                    }
                }
                DayStage::BestMove { .. } => {
                    ui.label(format!(
                        "{}: {}",
                        msg::BestMove.get(lang),
                        mafia_words::i18n::seat_list(&cx.view.marks().best_move)
                    ));
                    if ui
                        .button(msg::BestMoveRecord.get(lang))
                        .on_hover_text(CommandId::Record.tooltip(lang))
                        .clicked()
                    {
                        cx.push(Command::Record);
                    }
                }
                _ => {}
            }
            // The best move stays in sight once recorded, for the rest of the game.
            if let Some(b) = &state.best_move {
                ui.label(
                    egui::RichText::new(format!(
                        "{} (№{}): {}",
                        msg::BestMove.get(lang),
                        b.seat,
                        mafia_words::i18n::seat_list(&b.seats)
                    ))
                    .color(theme::DONE),
                );
            }
        }
        Phase::Night { .. } | Phase::NightZero { .. } => {
            super::night::night_panel_ui(cx, ui, state, rs);
        }
        _ => {}
    }
}

/// Votes for one candidate (or for all leaving): the hands clicked in the
/// table, or a typed count. With hands marked, the count is theirs.
fn ballot_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, button: &str) {
    let lang = cx.lang();
    let marks = cx.view.marks();
    let mut hands = marks.hands.clone();
    hands.sort_unstable();
    // With no hand marked the line says how to mark them (no line more:
    // the vote fits a laptop's window).
    let marked = if hands.is_empty() {
        msg::HandsByKeys.get(lang).to_owned()
    } else {
        mafia_words::i18n::seat_list(&hands)
    };
    ui.label(format!("{}: {marked}", msg::Hands.get(lang)))
        .on_hover_text(msg::HandsByKeysTip.get(lang));
    let mut count = shown_vote_count(marks);
    ui.horizontal(|ui| {
        let label = ui.label(msg::VoteCount.get(lang));
        let r = ui
            .add_enabled(
                hands.is_empty(),
                egui::TextEdit::singleline(&mut count)
                    .desired_width(50.0)
                    .hint_text("0"),
            )
            .labelled_by(label.id);
        if r.changed() {
            cx.push(Command::SetVoteCount(count.clone()));
        }
        // A club that only counts: the number typed, Enter records it (the
        // field has the keys, so R would be typed into it).
        if r.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            cx.push(Command::Record);
        }
    });
    if ui
        .button(egui::RichText::new(button).size(20.0))
        .on_hover_text(format!(
            "{} [{}]",
            msg::RecordVotesTip.get(lang),
            CommandId::Record.shortcut_text().unwrap_or_default()
        ))
        .clicked()
    {
        cx.push(Command::Record);
    }
}

/// The selected seat: nickname, tournament penalties, and (while the game
/// runs) fouls and removals.
fn selected_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset) {
    let lang = cx.lang();
    let v = cx.view;
    let Some(seat) = v.selected() else {
        ui.label(egui::RichText::new(msg::NobodySelected.get(lang)).weak());
        return;
    };
    let nick = state.player(seat).map_or("", |p| p.nick.as_str());
    ui.label(
        egui::RichText::new(format!("{}: №{seat} {nick}", msg::Selected.get(lang)))
            .size(18.0)
            .strong(),
    );
    rename_ui(cx, ui, seat, nick);
    super::scoring::penalty_ui(cx, ui, state, rs, seat);
    if state.is_over() {
        // No fouls or removals after the end.
        return;
    }
    foul_ui(cx, ui, state, rs, seat);
    punish_ui(cx, ui, rs, seat);
}

/// The selected seat's new nickname (from the tournament's registry).
fn rename_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, seat: Seat, nick: &str) {
    let lang = cx.lang();
    let v = cx.view;
    egui::CollapsingHeader::new(msg::ChangeNick.get(lang))
        .id_salt("rename")
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                let rename = &mut cx.screens.game.rename;
                let field = ui.add(
                    egui::TextEdit::singleline(rename)
                        .desired_width(180.0)
                        .hint_text(nick),
                );
                super::nick::completion_ui(ui, &field, rename, &v.tournament().registry);
                let ok = !rename.trim().is_empty();
                let nick = rename.trim().to_owned();
                if ui
                    .add_enabled(ok, egui::Button::new(msg::RenameSeat { seat }.get(lang)))
                    .clicked()
                {
                    cx.push_then(Command::Rename(nick), Clear::Rename);
                }
            });
        });
}

/// A foul for the selected seat (with its offence), taken back, or (in a
/// speech) a nomination of him.
fn foul_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState, rs: &Ruleset, seat: Seat) {
    let lang = cx.lang();
    let v = cx.view;
    let fouls: Vec<_> = rs
        .offences
        .iter()
        .filter(|o| o.kind == OffenceKind::Foul)
        .collect();
    let offence = v.marks().foul_offence.clone();
    let chosen = offence
        .as_ref()
        .and_then(|id| rs.offence(id))
        .map_or(msg::NoOffence.get(lang).to_owned(), |o| {
            mafia_words::i18n::Words::say(&mafia_store::i18n::Core(o), lang)
        });
    let mut pick = offence.clone();
    ui.horizontal(|ui| {
        ui.label(msg::Offence.get(lang));
        egui::ComboBox::from_id_salt("foul_offence")
            .selected_text(chosen)
            .width(280.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut pick, None, msg::NoOffence.get(lang));
                for o in &fouls {
                    ui.selectable_value(
                        &mut pick,
                        Some(o.id.clone()),
                        mafia_words::i18n::Words::say(&mafia_store::i18n::Core(*o), lang),
                    );
                }
            });
    });
    if pick != offence {
        cx.push(Command::ChooseOffence(pick));
    }
    let foul = Action::Foul {
        seat,
        offence: offence.clone(),
    };
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                v.allows(&foul),
                egui::Button::new(mafia_store::i18n::foul_seat(lang, seat, rs)),
            )
            .on_hover_text(CommandId::Foul.tooltip_in(lang, Some(rs)))
            .clicked()
        {
            cx.push(Command::FoulSelected);
        }
        if ui
            .add_enabled(
                v.allows(&Action::RemoveFoul { seat }),
                egui::Button::new(mafia_store::i18n::remove_foul_seat(lang, seat, rs)),
            )
            .on_hover_text(CommandId::RemoveFoul.tooltip_in(lang, Some(rs)))
            .clicked()
        {
            cx.push(Command::RemoveFoulSelected);
        }
        if matches!(
            state.phase,
            Phase::Day {
                stage: DayStage::Speech { .. },
                ..
            }
        ) && ui
            .add_enabled(
                v.allows(&Action::Nominate { target: seat }),
                egui::Button::new(CommandId::Nominate.label(lang)),
            )
            .on_hover_text(CommandId::Nominate.tooltip(lang))
            .clicked()
        {
            cx.push(Command::NominateSelected);
        }
    });
}

/// A removal or a heavier penalty for the selected seat, by offence.
fn punish_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, rs: &Ruleset, seat: Seat) {
    let lang = cx.lang();
    let heavy: Vec<_> = rs
        .offences
        .iter()
        .filter(|o| o.kind != OffenceKind::Foul)
        .collect();
    if !heavy.is_empty() {
        let forms = &mut cx.screens.game;
        let chosen = forms
            .punish_offence
            .as_ref()
            .and_then(|id| rs.offence(id))
            .map_or("—".to_owned(), |o| {
                mafia_words::i18n::Words::say(&mafia_store::i18n::Core(o), lang)
            });
        let mut punish = None;
        ui.horizontal(|ui| {
            egui::ComboBox::from_id_salt("punish_offence")
                .selected_text(chosen)
                .width(280.0)
                .show_ui(ui, |ui| {
                    for o in &heavy {
                        ui.selectable_value(
                            &mut forms.punish_offence,
                            Some(o.id.clone()),
                            mafia_words::i18n::Words::say(&mafia_store::i18n::Core(*o), lang),
                        );
                    }
                });
            let enabled = forms.punish_offence.is_some();
            if ui
                .add_enabled(enabled, egui::Button::new(msg::Punish.get(lang)))
                .on_hover_text(msg::PunishTip.get(lang))
                .clicked()
            {
                punish = forms.punish_offence.clone();
            }
        });
        if let Some(offence) = punish {
            cx.push(Command::Act(Action::Punish { seat, offence }));
        }
    }
}

/// The judge's own result (a protest, an unplayable game), with a reason.
fn judge_decision_ui(cx: &mut Cx<'_>, ui: &mut egui::Ui, state: &GameState) {
    let lang = cx.lang();
    if state.phase == Phase::Setup {
        return;
    }
    let mut declare = None;
    let form = &mut cx.screens.game.result;
    egui::CollapsingHeader::new(msg::JudgeDecision.get(lang))
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                for (o, s) in [
                    (Outcome::Red, msg::RedWins),
                    (Outcome::Black, msg::BlackWins),
                    (Outcome::Draw, msg::Draw),
                ] {
                    ui.radio_value(&mut form.outcome, Some(o), s.get(lang));
                }
            });
            ui.add(
                egui::TextEdit::multiline(&mut form.reason)
                    .desired_rows(2)
                    .hint_text(msg::Reason.get(lang)),
            );
            let ok = form.outcome.is_some();
            if ui
                .add_enabled(ok, egui::Button::new(msg::Declare.get(lang)))
                .clicked()
                && let Some(outcome) = form.outcome
            {
                declare = Some(Action::DeclareResult {
                    outcome,
                    reason: form.reason.clone(),
                });
            }
        });
    if let Some(a) = declare {
        cx.push(Command::Act(a));
    }
}

#[cfg(test)]
mod tests {
    use super::theme;

    fn luminance(c: eframe::egui::Color32) -> f32 {
        0.2126 * f32::from(c.r()) + 0.7152 * f32::from(c.g()) + 0.0722 * f32::from(c.b())
    }

    #[test]
    fn black_roles_on_the_judges_table_are_not_drawn_dim_grey() {
        let b = theme::ROLE_BLACK;
        assert!(
            !(b.r() == b.g() && b.g() == b.b()),
            "a grey reads as disabled"
        );
        assert!(luminance(b) >= 0.9 * luminance(theme::ROLE_RED));
        assert!(
            luminance(b) > luminance(theme::GONE),
            "brighter than a player who left"
        );
    }
}
