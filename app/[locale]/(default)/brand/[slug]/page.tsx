import type { Metadata } from 'next';
import {
  BrandPage,
  brandMetadata,
  brandStaticParams,
  type BrandRouteParams,
} from '@/components/catalog/brand-page';

// Prerendered whole ('navigation'): an unlisted slug is rendered before anything is answered, so
// an unknown brand is a real 404 on the first request.
export const ensureStatic = 'navigation';
// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';
export const instant = false;

export function generateStaticParams() {
  return brandStaticParams();
}

export function generateMetadata({ params }: { params: BrandRouteParams }): Promise<Metadata> {
  return brandMetadata(params);
}

export default function BrandRoute({ params }: { params: BrandRouteParams }) {
  return <BrandPage params={params} />;
}
