import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { ListingResults } from '@/components/catalog/listing-results';
import styles from '@/components/catalog/listing.module.css';
import { loadCategories, loadCategory, loadListing } from '@/lib/cache/cached-reads.server';
import { odooCategorySlug, shopCategorySlug } from '@/lib/catalog/category-slug';
import {
  defaultListingState,
  needsFacets,
  parseListingQuery,
  serializeListingQuery,
  toListingQuery,
} from '@/lib/catalog/listing-query';
import type { Category } from '@/lib/catalog/types';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@/lib/i18n/locales';
import { odooImageUrl } from '@/lib/images/odoo-image';
import { absoluteUrl } from '@/lib/seo/site-url';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale.server';
import { renderWhileOdooAnswers } from '@/lib/shopper/odoo-outage-gate.server';

export type CategoryRouteParams = Promise<{ locale: string; slug: string; name?: string[] }>;

/** The redirect-category target; also the route's sample when the tree cannot be read. */
const FALLBACK_SLUG = 'computers';

/** Every category of the tree (top levels and their children). */
function flattenCategories(categories: readonly Category[]): Category[] {
  const seen = new Map<number, Category>();
  const visit = (category: Category) => {
    if (seen.has(category.id)) return;
    seen.set(category.id, category);
    category.children.forEach(visit);
  };
  categories.forEach(visit);
  return [...seen.values()];
}

/** Every category, by its bare slug (the optional second segment only carries a readable name). */
export async function categoryStaticParams(): Promise<{ slug: string; name: string[] }[]> {
  try {
    // Slugs are the same in every language.
    const { categories } = await loadCategories(DEFAULT_LOCALE, { topLevel: true });
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

/**
 * Filtered and sorted views point their canonical at the bare category: one indexed page per
 * category. A further page of the plain listing (`?page=2`) is its own page with its own
 * canonical; a page past the last one is not indexed. Shared with the share image of the shop.
 */
export async function categoryMetadata(
  params: CategoryRouteParams,
  query?: URLSearchParams,
): Promise<Metadata> {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const category = await loadCategoryPage(locale, slug, query);
  if (!category) return notFoundMetadata(locale);
  const t = await getTranslations('Listing');
  const path = `/category/${shopCategorySlug(category.slug)}`;
  const state = query ? parseListingQuery(query) : null;
  const furtherPage = state !== null && state.page > 1;
  const pageOnly = furtherPage && serializeListingQuery(state) === `page=${state.page}`;
  return pageMetadata({
    locale,
    path: pageOnly ? `${path}?page=${state.page}` : path,
    title: category.name,
    description: t('categoryMetaDescription', { category: category.name }),
    noIndex: furtherPage && !(await hasProducts(locale, state, category.slug)),
    images: await shareImages(locale, category.slug),
  });
}

/**
 * A category's share image: its first product's picture (the page's own metadata replaces the
 * shop's default Open Graph image, so it needs one of its own).
 */
async function shareImages(locale: Locale, categorySlug: string): Promise<string[] | undefined> {
  const scope = { categorySlug };
  const listing = await loadListing(locale, toListingQuery(defaultListingState(), [], scope));
  const product = listing.products.find((candidate) => candidate.image);
  if (!product?.image) return undefined;
  const image = odooImageUrl(product.image, product.imageName, 1200, 1200);
  return [/^https?:/.test(image) ? image : absoluteUrl(image)];
}

/** Whether a listing page holds products (a page past the last one does not). */
async function hasProducts(
  locale: Locale,
  state: ReturnType<typeof parseListingQuery>,
  categorySlug: string,
): Promise<boolean> {
  const scope = { categorySlug };
  const facets = needsFacets(state)
    ? (await loadListing(locale, toListingQuery(defaultListingState(state.search), [], scope)))
        .facets
    : [];
  return (await loadListing(locale, toListingQuery(state, facets, scope))).products.length > 0;
}

/**
 * A category (or a filter set) never rendered before cannot render while Odoo is down: the
 * shopper is told so at its own address, query included.
 */
function loadCategoryPage(locale: Locale, slug: string, query?: URLSearchParams) {
  const path = localizedPath(locale, `/category/${slug}`);
  const address = query?.size ? `${path}?${query}` : path;
  return renderWhileOdooAnswers(address, () => loadCategory(locale, odooCategorySlug(slug)));
}

function ancestors(category: Category): Category[] {
  const chain: Category[] = [];
  for (let node = category.parent; node; node = node.parent) chain.unshift(node);
  return chain;
}

/**
 * A category's page: without `query` the bare URL's listing (default state), with it a filter set
 * (the proxy rewrites URLs that carry a query). Either is a static page.
 */
export async function CategoryListingPage({
  params,
  query,
}: {
  params: CategoryRouteParams;
  query?: URLSearchParams;
}) {
  const { slug } = await params;
  const locale = await routeLocale(params);
  const [t, category] = await Promise.all([
    getTranslations('Listing'),
    loadCategoryPage(locale, slug, query),
  ]);
  if (!category) notFound();

  const path = (node: Category) => `/category/${shopCategorySlug(node.slug)}`;
  const crumbs: Crumb[] = [
    ...ancestors(category).map((node) => ({ name: node.name, path: path(node) })),
    { name: category.name },
  ];
  // Links within the listing go to the canonical URL (without the optional name segment).
  const pathname = localizedPath(locale, path(category));
  const results = (
    <ListingResults
      locale={locale}
      pathname={pathname}
      scope={{ categorySlug: category.slug }}
      searchParams={query ? Promise.resolve(query) : undefined}
    />
  );

  return (
    <>
      <Breadcrumbs
        locale={locale}
        labels={{ trail: t('breadcrumbs'), home: t('home') }}
        crumbs={crumbs}
        structuredData
      />
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
      {/* Rendered whole: a Suspense boundary would only add a fallback and its reveal script. */}
      {results}
    </>
  );
}
