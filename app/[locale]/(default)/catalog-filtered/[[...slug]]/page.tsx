import type { Metadata } from 'next';
import {
  CatalogPage,
  catalogMetadata,
  catalogStaticParams,
  type CatalogRouteParams,
} from '@/components/catalog/catalog-page';

// Internal target of proxy.ts for /catalog/{slug}?page=N: the shopper's URL stays /catalog/...,
// the shell is prerendered and the page of products streams per request.

export function generateStaticParams() {
  return catalogStaticParams();
}

export function generateMetadata({ params }: { params: CatalogRouteParams }): Promise<Metadata> {
  return catalogMetadata(params);
}

export default function FilteredCatalogRoute({
  params,
  searchParams,
}: {
  params: CatalogRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <CatalogPage params={params} searchParams={searchParams} />;
}
