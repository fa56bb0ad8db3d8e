### Sound: the music panel, music and cue problems.

## The music panel (audio_ui.rs).

music-play = Play
music-pause = Pause
music-skip = Next track
music-volume = Music volume
music-cue-volume = Cue volume
music-mute = Mute
music-cues = Speech cues
music-shuffle = Shuffle
music-bundled = Bundled music
music-now-playing = Now:
music-nothing-playing = —
music-no-device = No sound
music-no-music = No music: choose a folder
music-folder = Own music:
music-choose-folder = Choose music folder…
music-choosing = Choosing a folder…
music-apply-path = Apply
music-clear-folder = Clear
music-not-chosen = No folder chosen. If no dialog appeared, type the path in the field.
music-dialog-title = Music folder
music-dialog-failed = The folder dialog could not start

## Music and cue problems (audio/).

music-folder-empty = No music in { $folder } (expected { $extensions } files).
music-folder-unreadable = Music folder { $folder } cannot be read: { $error }
cue-not-found = Cue "{ $cue }" not found (looked for { $cue }.wav/.ogg/.mp3/.flac in { $places }).
cue-unplayable = Cue { $file } cannot be played: { $reason }
music-file-skipped = Music: skipped { $file }: { $reason }
music-nothing-playable = Music: no file in the playlist can be played.
music-file-silent = Music: skipped { $file }: it holds no sound
audio-cannot-decode = the file cannot be read as sound ({ $detail })
audio-no-sound = the file holds no sound

## Why a file could not be read (i18n::io_reason).

io-permission-denied = permission denied
io-not-found = file not found
io-is-a-directory = a folder, not a file
io-damaged = the file is damaged
io-other = read error ({ $detail })

## Why there is no sound (i18n::no_sound).

no-sound-not-opened = sound is off: no device was opened
no-sound-opening = the sound device is being opened
no-sound-open-failed = the sound device did not open
no-sound-lost = the sound device went away
no-sound-output-stopped = the sound output stopped
no-sound-detail = { $reason } ({ $detail })
no-sound-retrying = { $reason }; trying to open it again every { $secs } s
