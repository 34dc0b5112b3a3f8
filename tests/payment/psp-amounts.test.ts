import { describe, expect, it } from 'vitest';
import { currencyDecimals } from '@/lib/format/currency-decimals';
import { adyenMinorUnits, mollieAmount } from '@/lib/payment/psp-amounts';

describe('PSP amounts', () => {
  it('knows 0-, 2- and 3-decimal currencies, whatever the case', () => {
    expect(['JPY', 'KRW', 'ISK', 'jpy'].map(currencyDecimals)).toEqual([0, 0, 0, 0]);
    expect(['BHD', 'KWD'].map(currencyDecimals)).toEqual([3, 3]);
    expect(['EUR', 'USD', 'GBP'].map(currencyDecimals)).toEqual([2, 2, 2]);
  });

  it.each([
    [1234, 'JPY', '1234', 1234],
    [1234.5, 'JPY', '1235', 1235],
    [12.34, 'EUR', '12.34', 1234],
    [12.345, 'BHD', '12.345', 12345],
    [12.345, 'KWD', '12.345', 12345],
    [1234567.89, 'EUR', '1234567.89', 123456789],
    [0.01, 'EUR', '0.01', 1],
    [5, 'EUR', '5.00', 500],
    [5, 'BHD', '5.000', 5000],
    [0.5, 'BHD', '0.500', 500],
  ])('%s %s -> Mollie %s, Adyen %s', (amount, currency, mollie, adyen) => {
    expect(mollieAmount(amount, currency)).toBe(mollie);
    expect(adyenMinorUnits(amount, currency)).toBe(adyen);
  });

  it('rounds x.005 half away from zero, despite binary floats', () => {
    // 1.005 * 100 is 100.49999999999999 in binary: Math.round alone would give 1.00.
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(mollieAmount(1.005, 'EUR')).toBe('1.01');
    expect(mollieAmount(10.005, 'EUR')).toBe('10.01');
    expect(mollieAmount(2.675, 'EUR')).toBe('2.68');
    expect(mollieAmount(12.3445, 'BHD')).toBe('12.345');
    expect(mollieAmount(1234.5, 'JPY')).toBe('1235');
    expect(mollieAmount(-1.005, 'EUR')).toBe('-1.01');
    expect(adyenMinorUnits(1.005, 'EUR')).toBe(101);
    expect(adyenMinorUnits(-2.675, 'EUR')).toBe(-268);
    expect(mollieAmount(1.004999, 'EUR')).toBe('1.00');
  });

  it('never writes thousands separators or exponents', () => {
    expect(mollieAmount(1e6, 'EUR')).toBe('1000000.00');
    expect(mollieAmount(0.001, 'EUR')).toBe('0.00');
    expect(mollieAmount(0.0004, 'BHD')).toBe('0.000');
  });

  it('refuses what is not an amount', () => {
    expect(() => mollieAmount(Number.NaN, 'EUR')).toThrow(RangeError);
    expect(() => adyenMinorUnits(Number.POSITIVE_INFINITY, 'EUR')).toThrow(RangeError);
    expect(() => adyenMinorUnits(1e30, 'EUR')).toThrow(RangeError);
  });
});
