import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import styles from '@/components/catalog/listing.module.css';
import { loadCategories } from '@/lib/cache/cached-reads.server';
import { shopCategorySlug } from '@/lib/catalog/category-slug';
import type { Category } from '@/lib/catalog/types';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Categories');
  return { title: t('title'), description: t('intro') };
}

export default async function CategoriesPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const [t, tListing, { categories }] = await Promise.all([
    getTranslations('Categories'),
    getTranslations('Listing'),
    loadCategories(locale, { topLevel: true }),
  ]);
  const href = (category: Category) =>
    localizedPath(locale, `/category/${shopCategorySlug(category.slug)}`);

  return (
    <>
      <Breadcrumbs
        locale={locale}
        labels={{ trail: tListing('breadcrumbs'), home: tListing('home') }}
        crumbs={[{ name: t('title') }]}
        structuredData
      />
      <header className={styles.header}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <ul className={styles.tree}>
        {categories.map((category) => (
          <li key={category.id}>
            <h2>
              <Link href={href(category)}>{category.name}</Link>
            </h2>
            {category.children.length > 0 ? (
              <ul>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link href={href(child)}>{child.name}</Link>
                    {child.children.length > 0 ? (
                      <ul>
                        {child.children.map((grandchild) => (
                          <li key={grandchild.id}>
                            <Link href={href(grandchild)}>{grandchild.name}</Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
