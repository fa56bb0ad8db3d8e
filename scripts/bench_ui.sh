#!/usr/bin/env bash
# Figures for the two windows under Xvfb (printed, never asserted):
# start to the judge window, projector open to its window, peak RSS,
# CPU over 10 s idle and over 10 s with the speech timer running and the
# projector open.
# usage: scripts/bench_ui.sh   (target/release/mafia-judge, else target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
x_init bench_ui
x_work

# A FIIM game at day 1, the first speech (the record e2e.sh and soak.sh use).
cp tests/data/fiim-day-one.json "$WORK/game.json"

x_start 1920x1560

ms() { date +%s%3N; }
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)

t0=$(ms)
HOME="$WORK/home" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
    "$BIN" --open "$WORK/game.json" >/dev/null 2>&1 &
APP=$!
PIDS+=($APP)
X_POLL=0.02 wait_window mafia-judge "$APP"
t1=$(ms)
JUDGE=$(win_id mafia-judge)
sleep 1
xdotool windowactivate --sync "$JUDGE" 2>/dev/null || xdotool windowfocus "$JUDGE"
t2=$(ms)
xdotool key --window "$JUDGE" p
X_POLL=0.02 wait_window mafia-judge-projector "$APP"
t3=$(ms)
sleep 2

a=$(ticks "$APP"); sleep 10; b=$(ticks "$APP")
idle=$(awk -v d=$((b - a)) -v hz="$hz" 'BEGIN{printf "%.2f", d / hz / 10 * 100}')
xdotool key --window "$JUDGE" space
sleep 0.5
a=$(ticks "$APP"); sleep 10; b=$(ticks "$APP")
running=$(awk -v d=$((b - a)) -v hz="$hz" 'BEGIN{printf "%.2f", d / hz / 10 * 100}')
rss=$(awk '/VmHWM/{print $2, $3}' "/proc/$APP/status")

echo "binary:                         $BIN"
echo "start to judge window:          $((t1 - t0)) ms"
echo "projector key to its window:    $((t3 - t2)) ms"
echo "peak RSS:                       $rss"
echo "CPU, 10 s idle, projector open: ${idle} % of a core"
echo "CPU, 10 s timer running:        ${running} % of a core"
