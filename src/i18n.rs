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
pub const MUSIC: S = S::new("Музыка", "Music");
pub const MUSIC_TIP: S = S::new(
    "Ночная музыка и сигналы речи: громкость, своя папка",
    "Night music and speech cues: volume, own folder",
);
pub const MUSIC_WINDOW: S = S::new("Ночная музыка и сигналы", "Night music and cues");
pub const NO_SOUND_DEVICE: S = S::new("нет звукового устройства", "no sound device");

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

// Recording picks, night steps by kind, after-game scoring.
pub const RECORD: S = S::new("Записать", "Record");
pub const RECORD_TIP: S = S::new(
    "Записать отмеченное: голоса, лучший ход, цель ночного шага (выбранный игрок), пару журналиста, заказ, лучших игроков",
    "Record what is marked: the votes, the best move, the night step's target (the selected seat), the journalist's pair, the order, the best players",
);
pub const WITHDRAW: S = S::new("Отозвать выставление", "Withdraw the nomination");
pub const WITHDRAW_TIP: S = S::new(
    "Говорящий снимает свою кандидатуру (по этим правилам можно)",
    "The speaker takes his nomination back (this ruleset allows it)",
);
pub const NOTHING_TO_RECORD: S =
    S::new("Сейчас нечего записывать", "There is nothing to record now");
pub const BAD_VOTE_COUNT: S = S::new("Число голосов: целое от 0", "Vote count: a whole number");
pub const PICK_TWO: S = S::new(
    "Отметьте ровно двух игроков для сравнения",
    "Mark exactly two players to compare",
);
pub const BAD_COMPENSATION: S = S::new(
    "Компенсация: i и N — целые числа",
    "Compensation: i and N are whole numbers",
);
pub const BAD_POINTS: S = S::new(
    "Баллы: число, например 0.3 или -0,5",
    "Points: a number such as 0.3 or -0.5",
);
pub const ACTING: S = S::new("Ходит", "Acting");
pub const HINT_LOOK: S = S::new(
    "Здесь ничего не записывается. Когда время выйдет — «Далее» (Enter).",
    "Nothing to record here. When the time is up: Next (Enter).",
);
pub const HINT_SHOOT: S = S::new(
    "Цель — кнопкой «Выстрел №…» в строке игрока или цифрой и R. Выстрелы не совпали — «Промах» (M).",
    "The target: \"Shoot …\" in the player's row, or a digit and R. The shots differ: Miss (M).",
);
pub const HINT_CHECK: S = S::new(
    "Кого проверяют: «Проверить №…» в строке игрока или цифрой и R. Ответ и жест появятся здесь.",
    "Who is checked: \"Check …\" in the player's row, or a digit and R. The answer and gesture show here.",
);
pub const HINT_PROTECT: S = S::new(
    "Кого защищает юрист: «Защитить №…» в строке игрока или цифрой и R. Защищённого этой ночью не убьют.",
    "Whom the lawyer protects: \"Protect …\" in the player's row, or a digit and R. He cannot be killed tonight.",
);
pub const HINT_BLOCK: S = S::new(
    "Кого лишают голоса: «Без голоса №…» в строке игрока или цифрой и R. Утром он не голосует.",
    "Who loses his vote: \"No vote …\" in the player's row, or a digit and R. He does not vote in the morning.",
);
pub const HINT_COMPARE: S = S::new(
    "Отметьте двух игроков («Сравнить №…» или цифрами), затем «Записать сравнение» (R).",
    "Mark two players (\"Compare …\" or digits), then \"Record the comparison\" (R).",
);
pub const PICKED: S = S::new("Отмечены", "Marked");
pub const RECORD_COMPARE: S = S::new("Записать сравнение", "Record the comparison");
pub const ORDER_PICKED: S = S::new("Заказ", "Order");
pub const RECORD_ORDER: S = S::new("Записать заказ", "Record the order");
pub const ORDER_RECORDED: S = S::new("Записан заказ", "Order recorded");
pub const BLOCKED_TIP: S = S::new(
    "Этот игрок сегодня не голосует (агент ФБР)",
    "This player does not vote today (FBI agent)",
);
pub const BLOCKED_TODAY: S = S::new("Сегодня не голосуют", "Not voting today");
pub const LIKES: S = S::new("Лайки", "Likes");
pub const LIKE_PICK_GIVER: S = S::new(
    "Выберите, кто даёт лайк (щелчок по номеру или цифра), затем «Лайк №…» у получателя",
    "Select who gives the like (click a number or press a digit), then \"Like …\" in the receiver's row",
);
pub const RECORD_BEST_PLAYERS: S = S::new("Записать лучших игроков", "Record the best players");
pub const BEST_PLAYERS_RECORDED: S = S::new("Лучшие игроки", "Best players");
pub const BEST_MOVE_TABLE: S = S::new("Таблица баллов за лучший ход", "Best-move points table");
pub const NO_FIRST_KILLED: S = S::new(
    "Компенсация: первоубиенного нет",
    "Compensation: nobody was killed first",
);
pub const COMPENSATION_TIP: S = S::new(
    "i — сколько раз игрок был первоубиенным красным в проигранной игре (включая эту), N — число игр на игрока в турнире",
    "i: how many times the player was killed first as a red in a lost game (this one included); N: the tournament's games per player",
);
pub const RECORD_COMPENSATION: S = S::new("Записать компенсацию", "Record the compensation");
pub const EXTRA_PICK_SEAT: S = S::new(
    "Доп. баллы и штрафы: выберите игрока (щелчок по номеру или цифра)",
    "Extra points and penalties: select a player (click a number or press a digit)",
);
pub const PENALTY: S = S::new("Штраф турнира:", "Tournament penalty:");
pub const NOTES: S = S::new("Заметки для протокола", "Notes for the protocol");
pub const NOTE_HINT: S = S::new("Текст заметки", "The note");
pub const ADD_NOTE: S = S::new("Добавить заметку", "Add the note");
pub const THIS_NIGHT: S = S::new("Эта ночь: записано раньше", "This night: recorded so far");
pub const CHANGE_NICK: S = S::new("Исправить ник", "Fix the nickname");
pub const ROLE_COUNTS: S = S::new("Карты в этой игре", "Cards in this game");

pub fn too_many_picks(n: usize) -> crate::ruleset::Text {
    crate::ruleset::Text {
        ru: format!("Отмечено уже {n}: больше нельзя (снимите отметку, чтобы заменить)"),
        en: format!("{n} are marked already: no more (unmark one to replace it)"),
    }
}
pub fn protect_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Защитить №{seat}"), format!("Protect {seat}"))
}
pub fn block_seat(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Без голоса №{seat}"),
        format!("No vote {seat}"),
    )
}
pub fn compare_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Сравнить №{seat}"), format!("Compare {seat}"))
}
pub fn order_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Заказ №{seat}"), format!("Order {seat}"))
}
pub fn like_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Лайк №{seat}"), format!("Like {seat}"))
}
pub fn best_player_seat(lang: Lang, seat: Seat) -> String {
    pick(lang, format!("Лучший №{seat}"), format!("Best {seat}"))
}
pub fn rename_seat(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Переименовать №{seat}"),
        format!("Rename {seat}"),
    )
}
pub fn like_from_tip(lang: Lang, from: Seat, to: Seat) -> String {
    pick(
        lang,
        format!("Игрок №{from} даёт лайк игроку №{to}"),
        format!("Player {from} likes player {to}"),
    )
}
pub fn hint_order(lang: Lang, nights: u8) -> String {
    pick(
        lang,
        format!(
            "Отметьте до {nights} номеров по порядку ночей («Заказ №…» или цифрами), затем «Записать заказ» (R)."
        ),
        format!(
            "Mark up to {nights} seats in the order of the nights (\"Order …\" or digits), then \"Record the order\" (R)."
        ),
    )
}
/// «ночь 1: №3, ночь 2: №7».
pub fn order_list(lang: Lang, seats: &[Seat]) -> String {
    if seats.is_empty() {
        return "—".to_owned();
    }
    seats
        .iter()
        .enumerate()
        .map(|(i, s)| match lang {
            Lang::Ru => format!("ночь {}: №{s}", i + 1),
            Lang::En => format!("night {}: {s}", i + 1),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
pub fn protected(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Защищён №{seat}"),
        format!("Protected: {seat}"),
    )
}
pub fn blocked(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Утром не голосует №{seat}"),
        format!("No vote in the morning: {seat}"),
    )
}
pub fn compared(lang: Lang, seats: &[Seat]) -> String {
    let list = seat_list(seats);
    pick(
        lang,
        format!("Сравнены {list}"),
        format!("Compared: {list}"),
    )
}
/// «№4 (выставил №1), №9 (выставил №2)».
pub fn nomination_list(lang: Lang, noms: &[crate::game::state::Nomination]) -> String {
    noms.iter()
        .map(|n| match lang {
            Lang::Ru => format!("№{} (от №{})", n.target, n.by),
            Lang::En => format!("{} (by {})", n.target, n.by),
        })
        .collect::<Vec<_>>()
        .join(", ")
}
pub fn likes_rule(lang: Lang, per_player: u8, needed: u8, points: f64) -> String {
    pick(
        lang,
        format!("Лайки: каждый даёт {per_player}, по одному игроку; {needed} лайка = +{points}"),
        format!("Likes: {per_player} each, one per player; {needed} likes = +{points}"),
    )
}
pub fn likes_given(lang: Lang, from: Seat, given: &[Seat], left: usize) -> String {
    let list = if given.is_empty() {
        "—".to_owned()
    } else {
        seat_list(given)
    };
    pick(
        lang,
        format!("Игрок №{from} отдал: {list} (осталось {left})"),
        format!("Player {from} gave: {list} ({left} left)"),
    )
}
pub fn best_players_rule(lang: Lang, max: Option<u8>) -> String {
    match max {
        Some(m) => pick(
            lang,
            format!("Лучший игрок (не больше {m}): «Лучший №…» в таблице"),
            format!("Best player (at most {m}): \"Best …\" in the table"),
        ),
        None => pick(
            lang,
            "Лучшие игроки по голосованию стола (все с равным числом голосов): «Лучший №…» в таблице".to_owned(),
            "Best players by the table's vote (all tied get it): \"Best …\" in the table".to_owned(),
        ),
    }
}
pub fn compensation_title(lang: Lang, seat: Seat) -> String {
    pick(
        lang,
        format!("Компенсация первоубиенному №{seat}"),
        format!("Compensation for the first killed, {seat}"),
    )
}
/// Where a seat's points come from, for the tooltip.
pub fn points_breakdown(lang: Lang, p: &crate::game::score::SeatPoints) -> String {
    let parts = [
        (S::new("итог", "result"), p.result),
        (S::new("лучший ход", "best move"), p.best_move),
        (S::new("удаление", "removal"), p.removal),
        (S::new("доп. баллы", "extra"), p.extra),
        (
            S::new("лайки и лучший игрок", "likes and best player"),
            p.bonus,
        ),
        (S::new("штрафы", "penalties"), p.penalties),
        (S::new("компенсация", "compensation"), p.compensation),
    ];
    parts
        .iter()
        .filter(|(_, v)| *v != 0.0)
        .map(|(s, v)| format!("{}: {v:+.2}", s.get(lang)))
        .collect::<Vec<_>>()
        .join("\n")
}
pub fn count_range(lang: Lang, min: u8, max: u8) -> String {
    pick(
        lang,
        format!("от {min} до {max}"),
        format!("{min} to {max}"),
    )
}
pub fn cards_for_players(lang: Lang, cards: usize, players: usize) -> String {
    if cards == players {
        pick(
            lang,
            format!("Карт {cards} — по числу игроков"),
            format!("{cards} cards, one per player"),
        )
    } else {
        pick(
            lang,
            format!(
                "Карт {cards}, а игроков {players}: карт должно быть столько же, сколько игроков"
            ),
            format!("{cards} cards for {players} players: there must be one card per player"),
        )
    }
}
/// The judge's call in a night step that has no words of its own in the ruleset.
pub fn wake_up(lang: Lang, who: &str, kind: &crate::ruleset::StepKind) -> String {
    use crate::ruleset::StepKind;
    let (ru, en) = match kind {
        StepKind::Look => ("", ""),
        StepKind::Kill { .. } => ("в кого стреляете?", "whom do you shoot?"),
        StepKind::Check { .. } => ("кого проверяете?", "whom do you check?"),
        StepKind::Protect => ("кого защищаете?", "whom do you protect?"),
        StepKind::BlockVote => (
            "кто утром не голосует?",
            "who does not vote in the morning?",
        ),
        StepKind::Compare => (
            "каких двух игроков сравниваете?",
            "which two players do you compare?",
        ),
        StepKind::Order { .. } => ("кого заказываете?", "whom do you book?"),
    };
    if ru.is_empty() {
        pick(
            lang,
            format!("{who}, просыпайтесь."),
            format!("{who}, wake up."),
        )
    } else {
        pick(
            lang,
            format!("{who}, просыпайтесь: {ru}"),
            format!("{who}, wake up: {en}"),
        )
    }
}

// ------------------------------------------------ the audience's moments

pub const VOTE_CANCELLED: S = S::new(
    "голосование отменено: игрок удалён",
    "the vote is cancelled: a player was removed",
);
pub const NOBODY_LEAVES: S = S::new("Никто не покидает стол", "Nobody leaves");
pub const NO_VOTE_TODAY: S = S::new("Голосования не будет", "No vote today");
pub const NOBODY_KILLED: S = S::new("Никто не убит", "Nobody was killed");
pub const HANDS_COUNTING: S = S::new("считаем руки", "counting hands");
pub const END_SEAT: S = S::new("№", "Seat");
pub const END_POINTS: S = S::new("Баллы", "Points");
pub const END_EXTRA: S = S::new("Доп. баллы", "Extra points");

/// «1 голос», «3 голоса», «5 голосов» / "1 vote", "5 votes".
pub fn votes_n(lang: Lang, n: u8) -> String {
    let ru = match (n % 10, n % 100) {
        (1, x) if x != 11 => "голос",
        (2..=4, x) if !(12..=14).contains(&x) => "голоса",
        _ => "голосов",
    };
    let en = if n == 1 { "vote" } else { "votes" };
    pick(lang, format!("{n} {ru}"), format!("{n} {en}"))
}

fn outcome_words(o: crate::ruleset::Outcome) -> S {
    match o {
        crate::ruleset::Outcome::Red => RED_WINS,
        crate::ruleset::Outcome::Black => BLACK_WINS,
        crate::ruleset::Outcome::Draw => DRAW,
    }
}

/// "№5 — 2, №7 — 1": counts so far.
fn counted_list(c: &[crate::audience::moment::SeatVotes]) -> String {
    c.iter()
        .map(|x| format!("№{} — {}", x.seat, x.votes))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The line the judge says at a moment of the game.
pub fn moment_line(lang: Lang, m: &crate::audience::moment::Moment) -> String {
    use crate::audience::moment::{Moment, VoteKind};
    match m {
        Moment::Voting {
            kind,
            candidate,
            candidates,
            ..
        } => match (kind, candidate) {
            (VoteKind::Lift, _) => who_lifts_all(lang, candidates),
            (VoteKind::Revote, Some(c)) => pick(
                lang,
                format!("Переголосование. {}", who_votes_for(Lang::Ru, *c)),
                format!("The re-vote. {}", who_votes_for(Lang::En, *c)),
            ),
            (_, Some(c)) => who_votes_for(lang, *c),
            (_, None) => VOTE_RESULTS.get(lang).to_owned(),
        },
        Moment::VotedOut { leaving, lift, .. } => {
            let seats: Vec<Seat> = leaving.iter().map(|l| l.seat).collect();
            let list = seat_list(&seats);
            let votes = leaving.first().and_then(|l| l.votes);
            match (seats.len(), votes, lift) {
                (_, Some(v), true) => pick(
                    lang,
                    format!(
                        "За подъём всех — {}: игроки {list} покидают игровой стол.",
                        votes_n(Lang::Ru, v)
                    ),
                    format!(
                        "{} for all of them leaving: players {list} leave the table.",
                        votes_n(Lang::En, v)
                    ),
                ),
                (1, Some(v), false) => pick(
                    lang,
                    format!(
                        "{}: игрок {list} покидает игровой стол.",
                        votes_n(Lang::Ru, v)
                    ),
                    format!("{}: player {list} leaves the table.", votes_n(Lang::En, v)),
                ),
                _ => pick(
                    lang,
                    format!("Игровой стол покидает {list}."),
                    format!("Leaving the table: {list}."),
                ),
            }
        }
        Moment::Tie { seats, votes } => {
            let list = seat_list(seats);
            pick(
                lang,
                format!(
                    "Голоса разделились: {list}, по {}. Оправдательные речи, затем переголосование.",
                    votes_n(Lang::Ru, *votes)
                ),
                format!(
                    "A tie: {list}, {} each. They speak again, then the re-vote.",
                    votes_n(Lang::En, *votes)
                ),
            )
        }
        Moment::NobodyLeaves { votes, .. } => pick(
            lang,
            format!(
                "За подъём всех — {}: никто не покидает игровой стол.",
                votes_n(Lang::Ru, *votes)
            ),
            format!(
                "{} for all of them leaving: nobody leaves the table.",
                votes_n(Lang::En, *votes)
            ),
        ),
        Moment::NoVote { reason } => pick(
            lang,
            format!(
                "Голосования сегодня не будет: {}.",
                reason.ru.trim_end_matches('.')
            ),
            format!("No vote today: {}.", reason.en.trim_end_matches('.')),
        ),
        Moment::Night { killed, .. } => match killed.as_slice() {
            [] => pick(
                lang,
                "Доброе утро! Этой ночью никто не убит.".into(),
                "Good morning! Nobody was killed last night.".into(),
            ),
            seats => pick(
                lang,
                format!("Доброе утро! Этой ночью убит игрок {}.", seat_list(seats)),
                format!(
                    "Good morning! Player {} was killed last night.",
                    seat_list(seats)
                ),
            ),
        },
        Moment::BestMove { by, seats } => pick(
            lang,
            format!("Лучший ход игрока №{by}: {}.", seat_list(seats)),
            format!("Player {by}'s best move: {}.", seat_list(seats)),
        ),
        Moment::End {
            outcome, reason, ..
        } => format!(
            "{}. {}. {}",
            GAME_OVER.get(lang),
            outcome_words(*outcome).get(lang),
            reason.get(lang)
        ),
    }
}

/// The projector's banner for a moment: the headline, a large figure (the
/// hands, the votes) and a detail line.
pub fn moment_banner(
    lang: Lang,
    m: &crate::audience::moment::Moment,
) -> crate::audience::moment::Banner {
    use crate::audience::moment::{Banner, Moment, VoteKind};
    let b = |head: String, big: Option<String>, detail: String| Banner { head, big, detail };
    match m {
        Moment::Voting {
            kind,
            candidate,
            candidates,
            hands,
            counted,
        } => {
            let head = match (kind, candidate) {
                (VoteKind::Lift, _) => pick(
                    lang,
                    format!("Подъём всех: {}", seat_list(candidates)),
                    format!("All leave? {}", seat_list(candidates)),
                ),
                (VoteKind::Revote, Some(c)) => pick(
                    lang,
                    format!("Переголосование: №{c}"),
                    format!("Re-vote: {c}"),
                ),
                (_, Some(c)) => pick(lang, format!("Голосование: №{c}"), format!("Vote: {c}")),
                (_, None) => VOTE_RESULTS.get(lang).to_owned(),
            };
            let detail = if counted.is_empty() {
                match hands {
                    Some(_) => HANDS.get(lang).to_owned(),
                    None => HANDS_COUNTING.get(lang).to_owned(),
                }
            } else {
                counted_list(counted)
            };
            b(head, hands.map(|h| h.to_string()), detail)
        }
        Moment::VotedOut { leaving, lift, .. } => {
            let seats: Vec<Seat> = leaving.iter().map(|l| l.seat).collect();
            let list = seat_list(&seats);
            let head = if seats.len() > 1 {
                pick(
                    lang,
                    format!("{list} покидают стол"),
                    format!("{list} leave"),
                )
            } else {
                pick(
                    lang,
                    format!("{list} покидает стол"),
                    format!("{list} leaves"),
                )
            };
            let votes = leaving.first().and_then(|l| l.votes);
            let detail = match (votes, lift) {
                (Some(v), true) => format!("{} — {}", LIFT_RESULT.get(lang), votes_n(lang, v)),
                (Some(v), false) => votes_n(lang, v),
                (None, _) => String::new(),
            };
            b(head, None, detail)
        }
        Moment::Tie { seats, votes } => b(
            pick(
                lang,
                format!("Ничья: {}", seat_list(seats)),
                format!("A tie: {}", seat_list(seats)),
            ),
            None,
            pick(
                lang,
                format!("по {} · оправдательные речи", votes_n(Lang::Ru, *votes)),
                format!("{} each · they speak again", votes_n(Lang::En, *votes)),
            ),
        ),
        Moment::NobodyLeaves { votes, .. } => b(
            NOBODY_LEAVES.get(lang).to_owned(),
            None,
            format!("{} — {}", LIFT_RESULT.get(lang), votes_n(lang, *votes)),
        ),
        Moment::NoVote { reason } => b(
            NO_VOTE_TODAY.get(lang).to_owned(),
            None,
            reason.get(lang).to_owned(),
        ),
        Moment::Night { night, killed } => b(
            match killed.as_slice() {
                [] => NOBODY_KILLED.get(lang).to_owned(),
                seats => pick(
                    lang,
                    format!("Убит {}", seat_list(seats)),
                    format!("Killed: {}", seat_list(seats)),
                ),
            },
            None,
            night_title(lang, *night),
        ),
        Moment::BestMove { by, seats } => b(
            pick(
                lang,
                format!("Лучший ход: {}", seat_list(seats)),
                format!("Best move: {}", seat_list(seats)),
            ),
            None,
            player(lang, *by),
        ),
        Moment::End {
            outcome, reason, ..
        } => b(
            outcome_words(*outcome).get(lang).to_owned(),
            None,
            reason.get(lang).to_owned(),
        ),
    }
}
pub const SPEECH_KIND: S = S::new("речь", "speech");
pub const LAST_WORDS_KIND: S = S::new("последнее слово", "last words");
pub const SILENT_KIND: S = S::new("пропускает речь (фолы)", "loses this speech (fouls)");
pub fn tie_speech_kind(lang: Lang, secs: u32) -> String {
    pick(
        lang,
        format!("оправдательная речь, {secs} с"),
        format!("speaks again, {secs} s"),
    )
}
pub fn short_speech_kind(lang: Lang, secs: u32) -> String {
    pick(
        lang,
        format!("короткая речь, {secs} с"),
        format!("short speech, {secs} s"),
    )
}
