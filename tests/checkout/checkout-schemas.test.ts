import { describe, expect, it } from 'vitest';
import {
  addressChoiceSchema,
  deliveryMethodChoiceSchema,
  orderNoteSchema,
  paymentStartSchema,
} from '@/lib/checkout/checkout-schemas';
import { schemaErrors } from '@/tests/support/schema-errors';

describe('checkout schemas', () => {
  it('take an Odoo id and nothing else', () => {
    for (const schema of [addressChoiceSchema, deliveryMethodChoiceSchema]) {
      expect(schema.parse({ id: 12 })).toEqual({ id: 12 });
      for (const id of [0, -1, 1.5, '12', 2 ** 31, Number.NaN, null]) {
        expect(schema.safeParse({ id }).success).toBe(false);
      }
    }
  });

  it('refuse an amount, price, total or currency sent along with a payment start', () => {
    expect(paymentStartSchema.parse({ providerId: 3 })).toEqual({ providerId: 3 });
    for (const extra of [{ amount: 1 }, { total: 0.01 }, { price: 1 }, { currency: 'JPY' }]) {
      expect(paymentStartSchema.safeParse({ providerId: 3, ...extra }).success).toBe(false);
    }
  });

  it('trims the order note and bounds its lengths', () => {
    expect(orderNoteSchema.parse({ clientOrderRef: '  PO-1  ', comment: ' note ' })).toEqual({
      clientOrderRef: 'PO-1',
      comment: 'note',
    });
    expect(schemaErrors(orderNoteSchema, { clientOrderRef: 'x'.repeat(65), comment: '' })).toEqual({
      clientOrderRef: 'max:64',
    });
    expect(
      schemaErrors(orderNoteSchema, { clientOrderRef: '', comment: 'x'.repeat(1001) }),
    ).toEqual({ comment: 'max:1000' });
    expect(orderNoteSchema.safeParse({ clientOrderRef: '', comment: '', amount: 1 }).success).toBe(
      false,
    );
  });
});
