#!/usr/bin/env bash
# The judge's phone plays a whole game (issue 34 item 5): the real console
# under Xvfb with its projector open and its web server started with a
# pairing code (`--serve PORT --pair`), headless Chromium at 360x740 with
# touch emulated on /judge playing the moves of $MOVES (tests/e2e/judge_game.js).
# The console's autosave is then copied to target/e2e/judge-game-phone.json
# for the test to compare with the same game played by keys; the page's
# screenshots land in target/e2e/judge-game-*.png. Prints the page's line.
#
# usage: MOVES=moves.json CHROMIUM=chromium scripts/e2e_judge_game.sh
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
x_init e2e_judge_game node
x_work
OUT=target/e2e
mkdir -p "$OUT"
rm -f "$OUT/judge-game-phone.json" "$OUT"/judge-game-*.png
PORT=$(free_port)
cp tests/data/fiim-day-one.json "$WORK/game.json"
x_start 1920x1560
judge_app() {
    HOME="$WORK/home" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
        MAFIA_JUDGE_DATA="$WORK/data/mafia-judge" exec "$BIN" --open "$WORK/game.json" \
        --serve "$PORT" --pair >"$WORK/stdout.log" 2>"$WORK/stderr.log"
}
x_launch "$WORK/stderr.log" judge_app
JUDGE=$(x_focus mafia-judge "$APP")
# The projector open, as in the hall.
xdotool key --window "$JUDGE" p
wait_window mafia-judge-projector "$APP" "$WORK/stderr.log"
# The page's address and the code the console printed.
# (a loaded machine runs ten end-to-end tests at once: up to a minute; a
# missing line is said below, not left to `set -e`.)
for _ in $(seq 600); do grep -q '^judge-pair ' "$WORK/stdout.log" && break; sleep 0.1; done
read -r _ URL CODE < <(grep '^judge-pair ' "$WORK/stdout.log") || true
[[ -n "${CODE:-}" ]] || { echo "e2e_judge_game: the console printed no pairing code" >&2; cat "$WORK/stdout.log" "$WORK/stderr.log" >&2; exit 1; }
node tests/e2e/judge_game.js "${CHROMIUM:-chromium}" "$URL" "$CODE" "$MOVES" "$OUT" "$WORK/profile" \
    | tee "$WORK/page.json" || true
kill -0 "$APP" || { echo "e2e_judge_game: the console died" >&2; tail -20 "$WORK/stderr.log" >&2; exit 1; }
# The projector is still there: the game was played with it open.
xwininfo -root -tree | grep -q '"mafia-judge-projector")' || { echo "e2e_judge_game: no projector window" >&2; exit 1; }
import -window root "$OUT/judge-game-console.png" 2>/dev/null || true
SAVE="$WORK/data/mafia-judge/games/current.json"
[[ -f "$SAVE" ]] || { echo "e2e_judge_game: no autosave at $SAVE" >&2; exit 1; }
cp "$SAVE" "$OUT/judge-game-phone.json"
grep -q '"played"' "$WORK/page.json" || { echo "e2e_judge_game: the page did not finish" >&2; tail -20 "$WORK/stderr.log" >&2; exit 1; }
