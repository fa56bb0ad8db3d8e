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
tournament-no-game-left-table = Table { $table } has no game left in the seating: all are played. The next ones come when the head judge makes the next stage's seating.
tournament-no-game-left = No game of the seating is left: all are played.
tournament-no-seating-yet = The tournament has no seating yet: the head judge makes it (the "Seating" section).
players-registry-error = The club's player list was not updated: { $error }
standings-added-twice = the same game as { $file } (added twice)
standings-earlier-save = an earlier save of the game in { $file }
standings-two-records = two different records of one game ({ $files }): keep one of them
standings-other-ruleset = played under the ruleset "{ $played }", the tournament's is "{ $ruleset }"
standings-not-finished = the game is not finished

# The tournament window: penalties, games from other consoles, seating, players; the hall between games.
tournament-browse = Browse…
tournament-penalties = Tournament penalties
tournament-reopen = Open the standings to the hall
tournament-close-from = Close the standings to the hall from round
tournament-close = Close
tournament-close-hint = The judge always sees the whole standings; the hall (projector and web pages) sees closed standings as they were before that round.
tournament-no-penalties = This tournament's ruleset has no tournament penalties.
tournament-penalty-take-back = Take it back
tournament-penalty-player = Player:
tournament-penalty-kind = Penalty:
tournament-penalty-minutes = Late, minutes:
tournament-penalty-reason = Reason:
tournament-penalty-add = Enter the penalty
tournament-penalty-needs-reason = A penalty needs a player and a reason.
tournament-add-games = Games from other tables:
tournament-add-files = Files…
tournament-add-folder = Folder…
tournament-add-path = File or folder:
tournament-add = Add
tournament-gen-players = Players:
tournament-gen-tables = Tables:
tournament-gen-rounds = Rounds:
tournament-generate = Generate a seating
tournament-seating-paste = Seating (CSV or pasted from a spreadsheet: round, table, nick in seat 1, nick in seat 2, …):
tournament-seating-hint = 1, 1, Alice, Bob, …
tournament-seating-read = Read the seating
tournament-quality-table = How often each player sits in each seat
tournament-draft-games = Games of the new seating
tournament-seating-has-games = The tournament has games already: game numbers will follow the new seating (the previous description stays in tournament.toml.bak).
tournament-seating-save = Save the seating into the tournament
tournament-seating-drop = Drop it
tournament-players-paste = Player list (CSV or pasted: nick, club, city — a player a line):
tournament-players-hint = Alice, Club, Minsk
tournament-players-add = Add the players
between-standings = Standings
between-all-played = Every game of the tournament is played
between-no-standings = The standings appear after the first game
tournament-players-imported = Players added: { $count }
tournament-placeholder-player = Player { $n }
tournament-seating-saved = The seating is saved into the tournament
tournament-accepted = The record is accepted as it is
tournament-not-saved = The tournament description was not saved: { $error }
tournament-closed-from = The standings are closed to the hall from round { $round }
tournament-minutes-late = { $minutes } min
tournament-brought-added = Added: { $source } as { $file }
tournament-brought-twice = Already there: { $source } — the same game is in { $file }
tournament-brought-conflict = Not added: { $source } — another record of the same game is in { $file }; keep one
tournament-brought-refused = Not added: { $source } — { $why }
tournament-draft-heading = New seating: { $games } games (not saved yet)
tournament-quality-seats = Times in one seat: { $min } to { $max } (spread { $spread })
tournament-quality-pairs = Pairs at one table: { $min } to { $max } times (spread { $spread })
between-closed = Standings after round { $round }; closed from here to the end
between-next = Next game No. { $number } · round { $round } · table { $table }
between-games = Games played: { $games }
tournament-penalty-take-back-yes = Yes, take it back
tournament-penalty-keep = Keep it
# The seating quality table of `mafia-judge seating` (columns: player, seats 1..N, games).
seating-report-player = player
seating-report-games = games
tournament-col-award = Awards
tournament-disqualified = removed from the tournament
# The check of every game against the seating (src/tournament/check.rs).
check-held = waits for the head judge: { $why }
check-players-differ = not the players of game { $game } in the seating (round { $round }, table { $table }): seat { $seats }
check-seat-diff = { $seat }: { $expected } in the seating, { $found } in the record
check-other-slot = the players sit as in game { $seated } (round { $seated_round }, table { $seated_table }), but the record is named game { $game } (round { $round }, table { $table }): another round's seating? Counted for neither game until the head judge decides
check-stranger = not a player of the tournament: { $nicks }
check-second-for-slot = a second record of game { $game } (round { $round }, table { $table }); the first is { $first }
check-outside-seating = game { $game } at table { $table } is not in the seating, and its players are in no game of the seating
check-changed-ruleset = played under a changed ruleset file (fingerprint { $played }, the tournament's now { $now })
check-one-change-copy = a copy of { $of } with one change: { $change }
check-change-created = another creation time
check-change-header = another header field "{ $field }"
check-change-roles = other cards
check-change-options = other switches of the game
check-change-action = another action no. { $index }
check-change-length = one action more or less at the end
check-appendix = the record { $of } and { $added } more actions after the game's end ({ $notes } of them notes); { $of } counts
# Issue 33.9: a later stage's seating checked against the cut of the stage before.
check-not-through-cut = game { $game } (round { $round }, table { $table }) of the stage "{ $stage }": { $count ->
    [one] the player
   *[other] the players
} { $nicks } did not pass the cut after the stage "{ $before }"
stage-seating-not-through = the seating of the stage "{ $stage }", round { $round }, table { $table }: { $count ->
    [one] the player
   *[other] the players
} { $nicks } did not pass the cut after the stage "{ $before }"
check-accept = Count it
check-accepted = counted by the head judge: { $why }
check-refuse = Refuse
check-refused = Refused: { $file } moved to { $moved_to } (not deleted)
check-refused-left-out = refused by the head judge; the file was moved to { $moved_to }
check-held-heading = Held games ({ $count }): the head judge decides
check-held-file = { $file }: game { $game }, table { $table }
check-held-head-only = Only the head judge can count or refuse them.
tournament-game-held = held: waits for the head judge
# Stages (src/tournament/stages.rs).
stage-line = { $name }: rounds { $first }–{ $last }, { $tables } tables, { $cut } go through
stage-final-line = { $name }: rounds { $first }–{ $last }, { $tables } tables
stage-passed = Through after the stage "{ $name }": { $count }
stage-not-finished = stage { $stage } is not finished: { $missing } games left
stage-none = the tournament has no stage { $stage } ({ $stages } stages)
stage-seating = Seating of the stage "{ $name }"
stage-make-seating = Make the seating of "{ $name }"
# A tie at a stage's cut the tie-breaks leave (src/tournament/stages.rs).
stage-tie-at-cut = A tie at the cut after the stage "{ $name }": { $tied } share place { $place }, and { $places } of them go through. Every figure is equal, so list order does not decide: decide by the regulation (a draw by lot or an extra game).
stage-tie-error = a tie at the cut after stage { $stage }: { $tied } ({ $places } of them go through); the next stage waits for the head judge's decision, a draw by lot or an extra game
stage-tie-choose = Tick who of them goes through ({ $places } needed):
stage-tie-by-lot = Record: decided by lot
stage-tie-by-game = Record: decided by an extra game
stage-tie-head-only = The head judge decides.
stage-tie-decided-lot = The tie at the cut was decided by lot: { $through } go through
stage-tie-decided-game = The tie at the cut was decided by an extra game: { $through } go through
tournament-cut-decided = The decision of the tie at the cut is recorded.
seating-clubs-apart = Players of one club at one table: { $count }
between-table-next = Table { $table } · game { $number } · round { $round }
between-stage = { $name } · rounds { $first }–{ $last }
between-cut = Going through to "{ $next }": { $count }
between-rows = places { $first }–{ $last } of { $count }
between-places = places
between-of = of
tournament-saved-games = Games of the seating: { $games }
# The chart of the statistics in the tournament window and the book.
tournament-stats-heading = Win rate by role
tournament-stats-axis = wins, %
tournament-stats-none = no finished game yet
tournament-points-heading = Points over the rounds
tournament-points-round = round
tournament-points-points = points
tournament-points-note = the points of the round's games; the tournament's penalties and compensation are in the standings' total only
tournament-tables-heading = By table
tournament-tables-table = Table
tournament-tables-ruleset = Ruleset
tournament-tables-games = Games
tournament-tables-red = Red, %
tournament-tables-black = Black, %
tournament-tables-vote = Vote
tournament-tables-shot = Shot
tournament-tables-removal = Removal
tournament-tables-draw = Draw
tournament-tables-days = Days, mean
