// The shop's `/category/<slug>` segment and Odoo's category slug (`/category/<slug>`).

export const CATEGORY_PREFIX = '/category/';

export function odooCategorySlug(shopSlug: string): string {
  return `${CATEGORY_PREFIX}${shopSlug}`;
}

export function shopCategorySlug(odooSlug: string): string {
  return odooSlug.startsWith(CATEGORY_PREFIX) ? odooSlug.slice(CATEGORY_PREFIX.length) : odooSlug;
}
