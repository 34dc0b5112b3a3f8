'use client';

import { useEffect } from 'react';
import { useShopCookies } from '@/lib/shopper/use-shop-cookies.browser';
import type { Locale } from '@/lib/i18n/locales';
import { formatMoney, isCurrencyCode } from '@/lib/format/money';
import type { PersonalPrice, PricesAnswer } from '@/lib/pricing/price-attributes';
import type { PriceLoadRequest } from '@/lib/pricing/price-swapper';
import { clearPending, markPending, PRICES_PENDING_ATTRIBUTE } from '@/lib/pricing/prices-pending';
import { DEFAULT_CURRENCY } from '@/lib/shop/settings';

/**
 * Swaps the public (EUR) prices on screen for the shopper's own: a signed-in customer's pricelist,
 * or the website pricelist of the currency chosen in the footer. Pages stay static and anonymous:
 * only a browser holding the `user` cookie or a non-default `currency` cookie asks, and
 * /api/prices answers for the caller's own cookies. Until a price is swapped it keeps its place
 * unseen (lib/pricing/prices-pending.ts): the public price is never this shopper's. Mount once in
 * the default layout.
 */
export function PersonalPrices({ locale }: { locale: Locale }) {
  const { user, currency } = useShopCookies();
  const userId = user?.id ?? null;
  const needed = userId !== null || currency !== DEFAULT_CURRENCY;

  useEffect(() => {
    if (!needed) {
      clearPending(PRICES_PENDING_ATTRIBUTE);
      return;
    }
    markPending(PRICES_PENDING_ATTRIBUTE);
    // Loaded only when needed: anonymous euro first loads do not carry the swapper.
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/pricing/price-swapper').then(({ startPriceSwapper }) => {
      if (cancelled) return;
      stop = startPriceSwapper({
        root: document.body,
        format: (amount, answered) => formatMoney(amount, locale, answered),
        load: loadPersonalPrices,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
    // Another customer or another currency on the same tab starts afresh with their own prices.
  }, [locale, needed, userId, currency]);

  return null;
}

async function loadPersonalPrices({ ids, variantsOf }: PriceLoadRequest): Promise<PricesAnswer> {
  const query = [
    ids.length > 0 ? `ids=${ids.join(',')}` : null,
    variantsOf.length > 0 ? `variantsOf=${variantsOf.join(',')}` : null,
  ].filter(Boolean);
  const response = await fetch(`/api/prices?${query.join('&')}`, {
    cache: 'no-store',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new Error(`prices ${response.status}`);
  const body = (await response.json()) as Partial<PricesAnswer>;
  return {
    currency: isCurrencyCode(body.currency) ? body.currency : DEFAULT_CURRENCY,
    prices: listOf(body.prices),
    variants: listOf(body.variants),
  };
}

function listOf(value: PersonalPrice[] | undefined): PersonalPrice[] {
  return Array.isArray(value) ? value : [];
}
