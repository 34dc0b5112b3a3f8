import { describe, expect, it } from 'vitest';
import {
  authGuardAdmits,
  limitedUserMayOpen,
  needsAuthGuard,
  needsSignedInShopper,
} from '@/lib/shopper/route-guards';

describe('the spec’s route guards', () => {
  it('is-authenticated covers the whole account area, in every locale', () => {
    for (const path of ['/my', '/my/home', '/my/orders/12', '/en/my/quotes', '/ru/my/invoices']) {
      expect(needsSignedInShopper(path), path).toBe(true);
    }
    for (const path of ['/', '/myriad', '/en/mystery', '/category/my', '/cart']) {
      expect(needsSignedInShopper(path), path).toBe(false);
    }
  });

  it('auth covers the checkout and admits punch-out parameters without a user cookie', () => {
    expect(needsAuthGuard('/checkout')).toBe(true);
    expect(needsAuthGuard('/de/checkout/payment')).toBe(true);
    expect(needsAuthGuard('/checkouts')).toBe(false);
    expect(authGuardAdmits(new URLSearchParams(), true)).toBe(true);
    expect(authGuardAdmits(new URLSearchParams(), false)).toBe(false);
    expect(authGuardAdmits(new URLSearchParams('q=1'), false)).toBe(false);
    for (const name of ['USERNAME', 'PASSWORD', 'HOOK_URL', 'BuyerCookie']) {
      expect(authGuardAdmits(new URLSearchParams(`${name}=x`), false), name).toBe(true);
    }
  });

  it('limited-user keeps a catalog-only customer to the catalog and the pages around buying', () => {
    for (const path of [
      '/catalog',
      '/catalog/personal-9',
      '/en/catalog',
      '/product/x-1',
      '/my/orders',
      '/cart',
    ]) {
      expect(limitedUserMayOpen(path), path).toBe(true);
    }
    for (const path of [
      '/',
      '/en',
      '/category/computers',
      '/search',
      '/brands',
      '/compare',
      '/catalogue',
    ]) {
      expect(limitedUserMayOpen(path), path).toBe(false);
    }
  });
});
