'use client';

import type { OverlayProps } from '@/components/layout/overlays';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog } from '@/components/ui/dialog';

export function NewsletterModal(dialog: OverlayProps) {
  const labels = useLabels('Newsletter');
  return (
    <Dialog {...dialog} placement="center" title={labels.title}>
      <p>{labels.text}</p>
    </Dialog>
  );
}
