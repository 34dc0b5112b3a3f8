import 'server-only';
import {
  adyenAcquirerInfoDocument,
  adyenMakeDirectPaymentDocument,
  adyenOpenTransactionDocument,
  adyenPaymentDetailsDocument,
  adyenPaymentMethodsDocument,
} from '@/graphql/generated/operations';
import { odooSession } from '@/lib/shopper/odoo-session.server';
import { adyenJson, mapAdyenAcquirerInfo, mapAdyenTransaction } from '../order/map-payment.server';
import type { AdyenAcquirerInfo, AdyenTransaction, JsonObject } from '../order/payment-types';

// Adyen Drop-in through Odoo (payment_adyen_vsf): Odoo talks to Adyen, these pass its JSON on.
// All are mutations, so none is ever retried.

export async function adyenAcquirerInfo(acquirerId: number): Promise<AdyenAcquirerInfo> {
  const data = await odooSession().request(adyenAcquirerInfoDocument, { acquirerId });
  return mapAdyenAcquirerInfo(data.adyenAcquirerInfo?.adyenAcquirerInfo);
}

/** Adyen /paymentMethods for the cart's amount, currency and customer. */
export async function adyenPaymentMethods(acquirerId: number): Promise<JsonObject> {
  const data = await odooSession().request(adyenPaymentMethodsDocument, { acquirerId });
  return adyenJson(data.adyenPaymentMethods?.adyenPaymentMethods);
}

/** Creates the Odoo transaction for the session cart. */
export async function adyenOpenTransaction(acquirerId: number): Promise<AdyenTransaction> {
  const data = await odooSession().request(adyenOpenTransactionDocument, { acquirerId });
  return mapAdyenTransaction(data.adyenTransaction?.transaction);
}

/** Adyen /payments with the Drop-in's state; the answer may carry an action (3-D Secure). */
export async function adyenMakeDirectPayment(input: {
  acquirerId: number;
  transactionReference: string;
  accessToken: string;
  paymentMethod: JsonObject;
  browserInfo: JsonObject;
}): Promise<JsonObject> {
  const data = await odooSession().request(adyenMakeDirectPaymentDocument, input);
  return adyenJson(data.adyenPayments?.adyenPayments);
}

/** Adyen /payments/details after the action completed. */
export async function adyenPaymentDetails(input: {
  acquirerId: number;
  transactionReference: string;
  paymentDetails: JsonObject;
}): Promise<JsonObject> {
  const data = await odooSession().request(adyenPaymentDetailsDocument, input);
  return adyenJson(data.adyenPaymentDetails?.adyenPaymentDetails);
}
