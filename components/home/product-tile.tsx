import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProductCard } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { CARD_SIZES, CARD_WIDTHS } from '@/components/catalog/product-card';
import { OdooImg } from '@/components/ui/odoo-img';
import { formatMoney as formatPrice } from '@/lib/format/money';
import { priceSwapAttributes } from '@/lib/pricing/price-attributes';
import styles from './product-tile.module.css';

const TILE_IMAGE_SIZE = 400;

/**
 * A small, static product card for strips and simple grids: no per-shopper state; the price
 * island swaps the amounts for a signed-in customer's or another currency's.
 */
export async function ProductTile({
  product,
  locale,
  priority = false,
}: {
  product: ProductCard;
  locale: Locale;
  priority?: boolean;
}) {
  const t = await getTranslations('HomePage');
  const { price } = product;
  return (
    <article className={styles.tile}>
      <div className={styles.media}>
        {product.image ? (
          <OdooImg
            folder={product.image}
            name={product.imageName}
            widths={CARD_WIDTHS}
            sizes={CARD_SIZES}
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            alt={product.name}
            eager={priority}
            urgent={priority}
            className={styles.image}
          />
        ) : null}
      </div>
      <h3 className={styles.name}>
        <Link href={localizedPath(locale, product.slug)} className={styles.link} prefetch={false}>
          {product.name}
        </Link>
      </h3>
      <p className={styles.price}>
        {product.isPositivePrice ? (
          <>
            <span className={styles.amount} {...priceSwapAttributes(product.id, 'price')}>
              {formatPrice(price.special, locale)}
            </span>
            {price.hasDiscount ? (
              <del className={styles.regular}>
                <span className="sr-only">{t('regularPrice')}</span>
                <span {...priceSwapAttributes(product.id, 'list')}>
                  {formatPrice(price.regular, locale)}
                </span>
              </del>
            ) : null}
          </>
        ) : (
          <span className={styles.onRequest}>{t('priceOnRequest')}</span>
        )}
      </p>
    </article>
  );
}
