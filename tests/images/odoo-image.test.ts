import { afterEach, describe, expect, it } from 'vitest';
import odooImageLoader from '@/lib/images/odoo-image-loader';
import {
  capBox,
  IMAGE_BREAKPOINTS,
  odooImageUrl,
  parseOdooImageUrl,
} from '@/lib/images/odoo-image';

const folder = '/web/image/product.template/12/image_1920';

afterEach(() => {
  delete process.env.ODOO_PUBLIC_URL;
});

describe('odooImageUrl', () => {
  it('builds {base}{folder}/{W}x{H}/{name}_{W}x{H}', () => {
    expect(odooImageUrl(folder, 'desk-chair', 400, 400)).toBe(
      '/web/image/product.template/12/image_1920/400x400/desk-chair_400x400',
    );
  });

  it('puts ODOO_PUBLIC_URL in front (a CDN), without a double slash', () => {
    process.env.ODOO_PUBLIC_URL = 'https://cdn.example.com/';
    expect(odooImageUrl(folder, 'blazer', 422, 644)).toBe(
      'https://cdn.example.com/web/image/product.template/12/image_1920/422x644/blazer_422x644',
    );
  });

  it('caps sizes at 1920, keeping the shape of the box', () => {
    expect(odooImageUrl(folder, 'x', 3840, 1920)).toContain('/1920x960/x_1920x960');
    expect(odooImageUrl(folder, 'x', 5000, 5000)).toContain('/1920x1920/');
    expect(capBox({ width: 1920, height: 1080 })).toEqual({ width: 1920, height: 1080 });
  });

  it('uses whole pixels and at least one', () => {
    expect(odooImageUrl(folder, 'x', 99.6, 0)).toContain('/100x1/x_100x1');
  });

  it('keeps the name a single safe path segment', () => {
    expect(odooImageUrl(folder, 'bureau stoel/zwart', 10, 10)).toBe(
      `${folder}/10x10/bureau-stoel-zwart_10x10`,
    );
    expect(odooImageUrl(`${folder}/`, '', 10, 10)).toBe(`${folder}/10x10/image_10x10`);
    expect(odooImageUrl('web/image/res.partner/3/image_1920', 'café', 10, 10)).toBe(
      '/web/image/res.partner/3/image_1920/10x10/caf%C3%A9_10x10',
    );
  });

  it('has the spec breakpoints', () => {
    expect(Object.values(IMAGE_BREAKPOINTS)).toEqual([320, 640, 768, 1024, 1280, 1536]);
  });
});

describe('odoo image loader', () => {
  it('asks Odoo for the width next/image wants, keeping the aspect ratio', () => {
    const src = odooImageUrl(folder, 'blazer', 422, 644);
    expect(odooImageLoader({ src, width: 640 })).toBe(`${folder}/640x977/blazer_640x977`);
  });

  it('treats a bare Odoo path as square and names it after the field', () => {
    expect(odooImageLoader({ src: folder, width: 320 })).toBe(`${folder}/320x320/image_320x320`);
  });

  it('caps what Next asks for at 1920', () => {
    expect(odooImageLoader({ src: folder, width: 3840 })).toBe(
      `${folder}/1920x1920/image_1920x1920`,
    );
  });

  it('keeps the host of an absolute source', () => {
    const src =
      'https://odoo.example.com/web/image/product.product/5/image_1920/100x100/chair_100x100';
    expect(odooImageLoader({ src, width: 768 })).toBe(
      'https://odoo.example.com/web/image/product.product/5/image_1920/768x768/chair_768x768',
    );
  });

  it('leaves other images alone apart from the width', () => {
    expect(odooImageLoader({ src: '/icons/logo.png', width: 640 })).toBe('/icons/logo.png?w=640');
    expect(parseOdooImageUrl('/icons/logo.png')).toBeNull();
  });
});
