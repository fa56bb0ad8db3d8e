#!/usr/bin/env bash
# `players TOURNAMENT --import LIST.csv` of ROWS rows (default 50,000) into a
# copy of the Minsk final, through the binary as an organiser runs it (the
# tournament's description and the club's players.toml both written), RUNS
# times (default 3): each run's wall time and the median, printed, never
# asserted (issue 32.11: 87.5 s before; the aim is under 20 s).
# usage: scripts/bench_import.sh   (MAFIA_JUDGE_BIN, else target/release, else target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
X_TAG=bench_import
x_bin
x_work
ROWS=${ROWS:-50000}
RUNS=${RUNS:-3}
SRC=examples/tournaments/minsk-final

# nick, club, city: new players, a hundred clubs, twenty cities.
awk -v n="$ROWS" 'BEGIN { print "nick,club,city";
    for (i = 1; i <= n; i++) printf "Игрок %06d,Клуб %d,Город %d\n", i, i % 100, i % 20 }' >"$WORK/list.csv"
before=$(grep -c '^\[\[players\]\]' "$SRC/tournament.toml")
times=()
for run in $(seq "$RUNS"); do
    dir="$WORK/run-$run"
    mkdir -p "$dir/data"
    cp -r "$SRC" "$dir/t"
    t0=$EPOCHREALTIME
    MAFIA_JUDGE_DATA="$dir/data" LC_ALL=C.UTF-8 "$BIN" players "$dir/t" --import "$WORK/list.csv" \
        >"$dir/out" 2>"$dir/err" || { echo "bench_import: the import failed:" >&2; cat "$dir/err" >&2; exit 1; }
    secs=$(awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')
    after=$(grep -c '^\[\[players\]\]' "$dir/t/tournament.toml")
    if ((after != before + ROWS)); then
        echo "bench_import: $((after - before)) players added, not $ROWS" >&2
        exit 1
    fi
    times+=("$secs")
    rm -rf "$dir"
done
printf '%s\n' "${times[@]}" | sort -n | awk -v rows="$ROWS" -v bin="$BIN" '{ t[NR] = $1 } END {
    printf "bench_import: players --import of %d rows (%s): median %.2f s, min %.2f s, max %.2f s over %d runs (was 87.5 s; aim under 20 s)\n",
        rows, bin, t[int((NR + 1) / 2)], t[1], t[NR], NR }'
