### engine: refusals, why a game ended, why nobody left by vote.
### The rule numbers come from the ruleset ({ $rule }), never from here.

# $rule: a number with its prefix (rule-number) or a ruleset's label as written.
refusal-with-rule = { $text } ({ $rule })
rule-number = п. { $number }
reason-with-rule = { $text } ({ $rule })

refusal-no-seat = Нет места №{ $seat } (места 1–{ $seats })
refusal-has-left = Игрок №{ $seat } уже покинул игру
refusal-not-started = Игра ещё не началась
refusal-game-over = Игра окончена
refusal-cards-before-start = Роли меняются только до начала игры
refusal-nick-length = Ник: от 1 до 40 символов
refusal-no-such-role = В правилах нет роли «{ $role }»
refusal-role-count-range = Карт «{ $role }»: от { $min } до { $max }
refusal-role-all-dealt = Все карты «{ $role }» ({ $count }) уже розданы
refusal-cards-for-players = Карт { $cards }, а игроков { $players }
refusal-need-both-sides = Нужны и красные, и чёрные карты
refusal-no-card = У игрока №{ $seat } нет карты
refusal-role-dealt = Карт «{ $role }»: роздано { $dealt }, нужно { $needed }
refusal-start-first = Сначала начните игру
refusal-votes-first = Сначала голоса за кандидата №{ $candidate }
refusal-lift-votes-first = Сначала голоса «за подъём всех»
refusal-nominate-in-own-speech = Выставлять можно только во время своей речи
refusal-already-nominated = Игрок №{ $target } уже выставлен (игроком №{ $by })
refusal-immune = Игрока №{ $seat } сегодня нельзя выставить: он защищён от голосования
refusal-one-nomination = Игрок №{ $by } уже выставил кандидатуру: одна за речь
refusal-no-withdrawal = По этим правилам кандидатуру не отзывают
refusal-withdraw-in-own-speech = Отозвать можно только во время своей речи
refusal-nothing-to-withdraw = Игрок №{ $by } никого не выставлял
refusal-no-such-offence = В правилах нет нарушения «{ $offence }»
refusal-offence-is-removal = Нарушение { $offence } — это удаление, а не { $word }
refusal-offence-is-foul = Нарушение { $offence } — это { $word }, а не удаление
refusal-no-fouls = У игрока №{ $seat } нет { $none }
refusal-too-many-votes = Голосов { $votes }, а неотданных осталось { $left }
refusal-does-not-vote-today = Игрок №{ $seat } сегодня не голосует
refusal-listed-twice = Игрок №{ $seat } указан дважды
refusal-shooters-are = Стреляют места { $seats }: по выстрелу от каждого
refusal-already-voted = Игрок №{ $seat } уже проголосовал: один голос
refusal-no-vote-now = Сейчас не голосование
refusal-all-votes-counted = Все голоса подсчитаны
refusal-vote-in-order = Голосуем по порядку выставления: сейчас кандидат №{ $candidate }
refusal-no-vote-open = Голосование не открыто
refusal-no-lift-vote-now = Сейчас не голосование за подъём
refusal-night-action-only = Это ночное действие
refusal-no-such-night-step = В правилах нет такого ночного шага
refusal-step-recorded = «{ $step }» уже записано; отмените, чтобы изменить
refusal-wrong-step = Сейчас шаг «{ $step }»
refusal-step-departed = В шаге «{ $step }» некому действовать: его роль покинула игру. Объявите шаг, выдержите его время и идите дальше
refusal-not-himself = Нельзя выбрать самого себя
refusal-two-different-players = Нужны два разных игрока
refusal-order-night-only = Заказ делается в ночь заказов
refusal-not-order-step = Сейчас не заказ
refusal-order-size = Заказ: от 1 до { $nights } { $nights ->
    [one] номера
   *[other] номеров
}
refusal-best-move-in-morning = Лучший ход делает первоубиенный утром
refusal-best-move-size = Лучший ход: ровно { $seats } { $seats ->
    [one] номер
    [few] номера
   *[many] номеров
}
refusal-best-move-not-himself = Себя в лучший ход не называют
refusal-named-twice = Номер { $seat } назван дважды
refusal-no-timer = Сейчас нет таймера
refusal-timer-running = Таймер уже идёт
refusal-timer-not-running = Таймер не идёт
refusal-timer-seconds = От 1 до 600 секунд
refusal-reason-needed = Решение судьи требует письменного обоснования
refusal-extra-points-range = Доп. баллы: число от −10 до 10, не ноль
refusal-extra-points-reason = Доп. баллы ставятся с обоснованием
refusal-no-likes = В этих правилах нет лайков
refusal-like-himself = Лайк себе не даётся
refusal-already-liked = Игрок №{ $from } уже дал лайк игроку №{ $to }: по одному каждому
refusal-likes-used = Игрок №{ $from } уже отдал { $given } { $given ->
    [one] лайк
    [few] лайка
   *[many] лайков
}
refusal-no-best-player-vote = В этих правилах нет голосования за лучшего игрока
refusal-best-players-max = Лучших игроков не больше { $max }
refusal-no-such-penalty = В правилах нет штрафа «{ $id }»
refusal-no-such-best-move-table = Нет таблицы лучшего хода «{ $id }»
refusal-no-compensation = В этих правилах нет компенсации
refusal-compensation-range = Нужно 0 ≤ i ≤ N, N > 0
refusal-empty-protest = Пустой протест
refusal-protest-after-game = Протест подаётся только после окончания игры
refusal-empty-note = Пустая заметка
refusal-after-game-only = Это делается после игры
refusal-no-after-round = В этих правилах нет слова игрокам после игры
refusal-after-round-over = Слово игрокам после игры уже закончилось
refusal-no-such-count = В день { $day } не было голосования №{ $count }
refusal-no-votes-for = В этом голосовании дня { $day } голоса за №{ $seat } не записаны
refusal-hands-known = Руки за №{ $seat } уже записаны
refusal-hands-not-the-count = За №{ $seat } было голосов: { $votes }, а отмечено рук: { $marked }
refusal-could-not-vote = Игрок №{ $seat } не голосовал в день { $day }: его не было за столом или его голос был снят
refusal-no-lift-vote = В день { $day } не было голосования за подъём всех
refusal-lift-hands-known = Руки за подъём всех в день { $day } уже записаны
refusal-lift-hands-not-the-count = За подъём всех в день { $day } было голосов: { $votes }, а отмечено рук: { $marked }
# The most actions one record holds (store's ACTIONS_LIMIT); $limit is that number.
refusal-actions-limit = В игре уже { $limit } { $limit ->
        [one] действие
        [few] действия
       *[many] действий
    }: больше одна запись игры не вмещает (так долго игра не идёт; не залипла ли клавиша?)

end-no-black-left = Все чёрные покинули игру
end-parity = Чёрных за столом не меньше, чем красных
end-misses = { $length } { $length ->
    [one] промах
    [few] промаха
   *[many] промахов
} подряд
end-quiet-nights = { $length } { $length ->
    [one] ночь
    [few] ночи
   *[many] ночей
} подряд никто не покинул игру
end-quiet-rounds = { $length } { $length ->
    [one] ночь
    [few] ночи
   *[many] ночей
} и { $length ->
    [one] день
    [few] дня
   *[many] дней
} подряд никто не покинул игру
end-team-loss = Поражение команде игрока №{ $seat }: { $offence }

no-vote-cancelled = Голосование не проводится: игрок удалён
no-vote-stopped = Голосование прекращено: игрок удалён
no-vote-candidate-removed = Голосование прекращено: кандидат удалён
no-vote-nobody-nominated = Никто не выставлен
no-vote-single-day-one = Единственная кандидатура в первый день: голосование не проводится
no-vote-repeat-tie-ends = Повторное равенство при { $living } игроках: голосование не проводится
no-vote-no-lift-all-tied = Подъём всех игроков за столом не голосуется
no-vote-repeat-tie = Повторное равенство: никто не покидает игру
no-vote-lift-failed = За подъём всех — не больше половины: никто не покидает игру
