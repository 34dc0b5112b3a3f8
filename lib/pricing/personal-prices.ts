import 'server-only';
import { cookies } from 'next/headers';
import { getProductTemplatesListDocument } from '@/graphql/generated/operations';
import { USER_COOKIE } from '@/lib/auth/user-cookie';
import { listingVariables, mapListing } from '@/lib/catalog/map-listing';
import { hasOdooSession, odooSession } from '@/lib/odoo/odoo-session';
import type { PersonalPrice } from './price-attributes';

/**
 * The calling shopper's prices for product templates, from Odoo with their own session (Odoo
 * applies their pricelist). Nobody signed in: nothing, and no request to Odoo, so an anonymous
 * caller can never receive prices other than the public ones already on the page.
 */
export async function getPersonalPrices(ids: readonly number[]): Promise<PersonalPrice[]> {
  if (ids.length === 0) return [];
  const signedIn = Boolean((await cookies()).get(USER_COOKIE)?.value);
  if (!signedIn || !(await hasOdooSession())) return [];
  const data = await odooSession().request(
    getProductTemplatesListDocument,
    listingVariables({ ids: [...ids], pageSize: ids.length }),
  );
  return mapListing(data.products).products.map((product) => ({
    id: product.id,
    price: product.price.special,
    listPrice: product.price.regular,
  }));
}
