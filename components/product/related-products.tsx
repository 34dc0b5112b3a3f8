import Link from 'next/link';
import { OdooImg } from '@/components/ui/odoo-img';
import type { ProductCard } from '@/lib/catalog/types';
import { formatMoney } from '@/lib/format/money';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { PRICE_KIND_ATTRIBUTE, PRICE_PRODUCT_ATTRIBUTE } from '@/lib/pricing/price-attributes';
import styles from './product.module.css';

const IMAGE_SIZE = 200;
const IMAGE_WIDTHS = [IMAGE_SIZE, IMAGE_SIZE * 2] as const;

/** Alternative or accessory products: a static strip of links (no per-shopper state). */
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
                  {...{ [PRICE_PRODUCT_ATTRIBUTE]: product.id, [PRICE_KIND_ATTRIBUTE]: 'price' }}
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
