//! The console's look in one place: every colour, and the projector's type
//! sizes and spacings, named for what they mean. Screens use these names,
//! never a colour literal.
//!
//! The projector's sizes are fractions of the window's height, so one layout
//! serves 1920x1080, 1280x720 and 1024x768 alike, and reads at 10 m.

use eframe::egui::Color32;

const fn rgb(r: u8, g: u8, b: u8) -> Color32 {
    Color32::from_rgb(r, g, b)
}

// ------------------------------------------------------------ judge window

/// Errors and refusals.
pub const ERROR: Color32 = rgb(230, 80, 60);
/// Warnings that are not errors (unsaved game, a file problem).
pub const WARNING: Color32 = rgb(240, 180, 60);
/// Spectator mode is on: the projector shows secrets.
pub const SPECTATOR: Color32 = rgb(200, 120, 255);
/// A step that is done (recorded likes, best players).
pub const DONE: Color32 = rgb(150, 210, 150);
/// Something that runs as it should (the web server is on).
pub const RUNNING: Color32 = rgb(120, 200, 120);
/// A result worth reading twice: the night's answer, the winner.
pub const RESULT: Color32 = rgb(255, 215, 90);
/// The seat that speaks now, on the judge's table.
pub const SPEAKING: Color32 = rgb(120, 200, 90);
/// A player who has left, on the judge's table.
pub const GONE: Color32 = Color32::from_gray(120);
/// Fouls with room to spare.
pub const FOULS_CALM: Color32 = rgb(160, 160, 160);
/// One foul from removal.
pub const FOULS_LAST: Color32 = rgb(230, 90, 90);
/// Silenced: loses the next speech.
pub const SILENCED: Color32 = rgb(230, 120, 60);
/// The phrase the judge says now.
pub const SAY: Color32 = rgb(255, 220, 150);
/// A hint about what to do next.
pub const HINT: Color32 = rgb(230, 160, 90);
/// A night step waiting for its action.
pub const NIGHT_WAITING: Color32 = rgb(230, 140, 60);
/// A red role on the judge's table and on a handed-out card.
pub const ROLE_RED: Color32 = rgb(235, 95, 95);
/// A black role: as bright as a red one, so it never looks disabled.
pub const ROLE_BLACK: Color32 = rgb(150, 160, 255);
/// The band that asks to confirm a removal, and its text.
pub const REMOVAL_BAND: Color32 = rgb(90, 30, 25);
pub const REMOVAL_TEXT: Color32 = Color32::WHITE;

// ------------------------------------------------------------ projector

/// The day's background (also the window's clear colour in light mode).
pub const DAY_BG: Color32 = rgb(22, 23, 28);
/// The night's background: deep blue, nothing moves.
pub const NIGHT_BG: Color32 = rgb(8, 10, 28);
/// The blanked projector (key B): black, nothing on it.
pub const BLANK_SCREEN: Color32 = Color32::BLACK;
/// Plain text on the projector.
pub const TEXT: Color32 = Color32::WHITE;
/// Secondary text: the speech kind, a nickname under a number.
pub const TEXT_SOFT: Color32 = rgb(200, 202, 214);
/// The night's words and its dimmed seats.
pub const NIGHT_TEXT: Color32 = rgb(140, 150, 210);
/// The banner of a moment: its band and its accent.
pub const BANNER_BG: Color32 = rgb(40, 44, 62);
pub const BANNER_ACCENT: Color32 = rgb(255, 215, 90);
/// A banner that says somebody leaves.
pub const BANNER_LEAVES: Color32 = rgb(255, 120, 90);
/// A banner at night: quiet.
pub const BANNER_NIGHT_BG: Color32 = rgb(18, 22, 50);
/// The nominated seats.
pub const NOMINATED: Color32 = rgb(255, 220, 160);
/// Counted votes.
pub const VOTES: Color32 = rgb(180, 220, 255);
/// Spectator notes (checks and shots) on the projector.
pub const SPECTATOR_NOTE: Color32 = rgb(200, 160, 255);
/// A seat card: the speaker's fill, the outline of one in play, of one out.
pub const SEAT_SPEAKING: Color32 = rgb(64, 84, 34);
pub const SEAT_OUTLINE: Color32 = rgb(70, 90, 140);
pub const SEAT_OUT_OUTLINE: Color32 = rgb(52, 52, 58);
/// Role colours on the cards once roles are shown.
pub const SEAT_RED: Color32 = rgb(110, 24, 30);
pub const SEAT_BLACK: Color32 = rgb(12, 12, 12);
pub const SEAT_BLACK_OUTLINE: Color32 = Color32::from_gray(110);
/// The badge of a seat's number on a photo tile: opaque, outlined.
pub const PHOTO_BADGE: Color32 = rgb(12, 12, 16);
pub const PHOTO_BADGE_OUTLINE: Color32 = rgb(235, 235, 235);
/// A seat that has left: its number and words.
pub const SEAT_OUT_TEXT: Color32 = Color32::from_gray(130);
/// Foul marks: given, given with one left, and the empty slots.
pub const FOUL: Color32 = rgb(255, 190, 60);
pub const FOUL_LAST: Color32 = rgb(255, 90, 70);
pub const FOUL_SLOT: Color32 = Color32::from_gray(85);
/// The countdown: normal, the last seconds, over time.
pub const TIMER_NORMAL: Color32 = rgb(235, 235, 235);
pub const TIMER_WARNING: Color32 = rgb(255, 176, 0);
pub const TIMER_OVER: Color32 = rgb(230, 40, 40);

/// Projector sizes, as fractions of the window's height.
pub mod size {
    /// The margin around everything.
    pub const MARGIN: f32 = 0.025;
    /// The header band (title, nominations).
    pub const HEADER: f32 = 0.10;
    /// The game's caption across the top (taken from the header's height).
    pub const CAPTION: f32 = 0.035;
    /// The game's history, a line above the seats.
    pub const HISTORY: f32 = 0.035;
    /// The title's type.
    pub const TITLE: f32 = 0.065;
    /// The main band (speaker, countdown, banner) ends here.
    pub const MAIN_END: f32 = 0.63;
    /// The countdown's type, at most.
    pub const COUNTDOWN: f32 = 0.24;
    /// The speaker's seat and nickname.
    pub const SPEAKER: f32 = 0.085;
    /// The banner's headline and its detail line.
    pub const BANNER_HEAD: f32 = 0.1;
    pub const BANNER_DETAIL: f32 = 0.05;
    /// A seat card's number and nickname.
    pub const SEAT_NUMBER: f32 = 0.12;
    pub const SEAT_NICK: f32 = 0.034;
    /// The gap between cards and between bands.
    pub const GAP: f32 = 0.012;
    /// Corner radius of cards and banners (in points, not a fraction).
    pub const RADIUS: u8 = 12;
    /// A line of the final table.
    pub const TABLE_ROW: f32 = 0.05;
}

// ------------------------------------------------------------ judge window layout

/// The start screen's and the library's accent: the Start button, the card
/// that holds the next game.
pub const ACCENT: Color32 = rgb(52, 120, 84);
/// Text on the accent.
pub const ACCENT_TEXT: Color32 = Color32::WHITE;
/// The outline of the card that holds the next game.
pub const ACCENT_OUTLINE: Color32 = rgb(90, 170, 120);
/// The band that asks to confirm moving a game to the trash.
pub const DELETE_BAND: Color32 = rgb(90, 30, 25);

/// The judge window's spacings and sizes, in points. The start screen and
/// the library are laid out from these, so they fit 1280x800 and 1366x768
/// and use the width of 1920x1080.
pub mod judge {
    /// Around the screen's content.
    pub const MARGIN: i8 = 16;
    /// Between two cards, and between the two columns.
    pub const GAP: f32 = 14.0;
    /// Inside a card.
    pub const PAD: i8 = 14;
    /// Between the rows of a form.
    pub const ROW_GAP: f32 = 5.0;
    /// Between the columns of a form.
    pub const COL_GAP: f32 = 12.0;
    /// A card's corner radius.
    pub const RADIUS: u8 = 8;
    /// The outline of the card that holds the next game.
    pub const ACCENT_STROKE: f32 = 2.0;
    /// The side column (next game, recent games, tournament): a share of
    /// the width, within these bounds.
    pub const SIDE_SHARE: f32 = 0.31;
    pub const SIDE_MIN: f32 = 330.0;
    pub const SIDE_MAX: f32 = 560.0;
    /// Below this width the two columns stack.
    pub const TWO_COLUMNS_FROM: f32 = 980.0;
    /// A screen's title, a card's title.
    pub const TITLE: f32 = 26.0;
    pub const CARD_TITLE: f32 = 18.0;
    /// The big question of a card (resume the game?).
    pub const LEAD: f32 = 20.0;
    /// A seat's number on the start screen.
    pub const SEAT_NUMBER: f32 = 18.0;
    /// One seat's row: its height, the number's column, the card's combo.
    pub const SEAT_ROW: f32 = 28.0;
    /// Rows grow up to this on a tall screen (1080 lines).
    pub const SEAT_ROW_MAX: f32 = 40.0;
    /// The paste-a-list panel beside the seats, when the width allows.
    pub const PASTE_PANEL: f32 = 320.0;
    pub const SEAT_NUMBER_WIDTH: f32 = 34.0;
    pub const ROLE_WIDTH: f32 = 160.0;
    /// A nickname field is at least this wide (else seats go to one column).
    pub const NICK_MIN: f32 = 150.0;
    pub const NICK_MAX: f32 = 420.0;
    /// A nickname field that still reads well beside the paste panel.
    pub const NICK_COMFORT: f32 = 250.0;
    /// Room a combo box takes beyond its width (its arrow and margins).
    pub const COMBO_SLACK: f32 = 24.0;
    /// The strip under the form with Start.
    pub const START_STRIP: f32 = 56.0;
    pub const START_TEXT: f32 = 22.0;
    pub const START_BUTTON: [f32; 2] = [260.0, 46.0];
    /// A big button on a card (Resume, Put aside, Next game).
    pub const CARD_BUTTON_TEXT: f32 = 17.0;
    /// A header field's label column and a short field (game no., table).
    pub const LABEL_WIDTH: f32 = 70.0;
    pub const SHORT_FIELD: f32 = 44.0;
    /// The date field (`2026-11-30`).
    pub const DATE_FIELD: f32 = 150.0;
    /// The multi-line paste field for nicknames.
    pub const PASTE_ROWS: usize = 5;
    /// The library: one game's row, the detail column's width.
    pub const LIBRARY_ROW: f32 = 26.0;
    pub const DETAIL_WIDTH: f32 = 420.0;
    /// A filter's combo.
    pub const FILTER_WIDTH: f32 = 150.0;
    /// The library's columns: when, and where the game stands.
    pub const WHEN_WIDTH: f32 = 140.0;
    pub const STATE_WIDTH: f32 = 150.0;
    /// The library's two wide columns (tournament, players) at least.
    pub const FLEX_MIN: f32 = 90.0;
    /// The library's game number and table, and its ruleset id.
    pub const GAME_WIDTH: f32 = 110.0;
    pub const RULES_WIDTH: f32 = 90.0;
    /// The width of a path field in a card.
    pub const PATH_FIELD: f32 = 300.0;
}

/// A band across a window that asks for the judge's eye: a tint of
/// `colour` (`tint`: how much of it) with a line of it around.
pub fn band(colour: Color32, tint: f32) -> eframe::egui::Frame {
    eframe::egui::Frame::new()
        .fill(colour.gamma_multiply(tint))
        .stroke(eframe::egui::Stroke::new(1.0, colour))
        .inner_margin(6.0)
}
