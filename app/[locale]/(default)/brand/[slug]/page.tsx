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
