### The web server for the stream: its window, its pages' words, its answers.

web-waiting = Waiting for the game…
web-offline = The console is not answering, reconnecting…
web-spectator-badge = Roles shown to viewers
web-need-token = The spectator feed needs the token from the judge's window (?token=…)
web-bad-token = Wrong token: it is new at each start of the server
web-not-found = No such page
web-method = The server only serves pages (GET)
web-busy = Too many connections
web-overlay-bottom = Overlay: bottom strip
web-overlay-side = Overlay: side column
web-projector-page = Projector screen
web-view-json = Data (JSON)
web-spectator-pages = Spectator feed (roles and checks)
web-menu = Web server for the stream…
web-window = Web server for the stream
web-port = Port
web-lan = Open to the local network (other computers)
web-lan-tip = Unticked, only this computer sees the pages (OBS on it). Ticked, anyone on the hall's network does.
web-lan-on = Open to the local network: every network interface
web-local-only = This computer only
web-lan-addresses = Other computers on the network open:
web-lan-none = This computer has no local network address (is it on a network?)
web-lan-error = The local network addresses could not be listed: { $why }
web-delay = Spectator feed delay, s
web-start = Start
web-stop = Stop
web-start-failed = The server did not start
web-public = Public pages (as the projector, no roles):
web-token = Spectator token
web-token-tip = The feed with roles and checks. The token is new at each start; keep it from the players.
web-viewers = Live feeds connected
web-status = Web
