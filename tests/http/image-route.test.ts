import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/web/image/[...path]/route';
import { readImageRequest } from '@/lib/http/image-request';

// The probe's image requests: a percent-encoded size passed the size check and Odoo rendered it,
// `?width=&height=` went to Odoo unchecked, and a customer's avatar was served to anyone.

afterEach(() => vi.restoreAllMocks());

function odooAnswers(): { asked: () => string[] } {
  const spy = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response('png', { status: 200, headers: { 'content-type': 'image/png' } }),
    );
  return {
    asked: () =>
      spy.mock.calls.map(([url]) => new URL(String(url)).href.replace(/^https?:\/\/[^/]+/, '')),
  };
}

const get = (path: string) => GET(new NextRequest(`http://localhost:3000${path}`));

describe('the image route', () => {
  it.each([
    '/web/image/product.template/12/image_1920/1919%781919/desk',
    '/web/image/product.template/12/image_1920/1919%2578%31919/desk',
    '/web/image/product.template/12/image_1920/%31%39%32%30x1920',
    '/web/image/product.template/12/image_1920/240x240/desk?width=1919&height=1919',
    '/web/image/product.template/12/image_1920?width=1919',
    '/web/image/product.template/12/image_1920/240x240/desk?download=true',
    '/web/image/product.template/12/image_1920%2F..%2F..%2Fres.partner%2F7%2Favatar_1920',
    '/web/image/product.template/12/image_1920/240x240/%E0%A4%A',
  ])('refuses %s with 400 and asks Odoo nothing', async (path) => {
    const odoo = odooAnswers();
    expect((await get(path)).status).toBe(400);
    expect(odoo.asked()).toEqual([]);
  });

  it.each([
    '/web/image/res.partner/7/avatar_1920/240x240/customer',
    '/web/image/res.partner/7/image_1920',
    '/web/image/res%2Epartner/7/avatar_128',
    '/web/image/res.users/2/image_128',
    '/web/image/ir.attachment/5/datas/invoice.pdf',
    '/web/image/product.template/12/write_uid',
    '/web/image/product.template/0/image_1920',
    '/web/image/product.template/99999999999/image_1920',
    '/web/image/base.partner_admin',
  ])('answers %s with 404 and asks Odoo nothing', async (path) => {
    const odoo = odooAnswers();
    expect((await get(path)).status).toBe(404);
    expect(odoo.asked()).toEqual([]);
  });

  it.each([
    [
      '/web/image/product.template/12/image_1920/240x240/desk_240x240',
      '/web/image/product.template/12/image_1920/240x240/desk_240x240',
    ],
    // Decoded, checked, and sent as the shop would have written it.
    [
      '/web/image/product.template/12/image_1920/240%78240/desk',
      '/web/image/product.template/12/image_1920/240x240/desk',
    ],
    [
      '/web/image/product.brand/3/logo/320x160/acme_320x160?unique=ab12',
      '/web/image/product.brand/3/logo/320x160/acme_320x160?unique=ab12',
    ],
    ['/web/image/payment.icon/4/image', '/web/image/payment.icon/4/image'],
    ['/web/image/product.template/12/image_1920/', '/web/image/product.template/12/image_1920'],
    ['/web/image/812-a1b2c3d4/banner.jpg', '/web/image/812-a1b2c3d4/banner.jpg'],
    [
      '/web/image/product.product/9/image_1920/480x480/%D0%BD%D0%BE%D1%83%D1%82%D0%B1%D1%83%D0%BA',
      '/web/image/product.product/9/image_1920/480x480/%D0%BD%D0%BE%D1%83%D1%82%D0%B1%D1%83%D0%BA',
    ],
  ])('passes %s on to Odoo as %s', async (path, upstream) => {
    const odoo = odooAnswers();
    expect((await get(path)).status).toBe(200);
    expect(odoo.asked()).toEqual([upstream]);
  });

  it('keeps the proxy’s early 400 for a size the shop never asks for, decoded too', () => {
    expect(readImageRequest('/web/image/product.template/1/image_1920/1919%781919/x')).toEqual({
      verdict: 'bad-size',
    });
  });
});
