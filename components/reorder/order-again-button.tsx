'use client';

import { useState } from 'react';
import { callAction } from '@/components/account/call-action';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import { orderAgainLinesAction } from '@/lib/reorder/reorder-actions';
import type { ReorderLine } from '@/lib/reorder/types';
import { failureMessage } from '@/lib/shopper/action-feedback.browser';
import { OrderAgainDialog, type OrderAgainLines } from './order-again-dialog';

/**
 * "Order again" and its dialog. The order page hands over the order's products; a row of the
 * order list has none, and they are asked for when the dialog opens.
 */
export function OrderAgainButton({
  orderId,
  orderName,
  lines,
  labels,
  locale,
}: {
  orderId: number;
  orderName: string;
  lines?: ReorderLine[];
  labels: Messages['OrderAgain'];
  locale: Locale;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<OrderAgainLines>(lines ? { lines } : null);

  const openDialog = async () => {
    setOpen(true);
    if (loaded && 'lines' in loaded) return;
    setLoaded(null);
    const result = await callAction(
      () => orderAgainLinesAction({ orderId }),
      failureMessage(undefined),
    );
    setLoaded(result.ok ? { lines: result.data } : { error: result.error });
  };

  return (
    <>
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        // In a list of orders the button says which one.
        aria-label={lines ? undefined : interpolate(labels.buttonNamed, { name: orderName })}
        onClick={() => void openDialog()}
      >
        {labels.button}
      </button>
      {open ? (
        <OrderAgainDialog
          onClose={() => setOpen(false)}
          orderId={orderId}
          orderName={orderName}
          loaded={loaded}
          labels={labels}
          locale={locale}
        />
      ) : null}
    </>
  );
}
