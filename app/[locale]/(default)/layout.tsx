import type { ReactNode } from 'react';
import { DefaultShell } from '@/components/layout/default-shell';
import type { Locale } from '@/lib/i18n/locales';

export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <DefaultShell locale={(await params).locale as Locale}>{children}</DefaultShell>;
}
