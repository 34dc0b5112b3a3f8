import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Brand, Category, ProductCard } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { OdooImg } from '@/components/ui/odoo-img';
import {
  loadHomeBrands,
  loadHomeProducts,
  loadTopCategories,
} from '@/lib/cache/cached-reads.server';
import styles from './home.module.css';
import { ProductTile } from './product-tile';

/** The home page of `/` and `/Home`: every section is static, from cached catalogue reads. */
export async function HomePage({ locale }: { locale: Locale }) {
  const [t, tHome, categories, featured, fresh, brands] = await Promise.all([
    getTranslations('HomePage'),
    getTranslations('Home'),
    loadTopCategories(locale),
    loadHomeProducts(locale, 'featured'),
    loadHomeProducts(locale, 'new'),
    loadHomeBrands(locale),
  ]);
  const href = (path: string) => localizedPath(locale, path);

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <h1 id="home-hero-title" className={styles.heroTitle}>
          {tHome('title')}
        </h1>
        <p className={styles.heroText}>{tHome('text')}</p>
        <Link href={href('/categories')} className="button button--primary">
          {tHome('cta')}
        </Link>
      </section>

      <CategorySection
        title={t('topCategories')}
        allLabel={t('allCategories')}
        allHref={href('/categories')}
        categories={categories}
        locale={locale}
      />
      <ProductSection
        id="home-featured"
        title={t('featured')}
        products={featured}
        locale={locale}
      />
      <ProductSection id="home-new" title={t('newProducts')} products={fresh} locale={locale} />
      {brands && brands.length > 0 ? (
        <BrandSection
          title={t('brands')}
          allLabel={t('allBrands')}
          allHref={href('/brands')}
          brands={brands}
          locale={locale}
        />
      ) : null}
    </div>
  );
}

function SectionHeader({
  id,
  title,
  allLabel,
  allHref,
}: {
  id: string;
  title: string;
  allLabel?: string;
  allHref?: string;
}) {
  return (
    <div className={styles.sectionHeader}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {allLabel && allHref ? (
        <Link href={allHref} className={styles.allLink} prefetch={false}>
          {allLabel}
        </Link>
      ) : null}
    </div>
  );
}

function CategorySection({
  title,
  allLabel,
  allHref,
  categories,
  locale,
}: {
  title: string;
  allLabel: string;
  allHref: string;
  categories: Category[];
  locale: Locale;
}) {
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <SectionHeader id="home-categories" title={title} allLabel={allLabel} allHref={allHref} />
      <ul className={styles.categoryList}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              href={localizedPath(locale, category.slug)}
              className={styles.categoryCard}
              prefetch={false}
            >
              <span className={styles.categoryName}>{category.name}</span>
              {category.children.length > 0 ? (
                <span className={styles.categoryChildren}>
                  {category.children.map((child) => child.name).join(' · ')}
                </span>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ProductSection({
  id,
  title,
  products,
  locale,
}: {
  id: string;
  title: string;
  products: ProductCard[];
  locale: Locale;
}) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <SectionHeader id={id} title={title} />
      <ul className={styles.productGrid}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductTile product={product} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const LOGO_WIDTH = 160;
const LOGO_HEIGHT = 80;

function BrandSection({
  title,
  allLabel,
  allHref,
  brands,
  locale,
}: {
  title: string;
  allLabel: string;
  allHref: string;
  brands: Brand[];
  locale: Locale;
}) {
  return (
    <section className={styles.section} aria-labelledby="home-brands">
      <SectionHeader id="home-brands" title={title} allLabel={allLabel} allHref={allHref} />
      <ul className={styles.brandStrip}>
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link
              href={localizedPath(locale, `/brand/${brand.slug}`)}
              className={styles.brandLink}
              prefetch={false}
            >
              {brand.logo ? (
                <OdooImg
                  folder={brand.logo}
                  name={brand.slug}
                  widths={[LOGO_WIDTH, LOGO_WIDTH * 2]}
                  sizes={`${LOGO_WIDTH}px`}
                  width={LOGO_WIDTH}
                  height={LOGO_HEIGHT}
                  alt=""
                  className={styles.brandLogo}
                />
              ) : null}
              <span className={styles.brandName}>{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
