import { localizedPath, type Locale } from '@/lib/i18n/locales';

const PRODUCT_PREFIX = '/product/';

/** `/product/<slug>` from Odoo's slug (`/product/desk-12` or a bare `desk-12`); null without one. */
export function productHref(locale: Locale, slug: string): string | null {
  const bare = (slug.startsWith(PRODUCT_PREFIX) ? slug.slice(PRODUCT_PREFIX.length) : slug).replace(
    /^\/+/,
    '',
  );
  return bare ? localizedPath(locale, `${PRODUCT_PREFIX}${bare}`) : null;
}
