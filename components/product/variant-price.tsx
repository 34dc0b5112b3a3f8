'use client';

import type { Locale } from '@/lib/i18n/locales';
import { ProductPrice, type PriceLabels } from './product-price';
import { useVariantStatus, useVariantView } from './variant-context';

/**
 * The chosen variant's price, which the browser swaps for the shopper's own. None for a variant
 * sold on quotation only, nor for a combination Odoo does not sell: the previous variant's price
 * would read as this one's.
 */
export function VariantPrice({
  locale,
  labels,
  compact,
}: {
  locale: Locale;
  labels: PriceLabels;
  compact?: boolean;
}) {
  const { view, templateId } = useVariantView();
  const status = useVariantStatus();
  if (!view.isPositivePrice || status === 'unavailable') return null;
  return (
    <ProductPrice
      price={view.price}
      regularPrice={view.regularPrice}
      hasDiscount={view.hasDiscount}
      locale={locale}
      labels={labels}
      personalFor={{ templateId, variantId: view.variantId }}
      compact={compact}
    />
  );
}
