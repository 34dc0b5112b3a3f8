import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/errors/not-found-view';
import type { Locale } from '@/lib/i18n/locales';

// Shown when a page calls notFound() (an unknown product, say). Unknown routes are answered by
// app/global-not-found.tsx.
export default async function NotFound() {
  return <NotFoundView locale={(await getLocale()) as Locale} />;
}
