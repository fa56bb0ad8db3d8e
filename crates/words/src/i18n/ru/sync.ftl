### sync: папка турнира между ноутбуками (src/tournament/sync.rs, окно турнира)

sync-refused-penalty-gone = штрафа игрока { $player } уже нет в tournament.toml (его сняли тем временем)
sync-refused-no-such-game = игры «тур { $round }, стол { $table }» нет в рассадке
sync-refused-not-seated = { $player } не сидит в туре { $round } за столом { $table }
sync-refused-seating-changed = рассадку в tournament.toml тем временем изменили: составьте новую от текущей
sync-refused-other-table = запрос стола о другом столе ({ $table })
sync-refused-head-only = это решает только главный судья
sync-refused-unknown-penalty = в регламенте турнира нет штрафа «{ $penalty }» (он ничего бы не засчитал); есть: { $known }
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
# Что в каждой копии tournament.toml (красная полоса); решает только главный судья
sync-conflict-only-in = Только в { $file }:
sync-conflict-nothing-only = В { $file } нет ничего, чего нет в другой
sync-conflict-same = В обеих копиях одно и то же
sync-conflict-penalty = штраф «{ $penalty }»: { $player }, { $reason }
sync-conflict-game = тур { $round }, стол { $table }: { $seats }
sync-conflict-player = игрок { $nick }
sync-conflict-judge = судья стола { $table }: { $judge }
sync-conflict-accepted = засчитанная задержанная игра: { $file }
sync-conflict-request = внесённый запрос: { $file }
sync-conflict-game-differs = Тур { $round }, стол { $table } рассажен по-разному: { $original } — в копии: { $copy }
sync-conflict-player-differs = Игрок { $nick }: { $original } — в копии: { $copy }
sync-conflict-judge-differs = Судья стола { $table }: { $original } — в копии: { $copy }
sync-conflict-request-differs = На запрос { $file } ответили по-разному
sync-conflict-setting-differs = Настройка «{ $key }» различается
sync-conflict-one-sided = Больше только в одной копии: добавлено на одном ноутбуке или снято на другом; выбирает главный судья
sync-conflict-head-decides = Какую копию оставить, выбирает пульт главного судьи (это пульт стола { $table })
sync-conflict-only-head = Не выбрано: между копиями выбирает только пульт главного судьи (это пульт стола { $table })
sync-conflicts-merged = Внесено в tournament.toml (ничему в нём не противоречили): { $files }; копии — в trash/
sync-conflict-record-actions = { $file }: действий судьи — { $actions }
sync-conflict-record-same = Первые { $actions } действий в обеих одинаковы
sync-conflict-record-seats = Места, где в копии другой игрок: { $seats }
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
sync-request-merged = { $file }: внесён
sync-request-refused = { $file }: не внесён — { $why }
sync-request-sent = Отправлено главному судье: { $file }
sync-request-line = стол { $table }: { $what }
sync-what-penalty = штраф { $penalty } игроку { $player } ({ $reason })
sync-what-players = добавлено игроков: { $count }
sync-what-substitute = тур { $round }: { $into } вместо { $out }
sync-request-sent-what = Отправлено главному судье: { $what }
sync-state-waiting = { $what } — ждёт главного судью
sync-state-merged = { $what } — внесён
sync-state-refused = { $what } — не внесён: { $why }
sync-what-remove-penalty = снять штраф { $penalty } игроку { $player }
sync-what-close = закрыть таблицу для зала
sync-what-seating = новая рассадка
sync-what-accept = засчитать задержанную игру
sync-what-refuse = отказать в зачёте игры
sync-what-cut = решение о равенстве на границе прохода
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
cli-conflicts = Копий конфликтов синхронизации в папке: { $count }; оставьте по одной в окне турнира или командой «mafia-judge conflict»
cli-conflict-unknown = такой копии конфликта в папке нет; { $copies ->
        [none] копий в ней нет
       *[other] копии там: { $copies }
    }

# Роль этого ноутбука, хранится в его папке данных (tournament-role.toml)
sync-role-unreadable = Не удалось прочитать роль этого ноутбука: { $error }. Выберите её снова в окне турнира
cli-role-is = Этот ноутбук: { $role }
cli-role-none = Роль этого ноутбука не задана: один он сам пишет tournament.toml. Задайте её один раз: «mafia-judge role head» или «mafia-judge role table:N»
cli-role-saved = Записано в { $file }: этот ноутбук — { $role }
cli-role-cleared = Роль снята ({ $file } удалён)
cli-role-other-table = Этот ноутбук — стола { $table }: запрос за стол { $given } с него не пишется
cli-role-needed = { $folder } синхронизируется через Syncthing, а роль этого ноутбука не задана: задайте её один раз — «mafia-judge role head» (ноутбук главного судьи) или «mafia-judge role table:N»
cli-role-request = Этот ноутбук — стола { $table }: штраф уходит главному судье как запрос стола

# Судьи столов: назначает главный судья в окне турнира (issue 32, 12)
sync-refused-no-judge-name = у судьи стола нет имени
sync-refused-judge-gone = для стола { $table } { $rounds } судья не назначен (уже снят)
sync-what-set-judge = судья стола { $table } { $rounds }: { $judge }
sync-what-remove-judge = снять судью стола { $table } { $rounds }
judges-heading = Судьи столов
judges-none = Судьи столов ещё не назначены
judges-all-rounds = во всех турах
judges-from-round = с тура { $round }
judges-line = Стол { $table }, { $rounds }: { $judge }
judges-table = Стол
judges-name = Судья стола
judges-from = С тура
judges-set = Назначить судью
judges-remove = Снять
judges-set-done = Судья стола { $table } записан в tournament.toml
judges-head-only = Судей столов назначает только главный судья
