#!/usr/bin/env bash
# Screenshots of the start screen and the library with a year of kept games,
# for a human to look at: target/e2e/start-<what>-<W>x<H>.png
#
# A data folder gets GAMES kept games (default 1000: the examples again and
# again, with dates, tournaments, tables and nicknames varied by jq), and a
# copy of the Minsk final with its first three games is opened as the
# tournament (--tournament), so the start screen shows its next game. Each
# size is shot with the start screen, then with the library (hidden
# --library), then with the library filtered by a player.
#
# usage: scripts/start_shots.sh           (target/release/mafia-judge, else target/debug)
#        MAFIA_JUDGE_BIN=path SIZES="1366x768" GAMES=200 scripts/start_shots.sh
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/x.sh
. scripts/lib/year.sh
x_init shots import jq

OUT=${OUT:-target/e2e}
SIZES=${SIZES:-"1366x768 1920x1080 1280x800"}
GAMES=${GAMES:-1000}
mkdir -p "$OUT"
x_work

# A year of kept games.
DATA="$WORK/data/mafia-judge"
year_of_games "$DATA/games" "$GAMES"
echo "shots: $(ls "$DATA/games" | wc -l) kept games"

# The tournament: the Minsk final after three games.
T="$WORK/minsk-final"
mkdir -p "$T/games"
cp examples/tournaments/minsk-final/tournament.toml "$T/"
cp examples/tournaments/minsk-final/games/game-0{1,2,3}.json "$T/games/"

x_start 1920x1080

# The console on the kept games and the tournament, with ARGS.
start_app() { # args...
    MAFIA_JUDGE_DATA="$DATA" XDG_DATA_HOME="$WORK/xdg" exec "$BIN" --tournament "$T" "$@" \
        >"$WORK/stdout.log" 2>"$WORK/stderr.log"
}

shoot() { # name size args...
    local name=$1 size=$2; shift 2
    local w=${size%x*} h=${size#*x}
    x_launch "$WORK/stderr.log" start_app "$@" || exit 1
    local pid=$APP win
    win=$(win_id mafia-judge)
    xdotool windowmove "$win" 0 0 windowsize "$win" "$w" "$h" 2>/dev/null || true
    sleep 3
    # The pointer rests on the empty message line (no tooltip in the shot).
    xdotool mousemove 1 $((h - 4)); sleep 0.3
    if [[ -n "${ROW_Y:-}" ]]; then
        # The first game of the list: its page opens on the right.
        xdotool mousemove 80 "$ROW_Y" click 1; sleep 1
    fi
    import -window root -crop "${w}x${h}+0+0" "$OUT/start-$name-$size.png"
    x_end "$pid"
    echo "shots: $OUT/start-$name-$size.png"
}

# The judge's last rules, as eframe keeps them (the stylized table: 16 seats).
ruleset() { # id
    mkdir -p "$WORK/xdg/mafia-judge"
    printf '{"app":"(last_ruleset:Some(\\"%s\\"))"}\n' "$1" > "$WORK/xdg/mafia-judge/app.ron"
}

for size in $SIZES; do
    ruleset stylized-ny
    shoot stylized "$size"
    ruleset fiim
    shoot screen "$size"
    shoot library "$size" --library
    ROW_Y=182 shoot library-chosen "$size" --library
done
