### What the audience sees at each moment: the judge's line and the projector's banner.

removal-vote-this-day = голосование этого дня не проводится
removal-vote-next-day = голосование следующего дня не проводится
nobody-leaves = Никто не покидает стол
no-vote-today = Голосования не будет
nobody-killed = Никто не убит
hands-counting = считаем руки
only-candidate = единственная кандидатура
end-seat = №
end-points = Баллы
end-extra = Доп. баллы

## The kind of speech, under the speaker's name.

speech-kind = речь
last-words-kind = последнее слово
silent-kind = пропускает речь ({ $count })
tie-speech-kind = оправдательная речь, { $secs } с
short-speech-kind = короткая речь, { $secs } с
after-word-kind = слово после игры, { $secs } с

## The judge's line.

moment-revote-say = Переголосование. Кто за то, чтобы игрок №{ $seat } покинул игровой стол?
moment-lift-passed-say = За подъём всех — { $votes }: игроки { $seats } покидают игровой стол.
moment-voted-out-say = { $votes }: игрок { $seats } покидает игровой стол.
moment-leaves-say = Игровой стол покидает { $seats }.
moment-tie-say = Голоса разделились: { $seats }, по { $votes }. Оправдательные речи, затем переголосование.
moment-nobody-leaves-say = За подъём всех — { $votes }: никто не покидает игровой стол.
moment-no-vote-say = { $reason }.
moment-nobody-killed-say = Доброе утро! Этой ночью никто не убит.
moment-killed-say = Доброе утро! Этой ночью убит игрок { $seats }.
moment-best-move-say = Лучший ход игрока №{ $by }: { $seats }.
moment-removed-say = { $how ->
    [fouls] Игрок { $seats } удалён: { $what }.
    [team_loss] Игрок { $seats } удалён, поражение команды: { $what }.
   *[disqualified] Игрок { $seats } дисквалифицирован: { $what }.
}
moment-end-say = Игра окончена. { $winner }. { $reason }

## The projector's banner.

banner-vote = Голосование: { $seats }
banner-after-words = Слово после игры: { $secs } { $secs ->
    [one] секунда
    [few] секунды
   *[many] секунд
} каждому
banner-revote = Переголосование: { $seats }
banner-lift = Подъём всех: { $seats }
banner-leaves-one = { $seats } покидает стол
banner-leaves-many = { $seats } покидают стол
banner-tie = Ничья: { $seats }
banner-tie-detail = по { $votes } · оправдательные речи
banner-killed = Убит { $seats }
banner-best-move = Лучший ход: { $seats }
banner-speech-cut = { $seats }: { $what }
banner-speech-cut-detail = речь окончена, слово следующему
banner-removed = { $how ->
    [fouls] { $seats } удалён
    [team_loss] { $seats }: поражение команды
   *[disqualified] { $seats } дисквалифицирован
}
