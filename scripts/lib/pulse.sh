# A private PulseAudio server with a null sink, to hear what the console
# plays (scripts/hear.sh). Sourced after scripts/lib/x.sh (it uses WORK,
# PIDS and X_TAG), never run. As TECH.md describes: the console's ALSA
# default goes to Pulse through an .asoundrc in a throw-away HOME, a silent
# stream stays open (else the null sink works in 2 s blocks), and parec
# records the sink's monitor as raw s16le, 48 kHz, stereo (its WAV output
# loses the buffer when killed).

PULSE_RATE=48000

# pulse_need: the tools, or exit 3.
pulse_need() {
    local tool
    for tool in pulseaudio pacat parec pactl; do
        command -v "$tool" >/dev/null || { echo "$X_TAG: $tool is not installed" >&2; exit 3; }
    done
    [[ -n "$(ls /usr/lib/*/alsa-lib/libasound_module_pcm_pulse.so 2>/dev/null)" ]] \
        || { echo "$X_TAG: libasound2-plugins is not installed" >&2; exit 3; }
}

# pulse_home DIR: DIR becomes the HOME whose .asoundrc sends ALSA's default
# device to the private server; XDG_RUNTIME_DIR and PULSE_SERVER exported.
pulse_home() {
    mkdir -p "$1" "$WORK/pulse-run/pulse"
    chmod 700 "$WORK/pulse-run"
    export XDG_RUNTIME_DIR="$WORK/pulse-run"
    export PULSE_SERVER="unix:$XDG_RUNTIME_DIR/pulse/native"
    printf 'pcm.!default { type pulse }\nctl.!default { type pulse }\n' >"$1/.asoundrc"
    PULSE_HOME_DIR=$1
}

# The tools below talk to the server through $PULSE_SOCK; the console
# (PULSE_SERVER) only through .../pulse/native.
pa() { HOME="$PULSE_HOME_DIR" PULSE_SERVER="unix:$PULSE_SOCK" "$@"; }

# pulse_start: the server (PULSE_PID) with the null sink "rec", and the
# silent stream; returns once the server answers (20 s at most). The
# server listens on a side socket until pulse_open: the recording can start
# before the console finds the server.
pulse_start() {
    PULSE_SOCK="$XDG_RUNTIME_DIR/pulse/native.new"
    rm -f "$PULSE_SOCK"
    HOME="$PULSE_HOME_DIR" pulseaudio ${PULSE_VERBOSE:-} -n --daemonize=no --exit-idle-time=-1 --disallow-exit \
        --use-pid-file=no --disable-shm=yes \
        -L "module-native-protocol-unix socket=$PULSE_SOCK auth-anonymous=1" \
        -L "module-null-sink sink_name=rec rate=$PULSE_RATE channels=2" \
        -L module-always-sink >>"$WORK/pulse.log" 2>&1 &
    PULSE_PID=$!
    PIDS+=("$PULSE_PID")
    local _
    for _ in $(seq 200); do
        pa pactl info >/dev/null 2>&1 && break
        sleep 0.1
    done
    pa pactl info >/dev/null 2>&1 \
        || { echo "$X_TAG: PulseAudio did not start" >&2; cat "$WORK/pulse.log" >&2; exit 1; }
    pa pacat --raw --format=s16le --rate=$PULSE_RATE --channels=2 \
        -d rec --latency-msec=50 /dev/zero 2>>"$WORK/pulse.log" &
    PIDS+=($!)
}

# pulse_open: the server where the console looks for it (a socket can be
# renamed while it listens).
pulse_open() {
    mv "$PULSE_SOCK" "$XDG_RUNTIME_DIR/pulse/native"
    PULSE_SOCK="$XDG_RUNTIME_DIR/pulse/native"
}

# pulse_record FILE: records the sink from now on (REC_PID); the wall
# clock when parec was started is printed by the caller's own log.
pulse_record() {
    pa parec -d rec.monitor --raw --format=s16le --rate=$PULSE_RATE \
        --channels=2 --latency-msec=20 >"$1" 2>>"$WORK/pulse.log" &
    REC_PID=$!
    PIDS+=("$REC_PID")
}

# pulse_play FILE: plays a raw s16le 48 kHz stereo file into the sink (the
# alignment beep); returns when it has been played.
pulse_play() {
    pa pacat --raw --format=s16le --rate=$PULSE_RATE --channels=2 \
        -d rec --latency-msec=10 "$1" 2>>"$WORK/pulse.log"
}

# pulse_kill: the server dies as a crashed one does (SIGKILL); its clients
# (the silent stream, parec) lose their connection and end.
pulse_kill() {
    kill -9 "$PULSE_PID" 2>/dev/null || true
    wait "$PULSE_PID" 2>/dev/null || true
    rm -f "$XDG_RUNTIME_DIR/pulse/native"
}
