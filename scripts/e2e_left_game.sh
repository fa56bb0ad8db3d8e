#!/usr/bin/env bash
# A finished tournament game a crash left unfiled (issue 32.1), end to end
# with the real binary under Xvfb (tests/e2e/left_game.rs runs it):
#
# 1. Table 1's laptop (its role kept in its data folder) plays the Minsk
#    final's game 7 to its last step: the record is opened one step short
#    and the judge's key (Enter) ends it. The moment the autosave holds the
#    finished game, before «Новая игра», the console is killed (kill -9).
# 2. The console is started again on that data folder with the tournament
#    (games 1-6 filed). The start screen offers the finished game; its
#    «Записать в турнир» is clicked (the topmost button in the console's
#    green in the start screen's side column, found in the window's shot).
# 3. The game is in the tournament's games/ (t1-r7-g7-…), the autosave
#    empty, the game in the kept games, and `standings` counts 7 games.
#
# Prints `e2e_left_game: ...` lines the test reads; screenshots in target/e2e/.
# usage: scripts/e2e_left_game.sh   (MAFIA_JUDGE_BIN, else target/release, else target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
x_init e2e_left_game jq import convert
x_work
OUT=${E2E_OUT:-target/e2e}
mkdir -p "$OUT"
SRC=examples/tournaments/minsk-final

# The tournament folder as the head's laptop shares it: Minsk's final
# without its penalties, games 1-6 filed.
T="$WORK/tournament"
mkdir -p "$T/games"
awk '/^\[\[penalties\]\]/{skip=1} /^\[\[/{if($0!="[[penalties]]")skip=0} !skip' \
    "$SRC/tournament.toml" >"$T/tournament.toml"
for g in 01 02 03 04 05 06; do cp "$SRC/games/game-$g.json" "$T/games/"; done

# Game 7 one step short of its end (the last «next» left for the key).
jq '.actions |= .[:-1]' "$SRC/games/game-07.json" >"$WORK/game-07.json"
ALL=$(jq '.actions | length' "$SRC/games/game-07.json")

DATA="$WORK/table-data"
table_cli() { MAFIA_JUDGE_DATA="$DATA" LC_ALL=C.UTF-8 "$BIN" "$@"; }
table_cli role table:1 >/dev/null
SAVE="$DATA/games/current.json"

# console [ARGS...]: table 1's console under the running Xvfb.
console() {
    HOME="$WORK/home" XDG_DATA_HOME="$WORK/xdg" XDG_CONFIG_HOME="$WORK/xdg" \
        MAFIA_JUDGE_DATA="$DATA" exec "$BIN" --tournament "$T" "$@" >>"$WORK/console.log" 2>&1
}

x_start 1366x768

# --- 1. The game's last step, then kill -9 -------------------------------
x_launch "$WORK/console.log" console --open "$WORK/game-07.json"
FIRST=$APP
WIN=$(x_focus mafia-judge "$FIRST")
xdotool windowsize "$WIN" 1366 768 windowmove "$WIN" 0 0 2>/dev/null || true
# (The opened game is autosaved from its first step on.)
x_shoot "$WIN" 1366x768 "$OUT/left-game-last-step.png" 1
xdotool key --window "$WIN" Return
done_at=""
for i in $(seq 1500); do
    if [[ "$(jq '.actions | length' "$SAVE" 2>/dev/null)" == "$ALL" ]]; then
        kill -9 "$FIRST"
        done_at=yes
        break
    fi
    # A key a loaded machine lost is pressed again (one more «next» after
    # the end would be refused, never recorded).
    ((i % 300 == 0)) && xdotool key --window "$WIN" Return
    sleep 0.01
done
[[ -n "$done_at" ]] || { echo "e2e_left_game: the key never ended the game (autosave: $(jq '.actions | length' "$SAVE" 2>&1) of $ALL actions)" >&2; exit 1; }
wait "$FIRST" 2>/dev/null || true
over=$(table_cli replay "$SAVE" | jq -r '.winner // .result // empty' 2>/dev/null || true)
echo "e2e_left_game: killed (-9) with the finished game in the autosave ($ALL actions, winner: ${over:-?})"
[[ -z "$(ls "$T/games" | grep '^t1-r7-g7-' || true)" ]] || { echo "e2e_left_game: filed before the crash?" >&2; exit 1; }

# --- 2. Started again: the offer, and the click that files it -----------
x_launch "$WORK/console.log" console
APP2=$APP
WIN=$(x_focus mafia-judge "$APP2")
xdotool windowsize "$WIN" 1366 768 windowmove "$WIN" 0 0 2>/dev/null || true
# The pointer off every button (a hovered button is drawn in another shade).
xdotool mousemove 1 764
# The tournament is read after the first frame: the offer's button comes then.
# accent_boxes FILE: the boxes of the console's green (theme::ACCENT, the
# buttons' fill) as "W H X Y", largest areas first.
accent_boxes() {
    convert "$1" -alpha off -fill black +opaque 'rgb(52,120,84)' -fill white -opaque 'rgb(52,120,84)' \
        -define connected-components:verbose=true -define connected-components:area-threshold=300 \
        -connected-components 8 null: 2>/dev/null \
        | awk '$NF ~ /gray\(255\)|srgb\(255,255,255\)|white/ {split($2, g, /[x+]/); print g[1], g[2], g[3], g[4]}'
}
button=""
for _ in $(seq 30); do
    sleep 1
    x_capture "$WIN" "$OUT/left-game-offer.png"
    # «Записать в турнир»: the first green button of the side column on
    # the left (the left game's card comes first there; the tournament's
    # «Взять в форму» under it, «Начать игру» far right).
    button=$(accent_boxes "$OUT/left-game-offer.png" \
        | awk '$3 < 600 && $1 > 80 && $2 >= 16 && $2 <= 60' | sort -k4 -n | head -1)
    [[ -n "$button" ]] && break
done
[[ -n "$button" ]] || { echo "e2e_left_game: no «Записать в турнир» in sight (target/e2e/left-game-offer.png)" >&2; exit 1; }
read -r bw bh bx by <<<"$button"
echo "e2e_left_game: the start screen offers the finished game (button ${bw}x${bh} at $bx,$by)"
xdotool mousemove --window "$WIN" $((bx + bw / 2)) $((by + bh / 2)) click 1
filed=""
for i in $(seq 150); do
    filed=$(ls "$T/games" | grep '^t1-r7-g7-' || true)
    [[ -n "$filed" ]] && break
    # A click a loaded machine lost, once more (where the button was, only
    # words are drawn once it is filed).
    ((i == 50)) && xdotool mousemove --window "$WIN" $((bx + bw / 2)) $((by + bh / 2)) click 1
    sleep 0.1
done
[[ -n "$filed" ]] || { echo "e2e_left_game: the click filed nothing" >&2; tail -5 "$WORK/console.log" >&2; exit 1; }
sleep 1
x_capture "$WIN" "$OUT/left-game-filed.png"
echo "e2e_left_game: filed into the tournament: games/$filed"

# --- 3. Where everything is ------------------------------------------------
# The same actions (the last one's time is the key's, today's).
cmp -s <(jq -c '[.actions[] | del(.at)]' "$T/games/$filed") <(jq -c '[.actions[] | del(.at)]' "$SRC/games/game-07.json") \
    || { echo "e2e_left_game: the filed game is not the game played" >&2; exit 1; }
echo "e2e_left_game: the filed game holds the game played, all $ALL actions"
[[ ! -f "$SAVE" ]] || { echo "e2e_left_game: the autosave still holds it" >&2; exit 1; }
kept=$(find "$DATA/games" -maxdepth 1 -name '*.json' | wc -l)
echo "e2e_left_game: the autosave is empty, kept games: $kept"
games=$( (table_cli standings "$T" 2>/dev/null || true) | jq '.games')
echo "e2e_left_game: the standings count $games games"
x_end "$APP2"
# Started again: a shot for the eye (the autosave is empty, so nothing can
# be offered twice; tests/ui/left_game.rs checks the start screen for it).
x_launch "$WORK/console.log" console
APP3=$APP
WIN=$(x_focus mafia-judge "$APP3")
xdotool windowsize "$WIN" 1366 768 windowmove "$WIN" 0 0 2>/dev/null || true
sleep 3
x_capture "$WIN" "$OUT/left-game-again.png"
x_end "$APP3"
echo "e2e_left_game: done"
