### storage: files and folders (errors from src/storage), saved games

storage-no-data-folder = no user data folder (no home directory); set MAFIA_JUDGE_DATA
storage-create-dir = cannot create the folder
storage-not-a-folder = a file stands where a folder should be: rename or move it
storage-write = cannot write the file
storage-held-open = another program holds the file open and did not let it go within { $seconds } s (an antivirus scan, Syncthing, a spreadsheet that opened it): close that program and save again; nothing was lost, the game is still in the console
storage-replace = cannot replace the file
storage-sync-dir = cannot flush the folder to disk
storage-read = cannot read the file
storage-not-a-file = not a regular file (a folder, a device or a pipe)
storage-too-large = the file is larger than { $mib } MiB, the limit for { $what ->
    [ruleset] a ruleset
    [record] a game record
    [tournament] a tournament description
    [players] the club's player list
   *[other] this file
}
storage-too-large-to-save = the file would be larger than { $mib } MiB, the limit for { $what ->
    [ruleset] a ruleset
    [record] a game record
    [tournament] a tournament description
    [players] the club's player list
   *[other] this file
}: it is not written
storage-in-use = another console is using this folder
storage-lock = cannot lock the folder
storage-read-only = the folder is open read-only (another console uses it)
storage-output-is-input = this is the game record being read: choose another file for the output
storage-output-is-record = a game record is there: it is not overwritten, choose another file
storage-output-is-tournament = a file of the tournament (its description or its games folder): it is not overwritten, choose another file
storage-delete = cannot delete
storage-not-in-folder = not a file of the games folder
storage-exists = a file of this name is there already: it is never replaced
storage-put-aside = cannot put the previous game aside

storage-why-permission = no permission to use the file or folder
storage-why-read-only-fs = read-only file system
storage-why-full = the disk is full
storage-why-not-a-dir = a file stands where a folder should be
storage-why-not-found = not found
storage-why-other = error

storage-error = { $path }: { $what }
storage-error-why = { $path }: { $what }: { $why } ({ $system })
storage-error-known = { $path }: { $what }: { $why }
storage-not-saved = The game is not being saved: { $error }
storage-folder-in-use = The game is not being saved: { $error }. The games of this folder are open read-only; to run a game, choose another folder
storage-kept-damaged = The damaged autosave is kept as { $path }
storage-kept-replaced = The autosave held another (longer or different) history of this game: it is kept as { $path }

phase-setup = seating
phase-night-zero = night zero
phase-day = day { $day }
phase-night = night { $night }
phase-ended = game over

record-damaged = { $file }: damaged from line { $line } (byte { $byte }); actions recovered: { $recovered } ({ $reason })
record-ruleset-missing = { $file }: the ruleset "{ $id }" is not found (no { $id }.toml, or it has errors): the game cannot continue, the file is left as it was
record-ruleset-changed = { $file }: the ruleset "{ $id }" has changed since the game was recorded; replayed under the new one
record-misfit = { $file }: the record does not fit the ruleset "{ $id }": { $why }
record-refused = { $file }: the rules refuse action { $index } ({ $why }); the game is restored up to action { $upto }
record-replay-failed = { $file }: { $why }

ruleset-override = The ruleset "{ $id }" comes from { $file } (instead of { $replaces })

## What the judge is told after Open, Save as, put aside and Export (app/files.rs).

game-put-aside = The game is put aside: { $path }
game-moved-to-trash = The game is moved to the trash, a copy is kept: { $path }
game-cannot-open = Cannot open the game: { $error }
game-opened = Game opened: { $name }
game-saved = Game saved: { $path }
game-not-saved = Cannot save: { $why }
file-dialog-failed = The system dialog did not open ({ $why }): type the path in the field
protocol-saved = Protocol saved: { $path }
protocol-not-saved = The protocol is not saved: { $why }
projector-place-not-saved = The projector window's place is not saved: { $error }
projector-place-unreadable = The projector window's place could not be read ({ $error }): it opens at the usual spot
projector-place-damaged = The projector's place file { $path } is damaged ({ $why }): it opens at the usual spot
