'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import styles from '@/components/ui/form.module.css';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { refreshShopperState } from '@/lib/auth/after-sign-in.browser';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';
import { useUiStore } from '@/lib/browser/ui-store';
import { LoginForm, type SignedIn } from './login-form';
import { RegistrationForm } from './registration-form';
import { ResetRequestForm } from './reset-request-form';

/**
 * Login / register / reset modal. It opens in LOGIN mode unless asked otherwise and holds the path
 * to continue to after signing in (checkout passes /checkout).
 */
export function LoginModal({ locale, ...dialog }: OverlayProps & { locale: Locale }) {
  const labels = useLabels('LoginModal');
  const mode = useUiStore((state) => state.loginModalMode);
  const redirectPath = useUiStore((state) => state.loginRedirectPath);
  const setMode = useUiStore((state) => state.setLoginModalMode);
  const router = useRouter();
  const [registered, setRegistered] = useState<{ email: string; notice: string } | undefined>();
  const perks = [
    labels.perkOrders,
    labels.perkInvoices,
    labels.perkDetails,
    labels.perkWishlist,
    labels.perkCatalog,
    labels.perkPrices,
  ];

  const signedIn = (answer: SignedIn) => {
    notify(answer.message, { kind: 'success' });
    dialog.onClose();
    refreshShopperState();
    // Catalog-only customers shop in their catalog (spec); an explicit destination comes first.
    const next = redirectPath ?? (answer.catalogOnly ? '/catalog' : null);
    if (next) router.push(localizedPath(locale, next));
    // Pages rendered for this request (cart, search) show the customer's prices now.
    else router.refresh();
  };

  return (
    <Dialog {...dialog} placement="center" title={labels[mode]}>
      {mode === 'LOGIN' ? (
        <>
          <LoginForm
            key={registered?.email}
            locale={locale}
            email={registered?.email}
            notice={registered?.notice}
            onSignedIn={signedIn}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.linkButton} onClick={() => setMode('RESET')}>
              {labels.forgotPassword}
            </button>
            <button type="button" className={styles.linkButton} onClick={() => setMode('REGISTER')}>
              {labels.createAccount}
            </button>
          </div>
        </>
      ) : mode === 'REGISTER' ? (
        <>
          <RegistrationForm
            locale={locale}
            onRegistered={(email, notice) => {
              setRegistered({ email, notice });
              setMode('LOGIN');
            }}
          />
          <button type="button" className={styles.linkButton} onClick={() => setMode('LOGIN')}>
            {labels.haveAccount}
          </button>
        </>
      ) : (
        <>
          <ResetRequestForm locale={locale} onSent={dialog.onClose} />
          <button type="button" className={styles.linkButton} onClick={() => setMode('LOGIN')}>
            {labels.backToLogin}
          </button>
        </>
      )}
      <section className="perks" data-mode={mode}>
        <h3 className="perks__title">{labels.perksTitle}</h3>
        <ul>
          {perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </section>
    </Dialog>
  );
}
