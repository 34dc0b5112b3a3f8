import { createHmac } from 'node:crypto';
import { NextRequest } from 'next/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const revalidateTag = vi.fn();
vi.mock('next/cache', () => ({ revalidateTag: (...args: unknown[]) => revalidateTag(...args) }));

const { GET, POST } = await import('@/app/api/revalidate/route');
const { signBody, isValidKey, isValidSignature } = await import('@/lib/seo/revalidate-auth');

const SECRET = 'test-secret-0123456789';
const URL_BASE = 'http://localhost:3203/api/revalidate';

function post(body: string, signature?: string | null): NextRequest {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (signature !== null) headers.set('x-odoo-signature', signature ?? signBody(body, SECRET));
  return new NextRequest(URL_BASE, { method: 'POST', body, headers });
}

beforeEach(() => {
  vi.stubEnv('REVALIDATE_SECRET', SECRET);
  revalidateTag.mockReset();
});
afterEach(() => vi.unstubAllEnvs());

describe('POST /api/revalidate', () => {
  it('revalidates the mapped tags with the max profile when the signature matches', async () => {
    const body = JSON.stringify({ tags: ['P12', 'C3'] });
    const response = await POST(post(body));
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
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['content:W7', 'static-content'],
      ignored: [],
    });
    expect(revalidateTag.mock.calls).toEqual([
      ['content:W7', 'max'],
      ['static-content', 'max'],
    ]);
  });

  it('accepts the signature computed independently, in upper-case hex too', async () => {
    const body = '{"tags":["P1"]}';
    const hex = createHmac('sha256', SECRET).update(body).digest('hex').toUpperCase();
    const response = await POST(post(body, `sha256=${hex}`));
    expect(response.status).toBe(200);
  });

  it('reports tags it does not know and ignores them', async () => {
    const response = await POST(post(JSON.stringify({ tags: ['P7', 'X9', 'Pabc'] })));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      revalidated: ['product:7', 'products'],
      ignored: ['X9', 'Pabc'],
    });
  });

  it.each([
    ['missing', null],
    ['wrong secret', signBody('{"tags":["P12"]}', 'other-secret')],
    ['wrong format', 'md5=abc'],
    ['not hex', `sha256=${'z'.repeat(64)}`],
    ['too short', 'sha256=abcd'],
  ])('answers 401 for a %s signature and revalidates nothing', async (_name, signature) => {
    const response = await POST(post('{"tags":["P12"]}', signature));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 401 when the body was changed after signing', async () => {
    const signature = signBody('{"tags":["P12"]}', SECRET);
    const response = await POST(post('{"tags":["P13"]}', signature));
    expect(response.status).toBe(401);
  });

  it.each([
    ['not JSON', 'tags=P12'],
    ['no tags', '{}'],
    ['empty tags', '{"tags":[]}'],
    ['tags not strings', '{"tags":[12]}'],
    ['tags not a list', '{"tags":"P12"}'],
  ])('answers 400 for a signed body that is %s', async (_name, body) => {
    const response = await POST(post(body));
    expect(response.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 413 for an oversized body', async () => {
    const body = JSON.stringify({ tags: ['P1'], padding: 'x'.repeat(70 * 1024) });
    expect((await POST(post(body))).status).toBe(413);
  });

  it('answers 401 without a configured secret, for both forms', async () => {
    vi.stubEnv('REVALIDATE_SECRET', '');
    expect((await POST(post('{"tags":["P12"]}'))).status).toBe(401);
    expect((await GET(new NextRequest(`${URL_BASE}?key=&tags=P1`))).status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('never echoes the secret', async () => {
    const response = await POST(post('{"tags":["P12"]}', 'sha256=00'));
    expect(await response.text()).not.toContain(SECRET);
  });
});

describe('GET /api/revalidate (Odoo URL form)', () => {
  it('revalidates when the key matches', async () => {
    const response = await GET(new NextRequest(`${URL_BASE}?key=${SECRET}&tags=P1,C2`));
    expect(response.status).toBe(200);
    expect((await response.json()).revalidated).toEqual([
      'product:1',
      'products',
      'category:2',
      'categories',
    ]);
    expect(revalidateTag).toHaveBeenCalledWith('category:2', 'max');
  });

  it.each([
    ['missing', `${URL_BASE}?tags=P1`],
    ['wrong', `${URL_BASE}?key=nope&tags=P1`],
    ['a prefix of the secret', `${URL_BASE}?key=${SECRET.slice(0, 8)}&tags=P1`],
  ])('answers 401 for a %s key', async (_name, url) => {
    const response = await GET(new NextRequest(url));
    expect(response.status).toBe(401);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 without tags', async () => {
    const response = await GET(new NextRequest(`${URL_BASE}?key=${SECRET}&tags=,`));
    expect(response.status).toBe(400);
  });
});

describe('comparisons', () => {
  it('checks signatures and keys', () => {
    expect(isValidSignature('a', signBody('a', 's'), 's')).toBe(true);
    expect(isValidSignature('a', signBody('a', 's'), 't')).toBe(false);
    expect(isValidKey('s', 's')).toBe(true);
    expect(isValidKey('s ', 's')).toBe(false);
    expect(isValidKey(null, 's')).toBe(false);
  });
});
