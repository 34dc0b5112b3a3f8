import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { isOdooError } from '@/lib/odoo/odoo-error.server';
import { logFailure } from '@/lib/shopper/shopper-action.server';
import { translator } from '@/lib/shopper/translate.server';
import { signedInShopper } from '@/lib/shopper/user-session.server';
import { adyenPaymentDetails } from './adyen.server';
import { keptTransactions } from './adyen-kept-transaction.server';
import { reduceAdyenAnswer } from './adyen-result.server';

// The return page (/payment-details) after a redirect (a bank for iDEAL, a 3-D Secure page):
// Adyen appends `redirectResult`, which only Odoo (via Adyen's /payments/details) can turn into an
// outcome. Visiting the page decides nothing by itself, and a replayed redirectResult (a reload,
// the back button) is answered as before without changing anything: Odoo answers a settled
// transaction as it stands, and the kept transaction stays (a page cannot delete cookies; it
// expires, and the next setup opens a new one because Odoo no longer holds this one open).

/** What the return page shows. */
export type AdyenReturnOutcome =
  /** Paid: the order is confirmed. */
  | { kind: 'authorised'; orderId: number; locale: Locale }
  /** Not refused, not paid yet: Adyen's webhook will tell Odoo ("payment being processed"). */
  | { kind: 'pending'; orderId: number; locale: Locale }
  /** Refused or cancelled at the bank: the cart is still open to pay again. */
  | { kind: 'refused'; message: string; locale: Locale }
  /** Odoo could not confirm the result (unknown or forged result, Odoo unreachable). */
  | { kind: 'failed'; message: string }
  /** Nothing to look up: no redirectResult, or no payment of this shopper in this browser. */
  | { kind: 'missing' };

export type ReturnSearchParams = URLSearchParams | Record<string, string | string[] | undefined>;

/** Adyen's redirectResult is a few hundred characters; far longer is not Adyen's. */
const MAX_REDIRECT_RESULT = 8 * 1024;

function firstParam(params: ReturnSearchParams, name: string): string | null {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first !== '' ? first : null;
}

/**
 * Resolves the return from a redirect for the page's server component (it reads cookies, so the
 * page is dynamic). Needs the signed-in shopper and the transaction this browser kept.
 */
export async function resolveAdyenReturn(
  searchParams: ReturnSearchParams,
): Promise<AdyenReturnOutcome> {
  const redirectResult = firstParam(searchParams, 'redirectResult');
  if (!redirectResult || redirectResult.length > MAX_REDIRECT_RESULT) return { kind: 'missing' };
  const shopper = await signedInShopper();
  const [transaction] = shopper ? await keptTransactions(shopper.id) : [];
  if (!transaction) return { kind: 'missing' };
  const translate = await translator('AdyenActions');
  try {
    const answer = await adyenPaymentDetails({
      acquirerId: transaction.acquirerId,
      transactionReference: transaction.reference,
      paymentDetails: { details: { redirectResult } },
    });
    const result = reduceAdyenAnswer(answer, translate);
    const { orderId, locale } = transaction;
    if (result.outcome === 'authorised') return { kind: 'authorised', orderId, locale };
    if (result.outcome === 'refused') {
      return { kind: 'refused', message: result.refusalMessage ?? translate('refused'), locale };
    }
    // A further action cannot be carried out on this page; the webhook settles it.
    return { kind: 'pending', orderId, locale };
  } catch (error) {
    logFailure('resolveAdyenReturn', error);
    if (isOdooError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
      return { kind: 'failed', message: (await translator('ShopperActions'))('unavailable') };
    }
    return { kind: 'failed', message: translate('notConfirmed') };
  }
}
