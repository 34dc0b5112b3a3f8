'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import tableStyles from '@/components/account/documents.module.css';
import { DocumentTable } from '@/components/account/document-table';
import { callAction } from '@/components/account/call-action';
import { ActionStatus, type ActionOutcome } from '@/components/company/action-status';
import { LineThumbnail } from '@/components/cart/line-heading';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { ReorderAnswer } from '@/components/reorder/reorder-answer';
import { productName } from '@/lib/reorder/product-name';
import { useReorder } from '@/components/reorder/use-reorder';
import formStyles from '@/components/ui/form.module.css';
import { QuantityInput } from '@/components/ui/quantity-input';
import { productHref } from '@/lib/catalog/product-href';
import { formatMoney } from '@/lib/format/money';
import { interpolate } from '@/lib/i18n/interpolate';
import { localizedPath, type Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { notify } from '@/lib/notifications/notification-queue';
import {
  deleteListAction,
  listToCartAction,
  removeLinesAction,
  updateLineAction,
} from '@/lib/requisition-lists/list-actions';
import { MAX_LINE_NOTE_LENGTH } from '@/lib/requisition-lists/list-schemas';
import type { PricedRequisitionList, RequisitionListLine } from '@/lib/requisition-lists/types';
import { DeleteListDialog } from './delete-list-dialog';
import styles from './lists.module.css';
import { RenameListForm } from './rename-list-form';

/**
 * One list: its name (renamed by its owner or an Admin), its products with a quantity and a note
 * each (anyone of the company changes them), and the chosen ones to the cart in one step with
 * order again's answer per product. A product on request has no check box, as everywhere.
 */
export function ListDetail({
  list,
  labels,
  reorderLabels,
  locale,
}: {
  list: PricedRequisitionList;
  labels: Messages['RequisitionLists'];
  reorderLabels: Messages['OrderAgain'];
  locale: Locale;
}) {
  const router = useRouter();
  const offline = useLabels('Notifications').actionFailed;
  const [name, setName] = useState(list.name);
  const [lines, setLines] = useState(list.lines);
  const [notes, setNotes] = useState<ReadonlyMap<number, string>>(
    () => new Map(list.lines.map((line) => [line.id, line.note])),
  );
  const [outcome, setOutcome] = useState<ActionOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { choiceOf, include, setQuantity, send, state } = useReorder(lines, true);

  /** One change of the lines at a time; its answer replaces the lines and says what happened. */
  const change = async (
    call: () => ReturnType<typeof updateLineAction> | ReturnType<typeof removeLinesAction>,
  ) => {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const answer = await callAction(call, offline);
    setBusy(false);
    if (!answer.ok) {
      setOutcome({ ok: false, text: answer.error });
      return;
    }
    setLines(answer.data.lines);
    setOutcome({ ok: true, text: answer.data.message });
  };

  const buyable = (line: RequisitionListLine) => line.isPositivePrice && line.templateId !== null;

  return (
    <div className={styles.page}>
      <h1>{name}</h1>
      <p className={styles.intro}>
        {list.isMine
          ? labels.madeByYou
          : interpolate(labels.madeByOther, { name: list.ownerName ?? labels.unknownOwner })}{' '}
        <Link href={localizedPath(locale, '/my/lists')}>{labels.allLists}</Link>
      </p>
      {list.canManage ? (
        <div className={styles.actions}>
          <RenameListForm listId={list.id} name={name} labels={labels} onRenamed={setName} />
          <button type="button" className="button" onClick={() => setDeleting(true)}>
            {labels.delete}
          </button>
        </div>
      ) : null}
      <DeleteListDialog
        open={deleting}
        name={name}
        labels={labels}
        onClose={() => setDeleting(false)}
        onConfirm={async () => {
          const answer = await callAction(() => deleteListAction({ listId: list.id }), offline);
          if (!answer.ok) return answer.error;
          notify(answer.data.message, { kind: 'success' });
          router.push(localizedPath(locale, '/my/lists'));
          return null;
        }}
      />
      <section className={styles.section} aria-labelledby="list-lines-title">
        <h2 id="list-lines-title">{labels.productsTitle}</h2>
        <ActionStatus outcome={outcome} />
        {lines.length === 0 ? (
          <p className={tableStyles.message} data-testid="list-empty">
            {labels.noProducts}{' '}
            <Link href={localizedPath(locale, '/categories')}>{labels.browse}</Link>
          </p>
        ) : (
          <form
            className={styles.wide}
            onSubmit={(event) => {
              event.preventDefault();
              void send(
                (chosen) =>
                  listToCartAction({
                    listId: list.id,
                    lines: chosen.map((line) => ({ lineId: line.id, quantity: line.quantity })),
                  }),
                reorderLabels.noneChosen,
              );
            }}
          >
            <DocumentTable
              testId="list-lines"
              caption={labels.productsTitle}
              columns={[
                { label: labels.select },
                { label: labels.product },
                { label: labels.note },
                { label: labels.price, amount: true },
                { label: labels.quantity },
                { label: labels.lineActions },
              ]}
            >
              {lines.map((line) => {
                const product = productName(line);
                const choice = choiceOf(line.productId);
                const href = productHref(locale, line.slug);
                return (
                  <tr key={line.id} data-line-id={line.id}>
                    <td data-label={labels.select}>
                      {buyable(line) ? (
                        <input
                          type="checkbox"
                          aria-label={interpolate(labels.selectProduct, { name: product })}
                          checked={choice.included}
                          onChange={(event) => include(line.productId, event.target.checked)}
                        />
                      ) : null}
                    </td>
                    <th scope="row" className={styles.product}>
                      <LineThumbnail image={line.image} imageName={line.imageName} />
                      <span>
                        {href ? <Link href={href}>{line.name}</Link> : line.name}
                        {line.variant ? (
                          <span className={tableStyles.variant}>{line.variant}</span>
                        ) : null}
                        {line.sku ? (
                          <span className={tableStyles.variant}>
                            {interpolate(reorderLabels.sku, { sku: line.sku })}
                          </span>
                        ) : null}
                      </span>
                    </th>
                    <td data-label={labels.note}>
                      <input
                        className={`${formStyles.input} ${styles.note}`}
                        aria-label={interpolate(labels.noteOf, { name: product })}
                        maxLength={MAX_LINE_NOTE_LENGTH}
                        value={notes.get(line.id) ?? ''}
                        onChange={(event) =>
                          setNotes((current) => new Map(current).set(line.id, event.target.value))
                        }
                      />
                    </td>
                    <td data-label={labels.price} className={tableStyles.amount}>
                      {line.isPositivePrice
                        ? formatMoney(line.price, locale, list.currency)
                        : labels.priceOnRequest}
                    </td>
                    <td data-label={labels.quantity}>
                      <QuantityInput
                        className={tableStyles.quantityField}
                        label={labels.quantity}
                        accessibleName={interpolate(reorderLabels.quantityOf, { name: product })}
                        quantity={choice.quantity}
                        // A refused value is not kept: the last valid quantity is saved and sent.
                        onQuantity={(quantity) => {
                          if (quantity !== null) setQuantity(line.productId, quantity);
                        }}
                        refusedText={reorderLabels.quantityRefused}
                      />
                    </td>
                    <td data-label={labels.lineActions}>
                      <span className={styles.rowActions}>
                        <button
                          type="button"
                          className="link-button"
                          aria-label={interpolate(labels.saveLineOf, { name: product })}
                          onClick={() =>
                            void change(() =>
                              updateLineAction({
                                listId: list.id,
                                lineId: line.id,
                                quantity: choice.quantity,
                                note: notes.get(line.id) ?? '',
                              }),
                            )
                          }
                        >
                          {labels.saveLine}
                        </button>
                        <button
                          type="button"
                          className="link-button"
                          aria-label={interpolate(labels.removeLineOf, { name: product })}
                          onClick={() =>
                            void change(() =>
                              removeLinesAction({ listId: list.id, lineIds: [line.id] }),
                            )
                          }
                        >
                          {labels.removeLine}
                        </button>
                      </span>
                    </td>
                  </tr>
                );
              })}
            </DocumentTable>
            <div className={styles.actions}>
              <button
                type="submit"
                className="button button--primary"
                disabled={state.kind === 'busy'}
              >
                {labels.addSelected}
              </button>
            </div>
            <ReorderAnswer state={state} products={lines} labels={reorderLabels} locale={locale} />
          </form>
        )}
      </section>
    </div>
  );
}
