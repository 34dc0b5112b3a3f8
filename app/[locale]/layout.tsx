import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { Document } from '@/components/layout/document';
import { ENABLED_LOCALES } from '@/lib/i18n/locales';
import '../globals.css';

export function generateStaticParams() {
  return ENABLED_LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Metadata');
  return {
    title: { default: t('title'), template: t('titleTemplate') },
    description: t('description'),
  };
}

export const viewport: Viewport = { themeColor: '#0b5d3b', width: 'device-width', initialScale: 1 };

/** Root layout: the document only; the chrome lives in the (default) and (blank) groups. */
export default async function RootLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(ENABLED_LOCALES, locale)) notFound();
  return <Document locale={locale}>{children}</Document>;
}
