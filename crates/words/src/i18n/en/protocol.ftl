### The game protocol (PDF): the form's labels, how players left, the points' reasons.

## The labels of the form (protocol/model.rs).

protocol-title = GAME PROTOCOL
protocol-draft = DRAFT
protocol-continued = continued
protocol-appendix = Appendix
protocol-tournament = Tournament
protocol-stage = Stage
protocol-date = Date
protocol-table = Table
protocol-game = Game №
protocol-ruleset = Rules
protocol-judge = Judge
protocol-seat = №
protocol-player = Player
protocol-role = Role
protocol-fouls = Fouls
protocol-left = Left the table
protocol-points = Points
protocol-extra = Extra
protocol-total = Total
protocol-day = Day
protocol-night = Night
protocol-speaking-order = Speaking order
protocol-nominations = Nominations
protocol-votes = Vote
protocol-revote = Re-vote
protocol-lift = All leave?
protocol-lift-for = for
protocol-passed = they leave
protocol-not-passed = they stay
protocol-voted-out = Voted out
protocol-day-notes = Notes
protocol-shot = Shot
protocol-miss = miss
protocol-don-check = Don's check
protocol-sheriff-check = Sheriff's check
protocol-result = Result
protocol-not-over = game not over
protocol-best-move = Best move
protocol-blacks = blacks
protocol-protest = Protest
protocol-decision = Judge's decision
protocol-signature = Judge's signature
protocol-adjustments = Extra points and penalties
protocol-reason = Reason
protocol-foul-log = { $words } and offences
protocol-foul-log-plain = Fouls and offences
protocol-when = When
protocol-offence = Offence
protocol-notes = Judge's notes
protocol-nothing = none
protocol-page = page
protocol-of = of

## How a player left, when (protocol/from_game.rs).

protocol-exit-killed = killed
protocol-exit-voted = voted out
protocol-exit-disqualified = disqualified
protocol-exit-team-loss = removed (team loss)
protocol-when-night = night { $night }
protocol-when-day = day { $day }
protocol-before-game = before the game
protocol-after-game = after the game

## Day notes, checks, the result.

protocol-may-not-vote = may not vote: { $seats }
protocol-may-not-be-nominated = may not be nominated: { $seats }
protocol-answered-in-day = check answered in the day to: { $seats }
protocol-geographic-off = The geographic rules (rule { $rules }) did not apply in this game (the head judge's decision, { $rule }).
# $how: "4 fouls", "disqualified".
protocol-removed = №{ $seat } removed ({ $how })
protocol-answer-red = red
protocol-answer-black = black
protocol-answer-not-role = not the { $role }
protocol-answer-same-team = same team
protocol-answer-different-teams = different teams
protocol-answer-miss = miss
protocol-order = Order
protocol-red-wins = Red team wins
protocol-black-wins = Black team wins
protocol-draw = Draw
protocol-by-judge = Judge's decision: { $reason }
protocol-not-rated = { $reason } (not rated)

## The reasons of the points beyond the result.

protocol-best-move-hits = best move: { $hits } black
protocol-removal = removal: { $how }
protocol-removal-for = removal: { $how } — { $offence }
protocol-judge-extra = judge's extra points
protocol-likes = likes: { $likes }
protocol-best-player = best player by vote
protocol-penalty = penalty: { $name }
protocol-compensation = compensation for the first kill

## The ruleset's word for a foul: $word is its English form (the key),
## $custom the ruleset's own word for one this file does not know.

fouls-count = { $word ->
    [foul] { $n } { $n ->
        [one] foul
       *[other] fouls
    }
    [warning] { $n } { $n ->
        [one] warning
       *[other] warnings
    }
    [remark] { $n } { $n ->
        [one] remark
       *[other] remarks
    }
   *[other] { $custom }: { $n }
}
fouls-column = { $word ->
    [foul] Fouls
    [warning] Warnings
    [remark] Remarks
   *[other] { $custom }
}
