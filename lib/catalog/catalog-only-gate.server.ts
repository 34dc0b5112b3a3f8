import 'server-only';
import { backendRequest } from '@/lib/odoo/core-documents.server';
import type { NextRequest } from 'next/server';
import { getProductVariantPricesDocument } from '@/graphql/generated/operations';
import { PRODUCT_PREFIX } from '@/lib/catalog/product-slug';
import { stripLocale } from '@/lib/i18n/locales';
import { proxyOdooContext } from '@/lib/shopper/proxy-odoo.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';

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
  const match = PRODUCT_PAGE.exec(stripLocale(request.nextUrl.pathname));
  const context = proxyOdooContext(request);
  if (!match || !context) return false;
  const templateId = Number(match[1]);
  try {
    const data = await backendRequest(
      getProductVariantPricesDocument,
      { ids: [templateId], pageSize: 1 },
      context,
    );
    return !(data.products?.products ?? []).some((product) => product?.id === templateId);
  } catch {
    return false;
  }
}
