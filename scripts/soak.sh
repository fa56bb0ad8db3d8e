#!/usr/bin/env bash
# Soak test (not part of `make test`): the real console in a virtual X
# display, killed with SIGKILL at random moments while the judge's keys
# arrive, started again with --autoresume, again and again. In every
# fifth cycle a second console is started on the same data folder: it must
# say the folder is in use and write nothing.
#
# After each kill the actions on disk are noted; after the restart and one
# more step, every one of them must still be there, in order. The script
# prints the actions lost (the target is 0) and exits 1 if any were.
#
# usage: scripts/soak.sh [CYCLES]      (default 100)
#        MAFIA_JUDGE_BIN=path scripts/soak.sh
# needs: Xvfb, xdotool, xwininfo (scripts/install-deps.sh test)
set -euo pipefail

CYCLES=${1:-100}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BIN=${MAFIA_JUDGE_BIN:-}
if [ -z "$BIN" ]; then
    for b in "$ROOT/target/release/mafia-judge" "$ROOT/target/debug/mafia-judge"; do
        [ -x "$b" ] && BIN=$b && break
    done
fi
[ -x "${BIN:-}" ] || { echo "soak: build the console first (cargo build)"; exit 2; }
for t in Xvfb xdotool xwininfo; do
    command -v "$t" >/dev/null || { echo "soak: $t is missing (scripts/install-deps.sh test)"; exit 2; }
done

WORK=$(mktemp -d /tmp/mafia-soak.XXXXXX)
DATA=$WORK/data
CUR=$DATA/games/current.json
PIDS=()
cleanup() {
    for p in "${PIDS[@]:-}"; do [ -n "$p" ] && kill -9 "$p" 2>/dev/null || true; done
    [ -n "${XVFB:-}" ] && kill "$XVFB" 2>/dev/null || true
}
trap cleanup EXIT
KEEP=${KEEP:-}
[ -n "$KEEP" ] || trap 'cleanup; rm -rf "$WORK"' EXIT

# A display of its own, far from :0 (which other tools take and drop);
# only this Xvfb is stopped at the end.
DNUM=""
for n in $(seq $((300 + RANDOM % 300)) 999); do
    [ -e "/tmp/.X$n-lock" ] || [ -e "/tmp/.X11-unix/X$n" ] && continue
    # -noreset: no server reset when the last client (a killed console) goes.
    Xvfb ":$n" -screen 0 1600x1000x24 -nolisten tcp -noreset 2>"$WORK/xvfb.log" &
    XVFB=$!
    DNUM=$n
    break
done
[ -n "$DNUM" ] || { echo "soak: no free X display"; exit 2; }
export DISPLAY=":$DNUM"
for _ in $(seq 1 100); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done

# A FIIM game on day 1, first speech (the record tests/files/crash_resume.rs
# and scripts/e2e.sh start from too).
cp "$ROOT/tests/data/fiim-day-one.json" "$WORK/game.json"

# The rulesets as they are now: a checkout that moves on while the soak
# runs must not change what the console under test reads.
cp -r "$ROOT/rulesets" "$WORK/rulesets"

start() { # log args...
    local log=$1; shift
    MAFIA_JUDGE_DATA=$DATA MAFIA_JUDGE_RULESETS=$WORK/rulesets HOME=$WORK/home XDG_CONFIG_HOME=$WORK/xdg-config \
        "$BIN" "$@" >/dev/null 2>>"$WORK/$log" &
    echo $!
}

window_of() { # pid -> window id (waits up to 60 s)
    local pid=$1 id=""
    for _ in $(seq 1 300); do
        kill -0 "$pid" 2>/dev/null || { echo ""; return; }
        id=$(xdotool search --pid "$pid" --class mafia-judge 2>/dev/null | head -1 || true)
        [ -n "$id" ] && { sleep 1; echo "$id"; return; }
        sleep 0.2
    done
    echo ""
}

key() { # window key
    xdotool windowfocus --sync "$1" 2>/dev/null || true
    xdotool key "$2" 2>/dev/null || true
}

# The complete action lines of the autosave (a line cut by the kill is not one).
actions() { grep -E '^ *\{"at":.*\},?$' "$1" 2>/dev/null | sed 's/,$//' || true; }

count() { actions "$1" | wc -l; }

LOST=0
OVERWRITTEN=0
CHECKED=0
TWO=0
PID=$(start first.log --open "$WORK/game.json")
PIDS=("$PID")
for cycle in $(seq 1 "$CYCLES"); do
    WIN=$(window_of "$PID")
    [ -n "$WIN" ] || { echo "cycle $cycle: no window"; tail -n 5 "$WORK"/*.log; exit 2; }
    # The judge works: +10 s and the speech timer on and off (each an
    # action on day 1, and the speech never runs out of time).
    n=$(( RANDOM % 6 + 1 ))
    for _ in $(seq 1 "$n"); do
        if (( RANDOM % 3 == 0 )); then key "$WIN" plus; else key "$WIN" space; fi
        sleep 0.0$(( RANDOM % 10 ))
    done
    if (( cycle % 5 == 0 )); then
        # A second console on the same folder: it must write nothing.
        TWO=$((TWO + 1))
        # The first console is stopped (SIGSTOP: it holds the folder but
        # writes nothing) so any change to the file is the second one's.
        sleep 1
        kill -STOP "$PID"
        before=$(sha1sum "$CUR" 2>/dev/null | cut -d' ' -f1 || true)
        P2=$(start second.log --autoresume)
        PIDS+=("$P2")
        W2=$(window_of "$P2")
        if [ -n "$W2" ]; then
            for _ in 1 2 3; do key "$W2" space; sleep 0.1; done
        fi
        sleep 2
        after=$(sha1sum "$CUR" 2>/dev/null | cut -d' ' -f1 || true)
        if [ "$before" != "$after" ]; then
            echo "cycle $cycle: the second console changed the autosave"
            OVERWRITTEN=$((OVERWRITTEN + 1))
        fi
        kill -9 "$P2" 2>/dev/null || true
        wait "$P2" 2>/dev/null || true
        kill -CONT "$PID"
    fi
    if (( cycle == 1 )); then
        # The first steps must reach the file, or nothing below means anything.
        for _ in $(seq 1 100); do [ -s "$CUR" ] && break; sleep 0.2; done
        [ -s "$CUR" ] || { echo "soak: the console saved no step (stale build? see $WORK)"; exit 2; }
    fi
    # Keys still arriving while the kill comes at a random moment.
    ( for k in plus space space plus space space; do key "$WIN" "$k"; sleep 0.0$(( RANDOM % 10 )); done ) &
    KEYS=$!
    sleep 0.$(( RANDOM % 10 ))$(( RANDOM % 10 ))
    kill -9 "$PID" 2>/dev/null || true
    wait "$PID" 2>/dev/null || true
    wait "$KEYS" 2>/dev/null || true
    actions "$CUR" >"$WORK/before.txt"
    had=$(wc -l <"$WORK/before.txt")

    # Started again: the autosave is resumed, one more step is taken.
    PID=$(start resumed.log --autoresume)
    PIDS=("$PID")
    WIN=$(window_of "$PID")
    [ -n "$WIN" ] || { echo "cycle $cycle: no window after restart"; tail -n 5 "$WORK"/*.log; exit 2; }
    key "$WIN" space
    for _ in $(seq 1 100); do
        [ "$(count "$CUR")" -gt "$had" ] && break
        sleep 0.1
    done
    actions "$CUR" >"$WORK/after.txt"
    # Every action on disk before the kill must be there, in order.
    same=$(cmp -s <(head -n "$had" "$WORK/after.txt") "$WORK/before.txt" && echo yes || echo no)
    if [ "$same" != yes ]; then
        # The actions before the kill that are not in the file any more.
        common=0
        while IFS= read -r line; do
            common=$((common + 1))
        done < <(diff <(cat "$WORK/before.txt") <(head -n "$had" "$WORK/after.txt") | grep '^<' || true)
        echo "cycle $cycle: $common action(s) lost (had $had)"
        LOST=$((LOST + common))
    fi
    CHECKED=$((CHECKED + 1))
    if (( cycle % 10 == 0 )); then
        echo "cycle $cycle: $(count "$CUR") actions on disk, lost so far $LOST"
    fi
done
kill -9 "$PID" 2>/dev/null || true
kept=$(ls "$DATA/games" | grep -cE '^(damaged|replaced)_' || true)
echo "soak: $CHECKED kill -9 cycles ($TWO with two consoles on one folder), final record $(count "$CUR") actions, copies kept $kept"
echo "autosaves changed by a second console: $OVERWRITTEN"
echo "actions lost: $LOST"
[ "$LOST" -eq 0 ] && [ "$OVERWRITTEN" -eq 0 ]
