import { redirect } from 'next/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** The spec's redirect-category rule: /Category goes to the localized /category/computers. */
export default async function CategoryRedirect({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  redirect(localizedPath((await params).locale as Locale, '/category/computers'));
}
