//! The audience window: what the hall may see, and how it is drawn.
//!
//! [`ProjectorView`] is plain data built by the pure [`ProjectorView::from_state`]:
//! the judge side publishes it after every change, the projector window only
//! reads it. While the game runs it carries no role, no check and no night
//! action (unless the judge turns spectator mode on); `tests/projector_secrecy.rs`
//! holds it to that.

use crate::game::clock::{self, TimerColour};
use crate::game::state::{DayStage, ExitHow, SpeechKind};
use crate::game::{GameState, Phase, Seat};
use crate::i18n::{self, S};
use crate::ruleset::{Lang, Outcome, Ruleset, Side, StepKind, Text};
use eframe::egui;
use serde::Serialize;

/// One seat as the hall sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub nick: String,
    pub alive: bool,
    /// How and when the player left, in words.
    pub out: Option<Text>,
    pub fouls: u8,
    /// Fouls left before removal.
    pub fouls_left: u8,
    /// Only after the end, or in spectator mode.
    pub role: Option<Text>,
    /// Black role (after the end, or in spectator mode), for the colour.
    pub dark: Option<bool>,
}

/// The speech countdown, as data: the projector computes the time left.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Countdown {
    pub total_ms: u64,
    pub used_ms: u64,
    pub since_ms: Option<u64>,
    pub warning_s: u32,
}

impl Countdown {
    pub fn remaining_ms(&self, now_ms: u64) -> i64 {
        clock::Timer {
            total_ms: self.total_ms,
            used_ms: self.used_ms,
            since_ms: self.since_ms,
        }
        .remaining_ms(now_ms)
    }
    pub fn running(&self) -> bool {
        self.since_ms.is_some()
    }
}

/// One candidate's count in the last vote.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct VoteLine {
    pub candidate: Seat,
    pub votes: u8,
}

/// Everything the projector shows.
#[derive(Debug, Clone, PartialEq, Serialize, Default)]
pub struct ProjectorView {
    /// The language of the hall (set by the judge window).
    pub lang: Lang,
    /// «День 2», «Ночь 1», «Рассадка», «Игра окончена».
    pub title: Text,
    /// The calm night screen.
    pub night: bool,
    /// Who speaks and why: «Игрок №3: речь».
    pub line: Option<Text>,
    pub speaker: Option<Seat>,
    pub speaker_nick: Option<String>,
    pub countdown: Option<Countdown>,
    pub nominations: Vec<Seat>,
    pub seats: Vec<SeatView>,
    /// The counts of the last vote of the day.
    pub votes: Vec<VoteLine>,
    /// Votes for all of them leaving, when counted.
    pub lift_votes: Option<u8>,
    /// The result, after the end.
    pub result: Option<Text>,
    /// Checks and shots, only in spectator mode.
    pub spectator_notes: Vec<Text>,
    /// When this view was published (ms).
    pub published_ms: u64,
}

fn exit_text(how: ExitHow, day: Option<u32>, night: Option<u32>) -> Text {
    let both = |f: &dyn Fn(Lang) -> String| Text {
        ru: f(Lang::Ru),
        en: f(Lang::En),
    };
    match how {
        ExitHow::Killed => both(&|l| i18n::killed_at(l, night)),
        ExitHow::Voted => both(&|l| i18n::voted_out(l, day)),
        ExitHow::Fouls => both(&i18n::removed_fouls),
        ExitHow::Disqualified => both(&i18n::disqualified),
        ExitHow::TeamLoss => both(&i18n::team_loss),
    }
}

fn s_text(s: S) -> Text {
    s.text()
}

fn both(f: impl Fn(Lang) -> String) -> Text {
    Text {
        ru: f(Lang::Ru),
        en: f(Lang::En),
    }
}

impl ProjectorView {
    /// What the hall may see of this state. Pure: no clock, no windows.
    /// With `spectator` off, nothing secret is in it while the game runs.
    pub fn from_state(state: &GameState, rs: &Ruleset, spectator: bool, now_ms: u64) -> Self {
        let over = state.is_over();
        let show_roles = over || spectator;
        let seats = state
            .players
            .iter()
            .map(|p| {
                let role = p.role.filter(|_| show_roles);
                SeatView {
                    seat: p.seat,
                    nick: p.nick.clone(),
                    alive: p.alive(),
                    out: p.exit.as_ref().map(|e| exit_text(e.how, e.day, e.night)),
                    fouls: p.fouls,
                    fouls_left: rs.fouls.remove_at.saturating_sub(p.fouls),
                    role: role.and_then(|r| rs.roles.get(r)).map(|r| r.name.clone()),
                    dark: role.map(|r| rs.role_side(r) == Side::Black),
                }
            })
            .collect();
        let mut v = ProjectorView {
            seats,
            published_ms: now_ms,
            ..ProjectorView::default()
        };
        let countdown = || {
            (state.timer.total_ms > 0).then_some(Countdown {
                total_ms: state.timer.total_ms,
                used_ms: state.timer.used_ms,
                since_ms: state.timer.since_ms,
                warning_s: rs.timers.warning,
            })
        };
        match &state.phase {
            Phase::Setup => v.title = s_text(i18n::SETUP),
            Phase::NightZero { .. } => {
                v.title = s_text(i18n::NIGHT_ZERO);
                v.night = true;
            }
            Phase::Night { night, .. } => {
                v.title = both(|l| i18n::night_title(l, *night));
                v.night = true;
            }
            Phase::Ended => {
                v.title = s_text(i18n::GAME_OVER);
                if let Some(e) = &state.ending {
                    let who = match e.outcome {
                        Outcome::Red => i18n::RED_WINS,
                        Outcome::Black => i18n::BLACK_WINS,
                        Outcome::Draw => i18n::DRAW,
                    };
                    let reason = i18n::end_reason_text(&e.reason, rs);
                    v.result = Some(Text {
                        ru: format!("{}. {}", who.get(Lang::Ru), reason.ru),
                        en: format!("{}. {}", who.get(Lang::En), reason.en),
                    });
                }
            }
            Phase::Day { day, stage } => {
                v.title = both(|l| i18n::day_title(l, *day));
                v.nominations = state.candidates();
                if let Some(d) = state.day() {
                    if let Some(r) = d.rounds.last() {
                        v.votes = r
                            .counts
                            .iter()
                            .map(|c| VoteLine {
                                candidate: c.candidate,
                                votes: c.votes,
                            })
                            .collect();
                    }
                    v.lift_votes = d.lift.as_ref().map(|l| l.votes);
                }
                let speaker = state.speaker();
                v.speaker = speaker;
                v.speaker_nick = speaker
                    .and_then(|s| state.player(s))
                    .map(|p| p.nick.clone());
                v.countdown = countdown();
                v.line = Some(match (stage, speaker) {
                    (DayStage::BestMove { .. }, Some(s)) => {
                        both(|l| format!("{}: {}", i18n::player(l, s), i18n::BEST_MOVE.get(l)))
                    }
                    (DayStage::MorningLastWords { .. } | DayStage::LastWords { .. }, Some(s)) => {
                        both(|l| i18n::last_words(l, s))
                    }
                    (DayStage::TieSpeech { .. }, Some(s)) => {
                        both(|l| i18n::tie_speech(l, s, rs.timers.tie_speech))
                    }
                    (DayStage::Speech { .. }, Some(s)) => {
                        let kind = state
                            .day()
                            .and_then(|d| d.speeches.iter().rev().find(|x| x.0 == s))
                            .map_or(SpeechKind::Full, |x| x.1);
                        match kind {
                            SpeechKind::Full => both(|l| i18n::your_minute(l, s)),
                            SpeechKind::Short => {
                                both(|l| i18n::your_short_speech(l, s, rs.timers.short_speech))
                            }
                            SpeechKind::Silent => both(|l| i18n::silent_speech(l, s)),
                        }
                    }
                    (DayStage::LiftVote, _) => {
                        let tie = state.day().map(|d| d.tie.clone()).unwrap_or_default();
                        both(|l| i18n::who_lifts_all(l, &tie))
                    }
                    _ => s_text(i18n::VOTE_RESULTS),
                });
            }
        }
        if spectator && !over {
            v.spectator_notes = spectator_notes(state, rs);
        }
        v
    }
}

/// The night's secrets in words, for spectator mode only.
fn spectator_notes(state: &GameState, rs: &Ruleset) -> Vec<Text> {
    let mut out = Vec::new();
    for n in &state.nights {
        for e in &n.entries {
            let Some(step) = rs.night.iter().find(|s| s.id == e.step) else {
                continue;
            };
            let target = e.targets.first().copied();
            let what = match step.kind {
                StepKind::Kill { .. } => both(|l| i18n::shot_at(l, target)),
                _ => {
                    let ans = e
                        .gesture
                        .as_ref()
                        .and_then(|g| rs.gestures.get(g))
                        .map(|g| g.text.clone())
                        .unwrap_or_else(|| {
                            Text::new(
                                e.answer.as_deref().unwrap_or(""),
                                e.answer.as_deref().unwrap_or(""),
                            )
                        });
                    let seats = i18n::seat_list(&e.targets);
                    Text {
                        ru: format!("{seats}: {}", ans.ru),
                        en: format!("{seats}: {}", ans.en),
                    }
                }
            };
            out.push(Text {
                ru: format!(
                    "{} — {}: {}",
                    i18n::night_title(Lang::Ru, n.night),
                    step.name.ru,
                    what.ru
                ),
                en: format!(
                    "{} — {}: {}",
                    i18n::night_title(Lang::En, n.night),
                    step.name.en,
                    what.en
                ),
            });
        }
    }
    out
}

/// The wall clock in ms since the Unix epoch (0 if the clock is before 1970).
pub fn wall_ms() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

pub fn timer_colour(c: TimerColour) -> egui::Color32 {
    match c {
        TimerColour::Normal => egui::Color32::from_rgb(235, 235, 235),
        TimerColour::Warning => egui::Color32::from_rgb(255, 176, 0),
        TimerColour::Over => egui::Color32::from_rgb(230, 40, 40),
    }
}

/// "0:42"; negative times show as "0:00".
pub fn format_ms(ms: i64) -> String {
    let secs = (ms.max(0) + 999) / 1000;
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Draws the whole projector window from the view. `now_ms` moves the countdown.
pub fn projector_ui(ui: &mut egui::Ui, view: &ProjectorView, now_ms: u64) {
    let lang = view.lang;
    let h = ui.available_height().max(300.0);
    let big = (h / 9.0).clamp(28.0, 120.0);
    let mid = (big * 0.45).max(18.0);
    let small = (big * 0.42).max(14.0);
    // By day the window is cleared to the dark panel colour already (the
    // app's clear colour): no second fill of every pixel, which is what the
    // once-a-second countdown frames cost most under software rendering.
    let bg = if view.night {
        egui::Color32::from_rgb(8, 10, 28)
    } else if ui.visuals().dark_mode {
        egui::Color32::TRANSPARENT
    } else {
        egui::Color32::from_rgb(27, 27, 27)
    };
    egui::Frame::NONE
        .fill(bg)
        .inner_margin(egui::Margin::same(16))
        .show(ui, |ui| {
            ui.set_min_size(ui.available_size());
            ui.vertical_centered(|ui| {
                ui.label(
                    egui::RichText::new(view.title.get(lang))
                        .size(big * 0.8)
                        .strong()
                        .color(egui::Color32::WHITE),
                );
            });
            if view.night {
                ui.add_space(h * 0.15);
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(i18n::NIGHT_CALM.get(lang))
                            .size(big * 0.7)
                            .color(egui::Color32::from_rgb(140, 150, 210)),
                    );
                });
                ui.add_space(h * 0.1);
                seats_ui(ui, view, small, true);
                notes_ui(ui, view, small);
                return;
            }
            if let Some(line) = &view.line {
                ui.vertical_centered(|ui| {
                    let nick = view
                        .speaker_nick
                        .as_ref()
                        .map(|n| format!("  ({n})"))
                        .unwrap_or_default();
                    ui.label(
                        egui::RichText::new(format!("{}{nick}", line.get(lang)))
                            .size(mid)
                            .color(egui::Color32::from_rgb(220, 220, 230)),
                    );
                });
            }
            if let Some(c) = &view.countdown {
                let rem = c.remaining_ms(now_ms);
                let col = timer_colour(clock::colour(rem, c.warning_s));
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(format_ms(rem))
                            .size(big * 2.2)
                            .monospace()
                            .strong()
                            .color(col),
                    );
                });
            }
            if let Some(r) = &view.result {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(r.get(lang))
                            .size(mid * 1.2)
                            .strong()
                            .color(egui::Color32::from_rgb(255, 215, 90)),
                    );
                });
            }
            if !view.nominations.is_empty() {
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}: {}",
                            i18n::NOMINATIONS.get(lang),
                            i18n::seat_list(&view.nominations)
                        ))
                        .size(mid)
                        .color(egui::Color32::from_rgb(255, 220, 160)),
                    );
                });
            }
            if !view.votes.is_empty() || view.lift_votes.is_some() {
                let mut parts: Vec<String> = view
                    .votes
                    .iter()
                    .map(|v| format!("№{} — {}", v.candidate, v.votes))
                    .collect();
                if let Some(n) = view.lift_votes {
                    parts.push(format!("{} — {n}", i18n::LIFT_RESULT.get(lang)));
                }
                ui.vertical_centered(|ui| {
                    ui.label(
                        egui::RichText::new(format!(
                            "{}: {}",
                            i18n::VOTE_RESULTS.get(lang),
                            parts.join("   ")
                        ))
                        .size(mid)
                        .color(egui::Color32::from_rgb(180, 220, 255)),
                    );
                });
            }
            ui.add_space(small);
            seats_ui(ui, view, small, false);
            notes_ui(ui, view, small);
        });
}

fn notes_ui(ui: &mut egui::Ui, view: &ProjectorView, size: f32) {
    for n in &view.spectator_notes {
        ui.label(
            egui::RichText::new(n.get(view.lang))
                .size(size * 0.8)
                .color(egui::Color32::from_rgb(200, 160, 255)),
        );
    }
}

/// The seats as a row of cards: number, nickname, fouls left or how out.
fn seats_ui(ui: &mut egui::Ui, view: &ProjectorView, size: f32, dim: bool) {
    let n = view.seats.len().max(1);
    let gap = 8.0;
    let w = ((ui.available_width() - gap * (n as f32 - 1.0)) / n as f32).max(60.0);
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = gap;
        for s in &view.seats {
            let speaking = view.speaker == Some(s.seat) && !dim;
            // Cards are filled only where the colour says something (the
            // speaker, the roles at the end); the others get an outline, as
            // these frames repaint every second while the countdown runs.
            let (fill, outline) = if speaking {
                (
                    egui::Color32::from_rgb(60, 70, 30),
                    egui::Color32::TRANSPARENT,
                )
            } else if s.dark == Some(true) {
                (
                    egui::Color32::from_rgb(20, 20, 20),
                    egui::Color32::from_gray(90),
                )
            } else if s.dark == Some(false) {
                (
                    egui::Color32::from_rgb(90, 20, 24),
                    egui::Color32::TRANSPARENT,
                )
            } else if !s.alive {
                (
                    egui::Color32::TRANSPARENT,
                    egui::Color32::from_rgb(60, 60, 66),
                )
            } else {
                (
                    egui::Color32::TRANSPARENT,
                    egui::Color32::from_rgb(70, 90, 140),
                )
            };
            egui::Frame::NONE
                .fill(fill)
                .stroke(egui::Stroke::new(2.0, outline))
                .corner_radius(8)
                .inner_margin(egui::Margin::same(6))
                .show(ui, |ui| {
                    // The margins (6 + 6) and the outline (2 + 2) are outside.
                    ui.set_width(w - 16.0);
                    ui.vertical_centered(|ui| {
                        let c = if s.alive {
                            egui::Color32::WHITE
                        } else {
                            egui::Color32::from_gray(120)
                        };
                        ui.label(
                            egui::RichText::new(s.seat.to_string())
                                .size(size * 1.6)
                                .strong()
                                .color(c),
                        );
                        ui.label(egui::RichText::new(&s.nick).size(size * 0.8).color(c));
                        if let Some(r) = &s.role {
                            ui.label(
                                egui::RichText::new(r.get(view.lang))
                                    .size(size * 0.75)
                                    .color(egui::Color32::from_rgb(255, 215, 90)),
                            );
                        }
                        match &s.out {
                            Some(o) => {
                                // "voted out, day 1" on two lines, the font small
                                // enough for the longest word: never a break inside it.
                                let text = o.get(view.lang).replacen(", ", "\n", 1);
                                let longest =
                                    text.lines().map(|l| l.chars().count()).max().unwrap_or(1);
                                let fit = (w - 12.0) / (0.58 * longest.max(1) as f32);
                                ui.add(
                                    egui::Label::new(
                                        egui::RichText::new(text)
                                            .size((size * 0.6).min(fit))
                                            .color(egui::Color32::from_gray(150)),
                                    )
                                    .wrap_mode(egui::TextWrapMode::Extend),
                                );
                            }
                            None => {
                                let col = if s.fouls_left <= 1 {
                                    egui::Color32::from_rgb(255, 120, 90)
                                } else {
                                    egui::Color32::from_gray(220)
                                };
                                // Small enough for the row of marks to fit the card.
                                let marks = f32::from(s.fouls + s.fouls_left).max(1.0);
                                let mark = (size * 0.6).min((w - 16.0) / (1.3 * marks));
                                foul_marks_ui(ui, s.fouls, s.fouls_left, mark, col);
                            }
                        }
                    });
                });
        }
    });
}

/// Fouls as filled dots, fouls left as rings (painted: the bundled font has
/// no circle glyphs).
pub fn foul_marks_ui(ui: &mut egui::Ui, fouls: u8, left: u8, size: f32, colour: egui::Color32) {
    let n = usize::from(fouls) + usize::from(left);
    let step = size * 1.3;
    let width = step * n.max(1) as f32;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(width, size * 1.2), egui::Sense::hover());
    let r = size * 0.45;
    for i in 0..n {
        let c = egui::pos2(rect.left() + step * (i as f32 + 0.5), rect.center().y);
        if i < usize::from(fouls) {
            ui.painter().circle_filled(c, r, colour);
        } else {
            ui.painter()
                .circle_stroke(c, r, egui::Stroke::new((size * 0.1).max(1.0), colour));
        }
    }
}
