import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import {
  UNSUPPORTED_BROWSER_ID,
  UNSUPPORTED_BROWSER_SCRIPT,
} from '@/lib/security/supported-browser';
import type { Locale } from '@/lib/i18n/locales';

/** `<html>` and `<body>` with the unsupported-browser banner. */
export async function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations('Browser');
  return (
    <html lang={locale}>
      <body>
        <div id={UNSUPPORTED_BROWSER_ID} className="unsupported-browser" role="alert" hidden>
          {t('unsupported')}
        </div>
        {children}
        {/* After the page: an inline script waits for the stylesheets, and anything below it is
            not parsed (so not painted) until they arrive. */}
        <script dangerouslySetInnerHTML={{ __html: UNSUPPORTED_BROWSER_SCRIPT }} />
      </body>
    </html>
  );
}
