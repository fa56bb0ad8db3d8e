### export

# The federation's standings sheet (XLSX «Итоги» and «Игры», the CSV).
sheet-summary = Standings
sheet-games = Games
sheet-col-place = Place
sheet-col-player = Player
sheet-col-game = Game { $n }
sheet-col-wins = Wins
sheet-col-extra = Extra
sheet-col-best-move = Best move
sheet-col-penalties = Penalties
sheet-col-compensation = Compensation
sheet-col-total = Total
sheet-col-outside = Penalties outside games
sheet-col-note = Note
sheet-col-no-round = No round
sheet-col-round = Round
sheet-col-table = Table
sheet-col-seat = Seat
sheet-col-nick = Player
sheet-col-role = Role
sheet-col-team = Team
sheet-col-result = Team result
sheet-col-points = Main points
sheet-won = Win
sheet-lost = Loss
sheet-draw = Draw
sheet-unrated = Unrated
sheet-penalty = { $penalty }: { $reason }

# A whole tournament exported for a site (command line and window).
export-written = { $count ->
    [one] { $count } game file
   *[other] { $count } game files
} for { $site ->
    [polemica] Polemica
   *[mafiaratings] MafiaRatings
} written to { $folder }
export-refused = { $file }: not exported: { $why }
export-refused-count = { $count ->
    [one] { $count } game not exported (named above)
   *[other] { $count } games not exported (named above)
}
export-file-missing-id = { $file }: { $why }

# The tournament window's export section.
export-heading = Export
export-sites-ids = Site ids
export-mr-event = MafiaRatings: event
export-mr-club = club
export-mr-tournament = tournament
export-mr-rules = rules code
export-mr-moderator = moderator
export-pl-master = Polemica: master
export-pl-scoring-type = scoring type
export-pl-scoring-version = scoring version
export-ids-save = Save the ids
export-ids-bad = "{ $value }" is not a number: { $field }
export-player-ids = Players' ids (the club's list)
export-player-mr = MafiaRatings
export-player-pl = Polemica
export-player-ids-save = Save the players' ids
export-player-ids-saved = The players' ids are saved in { $file }
export-player-ids-nowhere = The players' ids are not saved: the console has no data folder for the club's list
export-folder = Export folder:
export-choose-folder = Choose…
export-sites-mr = Games for MafiaRatings
export-sites-pl = Games for Polemica
export-sheets = Standings (XLSX and CSV)
export-book = Tournament book (PDF)
export-sheets-written = Standings written: { $xlsx }, { $csv }
export-book-written = Book written: { $file }
export-needs-folder = name the export folder
export-failed = The export failed: { $why }
