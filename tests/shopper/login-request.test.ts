import { describe, expect, it } from 'vitest';
import { loginRequestPath } from '@/lib/shopper/login-request';

describe('loginRequestPath', () => {
  it('leads a login request to a known page only', () => {
    expect(loginRequestPath('checkout')).toBe('/checkout');
    for (const value of [
      null,
      '',
      '/checkout',
      '//evil.example',
      'https://evil.example',
      'toString',
    ]) {
      expect(loginRequestPath(value)).toBeNull();
    }
  });
});
