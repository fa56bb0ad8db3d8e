### The game protocol (PDF): the form's labels, how players left, the points' reasons.

## The labels of the form (protocol/model.rs).

protocol-title = ПРОТОКОЛ ИГРЫ
protocol-draft = ЧЕРНОВИК
protocol-continued = продолжение
protocol-appendix = Приложение
protocol-tournament = Турнир
protocol-stage = Этап
protocol-date = Дата
protocol-table = Стол
protocol-game = Игра №
protocol-ruleset = Правила
protocol-judge = Судья
protocol-seat = №
protocol-player = Игрок
protocol-role = Роль
protocol-fouls = Фолы
protocol-left = Выбыл
protocol-points = Баллы
protocol-extra = Доп.
protocol-total = Итого
protocol-day = День
protocol-night = Ночь
protocol-speaking-order = Порядок речей
protocol-nominations = Выставления
protocol-votes = Голосование
protocol-revote = Переголосование
protocol-lift = Подъём всех
protocol-lift-for = за
protocol-passed = выбывают
protocol-not-passed = остаются
protocol-voted-out = Заголосованы
protocol-day-notes = Примечания
protocol-shot = Выстрел
protocol-miss = промах
protocol-don-check = Проверка дона
protocol-sheriff-check = Проверка шерифа
protocol-result = Результат
protocol-not-over = игра не окончена
protocol-best-move = Лучший ход
protocol-blacks = чёрных
protocol-protest = Протест
protocol-decision = Решение судьи
protocol-signature = Подпись судьи
protocol-adjustments = Дополнительные баллы и штрафы
protocol-reason = Причина
protocol-foul-log = { $words } и нарушения
protocol-foul-log-plain = Фолы и нарушения
protocol-when = Когда
protocol-offence = Нарушение
protocol-notes = Заметки судьи
protocol-nothing = нет
protocol-page = стр.
protocol-of = из

## How a player left, when (protocol/from_game.rs).

protocol-exit-killed = убит
protocol-exit-voted = заголосован
protocol-exit-disqualified = дисквалифицирован
protocol-exit-team-loss = удалён (поражение команды)
protocol-when-night = ночь { $night }
protocol-when-day = день { $day }
protocol-before-game = до игры
protocol-after-game = после игры

## Day notes, checks, the result.

protocol-may-not-vote = не голосует: { $seats }
protocol-may-not-be-nominated = нельзя выставить: { $seats }
protocol-answered-in-day = ответ проверки дан днём: { $seats }
protocol-geographic-off = Географические правила (п. { $rules }) в этой игре не применялись (решение главного судьи, { $rule }).
# $how: «4 фола», «дисквалифицирован».
protocol-removed = №{ $seat } удалён ({ $how })
protocol-answer-red = красный
protocol-answer-black = чёрный
protocol-answer-not-role = не { $role }
protocol-answer-same-team = одна команда
protocol-answer-different-teams = разные команды
protocol-answer-miss = промах
protocol-order = Заказ
protocol-red-wins = Победа красных
protocol-black-wins = Победа чёрных
protocol-draw = Ничья
protocol-by-judge = Решение судьи: { $reason }
protocol-not-rated = { $reason } (не в рейтинг)

## The reasons of the points beyond the result.

protocol-best-move-hits = лучший ход: чёрных { $hits }
protocol-removal = удаление: { $how }
protocol-removal-for = удаление: { $how } — { $offence }
protocol-judge-extra = доп. баллы судьи
protocol-likes = лайки: { $likes }
protocol-best-player = лучший игрок по голосованию
protocol-penalty = штраф: { $name }
protocol-compensation = компенсация за первый отстрел

## The ruleset's word for a foul: $word is its English form (the key),
## $custom the ruleset's own word for one this file does not know.

fouls-count = { $word ->
    [foul] { $n } { $n ->
        [one] фол
        [few] фола
       *[many] фолов
    }
    [warning] { $n } { $n ->
        [one] предупреждение
        [few] предупреждения
       *[many] предупреждений
    }
    [remark] { $n } { $n ->
        [one] замечание
        [few] замечания
       *[many] замечаний
    }
   *[other] { $custom }: { $n }
}
fouls-column = { $word ->
    [foul] Фолы
    [warning] Предупреждения
    [remark] Замечания
   *[other] { $custom }
}
