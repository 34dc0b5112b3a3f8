import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@/lib/i18n/locales';
import { interpolate } from '@/lib/i18n/interpolate';
import { OVERLAY_NAMESPACES, SHELL_NAMESPACES } from '@/lib/i18n/shell-labels';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

const catalogues: Record<string, unknown> = { nl, en, de, ru };

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (all, [key, child]) => ({ ...all, ...flatten(child, prefix ? `${prefix}.${key}` : key) }),
    {},
  );
}

const flat = Object.fromEntries(
  Object.entries(catalogues).map(([locale, messages]) => [locale, flatten(messages)]),
);
const english = flat.en!;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

// Names and symbols that are the same in every language.
const SAME_EVERYWHERE = new Set([
  'Metadata.title',
  'Metadata.titleTemplate',
  'Header.logo',
  'Errors.status404',
]);

describe('message catalogues', () => {
  it('exist for every supported locale', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES.filter((l) => l !== 'en'))(
    '%s has exactly the keys of en',
    (locale) => {
      const keys = Object.keys(flat[locale]!).sort();
      expect(keys).toEqual(Object.keys(english).sort());
    },
  );

  it.each(SUPPORTED_LOCALES)('%s has no empty texts and the same placeholders as en', (locale) => {
    for (const [key, text] of Object.entries(flat[locale]!)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english[key]!));
    }
  });

  it.each(['nl', 'de', 'ru'])('%s is a translation, not a copy of English', (locale) => {
    const translatable = Object.keys(english).filter(
      (key) => !SAME_EVERYWHERE.has(key) && !key.startsWith('Locales.'),
    );
    const copied = translatable.filter((key) => flat[locale]![key] === english[key]);
    // A few words really are the same (nl "Menu", "Account"); whole sentences are not.
    expect(copied.length / translatable.length).toBeLessThan(0.1);
    expect(copied.every((key) => english[key]!.split(' ').length <= 2)).toBe(true);
  });

  it('uses the spec texts in English', () => {
    expect(en.TopBar.delivery).toBe(
      'Orders placed before 16:00 are delivered the next business day',
    );
    expect(en.TopBar.returns).toBe('Free returns within 30 days');
    expect(en.CartSidebar).toMatchObject({
      title: 'My Cart',
      empty: 'Your bag is empty',
      goBackShopping: 'Go back shopping',
    });
    expect(en.WishlistSidebar).toMatchObject({
      title: 'My Wishlist',
      empty: 'Your wishlist is empty',
      startShopping: 'Start shopping',
    });
    expect(en.Errors).toMatchObject({
      notFoundTitle: 'Page not found',
      notFoundText: 'This page could not be found',
      errorTitle: 'An error occured',
      returnHome: 'Return home',
      back: 'Back',
    });
  });

  it('messages sent to the browser have no ICU plural or select forms (interpolate only fills names)', () => {
    const browserNamespaces: readonly string[] = [...SHELL_NAMESPACES, ...OVERLAY_NAMESPACES];
    const shell = Object.entries(english).filter(([key]) =>
      browserNamespaces.includes(key.split('.')[0]!),
    );
    expect(shell.length).toBeGreaterThan(10);
    for (const [key, text] of shell) expect(text, key).not.toMatch(/\{\w+,\s*(plural|select)/);
    expect(interpolate(en.CartSidebar.totalItems, { count: 3 })).toBe('Total items: 3');
    expect(interpolate('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
