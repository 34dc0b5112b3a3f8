import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartLoad } from '@/lib/cart/cart.server';
import { startPaymentAction, type PaymentStart } from '@/lib/payment/payment-actions';
import { resolvePaymentReturn } from '@/lib/payment/payment-return.server';
import { mockOdooPerFile, sellableVariants } from '@/tests/support/mock-odoo-shopper';
import { requestHeaders } from '@/tests/support/fake-next-headers';
import { actionData } from '@/tests/support/action-data';
import { submitEmulatorPage } from '@/tests/support/emulator-page';
import { newCustomerAtPayment } from '@/tests/support/customer-at-payment';

vi.mock(
  'next-intl/server',
  async () => (await import('@/tests/support/fake-translations')).fakeNextIntlServer,
);

// Adyen's hosted page (acquirer ADYEN_OG) as the shop starts it on Odoo 15: Odoo hands over an
// Adyen payment link, the shop sends the shopper there, Adyen's webhook tells Odoo the outcome
// before the shopper is back. Against mock-odoo, whose Adyen emulator plays Adyen.

vi.setConfig({ testTimeout: 30_000 });

const { odoo } = mockOdooPerFile();
let variantId: number;
let hostedPageId: number;
let countryId: number;

beforeAll(async () => {
  variantId = (await sellableVariants(odoo(), 1))[0]!.id;
  const acquirer = await odoo().db.query<{ id: number }>(
    "SELECT id FROM payment_acquirer WHERE name = 'ADYEN_OG'",
  );
  hostedPageId = acquirer.rows[0]!.id;
  const country = await odoo().db.query<{ id: number }>(
    "SELECT id FROM res_country WHERE code = 'NL'",
  );
  countryId = country.rows[0]!.id;
});

beforeEach(() => {
  requestHeaders.set('x-next-intl-locale', 'en');
});

/** A customer who registers now, with one of a variant in the cart, at the payment step. */
const customerAtPayment = () => newCustomerAtPayment({ variantId, quantity: 1, countryId });

/** The shopper on Adyen's page: picks `decision`; where the page sends them. */
async function payOnAdyensPage(url: string, decision: string): Promise<string | null> {
  return (await submitEmulatorPage(url, { decision })).headers.get('location');
}

describe('Adyen hosted page (a payment link)', () => {
  it('sends the shopper to the link; paid there, the return page confirms the order', async () => {
    const orderId = await customerAtPayment();
    const start = actionData<PaymentStart>(await startPaymentAction({ providerId: hostedPageId }));
    if (start.kind !== 'navigate') throw new Error(`expected a page to go to, got ${start.kind}`);
    expect(start.url).toMatch(new RegExp(`^${odoo().url}/adyen/link/PL[0-9A-F]{16}$`));

    const back = await payOnAdyensPage(start.url, 'authorised');
    expect(back).toBe('http://localhost:3000/en/payment-details');
    expect(await resolvePaymentReturn({})).toEqual({ kind: 'confirmed', orderId });
    const order = await odoo().db.query<{ state: string }>(
      'SELECT state FROM sale_order WHERE id = $1',
      [orderId],
    );
    expect(order.rows[0]?.state).toBe('sale');
  });

  it('finds the payment still pending when the shopper comes back without paying', async () => {
    const orderId = await customerAtPayment();
    const start = actionData<PaymentStart>(await startPaymentAction({ providerId: hostedPageId }));
    if (start.kind !== 'navigate') throw new Error(`expected a page to go to, got ${start.kind}`);
    expect(await payOnAdyensPage(start.url, 'cancelled')).toBe(
      'http://localhost:3000/en/payment-details',
    );
    // Adyen has said nothing and its link stays open: as far as Odoo knows the payment is being
    // made. Odoo 15 leaves the order a draft meanwhile, so it is still the session's cart.
    expect(await resolvePaymentReturn({})).toEqual({ kind: 'pending', orderId });
    expect((await cartLoad()).id).toBe(orderId);
  });
});
