### tournament

# The standings page of the tournament book (mafia-judge protocol TOURNAMENT).
tournament-standings = ТУРНИРНАЯ ТАБЛИЦА
tournament-col-place = Место
tournament-col-nick = Игрок
tournament-col-games = Игр
tournament-col-wins = Побед
tournament-col-points = Очки
tournament-col-extra = Доп.
tournament-col-penalties = Штрафы
tournament-col-total = Итого
tournament-not-eligible = вне награждения
tournament-games-counted = Учтено игр: { $count }
tournament-left-out = Не учтены: { $file } — { $why }
tournament-penalty-line = { $nick }: { $penalty } ({ $points }) — { $reason }

tournament-menu = Турнир…
tournament-window = Турнир
tournament-folder = Папка турнира:
tournament-open = Открыть
tournament-reload = Перечитать
tournament-standings-heading = Таблица
tournament-games = Игры
tournament-seating = Рассадка
tournament-players = Игроки
tournament-round = тур
tournament-table = стол
tournament-game-played = сыграна
tournament-game-not-yet = ещё не сыграна
tournament-no-ruleset = { $file }: правила «{ $id }» не найдены
tournament-next-game = Следующая игра: №{ $number } (тур { $round }, стол { $table }) — в форму
tournament-no-game-left-table = За столом { $table } по рассадке игр больше нет: все сыграны. Следующие появятся, когда главный судья составит рассадку следующего этапа.
tournament-no-game-left = Игр по рассадке больше нет: все сыграны.
tournament-no-seating-yet = В турнире ещё нет рассадки: её составляет главный судья (раздел «Рассадка»).
players-registry-error = Список игроков клуба не обновлён: { $error }
standings-added-twice = та же игра, что в { $file } (добавлена дважды)
standings-earlier-save = более раннее сохранение игры из { $file }
standings-two-records = две разные записи одной игры ({ $files }): оставьте одну из них
standings-other-ruleset = сыграна по правилам «{ $played }», а турнир идёт по «{ $ruleset }»
standings-not-finished = игра не закончена

# The tournament window: penalties, games from other consoles, seating, players; the hall between games.
tournament-browse = Обзор…
tournament-penalties = Штрафы турнира
tournament-reopen = Открыть таблицу залу
tournament-close-from = Закрыть таблицу для зала с тура
tournament-close = Закрыть
tournament-close-hint = Судья всегда видит всю таблицу; зал (проектор и веб-страницы) видит закрытую таблицу такой, какой она была до этого тура.
tournament-no-penalties = В правилах этого турнира нет турнирных штрафов.
tournament-penalty-take-back = Снять штраф
tournament-penalty-player = Игрок:
tournament-penalty-kind = Штраф:
tournament-penalty-minutes = Опоздание, мин:
tournament-penalty-reason = Причина:
tournament-penalty-add = Записать штраф
tournament-penalty-needs-reason = Штраф записывается с игроком и причиной.
tournament-add-games = Игры с других столов:
tournament-add-files = Файлы…
tournament-add-folder = Папка…
tournament-add-path = Файл или папка:
tournament-add = Добавить
tournament-gen-players = Игроков:
tournament-gen-tables = Столов:
tournament-gen-rounds = Туров:
tournament-generate = Составить рассадку
tournament-seating-paste = Рассадка (CSV или вставка из таблицы: тур, стол, ник на месте 1, ник на месте 2, …):
tournament-seating-hint = 1, 1, Алиса, Борис, …
tournament-seating-read = Прочитать рассадку
tournament-quality-table = Сколько раз каждый игрок на каждом месте
tournament-draft-games = Игры новой рассадки
tournament-seating-has-games = В турнире уже есть игры: номера игр пойдут по новой рассадке (прежнее описание останется в tournament.toml.bak).
tournament-seating-save = Сохранить рассадку в турнир
tournament-seating-drop = Отбросить
tournament-players-paste = Список игроков (CSV или вставка: ник, клуб, город — по игроку в строке):
tournament-players-hint = Алиса, Клуб, Минск
tournament-players-add = Добавить игроков
between-standings = Турнирная таблица
between-all-played = Все игры турнира сыграны
between-no-standings = Таблица появится после первой игры
tournament-players-imported = Добавлено игроков: { $count }
tournament-placeholder-player = Игрок { $n }
tournament-seating-saved = Рассадка сохранена в турнир
tournament-accepted = Запись засчитана как есть
tournament-not-saved = Описание турнира не сохранено: { $error }
tournament-closed-from = Таблица закрыта для зала с тура { $round }
tournament-minutes-late = { $minutes } мин
tournament-brought-added = Добавлена: { $source } как { $file }
tournament-brought-twice = Уже есть: { $source } — та же игра в { $file }
tournament-brought-conflict = Не добавлена: { $source } — другая запись той же игры уже в { $file }; оставьте одну
tournament-brought-refused = Не добавлена: { $source } — { $why }
tournament-draft-heading = Новая рассадка: { $games } игр (ещё не сохранена)
tournament-quality-seats = Раз на одном месте: от { $min } до { $max } (разброс { $spread })
tournament-quality-pairs = Встреч пары за одним столом: от { $min } до { $max } (разброс { $spread })
between-closed = Таблица после тура { $round }; дальше закрыта до конца турнира
between-next = Следующая игра №{ $number } · тур { $round } · стол { $table }
between-games = Сыграно игр: { $games }
tournament-penalty-take-back-yes = Да, снять
tournament-penalty-keep = Оставить
# Таблица качества рассадки `mafia-judge seating` (столбцы: игрок, места 1..N, игры).
seating-report-player = игрок
seating-report-games = игр
tournament-col-award = В наградах
tournament-disqualified = снят с турнира
# The check of every game against the seating (src/tournament/check.rs).
check-held = ждёт решения главного судьи: { $why }
check-players-differ = игроки не те, что в рассадке игры №{ $game } (тур { $round }, стол { $table }): место { $seats }
check-seat-diff = { $seat }: в рассадке { $expected }, в записи { $found }
check-other-slot = игроки сидят как в игре №{ $seated } (тур { $seated_round }, стол { $seated_table }), а запись названа игрой №{ $game } (тур { $round }, стол { $table }): рассадка другого тура? Не засчитана ни за одну из двух игр, пока не решит главный судья
check-stranger = не игрок турнира: { $nicks }
check-second-for-slot = вторая запись игры №{ $game } (тур { $round }, стол { $table }); первая — { $first }
check-outside-seating = игры №{ $game } за столом { $table } нет в рассадке, и её игроков нет ни в одной игре рассадки
check-changed-ruleset = сыграна по изменённому файлу правил (отпечаток { $played }, у турнира сейчас { $now })
check-one-change-copy = копия записи { $of } с одним изменением: { $change }
check-change-created = другое время создания
check-change-header = другое поле заголовка «{ $field }»
check-change-roles = другой набор карт
check-change-options = другие переключатели игры
check-change-action = другое действие №{ $index }
check-change-length = одним действием больше или меньше в конце
check-appendix = запись { $of } и ещё { $added } действий после конца игры (из них заметок: { $notes }); считается { $of }
# Issue 33.9: a later stage's seating checked against the cut of the stage before.
check-not-through-cut = игра №{ $game } (тур { $round }, стол { $table }) этапа «{ $stage }»: { $nicks } { $count ->
    [one] не прошёл
   *[other] не прошли
} отбор после этапа «{ $before }»
stage-seating-not-through = рассадка этапа «{ $stage }», тур { $round }, стол { $table }: { $nicks } { $count ->
    [one] не прошёл
   *[other] не прошли
} отбор после этапа «{ $before }»
check-accept = Засчитать
check-accepted = засчитана главным судьёй: { $why }
check-refuse = Отказать
check-refused = Отказано: { $file } перенесён в { $moved_to } (не удалён)
check-refused-left-out = главный судья отказал в зачёте; файл перенесён в { $moved_to }
check-held-heading = Задержанные игры ({ $count }): решает главный судья
check-held-file = { $file } — игра { $game }, стол { $table }
check-held-head-only = Засчитать или отказать может только главный судья.
tournament-game-held = задержана: ждёт решения главного судьи
# Stages (src/tournament/stages.rs).
stage-line = { $name }: туры { $first }–{ $last }, столов { $tables }, проходят { $cut }
stage-final-line = { $name }: туры { $first }–{ $last }, столов { $tables }
stage-passed = Проходят дальше после этапа «{ $name }»: { $count }
stage-not-finished = этап { $stage } не закончен: осталось игр { $missing }
stage-none = в турнире нет этапа { $stage } (этапов: { $stages })
stage-seating = Рассадка этапа «{ $name }»
stage-make-seating = Составить рассадку этапа «{ $name }»
# A tie at a stage's cut the tie-breaks leave (src/tournament/stages.rs).
stage-tie-at-cut = Равенство на границе прохода после этапа «{ $name }»: { $tied } делят { $place }-е место, а проходят из них { $places }. Все показатели равны — порядок в списке не решает: решите по регламенту (жребий или дополнительная игра).
stage-tie-error = после этапа { $stage } на границе прохода равенство: { $tied } (проходят из них { $places }); следующий этап ждёт решения главного судьи — жребий или дополнительная игра
stage-tie-choose = Отметьте, кто из них проходит (нужно { $places }):
stage-tie-by-lot = Записать: решено жребием
stage-tie-by-game = Записать: решено дополнительной игрой
stage-tie-head-only = Решает главный судья.
stage-tie-decided-lot = Равенство на границе прохода решено жребием: проходят { $through }
stage-tie-decided-game = Равенство на границе прохода решено дополнительной игрой: проходят { $through }
tournament-cut-decided = Решение о равенстве на границе прохода записано.
seating-clubs-apart = Игроков одного клуба за одним столом: { $count }
between-table-next = Стол { $table } · игра №{ $number } · тур { $round }
between-stage = { $name } · туры { $first }–{ $last }
between-cut = Дальше, в этап «{ $next }», проходят { $count }
between-rows = места { $first }–{ $last } из { $count }
between-places = места
between-of = из
tournament-saved-games = Игры рассадки: { $games }
# The chart of the statistics in the tournament window and the book.
tournament-stats-heading = Процент побед по ролям
tournament-stats-axis = побед, %
tournament-stats-none = ещё нет сыгранных игр
tournament-points-heading = Очки по турам
tournament-points-round = тур
tournament-points-points = очки
tournament-points-note = очки за игры тура; штрафы турнира и компенсация — только в итоге таблицы
tournament-tables-heading = По столам
tournament-tables-table = Стол
tournament-tables-ruleset = Правила
tournament-tables-games = Игр
tournament-tables-red = Красные, %
tournament-tables-black = Чёрные, %
tournament-tables-vote = Голосование
tournament-tables-shot = Отстрел
tournament-tables-removal = Удаление
tournament-tables-draw = Ничья
tournament-tables-days = Дней в среднем
