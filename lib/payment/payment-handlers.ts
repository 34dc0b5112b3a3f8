// The spec's table from an Odoo acquirer's name to the storefront code that handles it. Pure and
// browser-safe: the payment step and the server actions read the same answer.

export type PaymentHandler =
  'adyen-hosted' | 'adyen-direct' | 'wire-transfer' | 'mollie' | 'sap-oci' | 'ariba';

/** The handler for an acquirer name, or null: the spec's 'Provider … not implemented!'. */
export function paymentHandler(name: string): PaymentHandler | null {
  const upper = name.trim().toUpperCase();
  switch (upper) {
    case 'ADYEN_OG':
      return 'adyen-hosted';
    case 'ADYEN':
      return 'adyen-direct';
    case 'MOLLIE':
      return 'mollie';
    case 'SAP_OCI':
    case 'SAPOCI':
      return 'sap-oci';
    case 'ARIBA_NETWORK':
      return 'ariba';
  }
  return upper.includes('TRANSFER') ? 'wire-transfer' : null;
}

/** Punch-out "payments" end a procurement session instead; a shopper never pays with them. */
export function isPunchOutHandler(handler: PaymentHandler | null): boolean {
  return handler === 'sap-oci' || handler === 'ariba';
}

/**
 * Hosted pages start through our payment extension (makePayment); a stock Odoo 15 completes only
 * the wire transfer (its own routes) and Adyen's Drop-in (graphql_vuestorefront's mutations).
 */
export function needsPaymentExtension(handler: PaymentHandler | null): boolean {
  return handler === 'adyen-hosted' || handler === 'mollie';
}
