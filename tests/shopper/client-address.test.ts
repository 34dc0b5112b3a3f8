import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as compareGet } from '@/app/api/compare/route';
import { recordPeerAddresses } from '@/lib/http/peer-address.server';
import { PUBLIC_ENDPOINT_LIMITS } from '@/lib/http/public-endpoint.server';
import { isHttpsRequest } from '@/lib/security/https-request';
import {
  clientAddress,
  parseTrustedProxies,
  resolveClientAddress,
} from '@/lib/shopper/client-address.server';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';
import { requestHeaders } from '@/tests/support/fake-next-headers';

// The probe sent a new X-Forwarded-For with every request and escaped every per-address limit.
// Forwarded headers count only from proxies the operator named (TRUSTED_PROXIES); by default the
// connection's own address does, which the server records itself.

describe('which address a request counts against', () => {
  const forged = '198.51.100.7, 203.0.113.50';

  it('is the connection’s address by default, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined);
    expect(resolveClientAddress('10.0.0.2', forged, none)).toBe('10.0.0.2');
    expect(resolveClientAddress('::ffff:192.0.2.4', forged, none)).toBe('192.0.2.4');
    expect(resolveClientAddress(null, forged, none)).toBe('unknown');
    expect(parseTrustedProxies('none')).toEqual(none);
  });

  it('is what the outermost of N trusted hops reports', () => {
    // nginx in front appends (or sets) the address it saw.
    expect(resolveClientAddress('10.0.0.2', forged, parseTrustedProxies('1'))).toBe('203.0.113.50');
    expect(resolveClientAddress('10.0.0.2', forged, parseTrustedProxies('2'))).toBe('198.51.100.7');
    // Fewer entries than hops: the farthest one there is.
    expect(resolveClientAddress('10.0.0.2', null, parseTrustedProxies('2'))).toBe('10.0.0.2');
  });

  it('is the first untrusted address, walking back from the connection through listed proxies', () => {
    const proxies = parseTrustedProxies('10.0.0.0/8, 2001:db8::/32, 192.0.2.1');
    expect(resolveClientAddress('10.1.2.3', '203.0.113.9, 192.0.2.1', proxies)).toBe('203.0.113.9');
    // A client talking to the shop directly is not a proxy: its header is not read.
    expect(resolveClientAddress('203.0.113.66', '10.0.0.9', proxies)).toBe('203.0.113.66');
    expect(resolveClientAddress('2001:db8::5', '198.51.100.1', proxies)).toBe('198.51.100.1');
  });

  it('refuses a TRUSTED_PROXIES entry it cannot read', () => {
    expect(() => parseTrustedProxies('10.0.0.0/8, proxy.internal')).toThrow(/proxy.internal/);
    expect(() => parseTrustedProxies('10.0.0.0/x')).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('a server receiving forged headers', () => {
  let server: Server;
  let base = '';

  beforeAll(async () => {
    recordPeerAddresses();
    // What Next does with each request: its headers become next/headers' headers().
    server = createServer((request, response) => {
      for (const name of [...requestHeaders.keys()]) requestHeaders.delete(name);
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string') requestHeaders.set(name, value);
      }
      const url = `http://localhost${request.url ?? '/'}`;
      const answer = url.includes('/api/compare')
        ? compareGet(new Request(url))
        : clientAddress().then((address) =>
            Response.json({ address, https: isHttpsRequest(requestHeaders) }),
          );
      void answer.then(async (result) => {
        response.writeHead(result.status, { 'content-type': 'application/json' });
        response.end(await result.text());
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    resetRateLimits();
    vi.unstubAllEnvs();
  });

  it('counts the connection, not a forged X-Forwarded-For or peer header', async () => {
    const answer = await fetch(`${base}/whoami`, {
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-shop-peer-address': '198.51.100.8' },
    });
    expect(await answer.json()).toEqual({ address: '127.0.0.1', https: false });
  });

  // The protocol decides Secure and SameSite=None on the shop's cookies.
  it('takes https from a trusted proxy only, never from any client', async () => {
    const forged = { headers: { 'x-forwarded-proto': 'https' } };
    expect(await (await fetch(`${base}/whoami`, forged)).json()).toMatchObject({ https: false });
    vi.stubEnv('TRUSTED_PROXIES', '127.0.0.1');
    expect(await (await fetch(`${base}/whoami`, forged)).json()).toMatchObject({ https: true });
  });

  it('still refuses once over the limit when every request forges another address', async () => {
    const { limit } = PUBLIC_ENDPOINT_LIMITS.compare.rule;
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const forged = `203.0.${Math.floor(attempt / 250)}.${attempt % 250}`;
      const answer = await fetch(`${base}/api/compare?ids=x`, {
        headers: { 'x-forwarded-for': forged, 'x-real-ip': forged },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('takes the address a trusted proxy reports', async () => {
    vi.stubEnv('TRUSTED_PROXIES', '127.0.0.1');
    const answer = await fetch(`${base}/whoami`, {
      headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' },
    });
    expect(await answer.json()).toMatchObject({ address: '203.0.113.9' });
  });
});
