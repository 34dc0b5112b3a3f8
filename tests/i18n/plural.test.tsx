// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellLabelsProvider } from '@/components/layout/shell-labels-provider';
import { ShopActions } from '@/components/layout/shop-actions';
import { countLabel } from '@/lib/i18n/plural';
import { pickShellLabels } from '@/lib/i18n/shell-labels';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

const catalogues = { nl, en, de, ru };

const items = (locale: Locale, count: number) => {
  const header = catalogues[locale].Header;
  return countLabel(
    {
      one: header.itemCountOne,
      few: header.itemCountFew,
      many: header.itemCountMany,
      other: header.itemCount,
    },
    count,
    locale,
  );
};

describe('counts in words', () => {
  it.each([
    ['nl', 1, '1 artikel'],
    ['nl', 2, '2 artikelen'],
    ['nl', 0, '0 artikelen'],
    ['en', 1, '1 item'],
    ['en', 3, '3 items'],
    ['de', 1, '1 Artikel'],
    ['ru', 1, '1 товар'],
    ['ru', 3, '3 товара'],
    ['ru', 5, '5 товаров'],
    ['ru', 21, '21 товар'],
  ] as const)('%s: %i reads "%s"', (locale, count, words) => {
    expect(items(locale, count)).toBe(words);
  });
});

describe('the header counts', () => {
  afterEach(() => {
    cleanup();
    document.cookie = 'cart-size=; path=/; max-age=0';
  });

  it('names one product in the singular', () => {
    document.cookie = 'cart-size=1; path=/';
    render(
      <ShellLabelsProvider locale="nl" labels={pickShellLabels(nl)}>
        <ShopActions />
      </ShellLabelsProvider>,
    );
    expect(screen.getByRole('button', { name: `${nl.Header.cart}, 1 artikel` })).toBeTruthy();
  });
});
