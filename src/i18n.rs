//! Every string the windows show, in Russian and English, in one place.
//!
//! Fixed strings are [`S`] constants; strings with numbers in them are small
//! functions. Texts that come from a ruleset (role names, night steps,
//! offences) are [`crate::ruleset::Text`] and are not repeated here.

use crate::game::Seat;
use crate::ruleset::Lang;

/// A fixed UI string in both languages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct S {
    pub ru: &'static str,
    pub en: &'static str,
}

impl S {
    pub const fn new(ru: &'static str, en: &'static str) -> Self {
        S { ru, en }
    }
    pub fn get(self, lang: Lang) -> &'static str {
        match lang {
            Lang::Ru => self.ru,
            Lang::En => self.en,
        }
    }
}

/// Picks the string for `lang` from a pair of formatted strings.
pub fn pick(lang: Lang, ru: String, en: String) -> String {
    match lang {
        Lang::Ru => ru,
        Lang::En => en,
    }
}

pub const APP_TITLE: S = S::new("Судья мафии", "Mafia judge");
pub const PROJECTOR_TITLE: S = S::new("Мафия: проектор", "Mafia: projector");

// Start screen.
pub const NEW_GAME: S = S::new("Новая игра", "New game");
pub const RULESET: S = S::new("Правила", "Ruleset");
pub const PLAYERS: S = S::new("Игроков", "Players");
pub const NICKNAMES: S = S::new("Ники игроков", "Nicknames");
pub const PASTE_LIST: S = S::new(
    "Вставить список (по одному нику в строке)",
    "Paste a list (one nickname per line)",
);
pub const APPLY_LIST: S = S::new("Разложить по местам", "Fill the seats");
pub const DEAL_SECRET: S = S::new("Раздать втайне", "Deal in secret");
pub const DEAL_SECRET_TIP: S = S::new(
    "Консоль сама раздаст карты; роли видны только по переключателю «Показать роли»",
    "The console deals the cards; roles show only with \"Reveal roles\"",
);
pub const ROLES_AS_DEALT: S = S::new("Роли (как легли карты)", "Roles (as the cards fell)");
pub const NO_ROLE: S = S::new("—", "—");
pub const START_GAME: S = S::new("Начать игру", "Start the game");
pub const BROKEN_RULESETS: S = S::new("Файлы правил с ошибками:", "Ruleset files with errors:");
pub const NO_RULESETS: S = S::new(
    "Не найдено ни одного файла правил",
    "No ruleset file was found",
);

// Menus and toggles.
pub const MENU_GAME: S = S::new("Игра", "Game");
pub const MENU_VIEW: S = S::new("Вид", "View");
pub const MENU_LANG: S = S::new("Язык", "Language");
pub const REVEAL_ROLES: S = S::new("Показать роли", "Reveal roles");
pub const SPECTATOR: S = S::new(
    "Режим зрителя на проекторе",
    "Spectator mode on the projector",
);
pub const SPECTATOR_TIP: S = S::new(
    "Проектор покажет роли и проверки. Только для трансляции или зала вне видимости игроков!",
    "The projector shows roles and checks. Only for a stream or a hall the players cannot see!",
);

// Commands (labels and tooltips; the catalogue in app::command uses these).
pub const NEXT: S = S::new("Далее »", "Next »");
pub const NEXT_TIP: S = S::new(
    "Закончить эту речь или шаг и перейти к следующему",
    "End this speech or step and go to the next one",
);
pub const UNDO: S = S::new("Отменить", "Undo");
pub const UNDO_TIP: S = S::new("Отменить последний шаг", "Take back the last step");
pub const REDO: S = S::new("Повторить", "Redo");
pub const REDO_TIP: S = S::new("Вернуть отменённый шаг", "Redo the step taken back");
pub const FOUL: S = S::new("Фол", "Foul");
pub const FOUL_TIP: S = S::new(
    "Фол выбранному игроку (с нарушением из списка)",
    "A foul to the selected player (with the offence from the list)",
);
pub const REMOVE_FOUL: S = S::new("Снять фол", "Remove foul");
pub const REMOVE_FOUL_TIP: S = S::new(
    "Снять последний фол выбранного игрока",
    "Take back the selected player's last foul",
);
pub const NOMINATE: S = S::new("Выставить", "Nominate");
pub const NOMINATE_TIP: S = S::new(
    "Говорящий выставляет выбранного игрока",
    "The speaker nominates the selected player",
);
pub const TIMER_TOGGLE: S = S::new("Старт / пауза", "Start / pause");
pub const TIMER_TOGGLE_TIP: S = S::new(
    "Запустить или остановить таймер",
    "Start or pause the timer",
);
pub const TIMER_START: S = S::new("Старт", "Start");
pub const TIMER_PAUSE: S = S::new("Пауза", "Pause");
pub const TIMER_PLUS: S = S::new("+10 с", "+10 s");
pub const TIMER_PLUS_TIP: S = S::new("Добавить 10 секунд", "Add 10 seconds");
pub const TIMER_RESET: S = S::new("Сброс", "Reset");
pub const TIMER_RESET_TIP: S = S::new(
    "Вернуть таймер к полному времени",
    "Put the timer back to its full time",
);
pub const PROJECTOR: S = S::new("Проектор", "Projector");
pub const PROJECTOR_TIP: S = S::new(
    "Открыть или закрыть окно для зала",
    "Open or close the audience window",
);
pub const FULLSCREEN: S = S::new("Во весь экран", "Fullscreen");
pub const FULLSCREEN_TIP: S = S::new(
    "Проектор во весь экран (F11 в окне проектора)",
    "Projector fullscreen (F11 in the projector window)",
);
pub const SELECT_SEAT: S = S::new("Выбрать место", "Select a seat");
pub const SELECT_SEAT_TIP: S = S::new("Цифры 1-9, 0 = место 10", "Digits 1-9, 0 = seat 10");
pub const KEYS: S = S::new("Клавиши", "Keys");

// Game screen.
pub const SEAT: S = S::new("№", "#");
pub const NICK: S = S::new("Ник", "Nickname");
pub const ROLE: S = S::new("Роль", "Role");
pub const FOULS: S = S::new("Фолы", "Fouls");
pub const STATUS: S = S::new("Статус", "Status");
pub const ACTION: S = S::new("Действие", "Action");
pub const IN_GAME: S = S::new("в игре", "in");
pub const SAY_NOW: S = S::new("Говорите:", "Say:");
pub const OFFENCE: S = S::new("Нарушение", "Offence");
pub const NO_OFFENCE: S = S::new("(без указания)", "(not given)");
pub const PUNISH: S = S::new("Удалить / техпоражение", "Remove / team loss");
pub const PUNISH_TIP: S = S::new(
    "Дисквалифицирующий фол или поражение команды выбранному игроку",
    "A disqualifying offence or the team's loss for the selected player",
);
pub const SELECTED: S = S::new("Выбран", "Selected");
pub const NOBODY_SELECTED: S = S::new(
    "Выберите игрока (щелчок по номеру или цифра)",
    "Select a player (click a number or press a digit)",
);
pub const VOTES_FOR: S = S::new("Голоса за кандидата", "Votes for candidate");
pub const HANDS: S = S::new("Руки", "Hands");
pub const VOTE_COUNT: S = S::new("Число голосов", "Vote count");
pub const RECORD_VOTES: S = S::new("Записать голоса", "Record the votes");
pub const RECORD_VOTES_TIP: S = S::new(
    "Отмеченные руки или введённое число",
    "The hands marked, or the number typed",
);
pub const LIFT_VOTES: S = S::new("За подъём всех", "For all of them leaving");
pub const MISS: S = S::new("Промах", "Miss");
pub const MISS_TIP: S = S::new("Мафия не договорилась: промах", "The mafia missed");
pub const BEST_MOVE: S = S::new("Лучший ход", "Best move");
pub const BEST_MOVE_RECORD: S = S::new("Записать лучший ход", "Record the best move");
pub const RESULT: S = S::new("Итог", "Result");
pub const POINTS: S = S::new("Баллы", "Points");
pub const JUDGE_DECISION: S = S::new("Решение судьи", "Judge's decision");
pub const REASON: S = S::new("Обоснование", "Reason");
pub const DECLARE: S = S::new("Объявить итог", "Declare the result");
pub const EXTRA_POINTS: S = S::new("Доп. баллы", "Extra points");
pub const GIVE_EXTRA: S = S::new("Начислить", "Give");
pub const RED_WINS: S = S::new("Победа красных", "Red wins");
pub const BLACK_WINS: S = S::new("Победа чёрных", "Black wins");
pub const DRAW: S = S::new("Ничья", "Draw");
pub const NOMINATIONS: S = S::new("Выставлены", "Nominated");
pub const NO_NOMINATIONS: S = S::new("Никто не выставлен", "Nobody nominated");
pub const NIGHT_CALM: S = S::new("Город засыпает…", "The town is asleep…");
pub const GAME_OVER: S = S::new("Игра окончена", "The game is over");
pub const SETUP: S = S::new("Рассадка", "Seating");
pub const GESTURE_MISSING: S = S::new("Картинка жеста не найдена", "The gesture image is missing");
pub const UNDONE: S = S::new("Шаг отменён", "Step taken back");
pub const REDONE: S = S::new("Шаг возвращён", "Step redone");
pub const NOTHING_TO_UNDO: S = S::new("Нечего отменять", "Nothing to undo");
pub const NOTHING_TO_REDO: S = S::new("Нечего возвращать", "Nothing to redo");
pub const VOTE_RESULTS: S = S::new("Голосование", "Votes");
pub const LIFT_RESULT: S = S::new("За подъём всех", "For all leaving");
pub const CHECKS: S = S::new("Проверки", "Checks");
pub const NIGHT_ZERO: S = S::new("Нулевая ночь", "Night zero");

/// «День 2» / "Day 2".
pub fn day_title(lang: Lang, day: u32) -> String {
    pick(lang, format!("День {day}"), format!("Day {day}"))
}

/// «Ночь 1» / "Night 1".
pub fn night_title(lang: Lang, night: u32) -> String {
    pick(lang, format!("Ночь {night}"), format!("Night {night}"))
}

/// «Игрок №3» / "Player 3".
pub fn player(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Игрок №{seat}"), format!("Player {seat}"))
}

/// Default nickname of a seat.
pub fn default_nick(lang: Lang, seat: usize) -> String {
    pick(lang, format!("Игрок {seat}"), format!("Player {seat}"))
}

pub fn fouls_left(lang: Lang, left: u8) -> String {
    pick(lang, format!("осталось {left}"), format!("{left} left"))
}

pub fn killed_at(lang: Lang, night: Option<u32>) -> String {
    let n = night.unwrap_or(0);
    pick(
        lang,
        format!("убит ночью {n}"),
        format!("killed, night {n}"),
    )
}

pub fn voted_out(lang: Lang, day: Option<u32>) -> String {
    let d = day.unwrap_or(0);
    pick(
        lang,
        format!("заголосован, день {d}"),
        format!("voted out, day {d}"),
    )
}

pub fn removed_fouls(lang: Lang) -> String {
    pick(lang, "удалён по фолам".into(), "removed by fouls".into())
}

pub fn disqualified(lang: Lang) -> String {
    pick(lang, "дисквалифицирован".into(), "disqualified".into())
}

pub fn team_loss(lang: Lang) -> String {
    pick(
        lang,
        "удалён (поражение команды)".into(),
        "removed (team loss)".into(),
    )
}

pub fn good_morning(lang: Lang) -> &'static str {
    S::new("Доброе утро!", "Good morning!").get(lang)
}

pub fn night_falls(lang: Lang) -> &'static str {
    S::new("Наступает ночь.", "Night falls.").get(lang)
}

pub fn your_minute(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Игрок №{seat}, ваша минута."),
        format!("Player {seat}, your minute."),
    )
}

pub fn your_short_speech(lang: Lang, seat: Seat, secs: u32) -> String {
    pick(
        lang,
        format!("Игрок №{seat}, у вас {secs} секунд."),
        format!("Player {seat}, you have {secs} seconds."),
    )
}

pub fn silent_speech(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Игрок №{seat} пропускает речь (фолы), но может выставить кандидатуру."),
        format!("Player {seat} loses this speech (fouls) but may nominate."),
    )
}

pub fn tie_speech(lang: Lang, seat: Seat, secs: u32) -> String {
    pick(
        lang,
        format!("Игрок №{seat}, у вас {secs} секунд на оправдание."),
        format!("Player {seat}, you have {secs} seconds to defend yourself."),
    )
}

pub fn last_words(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Игрок №{seat}, ваше последнее слово."),
        format!("Player {seat}, your last words."),
    )
}

pub fn killed_last_words(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Этой ночью убит игрок №{seat}. Ваше последнее слово."),
        format!("Player {seat} was killed tonight. Your last words."),
    )
}

pub fn best_move_say(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Этой ночью убит игрок №{seat}. Ваш лучший ход: назовите три номера."),
        format!("Player {seat} was killed tonight. Your best move: name three seats."),
    )
}

pub fn who_votes_for(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Кто за то, чтобы игрок №{seat} покинул игровой стол?"),
        format!("Who is for player {seat} leaving the table?"),
    )
}

pub fn who_lifts_all(lang: Lang, seats: &[Seat]) -> String {
    let list = seat_list(seats);
    pick(
        lang,
        format!("Кто за то, чтобы все игроки ({list}) покинули игровой стол?"),
        format!("Who is for all of the players ({list}) leaving the table?"),
    )
}

pub fn seat_list(seats: &[Seat]) -> String {
    seats
        .iter()
        .map(|s| format!("№{s}"))
        .collect::<Vec<_>>()
        .join(", ")
}

pub fn votes(lang: Lang, n: u8) -> String {
    pick(lang, format!("{n} голос."), format!("{n} votes"))
}

/// Labels of the per-seat action buttons; each has the seat in it so every
/// label on the screen is unique (the UI tests click by label).
pub fn seat_button(seat: Seat) -> String {
    format!("№{seat}")
}
pub fn nominate_seat(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Выставить №{seat}"),
        format!("Nominate {seat}"),
    )
}
pub fn hand_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Рука №{seat}"), format!("Hand {seat}"))
}
pub fn shoot_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Выстрел №{seat}"), format!("Shoot {seat}"))
}
pub fn check_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Проверить №{seat}"), format!("Check {seat}"))
}
pub fn best_move_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("ЛХ №{seat}"), format!("BM {seat}"))
}
pub fn foul_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Фол №{seat}"), format!("Foul {seat}"))
}
pub fn remove_foul_seat(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Снять фол №{seat}"),
        format!("Remove foul {seat}"),
    )
}

pub fn checked(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Проверен №{seat}"),
        format!("Checked: {seat}"),
    )
}

pub fn shot_at(lang: Lang, seat: Option<Seat>) -> String {
    match seat {
        Some(s) => pick(lang, format!("Выстрел в №{s}"), format!("Shot at {s}")),
        None => MISS.get(lang).to_owned(),
    }
}

pub fn ruleset_warning(lang: Lang, file: &str) -> String {
    pick(
        lang,
        format!("{file}: правила изменились с момента записи игры"),
        format!("{file}: the ruleset has changed since the game was recorded"),
    )
}
