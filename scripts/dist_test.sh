#!/usr/bin/env bash
# make dist-test: the downloads in dist/ tested as a judge gets them.
#
# - The Windows zip is unpacked into an empty folder far from the sources,
#   under a name with Cyrillic letters and spaces («Судья Иванов/Загрузки»),
#   and its .exe runs under Wine in a throw-away prefix: --version names the
#   unpacked folder's rulesets; replay, standings and protocol print what the
#   Linux build prints; the console's window opens a game under Xvfb (shot
#   into target/dist-test/), keys go in, the autosave follows, the console is
#   killed and the game resumes; the data folder is the platform's
#   (%APPDATA%) or a Cyrillic one given.
# - The .deb is unpacked with dpkg-deb -x and run the same way (its data
#   found in its own usr/share/mafia-judge), its control fields read, and
#   lintian finds no error in it.
# - The .tar.gz the same; its binary copied alone finds no rulesets (never
#   the source tree's, never the current folder's).
# - The night music heard through Wine's PulseAudio driver in a null sink.
# - Every file's SHA-256 sum checks.
#
# Each check prints "ok" or "FAIL" and a name; the last line counts them.
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
source scripts/lib/x.sh
X_TAG=dist-test
x_need wine wineserver jq lintian unzip pdftotext pdfinfo import x86_64-w64-mingw32-gcc
version=$(sed -n '/^\[workspace.package\]/,/^\[/s/^version = "\(.*\)"/\1/p' Cargo.toml)
zip="dist/mafia-judge-$version-windows-x86_64.zip"
deb="dist/mafia-judge_${version}_amd64.deb"
tgz="dist/mafia-judge-$version-linux-x86_64.tar.gz"
for f in "$zip" "$deb" "$tgz"; do
    [[ -f "$f" ]] || { echo "dist-test: $f is missing (make dist first)" >&2; exit 2; }
done
shots="$repo/target/dist-test"
mkdir -p "$shots"
x_work
passed=0
failed=0
check() { # check NAME CMD...: CMD's success is the check's
    local name=$1
    shift
    if "$@" >>"$WORK/checks.log" 2>&1; then
        echo "ok   $name"
        passed=$((passed + 1))
    else
        echo "FAIL $name (see below)"
        tail -15 "$WORK/checks.log" | sed 's/^/     /'
        failed=$((failed + 1))
    fi
}
same() { # same A B: two files with the same bytes, or their diff
    cmp -s "$1" "$2" || { diff <(head -c 4000 "$1") <(head -c 4000 "$2") | head -20; return 1; }
}
has() { grep -qF -- "$2" "$1" || { echo "$1 lacks: $2"; head -20 "$1"; return 1; }; }

# The Linux build from the .tar.gz: the reference the others are compared to.
mkdir -p "$WORK/linux"
tar -xzf "$tgz" -C "$WORK/linux"
L="$WORK/linux/mafia-judge-$version-linux-x86_64/bin/mafia-judge"

# What is given to every build: copies far from the sources.
in="$WORK/in"
mkdir -p "$in"
cp -r examples "$in/"
cp tests/data/fiim-day-one.json "$in/"
cd "$in"
run_all() { # run_all TAG CMD...: the outputs compared below, in $WORK/out-TAG
    local tag=$1 out="$WORK/out-$1" f
    shift
    mkdir -p "$out"
    for f in examples/*.json; do
        "$@" replay "$f" >"$out/replay-$(basename "$f")" 2>"$out/replay-$(basename "$f").err"
    done
    "$@" standings examples/tournaments/minsk-final >"$out/standings-minsk.json" 2>"$out/standings.err"
    "$@" protocol examples/fiim-tie-and-lift.json -o "protocol-$tag.pdf" >"$out/protocol.out" 2>&1
    mv "protocol-$tag.pdf" "$out/protocol.pdf" 2>/dev/null
    "$@" --version >"$out/version.txt" 2>&1
    "$@" rulesets >"$out/rulesets.txt" 2>&1
}
compare() { # compare TAG: TAG's outputs are the Linux build's
    local f
    for f in "$WORK"/out-linux/replay-*.json; do
        same "$f" "$WORK/out-$1/$(basename "$f")" || return 1
    done
    same "$WORK/out-linux/standings-minsk.json" "$WORK/out-$1/standings-minsk.json"
}
export LANG=C.UTF-8 LC_ALL=C.UTF-8
run_all linux "$L"
check "linux: every example replays and the standings are read" \
    bash -c "[ \$(ls '$WORK'/out-linux/replay-*.json | wc -l) -ge 9 ] && ! grep -l . '$WORK'/out-linux/*.err && jq -e . '$WORK/out-linux/standings-minsk.json' >/dev/null"
check "linux .tar.gz: --version names $version" has "$WORK/out-linux/version.txt" "mafia-judge $version"
check "linux .tar.gz: the rulesets are its own share/mafia-judge" \
    has "$WORK/out-linux/version.txt" "$WORK/linux/mafia-judge-$version-linux-x86_64/share/mafia-judge/rulesets"
check "linux .tar.gz: the protocol's metadata names the version" \
    bash -c "pdfinfo '$WORK/out-linux/protocol.pdf' | grep -q 'Creator: *mafia-judge $version'"
check "linux .tar.gz: the protocol's footer names the version" \
    bash -c "pdftotext '$WORK/out-linux/protocol.pdf' - | grep -q 'mafia-judge $version'"

# The binary alone, far from the sources and from its data: it finds none.
mkdir -p "$WORK/alone/bin" "$WORK/alone/cwd/rulesets"
cp "$L" "$WORK/alone/bin/mafia-judge"
cp "$repo/rulesets/fiim.toml" "$WORK/alone/cwd/rulesets/"
(cd "$WORK/alone/cwd" && ../bin/mafia-judge --version >"$WORK/alone.txt" 2>&1)
check "a copied binary finds no rulesets: not the source tree's, not the current folder's" \
    bash -c "grep -q 'bundled rulesets: not found' '$WORK/alone.txt' && ! grep -q '$repo' '$WORK/alone.txt'"

# The .deb, unpacked as dpkg would put it.
mkdir -p "$WORK/deb"
dpkg-deb -x "$repo/$deb" "$WORK/deb"
run_all deb "$WORK/deb/usr/bin/mafia-judge"
check "deb: --version names $version and its own /usr/share/mafia-judge" \
    has "$WORK/out-deb/version.txt" "$WORK/deb/usr/share/mafia-judge/rulesets"
check "deb: replay and standings equal the Linux build's" compare deb
check "deb: the control file has the version and computed Depends on libc6" \
    bash -c "dpkg-deb -f '$repo/$deb' Version | grep -qx '$version' && dpkg-deb -f '$repo/$deb' Depends | grep -q 'libc6 (>='"
check "deb: the desktop entry, the icon and the copyright file are in place" \
    test -f "$WORK/deb/usr/share/applications/mafia-judge.desktop" \
    -a -f "$WORK/deb/usr/share/icons/hicolor/256x256/apps/mafia-judge.png" \
    -a -f "$WORK/deb/usr/share/doc/mafia-judge/copyright" \
    -a -f "$WORK/deb/usr/share/doc/mafia-judge/THIRD-PARTY-LICENSES.html"
check "deb: desktop-file-validate, when installed, finds nothing" \
    bash -c "! command -v desktop-file-validate >/dev/null || desktop-file-validate '$WORK/deb/usr/share/applications/mafia-judge.desktop'"
lintian --fail-on error --suppress-tags no-manual-page "$repo/$deb" >"$WORK/lintian.txt" 2>&1
lint_rc=$?
check "deb: lintian finds no error" bash -c "cat '$WORK/lintian.txt'; [ $lint_rc -eq 0 ]"
echo "     lintian says: $(grep -c '^[WE]:' "$WORK/lintian.txt") warnings and errors; $(grep -c '^E:' "$WORK/lintian.txt") errors"
grep '^[WE]:' "$WORK/lintian.txt" | sed 's/^/     /' | head -20

# The Windows zip, unpacked where a judge would: a user folder with Cyrillic and spaces.
T="$WORK/Судья Иванов/Загрузки"
mkdir -p "$T"
unzip -q "$repo/$zip" -d "$T"
W="$T/mafia-judge-$version-windows-x86_64"
check "zip: one folder with the .exe, its data, the guide and the licences" \
    test -f "$W/mafia-judge.exe" -a -f "$W/rulesets/fiim.toml" -a -d "$W/sounds/music" \
    -a -f "$W/assets/gestures/yes.png" -a -f "$W/judge-guide.md" -a -f "$W/LICENSE.txt" \
    -a -f "$W/THIRD-PARTY-LICENSES.html"
x_start 1366x768
export WINEPREFIX="$WORK/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml=;bcryptprimitives=n,b"
wineboot -i >"$WORK/wineboot.log" 2>&1
wineserver -w
# For the test only (tests/wine/processprng.c): never shipped.
x86_64-w64-mingw32-gcc -shared -o "$WINEPREFIX/drive_c/windows/system32/bcryptprimitives.dll" \
    "$repo/tests/wine/processprng.c" -ladvapi32
winuser="$WINEPREFIX/drive_c/users/Судья Иванов"
mkdir -p "$winuser"
export MAFIA_JUDGE_DATA='C:\users\Судья Иванов\AppData\Roaming\mafia-judge'
run_all win wine "$W/mafia-judge.exe"
check "windows: --version names $version" has "$WORK/out-win/version.txt" "mafia-judge $version (windows, x86_64)"
check "windows: the rulesets are the unpacked folder's (Cyrillic, spaces)" \
    bash -c "grep -q 'Судья Иванов.Загрузки.mafia-judge-$version-windows-x86_64.rulesets' '$WORK/out-win/version.txt'"
check "windows: rulesets lists what Linux lists" \
    bash -c "diff <(grep -o '^[a-z-]* ' '$WORK/out-linux/rulesets.txt') <(grep -o '^[a-z-]* ' '$WORK/out-win/rulesets.txt')"
check "windows: replay and standings equal the Linux build's" compare win
check "windows: the protocol PDF is the Linux build's, byte for byte" same "$WORK/out-linux/protocol.pdf" "$WORK/out-win/protocol.pdf"

# The console's window under Wine: a game opened from the Cyrillic folder,
# keys, the autosave, a kill, the resume.
cp "$in/fiim-day-one.json" "$T/игра.json"
current="$winuser/AppData/Roaming/mafia-judge/games/current.json"
actions() { jq '.actions | length' "$current" 2>/dev/null || echo 0; }
wait_actions() { # wait_actions N
    local end=$((SECONDS + 60))
    while ((SECONDS < end)); do [[ "$(actions)" == "$1" ]] && return 0; sleep 0.3; done
    echo "the autosave has $(actions) actions, not $1"
    return 1
}
judge_window() { # the console's X window, once it is viewable and focused
    local end=$((SECONDS + 120)) id
    while ((SECONDS < end)); do
        id=$(xdotool search --onlyvisible --name 'mafia|мафи|Мафи|пульт' 2>/dev/null | head -1)
        if [[ -n "$id" ]] && xdotool windowfocus --sync "$id" 2>/dev/null; then echo "$id"; return 0; fi
        sleep 0.5
    done
    return 1
}
n0=$(jq '.actions | length' "$in/fiim-day-one.json")
(cd "$T" && exec wine "$W/mafia-judge.exe" --open 'игра.json' >"$WORK/console-1.log" 2>&1) &
PIDS+=($!)
if win=$(judge_window); then
    check "windows: the console's window opens" true
    sleep 3
    import -window root "$shots/windows-console.png"
    # Wine's system theme is light; the console stays dark, the colours it was made for.
    check "windows: the console is dark under a light system theme" \
        bash -c "convert '$shots/windows-console.png' -crop 800x600+0+50 -colorspace gray -format '%[fx:mean]' info: | awk '{ print \"mean brightness\", \$1; exit !(\$1 < 0.35) }'"
    xdotool key --window "$win" 4 n
    check "windows: a nomination by keys is autosaved in the Cyrillic data folder" wait_actions $((n0 + 1))
    xdotool windowfocus --sync "$win"; xdotool key 3 f
    check "windows: a foul by keys is autosaved" wait_actions $((n0 + 2))
    # A second console started beside the first (a double double-click):
    # the games folder is the first's (its lock), the second only reads.
    cp "$in/examples/fiim-red-wins.json" "$T/другая игра.json"
    held=$(jq -c '.actions' "$current")
    (cd "$T" && exec wine "$W/mafia-judge.exe" --open 'другая игра.json' >"$WORK/console-b.log" 2>&1) &
    PIDS+=($!)
    second=""
    end=$((SECONDS + 90))
    while ((SECONDS < end)); do
        second=$(xdotool search --onlyvisible --name 'mafia|мафи|Мафи|пульт' 2>/dev/null | grep -vx "$win" | head -1)
        [[ -n "$second" ]] && break
        sleep 0.5
    done
    if [[ -n "$second" ]]; then
        sleep 3
        xdotool windowfocus --sync "$second" 2>/dev/null; xdotool key Return
        sleep 2
        import -window root "$shots/windows-second-console.png"
        xdotool windowkill "$second" 2>/dev/null
    fi
    check "windows: a second console beside the first leaves the first's autosave alone" \
        bash -c "[ -n '$second' ] && [ \"\$(jq -c '.actions' '$current')\" = '$held' ]"
    xdotool windowfocus --sync "$win" 2>/dev/null
    before=$(jq -c '.actions' "$current")
    wineserver -k
    sleep 1
    check "windows: the autosave is whole after the kill" bash -c "[ '$(jq -c '.actions' "$current" 2>/dev/null)' = '$before' ]"
    (cd "$T" && exec wine "$W/mafia-judge.exe" --autoresume >"$WORK/console-2.log" 2>&1) &
    PIDS+=($!)
    if win=$(judge_window); then
        sleep 2
        xdotool windowfocus --sync "$win"; xdotool key Return
        check "windows: resumed after the kill, the game goes on (Next is saved)" wait_actions $((n0 + 3))
        check "windows: the resumed game kept every action before the kill" \
            bash -c "[ \"\$(jq -c '.actions[:$((n0 + 2))]' '$current')\" = '$before' ]"
        check "windows: the record names the console that wrote it" \
            bash -c "jq -r .made_by '$current' | grep -qx 'mafia-judge $version'"
        import -window root "$shots/windows-console-resumed.png"
    else
        check "windows: the console's window opens again after the kill" false
    fi
    wineserver -k
else
    check "windows: the console's window opens" bash -c "cat '$WORK/console-1.log'; false"
fi

# Without MAFIA_JUDGE_DATA the data folder is the platform's, under %APPDATA%.
unset MAFIA_JUDGE_DATA
(cd "$T" && exec wine "$W/mafia-judge.exe" --open 'игра.json' >"$WORK/console-3.log" 2>&1) &
PIDS+=($!)
appdata_current() { find "$WINEPREFIX/drive_c/users" -path '*AppData/Roaming/mafia-judge/mafia-judge/data/games/current.json' | head -1; }
if win=$(judge_window); then
    sleep 2
    xdotool windowfocus --sync "$win"; xdotool key 5 n
    end=$((SECONDS + 60))
    while ((SECONDS < end)) && [[ -z "$(appdata_current)" ]]; do sleep 0.5; done
fi
check "windows: without MAFIA_JUDGE_DATA the games are kept under %APPDATA%" test -n "$(appdata_current)"
wineserver -k

# Heard: the night music through Wine's PulseAudio driver into a private
# null sink (scripts/lib/pulse.sh), from the music shipped in the zip.
if command -v pulseaudio >/dev/null && command -v parec >/dev/null && command -v sox >/dev/null; then
    source "$repo/scripts/lib/pulse.sh"
    pulse_home "$WORK/pulse-home"
    pulse_start
    pulse_open
    export MAFIA_JUDGE_DATA='C:\users\Судья Иванов\AppData\Roaming\mafia-judge-sound'
    cp "$repo/tests/data/fiim-last-speech.json" "$T/последняя речь.json"
    (cd "$T" && exec wine "$W/mafia-judge.exe" --open 'последняя речь.json' >"$WORK/console-4.log" 2>&1) &
    PIDS+=($!)
    if win=$(judge_window); then
        sleep 3
        pulse_record "$WORK/night.raw"
        xdotool windowfocus --sync "$win"; xdotool key Return # nobody nominated: the night
        sleep 6
        kill "$REC_PID" 2>/dev/null
        import -window root "$shots/windows-night.png"
        # The loudest second's RMS, as sox measures the whole recording's.
        rms=$(sox -t raw -r "$PULSE_RATE" -e signed -b 16 -c 2 "$WORK/night.raw" -n stat 2>&1 | awk '/RMS +amplitude/ { print $3 }')
        echo "     the night through Wine: RMS ${rms:-none} over 6 s"
        check "windows: the night music is heard through Wine's sound driver" \
            awk -v r="${rms:-0}" 'BEGIN { exit !(r > 0.01) }'
    else
        check "windows: the console opens for the sound check" bash -c "cat '$WORK/console-4.log'; false"
    fi
    wineserver -k
    kill "$PULSE_PID" 2>/dev/null
else
    echo "skip windows sound: pulseaudio, parec or sox is not installed (scripts/install-deps.sh dist)"
fi

cd "$repo/dist"
check "every download's SHA-256 sum checks" bash -c "sha256sum -c --quiet ./*.sha256 && sha256sum -c --quiet SHA256SUMS"
echo "screenshots: $shots"
echo "dist-test: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
