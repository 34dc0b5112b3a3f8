import 'server-only';
import {
  getPaymentAcquirerDocument,
  getPaymentTransactionRequestDocument,
  paymentConfirmationDocument,
  paymentLoadProvidersDocument,
  paymentMakeExternalDocument,
  updatePaymentDocument,
  type MakePaymentExtraInput,
} from '@/graphql/generated/operations';
import { mapSaleOrder } from '@/lib/order/map-sale-order.server';
import type { Cart } from '@/lib/cart/types';
import { compact } from '@/lib/odoo/map-values.server';
import { requiredResult } from '@/lib/odoo/odoo-error.server';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { odooPublic, type OdooExecutor } from '@/lib/odoo/odoo-public.server';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { whenAvailable, type OptionalFeature } from '@/lib/odoo/optional-feature.server';
import {
  adyenJson,
  mapExternalPayment,
  mapPaymentProvider,
  mapPaymentProviderDetail,
} from '../order/map-payment.server';
import type {
  ExternalPayment,
  JsonObject,
  PaymentProvider,
  PaymentProviderDetail,
  UpdatePaymentExtra,
} from '../order/payment-types';

/** The acquirers Odoo offers for the session cart. */
export async function paymentLoadProviders(): Promise<PaymentProvider[]> {
  const data = await odooSession().request(paymentLoadProvidersDocument);
  return compact(data.paymentAcquirers).map(mapPaymentProvider);
}

/**
 * The order this session just paid (its last transaction tells whether the payment went
 * through); it replaces the cart on the thank-you page.
 */
export async function paymentConfirmation(): Promise<Cart> {
  const data = await odooSession().request(paymentConfirmationDocument);
  return mapSaleOrder(requiredResult(data.paymentConfirmation?.order, 'paymentConfirmation'));
}

// The operations below need the payment-transaction extension (makePayment and friends).

/** One acquirer with its methods and issuers (iDEAL banks) and wire-transfer instructions. */
export function getPaymentAcquirer(id: number): Promise<OptionalFeature<PaymentProviderDetail>> {
  return whenAvailable('makePayment', async () => {
    const data = await odooSession().request(getPaymentAcquirerDocument, { id });
    return mapPaymentProviderDetail(data.paymentAcquirer);
  });
}

/**
 * Starts paying the session cart with a hosted-page provider: send the shopper to `checkoutUrl`,
 * or post `redirectForm`. Return URLs must come from server configuration, never the request.
 */
export function paymentMakeExternal(
  paymentAcquireId: number,
  extra: MakePaymentExtraInput = {},
): Promise<OptionalFeature<ExternalPayment>> {
  return whenAvailable('makePayment', async () => {
    const data = await odooSession().request(paymentMakeExternalDocument, {
      paymentAcquireId,
      extra,
    });
    return mapExternalPayment(requiredResult(data.makePayment, 'paymentMakeExternal'));
  });
}

/**
 * Refreshes a transaction from its provider after the shopper came back. Mollie:
 * `{ providerReference: 'tr_...' }` binds the payment the first time, and Odoo takes over its
 * status after fetching it from Mollie itself (see UpdatePaymentExtraInput in the schema).
 */
export function updatePayment(
  transactionId: number,
  extra?: UpdatePaymentExtra,
): Promise<OptionalFeature<ExternalPayment>> {
  return refreshPayment(odooSession(), transactionId, extra);
}

/**
 * The same without the shopper's session, for a provider's webhook: Odoo allows it only for a
 * transaction already bound to `extra.providerReference`.
 */
export function updatePaymentWithoutSession(
  transactionId: number,
  extra: UpdatePaymentExtra & { providerReference: string },
): Promise<OptionalFeature<ExternalPayment>> {
  return refreshPayment(odooPublic(DEFAULT_LOCALE), transactionId, extra);
}

function refreshPayment(
  odoo: OdooExecutor,
  transactionId: number,
  extra: UpdatePaymentExtra | undefined,
): Promise<OptionalFeature<ExternalPayment>> {
  return whenAvailable('makePayment', async () => {
    const data = await odoo.request(updatePaymentDocument, { transactionId, extra });
    return mapExternalPayment(requiredResult(data.updatePayment, 'updatePayment'));
  });
}

/** What a provider needs to start paying a transaction (amount, currency, reference, customer). */
export function getPaymentTransactionRequest(
  where: { transactionId: number } | { reference: string },
): Promise<OptionalFeature<JsonObject>> {
  return whenAvailable('makePayment', async () => {
    const data = await odooSession().request(getPaymentTransactionRequestDocument, where);
    return adyenJson(data.paymentTransactionRequest);
  });
}
