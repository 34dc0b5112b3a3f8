import { describe, expect, it } from 'vitest';
import { fixedDecimal, trimmedDecimal } from '@/lib/format/decimal-text';

// Amounts and quantities as procurement systems read them: '.', no exponent, no '-0'.

describe('fixedDecimal', () => {
  it.each([
    [20.5, 2, '20.50'],
    [0, 2, '0.00'],
    [1200, 0, '1200'],
    [1.5, 3, '1.500'],
    [1.005, 2, '1.01'],
    [2.675, 2, '2.68'],
    [-1.005, 2, '-1.01'],
    [-0.001, 2, '0.00'],
    [-0, 2, '0.00'],
    [1e-7, 2, '0.00'],
    [123456789.125, 2, '123456789.13'],
  ])('%s with %s decimals is %s', (value, decimals, expected) => {
    expect(fixedDecimal(value, decimals)).toBe(expected);
  });

  it('refuses what cannot be written as a plain decimal', () => {
    expect(() => fixedDecimal(Number.NaN, 2)).toThrow(RangeError);
    expect(() => fixedDecimal(Number.POSITIVE_INFINITY, 2)).toThrow(RangeError);
    expect(() => fixedDecimal(1e21, 2)).toThrow(RangeError);
    expect(() => fixedDecimal(1, 7)).toThrow(RangeError);
    expect(() => fixedDecimal(1, 1.5)).toThrow(RangeError);
  });
});

describe('trimmedDecimal', () => {
  it.each([
    [3, '3'],
    [2.5, '2.5'],
    [10, '10'],
    [0.125, '0.125'],
    [0.1 + 0.2, '0.3'],
    [1 / 3, '0.333333'],
    [-0, '0'],
  ])('%s is %s', (value, expected) => {
    expect(trimmedDecimal(value, 6)).toBe(expected);
  });
});
