import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { stockLabel } from '@/lib/catalog/stock-label';
import type { ProductCard as ProductCardData } from '@/lib/catalog/types';
import { formatMoney } from '@/lib/format/money';
import { priceSwapAttributes } from '@/lib/pricing/price-attributes';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { OdooImg } from '@/components/ui/odoo-img';
import { productHref } from '@/lib/catalog/product-href';
import { AddToCartButton, CardActionsCorner } from './card-actions';
import styles from './product-card.module.css';

/**
 * Card images are at most 240 CSS px wide (half a 412 px phone, a third of a tablet); three
 * widths cover 1x to 3x screens. A plain srcset instead of next/image's nine widths keeps each
 * card's HTML and RSC payload small, which on a listing of 24 adds up.
 */
const CARD_IMAGE = 400;
export const CARD_WIDTHS = [240, 480, 720] as const;
export const CARD_SIZES = '(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw';

export async function ProductCard({
  product,
  locale,
  eager = false,
  urgent = false,
}: {
  product: ProductCardData;
  locale: Locale;
  /** Above the fold: load at once (LCP). */
  eager?: boolean;
  /** The likely LCP image: fetched first (one per page, or the eager images compete). */
  urgent?: boolean;
}) {
  const t = await getTranslations('ProductCard');
  const href = productHref(locale, product.slug) ?? localizedPath(locale, '/');
  const image = product.image;
  const stock = stockLabel(product.stock, product.inStock);
  // Prices in this shop exclude VAT (21 % is added at checkout), hence the 'excl. btw' note. The
  // amounts are the public EUR ones; the price island swaps in the shopper's (pricelist, currency).
  const price = product.isPositivePrice ? (
    <p className={styles.price}>
      {product.price.hasDiscount ? (
        <>
          <span className="sr-only">{t('regularPrice')}</span>
          <s className={styles.regular} {...priceSwapAttributes(product.id, 'list')}>
            {formatMoney(product.price.regular, locale)}
          </s>{' '}
          <span className="sr-only">{t('salePrice')}</span>
        </>
      ) : null}
      <strong {...priceSwapAttributes(product.id, 'price')}>
        {formatMoney(product.price.special, locale)}
      </strong>{' '}
      <span className={styles.vat}>{t('exclVat')}</span>
    </p>
  ) : (
    <p className={styles.price}>{t('priceOnRequest')}</p>
  );

  return (
    <article className={styles.card}>
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {image ? (
          <OdooImg
            folder={image}
            name={product.imageName}
            widths={CARD_WIDTHS}
            sizes={CARD_SIZES}
            width={CARD_IMAGE}
            height={CARD_IMAGE}
            alt=""
            eager={eager}
            urgent={urgent}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} />
        )}
      </Link>
      {/* On the image's corner, so the add-to-cart button has the card's whole width. */}
      {product.variantId !== null ? (
        <CardActionsCorner
          productId={product.variantId}
          name={product.name}
          label={t('toggleWishlist', { name: product.name })}
          removeLabel={t('removeFromWishlistNamed', { name: product.name })}
        />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h3>
        {product.sku ? <p className={styles.sku}>{t('sku', { sku: product.sku })}</p> : null}
        {price}
        <p className={`${styles.stock} ${styles[stock.tone]}`}>
          {stock.tone === 'none'
            ? t('outOfStock')
            : stock.count === null
              ? t('inStockUnknown')
              : t('inStock', { count: stock.count })}
        </p>
        <div className={styles.actions}>
          {product.isPositivePrice && product.variantId !== null && stock.tone !== 'none' ? (
            <AddToCartButton
              productId={product.variantId}
              label={t('addToCartNamed', { name: product.name })}
              text={t('addToCart')}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
