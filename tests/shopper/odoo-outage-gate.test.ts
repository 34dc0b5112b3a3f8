import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ODOO_RETRY_AFTER_SECONDS } from '@/lib/odoo/availability-timing';
import {
  odooOutageAnswer,
  OUTAGE_PARAMETER,
  renderWhileOdooAnswers,
} from '@/lib/shopper/odoo-outage-gate.server';
import { outagePageHtml } from '@/lib/shopper/outage-page';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';

const availability = vi.hoisted(() => ({ up: true, asked: 0 }));
vi.mock('@/lib/odoo/odoo-availability.server', () => ({
  isOdooAvailable: () => {
    availability.asked += 1;
    return Promise.resolve(availability.up);
  },
  isOdooKnownDown: () => !availability.up,
}));

// What proxy.ts answers for a shopper's live page while Odoo is down.

/** What proxy.ts says of a path that is not a filtered listing. */
const browsePage = { perRequest: false };

const request = (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
  new NextRequest(new URL(path, 'http://shop.test'), init);

beforeEach(() => {
  availability.up = false;
  availability.asked = 0;
});

describe('the outage gate', () => {
  it.each(['/cart', '/search?q=laptop', '/my/orders', '/checkout', '/checkout/shipping'])(
    'answers %s with a Dutch 503 page, Retry-After and no-store',
    async (path) => {
      const answer = await odooOutageAnswer(request(path), browsePage);
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
    const answer = await odooOutageAnswer(request('/en/search?q=desk&_rsc=abc'), browsePage);
    const html = await answer!.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(en.ShopUnavailable.text);
    expect(html).toContain('href="/en/search?q=desk"');
    expect(html).toContain('href="/en"');
  });

  it('gives HEAD the status without a body', async () => {
    const answer = await odooOutageAnswer(request('/cart', { method: 'HEAD' }), browsePage);
    expect(answer?.status).toBe(503);
    expect(await answer!.text()).toBe('');
  });

  it.each(['/', '/category/computers', '/product/desk-12', '/en/categories', '/page/about'])(
    'leaves the cached browse page %s alone',
    async (path) => {
      expect(await odooOutageAnswer(request(path), browsePage)).toBeNull();
    },
  );

  it('renews what it knows of Odoo before a product or category page, and lets it through', async () => {
    for (const path of ['/en/product/desk-12', '/category/chairs']) {
      expect(await odooOutageAnswer(request(path), browsePage)).toBeNull();
    }
    expect(availability.asked).toBe(2);
    // Pages the build rendered whole need no word of Odoo.
    expect(await odooOutageAnswer(request('/en/categories'), browsePage)).toBeNull();
    expect(availability.asked).toBe(2);
  });

  it('lets server actions through: they answer for themselves and the page keeps its state', async () => {
    const action = request('/cart', { method: 'POST', headers: { 'next-action': 'abc123' } });
    expect(await odooOutageAnswer(action, browsePage)).toBeNull();
  });

  it('answers a filtered listing, which renders per request, with the 503 page', async () => {
    const answer = await odooOutageAnswer(request('/en/category/computers?brand=3'), {
      perRequest: true,
    });
    expect(answer?.status).toBe(503);
  });

  it('answers a browse page that could not render with the 503 page, trying again without the mark', async () => {
    const answer = await odooOutageAnswer(
      request(`/en/product/desk-12?${OUTAGE_PARAMETER}`),
      browsePage,
    );
    expect(answer?.status).toBe(503);
    expect(await answer!.text()).toContain('href="/en/product/desk-12"');
  });

  it('sends a marked address back to the page once Odoo answers again', async () => {
    availability.up = true;
    const answer = await odooOutageAnswer(
      request(`/en/product/desk-12?variant=4&${OUTAGE_PARAMETER}`),
      browsePage,
    );
    expect(answer?.status).toBe(307);
    expect(answer?.headers.get('location')).toBe('http://shop.test/en/product/desk-12?variant=4');
  });

  it('lets everything through while Odoo answers', async () => {
    availability.up = true;
    expect(await odooOutageAnswer(request('/cart'), browsePage)).toBeNull();
  });
});

describe('a browse page that renders while Odoo is down', () => {
  it('sends the shopper to its marked address without asking Odoo', async () => {
    const read = vi.fn(() => Promise.resolve(7));
    const redirect = await renderWhileOdooAnswers('/en/product/desk-12', read).catch(
      (error: unknown) => error,
    );
    expect(redirect).toMatchObject({
      digest: expect.stringContaining(`/en/product/desk-12?${OUTAGE_PARAMETER}`),
    });
    expect(read).not.toHaveBeenCalled();
    // A filter set keeps its query, so the outage page's retry opens the same set.
    const filtered = await renderWhileOdooAnswers('/en/category/desks?price=0-100', read).catch(
      (error: unknown) => error,
    );
    expect(filtered).toMatchObject({
      digest: expect.stringContaining(`/en/category/desks?price=0-100&${OUTAGE_PARAMETER}`),
    });
  });

  it('reads as usual while Odoo answers', async () => {
    availability.up = true;
    expect(await renderWhileOdooAnswers('/x', () => Promise.resolve(7))).toBe(7);
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
