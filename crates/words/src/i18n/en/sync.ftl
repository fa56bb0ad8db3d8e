### sync: the tournament folder between laptops (src/tournament/sync.rs, the tournament window)

sync-refused-penalty-gone = the penalty of { $player } is no longer in tournament.toml (taken back meanwhile)
sync-refused-no-such-game = round { $round }, table { $table } is not in the seating
sync-refused-not-seated = { $player } does not sit at round { $round }, table { $table }
sync-refused-seating-changed = the seating in tournament.toml was changed meanwhile: make the new one from the current seating
sync-refused-other-table = a table's request about another table ({ $table })
sync-refused-head-only = only the head judge decides this
sync-conflict-left-out = a sync engine's conflict copy of { $original }: two laptops wrote it; keep one in the tournament window

sync-role-heading = This console in the tournament
sync-role-ask = Which console is this? Chosen once, kept in this laptop's settings.
sync-role-head = Head judge
sync-role-table = Table { $table }
sync-role-change = Change
sync-title-head = { $app } — head judge
sync-title-table = { $app } — table { $table }
sync-merged-meanwhile = tournament.toml was changed on disk meanwhile: the change went into the current copy, nothing of it was lost
sync-change-refused = Not changed: { $why }
sync-head-only = Only the head judge's console writes tournament.toml: this one is table { $table }'s
sync-conflicts = Conflict copies from the sync ({ $count }): two laptops wrote one file
sync-conflict-line = { $copy } is a copy of { $original }
sync-keep-original = Keep { $file }
sync-keep-copy = Keep the copy
sync-conflict-resolved = Kept; the other file is in { $path }
sync-tables = Tables
sync-table-line = Table { $table }{ $judge ->
    [none] {""}
   *[other] {" "}· { $judge }
} · games filed: { $games } · { $state }
sync-table-playing = playing game { $game }
sync-table-finished = game { $game } finished
sync-table-idle = no game on the table
sync-table-next = next: game { $game }
sync-table-heard = heard from { $ago } ago
sync-ago-seconds = { $n } s
sync-ago-minutes = { $n } min
sync-ago-hours = { $n } h
sync-table-never = not heard from yet
sync-requests = Requests from the tables
sync-request-waiting = { $file }: waiting for the head judge
sync-request-merged = { $file }: merged
sync-request-refused = { $file }: not merged — { $why }
sync-request-sent = Sent to the head judge: { $file }
sync-request-line = table { $table }: { $what }
sync-what-penalty = penalty { $penalty } for { $player } ({ $reason })
sync-what-players = { $count } players added
sync-what-substitute = round { $round }: { $into } instead of { $out }
sync-what-other = a change of tournament.toml
sync-substitute = Substitute
sync-substitute-out = Player out
sync-substitute-in = Player in
sync-syncthing = Syncthing: folder { $state }, { $connected } of { $devices } laptops connected, { $need } files to fetch
sync-syncthing-absent = Syncthing does not answer on this laptop (not needed with a shared folder)
sync-syncthing-other = Syncthing answers, but does not share this folder
sync-watching = The folder is watched: other laptops' files show within a second
sync-watch-failed = The folder is not watched ({ $error }): use "Read again"
cli-game-filed = Game filed: { $file }
cli-penalty-saved = The penalty is written into tournament.toml
cli-merged = Requests merged: { $count }
cli-conflicts = { $count } conflict copies of the sync engine in the folder: keep one of each in the tournament window
