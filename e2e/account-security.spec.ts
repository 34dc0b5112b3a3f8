import { expect, request as playwrightRequest, type Browser } from '@playwright/test';
import { test } from './fixtures';
import { demoUsers, signIn, type Credentials } from './auth-support';
import { gotoReady, messages } from './support';

// The guards that count are on the server: every request below skips or fools proxy.ts in one of
// the ways Next allows, or carries a cookie it should not trust, and must get nothing private.

const PROTECTED = [
  '/my',
  '/my/home',
  '/my/orders',
  '/my/quotes',
  '/my/invoices',
  '/my/company',
  '/my/purchased-products',
  '/my/lists',
  '/my/lists/1',
  '/my/requests',
  '/my/requests/1',
  '/my/approvals',
  '/en/my/orders',
];

/** Texts that only a signed-in customer's pages contain. */
const PRIVATE = [
  demoUsers.consumer.email,
  demoUsers.consumer.name,
  demoUsers.business.email,
  demoUsers.business.name,
  'Bakker Techniek',
];

/** Ways to reach a page without the proxy's redirect, or as a client navigation would. */
const BYPASSES: Record<
  string,
  { path?: (path: string) => string; headers?: Record<string, string> }
> = {
  plain: {},
  'x-middleware-subrequest': {
    headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
  },
  '?_rsc=': { path: (path) => `${path}?_rsc=abc12` },
  'RSC: 1': { headers: { RSC: '1' } },
  'Next-Router-Prefetch': { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
};

interface Jar {
  session: string;
  user: string;
}

/** Signs in through the UI in a fresh context and returns the two cookies that matter. */
async function cookiesOf(browser: Browser, user: Credentials): Promise<Jar> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoReady(page, '/en');
  await signIn(page, 'en', user);
  const cookies = await context.cookies();
  await context.close();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  return { session: value('session_id'), user: value('user') };
}

async function fetchPage(
  baseURL: string,
  path: string,
  cookie: string,
  way: keyof typeof BYPASSES,
) {
  const context = await playwrightRequest.newContext({ baseURL });
  const bypass = BYPASSES[way] ?? {};
  const response = await context.get(bypass.path ? bypass.path(path) : path, {
    headers: { ...(cookie ? { cookie } : {}), ...bypass.headers },
    maxRedirects: 0,
  });
  const body = await response.text();
  await context.dispose();
  return { status: response.status(), body };
}

function expectNothingPrivate(answer: { status: number; body: string }, label: string) {
  for (const text of PRIVATE) expect(answer.body, `${label}: ${text}`).not.toContain(text);
  expect(answer.status, label).not.toBe(500);
}

test.describe('account pages refuse what they should not trust', () => {
  test.describe.configure({ mode: 'serial' });
  let consumer: Jar;
  let business: Jar;

  test.beforeAll(async ({ browser }) => {
    consumer = await cookiesOf(browser, demoUsers.consumer);
    business = await cookiesOf(browser, demoUsers.business);
  });

  test('a real sign-in sees its own data (the check below can fail)', async ({ baseURL }) => {
    const answer = await fetchPage(
      baseURL ?? '',
      '/en/my',
      `session_id=${consumer.session}; user=${consumer.user}`,
      'plain',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toContain(demoUsers.consumer.email);
  });

  for (const way of Object.keys(BYPASSES)) {
    test(`no cookie, forged, unsigned and transplanted cookies, ${way}`, async ({ baseURL }) => {
      const [payload = ''] = consumer.user.split('.');
      const cases: Record<string, string> = {
        'no cookie': '',
        'no user cookie, a customer session': `session_id=${consumer.session}`,
        'unsigned user cookie': `session_id=${consumer.session}; user=${payload}`,
        'forged signature': `session_id=${consumer.session}; user=${payload}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
        'another customer’s signed cookie with your session': `session_id=${consumer.session}; user=${business.user}`,
        'a signed cookie without its session': `user=${business.user}`,
      };
      for (const path of PROTECTED) {
        for (const [label, cookie] of Object.entries(cases)) {
          expectNothingPrivate(
            await fetchPage(baseURL ?? '', path, cookie, way),
            `${way} ${path} ${label}`,
          );
        }
      }
    });
  }

  test('another customer’s order and quote numbers are not found, never shown', async ({
    browser,
    baseURL,
  }) => {
    // The business customer's own links, as their pages list them.
    const context = await browser.newContext();
    await context.addCookies([
      { name: 'session_id', value: business.session, url: baseURL ?? '' },
      { name: 'user', value: business.user, url: baseURL ?? '' },
    ]);
    const page = await context.newPage();
    const links: string[] = [];
    for (const list of ['/en/my/orders', '/en/my/quotes']) {
      await gotoReady(page, list);
      const href = await page
        .locator(`main a[href*="${list.replace('/en', '')}/"]`)
        .first()
        .getAttribute('href');
      expect(href, list).toBeTruthy();
      links.push(href ?? '');
    }
    await context.close();

    const own = await fetchPage(
      baseURL ?? '',
      links[0] ?? '',
      `session_id=${business.session}; user=${business.user}`,
      'plain',
    );
    expect(own.status).toBe(200);
    for (const link of links) {
      const theirs = await fetchPage(
        baseURL ?? '',
        link,
        `session_id=${consumer.session}; user=${consumer.user}`,
        'plain',
      );
      // The not-found page (its status stays 200: the account frame has already streamed).
      expect(theirs.body, link).toContain(messages.en.Errors.notFoundText);
      expect(theirs.body).not.toContain('Bakker Techniek');
    }
  });

  test('/api/prices gives personal prices only to a verified cookie', async ({ baseURL }) => {
    const prices = async (cookie: string) => {
      const context = await playwrightRequest.newContext({ baseURL });
      const answer = await context.get('/api/prices?ids=1,2,3', { headers: { cookie } });
      const body = (await answer.json()) as { prices: unknown[] };
      await context.dispose();
      return body.prices.length;
    };
    expect(await prices(`session_id=${business.session}; user=${business.user}`)).toBeGreaterThan(
      0,
    );
    expect(await prices(`session_id=${business.session}`)).toBe(0);
    expect(await prices(`session_id=${business.session}; user=${consumer.user}`)).toBe(0);
    const [payload = ''] = business.user.split('.');
    expect(await prices(`session_id=${business.session}; user=${payload}.forged`)).toBe(0);
  });
});
