'use server';

import { cartLoad } from '@/lib/cart/cart.server';
import { requestLocale } from '@/lib/i18n/request-locale.server';
import type { Cart } from '@/lib/cart/types';
import { preferredCountry } from '@/lib/shop/shopper-preferences.server';
import { shopperAction, ShopperRefusal } from '@/lib/shopper/shopper-action.server';
import type { Translate } from '@/lib/shopper/translate.server';
import {
  adyenAcquirerInfo,
  adyenMakeDirectPayment,
  adyenOpenTransaction,
  adyenPaymentDetails,
  adyenPaymentMethods,
} from './adyen.server';
import {
  forgetKeptTransaction,
  keepTransaction,
  keptTransactions,
  type KeptTransaction,
} from './adyen-kept-transaction.server';
import { reduceAdyenAnswer } from './adyen-result.server';
import { adyenDetailsSchema, adyenPaySchema, adyenSetupSchema } from './adyen-schemas';
import { paymentLoadProviders } from './payment.server';
import type { AdyenPaymentResult, AdyenSetup, JsonObject } from '../order/payment-types';

// The Adyen Drop-in's server side (direct flow through Odoo's adyen* mutations: Odoo talks to
// Adyen). Only signed-in shoppers pay. The browser sends nothing but the Drop-in's state data:
// the amount, the transaction and its access token come from Odoo and stay on the server.

type AdyenTranslate = Translate<'AdyenActions'>;

/** The spec's provider name for the Drop-in ("direct Adyen"). */
const ADYEN_PROVIDER_NAME = 'ADYEN';

const adyen = {
  access: 'signed-in',
  messages: 'AdyenActions',
  // Whatever was wrong (not JSON, too large, an amount), the shopper reads the same text.
  describeInvalidInput: (_issue: unknown, translate: AdyenTranslate) =>
    translate('invalidPaymentData'),
} as const;

/**
 * Sets the Drop-in up for the session cart: Odoo's client key and payment methods, and the
 * transaction the cart is paid with. One transaction per cart state: a second setup (a re-render,
 * a second tab, the page opened again) gets the open one back; a changed cart, or a transaction
 * Odoo no longer holds open (refused, cancelled, waiting for the bank), gets a new one.
 */
export const adyenSetupAction = shopperAction({
  ...adyen,
  name: 'adyenSetup',
  input: adyenSetupSchema,
  run: async ({ acquirerId }, { translate, shopper }): Promise<AdyenSetup> => {
    await assertAdyenAcquirer(acquirerId, translate);
    const cart = await cartLoad();
    if (cart.id === null || cart.lineCount === 0) throw new ShopperRefusal(translate('emptyCart'));
    const transaction = await transactionFor(acquirerId, cart, shopper.id);
    const [info, paymentMethodsResponse] = await Promise.all([
      adyenAcquirerInfo(acquirerId),
      adyenPaymentMethods(acquirerId),
    ]);
    if (!info.clientKey) throw new Error('Odoo sent no Adyen client key');
    return {
      clientKey: info.clientKey,
      environment: info.environment,
      countryCode: cart.billingAddress?.country?.code || (await preferredCountry()),
      amount: { value: transaction.amountMinor, currency: transaction.currency },
      paymentMethodsResponse,
      reference: transaction.reference,
    };
  },
});

/** The Drop-in's onSubmit: pays the kept transaction with the shopper's method. */
export const adyenPayAction = shopperAction({
  ...adyen,
  name: 'adyenPay',
  input: adyenPaySchema,
  run: async ({ acquirerId, paymentMethod, browserInfo }, { translate, shopper }) => {
    const transaction = await payableTransaction(acquirerId, shopper.id, translate);
    const answer = await adyenMakeDirectPayment({
      acquirerId,
      transactionReference: transaction.reference,
      accessToken: transaction.accessToken,
      paymentMethod,
      browserInfo,
    });
    return settle(answer, translate);
  },
});

/** The Drop-in's onAdditionalDetails (3-D Secure inside the page). */
export const adyenDetailsAction = shopperAction({
  ...adyen,
  name: 'adyenDetails',
  input: adyenDetailsSchema,
  run: async ({ acquirerId, details }, { translate, shopper }) => {
    const transaction = await keptFor(acquirerId, shopper.id, translate);
    const answer = await adyenPaymentDetails({
      acquirerId,
      transactionReference: transaction.reference,
      paymentDetails: details,
    });
    return settle(answer, translate);
  },
});

async function assertAdyenAcquirer(acquirerId: number, translate: AdyenTranslate): Promise<void> {
  const providers = await paymentLoadProviders();
  const provider = providers.find((candidate) => candidate.id === acquirerId);
  if (provider?.name.trim().toUpperCase() !== ADYEN_PROVIDER_NAME) {
    throw new ShopperRefusal(translate('notAvailable'));
  }
}

/** Opened for this very cart state and still Odoo's open (draft) transaction of the order. */
function stillOpenFor(transaction: KeptTransaction, acquirerId: number, cart: Cart): boolean {
  return (
    transaction.acquirerId === acquirerId &&
    transaction.orderId === cart.id &&
    transaction.cartTotal === cart.totals.total &&
    transaction.currency === cart.currency &&
    cart.lastTransaction?.reference === transaction.reference &&
    cart.lastTransaction.state === 'Draft'
  );
}

async function transactionFor(
  acquirerId: number,
  cart: Cart,
  customerId: number,
): Promise<KeptTransaction> {
  const kept = (await keptTransactions(customerId)).find((transaction) =>
    stillOpenFor(transaction, acquirerId, cart),
  );
  if (kept) return kept;
  if (cart.id === null || !cart.currency) throw new Error('The cart has no id or currency');
  const opened = await adyenOpenTransaction(acquirerId);
  if (!opened.reference || !opened.accessToken || opened.amountMinor === null) {
    throw new Error('Odoo opened an Adyen transaction without reference, token or amount');
  }
  const transaction: KeptTransaction = {
    acquirerId,
    reference: opened.reference,
    accessToken: opened.accessToken,
    amountMinor: opened.amountMinor,
    // Odoo opens the transaction in the order's currency.
    currency: cart.currency,
    orderId: cart.id,
    cartTotal: cart.totals.total,
    customerId,
    locale: await requestLocale(),
  };
  await keepTransaction(transaction);
  return transaction;
}

async function keptFor(
  acquirerId: number,
  customerId: number,
  translate: AdyenTranslate,
): Promise<KeptTransaction> {
  const [kept] = await keptTransactions(customerId);
  if (!kept || kept.acquirerId !== acquirerId) {
    throw new ShopperRefusal(translate('sessionExpired'));
  }
  return kept;
}

/**
 * The kept transaction, if the cart is still what it was opened for. Another tab may have changed
 * the cart since: paying the old amount for the new cart must not happen. When the cart is no
 * longer that order (it was confirmed), Odoo answers for the transaction as it stands: a replayed
 * payment of a paid transaction is answered as paid and changes nothing.
 */
async function payableTransaction(
  acquirerId: number,
  customerId: number,
  translate: AdyenTranslate,
): Promise<KeptTransaction> {
  const transaction = await keptFor(acquirerId, customerId, translate);
  const cart = await cartLoad();
  const changed =
    cart.id === transaction.orderId &&
    (cart.totals.total !== transaction.cartTotal || cart.currency !== transaction.currency);
  if (changed) {
    await forgetKeptTransaction();
    throw new ShopperRefusal(translate('cartChanged'));
  }
  return transaction;
}

/** A final answer spends the transaction; an action (3-D Secure, bank) still needs it. */
async function settle(answer: JsonObject, translate: AdyenTranslate): Promise<AdyenPaymentResult> {
  const result = reduceAdyenAnswer(answer, translate);
  if (result.outcome !== 'action') await forgetKeptTransaction();
  return result;
}
