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

. scripts/lib/x.sh
x_init shots import jq

OUT=${OUT:-target/e2e}
SIZES=${SIZES:-"1920x1080 1280x720 1024x768"}
JUDGE_SIZES=${JUDGE_SIZES-"1366x768 1920x1080"}
mkdir -p "$OUT"
x_work

# name ^ example ^ jq filter on the record ^ keys pressed in the judge window
EX=examples
TIE=$EX/fiim-tie-and-lift.json
RED=$EX/fiim-red-wins.json
FOULS=$EX/fiim-removal-by-fouls.json
SPECS=(
    "seating^$TIE^.actions |= .[:10]^"
    "speech^$TIE^.actions |= .[:27]^"
    "fouls^$TIE^.actions = .actions[:27] + [range(3) | {\"at\":1030000,\"type\":\"foul\",\"seat\":6}] + [{\"at\":1030001,\"type\":\"foul\",\"seat\":2}]^"
    "removal-confirm^$TIE^.actions = .actions[:27] + [range(3) | {\"at\":1030000,\"type\":\"foul\",\"seat\":6}]^6 f"
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
    "miss-no-vote^$TIE^.actions = .actions[:42] + [range(4) | {\"at\":1042500,\"type\":\"foul\",\"seat\":9}] + .actions[42:44] + [{\"at\":1045000,\"type\":\"shoot\",\"target\":null}] + .actions[45:50]^"
    "don-check^$TIE^.actions |= .[:47]^"
    "sheriff-check^$TIE^.actions |= .[:49]^"
    "end^$RED^.^"
    "start^^^"
    "music^$TIE^.actions |= .[:45]^click:108,12"
    "resume^$TIE^.actions |= .[:27]^resume"
    "history^$RED^.meta.round = 3 | .actions |= .[:60]^"
)

# The club's list with photos for three players (made with ImageMagick),
# beside the games folder of the "history" moment.
club_photos() { # dir
    local club="$1/club"
    mkdir -p "$club/photos"
    local n
    for n in 1 2 5; do
        convert -size 300x400 "gradient:#3a6fb0-#f0c080" -gravity center \
            -fill "#204060" -draw "circle 150,150 150,60" -draw "rectangle 60,260 240,400" "$club/photos/p$n.png"
    done
    # The example's players at seats 1, 2 and 5 (renamed in its actions).
    printf '[[players]]\nnick = "%s"\nphoto = "photos/%s.png"\n\n' \
        "Алиса" p1 "Борис" p2 "Дана" p5 >"$club/players.toml"
}

# The projector is shot at the left (up to 1920 wide), the judge's window
# beside it from x=1960, both in one pass: one wait for the two repaints.
x_start 3900x1100

# The binary with a throw-away home in DIR; RESUME: the record in DIR is where
# a crash leaves the autosave.
judge_app() { # dir resume open...
    local dir=$1 resume=$2
    shift 2
    rm -rf "$dir/home" "$dir/data" "$dir/config"
    # A club's list (with its photos) beside the games folder.
    if [[ -d $dir/club ]]; then
        mkdir -p "$dir/data/mafia-judge"
        cp -r "$dir/club/." "$dir/data/mafia-judge/"
    fi
    if [[ -n $resume ]]; then
        mkdir -p "$dir/data/mafia-judge/games"
        cp "$dir/game.json" "$dir/data/mafia-judge/games/current.json"
    fi
    HOME="$dir/home" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" \
        MAFIA_JUDGE_DATA="$dir/data/mafia-judge" exec "$BIN" "$@" \
        >"$dir/stdout.log" 2>"$dir/stderr.log"
}

shot() { # name example filter keys
    local name=$1 src=$2 filter=$3 keys=$4
    if [[ -n "${MOMENTS:-}" && " $MOMENTS " != *" $name "* ]]; then return 0; fi
    local dir="$WORK/$name"
    mkdir -p "$dir"
    local open=()
    if [[ -n "$src" ]]; then
        jq "$filter" "$src" > "$dir/game.json"
        open=(--open "$dir/game.json")
        if [[ $name == history ]]; then club_photos "$dir"; fi
    fi
    # "resume": the record is the autosave a crash left, the console offers it.
    local resume=""
    if [[ $keys == resume ]]; then resume=1; keys=""; open=(); fi
    x_launch "$dir/stderr.log" judge_app "$dir" "$resume" "${open[@]}"
    local app=$APP judge
    judge=$(x_focus mafia-judge "$app") || true
    sleep 1
    local proj=""
    if [[ -n "$src" && -z $resume ]]; then
        xdotool key --window "$judge" p
        wait_window mafia-judge-projector "$app" "$dir/stderr.log"
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
    fi
    # Each size of the projector beside a size of the judge's window, both
    # resized at once and shot after one wait.
    local psizes=() jsizes=() i
    if [[ -n "$proj" ]]; then read -ra psizes <<<"$SIZES"; fi
    read -ra jsizes <<<"$JUDGE_SIZES"
    local n=${#psizes[@]}
    if (( ${#jsizes[@]} > n )); then n=${#jsizes[@]}; fi
    for ((i = 0; i < n; i++)); do
        local ps=${psizes[i]:-} js=${jsizes[i]:-}
        if [[ -n $ps ]]; then
            xdotool windowsize "$proj" "${ps%x*}" "${ps#*x}" 2>/dev/null || true
            xdotool windowmove "$proj" 0 0 2>/dev/null || true
        fi
        if [[ -n $js ]]; then
            xdotool windowsize "$judge" "${js%x*}" "${js#*x}" 2>/dev/null || true
            xdotool windowmove "$judge" 1960 0 2>/dev/null || true
        fi
        sleep 1.2
        if [[ -n $ps ]]; then x_capture "$proj" "$OUT/projector-$name-$ps.png"; fi
        if [[ -n $js ]]; then x_capture "$judge" "$OUT/judge-$name-$js.png"; fi
    done
    x_end "$app"
    echo "shots: $name"
}

for spec in "${SPECS[@]}"; do
    IFS='^' read -r name src filter keys <<<"$spec"
    shot "$name" "$src" "$filter" "$keys"
done
echo "shots: done, in $OUT/"
