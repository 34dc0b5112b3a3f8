import { faultsFromEnv } from '@/mock-odoo/src/faults';
import { inject } from 'vitest';
import type { Profile } from '@/mock-odoo/src/profile';
import { startMockOdoo, type RunningMockOdoo } from '@/mock-odoo/src/start';

/**
 * A mock-odoo on a free port with a fresh in-memory database (seeded). The MOCK_ODOO_* fault
 * variables apply, so `MOCK_ODOO_DELAY_MS=100 npm run test:unit` runs every test on a slow Odoo.
 * Talk to it with `odooClient` (tests/support/odoo-client.ts).
 */
export function startTestOdoo(
  options: { websiteLang?: string; profile?: Profile } = {},
): Promise<RunningMockOdoo> {
  return startMockOdoo({
    database: 'memory',
    seedImage: inject('mockOdooSeedImage'),
    port: 0,
    faults: faultsFromEnv(process.env),
    websiteLang: options.websiteLang,
    profile: options.profile,
  });
}
