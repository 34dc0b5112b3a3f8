import { describe, expect, it } from 'vitest';
import { resolveCountry, resolveCurrency } from '@/lib/shop/settings';

describe('shop settings', () => {
  it('default to EUR and NL and accept only the configured values', () => {
    expect(resolveCurrency(undefined)).toBe('EUR');
    expect(resolveCurrency('usd')).toBe('USD');
    expect(resolveCurrency('GBP')).toBe('EUR');
    expect(resolveCountry(null)).toBe('NL');
    expect(resolveCountry('us')).toBe('US');
    expect(resolveCountry('DE')).toBe('NL');
  });
});
