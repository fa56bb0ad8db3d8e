### engine: refusals, why a game ended, why nobody left by vote.
### The rule numbers come from the ruleset ({ $rule }), never from here.

# $rule: a number with its prefix (rule-number) or a ruleset's label as written.
refusal-with-rule = { $text } ({ $rule })
rule-number = rule { $number }
reason-with-rule = { $text } ({ $rule })

refusal-no-seat = There is no seat { $seat } (seats 1-{ $seats })
refusal-has-left = Player { $seat } has already left the game
refusal-not-started = The game has not started yet
refusal-game-over = The game is over
refusal-cards-before-start = Cards can only change before the game starts
refusal-nick-length = A nickname has 1 to 40 characters
refusal-no-such-role = The ruleset has no role "{ $role }"
refusal-role-count-range = { $role } cards: { $min } to { $max }
refusal-role-all-dealt = All { $count } { $role } cards are already dealt
refusal-cards-for-players = { $cards } cards for { $players } players
refusal-need-both-sides = The deal needs both red and black cards
refusal-no-card = Player { $seat } has no card
refusal-role-dealt = { $role } cards: { $dealt } dealt, { $needed } needed
refusal-start-first = Start the game first
refusal-votes-first = Enter the votes for candidate { $candidate } first
refusal-lift-votes-first = Enter the votes for all of them leaving first
refusal-nominate-in-own-speech = A nomination is made during the player's own speech
refusal-already-nominated = Player { $target } is already nominated (by player { $by })
refusal-immune = Player { $seat } may not be nominated today: he is protected from the vote
refusal-one-nomination = Player { $by } has already nominated: one per speech
refusal-no-withdrawal = Nominations cannot be withdrawn under this ruleset
refusal-withdraw-in-own-speech = A nomination is withdrawn during the player's own speech
refusal-nothing-to-withdraw = Player { $by } has not nominated anyone
refusal-no-such-offence = The ruleset has no offence "{ $offence }"
refusal-offence-is-removal = Offence { $offence } is a removal, not a { $word }
refusal-offence-is-foul = Offence { $offence } is a { $word }, not a removal
refusal-no-fouls = Player { $seat } has no { $none }
refusal-too-many-votes = { $votes } votes, but only { $left } votes are left
refusal-does-not-vote-today = Player { $seat } does not vote today
refusal-listed-twice = Player { $seat } is listed twice
refusal-shooters-are = The shooters are seats { $seats }: one shot from each
refusal-already-voted = Player { $seat } has already voted: one vote each
refusal-no-vote-now = There is no vote now
refusal-all-votes-counted = All votes are counted
refusal-vote-in-order = Votes are counted in nomination order: now candidate { $candidate }
refusal-no-vote-open = No vote is open
refusal-no-lift-vote-now = There is no vote for all of them leaving now
refusal-night-action-only = This is a night action
refusal-no-such-night-step = The ruleset has no such night step
refusal-step-recorded = { $step } is already recorded; undo to change it
refusal-wrong-step = The current step is: { $step }
refusal-step-departed = Nobody acts in { $step }: its role has left the game. Announce the step, give it its time, then go on
refusal-not-himself = The player cannot choose himself
refusal-two-different-players = Two different players are needed
refusal-order-night-only = Orders are made on the order night
refusal-not-order-step = This is not the order step
refusal-order-size = An order books 1 to { $nights } { $nights ->
    [one] seat
   *[other] seats
}
refusal-best-move-in-morning = The best move is made by the first-killed player in the morning
refusal-best-move-size = A best move names exactly { $seats } { $seats ->
    [one] seat
   *[other] seats
}
refusal-best-move-not-himself = A player does not name himself
refusal-named-twice = Seat { $seat } is named twice
refusal-no-timer = There is no timer now
refusal-timer-running = The timer is already running
refusal-timer-not-running = The timer is not running
refusal-timer-seconds = 1 to 600 seconds
refusal-reason-needed = The judge's decision needs a written reason
refusal-extra-points-range = Extra points: a number from -10 to 10, not zero
refusal-extra-points-reason = Extra points need a reason
refusal-no-likes = This ruleset has no likes
refusal-like-himself = A player cannot like himself
refusal-already-liked = Player { $from } has already liked player { $to }: one like each
refusal-likes-used = Player { $from } has already given { $given } { $given ->
    [one] like
   *[other] likes
}
refusal-no-best-player-vote = This ruleset has no best-player vote
refusal-best-players-max = At most { $max } best players
refusal-no-such-penalty = The ruleset has no penalty "{ $id }"
refusal-no-such-best-move-table = No best-move table "{ $id }"
refusal-no-compensation = This ruleset has no compensation
refusal-compensation-range = Needs 0 <= i <= N and N > 0
refusal-empty-protest = The protest is empty
refusal-protest-after-game = A protest is filed only after the game is over
refusal-empty-note = The note is empty
refusal-after-game-only = This is done after the game
refusal-no-after-round = These rules have no round of words after the game
refusal-after-round-over = The round of words after the game is over
refusal-no-such-count = Day { $day } had no vote number { $count }
refusal-no-votes-for = That vote of day { $day } has no votes for No. { $seat }
refusal-hands-known = The hands for No. { $seat } are recorded already
refusal-hands-not-the-count = No. { $seat } had { $votes } votes, but { $marked } hands are marked
refusal-could-not-vote = Player { $seat } did not vote on day { $day }: he was not at the table or his vote was taken
refusal-no-lift-vote = Day { $day } had no vote to lift all of them
refusal-lift-hands-known = The hands for lifting all on day { $day } are recorded already
refusal-lift-hands-not-the-count = Lifting all on day { $day } had { $votes } votes, but { $marked } hands are marked
# The most actions one record holds (store's ACTIONS_LIMIT); $limit is that number.
refusal-actions-limit = This game already holds { $limit } actions, the most one game record holds (no game runs that long; is a key stuck?)

end-no-black-left = No black player is left
end-parity = Blacks are as many as reds at the table
end-misses = { $length } { $length ->
    [one] miss
   *[other] misses
} in a row
end-quiet-nights = { $length } { $length ->
    [one] night
   *[other] nights
} in a row nobody left
end-quiet-rounds = { $length } { $length ->
    [one] night and day
   *[other] nights and days
} in a row nobody left
end-team-loss = Player { $seat }'s team loses: { $offence }

no-vote-cancelled = No vote: a player was removed
no-vote-stopped = The vote is stopped: a player was removed
no-vote-candidate-removed = The vote is stopped: a candidate was removed
no-vote-nobody-nominated = Nobody was nominated
no-vote-single-day-one = A single candidate on day 1: no vote
no-vote-repeat-tie-ends = A repeated tie with { $living } players left: no more voting
no-vote-no-lift-all-tied = No vote to lift every player at the table
no-vote-repeat-tie = A repeated tie: nobody leaves
no-vote-lift-failed = Not more than half for all of them leaving: nobody leaves
