// mock-odoo's fault injection (`/__mock/faults`): a slow, failing, stopped or dropping Odoo for the
// shop's tests. The wire itself (cookies, statuses, rollback) is the contract suite's
// (tests/contract/transport.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStaticContentDocument } from '@/graphql/generated/operations';
import type { Faults } from '@/mock-odoo/src/faults';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient } from '@/tests/support/odoo-client';
import { fails, ok } from '@/tests/support/odoo-operations';
import { startTestOdoo } from './harness';

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);
afterAll(() => odoo?.stop());

async function setFaults(faults: Partial<Faults>) {
  const response = await fetch(`${odoo.url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.ok).toBe(true);
}

const noFaults = {
  down: false,
  delayMs: 0,
  failOperations: [],
  failMessage: '',
  failRate: 0,
  dropRate: 0,
  dropOperations: [],
};

describe('fault injection', () => {
  afterAll(() => setFaults(noFaults));

  it('delays requests', async () => {
    await setFaults({ ...noFaults, delayMs: 300 });
    const started = Date.now();
    await odooClient(odoo.url).request('{ countries(pageSize: 1) { totalCount } }');
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    await setFaults(noFaults);
  });

  it('fails chosen operations by operation or root field name', async () => {
    await setFaults({ ...noFaults, failOperations: ['cartLoad'] });
    const failed = await odooClient(odoo.url).request(
      'query cartLoad { cart { order { id } } }',
      undefined,
      'cartLoad',
    );
    expect(failed.status).toBe(200);
    expect(failed.errors?.[0]?.message).toMatch(/injected failure/);
    const other = await odooClient(odoo.url).request('{ countries(pageSize: 1) { totalCount } }');
    expect(other.errors).toBeUndefined();
    await setFaults({ ...noFaults, failOperations: ['countries'] });
    const byField = await odooClient(odoo.url).request('{ countries(pageSize: 1) { totalCount } }');
    expect(byField.errors?.[0]?.message).toMatch(/injected failure/);
    await setFaults(noFaults);
  });

  it('plays a stopped Odoo for everything but its control routes, and comes back', async () => {
    await setFaults({ ...noFaults, down: true });
    const shopper = odooClient(odoo.url);
    await expect(shopper.request('{ countries { totalCount } }')).rejects.toThrow();
    await expect(
      fetch(`${odoo.url}/web/image/product.template/1/image_1920/300x300/laptop.webp`),
    ).rejects.toThrow();
    await expect(fetch(`${odoo.url}/vsf/categories`)).rejects.toThrow();
    const health = await fetch(`${odoo.url}/__mock/health`);
    expect(health.status).toBe(200);
    const faults = (await (await fetch(`${odoo.url}/__mock/faults`)).json()) as { down: boolean };
    expect(faults.down).toBe(true);
    await setFaults({ down: false });
    const answered = await shopper.request<{ countries: { totalCount: number } }>(
      '{ countries { totalCount } }',
    );
    expect(answered.data!.countries.totalCount).toBeGreaterThan(0);
    expect(
      (await fetch(`${odoo.url}/web/image/product.template/1/image_1920/300x300/laptop.webp`))
        .status,
    ).toBe(200);
  });

  it('drops the connection', async () => {
    await setFaults({ ...noFaults, dropOperations: ['countries'] });
    await expect(odooClient(odoo.url).request('{ countries { totalCount } }')).rejects.toThrow();
    await setFaults(noFaults);
  });

  it('reports a failing backend as GraphQL errors of the named operation', async () => {
    // The stand-in fails requests by operation name: this also proves the name is sent.
    const visitor = odooClient(odoo.url, { lang: null });
    await setFaults({ failOperations: ['getStaticContent'] });
    try {
      const messages = await fails(visitor, getStaticContentDocument, { url: '/about' });
      expect(messages).toEqual(['Odoo Server Error: injected failure (getStaticContent)']);
    } finally {
      await setFaults({ failOperations: [] });
    }
    const { websitePage } = await ok(visitor, getStaticContentDocument, {
      url: '/about',
      lang: 'en_US',
    });
    expect(websitePage).not.toBeNull();
  });
});
