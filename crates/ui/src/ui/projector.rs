//! The audience window: how the hall sees [`ProjectorView`], the model built
//! in [`mafia_audience::audience`]. This file only draws it.

use super::theme::{self, size};
use eframe::egui::{
    self, Align2, Color32, FontId, Galley, Painter, Pos2, Rect, Stroke, pos2, vec2,
};
use mafia_audience::audience::between::BetweenGames;
use mafia_audience::audience::moment::{EndRow, Moment};
use mafia_audience::audience::{Banner, ProjectorView, SeatView};
use mafia_core::game::clock::{self, TimerColour};
use mafia_words::i18n::msg;
use std::sync::Arc;

pub fn timer_colour(c: TimerColour) -> egui::Color32 {
    match c {
        TimerColour::Normal => theme::TIMER_NORMAL,
        TimerColour::Warning => theme::TIMER_WARNING,
        TimerColour::Over => theme::TIMER_OVER,
    }
}

/// "0:42"; negative times show as "0:00".
pub fn format_ms(ms: i64) -> String {
    let secs = (ms.max(0) + 999) / 1000;
    format!("{}:{:02}", secs / 60, secs % 60)
}

/// Draws the whole projector window from the view. `now_ms` moves the
/// countdown.
///
/// The screen is cut into fixed bands, as fractions of its height: a header
/// (title, nominations), the main band (the speaker and the countdown, the
/// moment's banner) and the seats. Text is fitted into its box, never
/// wrapped into the next band, so nothing moves when a text gets longer.
pub fn projector_ui(ui: &mut egui::Ui, view: &ProjectorView, now_ms: u64) {
    let full = ui.max_rect();
    ui.allocate_rect(full, egui::Sense::hover());
    let h = full.height().max(200.0);
    let painter = ui.painter_at(full);
    // By day the window is cleared to the panel colour already (the app's
    // clear colour): no second fill of every pixel, which is what the
    // once-a-second countdown frames cost most under software rendering.
    if view.night {
        painter.rect_filled(full, 0.0, theme::NIGHT_BG);
    } else if !ui.visuals().dark_mode {
        painter.rect_filled(full, 0.0, theme::DAY_BG);
    }
    let p = Screen {
        painter: &painter,
        h,
        lang: view.lang,
    };
    let mut inner = full.shrink(h * size::MARGIN);
    let gap = h * size::GAP;
    // The game's caption (tournament, stage, round, table, game) across the
    // top, in a band of its own above the header: the bands below keep
    // their places, the header gives up the height.
    let mut header_h = h * size::HEADER;
    if let Some(c) = &view.caption {
        let band = Rect::from_min_size(inner.min, vec2(inner.width(), h * size::CAPTION));
        let g = p.line(
            c.get(p.lang),
            size::CAPTION * 0.8,
            band.size(),
            theme::TEXT_SOFT,
            false,
        );
        p.put(g, band.center(), Align2::CENTER_CENTER);
        inner.min.y = band.bottom();
        header_h -= h * size::CAPTION;
    }
    let header = Rect::from_min_size(inner.min, vec2(inner.width(), header_h));
    let main = Rect::from_min_max(
        pos2(inner.left(), header.bottom() + gap),
        pos2(inner.right(), full.top() + h * size::MAIN_END),
    );
    let notes =
        !view.spectator_notes.is_empty() && !matches!(view.moment, Some(Moment::End { .. }));
    let (main, notes, mut seats) = main_bands(main, inner, gap, notes);
    if let Some(r) = notes {
        notes_ui(&p, view, r);
    }

    if let Some(b) = &view.between {
        let pages = between_ui(
            &p,
            b,
            header,
            Rect::from_min_max(main.min, inner.max),
            now_ms,
        );
        if pages > 1 {
            // The next page of the standings comes by itself.
            let wait = HALL_PAGE_MS - now_ms % HALL_PAGE_MS;
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(wait.max(1)));
        }
        return;
    }
    if let Some(seats) = &view.seat_draw {
        header_ui(&p, view, header);
        // The numbers come up one by one: the frame's time says how many;
        // the next frame is asked for when the next one is due.
        let (shown, next) = view.seat_draw_shown(now_ms);
        seat_draw_ui(
            &p,
            seats.get(..shown).unwrap_or(seats),
            seats.len(),
            Rect::from_min_max(main.min, inner.max),
        );
        if let Some(wait) = next {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(wait.max(1)));
        }
        return;
    }
    header_ui(&p, view, header);
    if let Some(Moment::End { table, .. }) = &view.moment {
        let body = Rect::from_min_max(main.min, inner.max);
        end_ui(&p, view, table, body);
        return;
    }
    // The game's history (who left when and how) in a line above the seats.
    let lines = history_lines(view);
    if !lines.is_empty() {
        let strip = Rect::from_min_size(seats.min, vec2(seats.width(), h * size::HISTORY));
        let g = history_galley(&p, &lines, strip.size());
        p.put(g, strip.left_center(), Align2::LEFT_CENTER);
        seats.min.y = strip.bottom() + gap;
    }
    if view.night {
        night_ui(&p, view, main);
    } else if view.banners.is_empty() && view.speaker.is_none() && view.countdown.is_none() {
        // The seating: the title large, in the middle.
        let g = p.line(
            view.title.get(p.lang),
            size::TITLE * 2.0,
            main.size(),
            theme::TEXT_SOFT,
            false,
        );
        p.put(g, main.center(), Align2::CENTER_CENTER);
    } else {
        day_ui(&p, view, main, now_ms);
    }
    seats_ui(&p, view, seats);
}

/// The main band, the spectator notes' strip and the seats' band. In
/// spectator mode the checks and shots get a strip of their own at the
/// bottom of the main band, so they never cover the countdown or a banner;
/// the seats begin below the whole main band either way (they once began
/// below the shortened one and covered the notes).
fn main_bands(main: Rect, inner: Rect, gap: f32, notes: bool) -> (Rect, Option<Rect>, Rect) {
    let seats = Rect::from_min_max(pos2(inner.left(), main.bottom() + gap * 2.0), inner.max);
    if !notes {
        return (main, None, seats);
    }
    let split = main.bottom() - main.height() * 0.28;
    let strip = Rect::from_min_max(pos2(main.left(), split + gap), main.max);
    let main = Rect::from_min_max(main.min, pos2(main.right(), split));
    (main, Some(strip), seats)
}

/// The history strip's entries, oldest first («№3 Лиса — убит, ночь 1»);
/// the checks left to the spectator notes when those are on screen.
fn history_lines(view: &ProjectorView) -> Vec<String> {
    view.history
        .iter()
        .filter(|e| !e.is_secret() || view.spectator_notes.is_empty())
        .filter_map(|e| view.history_line(e))
        .collect()
}

/// The least size of the history strip's line, as a share of its own size:
/// readable from the hall (about 24 px at 1080).
const HISTORY_FLOOR: f32 = 0.8;

/// The history strip's line: «История: №3 Лиса — убит, ночь 1 · …» at a
/// readable size. When every entry does not fit, the oldest give way
/// («История: … · №7 …»): the newest event always shows (issue 32, 9d;
/// it used to shrink to 16 px and cut the newest with «…»).
fn history_galley(p: &Screen, lines: &[String], max: egui::Vec2) -> Arc<Galley> {
    let title = msg::HistoryTitle.get(p.lang);
    let size = size::HISTORY * 0.8;
    let floor = size * p.h * HISTORY_FLOOR;
    let sep = "  \u{b7}  ";
    for skip in 0..lines.len() {
        let text = if skip == 0 {
            format!("{title}: {}", lines.join(sep))
        } else {
            format!("{title}: \u{2026}{sep}{}", lines[skip..].join(sep))
        };
        let px = p.fit(&text, size, max, false);
        if px >= floor - 0.01 {
            return p.layout(&text, px, theme::TEXT_SOFT, false, f32::INFINITY);
        }
    }
    // Not even the newest alone fits: it is cut at the readable size.
    let last = lines.last().map_or("", String::as_str);
    nick_galley(
        p,
        &format!("{title}: {last}"),
        floor,
        theme::TEXT_SOFT,
        max.x,
    )
}

/// The painter and the scale of one projector frame.
struct Screen<'a> {
    painter: &'a Painter,
    /// The window's height: every size is a fraction of it.
    h: f32,
    lang: mafia_words::Lang,
}

impl Screen<'_> {
    /// One line of text at `size` (a fraction of the height), made smaller
    /// until it fits `max`; never wrapped.
    fn line(
        &self,
        text: &str,
        size: f32,
        max: egui::Vec2,
        colour: Color32,
        mono: bool,
    ) -> Arc<Galley> {
        let px = self.fit(text, size, max, mono);
        self.layout(text, px, colour, mono, f32::INFINITY)
    }

    /// The font size (px) at which one line of `text` fits `max`, starting
    /// from `size` (a fraction of the height).
    fn fit(&self, text: &str, size: f32, max: egui::Vec2, mono: bool) -> f32 {
        let mut px = (size * self.h).max(6.0);
        let mut g = self.layout(text, px, Color32::WHITE, mono, f32::INFINITY);
        for _ in 0..4 {
            let s = g.size();
            if s.x <= max.x && s.y <= max.y {
                break;
            }
            px = (px * (max.x / s.x).min(max.y / s.y) * 0.97).max(6.0);
            g = self.layout(text, px, Color32::WHITE, mono, f32::INFINITY);
        }
        px
    }

    /// One line like [`Screen::line`], but never below [`NICK_FLOOR`] of
    /// the size a short word gets in `max`: what is still too wide is cut
    /// with «…» (a 40-letter nickname, a long reason for extra points).
    fn line_cut(&self, text: &str, size: f32, max: egui::Vec2, colour: Color32) -> Arc<Galley> {
        let px = self
            .fit(text, size, max, false)
            .max(self.fit("Ann", size, max, false) * NICK_FLOOR);
        nick_galley(self, text, px, colour, max.x)
    }

    /// Text wrapped to `max.x`, made smaller until its lines fit `max.y`.
    fn para(&self, text: &str, size: f32, max: egui::Vec2, colour: Color32) -> Arc<Galley> {
        let mut px = (size * self.h).max(6.0);
        let mut g = self.layout(text, px, colour, false, max.x);
        for _ in 0..6 {
            if g.size().y <= max.y && g.size().x <= max.x + 1.0 {
                break;
            }
            px = (px * 0.85).max(6.0);
            g = self.layout(text, px, colour, false, max.x);
        }
        g
    }

    fn layout(&self, text: &str, px: f32, colour: Color32, mono: bool, wrap: f32) -> Arc<Galley> {
        let font = if mono {
            FontId::monospace(px)
        } else {
            FontId::proportional(px)
        };
        self.painter.layout(text.to_owned(), font, colour, wrap)
    }

    /// Puts a galley at an anchor point of its own box.
    fn put(&self, g: Arc<Galley>, at: Pos2, align: Align2) -> Rect {
        let r = align.anchor_size(at, g.size());
        self.painter.galley(r.min, g, theme::TEXT);
        r
    }
}

/// The title on the left, the nominations on the right.
fn header_ui(p: &Screen, view: &ProjectorView, r: Rect) {
    let title = p.line(
        view.title.get(p.lang),
        size::TITLE,
        vec2(r.width() * 0.45, r.height()),
        theme::TEXT,
        false,
    );
    p.put(title, r.left_center(), Align2::LEFT_CENTER);
    if !view.nominations.is_empty() && !view.night {
        let text = format!(
            "{}: {}",
            msg::Nominations.get(p.lang),
            mafia_words::i18n::seat_list(&view.nominations)
        );
        let g = p.line(
            &text,
            size::TITLE * 0.8,
            vec2(r.width() * 0.53, r.height()),
            theme::NOMINATED,
            false,
        );
        p.put(g, r.right_center(), Align2::RIGHT_CENTER);
    }
}

/// The day: the speaker with the countdown on the left, the banner on the right.
fn day_ui(p: &Screen, view: &ProjectorView, r: Rect, now_ms: u64) {
    let has_speaker = view.speaker.is_some() || view.countdown.is_some();
    let (left, right) = match (view.banners.first(), has_speaker) {
        (Some(_), true) => {
            let split = r.left() + r.width() * 0.44;
            (
                Some(Rect::from_min_max(r.min, pos2(split, r.bottom()))),
                Some(Rect::from_min_max(
                    pos2(split + p.h * size::GAP * 2.0, r.top()),
                    r.max,
                )),
            )
        }
        (Some(_), false) => (None, Some(r)),
        (None, _) => (Some(r), None),
    };
    if let Some(l) = left {
        speaker_ui(p, view, l, now_ms);
    }
    if let Some(rr) = right {
        banners_ui(p, view, rr, false, false);
    }
}

/// Every banner of the view in `r`, in order, one under the other (side by
/// side when `across`); the last, what just happened, a little larger.
fn banners_ui(p: &Screen, view: &ProjectorView, r: Rect, night: bool, across: bool) {
    let n = view.banners.len();
    if n == 0 {
        return;
    }
    let gap = p.h * size::GAP * 2.0;
    let weights: Vec<f32> = (0..n).map(|i| if i + 1 == n { 1.4 } else { 1.0 }).collect();
    let sum: f32 = weights.iter().sum();
    let length = if across { r.width() } else { r.height() };
    let room = (length - gap * (n - 1) as f32).max(1.0);
    let mut at = if across { r.left() } else { r.top() };
    for (i, b) in view.banners.iter().enumerate() {
        let share = room * weights[i] / sum;
        let band = if across {
            Rect::from_min_max(pos2(at, r.top()), pos2(at + share, r.bottom()))
        } else {
            Rect::from_min_max(pos2(r.left(), at), pos2(r.right(), at + share))
        };
        let leaves = view.moments.get(i).is_some_and(Moment::leaves);
        banner_ui(p, b, band, leaves && !night, night);
        at += share + gap;
    }
}

/// «№3 Шерхан», the kind of speech, and the countdown under them.
fn speaker_ui(p: &Screen, view: &ProjectorView, r: Rect, now_ms: u64) {
    let mut top = r.top();
    if let Some(seat) = view.speaker {
        let nick = view.speaker_nick.as_deref().unwrap_or("");
        let text = format!("№{seat}  {nick}");
        let g = p.line(
            text.trim_end(),
            size::SPEAKER,
            vec2(r.width(), r.height() * 0.22),
            theme::TEXT,
            false,
        );
        top = p
            .put(g, pos2(r.center().x, top), Align2::CENTER_TOP)
            .bottom();
    }
    if let Some(line) = &view.line {
        let g = p.line(
            line.get(p.lang),
            size::SPEAKER * 0.5,
            vec2(r.width(), r.height() * 0.12),
            theme::TEXT_SOFT,
            false,
        );
        top = p
            .put(g, pos2(r.center().x, top), Align2::CENTER_TOP)
            .bottom();
    }
    if let Some(c) = &view.countdown {
        let rem = c.remaining_ms(now_ms);
        let col = timer_colour(clock::colour(rem, c.warning_s));
        let rest = Rect::from_min_max(pos2(r.left(), top), r.max);
        // Sized for "0:00" so the digits never change the size.
        let room = vec2(rest.width() * 0.9, rest.height());
        let g = p.line("0:00", size::COUNTDOWN, room, col, true);
        let px = g
            .rows
            .first()
            .and_then(|row| row.glyphs.first())
            .map_or(size::COUNTDOWN * p.h, |gl| gl.font_height);
        let g = p.layout(&format_ms(rem), px, col, true, f32::INFINITY);
        p.put(g, rest.center(), Align2::CENTER_CENTER);
    }
}

/// The moment's banner: a band with the headline, a large figure and a detail.
fn banner_ui(p: &Screen, b: &Banner, r: Rect, leaves: bool, night: bool) {
    let (fill, accent) = if night {
        (theme::BANNER_NIGHT_BG, theme::NIGHT_TEXT)
    } else if leaves {
        (theme::BANNER_BG, theme::BANNER_LEAVES)
    } else {
        (theme::BANNER_BG, theme::BANNER_ACCENT)
    };
    p.painter.rect_filled(r, size::RADIUS, fill);
    let stripe = Rect::from_min_size(r.min, vec2(p.h * 0.012, r.height()));
    p.painter.rect_filled(stripe, size::RADIUS, accent);
    let pad = p.h * 0.03;
    let inner = r.shrink(pad);
    let inner = Rect::from_min_max(pos2(inner.left() + p.h * 0.012, inner.top()), inner.max);
    let w = inner.width();
    let gap = p.h * size::GAP;
    // Head, large figure and detail as one block, centred in the band.
    let (head_share, big_share) = if b.big.is_some() {
        (0.24, 0.46)
    } else {
        (0.4, 0.0)
    };
    let head = p.line(
        &b.head,
        size::BANNER_HEAD,
        vec2(w, inner.height() * head_share),
        accent,
        false,
    );
    let big = b.big.as_ref().map(|big| {
        p.line(
            big,
            size::COUNTDOWN,
            vec2(w, inner.height() * big_share),
            theme::TEXT,
            true,
        )
    });
    let detail_room = vec2(
        w,
        (inner.height() - head.size().y - big.as_ref().map_or(0.0, |g| g.size().y) - gap * 2.0)
            .max(1.0),
    );
    let detail = (!b.detail.is_empty()).then(|| {
        p.para(
            &b.detail,
            size::BANNER_DETAIL,
            detail_room,
            theme::TEXT_SOFT,
        )
    });
    let parts: Vec<Arc<Galley>> = [Some(head), big, detail].into_iter().flatten().collect();
    let total: f32 = parts.iter().map(|g| g.size().y).sum::<f32>()
        + gap * (parts.len().saturating_sub(1)) as f32;
    let mut top = inner.center().y - total / 2.0;
    for g in parts {
        top = p
            .put(g, pos2(inner.center().x, top), Align2::CENTER_TOP)
            .bottom()
            + gap;
    }
}

/// The calm night: the town asleep, and the day's outcome below it, quietly.
fn night_ui(p: &Screen, view: &ProjectorView, r: Rect) {
    let calm_h = if view.banners.is_empty() { 1.0 } else { 0.4 };
    let calm = Rect::from_min_size(r.min, vec2(r.width(), r.height() * calm_h));
    let g = p.line(
        msg::NightCalm.get(p.lang),
        size::TITLE * 1.1,
        calm.size(),
        theme::NIGHT_TEXT,
        false,
    );
    p.put(g, calm.center(), Align2::CENTER_CENTER);
    if !view.banners.is_empty() {
        let w = r.width() * 0.7;
        let band = Rect::from_min_max(
            pos2(r.center().x - w / 2.0, calm.bottom()),
            pos2(r.center().x + w / 2.0, r.bottom()),
        );
        banners_ui(p, view, band, true, false);
    }
}

/// Checks and shots in spectator mode, small, at the bottom of the main band.
fn notes_ui(p: &Screen, view: &ProjectorView, r: Rect) {
    if view.spectator_notes.is_empty() {
        return;
    }
    let text = view
        .spectator_notes
        .iter()
        .map(|n| n.get(p.lang))
        .collect::<Vec<_>>()
        .join("\n");
    let g = p.para(&text, 0.028, r.size(), theme::SPECTATOR_NOTE);
    p.put(g, r.left_bottom(), Align2::LEFT_BOTTOM);
}

/// The seats as a row of cards: number, nickname, role when shown, fouls as
/// marks, or how the player left.
fn seats_ui(p: &Screen, view: &ProjectorView, r: Rect) {
    let n = view.seats.len().max(1) as f32;
    let gap = p.h * size::GAP;
    let w = ((r.width() - gap * (n - 1.0)) / n).max(10.0);
    let sizes = SeatSizes::new(
        p,
        view,
        card_inner(Rect::from_min_size(r.min, vec2(w, r.height()))),
    );
    for (i, s) in view.seats.iter().enumerate() {
        let x = r.left() + i as f32 * (w + gap);
        let card = Rect::from_min_size(pos2(x, r.top()), vec2(w, r.height()));
        seat_card(p, view, s, card, &sizes);
    }
}

/// A card's box for its text.
fn card_inner(card: Rect) -> Rect {
    card.shrink((card.width() * 0.06).max(3.0))
}

/// One font size per line of the seat cards, the size at which the
/// longest of the row fits: a long nickname (№10's «Кирилл» at 1024x768)
/// does not come out smaller than its neighbours'.
struct SeatSizes {
    number: f32,
    nick: f32,
    role: f32,
    out: f32,
}

impl SeatSizes {
    fn new(p: &Screen, view: &ProjectorView, inner: Rect) -> Self {
        let (w, h) = (inner.width(), inner.height());
        let least = |it: &mut dyn Iterator<Item = f32>| it.fold(f32::INFINITY, f32::min);
        let nick_box = vec2(w, h * 0.14);
        SeatSizes {
            number: least(&mut view.seats.iter().map(|s| {
                p.fit(
                    &s.seat.to_string(),
                    size::SEAT_NUMBER,
                    vec2(w, h * 0.42),
                    false,
                )
            })),
            // Not below half the size a short nickname gets: a longer one
            // is cut with «…» in its card instead (see [`nick_galley`]).
            nick: least(
                &mut view
                    .seats
                    .iter()
                    .map(|s| p.fit(&s.nick, size::SEAT_NICK, nick_box, false)),
            )
            .max(p.fit("Ann", size::SEAT_NICK, nick_box, false) * NICK_FLOOR),
            role: least(&mut view.seats.iter().filter_map(|s| {
                let role = s.role.as_ref()?;
                Some(p.fit(role.get(p.lang), size::SEAT_NICK, nick_box, false))
            })),
            out: least(&mut view.seats.iter().filter_map(|s| {
                let text = s.out.as_ref()?.get(p.lang).replacen(", ", "\n", 1);
                let lines = text.lines().count().max(1) as f32;
                let longest = text.lines().max_by_key(|l| l.chars().count()).unwrap_or("");
                Some(p.fit(
                    longest,
                    size::SEAT_NICK * 0.8,
                    vec2(w, h * 0.3 / lines),
                    false,
                ))
            })),
        }
    }
}

/// The least nickname size of a row of cards, as a share of the size a
/// short nickname gets: the one 40-letter nickname a record allows must not
/// make the other nine unreadable at 10 m.
const NICK_FLOOR: f32 = 0.6;

/// A nickname on one line of a card, cut with «…» where it is wider.
fn nick_galley(p: &Screen, nick: &str, px: f32, colour: Color32, max_w: f32) -> Arc<Galley> {
    let mut job =
        egui::text::LayoutJob::simple_singleline(nick.to_owned(), FontId::proportional(px), colour);
    job.wrap = egui::text::TextWrapping::truncate_at_width(max_w);
    p.painter.layout_job(job)
}

/// A photo as a texture: made once from its pixels (decoded and scaled
/// where the club's list was read) and kept by its key in the window's
/// memory, so a frame only draws it.
fn photo_texture(
    p: &Screen,
    photo: &mafia_audience::audience::Photo,
) -> Option<egui::TextureHandle> {
    let ctx = p.painter.ctx();
    let id = egui::Id::unique(("player-photo", photo.key));
    if let Some(t) = ctx.data(|d| d.get_temp::<egui::TextureHandle>(id)) {
        return Some(t);
    }
    let px = &photo.pixels;
    // Pixels that do not fill their size are drawn as no photo.
    let (w, h) = (px.width as usize, px.height as usize);
    if w == 0 || h == 0 || px.rgba.len() != w * h * 4 {
        return None;
    }
    let image = egui::ColorImage::from_rgba_unmultiplied([w, h], &px.rgba);
    let t = ctx.load_texture(
        format!("photo-{:016x}", photo.key),
        image,
        egui::TextureOptions::LINEAR,
    );
    ctx.data_mut(|d| d.insert_temp(id, t.clone()));
    Some(t)
}

fn seat_card(p: &Screen, view: &ProjectorView, s: &SeatView, card: Rect, sizes: &SeatSizes) {
    let speaking = view.speaker == Some(s.seat) && !view.night;
    let (fill, outline) = match (speaking, s.dark, s.alive) {
        (true, _, _) => (theme::SEAT_SPEAKING, Color32::TRANSPARENT),
        (_, Some(true), _) => (theme::SEAT_BLACK, theme::SEAT_BLACK_OUTLINE),
        (_, Some(false), _) => (theme::SEAT_RED, Color32::TRANSPARENT),
        (_, None, false) => (Color32::TRANSPARENT, theme::SEAT_OUT_OUTLINE),
        (_, None, true) if view.night => (Color32::TRANSPARENT, theme::SEAT_OUT_OUTLINE),
        (_, None, true) => (Color32::TRANSPARENT, theme::SEAT_OUTLINE),
    };
    // Cards are filled only where the colour says something (the speaker,
    // the roles): these frames repaint every second while the countdown runs.
    if fill != Color32::TRANSPARENT {
        p.painter.rect_filled(card, size::RADIUS, fill);
    }
    if outline != Color32::TRANSPARENT {
        p.painter.rect_stroke(
            card,
            size::RADIUS,
            Stroke::new((p.h * 0.003).max(2.0), outline),
            egui::StrokeKind::Inside,
        );
    }
    let text_col = match (s.alive, view.night) {
        (false, _) => theme::SEAT_OUT_TEXT,
        (true, true) => theme::NIGHT_TEXT,
        (true, false) => theme::TEXT,
    };
    let inner = card_inner(card);
    let number = p.layout(
        &s.seat.to_string(),
        sizes.number,
        text_col,
        false,
        f32::INFINITY,
    );
    let texture = s.photo.as_ref().and_then(|ph| photo_texture(p, ph));
    // With photos in the row, every card's top is one taller box (the
    // nicknames stay in one line across the row).
    let photo_row = view.seats.iter().any(|s| s.photo.is_some());
    let area_h = if photo_row {
        (inner.height() * 0.46).max(number.size().y)
    } else {
        number.size().y
    };
    let area = Rect::from_min_size(inner.min, vec2(inner.width(), area_h));
    let mut top = if let Some(tex) = texture {
        // The photo where the number stands, the number small in its corner.
        let size = tex.size_vec2();
        let scale = (area.width() / size.x).min(area.height() / size.y);
        let r = Rect::from_center_size(area.center(), size * scale);
        let tint = if s.alive {
            Color32::WHITE
        } else {
            Color32::from_gray(110)
        };
        p.painter.image(
            tex.id(),
            r,
            Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0)),
            tint,
        );
        let (badge, g) = photo_badge(p, s.seat, r, inner, s.alive);
        p.painter.rect_filled(badge, 6.0, theme::PHOTO_BADGE);
        p.painter.rect_stroke(
            badge,
            6.0,
            Stroke::new((p.h * 0.002).max(1.5), theme::PHOTO_BADGE_OUTLINE),
            egui::StrokeKind::Inside,
        );
        p.put(g, badge.center(), Align2::CENTER_CENTER);
        area.bottom()
    } else {
        p.put(number, area.center(), Align2::CENTER_CENTER);
        area.bottom()
    };
    let nick = nick_galley(p, &s.nick, sizes.nick, text_col, inner.width());
    top = p
        .put(nick, pos2(inner.center().x, top), Align2::CENTER_TOP)
        .bottom();
    if let Some(role) = &s.role {
        let g = p.layout(
            role.get(p.lang),
            sizes.role,
            theme::RESULT,
            false,
            f32::INFINITY,
        );
        p.put(
            g,
            pos2(inner.center().x, top + p.h * 0.005),
            Align2::CENTER_TOP,
        );
    }
    let bottom = Rect::from_min_max(
        pos2(inner.left(), inner.bottom() - inner.height() * 0.3),
        inner.max,
    );
    match &s.out {
        Some(o) => {
            // "voted out, day 1" on two lines, in one size that fits both.
            // In the row's one size for it.
            let text = o.get(p.lang).replacen(", ", "\n", 1);
            let lines = text.lines().count().max(1) as f32;
            let px = sizes.out;
            let line_h = p
                .layout("1", px, theme::SEAT_OUT_TEXT, false, f32::INFINITY)
                .size()
                .y;
            let mut y = bottom.center().y - line_h * lines / 2.0;
            for line in text.lines() {
                let g = p.layout(line, px, theme::SEAT_OUT_TEXT, false, f32::INFINITY);
                y = p
                    .put(g, pos2(bottom.center().x, y), Align2::CENTER_TOP)
                    .bottom();
            }
        }
        None => foul_marks(p.painter, s.fouls, s.fouls_left, bottom),
    }
}

/// The seat's number on a photo tile: large, white on an opaque badge with
/// an outline, over the photo's bottom left corner (a portrait's face is
/// above it), in one size for "10" so the row's numbers match (issue 32,
/// 9h: it was 0.4 of the plain number on a half-transparent patch at the
/// top, in the night's dim colour at night, and could not be read from the
/// hall).
fn photo_badge(
    p: &Screen,
    seat: mafia_core::game::Seat,
    photo: Rect,
    room: Rect,
    alive: bool,
) -> (Rect, Arc<Galley>) {
    // As wide as most of the card (it may stand out of a narrow portrait
    // into the card's margin), at most 0.6 of the photo's height.
    let px = p.fit(
        "10",
        size::SEAT_NUMBER,
        vec2(room.width() * 0.6, photo.height() * 0.6),
        false,
    );
    let colour = if alive { theme::TEXT } else { theme::TEXT_SOFT };
    let g = p.layout(&seat.to_string(), px, colour, false, f32::INFINITY);
    let pad = vec2(px * 0.12, 0.0);
    let size = g.size() + pad * 2.0;
    let left = (photo.left() - size.x * 0.35).max(room.left());
    let badge = Rect::from_min_size(pos2(left, photo.bottom() - size.y), size);
    (badge, g)
}

/// Fouls as large upright marks across the bottom of a card: given ones
/// filled (red when one more removes the player), the rest as empty slots.
fn foul_marks(painter: &Painter, fouls: u8, left: u8, r: Rect) {
    let n = usize::from(fouls) + usize::from(left);
    if n == 0 {
        return;
    }
    let gap = r.width() * 0.06;
    let side = ((r.width() - gap * (n as f32 - 1.0)) / n as f32).min(r.height() * 0.5);
    let tall = (side * 1.6).min(r.height() * 0.9);
    let total = side * n as f32 + gap * (n as f32 - 1.0);
    let x0 = r.center().x - total / 2.0;
    let y0 = r.center().y - tall / 2.0;
    let colour = if left <= 1 {
        theme::FOUL_LAST
    } else {
        theme::FOUL
    };
    for i in 0..n {
        let m = Rect::from_min_size(pos2(x0 + i as f32 * (side + gap), y0), vec2(side, tall));
        if i < usize::from(fouls) {
            painter.rect_filled(m, side * 0.15, colour);
        } else {
            painter.rect_stroke(
                m,
                side * 0.15,
                Stroke::new((side * 0.08).max(1.5), theme::FOUL_SLOT),
                egui::StrokeKind::Inside,
            );
        }
    }
}

/// The end: the winner and the reason, then the table of seats, nicknames,
/// roles, points and extra points with their reasons.
fn end_ui(p: &Screen, view: &ProjectorView, table: &[EndRow], r: Rect) {
    let head_h = r.height() * 0.26;
    let head = Rect::from_min_size(r.min, vec2(r.width(), head_h));
    banners_ui(p, view, head, false, true);
    let rows = table.len().max(1) as f32 + 1.0;
    let top = head.bottom() + p.h * size::GAP * 2.0;
    let row_h = ((r.bottom() - top) / rows).min(size::TABLE_ROW * p.h * 1.4);
    // Columns: seat, nickname, role, points, extra points.
    let cols = [0.0, 0.07, 0.33, 0.52, 0.64, 1.0];
    let col_rect = |i: usize, y: f32| {
        Rect::from_min_max(
            pos2(r.left() + r.width() * cols[i] + p.h * 0.012, y),
            pos2(r.left() + r.width() * cols[i + 1] - p.h * 0.01, y + row_h),
        )
    };
    let cell = |i: usize, y: f32, text: &str, col: Color32| {
        let c = col_rect(i, y);
        let max = vec2(c.width(), c.height());
        // The nickname and the reasons may be long: cut, not shrunk to dust.
        let g = if i == 1 || i == 4 {
            p.line_cut(text, size::TABLE_ROW * 0.7, max, col)
        } else {
            p.line(text, size::TABLE_ROW * 0.7, max, col, false)
        };
        p.put(g, c.left_center(), Align2::LEFT_CENTER);
    };
    let heads = [
        msg::EndSeat.get(p.lang),
        msg::Nick.get(p.lang),
        msg::Role.get(p.lang),
        msg::EndPoints.get(p.lang),
        msg::EndExtra.get(p.lang),
    ];
    for (i, t) in heads.iter().enumerate() {
        cell(i, top, t, theme::TEXT_SOFT);
    }
    for (k, row) in table.iter().enumerate() {
        let y = top + row_h * (k as f32 + 1.0);
        let band = Rect::from_min_size(pos2(r.left(), y), vec2(r.width(), row_h * 0.94));
        let fill = if row.black {
            theme::SEAT_BLACK
        } else {
            theme::SEAT_RED
        };
        p.painter.rect_filled(band, size::RADIUS / 2, fill);
        cell(0, y, &row.seat.to_string(), theme::TEXT);
        cell(1, y, &row.nick, theme::TEXT);
        cell(
            2,
            y,
            row.role.as_ref().map_or("", |t| t.get(p.lang)),
            theme::RESULT,
        );
        cell(3, y, &points_text(p.lang, row.points), theme::TEXT);
        let extras = row
            .extras
            .iter()
            .map(|e| {
                format!(
                    "{} {}",
                    mafia_words::i18n::signed_points(p.lang, e.points),
                    e.reason
                )
            })
            .collect::<Vec<_>>()
            .join("; ");
        cell(4, y, &extras, theme::TEXT_SOFT);
    }
}

/// How long the hall sees one page of the standings.
pub const HALL_PAGE_MS: u64 = 10_000;

/// How much larger than a standings row a row of the next games (or of
/// the cut) grows where its box has the room.
const HALL_GROW: f32 = 2.6;

/// The rows of the standings a page shows and which page is on show now:
/// (first row, rows, page from 0, pages).
pub fn hall_page(rows: usize, fit: usize, now_ms: u64) -> (usize, usize, usize, usize) {
    // As many pages as the rows need, the rows shared out evenly (30 rows
    // where 14 fit: three pages of 10, not 14, 14 and 2).
    let pages = rows.div_ceil(fit.max(1)).max(1);
    let fit = rows.div_ceil(pages).max(1);
    let page = usize::try_from(now_ms / HALL_PAGE_MS).unwrap_or(0) % pages;
    let first = page * fit;
    (first, fit.min(rows.saturating_sub(first)), page, pages)
}

/// Between two games of a tournament: the tournament's name and stage, the
/// standings on the left (as the hall may see them, page by page when they
/// do not fit), every table's next game on the right (or, at a cut, who
/// goes through). Returns the number of pages of the standings.
fn between_ui(p: &Screen, b: &BetweenGames, header: Rect, body: Rect, now_ms: u64) -> usize {
    let lang = p.lang;
    let title_text = match &b.stage {
        Some(st) => format!("{} · {}", b.tournament, st.get(lang)),
        None => b.tournament.clone(),
    };
    let title = p.line(
        &title_text,
        size::TITLE,
        vec2(header.width() * 0.7, header.height()),
        theme::TEXT,
        false,
    );
    p.put(title, header.left_center(), Align2::LEFT_CENTER);
    let played = p.line(
        b.played.get(lang),
        size::TITLE * 0.6,
        vec2(header.width() * 0.28, header.height()),
        theme::TEXT_SOFT,
        false,
    );
    p.put(played, header.right_center(), Align2::RIGHT_CENTER);
    let gap = p.h * size::GAP * 3.0;
    let split = body.left() + body.width() * 0.5;
    let left = Rect::from_min_max(body.min, pos2(split - gap / 2.0, body.bottom()));
    let right = Rect::from_min_max(pos2(split + gap / 2.0, body.top()), body.max);
    let pages = hall_standings_ui(p, b, left, now_ms);
    if b.cut.is_some() {
        cut_ui(p, b, right);
    } else {
        next_games_ui(p, b, right);
    }
    pages
}

/// The standings table: place, player, games, total; players out of the
/// awards greyed, a player removed from the tournament marked so. A page
/// of rows in a readable size; more pages take turns, and the heading says
/// which rows are on show.
fn hall_standings_ui(p: &Screen, b: &BetweenGames, r: Rect, now_ms: u64) -> usize {
    let lang = p.lang;
    let mut top = r.top();
    let head_text = b.heading.get(lang);
    let head_colour = if b.closed_from_round.is_some() {
        theme::BANNER_ACCENT
    } else {
        theme::TEXT_SOFT
    };
    if b.standings.is_empty() {
        let g = p.line(
            head_text,
            size::TABLE_ROW * 0.8,
            vec2(r.width(), r.height() * 0.08),
            head_colour,
            false,
        );
        top = p.put(g, pos2(r.left(), top), Align2::LEFT_TOP).bottom() + p.h * size::GAP;
        let g = p.line(
            msg::BetweenNoStandings.get(lang),
            size::TABLE_ROW,
            vec2(r.width(), r.height() * 0.2),
            theme::TEXT_SOFT,
            false,
        );
        p.put(g, pos2(r.left(), top), Align2::LEFT_TOP);
        return 1;
    }
    let head_h = p.h * size::TABLE_ROW * 0.9;
    let top_rows = top + head_h + p.h * size::GAP;
    // A readable row at least; a short table grows to fill the band.
    let least = (size::TABLE_ROW * p.h).max(14.0);
    let room = r.bottom() - top_rows;
    let row_h = (room / (b.standings.len() as f32 + 1.0)).clamp(least, least * 1.4);
    let fit = ((room / row_h).floor() as usize).max(2) - 1;
    // The standings' pages and the charts' take turns.
    let (_, _, _, own) = hall_page(b.standings.len(), fit, 0);
    let total = own + b.charts.pages();
    let turn = usize::try_from(now_ms / HALL_PAGE_MS).unwrap_or(0) % total.max(1);
    if turn >= own {
        hall_chart_ui(p, b, r, turn - own);
        return total;
    }
    let (first, rows, _, pages) = hall_page(b.standings.len(), fit, turn as u64 * HALL_PAGE_MS);
    let heading = if pages > 1 {
        format!(
            "{} · {}",
            head_text,
            msg::BetweenRows {
                first: first + 1,
                last: first + rows,
                count: b.standings.len()
            }
            .get(lang)
        )
    } else {
        head_text.to_owned()
    };
    let g = p.line(
        &heading,
        size::TABLE_ROW * 0.8,
        vec2(r.width(), head_h),
        head_colour,
        false,
    );
    p.put(g, pos2(r.left(), top), Align2::LEFT_TOP);
    top = top_rows;
    // Columns: place, player, games, total.
    let cols = [0.0, 0.12, 0.7, 0.82, 1.0];
    let cell = |i: usize, y: f32, text: &str, col: Color32, right: bool| {
        let c = Rect::from_min_max(
            pos2(r.left() + r.width() * cols[i] + p.h * 0.01, y),
            pos2(r.left() + r.width() * cols[i + 1] - p.h * 0.01, y + row_h),
        );
        let g = p.line(text, size::TABLE_ROW * 0.72, c.size(), col, false);
        if right {
            p.put(g, c.right_center(), Align2::RIGHT_CENTER);
        } else {
            p.put(g, c.left_center(), Align2::LEFT_CENTER);
        }
    };
    cell(
        0,
        top,
        msg::TournamentColPlace.get(lang),
        theme::TEXT_SOFT,
        false,
    );
    cell(
        1,
        top,
        msg::TournamentColNick.get(lang),
        theme::TEXT_SOFT,
        false,
    );
    cell(
        2,
        top,
        msg::TournamentColGames.get(lang),
        theme::TEXT_SOFT,
        true,
    );
    cell(
        3,
        top,
        msg::TournamentColTotal.get(lang),
        theme::TEXT_SOFT,
        true,
    );
    for (k, row) in b.standings.iter().skip(first).take(rows).enumerate() {
        let y = top + row_h * (k as f32 + 1.0);
        if k % 2 == 0 {
            let band = Rect::from_min_size(pos2(r.left(), y), vec2(r.width(), row_h * 0.94));
            p.painter
                .rect_filled(band, size::RADIUS / 3, theme::BANNER_BG);
        }
        let col = if row.eligible {
            theme::TEXT
        } else {
            theme::SEAT_OUT_TEXT
        };
        cell(0, y, &row.place.to_string(), col, false);
        let nick = if row.disqualified {
            format!("{} ({})", row.nick, b.words.disqualified.get(lang))
        } else if !row.eligible {
            format!("{} ({})", row.nick, b.words.not_eligible.get(lang))
        } else {
            row.nick.clone()
        };
        cell(1, y, &nick, col, false);
        cell(2, y, &row.games.to_string(), col, true);
        let total_col = if row.eligible {
            theme::RESULT
        } else {
            theme::SEAT_OUT_TEXT
        };
        cell(3, y, &points_text(p.lang, row.total), total_col, true);
    }
    pages + b.charts.pages()
}

/// A line's colour on the dark hall: the book's colour, lightened.
fn hall_line_colour(k: usize) -> Color32 {
    let [r, g, b] = mafia_audience::audience::between::LINE_COLOURS
        [k % mafia_audience::audience::between::LINE_COLOURS.len()];
    let light = |c: u8| c + ((255 - c) as f32 * 0.35) as u8;
    Color32::from_rgb(light(r), light(g), light(b))
}

/// One of the hall's chart pages in `r`: 0 the bars (when there are
/// any), then the lines.
fn hall_chart_ui(p: &Screen, b: &BetweenGames, r: Rect, k: usize) {
    let c = &b.charts;
    let bars = !c.roles.is_empty();
    let lang = p.lang;
    let head_h = p.h * size::TABLE_ROW * 0.9;
    let heading = if bars && k == 0 {
        &c.roles_heading
    } else {
        &c.lines_heading
    };
    let g = p.line(
        heading.get(lang),
        size::TABLE_ROW * 0.8,
        vec2(r.width(), head_h),
        theme::TEXT_SOFT,
        false,
    );
    p.put(g, r.left_top(), Align2::LEFT_TOP);
    let body = Rect::from_min_max(pos2(r.left(), r.top() + head_h * 1.6), r.max);
    if bars && k == 0 {
        hall_bars_ui(p, b, body);
    } else {
        hall_lines_ui(p, b, body);
    }
}

/// Win rate by role: a bar per role, the percent over it, the name under.
fn hall_bars_ui(p: &Screen, b: &BetweenGames, r: Rect) {
    let c = &b.charts;
    let label_h = p.h * size::TABLE_ROW * 0.8;
    let base = r.bottom() - label_h * 1.4;
    let top = r.top() + label_h * 1.6;
    let height = base - top;
    let soft = Stroke::new(1.0, theme::SEAT_OUT_OUTLINE);
    for step in 0..=4u8 {
        let y = base - height * f32::from(step) / 4.0;
        p.painter
            .line_segment([pos2(r.left(), y), pos2(r.right(), y)], soft);
    }
    let slot = r.width() / c.roles.len().max(1) as f32;
    let bar = (slot * 0.6).min(p.h * 0.16);
    for (i, role) in c.roles.iter().enumerate() {
        let x = r.left() + slot * i as f32;
        let h = height * (role.rate as f32).clamp(0.0, 1.0);
        let colour = match role.side {
            mafia_core::ruleset::Side::Red => theme::ROLE_RED,
            mafia_core::ruleset::Side::Black => theme::ROLE_BLACK,
        };
        let rect = Rect::from_min_max(
            pos2(x + (slot - bar) / 2.0, base - h),
            pos2(x + (slot + bar) / 2.0, base),
        );
        p.painter.rect_filled(rect, size::RADIUS / 3, colour);
        let pct = mafia_words::i18n::percent(p.lang, role.rate);
        let g = p.line(
            &pct,
            size::TABLE_ROW * 0.8,
            vec2(slot, label_h),
            theme::TEXT,
            false,
        );
        p.put(
            g,
            pos2(x + slot / 2.0, base - h - 4.0),
            Align2::CENTER_BOTTOM,
        );
        let g = p.line(
            role.name.get(p.lang),
            size::TABLE_ROW * 0.7,
            vec2(slot * 0.95, label_h),
            theme::TEXT_SOFT,
            false,
        );
        p.put(g, pos2(x + slot / 2.0, base + 4.0), Align2::CENTER_TOP);
    }
}

/// Points over the rounds: a line per player, the scale on the left, the
/// rounds under it, the nicknames in a legend on the right.
fn hall_lines_ui(p: &Screen, b: &BetweenGames, r: Rect) {
    let c = &b.charts;
    let small = size::TABLE_ROW * 0.6;
    let label_h = p.h * small * 1.3;
    let legend_w = r.width() * 0.3;
    let scale_w = r.width() * 0.07;
    // The word over the scale on the first line, the plot under it.
    let plot = Rect::from_min_max(
        pos2(r.left() + scale_w, r.top() + label_h * 1.6),
        pos2(r.right() - legend_w, r.bottom() - label_h * 2.2),
    );
    let (mut lo, mut hi) = (0.0f64, 0.0f64);
    for l in &c.lines {
        for v in &l.after {
            lo = lo.min(*v);
            hi = hi.max(*v);
        }
    }
    let step = mafia_audience::audience::between::nice_step(hi - lo, 6);
    let lo = (lo / step).floor() * step;
    let hi = ((hi / step).ceil() * step).max(lo + step);
    let y_of = |v: f64| plot.bottom() - plot.height() * ((v - lo) / (hi - lo)) as f32;
    let n = c.rounds.len();
    let x_of = |i: usize| {
        if n <= 1 {
            plot.center().x
        } else {
            plot.left() + plot.width() * i as f32 / (n - 1) as f32
        }
    };
    let soft = Stroke::new(1.0, theme::SEAT_OUT_OUTLINE);
    let mut v = lo;
    while v <= hi + step / 2.0 {
        let y = y_of(v);
        p.painter
            .line_segment([pos2(plot.left(), y), pos2(plot.right(), y)], soft);
        let g = p.line(
            &points_text(p.lang, v),
            small,
            vec2(scale_w * 0.9, label_h),
            theme::TEXT_SOFT,
            false,
        );
        p.put(g, pos2(plot.left() - 6.0, y), Align2::RIGHT_CENTER);
        v += step;
    }
    let every = n.div_ceil(16).max(1);
    for (i, round) in c.rounds.iter().enumerate() {
        if i % every == 0 || i + 1 == n {
            let g = p.line(
                &round.to_string(),
                small,
                vec2(p.h * 0.06, label_h),
                theme::TEXT_SOFT,
                false,
            );
            p.put(g, pos2(x_of(i), plot.bottom() + 4.0), Align2::CENTER_TOP);
        }
    }
    let g = p.line(
        c.round_word.get(p.lang),
        small,
        vec2(plot.width(), label_h),
        theme::TEXT_SOFT,
        false,
    );
    p.put(
        g,
        pos2(plot.center().x, plot.bottom() + label_h * 1.1),
        Align2::CENTER_TOP,
    );
    let g = p.line(
        c.points_word.get(p.lang),
        small,
        vec2(scale_w * 2.0, label_h),
        theme::TEXT_SOFT,
        false,
    );
    p.put(g, pos2(r.left(), r.top()), Align2::LEFT_TOP);
    let row = (plot.height() / c.lines.len().max(1) as f32).min(label_h * 1.3);
    for (k, line) in c.lines.iter().enumerate() {
        let colour = hall_line_colour(k);
        let points: Vec<Pos2> = line
            .after
            .iter()
            .enumerate()
            .map(|(i, v)| pos2(x_of(i), y_of(*v)))
            .collect();
        if let [one] = points.as_slice() {
            p.painter.circle_filled(*one, p.h * 0.006, colour);
        }
        p.painter
            .add(egui::Shape::line(points, Stroke::new(p.h * 0.004, colour)));
        let y = plot.top() + row * k as f32;
        let lx = plot.right() + legend_w * 0.08;
        p.painter.rect_filled(
            Rect::from_min_size(pos2(lx, y + row * 0.4), vec2(legend_w * 0.1, row * 0.2)),
            0,
            colour,
        );
        let last = line.after.last().copied().unwrap_or(0.0);
        let text = format!("{} · {}", line.nick, points_text(p.lang, last));
        let g = p.line_cut(&text, small, vec2(legend_w * 0.8, row), theme::TEXT);
        p.put(
            g,
            pos2(lx + legend_w * 0.14, y + row * 0.5),
            Align2::LEFT_CENTER,
        );
    }
}

/// Every table's next game: its heading, then the seats in two columns
/// (1-5, 6-10), so three tables fit one beside the standings.
fn next_games_ui(p: &Screen, b: &BetweenGames, r: Rect) {
    let lang = p.lang;
    if b.tables.is_empty() {
        let g = p.line(
            b.next_heading.get(lang),
            size::TABLE_ROW,
            r.size(),
            theme::TEXT_SOFT,
            false,
        );
        p.put(g, r.center(), Align2::CENTER_CENTER);
        return;
    }
    let n = b.tables.len() as f32;
    let gap = p.h * size::GAP;
    let box_h = (r.height() - gap * (n - 1.0)) / n;
    for (i, t) in b.tables.iter().enumerate() {
        let boxr = Rect::from_min_size(
            pos2(r.left(), r.top() + (box_h + gap) * i as f32),
            vec2(r.width(), box_h),
        );
        p.painter.rect_filled(boxr, size::RADIUS, theme::BANNER_BG);
        let inner = boxr.shrink(p.h * 0.012);
        let seats = &t.game.seats;
        let per_col = seats.len().div_ceil(2).max(1);
        // A heading and the rows share the box; the rows and their words
        // grow with the room there is (one table's box is the band's whole
        // height at 1080: issue 32, 9i), up to HALL_GROW of a standings row.
        let row_h =
            (inner.height() / (per_col as f32 + 1.2)).min(size::TABLE_ROW * p.h * HALL_GROW);
        let k = (row_h / (size::TABLE_ROW * p.h)).max(1.0);
        let g = p.line(
            t.heading.get(lang),
            size::TABLE_ROW * 0.8 * k,
            vec2(inner.width(), row_h * 1.1),
            theme::BANNER_ACCENT,
            false,
        );
        let top = p.put(g, inner.left_top(), Align2::LEFT_TOP).bottom();
        let col_w = inner.width() / 2.0;
        for (i, nick) in seats.iter().enumerate() {
            let (c, row) = (i / per_col, i % per_col);
            let x = inner.left() + col_w * c as f32;
            let y = top + row_h * row as f32;
            let num = Rect::from_min_size(pos2(x, y), vec2(col_w * 0.16, row_h));
            let g = p.line(
                &(i + 1).to_string(),
                size::TABLE_ROW * 0.72 * k,
                num.size(),
                theme::TEXT_SOFT,
                false,
            );
            p.put(g, num.right_center(), Align2::RIGHT_CENTER);
            let name = Rect::from_min_max(
                pos2(num.right() + p.h * 0.012, y),
                pos2(x + col_w - p.h * 0.01, y + row_h),
            );
            // A player removed from the tournament whom the seating still
            // seats here: marked for the hall (issue 32, 9g).
            let removed = t.game.removed.iter().any(|s| usize::from(*s) == i + 1);
            if removed {
                // His name in red, struck through, at the row's size; the
                // words under it.
                let g = p.line(
                    nick,
                    size::TABLE_ROW * 0.72 * k,
                    vec2(name.width(), name.height() * 0.68),
                    theme::ERROR,
                    false,
                );
                let at = p.put(g, name.left_top(), Align2::LEFT_TOP);
                p.painter.line_segment(
                    [at.left_center(), at.right_center()],
                    Stroke::new((p.h * 0.003).max(2.0), theme::ERROR),
                );
                let g = p.line(
                    b.words.disqualified.get(lang),
                    size::TABLE_ROW * 0.4 * k,
                    vec2(name.width(), (name.bottom() - at.bottom()).max(1.0)),
                    theme::ERROR,
                    false,
                );
                p.put(g, at.left_bottom(), Align2::LEFT_TOP);
            } else {
                let g = p.line(
                    nick,
                    size::TABLE_ROW * 0.72 * k,
                    name.size(),
                    theme::TEXT,
                    false,
                );
                p.put(g, name.left_center(), Align2::LEFT_CENTER);
            }
        }
    }
}

/// The seats just drawn: each number large with its player, in two
/// columns (seat 1 at the top left); `of` seats in all, the rows of those
/// not shown yet left empty (nothing moves as they come up).
fn seat_draw_ui(p: &Screen, seats: &[String], of: usize, r: Rect) {
    let per_col = of.max(seats.len()).div_ceil(2).max(1);
    let gap = p.h * size::GAP;
    let row_h = (r.height() / per_col as f32).min(size::TABLE_ROW * p.h * 2.4);
    let col_w = (r.width() - gap) / 2.0;
    for (k, nick) in seats.iter().enumerate() {
        let (c, row) = (k / per_col, k % per_col);
        let x = r.left() + (col_w + gap) * c as f32;
        let y = r.top() + row_h * row as f32;
        let num = Rect::from_min_size(pos2(x, y), vec2(col_w * 0.2, row_h));
        let g = p.line(
            &(k + 1).to_string(),
            size::TABLE_ROW * 1.9,
            num.size(),
            theme::BANNER_ACCENT,
            false,
        );
        p.put(g, num.right_center(), Align2::RIGHT_CENTER);
        let name = Rect::from_min_max(
            pos2(num.right() + p.h * 0.02, y),
            pos2(x + col_w, y + row_h),
        );
        let g = p.line_cut(nick, size::TABLE_ROW * 1.6, name.size(), theme::TEXT);
        p.put(g, name.left_center(), Align2::LEFT_CENTER);
    }
}

/// At a cut: who goes through, in order, in two columns.
fn cut_ui(p: &Screen, b: &BetweenGames, r: Rect) {
    let lang = p.lang;
    let Some(cut) = &b.cut else { return };
    p.painter.rect_filled(r, size::RADIUS, theme::BANNER_BG);
    let inner = r.shrink(p.h * 0.015);
    let per_col = cut.passed.len().div_ceil(2).max(1);
    // Rows and words grow with the room, as the next games' do.
    let row_h = (inner.height() / (per_col as f32 + 1.5)).min(size::TABLE_ROW * p.h * HALL_GROW);
    let grow = (row_h / (size::TABLE_ROW * p.h)).max(1.0);
    let g = p.line(
        cut.heading.get(lang),
        size::TABLE_ROW * 0.85 * grow,
        vec2(inner.width(), row_h * 1.3),
        theme::BANNER_ACCENT,
        false,
    );
    let top = p.put(g, inner.left_top(), Align2::LEFT_TOP).bottom() + p.h * size::GAP;
    let col_w = inner.width() / 2.0;
    for (k, nick) in cut.passed.iter().enumerate() {
        let (c, row) = (k / per_col, k % per_col);
        let x = inner.left() + col_w * c as f32;
        let y = top + row_h * row as f32;
        let cell = Rect::from_min_size(pos2(x, y), vec2(col_w - p.h * 0.01, row_h));
        let g = p.line(
            &format!("{}. {nick}", k + 1),
            size::TABLE_ROW * 0.72 * grow,
            cell.size(),
            theme::TEXT,
            false,
        );
        p.put(g, cell.left_center(), Align2::LEFT_CENTER);
    }
}

/// Points in the hall's language, as every screen prints them.
fn points_text(lang: mafia_words::Lang, x: f64) -> String {
    mafia_words::i18n::points(lang, x)
}

/// Fouls as filled dots, fouls left as rings, for the judge's table
/// (painted: the bundled font has no circle glyphs).
pub fn foul_marks_ui(ui: &mut egui::Ui, fouls: u8, left: u8, size: f32, colour: Color32) {
    let n = usize::from(fouls) + usize::from(left);
    let step = size * 1.3;
    let width = step * n.max(1) as f32;
    let (rect, _) = ui.allocate_exact_size(vec2(width, size * 1.2), egui::Sense::hover());
    let r = size * 0.45;
    for i in 0..n {
        let c = pos2(rect.left() + step * (i as f32 + 0.5), rect.center().y);
        if i < usize::from(fouls) {
            ui.painter().circle_filled(c, r, colour);
        } else {
            ui.painter()
                .circle_stroke(c, r, Stroke::new((size * 0.1).max(1.0), colour));
        }
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use mafia_audience::audience::SeatView;

    fn seat(seat: u8, nick: &str) -> SeatView {
        SeatView {
            seat,
            nick: nick.to_owned(),
            alive: true,
            out: None,
            fouls: 0,
            fouls_left: 4,
            fouls_text: mafia_words::Text::default(),
            role: None,
            dark: None,
            photo: None,
        }
    }

    #[test]
    fn in_spectator_mode_the_checks_strip_lies_between_the_main_band_and_the_seats() {
        for (w, h) in [(1280.0, 720.0), (1920.0, 1080.0), (1024.0, 768.0)] {
            let full = Rect::from_min_size(Pos2::ZERO, vec2(w, h));
            let inner = full.shrink(h * size::MARGIN);
            let gap = h * size::GAP;
            let main = Rect::from_min_max(
                pos2(inner.left(), h * size::HEADER),
                pos2(inner.right(), h * size::MAIN_END),
            );
            let (_, none, plain) = main_bands(main, inner, gap, false);
            assert!(none.is_none());
            let (top, strip, seats) = main_bands(main, inner, gap, true);
            let strip = strip.unwrap();
            assert!(
                top.bottom() <= strip.top(),
                "{w}x{h}: {top:?} over {strip:?}"
            );
            assert!(
                strip.bottom() < seats.top(),
                "{w}x{h}: the seats {seats:?} cover the checks {strip:?}"
            );
            assert_eq!(seats, plain, "{w}x{h}: the seats stay where they are");
        }
    }

    #[test]
    fn at_1024x768_the_row_of_nicknames_is_one_size_the_longest_fits() {
        let view = ProjectorView {
            seats: [
                "Ann",
                "Bob",
                "Vera",
                "Gleb",
                "Dina",
                "Egor",
                "Jan",
                "Zora",
                "Ira",
                "Kirillovich",
            ]
            .iter()
            .zip(1..)
            .map(|(n, k)| seat(k, n))
            .collect(),
            ..ProjectorView::default()
        };
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let p = Screen {
                painter: ui.painter(),
                h: 768.0,
                lang: mafia_words::Lang::En,
            };
            let w = (1024.0 - 9.0 * p.h * size::GAP) / 10.0;
            let inner = card_inner(Rect::from_min_size(Pos2::ZERO, vec2(w, 200.0)));
            let sizes = SeatSizes::new(&p, &view, inner);
            let nick_box = vec2(inner.width(), inner.height() * 0.14);
            for s in &view.seats {
                let g = p.layout(&s.nick, sizes.nick, Color32::WHITE, false, f32::INFINITY);
                assert!(g.size().x <= inner.width() + 0.5, "{} is cut", s.nick);
            }
            let longest = p.fit("Kirillovich", size::SEAT_NICK, nick_box, false);
            let short = p.fit("Ann", size::SEAT_NICK, nick_box, false);
            assert!(longest < short, "the long one had to shrink");
            assert_eq!(sizes.nick, longest, "every nickname in the long one's size");
        });
        out.textures_delta.clear();
    }

    #[test]
    fn a_forty_letter_nickname_is_cut_in_its_card_and_leaves_the_others_readable() {
        // Found by hand: seat 2 «WWWW…» (40 letters, the most a record
        // allows) made every nickname of the row 6 px high, and his own ran
        // over the cards of seats 1 to 3.
        let long = "W".repeat(40);
        let nicks = [
            "Ann", &long, "Vera", "Gleb", "Dina", "Egor", "Jan", "Zora", "Ira", "Kir",
        ];
        let view = ProjectorView {
            seats: nicks.iter().zip(1..).map(|(n, k)| seat(k, n)).collect(),
            ..ProjectorView::default()
        };
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let p = Screen {
                painter: ui.painter(),
                h: 720.0,
                lang: mafia_words::Lang::En,
            };
            let w = (1280.0 - 9.0 * p.h * size::GAP) / 10.0;
            let inner = card_inner(Rect::from_min_size(Pos2::ZERO, vec2(w, 200.0)));
            let sizes = SeatSizes::new(&p, &view, inner);
            let nick_box = vec2(inner.width(), inner.height() * 0.14);
            let short = p.fit("Ann", size::SEAT_NICK, nick_box, false);
            assert!(
                sizes.nick >= short * 0.5,
                "the row's nicknames shrank to {} px (a short one fits {short} px)",
                sizes.nick
            );
            let g = nick_galley(&p, &long, sizes.nick, Color32::WHITE, inner.width());
            assert!(
                g.size().x <= inner.width() + 0.5,
                "the long one runs over its card"
            );
            assert!(g.elided, "and it says it is cut with «…»");
            // The same in the end table's nickname column.
            let cell = vec2(0.26 * 1280.0, 40.0);
            let g = p.line_cut(&long, size::TABLE_ROW * 0.7, cell, Color32::WHITE);
            let ann = p.fit("Ann", size::TABLE_ROW * 0.7, cell, false);
            assert!(g.size().x <= cell.x + 0.5 && g.elided);
            assert!(
                g.size().y
                    >= p.layout("Ann", ann, Color32::WHITE, false, f32::INFINITY)
                        .size()
                        .y
                        * 0.5
            );
        });
        out.textures_delta.clear();
    }

    #[test]
    fn a_long_history_keeps_the_newest_event_at_a_readable_size() {
        // Issue 32, 9d: twelve departures at 1920x1080 shrank the line to
        // ~16 px and cut the newest event with «…».
        let lines: Vec<String> = (1..=12)
            .map(|k| format!("№{k} A player with a long nickname {k} — voted out, day {k}"))
            .collect();
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let p = Screen {
                painter: ui.painter(),
                h: 1080.0,
                lang: mafia_words::Lang::En,
            };
            let max = vec2(1920.0 * 0.95, 1080.0 * size::HISTORY);
            let g = history_galley(&p, &lines, max);
            let px = g.job.sections[0].format.font_id.size;
            assert!(px >= 24.0, "the line shrank to {px} px");
            assert!(g.size().x <= max.x + 0.5, "it runs out of the strip");
            let text = g.text();
            assert!(
                text.ends_with("voted out, day 12"),
                "the newest event is whole: {text}"
            );
            assert!(text.contains('\u{2026}'), "the oldest gave way: {text}");
            assert!(!text.contains("№1 "), "{text}");
            // A short history is all there at its full size.
            let short = history_galley(&p, &lines[..2], max);
            assert!(short.text().contains("№1 ") && short.text().contains("№2 "));
            assert!(short.job.sections[0].format.font_id.size >= px);
        });
        out.textures_delta.clear();
    }

    /// WCAG's relative luminance of an sRGB colour.
    fn luminance(c: Color32) -> f32 {
        let ch = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.039_28 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * ch(c.r()) + 0.7152 * ch(c.g()) + 0.0722 * ch(c.b())
    }

    #[test]
    fn a_photo_tiles_seat_number_is_large_and_white_on_an_opaque_badge() {
        // Issue 32, 9h: at 1920x1080 the number on a photo was 0.4 of the
        // plain number's size on a half-transparent patch.
        let view = ProjectorView {
            seats: (1..=10).map(|k| seat(k, "Ann")).collect(),
            ..ProjectorView::default()
        };
        let ctx = egui::Context::default();
        let mut out = ctx.run_ui(egui::RawInput::default(), |ui| {
            let p = Screen {
                painter: ui.painter(),
                h: 1080.0,
                lang: mafia_words::Lang::En,
            };
            // The seats' band at 1080 as `projector_ui` lays it out.
            let band_h = 1080.0 * (1.0 - size::MARGIN - size::MAIN_END - 2.0 * size::GAP);
            let w = (1920.0 * (1.0 - 2.0 * size::MARGIN) - 9.0 * p.h * size::GAP) / 10.0;
            let inner = card_inner(Rect::from_min_size(Pos2::ZERO, vec2(w, band_h)));
            let sizes = SeatSizes::new(&p, &view, inner);
            // A portrait photo (171x256) fitted into the tile's top.
            let area = vec2(inner.width(), inner.height() * 0.46);
            let scale = (area.x / 171.0).min(area.y / 256.0);
            let photo = Rect::from_center_size(
                Rect::from_min_size(inner.min, area).center(),
                vec2(171.0, 256.0) * scale,
            );
            let (badge, g) = photo_badge(&p, 10, photo, inner, true);
            let px = g.job.sections[0].format.font_id.size;
            let before = sizes.number * 0.4;
            assert!(
                px >= before * 1.25,
                "the number is {px} px, it was {before} px"
            );
            assert!(px >= 0.045 * 1080.0, "{px} px at 1080 lines");
            assert!(
                badge.left() >= inner.left() && badge.right() <= inner.right(),
                "inside the card"
            );
            assert!(badge.intersects(photo), "on the photo");
            assert_eq!(theme::PHOTO_BADGE.a(), 255, "an opaque badge");
            let contrast = (luminance(theme::TEXT) + 0.05) / (luminance(theme::PHOTO_BADGE) + 0.05);
            assert!(contrast >= 7.0, "contrast {contrast}");
            // A player who has left: still light on the badge.
            let (_, gone) = photo_badge(&p, 3, photo, inner, false);
            let c = (luminance(theme::TEXT_SOFT) + 0.05) / (luminance(theme::PHOTO_BADGE) + 0.05);
            assert!(gone.size().y > 0.0 && c >= 7.0, "contrast {c}");
        });
        out.textures_delta.clear();
    }

    /// Every text the projector paints for `view` in a 1920x1080 window:
    /// (its text, its box).
    fn painted(view: &ProjectorView) -> Vec<(String, Rect)> {
        let ctx = egui::Context::default();
        let input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, vec2(1920.0, 1080.0))),
            ..Default::default()
        };
        let mut texts = Vec::new();
        for _ in 0..3 {
            let mut out = ctx.run_ui(input.clone(), |ui| {
                egui::CentralPanel::no_frame().show(ui, |ui| projector_ui(ui, view, 0));
            });
            out.textures_delta.clear();
            texts.clear();
            let mut stack: Vec<egui::Shape> = out.shapes.into_iter().map(|c| c.shape).collect();
            while let Some(shape) = stack.pop() {
                match shape {
                    egui::Shape::Text(t) => {
                        texts.push((t.galley.text().to_owned(), t.visual_bounding_rect()));
                    }
                    egui::Shape::Vec(v) => stack.extend(v),
                    _ => {}
                }
            }
        }
        texts
    }

    #[test]
    fn between_games_one_tables_next_game_uses_the_height_of_1080() {
        // Issue 32, 9i: the next game's ten seats filled the top third of
        // their box, the hall's lower part left empty.
        use mafia_audience::audience::between::{BetweenGames, NextGame, TableNext};
        let nicks: Vec<String> = (1..=10).map(|k| format!("Player{k}")).collect();
        let game = NextGame {
            number: 7,
            round: 7,
            table: 1,
            seats: nicks.clone(),
            removed: Vec::new(),
        };
        let b = BetweenGames {
            tournament: "Cup".into(),
            tables: vec![TableNext {
                table: 1,
                heading: mafia_words::Text::new("Table 1", "Table 1"),
                game: game.clone(),
            }],
            next: Some(game),
            ..BetweenGames::default()
        };
        let view = ProjectorView::between_games(b, 0);
        let texts = painted(&view);
        let seats: Vec<&Rect> = texts
            .iter()
            .filter(|(t, _)| nicks.contains(t))
            .map(|(_, r)| r)
            .collect();
        assert_eq!(seats.len(), 10, "{texts:?}");
        let bottom = seats.iter().map(|r| r.bottom()).fold(0.0, f32::max);
        assert!(bottom >= 0.75 * 1080.0, "the last seat ends at {bottom} px");
        let tallest = seats.iter().map(|r| r.height()).fold(0.0, f32::max);
        assert!(
            tallest >= size::TABLE_ROW * 1080.0,
            "the seats' words are {tallest} px high"
        );
    }
}
