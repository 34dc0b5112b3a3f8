'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog, type OverlayProps } from '@/components/ui/dialog';

export function NewsletterModal(dialog: OverlayProps) {
  const labels = useLabels('Newsletter');
  return (
    <Dialog {...dialog} placement="center" title={labels.title}>
      <p>{labels.text}</p>
    </Dialog>
  );
}
