#!/usr/bin/env bash
# The shop against a real Odoo 15 (ODOO_URL): the contract suite, then the shop built against that
# Odoo and the end-to-end journeys that need no control of mock-odoo (playwright.live.config.ts:
# the tests tagged @live). mock-odoo runs beside it as the outside world only: Adyen (its
# emulator, which the Odoo's Adyen acquirers are pointed at first, scripts/live-odoo-adyen.ts) and
# the fake procurement system of the punch-out round trips. Never part of `npm test` (CI has no
# Odoo). tests/contract/README.md says what that Odoo needs.
#
#   ODOO_URL=http://127.0.0.1:8071 npm run test:live              # both
#   ODOO_URL=... npm run test:live -- --contract-only | --e2e-only  # one of them
#   ODOO_URL=<a stock Odoo 15> npm run test:live -- --stock         # the stock journeys (e2e/stock)
#   (extra arguments go to Playwright, e.g. -g 'punch-out')
#
# ODOO_DB (default storefront) and ODOO_ADMIN_LOGIN/ODOO_ADMIN_PASSWORD (admin/admin) sign in to
# configure the Adyen acquirers; LIVE_MOCK_ODOO_PORT (8069) is the outside world's port.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${ODOO_URL:-}" ]; then
  echo "test:live runs against a real Odoo: set ODOO_URL (e.g. ODOO_URL=http://127.0.0.1:8071)." >&2
  echo "See tests/contract/README.md for what that Odoo needs; npm test covers mock-odoo." >&2
  exit 2
fi
export NEXT_TELEMETRY_DISABLED=1
# One key for the build and the server (playwright.live.config.ts); a test key, never a real one.
export SHOP_SECRET="${SHOP_SECRET:-live-e2e-secret-for-tests-only-0123456789}"
contract=1 e2e=1
case "${1:-}" in
  --contract-only) e2e=0; shift ;;
  --e2e-only) contract=0; shift ;;
  # Without our modules the contract suite fails by design: only the stock journeys.
  --stock) contract=0; export LIVE_STOCK=1; shift ;;
esac
step() { printf '\n== %s (at %ss) ==\n' "$1" "$SECONDS"; }

export LIVE_MOCK_ODOO_PORT="${LIVE_MOCK_ODOO_PORT:-8069}" LIVE_E2E_PORT="${LIVE_E2E_PORT:-3300}"
outside="http://127.0.0.1:$LIVE_MOCK_ODOO_PORT"
step "the outside world (mock-odoo's Adyen emulator and procurement system) on $outside"
# Its own, never one already running: that one may send Adyen's webhook to another Odoo.
if curl -sf -o /dev/null "$outside/__mock/health"; then
  echo "Something already answers on $outside: stop it, or choose LIVE_MOCK_ODOO_PORT." >&2
  exit 1
fi
MOCK_ODOO_PORT="$LIVE_MOCK_ODOO_PORT" MOCK_ODOO_DB=.data/mock-odoo-live \
  MOCK_ADYEN_WEBHOOK_URL="${ODOO_URL%/}/payment/adyen/notification" node --import tsx mock-odoo/main.ts &
# One process (tsx's CLI would run mock-odoo in a child that outlives it), stopped on exit.
outside_pid=$!
trap 'kill "$outside_pid" 2>/dev/null || true' EXIT
for _ in $(seq 1 240); do curl -sf -o /dev/null "$outside/__mock/health" && break; sleep 0.5; done
ODOO_DB="${ODOO_DB:-storefront}" ADYEN_EMULATOR_URL="$outside" \
  SHOP_URL="http://127.0.0.1:$LIVE_E2E_PORT" npx tsx scripts/live-odoo-adyen.ts

if [ "$contract" = 1 ]; then
  step "the contract suite against $ODOO_URL"
  npx vitest run --config vitest.contract.config.ts
fi
if [ "$e2e" = 1 ]; then
  bash scripts/ensure-chromium.sh
  step "the shop built against $ODOO_URL (.next-live)"
  rm -rf .next-live
  NEXT_DIST_DIR=.next-live node scripts/with-mock-odoo.mjs next build
  step "the end-to-end journeys against $ODOO_URL"
  npx playwright test -c playwright.live.config.ts "$@"
fi
printf "\n== done in %ss ==\n" "$SECONDS"
