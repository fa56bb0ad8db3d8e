#!/usr/bin/env bash
# All the tests of `make test`, the end-to-end binary (real consoles under
# Xvfb, Chromium, Syncthing, a PulseAudio null sink: mostly waiting on them)
# beside the others instead of after them. The same package selection
# (--workspace) everywhere, so nothing is built twice; cargo holds no lock
# while tests run.
set -euo pipefail
cd "$(dirname "$0")/.."
CARGO=${CARGO:-cargo}
$CARGO test --workspace --no-run
mkdir -p target
log=target/e2e-tests.log
$CARGO test --workspace --test e2e >"$log" 2>&1 &
e2e=$!
rc=0
$CARGO test --workspace --lib --test engine --test files --test ui || rc=1
$CARGO test --workspace --doc || rc=1
e2e_rc=0
wait "$e2e" || e2e_rc=1
echo "---- the end-to-end tests (tests/e2e, $log) ----"
cat "$log"
if [ "$e2e_rc" -ne 0 ]; then rc=1; fi
exit "$rc"
