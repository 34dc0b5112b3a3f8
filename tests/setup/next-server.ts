import type * as NextServer from 'next/server';
import { vi } from 'vitest';

// Outside a Next request, `connection()` throws; server code under test calls it to keep
// request-time values (the clock) out of prerendered shells. Everything else stays real.
vi.mock('next/server', async (importOriginal) => ({
  ...(await importOriginal<typeof NextServer>()),
  connection: async () => undefined,
}));
