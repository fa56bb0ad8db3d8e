#!/usr/bin/env bash
# One tournament on two laptops, end to end, with the real binary
# (tests/e2e/sync.rs runs it; scripts/bench_sync.sh times the same path):
#
# 1. Syncthing: two instances on 127.0.0.1 (scripts/lib/syncthing.sh:
#    discovery, relays and NAT off, explicit addresses, a 1 s watch delay),
#    "head" and "table", sharing the tournament folder. The head judge's
#    console runs under Xvfb with `--role head --serve PORT`; the table's
#    laptop files a game into its copy of the folder (`file-game`, as its
#    console does after a game). The head's /view.json (what /projector and
#    /overlay draw) counts the new game with no click; both windows are shot.
#    Then penalties at the same moment on both laptops: the table's request
#    and the head's own both end in tournament.toml on both laptops. Then a
#    breach of the one-writer rule (both laptops writing tournament.toml at
#    once): both kept, or the conflict copy named by `standings` (exit 3).
#    Then true conflicts, the sync stopped while each laptop writes
#    tournament.toml: a copy that contradicts nothing is merged by the
#    head, one that contradicts waits for him, and his `conflict --keep`
#    holds on both laptops while the table's is refused.
# 2. One shared folder, two consoles (head and table 1 under Xvfb, side by
#    side): the table files a game and asks for a penalty while the head
#    enters one; the head's view follows, nothing is lost.
# 3. The head's console open on a tournament in stages: `seating --stage 2
#    --save` nine times in a row, every one saved.
#
# Prints `e2e_sync: ...` lines the test reads; screenshots in target/e2e/.
# usage: scripts/e2e_sync.sh   (MAFIA_JUDGE_BIN, else target/release, else target/debug)
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/lib/x.sh
. scripts/lib/syncthing.sh
x_init e2e_sync curl syncthing jq import
x_work
OUT=${E2E_OUT:-target/e2e}
mkdir -p "$OUT"
SRC=examples/tournaments/minsk-final

# A tournament folder: Minsk's description without its penalties, two games.
make_tournament() {
    mkdir -p "$1/games"
    awk '/^\[\[penalties\]\]/{skip=1} /^\[\[/{if($0!="[[penalties]]")skip=0} !skip' \
        "$SRC/tournament.toml" > "$1/tournament.toml"
    cp "$SRC/games/game-01.json" "$SRC/games/game-02.json" "$1/games/"
}

# games_seen PORT: the games the hall's view counts (the JSON /projector draws).
games_seen() {
    curl -sf "http://127.0.0.1:$1/view.json" 2>/dev/null \
        | jq -r '[.. | objects | select(has("between")) | .between | objects | .games] | first // empty' \
        2>/dev/null || true
}

# wait_games PORT N: until the view counts N games (60 s); prints the seconds.
wait_games() {
    local t0=$EPOCHREALTIME _
    for _ in $(seq 1200); do
        if [[ "$(games_seen "$1")" == "$2" ]]; then
            awk -v a="$t0" -v b="$EPOCHREALTIME" 'BEGIN{printf "%.2f", b - a}'
            return 0
        fi
        sleep 0.05
    done
    echo "e2e_sync: the view on port $1 never counted $2 games (it says: $(games_seen "$1"))" >&2
    return 1
}

# reasons FOLDER: the penalties' reasons in its tournament.toml, sorted.
reasons() { sed -n 's/^reason = "\(.*\)"$/\1/p' "$1/tournament.toml" | sort | tr '\n' '|'; }

# console NAME FOLDER ROLE PORT: a console under the running Xvfb.
console() {
    local name=$1 dir=$2 role=$3 port=$4 home="$WORK/home-$1"
    mkdir -p "$home"
    HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" \
        MAFIA_JUDGE_DATA="$home/mj" MAFIA_JUDGE_SYNCTHING_HOME="${5:-$WORK/none}" LC_ALL=C.UTF-8 \
        exec "$BIN" --tournament "$dir" --role "$role" --serve "$port" >"$WORK/$name.log" 2>&1
}

# The command line on each laptop, with that laptop's data folder and its
# role kept there (issue 32.3): a table's laptop never writes
# tournament.toml, its penalties become its requests.
head_cli() { MAFIA_JUDGE_DATA="$WORK/cli-head" LC_ALL=C.UTF-8 "$BIN" "$@"; }
table_cli() { MAFIA_JUDGE_DATA="$WORK/cli-table" LC_ALL=C.UTF-8 "$BIN" "$@"; }
head_cli role head >/dev/null
table_cli role table:1 >/dev/null

x_start 2732x768

# --- 1. Two laptops through Syncthing -------------------------------------
HEAD_DIR="$WORK/laptop-head/tournament"
TABLE_DIR="$WORK/laptop-table/tournament"
make_tournament "$HEAD_DIR"
mkdir -p "$TABLE_DIR"
st_start head
st_start table
st_pair head table
st_pair table head
st_share head minsk "$HEAD_DIR" table
st_share table minsk "$TABLE_DIR" head
st_wait_connected head table
for _ in $(seq 600); do [[ -f "$TABLE_DIR/tournament.toml" && -f "$TABLE_DIR/games/game-02.json" ]] && break; sleep 0.1; done
[[ -f "$TABLE_DIR/tournament.toml" ]] || { echo "e2e_sync: the folder never reached the table's laptop" >&2; exit 1; }
st_wait_idle table minsk
echo "e2e_sync: syncthing: the tournament folder reached the table's laptop"

PORT=$(st_free_port)
x_launch "$WORK/head.log" console head "$HEAD_DIR" head "$PORT" "$ST_HOME_head"
HEAD_APP=$APP
[[ "$(wait_games "$PORT" 2 >/dev/null && echo ok)" == ok ]] || { echo "e2e_sync: the head's view never came" >&2; tail -5 "$WORK/head.log" >&2; exit 1; }
HEAD_WIN=$(x_focus mafia-judge "$HEAD_APP")
x_shoot "$HEAD_WIN" 1366x768 "$OUT/sync-head-before.png" 2
echo "e2e_sync: the head's view counts 2 games"

# The table's laptop files game 3 (as its console does after the game).
table_cli file-game "$TABLE_DIR" "$SRC/games/game-03.json" --table 1 >/dev/null
secs=$(wait_games "$PORT" 3)
echo "e2e_sync: syncthing: the game filed on the table's laptop reached the head's view in $secs s, no click"
x_shoot "$HEAD_WIN" 1366x768 "$OUT/sync-head-after.png" 2
if [[ -n "${BENCH:-}" ]]; then
    # scripts/bench_sync.sh: more games, one at a time, each timed.
    times=("$secs")
    n=3
    for g in 04 05 06 07 08 09 10 11; do
        [[ ${#times[@]} -ge $BENCH ]] && break
        n=$((n + 1))
        table_cli file-game "$TABLE_DIR" "$SRC/games/game-$g.json" --table 1 >/dev/null
        times+=("$(wait_games "$PORT" "$n")")
        sleep 1
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{a[NR]=$1} END{
        m = (NR % 2) ? a[(NR+1)/2] : (a[NR/2] + a[NR/2+1]) / 2;
        printf "bench_sync: game written on the table'"'"'s laptop -> head'"'"'s hall view changed (Syncthing, fsWatcherDelayS=1): median %.2f s, min %.2f s, max %.2f s over %d games\n", m, a[1], a[NR], NR }'
    x_end "$HEAD_APP"
    exit 0
fi
if command -v chromium >/dev/null; then
    timeout 90 chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars --no-first-run --user-data-dir="$WORK/chromium" \
        --screenshot="$PWD/$OUT/sync-projector.png" --window-size=1366,768 \
        "http://127.0.0.1:$PORT/projector" >/dev/null 2>&1 || true
fi

# Penalties entered at the same moment on the two laptops.
table_cli penalty "$TABLE_DIR" --table 1 --player "Алиса" --penalty late --minutes 10 \
    --round 3 --reason "table laptop" >/dev/null &
T1=$!
head_cli penalty "$HEAD_DIR" --player "Борис" --penalty late --minutes 5 --round 3 \
    --reason "head laptop" >/dev/null &
T2=$!
wait "$T1" "$T2"
want="head laptop|table laptop|"
for _ in $(seq 400); do
    [[ "$(reasons "$HEAD_DIR")" == "$want" && "$(reasons "$TABLE_DIR")" == "$want" ]] && break
    sleep 0.1
done
echo "e2e_sync: syncthing: penalties at one moment: head has $(reasons "$HEAD_DIR") table has $(reasons "$TABLE_DIR")"
[[ "$(reasons "$HEAD_DIR")" == "$want" ]] || { echo "e2e_sync: a penalty was lost on the head's laptop" >&2; exit 1; }
# The head's answer to the table's request comes back through Syncthing too
# (it may arrive after tournament.toml does).
for _ in $(seq 300); do
    [ -n "$(ls -A "$TABLE_DIR/requests/done/" 2>/dev/null)" ] && break
    sleep 0.1
done
[ -n "$(ls -A "$TABLE_DIR/requests/done/" 2>/dev/null)" ] && echo "e2e_sync: syncthing: the table sees its request answered"

# Both laptops enter a penalty with no --table at once: the table's laptop
# knows its role, so its penalty is its request, never a second writer of
# tournament.toml (before the role was kept, this made a conflict copy).
table_cli penalty "$TABLE_DIR" --player "Вера" --penalty late --minutes 5 --reason "breach table" >/dev/null &
T1=$!
head_cli penalty "$HEAD_DIR" --player "Гриша" --penalty late --minutes 5 --reason "breach head" >/dev/null &
T2=$!
wait "$T1" "$T2"
st_wait_idle head minsk || true
st_wait_idle table minsk || true
sleep 3
st_wait_idle head minsk || true
both="breach head|breach table|head laptop|table laptop|"
set +e
head_cli standings "$HEAD_DIR" >/dev/null 2>"$WORK/standings.err"
code=$?
set -e
if [[ "$(reasons "$HEAD_DIR")" == "$both" ]]; then
    echo "e2e_sync: syncthing: a penalty with no --table on each laptop: the table's went as its request, both kept"
else
    echo "e2e_sync: a penalty was lost or written twice: $(reasons "$HEAD_DIR") (standings exit $code: $(head -1 "$WORK/standings.err"))" >&2
    exit 1
fi

# True conflicts (issue 32.2): the sync stopped (the folder paused on both
# laptops), tournament.toml written on each, the sync resumed. Syncthing
# keeps one and renames the other `tournament.sync-conflict-….toml`.
# (a) A penalty on each side contradicts nothing: the head merges the copy
#     (his console by itself, or `merge`) and both penalties stay.
# (b) A player's club typed two ways contradicts: the copy waits for the
#     head; the table's `conflict --keep` is refused (exit 2) while the
#     head's, at the same moment, decides on both laptops.
# The write on the table's side is a second writer there, as before the
# role was kept (issue 32.3): a command line with the head's role.
rogue_cli() { MAFIA_JUDGE_DATA="$WORK/cli-rogue" LC_ALL=C.UTF-8 "$BIN" "$@"; }
rogue_cli role head >/dev/null
pause_sync() { # true|false
    st_api head PATCH /rest/config/folders/minsk "{\"paused\":$1}" >/dev/null
    st_api table PATCH /rest/config/folders/minsk "{\"paused\":$1}" >/dev/null
}
copies_in() { find "$1" -maxdepth 1 -name 'tournament.sync-conflict-*' -printf '%f\n' | sort; }
# The copies the head merged (his console may within a moment of their
# arrival): kept in trash/ under a unique prefix.
merged_in() { find "$1/trash" -maxdepth 1 -name '*tournament.sync-conflict-*' -printf '%f\n' 2>/dev/null | sort; }
# wait_copy DIR [merged]: until a conflict copy of tournament.toml is in the
# folder (or, with "merged", in it or newly in its trash/) (60 s); prints
# its name.
wait_copy() {
    local _ found before
    before=$(merged_in "$1")
    for _ in $(seq 600); do
        found=$(copies_in "$1"; if [[ -n "${2:-}" ]]; then merged_in "$1" | grep -vxF -- "$before"; fi || true)
        [[ -n "$found" ]] && { head -1 <<<"$found"; return 0; }
        sleep 0.1
    done
    return 1
}
# settled COND: until COND holds on both laptops and neither has a copy (60 s).
settled() {
    local _
    for _ in $(seq 600); do
        if "$@" "$HEAD_DIR" && "$@" "$TABLE_DIR" \
            && [[ -z "$(copies_in "$HEAD_DIR")$(copies_in "$TABLE_DIR")" ]]; then
            return 0
        fi
        sleep 0.1
    done
    return 1
}
club_of() { sed -n "/^nick = \"$2\"\$/{n;s/^club = \"\(.*\)\"\$/\1/p}" "$1/tournament.toml"; }
t0=$SECONDS
pause_sync true
rogue_cli penalty "$TABLE_DIR" --player "Дана" --penalty late --minutes 5 --reason "paused table" >/dev/null
sleep 1.1 # the head's write the newer one
head_cli penalty "$HEAD_DIR" --player "Егор" --penalty late --minutes 5 --reason "paused head" >/dev/null
pause_sync false
copy=$(wait_copy "$HEAD_DIR" merged) || { echo "e2e_sync: no conflict copy after the paused writes" >&2; ls -R "$HEAD_DIR" "$TABLE_DIR" >&2; exit 1; }
echo "e2e_sync: conflict: a penalty on each laptop, sync stopped: tournament.${copy#*tournament.}"
head_cli merge "$HEAD_DIR" >"$WORK/merge-a.out" 2>&1 || { cat "$WORK/merge-a.out" >&2; exit 1; }
has_both() { [[ "$(reasons "$1")" == *"paused head|paused table|"* ]]; }
settled has_both || { echo "e2e_sync: the copy that contradicts nothing was not merged: head $(reasons "$HEAD_DIR") [$(copies_in "$HEAD_DIR")] table $(reasons "$TABLE_DIR") [$(copies_in "$TABLE_DIR")]" >&2; exit 1; }
[[ -n "$(merged_in "$HEAD_DIR")" ]] || { echo "e2e_sync: the merged copy is not kept in trash/" >&2; exit 1; }
echo "e2e_sync: conflict: merged by the head, both penalties on both laptops: head $(reasons "$HEAD_DIR") table $(reasons "$TABLE_DIR"), the copy kept in trash/"

pause_sync true
sed -i '/^nick = "Алиса"$/{n;s/^club = .*/club = "Клуб стола"/}' "$TABLE_DIR/tournament.toml"
sleep 1.1
sed -i '/^nick = "Алиса"$/{n;s/^club = .*/club = "Клуб главного"/}' "$HEAD_DIR/tournament.toml"
pause_sync false
copy=$(wait_copy "$HEAD_DIR") || { echo "e2e_sync: no conflict copy after the two clubs" >&2; exit 1; }
for _ in $(seq 600); do [[ -f "$TABLE_DIR/$copy" ]] && break; sleep 0.1; done
# The head's console has read the folder meanwhile; nothing merges a contradiction.
sleep 2
head_cli merge "$HEAD_DIR" >"$WORK/merge-b.out" 2>&1 || { cat "$WORK/merge-b.out" >&2; exit 1; }
[[ -f "$HEAD_DIR/$copy" ]] || { echo "e2e_sync: a contradicting copy was merged without the head" >&2; exit 1; }
echo "e2e_sync: conflict: a club typed two ways waits for the head: $copy"
# The head's tournament window: the red band says what each copy holds.
x_shoot "$HEAD_WIN" 1366x768 "$OUT/sync-conflict-head.png" 1
# The head keeps the table's club, the table asks for the other at once.
if grep -q 'club = "Клуб стола"' "$HEAD_DIR/$copy"; then head_keeps=copy table_keeps=original
else head_keeps=original table_keeps=copy; fi
set +e
table_cli conflict "$TABLE_DIR" "$copy" --keep "$table_keeps" >"$WORK/keep-table.out" 2>&1 &
T1=$!
head_cli conflict "$HEAD_DIR" "$copy" --keep "$head_keeps" >"$WORK/keep-head.out" 2>&1 &
T2=$!
wait "$T1"; table_code=$?
wait "$T2"; head_code=$?
set -e
echo "e2e_sync: conflict: the table's choice exits $table_code: $(head -1 "$WORK/keep-table.out")"
[[ $head_code == 0 ]] || { echo "e2e_sync: the head's choice failed: $(cat "$WORK/keep-head.out")" >&2; exit 1; }
table_club() { [[ "$(club_of "$1" "Алиса")" == "Клуб стола" ]]; }
settled table_club || { echo "e2e_sync: the head's choice did not hold: head $(club_of "$HEAD_DIR" "Алиса") [$(copies_in "$HEAD_DIR")] table $(club_of "$TABLE_DIR" "Алиса") [$(copies_in "$TABLE_DIR")]" >&2; exit 1; }
echo "e2e_sync: conflict: the head's choice holds on both laptops: head $(club_of "$HEAD_DIR" "Алиса"), table $(club_of "$TABLE_DIR" "Алиса"), no copy left"
echo "e2e_sync: conflicts took $((SECONDS - t0)) s"
x_end "$HEAD_APP"

# --- 2. One shared folder, two consoles -------------------------------------
SHARED="$WORK/shared/tournament"
make_tournament "$SHARED"
HP=$(st_free_port)
TP=$(st_free_port)
x_launch "$WORK/shead.log" console shead "$SHARED" head "$HP"
SHEAD=$APP
x_launch "$WORK/stable.log" console stable "$SHARED" table:1 "$TP"
STABLE=$APP
wait_games "$HP" 2 >/dev/null
for _ in $(seq 40); do
    [[ $(xwininfo -root -tree | grep -c '"mafia-judge")') -ge 2 ]] && break
    sleep 0.5
done
wins=$(xwininfo -root -tree | grep '"mafia-judge")' | awk '{print $1}')
w1=$(echo "$wins" | sed -n 1p)
w2=$(echo "$wins" | sed -n 2p)
table_cli file-game "$SHARED" "$SRC/games/game-03.json" --table 1 >/dev/null &
F=$!
table_cli penalty "$SHARED" --table 1 --player "Алиса" --penalty late --minutes 10 --reason "shared table" >/dev/null &
P1=$!
head_cli penalty "$SHARED" --player "Борис" --penalty late --minutes 5 --reason "shared head" >/dev/null &
P2=$!
wait "$F" "$P1" "$P2"
secs=$(wait_games "$HP" 3)
echo "e2e_sync: shared folder: the table's game reached the head's view in $secs s, no click"
for _ in $(seq 100); do [[ "$(reasons "$SHARED")" == "shared head|shared table|" ]] && break; sleep 0.1; done
echo "e2e_sync: shared folder: penalties $(reasons "$SHARED")"
[[ "$(reasons "$SHARED")" == "shared head|shared table|" ]] || { echo "e2e_sync: a penalty was lost in the shared folder" >&2; exit 1; }
# Whose console each is, in its title. A window gets its role's title on
# its first frame, which a loaded machine may draw a while after the window
# appears: wait for both before reading them.
for _ in $(seq 60); do
    titles=$(xwininfo -root -tree | grep '"mafia-judge")')
    grep -q 'главный судья' <<<"$titles" && grep -q 'стол 1' <<<"$titles" && break
    sleep 0.5
done
xwininfo -root -tree | grep '"mafia-judge")' | sed 's/^ *0x[0-9a-f]* /e2e_sync: window title: /'
# The two consoles side by side.
xdotool windowsize "$w1" 1366 768 windowmove "$w1" 0 0 2>/dev/null || true
xdotool windowsize "$w2" 1366 768 windowmove "$w2" 1366 0 2>/dev/null || true
sleep 2
import -window root "$OUT/sync-two-consoles.png"
x_end "$STABLE"
x_end "$SHEAD"

# --- 3. A stage's seating saved with the head's console open (issue 32.4) --
# The head's console reads the folder at each change; `seating --stage N
# --save` makes and writes the seating under the lock from the file as it
# is then: nine saves in a row, none fails (2 of 9 did, "cannot replace
# the file: not found", when it wrote a copy read earlier, unlocked).
CUP="$WORK/cup/tournament"
mkdir -p "$WORK/cup"
cp -r examples/tournaments/baikal-championship "$CUP"
CP=$(st_free_port)
x_launch "$WORK/cup.log" console cup "$CUP" head "$CP"
CUP_APP=$APP
sleep 2
ok=0
for seed in 1 2 3 4 5 6 7 8 9; do
    if head_cli seating "$CUP" --stage 2 --seed "$seed" --save >/dev/null 2>"$WORK/cup-seating.err"; then
        ok=$((ok + 1))
    else
        echo "e2e_sync: seating --stage 2 --save (seed $seed) failed: $(head -1 "$WORK/cup-seating.err")" >&2
    fi
done
kill -0 "$CUP_APP" || { echo "e2e_sync: the head's console died during the saves" >&2; exit 1; }
x_end "$CUP_APP"
echo "e2e_sync: stage seating saved with the head's console open: $ok of 9"
[[ $ok == 9 ]] || exit 1
echo "e2e_sync: done"
