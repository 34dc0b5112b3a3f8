import 'server-only';
import type { Translate } from '@/lib/shopper/translate.server';
import type { AdyenAction, AdyenPaymentResult, JsonObject } from '../order/payment-types';

// Adyen's /payments and /payments/details answers (as Odoo passes them on) reduced to what the
// Drop-in and the shop need. Everything else in them (pspReference, refusal reasons in Adyen's
// English, additionalData) stays on the server: Adyen's Drop-in itself warns when a response
// carries more than it should see.

/** Final and paid. */
const AUTHORISED = new Set(['Authorised']);
/** Final and not paid: the shopper may try again (Odoo leaves the cart open). */
const REFUSED = new Set(['Refused', 'Error']);
const CANCELLED = new Set(['Cancelled']);
/** Not paid yet, but not refused either: Adyen's webhook tells Odoo later. */
const PENDING = new Set(['Pending', 'Received']);
/** The shopper has more to do; the answer must carry the action. */
const NEEDS_ACTION = new Set([
  'RedirectShopper',
  'IdentifyShopper',
  'ChallengeShopper',
  'PresentToShopper',
]);

/** Adyen answered something the shop cannot act on (no result code, an action without type). */
export class UnexpectedAdyenAnswer extends Error {
  override name = 'UnexpectedAdyenAnswer';
}

function actionOf(answer: JsonObject): AdyenAction | undefined {
  const action = answer.action;
  if (action === null || action === undefined) return undefined;
  if (typeof action !== 'object' || Array.isArray(action)) {
    throw new UnexpectedAdyenAnswer('Adyen action is not an object');
  }
  const candidate = action as JsonObject;
  if (typeof candidate.type !== 'string' || candidate.type === '') {
    throw new UnexpectedAdyenAnswer('Adyen action has no type');
  }
  return { ...candidate, type: candidate.type };
}

export function reduceAdyenAnswer(
  answer: JsonObject,
  translate: Translate<'AdyenActions'>,
): AdyenPaymentResult {
  const resultCode = answer.resultCode;
  if (typeof resultCode !== 'string' || resultCode === '') {
    throw new UnexpectedAdyenAnswer('Adyen answer has no resultCode');
  }
  const action = actionOf(answer);
  if (action) return { resultCode, action, outcome: 'action' };
  if (NEEDS_ACTION.has(resultCode)) {
    throw new UnexpectedAdyenAnswer(`Adyen answered ${resultCode} without an action`);
  }
  if (AUTHORISED.has(resultCode)) return { resultCode, outcome: 'authorised' };
  if (PENDING.has(resultCode)) return { resultCode, outcome: 'pending' };
  if (REFUSED.has(resultCode)) {
    return { resultCode, outcome: 'refused', refusalMessage: translate('refused') };
  }
  if (CANCELLED.has(resultCode)) {
    return { resultCode, outcome: 'refused', refusalMessage: translate('cancelled') };
  }
  throw new UnexpectedAdyenAnswer(`Unknown Adyen resultCode ${resultCode}`);
}
