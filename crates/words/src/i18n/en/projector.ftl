### What the judge says and the projector shows: the calls of the game.

good-morning = Good morning!
night-falls = Night falls.
your-minute = Player { $seat }, your minute.
your-short-speech = Player { $seat }, you have { $secs } { $secs ->
    [one] second
   *[other] seconds
}.
silent-speech = Player { $seat } loses this speech ({ $count }) but may nominate.
tie-speech = Player { $seat }, you have { $secs } { $secs ->
    [one] second
   *[other] seconds
} to defend yourself.
after-word = Player { $seat }, you have { $secs } { $secs ->
    [one] second
   *[other] seconds
} for your view of the game just played.
after-words-over = The words after the game are over.
last-words = Player { $seat }, your last words.
killed-last-words = Player { $seat } was killed last night. Your last words.
best-move-say = Good morning! Player { $seat } was killed last night. Your best move: name three seats.
who-votes-for = Who is for player { $seat } leaving the table?
who-lifts-all = Who is for all of the players ({ $seats }) leaving the table?

## A night step with no words of its own in the ruleset.

wake-up = { $who }, wake up.
wake-up-ask = { $who }, wake up: { $question }
wake-up-kill = whom do you shoot?
wake-up-check = whom do you check?
wake-up-protect = whom do you protect?
wake-up-block-vote = who does not vote in the morning?
wake-up-immunity = whom do you protect from the vote?
wake-up-compare = which two players do you compare?
wake-up-order = whom do you book?
# Before a game: the seats the console drew (seed 002).
seat-draw-title = Seat draw

## The caption of the game on the stream pages: the protocol header's parts, joined by « · ».
caption-round = Round { $round }
caption-table = table { $table }
caption-game = game { $game }

## The history of the game's rounds (the stream strip and the projector): a departure in the words of the seat's tile; the night's checks only in spectator mode.
history-title = History
history-left = №{ $seat } { $nick } — { $how }
history-check-black = night { $night }: №{ $seat } checked — black
history-check-red = night { $night }: №{ $seat } checked — red
history-check-found = night { $night }: search of №{ $seat } — found
history-check-missed = night { $night }: search of №{ $seat } — missed
