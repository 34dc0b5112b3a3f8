import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { interCyrillic, interLatin } from '@/components/layout/fonts';
import { unsupportedBrowserScript } from '@/lib/browser/supported-browser';
import type { Locale } from '@/lib/i18n/locales';

/** `<html>` and `<body>` with the fonts and the unsupported-browser banner. */
export async function Document({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations('Browser');
  return (
    <html lang={locale} className={`${interLatin.variable} ${interCyrillic.variable}`}>
      <body>
        <div id="unsupported-browser" className="unsupported-browser" role="alert" hidden>
          {t('unsupported')}
        </div>
        <script
          dangerouslySetInnerHTML={{ __html: unsupportedBrowserScript('unsupported-browser') }}
        />
        {children}
      </body>
    </html>
  );
}
