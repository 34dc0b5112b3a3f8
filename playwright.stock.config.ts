import { defineConfig } from '@playwright/test';
import base, { chromium } from './playwright.config';

// The shop on a stock Odoo 15: graphql_vuestorefront 15.0 without our modules (mock-odoo's stock
// profile on its own port and database), built against it into .next-stock
// (scripts/build-stock.sh). Runs after the main suite (scripts/e2e.sh). e2e/support.ts and the
// other helpers read these ports, so they talk to this shop and this mock-odoo.
const PORT = Number(process.env.STOCK_E2E_PORT ?? 3200);
const MOCK_ODOO_PORT = process.env.STOCK_MOCK_ODOO_PORT ?? '8070';
process.env.E2E_PORT = String(PORT);
process.env.MOCK_ODOO_PORT = MOCK_ODOO_PORT;

export default defineConfig({
  ...base,
  testDir: './e2e/stock',
  use: { ...base.use, baseURL: `http://127.0.0.1:${PORT}` },
  projects: [
    { name: 'stock', use: chromium, testIgnore: /refused-documents\.spec\.ts$/ },
    // Last: every document the shop sent during the run was one a stock Odoo 15 takes.
    {
      name: 'stock-refusals',
      use: chromium,
      testMatch: /refused-documents\.spec\.ts$/,
      dependencies: ['stock'],
    },
  ],
  webServer: {
    command: `node scripts/with-mock-odoo.mjs next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: '.next-stock',
      MOCK_ODOO_PROFILE: 'stock',
      MOCK_ODOO_PORT,
      MOCK_ODOO_DB: process.env.STOCK_MOCK_ODOO_DB ?? '.data/mock-odoo-stock',
      SHOP_URL: `http://127.0.0.1:${PORT}`,
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET ?? '',
    },
  },
});
