import { describe, expect, it } from 'vitest';
import { formatMoney, MONEY_LOCALES } from '@/lib/format/money';

// Intl separators: U+00A0 no-break space (nl), U+202F narrow no-break space (ru).
describe('price formatting per locale', () => {
  it('uses a euro locale per shop language', () => {
    expect(MONEY_LOCALES).toEqual({ nl: 'nl-NL', en: 'en-IE', de: 'de-DE', ru: 'ru-RU' });
  });

  it('formats EUR with 2 decimals in each locale', () => {
    expect(formatMoney(1269.99, 'nl')).toBe('€\u00a01.269,99');
    expect(formatMoney(1269.99, 'en')).toBe('€1,269.99');
    expect(formatMoney(1269.99, 'de')).toBe('1.269,99\u00a0€');
    expect(formatMoney(1269.99, 'ru')).toBe('1\u00a0269,99\u00a0€');
  });

  it('always shows two decimals and rounds half away', () => {
    expect(formatMoney(5, 'nl')).toBe('€\u00a05,00');
    expect(formatMoney(0, 'en')).toBe('€0.00');
    expect(formatMoney(19.999, 'de')).toBe('20,00\u00a0€');
    expect(formatMoney(1234567.5, 'en')).toBe('€1,234,567.50');
  });

  it('shows a non-number as zero instead of NaN', () => {
    expect(formatMoney(Number.NaN, 'nl')).toBe('€\u00a00,00');
  });

  it('other currencies keep the locale', () => {
    expect(formatMoney(10, 'en', 'USD')).toBe('US$10.00');
  });
});
