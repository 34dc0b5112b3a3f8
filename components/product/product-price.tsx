import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { priceSwapAttributes } from '@/lib/pricing/price-attributes';
import type { ProductLabels } from './product-labels';
import styles from './product.module.css';

export type PriceLabels = Pick<ProductLabels, 'price' | 'listPrice' | 'exclVat'>;

/**
 * The price with the list price struck through when discounted, and 'excl. btw'. `personalFor`
 * names the variant shown, so the price island (lib/pricing) puts the shopper's own price of
 * exactly that variant in its place (their pricelist, their currency). It is the chosen variant's
 * price, which waits unseen while a `?variant=` is being applied (lib/pricing/prices-pending.ts).
 */
export function ProductPrice({
  price,
  regularPrice,
  hasDiscount,
  locale,
  labels,
  personalFor,
  compact = false,
}: {
  price: number;
  regularPrice: number;
  hasDiscount: boolean;
  locale: Locale;
  labels: PriceLabels;
  personalFor?: { templateId: number; variantId: number | null };
  compact?: boolean;
}) {
  const swap = (kind: 'price' | 'list') =>
    personalFor ? priceSwapAttributes(personalFor.templateId, kind, personalFor.variantId) : {};
  return (
    <p className={compact ? styles.priceCompact : styles.price} data-variant-price="">
      <span className="sr-only">{labels.price}</span>
      <span className={styles.priceAmount} data-testid="product-price" {...swap('price')}>
        {formatMoney(price, locale)}
      </span>
      {hasDiscount && regularPrice > price ? (
        <del className={styles.listPrice}>
          <span className="sr-only">{labels.listPrice}</span>
          <span {...swap('list')}>{formatMoney(regularPrice, locale)}</span>
        </del>
      ) : null}
      <span className={styles.vat}>{labels.exclVat}</span>
    </p>
  );
}
