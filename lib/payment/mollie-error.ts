// Why the shop cannot start or settle a Mollie payment, for callers to turn into a message of
// their own. It never carries the API key or Mollie's answer.

export type MollieFailureReason =
  /** No usable MOLLIE_API_KEY / MOLLIE_API_URL: the Mollie handler is unavailable. */
  | 'not-configured'
  /** The backend lacks the payment-transaction extension. */
  | 'odoo-unsupported'
  /** The transaction is not a usable Mollie transaction of this session. */
  | 'not-mollie'
  /** The payment is no longer open (already paid, cancelled, expired or failed). */
  | 'payment-closed';

export class MollieError extends Error {
  override name = 'MollieError';
  constructor(readonly reason: MollieFailureReason) {
    super(`Mollie: ${reason}`);
  }
}
