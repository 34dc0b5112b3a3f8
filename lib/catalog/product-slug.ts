import { MAX_ODOO_ID } from '@/lib/validation/odoo-int';

// The shop's `/product/<slug>` segment and Odoo's product slug (`/product/<name>-<id>`).

export const PRODUCT_PREFIX = '/product/';
const PLAUSIBLE_SLUG = /^[^/\s]{1,300}$/;
/** The template id at the end of a slug: Odoo's ids are PostgreSQL integers. */
const SLUG_ID = /-(\d+)$/;

/** Whether Odoo could know the URL segment; anything else is a 404 without asking (never a 500). */
export function isPlausibleProductSlug(shopSlug: string): boolean {
  if (!PLAUSIBLE_SLUG.test(shopSlug)) return false;
  const id = SLUG_ID.exec(shopSlug)?.[1];
  return id === undefined || Number(id) <= MAX_ODOO_ID;
}

export function odooProductSlug(shopSlug: string): string {
  return `${PRODUCT_PREFIX}${shopSlug}`;
}

export function shopProductSlug(odooSlug: string): string {
  return odooSlug.startsWith(PRODUCT_PREFIX) ? odooSlug.slice(PRODUCT_PREFIX.length) : odooSlug;
}
