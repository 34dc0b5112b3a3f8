'use client';

import { useEffect, useState } from 'react';
import { ErrorView } from '@/components/errors/error-view';
import { reloadForChunkError } from '@/lib/errors/chunk-reload';
import { DEFAULT_LOCALE, isSupportedLocale, localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import styles from './global-error.module.css';

// Last resort when the root layout itself failed, so no providers exist. This boundary ships with
// every page, so its texts are loaded only when it actually shows, and it brings a few styles of
// its own: the shop's stylesheet imported here was inlined into every page's RSC payload a second
// time (11 KB). A failure in the browser keeps the page's stylesheets; one on the server has these.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const [locale] = useState<Locale>(() => {
    const segment = typeof window === 'undefined' ? '' : window.location.pathname.split('/')[1];
    return isSupportedLocale(segment) ? segment : DEFAULT_LOCALE;
  });
  const [texts, setTexts] = useState<Messages['Errors'] | null>(null);

  useEffect(() => {
    // Loaded here rather than with the boundary, which every page carries (the store brings zustand).
    void import('@/lib/errors/error-store.browser').then(({ useErrorStore }) =>
      useErrorStore.getState().recordError(error),
    );
    import(`@/messages/${locale}.json`).then(
      (module: { default: Messages }) => setTexts(module.default.Errors),
      // Offline or a new deployment: the same rule as any failed chunk (reload at most once a minute).
      () => reloadForChunkError(window.sessionStorage, () => window.location.reload()),
    );
  }, [error, locale]);

  return (
    <html lang={locale}>
      <body>
        <main className={`site-main ${styles.page}`}>
          {texts ? (
            <ErrorView
              title={texts.errorTitle}
              text={texts.errorText}
              homeHref={localizedPath(locale, '/')}
              homeLabel={texts.returnHome}
              backLabel={texts.back}
            />
          ) : null}
        </main>
      </body>
    </html>
  );
}
