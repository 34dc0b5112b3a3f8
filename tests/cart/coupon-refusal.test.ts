import { describe, expect, it } from 'vitest';
import { COUPON_REFUSALS, couponRefusal } from '@/lib/cart/coupon-refusal.server';
import { CODE_TERMS } from '@/mock-odoo/src/seed/code-terms';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import nl from '@/messages/nl.json';
import ru from '@/messages/ru.json';

// Odoo's coupon refusals, as Odoo 15 words them (coupon and sale_coupon, with their i18n), reach
// the shopper only in the shop's words; any other text gets the shop's general one.

const ODOO_TEXTS: [string, string][] = [
  ['This coupon is invalid (X1).', 'couponInvalid'],
  ['Promo code is invalid', 'couponInvalid'],
  ['Deze coupon is ongeldig (X1).', 'couponInvalid'],
  ['Dieser Kupon ist ungültig (X1).', 'couponInvalid'],
  ['This coupon has already been used (X1).', 'couponUsed'],
  ['Deze coupon is al gebruikt (X1).', 'couponUsed'],
  ['This coupon is expired (X1).', 'couponExpired'],
  ['Promo code X1 has been expired.', 'couponExpired'],
  ['Promocode X1 is vervallen.', 'couponExpired'],
  ['Der Aktionscode ist abgelaufen.', 'couponExpired'],
  ['Срок действия промо-кода X1 закончился.', 'couponExpired'],
  ['This coupon has been cancelled (X1).', 'couponCancelled'],
  ['The promo code is already applied on this order', 'couponAlreadyApplied'],
  ['De kortingscode is al toegepast op dit order', 'couponAlreadyApplied'],
  ['Der Aktionscode wird bereits auf diesen Auftrag angewandt', 'couponAlreadyApplied'],
  ['Промо-код уже применяется к этому заказу', 'couponAlreadyApplied'],
  ['Promotionals codes are not cumulative.', 'couponNotCumulative'],
  ['Globale kortingen zijn niet cumuleerbaar.', 'couponNotCumulative'],
  ['A minimum of 50.0 EUR should be purchased to get the reward', 'couponMinimum'],
  ['Een minimum van 50.0 EUR moet besteld worden om de beloning te krijgen', 'couponMinimum'],
  [
    'At least one of the required conditions is not met to get the reward!',
    'couponConditionsNotMet',
  ],
  [
    "You don't have the required product quantities on your sales order. All the products…",
    'couponConditionsNotMet',
  ],
  ["The customer doesn't have access to this reward.", 'couponNotForCustomer'],
  ['Ungültiger Partner.', 'couponNotForCustomer'],
  // Anything else: the general text (and the log).
  ['The coupon program for X1 is in draft or closed state', 'couponRefused'],
  ['Odoo Server Error: injected failure', 'couponRefused'],
];

describe("Odoo's coupon refusals", () => {
  it.each(ODOO_TEXTS)('%s is %s', (text, key) => {
    expect(couponRefusal(text)).toBe(key);
  });

  it("knows every refusal mock-odoo words, in each of Odoo's languages", () => {
    const refusals = Object.entries(CODE_TERMS).filter(([source]) =>
      /coupon|promo|minimum/i.test(source),
    );
    expect(refusals.length).toBeGreaterThanOrEqual(4);
    for (const [source, translations] of refusals) {
      for (const text of [source, ...Object.values(translations)]) {
        expect(couponRefusal(text.replace('%s', 'X1')), text).not.toBe('couponRefused');
      }
    }
  });

  it('has a text with the code in every language for each refusal', () => {
    for (const key of [...Object.keys(COUPON_REFUSALS), 'couponRefused']) {
      for (const messages of [nl, en, de, ru]) {
        const text = (messages.CartActions as Record<string, string>)[key];
        expect(text, key).toContain('{code}');
      }
    }
  });
});
