import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRateLimits } from '@/lib/shopper/rate-limit.server';

const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const route = await import('@/app/api/revalidate/route');
const { POST } = route;
const { signRequest, isValidSignature, isFreshTimestamp } =
  await import('@/lib/seo/revalidate-auth.server');

const SECRET = 'test-secret-0123456789';
const URL_BASE = 'http://localhost:3203/api/revalidate';
const MINUTE = 60_000;

function post(body: string, headers: Record<string, string> | null = signRequest(body, SECRET)) {
  return new NextRequest(URL_BASE, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  revalidateTag.mockReset();
  resetRateLimits();
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate', () => {
  it('revalidates the mapped tags with the max profile when the signature matches', async () => {
    const response = await POST(post(JSON.stringify({ tags: ['P12', 'C3'] })));
    expect(response.status).toBe(200);
    const json = await response.json();
    expect(json.revalidated).toEqual(['product:12', 'products', 'category:3', 'categories']);
    expect(json.ignored).toEqual([]);
    expect(revalidateTag.mock.calls).toEqual([
      ['product:12', 'max'],
      ['products', 'max'],
      ['category:3', 'max'],
      ['categories', 'max'],
    ]);
  });

  it("drops a website page by Odoo's W<id> content tag, with every static page's tag", async () => {
    const response = await POST(post(JSON.stringify({ tags: ['W7'] })));
    expect(await response.json()).toEqual({
      revalidated: ['content:W7', 'static-content'],
      ignored: [],
    });
  });

  it('accepts the signature computed independently over "<timestamp>.<body>", in upper case too', async () => {
    const body = '{"tags":["P1"]}';
    const timestamp = String(Math.floor(Date.now() / 1000));
    const hex = createHmac('sha256', SECRET)
      .update(`${timestamp}.${body}`)
      .digest('hex')
      .toUpperCase();
    const response = await POST(
      post(body, { 'x-odoo-timestamp': timestamp, 'x-odoo-signature': `sha256=${hex}` }),
    );
    expect(response.status).toBe(200);
  });

  it('reports tags it does not know and ignores them', async () => {
    const response = await POST(post(JSON.stringify({ tags: ['P7', 'X9', 'Pabc'] })));
    expect(await response.json()).toEqual({
      revalidated: ['product:7', 'products'],
      ignored: ['X9', 'Pabc'],
    });
  });

  it('refuses a replay of a request it already accepted', async () => {
    const body = '{"tags":["P12"]}';
    const headers = signRequest(body, SECRET);
    expect((await POST(post(body, headers))).status).toBe(200);
    expect((await POST(post(body, headers))).status).toBe(401);
    expect(revalidateTag).toHaveBeenCalledTimes(2);
  });

  it('refuses a signed request older or newer than five minutes', async () => {
    const body = '{"tags":["P12"]}';
    const old = signRequest(body, SECRET, Date.now() - 6 * MINUTE);
    const future = signRequest(body, SECRET, Date.now() + 6 * MINUTE);
    expect((await POST(post(body, old))).status).toBe(401);
    expect((await POST(post(body, future))).status).toBe(401);
    expect(
      (await POST(post(body, signRequest(body, SECRET, Date.now() - 4 * MINUTE)))).status,
    ).toBe(200);
    expect(isFreshTimestamp('12.5')).toBe(false);
  });

  it.each([
    ['missing', null],
    [
      'without timestamp',
      { 'x-odoo-signature': signRequest('{"tags":["P12"]}', SECRET)['x-odoo-signature'] ?? '' },
    ],
    [
      'over the body only (no timestamp signed)',
      {
        'x-odoo-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-odoo-signature': `sha256=${createHmac('sha256', SECRET).update('{"tags":["P12"]}').digest('hex')}`,
      },
    ],
    ['with the wrong secret', signRequest('{"tags":["P12"]}', 'other-secret')],
    ['in the wrong format', { 'x-odoo-timestamp': '1', 'x-odoo-signature': 'md5=abc' }],
  ])('answers 401 for a signature %s and revalidates nothing', async (_name, headers) => {
    const response = await POST(post('{"tags":["P12"]}', headers));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 when the body was changed after signing', async () => {
    const headers = signRequest('{"tags":["P12"]}', SECRET);
    expect((await POST(post('{"tags":["P13"]}', headers))).status).toBe(401);
  });

  it.each([
    ['not JSON', 'tags=P12'],
    ['no tags', '{}'],
    ['empty tags', '{"tags":[]}'],
    ['tags not strings', '{"tags":[12]}'],
    ['tags not a list', '{"tags":"P12"}'],
    ['with unknown keys', '{"tags":["P12"],"all":true}'],
  ])('answers 400 for a signed body that is %s', async (_name, body) => {
    const response = await POST(post(body));
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 413 for an oversized body', async () => {
    const body = JSON.stringify({ tags: ['P1'], padding: 'x'.repeat(70 * 1024) });
    expect((await POST(post(body))).status).toBe(413);
  });

  it('says the same whether or not a secret is configured', async () => {
    const wrong = await POST(post('{"tags":["P12"]}', signRequest('{"tags":["P12"]}', 'nope')));
    vi.stubEnv('REVALIDATE_SECRET', '');
    const off = await POST(post('{"tags":["P12"]}'));
    expect([off.status, await off.text()]).toEqual([wrong.status, await wrong.text()]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('never echoes the secret', async () => {
    const response = await POST(post('{"tags":["P12"]}', { 'x-odoo-signature': 'sha256=00' }));
    expect(await response.text()).not.toContain(SECRET);
  });

  it('has no GET form that would put the secret in a URL', () => {
    expect('GET' in route).toBe(false);
  });
});

describe('comparisons', () => {
  it('checks signatures', () => {
    const headers = signRequest('a', 's');
    const timestamp = headers['x-odoo-timestamp'] ?? '';
    const signature = headers['x-odoo-signature'] ?? '';
    expect(isValidSignature('a', timestamp, signature, 's')).toBe(true);
    expect(isValidSignature('a', timestamp, signature, 't')).toBe(false);
    expect(isValidSignature('a', String(Number(timestamp) + 1), signature, 's')).toBe(false);
  });
});
