import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DocumentListPage } from '@/components/account/document-list-page';
import { RequestListPage } from '@/components/approvals/request-list-page';
import type { RawSearchParams } from '@/lib/account/document-list-query';
import { parseRequestListQuery } from '@/lib/approvals/request-list-query';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Approvals');
  return { title: t('approvalsTitle'), robots: { index: false, follow: false } };
}

/**
 * `/my/approvals?status=&page=`: a company Admin's view of everyone's requests, to decide on them.
 * Anyone else is pointed to their own requests (Odoo would list only those anyway).
 */
export default async function ApprovalsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<RawSearchParams>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Approvals');
  return (
    <DocumentListPage titleId="approvals-title" title={t('approvalsTitle')} locale={locale}>
      {async (shopper) =>
        shopper.companyRole === 'Admin' ? (
          <>
            <p>{t('approvalsIntro')}</p>
            <RequestListPage
              path="/my/approvals"
              scope="Company"
              state={parseRequestListQuery(await searchParams)}
              locale={locale}
            />
          </>
        ) : (
          <p>
            {t('adminsOnly')}{' '}
            <Link href={localizedPath(locale, '/my/requests')} prefetch={false}>
              {t('myRequestsTitle')}
            </Link>
          </p>
        )
      }
    </DocumentListPage>
  );
}
