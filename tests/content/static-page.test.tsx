// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';

// The static page route end to end below Odoo: route -> cached read -> view -> sanitiser, with
// Odoo's answer replaced by XSS payloads. jsdom parses the rendered HTML like a browser
// (mutation XSS happens in that parse), and the assertions look at the resulting DOM.

const cacheTag = vi.hoisted(() => vi.fn());
const cacheLife = vi.hoisted(() => vi.fn());
vi.mock('next/cache', () => ({ cacheTag, cacheLife }));
const notFound = vi.hoisted(() =>
  vi.fn(() => {
    throw new Error('NEXT_NOT_FOUND');
  }),
);
vi.mock('next/navigation', () => ({ notFound }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (
    scope: 'StaticPage' | 'Footer' | { namespace: 'StaticPage' | 'Footer' },
  ) => {
    const messages: Record<string, string> =
      en[typeof scope === 'string' ? scope : scope.namespace];
    return (key: string) => messages[key];
  },
}));
const getStaticContent = vi.hoisted(() => vi.fn());
vi.mock('@/lib/content/static-content.server', () => ({ getStaticContent }));

const route = await import('@/app/[locale]/(default)/page/[slug]/page');
const { loadStaticPage } = await import('@/lib/cache/cached-reads.server');

function odooAnswers(html: string) {
  getStaticContent.mockResolvedValue({ id: 7, url: '/about', html, cacheTag: 'W7' });
}

async function renderRoute(slug: string, locale = 'en') {
  const element = await route.default({ params: Promise.resolve({ locale, slug }) });
  return render(element as ReactElement);
}

/** Everything a payload could leave behind that runs script. */
function scriptVectors(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'iframe', 'svg', 'math', 'style', 'object', 'embed', 'form'].includes(tag)) {
      found.push(`<${tag}>`);
    }
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'style' || name === 'srcdoc' || name === 'action') {
        found.push(`${tag}[${name}]`);
      }
      if (
        ['href', 'src'].includes(name) &&
        /^\s*(javascript|data|vbscript):/i.test(attribute.value)
      ) {
        found.push(`${tag}[${name}=${attribute.value}]`);
      }
    }
  }
  return found;
}

beforeEach(() => {
  getStaticContent.mockReset();
  cacheTag.mockReset();
  cacheLife.mockReset();
  notFound.mockClear();
});
afterEach(cleanup);

describe('static page route', () => {
  // Odoo 15 keeps one name for a page in every language: the title is the shop's own.
  it("shows the page's title from the footer as the one h1, breadcrumbs and the body with its headings moved down", async () => {
    odooAnswers('<h1>About Odoo Shop</h1><p>Since 2012.</p><h2>What we stand for</h2>');
    await renderRoute('about');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('About us');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('About Odoo Shop');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('What we stand for');
    const trail = screen.getByRole('navigation', { name: en.StaticPage.breadcrumb });
    expect(trail.querySelector('a')?.getAttribute('href')).toBe('/en');
    expect(trail.querySelector('[aria-current="page"]')?.textContent).toBe('About us');
    expect(screen.getByText('Since 2012.')).toBeTruthy();
  });

  it('drops an opening heading that only repeats the title', async () => {
    odooAnswers('<h1> Shipping and  returns</h1><h2>Delivery options</h2><p>Fast.</p>');
    await renderRoute('shipping');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Shipping and returns',
      'Delivery options',
    ]);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Delivery options');
  });

  it("drops it inside the block Odoo wraps a page's body in, and keeps the block", async () => {
    odooAnswers(
      '<div id="wrap" class="oe_structure"><h1>Terms and conditions</h1><h2>1. Offer</h2><p>Prices in euro.</p></div>',
    );
    await renderRoute('terms');
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Terms and conditions',
      '1. Offer',
    ]);
    expect(screen.getByText('Prices in euro.')).toBeTruthy();
  });

  it.each([
    ['img onerror', '<img src=x onerror="alert(1)">'],
    ['svg onload', '<svg onload="alert(1)"><circle r="1"/></svg>'],
    ['javascript: link', '<a href="javascript:alert(1)">click</a>'],
    ['javascript: link, obfuscated', '<a href="&#106;ava&#x09;script:alert(1)">click</a>'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['mutation XSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
    ['svg style break-out', '<svg><style><img src=x onerror=alert(1)></style></svg>'],
    ['script', '<script>alert(1)</script>'],
    ['form hijack', '<form action="//evil.example"><button>Pay</button></form>'],
    ['CSS url()', '<p style="background:url(javascript:alert(1))">x</p>'],
    ['data: image', '<img src="data:image/svg+xml,<svg onload=alert(1)>">'],
    [
      'event handler on an allowed tag',
      '<table><tr><td onmouseover="alert(1)">c</td></tr></table>',
    ],
  ])('leaves no script vector from %s in the rendered page', async (_name, payload) => {
    odooAnswers(`<p>before</p>${payload}<p>after</p>`);
    const { container } = await renderRoute('about');
    expect(scriptVectors(container)).toEqual([]);
    expect(container.innerHTML).not.toMatch(/alert\(1\)/);
    // The page around the payload survives (an unclosed payload may swallow what follows).
    expect(screen.getByText('before')).toBeTruthy();
  });

  it('keeps safe links and images of the page allowlist', async () => {
    odooAnswers(
      '<p><a href="https://example.com/x" target="_blank">web</a> <a href="mailto:info@odooshop.example">mail</a></p>' +
        '<img src="/web/image/1/logo.png" alt="Logo" class="x" style="width:1px">' +
        '<table><tr><th scope="col">Zone</th></tr><tr><td>NL</td></tr></table>',
    );
    const { container } = await renderRoute('about');
    expect(screen.getByRole('link', { name: 'web' }).getAttribute('href')).toBe(
      'https://example.com/x',
    );
    expect(screen.getByRole('link', { name: 'web' }).getAttribute('rel')).toBe('noopener nofollow');
    expect(screen.getByRole('link', { name: 'web' }).getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'mail' }).getAttribute('href')).toBe(
      'mailto:info@odooshop.example',
    );
    const image = screen.getByRole('img', { name: 'Logo' });
    expect(image.getAttribute('src')).toBe('/web/image/1/logo.png');
    expect(image.getAttribute('class')).toBeNull();
    expect(image.getAttribute('style')).toBeNull();
    expect(container.querySelector('th')?.getAttribute('scope')).toBe('col');
  });

  it('answers notFound for a slug outside the list without asking Odoo', async () => {
    await expect(renderRoute('qqq9')).rejects.toThrow('NEXT_NOT_FOUND');
    expect(getStaticContent).not.toHaveBeenCalled();
    expect(
      await route.generateMetadata({ params: Promise.resolve({ locale: 'en', slug: 'qqq9' }) }),
    ).toEqual({});
  });

  it('answers notFound when Odoo has no such page', async () => {
    getStaticContent.mockResolvedValueOnce(null);
    await expect(renderRoute('privacy')).rejects.toThrow('NEXT_NOT_FOUND');
  });

  it('prerenders every listed page', () => {
    expect(route.generateStaticParams()).toEqual([
      { slug: 'about' },
      { slug: 'terms' },
      { slug: 'privacy' },
      { slug: 'shipping' },
    ]);
  });

  it('has canonical, hreflang, title and a description from the first paragraph', async () => {
    odooAnswers('<h1>Terms</h1><p>These terms apply to <strong>every</strong> order.</p>');
    const metadata = await route.generateMetadata({
      params: Promise.resolve({ locale: 'de', slug: 'terms' }),
    });
    expect(metadata.title).toBe(en.Footer.terms);
    expect(metadata.description).toBe('These terms apply to every order.');
    expect(String(metadata.alternates?.canonical)).toMatch(/\/de\/page\/terms$/);
    expect(Object.keys(metadata.alternates?.languages ?? {})).toContain('x-default');
    expect(metadata.robots).toBeUndefined();
  });
});

describe('loadStaticPage (cached read)', () => {
  it("asks Odoo for the page in the locale's language and tags it for revalidation", async () => {
    odooAnswers('<p>x</p>');
    const page = await loadStaticPage('nl', 'shipping');
    expect(page?.html).toBe('<p>x</p>');
    expect(getStaticContent).toHaveBeenCalledWith('nl', { url: '/shipping', exclude: ['style'] });
    expect(cacheLife).toHaveBeenCalledTimes(1);
    expect(cacheTag.mock.calls.flat()).toEqual(['static-content', 'content:W7']);
  });

  it('tags a miss with the general tag only, so a page published later replaces the 404', async () => {
    getStaticContent.mockResolvedValue(null);
    expect(await loadStaticPage('ru', 'terms')).toBeNull();
    expect(getStaticContent).toHaveBeenCalledWith('ru', expect.objectContaining({ url: '/terms' }));
    expect(cacheTag.mock.calls.flat()).toEqual(['static-content']);
  });

  it('lets Odoo errors through instead of caching them', async () => {
    getStaticContent.mockRejectedValue(new Error('Error fetching static content: Some error'));
    await expect(loadStaticPage('en', 'about')).rejects.toThrow('Some error');
  });
});
