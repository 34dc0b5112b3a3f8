// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  PRICES_PENDING_ATTRIBUTE,
  PRICES_PENDING_SCRIPT,
  VARIANT_PENDING_ATTRIBUTE,
} from '@/lib/pricing/prices-pending';

// The page's first script: which documents hide which prices before anything is painted.

function runAt(path: string, cookies: string[]) {
  window.history.replaceState(null, '', path);
  for (const cookie of cookies) document.cookie = `${cookie}; path=/`;
  new Function(PRICES_PENDING_SCRIPT)();
  const html = document.documentElement;
  return {
    prices: html.hasAttribute(PRICES_PENDING_ATTRIBUTE),
    variant: html.hasAttribute(VARIANT_PENDING_ATTRIBUTE),
  };
}

afterEach(() => {
  for (const name of ['user', 'currency', 'cart-size']) {
    document.cookie = `${name}=; max-age=0; path=/`;
  }
  document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
  document.documentElement.removeAttribute(VARIANT_PENDING_ATTRIBUTE);
});

describe('the prices-pending script', () => {
  it('leaves an anonymous euro shopper’s prices alone', () => {
    expect(runAt('/category/computers', ['cart-size=2', 'currency=EUR'])).toEqual({
      prices: false,
      variant: false,
    });
  });

  it('hides the prices of a signed-in customer and of another currency', () => {
    expect(runAt('/en/category/computers', ['user=abc.def']).prices).toBe(true);
    document.documentElement.removeAttribute(PRICES_PENDING_ATTRIBUTE);
    document.cookie = 'user=; max-age=0; path=/';
    expect(runAt('/', ['currency=USD']).prices).toBe(true);
  });

  it('hides the chosen variant’s price of a product page opened with ?variant=', () => {
    expect(runAt('/product/laptop-1?variant=7', [])).toEqual({ prices: false, variant: true });
    document.documentElement.removeAttribute(VARIANT_PENDING_ATTRIBUTE);
    expect(runAt('/en/product/laptop-1?ref=x&variant=12', []).variant).toBe(true);
    document.documentElement.removeAttribute(VARIANT_PENDING_ATTRIBUTE);
    expect(runAt('/category/computers?variant=7', []).variant).toBe(false);
    expect(runAt('/product/laptop-1?variant=abc', []).variant).toBe(false);
  });
});
