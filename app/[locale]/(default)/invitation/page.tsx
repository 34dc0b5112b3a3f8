import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { InvalidInvitation } from '@/components/company/invalid-invitation';
import { InvitationForm } from '@/components/company/invitation-form';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Invitation');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** The link of a colleague's invitation mail: `?token=` from Odoo; a password signs them in. */
export default async function InvitationPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Invitation');
  return (
    <section aria-labelledby="invitation-title" className="narrow-page">
      <h1 id="invitation-title">{t('title')}</h1>
      <Suspense fallback={null}>
        <Invitation locale={locale} searchParams={searchParams} />
      </Suspense>
    </section>
  );
}

async function Invitation({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  const messages = (await getMessages()) as Messages;
  if (typeof token !== 'string' || token === '') {
    return (
      <InvalidInvitation
        text={messages.Invitation.missingToken}
        resetHref={localizedPath(locale, '/forgot-password/new-password')}
        resetLabel={messages.Invitation.resetPassword}
      />
    );
  }
  return (
    <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
      <InvitationForm locale={locale} token={token} labels={messages.Invitation} />
    </OverlayLabelsProvider>
  );
}
