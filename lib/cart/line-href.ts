import { productHref } from '@/lib/catalog/product-href';
import { VARIANT_PARAM } from '@/lib/catalog/variant-param';
import type { Locale } from '@/lib/i18n/locales';
import type { CartLine } from './types';

/**
 * A cart line's product page with the variant the line holds (`?variant=<id>`, the id Odoo's
 * cart takes): the page opens on that colour and size, not on the template's default.
 */
export function cartLineHref(
  locale: Locale,
  line: Pick<CartLine, 'slug' | 'productId'>,
): string | null {
  const href = productHref(locale, line.slug);
  if (!href || line.productId <= 0) return href;
  return `${href}?${new URLSearchParams({ [VARIANT_PARAM]: String(line.productId) })}`;
}
