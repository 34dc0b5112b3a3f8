'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';
import { useUiStore } from '@/lib/stores/ui-store';

/** Login / register / reset modal. It always opens in LOGIN mode unless asked otherwise. */
export function LoginModal(dialog: OverlayProps) {
  const labels = useLabels('LoginModal');
  const mode = useUiStore((state) => state.loginModalMode);
  const perks = [
    labels.perkOrders,
    labels.perkInvoices,
    labels.perkDetails,
    labels.perkWishlist,
    labels.perkCatalog,
    labels.perkPrices,
  ];

  return (
    <Dialog {...dialog} placement="center" title={labels[mode]}>
      <section className="perks" data-mode={mode}>
        <h3 className="perks__title">{labels.perksTitle}</h3>
        <ul>
          {perks.map((perk) => (
            <li key={perk}>{perk}</li>
          ))}
        </ul>
      </section>
    </Dialog>
  );
}
