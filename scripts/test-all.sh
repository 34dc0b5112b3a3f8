#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: lint, types, unit, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each heading says how long the suite has run so far: CI has a time budget.
step() { printf '\n== %s (at %ss) ==\n' "$1" "$SECONDS"; }

step "lint";       npm run --silent lint
step "format";     npm run --silent format:check
step "typecheck";  npm run --silent typecheck
step "unit";       npm run --silent test:unit
step "build";      bash scripts/build-for-tests.sh
step "end-to-end"; npm run --silent test:e2e
printf "\n== done in %ss ==\n" "$SECONDS"
