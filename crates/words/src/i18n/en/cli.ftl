### cli

# The command line's usage text: one line per command.
cli-usage =
    mafia-judge: a judge console for sports mafia

    usage:
      mafia-judge                     start the console
      mafia-judge --open FILE         start the console with a saved game
      mafia-judge --serve PORT        start the console and its web server for the stream
      mafia-judge --tournament FOLDER start the console with a tournament open
      mafia-judge --tournament FOLDER --role head|table:N
                                      the same, as the head judge's console or table N's
      mafia-judge serve FILE --port P [--spectator-token T] [--delay N] [--lan] [--log] [--lang en]
                                      serve a record's view on the web without a window
      mafia-judge replay FILE         replay a game record, print the result as JSON
      mafia-judge rulesets            list the rulesets found
      mafia-judge protocol FILE -o OUT.pdf [--lang en]   the game protocol as PDF
      mafia-judge protocol TOURNAMENT -o BOOK.pdf [--lang en]
                                      the standings and every game's protocol in one PDF
      mafia-judge view FILE [--upto N] [--spectator] [--lang en]
                                      what the audience sees after the first N
                                      actions, as JSON (docs/audience-view.md)
      mafia-judge standings TOURNAMENT [--csv OUT.csv] [--xlsx OUT.xlsx]
                                      the standings of a tournament folder as JSON
      mafia-judge stats SOURCE [--from DATE] [--to DATE] [--player NICK] [--csv OUT.csv]
                                      statistics by player, role and ruleset of a tournament
                                      or a folder of records, as JSON (docs/stats.md)
      mafia-judge export GAME --format mafiaratings|polemica -o OUT.json [IDS]
                                      a game in a rating site's JSON (docs/export-formats.md)
      mafia-judge export TOURNAMENT --format mafiaratings|polemica -o DIR [IDS]
                                      every game of a tournament, named by round and table,
                                      and the standings; IDS: --event N --club N --rules CODE
                                      --moderator N and --tournament-id N (MafiaRatings),
                                      --master N --scoring-type N --scoring-version V
                                      (Polemica), --players FILE (the players' ids)
      mafia-judge seating TOURNAMENT --tables T --rounds R [--players P] [--seed N] [--clubs-apart] [--save]
                                      a seating with its quality; --save writes it into the tournament
      mafia-judge seating TOURNAMENT --stage N [--seed N] [--clubs-apart] [--save]
                                      stage N's seating for those who passed the stage before
      mafia-judge players TOURNAMENT --import LIST.csv
                                      a player list (nick, club, city) joins the tournament
      mafia-judge evening [--date YYYY-MM-DD] [--check-in NICK]... [--check-out NICK]... [--seats N]
                                      the club evening: who came and the next table by the club's rule, as JSON
      mafia-judge season NAME [--ruleset ID] [--games DIR]
                                      the club rating of a season (seasons.toml) as JSON
      mafia-judge season --ban NICK --seasons N [--reason TEXT] [--date YYYY-MM-DD]
                                      a club ban for N seasons into players.toml
      mafia-judge file-game TOURNAMENT RECORD [--table N]
                                      a table files a game into the tournament folder
      mafia-judge penalty TOURNAMENT --player NICK --penalty ID --reason TEXT
                --round R --minutes M --table N (optional)
                                      a tournament penalty (on a table's laptop, or with --table: that table's request)
      mafia-judge merge TOURNAMENT    the head judge merges the tables' requests
      mafia-judge conflict TOURNAMENT COPY --keep original|copy
                                      the head judge keeps a sync conflict copy or the file it copies
                                      (the other goes to trash/)
      mafia-judge role [head|table:N|none]
                                      this laptop's role in a tournament, kept in its data folder
                                      (a table's laptop never writes tournament.toml)
      mafia-judge --version           the version, the system and where the bundled rulesets are
      mafia-judge --help              this text

    --lang ru|en, anywhere on the line: the language of these messages and of
    what a command makes (protocol, view, pages; Russian without it); without
    it the messages follow LC_ALL, LC_MESSAGES or LANG (ru... is Russian)
cli-version = { $made_by } ({ $target }, { $arch })
    bundled rulesets: { $rulesets ->
        [none] not found
       *[other] { $rulesets }
    }
cli-unknown-command = unknown command "{ $word }"
cli-needs-file = { $command } needs a FILE
cli-needs-value = { $option } needs a value
cli-bad-value = { $option } takes { $expected }, not "{ $given }"
cli-role-values = head or table:N (table:2)
cli-keep-values = original or copy
cli-lang-values = ru or en
cli-protocol-needs-output = protocol needs a FILE and -o OUT.pdf
cli-unexpected = { $command }: unexpected argument "{ $arg }"
cli-cannot-read = { $file }: cannot read the file ({ $error })
cli-no-ruleset = { $file }: { $error }
cli-ruleset-changed = { $file }: warning: the ruleset "{ $ruleset }" has changed since this game was recorded
cli-refused = action { $index }: { $why }
cli-broken-rulesets =
    { $count ->
        [one] one ruleset file could not be loaded (named above)
       *[other] { $count } ruleset files could not be loaded (named above)
    }
cli-unexpected-argument = unexpected argument "{ $arg }"
cli-port-values = a number up to 65535
cli-seconds-values = a number of seconds
cli-serve-lan = listening on every network interface: { $addr }
cli-actions-values = a number of actions
cli-upto-beyond = { $file }: --upto { $upto }, but the record has { $actions } actions
cli-format-values = mafiaratings or polemica
cli-export-needs = export needs a GAME, --format and -o OUT.json
cli-left-out = { $file }: left out: { $why }
cli-left-out-count = { $count ->
    [one] { $count } game file left out of the standings
   *[other] { $count } game files left out of the standings
}
cli-setup = { $file }: { $why }
cli-json = { $file }: cannot write the result as JSON ({ $error })
# One ruleset in `mafia-judge rulesets` (the values come padded to columns).
cli-ruleset-line = { $id } { $version } { $players } players  { $name }  ({ $file })
cli-number-values = a whole number
# `season`: a season the club's file does not name; too few seasons for a ban.
season-unknown = the club's seasons file has no season “{ $name }”
season-too-few = the club's seasons file does not set { $n } seasons from { $date }: add the next seasons
cli-date-values = a date YYYY-MM-DD (2026-11-28)
cli-stats-left-out-count = { $count ->
    [one] { $count } game file left out of the statistics
   *[other] { $count } game files left out of the statistics
}
