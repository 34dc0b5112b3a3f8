import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { guardRequest } from '@/lib/http/request-guard';
import { imageRequestVerdict } from '@/lib/http/image-request';

// What Next itself answered with 500 (an action from another site, a body over its 1 MB limit)
// answers 4xx in the proxy; images ask only for the shop's own sizes.

const SHOP = 'http://127.0.0.1:3271';

function request(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new NextRequest(`${SHOP}${path}`, {
    method: init.method ?? 'GET',
    headers: { host: '127.0.0.1:3271', ...init.headers },
  });
}

const action = (headers: Record<string, string>) =>
  request('/cart', {
    method: 'POST',
    headers: { 'next-action': '7f12', 'content-length': '2', ...headers },
  });

describe('guardRequest', () => {
  it('answers a server action from another site with 403', () => {
    expect(guardRequest(action({ origin: 'http://evil.example' }))?.status).toBe(403);
    expect(guardRequest(action({ origin: 'not a url' }))?.status).toBe(403);
    expect(guardRequest(action({ origin: SHOP }))).toBeNull();
    // Next compares with X-Forwarded-Host when a proxy in front sets it.
    expect(
      guardRequest(action({ origin: 'https://shop.example', 'x-forwarded-host': 'shop.example' })),
    ).toBeNull();
  });

  it('answers bodies over 1 MB with 413 and an action without a length with 411', () => {
    expect(guardRequest(action({ origin: SHOP, 'content-length': '1048577' }))?.status).toBe(413);
    const chunked = request('/cart', {
      method: 'POST',
      headers: { 'next-action': '7f12', origin: SHOP },
    });
    expect(guardRequest(chunked)?.status).toBe(411);
    const upload = request('/nl/punchout/oci', {
      method: 'POST',
      headers: { 'content-length': String(2 * 1024 * 1024) },
    });
    expect(guardRequest(upload)?.status).toBe(413);
  });

  it('answers an oversized query string with 414', () => {
    expect(guardRequest(request(`/search?q=${'a'.repeat(5000)}`))?.status).toBe(414);
    expect(guardRequest(request('/category/computers?sort=price,ASC&page=2'))).toBeNull();
  });

  it('lets the shop’s image sizes through untouched and refuses others with 400', () => {
    const allowed = guardRequest(
      request('/web/image/product.template/12/image_1920/240x240/desk_240x240'),
    );
    expect(allowed?.status).toBe(200);
    expect(allowed?.headers.get('x-middleware-next')).toBe('1');
    for (const size of ['0x0', '99999x1', 'axb', '250x250', '1920x1920', '240x241', '12x34']) {
      const refused = guardRequest(request(`/web/image/product.template/12/image_1920/${size}/x`));
      expect(refused?.status, size).toBe(400);
    }
  });
});

describe('imageRequestVerdict', () => {
  it.each([
    ['/web/image/product.template/12/image_1920/480x480/desk_480x480', 'allowed'],
    ['/web/image/product.brand/3/logo/320x160/acme_320x160', 'allowed'],
    ['/web/image/product.template/12/image_1920/1536x1536/desk', 'allowed'],
    ['/web/image/product.template/12/image_1920', 'allowed'],
    ['/web/image/ir.attachment/5/datas/banner.jpg', 'allowed'],
    ['/web/image/product.template/12/image_1920/1x1/x', 'bad-size'],
    ['/web/image/product.template/12/image_1920/240x0/x', 'bad-size'],
    ['/web/image/product.template/12/image_1920/2000x2000', 'bad-size'],
  ])('%s is %s', (path, verdict) => {
    expect(imageRequestVerdict(path)).toBe(verdict);
  });
});
