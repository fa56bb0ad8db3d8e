#!/usr/bin/env bash
# The console's start against the smallest eframe app (printed, never
# asserted), under Xvfb, the three started in turn RUNS times (default 7)
# and the medians printed:
#   minimal   benches/minimal_window.rs: one label, the same eframe, renderer
#             and window size;
#   empty     the console on an empty data folder (the year copied beside
#             it, where it is not read: the same disk work before the start);
#   1000      the console on a data folder with GAMES (1000) kept games;
#   tournament the console on an empty data folder opening a copy of
#             examples/tournaments/baikal-championship (--tournament: its
#             30 games replayed for the standings and the statistics),
#             its first frame against the plain start's and the minimal
#             app's (issue 32.11).
# For each: from the spawn to the window in the X tree ("window"), to the
# end of the first frame ("frame": the app prints `first frame` on stdout
# when MAFIA_JUDGE_FIRST_FRAME is set), and the CPU time (user + system,
# /proc/PID/stat) the process took in its first second.
# usage: scripts/bench_start.sh   (target/release/mafia-judge, else target/debug;
#        MINIMAL_BIN=path, else cargo builds the bench and says where)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
. scripts/lib/year.sh
x_init bench_start jq
RUNS=${RUNS:-7}
GAMES=${GAMES:-1000}

MINIMAL=${MINIMAL_BIN:-}
if [[ -z "$MINIMAL" ]]; then
    MINIMAL=$(${CARGO:-cargo} bench --bench minimal_window --no-run --message-format=json 2>/dev/null \
        | jq -r 'select(.target.name? == "minimal_window" and .executable != null) | .executable' | tail -1)
fi
[[ -x "$MINIMAL" ]] || { echo "bench_start: no minimal_window bench binary" >&2; exit 2; }

x_work
year_of_games "$WORK/year" "$GAMES"
x_start 1920x1080

ms() { date +%s%3N; }
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
HZ=$(getconf CLK_TCK)

# run KIND: one start; appends "window_ms frame_ms cpu_ms" to $WORK/KIND.
run() {
    local kind=$1 class=mafia-judge dir="$WORK/run-$1"
    rm -rf "$dir"
    mkdir -p "$dir/data/games" "$dir/xdg"
    case $kind in
        minimal) class=minimal-window ;;
        # The same copy for both, so the disk's writing back of a thousand
        # new files weighs on each start alike; only one has them to read.
        empty) mkdir -p "$dir/not-read" && cp "$WORK/year/"*.json "$dir/not-read/" ;;
        1000) cp "$WORK/year/"*.json "$dir/data/games/" ;;
        tournament) cp -r examples/tournaments/baikal-championship "$dir/cup" ;;
    esac
    local cmd=("$BIN")
    [[ $kind == minimal ]] && cmd=("$MINIMAL")
    [[ $kind == tournament ]] && cmd=("$BIN" --tournament "$dir/cup")
    local t0 now win="" frame="" cpu="" pid
    t0=$(ms)
    MAFIA_JUDGE_FIRST_FRAME=1 MAFIA_JUDGE_DATA="$dir/data" HOME="$dir" \
        XDG_DATA_HOME="$dir/xdg" XDG_CONFIG_HOME="$dir/xdg" \
        "${cmd[@]}" >"$dir/stdout" 2>"$dir/stderr" &
    pid=$!
    PIDS+=("$pid")
    while :; do
        now=$(ms)
        if [[ -z "$cpu" ]] && ((now - t0 >= 1000)); then
            cpu=$(( $(ticks "$pid") * 1000 / HZ ))
        fi
        if [[ -z "$win" ]] && xwininfo -root -tree | grep -q "\"$class\")"; then win=$((now - t0)); fi
        if [[ -z "$frame" ]] && grep -q '^first frame' "$dir/stdout"; then frame=$((now - t0)); fi
        [[ -n "$cpu" && -n "$win" && -n "$frame" ]] && break
        if ! kill -0 "$pid" 2>/dev/null; then
            echo "bench_start: $kind exited" >&2; tail -5 "$dir/stderr" >&2; exit 1
        fi
        if ((now - t0 > 30000)); then echo "bench_start: $kind: no first frame in 30 s" >&2; exit 1; fi
        sleep 0.01
    done
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
    echo "$win $frame $cpu" >>"$WORK/$kind"
}

for _ in $(seq "$RUNS"); do
    for kind in minimal empty 1000 tournament; do run "$kind"; done
done

median() { # file column
    cut -d' ' -f"$2" "$1" | sort -n | awk '{v[NR]=$1} END{print v[int((NR+1)/2)]}'
}
echo "binary: $BIN, minimal: $MINIMAL, $RUNS runs each, interleaved; medians"
printf '%-26s %10s %10s %14s\n' "" "window ms" "frame ms" "CPU 1st s ms"
for kind in minimal empty 1000 tournament; do
    case $kind in
        minimal) name="minimal eframe app" ;;
        empty) name="console, empty folder" ;;
        1000) name="console, $GAMES kept games" ;;
        tournament) name="console, --tournament" ;;
    esac
    printf '%-26s %10s %10s %14s\n' "$name" "$(median "$WORK/$kind" 1)" \
        "$(median "$WORK/$kind" 2)" "$(median "$WORK/$kind" 3)"
done
m=$(median "$WORK/minimal" 2)
y=$(median "$WORK/1000" 2)
awk -v y="$y" -v m="$m" 'BEGIN{printf "first frame with the kept games / minimal app: %.2fx\n", y / m}'
# Issue 32.11: --tournament read the folder before the first frame (~1.9x
# the minimal app); now after it, so its first frame should come about as
# soon as the plain start's (aim: 1.2x the minimal app, as the plain start).
t=$(median "$WORK/tournament" 2)
p=$(median "$WORK/empty" 2)
awk -v t="$t" -v p="$p" -v m="$m" 'BEGIN{printf "first frame with --tournament / plain start (empty folder): %.2fx; / minimal app: %.2fx (aim 1.2x)\n", t / p, t / m}'
e=$(median "$WORK/empty" 3)
k=$(median "$WORK/1000" 3)
echo "CPU in the first second, kept games minus empty folder: $((k - e)) ms (target: 0 or less, within the noise)"
echo "CPU in the first second of each start (ms; the kernel counts in ticks of $((1000 / HZ)) ms):"
for kind in empty 1000; do echo "  $kind: $(cut -d' ' -f3 "$WORK/$kind" | tr '\n' ' ')"; done
