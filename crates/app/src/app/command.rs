//! The judge's commands, and the one catalogue that names them.
//!
//! Widgets never change the game while they are drawn: they push a
//! [`Command`], and the app runs the commands after the pass. Buttons, menus,
//! tooltips and keyboard shortcuts all read [`CommandId`]'s label, tooltip and
//! shortcut, so a key and its button can never disagree.

use eframe::egui::{Key, KeyboardShortcut, Modifiers};
use mafia_core::game::{Action, Seat};
use mafia_words::Lang;
use mafia_words::i18n::Fixed;
use mafia_words::i18n::msg;

/// Something the judge asked for, run after the frame's UI pass.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// A game step, through `Session::act` (one click = one undoable step).
    Act(Action),
    Undo,
    Redo,
    SelectSeat(Seat),
    /// Mark or unmark a seat in the list this moment fills (hands, best move,
    /// the journalist's pair, the order, the best players).
    TogglePick(Seat),
    /// Record what is marked: the votes, the best move, the night step's
    /// target (the selected seat) or seats, the best players.
    Record,
    /// The votes typed instead of marking hands.
    SetVoteCount(String),
    /// The offence for the next foul (None: not given).
    ChooseOffence(Option<String>),
    /// Rename the selected seat.
    Rename(String),
    /// Add a note to the protocol.
    AddNote(String),
    /// The compensation data for this seat, as typed (`i` and `N`).
    Compensation {
        seat: Seat,
        i: String,
        n: String,
    },
    /// Extra points for a seat, as typed, with the reason.
    ExtraPoints {
        seat: Seat,
        points: String,
        reason: String,
    },
    /// A foul to the selected seat with the offence chosen in the picker.
    FoulSelected,
    RemoveFoulSelected,
    /// The speaker nominates the selected seat.
    NominateSelected,
    /// Start the timer if stopped, pause it if running.
    TimerToggle,
    /// Take the removal that waits for confirmation.
    ConfirmRemoval,
    /// Drop the removal that waits for confirmation.
    CancelRemoval,
    ToggleProjector,
    ProjectorFullscreen,
    /// The monitor the projector goes fullscreen on.
    ProjectorMonitor(usize),
    /// A black projector, and back.
    ToggleBlank,
    /// «Далее» starts the next speech's timer by itself, or not.
    ToggleAutoTimer,
    ToggleReveal,
    ToggleSpectator,
    /// Show or hide the music window.
    ToggleMusic,
    SetLang(Lang),
    /// Build the session from the start form (then night zero, or the
    /// hand-out of secretly dealt cards).
    StartGame(Box<super::StartForm>),
    /// The start screen drew the seats (shown on the projector until the
    /// game starts) or dropped the draw (None).
    SeatDraw(Option<Vec<String>>),
    /// Every seat of the draw on the projector at once (not one by one).
    SeatDrawAtOnce,
    /// Empty the message line.
    ClearMessage,
    /// Back to the start screen (the current game is dropped).
    NewGame,
    /// File the finished tournament game the autosave still holds (a crash
    /// before «Новая игра») as «Новая игра» would have.
    FileLeftGame,
    /// Autosave, resume, open, save as, kept games (see `app::files`).
    File(super::files::FileCmd),
    /// The web server for the stream (see `app::web`).
    Web(super::web::WebCmd),
    /// The tournament window (see `app::tournament`).
    Tournament(super::tournament::TournamentCmd),
    /// The club evening on the start screen (see `app::evening`).
    Evening(super::evening::EveningCmd),
    /// The music window's buttons and settings.
    Music(MusicCmd),
}

/// What the music window asks of the audio (the audio panel runs it).
pub use mafia_audio::audio::MusicCmd;

/// The named commands of the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CommandId {
    Next,
    Undo,
    Redo,
    Foul,
    RemoveFoul,
    Nominate,
    TimerToggle,
    TimerPlus10,
    TimerReset,
    Projector,
    ProjectorFullscreen,
    SelectSeat,
    Music,
    Record,
    Miss,
    Withdraw,
    Blank,
}

impl CommandId {
    pub const ALL: [CommandId; 17] = [
        CommandId::Next,
        CommandId::Undo,
        CommandId::Redo,
        CommandId::Foul,
        CommandId::RemoveFoul,
        CommandId::Nominate,
        CommandId::TimerToggle,
        CommandId::TimerPlus10,
        CommandId::TimerReset,
        CommandId::Projector,
        CommandId::ProjectorFullscreen,
        CommandId::SelectSeat,
        CommandId::Music,
        CommandId::Record,
        CommandId::Miss,
        CommandId::Withdraw,
        CommandId::Blank,
    ];

    /// The label and tooltip of a command whose words take no value; the
    /// foul buttons name the foul and have none here.
    fn fixed_texts(self) -> Option<(Fixed, Fixed)> {
        Some(match self {
            CommandId::Next => (msg::Next, msg::NextTip),
            CommandId::Undo => (msg::Undo, msg::UndoTip),
            CommandId::Redo => (msg::Redo, msg::RedoTip),
            CommandId::Foul | CommandId::RemoveFoul => return None,
            CommandId::Nominate => (msg::Nominate, msg::NominateTip),
            CommandId::TimerToggle => (msg::TimerToggle, msg::TimerToggleTip),
            CommandId::TimerPlus10 => (msg::TimerPlus, msg::TimerPlusTip),
            CommandId::TimerReset => (msg::TimerReset, msg::TimerResetTip),
            CommandId::Projector => (msg::Projector, msg::ProjectorTip),
            CommandId::ProjectorFullscreen => (msg::Fullscreen, msg::FullscreenTip),
            CommandId::SelectSeat => (msg::SelectSeat, msg::SelectSeatTip),
            CommandId::Music => (msg::Music, msg::MusicTip),
            CommandId::Record => (msg::Record, msg::RecordTip),
            CommandId::Miss => (msg::Miss, msg::MissTip),
            CommandId::Withdraw => (msg::Withdraw, msg::WithdrawTip),
            CommandId::Blank => (msg::Blank, msg::BlankTip),
        })
    }

    /// The label and tooltip in `lang`, the foul buttons in the common word.
    fn texts(self, lang: Lang) -> (String, String) {
        if let Some((label, tip)) = self.fixed_texts() {
            return (label.get(lang).to_owned(), tip.get(lang).to_owned());
        }
        let word = msg::FoulWord.get(lang);
        if self == CommandId::Foul {
            let label = msg::Foul.get(lang);
            (label.to_owned(), msg::FoulTip { word: label }.get(lang))
        } else {
            (
                msg::RemoveFoul { word }.get(lang),
                msg::RemoveFoulTip { word }.get(lang),
            )
        }
    }

    pub fn label(self, lang: Lang) -> String {
        self.texts(lang).0
    }

    /// The label in the ruleset's words (the foul buttons say «Предупреждение»
    /// under a ruleset that calls a foul that).
    pub fn label_in(self, lang: Lang, rs: Option<&mafia_core::ruleset::Ruleset>) -> String {
        match (self, rs) {
            (CommandId::Foul, Some(rs)) => mafia_store::i18n::foul_button(lang, rs),
            (CommandId::RemoveFoul, Some(rs)) => mafia_store::i18n::remove_foul_button(lang, rs),
            _ => self.label(lang),
        }
    }

    /// [`CommandId::tooltip`] in the ruleset's words.
    pub fn tooltip_in(self, lang: Lang, rs: Option<&mafia_core::ruleset::Ruleset>) -> String {
        let tip = match (self, rs) {
            (CommandId::Foul, Some(rs)) => mafia_store::i18n::foul_tip(lang, rs),
            (CommandId::RemoveFoul, Some(rs)) => mafia_store::i18n::remove_foul_tip(lang, rs),
            _ => return self.tooltip(lang),
        };
        match self.shortcut_text() {
            Some(k) => format!("{tip} [{k}]"),
            None => tip,
        }
    }

    /// The tooltip, with the shortcut in brackets when there is one.
    pub fn tooltip(self, lang: Lang) -> String {
        let tip = self.texts(lang).1;
        match self.shortcut_text() {
            Some(k) => format!("{tip} [{k}]"),
            None => tip,
        }
    }

    pub fn shortcut(self) -> Option<KeyboardShortcut> {
        let plain = |k| Some(KeyboardShortcut::new(Modifiers::NONE, k));
        match self {
            CommandId::Next => plain(Key::Enter),
            CommandId::Undo => Some(KeyboardShortcut::new(Modifiers::COMMAND, Key::Z)),
            CommandId::Redo => Some(KeyboardShortcut::new(
                Modifiers::COMMAND | Modifiers::SHIFT,
                Key::Z,
            )),
            CommandId::Foul => plain(Key::F),
            CommandId::RemoveFoul => Some(KeyboardShortcut::new(Modifiers::SHIFT, Key::F)),
            CommandId::Nominate => plain(Key::N),
            CommandId::TimerToggle => plain(Key::Space),
            CommandId::TimerPlus10 => plain(Key::Plus),
            CommandId::TimerReset => None,
            CommandId::Projector => plain(Key::P),
            CommandId::ProjectorFullscreen => plain(Key::F11),
            CommandId::SelectSeat | CommandId::Music => None,
            CommandId::Record => plain(Key::R),
            CommandId::Miss => plain(Key::M),
            CommandId::Withdraw => plain(Key::W),
            CommandId::Blank => plain(Key::B),
        }
    }

    /// The key as the judge reads it: "Ctrl+Shift+Z", "Space", "1-9, 0".
    pub fn shortcut_text(self) -> Option<String> {
        if self == CommandId::SelectSeat {
            return Some("1-9, 0".to_owned());
        }
        let sc = self.shortcut()?;
        let mut s = String::new();
        if sc.modifiers.command || sc.modifiers.ctrl {
            s.push_str("Ctrl+");
        }
        if sc.modifiers.shift {
            s.push_str("Shift+");
        }
        s.push_str(key_text(sc.logical_key));
        Some(s)
    }

    /// The command this entry runs (seat selection is per digit, see
    /// [`seat_keys`]).
    pub fn command(self) -> Option<Command> {
        Some(match self {
            CommandId::Next => Command::Act(Action::Next),
            CommandId::Undo => Command::Undo,
            CommandId::Redo => Command::Redo,
            CommandId::Foul => Command::FoulSelected,
            CommandId::RemoveFoul => Command::RemoveFoulSelected,
            CommandId::Nominate => Command::NominateSelected,
            CommandId::TimerToggle => Command::TimerToggle,
            CommandId::TimerPlus10 => Command::Act(Action::TimerAdd { seconds: 10 }),
            CommandId::TimerReset => Command::Act(Action::TimerReset),
            CommandId::Projector => Command::ToggleProjector,
            CommandId::ProjectorFullscreen => Command::ProjectorFullscreen,
            CommandId::Music => Command::ToggleMusic,
            CommandId::Record => Command::Record,
            CommandId::Miss => Command::Act(Action::Shoot { target: None }),
            CommandId::Withdraw => Command::Act(Action::Withdraw),
            CommandId::Blank => Command::ToggleBlank,
            CommandId::SelectSeat => return None,
        })
    }
}

/// Digit keys and the seat each selects: 1-9, and 0 for seat 10.
pub fn seat_keys() -> [(Key, Seat); 10] {
    [
        (Key::Num1, 1),
        (Key::Num2, 2),
        (Key::Num3, 3),
        (Key::Num4, 4),
        (Key::Num5, 5),
        (Key::Num6, 6),
        (Key::Num7, 7),
        (Key::Num8, 8),
        (Key::Num9, 9),
        (Key::Num0, 10),
    ]
}

/// A key as printed on the keyboard: "+", not egui's name "Plus".
fn key_text(key: Key) -> &'static str {
    match key {
        Key::Plus => "+",
        Key::Minus => "-",
        k => k.name(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_list_prints_keys_as_on_the_keyboard() {
        assert_eq!(CommandId::TimerPlus10.shortcut_text().as_deref(), Some("+"));
        assert_eq!(
            CommandId::Redo.shortcut_text().as_deref(),
            Some("Ctrl+Shift+Z")
        );
        assert_eq!(CommandId::Blank.shortcut_text().as_deref(), Some("B"));
    }

    #[test]
    fn no_two_commands_share_a_key() {
        let keys: Vec<_> = CommandId::ALL.iter().filter_map(|c| c.shortcut()).collect();
        for (i, a) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(a), "{a:?} is bound twice");
        }
    }
}
