import 'server-only';
import {
  getPurchasedProductsDocument,
  type GetPurchasedProductsResult,
  type PurchasedProductSort,
} from '@/graphql/generated/operations';
import { loading, type Loaded } from '@/lib/account/account-pages.server';
import { ACCOUNT_PAGE_SIZE } from '@/lib/account/document-list-query';
import { mapVariantRow } from '@/lib/order/map-variant-row.server';
import { compact, optionalText, text } from '@/lib/odoo/map-values.server';
import { whenAvailable, type OptionalFeature } from '@/lib/odoo/optional-feature.server';
import { sessionCurrency } from '@/lib/pricing/personal-prices.server';
import { preferredCurrency } from '@/lib/shop/shopper-preferences.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import type { PurchaseSort, PurchasedProductsState } from './purchased-products-query';
import type { PurchasedProduct, PurchasedProductList } from './types';

// What the customer's company has bought (vsf_purchased_products; a private customer: their own
// purchases), read with their session: Odoo prices each variant for them today. A stock Odoo 15
// has no such list.

const SORTS: Record<PurchaseSort, PurchasedProductSort> = {
  'last-ordered': 'LastOrdered',
  'times-ordered': 'TimesOrdered',
  quantity: 'Quantity',
  name: 'Name',
};

export function getPurchasedProducts(
  state: PurchasedProductsState,
): Promise<OptionalFeature<PurchasedProductList>> {
  return whenAvailable('purchasedProducts', async () => {
    const odoo = odooSession();
    const [data, currency] = await Promise.all([
      odoo.request(getPurchasedProductsDocument, {
        search: state.q || undefined,
        sort: SORTS[state.sort],
        currentPage: state.page,
        pageSize: ACCOUNT_PAGE_SIZE,
      }),
      sessionCurrency(odoo, await preferredCurrency()),
    ]);
    return {
      products: compact(data.purchasedProducts?.products).map(mapPurchasedProduct),
      totalCount: data.purchasedProducts?.totalCount ?? 0,
      currency,
    };
  });
}

type PurchasedRow = NonNullable<
  GetPurchasedProductsResult['purchasedProducts']
>['products'][number];

function mapPurchasedProduct({ product, ...row }: PurchasedRow): PurchasedProduct {
  return {
    ...mapVariantRow(product),
    lastOrderDate: optionalText(row.lastOrderDate),
    lastOrderName: text(row.lastOrderName),
    timesOrdered: row.timesOrdered,
    quantity: row.quantity,
  };
}

/** The purchased products page's list, or why it has none. */
export function loadPurchasedProducts(
  state: PurchasedProductsState,
): Promise<Loaded<PurchasedProductList>> {
  return loading(() => getPurchasedProducts(state));
}
