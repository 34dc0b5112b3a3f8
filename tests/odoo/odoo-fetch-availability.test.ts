import { afterEach, describe, expect, it, vi } from 'vitest';
import { createOdooFetch } from '@/lib/odoo/odoo-fetch.server';

const availability = vi.hoisted(() => ({
  reportOdooReachable: vi.fn(),
  reportOdooUnreachable: vi.fn(),
}));
vi.mock('@/lib/odoo/odoo-availability.server', () => availability);

// Every Odoo call tells the outage check what it saw, so a healthy Odoo needs no probes.

const URL_ = 'http://odoo.test/graphql/vsf';

afterEach(() => {
  vi.unstubAllGlobals();
  availability.reportOdooReachable.mockReset();
  availability.reportOdooUnreachable.mockReset();
});

describe('the Odoo transport reports what it saw', () => {
  it('an answer, even an error of Odoo’s own, means Odoo is there', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 400 })));
    await createOdooFetch({ retry: false, timeoutMs: 1000 })(URL_);
    expect(availability.reportOdooReachable).toHaveBeenCalledTimes(1);
    expect(availability.reportOdooUnreachable).not.toHaveBeenCalled();
  });

  it('a gateway error or a lost connection is worth a look', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('', { status: 502 })));
    await createOdooFetch({ retry: false, timeoutMs: 1000 })(URL_);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
    await expect(createOdooFetch({ retry: false, timeoutMs: 1000 })(URL_)).rejects.toThrow();
    expect(availability.reportOdooUnreachable).toHaveBeenCalledTimes(2);
    expect(availability.reportOdooReachable).not.toHaveBeenCalled();
  });

  it('a shopper who gave up says nothing about Odoo', async () => {
    const caller = new AbortController();
    caller.abort();
    vi.stubGlobal('fetch', (_input: RequestInfo | URL, init?: RequestInit) =>
      Promise.reject(init?.signal?.reason ?? new Error('aborted')),
    );
    await expect(
      createOdooFetch({ retry: true, timeoutMs: 1000 })(URL_, { signal: caller.signal }),
    ).rejects.toThrow();
    expect(availability.reportOdooUnreachable).not.toHaveBeenCalled();
  });

  it('a fetch Next ends because its render is done says nothing about Odoo', async () => {
    const ended = Object.assign(new Error('During prerendering, fetch() rejects…'), {
      digest: 'HANGING_PROMISE_REJECTION',
    });
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      return Promise.reject(ended);
    });
    await expect(createOdooFetch({ retry: true, timeoutMs: 1000 })(URL_)).rejects.toBe(ended);
    expect(calls).toBe(1);
    expect(availability.reportOdooUnreachable).not.toHaveBeenCalled();
  });
});
