import type { Metadata } from 'next';
import {
  CategoryListingPage,
  categoryMetadata,
  categoryStaticParams,
  type CategoryRouteParams,
} from '@/components/catalog/category-listing-page';
import type { SearchParamsInput } from '@/lib/catalog/listing-query';

// Internal target of proxy.ts for /category/{slug}?<query>: the shopper's URL stays /category/...,
// the shell is prerendered and the filtered results stream per request.

// The shell (breadcrumbs, title, subcategories) of every category is prerendered here too.
export function generateStaticParams() {
  return categoryStaticParams();
}

export function generateMetadata({
  params,
  searchParams,
}: {
  params: CategoryRouteParams;
  searchParams: Promise<SearchParamsInput>;
}): Promise<Metadata> {
  return categoryMetadata(params, searchParams);
}

export default function FilteredCategoryPage({
  params,
  searchParams,
}: {
  params: CategoryRouteParams;
  searchParams: Promise<SearchParamsInput>;
}) {
  return <CategoryListingPage params={params} searchParams={searchParams} />;
}
