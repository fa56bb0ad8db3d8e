# The start screen (new game, the side column) and the library of kept games.

start-header = Protocol header
start-seats = Table
tournament-create-failed = The tournament was not created: { $why }
tournament-create-needs = a name and a folder are needed

lobby-tournament = Tournament
lobby-no-tournament = A tournament or a club evening: seating, game numbers and standings add up by themselves.
lobby-new-tournament = New tournament…
lobby-open-tournament = Open tournament…
lobby-open-last = Open “{ $name }”
lobby-other-tournament = Another tournament…
lobby-tournament-window = Tournament window
lobby-name = Name
lobby-folder = Folder
lobby-head-judge = Head judge
lobby-create = Create
lobby-open-folder = Open folder
lobby-folder-default = Folder: { $folder }
lobby-ruleset = Rules: { $ruleset } (as in the new game form)
lobby-ruleset-note = Add the players and the seating in the tournament window.
lobby-next-game = Next: game { $number } · round { $round } · table { $table }
lobby-take-next = Take into the form
lobby-all-played = Every game of the seating is played.
lobby-no-seating = No seating yet: it is made in the tournament window.
lobby-no-ruleset = The rules “{ $id }” are not on this computer

library-open = Game library ({ $n })…
library-no-games = No kept games yet.
library-open-uncounted = Game library…
library-listing = Reading the games folder…
# The console's start reads the records on a thread of its own (issue 35.4).
reading-game = Reading the game { $file }…
reading-game-keys = Keys pressed now take effect as soon as the game is open.
reading-autosave = Reading the autosaved game…
reading-tournament = Reading the tournament { $folder }…
library-title = Game library
library-back = Back
library-count = { $shown } of { $total }
library-reading = { $n ->
    [one] reading { $n } game…
   *[other] reading { $n } games…
}
library-search = Search
library-search-hint = nickname, tournament, judge, file…
library-tournament = Tournament
library-ruleset = Rules
library-month = Month
library-player = Player
library-any = any
library-reset = Reset
library-nothing = No game matches.
library-pick = Choose a game in the list.
library-kept-copy = kept copy
library-replaying = reading…
library-players = Players
library-file = File
library-col-when = Created
library-col-game = Game
library-col-state = State
library-delete = Delete the game…
library-delete-question = Move the game to the trash? The file stays as a copy in the trash folder beside the games.
library-delete-confirm = Move to the trash
# The seat draw (seed 002: players draw their numbers before the game).
start-draw-seats = Draw seats
start-redraw-seats = Draw again
start-draw-tip = The console seats the players typed in by lot; the draw's seed goes into the protocol header, so the draw can be checked.
start-draw-needs-players = Type in every player to draw the seats.
start-drawn = Seats by lot (seed { $seed })
start-draw-at-once = Show all numbers
start-draw-at-once-tip = The projector shows the numbers one at a time; this shows them all at once.
# The club evening (seed 002): who came, the next table by the club's rule.
evening-title = Club evening
evening-nick-hint = Player's nickname
evening-check-in = Came
evening-present = Here: { $count }
evening-check-out = Went home
evening-played = Played tonight: { $count }
evening-next-table = The next table by the club's rule
evening-why-minus = −1 for the last game
evening-why-best = best player
evening-why-first-killed = killed first
evening-why-not-played = has not played yet
evening-judge-decides = The other seats ({ $count }) are the judge's to fill.
evening-take-table = To the table
evening-take-table-tip = The proposed players take their seats; the judge may change any of them, then draw the seats.
evening-add = + { $nick }
evening-error = Club evening: { $error }
evening-none = Check in the players who came: after each game the console proposes the next table.
# A seated player the club has banned for several seasons (seed 002).
start-banned = { $nick }: banned by the club until { $until }
start-banned-why = { $nick }: banned by the club until { $until } ({ $reason })
start-removed-from-tournament = Seat { $seat } { $nick }: removed from the tournament, not to be seated — replace the player
evening-season = Season rating «{ $name }» (games: { $games })
evening-season-row = { $place }. { $nick } — { $points }
evening-season-error = The season rating was not counted: { $error }
evening-season-unknown-ruleset = The season rating was not counted: its games were played by the ruleset «{ $ruleset }», which this console does not have
