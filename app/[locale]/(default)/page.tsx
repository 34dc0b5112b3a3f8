import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomePage } from '@/components/home/home-page';
import type { Locale } from '@/lib/i18n/locales';
import { pageMetadata } from '@/lib/seo/metadata';

// Links here prefetch the route's shared App Shell, not each page (see next.config.ts).
export const prefetch = 'partial';

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations('Metadata');
  return {
    ...pageMetadata({ locale, path: '/', description: t('description') }),
    // The home page is the shop itself: its title is the shop name without the template.
    title: { absolute: t('title') },
  };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  return <HomePage locale={(await params).locale as Locale} />;
}
