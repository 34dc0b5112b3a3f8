import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { PRODUCT_PREFIX, shopProductSlug } from './product-slug';

/** `/product/<slug>` from Odoo's slug (`/product/desk-12` or a bare `desk-12`); null without one. */
export function productHref(locale: Locale, slug: string): string | null {
  const bare = shopProductSlug(slug).replace(/^\/+/, '');
  return bare ? localizedPath(locale, `${PRODUCT_PREFIX}${bare}`) : null;
}
