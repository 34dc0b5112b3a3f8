import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { startTestOdoo } from './harness';

let odoo: RunningMockOdoo;

beforeAll(async () => {
  odoo = await startTestOdoo();
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

async function image(path: string, accept = 'image/avif,image/webp,image/png,*/*') {
  const response = await fetch(`${odoo.url}${path}`, { headers: { accept } });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
}

describe('/web/image', () => {
  it('renders a product picture at the requested size as WebP when accepted', async () => {
    const { response, body } = await image(
      '/web/image/product.template/1/image_1920/300x300/laptop.webp',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(response.headers.get('etag')).toBeTruthy();
    const meta = await sharp(body).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 300, height: 300 });
  });

  it('answers PNG without WebP in Accept, and 304 for a matching ETag', async () => {
    const path = '/web/image/product.template/2/image_256';
    const { response, body } = await image(path, 'image/png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 256, height: 256 });
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${odoo.url}${path}`, {
      headers: { accept: 'image/png', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('pads to the requested box and keeps the ratio for a 0 side', async () => {
    const wide = await image('/web/image/product.template/3/image_1024/400x200/x.png');
    expect(await sharp(wide.body).metadata()).toMatchObject({ width: 400, height: 200 });
    // The padding is white, as graphql_vuestorefront's default background.
    const { data } = await sharp(wide.body).raw().toBuffer({ resolveWithObject: true });
    expect([data[0], data[1], data[2]]).toEqual([255, 255, 255]);
    const ratio = await image('/web/image/product.template/3/image_1024/240x0');
    expect(await sharp(ratio.body).metadata()).toMatchObject({ width: 240, height: 240 });
  });

  it('answers 400 for sizes above the resize limit and for nonsense sizes', async () => {
    for (const path of [
      '/web/image/product.template/1/image_1920/2000x2000/x.webp',
      '/web/image/product.template/1/image_1920/300x1921',
      '/web/image/product.template/1/image_1920/99999x1',
      '/web/image/product.template/1/image_1920/0x0',
      '/web/image/product.template/1/image_1920/axb',
      '/web/image/product.template/1/image_1920/12xab/x.png',
    ]) {
      expect((await image(path)).response.status, path).toBe(400);
    }
    expect(
      (await image('/web/image/product.template/1/image_1920/1920x1920')).response.status,
    ).toBe(200);
  });

  it('renders a size once and serves repeats from its cache', async () => {
    const { renderedImageCount } = await import('@/mock-odoo/src/images');
    const path = '/web/image/product.template/7/image_1920/240x240/desk_240x240';
    expect((await image(path)).response.status).toBe(200);
    const after = renderedImageCount();
    for (let repeat = 0; repeat < 5; repeat += 1) await image(path);
    expect(renderedImageCount()).toBe(after);
  });

  it('answers 404 for unknown records, models and fields', async () => {
    expect((await image('/web/image/product.template/999999/image_1920')).response.status).toBe(
      404,
    );
    expect(
      (await image('/web/image/product.template/99999999999/image_1920')).response.status,
    ).toBe(404);
    expect((await image('/web/image/sale.order/1/image_1920')).response.status).toBe(404);
    expect((await image('/web/image/product.template/1/datas')).response.status).toBe(404);
    expect((await image('/web/image/product.template/abc/image_1920')).response.status).toBe(404);
  });

  it('draws different products differently', async () => {
    const a = await image('/web/image/product.template/1/image_512');
    const b = await image('/web/image/product.template/2/image_512');
    expect(a.response.status).toBe(200);
    expect(b.response.status).toBe(200);
    expect(a.body.equals(b.body)).toBe(false);
  });

  it('serves variants, categories, brands and partners', async () => {
    const { rows } = await odoo.db.query<{ id: number; template_id: number }>(
      'SELECT id, template_id FROM product_product ORDER BY id LIMIT 1',
    );
    const variant = rows[0];
    if (!variant) throw new Error('no variant');
    const fromVariant = await image(`/web/image/product.product/${variant.id}/image_128`);
    const fromTemplate = await image(
      `/web/image/product.template/${variant.template_id}/image_128`,
    );
    expect(fromVariant.body.equals(fromTemplate.body)).toBe(true);
    for (const path of [
      '/web/image/product.public.category/1/image_128',
      '/web/image/product.brand/1/logo',
      '/web/image/product.brand/1/image_128',
      '/web/image/res.partner/1/image_128',
      '/web/image/res.partner/1/avatar_128',
    ]) {
      const { response } = await image(path);
      expect(response.status, path).toBe(200);
    }
  });
});
