'use client';

import { useId } from 'react';
import { AddToListButton } from '@/components/requisition-lists/add-to-list-button';
import { Dialog } from '@/components/ui/dialog';
import { QuantityInput } from '@/components/ui/quantity-input';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { orderAgainAction } from '@/lib/reorder/reorder-actions';
import type { ReorderLine } from '@/lib/reorder/types';
import { productName } from '@/lib/reorder/product-name';
import { ReorderAnswer } from './reorder-answer';
import { productQuantity, useReorder } from './use-reorder';
import styles from './reorder.module.css';

type Labels = Messages['OrderAgain'];

/** The order's products: loading, refused (not the customer's order) or there. */
export type OrderAgainLines = { lines: ReorderLine[] } | { error: string } | null;

/**
 * Order again: the order's products with their quantities, each editable and each included at
 * first; "Add to cart" sends the chosen ones and the answer says what became of each.
 */
export function OrderAgainDialog({
  onClose,
  orderId,
  orderName,
  loaded,
  labels,
  locale,
}: {
  onClose: () => void;
  orderId: number;
  orderName: string;
  loaded: OrderAgainLines;
  labels: Labels;
  locale: Locale;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      title={interpolate(labels.title, { name: orderName })}
      closeLabel={labels.close}
      placement="center"
    >
      {loaded === null ? (
        <p role="status">{labels.loading}</p>
      ) : 'error' in loaded ? (
        <p role="alert" className={styles.error}>
          {loaded.error}
        </p>
      ) : loaded.lines.length === 0 ? (
        <p>{labels.noProducts}</p>
      ) : (
        <OrderAgainForm
          orderId={orderId}
          orderName={orderName}
          lines={loaded.lines}
          labels={labels}
          locale={locale}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

function OrderAgainForm({
  orderId,
  orderName,
  lines,
  labels,
  locale,
  onClose,
}: {
  orderId: number;
  orderName: string;
  lines: ReorderLine[];
  labels: Labels;
  locale: Locale;
  onClose: () => void;
}) {
  const id = useId();
  const { choiceOf, include, setQuantity, send, pick, state } = useReorder(lines, true);
  return (
    <form
      className={styles.form}
      aria-describedby={`${id}-intro`}
      onSubmit={(event) => {
        event.preventDefault();
        void send(
          (chosen) =>
            orderAgainAction({
              orderId,
              lines: chosen.map(productQuantity),
            }),
          labels.noneChosen,
        );
      }}
    >
      <p id={`${id}-intro`} className={styles.intro}>
        {labels.intro}
      </p>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const choice = choiceOf(line.productId);
          const checkboxId = `${id}-${line.productId}`;
          return (
            <li
              key={line.productId}
              className={styles.line}
              data-testid="order-again-line"
              data-product-id={line.productId}
            >
              <input
                id={checkboxId}
                type="checkbox"
                className={styles.check}
                checked={choice.included}
                onChange={(event) => include(line.productId, event.target.checked)}
              />
              <label htmlFor={checkboxId} className={styles.product}>
                <span className={styles.name}>{line.name}</span>
                {line.variant ? <span className={styles.detail}>{line.variant}</span> : null}
                <span className={styles.detail}>{interpolate(labels.sku, { sku: line.sku })}</span>
              </label>
              <QuantityInput
                className={styles.quantity}
                label={labels.quantity}
                accessibleName={interpolate(labels.quantityOf, {
                  name: productName(line),
                })}
                quantity={choice.quantity}
                // A refused value is not kept: the last valid quantity is sent.
                onQuantity={(quantity) => {
                  if (quantity !== null) setQuantity(line.productId, quantity);
                }}
                refusedText={labels.quantityRefused}
              />
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={state.kind === 'busy'}>
          {labels.submit}
        </button>
        {/* The chosen products can go to one of the company's lists instead. */}
        <AddToListButton
          label={labels.addToList}
          request={() => {
            const chosen = pick(labels.noneChosen);
            if (!chosen) return null;
            onClose();
            return {
              title: interpolate(labels.listTitle, { name: orderName }),
              lines: chosen.map(productQuantity),
            };
          }}
        />
      </div>
      <ReorderAnswer state={state} products={lines} labels={labels} locale={locale} />
    </form>
  );
}
