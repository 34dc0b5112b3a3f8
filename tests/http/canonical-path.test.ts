import { describe, expect, it } from 'vitest';
import { canonicalPath } from '@/lib/http/canonical-path';

// The probe's paths: percent-encoded letters reached the cart, search and account pages past the
// proxy's guards. proxy.ts redirects every path that is not canonical.

describe('canonicalPath', () => {
  it('decodes encoded letters, digits and - . _ ~, whatever the case of the hex', () => {
    expect(canonicalPath('/%63art')).toBe('/cart');
    expect(canonicalPath('/%73earch')).toBe('/search');
    expect(canonicalPath('/%6Dy')).toBe('/my');
    expect(canonicalPath('/%6dy/%6F%72ders')).toBe('/my/orders');
    expect(canonicalPath('/%65n/%43ART')).toBe('/en/CART');
    expect(canonicalPath('/a%2Db%5Fc%7Ed%2E%30')).toBe('/a-b_c~d.0');
  });

  it('keeps what must stay encoded, and canonical paths as they are', () => {
    expect(canonicalPath('/cart')).toBe('/cart');
    expect(canonicalPath('/product/caf%C3%A9-12')).toBe('/product/caf%C3%A9-12');
    expect(canonicalPath('/search%20term%25%3F')).toBe('/search%20term%25%3F');
  });

  it('refuses encoded separators: after decoding they would join segments', () => {
    expect(canonicalPath('/my%2Forders')).toBeNull();
    expect(canonicalPath('/%2fcart')).toBeNull();
    expect(canonicalPath('/my%5Corders')).toBeNull();
  });
});
