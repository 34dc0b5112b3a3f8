import { getMessages } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/lib/i18n/messages';
import type { ReorderLine } from '@/lib/reorder/types';
import { OrderAgainButton } from './order-again-button';

/**
 * Order again for one order, with its texts: on the order's page with the order's products, in a
 * row of the order list without them (the dialog asks for them when it opens).
 */
export async function OrderAgain({
  order,
  lines,
  locale,
}: {
  order: { id: number; name: string };
  lines?: ReorderLine[];
  locale: Locale;
}) {
  const { OrderAgain: labels } = (await getMessages()) as Messages;
  return (
    <OrderAgainButton
      orderId={order.id}
      orderName={order.name}
      lines={lines}
      labels={labels}
      locale={locale}
    />
  );
}
