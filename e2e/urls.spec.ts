import { expect } from '@playwright/test';
import { test } from './fixtures';
import { gotoListing, gotoReady, messages } from './support';

// What a shop's addresses promise: the language is the URL's alone, a link in another language
// keeps the listing as it was, an unknown address is a 404 from the first request, and no query
// or path a visitor can type makes the server fail.

/** A slug no earlier request can have cached (the server may outlive one run locally). */
const fresh = (prefix: string) => `${prefix}${Date.now().toString(36)}${test.info().workerIndex}`;

test('the language links of a filtered listing keep the listing and its query', async ({
  page,
}) => {
  await gotoListing(page, '/category/computers?sort=price,ASC');
  const switcher = page.getByRole('navigation', { name: messages.nl.Footer.language });
  const expected = {
    en: '/en/category/computers?sort=price,ASC',
    de: '/de/category/computers?sort=price,ASC',
    nl: '/category/computers?sort=price,ASC',
  };
  for (const [code, path] of Object.entries(expected)) {
    const link = switcher.getByRole('link', { name: messages.nl.Locales[code as 'nl'] });
    await expect
      .poll(async () => {
        const url = new URL((await link.getAttribute('href')) ?? '', page.url());
        return `${url.pathname}${url.search}`;
      })
      .toBe(path);
  }

  // A listing changes its query without a new page: the links follow.
  await page
    .getByRole('combobox', { name: messages.nl.Listing.sortLabel })
    .selectOption('name,DESC');
  await expect(page).toHaveURL(/sort=name,DESC/);
  await switcher.getByRole('link', { name: messages.nl.Locales.de }).hover();
  await expect(switcher.getByRole('link', { name: messages.nl.Locales.de })).toHaveAttribute(
    'href',
    /\/de\/category\/computers\?sort=name,DESC$/,
  );

  // Choosing a language is the one thing that sets the locale cookie, for a year.
  await switcher.getByRole('link', { name: messages.nl.Locales.en }).click();
  await expect(page).toHaveURL(/\/en\/category\/computers\?sort=name,DESC$/);
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'locale');
  expect(cookie?.value).toBe('en');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(360);
});

test('a search’s language links keep its query (its page is one per query, in the cache)', async ({
  page,
}) => {
  await gotoReady(page, '/search?q=laptop&sort=name,ASC');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('laptop');
  const switcher = page.getByRole('navigation', { name: messages.nl.Footer.language });
  const english = switcher.getByRole('link', { name: messages.nl.Locales.en });
  await english.hover();
  await expect(english).toHaveAttribute('href', /\/en\/search\?q=laptop&sort=name,ASC$/);
  await english.click();
  await expect(page).toHaveURL(/\/en\/search\?q=laptop&sort=name,ASC$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    messages.en.Listing.searchResultsFor.replace('{term}', 'laptop'),
  );
});

test('the internal listing routes cannot be reached from outside', async ({ request }) => {
  for (const path of [
    // A search query's own page (base64url of `q=desk`): only the proxy's rewrite leads there.
    '/search/cT1kZXNr',
    '/en/search/cT1kZXNr',
    '/category-filtered/computers',
    '/en/category-filtered/computers?sort=price,ASC',
    '/brand-filtered/arbor?page=2',
    '/de/catalog-filtered/home-office',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

// proxy.ts saw no path with a dot in it: a made-up one rendered (and filled the route cache), an
// internal route answered and a page came without its headers.
test('a path with a dot is an address like any other', async ({ request }) => {
  for (const path of ['/en/category-filtered/computers/x.y', '/en/catalog-personal/x.y']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
  // A category's name after its slug is decoration: the category's one page, with its headers.
  const named = await request.get('/en/category/computers/n1.x');
  expect(named.status()).toBe(200);
  expect(named.headers()['content-security-policy']).toMatch(/script-src/);
});

test('an unknown slug of every route answers 404 on its first request, with noindex', async ({
  request,
}) => {
  for (const path of [
    `/catalog/${fresh('qqq')}`,
    `/brand/${fresh('qqq')}`,
    `/category/${fresh('qqq')}`,
    // Odoo finds a product by the id its slug ends in; no product has this one.
    `/en/product/${fresh('qqq')}-999999`,
    `/en/page/${fresh('qqq')}`,
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const html = await response.text();
    expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});

test('a page past the last one links to the last page', async ({ page }) => {
  const t = messages.en.Listing;
  await gotoListing(page, '/en/category/computers?page=999');
  const last = page.getByRole('link', { name: /^Go to page \d+$/ });
  await expect(last).toBeVisible();
  const lastPage = Number((await last.textContent())?.replace(/\D/g, ''));
  await expect(
    page.getByText(t.pastLastPage.replace('{page}', '999').replace('{last}', String(lastPage))),
  ).toBeVisible();
  await last.click();
  await expect(page).toHaveURL(new RegExp(`page=${lastPage}$`));
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('/product without a slug goes to the categories', async ({ page, request }) => {
  const answer = await request.get('/en/product', { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe('/en/categories');
  await gotoReady(page, '/product');
  await expect(page).toHaveURL(/\/categories$/);
});

test('/ is Dutch for a browser that prefers English, and cacheable', async ({ request }) => {
  const response = await request.get('/', {
    headers: { 'accept-language': 'en-US,en;q=0.9' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(response.headers().vary ?? '').not.toMatch(/accept-language|cookie/i);
  expect(await response.text()).toContain('<html lang="nl"');
});

test('query keys named like Object members still give the listing', async ({ page }) => {
  for (const path of [
    '/category/computers?constructor=1',
    '/en/category/computers?toString=1&valueOf=2',
    '/search?q=laptop&hasOwnProperty=1',
    '/en/search?q=laptop&constructor=1',
  ]) {
    const response = await gotoReady(page, path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('article').first(), path).toBeVisible();
  }
});

test('malformed paths and out-of-range ids answer 404, never 500', async ({ request }) => {
  for (const path of ['/%ff', '/en/product/%ff', '/en/product/x-2147483648', '/en/%E0%A4%A']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('a client navigation with a router state Next cannot read answers 400, never 500', async ({
  request,
}) => {
  for (const path of ['/en/cart', '/en/category/computers', '/']) {
    const response = await request.get(path, {
      headers: { rsc: '1', 'next-router-state-tree': 'garbage' },
    });
    expect(response.status(), path).toBe(400);
  }
});
