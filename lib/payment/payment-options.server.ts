import 'server-only';
import { isPunchOutHandler, paymentHandler, type PaymentHandler } from './payment-handlers';
import { paymentLoadProviders } from './payment.server';
import type { PaymentIcon, PaymentProvider } from '../order/payment-types';

/** An acquirer as the payment step offers it; a null handler is the spec's "not implemented". */
export interface PaymentOption {
  id: number;
  /** Odoo's acquirer name: what picks the handler. */
  name: string;
  /** What the shopper reads (Odoo's "Displayed as", else the name). */
  label: string;
  handler: PaymentHandler | null;
  icons: PaymentIcon[];
}

function toOption(provider: PaymentProvider): PaymentOption {
  return {
    id: provider.id,
    name: provider.name,
    label: provider.displayAs ?? provider.name,
    handler: paymentHandler(provider.name),
    icons: provider.icons,
  };
}

/**
 * The acquirers Odoo offers for the session cart that a shopper pays with. The punch-out ones end
 * a procurement session instead; they are never offered on the payment step.
 */
export async function shopperPaymentOptions(): Promise<PaymentOption[]> {
  return (await paymentLoadProviders())
    .map(toOption)
    .filter((option) => !isPunchOutHandler(option.handler));
}
