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
