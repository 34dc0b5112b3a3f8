import Image from 'next/image';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { ProductCard } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import { formatMoney as formatPrice } from '@/lib/format/money';
import styles from './product-tile.module.css';

const TILE_IMAGE_SIZE = 400;
/**
 * The src only carries the image's shape and SEO name to the loader, which asks Odoo for each
 * width; it must differ from the rendered width or Next's dev check mistakes it for a fixed URL.
 */
const SOURCE_BOX = 1024;

/** A small, static product card for strips and simple grids: no per-shopper state. */
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
          <Image
            src={odooImageUrl(product.image, product.imageName, SOURCE_BOX, SOURCE_BOX)}
            alt={product.name}
            width={TILE_IMAGE_SIZE}
            height={TILE_IMAGE_SIZE}
            sizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
            priority={priority}
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
            <span className={styles.amount}>{formatPrice(price.special, locale)}</span>
            {price.hasDiscount ? (
              <del className={styles.regular}>
                <span className="sr-only">{t('regularPrice')}</span>
                {formatPrice(price.regular, locale)}
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
