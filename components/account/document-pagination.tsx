import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';

/** Numbered pages of an account list; `href` writes the list's URL for a page. */
export async function DocumentPagination({
  current,
  totalPages,
  href,
}: {
  current: number;
  totalPages: number;
  href: (page: number) => string;
}) {
  if (totalPages <= 1 || current > totalPages) return null;
  const t = await getTranslations('AccountDocuments');
  return (
    <PageLinks
      current={current}
      totalPages={totalPages}
      href={href}
      align="start"
      // One customer's lists: nothing to fetch ahead.
      prefetch={false}
      labels={{
        pagination: t('pagination'),
        previousPage: t('previousPage'),
        nextPage: t('nextPage'),
        page: (page) => t('page', { page }),
      }}
    />
  );
}
