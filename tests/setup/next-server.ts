import type * as NextServer from 'next/server';
import { vi } from 'vitest';

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
