#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: lint, format and types (side
# by side), unit, build, the Odoo modules (without Odoo), end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each heading says how long the suite has run so far: CI has a time budget.
step() { printf '\n== %s (at %ss) ==\n' "$1" "$SECONDS"; }

# The Debian packages of the later steps (Chromium and Redis for the end-to-end tests, graphene
# for the Odoo modules' check) install while the checks run: apt waits on the network and the
# disk, the checks on the CPU. Each step checks its packages again.
packages_log="$(mktemp)"
(bash scripts/ensure-python-graphene.sh && bash scripts/ensure-chromium.sh &&
  bash scripts/ensure-redis.sh) > "$packages_log" 2>&1 &
packages=$!

source scripts/lib/side-by-side.sh
step "lint, format, typecheck"
side_by_side lint 'npm run --silent lint' format 'npm run --silent format:check' \
  typecheck 'npm run --silent typecheck'
step "unit";       npm run --silent test:unit
step "build";      bash scripts/build-for-tests.sh
wait "$packages" || echo "-- installing the packages failed (the steps below say what is missing):"
cat "$packages_log"
step "odoo modules"; bash scripts/check-odoo-modules.sh
step "end-to-end";   npm run --silent test:e2e
printf "\n== done in %ss ==\n" "$SECONDS"
