'use client';

import Link from 'next/link';
import { DocumentDate } from '@/components/account/document-date';
import { DocumentTable } from '@/components/account/document-table';
import tableStyles from '@/components/account/documents.module.css';
import { LineThumbnail } from '@/components/cart/line-heading';
import { ReorderAnswer } from '@/components/reorder/reorder-answer';
import { productName } from '@/lib/reorder/product-name';
import { productQuantity, useReorder } from '@/components/reorder/use-reorder';
import { AddToListButton } from '@/components/requisition-lists/add-to-list-button';
import { QuantityInput } from '@/components/ui/quantity-input';
import { productHref } from '@/lib/catalog/product-href';
import { formatMoney } from '@/lib/format/money';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { addPurchasedAction } from '@/lib/purchases/purchases-actions';
import type { PurchasedProduct } from '@/lib/purchases/types';
import styles from './purchases.module.css';

/**
 * One page of purchased products, each with what was bought of it and today's price; the
 * selected ones go to the cart in the chosen quantities, with order again's answer per product.
 * A product on request has no check box, as it has no add-to-cart button anywhere in the shop.
 */
export function PurchasedProductList({
  products,
  currency,
  labels,
  reorderLabels,
  locale,
}: {
  products: PurchasedProduct[];
  currency: string;
  labels: Messages['PurchasedProducts'];
  reorderLabels: Messages['OrderAgain'];
  locale: Locale;
}) {
  const lines = products.map((product) => ({ ...product, quantity: 1 }));
  const { choiceOf, include, setQuantity, send, pick, state } = useReorder(lines, false);
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void send(
          (chosen) =>
            addPurchasedAction({
              lines: chosen.flatMap(({ productId, templateId, quantity }) =>
                templateId === null ? [] : [{ productId, templateId, quantity }],
              ),
            }),
          labels.noneSelected,
        );
      }}
    >
      <DocumentTable
        testId="purchased-products"
        caption={labels.listLabel}
        columns={[
          { label: labels.select },
          { label: labels.product },
          { label: labels.lastOrdered },
          { label: labels.timesOrdered, amount: true },
          { label: labels.totalQuantity, amount: true },
          { label: labels.price, amount: true },
          { label: labels.quantity },
        ]}
      >
        {products.map((product) => {
          const name = productName(product);
          const choice = choiceOf(product.productId);
          const href = productHref(locale, product.slug);
          const buyable = product.isPositivePrice && product.templateId !== null;
          return (
            <tr key={product.productId} data-product-id={product.productId}>
              <td data-label={labels.select} className={styles.select}>
                {buyable ? (
                  <input
                    type="checkbox"
                    aria-label={interpolate(labels.selectProduct, { name })}
                    checked={choice.included}
                    onChange={(event) => include(product.productId, event.target.checked)}
                  />
                ) : null}
              </td>
              <th scope="row" className={styles.product}>
                <LineThumbnail image={product.image} imageName={product.imageName} />
                <span>
                  {href ? <Link href={href}>{product.name}</Link> : product.name}
                  {product.variant ? (
                    <span className={tableStyles.variant}>{product.variant}</span>
                  ) : null}
                  {product.sku ? (
                    <span className={tableStyles.variant}>
                      {interpolate(reorderLabels.sku, { sku: product.sku })}
                    </span>
                  ) : null}
                </span>
              </th>
              <td data-label={labels.lastOrdered}>
                <span className={styles.lastOrdered}>
                  <DocumentDate value={product.lastOrderDate} locale={locale} />
                  <span>{product.lastOrderName}</span>
                </span>
              </td>
              <td data-label={labels.timesOrdered} className={tableStyles.amount}>
                {product.timesOrdered.toLocaleString(locale)}
              </td>
              <td data-label={labels.totalQuantity} className={tableStyles.amount}>
                {product.quantity.toLocaleString(locale)}
              </td>
              <td data-label={labels.price} className={tableStyles.amount}>
                {product.isPositivePrice
                  ? formatMoney(product.price, locale, currency)
                  : labels.priceOnRequest}
              </td>
              <td data-label={labels.quantity}>
                {buyable ? (
                  <QuantityInput
                    className={tableStyles.quantityField}
                    label={labels.quantity}
                    accessibleName={interpolate(reorderLabels.quantityOf, { name })}
                    quantity={choice.quantity}
                    // A refused value is not kept: the last valid quantity is sent.
                    onQuantity={(quantity) => {
                      if (quantity !== null) setQuantity(product.productId, quantity);
                    }}
                    refusedText={reorderLabels.quantityRefused}
                  />
                ) : null}
              </td>
            </tr>
          );
        })}
      </DocumentTable>
      <div className={styles.actions}>
        <button type="submit" className="button button--primary" disabled={state.kind === 'busy'}>
          {labels.addSelected}
        </button>
        {/* The selected products can go to one of the company's lists instead. */}
        <AddToListButton
          label={labels.addSelectedToList}
          request={() => {
            const chosen = pick(labels.noneSelected);
            return chosen && { title: labels.listTitle, lines: chosen.map(productQuantity) };
          }}
        />
      </div>
      <ReorderAnswer state={state} products={products} labels={reorderLabels} locale={locale} />
    </form>
  );
}
