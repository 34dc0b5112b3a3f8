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
  /** The whole answer, for fields the drop-in may need (amount, currency). */
  details: JsonObject;
}

export interface AdyenAcquirerInfo {
  clientKey: string;
  /** Adyen's environment: Odoo state 'enabled' is live, anything else test. */
  environment: 'test' | 'live';
}
