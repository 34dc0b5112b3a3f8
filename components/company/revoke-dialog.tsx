'use client';

import { useLabels } from '@/components/layout/shell-labels-provider';
import { Dialog } from '@/components/ui/dialog';
import type { CompanyMember } from '@/lib/company/types';
import { interpolate } from '@/lib/i18n/interpolate';
import type { Messages } from '@/lib/i18n/messages';
import styles from './company.module.css';

/**
 * Asks before a colleague loses access. A modal: the page behind is inert, Escape or Cancel
 * closes it, and Cancel has the focus first, so a second Enter revokes nothing.
 */
export function RevokeDialog({
  member,
  company,
  busy,
  labels,
  onConfirm,
  onClose,
}: {
  /** The colleague asked about; null: closed. */
  member: CompanyMember | null;
  company: string;
  busy: boolean;
  labels: Messages['Company'];
  onConfirm: (member: CompanyMember) => void;
  onClose: () => void;
}) {
  const closeLabel = useLabels('Dialog').close;
  return (
    <Dialog
      open={member !== null}
      onClose={onClose}
      title={labels.revokeTitle}
      closeLabel={closeLabel}
      placement="center"
    >
      {member ? (
        <>
          <p>{interpolate(labels.revokeQuestion, { name: member.name, company })}</p>
          <div className={styles.dialogActions}>
            <button
              type="button"
              className="button button--primary"
              disabled={busy}
              onClick={() => onConfirm(member)}
            >
              {busy ? labels.working : labels.revokeAccess}
            </button>
            <button type="button" className="button" data-autofocus onClick={onClose}>
              {labels.cancel}
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
