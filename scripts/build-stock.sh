#!/usr/bin/env bash
# The shop built against a stock Odoo 15 (mock-odoo's stock profile: graphql_vuestorefront 15.0
# without our modules) into .next-stock, for the stock end-to-end run (playwright.stock.config.ts).
# `--generate-only`: .next-stock already holds a compiled build (scripts/build-for-tests.sh);
# only its prerendering, the part that asks the backend, runs here.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
export NEXT_DIST_DIR=.next-stock
export MOCK_ODOO_PROFILE=stock
export MOCK_ODOO_PORT="${STOCK_MOCK_ODOO_PORT:-8070}"
export MOCK_ODOO_DB="${STOCK_MOCK_ODOO_DB:-.data/mock-odoo-stock}"
if [ "${1:-}" = "--generate-only" ]; then
  node scripts/with-mock-odoo.mjs next build --experimental-build-mode generate
else
  rm -rf .next-stock
  node scripts/with-mock-odoo.mjs next build
fi
