### sync: папка турнира между ноутбуками (src/tournament/sync.rs, окно турнира)

sync-refused-penalty-gone = штрафа игрока { $player } уже нет в tournament.toml (его сняли тем временем)
sync-refused-no-such-game = игры «тур { $round }, стол { $table }» нет в рассадке
sync-refused-not-seated = { $player } не сидит в туре { $round } за столом { $table }
sync-refused-seating-changed = рассадку в tournament.toml тем временем изменили: составьте новую от текущей
sync-refused-other-table = запрос стола о другом столе ({ $table })
sync-refused-head-only = это решает только главный судья
sync-conflict-left-out = копия конфликта синхронизации для { $original }: файл записали два ноутбука; оставьте один в окне турнира

sync-role-heading = Этот пульт в турнире
sync-role-ask = Чей это пульт? Выбирается один раз и хранится в настройках ноутбука.
sync-role-head = Главный судья
sync-role-table = Стол { $table }
sync-role-change = Изменить
sync-title-head = { $app } — главный судья
sync-title-table = { $app } — стол { $table }
sync-merged-meanwhile = tournament.toml тем временем изменился на диске: изменение внесено в текущую копию, ничего из неё не потеряно
sync-change-refused = Не изменено: { $why }
sync-head-only = tournament.toml пишет только пульт главного судьи, а это пульт стола { $table }
sync-conflicts = Копии конфликтов синхронизации ({ $count }): один файл записали два ноутбука
sync-conflict-line = { $copy } — копия файла { $original }
sync-keep-original = Оставить { $file }
sync-keep-copy = Оставить копию
sync-conflict-resolved = Оставлено; другой файл перенесён в { $path }
sync-tables = Столы
sync-table-line = Стол { $table }{ $judge ->
    [none] {""}
   *[other] {" "}· { $judge }
} · игр в папке: { $games } · { $state }
sync-table-playing = идёт игра { $game }
sync-table-finished = игра { $game } окончена
sync-table-idle = за столом нет игры
sync-table-next = следующая: игра { $game }
sync-table-heard = последний файл { $ago } назад
sync-ago-seconds = { $n } с
sync-ago-minutes = { $n } мин
sync-ago-hours = { $n } ч
sync-table-never = от стола ещё ничего не было
sync-requests = Запросы столов
sync-request-waiting = { $file }: ждёт главного судью
sync-request-merged = { $file }: внесён
sync-request-refused = { $file }: не внесён — { $why }
sync-request-sent = Отправлено главному судье: { $file }
sync-request-line = стол { $table }: { $what }
sync-what-penalty = штраф { $penalty } игроку { $player } ({ $reason })
sync-what-players = добавлено игроков: { $count }
sync-what-substitute = тур { $round }: { $into } вместо { $out }
sync-what-other = изменение tournament.toml
sync-substitute = Замена
sync-substitute-out = Кто уходит
sync-substitute-in = Кто садится
sync-syncthing = Syncthing: папка { $state }, подключено ноутбуков: { $connected } из { $devices }, файлов получить: { $need }
sync-syncthing-absent = Syncthing на этом ноутбуке не отвечает (с общей папкой он не нужен)
sync-syncthing-other = Syncthing отвечает, но эту папку не синхронизирует
sync-watching = За папкой следят: файлы других ноутбуков видны в течение секунды
sync-watch-failed = За папкой не следят ({ $error }): нажимайте «Перечитать»
cli-game-filed = Игра записана: { $file }
cli-penalty-saved = Штраф записан в tournament.toml
cli-merged = Запросов внесено: { $count }
cli-conflicts = Копий конфликтов синхронизации в папке: { $count }; оставьте по одной в окне турнира
