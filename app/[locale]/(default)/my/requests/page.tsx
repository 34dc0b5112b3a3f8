import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DocumentListPage } from '@/components/account/document-list-page';
import { RequestListPage } from '@/components/approvals/request-list-page';
import type { RawSearchParams } from '@/lib/account/document-list-query';
import { parseRequestListQuery } from '@/lib/approvals/request-list-query';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Approvals');
  return { title: t('myRequestsTitle'), robots: { index: false, follow: false } };
}

/** `/my/requests?status=&page=`: the orders the customer submitted for approval, and the decisions. */
export default async function MyRequestsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Approvals');
  return (
    <DocumentListPage titleId="requests-title" title={t('myRequestsTitle')} locale={locale}>
      {async () => (
        <>
          <p>{t('myRequestsIntro')}</p>
          <RequestListPage
            path="/my/requests"
            scope="Mine"
            state={parseRequestListQuery(await searchParams)}
            locale={locale}
          />
        </>
      )}
    </DocumentListPage>
  );
}
