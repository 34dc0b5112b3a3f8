import { delay, http, HttpResponse } from 'msw';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/api/health/route';
import { GRAPHQL_ENDPOINT, mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

// Liveness and readiness for the load balancer (README, "Deploying").

setupOdooTest();

// The route reuses a readiness answer for a second: each test starts well after the last one.
let now = Date.now();
beforeEach(() => {
  now += 60_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  delete process.env.REDIS_URL;
});
afterEach(() => vi.restoreAllMocks());

const get = (query = '') => GET(new NextRequest(`http://shop.test/api/health${query}`));

/** Odoo answering with `status`; how many times it was asked. */
function odooAnswering(status: number): { asked: number } {
  const calls = { asked: 0 };
  mswServer.use(
    http.post(GRAPHQL_ENDPOINT, () => {
      calls.asked += 1;
      return status === 200
        ? HttpResponse.json({ data: { __typename: 'Query' } })
        : new HttpResponse('Bad Gateway', { status });
    }),
  );
  return calls;
}

describe('/api/health', () => {
  it('answers liveness without asking Odoo', async () => {
    const odoo = odooAnswering(200);
    const response = await get();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(odoo.asked).toBe(0);
  });

  it('is ready when Odoo answers, and unavailable (503) when it does not', async () => {
    odooAnswering(200);
    const up = await get('?ready=1');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ready', checks: { odoo: 'up' } });

    now += 60_000;
    odooAnswering(502);
    const down = await get('?ready=1');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', checks: { odoo: 'down' } });
  });

  it('asks Odoo once for the readiness requests of one second', async () => {
    const odoo = odooAnswering(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('?ready=1')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    now += 500;
    expect((await get('?ready=1')).status).toBe(200);
    expect(odoo.asked).toBe(1);

    now += 1_000;
    expect((await get('?ready=1')).status).toBe(200);
    expect(odoo.asked).toBe(2);
  });
});

describe('/api/health?ready=1 with a slow Odoo', { timeout: 15_000 }, () => {
  /** Odoo answering after `ms` of real time, or never (a hanging Odoo). */
  function odooThinking(ms: number | 'infinite'): void {
    mswServer.use(
      http.post(GRAPHQL_ENDPOINT, async () => {
        await delay(ms);
        return HttpResponse.json({ data: { __typename: 'Query' } });
      }),
    );
  }

  it('stays ready, reported as degraded, while Odoo answers after more than 2 s', async () => {
    odooThinking(3_000);
    const slow = await get('?ready=1');
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ status: 'degraded', checks: { odoo: 'slow' } });
    // Odoo speeds up again: once the slow answer is in, the next check asks anew and is ready.
    odooAnswering(200);
    await delay(1_100);
    now += 60_000;
    expect(await (await get('?ready=1')).json()).toEqual({
      status: 'ready',
      checks: { odoo: 'up' },
    });
  });

  it('is unavailable once Odoo stayed silent as long as the shop waits for it', async () => {
    process.env.ODOO_TIMEOUT_MS = '2500';
    try {
      odooThinking('infinite');
      expect((await get('?ready=1')).status).toBe(200);
      // The question still open ends unanswered; the next readiness check knows it is down.
      await delay(1_000);
      now += 60_000;
      const down = await get('?ready=1');
      expect(down.status).toBe(503);
      expect(await down.json()).toEqual({ status: 'unavailable', checks: { odoo: 'down' } });
    } finally {
      delete process.env.ODOO_TIMEOUT_MS;
    }
  });
});
