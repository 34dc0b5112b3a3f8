import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { FeatureUnavailable, LoadFailed } from '@/components/account/document-load-state';
import { DocumentSection } from '@/components/account/document-section';
import { ShopperDocuments } from '@/components/account/shopper-documents';
import { RequestDetail } from '@/components/approvals/request-detail';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { documentIdFromSlug } from '@/lib/account/document-list-query';
import { loadApprovalRequest } from '@/lib/approvals/approvals.server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { segmentLocale } from '@/lib/i18n/segment-locale.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';

// The id is known only per request, so the layout's path-reading islands (navigation, account
// menu) cannot be prerendered into a shell: the page may block on its params.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Approvals');
  return { title: t('request'), robots: { index: false, follow: false } };
}

/**
 * `/my/requests/{id}`: one request for approval, to its requester and the company's Admins (who
 * decide here). Another company's, or a made-up id, is not found.
 */
export default async function RequestPage({ params }: { params: Promise<{ id: string }> }) {
  const locale = await segmentLocale();
  return (
    <ShopperDocuments locale={locale}>
      {async (shopper) => {
        const id = documentIdFromSlug((await params).id);
        if (id === null) notFound();
        return <Request id={id} shopper={shopper} locale={locale} />;
      }}
    </ShopperDocuments>
  );
}

async function Request({
  id,
  shopper,
  locale,
}: {
  id: number;
  shopper: UserCookie;
  locale: Locale;
}) {
  const [loaded, messages] = await Promise.all([
    loadApprovalRequest(id),
    getMessages() as Promise<Messages>,
  ]);
  if (loaded.status === 'ok') {
    return (
      <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
        <RequestDetail
          request={loaded.data}
          isAdmin={shopper.companyRole === 'Admin'}
          labels={messages.Approvals}
          locale={locale}
        />
      </OverlayLabelsProvider>
    );
  }
  return (
    <DocumentSection titleId="request-title" title={messages.Approvals.request}>
      {loaded.status === 'unavailable' ? (
        <FeatureUnavailable text={messages.Approvals.unavailable} />
      ) : (
        <LoadFailed retryHref={localizedPath(locale, `/my/requests/${id}`)} />
      )}
    </DocumentSection>
  );
}
