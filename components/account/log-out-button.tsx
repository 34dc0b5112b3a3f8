'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { forgetShopperState } from '@/lib/auth/after-sign-in.browser';
import { callAuthEndpoint, type Messaged } from '@/lib/auth/auth-client';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import { notify } from '@/lib/notifications/notification-queue';

/**
 * 'log out': Odoo ends the session, the server drops the user, cart-size, wishlist-size and
 * punch-out cookies, the stores empty, and the shopper lands on the home page (spec).
 */
export function LogOutButton({ locale, onDone }: { locale: Locale; onDone: () => void }) {
  const labels = useLabels('ProfileSidebar');
  const offline = useLabels('Notifications').actionFailed;
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const logOut = async () => {
    setBusy(true);
    const answer = await callAuthEndpoint<Messaged>('/api/session', 'DELETE', locale, {}, offline);
    setBusy(false);
    if (!answer.ok) {
      notify(answer.error, { kind: 'danger' });
      return;
    }
    onDone();
    forgetShopperState();
    notify(answer.data.message, { kind: 'success' });
    router.push(localizedPath(locale, '/'));
    router.refresh();
  };

  return (
    <button type="button" className="button" onClick={logOut} disabled={busy}>
      {labels.logOut}
    </button>
  );
}
