import type * as NextServer from 'next/server';
import { afterAll, vi } from 'vitest';

// Server modules import 'server-only', which throws outside Next's server bundles.
vi.mock('server-only', () => ({}));

// Request cookies and headers come from a jar and a header set each test controls
// (tests/support/fake-next-headers.ts); outside a Next request the real ones throw.
vi.mock(
  'next/headers',
  async () => (await import('@/tests/support/fake-next-headers')).fakeNextHeaders,
);

// Outside a Next request, `connection()` throws; server code under test calls it to keep
// request-time values (the clock) out of prerendered shells. Everything else stays real.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: async () => undefined,
}));

// Files share their worker's modules (vitest.config.ts): what one file sets in the environment
// (ODOO_URL pointing at its own mock-odoo, most often) must not reach the next.
const environment = { ...process.env };
afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in environment)) delete process.env[name];
  }
  Object.assign(process.env, environment);
});
