import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it, vi } from 'vitest';

// Only the matcher is looked at: the locale middleware is not needed to read it.
vi.mock('next-intl/middleware', () => ({ default: () => () => null }));

// Next's own matcher check needs what its server provides.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
const { unstable_doesMiddlewareMatch } = await import('next/experimental/testing/server');
const { config } = await import('@/proxy');

const runsProxy = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('which requests proxy.ts sees', () => {
  // With a dot in them these skipped the guards, the page headers and the 404: a made-up path
  // rendered (and was cached), an internal route answered, a catalog-only customer saw listings.
  it.each([
    '/en/category/computers/n1.x',
    '/en/category-filtered/computers/x.y',
    '/en/catalog-personal/x.y',
    '/en/my/orders/1.0',
    '/x.y',
    '/en/product/desk.html',
  ])('sees %s', (url) => expect(runsProxy(url)).toBe(true));

  it.each(['/', '/en', '/cart', '/web/image/product.product/1/image_512'])('sees %s', (url) =>
    expect(runsProxy(url)).toBe(true),
  );

  it.each([
    '/favicon.ico',
    '/icon.svg',
    '/robots.txt',
    '/sitemap.xml',
    '/sitemaps/sitemap/0.xml',
    '/_next/static/chunks/main.js',
    '/api/health',
  ])('leaves %s to its route', (url) => expect(runsProxy(url)).toBe(false));
});
