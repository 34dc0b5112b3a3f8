#!/usr/bin/env bash
# The whole test suite, in the order a failure is cheapest to find: lint, format and types (side
# by side), unit, build, end-to-end.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each heading says how long the suite has run so far: CI has a time budget.
step() { printf '\n== %s (at %ss) ==\n' "$1" "$SECONDS"; }

# The three static checks read the sources only: run together, reported one after the other.
static_checks() {
  local dir status=0
  dir="$(mktemp -d)"
  npm run --silent lint > "$dir/lint" 2>&1 & local lint=$!
  npm run --silent format:check > "$dir/format" 2>&1 & local format=$!
  npm run --silent typecheck > "$dir/typecheck" 2>&1 & local types=$!
  for check in lint:$lint format:$format typecheck:$types; do
    if ! wait "${check#*:}"; then status=1; echo "-- ${check%%:*} failed:"; fi
    cat "$dir/${check%%:*}"
  done
  rm -rf "$dir"
  return $status
}

step "lint, format, typecheck"; static_checks
step "unit";       npm run --silent test:unit
step "build";      bash scripts/build-for-tests.sh
step "end-to-end"; npm run --silent test:e2e
printf "\n== done in %ss ==\n" "$SECONDS"
