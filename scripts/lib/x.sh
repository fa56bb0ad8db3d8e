# The real binary in a virtual X display: what scripts/e2e.sh, the *_shots.sh
# and the bench_*.sh scripts share. Sourced, never run; set X_TAG (the prefix
# of every message) with x_init. The caller keeps `set -euo pipefail` and its
# own cd (to the repository).

X_TAG=${X_TAG:-x}

# x_init TAG [tool...]: messages start with TAG; the tools (x_need) and the
# binary (x_bin) are there, or the script exits.
x_init() {
    X_TAG=$1
    shift
    x_need "$@"
    x_bin
}

# x_need [tool...]: Xvfb, xwininfo, xdotool and the tools named, or exit 3.
x_need() {
    local tool
    for tool in Xvfb xwininfo xdotool "$@"; do
        command -v "$tool" >/dev/null || { echo "$X_TAG: $tool is not installed" >&2; exit 3; }
    done
}

# x_bin: BIN is $MAFIA_JUDGE_BIN, else target/release/mafia-judge, else
# target/debug/mafia-judge; exit 2 when it is not there.
x_bin() {
    BIN=${MAFIA_JUDGE_BIN:-}
    if [[ -z "$BIN" ]]; then
        if [[ -x target/release/mafia-judge ]]; then BIN=target/release/mafia-judge
        else BIN=target/debug/mafia-judge; fi
    fi
    [[ -x "$BIN" ]] || { echo "$X_TAG: no binary at $BIN (cargo build first)" >&2; exit 2; }
}

# x_work: WORK, a temporary folder, and PIDS, the processes to end; both go
# when the script exits.
x_work() {
    WORK=$(mktemp -d)
    PIDS=()
    trap x_cleanup EXIT
}
x_kill_all() {
    local p
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    PIDS=()
}
x_cleanup() {
    x_kill_all
    rm -rf "$WORK"
}

# x_start WxH: an Xvfb screen of that size; DISPLAY is exported.
# Xvfb picks a free display itself (-displayfd; a random number could meet
# another run's server and this run would talk to it). -noreset: otherwise
# the server resets each time its last client (an xwininfo poll) leaves and
# drops the connections that came meanwhile, the app's included, which
# happened on a busy machine.
x_start() {
    Xvfb -displayfd 3 -screen 0 "$1x24" -nolisten tcp -noreset 3>"$WORK/display" >"$WORK/xvfb.log" 2>&1 &
    PIDS+=($!)
    local _
    for _ in $(seq 300); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
    [[ -s "$WORK/display" ]] || { echo "$X_TAG: Xvfb did not start within 30 s" >&2; cat "$WORK/xvfb.log" >&2; exit 1; }
    export DISPLAY=":$(head -1 "$WORK/display")"
    for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done
}

# A TCP port nobody on 127.0.0.1 listens on, from a random start (several
# tests run at once).
free_port() {
    local p=$(( 20000 + RANDOM % 20000 ))
    while (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; do p=$(( p + 1 )); done
    echo "$p"
}

# win_id CLASS: the id of the first window of that class, or nothing.
win_id() { xwininfo -root -tree | grep "\"$1\")" | head -1 | awk '{print $1}'; }

# wait_window CLASS [PID [LOG]]: until a window of the class shows (30 s, a
# look every X_POLL s, default 0.2); fails at once when PID has exited
# (the last lines of LOG then say why).
wait_window() {
    local end=$((SECONDS + 30))
    while ((SECONDS < end)); do
        if xwininfo -root -tree | grep -q "\"$1\")"; then return 0; fi
        if [[ -n "${2:-}" ]] && ! kill -0 "$2" 2>/dev/null; then
            echo "$X_TAG: the app exited" >&2
            [[ -n "${3:-}" ]] && tail -5 "$3" >&2
            return 1
        fi
        sleep "${X_POLL:-0.2}"
    done
    echo "$X_TAG: no window of class $1" >&2
    return 1
}

# x_launch LOG CMD...: CMD in the background until it shows a mafia-judge
# window; APP is its pid. On a loaded machine the X server now and then
# refuses a connection (the first one, or right after the last window
# closed): up to three tries. CMD does its own redirections (a function that
# ends in `exec`, so APP is the binary itself).
x_launch() {
    local log=$1 try
    shift
    for try in 1 2 3; do
        "$@" &
        APP=$!
        PIDS+=("$APP")
        wait_window mafia-judge "$APP" "$log" && return 0
        kill "$APP" 2>/dev/null || true
        wait "$APP" 2>/dev/null || true
        [[ $try == 3 ]] || sleep 2
    done
    return 1
}

# x_focus CLASS [PID]: prints the id of the window of the class once it is
# really there and has the focus (the first id seen can belong to a window
# that is replaced while the GL context is set up); fails after 20 s or when
# PID has exited, printing the last id seen.
x_focus() {
    local id="" _
    for _ in $(seq 40); do
        id=$(win_id "$1")
        if [[ -n "$id" ]] && xwininfo -id "$id" 2>/dev/null | grep -q IsViewable \
            && xdotool windowfocus "$id" 2>/dev/null; then
            echo "$id"
            return 0
        fi
        if [[ -n "${2:-}" ]] && ! kill -0 "$2" 2>/dev/null; then break; fi
        sleep 0.5
    done
    echo "$X_TAG: the window $1 never took the focus" >&2
    echo "$id"
    return 1
}

# x_capture WIN FILE: the window shot into FILE. A loaded machine may not
# have drawn a resized window yet (a flat colour, a handful of colours):
# shot again, a second apart, up to 10 times.
x_capture() {
    import -window "$1" "$2"
    local colours
    for _ in $(seq 10); do
        colours=$(identify -format %k "$2" 2>/dev/null || echo 0)
        ((colours > 32)) && break
        sleep 1
        import -window "$1" "$2"
    done
}

# x_shoot WIN WxH FILE [SECONDS]: the window sized and put in the top left
# corner, then (after SECONDS, default 1.2, for it to draw) shot into FILE.
x_shoot() {
    xdotool windowsize "$1" "${2%x*}" "${2#*x}" 2>/dev/null || true
    xdotool windowmove "$1" 0 0 2>/dev/null || true
    sleep "${4:-1.2}"
    x_capture "$1" "$3"
}

# x_aside WIN: the window out of the way, right of the shooting area.
x_aside() { xdotool windowmove "$1" 1940 0 2>/dev/null || true; }

# x_end PID: the app asked to end, and waited for.
x_end() {
    kill "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
}
