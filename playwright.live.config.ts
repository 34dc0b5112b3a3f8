import { defineConfig } from '@playwright/test';
import base, { chromium } from './playwright.config';

// The shop against a real Odoo 15 (ODOO_URL), built into .next-live by scripts/test-live.sh
// (`npm run test:live`). Only the journeys tagged @live run: those that need no control of
// mock-odoo (no fault injection, no payment emulator, no mailbox, no seeded state reset). mock-odoo
// runs (or is started here), on its own port and database, as the outside world: the fake
// procurement system of the punch-out round trips and the Adyen the Odoo was pointed at. The shop
// never talks to it as Odoo.
const PORT = Number(process.env.LIVE_E2E_PORT ?? 3300);
const MOCK_ODOO_PORT = process.env.LIVE_MOCK_ODOO_PORT ?? '8069';
process.env.E2E_PORT = String(PORT);
process.env.MOCK_ODOO_PORT = MOCK_ODOO_PORT;

const odooUrl = process.env.ODOO_URL?.trim();
if (!odooUrl) throw new Error('playwright.live.config.ts needs ODOO_URL (npm run test:live)');
// A stock Odoo 15 (graphql_vuestorefront without our modules, `npm run test:live -- --stock`):
// the stock journeys of e2e/stock instead.
const stock = process.env.LIVE_STOCK === '1';

export default defineConfig({
  ...base,
  grep: /@live/,
  // One Odoo for every worker: journeys of the same customer must not interleave.
  workers: 1,
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  testDir: stock ? './e2e/stock' : './e2e',
  projects: [
    stock
      ? { name: 'live-stock', use: chromium }
      : { name: 'live', use: chromium, testIgnore: /\/stock\// },
  ],
  webServer: [
    {
      command: 'npx tsx mock-odoo/main.ts',
      url: `http://127.0.0.1:${MOCK_ODOO_PORT}/__mock/health`,
      timeout: 120_000,
      reuseExistingServer: true,
      env: {
        MOCK_ODOO_PORT,
        MOCK_ODOO_DB: '.data/mock-odoo-live',
        MOCK_ADYEN_WEBHOOK_URL: `${odooUrl.replace(/\/+$/, '')}/payment/adyen/notification`,
      },
    },
    {
      command: `node scripts/with-mock-odoo.mjs next start -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_DIST_DIR: '.next-live',
        ODOO_URL: odooUrl,
        SHOP_URL: `http://127.0.0.1:${PORT}`,
        SHOP_SECRET: process.env.SHOP_SECRET ?? 'live-e2e-secret-for-tests-only-0123456789',
        REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? '',
      },
    },
  ],
});
