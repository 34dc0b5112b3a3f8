import { redirect } from 'next/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { routeLocale } from '@/lib/i18n/route-locale.server';

/** The spec's redirect-category rule: /Category goes to the localized /category/computers. */
export default async function CategoryRedirect({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  redirect(localizedPath(await routeLocale(params), '/category/computers'));
}
