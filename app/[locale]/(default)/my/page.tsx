import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { AddressBookView } from '@/components/account/address-book-view';
import styles from '@/components/account/account-settings.module.css';
import { PasswordForm } from '@/components/account/password-form';
import { ProfileForm } from '@/components/account/profile-form';
import { ShopperOnly } from '@/components/account/shopper-only';
import { OverlayLabelsProvider } from '@/components/layout/shell-labels-provider';
import { loadAddressBookAction } from '@/lib/addresses/address-actions';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { preferredCountry } from '@/lib/shop/shopper-preferences.server';
import type { UserCookie } from '@/lib/shopper/user-cookie';
import { loadUser } from '@/lib/user/user.server';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('AccountSettings');
  return { title: t('title'), robots: { index: false } };
}

/** `/my` and `/my/home`: Account & Settings (details, password, addresses), per request. */
export default async function AccountSettingsPage({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  const locale = await routeLocale(params);
  const t = await getTranslations('AccountSettings');
  return (
    <div className={styles.page}>
      <h1>{t('title')}</h1>
      <ShopperOnly locale={locale} fallback={<p role="status">{t('loading')}</p>}>
        {(shopper) => <AccountSettings locale={locale} shopper={shopper} />}
      </ShopperOnly>
    </div>
  );
}

async function AccountSettings({ locale, shopper }: { locale: Locale; shopper: UserCookie }) {
  const messages = (await getMessages()) as Messages;
  const [account, addressBook, country] = await Promise.all([
    // Odoo unreachable: the form starts from the signed cookie's name and address instead.
    loadUser().catch(() => null),
    // The same action the page's retry calls, so a failure is recorded the same way.
    loadAddressBookAction({ locale }),
    preferredCountry(),
  ]);
  return (
    <OverlayLabelsProvider labels={{ FormErrors: messages.FormErrors }}>
      <div className={styles.forms}>
        <div className={styles.section}>
          <ProfileForm
            initial={{
              name: account?.name ?? shopper.name,
              email: account?.email ?? shopper.email,
            }}
            labels={messages.AccountSettings}
          />
        </div>
        <div className={styles.section}>
          <PasswordForm labels={messages.AccountSettings} />
        </div>
      </div>
      <AddressBookView
        locale={locale}
        initial={addressBook}
        preferredCountryCode={country}
        labels={messages.AddressBook}
      />
    </OverlayLabelsProvider>
  );
}
