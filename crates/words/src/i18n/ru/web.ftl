### The web server for the stream: its window, its pages' words, its answers.

web-waiting = Ожидание игры…
web-offline = Нет связи с консолью, переподключение…
web-spectator-badge = Роли видны зрителям
web-need-token = Для ленты зрителя нужен токен из окна судьи (?token=…)
web-bad-token = Неверный токен: он новый при каждом запуске сервера
web-not-found = Нет такой страницы
web-method = Сервер только отдаёт страницы (GET)
web-busy = Слишком много подключений
web-overlay-bottom = Оверлей: полоса снизу
web-overlay-side = Оверлей: колонка сбоку
web-projector-page = Экран проектора
web-view-json = Данные (JSON)
web-spectator-pages = Лента зрителя (роли и проверки)
web-menu = Веб-сервер для трансляции…
web-window = Веб-сервер для трансляции
web-port = Порт
web-lan = Открыть для локальной сети (другие компьютеры)
web-lan-tip = Без галочки страницы видит только этот компьютер (OBS на нём же). С галочкой — любой в сети зала.
web-lan-on = Открыт для локальной сети: все сетевые интерфейсы
web-local-only = Только этот компьютер
web-lan-addresses = С других компьютеров сети открывайте:
web-lan-none = У этого компьютера нет адреса в локальной сети (он подключён к сети?)
web-lan-error = Не удалось узнать адреса в локальной сети: { $why }
web-delay = Задержка ленты зрителя, с
web-start = Запустить
web-stop = Остановить
web-start-failed = Сервер не запустился
web-public = Публичные страницы (как проектор, без ролей):
web-token = Токен зрителя
web-token-tip = Лента с ролями и проверками. Токен новый при каждом запуске; не показывайте его игрокам.
web-viewers = Подключено лент
web-status = Веб
