### cli

# Подсказка командной строки: по строке на команду.
cli-usage =
    mafia-judge: пульт судьи спортивной мафии

    как запускать:
      mafia-judge                     открыть пульт
      mafia-judge --open ФАЙЛ         открыть пульт с сохранённой игрой
      mafia-judge --serve ПОРТ        открыть пульт и его веб-сервер для трансляции
      mafia-judge --tournament ПАПКА  открыть пульт с открытым турниром
      mafia-judge --tournament ПАПКА --role head|table:N
                                      то же, как пульт главного судьи или стола N
      mafia-judge serve ФАЙЛ --port П [--spectator-token T] [--delay N] [--lan] [--log] [--lang en]
                                      показать запись игры в браузере, без окна
      mafia-judge replay ФАЙЛ         переиграть запись игры, итог в JSON
      mafia-judge rulesets            список найденных правил
      mafia-judge protocol ФАЙЛ -o ВЫХОД.pdf [--lang en]   протокол игры в PDF
      mafia-judge protocol ТУРНИР -o КНИГА.pdf [--lang en]
                                      таблица и протоколы всех игр турнира в одном PDF
      mafia-judge view ФАЙЛ [--upto N] [--spectator] [--lang en]
                                      что видят зрители после первых N действий,
                                      в JSON (docs/audience-view.md)
      mafia-judge standings ТУРНИР [--csv ВЫХОД.csv] [--xlsx ВЫХОД.xlsx]
                                      таблица турнира (папки) в JSON
      mafia-judge stats ИСТОЧНИК [--from ДАТА] [--to ДАТА] [--player НИК] [--csv ВЫХОД.csv]
                                      статистика по игрокам, ролям и правилам турнира
                                      или папки записей, в JSON (docs/stats.md)
      mafia-judge export ИГРА --format mafiaratings|polemica -o ВЫХОД.json [НОМЕРА]
                                      игра в JSON рейтингового сайта (docs/export-formats.md)
      mafia-judge export ТУРНИР --format mafiaratings|polemica -o ПАПКА [НОМЕРА]
                                      все игры турнира, по туру и столу, и таблица;
                                      НОМЕРА: --event N --club N --rules КОД --moderator N
                                      и --tournament-id N (MafiaRatings), --master N
                                      --scoring-type N --scoring-version V (Polemica),
                                      --players ФАЙЛ (номера игроков)
      mafia-judge seating ТУРНИР --tables T --rounds R [--players P] [--seed N] [--clubs-apart] [--save]
                                      рассадка и её качество; --save записывает её в турнир
      mafia-judge seating ТУРНИР --stage N [--seed N] [--clubs-apart] [--save]
                                      рассадка этапа N для прошедших предыдущий этап
      mafia-judge players ТУРНИР --import СПИСОК.csv
                                      список игроков (ник, клуб, город) добавляется в турнир
      mafia-judge evening [--date ГГГГ-ММ-ДД] [--check-in НИК]... [--check-out НИК]... [--seats N]
                                      клубный вечер: кто пришёл и следующий стол по правилам клуба, в JSON
      mafia-judge season НАЗВАНИЕ [--ruleset ID] [--games ПАПКА]
                                      рейтинг клуба за сезон (seasons.toml) в JSON
      mafia-judge season --ban НИК --seasons N [--reason ТЕКСТ] [--date ГГГГ-ММ-ДД]
                                      бан клуба на N сезонов в players.toml
      mafia-judge file-game ТУРНИР ЗАПИСЬ [--table N]
                                      стол записывает игру в папку турнира
      mafia-judge penalty ТУРНИР --player НИК --penalty ID --reason ТЕКСТ
                --round R --minutes M --table N (по желанию)
                                      турнирный штраф (на ноутбуке стола или с --table: запрос этого стола)
      mafia-judge merge ТУРНИР        главный судья вносит запросы столов
      mafia-judge conflict ТУРНИР КОПИЯ --keep original|copy
                                      главный судья оставляет копию конфликта синхронизации или её файл
                                      (другой уходит в trash/)
      mafia-judge role [head|table:N|none]
                                      роль этого ноутбука в турнире, хранится в его папке данных
                                      (ноутбук стола никогда не пишет tournament.toml)
      mafia-judge --version           версия, система и где лежат правила из поставки
      mafia-judge --help              эта подсказка

    --lang ru|en в любом месте строки: язык этих сообщений и того, что делает
    команда (протокол, view, страницы; без него — русский); без --lang
    сообщения следуют LC_ALL, LC_MESSAGES или LANG (ru... — русский)
cli-version = { $made_by } ({ $target }, { $arch })
    правила из поставки: { $rulesets ->
        [none] не найдены
       *[other] { $rulesets }
    }
cli-unknown-command = неизвестная команда «{ $word }»
cli-needs-file = { $command }: нужен ФАЙЛ
cli-needs-value = { $option }: нужно значение
cli-bad-value = { $option } принимает { $expected }, а не «{ $given }»
cli-role-values = head или table:N (table:2)
cli-keep-values = original или copy
cli-lang-values = ru или en
cli-protocol-needs-output = protocol: нужны ФАЙЛ и -o ВЫХОД.pdf
cli-unexpected = { $command }: лишний аргумент «{ $arg }»
cli-cannot-read = { $file }: не удалось прочитать файл ({ $error })
cli-no-ruleset = { $file }: { $error }
cli-ruleset-changed = { $file }: внимание: правила «{ $ruleset }» изменились после записи этой игры
cli-refused = действие { $index }: { $why }
cli-broken-rulesets =
    { $count ->
        [one] { $count } файл правил не загрузился (назван выше)
        [few] { $count } файла правил не загрузились (названы выше)
       *[many] { $count } файлов правил не загрузились (названы выше)
    }
cli-unexpected-argument = лишний аргумент «{ $arg }»
cli-port-values = число до 65535
cli-seconds-values = число секунд
cli-serve-lan = сервер слушает все сетевые интерфейсы: { $addr }
cli-actions-values = число действий
cli-upto-beyond = { $file }: --upto { $upto }, а в записи { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
       *[many] { $actions } действий
    }
cli-format-values = mafiaratings или polemica
cli-export-needs = для export нужны ИГРА, --format и -o ВЫХОД.json
cli-left-out = { $file }: не учтён: { $why }
cli-left-out-count = { $count ->
    [one] { $count } файл игры не учтён в таблице
    [few] { $count } файла игр не учтены в таблице
   *[many] { $count } файлов игр не учтены в таблице
}
cli-setup = { $file }: { $why }
cli-json = { $file }: не удалось записать итог в JSON ({ $error })
# Одни правила в `mafia-judge rulesets` (значения уже выровнены по столбцам).
cli-ruleset-line = { $id } { $version } { $players } игроков  { $name }  ({ $file })
cli-number-values = целое число
# `season`: a season the club's file does not name; too few seasons for a ban.
season-unknown = в файле сезонов клуба нет сезона «{ $name }»
season-too-few = в файле сезонов клуба нет { $n } сезонов начиная с { $date }: впишите следующие сезоны
cli-date-values = дата ГГГГ-ММ-ДД (2026-11-28)
cli-stats-left-out-count = { $count ->
    [one] { $count } файл игры не учтён в статистике
    [few] { $count } файла игр не учтены в статистике
   *[many] { $count } файлов игр не учтены в статистике
}
