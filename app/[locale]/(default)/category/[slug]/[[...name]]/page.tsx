import type { Metadata } from 'next';
import {
  CategoryListingPage,
  categoryMetadata,
  categoryStaticParams,
  type CategoryRouteParams,
} from '@/components/catalog/category-listing-page';

// The bare category URL, the one most visitors and crawlers land on, is prerendered whole. A URL
// with a query (filters, sort, page) is rewritten by proxy.ts to /category-filtered, which renders
// the results per request, so this route never reads searchParams and stays static.
// 'navigation' renders an unlisted slug completely before answering, so an unknown category is a
// real 404 (as on the product page), and the build fails if the page stops being static.
export const ensureStatic = 'navigation';
// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';
export const instant = false;

export function generateStaticParams() {
  return categoryStaticParams();
}

export function generateMetadata({ params }: { params: CategoryRouteParams }): Promise<Metadata> {
  return categoryMetadata(params);
}

export default function CategoryPage({ params }: { params: CategoryRouteParams }) {
  return <CategoryListingPage params={params} />;
}
