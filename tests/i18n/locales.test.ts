import { describe, expect, it } from 'vitest';
import { localizedPath, parseLocales, stripLocale } from '@/lib/i18n/locales';

describe('locale configuration', () => {
  it('enables all four locales by default, nl first', () => {
    expect(parseLocales(undefined)).toEqual(['nl', 'en', 'de', 'ru']);
    expect(parseLocales('')).toEqual(['nl', 'en', 'de', 'ru']);
  });

  it('lets a Dutch-only shop enable just nl', () => {
    expect(parseLocales('nl')).toEqual(['nl']);
  });

  it('always keeps the default locale and ignores order, case and spaces', () => {
    expect(parseLocales(' RU, en ')).toEqual(['nl', 'en', 'ru']);
  });

  it('rejects unknown locales with a clear message', () => {
    expect(() => parseLocales('nl,fr')).toThrow(/unsupported locale\(s\): fr/);
  });

  it('builds and strips locale prefixes; nl has none', () => {
    expect(localizedPath('nl', '/cart')).toBe('/cart');
    expect(localizedPath('nl', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('de', 'category/computers')).toBe('/de/category/computers');
    expect(stripLocale('/en/cart')).toBe('/cart');
    expect(stripLocale('/nl')).toBe('/');
    expect(stripLocale('/cart')).toBe('/cart');
    expect(stripLocale('/english/x')).toBe('/english/x');
  });
});
