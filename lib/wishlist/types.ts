import type { Price } from '@/lib/catalog/types';

export interface WishlistItem {
  /** Wishlist line id: what removal takes. */
  id: number;
  /** Variant id: what add to cart takes. */
  productId: number;
  templateId: number | null;
  name: string;
  slug: string;
  sku: string | null;
  image: string | null;
  imageName: string;
  price: Price;
  isPositivePrice: boolean;
}

export interface Wishlist {
  items: WishlistItem[];
  /** The currency Odoo priced the items in (ISO code); null without items. */
  currency: string | null;
  /** The wishlist-size cookie value. */
  totalCount: number;
}
