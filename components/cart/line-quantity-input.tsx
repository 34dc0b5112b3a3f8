'use client';

import { QuantityInput } from '@/components/ui/quantity-input';
import type { CartLine } from '@/lib/cart/types';
import { isQuantityWaiting, scheduleLineQuantity } from '@/lib/cart/cart-commands.browser';
import styles from './cart.module.css';

/**
 * The field shows what the shopper types at once; the cart hears about it after a 500 ms pause
 * (one request per burst). 0 or empty is never sent: removing is the remove button's job.
 */
export function LineQuantityInput({
  line,
  label,
  accessibleName,
  refusedText,
}: {
  line: CartLine;
  label: string;
  accessibleName: string;
  refusedText: string;
}) {
  return (
    <QuantityInput
      className={styles.quantity}
      label={label}
      accessibleName={accessibleName}
      quantity={line.quantity}
      onQuantity={(quantity) => scheduleLineQuantity(line.id, quantity)}
      refusedText={refusedText}
      // The cart moved underneath (the server's answer, a rollback): follow it unless an edit waits.
      keepTyped={() => isQuantityWaiting(line.id)}
    />
  );
}
