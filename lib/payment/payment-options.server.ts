import 'server-only';
import { odooCapabilities } from '@/lib/odoo/capabilities.server';
import {
  isPunchOutHandler,
  needsPaymentExtension,
  paymentHandler,
  type PaymentHandler,
} from './payment-handlers';
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
 * The acquirers Odoo offers for the session cart that a shopper pays with, as far as this backend
 * can complete them (a hosted page needs our payment extension). The punch-out ones end a
 * procurement session instead; they are never offered on the payment step.
 */
export async function shopperPaymentOptions(): Promise<PaymentOption[]> {
  const [providers, { makePayment }] = await Promise.all([
    paymentLoadProviders(),
    odooCapabilities(),
  ]);
  return providers
    .map(toOption)
    .filter(
      (option) =>
        !isPunchOutHandler(option.handler) &&
        (makePayment || !needsPaymentExtension(option.handler)),
    );
}
