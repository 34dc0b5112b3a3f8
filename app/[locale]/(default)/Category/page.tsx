import { permanentRedirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

/**
 * The spec's redirect-category rule: /Category goes to the localized /category/computers. proxy.ts
 * answers it first, in one hop; this page stands in where the proxy does not run.
 */
export default async function CategoryRedirect({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  permanentRedirect(localizedPath(await routeLocale(params), '/category/computers'));
}
