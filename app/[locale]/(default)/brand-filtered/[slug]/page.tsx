import type { Metadata } from 'next';
import {
  BrandPage,
  brandMetadata,
  brandStaticParams,
  type BrandRouteParams,
} from '@/components/catalog/brand-page';

// Internal target of proxy.ts for /brand/{slug}?page=N: the shopper's URL stays /brand/..., the
// shell is prerendered and the page of products streams per request.

export function generateStaticParams() {
  return brandStaticParams();
}

export function generateMetadata({ params }: { params: BrandRouteParams }): Promise<Metadata> {
  return brandMetadata(params);
}

export default function FilteredBrandRoute({
  params,
  searchParams,
}: {
  params: BrandRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <BrandPage params={params} searchParams={searchParams} />;
}
