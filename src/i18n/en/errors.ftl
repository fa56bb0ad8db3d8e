### errors: the typed errors of records, replays, the console, the protocol, serve, tournaments, exports

setup-player-count = { $players } players, but the ruleset "{ $ruleset }" allows { $min } to { $max }
setup-role-count = role_counts.{ $role }: { $why }
replay-refused = action { $index }: { $why }
record-error = { $file }: { $problem }
record-header-damaged = { $file }: the header (players, ruleset) is damaged or cut off, nothing can be recovered: { $problem }
damage-invalid-utf8 = bytes that are not UTF-8 text
damage-no-action-list = no [ after "actions"
damage-incomplete-action = not a complete action
damage-cut-off = the file ends here, cut off
damage-after-actions = damaged after the actions
io-why = { $why } ({ $system })
console-window = cannot open the window ({ $error })
protocol-render-failed = { $file }: the PDF could not be made ({ $error })
serve-bad-read = mafia-judge serve: { $error } (the last good view stays)
serve-start-failed = the web server did not start: { $error }
tournament-line = line { $line } cannot be read as a row of the table
tournament-make-failed = the file could not be made ({ $error })
export-unfit-players = { $players } players: the rating sites take games of 10
export-unfit-not-finished = the game is not finished
export-unfit-role = seat { $seat }: the role "{ $role }" is not one of civilian, sheriff, mafia, don
seating-empty = tables, seats and rounds must each be at least 1
seating-too-few = { $players } players cannot fill { $tables } tables of { $seats } seats
