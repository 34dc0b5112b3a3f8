import type { ProductSummary } from '@/lib/catalog/types';

export interface WishlistItem extends ProductSummary {
  /** Wishlist line id: what removal takes. */
  id: number;
  /** Variant id: what add to cart takes. */
  productId: number;
  templateId: number | null;
  isPositivePrice: boolean;
}

export interface Wishlist {
  items: WishlistItem[];
  /** The currency Odoo priced the items in (ISO code); null without items. */
  currency: string | null;
  /** The wishlist-size cookie value. */
  totalCount: number;
}
