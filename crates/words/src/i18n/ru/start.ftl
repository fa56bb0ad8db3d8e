# The start screen (new game, the side column) and the library of kept games.

start-header = Шапка протокола
start-seats = Стол
tournament-create-failed = Турнир не создан: { $why }
tournament-create-needs = нужны название и папка

lobby-tournament = Турнир
lobby-no-tournament = Турнир или клубный вечер: рассадка, номера игр и таблица собираются сами.
lobby-new-tournament = Новый турнир…
lobby-open-tournament = Открыть турнир…
lobby-open-last = Открыть «{ $name }»
lobby-other-tournament = Другой турнир…
lobby-tournament-window = Окно турнира
lobby-name = Название
lobby-folder = Папка
lobby-head-judge = Главный судья
lobby-create = Создать
lobby-open-folder = Открыть папку
lobby-folder-default = Папка: { $folder }
lobby-ruleset = Правила: { $ruleset } (как в форме новой игры)
lobby-ruleset-note = Игроков и рассадку добавьте в окне турнира.
lobby-next-game = Следующая: игра №{ $number } · тур { $round } · стол { $table }
lobby-take-next = Взять в форму
lobby-all-played = Все игры рассадки сыграны.
lobby-no-seating = Рассадки ещё нет: её составляют в окне турнира.
lobby-no-ruleset = Правил «{ $id }» нет на этом компьютере

library-open = Библиотека игр ({ $n })…
library-no-games = Сохранённых игр пока нет.
library-open-uncounted = Библиотека игр…
library-listing = Папка игр читается…
# The console's start reads the records on a thread of its own (issue 35.4).
reading-game = Игра { $file } читается…
reading-game-keys = Нажатые сейчас клавиши сработают, как только игра откроется.
reading-autosave = Автосохранённая игра читается…
reading-tournament = Турнир { $folder } читается…
library-title = Библиотека игр
library-back = Назад
library-count = { $shown } из { $total }
library-reading = { $n ->
    [one] читается { $n } игра…
    [few] читаются { $n } игры…
   *[many] читаются { $n } игр…
}
library-search = Поиск
library-search-hint = ник, турнир, судья, файл…
library-tournament = Турнир
library-ruleset = Правила
library-month = Месяц
library-player = Игрок
library-any = любой
library-reset = Сбросить
library-nothing = Ни одна игра не подходит.
library-pick = Выберите игру в списке.
library-replaying = читается…
library-kept-copy = сохранённая копия
library-players = Игроки
library-file = Файл
library-col-when = Создана
library-col-game = Игра
library-col-state = Состояние
library-delete = Удалить игру…
library-delete-question = Убрать игру в корзину? Файл останется копией в папке trash рядом с играми.
library-delete-confirm = Убрать в корзину
# The seat draw (seed 002: players draw their numbers before the game).
start-draw-seats = Тянуть номерки
start-redraw-seats = Тянуть заново
start-draw-tip = Консоль рассаживает вписанных игроков по жребию; зерно жребия попадает в шапку протокола, и жеребьёвку можно проверить.
start-draw-needs-players = Впишите всех игроков, чтобы тянуть номерки.
start-drawn = Места по жребию (зерно { $seed })
start-draw-at-once = Показать все номера
start-draw-at-once-tip = Проектор показывает номера по одному; эта кнопка показывает все сразу.
# The club evening (seed 002): who came, the next table by the club's rule.
evening-title = Клубный вечер
evening-nick-hint = Ник игрока
evening-check-in = Пришёл
evening-present = Пришли: { $count }
evening-check-out = Ушёл
evening-played = Сыграно сегодня: { $count }
evening-next-table = Следующий стол по правилам клуба
evening-why-minus = −1 за прошлую игру
evening-why-best = лучший игрок
evening-why-first-killed = первоубиенный
evening-why-not-played = ещё не играл
evening-judge-decides = Остальные места ({ $count }) — на усмотрение ведущего.
evening-take-table = За стол
evening-take-table-tip = Предложенные игроки садятся за стол; ведущий может поменять любого, затем тянуть номерки.
evening-add = + { $nick }
evening-error = Клубный вечер: { $error }
evening-none = Отметьте пришедших игроков: после каждой игры консоль предложит следующий стол.
# A seated player the club has banned for several seasons (seed 002).
start-banned = { $nick }: отстранён клубом до { $until }
start-banned-why = { $nick }: отстранён клубом до { $until } ({ $reason })
start-removed-from-tournament = №{ $seat } { $nick }: снят с турнира, за стол его не сажают — замените игрока
evening-season = Рейтинг сезона «{ $name }» (игр: { $games })
evening-season-row = { $place }. { $nick } — { $points }
evening-season-error = Рейтинг сезона не посчитан: { $error }
evening-season-unknown-ruleset = Рейтинг сезона не посчитан: его игры сыграны по правилам «{ $ruleset }», которых у консоли нет
