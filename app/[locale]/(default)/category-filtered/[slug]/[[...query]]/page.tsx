import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import {
  CategoryListingPage,
  categoryMetadata,
  categoryStaticParams,
} from '@/components/catalog/category-listing-page';
import { listingQueryOfPath } from '@/lib/catalog/listing-query-segment';

// Internal target of proxy.ts for /category/{slug}?<query>: the shopper's URL stays /category/...
// A filter set's results depend on its query alone (catalogue reads; the shopper's prices are
// swapped in the browser), so each set is a static page of its own, like a search: proxy.ts puts
// the canonical query in the last segment (lib/catalog/listing-query-segment.ts); the first request
// renders it, later ones come from the page cache, which keeps these pages in memory only, within
// its size bound (lib/cache/isr-cache-handler.mjs).
//
// 'navigation': an unlisted set renders completely before answering, so a non-canonical one is a
// real 404 (and never stored) rather than a streamed 200.
export const ensureStatic = 'navigation';
export const instant = false;

type Params = Promise<{ locale: string; slug: string; query?: string[] }>;

/** One category's sample renders at build time; every set renders on its first request. */
export async function generateStaticParams(): Promise<{ slug: string; query: string[] }[]> {
  return (await categoryStaticParams()).slice(0, 1).map(({ slug }) => ({ slug, query: [] }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const query = listingQueryOfPath((await params).query);
  return categoryMetadata(params, query ?? undefined);
}

export default async function FilteredCategoryPage({ params }: { params: Params }) {
  const query = listingQueryOfPath((await params).query);
  if (query === null) notFound();
  return <CategoryListingPage params={params} query={query} />;
}
