### export

# The federation's standings sheet (XLSX «Итоги» and «Игры», the CSV).
sheet-summary = Итоги
sheet-games = Игры
sheet-col-place = Место
sheet-col-player = Игрок
sheet-col-game = Игра { $n }
sheet-col-wins = Победы
sheet-col-extra = ДБ
sheet-col-best-move = ТЧ
sheet-col-penalties = Штрафы
sheet-col-compensation = КБ
sheet-col-total = Итого
sheet-col-outside = Штрафы вне игр
sheet-col-note = Примечание
sheet-col-no-round = Без тура
sheet-col-round = Тур
sheet-col-table = Стол
sheet-col-seat = Место
sheet-col-nick = Игрок
sheet-col-role = Роль
sheet-col-team = Команда
sheet-col-result = Результат команды
sheet-col-points = Основной балл
sheet-won = Победа
sheet-lost = Поражение
sheet-draw = Ничья
sheet-unrated = Не в рейтинге
sheet-penalty = { $penalty }: { $reason }

# A whole tournament exported for a site (command line and window).
export-written = { $count ->
    [one] записан { $count } файл игры
    [few] записано { $count } файла игр
   *[many] записано { $count } файлов игр
} для { $site ->
    [polemica] Polemica
   *[mafiaratings] MafiaRatings
} в { $folder }
export-refused = { $file }: не выгружена: { $why }
export-refused-count = { $count ->
    [one] { $count } игра не выгружена (названа выше)
    [few] { $count } игры не выгружены (названы выше)
   *[many] { $count } игр не выгружено (названы выше)
}
export-file-missing-id = { $file }: { $why }

# The tournament window's export section.
export-heading = Выгрузка
export-sites-ids = Номера на сайтах
export-mr-event = MafiaRatings: событие
export-mr-club = клуб
export-mr-tournament = турнир
export-mr-rules = код правил
export-mr-moderator = ведущий
export-pl-master = Polemica: мастер
export-pl-scoring-type = система подсчёта
export-pl-scoring-version = версия подсчёта
export-ids-save = Сохранить номера
export-ids-bad = «{ $value }» — не номер: { $field }
export-player-ids = Номера игроков (список клуба)
export-player-mr = MafiaRatings
export-player-pl = Polemica
export-player-ids-save = Сохранить номера игроков
export-player-ids-saved = Номера игроков сохранены в { $file }
export-player-ids-nowhere = Номера игроков не сохранены: у консоли нет папки данных для списка клуба
export-folder = Папка для выгрузки:
export-choose-folder = Выбрать…
export-sites-mr = Игры для MafiaRatings
export-sites-pl = Игры для Polemica
export-sheets = Таблица (XLSX и CSV)
export-book = Книга турнира (PDF)
export-sheets-written = Таблица записана: { $xlsx }, { $csv }
export-book-written = Книга записана: { $file }
export-needs-folder = укажите папку для выгрузки
export-failed = Выгрузка не удалась: { $why }
