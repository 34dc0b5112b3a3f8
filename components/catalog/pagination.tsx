import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';
import { listingHref, withPage, type ListingUrlState } from '@/lib/catalog/listing-query';

/**
 * Numbered pages as plain `?page=N` links, so crawlers reach every product: the category, search,
 * brand and catalog listings.
 */
export async function Pagination({
  pathname,
  state,
  totalPages,
}: {
  pathname: string;
  state: ListingUrlState;
  totalPages: number;
}) {
  if (totalPages <= 1) return null;
  const t = await getTranslations('Listing');
  return (
    <PageLinks
      current={Math.min(state.page, totalPages)}
      totalPages={totalPages}
      href={(page) => listingHref(pathname, withPage(state, page))}
      labels={{
        pagination: t('pagination'),
        previousPage: t('previousPage'),
        nextPage: t('nextPage'),
        page: (page) => t('page', { page }),
      }}
    />
  );
}
