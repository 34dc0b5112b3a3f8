#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: lint, types, unit, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s ==\n' "$1"; }

step "lint";       npm run --silent lint
step "format";     npm run --silent format:check
step "typecheck";  npm run --silent typecheck
step "unit";       npm run --silent test:unit
step "build";      npm run --silent build
step "end-to-end"; npm run --silent test:e2e
