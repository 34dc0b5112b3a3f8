import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOdoo } from '@/tests/mock-odoo/harness';
import { getCategories } from '@/lib/catalog/categories.server';
import { clearOdooCapabilities } from '@/lib/odoo/capabilities.server';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { cookieJar, requestHeaders } from '@/tests/support/fake-next-headers';

// The data layer against a misbehaving mock-odoo: what a shopper's page gets when Odoo fails.

let odoo: Awaited<ReturnType<typeof startTestOdoo>>;

async function setFaults(faults: Record<string, unknown>) {
  await fetch(`${odoo.url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      delayMs: 0,
      failOperations: [],
      dropOperations: [],
      failRate: 0,
      dropRate: 0,
      ...faults,
    }),
  });
}

beforeAll(async () => {
  odoo = await startTestOdoo();
  process.env.ODOO_URL = odoo.url;
  clearOdooCapabilities();
  cookieJar.clear();
  requestHeaders.set('host', 'localhost:3000');
}, 120_000);

afterAll(async () => {
  await setFaults({});
  await odoo?.stop();
});

describe('Odoo failures reach the caller as one error', () => {
  it('reports an operation forced to fail with Odoo’s message', async () => {
    await setFaults({ failOperations: ['getCategories'] });
    const error = await getCategories('en', {}).catch((caught: unknown) => caught);
    expect(isOdooError(error)).toBe(true);
    expect((error as Error).message).toBe('Odoo Server Error: injected failure (getCategories)');
    await setFaults({});
    await expect(getCategories('en', {})).resolves.toBeDefined();
  });

  it('retries a query whose connection dropped, then gives up with Some error', async () => {
    await setFaults({ dropOperations: ['getCategories'] });
    const error = await getCategories('en', {}).catch((caught: unknown) => caught);
    expect(isOdooError(error)).toBe(true);
    expect((error as Error).message).toBe('Some error');
    await setFaults({});
  });

  it('still answers, only later, with a 100 ms delay per request', async () => {
    await setFaults({ delayMs: 100 });
    const started = Date.now();
    const categories = await getCategories('en', {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(categories).toBeDefined();
    await setFaults({});
  });
});
