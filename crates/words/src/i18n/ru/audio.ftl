### Sound: the music panel, music and cue problems.

## The music panel (audio_ui.rs).

music-play = Играть
music-pause = Пауза
music-skip = Следующий трек
music-volume = Громкость музыки
music-cue-volume = Громкость сигналов
music-mute = Без звука
music-cues = Сигналы речи
music-shuffle = Вперемешку
music-bundled = Встроенная музыка
music-now-playing = Сейчас:
music-nothing-playing = —
music-no-device = Нет звука
music-no-music = Нет музыки: выберите папку
music-folder = Своя музыка:
music-choose-folder = Выбрать папку…
music-choosing = Выбор папки…
music-apply-path = Применить
music-clear-folder = Убрать
music-not-chosen = Папка не выбрана. Если окно выбора не появилось, впишите путь в поле.
music-dialog-title = Папка с музыкой
music-dialog-failed = Окно выбора не открылось

## Music and cue problems (audio/).

music-folder-empty = В папке { $folder } нет музыки (нужны файлы { $extensions }).
music-folder-unreadable = Папка с музыкой { $folder } не читается: { $error }
cue-not-found = Сигнал «{ $cue }» не найден (искали { $cue }.wav/.ogg/.mp3/.flac в { $places }).
cue-unplayable = Сигнал { $file } не играет: { $reason }
music-file-skipped = Музыка: файл { $file } пропущен: { $reason }
music-nothing-playable = Музыка: ни один файл списка не играет.
music-file-silent = Музыка: файл { $file } пропущен: в нём нет звука
audio-cannot-decode = файл не читается как звук ({ $detail })
audio-no-sound = в файле нет звука

## Why a file could not be read (i18n::io_reason).

io-permission-denied = нет прав на чтение
io-not-found = файл не найден
io-is-a-directory = это папка, а не файл
io-damaged = файл повреждён
io-other = ошибка чтения ({ $detail })

## Why there is no sound (i18n::no_sound).

no-sound-not-opened = звук не включён: устройство не открывалось
no-sound-opening = звуковое устройство открывается
no-sound-open-failed = звуковое устройство не открылось
no-sound-lost = звуковое устройство пропало
no-sound-output-stopped = звуковой вывод остановился
no-sound-detail = { $reason } ({ $detail })
no-sound-retrying = { $reason }; пробую открыть снова каждые { $secs } с
