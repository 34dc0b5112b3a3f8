import 'server-only';
import { getStaticContentDocument, getWebsitePageDocument } from '@/graphql/generated/operations';
import { ODOO_LANGS, type Locale } from '@/lib/i18n/locales';
import { odooCapabilities } from '@/lib/odoo/capabilities.server';
import { optionalText, text } from '@/lib/odoo/map-values.server';
import { FETCH_ERROR_PREFIX, prefixingErrors } from '@/lib/odoo/odoo-error.server';
import { odooPublic } from '@/lib/odoo/odoo-public.server';
import type { StaticContent, StaticContentQuery } from './types';

/** Scripts never come through: the storefront renders this HTML itself. */
const ALWAYS_EXCLUDED = ['script'];

/**
 * A website page by url; null when Odoo has none. Public and cacheable ('use cache'). With our
 * website-page extension it is Odoo's own page (website.page, rendered, in the shopper's
 * language); without it, the page the merchant wrote for the storefront in graphql_vuestorefront
 * (vsf.website.page, published, in the website's language).
 */
export function getStaticContent(
  locale: Locale,
  query: StaticContentQuery,
): Promise<StaticContent | null> {
  return prefixingErrors(FETCH_ERROR_PREFIX, async () =>
    (await odooCapabilities()).websitePage
      ? renderedPage(locale, query)
      : storefrontPage(locale, query.url),
  );
}

async function renderedPage(locale: Locale, query: StaticContentQuery) {
  const data = await odooPublic(locale).request(getStaticContentDocument, {
    url: query.url,
    exclude: [...new Set([...ALWAYS_EXCLUDED, ...(query.exclude ?? [])])],
    lang: ODOO_LANGS[locale],
  });
  const page = data.websitePage;
  if (!page) return null;
  return {
    id: page.id,
    url: text(page.url, query.url),
    html: text(page.content),
    cacheTag: optionalText(page.contentCacheTag),
  };
}

async function storefrontPage(locale: Locale, url: string): Promise<StaticContent | null> {
  const data = await odooPublic(locale).request(getWebsitePageDocument, { pageSlug: url });
  const page = data.websitePage;
  // Not found is an empty record there (every field null), an unpublished page is no page.
  if (!page?.id || !page.isPublished) return null;
  return {
    id: page.id,
    url: text(page.websiteUrl, url),
    html: text(page.content),
    cacheTag: null,
  };
}
