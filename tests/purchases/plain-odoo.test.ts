import { describe, expect, it } from 'vitest';
import { parsePurchasedProductsQuery } from '@/lib/purchases/purchased-products-query';
import { loadPurchasedProducts } from '@/lib/purchases/purchased-products.server';
import { capabilitiesHandler } from '@/tests/support/capabilities-handler';
import { cookieJar } from '@/tests/support/fake-next-headers';
import { mswServer } from '@/tests/support/msw-odoo';
import { setupOdooTest } from '@/tests/support/odoo-test-setup';

// A stock Odoo 15 has no list of purchased products (vsf_purchased_products): the page says so,
// and Odoo is asked nothing but what it offers (any other request fails this test).

setupOdooTest();

describe('purchased products on a plain Odoo 15', () => {
  it('are not available, without asking Odoo for them', async () => {
    cookieJar.seed('session_id', 'shopper');
    mswServer.use(capabilitiesHandler('core'));
    expect(await loadPurchasedProducts(parsePurchasedProductsQuery({}))).toEqual({
      status: 'unavailable',
    });
  });
});
