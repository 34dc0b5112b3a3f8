'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { formatMoney } from '@/lib/format/money';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { productName, type NamedProduct } from '@/lib/reorder/product-name';
import type { ReorderOutcome } from '@/lib/reorder/types';
import type { ReorderState } from './use-reorder';
import styles from './reorder.module.css';

/**
 * What became of each product sent to the cart again, with a way to the cart; or why nothing
 * was sent. Both regions are always there, so what appears in them is announced.
 */
export function ReorderAnswer({
  state,
  products,
  labels,
  locale,
}: {
  state: ReorderState;
  /** The products that may be in the answer, as the list names them. */
  products: readonly NamedProduct[];
  labels: Messages['OrderAgain'];
  locale: Locale;
}) {
  const names = new Map(products.map((product) => [product.productId, productName(product)]));
  const outcomeText = (outcome: ReorderOutcome): string => {
    if (outcome.status !== 'priceChanged') return labels[outcome.status];
    return interpolate(labels.priceChanged, {
      was: formatMoney(outcome.was.amount, locale, outcome.was.currency),
      now: formatMoney(outcome.now.amount, locale, outcome.now.currency),
    });
  };
  const added = (outcome: ReorderOutcome) =>
    outcome.status === 'added' || outcome.status === 'priceChanged';
  const region = useRef<HTMLDivElement>(null);
  // Below a long list the answer would arrive out of sight: it comes into view.
  useEffect(() => {
    if (state.kind === 'answered' || state.kind === 'failed') {
      region.current?.scrollIntoView({ block: 'start' });
    }
  }, [state]);
  return (
    <div ref={region}>
      <p role="alert" className={styles.error}>
        {state.kind === 'failed' ? state.error : null}
      </p>
      <div role="status" className={styles.answer} data-testid="reorder-answer">
        {state.kind === 'busy' ? <p>{labels.adding}</p> : null}
        {state.kind === 'answered' ? (
          <>
            <p className={styles.summary}>
              {interpolate(labels.summary, {
                added: state.lines.filter(added).length,
                total: state.lines.length,
              })}
            </p>
            <ul className={styles.outcomes}>
              {state.lines.map((outcome) => (
                <li
                  key={outcome.productId}
                  data-product-id={outcome.productId}
                  data-status={outcome.status}
                  className={added(outcome) ? styles.added : styles.notAdded}
                >
                  <span className={styles.outcomeName}>{names.get(outcome.productId)}:</span>{' '}
                  {outcomeText(outcome)}
                </li>
              ))}
            </ul>
            <Link
              href={localizedPath(locale, '/cart')}
              className="button button--primary"
              prefetch={false}
            >
              {labels.goToCart}
            </Link>
          </>
        ) : null}
      </div>
    </div>
  );
}
