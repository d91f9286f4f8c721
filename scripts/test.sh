#!/usr/bin/env bash
# test.sh -- the project's test command: install the external tools the tests
# check against (idempotent), then run every test of the workspace and close
# with one summary line.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup-tools.sh
# Every test that needs ptxas, libNVVM, llc-16 or the corpus fails when it is
# missing instead of skipping (dialects/tests/common/tools.rs).
export WARPSAT_REQUIRE_TOOLS=1
# shellcheck source=/dev/null
. .tools/env.sh
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
cargo test --workspace --release "$@" 2>&1 | tee "$log" || status=$?
# Sum the per-binary "test result:" lines into one closing line.
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     END { printf "all tests: %d passed, %d failed\n", p, f }' "$log"
exit "$status"
