'use client';

import { lazy, Suspense } from 'react';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import type { Locale } from '@/lib/i18n/locales';
import type { PunchoutBannerLabels } from './punchout-banner';

// Only punch-out sessions load the banner: every other shopper's pages carry just this check.
const PunchoutBanner = lazy(() =>
  import('./punchout-banner').then((module) => ({ default: module.PunchoutBanner })),
);

/**
 * Where the punch-out banner goes, over every page. Read from the `user` cookie's punch-out mark
 * in the browser, so static pages need nothing from the server.
 */
export function PunchoutBannerSlot({
  locale,
  labels,
}: {
  locale: Locale;
  labels: PunchoutBannerLabels;
}) {
  const punchout = useShopCookies().user?.punchout;
  if (!punchout) return null;
  return (
    <Suspense fallback={null}>
      <PunchoutBanner locale={locale} labels={labels} buyer={punchout.buyer} />
    </Suspense>
  );
}
