'use client';

import { useId, useState } from 'react';
import { MAX_CART_QUANTITY, parseQuantity } from '@/lib/cart/quantity';
import { interpolate } from '@/lib/i18n/interpolate';

/**
 * A quantity field that never silently keeps a value it will not use: 0, 100000 or 2.5 stay on
 * screen while typed, with the reason beside them, and give way to the last valid quantity on
 * blur. `onQuantity` hears every edit: the number, or null for one that is not sent.
 */
export function QuantityInput({
  id,
  className,
  label,
  accessibleName,
  quantity,
  onQuantity,
  refusedText,
  keepTyped = () => false,
}: {
  id?: string;
  className?: string;
  label: string;
  accessibleName?: string;
  /** The last valid quantity (the cart's or the page's). */
  quantity: number;
  onQuantity: (quantity: number | null) => void;
  /** Says why a value was not sent: `{max}` and `{quantity}` (what stays) are filled in. */
  refusedText: string;
  /** While true the field keeps what was typed when `quantity` changes underneath. */
  keepTyped?: () => boolean;
}) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const messageId = `${inputId}-refused`;
  const [text, setText] = useState(String(quantity));
  const [known, setKnown] = useState(quantity);
  const [refused, setRefused] = useState(false);
  if (quantity !== known) {
    setKnown(quantity);
    if (!keepTyped()) setText(String(quantity));
  }
  const invalid = parseQuantity(text) === null;

  return (
    <div className={className}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_CART_QUANTITY}
        step={1}
        value={text}
        aria-label={accessibleName}
        aria-invalid={invalid || undefined}
        aria-describedby={refused ? messageId : undefined}
        onChange={(event) => {
          const next = parseQuantity(event.target.value);
          setText(event.target.value);
          setRefused(next === null);
          onQuantity(next);
        }}
        onBlur={() => {
          if (invalid && !keepTyped()) setText(String(quantity));
        }}
      />
      {/* A live region that is always there, so the reason is announced when it appears. It stays
          after the blur put the valid quantity back, so the shopper sees what happened. */}
      <p id={messageId} className="field-message" role="status">
        {refused ? interpolate(refusedText, { max: MAX_CART_QUANTITY, quantity }) : null}
      </p>
    </div>
  );
}
