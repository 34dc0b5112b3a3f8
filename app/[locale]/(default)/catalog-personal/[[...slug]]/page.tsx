import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { CatalogRouteParams } from '@/components/catalog/catalog-page';
import { PersonalCatalogPage } from '@/components/catalog/personal-catalog-page';

// Internal target of proxy.ts for a catalog-only customer's /catalog/...: their own catalog,
// rendered per request with their session. Asked for directly, it is a 404 (proxy.ts).

/** The overview's shell is prerendered; everything in it that is the customer's streams. */
export function generateStaticParams() {
  return [{ slug: [] }];
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Catalogs');
  return { title: t('title'), robots: { index: false } };
}

export default async function PersonalCatalogRoute({
  params,
  searchParams,
}: {
  params: CatalogRouteParams;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('SimpleListing');
  return (
    <PersonalCatalogPage params={params} searchParams={searchParams} loadingLabel={t('loading')} />
  );
}
