### ruleset: what is wrong in a ruleset file (src/ruleset/error.rs), in an organiser's words

ruleset-error-file = { $file }:
ruleset-problem = key `{ $key }`: { $what }
ruleset-problem-line = key `{ $key }` (line { $line }): { $what }
ruleset-problem-whole = { $what }
ruleset-expected = expected { $what }
ruleset-found-missing = the key is missing
ruleset-found = found { $value }
ruleset-not-found = ruleset "{ $id }" is not found in { $folders }

rs-table-text = the file is not a table as text (a picture, an archive, a document?): save it from the spreadsheet as CSV (UTF-8, UTF-16 or Windows-1251)
rs-utf8 = the file is not UTF-8 text (line { $line }): save it as UTF-8
rs-toml = line { $line }, column { $column }: { $fault ->
    [duplicate] the same key is written twice in one table
   *[other] this is not correct TOML (each line holds a key = value, a [section] or a # comment)
}: { $text }
rs-whole-number-max = a whole number from 0 to { $max }
rs-whole-number = a whole number, 0 or more
rs-number = a number (such as 1, 0.5 or -1)
rs-quoted-text = text in quotes
rs-true-or-false = true or false
rs-list = a list in square brackets [ ... ]
rs-table = a table ({"{"} ... {"}"} or a [section])
rs-card-count = a number of cards from 0 to 255, or a range like {"{"} min = 1, max = 2, default = 1 {"}"}
rs-known-key = there is no such key here; the keys allowed: { $allowed }
rs-another-kind = a value of another kind
rs-russian-text = a non-empty Russian text (ru = "..."; en may be left out)
rs-word-form = the form of the word, non-empty text in quotes (Russian: one, few, many, plural; English: one, other, plural)
rs-one-of = one of { $choices }
rs-ruleset-id = the ruleset's id, such as "fiim"
rs-id-characters = an id of lowercase Latin letters, digits, - and _
rs-thing = { $thing ->
    [team] a team id
    [role] a role id
    [step] a night step id
    [offence] an offence id
    [gesture] a gesture id
    [table] a best-move table id
    [penalty] a penalty id
    [tpenalty] a tournament penalty id
   *[tiebreak] a tie-break
}
rs-unique-id = { $what } that is not used twice (this one repeats)
rs-id-from = { $what } from { $section }
rs-red-and-black = at least one red and one black team ([[teams]] with side = "red" and side = "black")
rs-team-of-side = a team with side = "{ $side }"
rs-player-limits = numbers of players with 3 ≤ min ≤ max ≤ 20
rs-default-between = a number between min and max
rs-some-role = at least one role ([[roles]])
rs-count-order = min ≤ default ≤ max
rs-role-counts-add-up = default card counts that add up to players.default = { $players }; they add up to { $sum }
rs-role-ranges-fill = card ranges that can deal every allowed number of players
rs-card-of-side = at least one { $side ->
    [red] red
   *[black] black
} card in every deal
rs-seconds = seconds from { $min } to { $max }
rs-warning-before-end = fewer seconds than timers.speech
rs-foul-limits = 1 ≤ silence_at < remove_at
rs-image-path = the path of a picture under assets/
rs-relative-image-path = a relative path inside assets/ (no "..", not starting with /)
rs-existing-picture = a picture that exists under assets/ (this one is not found)
rs-player-count = a number of living players
rs-tied-count = a number of tied players
rs-tied-range = 2 ≤ tied ≤ living
rs-best-move-seats = 1 to 5 seats
rs-at-least-one = 1 or more
rs-iso-date = a date written YYYY-MM-DD
rs-date-order = a last day not before the first (to not before from)
rs-at-least-one-or-left-out = 1 or more (leave the key out for no limit)
rs-double-vote-offence = the id of the [[offences]] entry a second vote removes for (voting.double_vote_removes = true)
rs-disqualifying-offence = an id from [[offences]] with kind = "disqualify"
rs-rule-number = a rule number in this ruleset's own numbering (one line of 1 to 40 characters, in quotes), a label per language {"{"} ru = "...", en = "..." {"}"}, or false where the rules give it no number
rs-rule-label = the rule's label in this language (one line of 1 to 80 characters)
rs-rule-label-language = a label in at least one language: {"{"} ru = "...", en = "..." {"}"}
rs-acting-team = the id of the team that acts (team = "...")
rs-acting-roles = the role ids of who acts (roles = ["..."])
rs-reveals = what the check reveals: "side", "team", "role", or "is_role:" and a role id
rs-is-role = "is_role:" and a role id from [[roles]]
rs-night-zero-kind = "look" or "order" on night zero (there are no kills or checks then)
rs-order-on-night-zero = "order" only on night zero ([[night_zero]])
rs-best-player-vote-too = points.best_player_vote as well (the points each best player gets)
rs-penalty-points = the points (negative for a penalty)
rs-compensation-from-games = "from_games" only together with compensation in [points] (step, cap, share)
rs-late-minutes = for kind = "late": how many minutes late one points step stands for (1 or more)
rs-notice-only-skipped = notice only with kind = "skipped_round"
rs-minutes-only-late = per_minutes and disqualify_at_minutes only with kind = "late"
rs-finite-number = a finite number
rs-tournament-penalty-points = the points the penalty costs (0 for none, negative for a loss)
rs-at-most-with-beyond = at_most and beyond together (how many times, then which penalty instead)
rs-other-penalty = the id of another penalty in [[tournament.penalties]]
rs-tournament-name = the tournament's name
rs-nickname = a nickname
rs-unique-nickname = each nickname once (this one repeats)
rs-json = line { $line }, column { $column }: { $eof ->
    [yes] the file ends too early (cut off?)
   *[no] this is not correct JSON
}
rs-record-format = "format": "mafia-judge-record" (this is not a game record of this console)
rs-record-version = a format version from { $oldest } to { $newest } (a newer console wrote this file: update this one)
rs-made-by-newer = a file this console reads: it was written by { $made_by }, a newer version than this console ({ $ours }); open it with { $made_by } or newer (download it, or ask whoever sent the file)
rs-nothing-after = nothing after the record's closing brace
rs-nickname-chars = a nickname of 1 to { $max } characters; this one has { $chars }
rs-key-once = the key is written twice
rs-time-ms = a time in milliseconds (a whole number)
rs-actions-at-most = at most { $max } actions in one game record (this one has more; no game runs that long)
rs-geographic-unused = there is no key here: neither voting.hidden_nominations nor any entry of voting.repeat_tie_ends or end.streaks says geographic = true
rs-day-answer-only-for-checks = "day" only on a "check" or "compare" step (the others give no answer)
rs-no-wake-on-night-zero = there is no such key on night zero: its steps are always announced
rs-same-ruleset = the ruleset the standings are computed with, "{ $id }"
rs-tournament-player = one of the tournament's players
rs-photo-file = a photo file that is there (the path from the players list file)
rs-photo-picture = a PNG or JPEG photo that can be read
rs-photo-size = a photo file of at most { $kb } KB
