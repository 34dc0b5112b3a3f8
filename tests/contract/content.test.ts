// Contract: static content. getStaticContent reads website pages by url in the shop's languages,
// with tags left out on request (versada's websitePage); getWebsitePage is graphql_vuestorefront's
// own websitePage(pageSlug) over its vsf.website.page.
import { beforeAll, describe, expect, it } from 'vitest';
import { getStaticContentDocument, getWebsitePageDocument } from '@/graphql/generated/operations';
import type { OdooTestClient } from '@/tests/support/odoo-client';
import { ok, present } from '@/tests/support/odoo-operations';
import { contractBackend } from './backend';
import { PAGES, WEBSITE_DEFAULT_LANGUAGE, WEBSITE_LANGUAGES } from './demo-data';

const backend = contractBackend();
let visitor: OdooTestClient;

beforeAll(() => {
  // No language cookie: a page asked for without a language comes in the website's (nl_NL).
  visitor = backend.client({ lang: null });
});

const LANGUAGES = WEBSITE_LANGUAGES;

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
      const content = present(about.content, `content in ${lang}`);
      expect(content.length).toBeGreaterThan(0);
      contents.add(content);
    }
    // Really translated: four languages, four different texts.
    expect(contents.size).toBe(LANGUAGES.length);
  });

  it("defaults to the website's language (nl_NL)", async () => {
    const byDefault = present(await page(PAGES.about), '/about');
    const dutch = present(await page(PAGES.about, WEBSITE_DEFAULT_LANGUAGE), '/about in nl_NL');
    expect(byDefault.content).toBe(dutch.content);
  });

  it('leaves out the excluded tags', async () => {
    const stripped = present(await page('/about', 'en_US', ['script', 'style']), '/about');
    expect(stripped.content).not.toMatch(/<script|<style/i);
    const full = present(await page('/about', 'en_US'), '/about');
    expect(full.content?.length ?? 0).toBeGreaterThanOrEqual(stripped.content?.length ?? 0);
  });

  it('finds the other static pages', async () => {
    for (const url of PAGES.others) {
      expect(present(await page(url, 'en_US'), url).content).toBeTruthy();
    }
  });

  it('answers null for a page that does not exist', async () => {
    expect(await page('/no-such-page', 'en_US')).toBeNull();
  });
});

describe('graphql_vuestorefront websitePage(pageSlug)', { timeout: 60_000 }, () => {
  const storefrontPage = async (pageSlug: string) =>
    (await ok(visitor, getWebsitePageDocument, { pageSlug })).websitePage;

  it('finds a published page by its url, in the website language', async () => {
    const about = present(await storefrontPage('/about'), '/about');
    expect(about).toMatchObject({
      websiteUrl: PAGES.about,
      isPublished: true,
    });
    expect(about.id).toEqual(expect.any(Number));
    expect(about.content).toContain(PAGES.storefrontAbout.text);
  });

  it('matches the url exactly, and answers an empty record for no page (not an error)', async () => {
    const empty = { id: null, websiteUrl: null, isPublished: false, content: null };
    expect(await storefrontPage('about')).toEqual(empty);
    expect(await storefrontPage('/no-such-page')).toEqual(empty);
  });
});

// websitePage as a raw document, by id, name or url, with its cache tag.

interface Page {
  id: number;
  name: string;
  url: string;
  content: string;
  contentCacheTag: string;
}

async function pageBy(args: {
  id?: number;
  name?: string;
  url?: string;
  lang?: string;
  excludedTags?: string[];
}): Promise<Page | null> {
  const { lang, excludedTags, ...lookup } = args;
  // No language cookie: without contentOptions.lang the page comes in the website's language.
  const response = await visitor.request<{ websitePage: Page | null }>(
    `query Page($id: Int, $name: String, $url: String, $options: WebsitePageContentInput) {
       websitePage(id: $id, name: $name, url: $url, contentOptions: $options) {
         id name url content contentCacheTag
       }
     }`,
    { ...lookup, options: { lang, excludedTags } },
  );
  expect(response.errors).toBeUndefined();
  return present(response.data, 'data').websitePage;
}

describe('websitePage', { timeout: 60_000 }, () => {
  it('keeps one id and cache tag for every language of a page', async () => {
    const dutch = await pageBy({ url: '/terms', lang: 'nl_NL' });
    const german = await pageBy({ url: '/terms', lang: 'de_DE' });
    expect(german?.id).toBe(dutch?.id);
    expect(german?.contentCacheTag).toBe(dutch?.contentCacheTag);
    expect(german?.content).not.toBe(dutch?.content);
  });

  // By id it is graphql_vuestorefront's own websitePage (vsf.website.page; above).
  // Odoo 15 translates a page's content but not its name (its view's): the shop titles its
  // static pages itself (lib/content/static-pages.ts).
  it('keeps one name for a page in every language', async () => {
    const names = new Set<string | undefined>();
    for (const lang of LANGUAGES) names.add((await pageBy({ url: '/about', lang }))?.name);
    expect([...names]).toEqual([expect.any(String)]);
  });

  it('finds a page by url without the leading slash and by name', async () => {
    const byUrl = await pageBy({ url: 'privacy', lang: 'en_US' });
    expect(byUrl?.url).toBe('/privacy');
    const byName = await pageBy({ name: byUrl?.name ?? '', lang: 'en_US' });
    expect(byName).toEqual(byUrl);
  });

  it('uses the website language by default and falls back to Dutch', async () => {
    const dutch = present(
      await pageBy({ url: PAGES.shipping, lang: WEBSITE_DEFAULT_LANGUAGE }),
      `${PAGES.shipping} in ${WEBSITE_DEFAULT_LANGUAGE}`,
    ).content;
    expect((await pageBy({ url: PAGES.shipping }))?.content).toBe(dutch);
    expect((await pageBy({ url: PAGES.shipping, lang: 'fr_FR' }))?.content).toBe(dutch);
  });

  it('answers null for an unknown page', async () => {
    const response = await backend
      .client()
      .request<{ websitePage: Page | null }>(
        '{ websitePage(url: "/no-such-page") { id content } }',
      );
    expect(response.errors).toBeUndefined();
    expect(response.data?.websitePage).toBeNull();
    expect(await pageBy({ name: 'No such page' })).toBeNull();
  });
});
