import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  productFeedPath,
  sitemapEntries,
  sitemapIndexXml,
  sitemapShard,
  sitemapShardCount,
  uniquePaths,
} from '@/lib/seo/sitemap-entries';

beforeEach(() => vi.stubEnv('SHOP_URL', 'https://shop.example.com'));
afterEach(() => vi.unstubAllEnvs());

describe('sitemap', () => {
  it('lists every path in every locale with its alternates', () => {
    const entries = sitemapEntries(['/category/computers'], ['nl', 'en']);
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://shop.example.com/category/computers',
      'https://shop.example.com/en/category/computers',
    ]);
    expect(entries[1]?.alternates?.languages).toEqual({
      nl: 'https://shop.example.com/category/computers',
      en: 'https://shop.example.com/en/category/computers',
      'x-default': 'https://shop.example.com/category/computers',
    });
  });

  it('shards large path lists', () => {
    expect(sitemapShardCount(0)).toBe(1);
    expect(sitemapShardCount(10_000)).toBe(1);
    expect(sitemapShardCount(10_001)).toBe(2);
    const paths = Array.from({ length: 5 }, (_, index) => `/p${index}`);
    expect(sitemapShard(paths, 0, 2)).toEqual(['/p0', '/p1']);
    expect(sitemapShard(paths, 2, 2)).toEqual(['/p4']);
    expect(sitemapShard(paths, 3, 2)).toEqual([]);
  });

  it('writes an escaped sitemap index', () => {
    const xml = sitemapIndexXml(['https://shop.example.com/sitemaps/sitemap/0.xml?a=1&b=2']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://shop.example.com/sitemaps/sitemap/0.xml?a=1&amp;b=2</loc>');
  });

  it("reads a product's path from Odoo's route and slug name", () => {
    expect(productFeedPath({ name: 'desk-lamp-12', path: '/product/:slug' })).toBe(
      '/product/desk-lamp-12',
    );
  });

  it('normalises Odoo slugs into unique paths', () => {
    expect(uniquePaths(['/category/a', 'category/a', ' ', '/product/b'])).toEqual([
      '/category/a',
      '/product/b',
    ]);
  });
});
