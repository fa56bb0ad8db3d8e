### What the judge says and the projector shows: the calls of the game.

good-morning = Доброе утро!
night-falls = Наступает ночь.
your-minute = Игрок №{ $seat }, ваша минута.
your-short-speech = Игрок №{ $seat }, у вас { $secs } { $secs ->
    [one] секунда
    [few] секунды
   *[many] секунд
}.
silent-speech = Игрок №{ $seat } пропускает речь ({ $count }), но может выставить кандидатуру.
tie-speech = Игрок №{ $seat }, у вас { $secs } { $secs ->
    [one] секунда
    [few] секунды
   *[many] секунд
} на оправдание.
after-word = Игрок №{ $seat }, у вас { $secs } { $secs ->
    [one] секунда
    [few] секунды
   *[many] секунд
}: ваше мнение о прошедшей игре.
after-words-over = Слово после игры окончено.
last-words = Игрок №{ $seat }, ваше последнее слово.
killed-last-words = Этой ночью убит игрок №{ $seat }. Ваше последнее слово.
best-move-say = Доброе утро! Этой ночью убит игрок №{ $seat }. Ваш лучший ход: назовите три номера.
who-votes-for = Кто за то, чтобы игрок №{ $seat } покинул игровой стол?
who-lifts-all = Кто за то, чтобы все игроки ({ $seats }) покинули игровой стол?

## A night step with no words of its own in the ruleset.

wake-up = { $who }, просыпайтесь.
wake-up-ask = { $who }, просыпайтесь: { $question }
wake-up-kill = в кого стреляете?
wake-up-check = кого проверяете?
wake-up-protect = кого защищаете?
wake-up-block-vote = кто утром не голосует?
wake-up-immunity = кого защищаете от голосования?
wake-up-compare = каких двух игроков сравниваете?
wake-up-order = кого заказываете?
# Before a game: the seats the console drew (seed 002).
seat-draw-title = Жеребьёвка мест

## The caption of the game on the stream pages: the protocol header's parts, joined by « · ».
caption-round = Тур { $round }
caption-table = стол { $table }
caption-game = игра { $game }

## The history of the game's rounds (the stream strip and the projector): a departure in the words of the seat's tile; the night's checks only in spectator mode.
history-title = История
history-left = №{ $seat } { $nick } — { $how }
history-check-black = ночь { $night }: проверен №{ $seat } — чёрный
history-check-red = ночь { $night }: проверен №{ $seat } — красный
history-check-found = ночь { $night }: поиск №{ $seat } — найден
history-check-missed = ночь { $night }: поиск №{ $seat } — мимо
