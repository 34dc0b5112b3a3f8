import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { CHECKOUT_HOLDS, type CheckoutHold } from '@/lib/checkout/checkout-steps';
import styles from './cart-page.module.css';

const holdSchema = z.enum(CHECKOUT_HOLDS);

/** The hold named in `/cart?checkout-hold=…`, or null for anything else. */
export function parseCheckoutHold(value: string | string[] | undefined): CheckoutHold | null {
  const parsed = holdSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

const HOLD_MESSAGES = {
  'shipping-address': 'shippingAddress',
  'billing-address': 'billingAddress',
} as const;

/**
 * Why the checkout sent the shopper back to the cart (the spec's guard): a delivery or billing
 * address it cannot use. An empty cart says so itself.
 */
export async function CheckoutHoldNotice({
  hold: pending,
}: {
  hold: Promise<CheckoutHold | null>;
}) {
  const hold = await pending;
  if (hold === null || hold === 'empty' || hold === 'quotation') return null;
  const t = await getTranslations('CheckoutHold');
  return (
    <p className={styles.notice} role="status">
      {t(HOLD_MESSAGES[hold])}
    </p>
  );
}
