import type { Metadata } from 'next';
import {
  CatalogPage,
  catalogMetadata,
  catalogStaticParams,
  type CatalogRouteParams,
} from '@/components/catalog/catalog-page';

// Prerendered whole ('navigation'): an unknown catalog is a real 404 on the first request.
export const ensureStatic = 'navigation';
// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';
export const instant = false;

export function generateStaticParams() {
  return catalogStaticParams();
}

export function generateMetadata({ params }: { params: CatalogRouteParams }): Promise<Metadata> {
  return catalogMetadata(params);
}

export default function CatalogRoute({ params }: { params: CatalogRouteParams }) {
  return <CatalogPage params={params} />;
}
