#!/usr/bin/env bash
# Screenshots of a tournament between games, for a human to look at:
# target/e2e/tournament-<what>-<W>x<H>.png: the projector between games
# (the standings and the next game's seats), the same with the standings
# closed to the hall from round 5, and the judge's tournament window; the
# Baikal championship during its qualifying and at its first cut.
#
# A copy of the Minsk final with its first six games is opened with
# --tournament; the projector button and the start screen's "tournament
# window" button are clicked where the start screen draws them.
#
# usage: scripts/tournament_shots.sh   (target/release/mafia-judge, else target/debug)
#        MAFIA_JUDGE_BIN=path SIZES="1366x768" scripts/tournament_shots.sh
set -euo pipefail
cd "$(dirname "$0")/.."

. scripts/lib/x.sh
x_init shots import
OUT=${OUT:-target/e2e}
SIZES=${SIZES:-"1366x768 1920x1080"}
mkdir -p "$OUT"
x_work
x_start 3400x1100

shoot() { # name closed_from_round [example [games to keep]]
    local name=$1 closed=$2 dir="$WORK/$1" example=${3:-minsk-final} keep=${4:-6}
    mkdir -p "$dir"
    cp -r "examples/tournaments/$example" "$dir/t"
    # Only the first $keep games are played.
    for f in "$dir"/t/games/game-*.json; do
        n=$(basename "$f" .json); n=${n#game-}; n=$((10#$n))
        if (( n > keep )); then rm -f "$f"; fi
    done
    if [[ -n $closed ]]; then
        sed -i "s/^rounds = 16$/rounds = 16\nclosed_from_round = $closed/" "$dir/t/tournament.toml"
    fi
    HOME="$dir/home" XDG_DATA_HOME="$dir/data" XDG_CONFIG_HOME="$dir/config" \
        MAFIA_JUDGE_DATA="$dir/mj" "$BIN" --tournament "$dir/t" >"$dir/log" 2>&1 &
    local app=$!
    PIDS+=($app)
    wait_window mafia-judge "$app" "$dir/log"
    local judge; judge=$(win_id mafia-judge)
    sleep 2
    xdotool mousemove --window "$judge" 459 12 click 1 # «Проектор» in the menu bar (after «Справка», «Показать роли»)
    wait_window mafia-judge-projector "$app" "$dir/log"
    local proj; proj=$(win_id mafia-judge-projector)
    x_aside "$judge"
    for size in $SIZES; do
        x_shoot "$proj" "$size" "$OUT/tournament-projector-$name-$size.png" 1.5
    done
    x_aside "$proj"
    if [[ -z $closed ]]; then
        xdotool windowmove "$judge" 0 0
        xdotool windowsize "$judge" 1366 768
        sleep 1.5
        xdotool mousemove --window "$judge" 82 246 click 1 # «Окно турнира» on the start screen
        for size in $SIZES; do
            local wname=window
            [[ $name == between ]] || wname="window-$name"
            x_shoot "$judge" "$size" "$OUT/tournament-$wname-$size.png" 1.5
        done
    fi
    x_end "$app"
    echo "shots: $name"
}

shoot between ""
shoot closed 5
# The Baikal championship (30 players, 3 tables): during the qualifying,
# every table's next game and the standings in pages; at the cut after it,
# who goes through to the semifinal.
shoot baikal-qualifying "" baikal-championship 8
shoot baikal-cut "" baikal-championship 21
echo "shots: done, in $OUT/"
