### tournament

# The standings page of the tournament book (mafia-judge protocol TOURNAMENT).
tournament-standings = ТУРНИРНАЯ ТАБЛИЦА
tournament-col-place = Место
tournament-col-nick = Игрок
tournament-col-games = Игр
tournament-col-wins = Побед
tournament-col-points = Очки
tournament-col-extra = Доп.
tournament-col-penalties = Штрафы
tournament-col-total = Итого
tournament-not-eligible = вне награждения
tournament-games-counted = Учтено игр: { $count }
tournament-left-out = Не учтены: { $file } — { $why }
tournament-penalty-line = { $nick }: { $penalty } ({ $points }) — { $reason }

tournament-menu = Турнир…
tournament-window = Турнир
tournament-folder = Папка турнира:
tournament-open = Открыть
tournament-reload = Перечитать
tournament-standings-heading = Таблица
tournament-games = Игры
tournament-seating = Рассадка
tournament-players = Игроки
tournament-round = тур
tournament-table = стол
tournament-game-played = сыграна
tournament-game-not-yet = ещё не сыграна
tournament-no-ruleset = { $file }: правила «{ $id }» не найдены
tournament-next-game = Следующая игра: №{ $number } (тур { $round }, стол { $table }) — в форму
players-registry-error = Список игроков клуба не обновлён: { $error }
standings-added-twice = та же игра, что в { $file } (добавлена дважды)
standings-earlier-save = более раннее сохранение игры из { $file }
standings-two-records = две разные записи одной игры ({ $files }): оставьте одну из них
standings-other-ruleset = сыграна по правилам «{ $played }», а турнир идёт по «{ $ruleset }»
standings-not-finished = игра не закончена
