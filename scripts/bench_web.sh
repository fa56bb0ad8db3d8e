#!/usr/bin/env bash
# Figures for the stream server in the real binary (printed, never asserted):
# the console under Xvfb with `--serve PORT` and 5 live feeds (curl, reading
# Server-Sent Events like a browser's EventSource), then the headless
# `serve RECORD` with 5 feeds.
# - latency from the judge's key press (xdotool, so the X event, the egui
#   frame, the step, the view builds and the publication are all inside) to
#   each of the 5 feeds receiving the new view; target < 100 ms;
# - CPU of the whole console and of its web threads alone (web-server,
#   web-feed), idle with 5 feeds (target 0 for the web threads), and while
#   the judge presses a key 5 times a second;
# - RSS of the console before and with the 5 feeds;
# - for `serve`: a save of its record (temp file renamed over it, as the
#   console saves) to each of the 5 feeds; target < 50 ms (it follows the
#   file by notification).
# usage: scripts/bench_web.sh   (target/release/mafia-judge, else target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
x_init bench_web curl
x_work
# Ports nobody else uses now (other builds run e2e tests).
PORT=$(free_port)

# Day one, the first speech: Space starts and pauses the speaker's minute,
# and every press changes the view the feed sends (the FIIM record e2e.sh
# and soak.sh use too).
cp tests/data/fiim-day-one.json "$WORK/game.json"

hz=$(getconf CLK_TCK)
ticks() { awk '{print $14 + $15}' "/proc/$1/stat"; }
# CPU ticks of the process's threads named web-* (the server and its feeds).
web_ticks() {
    local sum=0 t
    for t in /proc/"$1"/task/*; do
        if [[ $(cat "$t/comm" 2>/dev/null) == web-* ]]; then
            sum=$(( sum + $(awk '{print $14 + $15}' "$t/stat" 2>/dev/null || echo 0) ))
        fi
    done
    echo "$sum"
}
pct() { awk -v d="$1" -v hz="$hz" -v s="$2" 'BEGIN{printf "%.2f", d / hz / s * 100}'; }
rss() { awk '/VmRSS/{print $2, $3}' "/proc/$1/status"; }

# A browser's live feed: curl reads the Server-Sent Events; each `data:`
# line (one view) is stamped with its arrival time in µs.
stamp() { while IFS= read -r line; do [[ $line == data:* ]] && echo "${EPOCHREALTIME/./}" >> "$1"; done; }
count() { wc -l < "$1"; }
start_feeds() {
    for _ in $(seq 200); do curl -sf "http://127.0.0.1:$PORT/view.json" >/dev/null && break; sleep 0.05; done
    for i in 1 2 3 4 5; do
        : > "$WORK/feed$i"
        curl -sN "http://127.0.0.1:$PORT/feed" > >(stamp "$WORK/feed$i") &
        PIDS+=($!)
    done
    for _ in $(seq 200); do
        local ok=1
        for i in 1 2 3 4 5; do [[ $(count "$WORK/feed$i") -ge 1 ]] || ok=0; done
        [[ $ok == 1 ]] && return 0
        sleep 0.05
    done
    echo "bench_web: the feeds did not connect" >&2; tail -5 "$WORK/app.log" >&2; head -c 300 "$WORK"/feed* >&2; exit 2
}

# --- The console under Xvfb --------------------------------------------
x_start 1920x1560

HOME="$WORK/home" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
    "$BIN" --open "$WORK/game.json" --serve "$PORT" >"$WORK/app.log" 2>&1 &
APP=$!
PIDS+=($APP)
X_POLL=0.05 wait_window mafia-judge "$APP" "$WORK/app.log" || exit 2
JUDGE=$(win_id mafia-judge)
sleep 2
xdotool windowactivate --sync "$JUDGE" 2>/dev/null || xdotool windowfocus "$JUDGE"
rss0=$(rss "$APP")
start_feeds
sleep 1

# Latency: a key press, then wait until each feed has the new view.
lat=()
for press in $(seq 30); do
    before=()
    for i in 1 2 3 4 5; do before+=("$(count "$WORK/feed$i")"); done
    t0=${EPOCHREALTIME/./}
    xdotool key --window "$JUDGE" space
    for _ in $(seq 400); do
        ok=1
        for i in 1 2 3 4 5; do [[ $(count "$WORK/feed$i") -gt ${before[$((i - 1))]} ]] || ok=0; done
        [[ $ok == 1 ]] && break
        sleep 0.005
    done
    [[ $ok == 1 ]] || { echo "bench_web: press $press reached no feed" >&2; continue; }
    last=0
    for i in 1 2 3 4 5; do
        t=$(sed -n "$(( before[$((i - 1))] + 1 ))p" "$WORK/feed$i")
        (( t > last )) && last=$t
    done
    lat+=($(( last - t0 )))
    sleep 0.3
done
# Leave the timer paused (an even number of presses) and let it settle.
sleep 1
sorted=$(printf '%s\n' "${lat[@]}" | sort -n)
n=${#lat[@]}
med=$(echo "$sorted" | sed -n "$(( (n + 1) / 2 ))p")
p90=$(echo "$sorted" | sed -n "$(( (n * 9 + 9) / 10 ))p")
max=$(echo "$sorted" | tail -1)

a=$(ticks "$APP"); w=$(web_ticks "$APP"); sleep 10
idle=$(pct $(( $(ticks "$APP") - a )) 10); idle_web=$(pct $(( $(web_ticks "$APP") - w )) 10)
rss1=$(rss "$APP")

a=$(ticks "$APP"); w=$(web_ticks "$APP"); s0=${EPOCHREALTIME/./}
for _ in $(seq 50); do xdotool key --window "$JUDGE" space; sleep 0.2; done
secs=$(awk -v d=$(( ${EPOCHREALTIME/./} - s0 )) 'BEGIN{printf "%.2f", d / 1e6}')
busy=$(pct $(( $(ticks "$APP") - a )) "$secs"); busy_web=$(pct $(( $(web_ticks "$APP") - w )) "$secs")
viewers=$(curl -s "http://127.0.0.1:$PORT/view.json" >/dev/null && echo ok)

echo "binary:                                   $BIN"
echo "key press -> all 5 feeds (console, Xvfb): median $(awk -v x="$med" 'BEGIN{printf "%.1f", x/1000}') ms, p90 $(awk -v x="$p90" 'BEGIN{printf "%.1f", x/1000}') ms, max $(awk -v x="$max" 'BEGIN{printf "%.1f", x/1000}') ms over $n presses (target < 100 ms)"
echo "console RSS before the feeds / with 5:    $rss0 / $rss1"
echo "console CPU, 10 s idle, 5 feeds:          ${idle} % of a core (web threads: ${idle_web} %)"
echo "console CPU, ~4 presses/s, 5 feeds, ${secs} s: ${busy} % of a core (web threads: ${busy_web} %)"
[[ $viewers == ok ]] || echo "bench_web: /view.json did not answer at the end" >&2

x_kill_all
sleep 0.5

# --- The headless serve -------------------------------------------------
PORT=$(free_port)
"$BIN" serve "$WORK/game.json" --port "$PORT" >/dev/null 2>&1 &
SRV=$!
PIDS+=($SRV)
sleep 1
rss0=$(rss "$SRV")
start_feeds
sleep 1
a=$(ticks "$SRV"); w=$(web_ticks "$SRV"); sleep 10
idle=$(pct $(( $(ticks "$SRV") - a )) 10); idle_web=$(pct $(( $(web_ticks "$SRV") - w )) 10)
echo "serve RSS before the feeds / with 5:      $rss0 / $(rss "$SRV")"
echo "serve CPU, 10 s idle, 5 feeds:            ${idle} % of a core (web threads: ${idle_web} %)"

# A save of the record to each feed: two different games, in turn.
cp examples/fiim-red-wins.json "$WORK/a.json"
cp tests/data/fiim-day-one.json "$WORK/b.json"
lat=()
for n in $(seq 20); do
    src=$([[ $((n % 2)) == 1 ]] && echo a || echo b)
    before=()
    for i in 1 2 3 4 5; do before+=("$(count "$WORK/feed$i")"); done
    cp "$WORK/$src.json" "$WORK/.game.json.tmp"
    t0=${EPOCHREALTIME/./}
    mv "$WORK/.game.json.tmp" "$WORK/game.json"
    for _ in $(seq 200); do
        ok=1
        for i in 1 2 3 4 5; do [[ $(count "$WORK/feed$i") -gt ${before[$((i - 1))]} ]] || ok=0; done
        [[ $ok == 1 ]] && break
        sleep 0.005
    done
    [[ $ok == 1 ]] || { echo "bench_web: save $n reached no feed" >&2; continue; }
    for i in 1 2 3 4 5; do
        t=$(sed -n "$(( before[$((i - 1))] + 1 ))p" "$WORK/feed$i")
        lat+=($(( t - t0 )))
    done
    sleep 0.2
done
if (( ${#lat[@]} > 0 )); then
    sorted=($(printf '%s\n' "${lat[@]}" | sort -n))
    n=${#sorted[@]}
    med=${sorted[$((n / 2))]}; p90=${sorted[$((n * 9 / 10))]}; max=${sorted[$((n - 1))]}
    ms() { awk -v x="$1" 'BEGIN{printf "%.1f", x/1000}'; }
    echo "serve: a save of the record -> 5 feeds:  median $(ms "$med") ms, p90 $(ms "$p90") ms, max $(ms "$max") ms over $((n / 5)) saves (target < 50 ms)"
fi
