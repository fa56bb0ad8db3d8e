#!/usr/bin/env bash
# The time from a game written on a table's laptop to the head judge's hall
# view changed, through two Syncthing instances on 127.0.0.1 (1 s watch
# delay): printed, never asserted (target: median under 3 s). The same
# set-up as the end-to-end test (scripts/e2e_sync.sh), with more games.
# usage: scripts/bench_sync.sh [GAMES]   (default 6)
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH=${1:-6} E2E_OUT=target/bench-sync scripts/e2e_sync.sh | grep '^bench_sync:'
