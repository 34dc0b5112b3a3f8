export type PaymentTransactionState =
  'Draft' | 'Pending' | 'Authorized' | 'Confirmed' | 'Canceled' | 'Error';

export interface PaymentIcon {
  id: string | null;
  name: string;
  image: string | null;
}

/** An Odoo payment acquirer; `code` is Odoo's provider code, `name` picks the storefront handler. */
export interface PaymentProvider {
  id: number;
  name: string;
  displayAs: string | null;
  code: string | null;
  icons: PaymentIcon[];
}

export interface PaymentMethodIssuer {
  name: string;
  code: string;
}

export interface PaymentMethodOption {
  name: string;
  code: string;
  issuers: PaymentMethodIssuer[];
}

export interface PaymentProviderDetail extends PaymentProvider {
  /** Instructions for manual methods (wire transfer). */
  pendingMessage: string | null;
  methods: PaymentMethodOption[];
}

export interface PaymentTransaction {
  id: number | null;
  reference: string | null;
  amount: number;
  currency: string | null;
  state: PaymentTransactionState | null;
  provider: string | null;
  providerReference: string | null;
  paymentReference: string | null;
}

/** A transaction started or refreshed through the payment extension. */
export interface ExternalPayment extends PaymentTransaction {
  stateMessage: string | null;
  returnUrl: string | null;
  /** Where to send the shopper (Mollie checkout, Adyen hosted page). */
  checkoutUrl: string | null;
  /** An auto-submitting HTML form, for providers that expect a POST. */
  redirectForm: string | null;
}

export type JsonObject = Record<string, unknown>;

/** updatePayment's provider data (a JSON scalar in the schema). */
export interface UpdatePaymentExtra extends JsonObject {
  /** Mollie: the payment (`tr_...`) to bind to the transaction, or the one it is bound to. */
  providerReference?: string;
}

export interface AdyenTransaction {
  reference: string;
  accessToken: string;
  /**
   * Odoo's `converted_amount` (payment_adyen): the transaction amount in the currency's minor
   * units, as Adyen wants it; null when Odoo did not send a whole number.
   */
  amountMinor: number | null;
  /** The whole answer, for fields the drop-in may need. */
  details: JsonObject;
}

export interface AdyenAcquirerInfo {
  clientKey: string;
  /** Adyen's environment: Odoo state 'enabled' is live, anything else test. */
  environment: 'test' | 'live';
}

/** What the Adyen Drop-in is set up with; the amount is the one Odoo's transaction carries. */
export interface AdyenSetup {
  clientKey: string;
  environment: 'test' | 'live';
  /** ISO 3166 country of the order's billing address (Adyen filters methods by it). */
  countryCode: string;
  amount: { value: number; currency: string };
  /** Adyen's /paymentMethods answer as Odoo passed it on. */
  paymentMethodsResponse: JsonObject;
  /** Odoo's transaction reference (not secret; the access token stays on the server). */
  reference: string;
}

/**
 * Where an Adyen answer leaves the shopper: paid (authorised), refused (or cancelled), waiting for
 * Adyen's webhook (pending), or still busy with an action the Drop-in carries out (3-D Secure, a
 * redirect to the bank).
 */
export type AdyenOutcome = 'authorised' | 'refused' | 'pending' | 'action';

/** An Adyen action as Odoo passed it on; the Drop-in carries it out. */
export type AdyenAction = JsonObject & { type: string };

/** What the Drop-in gets back from a payment or details call: only what it needs. */
export type AdyenPaymentResult =
  | { resultCode: string; outcome: 'authorised' | 'pending' }
  /** With the shopper's text, in their language (Adyen's refusal reasons are not for them). */
  | { resultCode: string; outcome: 'refused'; refusalMessage: string }
  | { resultCode: string; outcome: 'action'; action: AdyenAction };
