### The judge's window: start screen, menus, commands, game screen, scoring.
app-title = Судья мафии
projector-title = Мафия: проектор

## Start screen.

new-game = Новая игра
ruleset = Правила
players = Игроков
nicknames = Ники игроков
paste-list = Вставить список (по одному нику в строке)
apply-list = Разложить по местам
deal-secret = Раздать втайне
deal-secret-tip = Консоль сама раздаст карты; роли видны только по переключателю «Показать роли»
geographic-rules = Географические правила (п. { $rules })
geographic-rules-tip = Применять ли их, решает главный судья турнира и объявляет до начала ({ $rule }). Выбор записывается в заголовок записи игры.
roles-as-dealt = Роли (как легли карты)
no-role = —
start-game = Начать игру
broken-rulesets = Файлы правил с ошибками:
no-rulesets = Не найдено ни одного файла правил

## Menus and toggles.

menu-game = Игра
menu-view = Вид
menu-help = Справка
about-menu = О программе…
about-title = О программе
about-what = Судейский пульт спортивной мафии: игра, проектор, музыка, протокол, турниры и клубные вечера.
about-system = Система: { $os ->
        [windows] Windows
        [linux] Linux
        [macos] macOS
       *[other] { $os }
    }, { $arch }
about-data = Игры и настройки:
about-rulesets = Правила из поставки:
about-guide = Руководство судьи:
about-licences = Лицензии библиотек:
about-none = нет
about-licence = Свободная программа под лицензией MIT (файл LICENSE). Назовите версию выше, когда просите помощи.
menu-lang = Язык
reveal-roles = Показать роли
spectator = Режим зрителя на проекторе
spectator-tip = Проектор покажет роли и проверки. Только для трансляции или зала вне видимости игроков!

## Commands (labels and tooltips; the catalogue in app::command uses these).

next = Далее »
next-tip = Закончить эту речь или шаг и перейти к следующему
undo = Отменить
undo-tip = Отменить последний шаг
redo = Повторить
redo-tip = Вернуть отменённый шаг
foul = Фол
foul-tip = { $word } выбранному игроку (с нарушением из списка)
remove-foul = Снять { $word }
remove-foul-tip = Снять { $word } у выбранного игрока
nominate = Выставить
nominate-tip = Говорящий выставляет выбранного игрока
timer-toggle = Старт / пауза
timer-toggle-tip = Запустить или остановить таймер
timer-plus = +10 с
timer-plus-tip = Добавить 10 секунд
timer-reset = Сброс
timer-reset-tip = Вернуть таймер к полному времени
projector = Проектор
projector-tip = Открыть или закрыть окно для зала
fullscreen = Во весь экран
fullscreen-tip = Проектор во весь экран (F11 в окне проектора)
select-seat = Выбрать место (в голосовании — его рука)
select-seat-tip = Цифры 1-9, 0 = место 10
keys = Клавиши
music = Музыка
music-tip = Ночная музыка и сигналы речи: громкость, своя папка
music-window = Ночная музыка и сигналы
no-sound = нет звука: { $reason }

## Game screen.

seat = №
nick = Ник
role = Роль
status = Статус
action = Действие
in-game = в игре
say-now = Объявите:
offence = Нарушение
no-offence = (без указания)
punish = Удалить / техпоражение
punish-tip = Дисквалификация или поражение команды выбранному игроку (нарушение из списка)
selected = Выбран
nobody-selected = Выберите игрока (щелчок по номеру или цифра)
votes-for = Голоса за кандидата
hands = Руки
vote-count = Число голосов
record-votes = Записать голоса
record-votes-tip = Отмеченные руки или введённое число
hands-by-keys = цифры мест (1–9, 0 — место 10)
hands-by-keys-tip = Руку каждого голосующего отмечают цифрой его места или кнопкой «Рука №…» в его строке; число голосов следует за руками. Число вписывают, только если клуб руки не записывает: без рук игру не примет Polemica.
lift-votes = За подъём всех
late-count-note = Результат решило удаление и он остаётся; оставшиеся голоса можно досчитать для протокола
miss = Промах
miss-tip = Мафия не договорилась: промах
shot-not-recorded = Выстрел не записан: нажмите «Промах» или выберите номер
best-move = Лучший ход
best-move-record = Записать лучший ход
result = Итог
points = Баллы
judge-decision = Решение судьи
reason = Обоснование
declare = Объявить итог
extra-points = Доп. баллы
give-extra = Начислить
red-wins = Победа красных
black-wins = Победа чёрных
draw = Ничья
nominations = Выставлены
no-nominations = Никто не выставлен
night-calm = Город засыпает…
game-over = Игра окончена
setup = Рассадка
gesture-missing = Картинка жеста не найдена
undone = Шаг отменён
redone = Шаг возвращён
nothing-to-undo = Нечего отменять
nothing-to-redo = Нечего возвращать
vote-results = Голосование
revote-results = Переголосование
lift-result = За подъём всех
night-zero = Нулевая ночь

## Recording picks, night steps by kind, after-game scoring.

record = Записать
record-tip = Записать отмеченное: голоса, лучший ход, цель ночного шага (выбранный игрок), пару журналиста, заказ, лучших игроков
withdraw = Отозвать выставление
withdraw-tip = Говорящий снимает свою кандидатуру (по этим правилам можно)
nothing-to-record = Сейчас нечего записывать
bad-vote-count = Число голосов: целое от 0
pick-two = Отметьте ровно двух игроков для сравнения
bad-compensation = Компенсация: i и N — целые числа
bad-points = Баллы: число, например 0.3 или -0,5
acting = Ходит
hint-look = Здесь ничего не записывается. Когда время выйдет — «Далее» (Enter).
hint-shoot = Цель — кнопкой «Выстрел №…» в строке игрока или цифрой и R. Выстрелы не совпали — «Промах» (M).
shots-each = Выстрелы по стрелкам (для рейтинговых сайтов)
shots-each-shooter = Стреляет №{ $seat }
shots-each-none = не стрелял
shots-each-record = Записать выстрелы
shots-each-hidden = Список называет чёрных: сначала «Показать роли».
hint-check = Кого проверяют: «Проверить №…» в строке игрока или цифрой и R. Ответ и жест появятся здесь.
hint-protect = Кого защищает юрист: «Защитить №…» в строке игрока или цифрой и R. Защищённого этой ночью не убьют.
hint-block = Кого лишают голоса: «Без голоса №…» в строке игрока или цифрой и R. Утром он не голосует.
hint-immunity = Кого защищают от голосования: «Защитить от голосования №…» в строке игрока или цифрой и R. Днём его нельзя выставить.
hint-answer-in-day = Ответ даётся днём: судья сообщит его утром, если проверявший ещё за столом. Сейчас жест не показывать.
hint-compare = Отметьте двух игроков («Сравнить №…» или цифрами), затем «Записать сравнение» (R).
step-departed = { $who } — вне игры: объявите, выждите, идите дальше.
hint-departed = Стол не должен узнать, что роль выбыла: объявите шаг как обычно, выдержите его время по таймеру, затем «Далее» (Enter). Записывать нечего.
picked = Отмечены
record-compare = Записать сравнение
order-picked = Заказ
record-order = Записать заказ
order-recorded = Записан заказ
blocked-tip = Этот игрок сегодня не голосует (агент ФБР)
blocked-today = Сегодня не голосуют
immune-today = Сегодня нельзя выставить
answers-today = Ответы, которые судья даёт сегодня
likes = Лайки
like-pick-giver = Выберите, кто даёт лайк (щелчок по номеру или цифра), затем «Лайк №…» у получателя
record-best-players = Записать лучших игроков
best-players-recorded = Лучшие игроки
best-move-table = Таблица баллов за лучший ход
no-first-killed = Компенсация: первоубиенного нет
compensation-tip = i — сколько раз игрок был первоубиенным красным в проигранной игре (включая эту), N — число игр на игрока в турнире
record-compensation = Записать компенсацию
extra-pick-seat = Доп. баллы и штрафы: выберите игрока (щелчок по номеру или цифра)
penalty = Штраф турнира:
notes = Заметки для протокола
note-hint = Текст заметки
add-note = Добавить заметку
this-night = Эта ночь: записано раньше
change-nick = Исправить ник
# The letter that picks a card on the start screen (a seat's card list has
# the keyboard focus): role-key-<role id>. Roles without one are picked by
# the first letter of their name.
role-key-mafia = м
role-key-don = д
role-key-sheriff = ш
role-key-civilian = к
role-keys-tip = Буква выбирает карту: м — мафия, д — дон, ш — шериф, к — красный (мирный); для других ролей — первая буква названия. Стрелки листают, Enter закрывает список.
role-counts = Карты в этой игре

## Strings with values.

day-title = День { $day }
night-title = Ночь { $night }
player = Игрок №{ $seat }
default-nick = Игрок { $seat }
fouls-left = осталось { $left }
killed-at = убит ночью { $night }
voted-out-on = заголосован, день { $day }
removed-fouls = удалён: { $count }
disqualified = дисквалифицирован
team-loss = удалён (поражение команды)
votes-count = { $n } { $n ->
    [one] голос
    [few] голоса
   *[many] голосов
}
nominate-seat = Выставить №{ $seat }
hand-seat = Рука №{ $seat }
shoot-seat = Выстрел №{ $seat }
check-seat = Проверить №{ $seat }
best-move-seat = ЛХ №{ $seat }
foul-seat = { $word } №{ $seat }
remove-foul-seat = Снять { $word } №{ $seat }
checked = Проверен №{ $seat }
shot-at = Выстрел в №{ $seat }
too-many-picks = Отмечено уже { $n }: больше нельзя (снимите отметку, чтобы заменить)
protect-seat = Защитить №{ $seat }
block-seat = Без голоса №{ $seat }
immune-seat = Защитить от голосования №{ $seat }
compare-seat = Сравнить №{ $seat }
order-seat = Заказ №{ $seat }
like-seat = Лайк №{ $seat }
best-player-seat = Лучший №{ $seat }
rename-seat = Переименовать №{ $seat }
like-from-tip = Игрок №{ $from } даёт лайк игроку №{ $to }
hint-order = Отметьте до { $nights } { $nights ->
    [one] номера
   *[other] номеров
} по порядку ночей («Заказ №…» или цифрами), затем «Записать заказ» (R).
booked-for-tonight = по заказу: №{ $seat }
order-list-item = ночь { $night }: №{ $seat }
protected = Защищён №{ $seat }
blocked = Утром не голосует №{ $seat }
immune = Днём нельзя выставить №{ $seat }
answer-to = №{ $actor } ({ $step }): { $answer }
compared = Сравнены { $seats }
nomination-item = №{ $target } (от №{ $by })
likes-rule = Лайки: каждый даёт { $per_player }, по одному игроку; { $needed } { $needed ->
    [one] лайк
    [few] лайка
   *[many] лайков
} = +{ $points }
likes-given = Игрок №{ $from } отдал: { $list } (осталось { $left })
best-players-rule-max = Лучший игрок (не больше { $max }): «Лучший №…» в таблице
best-players-rule-vote = Лучшие игроки по голосованию стола (все с равным числом голосов): «Лучший №…» в таблице
mark-hands-title = Руки в голосованиях, записанных числом
mark-hands-tip = Кто поднял руку за каждого кандидата и за подъём всех: Polemica принимает игру только с голосом каждого игрока. Результат игры не меняется.
mark-hands-for = День { $day }, голосование { $count }: за №{ $seat } голосов { $votes }, отмечено { $marked }
mark-hand-tip = №{ $voter } голосовал за №{ $seat }
record-hands = Записать руки за №{ $seat } (день { $day }, голосование { $count })
mark-lift-hands-for = День { $day }, подъём всех ({ $seats }): голосов { $votes }, отмечено { $marked }
mark-lift-hand-tip = №{ $voter } голосовал за подъём всех
record-lift-hands = Записать руки за подъём всех (день { $day })
after-words-rule = Слово после игры: каждому { $secs } { $secs ->
    [one] секунда
    [few] секунды
   *[many] секунд
}, по порядку мест, выбывшим тоже. «Далее» — следующий.
after-words-progress = Говорит №{ $seat } ({ $n } из { $of })
skip-after-words = Закончить слово после игры
after-words-skipped = Слово после игры закончено судьёй ({ $n } из { $of })
compensation-title = Компенсация первоубиенному №{ $seat }
points-part-result = итог
points-part-best-move = лучший ход
points-part-removal = удаление
points-part-extra = доп. баллы
points-part-bonus = лайки и лучший игрок
points-part-penalties = штрафы
points-part-compensation = компенсация
count-range = от { $min } до { $max }
cards-one-per-player = Карт { $cards } — по числу игроков
cards-for-players = Карт { $cards }, а игроков { $players }: карт должно быть столько же, сколько игроков

## Saved games: resume offer, recent games, file windows, protocol header (ui/resume.rs).

resume-resume = Продолжить
resume-put-aside = Отложить
resume-put-aside-tip = Игра уйдёт в список «Недавние игры», оттуда её можно открыть
resume-autosave-broken = Автосохранённую игру нельзя продолжить:
resume-recent = Недавние игры
resume-open = Открыть
resume-delete-sure = Точно удалить?
resume-export = Протокол PDF
resume-finished = окончена
resume-damaged = не читается
resume-open-dots = Открыть…
resume-save-as-dots = Сохранить как…
resume-export-dots = Экспорт протокола (PDF)…
resume-meta-dots = Шапка протокола…
resume-browse = Обзор…
resume-cancel = Отмена
resume-path = Путь к файлу:
resume-picking = Открыт системный диалог…
resume-no-picker = Системный диалог закрыт или недоступен: введите путь вручную
resume-meta-title = Шапка протокола
resume-meta-note = Запоминается и переносится в каждую новую игру
resume-meta-sites = Номера игры на сайтах рейтинга
resume-meta-sites-note = Номера этой игры берут верх над номерами турнира; пустое поле — номер турнира или из командной строки.
resume-tournament = Турнир
resume-stage = Этап
resume-date = Дата
resume-table = Стол
resume-game-no = Игра №
resume-judge = Судья
resume-close = Закрыть
resume-save = Сохранить
resume-do-export = Экспорт
resume-other-folder = Другая папка игр…
resume-use-folder = Вести игры здесь
# $phase is empty or «, день 2».
resume-offer = Продолжить игру от { $time }{ $phase }?
resume-details = игроков: { $players }, действий: { $actions }

## A finished tournament game a crash left in the autosave, never filed.
left-game-title = Игра окончена, но не записана в турнир «{ $tournament }»
left-game-file = Записать в турнир
left-game-open-tournament = Откройте турнир «{ $tournament }», чтобы записать её в него
left-game-not-filed = Окончённая игра ({ $game }) не записана в турнир «{ $tournament }»: он не открыт. Она среди сохранённых игр: { $path }; добавьте её в окне турнира

## The judge's first hour: hand-out, removal confirmation, the projector key.
blank = Затемнить проектор
blank-tip = Чёрный экран в зале; ещё раз — вернуть
auto-timer = Таймер речи сам по «Далее»
cancel-removal = Отмена
will-be-silent = молчит в следующей речи
hand-out = Раздача карт
hand-out-note = Только на экране судьи, не на проекторе. Каждый игрок по очереди смотрит свою карту.
show-card = Показать карту
hide-card = Скрыть
next-seat = Следующий игрок
all-cards-seen = Все игроки видели свои карты: можно начинать
compensation-hint = i — сколько раз игрок был первоубиенным красным в проигранной игре (с этой), N — игр на игрока в турнире
removal-question = Игрок №{ $seat } покидает игру. Подтвердить?
confirm-removal = Удалить №{ $seat }
hand-out-seat = Игрок №{ $seat }: ваша карта
projector-monitor = Монитор проектора

## The day's stage after the day's title (ui/game.rs), the language menu (ui/mod.rs).

stage-best-move = лучший ход
stage-last-words = последнее слово
stage-speeches = речи
stage-tie-speeches = речи при равенстве
stage-voting = голосование
stage-lift-vote = голосование за подъём всех
stage-after-words = слово после игры
# The language's name in itself, for the language menu.
language-name = Русский

## Errors on the way into a game.

players-out-of-range = { $players } { $players ->
    [one] игрок
    [few] игрока
   *[many] игроков
}, а правила «{ $ruleset }» допускают от { $min } до { $max }

## What a step did, after undo and redo.

undone-what = Отменено: { $what }
redone-what = Возвращено: { $what }
undo-would = Отменить: { $what }
redo-would = Вернуть: { $what }
foul-word = фол
foul-none = фолов
# The CLDR plural category of $n, for a ruleset's word forms (not shown).
plural-category = { $n ->
    [one] one
    [few] few
   *[many] many
}
step-foul = { $word } { $seats }: { $count }
step-foul-taken = снятие: { $word } { $seats }
step-nominated = выставлен { $seats }
step-withdrawn = кандидатура снята
step-votes = голоса за { $seats }: { $votes }
step-lift-votes = за подъём всех: { $votes }
step-shot = выстрел в { $seats }
step-checked = проверка { $seats }
step-moved = «Далее» ({ $at })
step-timer = таймер
step-hands-marked = руки за { $seats }
step-lift-hands-marked = руки за подъём всех
step-after-word = слово после игры: { $seats }
step-after-round-ended = слово после игры окончено
step-ended = конец игры
step-other = шаг

## A speech a foul ended (Baikal 7, MCC).

speech-cut-by-fouls = Игрок №{ $seat }: { $count } во время его речи, речь окончена.
