import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { getStaticContent } from '@/lib/content/static-content.server';
import { odooPageUrl, type StaticPageSlug } from '@/lib/content/static-pages';
import type { StaticContent } from '@/lib/content/types';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import {
  publicPagePaths,
  sitemapCategoryPaths,
  sitemapProductPaths,
} from '@/lib/seo/sitemap-sources.server';
import {
  compareProducts,
  getBrands,
  getCatalogs,
  getQuickSearchResult,
} from '@/lib/catalog/catalog-features.server';
import { getCategories, getCategory, type CategoriesQuery } from '@/lib/catalog/categories.server';
import { DEFAULT_PAGE_SIZE } from '@/lib/catalog/listing-query';
import {
  isPlausibleProductSlug,
  odooProductSlug,
  shopProductSlug,
} from '@/lib/catalog/product-slug';
import {
  getProductTemplate,
  getProductTemplatesList,
  getRealProduct,
} from '@/lib/catalog/products.server';
import type {
  Brand,
  Catalog,
  Category,
  CategoryDetail,
  CategoryList,
  Comparison,
  Listing,
  ListingQuery,
  ProductCard,
  ProductDetail,
  QuickSearchResult,
  RealProduct,
} from '@/lib/catalog/types';

// Every cached read of the shop ('use cache'), with its tags and lifetime, in one place.
//
// - Keys: the inputs are plain values and the page's locale comes first (Odoo answers in that
//   language, so it must be part of the key). The reads underneath use odooPublic(): no cookies,
//   no request headers, nothing per shopper enters an entry.
// - Tags: CATALOG_TAGS below; POST /api/revalidate maps Odoo's webhook tags onto them
//   (tagsFromOdoo) and drops the entries early.
// - Errors are thrown, never cached: a revalidation that fails keeps the last good entry (and
//   page) instead of caching the error.

// ---------- tags and lifetimes ----------

export const CATALOG_TAGS = {
  product: (templateId: number) => `product:${templateId}`,
  category: (categoryId: number) => `category:${categoryId}`,
  /** Every product listing (categories, search, brands, catalogs, home strips). */
  products: 'products',
  /** The category tree and navigation. */
  categories: 'categories',
  brands: 'brands',
  /** One website page, by the `contentCacheTag` Odoo gives it (`W<page id>`). */
  content: (odooTag: string) => `content:${odooTag}`,
  /** Every static content page, misses included (a page published later replaces the 404). */
  staticContent: 'static-content',
} as const;

/** Odoo's invalidation tags (`P12`, `C3`, `W7`) as our tags; unknown ones are ignored. */
export function tagsFromOdoo(odooTags: readonly string[]): string[] {
  const tags = new Set<string>();
  for (const raw of odooTags) {
    const match = /^([PCW])(\d+)$/.exec(raw.trim());
    if (!match) continue;
    const id = Number(match[2]);
    if (match[1] === 'P') tags.add(CATALOG_TAGS.product(id)).add(CATALOG_TAGS.products);
    else if (match[1] === 'W') {
      tags.add(CATALOG_TAGS.content(`W${id}`)).add(CATALOG_TAGS.staticContent);
    } else
      tags.add(CATALOG_TAGS.category(id)).add(CATALOG_TAGS.categories).add(CATALOG_TAGS.products);
  }
  return [...tags];
}

// Lifetimes: the named profiles of cache-profiles.ts, registered in next.config.ts. Every
// read here uses one of them, so each keeps its last good entry for 30 days while Odoo is down.

// ---------- categories and listings ----------

export async function loadCategories(
  locale: Locale,
  query: CategoriesQuery = {},
): Promise<CategoryList> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.categories);
  return getCategories(locale, query);
}

/** A category by its Odoo slug (`/category/computers`); null when the website has none. */
export async function loadCategory(
  locale: Locale,
  odooSlug: string,
): Promise<CategoryDetail | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.categories);
  const category = await getCategory(locale, { slug: odooSlug });
  if (category) cacheTag(...categoryTags(category));
  return category;
}

function categoryTags(category: Category): string[] {
  const tags: string[] = [];
  for (let node: Category | null = category; node; node = node.parent) {
    tags.push(CATALOG_TAGS.category(node.id));
  }
  return tags;
}

/** A listing page (category, search) by its canonical query. */
export async function loadListing(locale: Locale, query: ListingQuery): Promise<Listing> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, query);
  // Per-product tags let one product's change drop the listings that show it (at most a page).
  cacheTag(...listing.products.slice(0, 50).map((product) => CATALOG_TAGS.product(product.id)));
  return listing;
}

// ---------- products ----------

/**
 * The product for a URL segment (`<name>-<id>`), dropped by its `product:<id>` tag. A miss is
 * tagged with the product-list tag so a newly published product replaces the cached 404.
 */
export async function loadProduct(locale: Locale, slug: string): Promise<ProductDetail | null> {
  'use cache';
  cacheLife('catalog');
  if (!isPlausibleProductSlug(slug)) {
    cacheTag(CATALOG_TAGS.products);
    return null;
  }
  const product = await getProductTemplate(locale, { slug: odooProductSlug(slug) });
  cacheTag(product ? CATALOG_TAGS.product(product.id) : CATALOG_TAGS.products);
  return product;
}

/** URL segments of the first products of the catalogue, prerendered at build time. */
export async function loadPrerenderedProductSlugs(
  locale: Locale,
  count: number,
): Promise<string[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, { page: 1, pageSize: count });
  return listing.products.map((product) => shopProductSlug(product.slug)).filter(Boolean);
}

/**
 * The variant of a combination for the product page's picker (/api/product-variant), per
 * template and combination (ids de-duplicated and sorted by the caller).
 */
export async function loadRealProduct(
  locale: Locale,
  templateId: number,
  combinationIds: number[],
): Promise<RealProduct | null> {
  'use cache';
  cacheLife('catalog-variant');
  cacheTag(CATALOG_TAGS.product(templateId));
  return getRealProduct(locale, { productTemplateId: templateId, combinationIds });
}

// ---------- quick search and compare ----------

/** Products shown in the header's quick-search dropdown. */
const QUICK_SEARCH_PRODUCT_LIMIT = 6;

/**
 * The header's quick search (/api/quick-search); null without the extension. The term is the
 * cache key lower-cased: Odoo searches case-insensitively anyway.
 */
export async function loadQuickSearch(
  locale: Locale,
  lowerCaseTerm: string,
): Promise<QuickSearchResult | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products, CATALOG_TAGS.categories);
  const result = await getQuickSearchResult(locale, {
    term: lowerCaseTerm,
    pageSize: QUICK_SEARCH_PRODUCT_LIMIT,
  });
  return result.available ? result.data : null;
}

/** The compare page's products and rows (/api/compare); null without the extension. */
export async function loadComparison(locale: Locale, ids: number[]): Promise<Comparison | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products, ...ids.map(CATALOG_TAGS.product));
  const result = await compareProducts(locale, ids);
  return result.available ? result.data : null;
}

// ---------- brands and catalogs ----------

/** Odoo's brands query pages by 100 by default; a shop with more brands still lists them all. */
const ALL_BRANDS_PAGE_SIZE = 500;

/** Every brand, or null without the brands extension. */
export async function loadBrands(locale: Locale): Promise<Brand[] | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.brands);
  const brands = await getBrands(locale, { pageSize: ALL_BRANDS_PAGE_SIZE });
  return brands.available ? brands.data : null;
}

/** The public catalogs, or null without the catalogs extension. */
export async function loadCatalogs(locale: Locale): Promise<Catalog[] | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products);
  const catalogs = await getCatalogs(locale);
  return catalogs.available ? catalogs.data : null;
}

export type ListingScope = { brandSlug: string } | { catalogSlug: string };

/** One page of a brand's or a catalog's products (name A to Z, the shop's default sort). */
export async function loadScopedListing(
  locale: Locale,
  scope: ListingScope,
  page: number,
): Promise<Listing> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, {
    ...scope,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sort: { field: 'name', direction: 'ASC' },
  });
  for (const product of listing.products) cacheTag(CATALOG_TAGS.product(product.id));
  return listing;
}

// ---------- home ----------

const HOME_STRIP_SIZE = 8;
const HOME_BRAND_COUNT = 12;

export async function loadTopCategories(locale: Locale): Promise<Category[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.categories);
  const { categories } = await getCategories(locale, { topLevel: true });
  return categories;
}

/**
 * Odoo 15's schema has no "featured" flag, so the featured strip shows the top of the range
 * (highest price first, which also leaves out quotation-only products at price 0) and the new
 * strip the most recently created templates (highest id first).
 */
export async function loadHomeProducts(
  locale: Locale,
  strip: 'featured' | 'new',
): Promise<ProductCard[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.products);
  const listing = await getProductTemplatesList(locale, {
    pageSize: HOME_STRIP_SIZE,
    sort:
      strip === 'featured'
        ? { field: 'price', direction: 'DESC' }
        : { field: 'id', direction: 'DESC' },
  });
  for (const product of listing.products) cacheTag(CATALOG_TAGS.product(product.id));
  return listing.products;
}

/** Null when the backend lacks the brands extension: the strip is then left out. */
export async function loadHomeBrands(locale: Locale): Promise<Brand[] | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.brands);
  const brands = await getBrands(locale, { pageSize: HOME_BRAND_COUNT });
  return brands.available ? brands.data : null;
}

// ---------- static content and sitemap ----------

/**
 * A static page in one locale, keyed by locale + slug. Tagged with the page's own Odoo tag and
 * the tag of all static content, so Odoo's `W<id>` webhook drops it. Only the shop's listed slugs
 * come here (the route checks), so arbitrary URLs neither fill the cache nor reach Odoo. Null when
 * Odoo has no such page (the page is then a 404).
 */
export async function loadStaticPage(
  locale: Locale,
  slug: StaticPageSlug,
): Promise<StaticContent | null> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.staticContent);
  const page = await getStaticContent(locale, {
    url: odooPageUrl(slug),
    // Odoo strips these (and always <script>); the sanitiser would too, but smaller entries.
    exclude: ['style'],
  });
  if (page?.cacheTag) cacheTag(CATALOG_TAGS.content(page.cacheTag));
  return page;
}

/** Every public page the sitemap lists, as locale-less paths. */
export async function loadSitemapPaths(): Promise<string[]> {
  'use cache';
  cacheLife('catalog');
  cacheTag(CATALOG_TAGS.categories, CATALOG_TAGS.products, CATALOG_TAGS.brands);
  const [categories, products, brands, catalogs] = await Promise.all([
    sitemapCategoryPaths(),
    sitemapProductPaths(),
    loadBrands(DEFAULT_LOCALE),
    loadCatalogs(DEFAULT_LOCALE),
  ]);
  return publicPagePaths({ categories, products, brands, catalogs });
}
