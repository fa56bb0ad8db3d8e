### ruleset: что не так в файле правил (src/ruleset/error.rs), словами организатора

ruleset-error-file = { $file }:
ruleset-problem = ключ `{ $key }`: { $what }
ruleset-problem-line = ключ `{ $key }` (строка { $line }): { $what }
ruleset-problem-whole = { $what }
ruleset-expected = ожидается { $what }
ruleset-found-missing = ключа нет
ruleset-found = указано { $value }
ruleset-not-found = правила «{ $id }» не найдены в { $folders }

rs-table-text = файл не таблица в виде текста (картинка, архив, документ?): сохраните его из таблицы как CSV (UTF-8, UTF-16 или Windows-1251)
rs-utf8 = файл не в кодировке UTF-8 (строка { $line }): сохраните его в UTF-8
rs-toml = строка { $line }, столбец { $column }: { $fault ->
    [duplicate] один и тот же ключ записан в таблице дважды
   *[other] это не TOML (в строке пишется ключ = значение, [раздел] или # комментарий)
}: { $text }
rs-whole-number-max = целое число от 0 до { $max }
rs-whole-number = целое число, 0 или больше
rs-number = число (например 1, 0.5 или -1)
rs-quoted-text = текст в кавычках
rs-true-or-false = true или false
rs-list = список в квадратных скобках [ ... ]
rs-table = таблица ({"{"} ... {"}"} или [раздел])
rs-card-count = число карт от 0 до 255 или диапазон вида {"{"} min = 1, max = 2, default = 1 {"}"}
rs-known-key = такого ключа здесь нет; допустимые ключи: { $allowed }
rs-another-kind = значение другого вида
rs-russian-text = непустой русский текст (ru = "..."; en можно не писать)
rs-word-form = форма слова, непустой текст в кавычках (русский: one, few, many, plural; английский: one, other, plural)
rs-one-of = одно из: { $choices }
rs-ruleset-id = id правил, например "fiim"
rs-id-characters = id из строчных латинских букв, цифр, - и _
rs-thing = { $thing ->
    [team] id команды
    [role] id роли
    [step] id шага ночи
    [offence] id нарушения
    [gesture] id жеста
    [table] id таблицы лучшего хода
    [penalty] id штрафа
    [tpenalty] id турнирного штрафа
   *[tiebreak] критерий при равенстве очков
}
rs-unique-id = { $what }, не повторяющийся в файле (этот повторяется)
rs-id-from = { $what } из { $section }
rs-red-and-black = хотя бы одна красная и одна чёрная команда ([[teams]] с side = "red" и side = "black")
rs-team-of-side = команда с side = "{ $side }"
rs-player-limits = число игроков: 3 ≤ min ≤ max ≤ 20
rs-default-between = число от min до max
rs-some-role = хотя бы одна роль ([[roles]])
rs-count-order = min ≤ default ≤ max
rs-role-counts-add-up = числа карт по умолчанию, в сумме равные players.default = { $players }; сейчас в сумме { $sum }
rs-role-ranges-fill = диапазоны карт, которыми можно раздать любое допустимое число игроков
rs-card-of-side = хотя бы одна { $side ->
    [red] красная
   *[black] чёрная
} карта в каждой раздаче
rs-seconds = от { $min } до { $max } секунд
rs-warning-before-end = меньше секунд, чем timers.speech
rs-foul-limits = 1 ≤ silence_at < remove_at
rs-image-path = путь к картинке в папке assets/
rs-relative-image-path = относительный путь внутри assets/ (без ".." и не с /)
rs-existing-picture = картинка, которая есть в папке assets/ (этой нет)
rs-player-count = число живых игроков
rs-tied-count = число игроков, набравших поровну
rs-tied-range = 2 ≤ tied ≤ living
rs-best-move-seats = от 1 до 5 мест
rs-at-least-one = 1 или больше
rs-iso-date = дата в виде ГГГГ-ММ-ДД
rs-date-order = последний день не раньше первого (to не раньше from)
rs-at-least-one-or-left-out = 1 или больше (без ограничения — не писать ключ)
rs-double-vote-offence = id записи [[offences]], за которую второй голос удаляет игрока (voting.double_vote_removes = true)
rs-disqualifying-offence = id из [[offences]] с kind = "disqualify"
rs-rule-number = номер правила в нумерации этих правил (одна строка от 1 до 40 символов в кавычках), подпись на каждом языке {"{"} ru = "...", en = "..." {"}"} или false, если у правила нет номера
rs-rule-label = подпись правила на этом языке (одна строка от 1 до 80 символов)
rs-rule-label-language = подпись хотя бы на одном языке: {"{"} ru = "...", en = "..." {"}"}
rs-acting-team = id команды, которая действует (team = "...")
rs-acting-roles = id ролей тех, кто действует (roles = ["..."])
rs-reveals = что показывает проверка: "side", "team", "role" или "is_role:" и id роли
rs-is-role = "is_role:" и id роли из [[roles]]
rs-night-zero-kind = "look" или "order" в нулевую ночь (убийств и проверок в неё нет)
rs-order-on-night-zero = "order" только в нулевую ночь ([[night_zero]])
rs-best-player-vote-too = ещё и points.best_player_vote (баллы каждому лучшему игроку)
rs-penalty-points = баллы (отрицательные для штрафа)
rs-compensation-from-games = "from_games" только вместе с compensation в [points] (step, cap, share)
rs-late-minutes = для kind = "late": сколько минут опоздания стоит один шаг баллов (1 или больше)
rs-notice-only-skipped = notice только при kind = "skipped_round"
rs-minutes-only-late = per_minutes и disqualify_at_minutes только при kind = "late"
rs-finite-number = конечное число
rs-tournament-penalty-points = сколько баллов стоит штраф (0 — ничего, отрицательное число — потеря)
rs-at-most-with-beyond = at_most и beyond вместе (сколько раз, затем какой штраф вместо него)
rs-other-penalty = id другого штрафа из [[tournament.penalties]]
rs-tournament-name = название турнира
rs-nickname = ник игрока
rs-unique-nickname = каждый ник один раз (этот повторяется)
rs-json = строка { $line }, столбец { $column }: { $eof ->
    [yes] файл обрывается раньше времени (обрезан?)
   *[no] это не JSON
}
rs-record-format = "format": "mafia-judge-record" (это не запись игры этого пульта)
rs-record-version = версия формата от { $oldest } до { $newest } (файл записан более новым пультом: обновите этот)
rs-made-by-newer = файл, который читает этот пульт: он записан пультом { $made_by }, новее этого ({ $ours }); откройте его версией { $made_by } или новее (скачайте её или спросите того, кто прислал файл)
rs-nothing-after = ничего после закрывающей скобки записи
rs-nickname-chars = ник от 1 до { $max } символов; в этом { $chars } { $chars ->
        [one] символ
        [few] символа
       *[many] символов
    }
rs-key-once = ключ записан дважды
rs-time-ms = время в миллисекундах (целое число)
rs-actions-at-most = не больше { $max } действий в одной записи игры (в этой их больше; так долго игра не идёт)
rs-geographic-unused = этого ключа здесь быть не может: ни voting.hidden_nominations, ни одна запись voting.repeat_tie_ends или end.streaks не говорит geographic = true
rs-day-answer-only-for-checks = "day" только у шага "check" или "compare" (другие шаги ответа не дают)
rs-no-wake-on-night-zero = в нулевую ночь такого ключа нет: её шаги объявляются всегда
rs-same-ruleset = правила, по которым считается таблица, «{ $id }»
rs-tournament-player = один из игроков турнира
rs-photo-file = файл фотографии, который есть (путь от файла списка игроков)
rs-photo-picture = фотография в PNG или JPEG, которую можно прочитать
rs-photo-size = файл фотографии не больше { $kb } КБ
