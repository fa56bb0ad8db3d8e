### The judge's window: start screen, menus, commands, game screen, scoring.
app-title = Mafia judge
projector-title = Mafia: projector

## Start screen.

new-game = New game
ruleset = Ruleset
players = Players
nicknames = Nicknames
paste-list = Paste a list (one nickname per line)
apply-list = Fill the seats
deal-secret = Deal in secret
deal-secret-tip = The console deals the cards; roles show only with "Reveal roles"
geographic-rules = Geographic rules (rule { $rules })
geographic-rules-tip = The tournament's head judge decides whether they apply and says so before it starts ({ $rule }). The choice is kept in the game record's header.
roles-as-dealt = Roles (as the cards fell)
no-role = —
start-game = Start the game
broken-rulesets = Ruleset files with errors:
no-rulesets = No ruleset file was found

## Menus and toggles.

menu-game = Game
menu-view = View
menu-help = Help
about-menu = About…
about-title = About
about-what = A judge console for sports mafia: the game, the projector, the music, the protocol, tournaments and club evenings.
about-system = System: { $os ->
        [windows] Windows
        [linux] Linux
        [macos] macOS
       *[other] { $os }
    }, { $arch }
about-data = Games and settings:
about-rulesets = Bundled rulesets:
about-guide = The judge's guide:
about-licences = Libraries' licences:
about-none = none
about-licence = Free software under the MIT licence (the LICENSE file). Quote the version above when you ask for help.
menu-lang = Language
reveal-roles = Reveal roles
spectator = Spectator mode on the projector
spectator-tip = The projector shows roles and checks. Only for a stream or a hall the players cannot see!

## Commands (labels and tooltips; the catalogue in app::command uses these).

next = Next »
next-tip = End this speech or step and go to the next one
undo = Undo
undo-tip = Take back the last step
redo = Redo
redo-tip = Redo the step taken back
foul = Foul
foul-tip = { $word } to the selected player (with the offence from the list)
remove-foul = Take back a { $word }
remove-foul-tip = Take back the selected player's last { $word }
nominate = Nominate
nominate-tip = The speaker nominates the selected player
timer-toggle = Start / pause
timer-toggle-tip = Start or pause the timer
timer-plus = +10 s
timer-plus-tip = Add 10 seconds
timer-reset = Reset
timer-reset-tip = Put the timer back to its full time
projector = Projector
projector-tip = Open or close the audience window
fullscreen = Fullscreen
fullscreen-tip = Projector fullscreen (F11 in the projector window)
select-seat = Select a seat (in a vote, his hand)
select-seat-tip = Digits 1-9, 0 = seat 10
keys = Keys
music = Music
music-tip = Night music and speech cues: volume, own folder
music-window = Night music and cues
no-sound = no sound: { $reason }

## Game screen.

seat = #
nick = Nickname
role = Role
status = Status
action = Action
in-game = in
say-now = Announce:
offence = Offence
no-offence = (not given)
punish = Remove / team loss
punish-tip = A disqualification or the team's loss for the selected player (offence from the list)
selected = Selected
nobody-selected = Select a player (click a number or press a digit)
votes-for = Votes for candidate
hands = Hands
vote-count = Vote count
record-votes = Record the votes
record-votes-tip = The hands marked, or the number typed
hands-by-keys = the seats' digits (1–9, 0 = seat 10)
hands-by-keys-tip = Mark each voter's hand by his seat's digit or the "Hand …" button in his row; the vote count follows the hands. Type a number only where the club does not record hands: Polemica takes no game without them.
lift-votes = For all of them leaving
late-count-note = A removal decided the result, which stands; the votes left may still be counted for the protocol
miss = Miss
miss-tip = The mafia missed
shot-not-recorded = The shot is not recorded: press «Miss» or choose a seat
best-move = Best move
best-move-record = Record the best move
result = Result
points = Points
judge-decision = Judge's decision
reason = Reason
declare = Declare the result
extra-points = Extra points
give-extra = Give
red-wins = Red wins
black-wins = Black wins
draw = Draw
nominations = Nominated
no-nominations = Nobody nominated
night-calm = The town is asleep…
game-over = The game is over
setup = Seating
gesture-missing = The gesture image is missing
undone = Step taken back
redone = Step redone
nothing-to-undo = Nothing to undo
nothing-to-redo = Nothing to redo
vote-results = Votes
revote-results = Re-vote
lift-result = For all leaving
night-zero = Night zero

## Recording picks, night steps by kind, after-game scoring.

record = Record
record-tip = Record what is marked: the votes, the best move, the night step's target (the selected seat), the journalist's pair, the order, the best players
withdraw = Withdraw the nomination
withdraw-tip = The speaker takes his nomination back (this ruleset allows it)
nothing-to-record = There is nothing to record now
bad-vote-count = Vote count: a whole number
pick-two = Mark exactly two players to compare
bad-compensation = Compensation: i and N are whole numbers
bad-points = Points: a number such as 0.3 or -0.5
acting = Acting
hint-look = Nothing to record here. When the time is up: Next (Enter).
hint-shoot = The target: "Shoot …" in the player's row, or a digit and R. The shots differ: Miss (M).
shots-each = Shots shooter by shooter (for the rating sites)
shots-each-shooter = Seat { $seat } shoots
shots-each-none = did not shoot
shots-each-record = Record the shots
shots-each-hidden = The list names the blacks: "Reveal roles" first.
hint-check = Who is checked: "Check …" in the player's row, or a digit and R. The answer and gesture show here.
hint-protect = Whom the lawyer protects: "Protect …" in the player's row, or a digit and R. He cannot be killed tonight.
hint-block = Who loses his vote: "No vote …" in the player's row, or a digit and R. He does not vote in the morning.
hint-immunity = Who is protected from the vote: "Immune …" in the player's row, or a digit and R. Nobody may nominate him in the day.
hint-answer-in-day = The answer is given in the day: the judge passes it on in the morning if the checker is still at the table. Show no gesture now.
hint-compare = Mark two players ("Compare …" or digits), then "Record the comparison" (R).
step-departed = { $who } has left: announce, wait, go on.
hint-departed = The table must not learn that the role is out: announce the step as usual, give it its time on the timer, then Next (Enter). There is nothing to record.
picked = Marked
record-compare = Record the comparison
order-picked = Order
record-order = Record the order
order-recorded = Order recorded
blocked-tip = This player does not vote today (FBI agent)
blocked-today = Not voting today
immune-today = May not be nominated today
answers-today = Answers the judge gives today
likes = Likes
like-pick-giver = Select who gives the like (click a number or press a digit), then "Like …" in the receiver's row
record-best-players = Record the best players
best-players-recorded = Best players
best-move-table = Best-move points table
no-first-killed = Compensation: nobody was killed first
compensation-tip = i: how many times the player was killed first as a red in a lost game (this one included); N: the tournament's games per player
record-compensation = Record the compensation
extra-pick-seat = Extra points and penalties: select a player (click a number or press a digit)
penalty = Tournament penalty:
notes = Notes for the protocol
note-hint = The note
add-note = Add the note
this-night = This night: recorded so far
change-nick = Fix the nickname
# The letter that picks a card on the start screen (a seat's card list has
# the keyboard focus): role-key-<role id>. Roles without one are picked by
# the first letter of their name.
role-key-mafia = m
role-key-don = d
role-key-sheriff = s
role-key-civilian = c
role-keys-tip = A letter picks the card: m mafia, d don, s sheriff, c civilian; other roles by the first letter of their name. The arrows step through, Enter closes the list.
role-counts = Cards in this game

## Strings with values.

day-title = Day { $day }
night-title = Night { $night }
player = Player { $seat }
default-nick = Player { $seat }
fouls-left = { $left } left
killed-at = killed, night { $night }
voted-out-on = voted out, day { $day }
removed-fouls = removed: { $count }
disqualified = disqualified
team-loss = removed (team loss)
votes-count = { $n } { $n ->
    [one] vote
   *[other] votes
}
nominate-seat = Nominate { $seat }
hand-seat = Hand { $seat }
shoot-seat = Shoot { $seat }
check-seat = Check { $seat }
best-move-seat = BM { $seat }
foul-seat = { $word } { $seat }
remove-foul-seat = Take back a { $word } of { $seat }
checked = Checked: { $seat }
shot-at = Shot at { $seat }
too-many-picks = { $n } are marked already: no more (unmark one to replace it)
protect-seat = Protect { $seat }
block-seat = No vote { $seat }
immune-seat = Immune { $seat }
compare-seat = Compare { $seat }
order-seat = Order { $seat }
like-seat = Like { $seat }
best-player-seat = Best { $seat }
rename-seat = Rename { $seat }
like-from-tip = Player { $from } likes player { $to }
hint-order = Mark up to { $nights } { $nights ->
    [one] seat
   *[other] seats
} in the order of the nights ("Order …" or digits), then "Record the order" (R).
booked-for-tonight = as ordered: №{ $seat }
order-list-item = night { $night }: { $seat }
protected = Protected: { $seat }
blocked = No vote in the morning: { $seat }
immune = May not be nominated in the day: { $seat }
answer-to = Player { $actor } ({ $step }): { $answer }
compared = Compared: { $seats }
nomination-item = { $target } (by { $by })
likes-rule = Likes: { $per_player } each, one per player; { $needed } { $needed ->
    [one] like
   *[other] likes
} = +{ $points }
likes-given = Player { $from } gave: { $list } ({ $left } left)
best-players-rule-max = Best player (at most { $max }): "Best …" in the table
best-players-rule-vote = Best players by the table's vote (all tied get it): "Best …" in the table
mark-hands-title = Hands in the votes entered as counts
mark-hands-tip = Who raised a hand for each candidate and for lifting all: Polemica takes the game only with each player's vote. The result of the game does not change.
mark-hands-for = Day { $day }, vote { $count }: No. { $seat } had { $votes } votes, { $marked } marked
mark-hand-tip = No. { $voter } voted for No. { $seat }
record-hands = Record the hands for No. { $seat } (day { $day }, vote { $count })
mark-lift-hands-for = Day { $day }, lifting all ({ $seats }): { $votes } votes, { $marked } marked
mark-lift-hand-tip = No. { $voter } voted to lift all of them
record-lift-hands = Record the hands for lifting all (day { $day })
after-words-rule = Words after the game: { $secs } { $secs ->
    [one] second
   *[other] seconds
} each, in seat order, the players out too. "Next" for the next one.
after-words-progress = No. { $seat } speaks ({ $n } of { $of })
skip-after-words = End the words after the game
after-words-skipped = The judge ended the words after the game ({ $n } of { $of })
compensation-title = Compensation for the first killed, player { $seat }
points-part-result = result
points-part-best-move = best move
points-part-removal = removal
points-part-extra = extra
points-part-bonus = likes and best player
points-part-penalties = penalties
points-part-compensation = compensation
count-range = { $min } to { $max }
cards-one-per-player = { $cards } cards, one per player
cards-for-players = { $cards } cards for { $players } players: there must be one card per player

## Saved games: resume offer, recent games, file windows, protocol header (ui/resume.rs).

resume-resume = Resume
resume-put-aside = Put aside
resume-put-aside-tip = The game moves to "Recent games", where it can be opened
resume-autosave-broken = The autosaved game cannot be resumed:
resume-recent = Recent games
resume-open = Open
resume-delete-sure = Really delete?
resume-export = PDF protocol
resume-finished = finished
resume-damaged = unreadable
resume-open-dots = Open…
resume-save-as-dots = Save as…
resume-export-dots = Export protocol (PDF)…
resume-meta-dots = Protocol header…
resume-browse = Browse…
resume-cancel = Cancel
resume-path = File path:
resume-picking = The system dialog is open…
resume-no-picker = The system dialog was closed or is not available: type the path
resume-meta-title = Protocol header
resume-meta-note = Remembered and copied into every new game
resume-meta-sites = This game's ids on the rating sites
resume-meta-sites-note = This game's ids go over the tournament's; an empty field takes the tournament's or the command line's.
resume-tournament = Tournament
resume-stage = Stage
resume-date = Date
resume-table = Table
resume-game-no = Game no.
resume-judge = Judge
resume-close = Close
resume-save = Save
resume-do-export = Export
resume-other-folder = Another games folder…
resume-use-folder = Keep the games here
# $phase is empty or ", day 2".
resume-offer = Resume the game of { $time }{ $phase }?
resume-details = players: { $players }, actions: { $actions }

## A finished tournament game a crash left in the autosave, never filed.
left-game-title = The game is over but not filed into the tournament «{ $tournament }»
left-game-file = File it into the tournament
left-game-open-tournament = Open the tournament «{ $tournament }» to file it there
left-game-not-filed = The finished game ({ $game }) is not filed into the tournament «{ $tournament }»: it is not open. It is among the kept games: { $path }; add it in the tournament window

## The judge's first hour: hand-out, removal confirmation, the projector key.
blank = Blank the projector
blank-tip = A black screen in the hall; again to bring it back
auto-timer = Start the speech timer on Next
cancel-removal = Cancel
will-be-silent = loses his next speech
hand-out = Handing out the cards
hand-out-note = On the judge's screen only, never on the projector. Each player in turn looks at his card.
show-card = Show the card
hide-card = Hide
next-seat = Next player
all-cards-seen = Every player has seen his card: the game can start
compensation-hint = i: how many times the player was killed first as a red in a lost game (this one included); N: the tournament's games per player
removal-question = Player { $seat } leaves the game. Confirm?
confirm-removal = Remove { $seat }
hand-out-seat = Player { $seat }: your card
projector-monitor = Projector monitor

## The day's stage after the day's title (ui/game.rs), the language menu (ui/mod.rs).

stage-best-move = best move
stage-last-words = last words
stage-speeches = speeches
stage-tie-speeches = tie speeches
stage-voting = vote
stage-lift-vote = vote: all of them leave?
stage-after-words = words after the game
# The language's name in itself, for the language menu.
language-name = English

## Errors on the way into a game.

players-out-of-range = { $players } { $players ->
    [one] player
   *[other] players
}, but the ruleset "{ $ruleset }" allows { $min } to { $max }

## What a step did, after undo and redo.

undone-what = Undone: { $what }
redone-what = Redone: { $what }
undo-would = Undo: { $what }
redo-would = Redo: { $what }
foul-word = foul
foul-none = fouls
# The CLDR plural category of $n, for a ruleset's word forms (not shown).
plural-category = { $n ->
    [one] one
   *[other] other
}
step-foul = { $word } to { $seats }: { $count }
step-foul-taken = taken back: { $word } of { $seats }
step-nominated = { $seats } nominated
step-withdrawn = nomination withdrawn
step-votes = votes for { $seats }: { $votes }
step-lift-votes = for all of them leaving: { $votes }
step-shot = shot at { $seats }
step-checked = check of { $seats }
step-moved = "Next" ({ $at })
step-timer = timer
step-hands-marked = the hands for { $seats }
step-lift-hands-marked = the hands for lifting all
step-after-word = the word after the game: { $seats }
step-after-round-ended = the words after the game are over
step-ended = end of the game
step-other = a step

## A speech a foul ended (Baikal 7, MCC).

speech-cut-by-fouls = Player { $seat }: { $count } during his speech, the speech is over.
