import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

/** The spec's `/product/{slug?}` without a slug: no product to show, so the categories instead. */
export default async function ProductIndexRedirect({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  permanentRedirect(localizedPath(await routeLocale(params), '/categories'));
}
