import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import type { UserCookie } from '@/lib/shopper/user-cookie';
import { ShopperOnly } from './shopper-only';

/**
 * An account document, or a list of them, only for the signed-in shopper: the same loading line
 * on every such page while the guard and Odoo answer.
 */
export async function ShopperDocuments({
  locale,
  children,
}: {
  locale: Locale;
  children: (shopper: UserCookie) => Promise<ReactNode>;
}) {
  const shared = await getTranslations('AccountDocuments');
  return (
    <ShopperOnly locale={locale} fallback={<p role="status">{shared('loading')}</p>}>
      {children}
    </ShopperOnly>
  );
}
