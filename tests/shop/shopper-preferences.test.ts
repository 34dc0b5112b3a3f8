import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  offersCurrencyChoice,
  resolveCountry,
  resolveCurrency,
  shopCountry,
  shopCurrency,
} from '@/lib/shop/settings';
import type { FakeCookieJar } from '@/tests/support/fake-next-headers';

beforeEach(() => {
  vi.unstubAllEnvs();
  // ENABLED_LOCALES is read from SHOP_LOCALES at import, as at build time: import afresh per test.
  vi.resetModules();
});

/** The reader and the very cookie jar its next/headers hands out, emptied. */
async function load() {
  const { cookies } = await import('next/headers');
  const cookieJar = (await cookies()) as unknown as FakeCookieJar;
  cookieJar.clear();
  const preferences = await import('@/lib/shop/shopper-preferences.server');
  return { cookieJar, ...preferences };
}

describe('currency and country cookies', () => {
  it('accept the configured values in any case and fall back to EUR and NL', () => {
    expect(resolveCurrency('usd')).toBe('USD');
    expect(resolveCurrency('EUR')).toBe('EUR');
    expect(resolveCurrency('GBP')).toBe('EUR');
    expect(resolveCurrency(undefined)).toBe('EUR');
    expect(resolveCountry('us')).toBe('US');
    expect(resolveCountry('DE')).toBe('NL');
    expect(resolveCountry(null)).toBe('NL');
  });

  it('are honoured when the shop has several locales', () => {
    expect(offersCurrencyChoice(['nl', 'en'])).toBe(true);
    expect(shopCurrency('USD', ['nl', 'en'])).toBe('USD');
    expect(shopCountry('US', ['nl', 'en', 'de', 'ru'])).toBe('US');
  });

  it('are ignored by a Dutch-only shop: always EUR and NL', () => {
    expect(offersCurrencyChoice(['nl'])).toBe(false);
    expect(shopCurrency('USD', ['nl'])).toBe('EUR');
    expect(shopCountry('US', ['nl'])).toBe('NL');
  });
});

describe('preferredCountry()', () => {
  it('reads the country cookie', async () => {
    const { cookieJar, preferredCountry } = await load();
    cookieJar.seed('country', 'US');
    expect(await preferredCountry()).toBe('US');
  });

  it('falls back to NL without a cookie or for an unconfigured country', async () => {
    const { cookieJar, preferredCountry } = await load();
    expect(await preferredCountry()).toBe('NL');
    cookieJar.seed('country', 'BE');
    expect(await preferredCountry()).toBe('NL');
  });

  it('is always NL (and EUR) in a Dutch-only shop', async () => {
    vi.stubEnv('SHOP_LOCALES', 'nl');
    const { cookieJar, preferredCountry, preferredCurrency } = await load();
    cookieJar.seed('country', 'US');
    cookieJar.seed('currency', 'USD');
    expect(await preferredCountry()).toBe('NL');
    expect(await preferredCurrency()).toBe('EUR');
  });

  it('gives the chosen currency in the generic shop', async () => {
    vi.stubEnv('SHOP_LOCALES', 'nl,en');
    const { cookieJar, preferredCurrency } = await load();
    cookieJar.seed('currency', 'usd');
    expect(await preferredCurrency()).toBe('USD');
  });
});
