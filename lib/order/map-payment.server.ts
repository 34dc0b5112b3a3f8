import 'server-only';
import type {
  PaymentAcquirerFragment,
  PaymentTransactionFragment,
} from '@/graphql/generated/operations';
import { amount, compact, jsonObject, optionalText, text } from '@/lib/odoo/map-values.server';
import type {
  AdyenAcquirerInfo,
  AdyenTransaction,
  ExternalPayment,
  JsonObject,
  PaymentMethodOption,
  PaymentProvider,
  PaymentProviderDetail,
  PaymentTransaction,
} from './payment-types';

export function mapPaymentProvider(acquirer: PaymentAcquirerFragment): PaymentProvider {
  return {
    id: acquirer.id,
    name: text(acquirer.name),
    displayAs: optionalText(acquirer.displayAs),
    code: optionalText(acquirer.provider),
    icons: compact(acquirer.paymentIcons).map((icon) => ({
      id: icon.id,
      name: icon.name,
      image: optionalText(icon.image),
    })),
  };
}

/** Without methods and pending message when a plain Odoo 15 got the core document. */
interface AcquirerDetail extends PaymentAcquirerFragment {
  pendingMessage?: string | null;
  paymentMethods?: Array<{
    name: string | null;
    code: string | null;
    issuers: Array<{ name: string | null; code: string | null }> | null;
  }> | null;
}

export function mapPaymentProviderDetail(acquirer: AcquirerDetail): PaymentProviderDetail {
  return {
    ...mapPaymentProvider(acquirer),
    pendingMessage: optionalText(acquirer.pendingMessage),
    methods: compact(acquirer.paymentMethods).map((method): PaymentMethodOption => ({
      name: text(method.name),
      code: text(method.code),
      issuers: compact(method.issuers).map((issuer) => ({
        name: text(issuer.name),
        code: text(issuer.code),
      })),
    })),
  };
}

export function mapPaymentTransaction(transaction: PaymentTransactionFragment): PaymentTransaction {
  return {
    id: transaction.id,
    reference: optionalText(transaction.reference),
    amount: amount(transaction.amount),
    currency: optionalText(transaction.currency?.name),
    state: transaction.state,
    provider: optionalText(transaction.acquirer),
    providerReference: optionalText(transaction.acquirerReference),
    paymentReference: optionalText(transaction.payment?.paymentReference),
  };
}

interface ExternalTransaction extends PaymentTransactionFragment {
  stateMessage: string | null;
  returnUrl: string | null;
  checkoutUrl: string | null;
  redirectForm?: string | null;
}

export function mapExternalPayment(transaction: ExternalTransaction): ExternalPayment {
  return {
    ...mapPaymentTransaction(transaction),
    stateMessage: optionalText(transaction.stateMessage),
    returnUrl: optionalText(transaction.returnUrl),
    checkoutUrl: optionalText(transaction.checkoutUrl),
    redirectForm: optionalText(transaction.redirectForm),
  };
}

/** Adyen answers are passed to the drop-in as they are; only their shape is checked. */
export function adyenJson(value: unknown): JsonObject {
  return jsonObject(value) ?? {};
}

/**
 * Odoo answers with the transaction's processing values: `reference`, `access_token`, `amount` in
 * major units and `converted_amount` in Adyen's minor units (payment_adyen). Only the latter is
 * what Adyen is asked for, so it is the amount the Drop-in shows.
 */
export function mapAdyenTransaction(value: unknown): AdyenTransaction {
  const details = adyenJson(value);
  const converted = details.converted_amount;
  return {
    reference: typeof details.reference === 'string' ? details.reference : '',
    accessToken: typeof details.access_token === 'string' ? details.access_token : '',
    amountMinor:
      Number.isSafeInteger(converted) && Number(converted) >= 0 ? Number(converted) : null,
    details,
  };
}

export function mapAdyenAcquirerInfo(value: unknown): AdyenAcquirerInfo {
  const info = adyenJson(value);
  return {
    clientKey: typeof info.client_key === 'string' ? info.client_key : '',
    environment: info.state === 'enabled' ? 'live' : 'test',
  };
}
