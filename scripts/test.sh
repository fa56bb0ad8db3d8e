#!/usr/bin/env bash
# The format check, the functions' length, clippy and all the tests of
# `make test`, each phase's time printed; the end-to-end binary (real
# consoles under Xvfb, Chromium, Syncthing, a PulseAudio null sink: mostly
# waiting on them) runs beside the other tests instead of after them. The
# same package selection (--workspace) everywhere, so nothing is built
# twice; cargo holds no lock while tests run.
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO=${CARGO:-cargo}
start=$SECONDS
lap() { echo "---- $1: $((SECONDS - start)) s since make test began ----"; }
$CARGO fmt --all --check
# No function in the sources over 200 lines (CONTRIBUTING.md): exits 1, naming them.
python3 scripts/long_fns.py 200 src crates/*/src
# Every dependency in the Cargo.tomls used, in its right section (normal,
# dev, build), and no test target switched off over tests it holds.
$CARGO shear --check-test-targets --deny-warnings
# The Windows build (the judges' laptops): a Unix-only call, or a warning in
# the Windows-only code, stops here.
$CARGO clippy --workspace --target x86_64-pc-windows-gnu -- -D warnings
lap "format check, cargo-shear and the Windows clippy"
# Clippy for Linux rides on the test build: the workspace's own crates are
# compiled by scripts/clippy-rustc (clippy-driver, rustc with clippy's lints,
# and -D warnings), every target `cargo clippy --all-targets` lints (libs,
# binaries, tests, benches). The same lints fail the same code as
# `cargo clippy --workspace --all-targets -- -D warnings` (`make lint`), and
# the dependencies are compiled once for the tests instead of once more
# checked for clippy. Every cargo command below has it, so none rebuilds.
export RUSTC_WORKSPACE_WRAPPER="$PWD/scripts/clippy-rustc"
$CARGO test --workspace --all-targets --no-run
lap "test build with clippy's lints"
mkdir -p target
log=target/e2e-tests.log
$CARGO test --workspace --test e2e >"$log" 2>&1 &
e2e=$!
rc=0
$CARGO test --workspace --no-fail-fast --lib --test engine --test files --test ui || rc=1
$CARGO test --workspace --doc || rc=1
lap "tests beside the end-to-end ones"
e2e_rc=0
wait "$e2e" || e2e_rc=1
lap "the end-to-end tests"
echo "---- the end-to-end tests (tests/e2e, $log) ----"
cat "$log"
if [ "$e2e_rc" -ne 0 ]; then rc=1; fi
exit "$rc"
