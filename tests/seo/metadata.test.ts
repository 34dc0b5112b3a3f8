import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canonicalUrl, localeAlternates, pageMetadata } from '@/lib/seo/metadata';
import { absoluteUrl, siteUrl } from '@/lib/seo/site-url';

describe('site URL', () => {
  beforeEach(() => vi.stubEnv('SHOP_URL', 'https://shop.example.com/'));
  afterEach(() => vi.unstubAllEnvs());

  it('uses SHOP_URL without a trailing slash', () => {
    expect(siteUrl()).toBe('https://shop.example.com');
    expect(absoluteUrl('/en/brands')).toBe('https://shop.example.com/en/brands');
    expect(absoluteUrl('/')).toBe('https://shop.example.com/');
  });

  it('falls back to localhost on PORT', () => {
    vi.stubEnv('SHOP_URL', '');
    vi.stubEnv('PORT', '3203');
    expect(siteUrl()).toBe('http://localhost:3203');
  });
});

describe('hreflang and canonical', () => {
  beforeEach(() => vi.stubEnv('SHOP_URL', 'https://shop.example.com'));
  afterEach(() => vi.unstubAllEnvs());

  it('lists every enabled locale, nl without prefix, and x-default pointing at nl', () => {
    expect(localeAlternates('/brand/acme', ['nl', 'en', 'de', 'ru'])).toEqual({
      nl: 'https://shop.example.com/brand/acme',
      en: 'https://shop.example.com/en/brand/acme',
      de: 'https://shop.example.com/de/brand/acme',
      ru: 'https://shop.example.com/ru/brand/acme',
      'x-default': 'https://shop.example.com/brand/acme',
    });
  });

  it('handles the home page of every locale', () => {
    expect(localeAlternates('/', ['nl', 'en'])).toEqual({
      nl: 'https://shop.example.com/',
      en: 'https://shop.example.com/en',
      'x-default': 'https://shop.example.com/',
    });
  });

  it('only lists the locales given (a Dutch-only shop)', () => {
    expect(Object.keys(localeAlternates('/categories', ['nl']))).toEqual(['nl', 'x-default']);
  });

  it('makes each translation its own canonical', () => {
    expect(canonicalUrl('nl', '/catalog')).toBe('https://shop.example.com/catalog');
    expect(canonicalUrl('de', 'catalog')).toBe('https://shop.example.com/de/catalog');
  });

  it('builds title, description, canonical, alternates and Open Graph', () => {
    const metadata = pageMetadata({
      locale: 'en',
      path: '/brands',
      title: 'Brands',
      description: 'All our brands',
    });
    expect(metadata.title).toBe('Brands');
    expect(metadata.description).toBe('All our brands');
    expect(metadata.alternates?.canonical).toBe('https://shop.example.com/en/brands');
    expect(metadata.alternates?.languages).toMatchObject({
      nl: 'https://shop.example.com/brands',
      en: 'https://shop.example.com/en/brands',
      'x-default': 'https://shop.example.com/brands',
    });
    expect(metadata.openGraph).toMatchObject({
      url: 'https://shop.example.com/en/brands',
      locale: 'en_GB',
      title: 'Brands',
    });
    expect(metadata.metadataBase?.toString()).toBe('https://shop.example.com/');
    expect(metadata.robots).toBeUndefined();
  });

  it('can keep a page out of the index and leaves the title to the layout when absent', () => {
    const metadata = pageMetadata({ locale: 'nl', path: '/', noIndex: true });
    expect(metadata.title).toBeUndefined();
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});
