import { describe, expect, it } from 'vitest';
import { isPaymentStep, isPerRequestPage, pagePolicy } from '@/lib/security/page-policy';
import { SHELL_SCRIPT_HASHES } from '@/lib/security/shell-scripts';

const base = {
  nonce: null,
  paymentStep: false,
  frameAncestors: [],
  imageOrigins: [],
  paymentPageOrigins: ['https://test.adyen.com'],
  https: false,
};

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('page content policy', () => {
  it('static pages: inline scripts allowed here, narrowed by the cached page’s own policy', () => {
    const policy = directives(pagePolicy(base));
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(pagePolicy(base)).not.toMatch(/unsafe-eval|adyen/);
  });

  it('per-request pages: the nonce and the shell’s fixed scripts, never unsafe-inline', () => {
    const script = directives(pagePolicy({ ...base, nonce: 'abc' })).get('script-src');
    expect(script).toEqual(["'self'", "'nonce-abc'", ...SHELL_SCRIPT_HASHES]);
    expect(SHELL_SCRIPT_HASHES).toHaveLength(3);
  });

  it('only the payment step admits Adyen, provider frames and hosted payment forms', () => {
    const policy = directives(pagePolicy({ ...base, nonce: 'n', paymentStep: true }));
    expect(policy.get('frame-src')).toEqual(['https:']);
    expect(policy.get('connect-src')).toContain('https://checkoutshopper-test.adyen.com');
    expect(policy.get('connect-src')).toContain('https://checkoutanalytics-test.adyen.com');
    expect(policy.get('img-src')).toContain('https://checkoutshopper-live.cdn.adyen.com');
    expect(policy.get('form-action')).toEqual(["'self'", 'https://test.adyen.com']);
  });

  it('punch-out portals may frame; https pages upgrade their requests', () => {
    const policy = directives(
      pagePolicy({ ...base, frameAncestors: ['https://s1.ariba.com'], https: true }),
    );
    expect(policy.get('frame-ancestors')).toEqual(['https://s1.ariba.com']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('images from Odoo’s public address are allowed', () => {
    const policy = directives(pagePolicy({ ...base, imageOrigins: ['https://odoo.example'] }));
    expect(policy.get('img-src')).toContain('https://odoo.example');
  });

  it('tells per-request pages and the payment step by their path, with or without locale', () => {
    for (const path of [
      '/cart',
      '/en/checkout/review',
      '/my/orders',
      '/en/brand-filtered/nordbyte',
      '/punchout/ended',
    ]) {
      expect(isPerRequestPage(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/en',
      '/category/computers',
      '/de/search',
      '/product/x',
      '/catalog',
      '/page/about',
    ]) {
      expect(isPerRequestPage(path)).toBe(false);
    }
    expect(isPaymentStep('/checkout/payment')).toBe(true);
    expect(isPaymentStep('/ru/checkout/payment')).toBe(true);
    expect(isPaymentStep('/checkout/review')).toBe(false);
  });
});
