import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { AccountNav } from '@/components/account/account-nav';
import styles from '@/components/account/account.module.css';
import { routeLocale } from '@/lib/i18n/route-locale.server';

/**
 * The account area's frame: its navigation and the page. Each page checks the shopper itself
 * (components/account/shopper-only.tsx); this layout renders nothing private.
 */
export default async function AccountLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('AccountNav');
  return (
    <div className={styles.layout}>
      <AccountNav
        locale={locale}
        labels={{
          label: t('label'),
          settings: t('settings'),
          orders: t('orders'),
          quotes: t('quotes'),
          invoices: t('invoices'),
          purchasedProducts: t('purchasedProducts'),
          lists: t('lists'),
          requests: t('requests'),
          approvals: t('approvals'),
          company: t('company'),
        }}
      />
      <div className={styles.content}>{children}</div>
    </div>
  );
}
