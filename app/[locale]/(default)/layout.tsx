import type { ReactNode } from 'react';
import { DefaultShell } from '@/components/layout/default-shell';
import { routeLocale } from '@/lib/i18n/route-locale.server';

export default async function DefaultLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <DefaultShell locale={await routeLocale(params)}>{children}</DefaultShell>;
}
