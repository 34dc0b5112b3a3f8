import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import { DefaultShell } from '@/components/layout/default-shell';
import { Document } from '@/components/layout/document';
import './globals.css';
import { requestLocale } from '@/lib/i18n/request-locale.server';

// Every URL no route matches lands here with HTTP 404, rendered on the server in the locale the
// proxy resolved (so `/en/...` answers in English) and inside the default layout. It is rendered
// per request because that locale is only known from the request.
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Errors');
  return { title: t('notFoundTitle') };
}

export default async function GlobalNotFound() {
  const locale = await requestLocale();
  return (
    <Document locale={locale}>
      <DefaultShell locale={locale}>
        <NotFoundView locale={locale} />
      </DefaultShell>
    </Document>
  );
}
