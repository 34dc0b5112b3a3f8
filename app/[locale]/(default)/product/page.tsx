import { permanentRedirect } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** The spec's `/product/{slug?}` without a slug: no product to show, so the categories instead. */
export default async function ProductIndexRedirect({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  permanentRedirect(localizedPath((await params).locale as Locale, '/categories'));
}
