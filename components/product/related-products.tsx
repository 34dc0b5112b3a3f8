import Link from 'next/link';
import { OdooImg } from '@/components/ui/odoo-img';
import type { ProductCard } from '@/lib/catalog/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { priceSwapAttributes } from '@/lib/pricing/price-attributes';
import styles from './product.module.css';

const IMAGE_SIZE = 200;
const IMAGE_WIDTHS = [IMAGE_SIZE, IMAGE_SIZE * 2] as const;

/**
 * Alternative or accessory products: a static strip of links. Each price names its own product
 * (an accessory its variant) for the price island.
 */
export function RelatedProducts({
  title,
  products,
  locale,
  exclVat,
}: {
  title: string;
  products: ProductCard[];
  locale: Locale;
  exclVat: string;
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.related}>
      <h2>{title}</h2>
      <ul className={styles.relatedList}>
        {products.map((product) => (
          <li key={product.id} className={styles.relatedItem}>
            {product.image ? (
              <OdooImg
                folder={product.image}
                name={product.imageName}
                widths={IMAGE_WIDTHS}
                sizes={`${IMAGE_SIZE}px`}
                width={IMAGE_SIZE}
                height={IMAGE_SIZE}
                alt=""
              />
            ) : null}
            <Link
              href={localizedPath(locale, product.slug)}
              prefetch={false}
              className={styles.relatedName}
            >
              {product.name}
            </Link>
            {product.isPositivePrice ? (
              <p className={styles.relatedPrice}>
                <span
                  {...(product.variantOf
                    ? priceSwapAttributes(product.variantOf, 'price', product.id)
                    : priceSwapAttributes(product.id, 'price'))}
                >
                  {formatMoney(product.price.special, locale)}
                </span>{' '}
                <span className={styles.vat}>{exclVat}</span>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
