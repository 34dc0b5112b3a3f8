// The shop's own pages around a payment (locale-less; callers add the locale prefix).

/** The order confirmation, by Odoo's order id (Odoo refuses another customer's order). */
export function confirmationPath(orderId: number): string {
  return `/checkout/thank-you/${orderId}`;
}

/** Back to choosing how to pay, with why the last attempt did not go through. */
export function retryPaymentPath(reason: 'cancelled' | 'refused'): string {
  return `/checkout/payment?payment=${reason}`;
}
