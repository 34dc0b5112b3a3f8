#!/usr/bin/env bash
# End-to-end tests against the production builds (built here when missing) in Debian's Chromium:
# the shop on mock-odoo with our modules, then (without arguments) on a stock Odoo 15.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
bash scripts/ensure-redis.sh
[ -f .next/BUILD_ID ] || npm run --silent build
[ -f .next-stock/BUILD_ID ] || npm run --silent build:stock
npx playwright test "$@"
# The whole suite also runs the shop on a stock Odoo 15 (playwright.stock.config.ts).
if [ $# -eq 0 ]; then npx playwright test -c playwright.stock.config.ts; fi
