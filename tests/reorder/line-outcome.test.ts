import { describe, expect, it } from 'vitest';
import { lineOutcome, refusal } from '@/lib/reorder/line-outcome';

// One product sent to the cart again: Odoo's offer to this customer today (none when it no
// longer sells it to them), the cart's stock answer and the price paid before decide its outcome.

const paid = { amount: 129.99, currency: 'EUR' };
const line = { productId: 7, paid };

describe('the outcome of a product ordered again', () => {
  it('is added at the price paid before', () => {
    expect(lineOutcome(line, { price: 129.99 }, false, 'EUR')).toEqual({
      productId: 7,
      status: 'added',
    });
  });

  it('is a price change, with both unit prices, when today’s price differs by a cent', () => {
    expect(lineOutcome(line, { price: 130 }, false, 'EUR')).toEqual({
      productId: 7,
      status: 'priceChanged',
      was: paid,
      now: { amount: 130, currency: 'EUR' },
    });
    // Binary leftovers are no change: 129.99 is 129.99.
    expect(lineOutcome(line, { price: 129.99000000001 }, false, 'EUR').status).toBe('added');
  });

  it('is a price change when the customer is priced in another currency now', () => {
    expect(lineOutcome(line, { price: 129.99 }, false, 'USD').status).toBe('priceChanged');
  });

  it('is simply added when no price paid is known (a purchased product)', () => {
    expect(lineOutcome({ productId: 7, paid: null }, { price: 99 }, false, 'EUR').status).toBe(
      'added',
    );
  });

  it('is not sold when Odoo offers it no more: archived, unpublished or outside a catalog-only customer’s catalog', () => {
    // All three look the same from here: the customer's own session lists no such variant.
    expect(refusal(undefined)).toBe('notSold');
    expect(lineOutcome(line, undefined, false, 'EUR')).toEqual({
      productId: 7,
      status: 'notSold',
    });
  });

  it('is not added when its price is on request (zero), as the shop sells such products nowhere', () => {
    expect(refusal({ price: 0 })).toBe('onRequest');
    expect(lineOutcome(line, { price: 0 }, false, 'EUR').status).toBe('onRequest');
  });

  it('is out of stock when the cart kept none of it', () => {
    expect(refusal({ price: 129.99 })).toBeNull();
    expect(lineOutcome(line, { price: 140 }, true, 'EUR').status).toBe('outOfStock');
  });
});
