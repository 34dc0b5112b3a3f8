import 'server-only';
import type { WishlistItemFragment } from '@/graphql/generated/operations';
import { isPositive, priceFromCombination } from '@/lib/catalog/map-price.server';
import { compact, optionalText, text } from '@/lib/odoo/map-values.server';
import type { Wishlist, WishlistItem } from './types';

interface WishlistData {
  totalCount: number;
  wishlistItems: readonly (WishlistItemFragment | null)[] | null;
}

/**
 * `asked` is the currency the shopper chose, in which Odoo prices a guest's session; a customer's
 * lines say their pricelist's (a contract one wins over the choice).
 */
export function mapWishlist(data: WishlistData | null | undefined, asked: string): Wishlist {
  // Lines of archived products come back without a product: nothing to show or buy.
  const items = compact(data?.wishlistItems)
    .map(mapWishlistItem)
    .filter((item): item is WishlistItem => item !== null);
  // Every item is priced by the same request pricelist, so any line's currency is the list's.
  const pricelistCurrency = compact(data?.wishlistItems)
    .map((item) => optionalText(item.partner?.currentPricelist?.currency?.name))
    .find((name) => name !== null);
  const currency = items.length > 0 ? (pricelistCurrency ?? asked) : null;
  return { items, currency, totalCount: data ? Math.max(data.totalCount, items.length) : 0 };
}

function mapWishlistItem(item: WishlistItemFragment): WishlistItem | null {
  const product = item.product;
  if (!product) return null;
  const price = priceFromCombination(product.combinationInfoVariant, product.variantPrice);
  return {
    id: item.id,
    productId: product.id,
    templateId: product.productTemplate?.id ?? null,
    name: text(product.productTemplate?.name ?? product.name),
    slug: text(product.productTemplate?.slug ?? product.slug, '/'),
    sku: optionalText(product.sku),
    image: optionalText(product.image),
    imageName: text(product.imageFilename, 'image'),
    price,
    isPositivePrice: isPositive(price),
  };
}
