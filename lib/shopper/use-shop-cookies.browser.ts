'use client';

import { useSyncExternalStore } from 'react';
import { readShopCookies, type ShopCookies } from '@/lib/shopper/shop-cookies.browser';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from '@/lib/shop/settings';

/** Dispatch after changing a shop cookie from script so every counter re-reads it. */
export const SHOP_COOKIES_CHANGED = 'shop:cookies-changed';

const SERVER_SNAPSHOT: ShopCookies = {
  cartSize: 0,
  wishlistSize: 0,
  user: null,
  currency: DEFAULT_CURRENCY,
  country: DEFAULT_COUNTRY,
};
let cached: { raw: string; value: ShopCookies } | null = null;

function snapshot(): ShopCookies {
  // Same cookie string, same object: useSyncExternalStore needs a stable snapshot.
  if (cached?.raw !== document.cookie) cached = { raw: document.cookie, value: readShopCookies() };
  return cached.value;
}

function subscribe(onChange: () => void): () => void {
  // Server actions set cookies through Set-Cookie; Chromium's cookieStore reports those at once,
  // the other events catch changes in other tabs when the shopper comes back.
  const cookieStore = (window as Window & { cookieStore?: EventTarget }).cookieStore;
  cookieStore?.addEventListener('change', onChange);
  window.addEventListener(SHOP_COOKIES_CHANGED, onChange);
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    cookieStore?.removeEventListener('change', onChange);
    window.removeEventListener(SHOP_COOKIES_CHANGED, onChange);
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * Cart and wishlist counts, the signed-in user and the chosen currency, read in the browser so
 * pages stay static.
 */
export function useShopCookies(): ShopCookies {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_SNAPSHOT);
}
