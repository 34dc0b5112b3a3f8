'use client';

import { useState } from 'react';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/**
 * 'Transfer cart': a plain form POST (it works before scripts run, and inside a buyer portal's
 * frame). The answer is the page that hands the cart to the procurement system. The button goes
 * out of action once pressed: a second post would find the punch-out already ended and the cart
 * sent nowhere.
 */
export function TransferCartForm({ locale, label }: { locale: Locale; label: string }) {
  const [sent, setSent] = useState(false);
  return (
    <form
      method="post"
      action={localizedPath(locale, '/punchout/transfer')}
      onSubmit={(event) => {
        if (sent) event.preventDefault();
        setSent(true);
      }}
    >
      <button type="submit" className="button button--primary" aria-disabled={sent}>
        {label}
      </button>
    </form>
  );
}
