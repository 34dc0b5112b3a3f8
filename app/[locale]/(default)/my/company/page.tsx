import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { FeatureUnavailable, LoadFailed } from '@/components/account/document-load-state';
import { ShopperOnly } from '@/components/account/shopper-only';
import styles from '@/components/company/company.module.css';
import { CompanyOverview } from '@/components/company/company-overview';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { loadCompanyPage } from '@/lib/company/company.server';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Company');
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/my/company`: the customer's company, for its Admins with its people and settings. */
export default async function CompanyPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await routeLocale(params);
  const t = await getTranslations('Company');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{t('loading')}</p>}>
        {() => <Company locale={locale} />}
      </ShopperOnly>
    </div>
  );
}

async function Company({ locale }: { locale: Locale }) {
  const [loaded, messages] = await Promise.all([
    loadCompanyPage(),
    getMessages() as Promise<Messages>,
  ]);
  if (loaded.status === 'unavailable') {
    return <FeatureUnavailable text={messages.Company.unavailable} />;
  }
  if (loaded.status === 'failed') {
    return <LoadFailed retryHref={localizedPath(locale, '/my/company')} />;
  }
  return (
    <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
      <CompanyOverview
        view={loaded.data}
        labels={messages.Company}
        approvalLabels={messages.Approvals}
        locale={locale}
      />
    </OverlayLabelsProvider>
  );
}
