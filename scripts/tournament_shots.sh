#!/usr/bin/env bash
# Screenshots of a tournament between games, for a human to look at:
# target/e2e/tournament-<what>-<W>x<H>.png: the projector between games
# (the standings and the next game's seats), the same with the standings
# closed to the hall from round 5, and the judge's tournament window.
#
# A copy of the Minsk final with its first six games is opened with
# --tournament; the projector button and the start screen's "tournament
# window" button are clicked where the start screen draws them.
#
# usage: scripts/tournament_shots.sh   (target/release/mafia-judge, else target/debug)
#        MAFIA_JUDGE_BIN=path SIZES="1366x768" scripts/tournament_shots.sh
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in Xvfb xwininfo xdotool import; do
    command -v "$tool" >/dev/null || { echo "shots: $tool is not installed" >&2; exit 3; }
done
BIN=${MAFIA_JUDGE_BIN:-}
if [[ -z "$BIN" ]]; then
    if [[ -x target/release/mafia-judge ]]; then BIN=target/release/mafia-judge
    else BIN=target/debug/mafia-judge; fi
fi
[[ -x "$BIN" ]] || { echo "shots: no binary at $BIN (cargo build first)" >&2; exit 2; }
OUT=${OUT:-target/e2e}
SIZES=${SIZES:-"1366x768 1920x1080"}
mkdir -p "$OUT"
WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

Xvfb -displayfd 3 -screen 0 3400x1100x24 -nolisten tcp -noreset 3>"$WORK/display" >"$WORK/xvfb.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
[[ -s "$WORK/display" ]] || { echo "shots: Xvfb did not start" >&2; exit 1; }
export DISPLAY=":$(head -1 "$WORK/display")"
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
win_id() { xwininfo -root -tree | grep "\"$1\")" | head -1 | awk '{print $1}'; }
wait_window() {
    for _ in $(seq 150); do
        [[ -n "$(win_id "$1")" ]] && return 0
        sleep 0.2
    done
    echo "shots: no window of class $1" >&2; return 1
}

shoot() { # name closed_from_round
    local name=$1 closed=$2 dir="$WORK/$1"
    mkdir -p "$dir"
    cp -r examples/tournaments/minsk-final "$dir/t"
    rm -f "$dir"/t/games/game-0[7-9].json "$dir"/t/games/game-1*.json
    if [[ -n $closed ]]; then
        sed -i "s/^rounds = 16$/rounds = 16\nclosed_from_round = $closed/" "$dir/t/tournament.toml"
    fi
    HOME="$dir/home" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" \
        MAFIA_JUDGE_DATA="$dir/mj" "$BIN" --tournament "$dir/t" >"$dir/log" 2>&1 &
    local app=$!
    PIDS+=($app)
    wait_window mafia-judge
    local judge; judge=$(win_id mafia-judge)
    sleep 2
    xdotool mousemove --window "$judge" 397 12 click 1 # «Проектор» in the menu bar
    wait_window mafia-judge-projector
    local proj; proj=$(win_id mafia-judge-projector)
    xdotool windowmove "$judge" 1940 0
    for size in $SIZES; do
        xdotool windowsize "$proj" "${size%x*}" "${size#*x}"
        xdotool windowmove "$proj" 0 0
        sleep 1.5
        import -window "$proj" "$OUT/tournament-projector-$name-$size.png"
    done
    xdotool windowmove "$proj" 1940 0
    if [[ -z $closed ]]; then
        xdotool windowmove "$judge" 0 0
        xdotool windowsize "$judge" 1366 768
        sleep 1.5
        xdotool mousemove --window "$judge" 82 246 click 1 # «Окно турнира» on the start screen
        for size in $SIZES; do
            xdotool windowsize "$judge" "${size%x*}" "${size#*x}"
            sleep 1.5
            import -window "$judge" "$OUT/tournament-window-$size.png"
        done
    fi
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    echo "shots: $name"
}

shoot between ""
shoot closed 5
echo "shots: done, in $OUT/"
