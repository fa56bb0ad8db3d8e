#!/usr/bin/env bash
# Screenshots of the projector window at every moment of a game and at every
# screen size, for a human to look at: target/e2e/projector-<moment>-<W>x<H>.png,
# and of the judge's window at the same moments (and the start screen) at the
# judge's sizes: target/e2e/judge-<moment>-<W>x<H>.png. Keys may hold
# click:X,Y (a click in the judge's window: the music window); "resume" as the
# keys puts the record where a crash leaves the autosave (the resume offer).
#
# Each moment is a game record from examples/ cut after some action (jq), opened
# with --open in a virtual X display; P opens the projector, which is then sized
# to 1920x1080, 1280x720 and 1024x768 in turn.
#
# usage: scripts/projector_shots.sh        (uses target/release/mafia-judge, else target/debug)
#        MAFIA_JUDGE_BIN=path SIZES="1920x1080" MOMENTS="voting end" scripts/projector_shots.sh
#        JUDGE_SIZES="" scripts/projector_shots.sh   (the projector only)
set -euo pipefail
cd "$(dirname "$0")/.."

for tool in Xvfb xwininfo xdotool import jq; do
    command -v "$tool" >/dev/null || { echo "shots: $tool is not installed" >&2; exit 3; }
done
BIN=${MAFIA_JUDGE_BIN:-}
if [[ -z "$BIN" ]]; then
    if [[ -x target/release/mafia-judge ]]; then BIN=target/release/mafia-judge
    else BIN=target/debug/mafia-judge; fi
fi
[[ -x "$BIN" ]] || { echo "shots: no binary at $BIN (cargo build first)" >&2; exit 2; }

OUT=${OUT:-target/e2e}
SIZES=${SIZES:-"1920x1080 1280x720 1024x768"}
JUDGE_SIZES=${JUDGE_SIZES-"1366x768 1920x1080"}
mkdir -p "$OUT"
WORK=$(mktemp -d)
PIDS=()
cleanup() {
    for p in "${PIDS[@]}"; do kill "$p" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

# name ^ example ^ jq filter on the record ^ keys pressed in the judge window
EX=examples
TIE=$EX/fiim-tie-and-lift.json
RED=$EX/fiim-red-wins.json
FOULS=$EX/fiim-removal-by-fouls.json
SPECS=(
    "seating^$TIE^.actions |= .[:10]^"
    "speech^$TIE^.actions |= .[:27]^"
    "fouls^$TIE^.actions = .actions[:27] + [range(3) | {\"at\":1030000,\"type\":\"foul\",\"seat\":6}] + [{\"at\":1030001,\"type\":\"foul\",\"seat\":2}]^"
    "voting^$TIE^.actions |= .[:37]^1 2 3"
    "tie^$TIE^.actions |= .[:39]^"
    "revote^$TIE^.actions |= .[:40]^"
    "lift-vote^$TIE^.actions |= .[:41]^1 2 3 4 5 6"
    "lift-passed^$TIE^.actions |= .[:42]^"
    "nobody-leaves^$TIE^.actions = .actions[:41] + [{\"at\":1042000,\"type\":\"lift_vote\",\"votes\":2}]^"
    "night^$TIE^.actions |= .[:45]^"
    "killed^$TIE^.actions |= .[:50]^"
    "nobody-killed^$TIE^.actions = .actions[:44] + [{\"at\":1045000,\"type\":\"shoot\",\"target\":null}] + .actions[45:51]^"
    "voted-out^$RED^.actions |= .[:38]^"
    "best-move^$RED^.actions |= .[:47]^"
    "no-vote^$FOULS^.actions |= .[:39]^"
    "don-check^$TIE^.actions |= .[:47]^"
    "sheriff-check^$TIE^.actions |= .[:49]^"
    "end^$RED^.^"
    "start^^^"
    "music^$TIE^.actions |= .[:45]^click:108,12"
    "resume^$TIE^.actions |= .[:27]^resume"
)

# Xvfb picks a free display itself (-displayfd): other test runs may hold one.
Xvfb -displayfd 3 -screen 0 3400x1100x24 -nolisten tcp -noreset 3>"$WORK/display" >"$WORK/xvfb.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 100); do [[ -s "$WORK/display" ]] && break; sleep 0.1; done
[[ -s "$WORK/display" ]] || { echo "shots: Xvfb did not start" >&2; cat "$WORK/xvfb.log" >&2; exit 1; }
export DISPLAY=":$(head -1 "$WORK/display")"
for _ in $(seq 50); do xwininfo -root >/dev/null 2>&1 && break; sleep 0.1; done

win_id() { xwininfo -root -tree | grep "\"$1\")" | head -1 | awk '{print $1}'; }
wait_window() { # class pid log
    for _ in $(seq 150); do
        if xwininfo -root -tree | grep -q "\"$1\")"; then return 0; fi
        kill -0 "$2" 2>/dev/null || { echo "shots: the app exited" >&2; tail -3 "$3" >&2; return 1; }
        sleep 0.2
    done
    echo "shots: no window of class $1" >&2
    return 1
}

shot() { # name example filter keys
    local name=$1 src=$2 filter=$3 keys=$4
    if [[ -n "${MOMENTS:-}" && " $MOMENTS " != *" $name "* ]]; then return 0; fi
    local dir="$WORK/$name" app="" try
    mkdir -p "$dir"
    local open=()
    if [[ -n "$src" ]]; then
        jq "$filter" "$src" > "$dir/game.json"
        open=(--open "$dir/game.json")
    fi
    # "resume": the record is the autosave a crash left, the console offers it.
    local resume=""
    if [[ $keys == resume ]]; then resume=1; keys=""; open=(); fi
    # On a loaded machine the X server now and then refuses a connection
    # right after the last window closed: try again.
    for try in 1 2 3; do
        rm -rf "$dir/home" "$dir/data" "$dir/config"
        if [[ -n $resume ]]; then
            mkdir -p "$dir/data/mafia-judge/games"
            cp "$dir/game.json" "$dir/data/mafia-judge/games/current.json"
        fi
        HOME="$dir/home" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" \
            MAFIA_JUDGE_DATA="$dir/data/mafia-judge" "$BIN" "${open[@]}" \
            >"$dir/stdout.log" 2>"$dir/stderr.log" &
        app=$!
        wait_window mafia-judge "$app" "$dir/stderr.log" && break
        [[ $try == 3 ]] && return 1
        sleep 2
    done
    local judge=""
    for _ in $(seq 40); do
        judge=$(win_id mafia-judge)
        if [[ -n "$judge" ]] && xwininfo -id "$judge" 2>/dev/null | grep -q IsViewable \
            && xdotool windowfocus "$judge" 2>/dev/null; then break; fi
        sleep 0.5
    done
    sleep 1
    local proj=""
    if [[ -n "$src" && -z $resume ]]; then
        xdotool key --window "$judge" p
        wait_window mafia-judge-projector "$app" "$dir/stderr.log"
        xdotool windowmove "$judge" 1940 0 2>/dev/null || true
        proj=$(win_id mafia-judge-projector)
        xdotool windowfocus "$judge" 2>/dev/null || true
        for k in $keys; do
            if [[ $k == click:* ]]; then # click:X,Y in the judge's window
                local xy=${k#click:}
                xdotool mousemove --window "$judge" "${xy%,*}" "${xy#*,}" click 1
                sleep 0.5
            else
                xdotool key --window "$judge" "$k"; sleep 0.2
            fi
        done
        for size in $SIZES; do
            xdotool windowsize "$proj" "${size%x*}" "${size#*x}" 2>/dev/null || true
            xdotool windowmove "$proj" 0 0 2>/dev/null || true
            sleep 1.2
            import -window "$proj" "$OUT/projector-$name-$size.png"
        done
        xdotool windowmove "$proj" 1940 0 2>/dev/null || true
    fi
    # The judge's window at the judge's sizes, the projector out of its way.
    for size in $JUDGE_SIZES; do
        xdotool windowsize "$judge" "${size%x*}" "${size#*x}" 2>/dev/null || true
        xdotool windowmove "$judge" 0 0 2>/dev/null || true
        sleep 1.2
        import -window "$judge" "$OUT/judge-$name-$size.png"
    done
    kill "$app" 2>/dev/null || true
    wait "$app" 2>/dev/null || true
    echo "shots: $name"
}

for spec in "${SPECS[@]}"; do
    IFS='^' read -r name src filter keys <<<"$spec"
    shot "$name" "$src" "$filter" "$keys"
done
echo "shots: done, in $OUT/"
