#!/usr/bin/env bash
# End-to-end check of the real binary in a virtual X display: both windows
# appear (xwininfo), keys advance the game (xdotool), screenshots are written
# to target/e2e/ for a human to look at.
#
# usage: scripts/e2e.sh            (uses target/release/mafia-judge, else target/debug)
#        MAFIA_JUDGE_BIN=path scripts/e2e.sh
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/x.sh
x_init e2e import

OUT=target/e2e
mkdir -p "$OUT"
x_work

# A game at day 1, first speech: cards as dealt, night zero done (the
# record tests/files/crash_resume.rs and scripts/soak.sh start from too).
cp tests/data/fiim-day-one.json "$WORK/game.json"

x_start 1920x1560

# Settings go to a throw-away home so the judge's own are untouched.
judge_app() {
    HOME="$WORK/home" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
        MAFIA_JUDGE_DATA="$WORK/data/mafia-judge" exec "$BIN" --open "$WORK/game.json" \
        >"$OUT/stdout.log" 2>"$OUT/stderr.log"
}
x_launch "$OUT/stderr.log" judge_app
sleep 1
JUDGE=$(x_focus mafia-judge "$APP")
echo "judge window: $JUDGE"
key() { xdotool key --window "$JUDGE" "$@"; sleep 0.4; }

key p                       # the projector window
wait_window mafia-judge-projector "$APP" "$OUT/stderr.log"
PROJ=$(win_id mafia-judge-projector)
echo "projector window: $PROJ"
xdotool windowmove "$PROJ" 0 830 2>/dev/null || true
xdotool windowsize "$PROJ" 1280 720 2>/dev/null || true
xdotool windowmove "$JUDGE" 0 0 2>/dev/null || true
JUDGE=$(x_focus mafia-judge "$APP")

key 4 n                     # seat 1 nominates seat 4
key space                   # the speech timer runs
sleep 2
key Return                  # seat 2 speaks
key 9 n                     # seat 2 nominates seat 9
key 3 f                     # a foul to seat 3
key space
sleep 1.5

import -window root "$OUT/shot.png"
import -window "$JUDGE" "$OUT/judge.png"
import -window "$PROJ" "$OUT/projector.png"
xwininfo -root -tree | grep -E '"mafia-judge(-projector)?"' > "$OUT/windows.txt"
echo "windows:"; cat "$OUT/windows.txt"
[[ $(wc -l < "$OUT/windows.txt") -ge 2 ]] || { echo "e2e: expected two windows" >&2; exit 1; }
kill -0 "$APP" || { echo "e2e: the app died" >&2; exit 1; }
# The keys reached the game: the autosave holds the nominations and the foul.
SAVE="$WORK/data/mafia-judge/games/current.json"
[[ -f "$SAVE" ]] || { echo "e2e: no autosave at $SAVE" >&2; exit 1; }
grep -q '"type":"nominate","target":4' "$SAVE" || { echo "e2e: seat 4 was not nominated" >&2; cat "$SAVE" >&2; exit 1; }
grep -q '"type":"nominate","target":9' "$SAVE" || { echo "e2e: seat 9 was not nominated" >&2; cat "$SAVE" >&2; exit 1; }
grep -q '"type":"foul","seat":3' "$SAVE" || { echo "e2e: no foul to seat 3" >&2; cat "$SAVE" >&2; exit 1; }
echo "e2e: the keys advanced the game (autosave checked)"
# B blanks the projector (a black window) and brings it back, from the
# judge's window and from the projector's own.
mean() { import -window "$PROJ" "$1" && convert "$1" -format "%[fx:mean]" info:; }
bright() { awk -v m="$1" -v t="$2" 'BEGIN { exit !(m > t) }'; }
key b; sleep 1
M=$(mean "$OUT/projector-blank.png")
bright "$M" 0.005 && { echo "e2e: B did not blank the projector (mean $M)" >&2; exit 1; }
xdotool key --window "$PROJ" b; sleep 1.5
M=$(mean "$OUT/projector-back.png")
bright "$M" 0.02 || { echo "e2e: B in the projector did not bring it back (mean $M)" >&2; exit 1; }
echo "e2e: B blanks the projector and brings it back"
# The projector at every moment and size, the start screen and the library
# (E2E_SHOTS=0 skips them).
# Its own display, so this one goes first.
# E2E_GALLERY=quick (what `make test` asks): every moment at one size of
# each window (the projector at 1920x1080, the judge's window and the start
# screen at 1366x768); otherwise (`make shots`) at every size.
if [[ "${E2E_SHOTS:-1}" != 0 ]]; then
    x_kill_all
    psizes="1920x1080 1280x720 1024x768" jsizes="1366x768 1920x1080" ssizes="1366x768 1920x1080 1280x800"
    if [[ "${E2E_GALLERY:-full}" == quick ]]; then
        psizes="1920x1080" jsizes="1366x768" ssizes="1366x768"
    fi
    SIZES="$psizes" JUDGE_SIZES="$jsizes" MAFIA_JUDGE_BIN="$BIN" OUT="$OUT" scripts/projector_shots.sh
    # The start screen and the library with a year of kept games.
    SIZES="$ssizes" MAFIA_JUDGE_BIN="$BIN" OUT="$OUT" scripts/start_shots.sh
fi
echo "e2e: ok, screenshots in $OUT/"
