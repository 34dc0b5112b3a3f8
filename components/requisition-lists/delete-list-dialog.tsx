'use client';

import { useState } from 'react';
import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog } from '@/components/ui/dialog';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Messages } from '@/lib/i18n/messages';
import styles from './lists.module.css';

/**
 * Asks before a list is deleted for the whole company. Cancel has the focus first, so a second
 * Enter deletes nothing; a refusal stays in the dialog.
 */
export function DeleteListDialog({
  open,
  name,
  labels,
  onClose,
  onConfirm,
}: {
  open: boolean;
  name: string;
  labels: Messages['RequisitionLists'];
  onClose: () => void;
  /** Deletes the list; the refusal's text, or null when it is gone. */
  onConfirm: () => Promise<string | null>;
}) {
  const closeLabel = useLabels('Dialog').close;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Dialog
      open={open}
      onClose={() => {
        setRefusal(null);
        onClose();
      }}
      title={labels.deleteTitle}
      closeLabel={closeLabel}
      placement="center"
    >
      <p>{interpolate(labels.deleteQuestion, { name })}</p>
      <p role="alert">{refusal}</p>
      <div className={styles.dialogActions}>
        <button
          type="button"
          className="button button--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            setRefusal(await onConfirm());
            setBusy(false);
          }}
        >
          {busy ? labels.working : labels.delete}
        </button>
        <button type="button" className="button" data-autofocus onClick={onClose}>
          {labels.cancel}
        </button>
      </div>
    </Dialog>
  );
}
