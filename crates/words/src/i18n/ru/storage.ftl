### storage: files and folders (errors from src/storage), saved games

storage-no-data-folder = не найдена папка данных пользователя (нет домашней папки); задайте MAFIA_JUDGE_DATA
storage-create-dir = не удалось создать папку
storage-not-a-folder = здесь должна быть папка, а лежит файл: переименуйте или уберите его
storage-write = не удалось записать файл
storage-held-open = файл держит открытым другая программа и не отпустила за { $seconds } с (проверка антивируса, Syncthing, таблица, в которой он открыт): закройте её и сохраните снова; ничего не потеряно, игра по-прежнему в пульте
storage-replace = не удалось заменить файл
storage-sync-dir = не удалось записать папку на диск
storage-read = не удалось прочитать файл
storage-not-a-file = это не обычный файл (папка, устройство или канал)
storage-too-large = файл больше { $mib } МиБ — предела для { $what ->
    [ruleset] файла правил
    [record] записи игры
    [tournament] описания турнира
    [players] списка игроков клуба
   *[other] этого файла
}
storage-too-large-to-save = файл вышел бы больше { $mib } МиБ — предела для { $what ->
    [ruleset] файла правил
    [record] записи игры
    [tournament] описания турнира
    [players] списка игроков клуба
   *[other] этого файла
}: он не записан
storage-in-use = папкой уже пользуется другая открытая консоль
storage-lock = не удалось занять папку
storage-read-only = папка открыта только для чтения (ею пользуется другая консоль)
storage-output-is-input = это и есть читаемая запись игры: выберите другой файл для протокола
storage-output-is-record = там лежит запись игры: она не перезаписывается, выберите другой файл
storage-output-is-tournament = это файл турнира (его описание или папка игр): он не перезаписывается, выберите другой файл
storage-delete = не удалось удалить
storage-not-in-folder = файл не из папки игр
storage-exists = файл с таким именем уже есть: он никогда не заменяется
storage-put-aside = не удалось отложить прежнюю игру

storage-why-permission = нет прав доступа к файлу или папке
storage-why-read-only-fs = диск только для чтения
storage-why-full = диск заполнен
storage-why-not-a-dir = на месте папки лежит файл
storage-why-not-found = файл или папка не найдены
storage-why-other = ошибка

storage-error = { $path }: { $what }
storage-error-why = { $path }: { $what }: { $why } ({ $system })
storage-error-known = { $path }: { $what }: { $why }
storage-not-saved = Игра не сохраняется: { $error }
storage-folder-in-use = Игра не сохраняется: { $error }. Игры этой папки открыты только для чтения; чтобы вести игру, выберите другую папку
storage-kept-damaged = Повреждённый файл автосохранения сохранён как { $path }
storage-kept-replaced = В автосохранении была другая (более длинная или иная) история этой игры: она сохранена как { $path }

phase-setup = рассадка
phase-night-zero = нулевая ночь
phase-day = день { $day }
phase-night = ночь { $night }
phase-ended = игра окончена

record-damaged = { $file }: файл повреждён со строки { $line } (байт { $byte }); восстановлено действий: { $recovered } ({ $reason })
record-ruleset-missing = { $file }: правила «{ $id }» не найдены (нет файла { $id }.toml или он с ошибками): игру нельзя продолжить, файл не тронут
record-ruleset-changed = { $file }: правила «{ $id }» изменились после записи игры; игра пересчитана по новым
record-misfit = { $file }: запись не подходит к правилам «{ $id }»: { $why }
record-refused = { $file }: действие { $index } правила не принимают ({ $why }); игра восстановлена до действия { $upto }
record-replay-failed = { $file }: { $why }

ruleset-override = Правила «{ $id }» взяты из файла { $file } (вместо { $replaces })

## What the judge is told after Open, Save as, put aside and Export (app/files.rs).

game-put-aside = Игра отложена: { $path }
game-moved-to-trash = Игра убрана в корзину, копия: { $path }
game-cannot-open = Не удалось открыть игру: { $error }
game-opened = Игра открыта: { $name }
game-saved = Игра сохранена: { $path }
game-not-saved = Не удалось сохранить: { $why }
file-dialog-failed = Системный диалог не открылся ({ $why }): введите путь в поле
protocol-saved = Протокол сохранён: { $path }
protocol-not-saved = Протокол не сохранён: { $why }
projector-place-not-saved = Место окна проектора не сохранено: { $error }
projector-place-unreadable = Место окна проектора не прочитано ({ $error }): проектор откроется в обычном месте
projector-place-damaged = Файл места проектора { $path } повреждён ({ $why }): проектор откроется в обычном месте
