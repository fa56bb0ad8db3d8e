### tournament

# The standings page of the tournament book (mafia-judge protocol TOURNAMENT).
tournament-standings = STANDINGS
tournament-col-place = Place
tournament-col-nick = Player
tournament-col-games = Games
tournament-col-wins = Wins
tournament-col-points = Points
tournament-col-extra = Extra
tournament-col-penalties = Penalties
tournament-col-total = Total
tournament-not-eligible = not in the awards
tournament-games-counted = Games counted: { $count }
tournament-left-out = Left out: { $file } — { $why }
tournament-penalty-line = { $nick }: { $penalty } ({ $points }) — { $reason }
