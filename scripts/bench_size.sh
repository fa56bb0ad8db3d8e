#!/usr/bin/env bash
# make bench: what a judge downloads, in bytes, and what the bytes are.
#
#   console   the shipped executables (the dist profile: release, stripped,
#             whole-program LTO), Linux and Windows, beside
#   minimal   benches/minimal_window.rs built the same way: the smallest app
#             of the same eframe, renderer and window (what any egui console
#             weighs before its first line of ours);
#   data      the files shipped beside the program (rulesets, sounds,
#             gestures) and the downloads themselves (dist/, when made);
#   fonts     the font files of its crates found in the executable
#             (egui's default fonts for the window, DejaVu for the PDF and
#             the web pages);
#   crates    the code per crate, from cargo-bloat over the release build
#             (the same code with its symbols kept: the dist build has none
#             to read; LTO moves a little between crates).
# Nothing is asserted: docs/dist.md keeps the figures and what was cut.
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO=${CARGO:-cargo}
WIN=x86_64-pc-windows-gnu
mib() { awk -v b="$1" 'BEGIN { printf "%6.1f MiB", b / 1048576 }'; }
size_of() { stat -c %s "$1"; }
line() { printf '%-44s %s\n' "$1" "$(mib "$2")"; }

echo "---- size: the executables (dist profile) ----"
$CARGO build --locked --profile dist --bin mafia-judge --bench minimal_window 2>/dev/null ||
    $CARGO build --locked --profile dist --bin mafia-judge --bench minimal_window
minimal=$(ls -t target/dist/deps/minimal_window-* 2>/dev/null | grep -v '\.d$' | head -1)
line "console, Linux x86_64" "$(size_of target/dist/mafia-judge)"
line "minimal eframe window, Linux x86_64" "$(size_of "$minimal")"
if rustup target list --installed 2>/dev/null | grep -qx "$WIN"; then
    $CARGO build --locked --profile dist --target "$WIN" --bin mafia-judge --bench minimal_window 2>/dev/null ||
        $CARGO build --locked --profile dist --target "$WIN" --bin mafia-judge --bench minimal_window
    wminimal=$(ls -t target/$WIN/dist/deps/minimal_window-*.exe | head -1)
    line "console, Windows x86_64 (.exe)" "$(size_of "target/$WIN/dist/mafia-judge.exe")"
    line "minimal eframe window, Windows x86_64" "$(size_of "$wminimal")"
else
    echo "(the Windows target is not installed: scripts/install-deps.sh test)"
fi

echo "---- size: shipped beside the program ----"
for d in rulesets sounds assets/gestures; do
    line "$d/" "$(du -sb "$d" --exclude=src | cut -f1)"
done
for f in dist/*.zip dist/*.deb dist/*.tar.gz; do
    [[ -f "$f" ]] && line "$(basename "$f")" "$(size_of "$f")"
done

echo "---- size: fonts compiled in (found in the Linux executable) ----"
meta=$($CARGO metadata --locked --format-version 1)
for crate in epaint_default_fonts dejavu; do
    dir=$(jq -r --arg c "$crate" '.packages[] | select(.name == $c) | .manifest_path' <<<"$meta" | head -1 | xargs -r dirname)
    [[ -n "$dir" ]] || continue
    # A font is in the executable when 1 KiB from each quarter of it is
    # (one piece alone can be a table two faces of a family share).
    python3 - target/dist/mafia-judge "$dir" "$crate" <<'PY'
import os, sys
exe = open(sys.argv[1], "rb").read()
found, total = [], 0
for root, _, files in os.walk(sys.argv[2]):
    for f in sorted(files):
        if f.endswith((".ttf", ".otf")):
            data = open(os.path.join(root, f), "rb").read()
            n = len(data)
            if all(data[n * q // 4:n * q // 4 + 1024] in exe for q in (1, 2, 3)):
                found.append(f)
                total += len(data)
print(f"{sys.argv[3] + ' (' + ', '.join(found) + ')':<44} {total / 1048576:6.1f} MiB")
PY
done

echo "---- size: code per crate (cargo bloat, release build) ----"
if ! command -v cargo-bloat >/dev/null 2>&1; then
    echo "installing cargo-bloat 0.12.1"
    $CARGO install --locked cargo-bloat --version 0.12.1
fi
$CARGO bloat --release --crates -n 25 --bin mafia-judge 2>/dev/null | sed -n '/File/,$p'
