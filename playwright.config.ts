import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--disable-gpu', '--disable-quic'],
  },
};

// Runs against the production build (`next start`) in Debian's Chromium; never downloads a browser.
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Desktop Chrome sends en-US, which would send `/` to `/en`; the shop's home language is nl.
    locale: 'nl-NL',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: /scale-out/ },
    // Starts two instances and a Redis of its own, and changes a price in mock-odoo: after the rest.
    { name: 'scale-out', use: browser, testMatch: /scale-out\.spec/, dependencies: ['chromium'] },
  ],
  webServer: {
    // The built shop with mock-odoo beside it (reused when one already runs on 8069).
    command: `node scripts/with-mock-odoo.mjs next start -p ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    // Payment providers send the shopper back to SHOP_URL: the address the tests browse.
    env: { NEXT_TELEMETRY_DISABLED: '1', SHOP_URL: `http://127.0.0.1:${PORT}` },
  },
});
