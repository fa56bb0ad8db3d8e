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

tournament-menu = Tournament…
tournament-window = Tournament
tournament-folder = Tournament folder:
tournament-open = Open
tournament-reload = Read again
tournament-standings-heading = Standings
tournament-games = Games
tournament-seating = Seating
tournament-players = Players
tournament-round = round
tournament-table = table
tournament-game-played = played
tournament-game-not-yet = not played yet
tournament-no-ruleset = { $file }: ruleset "{ $id }" not found
tournament-next-game = Next game: No. { $number } (round { $round }, table { $table }) — to the form
players-registry-error = The club's player list was not updated: { $error }
standings-added-twice = the same game as { $file } (added twice)
standings-earlier-save = an earlier save of the game in { $file }
standings-two-records = two different records of one game ({ $files }): keep one of them
standings-other-ruleset = played under the ruleset "{ $played }", the tournament's is "{ $ruleset }"
standings-not-finished = the game is not finished
