import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ODOO_RETRY_AFTER_SECONDS } from '@/lib/odoo/availability-timing';
import { odooOutageAnswer } from '@/lib/shopper/odoo-outage-gate.server';
import { outagePageHtml } from '@/lib/shopper/outage-page';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

const availability = vi.hoisted(() => ({ up: true }));
vi.mock('@/lib/odoo/odoo-availability.server', () => ({
  isOdooAvailable: () => Promise.resolve(availability.up),
}));

// What proxy.ts answers for a shopper's live page while Odoo is down.

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), init);

beforeEach(() => {
  availability.up = false;
});

describe('the outage gate', () => {
  it.each(['/cart', '/search?q=laptop', '/my/orders', '/checkout', '/checkout/shipping'])(
    'answers %s with a Dutch 503 page, Retry-After and no-store',
    async (path) => {
      const answer = await odooOutageAnswer(request(path));
      expect(answer?.status).toBe(503);
      expect(answer?.headers.get('retry-after')).toBe(String(ODOO_RETRY_AFTER_SECONDS));
      expect(answer?.headers.get('cache-control')).toBe('no-store');
      expect(answer?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await answer!.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain(nl.ShopUnavailable.title);
      expect(html).toContain(nl.ShopUnavailable.text);
    },
  );

  it('speaks the language of the URL and links back to the same page and to browsing', async () => {
    const answer = await odooOutageAnswer(request('/en/search?q=desk&_rsc=abc'));
    const html = await answer!.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(en.ShopUnavailable.text);
    expect(html).toContain('href="/en/search?q=desk"');
    expect(html).toContain('href="/en"');
  });

  it('gives HEAD the status without a body', async () => {
    const answer = await odooOutageAnswer(request('/cart', { method: 'HEAD' }));
    expect(answer?.status).toBe(503);
    expect(await answer!.text()).toBe('');
  });

  it.each(['/', '/category/computers', '/product/desk-12', '/en/categories', '/page/about'])(
    'leaves the cached browse page %s alone',
    async (path) => {
      expect(await odooOutageAnswer(request(path))).toBeNull();
    },
  );

  it('lets server actions through: they answer for themselves and the page keeps its state', async () => {
    const action = request('/cart', { method: 'POST', headers: { 'next-action': 'abc123' } });
    expect(await odooOutageAnswer(action)).toBeNull();
  });

  it('lets everything through while Odoo answers', async () => {
    availability.up = true;
    expect(await odooOutageAnswer(request('/cart'))).toBeNull();
  });
});

describe('the outage page', () => {
  it('escapes what it is given and carries no script', () => {
    const html = outagePageHtml({
      locale: 'en',
      texts: { title: 'A <b>', text: 'x & y', retry: 'Again', browse: 'Shop' },
      retryHref: '/search?q="><script>',
      browseHref: '/en',
    });
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html).toContain('x &amp; y');
    expect(html).toContain('href="/search?q=&quot;&gt;&lt;script&gt;"');
    expect(html).not.toMatch(/<script|style=/);
  });
});
