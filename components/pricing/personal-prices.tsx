'use client';

import { useEffect } from 'react';
import { useShopCookies } from '@/lib/browser/use-shop-cookies';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney } from '@/lib/format/money';
import type { PersonalPrice } from '@/lib/pricing/price-attributes';

/**
 * Swaps the public prices on screen for the signed-in customer's own (their Odoo pricelist).
 * Pages stay static and anonymous: only a browser holding the `user` cookie asks, and
 * /api/prices answers for the caller's own session. Mount once in the default layout.
 */
export function PersonalPrices({ locale }: { locale: Locale }) {
  const userId = useShopCookies().user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    // Loaded only for signed-in customers: anonymous first loads do not carry the swapper.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/pricing/price-swapper').then(({ startPriceSwapper }) => {
      if (cancelled) return;
      stop = startPriceSwapper({
        root: document.body,
        format: (amount) => formatMoney(amount, locale),
        load: loadPersonalPrices,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // A different customer on the same tab starts afresh with their own prices.
  }, [locale, userId]);

  return null;
}

async function loadPersonalPrices(ids: number[]): Promise<PersonalPrice[]> {
  const response = await fetch(`/api/prices?ids=${ids.join(',')}`, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`prices ${response.status}`);
  const body = (await response.json()) as { prices?: PersonalPrice[] };
  return Array.isArray(body.prices) ? body.prices : [];
}
