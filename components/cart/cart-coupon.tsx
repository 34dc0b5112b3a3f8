'use client';

import { useId, useState } from 'react';
import { MAX_PROMO_LENGTH } from '@/lib/cart/cart-schemas';
import { interpolate } from '@/lib/i18n/interpolate';
import { applyCoupon, type CouponOutcome } from '@/lib/stores/cart-commands';
import type { CartPageLabels } from './cart-page-labels';
import styles from './cart-page.module.css';

/**
 * Applies a promo code. Odoo's refusal is shown as the result (with the reloaded cart); the
 * discount shows in the totals. Removing is local, as the spec says: the field and the message
 * clear, the cart is left as it is.
 */
export function CartCoupon({ labels }: { labels: CartPageLabels }) {
  const id = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<(CouponOutcome & { code: string }) | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <form
      className={styles.coupon}
      onSubmit={async (event) => {
        event.preventDefault();
        const promo = code.trim();
        if (!promo || busy) return;
        setBusy(true);
        const result = await applyCoupon(promo);
        setBusy(false);
        setOutcome(result ? { ...result, code: promo } : null);
      }}
    >
      <label htmlFor={id}>{labels.couponLabel}</label>
      <div className={styles.couponRow}>
        <input
          id={id}
          name="promo"
          value={code}
          maxLength={MAX_PROMO_LENGTH}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy || code.trim() === ''}>
          {labels.applyCoupon}
        </button>
      </div>
      {outcome?.applied ? (
        <p role="status" className={styles.success}>
          {interpolate(labels.couponApplied, { code: outcome.code })}
        </p>
      ) : null}
      {outcome && !outcome.applied ? (
        <p role="alert" className={styles.error}>
          {outcome.error}
        </p>
      ) : null}
      {outcome || code ? (
        <button
          type="button"
          className={`link-button ${styles.couponReset}`}
          onClick={() => {
            setCode('');
            setOutcome(null);
          }}
        >
          {labels.removeCoupon}
        </button>
      ) : null}
    </form>
  );
}
