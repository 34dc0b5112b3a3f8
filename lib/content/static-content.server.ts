import 'server-only';
import { getStaticContentDocument } from '@/graphql/generated/operations';
import { ODOO_LANGS, type Locale } from '@/lib/i18n/locales';
import { optionalText, text } from '@/lib/odoo/map-values.server';
import { FETCH_ERROR_PREFIX, prefixingErrors } from '@/lib/odoo/odoo-error.server';
import { odooPublic } from '@/lib/odoo/odoo-public.server';
import { whenAvailable, type OptionalFeature } from '@/lib/odoo/optional-feature.server';
import type { StaticContent, StaticContentQuery } from './types';

/** Scripts never come through: the storefront renders this HTML itself. */
const ALWAYS_EXCLUDED = ['script'];

/** A website page by url; null when Odoo has none. Public and cacheable ('use cache'). */
export function getStaticContent(
  locale: Locale,
  query: StaticContentQuery,
): Promise<OptionalFeature<StaticContent | null>> {
  return prefixingErrors(FETCH_ERROR_PREFIX, () =>
    whenAvailable('websitePage', async () => {
      const data = await odooPublic(locale).request(getStaticContentDocument, {
        url: query.url,
        exclude: [...new Set([...ALWAYS_EXCLUDED, ...(query.exclude ?? [])])],
        lang: ODOO_LANGS[locale],
      });
      const page = data.websitePage;
      if (!page) return null;
      return {
        id: page.id,
        name: text(page.name),
        url: text(page.url, query.url),
        html: text(page.content),
        cacheTag: optionalText(page.contentCacheTag),
      };
    }),
  );
}
