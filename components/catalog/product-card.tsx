import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { stockLabel } from '@/lib/catalog/stock-label';
import type { ProductCard as ProductCardData } from '@/lib/catalog/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import { productHref } from '@/lib/catalog/product-href';
import { AddToCartButton, WishlistToggle } from './card-actions';
import styles from './product-card.module.css';

/** The box Odoo pads card images to; the loader asks for the width the layout needs. */
const CARD_IMAGE = 400;
const SOURCE_BOX = 800;

export async function ProductCard({
  product,
  locale,
  eager = false,
}: {
  product: ProductCardData;
  locale: Locale;
  /** Above the fold: load at once (LCP). */
  eager?: boolean;
}) {
  const t = await getTranslations('ProductCard');
  const href = productHref(locale, product.slug) ?? localizedPath(locale, '/');
  const stock = stockLabel(product.stock, product.inStock);
  // Prices in this shop exclude VAT (21 % is added at checkout), hence the 'excl. btw' note.
  const price = product.isPositivePrice ? (
    <p className={styles.price}>
      {product.price.hasDiscount ? (
        <>
          <span className="sr-only">{t('regularPrice')}</span>
          <s className={styles.regular}>{formatMoney(product.price.regular, locale)}</s>{' '}
          <span className="sr-only">{t('salePrice')}</span>
        </>
      ) : null}
      <strong>{formatMoney(product.price.special, locale)}</strong>{' '}
      <span className={styles.vat}>{t('exclVat')}</span>
    </p>
  ) : (
    <p className={styles.price}>{t('priceOnRequest')}</p>
  );

  return (
    <article className={styles.card}>
      <Link href={href} className={styles.imageLink} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <Image
            // The source box only gives the shape; the loader asks Odoo for the width in use.
            src={odooImageUrl(product.image, product.imageName, SOURCE_BOX, SOURCE_BOX)}
            alt=""
            width={CARD_IMAGE}
            height={CARD_IMAGE}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            className={styles.image}
          />
        ) : (
          <span className={styles.placeholder} />
        )}
      </Link>
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
          {product.variantId !== null ? (
            <WishlistToggle
              productId={product.variantId}
              name={product.name}
              label={t('toggleWishlist', { name: product.name })}
              removeLabel={t('removeFromWishlistNamed', { name: product.name })}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
}
