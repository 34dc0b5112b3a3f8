'use client';

import { useEffect } from 'react';
import { ErrorView } from '@/components/errors/error-view';
import { useErrorStore } from '@/lib/errors/error-store';
import { DEFAULT_LOCALE, isSupportedLocale, localizedPath, type Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';
import './globals.css';

// Last resort when the root layout itself failed: no providers exist here, so the error texts
// come straight from the catalogues (only this small chunk loads them, and only on such an error).
const ERRORS: Record<Locale, typeof en.Errors> = {
  nl: nl.Errors,
  en: en.Errors,
  de: de.Errors,
  ru: ru.Errors,
};

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    useErrorStore.getState().recordError(error);
  }, [error]);

  const segment = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
  const locale: Locale = isSupportedLocale(segment) ? segment : DEFAULT_LOCALE;
  const t = ERRORS[locale];

  return (
    <html lang={locale}>
      <body>
        <main className="site-main">
          <ErrorView
            title={t.errorTitle}
            text={t.errorText}
            homeHref={localizedPath(locale, '/')}
            homeLabel={t.returnHome}
            backLabel={t.back}
          />
        </main>
      </body>
    </html>
  );
}
