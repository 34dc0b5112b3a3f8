import { describe, expect, it } from 'vitest';
import type { PaymentTransaction } from '@/lib/order/payment-types';

const { outcomeOf } = await import('@/lib/payment/payment-return.server');

const transaction = (state: PaymentTransaction['state']): PaymentTransaction => ({
  id: 1,
  reference: 'S00001-1',
  amount: 10,
  currency: 'EUR',
  state,
  provider: 'MOLLIE',
  providerReference: 'tr_x',
  paymentReference: null,
});

describe("outcomeOf (the return page decides by Odoo's transaction only)", () => {
  it.each([
    ['Confirmed', { kind: 'confirmed', orderId: 9 }],
    ['Authorized', { kind: 'confirmed', orderId: 9 }],
    ['Pending', { kind: 'pending', orderId: 9 }],
    ['Draft', { kind: 'unpaid' }],
    ['Canceled', { kind: 'retry', reason: 'cancelled' }],
    ['Error', { kind: 'retry', reason: 'refused' }],
  ] as const)('%s → %o', (state, outcome) => {
    expect(outcomeOf(9, transaction(state))).toEqual(outcome);
  });
});
