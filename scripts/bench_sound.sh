#!/usr/bin/env bash
# Dropouts in the night music: the binary (release by default) opens a game
# at night 1 and plays the bundled night music into a private PulseAudio
# null sink (scripts/lib/pulse.sh) for SECS seconds, once per output period
# in PERIODS (ms; MAFIA_JUDGE_SOUND_PERIOD_MS), while LOAD busy loops run
# beside it. Prints, per period, the gaps of digital silence of 5 ms or
# more inside the music (a dropout is such a gap: the sink got nothing).
#
# usage: [SECS=20] [PERIODS="43 85"] [LOAD=2] scripts/bench_sound.sh
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/x.sh
. scripts/lib/pulse.sh
x_init bench_sound
pulse_need
SECS=${SECS:-20}
PERIODS=${PERIODS:-43 85}
LOAD=${LOAD:-2}
x_work
pulse_home "$WORK/home"
pulse_start
pulse_open
x_start 1366x768
# Night 1: the last speech of day 1 ended, nobody nominated.
sed 's/\(.*"note".*}\)$/\1,\n  {"at":1049024,"type":"next"}/' tests/data/fiim-last-speech.json >"$WORK/night.json"
mkdir -p "$WORK/data/mafia-judge"
printf '{"app":"(audio:(volume:0.8,shuffle:false,use_bundled:true))"}\n' >"$WORK/data/mafia-judge/app.ron"

for _ in $(seq "$LOAD"); do
    sh -c 'while :; do :; done' &
    PIDS+=($!)
done

for period in $PERIODS; do
    judge_app() {
        HOME="$PULSE_HOME_DIR" XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" \
            MAFIA_JUDGE_DATA="$WORK/data/mafia-judge" MAFIA_JUDGE_SOUND_PERIOD_MS="$period" \
            exec "$BIN" --open "$WORK/night.json" >"$WORK/stdout.log" 2>"$WORK/stderr.log"
    }
    pulse_record "$WORK/rec-$period.raw"
    x_launch "$WORK/stderr.log" judge_app
    sleep "$SECS"
    x_end "$APP"
    kill "$REC_PID" 2>/dev/null || true
    sleep 0.3
    # Frames as "L R" lines; the music counts from its first sound plus the
    # fade-in (1 s) to its last sound.
    od -An -v -td2 -w4 "$WORK/rec-$period.raw" | awk -v rate="$PULSE_RATE" -v period="$period" '
        { z = ($1 == 0 && $2 == 0); frames[NR] = z }
        !z && !first { first = NR }
        !z { last = NR }
        END {
            from = first + rate; run = 0; gaps = 0; longest = 0
            for (i = from; i <= last; i++) {
                if (frames[i]) { run++ } else {
                    if (run >= rate / 200) {
                        gaps++; if (run > longest) longest = run
                        if (ENVIRON["VERBOSE"] != "") printf "  gap at %.2f s: %.0f ms\n", (i - run - first) / rate, run * 1000 / rate
                    }
                    run = 0
                }
            }
            printf "period %s ms: %.1f s of music, %d gaps of silence >= 5 ms, longest %.0f ms\n",
                period, (last - from) / rate, gaps, longest * 1000 / rate
        }'
done
