### What the audience sees at each moment: the judge's line and the projector's banner.

removal-vote-this-day = this day's vote is not held
removal-vote-next-day = the next day's vote is not held
nobody-leaves = Nobody leaves
no-vote-today = No vote today
nobody-killed = Nobody was killed
hands-counting = counting hands
only-candidate = the only candidate
end-seat = Seat
end-points = Points
end-extra = Extra points

## The kind of speech, under the speaker's name.

speech-kind = speech
last-words-kind = last words
silent-kind = loses this speech ({ $count })
tie-speech-kind = speaks again, { $secs } s
short-speech-kind = short speech, { $secs } s
after-word-kind = a word after the game, { $secs } s

## The judge's line.

moment-revote-say = The re-vote. Who is for player { $seat } leaving the table?
moment-lift-passed-say = { $votes } for all of them leaving: players { $seats } leave the table.
moment-voted-out-say = { $votes }: player { $seats } leaves the table.
moment-leaves-say = Leaving the table: { $seats }.
moment-tie-say = A tie: { $seats }, { $votes } each. They speak again, then the re-vote.
moment-nobody-leaves-say = { $votes } for all of them leaving: nobody leaves the table.
moment-no-vote-say = { $reason }.
moment-nobody-killed-say = Good morning! Nobody was killed last night.
moment-killed-say = Good morning! Player { $seats } was killed last night.
moment-best-move-say = Player { $by }'s best move: { $seats }.
moment-removed-say = { $how ->
    [fouls] Player { $seats } is removed: { $what }.
    [team_loss] Player { $seats } is removed, his team loses: { $what }.
   *[disqualified] Player { $seats } is disqualified: { $what }.
}
moment-end-say = The game is over. { $winner }. { $reason }

## The projector's banner.

banner-vote = Vote: { $seats }
banner-after-words = Words after the game: { $secs } { $secs ->
    [one] second
   *[other] seconds
} each
banner-revote = Re-vote: { $seats }
banner-lift = All leave? { $seats }
banner-leaves-one = { $seats } leaves
banner-leaves-many = { $seats } leave
banner-tie = A tie: { $seats }
banner-tie-detail = { $votes } each · they speak again
banner-killed = Killed: { $seats }
banner-best-move = Best move: { $seats }
banner-speech-cut = { $seats }: { $what }
banner-speech-cut-detail = the speech is over, the next player speaks
banner-removed = { $how ->
    [fouls] { $seats } removed
    [team_loss] { $seats }: team loss
   *[disqualified] { $seats } disqualified
}
