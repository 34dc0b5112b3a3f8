'use client';

import { useId, useMemo, useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { AddToListButton } from '@/components/requisition-lists/add-to-list-button';
import type { NewListRequest } from '@/lib/browser/ui-store';
import { useHydrated } from '@/lib/browser/use-hydrated';
import { csvRowsWithoutHeader, parseQuickOrderText, skuKey } from '@/lib/cart/cart-schemas';
import { interpolate } from '@/lib/i18n/interpolate';
import { quickOrder, type QuickOrderOutcome } from '@/lib/cart/cart-commands.browser';
import { notify } from '@/lib/notifications/notification-queue';
import { quickOrderListLinesAction } from '@/lib/requisition-lists/list-actions';
import type { CartPageLabels } from './cart-page-labels';
import styles from './cart-page.module.css';

/** Largest CSV read in the browser; a quick order holds at most a few hundred lines anyway. */
const MAX_CSV_BYTES = 256 * 1024;

type Result =
  | (Pick<QuickOrderOutcome, 'unknownSkus' | 'outOfStockSkus' | 'defaultVariants'> & {
      added: number;
    })
  | { empty: true }
  | null;

/**
 * Business buyers paste `SKU quantity` lines or upload a CSV (read here, with the server's own
 * parser). What is sent and added leaves the field; lines that could not be read and unknown SKUs
 * stay in it, so nothing typed is lost.
 */
export function QuickOrder({ labels }: { labels: CartPageLabels }) {
  const textId = useId();
  const fileId = useId();
  const helpId = useId();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  // Typed into the server's HTML, the list would be wiped by hydration (see useHydrated).
  const hydrated = useHydrated();
  const parsed = useMemo(() => parseQuickOrderText(text), [text]);
  const offline = useLabels('Notifications').actionFailed;

  /** The quick order's products for "Add to list"; unknown SKUs are named under the form. */
  const listRequest = async (): Promise<NewListRequest | null> => {
    if (busy) return null;
    if (parsed.lines.length === 0) {
      setResult({ empty: true });
      return null;
    }
    setBusy(true);
    const answer = await callAction(
      () => quickOrderListLinesAction({ lines: parsed.lines }),
      offline,
    );
    setBusy(false);
    if (!answer.ok) {
      notify(answer.error, { kind: 'danger' });
      return null;
    }
    const { lines, unknownSkus } = answer.data;
    setResult({ added: 0, unknownSkus, outOfStockSkus: [], defaultVariants: [] });
    return lines.length > 0 ? { title: labels.quickOrderListTitle, lines } : null;
  };

  const submit = async () => {
    if (busy) return;
    if (parsed.lines.length === 0) {
      setResult({ empty: true });
      return;
    }
    setBusy(true);
    const outcome = await quickOrder(parsed.lines);
    setBusy(false);
    if (!outcome) return; // The failure was announced; the field keeps everything.
    const notAdded = new Set([...outcome.unknownSkus, ...outcome.outOfStockSkus].map(skuKey));
    const unreadable = new Set(parsed.invalid.map((line) => line.lineNumber));
    setText(keptLines(text, unreadable, notAdded));
    setResult({
      added: outcome.added.length,
      unknownSkus: outcome.unknownSkus,
      outOfStockSkus: outcome.outOfStockSkus,
      defaultVariants: outcome.defaultVariants,
    });
  };

  return (
    <form
      className={styles.quickOrder}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <p id={helpId} className={styles.muted}>
        {labels.quickOrderHelp}
      </p>
      <label htmlFor={textId}>{labels.quickOrderLabel}</label>
      <textarea
        id={textId}
        rows={6}
        value={text}
        aria-describedby={helpId}
        spellCheck={false}
        disabled={!hydrated}
        onChange={(event) => setText(event.target.value)}
      />
      <label htmlFor={fileId}>{labels.csvLabel}</label>
      <input
        id={fileId}
        type="file"
        accept=".csv,text/csv,text/plain"
        disabled={!hydrated}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file || file.size > MAX_CSV_BYTES) return;
          const content = csvRowsWithoutHeader(await file.text());
          // Added to the field so the buyer sees (and can correct) what will be sent.
          setText((current) => (current.trim() ? `${current.trimEnd()}\n${content}` : content));
        }}
      />
      {parsed.invalid.length > 0 ? (
        <div className={styles.error} data-testid="quick-order-invalid">
          <p>{labels.invalidTitle}</p>
          <ul>
            {parsed.invalid.map((line) => (
              <li key={line.lineNumber}>
                {interpolate(labels.invalidLine, { line: line.lineNumber, text: line.text.trim() })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.quickOrderActions}>
        <button type="submit" className="button button--primary" disabled={busy || !hydrated}>
          {labels.quickOrderSubmit}
        </button>
        <AddToListButton
          label={labels.quickOrderToList}
          disabled={busy || !hydrated}
          request={listRequest}
        />
      </div>
      <QuickOrderResult result={result} labels={labels} />
    </form>
  );
}

function QuickOrderResult({ result, labels }: { result: Result; labels: CartPageLabels }) {
  if (!result) return null;
  if ('empty' in result) {
    return (
      <p role="alert" className={styles.error}>
        {labels.quickOrderEmpty}
      </p>
    );
  }
  return (
    <div data-testid="quick-order-result">
      {result.added > 0 ? (
        <p role="status" className={styles.success}>
          {interpolate(labels.quickOrderAdded, { count: result.added })}
        </p>
      ) : null}
      {result.defaultVariants.length > 0 ? (
        <ul className={styles.success}>
          {result.defaultVariants.map(({ sku, variantSku }) => (
            <li key={sku}>{interpolate(labels.quickOrderDefaultVariant, { sku, variantSku })}</li>
          ))}
        </ul>
      ) : null}
      {result.unknownSkus.length > 0 ? (
        <p role="alert" className={styles.error}>
          {interpolate(labels.unknownSkus, { skus: result.unknownSkus.join(', ') })}
        </p>
      ) : null}
      {result.outOfStockSkus.length > 0 ? (
        <p role="alert" className={styles.error}>
          {interpolate(labels.quickOrderOutOfStock, { skus: result.outOfStockSkus.join(', ') })}
        </p>
      ) : null}
    </div>
  );
}

/** The lines to leave in the field: the ones not sent (unreadable) and SKUs not added. */
function keptLines(
  text: string,
  unreadable: ReadonlySet<number>,
  notAdded: ReadonlySet<string>,
): string {
  return text
    .split(/\r\n|\n|\r/)
    .filter((raw, index) => {
      if (unreadable.has(index + 1)) return true;
      const [line] = parseQuickOrderText(raw).lines;
      return line !== undefined && notAdded.has(skuKey(line.sku));
    })
    .join('\n');
}
