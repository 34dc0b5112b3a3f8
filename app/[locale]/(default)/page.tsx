import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import { pageMetadata } from '@/lib/seo/metadata';
import { routeLocale } from '@/lib/i18n/route-locale.server';

// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = await routeLocale(params);
  const t = await getTranslations('Metadata');
  return {
    ...pageMetadata({ locale, path: '/', description: t('description') }),
    // The home page is the shop itself: its title is the shop name without the template.
    title: { absolute: t('title') },
  };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <HomePage locale={await routeLocale(params)} />;
}
