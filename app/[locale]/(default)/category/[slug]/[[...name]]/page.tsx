import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { ListingResults, ListingSkeleton } from '@/components/catalog/listing-results';
import styles from '@/components/catalog/listing.module.css';
import {
  flattenCategories,
  getCachedCategories,
  getCachedCategory,
  odooCategorySlug,
  shopCategorySlug,
} from '@/lib/catalog/cached-catalog';
import type { Category } from '@/lib/catalog/types';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

type Params = Promise<{ locale: string; slug: string; name?: string[] }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The redirect-category target; also the route's sample when the tree cannot be read. */
const FALLBACK_SLUG = 'computers';

// Every category is prerendered (its shell: breadcrumbs, title, subcategories); the optional second
// segment only carries a readable name, so the bare slug is the one generated.
export async function generateStaticParams(): Promise<{ slug: string; name: string[] }[]> {
  try {
    const { categories } = await getCachedCategories({ topLevel: true });
    const slugs = flattenCategories(categories).map((category) => ({
      slug: shopCategorySlug(category.slug),
      name: [],
    }));
    if (slugs.length > 0) return slugs;
  } catch {
    // An unreachable backend at build time: render categories on first request instead.
  }
  return [{ slug: FALLBACK_SLUG, name: [] }];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const category = await getCachedCategory(odooCategorySlug(slug));
  return category ? { title: category.name } : {};
}

function ancestors(category: Category): Category[] {
  const chain: Category[] = [];
  for (let node = category.parent; node; node = node.parent) chain.unshift(node);
  return chain;
}

export default async function CategoryPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { locale: rawLocale, slug } = await params;
  const locale = rawLocale as Locale;
  const category = await getCachedCategory(odooCategorySlug(slug));
  if (!category) notFound();

  const path = (node: Category) => `/category/${shopCategorySlug(node.slug)}`;
  const crumbs: Crumb[] = [
    ...ancestors(category).map((node) => ({ name: node.name, path: path(node) })),
    { name: category.name },
  ];
  // Links within the listing go to the canonical URL (without the optional name segment).
  const pathname = localizedPath(locale, path(category));

  return (
    <>
      <Breadcrumbs locale={locale} crumbs={crumbs} />
      <header className={styles.header}>
        <h1>{category.name}</h1>
        {category.children.length > 0 ? (
          <ul className={styles.children}>
            {category.children.map((child) => (
              <li key={child.id}>
                <Link href={localizedPath(locale, path(child))}>{child.name}</Link>
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      {/* Only the result depends on the query: it streams while the shell above is prerendered. */}
      <Suspense fallback={<ListingSkeleton />}>
        <ListingResults
          locale={locale}
          pathname={pathname}
          scope={{ categorySlug: category.slug }}
          searchParams={searchParams}
        />
      </Suspense>
    </>
  );
}
