#!/usr/bin/env bash
# test.sh -- the project's test command: install the external tools the tests
# check against (idempotent), then run every test of the workspace.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup-tools.sh
# shellcheck source=/dev/null
. .tools/env.sh
cargo test --workspace --release "$@"
