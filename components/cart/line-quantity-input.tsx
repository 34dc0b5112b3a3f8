'use client';

import { useId, useState } from 'react';
import { MAX_CART_QUANTITY } from '@/lib/cart/cart-schemas';
import type { CartLine } from '@/lib/cart/types';
import {
  isQuantityWaiting,
  parseLineQuantity,
  scheduleLineQuantity,
} from '@/lib/stores/cart-commands';
import styles from './cart.module.css';

/**
 * The field shows what the shopper types at once; the cart hears about it after a 500 ms pause
 * (one request per burst). 0 or empty is never sent: removing is the remove button's job.
 */
export function LineQuantityInput({
  line,
  label,
  accessibleName,
}: {
  line: CartLine;
  label: string;
  accessibleName: string;
}) {
  const id = useId();
  const [text, setText] = useState(String(line.quantity));
  const [known, setKnown] = useState(line.quantity);
  // The cart moved underneath (the server's answer, a rollback): follow it unless an edit waits.
  if (line.quantity !== known) {
    setKnown(line.quantity);
    if (!isQuantityWaiting(line.id)) setText(String(line.quantity));
  }

  return (
    <div className={styles.quantity}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CART_QUANTITY}
        step={1}
        value={text}
        aria-label={accessibleName}
        onChange={(event) => {
          setText(event.target.value);
          scheduleLineQuantity(line.id, parseLineQuantity(event.target.value));
        }}
        onBlur={() => {
          if (parseLineQuantity(text) === null && !isQuantityWaiting(line.id)) {
            setText(String(line.quantity));
          }
        }}
      />
    </div>
  );
}
