'use client';

import { useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { MAX_PROMO_LENGTH } from '@/lib/cart/cart-schemas';
import { interpolate } from '@/lib/i18n/interpolate';
import { applyCoupon, removeCoupon, type CouponOutcome } from '@/lib/cart/cart-commands.browser';
import type { CartPageLabels } from './cart-page-labels';
import styles from './cart-page.module.css';

/**
 * Applies a promo code. Odoo's refusal is shown as the result (with the reloaded cart); the
 * discount shows in the totals. Removing clears the field and the message and, when the order
 * carries a coupon, takes it off the order in Odoo: a 'Remove coupon' that left the discount
 * would say one thing and charge another.
 */
export function CartCoupon({
  labels,
  onOrder,
}: {
  labels: CartPageLabels;
  /** A coupon's reward is on the order in Odoo. */
  onOrder: boolean;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<(CouponOutcome & { code: string }) | null>(null);
  const [busy, setBusy] = useState(false);
  // A code sent (Enter) while the last one is still with Odoo goes next, not nowhere.
  const applying = useRef(false);
  const next = useRef<string | null>(null);
  // The code lives in React's state: typed before hydration, it would be wiped (see useHydrated).
  const hydrated = useHydrated();

  const apply = async (first: string) => {
    if (applying.current) {
      next.current = first;
      return;
    }
    applying.current = true;
    setBusy(true);
    for (let promo: string | null = first; promo !== null; promo = next.current) {
      next.current = null;
      const result = await applyCoupon(promo);
      setOutcome(result ? { ...result, code: promo } : null);
    }
    applying.current = false;
    setBusy(false);
  };

  return (
    <form
      className={styles.coupon}
      onSubmit={(event) => {
        event.preventDefault();
        const promo = code.trim();
        if (promo) void apply(promo);
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
          disabled={!hydrated}
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
      {outcome || code || onOrder ? (
        <button
          type="button"
          className={`link-button ${styles.couponReset}`}
          disabled={busy}
          onClick={async () => {
            setCode('');
            setOutcome(null);
            if (!onOrder) return;
            setBusy(true);
            await removeCoupon();
            setBusy(false);
          }}
        >
          {labels.removeCoupon}
        </button>
      ) : null}
    </form>
  );
}
