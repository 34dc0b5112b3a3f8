// Contract: getStaticContent of graphql/generated/operations.ts against mock-odoo: website pages by
// url in the shop's languages, with tags left out on request (versada's websitePage); and
// getWebsitePage, graphql_vuestorefront's own websitePage(pageSlug) over its vsf.website.page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStaticContentDocument, getWebsitePageDocument } from '@/graphql/generated/operations';
import type { Faults } from '@/mock-odoo/src/faults';
import type { RunningMockOdoo } from '@/mock-odoo/src/start';
import { odooClient, startTestOdoo, type OdooTestClient } from '@/tests/mock-odoo/harness';
import { ok, fails, present } from './contract-helpers';

let odoo: RunningMockOdoo;
let visitor: OdooTestClient;

beforeAll(async () => {
  odoo = await startTestOdoo();
  // No language cookie: a page asked for without a language comes in the website's (nl_NL).
  visitor = odooClient(odoo.url, { lang: null });
}, 120_000);

afterAll(async () => {
  await odoo?.stop();
});

/** mock-odoo's fault control endpoint (partial updates). */
async function setFaults(faults: Partial<Faults>): Promise<void> {
  const response = await fetch(`${odoo.url}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.status).toBe(200);
}

const LANGUAGES = ['nl_NL', 'en_US', 'de_DE', 'ru_RU'];

async function page(url: string, lang?: string, exclude?: string[]) {
  const { websitePage } = await ok(visitor, getStaticContentDocument, { url, lang, exclude });
  return websitePage;
}

describe('content contract', { timeout: 60_000 }, () => {
  it('getStaticContent returns /about in every shop language', async () => {
    const contents = new Set<string>();
    for (const lang of LANGUAGES) {
      const about = present(await page('/about', lang), `/about in ${lang}`);
      expect(about.url).toBe('/about');
      expect(about.name).toBeTruthy();
      const content = present(about.content, `content in ${lang}`);
      expect(content.length).toBeGreaterThan(0);
      contents.add(content);
    }
    // Really translated: four languages, four different texts.
    expect(contents.size).toBe(LANGUAGES.length);
  });

  it("defaults to the website's language (nl_NL)", async () => {
    const byDefault = present(await page('/about'), '/about');
    const dutch = present(await page('/about', 'nl_NL'), '/about in nl_NL');
    expect(byDefault.content).toBe(dutch.content);
  });

  it('leaves out the excluded tags', async () => {
    const stripped = present(await page('/about', 'en_US', ['script', 'style']), '/about');
    expect(stripped.content).not.toMatch(/<script|<style/i);
    const full = present(await page('/about', 'en_US'), '/about');
    expect(full.content?.length ?? 0).toBeGreaterThanOrEqual(stripped.content?.length ?? 0);
  });

  it('finds the other static pages', async () => {
    for (const url of ['/terms', '/privacy']) {
      expect(present(await page(url, 'en_US'), url).content).toBeTruthy();
    }
  });

  it('answers null for a page that does not exist', async () => {
    expect(await page('/no-such-page', 'en_US')).toBeNull();
  });

  it('reports a failing backend as GraphQL errors of the named operation', async () => {
    // The stand-in fails requests by operation name: this also proves the name is sent.
    await setFaults({ failOperations: ['getStaticContent'] });
    try {
      const messages = await fails(visitor, getStaticContentDocument, { url: '/about' });
      expect(messages).toEqual(['Odoo Server Error: injected failure (getStaticContent)']);
    } finally {
      await setFaults({ failOperations: [] });
    }
    expect(await page('/about', 'en_US')).not.toBeNull();
  });
});

describe('graphql_vuestorefront websitePage(pageSlug)', { timeout: 60_000 }, () => {
  const storefrontPage = async (pageSlug: string) =>
    (await ok(visitor, getWebsitePageDocument, { pageSlug })).websitePage;

  it('finds a published page by its url, in the website language', async () => {
    const about = present(await storefrontPage('/about'), '/about');
    expect(about).toMatchObject({ websiteUrl: '/about', isPublished: true, name: 'Over ons' });
    expect(about.id).toEqual(expect.any(Number));
    expect(about.content).toContain('Over Odoo Shop');
  });

  it('matches the url exactly, and answers an empty record for no page (not an error)', async () => {
    const empty = { id: null, name: null, websiteUrl: null, isPublished: false, content: null };
    expect(await storefrontPage('about')).toEqual(empty);
    expect(await storefrontPage('/no-such-page')).toEqual(empty);
  });
});
