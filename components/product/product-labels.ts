import type { Messages } from '@/lib/i18n/messages';

/** The Product messages as plain strings for the client islands (no i18n runtime in the browser). */
export type ProductLabels = Messages['Product'];

/** What the variant islands show for the chosen variant. */
export interface VariantView {
  variantId: number | null;
  name: string;
  sku: string | null;
  image: string | null;
  imageName: string;
  regularPrice: number;
  price: number;
  hasDiscount: boolean;
  isPositivePrice: boolean;
  stock: number | null;
  inStock: boolean;
}

/**
 * One variant of the template: its id and its attribute value ids (for `?variant=`), and its
 * stock, which the page knows for every variant (the variant lookup does not answer it).
 */
export interface VariantCombination {
  id: number;
  valueIds: number[];
  stock: number | null;
  inStock: boolean;
}
