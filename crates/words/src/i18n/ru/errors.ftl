### errors: ошибки записей, переигровки, пульта, протокола, serve, турниров, выгрузки

setup-player-count = { $players } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }, а правила «{ $ruleset }» допускают от { $min } до { $max }
setup-role-count = role_counts.{ $role }: { $why }
replay-refused = действие { $index }: { $why }
record-error = { $file }: { $problem }
record-header-damaged = { $file }: начало файла (игроки, правила) повреждено или обрезано, восстановить нечего: { $problem }
damage-invalid-utf8 = байты, которые не являются текстом UTF-8
damage-no-action-list = нет [ после "actions"
damage-incomplete-action = неполное действие
damage-cut-off = файл обрывается здесь
damage-after-actions = повреждение после списка действий
io-why = { $why } ({ $system })
console-window-no-display = не удалось открыть окно: экрана нет (консоль запущена без графического сеанса, например по SSH или из службы). Запустите её на рабочем столе компьютера; без окна работают команды `replay`, `standings`, `serve` (все они: `mafia-judge --help`)
console-window-graphics = не удалось открыть окно: не запустился графический драйвер (OpenGL). Обновите драйвер видеокарты (в Windows — с сайта производителя видеокарты или через «Центр обновления Windows») и запустите консоль снова
console-window-other = не удалось открыть окно. Запустите консоль снова; если не помогло, обновите драйвер видеокарты
with-details = { $text } (подробности: { $detail })
protocol-render-failed = { $file }: не удалось сделать PDF ({ $error })
protocol-error-font = встроенный шрифт DejaVu Sans ({ $face }) не читается, переустановите программу
protocol-error-no-game = в книге нет ни одной игры
protocol-error-page-size = размер страницы не подходит для PDF
protocol-error-pdf = библиотека PDF не смогла составить файл
serve-bad-read = mafia-judge serve: { $error } (остаётся последний прочитанный вид)
serve-polling = mafia-judge serve: не удалось следить за { $file } по уведомлениям ({ $why }); файл проверяется { $per_second } раза в секунду
serve-start-failed = веб-сервер не запустился: { $error }
tournament-line = строка { $line }: не читается как строка таблицы
tournament-make-toml = не удалось составить файл { $file } (TOML): ничего не записано
tournament-make-csv = не удалось составить таблицу CSV: ничего не записано
tournament-make-spreadsheet = не удалось составить таблицу Excel (XLSX): ничего не записано
tournament-make-book-fonts = не удалось загрузить шрифты для книги турнира
tournament-make-book = не удалось составить книгу турнира (PDF)
tournament-make-game-json = не удалось составить файл игры { $file } для выгрузки
export-unfit-players = { $players } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    }: рейтинговые сайты принимают игры на 10 игроков
export-unfit-not-finished = игра не закончена
export-unfit-role = место { $seat }: роль «{ $role }» не из мирный, шериф, мафия, дон
export-unfit-missing = { $site }: нет { $what }, а без него { $why }
export-unfit-rules-code = MafiaRatings: код правил «{ $code }» должен состоять из 13 цифр (как его показывает сайт)
export-unfit-hands = день { $day }: голоса введены числами, без рук, и кто за кого голосовал, из них не следует; клиент Polemica прочтёт, что никто не ушёл по голосованию. Отметьте руки в игре или после неё («Руки в голосованиях, записанных числом») либо выгрузите её в MafiaRatings
export-id-event = номера события (eventId)
export-id-event-why = сайт не сохранит игру
export-id-club = номера клуба (clubId)
export-id-club-why = сайт не примет игру: событие принадлежит клубу
export-id-rules = кода правил (rules)
export-id-rules-why = сайт не знает, по каким правилам считать игру
export-id-moderator = номера ведущего (moderator.id)
export-id-moderator-why = игра не запишется за судьёй
export-id-player = номера игрока { $nick } (место { $seat }) на сайте
export-id-player-why = игрок не получит строк рейтинга
export-id-master = номера мастера (master)
export-id-master-why = клиент сайта не прочтёт игру: поле обязательно
export-id-scoring-type = системы подсчёта (scoringType)
export-id-scoring-type-why = клиент сайта не прочтёт игру: поле обязательно
export-id-scoring-version = версии подсчёта (scoringVersion)
export-id-scoring-version-why = сайт не знает, по какой версии считать баллы
seating-empty = столов, мест и туров должно быть хотя бы по одному
seating-too-few = { $players } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    } не заполнят { $tables } { $tables ->
        [one] стол
        [few] стола
       *[many] столов
    } по { $seats } мест
seating-too-many-players = игроков { $players }, а рассадка делается самое большее на { $max } (время и память генератора растут с квадратом числа игроков)
seating-too-many-tables = столов { $tables }, а рассадка делается самое большее на { $max }
seating-too-many-rounds = туров { $rounds }, а рассадка делается самое большее на { $max }
seating-no-nicknames = строка { $line }: после тура и стола нужны ники
seating-twice-at-table = строка { $line }: «{ $nick }» сидит за одним столом дважды
seating-table-given = строка { $line }: тур { $round }, стол { $table } уже задан ({ $first } ...)
seating-no-round-table = строка { $line }: сначала нужны номер тура и номер стола, а указано «{ $found }»
seating-two-tables = тур { $round }: «{ $nick }» сидит за столами { $first } и { $second }
