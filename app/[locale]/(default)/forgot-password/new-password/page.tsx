import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { NewPasswordForm } from '@/components/auth/new-password-form';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordReset');
  return { title: t('title'), robots: { index: false } };
}

/** The link of the reset e-mail: `?token=` from Odoo; the new password goes to Odoo with it. */
export default async function NewPasswordPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('PasswordReset');
  return (
    <section aria-labelledby="new-password-title" className="narrow-page">
      <h1 id="new-password-title">{t('title')}</h1>
      <Suspense fallback={null}>
        <TokenForm locale={locale} searchParams={searchParams} />
      </Suspense>
    </section>
  );
}

async function TokenForm({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const token = (await searchParams).token;
  const messages = (await getMessages()) as Messages;
  return (
    <OverlayLabelsProvider
      labels={{ FormErrors: messages.FormErrors, LoginModal: messages.LoginModal }}
    >
      <NewPasswordForm
        locale={locale}
        token={typeof token === 'string' ? token : ''}
        labels={messages.PasswordReset}
      />
    </OverlayLabelsProvider>
  );
}
