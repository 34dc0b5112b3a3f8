import 'server-only';
import type { VariantProductFragment } from '@/graphql/generated/operations';
import { isPositive, priceFromCombination } from '@/lib/catalog/map-price.server';
import { optionalText, text } from '@/lib/odoo/map-values.server';
import { variantLabel } from './line-kind';
import { variantAttributes } from './map-sale-order.server';

/** A variant as the account's product tables show it (purchased products, lists). */
export interface VariantRow {
  /** Variant (product.product) id: what the cart takes. */
  productId: number;
  templateId: number | null;
  name: string;
  /** Which variant ('Color: Silver, Memory: 32 GB'); empty for a product without variants. */
  variant: string;
  sku: string | null;
  slug: string;
  image: string | null;
  imageName: string;
  /** Today's unit price for this customer, without tax; not positive means "on request". */
  price: number;
  isPositivePrice: boolean;
}

/** The template's name and slug, the variant's picture and today's price for the customer. */
export function mapVariantRow(product: VariantProductFragment): VariantRow {
  const price = priceFromCombination(product.combinationInfoVariant, product.variantPrice);
  return {
    productId: product.id,
    templateId: product.productTemplate?.id ?? null,
    name: text(product.productTemplate?.name ?? product.name),
    variant: variantLabel({ attributes: variantAttributes(product) }),
    sku: optionalText(product.sku),
    slug: text(product.productTemplate?.slug ?? product.slug, '/'),
    image: optionalText(product.image),
    imageName: text(product.imageFilename, 'image'),
    price: price.special,
    isPositivePrice: isPositive(price),
  };
}
