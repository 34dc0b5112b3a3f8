import 'server-only';
import type { NextRequest } from 'next/server';
import { getProductVariantPricesDocument } from '@/graphql/generated/operations';
import { PRODUCT_PREFIX } from '@/lib/catalog/product-slug';
import { DEFAULT_LOCALE, isSupportedLocale, ODOO_LANGS, stripLocale } from '@/lib/i18n/locales';
import { odooHostFor } from '@/lib/odoo/config';
import { odooRequest } from '@/lib/odoo/odoo-request';
import { ODOO_SESSION_COOKIE } from '@/lib/odoo/session-cookie-name';
import type { UserCookie } from './user-cookie';

// limited-user on product pages: a catalog-only customer may open the product pages of their
// catalog (its tiles link there) and no other. Product pages are static and cannot tell, so
// proxy.ts asks Odoo here, with the customer's own session: Odoo lists for them only what their
// catalog holds, the same rule by which it refuses to add anything else to their cart.

/** The template id at the end of `/product/<name>-<id>`. */
const PRODUCT_PAGE = new RegExp(`^${PRODUCT_PREFIX}[^/]*-(\\d{1,9})$`);

/**
 * Whether a catalog-only customer is opening the page of a product outside their catalog. Only
 * page loads and client navigations ask (a server action answers for itself); when Odoo cannot
 * say, the page shows and Odoo still refuses the product in the cart.
 */
export async function opensProductOutsideCatalog(
  request: NextRequest,
  shopper: UserCookie | null,
): Promise<boolean> {
  if (!shopper?.websiteCatalogProducts || shopper.punchout) return false;
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.has('next-action')) return false;
  const match = PRODUCT_PAGE.exec(stripLocale(request.nextUrl.pathname));
  const sessionId = request.cookies.get(ODOO_SESSION_COOKIE)?.value;
  if (!match || !sessionId) return false;
  const templateId = Number(match[1]);
  const [, first] = request.nextUrl.pathname.split('/');
  try {
    const data = await odooRequest(
      getProductVariantPricesDocument,
      { ids: [templateId], pageSize: 1 },
      {
        sessionId,
        host: odooHostFor(request.headers.get('host')),
        lang: ODOO_LANGS[isSupportedLocale(first) ? first : DEFAULT_LOCALE],
      },
    );
    return !(data.products?.products ?? []).some((product) => product?.id === templateId);
  } catch {
    return false;
  }
}
