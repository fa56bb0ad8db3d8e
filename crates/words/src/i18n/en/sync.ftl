### sync: the tournament folder between laptops (src/tournament/sync.rs, the tournament window)

sync-refused-penalty-gone = the penalty of { $player } is no longer in tournament.toml (taken back meanwhile)
sync-refused-no-such-game = round { $round }, table { $table } is not in the seating
sync-refused-not-seated = { $player } does not sit at round { $round }, table { $table }
sync-refused-seating-changed = the seating in tournament.toml was changed meanwhile: make the new one from the current seating
sync-refused-other-table = a table's request about another table ({ $table })
sync-refused-head-only = only the head judge decides this
sync-refused-unknown-penalty = the tournament's ruleset has no penalty "{ $penalty }" (it would count nothing); it has: { $known }
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
# What each copy of tournament.toml holds (the red band); only the head decides
sync-conflict-only-in = Only in { $file }:
sync-conflict-nothing-only = { $file } holds nothing the other lacks
sync-conflict-same = Both copies hold the same
sync-conflict-penalty = penalty «{ $penalty }»: { $player }, { $reason }
sync-conflict-game = round { $round }, table { $table }: { $seats }
sync-conflict-player = player { $nick }
sync-conflict-judge = judge of table { $table }: { $judge }
sync-conflict-accepted = held game counted: { $file }
sync-conflict-request = request handled: { $file }
sync-conflict-game-differs = Round { $round }, table { $table } is seated differently: { $original } — in the copy: { $copy }
sync-conflict-player-differs = Player { $nick }: { $original } — in the copy: { $copy }
sync-conflict-judge-differs = Judge of table { $table }: { $original } — in the copy: { $copy }
sync-conflict-request-differs = Request { $file } was answered differently
sync-conflict-setting-differs = The setting «{ $key }» differs
sync-conflict-one-sided = Only one copy holds more: added on one laptop or taken back on the other; the head judge chooses
sync-conflict-head-decides = The head judge's console chooses which copy to keep (this one is table { $table }'s)
sync-conflict-only-head = Not chosen: only the head judge's console chooses between the copies (this one is table { $table }'s)
sync-conflicts-merged = Merged into tournament.toml (they contradicted nothing in it): { $files }; the copies are in trash/
sync-conflict-record-actions = { $file }: { $actions } actions of the judge
sync-conflict-record-same = Both hold the same first { $actions } actions
sync-conflict-record-seats = Seats with another player in the copy: { $seats }
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
sync-request-merged = { $file }: merged
sync-request-refused = { $file }: not merged — { $why }
sync-request-sent = Sent to the head judge: { $file }
sync-request-line = table { $table }: { $what }
sync-what-penalty = penalty { $penalty } for { $player } ({ $reason })
sync-what-players = { $count } players added
sync-what-substitute = round { $round }: { $into } instead of { $out }
sync-request-sent-what = Sent to the head judge: { $what }
sync-state-waiting = { $what }: waiting for the head judge
sync-state-merged = { $what }: merged
sync-state-refused = { $what }: not merged, { $why }
sync-what-remove-penalty = take back the penalty { $penalty } of { $player }
sync-what-close = close the standings for the hall
sync-what-seating = a new seating
sync-what-accept = count a held game
sync-what-refuse = refuse a held game
sync-what-cut = a decision of a tie at the cut
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
cli-conflicts = { $count } conflict copies of the sync engine in the folder: keep one of each in the tournament window or with «mafia-judge conflict»
cli-conflict-unknown = no such conflict copy in the folder; { $copies ->
        [none] it has none
       *[other] the copies there: { $copies }
    }

# This laptop's role, kept in its data folder (tournament-role.toml)
sync-role-unreadable = This laptop's role could not be read: { $error }. Choose it again in the tournament window
cli-role-is = This laptop is: { $role }
cli-role-none = No role is set on this laptop: alone it writes tournament.toml itself. Set it once with «mafia-judge role head» or «mafia-judge role table:N»
cli-role-saved = Kept in { $file }: this laptop is { $role }
cli-role-cleared = The role is cleared ({ $file } removed)
cli-role-other-table = This laptop is table { $table }'s: it writes no request for table { $given }
cli-role-needed = { $folder } is shared by Syncthing and this laptop has no role: set it once with «mafia-judge role head» (the head judge's laptop) or «mafia-judge role table:N»
cli-role-request = This laptop is table { $table }'s: the penalty goes to the head judge as its request

# The judges of the tables, set by the head judge in the tournament window (issue 32, 12)
sync-refused-no-judge-name = the table's judge has no name
sync-refused-judge-gone = no judge is named for table { $table } { $rounds } (taken back meanwhile)
sync-what-set-judge = judge of table { $table } { $rounds }: { $judge }
sync-what-remove-judge = take back the judge of table { $table } { $rounds }
judges-heading = Judges of the tables
judges-none = No judge is named for any table yet
judges-all-rounds = in every round
judges-from-round = from round { $round }
judges-line = Table { $table }, { $rounds }: { $judge }
judges-table = Table
judges-name = Judge of the table
judges-from = From round
judges-set = Set the judge
judges-remove = Take back
judges-set-done = The judge of table { $table } is written into tournament.toml
judges-head-only = Only the head judge names the tables' judges
