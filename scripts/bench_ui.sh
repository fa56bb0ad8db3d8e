#!/usr/bin/env bash
# Figures for the two windows under Xvfb (printed, never asserted):
# start to the judge window, projector open to its window, peak RSS,
# CPU over 10 s idle and over 10 s with the speech timer running and the
# projector open.
# usage: scripts/bench_ui.sh   (target/release/mafia-judge, else target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
for tool in Xvfb xwininfo xdotool; do
    command -v "$tool" >/dev/null || { echo "bench_ui: $tool is not installed" >&2; exit 3; }
done
BIN=${MAFIA_JUDGE_BIN:-}
if [[ -z "$BIN" ]]; then
    if [[ -x target/release/mafia-judge ]]; then BIN=target/release/mafia-judge
    else BIN=target/debug/mafia-judge; fi
fi
[[ -x "$BIN" ]] || { echo "bench_ui: no binary at $BIN" >&2; exit 2; }
WORK=$(mktemp -d)
DISP=":$(( 90 + RANDOM % 100 ))"
PIDS=()
cleanup() { for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT

cat > "$WORK/game.json" <<'JSON'
{"format":"mafia-judge-record","version":1,"ruleset":{"id":"fiim","version":"","fingerprint":""},
 "created":1000000,"meta":{},"players":["1","2","3","4","5","6","7","8","9","10"],
 "actions":[{"at":1000001,"type":"deal_roles","seed":7},{"at":1000002,"type":"start_game"},
  {"at":1000003,"type":"next"},{"at":1000004,"type":"next"}]}
JSON

Xvfb "$DISP" -screen 0 1920x1560x24 -nolisten tcp -noreset >/dev/null 2>&1 &
PIDS+=($!)
export DISPLAY=$DISP
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done

ms() { date +%s%3N; }
wait_class() { for _ in $(seq 600); do xwininfo -root -tree | grep -q "\"$1\")" && return 0; sleep 0.02; done; return 1; }
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
hz=$(getconf CLK_TCK)

t0=$(ms)
HOME="$WORK/home" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
    "$BIN" --open "$WORK/game.json" >/dev/null 2>&1 &
APP=$!
PIDS+=($APP)
wait_class mafia-judge
t1=$(ms)
JUDGE=$(xwininfo -root -tree | grep '"mafia-judge")' | head -1 | awk '{print $1}')
sleep 1
xdotool windowactivate --sync "$JUDGE" 2>/dev/null || xdotool windowfocus "$JUDGE"
t2=$(ms)
xdotool key --window "$JUDGE" p
wait_class mafia-judge-projector
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
