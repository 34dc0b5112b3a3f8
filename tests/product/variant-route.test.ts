import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVariantQuery } from '@/app/api/product-variant/variant-query';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
const getRealProduct = vi.fn();
vi.mock('@/lib/catalog/products.server', () => ({
  getRealProduct: (locale: unknown, query: unknown) => getRealProduct(locale, query),
}));

const parse = (query: string) => parseVariantQuery(new URLSearchParams(query));

describe('variant route input', () => {
  it('accepts a template id and positive combination ids', () => {
    expect(parse('template=1&combination=2,4')).toEqual({
      ok: true,
      query: { templateId: 1, combinationIds: [2, 4], locale: 'nl' },
    });
    expect(parse('template=1&combination=2&locale=de')).toEqual({
      ok: true,
      query: { templateId: 1, combinationIds: [2], locale: 'de' },
    });
  });

  it('accepts an empty combination (nothing to resolve)', () => {
    expect(parse('template=7&combination=')).toEqual({
      ok: true,
      query: { templateId: 7, combinationIds: [], locale: 'nl' },
    });
    expect(parse('template=7')).toEqual({
      ok: true,
      query: { templateId: 7, combinationIds: [], locale: 'nl' },
    });
  });

  it.each([
    '',
    'template=0&combination=1',
    'template=-1&combination=1',
    'template=1.5&combination=1',
    'template=abc&combination=1',
    'template=1&combination=1,0',
    'template=1&combination=1,-2',
    'template=1&combination=1,x',
    'template=1&combination=1,,2',
    'template=1&combination=2.5',
    'template=1&combination=2&locale=xx',
    'template=99999999999&combination=1',
    `template=1&combination=${Array.from({ length: 33 }, (_, i) => i + 1).join(',')}`,
  ])('rejects %s', (query) => {
    expect(parse(query)).toEqual({ ok: false });
  });
});

describe('GET /api/product-variant', () => {
  beforeEach(() => getRealProduct.mockReset());
  const call = async (query: string) => {
    const { GET } = await import('@/app/api/product-variant/route');
    return GET(new Request(`http://shop.test/api/product-variant?${query}`));
  };

  it('answers 400 for invalid input without asking Odoo', async () => {
    const response = await call('template=1&combination=0');
    expect(response.status).toBe(400);
    expect(getRealProduct).not.toHaveBeenCalled();
  });

  it('does nothing for an empty combination', async () => {
    const response = await call('template=1&combination=');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ variant: null });
    expect(getRealProduct).not.toHaveBeenCalled();
  });

  it('resolves the variant with getRealProduct (ids de-duplicated and sorted)', async () => {
    getRealProduct.mockResolvedValue({ productId: 2, name: 'Laptop (32 GB)' });
    const response = await call('template=1&combination=4,1,4&locale=en');
    expect(getRealProduct).toHaveBeenCalledWith('en', {
      productTemplateId: 1,
      combinationIds: [1, 4],
    });
    expect(await response.json()).toEqual({ variant: { productId: 2, name: 'Laptop (32 GB)' } });
  });

  it('answers 404 for an impossible combination and 503 when Odoo fails', async () => {
    getRealProduct.mockResolvedValueOnce(null);
    expect((await call('template=1&combination=9')).status).toBe(404);
    getRealProduct.mockRejectedValueOnce(new Error('down'));
    expect((await call('template=1&combination=9')).status).toBe(503);
  });
});
