import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// The shop and the tests share it: e2e/revalidate-support.ts signs Odoo's cache webhook with it.
// A server started by hand for reuse needs the same value.
process.env.REVALIDATE_SECRET ||= 'e2e-revalidate-secret-for-tests-only';

/**
 * Debian's Chromium as every project runs it (also playwright.stock.config.ts): its headless shell
 * (scripts/ensure-chromium.sh), the same engine with less of the browser around it; the suite
 * spends most of its CPU in the browser, and takes about 40 % less with it.
 */
export const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell',
    // Debian's wrapper turns GPU rasterization on (/etc/chromium.d/default-flags): in software,
    // on a CI machine without a GPU, that only costs CPU; so does compositing through the GPU
    // process's software GL (without it, the same specs take about 7 % less CPU here).
    args: [
      '--disable-gpu',
      '--disable-gpu-rasterization',
      '--disable-gpu-compositing',
      '--disable-quic',
    ],
  },
};

// Runs against the production build (`next start`) in Debian's Chromium; never downloads a browser.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  // Two workers, the shop and mock-odoo share two cores: a page rendered on demand can take longer
  // than Playwright's 5 s default while the other worker checks out.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Desktop Chrome sends en-US, which would send `/` to `/en`; the shop's home language is nl.
    locale: 'nl-NL',
    // Recording every test costs about a tenth of the run; a failure is retried in CI, traced.
    trace: 'on-first-retry',
  },
  projects: [
    // e2e/stock runs against the stock build in its own run (playwright.stock.config.ts).
    { name: 'chromium', use: chromium, testIgnore: [/(outage|scale-out)\.spec\.ts$/, /\/stock\//] },
    // Starts two instances and a Redis of its own, and changes a price in mock-odoo: after the rest.
    {
      name: 'scale-out',
      use: chromium,
      testMatch: /scale-out\.spec\.ts$/,
      dependencies: ['chromium'],
    },
    // Takes the mock-odoo every other spec shares away (down, hanging), so it runs last.
    {
      name: 'outage',
      use: chromium,
      testMatch: /outage\.spec\.ts$/,
      dependencies: ['scale-out'],
    },
  ],
  webServer: {
    // The built shop with mock-odoo beside it (reused when one already runs on 8069).
    command: `node scripts/with-mock-odoo.mjs next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    // Payment providers send the shopper back to SHOP_URL: the address the tests browse.
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      SHOP_URL: `http://127.0.0.1:${PORT}`,
      REVALIDATE_SECRET: process.env.REVALIDATE_SECRET,
      // The tests' client is a proxy the shop trusts: registrations name a client address of
      // their own (e2e/auth-support.ts), so the suite's many new customers do not share one
      // address's limit. Every other request counts against the connection, as by default.
      TRUSTED_PROXIES: '127.0.0.1, ::1',
    },
  },
});
