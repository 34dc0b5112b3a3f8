#!/usr/bin/env bash
# End-to-end tests against the production build (built here when missing) in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh
[ -f .next/BUILD_ID ] || npm run --silent build
npx playwright test "$@"
